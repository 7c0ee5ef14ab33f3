"""Reading one ability paragraph: normalising its text and parsing it with the card language's grammar.

`normalize` writes the card's own name and "this creature" as "~", drops reminder text and ability words
(207.2c) and lower-cases the paragraph; `parse` parses it with `grammar.lark` and the phrase families'
fragments (`phrases/*.lark`, loaded after it in `FRAGMENTS` order). `unknown_word` names a word no terminal can
match; `failing_phrase` finds the sentence an error message should quote.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Tree
from lark.exceptions import LarkError
from lark.lexer import PatternStr

from kitchentable.cards.language.earley_lookahead import LookaheadEarley
from kitchentable.cards.language.earley_lookahead import install as install_lookahead
from kitchentable.cards.language.earley_lookahead import set_enabled as set_lookahead
from kitchentable.cards.language.other_card_names import mark_other_card_names
from kitchentable.cards.language.own_names import own_names
from kitchentable.cards.language.parse_cache import ParseCache, cache_path
from kitchentable.cards.language.vocabulary import subtype_regex

HERE = Path(__file__).parent
GRAMMAR = HERE / "grammar.lark"
FRAGMENTS: tuple[str, ...] = (
    "ante", "outside_the_game", "unique_wordings", "faces", "energy", "attack_and_block_rules",
    "casting_restrictions", "choices", "granted_abilities", "casting_keywords", "keyword_actions",
    "keyword_abilities", "ability_words", "delayed_triggers", "copies", "curses", "player_rules", "card_names",
    "batch_and_reflexive_triggers", "play_from_exile", "face_down_exile", "library_and_graveyard", "top_card",
    "look_and_reorder", "cards_not_put", "dice_and_coins",
    "designations", "levels", "static_abilities", "mana", "damage_and_prevention", "doubling_and_multipliers",
    "activation_costs", "costs_paid", "turn_history", "player_comparisons", "multikicker", "leading_durations",
    "damaged_player", "linked_targets", "destroyed_this_way", "commander", "becomes_creature",
    "entering_counters", "you_and_permanents", "counted_amounts", "cost_changes", "trailing_conditions",
    "player_groups", "variable_size_tokens", "x_thresholds", "x_arithmetic", "variable_base_pt", "tokens_per_counter",
    "token_counters", "cast_or_copy", "party", "devotion", "chosen_by_a_player", "deck_limits", "finality_counters",
    "pack_tactics", "crew_power", "expend", "rooms", "alternative_casts",
    "mutate", "forage", "equipment_entering", "artifact_creature_tokens", "job_select",
    "object_histories", "controller_conditions", "exchange_control",
    "each_player_instructions", "land_play_triggers", "batch_trigger_events",
    "chosen_opponent", "target_relations",
    "activation_bans", "spells_this_turn", "emblems", "token_replacements", "coin_flips", "keep_the_rest", "control_gifts",
    "game_state_conditions", "defending_player_restrictions", "cost_conditions", "life_gain_replacements", "summed_counts", "sorcery_timing_only", "counters_per_count", "group_replacements", "damage_amplifiers",
    "tutor_to_top", "hand_to_library", "library_position", "snow", "looked_card", "exiled_card_was", "restricted_spending",
    "phasing_effects",
    "combat_triggers", "cycling_triggers", "keyword_action_triggers",
    "cast_trigger_wordings", "tapped_triggers", "damage_to_you_triggers",
    "first_life_change_triggers", "targeted_triggers",
    "triggering_player", "activation_triggers", "random_discard_costs",
    "source_durations", "keywords_and_quoted", "quoted_grants", "hand_exile_until_leaves", "cast_target_card",
    "leave_triggers", "token_creation_triggers", "attack_with_triggers", "attached_triggers",
    "natural_roll_triggers", "cast_during_your_turn", "total_power_conditions",
    "damage_source_triggers", "when_wordings", "in_graveyard_triggers",
    "compound_self_triggers",
    "activation_cost_changes", "life_total_conditions", "granted_ward",
    "entering_tapped_forms", "self_counter_conditions", "unpreventable_damage",
    "bargain_costs", "mana_spent_amounts",
    "damage_groups", "other_card_names", "search_zones", "named_tokens", "at_random",
    "counter_costs", "activation_windows", "self_bounce_costs", "library_costs", "teams",
    "goaded_statics",
    "state_triggers", "targeted_counter_triggers",
    "draw_that_many",
    "counted_conditions", "flash_this_turn",
    "next_cast_triggers",
    "spell_qualities",
    "said_subject_actions",
    "attached_group_attacks",
    "damage_by_your_sources",
    "treasure_mana", "additional_cost_choices", "additional_triggers", "opponent_count",
    "counter_prevention", "graveyard_lands", "hand_size_changes",
    "token_keywords", "stack_abilities", "their_choice", "exiled_this_way",
    "chosen_from_hand", "if_you_do_look",
    "timed_rules", "combat_rules_this_turn", "planeswalker_creatures",
    "x_stat_limits", "different_colors_mana", "type_tokens",
    "targeting_restrictions", "nth_spell_of_kind",
)
"""The phrase families' grammar fragments, in the order they are loaded after `grammar.lark` (a fragment that
extends a rule another fragment defines comes after it)."""


def grammar_files() -> list[Path]:
    """Every file of the grammar, in load order (the pool cache's digest reads them too)."""
    return [GRAMMAR] + [HERE / "phrases" / f"{name}.lark" for name in FRAGMENTS]


def grammar_text() -> str:
    text = "\n".join(path.read_text(encoding="utf-8") for path in grammar_files())
    return text.replace("__SUBTYPE__", subtype_regex())


@lru_cache(maxsize=1)
def grammar_words() -> frozenset[str]:
    """Every word the grammar writes out ("return", "destroy", ...): `own_names` never takes one for a card's
    short name."""
    return frozenset(re.findall(r'"([a-z][a-z\'-]*)"', grammar_text()))


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The grammar's Earley parser, its predictions filtered by the text ahead (`earley_lookahead`: the same
    trees, built many times faster)."""
    lark = Lark(grammar_text(), parser="earley", lexer="dynamic", ambiguity="resolve", start="start")
    install_lookahead(lark)
    return lark


def use_lookahead(on: bool) -> bool:
    """Parse with the lookahead filter or without it from now on (and forget the trees parsed so far); off
    only to measure or check against the plain parser (`benchmarks/import_speed.py`). False if the filter
    could not be installed (the parser is the plain one either way)."""
    parse.cache_clear()
    return set_lookahead(parser(), on)


def use_fast_loop(on: bool) -> bool:
    """Parse with `earley_engine`'s loop (the default) or with lark's own (the lookahead filter on either way)
    from now on, forgetting the trees parsed so far; off only to measure or check against lark's loop
    (`benchmarks/import_speed.py`). False if the parser is not a lookahead one."""
    parse.cache_clear()
    earley = parser().parser.parser
    if not isinstance(earley, LookaheadEarley):
        return False
    earley.fast = on
    return True


_LETTERS = re.compile(r"[a-z]+")


@lru_cache(maxsize=1)
def _vocabulary() -> tuple[frozenset[str], tuple[re.Pattern[str], ...], tuple[re.Pattern[str], ...],
                           tuple[re.Pattern[str], ...]]:
    """The words of the grammar's literal terminals, its regular-expression terminals, those of them that
    match free text (a quoted ability: only ever after a double quote), and each of the first kind inside a
    capturing lookahead (`(?=(...))`: a `finditer` of it yields the terminal's match at every position)."""
    words: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    quoted: list[re.Pattern[str]] = []
    for term in parser().terminals:
        if isinstance(term.pattern, PatternStr):
            words.update(_LETTERS.findall(term.pattern.value))
            continue
        pattern = re.compile(term.pattern.to_regexp())
        (quoted if pattern.match("qzxqzx") else patterns).append(pattern)
    everywhere = tuple(re.compile(f"(?=({p.pattern}))", p.flags) for p in patterns)
    return frozenset(words), tuple(patterns), tuple(quoted), everywhere


def unknown_word(text: str) -> str | None:
    """The first word of `text` that no terminal can match, or None: a diagnostic naming what the grammar lacks.
    `parse` no longer asks it before parsing: with `earley_engine`'s loop a paragraph that fails costs about
    what this check costs, and asking it of every paragraph made an import slower (2017 database: 10-20%). It
    never names a word of a parsable text: a letter run is known if it is a word of a literal terminal or
    lies inside a match of a regular-expression terminal at some position (the dynamic lexer matches
    regular expressions the same way, at every position; free-text terminals follow a double quote).

    The matches at every position come from one `finditer` of each terminal inside a lookahead, which finds
    at each position the match `pattern.match(text, position)` would (tests/cards/language/test_parse.py
    compares it with that plain loop), several times faster than calling `match` at each position."""
    words, patterns, quoted, everywhere = _vocabulary()
    runs = [m for m in _LETTERS.finditer(text) if m.group() not in words]
    runs = [run for run in runs if not any((m := p.match(text, run.start())) is not None and m.end() >= run.end()
                                           for p in patterns)]  # most are a whole match from their start
    if not runs:
        return None
    covered = bytearray(len(text) + 1)
    for pattern in everywhere:
        for m in pattern.finditer(text):
            start, end = m.start(), m.end(1)
            if end > start:
                covered[start:end] = b"\x01" * (end - start)
    for pattern in quoted:
        for start in (i + 1 for i, ch in enumerate(text) if ch == '"'):
            m = pattern.match(text, start)
            if m is not None and m.end() > start:
                covered[start:m.end()] = b"\x01" * (m.end() - start)
    for run in runs:
        if not all(covered[run.start():run.end()]):
            return run.group()
    return None


class EarlierFailure(LarkError):
    """A paragraph that failed to parse in an earlier import with this same grammar (`parse_cache`)."""


_DISK: ParseCache | None = None


@contextmanager
def disk_cache() -> Iterator[None]:
    """Within this block, parse trees are kept on disk across imports (`parse_cache`); `cards import` uses
    it. Outside (the default) nothing is read or written."""
    global _DISK
    before = _DISK
    path = cache_path(grammar_text())
    _DISK = ParseCache(path) if path is not None else None
    try:
        yield
    finally:
        _DISK = before


@lru_cache(maxsize=50_000)
def parse(text: str) -> Tree[Any]:
    """Parse one normalised paragraph; identical wording (common across a database) is parsed once, and with
    `disk_cache` once across imports. The transformer never mutates a tree, so sharing the cached tree
    is safe. Raises a `LarkError` for a text the grammar does not read."""
    disk = _DISK
    if disk is None:
        return parser().parse(text)
    found, tree = disk.get(text)  # before anything that builds the grammar: a re-import may not need it
    if found:
        if tree is None:
            raise EarlierFailure(text)
        return tree  # type: ignore[no-any-return]
    try:
        tree = parser().parse(text)
    except LarkError:
        disk.put(text, None)
        raise
    disk.put(text, tree)
    return tree


# --- normalising text ------------------------------------------------------------------------------------------

_SELF_WORDS = re.compile(
    r"\bthis (creature|spell|land|artifact|enchantment|equipment|aura|permanent|card|planeswalker|token|vehicle|saga|battle|class|case|room)\b")
_REMINDER = re.compile(r"\s*\([^)]*\)")
_ABILITY_WORD = re.compile(r"^(?!(vi|v|iv|iii|ii|i)(, (vi|v|iv|iii|ii|i))* — )[a-z' -]+ — "
                           r"(?=(when|whenever|at|as long|if|~|{|\+|-|create |draw |that |put |return |target "
                           r"|exile |destroy |you |each |enchanted |equipped |all |creatures |counter |until |equip |the |spells |other ))")  # not a Saga's chapter numbers (714.2)
# A mode's flavor word ("• Repair — Return ...", "• Form a Party — Look ..."): like an ability word it has no
# rules meaning (207.2c). Modes are the lines after a "choose one —" line.
_MODE_WORD = re.compile(r"(?<=\n)[a-z][a-z' ,-]{0,40} — ")

BOAST_PREFIX = ("boast — ", "companion — ", "exhaust — ", "max speed — ", "power-up — ")
"""702.142a, 702.139a, 702.177a, 702.178, power-up: keywords written like ability words; `normalize` keeps them
(an ability word before "each ..." is dropped, so "Companion — Each ..." would lose its keyword)."""
CASE_PREFIX = ("to solve — ", "solved — ")
"""719.3: a Case's "To solve" and "Solved" lines; `normalize` keeps them."""
NUMBERED_ABILITY_WORD = re.compile(r"^descend \d+ — ")  # an ability word with a number (207.2c): no rules meaning


_LOYALTY_COST = re.compile(r"^\[([+\-−]?(?:\d+|X))\]:", re.MULTILINE)
"""606.4: today's Oracle text writes a loyalty cost in brackets, "[+1]:", "[−2]:", "[0]:"."""


def normalize(text: str, name: str) -> str:
    """Lower-case, the card's own name and "this creature" as "~", reminder text and ability words gone, loyalty
    costs without their brackets."""
    text = _LOYALTY_COST.sub(r"\1:", _REMINDER.sub("", text))
    text = text.replace("’", "'").replace("−", "-").replace("–", "-").replace("CARDNAME", "~")
    names = own_names(name, grammar_words())
    text = mark_other_card_names(text, names)  # "a card named Sunlit Hoplite" (201.2)
    for n in names:
        text = _whole_name_as_tilde(text, n)
    text = text.lower()
    text = _IT_AFTER_SELF.sub("~. ~ ", _SELF_WORDS.sub("~", text))
    text = text.replace("sacrifice ~ and it deals ", "sacrifice ~ and ~ deals ")  # "it": the card just named
    if not text.startswith(BOAST_PREFIX + CASE_PREFIX):  # keyword abilities (702.142a, 702.177a), Cases (719.3)
        text = _ABILITY_WORD.sub("", NUMBERED_ABILITY_WORD.sub("", text.strip()))
    if "\n" in text:
        text = _MODE_WORD.sub("", text)
    text = "\n".join(re.sub(r"[ \t]+", " ", line).strip() for line in text.split("\n"))
    text = text.replace("enters the battlefield", "enters")
    return text


# "Untap ~. It gains protection ..." (608.2c): a sentence that opens with "it" right after one that ends naming
# the card is about the card, even in a trigger about another object, where a bare "it" would name that object
# (Pristine Skywise's "it" read as the spell cast).
_IT_AFTER_SELF = re.compile(r"~\. it (?=[a-z])")


_WORD_CHAR = re.compile(r"\w")


def _whole_name_as_tilde(text: str, name: str) -> str:
    """`text` with every occurrence of `name` not inside a longer word written "~" (a card's own name is a new
    pattern for each card: finding it costs less than compiling a regular expression)."""
    pieces: list[str] = []
    start = 0
    at = text.find(name)
    while at >= 0:
        end = at + len(name)
        if (at == 0 or not _WORD_CHAR.match(text, at - 1)) and (end == len(text) or not _WORD_CHAR.match(text, end)):
            pieces += (text[start:at], "~")
            start = end
            at = text.find(name, end)
        else:
            at = text.find(name, at + 1)
    return "".join(pieces) + text[start:] if pieces else text


def split_sentences(text: str) -> list[str]:
    return [s.strip().rstrip(".") + "." for s in re.split(r"(?<=\.)\s+", text.strip()) if s.strip()]


def failing_phrase(text: str) -> str:
    """The first sentence of `text` that does not parse on its own (for error messages and coverage)."""
    sentences = split_sentences(text)
    if len(sentences) <= 1:
        return text
    for s in sentences:
        try:
            parse(s)
        except LarkError:
            return s
    return text
