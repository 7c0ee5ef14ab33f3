"""The viewer's log: each log event as a sentence for one player, hidden cards named only to those the rules
let see them.

`read_log` turns the kernel's events (rule, kind, data) into `Line`s. A draw is "You draw Lightning Bolt" for
the drawer and "Alice draws a card" for everyone else (401.2, 402.3); a card moving between two zones the
viewer can't see is "a card"; a face-down permanent or spell is "a face-down creature" to all but its
controller (708.5). Numbers in an event are named as objects only where that event kind holds an object.

Lines are `minor` when a player rarely wants them (priority passes, steps, mana taps, cost bookkeeping): the
terminal's summary of what happened leaves them out, the full log keeps them. Sentences for event kinds a
format adds live in `FORMAT_SENTENCES` (filled below for Castle Magic, Vortex and the Judge's Tower); an event
kind nobody wrote a sentence for falls back to the kernel's `describe.EXPLAINERS`, then to its words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from kitchentable.api.naming import Namer
from kitchentable.api.visibility import zone_hidden
from kitchentable.api.words import COLOR_WORDS, join, number, ordinal, plural
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, STACK, LogEvent


@dataclass(frozen=True, slots=True)
class Line:
    """One sentence of a viewer's log: where it starts in the kernel's log, the rule, the event kind, who
    acted (a seat or None), the text, and whether it is a minor line."""

    index: int
    rule: str
    kind: str
    text: str
    seat: int | None = None
    minor: bool = False
    cards: tuple[str, ...] = ()
    """For a draw or a move: the card names the viewer may see (empty when the card stays hidden)."""
    group: tuple[Any, ...] = ()
    """For a move between zones: (from kind, from seat, to kind, to seat), so runs of moves can be merged."""

    def __str__(self) -> str:
        if not self.rule or _CITED.search(self.text):
            return self.text
        return f"{self.text} ({self.rule})"


_CITED = re.compile(r"\((?:\d{3}\.|R-|ICR )[^)]*\)")
_RULE = re.compile(r"\b(?:ICR \d{3}(?:\.\d+)?|R-[A-Z]{1,2}-\d+|\d{3}\.\d+[a-z]?(?:-[a-z])?|\d{3})\b")


def cited_rules(text: str) -> list[str]:
    """The rules a sentence cites, in order, once each: "601.2c", "ICR 200.1", "R-CA-2" (a face links them to
    the rule's text)."""
    return list(dict.fromkeys(m.group(0) for m in _RULE.finditer(text)))

Sentence = Callable[[Namer, tuple[Any, ...]], "str | None"]
SENTENCES: dict[str, Sentence] = {}
FORMAT_SENTENCES: dict[str, Sentence] = {}
"""Sentences for event kinds a format adds (the format's name does not matter: the kinds are its own)."""

MINOR = frozenset({
    "pass", "auto", "step", "announce", "announce_ability", "x", "total_cost", "paid", "mana", "untap", "cleanup",
    "choice", "lethal_damage", "token_gone", "continuous", "mana_trigger", "paid_by_rule", "emerge_reduction",
    "vortex_replenish", "vortex_pick", "vortex_setup_turn", "delayed_created", "jt_obligation", "jt_loop_guard", "loop_guard",
    "shuffle", "unattach", "vortex_pass_pack",
})
"""Kinds whose lines a summary leaves out."""


def sentence(*kinds: str) -> Callable[[Sentence], Sentence]:
    def register(fn: Sentence) -> Sentence:
        for k in kinds:
            SENTENCES[k] = fn
        return fn
    return register


def _p(n: Namer, seat: Any, verb: str = "") -> str:
    return n.w.subject(int(seat), verb)


def _names(values: Any) -> str:
    if isinstance(values, str):
        return values
    return join([str(v) for v in values])


# --- turns and steps --------------------------------------------------------------------------------------------

STEP_WORDS = {
    "untap": "untap step", "upkeep": "upkeep", "draw": "draw step", "main1": "first main phase",
    "beginning_of_combat": "beginning of combat", "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step", "first_strike_damage": "first-strike damage step",
    "combat_damage": "combat damage step", "end_of_combat": "end of combat", "main2": "second main phase",
    "end": "end step", "cleanup": "cleanup step", "pass": "pass step",
}


def step_words(step: str) -> str:
    return STEP_WORDS.get(step, step.replace("_", " "))


@sentence("turn")
def _turn(n: Namer, d: tuple[Any, ...]) -> str:
    seat = int(d[1])
    whose = "your turn" if n.w.is_you(seat) else f"{n.w.poss(seat)} turn"
    return f"Turn {d[0]}: {whose}."


SENTENCES["step"] = lambda n, d: f"The {step_words(str(d[0]))} begins."
SENTENCES["starting_player"] = lambda n, d: f"{_p(n, d[0], 'go')} first."
SENTENCES["skip_draw"] = lambda n, d: f"{_p(n, d[0], 'skip')} the draw of the first turn."
SENTENCES["skip_step"] = lambda n, d: f"The {step_words(str(d[0]))} is skipped."
SENTENCES["skip_turn"] = lambda n, d: f"{_p(n, d[0], 'skip')} this turn."
SENTENCES["untap"] = lambda n, d: f"{_p(n, d[0], 'untap')} {n.w.their(int(d[0]))} permanents."
SENTENCES["cleanup"] = lambda n, d: f"{_p(n, d[0], 'discard')} down to the maximum hand size."
SENTENCES["pass"] = lambda n, d: f"{_p(n, d[0], 'pass')} priority."
SENTENCES["turn_limit"] = lambda n, d: f"The turn limit ({d[0]}) is reached: the game is a draw."
SENTENCES["mandatory_loop"] = lambda n, d: "The game is in a loop of mandatory actions no player can stop: it is a " \
                                           "draw (104.4b)."
SENTENCES["loop_guard"] = lambda n, d: f"{d[0]} decisions in one turn without a real action: treated as a loop of " \
                                       "mandatory actions."
SENTENCES["different_choice"] = lambda n, d: f"{_p(n, d[0])} must choose differently: the same choice from the " \
                                             "same game state again would repeat a loop (725.3)."
SENTENCES["day_night"] = lambda n, d: f"It becomes {d[0]}."


@sentence("keep")
def _keep(n: Namer, d: tuple[Any, ...]) -> str:
    after = f" after {plural(int(d[1]), 'mulligan')}" if d[1] else ""
    return f"{_p(n, d[0], 'keep')} {n.w.their(int(d[0]))} opening hand{after}."


SENTENCES["mulligan"] = lambda n, d: f"{_p(n, d[0], 'take')} a mulligan (their {ordinal(int(d[1]))})." \
    if not n.w.is_you(d[0]) else f"You take a mulligan (your {ordinal(int(d[1]))})."


# --- zones -------------------------------------------------------------------------------------------------------


def _seen_move(n: Namer, d: tuple[Any, ...]) -> bool:
    """May the viewer see which card moved: it is face up and one of the two zones is open to them (a card
    moving between two zones hidden from them stays "a card", 401.2, 402.3)."""
    shown, from_kind, to_kind = d[:3]
    from_seat, to_seat = (d[5], d[6]) if len(d) >= 7 else (-1, -1)
    return bool(shown) and (not zone_hidden(n.state, (from_kind, from_seat), n.viewer)
                            or not zone_hidden(n.state, (to_kind, to_seat), n.viewer))


def _zone_line(n: Namer, d: tuple[Any, ...], drew: bool) -> str | None:
    shown, from_kind, to_kind, old, new = d[:5]
    from_seat, to_seat, owner, controller = (d[5], d[6], d[7], d[8]) if len(d) >= 9 else (-1, -1, -1, -1)
    name = str(shown) if _seen_move(n, d) else ""
    w = n.w
    if drew:
        who = to_seat
        return f"{_p(n, who, 'draw')} {name}." if name else f"{_p(n, who, 'draw')} a card."
    if to_kind == STACK or from_kind == STACK and to_kind == BATTLEFIELD:
        return None  # casting and resolving say it (601.2a, 608.3)
    card = name or ("a face-down card" if not shown else "a card")
    if from_kind == LIBRARY and to_kind == HAND:
        return f"{_p(n, to_seat, 'put')} {card} into {w.their(to_seat)} hand from {n.zone(from_kind, from_seat)}."
    if from_kind == HAND and to_kind == GRAVEYARD:
        return f"{_p(n, from_seat, 'discard')} {card}."
    if from_kind == BATTLEFIELD and to_kind == GRAVEYARD:
        return f"{card} dies." if _was_creature(n, old, new) else f"{card} is put into {n.zone(to_kind, to_seat)}."
    if from_kind in (BATTLEFIELD, GRAVEYARD, EXILE) and to_kind == HAND:
        where = "" if from_kind == BATTLEFIELD else f" from {_again(n, from_kind, from_seat, to_seat)}"
        return f"{card} returns to {n.zone(to_kind, to_seat)}{where}."
    if from_kind == BATTLEFIELD and to_kind == EXILE:
        return f"{card} is exiled."
    if from_kind == HAND and to_kind == BATTLEFIELD:
        return f"{_p(n, from_seat, 'play')} {card}." if _is_land(n, new) else \
            f"{_p(n, from_seat, 'put')} {card} onto the battlefield."
    if to_kind == BATTLEFIELD:
        return f"{card} enters the battlefield from {n.zone(from_kind, from_seat)}" + \
            ("." if controller == owner or controller < 0 else f" under {w.poss(controller)} control.")
    if from_kind == "pack" and to_kind == HAND:
        return f"{_p(n, to_seat, 'draft')} {card}."
    if from_kind == LIBRARY and to_kind == GRAVEYARD:
        return f"{card} is put into {n.zone(to_kind, to_seat)} from {n.zone(from_kind, from_seat)}."
    if to_kind == LIBRARY:
        return f"{card} is put into {n.zone(to_kind, to_seat)} from {n.zone(from_kind, from_seat)}."
    if to_kind == EXILE:
        return f"{card} is exiled from {n.zone(from_kind, from_seat)}" + (" face down." if not shown else ".")
    return f"{card} moves from {n.zone(from_kind, from_seat)} to {n.zone(to_kind, to_seat)}."


def _again(n: Namer, kind: str, seat: int, named_seat: int) -> str:
    """A zone of the player just named: "their graveyard" (or "your graveyard") rather than the name again."""
    if seat == named_seat and seat >= 0 and not n.w.is_you(seat):
        from kitchentable.api.naming import ZONE_NOUNS

        return f"their {ZONE_NOUNS.get(kind, kind)}"
    return n.zone(kind, seat)


def _was_creature(n: Namer, old: int, new: int) -> bool:
    """Was the permanent that left a creature (700.4: "dies")? Its last known information, else its card."""
    lki = n.state.lki.get(old)
    if lki:
        return "Creature" in getattr(lki[0], "types", ())
    o = n.state.objects.get(new)
    return o is not None and "Creature" in o.card.types


def _is_land(n: Namer, oid: int) -> bool:
    o = n.state.objects.get(oid)
    return o is not None and "Land" in o.card.types


SENTENCES["zone"] = lambda n, d: _zone_line(n, d, False)
SENTENCES["draw"] = lambda n, d: f"{_p(n, d[0], 'draw')} a card."
SENTENCES["draw_empty"] = lambda n, d: f"{_p(n, d[0], 'have')} to draw from an empty library."
SENTENCES["draw_replaced"] = lambda n, d: f"{n.w.poss(int(d[0])).capitalize()} draw is replaced."


@sentence("shuffle")
def _shuffle(n: Namer, d: tuple[Any, ...]) -> str:
    key = d[0]
    if isinstance(key, tuple) and len(key) == 2 and key[1] >= 0 and key[0] == LIBRARY:
        return f"{_p(n, key[1], 'shuffle')} {n.w.their(key[1])} library."
    if isinstance(key, tuple) and len(key) == 2:
        return f"{n.zone(key[0], key[1]).capitalize()} is shuffled."
    return "A library is shuffled."


# --- casting, abilities, the stack -------------------------------------------------------------------------------


def _targets(n: Namer, groups: Any) -> str:
    found: list[str] = []
    for group in groups or ():
        for t in group if isinstance(group, (tuple, list)) and not (len(group) == 2 and group[0] == "player") \
                else (group,):
            found.append(n.thing(t))
    return join(found)


@sentence("cast")
def _cast(n: Namer, d: tuple[Any, ...]) -> str:
    seat, name = int(d[0]), str(d[1])
    x = int(d[2]) if len(d) > 2 and d[2] else 0
    text = f"{_p(n, seat, 'cast')} {name}" + (f" with X = {x}" if x else "")
    modes = d[3] if len(d) > 3 else ()
    if modes and tuple(modes) != (0,):
        text += f", choosing mode{'s' if len(modes) > 1 else ''} {join([str(int(m) + 1) for m in modes])}"
    targets = _targets(n, d[4] if len(d) > 4 else ())
    return text + (f", targeting {targets}." if targets else ".")


SENTENCES["announce"] = lambda n, d: f"{_p(n, d[0], 'announce')} {d[1]}."


@sentence("activated")
def _activated(n: Namer, d: tuple[Any, ...]) -> str:
    seat, source, index = int(d[0]), d[1], int(d[2])
    return f"{_p(n, seat, 'activate')} {n.card(source)}'s ability{_ability_text(n, source, index, 'activated')}."


def _ability_text(n: Namer, source: Any, index: int, kind: str) -> str:
    o = n.state.objects.get(source) if isinstance(source, int) else None
    if o is None or not n.sees(source):
        return ""
    from kitchentable.rules.continuous.layers import chars

    abilities = chars(n.state, source).activated if o.zone[0] == BATTLEFIELD else o.card.activated
    text = ability_text(abilities[index].text, n.card(source)) if 0 <= index < len(abilities) else ""
    return f" ({text})" if text else ""


SENTENCES["announce_ability"] = lambda n, d: f"{_p(n, d[0], 'announce')} an ability of {d[1]}."
SENTENCES["trigger"] = lambda n, d: f"{d[1] or 'A face-down permanent'}'s ability triggers: " \
                                   f"{ability_text(str(d[2]), str(d[1]))}"
SENTENCES["trigger_removed"] = lambda n, d: f"{n.card(d[0])}'s triggered ability leaves the stack: {d[1]}."
SENTENCES["resolve"] = lambda n, d: f"{_stack_name(d)} resolves."
SENTENCES["fizzle"] = lambda n, d: f"{_stack_name(d)} doesn't resolve: its targets are no longer legal."


def _stack_name(d: tuple[Any, ...]) -> str:
    """A resolving spell by its name, an ability by its source's ("Goblin Guide's ability")."""
    name = str(d[0]) if d else ""
    kind = d[1] if len(d) > 1 else "spell"
    if kind == "spell":
        return name or "A face-down spell"
    return f"{name or 'A face-down permanent'}'s {'triggered ' if kind == 'triggered' else ''}ability"


def ability_text(text: str, name: str) -> str:
    """An ability's text as printed on its card (the compiled ability keeps it lowercased, with "~" for the
    card's name): the card's own line when the pool knows the card, else the text with the name put back,
    symbols in capitals ("{T}") and each sentence starting with a capital letter."""
    printed = _printed_line(name, text)
    if printed:
        return printed
    text = _SYMBOL.sub(lambda m: m.group(0).upper(), text.replace("~", name or "it"))
    return _SENTENCE_START.sub(lambda m: m.group(0).upper(), text[:1].upper() + text[1:])


@lru_cache(maxsize=4096)
def _printed_line(name: str, text: str) -> str:
    if not name or not text:
        return ""
    try:
        from kitchentable.cards.pool import get_pool

        card = get_pool().get(name)
    except Exception:  # noqa: BLE001 - a card made for a test, or no pool: fall back to the ability's words
        return ""
    want = text.strip().rstrip(".")
    for line in str(card.text).splitlines():
        norm = line.strip().lower().replace(name.lower(), "~").replace("this creature", "~").rstrip(".")
        if norm == want:
            return line.strip()
    return ""


_SENTENCE_START = re.compile(r"(?<=[.!?] )[a-z]")
_SYMBOL = re.compile(r"\{[^}]*\}")
SENTENCES["countered"] = lambda n, d: f"{d[0]} is countered."
SENTENCES["not_countered"] = lambda n, d: f"{d[0]} can't be countered."
SENTENCES["x"] = lambda n, d: f"X is {d[0]}."
SENTENCES["total_cost"] = lambda n, d: f"The total cost is {d[0]}."
SENTENCES["paid"] = lambda n, d: f"{_p(n, d[0], 'pay')} {d[1] or 'nothing'}."
SENTENCES["paid_by_rule"] = lambda n, d: f"{_p(n, d[0], 'pay')} {d[1]} as the rules say."
SENTENCES["paid_life"] = lambda n, d: f"{_p(n, d[0], 'pay')} {d[1]} life."
SENTENCES["mana"] = lambda n, d: f"{_p(n, d[0], 'tap')} {n.card(d[1])} for mana."
SENTENCES["mana_trigger"] = lambda n, d: f"{n.card(d[1])} adds extra mana."
SENTENCES["copy_spell"] = lambda n, d: f"{_p(n, d[1], 'put')} a copy of {d[0]} on the stack."
SENTENCES["intervening_if_false"] = lambda n, d: f"{d[0]}'s ability does nothing: its condition is no longer true."
SENTENCES["delayed_created"] = lambda n, d: f"{d[0]} sets up an ability for later ({d[1]})."
SENTENCES["reflexive_trigger"] = lambda n, d: f"{d[0]}'s reflexive ability triggers."
SENTENCES["reflexive_not_done"] = lambda n, d: "The reflexive ability doesn't trigger: its action wasn't done."
SENTENCES["new_target"] = lambda n, d: f"{d[0]} now targets {n.thing(d[1])}."
SENTENCES["target_unchanged"] = lambda n, d: f"{d[0]} keeps its target."
SENTENCES["emerge_reduction"] = lambda n, d: f"Emerge reduces the cost by {d[0]}."
SENTENCES["continuous"] = lambda n, d: "An effect now applies."
SENTENCES["cant_cast"] = lambda n, d: f"You can't cast {d[1]} now." \
    if n.w.is_you(d[0]) else f"{n.w.name(int(d[0]))} can't cast that spell now."
SENTENCES["cant_play_land"] = lambda n, d: "You can't play that land now." \
    if n.w.is_you(d[0]) else f"{n.w.name(int(d[0]))} can't play that land now."
SENTENCES["splice"] = lambda n, d: "A card is spliced onto the spell."


# --- combat -----------------------------------------------------------------------------------------------------


@sentence("attacks")
def _attacks(n: Namer, d: tuple[Any, ...]) -> str:
    who = n.card(d[2], "a creature") if len(d) > 2 else str(d[0])
    return f"{who[:1].upper()}{who[1:]} attacks {n.thing(d[1])}."


@sentence("blocks")
def _blocks(n: Namer, d: tuple[Any, ...]) -> str:
    blocker = n.card(d[2], "a creature") if len(d) > 3 else str(d[0])
    attacker = n.card(d[3], "a creature") if len(d) > 3 else str(d[1])
    return f"{blocker[:1].upper()}{blocker[1:]} blocks {attacker}."


@sentence("put_attacking")
def _put_attacking(n: Namer, d: tuple[Any, ...]) -> str:
    return f"{d[0]} enters attacking {n.thing(d[1])}."


SENTENCES["combat_damage_step"] = lambda n, d: "First-strike combat damage is dealt." if d[0] \
    else "Combat damage is dealt."
SENTENCES["removed_from_combat"] = lambda n, d: f"{d[0]} is removed from combat."


# --- damage, life, counters ----------------------------------------------------------------------------------------


@sentence("damage")
def _damage(n: Namer, d: tuple[Any, ...]) -> str:
    source = str(d[0]) or "A face-down creature"
    combat = " combat" if len(d) > 3 and d[3] else ""
    return f"{source} deals {d[2]}{combat} damage to {n.thing(d[1])}."


@sentence("prevented")
def _prevented(n: Namer, d: tuple[Any, ...]) -> str:
    source = n.thing(d[0])
    return f"{d[2]} damage from {source} to {n.thing(d[1])} is prevented."


SENTENCES["redirected"] = lambda n, d: f"{d[3]} damage from {n.thing(d[0])} to {n.thing(d[1])} is dealt to " \
                                       f"{n.thing(d[2])} instead."
SENTENCES["damage_as_counters"] = lambda n, d: f"{n.thing(d[0])} puts {d[2]} {d[3]} counters on {n.thing(d[1])} " \
                                               "instead of dealing damage."
SENTENCES["gain_life"] = lambda n, d: f"{_p(n, d[0], 'gain')} {d[1]} life."
SENTENCES["lose_life"] = lambda n, d: f"{_p(n, d[0], 'lose')} {d[1]} life."
SENTENCES["set_life"] = lambda n, d: f"{n.w.poss(int(d[0])).capitalize()} life total becomes {d[1]}."
SENTENCES["cant_gain_life"] = lambda n, d: f"{_p(n, d[0])} can't gain life."
SENTENCES["poison"] = lambda n, d: f"{_p(n, d[0], 'get')} {plural(int(d[1]), 'poison counter')}."
SENTENCES["energy"] = lambda n, d: f"{_p(n, d[0], 'get')} {number(int(d[1]))} energy."
SENTENCES["energy_paid"] = lambda n, d: f"{_p(n, d[0], 'pay')} {number(int(d[1]))} energy."
SENTENCES["lethal_damage"] = lambda n, d: f"{d[0]} has lethal damage."
SENTENCES["regenerate"] = lambda n, d: f"{d[0]} regenerates."
SENTENCES["remove_counter"] = lambda n, d: f"A {d[1]} counter is removed from {n.thing(d[0])}."
SENTENCES["annihilate"] = lambda n, d: f"{n.card(d[0])} loses {number(int(d[1]))} +1/+1 and -1/-1 counter pairs."


@sentence("counters")
def _counters(n: Namer, d: tuple[Any, ...]) -> str:
    count = int(d[2])
    return f"{n.card(d[0])} gets {plural(count, f'{d[1]} counter')}."


@sentence("pump")
def _pump(n: Namer, d: tuple[Any, ...]) -> str:
    names = [n.card(t) for t in (d[0] if d and isinstance(d[0], (tuple, list)) else ())]
    return f"{join(names) or 'A creature'} {'get' if len(names) > 1 else 'gets'} a bonus until end of turn."


# --- the end of the game ----------------------------------------------------------------------------------------


@sentence("loses")
def _loses(n: Namer, d: tuple[Any, ...]) -> str:
    seat = int(d[0])
    if "conceded" in str(d[1]):
        return f"{_p(n, seat, 'concede')} and {'leave' if n.w.is_you(seat) else 'leaves'} the game (104.3a)."
    return f"{_p(n, seat, 'lose')} the game: {d[1]}."


@sentence("game_over")
def _game_over(n: Namer, d: tuple[Any, ...]) -> str:
    winners = [int(s) for s in d[0]]
    if not winners:
        return "The game is over: it is a draw (104.4a)."
    if len(winners) == 1:
        return f"The game is over: {_p(n, winners[0], 'win')}."
    return f"The game is over: {join([n.w.subject(s) for s in winners])} share the win."


SENTENCES["ante_won"] = lambda n, d: f"{_p(n, d[0], 'win')} the {plural(int(d[1]), 'card')} in the ante."


# --- information: reveals, choices, looks ------------------------------------------------------------------------


SENTENCES["reveal"] = lambda n, d: f"{_p(n, d[0], 'reveal')} {_names(d[1])}."
SENTENCES["revealed"] = lambda n, d: f"{_p(n, d[0], 'reveal')} {_names(d[1])}."
SENTENCES["reveal_hand"] = lambda n, d: f"{n.thing(d[0])[:1].upper()}{n.thing(d[0])[1:]} reveals their hand." \
    if not n.w.is_you(d[0][1]) else "You reveal your hand."
SENTENCES["looked_at_face_down"] = lambda n, d: f"{_p(n, d[0], 'look')} at {n.card(d[1])}."
SENTENCES["looked_at_cards"] = lambda n, d: f"{_p(n, d[0], 'look')} at {plural(int(d[2]), 'card')} in " \
    f"{n.zone(*d[1])}."
SENTENCES["named"] = lambda n, d: f"{_p(n, d[0], 'name')} {d[1]}."
SENTENCES["chosen_player"] = lambda n, d: f"{_p(n, d[0], 'choose')} {n.thing(d[1])}."
SENTENCES["vote"] = lambda n, d: f"{_p(n, d[0], 'vote')} for {d[1]}."
SENTENCES["coin_flip"] = lambda n, d: f"{_p(n, d[0], 'win' if d[1] else 'lose')} the coin flip."
SENTENCES["roll"] = lambda n, d: f"{_p(n, d[0], 'roll')} a {d[1]}-sided die: {d[2]}."
SENTENCES["clash"] = lambda n, d: f"{_p(n, d[0], 'win' if d[1] else 'lose')} the clash."
SENTENCES["discover"] = lambda n, d: f"{_p(n, d[0], 'discover')} {d[1]}."
SENTENCES["hideaway"] = lambda n, d: f"{_p(n, d[0], 'exile')} a card face down and {'put' if n.w.is_you(d[0]) else 'puts'} " \
                                     f"the other {number(int(d[1]))} on the bottom of the library."
SENTENCES["search_same_name"] = lambda n, d: "The library is searched for cards with the same name."
SENTENCES["no_source_to_choose"] = lambda n, d: "There is no source to choose."


@sentence("chosen")
def _chosen(n: Namer, d: tuple[Any, ...]) -> str:
    value = d[1]
    text = n.thing(value) if not isinstance(value, str) else COLOR_WORDS.get(value, value)  # a player, object or word
    return f"{_p(n, d[0], 'choose')} {text}."


# --- permanents changing ---------------------------------------------------------------------------------------------


SENTENCES["token"] = lambda n, d: f"{_p(n, d[1], 'create')} a {d[0]} token."
SENTENCES["token_gone"] = lambda n, d: "A token ceases to exist."
SENTENCES["attach"] = lambda n, d: f"{n.thing(d[0])} becomes attached to {n.thing(d[1])}."
SENTENCES["unattach"] = lambda n, d: f"{n.card(d[0])} becomes unattached."
SENTENCES["turned_face_up"] = lambda n, d: f"{_p(n, d[0], 'turn')} {d[2]} face up."
SENTENCES["morph_shown"] = lambda n, d: f"{_p(n, d[0], 'turn')} {d[2]} face up."
SENTENCES["turned_face_down"] = lambda n, d: f"{n.card(d[1])} is turned face down."
SENTENCES["transformed"] = lambda n, d: f"{n.card(d[1])} transforms into {d[2]}." if n.sees(d[1]) \
    else f"A permanent transforms into {d[2]}."
SENTENCES["not_transformed"] = lambda n, d: f"{n.card(d[0])} doesn't transform."
SENTENCES["flipped"] = lambda n, d: f"{n.card(d[1])} flips into {d[2]}."
SENTENCES["becomes_copy"] = lambda n, d: f"{d[0]} becomes a copy of {d[1]}."
SENTENCES["enters_as_copy"] = lambda n, d: f"{d[0]} enters as a copy of {d[1]}."
SENTENCES["exchange_control"] = lambda n, d: f"{n.thing(d[0])} and {n.thing(d[1])} exchange controllers."
SENTENCES["exchange_owners"] = lambda n, d: f"{d[0]} and {d[1]} exchange owners."
SENTENCES["owner"] = lambda n, d: f"{n.w.subject(int(d[1]))} now {'own' if n.w.is_you(d[1]) else 'owns'} {d[0]}."
SENTENCES["phases_in"] = lambda n, d: f"{d[0]} phases in."
SENTENCES["phases_out"] = lambda n, d: f"{d[0]} phases out."
SENTENCES["skip_next_untap"] = lambda n, d: f"{d[0]} doesn't untap during its controller's next untap step."
SENTENCES["exert"] = lambda n, d: f"{d[0]} is exerted."
SENTENCES["double"] = lambda n, d: f"{n.card(d[0])}'s power and toughness double."
SENTENCES["designation"] = lambda n, d: f"{n.card(d[0])} becomes {d[1]}."
SENTENCES["suspected"] = lambda n, d: f"{n.card(d[0])} becomes suspected."
SENTENCES["no_longer_suspected"] = lambda n, d: f"{n.card(d[0])} is no longer suspected."
SENTENCES["saddled"] = lambda n, d: f"{n.card(d[0])} becomes saddled."
SENTENCES["offspring"] = lambda n, d: f"{n.card(d[0])} creates its offspring."
SENTENCES["role"] = lambda n, d: f"{n.card(d[1])} gets a {d[0]} Role."
SENTENCES["enlist"] = lambda n, d: f"{n.card(d[0])} enlists {n.card(d[1])}."
SENTENCES["paired"] = lambda n, d: f"{n.card(d[0])} is paired with {n.card(d[1])}."
SENTENCES["unpaired"] = lambda n, d: f"{n.card(d[0])} and {n.card(d[1])} are no longer paired."
SENTENCES["haunts"] = lambda n, d: f"{d[0]} haunts {n.card(d[1])}."
SENTENCES["encode"] = lambda n, d: f"{d[0]} is encoded on {n.card(d[1])}."
SENTENCES["totem_armor"] = lambda n, d: f"{d[0]} is destroyed instead of {n.card(d[1])}."
SENTENCES["unbestowed"] = lambda n, d: f"{d[0]} is no longer bestowed."
SENTENCES["class_level"] = lambda n, d: f"{n.card(d[0])} becomes level {d[1]}."
SENTENCES["squad_paid"] = lambda n, d: f"The squad cost of {d[0]} is paid {plural(int(d[1]), 'time')}."
SENTENCES["time_counter_removed"] = lambda n, d: f"A time counter is removed from {d[0]} ({d[1]} left)."
SENTENCES["solved"] = lambda n, d: f"{d[0]} is solved."
SENTENCES["amass"] = lambda n, d: f"{n.card(d[0])} amasses {d[1]}."
SENTENCES["ring_bearer"] = lambda n, d: f"{_p(n, d[0], 'choose')} {n.card(d[1])} as Ring-bearer."
SENTENCES["ring_tempts"] = lambda n, d: f"The Ring tempts {n.w.obj(int(d[0]))}."
SENTENCES["monarch"] = lambda n, d: f"{_p(n, d[0], 'become')} the monarch."
SENTENCES["initiative"] = lambda n, d: f"{_p(n, d[0], 'take')} the initiative."
SENTENCES["city_blessing"] = lambda n, d: f"{_p(n, d[0], 'get')} the city's blessing."
SENTENCES["speed"] = lambda n, d: f"{n.w.poss(int(d[0])).capitalize()} speed becomes {d[1]}."
SENTENCES["venture"] = lambda n, d: f"{_p(n, d[0], 'venture')} into {d[1]}: {d[2]}."
SENTENCES["dungeon_completed"] = lambda n, d: f"{_p(n, d[0], 'complete')} {d[1]}."
SENTENCES["dredge"] = lambda n, d: f"{_p(n, d[0], 'dredge')} {d[1]}."
SENTENCES["suspend"] = lambda n, d: f"{_p(n, d[0], 'suspend')} {d[1]} with {plural(int(d[2]), 'time counter')}."
SENTENCES["announce_suspend"] = lambda n, d: f"{_p(n, d[0], 'suspend')} {d[1]}."
SENTENCES["foretell"] = lambda n, d: f"{_p(n, d[0], 'foretell')} a card."
SENTENCES["announce_foretell"] = lambda n, d: f"{_p(n, d[0], 'foretell')} a card."
SENTENCES["plot"] = lambda n, d: f"{_p(n, d[0], 'plot')} {d[1]}."
SENTENCES["announce_plot"] = lambda n, d: f"{_p(n, d[0], 'plot')} {d[1]}."
SENTENCES["may_play_exiled"] = lambda n, d: f"{_p(n, d[0], 'may')} play {plural(int(d[1]), 'exiled card')} for a while."
SENTENCES["mobilize"] = lambda n, d: f"{_p(n, d[0], 'create')} {plural(int(d[1]), 'attacking token')}."
SENTENCES["encore"] = lambda n, d: f"{_p(n, d[0], 'encore')} {d[1]}."
SENTENCES["incubate"] = lambda n, d: f"{_p(n, d[0], 'incubate')} {d[1]}."
SENTENCES["populate"] = lambda n, d: f"{_p(n, d[0], 'populate')}: a copy of {d[1]}."
SENTENCES["gift"] = lambda n, d: f"{_p(n, d[0], 'promise')} a gift."
SENTENCES["endure"] = lambda n, d: f"{_p(n, d[0], 'endure')} {d[2]}."
SENTENCES["harmonize_tap"] = lambda n, d: f"{_p(n, d[0], 'tap')} {n.card(d[1])} to harmonize."
SENTENCES["tap_to_pay"] = lambda n, d: f"{_p(n, d[0], 'tap')} {n.card(d[1])} to help pay."


# --- choices the log keeps only as answers -------------------------------------------------------------------------


def _choice(n: Namer, d: tuple[Any, ...]) -> str | None:
    """An answer that no other event tells: a card put on the bottom, a yes or no, a mode. Cards the viewer
    can't see stay "a card"."""
    seat, kind, action = int(d[0]), str(d[1]), tuple(d[2])
    if not action:
        return None
    head = action[0]
    if head == "bottom" and len(action) > 1:
        where = "the bottom of your library" if n.w.is_you(seat) else "the bottom of their library"
        return f"{_p(n, seat, 'put')} {n.card(action[1])} on {where}."
    if head in ("yes", "no") and kind in ("may", "unless"):
        return f"{_p(n, seat, 'choose')} {'yes' if head == 'yes' else 'no'}."
    if head == "keep" and len(action) > 1:
        return f"{_p(n, seat, 'keep')} {n.card(action[1])} on top."
    return None


SENTENCES["choice"] = _choice
SENTENCES["auto"] = lambda n, d: None
SENTENCES["door_unlocked"] = lambda n, d: f"{_p(n, d[0], 'unlock')} {d[2]}" + (
    ", fully unlocking the Room." if d[3] else ".")  # 709.5: a Room's doors are public
SENTENCES["door_locked"] = lambda n, d: f"{_p(n, d[0], 'lock')} {d[2]}."
SENTENCES["announce_unlock"] = lambda n, d: f"{_p(n, d[0], 'pay')} to unlock {d[2]}."


# --- the formats' own events ---------------------------------------------------------------------------------------


def _castle() -> None:
    f = FORMAT_SENTENCES
    f["castle_dealt"] = lambda n, d: f"{_p(n, d[0], 'deal')} {number(int(d[1]))} creatures face down into " \
                                     f"{n.w.their(int(d[0]))} castle; {number(int(d[2]))} stay in reserve."
    f["castle_column"] = lambda n, d: f"{_p(n, d[0], 'attack')} column {d[2]} of {n.w.poss(int(d[1]))} castle."
    f["castle_breach"] = lambda n, d: f"Column {d[1]} of {n.w.poss(int(d[0]))} castle is empty: the attackers " \
                                      f"damage {n.w.obj(int(d[0]))}."
    f["castle_reveal"] = lambda n, d: f"{_p(n, d[1], 'reveal')} {d[0]} at column {d[2]}, row {d[3]}."
    f["castle_activate"] = lambda n, d: f"{d[0]} becomes an active castle creature."
    f["castle_paid"] = lambda n, d: f"{_p(n, d[0], 'pay')} {d[1]} life for the missing mana."
    f["castle_discard"] = lambda n, d: f"{d[0]} is discarded from the castle (removed from the game)."
    f["castle_combat_over"] = lambda n, d: f"Combat is over: {d[0]}."
    f["castle_swap"] = lambda n, d: f"{_p(n, d[0], 'pay')} 2 life to swap rows {d[2]} and {d[3]} of column {d[1]}."
    f["castle_no_damage"] = lambda n, d: f"Damage from {d[0] or 'a source'} to {n.w.obj(int(d[1]))} is reduced to 0."
    f["castle_reserve_swap"] = lambda n, d: f"{_p(n, d[0], 'swap')} the card at column {d[1]}, row {d[2]} with a " \
                                            "reserve card."
    f["castle_column_swap"] = lambda n, d: f"{_p(n, d[0], 'pay')} 2 life to swap rows {d[2]} and {d[3]} of " \
                                           f"column {d[1]}."
    f["castle_look"] = lambda n, d: f"{_p(n, d[0], 'look')} at the card at column {d[1]}, row {d[2]}."


def _vortex() -> None:
    f = FORMAT_SENTENCES
    f["vortex_deal"] = lambda n, d: "The shoe is shuffled."
    f["vortex_setup_turn"] = lambda n, d: f"{n.w.poss(int(d[0])).capitalize()} setup turn {d[1]}."
    f["vortex_replenish"] = lambda n, d: f"{n.w.poss(int(d[0])).capitalize()} pack is replenished with " \
                                         f"{plural(int(d[1]), 'card')}." if d[1] else None
    f["vortex_pick"] = lambda n, d: None  # the move to the hand says it
    f["vortex_failed_pick"] = lambda n, d: f"{_p(n, d[0], 'fail')} to pick from an empty pack: the turn ends " \
                                           f"and {'you lose' if n.w.is_you(d[0]) else 'they lose'} 1 life."
    f["vortex_turn_ends"] = lambda n, d: "The turn ends."
    f["vortex_pass_pack"] = lambda n, d: f"{_p(n, d[0], 'pass')} {n.w.their(int(d[0]))} pack of {d[1]} and " \
                                         f"{'take' if n.w.is_you(d[0]) else 'takes'} the passed pack of {d[2]}."
    f["vortex_basic_added"] = lambda n, d: f"You add {d[1]} to your hand." if n.w.is_you(d[0]) else \
        f"{n.w.name(int(d[0]))} adds a basic land to their hand."
    f["vortex_mulligan"] = lambda n, d: f"{_p(n, d[0], 'reveal')} {n.w.their(int(d[0]))} pack ({_names(d[1])}) " \
                                        "and exiles it."
    f["vortex_pack_discard"] = lambda n, d: f"{n.w.poss(int(d[0])).capitalize()} pack holds {d[1]} cards: one is " \
                                            "discarded at random."
    f["vortex_no_pass"] = lambda n, d: f"{n.w.subject(int(d[0]))} left the game: no pack is passed."
    f["vortex_cards_left_game"] = lambda n, d: f"{plural(int(d[1]), 'card').capitalize()} leave the game with " \
                                               f"{n.w.obj(int(d[0]))}."


def _judges_tower() -> None:
    f = FORMAT_SENTENCES
    f["jt_life"] = lambda n, d: f"{_p(n, d[0], 'gain' if d[1] > 0 else 'lose')} {abs(int(d[1]))} life; the life " \
                                "total stays infinite."
    f["jt_set_life"] = lambda n, d: f"{n.w.poss(int(d[0])).capitalize()} life total would become {d[1]}, but life " \
                                    "totals can't be set: nothing happens."
    f["jt_no_loss"] = lambda n, d: f"{_p(n, d[0], 'would')} lose ({d[1]}), but only the Tower's rules make players " \
                                   "lose: nothing happens."
    f["jt_library_empty"] = lambda n, d: f"{_p(n, d[0], 'would')} draw from the empty shared library: the Tower ends."
    f["jt_out"] = lambda n, d: f"{_p(n, d[0], 'leave')} the current subgame ({d[1]})."
    f["jt_subgame_won"] = lambda n, d: (f"Only {n.w.obj(int(d[0]))} {'remain' if n.w.is_you(d[0]) else 'remains'}: "
                                        f"{n.w.subject(int(d[0]), 'win')} subgame {d[1]} and a point token."
                                        if d[0] is not None else f"Nobody remains in subgame {d[1]}: no point.")
    f["jt_subgame"] = lambda n, d: f"Every card outside the shared library leaves the game; subgame {d[0]} begins, " \
                                   f"{n.w.subject(int(d[1]), 'go')} first."
    f["jt_tower_over"] = lambda n, d: f"The Judge's Tower is over ({d[0]}): " + (
        f"{join([n.w.subject(int(s)) for s in d[1]])} {'wins' if len(d[1]) == 1 and not n.w.is_you(d[1][0]) else 'win'}."
        if d[1] else "nobody wins.")
    f["jt_turn_limit"] = lambda n, d: f"The turn limit ({d[0]}) is reached: the Tower is scored now."
    f["jt_obligation"] = lambda n, d: f"{'You are' if n.w.is_you(d[0]) else n.w.name(int(d[0])) + ' is'} bound: {d[2]}."
    f["jt_call"] = lambda n, d: f"{_p(n, d[0], 'call')} a violation by {n.w.obj(int(d[1]))}: {d[3]} ({d[2]}). " \
                                "The call is correct."
    f["jt_removed"] = lambda n, d: f"{d[0]}, the object of the violation, is removed from the game."
    f["jt_shame"] = lambda n, d: f"Instead of losing, {n.w.subject(int(d[0]), 'add')} a shame counter (now {d[1]})."
    f["jt_wrong_call"] = lambda n, d: f"{_p(n, d[0], 'call')} a violation that isn't there; penalty: {d[2]}."
    f["jt_loop"] = lambda n, d: f"A loop of mandatory actions would repeat: {_names(d[0]) or 'its objects'} cease " \
                                "to exist."
    f["jt_loop_guard"] = lambda n, d: f"{d[0]} decisions in one turn without a real action: treated as a mandatory loop."


def _turnabout() -> None:
    f = FORMAT_SENTENCES
    f["deck_handover"] = lambda n, d: f"{_p(n, d[0], 'receive')} {d[1]} to pilot (if it loses, the winner scores " \
                                      f"by {d[2]})."
    f["deck_looked_through"] = lambda n, d: f"{_p(n, d[0], 'look')} through the deck."


_castle()
_vortex()
_judges_tower()
_turnabout()


# --- reading a log --------------------------------------------------------------------------------------------------


def _fallback(n: Namer, ev: LogEvent) -> str:
    """A kind nobody wrote a sentence for here: the kernel's own sentence if it has one, else its words."""
    from kitchentable.rules.log_text import EXPLAINERS

    custom = EXPLAINERS.get(ev.kind)
    if custom is not None:
        return custom(n.state, ev.data)
    values = [n.thing(x) if isinstance(x, tuple) else str(x) for x in ev.data]
    return f"{ev.kind.replace('_', ' ').capitalize()}: {', '.join(values)}."


def actor(ev: LogEvent) -> int | None:
    """The seat an event is about, when its first value is one (for grouping and colouring)."""
    if ev.kind in ("zone", "attacks", "blocks", "damage", "resolve", "countered", "trigger", "game_over"):
        return None
    first = ev.data[0] if ev.data else None
    return first if isinstance(first, int) and not isinstance(first, bool) and 0 <= first < 16 else None


def read_log(namer: Namer, events: Sequence[LogEvent], start: int = 0) -> list[Line]:
    """The events from `start` as this viewer's lines (a draw and its move are one line)."""
    lines: list[Line] = []
    i = start
    while i < len(events):
        ev = events[i]
        nxt = events[i + 1] if i + 1 < len(events) else None
        if ev.kind == "zone" and nxt is not None and nxt.kind == "draw" and len(ev.data) >= 7 \
                and ev.data[1] == LIBRARY and ev.data[2] == HAND and ev.data[6] == nxt.data[0]:
            text = _zone_line(namer, ev.data, True) or ""
            seen = (str(ev.data[0]),) if not text.endswith("a card.") else ()
            lines.append(Line(i, nxt.rule, "draw", text, int(nxt.data[0]), cards=seen))
            i += 2
            continue
        fn = SENTENCES.get(ev.kind) or FORMAT_SENTENCES.get(ev.kind)
        said = fn(namer, ev.data) if fn is not None else _fallback(namer, ev)
        if said:
            group: tuple[Any, ...] = ()
            cards: tuple[str, ...] = ()
            if ev.kind == "zone" and len(ev.data) >= 9:
                group = (ev.data[1], ev.data[5], ev.data[2], ev.data[6])
                cards = (str(ev.data[0]),) if _seen_move(namer, ev.data) else ()
            lines.append(Line(i, ev.rule, ev.kind, said, actor(ev), ev.kind in MINOR or _minor_zone(ev), cards,
                              group))
        i += 1
    return lines


def _minor_zone(ev: LogEvent) -> bool:
    return ev.kind == "zone" and len(ev.data) > 2 and (ev.data[1] == STACK or ev.data[2] == STACK)


def merge_draws(lines: list[Line], namer: Namer) -> list[Line]:
    """Runs of one kind as one line: consecutive draws by one player ("Alice draws seven cards", "You draw A,
    B and C"), and consecutive moves between the same two zones ("Seven cards are put into your library from
    your hand", a mulligan)."""
    out: list[Line] = []
    run: list[Line] = []

    def flush() -> None:
        if len(run) == 1:
            out.append(run[0])
        elif run and run[0].kind == "draw":
            first = run[0]
            seat = first.seat if first.seat is not None else -1
            named = [c for line in run for c in line.cards]
            what = join(named) if len(named) == len(run) else f"{number(len(run))} cards"
            out.append(Line(first.index, first.rule, "draw", f"{namer.w.subject(seat, 'draw')} {what}.", first.seat,
                            cards=tuple(named)))
        elif run:
            first = run[0]
            from_kind, from_seat, to_kind, to_seat = first.group
            named = [c for line in run for c in line.cards]
            what = join(named) if len(named) == len(run) else f"{number(len(run)).capitalize()} cards"
            text = f"{what} are put into {namer.zone(to_kind, to_seat)} from {namer.zone(from_kind, from_seat)}."
            if from_kind == HAND and to_kind == GRAVEYARD:
                text = f"{namer.w.subject(from_seat, 'discard')} {join(named) or f'{number(len(run))} cards'}."
            out.append(Line(first.index, first.rule, "zone", text, first.seat, first.minor, tuple(named), first.group))
        run.clear()

    def joins(line: Line) -> bool:
        if not run:
            return False
        last = run[-1]
        if line.kind == "draw":
            return last.kind == "draw" and last.seat == line.seat
        return line.kind == "zone" and last.kind == "zone" and line.group == last.group and _mergeable(line)

    for line in lines:
        if run and not joins(line):
            flush()
        if line.kind == "draw" or line.kind == "zone" and _mergeable(line):
            run.append(line)
            continue
        out.append(line)
    flush()
    return out


_MERGED_DESTINATIONS = frozenset({LIBRARY, GRAVEYARD, EXILE})


def _mergeable(line: Line) -> bool:
    """Moves merged into one line when several in a row go between the same two zones: out of a hand, a
    library or a graveyard into a library, graveyard or exile (a mulligan, a mill, a discard)."""
    return bool(line.group) and line.group[0] in (HAND, LIBRARY, GRAVEYARD) and line.group[2] in _MERGED_DESTINATIONS
