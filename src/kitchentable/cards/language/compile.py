"""Compiling a card: each face's paragraphs to a `CardDef` (the top of the card language).

`compile_card(raw)` turns a `RawCard` (a card file's or a database's card) into a `CardDef`. Each paragraph is
classified first: a whole-paragraph form a family reads itself (a vote, a Case line, a spree mode, "when you
do", "where X is", a keyword with a non-mana cost), a "Choose one —" block, a keyword line (the keyword
table, `keyword_expansion`); anything else is parsed with the grammar and built by the `Builder`. Any phrase
that does not map to a real effect raises `CardError` naming the card, the file, the line and the phrase.

Importing this module installs it as the nested compiler the phrase families call (`words.install`).
"""

from __future__ import annotations

import copy
import re
from dataclasses import replace
from typing import Any

from lark import Tree
from lark.exceptions import LarkError, VisitError

from kitchentable.cards.errors import CardError
from kitchentable.cards.files.cardfile import RawCard, RawFace, parse_text
from kitchentable.cards.language import ability_mana, duration_triggers, leading_duration, words
from kitchentable.cards.language.builder import Builder
from kitchentable.cards.language.core.amounts import WHERE_X, compile_where_x, where_x_in_context
from kitchentable.cards.language.core.costs import REMOVE_X
from kitchentable.cards.language.delayed_reference import (
    delayed_tokens,
    refuse_self_after_new_object,
    refuse_unnamed_groups,
    those_groups,
)
from kitchentable.cards.language.earlier_paragraph_object import (
    ALSO,
    also_kept,
    earlier_object_named,
    only_earlier_target_named,
    without_also,
)
from kitchentable.cards.language.keyword_expansion import expand_keyword
from kitchentable.cards.language.keywords import match_keyword
from kitchentable.cards.language.linked_exile import (
    refuse_exiled_card_of_another_ability,
    refuse_permission_without_exiled_cards,
)
from kitchentable.cards.language.named_self import tokens_name_their_maker
from kitchentable.cards.language.other_card_names import names_said
from kitchentable.cards.language.parse import CASE_PREFIX, failing_phrase, normalize, parse
from kitchentable.cards.language.phrases import (
    alternative_casts,
    batch_and_reflexive_triggers,
    casting_keywords,
    keyword_abilities,
    keyword_actions,
    levels,
    mana,
    restricted_spending,
    static_abilities,
)
from kitchentable.cards.language.phrases.levels import (
    LEVEL_HEADER,
    PT_LINE,
    LevelsLines,
    Striation,
    StriationError,
)
from kitchentable.cards.language.phrases.linked_targets import holds_link, is_linked_group, shift_links
from kitchentable.cards.language.vocabulary import CARD_TYPES, COLOR_LETTER, SUPERTYPES
from kitchentable.cards.language.words import Parts, Unsupported
from kitchentable.rules.abilities import (
    ActivatedAbility,
    AddMana,
    Amount,
    CardDef,
    Condition,
    Conditional,
    Cost,
    DivideDamage,
    Effect,
    Filter,
    ForEach,
    Modal,
    Mode,
    Optional_,
    Ref,
    Simple,
    TargetSpec,
)
from kitchentable.rules.concepts.mana import ManaCost, ManaCostError

_CHOOSE = re.compile(r"^choose (one|two|three|four|one or both|one or more|any number|up to one|up to two|up to three"
                     r"|one that hasn't been chosen) —$")


_SAME_MODE = re.compile(r"^choose (two|three|four)\. you may choose the same mode more than once\.(?: —)?$")
_MORE_MODES = re.compile(r"^choose one\. (if (?:this spell|~) was kicked, choose any number instead"
                         r"|if you control a commander(?: as you cast (?:this spell|~))?, you may choose both"
                         r"(?: instead)?)\.$")
"""A head that allows more modes on a condition (601.2b, 700.2): the Inscriptions' "Choose one. If this spell was
kicked, choose any number instead." and the commander Wills' "Choose one. If you control a commander as you cast
this spell, you may choose both." (`Modal.more_if`, checked as the modes are chosen: kicker is announced first)."""
_AT_RANDOM = "choose one at random —"
"""700.2: "Choose one at random —" (Saga chapters, the Summon Sagas): the mode is picked at random (`Modal.at_random`)."""
_CHAPTER_HEAD = re.compile(r"^((?:vi|v|iv|iii|ii|i)(?:, ?(?:vi|v|iv|iii|ii|i))*) — (choose [^—]*—)$")
"""A Saga chapter whose effect is modal: the chapter numbers (714.2a) and the "choose ... —" head."""
_MORE_HEAD = re.compile(r"^(.*?)(?:, |: )?(choose one\. if (?:this spell was kicked|~ was kicked|you control a commander)"
                        r"[^—]*\.)$")
"""A triggered or activated ability's head ending in a `_MORE_MODES` head: the part before it and the head."""
# What a trigger's head tells its effect about "it" and "that player" (603.2, 608.2c): a modal trigger's modes are
# compiled one by one, each with the context its head set.
_TRIGGER_CONTEXT = ("trigger_has_object", "trigger_ref", "trigger_subject_is_self", "trigger_on_self", "self_moved",
                    "trigger_player", "that_player_is_chosen", "during_your_turn", "trigger_spec")


def _modal(head: str, bullets: list[str], kind: str, context: Builder | None = None) -> Modal:
    """The modes after a "choose one —" head (700.2). In a triggered or activated ability, `context` is the
    builder that read the ability's head: "it" and "that creature" in a mode name what they name there ("Whenever
    ~ or another creature you control enters, choose one — • Create a Royal Role token attached to that
    creature": the creature that entered, 603.2), not the card itself."""
    same = _SAME_MODE.match(head)
    if same is not None:
        return _same_mode_modal(same.group(1), bullets, kind, context)
    more = _MORE_MODES.match(head)
    if more is not None:
        clause = more.group(1).replace("~", "this spell")
        kicked = clause.startswith("if this spell was kicked")
        if kicked and kind != "spell":
            raise Unsupported(head)
        modal = _modal("choose one —", bullets, kind, context)
        return replace(modal, more_if=Condition("kicked" if kicked else "controls_commander"),
                       more_max=len(bullets) if kicked else 2, said=f"Choose one. {clause[:1].upper()}{clause[1:]}.")
    if head == _AT_RANDOM:
        return replace(_modal("choose one —", bullets, kind, context), at_random=True, said="Choose one at random —")
    m = _CHOOSE.match(head)
    if m is None:
        raise Unsupported(head)
    word = m.group(1)
    lo, hi = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2),
              "one or more": (1, len(bullets)), "any number": (0, len(bullets)),
              "four": (4, 4), "up to one": (0, 1), "up to two": (0, 2), "up to three": (0, 3),  # 700.2
              "one that hasn't been chosen": (1, 1)}[word]
    modes: list[Mode] = []
    offset = 0
    for text in bullets:
        b = Builder(kind)
        b.offset = offset
        for name in _TRIGGER_CONTEXT if context is not None else ():
            setattr(b, name, getattr(context, name))
        result = those_groups(delayed_tokens(b.transform(parse(text))))
        _refuse_unread_x(b, text)
        refuse_self_after_new_object(result)
        refuse_unnamed_groups(result)
        if not (isinstance(result, tuple) and result[0] == "spell"):
            raise Unsupported(text)
        if holds_link((result, b.targets)):
            raise Unsupported("a linked target inside a mode")  # casting numbers a mode's groups from 0
        modes.append(Mode(result[1], tuple(b.targets), text=text))
        offset += len(b.targets)
    if word == "one that hasn't been chosen" and kind == "spell":
        raise Unsupported(head)  # a spell is a new object each time: only permanents' abilities remember
    return Modal(tuple(modes), lo, hi, once_each=word == "one that hasn't been chosen")


def _same_mode_modal(word: str, bullets: list[str], kind: str, context: Builder | None = None) -> Modal:
    """700.2d "Choose three. You may choose the same mode more than once." (the Confluences): a mode chosen k
    times is performed k times in sequence, each time with its own targets. Each printed mode is compiled n times
    (its copies, with their own target groups); `Modal.same_mode` names each copy's first copy, so the casting
    choice offers each multiset of modes once and the rendering prints each mode once."""
    n = {"two": 2, "three": 3, "four": 4}[word]
    modal = _modal(f"choose {word} —", [b for b in bullets for _ in range(n)], kind, context)
    modal = replace(modal, modes=tuple(replace(m, text=bullets[i // n]) for i, m in enumerate(modal.modes)))
    return replace(modal, choose_min=n, choose_max=n, same_mode=tuple(i - i % n for i in range(n * len(bullets))))


def compile_ability(text: str, parts: Parts, card_types: frozenset[str]) -> None:
    """Compile one normalised ability paragraph into `parts`. Raises `Unsupported` or `LarkError`."""
    if "until end of turn, " in text and leading_duration.move_leading_duration(text) is not None:
        before = copy.deepcopy(parts)
        try:  # the grammar's own leading durations first (`phrases/leading_durations`: two subjects, loses-and-gains)
            _compile_paragraph(text, parts, card_types)
            return
        except (Unsupported, LarkError):  # then the duration read as said last, every change checked (611.2a)
            parts.__dict__.update(before.__dict__)
        leading_duration.compile_moved(text, parts, lambda moved: compile_ability(moved, parts, card_types))
        return
    _compile_paragraph(text, parts, card_types)


def _compile_paragraph(text: str, parts: Parts, card_types: frozenset[str]) -> None:
    if (text.startswith(("partner with ", "+ {", *CASE_PREFIX)) or "each player votes for " in text) and \
            _whole_paragraph(text, parts, card_types):
        return  # 702.124f, 702.172a, 701.32a, 719.3
    if ". when you do, " in text and "\n" not in text and \
            batch_and_reflexive_triggers.compile_reflexive(text, parts, card_types, compile_ability):
        return  # 603.12
    if "whenever " in text and "\n" not in text and \
            duration_triggers.compile_duration_trigger(text, parts, card_types, compile_ability):
        return  # 603.7b
    if " spend this mana only to " in text and " activate a" in text and \
            ability_mana.compile_ability_mana(text, parts, card_types, compile_ability):
        return  # 106.6: mana for abilities
    if " spend this mana only to cast " in text and mana.compile_spend_only(text, parts, card_types, compile_ability):
        return  # 106.6
    if " this mana can't be spent to cast " in text and \
            restricted_spending.compile_cant_spend(text, parts, card_types, compile_ability):
        return  # 106.6, the Powerstone token
    where = WHERE_X.search(text)
    if where is not None and not where_x_in_context(where):  # "..., where X is <amount>." (107.3c)
        compile_where_x(text, where, parts, card_types)
        return
    if "\n" in text:
        head, *bullets = text.split("\n")
        kind = "spell" if card_types & {"Instant", "Sorcery"} else "triggered"
        chapter = _CHAPTER_HEAD.match(head)
        if chapter is not None:  # "I, II, III — Choose one at random —" (714.2a, 700.2)
            b = Builder("triggered")
            tag, value = b.transform(parse(f"{chapter.group(1)} — draw a card."))
            modal = _modal(chapter.group(2), bullets, "triggered", b)
            parts.triggered.extend(replace(ab, effect=modal, text=text) for ab in value)
            return
        if (head.endswith("—") or _SAME_MODE.match(head) or _MORE_MODES.match(head)) and ":" not in head \
                and not head.startswith(("when", "whenever", "at ")):
            if not card_types & {"Instant", "Sorcery"}:
                raise Unsupported(head)
            if parts.spell or parts.spell_modal:
                raise Unsupported("a second spell paragraph after a modal one")
            parts.spell_modal = _modal(head, bullets, "spell")
            return
        prefix, _, choose = head.rpartition(", ") if ", choose" in head else head.rpartition(": ")
        more_head = _MORE_HEAD.match(head)
        if more_head is not None and more_head.group(1):
            prefix, choose = more_head.group(1), more_head.group(2)
        if choose.startswith("choose"):
            placeholder = prefix + (", draw a card." if ", choose" in head else ": draw a card.")
            b = Builder("triggered" if ", choose" in head else "activated")
            tag, ab = b.transform(parse(placeholder))
            modal = _modal(choose, bullets, kind, b)
            if tag == "triggered":
                parts.triggered.append(replace(ab, effect=modal, text=text))
            elif tag == "activated":
                parts.activated.append(replace(ab, effect=modal, text=text))
            else:
                raise Unsupported(head)
            return
        raise Unsupported(head)
    if "—" in text and (casting_keywords.costed_keyword(text, parts) or casting_keywords.escape(text, parts)):
        return
    if text.startswith(("hexproof from ", "protection from ")) and "," in text and \
            static_abilities.quality_list(text, parts):
        return  # "hexproof from artifacts, creatures, and enchantments" (702.11d, 702.16a)
    pieces = [p.strip() for p in re.split(r"[,;] ?", text.rstrip("."))]
    if all(match_keyword(p) is not None for p in pieces if p):
        for p in pieces:
            if p and not expand_keyword(p, parts, card_types):
                raise Unsupported(p)
        return
    if _THEM_FOR_THAT_PLAYER.search(text):
        raise Unsupported("'them' naming that player")
    b = Builder("spell")
    said_also = text.startswith(ALSO)  # "That creature also gains ... if ..." (parsed without "also")
    tree = parse(without_also(text))
    if _starts_trigger(tree):
        b.kind = "triggered"
    elif isinstance(tree, Tree) and tree.data == "activated":  # a permanent's ability ("support" names "other")
        b.kind = "activated"
    result = those_groups(delayed_tokens(b.transform(tree)))
    refuse_self_after_new_object(result)
    refuse_unnamed_groups(result)
    refuse_exiled_card_of_another_ability(text)
    refuse_permission_without_exiled_cards(text, result)
    tag, value = result
    x_known = tag == "spell" or (tag == "activated" and (value.cost.mana is not None and bool(value.cost.mana.x)
                                                         or value.cost.per_x.startswith(REMOVE_X)))
    if not x_known:
        _refuse_unread_x(b, text)
    if _READS_X.search(text):
        _check_x_filters((result, tuple(b.targets)), inside_all=False, x_known=x_known)
    if tag == "spell":
        if not card_types & {"Instant", "Sorcery"}:
            raise Unsupported(text)
        if parts.spell_modal is not None:
            raise Unsupported("spell text after a modal block")
        mode = parts.spell[0] if parts.spell else Mode()
        offset = len(mode.targets)
        effects = tuple(_shift(e, offset) for e in value) if offset else value
        if mode.effects or mode.targets:  # "That creature gains ...": the earlier paragraphs' target (608.2c)
            effects = earlier_object_named(effects, mode.targets)
        if said_also:
            effects = also_kept(effects, bool(mode.effects))
        if effects and isinstance(effects[0], Conditional) and effects[0].kind.startswith("conditional_instead") \
                and not effects[0].otherwise:  # "Landfall — If ..., [instruction] instead.": the paragraph before
            if len(mode.effects) != 1 or not only_earlier_target_named(_NAMES_EARLIER.findall(text), value):
                raise Unsupported("instead of more than one instruction, or naming an earlier object")
            effects = (replace(effects[0], otherwise=mode.effects), *effects[1:])
            mode = replace(mode, effects=())
        later = tuple(_later_paragraph_target(t, offset) for t in b.targets) if offset else tuple(b.targets)
        parts.spell[:] = [Mode(mode.effects + effects, mode.targets + later)]
    elif tag == "activated":
        parts.activated.append(replace(value, text=text))
    elif tag == "triggered":
        parts.triggered.append(replace(value, text=text))
    elif tag == "triggereds":  # "I, II — ..." (714.2c, `levels.chapter`)
        parts.triggered.extend(replace(v, text=text) for v in value)
    elif tag == "static":
        parts.static.append(replace(value, text=text))
    elif tag == "statics":
        parts.static.extend(replace(v, text=text) for v in value)
    elif tag == "keywords":
        parts.keywords |= set(value)
    elif tag == "flag":
        parts.flags.add(value)
    elif tag == "addcost":
        parts.additional.append(value)
    elif tag == "optcost":  # "as an additional cost to cast this spell, you may ..." (702.174, 701.59a)
        if parts.optional:  # the kernel pays a card's optional costs together (one choice)
            raise Unsupported("a second optional additional cost")
        parts.optional.append(value)
    elif tag == "altcost":
        free = value.label == "without paying its mana cost"  # 118.9: the words its rendering says back
        parts.alternative.append(value if free else replace(value, label="alternative cost"))
    else:
        raise Unsupported(text)


_THEM_FOR_THAT_PLAYER = re.compile(r"\bif that player has\b.*\bto them\b")
"""Older wording ("~ deals 2 damage to them") where "them" is the player of "that player": the object reference
"them" would name the source itself, so such a paragraph is refused (today's Oracle text says "that player")."""

_NAMES_EARLIER = re.compile(r"\b(that [a-z]+|those [a-z]+|it|its|they|them|their)\b")
"""Words of a paragraph that name an object an earlier paragraph chose: a new paragraph has no targets."""

_READS_X = re.compile(r"\b(mana value|power|toughness) x\b")
"""Descriptions that read the X of the spell or ability (`_check_x_filters`)."""

_X_FILTER_EFFECTS = frozenset({"search_library", "discard_chosen", "look_top"})
"""Effects whose description reads the X of the resolving spell or ability (`rules.stack.effects`)."""


def _refuse_unread_x(b: Builder, text: str) -> None:
    """"With mana value X" (exactly X) is read only where X is paid as the effect resolves ("you may pay {X}. If
    you do, return target creature card with mana value X", Relentless Dead); anywhere else the description would
    lose it and the effect would take any mana value ("destroy target creature with mana value X" destroying any
    creature), so the paragraph is refused rather than compiled as something else."""
    if b.x_is_target_mana_value and not b.x_mana_value_read:
        raise Unsupported("with mana value x")


def _check_x_filters(node: Any, inside_all: bool, x_known: bool = False, inside_target: bool = False,
                     inside_each: bool = False) -> None:
    """"With mana value X or less" is filled in by "each"/"all" references as they resolve, and, when X is
    the spell's or the activated ability's own X (`x_known`, 107.3), by targets (chosen after X is announced,
    601.2b-c; checked again on resolution), searches and "you choose a card from it"; anywhere else (a cost, a
    triggered ability) it would mean nothing, so the paragraph is refused. "With mana value X" (exactly) is read
    only by targets when X is the spell's or activated ability's own (`rules.concepts.targets.with_x`). "With
    power/toughness X or less" (`phrases.x_stat_limits`) is read only by such targets and by "each"/"all"
    groups of a spell or activated ability (`inside_each`): a search or a pick keeps only the mana value limit."""
    if isinstance(node, Filter):
        if node.mana_value_at_most_x and not inside_all:
            raise Unsupported("with mana value x or less")
        if (node.power_at_most_x or node.toughness_at_most_x) and not (x_known and (inside_target or inside_each)):
            raise Unsupported("with power or toughness x or less")
        if node.mana_value_is_x and not inside_target:
            raise Unsupported("with mana value x")
        return
    if isinstance(node, (tuple, list, frozenset)):
        for item in node:
            _check_x_filters(item, inside_all, x_known, inside_target, inside_each)
        return
    if hasattr(node, "__dataclass_fields__"):
        reads_x = (isinstance(node, Ref) and node.kind == "all") or x_known and (
            isinstance(node, TargetSpec) or isinstance(node, Simple) and node.kind in _X_FILTER_EFFECTS)
        for name in node.__dataclass_fields__:
            _check_x_filters(getattr(node, name), inside_all or reads_x, x_known,
                             inside_target or x_known and isinstance(node, TargetSpec),
                             inside_each or isinstance(node, Ref) and node.kind == "all")


def _starts_trigger(tree: Tree[Any]) -> bool:
    return isinstance(tree, Tree) and tree.data == "triggered"


def _shift(effect: Effect, offset: int) -> Effect:
    """Renumber target references of a later spell paragraph after the targets of earlier ones."""
    if isinstance(effect, (Conditional, Optional_, ForEach)):
        changes: dict[str, Any] = {"then": tuple(_shift(e, offset) for e in effect.then)}
        if isinstance(effect, Conditional):
            changes["otherwise"] = tuple(_shift(e, offset) for e in effect.otherwise)
        return replace(effect, **changes)
    if isinstance(effect, DivideDamage):
        return replace(effect, index=effect.index + offset)
    changes = {}
    for name in ("to", "subject", "source"):
        ref = getattr(effect, name, None)
        if isinstance(ref, Ref) and (ref.kind in ("target", "target_controller", "target_owner") or is_linked_group(ref)):
            changes[name] = replace(ref, index=ref.index + offset)
    for name in ("amount", "power", "toughness"):  # "for each Mountain target opponent controls" (`linked_counts`)
        amt = getattr(effect, name, None)
        if isinstance(amt, Amount) and amt.kind == "count" and amt.ref is not None and amt.ref.kind == "target":
            changes[name] = replace(amt, ref=replace(amt.ref, index=amt.ref.index + offset))
    return replace(effect, **changes) if changes else effect


_PT_VALUE = re.compile(r"^\d+$")


def _cda_plus(parts: Parts, stat: str) -> int | None:
    """The fixed part ("1 plus ...") of the characteristic-defining ability that sets `stat`, if there is one."""
    for ab in parts.static:
        if ab.kind == "set_base_pt_cda" and ab.amount is not None and (
                stat == "power" or ab.param("toughness") is not False):
            return ab.amount.plus + (ab.toughness if stat == "toughness" else 0)  # Tarmogoyf's "that number plus 1"
    return None


def _pt_value(text: str | None, card: str, raw: RawCard, line: int, cda_plus: int | None = None) -> int | None:
    if text is None:
        return None
    if _PT_VALUE.match(text):
        return int(text)
    if text in ("*", "X"):
        return 0
    plus = re.fullmatch(r"(\d+)\+\*", text)
    if plus is not None and cda_plus == int(plus.group(1)):
        return 0  # "1+*": the characteristic-defining ability says "1 plus ..." (604.3, 208.2)
    raise CardError(card, raw.file, line, text, "power/toughness must be a number or *")


def parse_type_line(text: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """205: "Legendary Creature — Human Soldier" -> (supertypes, types, subtypes)."""
    left, _, right = text.replace(" - ", " — ").partition("—")
    supers: set[str] = set()
    types: set[str] = set()
    for word in left.split():
        if word in SUPERTYPES:
            supers.add(word)
        elif word in CARD_TYPES:
            types.add(word)
        else:
            raise ValueError(word)
    subs = frozenset(right.split()) if right.strip() else frozenset()
    if "Planeswalker" in types and right.strip():
        subs = frozenset({right.strip()})
    return frozenset(supers), frozenset(types), subs


def compile_face(face: RawFace, raw: RawCard) -> CardDef:
    card_name = raw.name
    try:
        supers, types, subs = parse_type_line(face.type_line)
    except ValueError as err:
        raise CardError(card_name, raw.file, face.line + 1, str(err), "unknown type") from None
    try:
        cost = ManaCost.parse(face.cost) if face.cost else None
    except ManaCostError as err:
        raise CardError(card_name, raw.file, face.line, face.cost, f"bad mana cost ({err})") from None
    parts = Parts()
    texts: list[str] = []
    texts_norm: list[str] = []
    cleaved: list[str] = []  # the lines from the first with square brackets on, with the bracketed words removed
    striation: Striation | None = None  # the leveler block (711.2) the lines now belong to
    striations: list[Striation] = []
    extra = LevelsLines(face.name, subs)  # station blocks (721.2), class levels (717.2), die result rows (706.3a)
    for line_no, text in face.lines:
        texts.append(text)
        try:
            if extra.take(text, types, parts):
                continue
        except (LarkError, Unsupported, KeyError) as err:
            cause = err.orig_exc if isinstance(err, VisitError) else err
            raise CardError(card_name, raw.file, line_no, str(cause) if isinstance(cause, Unsupported)
                            else text.strip().lower()) from None
        header = LEVEL_HEADER.match(text.strip().lower())
        if header is not None:
            high = header.group(2)
            striation = Striation(int(header.group(1)), int(high) if high else None, Parts())
            striations.append(striation)
            continue
        if striation is not None and striation.power is None:
            pt = PT_LINE.match(text.strip())
            if pt is None:
                raise CardError(card_name, raw.file, line_no, text, "a level striation starts with its "
                                "power/toughness (711.2)")
            striation.power, striation.toughness = int(pt.group(1)), int(pt.group(2))
            continue
        norm = normalize(_rules_in_parentheses(text, face.name, subs), face.name)
        if not norm:
            continue
        if "[" in norm:  # 702.148a: cleave's words in square brackets belong to the spell unless cleaved
            cleaved.append(re.sub(r"\s*\[[^\]]*\]", "", norm))
            norm = norm.replace("[", "").replace("]", "")
        elif cleaved:
            cleaved.append(norm)
        texts_norm.append(norm)
        try:
            compile_ability(norm, extra.parts_for(striation.parts if striation is not None else parts), types)
        except (LarkError, Unsupported, KeyError) as err:
            cause = err.orig_exc if isinstance(err, VisitError) else err
            phrase = names_said(str(cause) if isinstance(cause, Unsupported) else failing_phrase(norm))
            raise CardError(card_name, raw.file, line_no, phrase) from None
        except CardError:
            raise
    for st in striations:
        try:
            parts.static.extend(st.statics())
        except StriationError as err:
            raise CardError(card_name, raw.file, face.line, str(err)) from None
    try:
        extra.finish(parts, face.power is not None)
    except Unsupported as err:
        raise CardError(card_name, raw.file, face.line, str(err)) from None
    try:
        casting_keywords.finish(parts, cost, texts_norm, types)  # transmute, conspire, overload, awaken
        keyword_abilities.finish_gift(parts, types)  # 702.174
        casting_keywords.finish_jump_start(parts, cost)  # 702.133a
        keyword_abilities.finish_exhaust_and_backup(parts)  # 702.177a, 702.165a
        casting_keywords.finish_spree(parts)  # 702.172a
        alternative_casts.finish_cleave(parts, cleaved, types)  # 702.148a
        keyword_abilities.finish_partner_with(parts, texts)  # 702.124f
    except (LarkError, Unsupported) as err:
        raise CardError(card_name, raw.file, face.line, str(err) if isinstance(err, Unsupported) else "overload"
                        ) from None
    if "Aura" in subs and parts.enchant is None:
        raise CardError(card_name, raw.file, face.line, "", "an Aura needs an enchant keyword (303.4a)")
    spell: Modal | None = parts.spell_modal
    if spell is None and parts.spell:
        spell = Modal((parts.spell[0],))
    if types & {"Instant", "Sorcery"} and spell is None:
        raise CardError(card_name, raw.file, face.line, "", "an instant or sorcery needs an effect")
    if not _x_targets_announced(spell, cost, parts):
        raise CardError(card_name, raw.file, face.line, "X target ... without {X} in its cost")
    color = face.color or raw.meta.get("color")
    indicator = frozenset(COLOR_LETTER[c] for c in color.split()) if color else None
    if parts.colorless:
        indicator = frozenset()
    flags = set(parts.flags) | set(raw.meta.get("flags", "").split())
    if any(" spent to cast " in t.replace("can't be spent to cast ", "") for t in texts_norm):  # not Powerstone's
        flags.add("mana_spent")  # its payment is recorded (rules.casting.mana_spent)
    return tokens_name_their_maker(CardDef(
        name=face.name,
        mana_cost=cost,
        types=types, subtypes=subs, supertypes=supers,
        power=_pt_value(face.power, card_name, raw, face.line + 1, _cda_plus(parts, "power")),
        toughness=_pt_value(face.toughness, card_name, raw, face.line + 1, _cda_plus(parts, "toughness")),
        loyalty=int(face.loyalty) if face.loyalty and face.loyalty.isdigit() else None,
        color_indicator=indicator,
        keywords=frozenset(parts.keywords),
        keyword_order=printed_order(parts.keywords, texts_norm),
        spell=spell,
        activated=tuple(parts.activated) + _basic_mana(subs, supers),
        triggered=tuple(parts.triggered),
        static=tuple(parts.static),
        additional_costs=tuple(parts.additional),
        optional_costs=tuple(parts.optional),
        alternative_costs=tuple(parts.alternative),
        enchant=parts.enchant,
        morph=parts.morph, megamorph=parts.megamorph,
        text="\n".join(texts),
        rarity=raw.meta.get("rarity", ""),
        flags=frozenset(flags),
    ), face.name, texts_norm)  # "a card named ~" on a token it creates names this card


def printed_order(keywords: set[str], texts: list[str]) -> tuple[str, ...]:
    """The card's keywords in the order its text prints them ("flying, trample, protection from white"): by the
    line and the place in it where each is first listed as a keyword line's item, then where its words first
    appear; a keyword its text never names (one a phrase implies) comes last. Kept only for `cards show`."""
    def place(keyword: str) -> tuple[int, int, str]:
        for n, line in enumerate(texts):
            items = [item.strip() for item in re.split(r"[,;]", line)]
            if keyword in items:
                return (0, n * 1000 + items.index(keyword), keyword)
        found = min((n * 10_000 + line.find(keyword) for n, line in enumerate(texts) if keyword in line), default=None)
        return (1, found, keyword) if found is not None else (2, 0, keyword)
    return tuple(sorted(keywords, key=place))


def _x_count_targets(modal: Modal | None) -> bool:
    return modal is not None and any(spec.x_count for mode in modal.modes for spec in mode.targets)


def _x_targets_announced(spell: Modal | None, cost: ManaCost | None, parts: Parts) -> bool:
    """"Tap X target creatures" needs an X announced before targets are chosen (601.2b-c): the spell's or the
    activated ability's {X}, or the X of a spell's additional cost ("discard X cards", announced as it is cast,
    107.3). A triggered ability has none, and neither has a cost without {X}."""
    announced = cost is not None and cost.x or any(c.per_x for c in parts.additional)
    if _x_count_targets(spell) and not announced:
        return False
    if any(_x_count_targets(t.effect) for t in parts.triggered):
        return False
    return all(a.cost.mana is not None and a.cost.mana.x or a.cost.per_x.startswith(REMOVE_X)
               for a in parts.activated if _x_count_targets(a.effect))


def _rules_in_parentheses(text: str, name: str, subtypes: frozenset[str]) -> str:
    """A line written wholly in parentheses is reminder text (207.2a) unless it reads as rules text: then its
    words are the ability (a card whose only rules line is parenthesised must not become a vanilla card).
    A land's restatement of its basic land types' mana ability (305.6) stays reminder text, as does any
    parenthesised line the grammar can't read (hybrid and Phyrexian mana, melds, Sagas' lore counters)."""
    line = text.strip()
    if not (line.startswith("(") and line.endswith(")")) or line.count("(") != 1:
        return text
    inner = line[1:-1]
    if inner.startswith("{T}: Add") and subtypes & _BASIC_MANA.keys():
        return text
    try:
        parse(normalize(inner, name))
    except LarkError:
        return text
    return inner


_BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _basic_mana(subs: frozenset[str], supers: frozenset[str]) -> tuple[ActivatedAbility, ...]:
    """305.6: a land with a basic land type has the matching mana ability (the text need not say it)."""
    return tuple(
        ActivatedAbility(Cost(tap=True), Modal((Mode((AddMana((_BASIC_MANA[s],)),)),)), is_mana=True,
                         text=f"({{T}}: Add {{{_BASIC_MANA[s]}}}.)")
        for s in sorted(subs) if s in _BASIC_MANA
    )


def compile_card(raw: RawCard) -> CardDef:
    """The whole card: one face, or every face of a split/adventure/double-faced card (CardDef.faces)."""
    faces = [compile_face(f, raw) for f in raw.faces]
    flags = frozenset(raw.meta.get("flags", "").split()) | frozenset().union(*(f.flags for f in faces))
    if len(faces) == 1:
        return replace(faces[0], flags=flags) if flags != faces[0].flags else faces[0]
    layout = raw.meta.get("layout", "split")
    front = faces[0]
    return replace(front, name=raw.name, faces=tuple(faces), layout=layout, flags=flags)


def _whole_paragraph(text: str, parts: Parts, card_types: frozenset[str]) -> bool:
    """A paragraph a family reads whole, before it is split at commas or parsed: "partner with [name]" (the
    name may hold a comma), a spree mode line, a vote, a Case's "To solve" / "Solved" line. True if it was one."""
    return (keyword_abilities.partner_with(text, parts) or casting_keywords.spree_mode(text, parts, card_types)
            or keyword_actions.vote(text, parts, card_types) or levels.case_line(text, parts, card_types))


def _compile_text(text: str, source: str) -> CardDef:
    """A card written in the card-file format, compiled (predefined tokens, dungeons)."""
    return compile_card(parse_text(text, source)[0])


words.install(words.Nested(builder=Builder, ability=compile_ability, card=_compile_text))


def _later_paragraph_target(spec: TargetSpec, offset: int) -> TargetSpec:
    """A target group of a spell's later paragraph, numbered after the `offset` groups of the paragraphs before
    (601.2c: one spell, its targets chosen in the order written). "Another target creature" there is a target
    other than the spell's earlier targets (115.3), as it would be in one paragraph: the paragraph alone found
    no target before it and read "other than this object", which a spell never is. A group that named its own
    paragraph's groups ("target creature and another target creature") keeps naming them, renumbered."""
    spec = shift_links(spec, offset)
    if spec.different_from:
        return replace(spec, different_from=tuple(g + offset for g in spec.different_from))
    if spec.filter.other:
        return replace(spec, different_from=tuple(range(offset)))
    return spec
