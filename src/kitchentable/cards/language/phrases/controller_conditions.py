"""Conditions on the controller of an object named earlier in the same ability (608.2c: a condition is checked
as the instruction after it would happen; 608.2h: the object's controller is read then): "If an opponent
controls that creature, put a stun counter on it." (Fear of Immobility), "If you control that creature, ...",
"If you don't control it, ...".

"that creature" / "it" is the ability's most recent target group; in a trigger about an object with no target,
the object the trigger is about. A target that is gone or was never chosen ("up to one") makes the condition
false, so the instruction after it doesn't happen. The kernel's side is the "target_is" condition
(`rules.stack.effects.conditional`), matched against a description that only says whose it is."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import Condition, Filter

CONTROLLED_BY = "controlled by"
"""`Condition.name` prefix that tells the render this condition says whose the object is ("that creature")."""


class ControllerConditionsPhrases(PhraseBase):
    """"if you control that creature", "if an opponent controls that creature", "if you don't control it"."""

    def cc_that(self, ch: list[Any]) -> str:
        return str(next(t for t in ch if isinstance(t, Token)))

    def cc_you_control(self, ch: list[Any]) -> Condition:
        return self._controlled("you", ch)

    def cc_opponent_controls(self, ch: list[Any]) -> Condition:
        return self._controlled("opponent", ch)

    def cc_you_dont_control(self, ch: list[Any]) -> Condition:
        return self._controlled("not_you", ch)

    def _controlled(self, whose: str, ch: list[Any]) -> Condition:
        said = next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        name = f"{CONTROLLED_BY} {said}"
        if self.targets:
            return Condition("target_is", n=self._last(), filter=Filter(controller=whose), name=name)
        if self.trigger_has_object:
            return Condition("target_is", ref=self.trigger_ref, filter=Filter(controller=whose), name=name)
        raise Unsupported(f"if ... controls {said}: no object named before it")

    def cc_you_controlled(self, ch: list[Any]) -> Condition:
        return self._controlled_then("you", ch)

    def cc_opponent_controlled(self, ch: list[Any]) -> Condition:
        return self._controlled_then("opponent", ch)

    def _controlled_then(self, whose: str, ch: list[Any]) -> Condition:
        """"If you controlled that creature": whose the target was as the instruction before ended, read from its
        last known information if it left (608.2h; `rules.concepts.last_known_controller`)."""
        said = next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        if not self.targets:
            raise Unsupported(f"if ... controlled {said}: no target named before it")
        return Condition("controlled_then", n=self._last(), filter=Filter(controller=whose),
                         name=f"{CONTROLLED_BY} {said}")

