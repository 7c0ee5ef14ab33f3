"""Delayed triggered abilities with a stated duration (603.7b), made by a spell, an activated or loyalty ability or
a Saga chapter as it resolves: "Whenever you cast a creature spell this turn, draw a card." (Glimpse of Nature),
"All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life." (Death Frenzy),
"II, III — Whenever you cast a spell this turn, put a +1/+1 counter on target creature you control." (Showdown of
the Skalds), "+1: Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0 until end of
turn." (Jace, Architect of Thought), "Until end of turn, whenever ...", "This turn, whenever ...".

The trigger sentence runs to the end of its paragraph. It is compiled as a triggered ability of its own (its
targets chosen each time it triggers, 603.3d) and rides on a `Simple("delayed_trigger")` effect, `when`
"duration" (`rules.stack.duration_triggers`), placed after the instructions before it. "Whenever ... this turn"
only: "when ... this turn" waits for one event (`phrases.delayed_triggers`). Refused: a trigger about an object
the spell named ("whenever that creature deals combat damage this turn"), a spell's trigger naming the spell
itself, a modal or several-ability head, a triggered mana ability (High Tide: the kernel hears those from
permanents only)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass, replace
from typing import Any

from kitchentable.cards.language.words import Parts, Unsupported
from kitchentable.rules.abilities import ActivatedAbility, Modal, Mode, Ref, Simple, TriggeredAbility
from kitchentable.rules.casting.triggered_mana import EVENT as MANA_TRIGGER_EVENT
from kitchentable.rules.stack.duration_triggers import DURATION

_START = re.compile(r"(?:^|(?<=\. )|(?<=: )|(?<=— ))(until end of turn, |until your next turn, |this turn, )?whenever ")
_SAID = {"until end of turn, ": "until end of turn", "until your next turn, ": "until your next turn",
         "this turn, ": "this turn", "": "head"}
_PLACEHOLDER = "draw a card."


def compile_duration_trigger(text: str, parts: Parts, card_types: frozenset[str],
                             compile_rest: Callable[[str, Parts, frozenset[str]], None]) -> bool:
    """Compile a paragraph holding a duration trigger; False when it has none (the paragraph is left to the
    rest of the compiler)."""
    found = _find(text)
    if found is None:
        return False
    start, prefix, inner = found
    head = text[:start]
    if not head and not card_types & {"Instant", "Sorcery"}:
        return False  # a permanent's own "whenever ..." paragraph
    ability = _inner_ability(inner, card_types, compile_rest)
    if not head and _names_self(ability):
        raise Unsupported("a spell's duration trigger naming the spell itself")
    effect = Simple("delayed_trigger", Ref("you"), params=(
        ("when", DURATION), ("ability", ability),
        ("until", "your_next_turn" if prefix == "until your next turn, " else "turn"), ("said", _SAID[prefix])))
    if not head:
        _add_to_spell(parts, effect)
    elif head.endswith((": ", "— ")):
        _add_to_placeholder(head + _PLACEHOLDER, text, parts, card_types, compile_rest, effect)
    else:
        _add_after(head.strip(), text, parts, card_types, compile_rest, effect)
    return True


def _find(text: str) -> tuple[int, str, str] | None:
    """Where the duration trigger starts, its leading duration words, and the trigger as a paragraph of its own
    ("whenever <event>, <effect>", the head's "this turn" taken out)."""
    for m in _START.finditer(text):
        prefix = m.group(1) or ""
        body = text[m.end() - len("whenever "):]
        comma = body.find(", ")
        if comma < 0:
            continue
        trigger = body[:comma]
        if trigger.endswith(" this turn"):
            if prefix:
                raise Unsupported("a duration said twice")
            return m.start(), prefix, trigger.removesuffix(" this turn") + body[comma:]
        if prefix:
            return m.start(), prefix, body
    return None


def _inner_ability(inner: str, card_types: frozenset[str],
                   compile_rest: Callable[[str, Parts, frozenset[str]], None]) -> TriggeredAbility:
    if inner.startswith(("whenever that ", "whenever those ", "whenever it ", "whenever either ")):
        raise Unsupported("a duration trigger about an object named before it")
    own = Parts()
    compile_rest(inner, own, card_types)
    if len(own.triggered) != 1 or own.activated or own.spell or own.static or own.spell_modal is not None:
        raise Unsupported("a duration trigger that isn't one triggered ability")
    if own.triggered[0].trigger.event == MANA_TRIGGER_EVENT:  # heard from permanents only (605.1b, 605.4a)
        raise Unsupported("a triggered mana ability for a duration (High Tide)")
    return own.triggered[0]


def _names_self(obj: Any) -> bool:
    if isinstance(obj, Ref):
        return obj.kind == "self"
    if isinstance(obj, tuple):
        return any(_names_self(x) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, type):
        return any(_names_self(getattr(obj, f.name)) for f in fields(obj))
    return False


def _add_to_spell(parts: Parts, effect: Simple) -> None:
    if parts.spell_modal is not None:
        raise Unsupported("a duration trigger after a modal spell")
    mode = parts.spell[0] if parts.spell else Mode()
    parts.spell[:] = [replace(mode, effects=(*mode.effects, effect))]


def _add_to_placeholder(placeholder: str, text: str, parts: Parts, card_types: frozenset[str],
                        compile_rest: Callable[[str, Parts, frozenset[str]], None], effect: Simple) -> None:
    """"+1: Until your next turn, whenever ...", "II, III — Whenever ... this turn, ...": the ability's head is
    compiled with a stand-in instruction, which the delayed trigger then replaces."""
    counts = (len(parts.triggered), len(parts.activated))
    compile_rest(placeholder, parts, card_types)
    added = [("triggered", i) for i in range(counts[0], len(parts.triggered))] + \
        [("activated", i) for i in range(counts[1], len(parts.activated))]
    if not added:
        raise Unsupported("a duration trigger after " + placeholder)
    for kind, i in added:
        ab: TriggeredAbility | ActivatedAbility = parts.triggered[i] if kind == "triggered" else parts.activated[i]
        modes = ab.effect.modes
        if ab.effect.is_modal or len(modes) != 1 or len(modes[0].effects) != 1 or modes[0].targets \
                or not (isinstance(modes[0].effects[0], Simple) and modes[0].effects[0].kind == "draw"):
            raise Unsupported("a duration trigger after " + placeholder)
        new = replace(ab, effect=Modal((replace(modes[0], effects=(effect,)),)), text=text)
        if isinstance(new, TriggeredAbility):
            parts.triggered[i] = new
        else:
            parts.activated[i] = new


def _add_after(head: str, text: str, parts: Parts, card_types: frozenset[str],
               compile_rest: Callable[[str, Parts, frozenset[str]], None], effect: Simple) -> None:
    """"<instructions>. Whenever ... this turn, ...": after the instructions of the same spell or ability."""
    counts = (len(parts.triggered), len(parts.activated), len(parts.spell[0].effects) if parts.spell else 0)
    compile_rest(head, parts, card_types)
    if len(parts.triggered) > counts[0] or len(parts.activated) > counts[1]:
        holder: TriggeredAbility | ActivatedAbility = parts.triggered[-1] if len(parts.triggered) > counts[0] \
            else parts.activated[-1]
        if holder.effect.is_modal:
            raise Unsupported("a duration trigger after a modal ability")
        mode = holder.effect.modes[0]
        new = replace(holder, effect=Modal((replace(mode, effects=(*mode.effects, effect)),)), text=text)
        if isinstance(new, TriggeredAbility):
            parts.triggered[-1] = new
        else:
            parts.activated[-1] = new
        return
    if not parts.spell or len(parts.spell[0].effects) == counts[2]:
        raise Unsupported("a duration trigger after " + head)
    _add_to_spell(parts, effect)
