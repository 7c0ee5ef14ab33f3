"""Delayed triggered abilities (603.7): "Draw a card at the beginning of the next turn's upkeep.", "At the
beginning of the next end step, return it to the battlefield.", "Destroy that creature at end of combat.", and
the pacts' "At the beginning of your next upkeep, pay {2}{U}{U}. If you don't, you lose the game." The effects
wait for that moment; their targets are chosen now, with the spell or ability that creates them (603.7c)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean, _mana_of
from kitchentable.rules.abilities import (
    Cost,
    Effect,
    Optional_,
    Ref,
    Simple,
)

_WHEN_TEXT = {"upkeep": "the next turn's upkeep", "end": "the next end step"}


class DelayedTriggersPhrases(PhraseBase):
    """Effects that wait for a later moment."""

    def delayed_end_of_combat(self, ch: list[Any]) -> Any:
        """"Destroy that creature at end of combat." (603.7a, 511.2: a delayed triggered ability that triggers
        at the beginning of the next end of combat step; what its text refers to is fixed now, 603.7c)."""
        effects = [c for c in _clean(ch) if isinstance(c, (list, tuple))][0]
        return ("effects", [Simple("delayed_trigger", Ref("you"), params=(
            ("when", "end_of_combat"), ("effects", tuple(effects)), ("text", "at end of combat")))])

    def delayed_dies_this_turn(self, ch: list[Any]) -> Any:
        """"When that creature dies this turn, you gain 3 life." (603.7a): a delayed triggered ability watching the
        target named before it (`rules.concepts.turn_history`); its own text refers to what it names now."""
        if not self.targets:
            raise Unsupported("when that creature dies this turn, without a target")
        effects = [c for c in _clean(ch) if isinstance(c, (list, tuple))][0]
        return ("effects", [Simple("delayed_trigger", Ref("target", self._last()), params=(
            ("when", "dies_this_turn"), ("effects", tuple(effects)), ("text", "when that creature dies this turn")))])

    def pact_upkeep(self, ch: list[Any]) -> Any:
        lose = Optional_((Simple("lose_game", Ref("you")),), Ref("you"), Cost(mana=_mana_of(ch)), unless=True)
        return ("effects", [Simple("delayed_trigger", Ref("you"), params=(
            ("when", "your_upkeep"), ("effects", (lose,)), ("text", "at the beginning of your next upkeep")))])

    def dt_upkeep(self, ch: list[Any]) -> str:
        return "upkeep"

    def dt_end(self, ch: list[Any]) -> str:
        return "end"

    @staticmethod
    def _delayed(effects: list[Effect], when: str) -> Simple:
        """603.7a: the effects happen when a delayed triggered ability created now triggers, once, at the
        beginning of the next turn's upkeep or of the next end step; targets are chosen now, with the spell
        or ability that creates it."""
        return Simple("delayed_trigger", Ref("you"), params=(
            ("when", when), ("effects", tuple(effects)), ("text", f"at the beginning of {_WHEN_TEXT[when]}")))

    def delayed(self, ch: list[Any]) -> Any:
        """"Draw a card at the beginning of the next turn's upkeep." / "Sacrifice it at the beginning of the
        next end step." (603.7: the sentence's effects wait for that moment)"""
        effects, when = _clean(ch)
        return ("effects", [self._delayed(effects, when)])

    def delayed_sentence(self, ch: list[Any]) -> Any:
        """"At the beginning of the next end step, return it to the battlefield." (603.7)"""
        when, effects = _clean(ch)
        return ("effects", [self._delayed(effects, when)])
