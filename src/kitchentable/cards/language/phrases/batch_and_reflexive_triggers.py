"""Batch triggers (603.2c) and reflexive triggers (603.12).

- "Whenever one or more creatures you control deal combat damage to a player", "... attack", "... die", "...
  enter", "... leave the battlefield", "whenever one or more +1/+1 counters are put on ~", "whenever one or more
  cards leave your graveyard": once per batch of events; "two or more" counts the batch. "Whenever a creature
  attacks you [or a planeswalker you control]".
- "[...] you may <action>. When you do, <effect>." (603.12): everything after ". When you do, " is compiled as
  its own triggered ability, with its own targets (chosen when it is put on the stack, 603.12a), and rides on a
  `Simple("reflexive_trigger")` effect placed right after the action it waits for (`rules.stack.reflexive_triggers`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from kitchentable.cards.language.parse import parse
from kitchentable.cards.language.words import (
    NUMBER_WORDS,
    Parts,
    PhraseBase,
    Unsupported,
    _clean,
    _unsupported,
    nested_builder,
)
from kitchentable.rules.abilities import (
    ActivatedAbility,
    Conditional,
    Effect,
    Filter,
    Modal,
    Mode,
    Optional_,
    Ref,
    Simple,
    TriggeredAbility,
    TriggerSpec,
)

_WHEN_YOU_DO = re.compile(r"(?<=\.) when you do, ")


REFLEXIVE_SPEC = TriggerSpec("reflexive")


def compile_reflexive(text: str, parts: Parts, card_types: frozenset[str],
                      compile_rest: Callable[[str, Parts, frozenset[str]], None]) -> bool:
    """"[...] you may <action>. When you do, <effect>." (603.12): compile the part before "when you do"
    as usual (`compile_rest`), then hang the reflexive ability on its last action. False when the paragraph
    has no reflexive ability. The action must be the last instruction before "when you do": inside a
    "you may" (declining creates nothing) or a mandatory one ("sacrifice it. When you do, ...")."""
    m = _WHEN_YOU_DO.search(text)
    if m is None:
        return False
    head, body = text[:m.start()], text[m.end():]
    if head.endswith(" as it attacks."):
        return False  # "you may exert ~ as it attacks. When you do" is its own trigger (701.43a, `keyword_actions.t_exert`)
    if _WHEN_YOU_DO.search(body) or not head.strip():
        raise Unsupported("when you do")
    counts = (len(parts.triggered), len(parts.activated), len(parts.spell[0].effects) if parts.spell else 0)
    compile_rest(head, parts, card_types)
    b = nested_builder("triggered")
    holder: TriggeredAbility | ActivatedAbility | None = None
    if len(parts.triggered) > counts[0]:
        holder = parts.triggered[-1]
        if isinstance(holder, TriggeredAbility) and holder.trigger.filter is not None:
            b.trigger_has_object = True  # "it" is still the object the first trigger was about
    elif len(parts.activated) > counts[1]:
        holder = parts.activated[-1]
    elif not parts.spell or len(parts.spell[0].effects) == counts[2]:
        raise Unsupported("when you do")
    first = holder.effect if holder is not None else Modal((parts.spell[0],))
    if first.is_modal:
        raise Unsupported("when you do after a modal ability")
    effects = first.modes[0].effects
    needs = _needs(effects[-1]) if effects else None
    if needs is not None:
        b.last_ref = Ref("it")  # "that creature" / "that card": the one sacrificed, tapped or exiled
    result = b.transform(parse(body))
    if not (isinstance(result, tuple) and result[0] == "spell"):
        raise Unsupported("when you do, " + body)
    ability = TriggeredAbility(REFLEXIVE_SPEC, Modal((Mode(result[1], tuple(b.targets)),)),
                               text="when you do, " + body)
    effect = Simple("reflexive_trigger", Ref("you"), params=(("ability", ability), ("needs", needs)))
    new_effects = _attach(effects, effect)
    mode = replace(first.modes[0], effects=new_effects)
    if isinstance(holder, TriggeredAbility):
        parts.triggered[-1] = replace(holder, effect=Modal((mode,)), text=text)
    elif isinstance(holder, ActivatedAbility):
        parts.activated[-1] = replace(holder, effect=Modal((mode,)), text=text)
    else:
        parts.spell[0] = mode
    return True


def _needs(effect: Effect) -> str | None:
    """What must have happened for the reflexive ability to trigger: a sacrifice must have found something."""
    if isinstance(effect, Conditional) and not effect.otherwise and effect.then:
        return _needs(effect.then[-1])
    inner = effect.then[-1] if isinstance(effect, Optional_) and not effect.unless and effect.then else effect
    if isinstance(inner, Simple) and inner.kind == "sacrifice":
        return "sacrificed"
    return "chosen" if isinstance(inner, Simple) and inner.kind == "choose_and_act" else None


def _attach(effects: tuple[Effect, ...], reflexive: Simple) -> tuple[Effect, ...]:
    """Put the reflexive effect right after the action: inside a trailing "you may" (also one with a cost,
    "you may pay {2}"), else after the last instruction."""
    last = effects[-1]
    if isinstance(last, Optional_) and not last.unless:
        return effects[:-1] + (replace(last, then=last.then + (reflexive,)),)
    if isinstance(last, Conditional) and not last.otherwise and last.then:  # "if ..., you may ... When you do"
        return effects[:-1] + (replace(last, then=_attach(last.then, reflexive)),)
    return effects + (reflexive,)


class BatchAndReflexiveTriggersPhrases(PhraseBase):
    """Batch triggers (`t_batch_*`, `t_attacks_you`)."""

    def batch_count(self, ch: list[Any]) -> int:
        return NUMBER_WORDS[str(_clean(ch)[0])]

    def _batch(self, event: str, ch: list[Any], controller: str | None = None) -> TriggerSpec:
        c = _clean(ch)
        n: int = c[0]
        flt: Filter = c[1].filter()
        if controller is not None:
            flt = replace(flt, controller=controller)
        spec: TriggerSpec = self._trig(event, flt)
        if n > 1 and event != "batch_attacks":
            raise _unsupported(f"{n} or more at once")
        return replace(spec, at_least=n)

    def t_batch_combat_damage(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more creatures you control deal combat damage to a player": once per player dealt
        combat damage in the step; "that player" is that one."""
        return self._batch("batch_combat_damage_player", ch)

    def t_batch_attacks(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more Goblins you control attack" / "two or more creatures you control attack":
        once per declaration of attackers (508.1m)."""
        return self._batch("batch_attacks", ch)

    def t_batch_attacks_you(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more creatures attack you [or a planeswalker you control]": once per declaration
        in which any creature attacks you (or, with the words, a planeswalker of yours)."""
        return replace(self._batch("batch_attacks_you", ch), whose="you")

    def t_batch_attacks_you_or_pw(self, ch: list[Any]) -> TriggerSpec:
        return replace(self._batch("batch_attacks_you", ch), whose="you_or_planeswalker")

    def t_attacks_you(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature attacks you [or a planeswalker you control]" (508.1): once per such attacker;
        "that creature" is the attacker."""
        spec: TriggerSpec = self._trig("attacks_you", _clean(ch)[0])
        return replace(spec, whose="you")

    def t_attacks_you_or_pw(self, ch: list[Any]) -> TriggerSpec:
        spec: TriggerSpec = self._trig("attacks_you", _clean(ch)[0])
        return replace(spec, whose="you_or_planeswalker")

    def t_batch_dies(self, ch: list[Any]) -> TriggerSpec:
        return self._batch("batch_dies", ch)

    def t_batch_enters(self, ch: list[Any]) -> TriggerSpec:
        under_you = len(_clean(ch)) > 2
        return self._batch("batch_enters", ch, "you" if under_you else None)

    def t_batch_leaves(self, ch: list[Any]) -> TriggerSpec:
        return self._batch("batch_leaves", ch)

    def t_batch_counters_self(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more +1/+1 counters are put on ~" (122.6): once per batch of counters."""
        c = _clean(ch)
        if c[0] != 1:
            raise _unsupported("N or more counters")
        spec: TriggerSpec = self._trig("batch_counters")
        return replace(spec, whose=str(c[1]))

    def t_batch_counters(self, ch: list[Any]) -> TriggerSpec:
        c = _clean(ch)
        if c[0] != 1:
            raise _unsupported("N or more counters")
        spec: TriggerSpec = self._trig("batch_counters", c[2])
        return replace(spec, whose=str(c[1]))

    def t_batch_leave_graveyard(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever one or more cards leave your graveyard": once per batch of moves out of it (603.2c)."""
        if _clean(ch)[0] != 1:
            raise _unsupported("N or more cards leave your graveyard")
        return TriggerSpec("batch_leave_graveyard", None, "you")
