"""State triggers on a condition (603.8): "When there are four or more page counters on ~, exile it.", "When ~ has
twenty or more charge counters on it, you win the game.", "When ~ has no ice counters on it, sacrifice it.", "When
you have 20 or more life, you lose the game.", "When you have no cards in hand, sacrifice ~."

The ability triggers whenever its condition is true, checked before a player would receive priority, and not again
while it waits, is on the stack or resolves (`rules.stack.triggers.check_state_triggers`); the condition is not
checked again as it resolves (it is not an intervening "if", 603.4). The condition sits in `TriggerSpec.condition`.
The conditions are those about the object itself (its counters: "~ has ..." keeps the "self_counters" condition of
`phrases.self_counter_conditions`, "there are ... on ~" the "counters_at_least" one) and its controller (life
total, empty hand); "it" in the effect is the object itself."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, _clean, _int
from kitchentable.rules.abilities import Condition, Ref, TriggerSpec


class StateTriggersPhrases(PhraseBase):
    """"When <condition>, <effect>" as a state trigger (603.8)."""

    def sttrig_counters_on_self(self, ch: list[Any]) -> Condition:
        c = _clean(ch)
        return Condition("counters_at_least", n=int(_int(c[0])), name=str(c[1]))

    def sttrig_no_counters_on_self(self, ch: list[Any]) -> Condition:
        return Condition("counters_at_least", n=1, name=str(_clean(ch)[0]), negate=True)

    def sttrig_life(self, ch: list[Any]) -> Condition:
        words = [str(t) for t in ch if isinstance(t, Token)]
        n = int(next(w for w in words if w.isdigit()))
        return Condition("life_at_least" if "more" in words else "life_at_most", n=n)

    def sttrig_hand_empty(self, ch: list[Any]) -> Condition:
        return Condition("hand_empty")

    def sttrig_condition(self, ch: list[Any]) -> Condition:
        return next(c for c in _clean(ch) if isinstance(c, Condition))

    def sttrig_state(self, ch: list[Any]) -> TriggerSpec:
        """The trigger itself: "it" after the comma is ~ (the condition is about it or its controller)."""
        cond = next(c for c in _clean(ch) if isinstance(c, Condition))
        self.trigger_on_self = True
        self.last_ref = Ref("self")
        return TriggerSpec("state", None, "you", condition=cond)
