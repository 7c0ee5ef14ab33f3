"""Activation restrictions (602.5b) beyond the core's: new windows and lists of restrictions.

- Windows: "during combat" (506.1: any step of the combat phase, `rules.turn.activation_windows`), "during an
  opponent's turn", "during an opponent's upkeep", "during any upkeep step" (any player's).
- A list, "Activate only A and only B[, and only C].": each part is one restriction and all must hold; the
  order they are written in says nothing (602.5b). "As a sorcery" and "once each turn" are the ability's own
  flags; the windows and "if" conditions are its condition, several of them joined (`Condition("all")`, named
  `ACTIVATION_WINDOWS` so the rendering says each as a restriction of its own).
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Condition

ACTIVATION_WINDOWS = "activation_windows"
"""`Condition.name` of the "all" condition a list of restrictions makes (`render.activated._restrictions`)."""


class ActivationWindowsPhrases(PhraseBase):
    """"Activate only during combat.", "Activate only once each turn and only as a sorcery.", ..."""

    def aw_combat(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", Condition("during_combat"))

    def aw_opponents_turn(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", Condition("not_your_turn", name="opponents_turn"))  # said so (the render), 102.2

    def aw_opponents_upkeep(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", Condition("opponents_step", name="upkeep"))

    def aw_any_upkeep(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", Condition("any_players_step", name="upkeep"))

    def aw_sorcery(self, ch: list[Any]) -> str:
        return "sorcery"

    def aw_once(self, ch: list[Any]) -> str:
        return "once"

    def aw_your_turn(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", Condition("your_turn"))

    def aw_your_upkeep(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", Condition("your_step", name="upkeep"))

    def aw_if(self, ch: list[Any]) -> tuple[str, Condition]:
        return ("if", _clean(ch)[0])

    def aw_part(self, ch: list[Any]) -> Any:
        return _clean(ch)[0]

    def aw_new_window(self, ch: list[Any]) -> Any:
        return _clean(ch)[0]

    def aw_one(self, ch: list[Any]) -> Any:
        return _clean(ch)[0]

    def aw_list(self, ch: list[Any]) -> list[Any]:
        """The restrictions of a list, the conditions among them joined into one (all must hold, 602.5b)."""
        parts = _clean(ch)
        flags = [p for p in parts if isinstance(p, str)]
        if len(set(flags)) != len(flags):
            raise Unsupported("a restriction said twice")
        conditions = [p[1] for p in parts if isinstance(p, tuple)]
        if len(conditions) > 1:
            return [*flags, ("if", Condition("all", all_of=tuple(conditions), name=ACTIVATION_WINDOWS))]
        return [*flags, *(("if", c) for c in conditions)]
