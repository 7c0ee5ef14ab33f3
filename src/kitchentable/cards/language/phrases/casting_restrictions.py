"""Casting restrictions printed on a card (601.3): "Cast ~ only during combat", "... only during the declare
attackers step and only if you've been attacked this step", "... only if you've cast another spell this turn".

Each compiles to a static ability "cast_only_if" holding every condition; the kernel (`rules.casting.casting_restrictions`)
offers the spell only while all hold and rejects a cast begun otherwise."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Condition, StaticAbility
from kitchentable.rules.casting.casting_restrictions import AFTER_BLOCKERS, BEFORE_BLOCKERS, COMBAT


def _window(steps: str = "", whose: int = 0) -> Condition:
    return Condition("cast_window", n=whose, name=steps)


class CastingRestrictionsPhrases(PhraseBase):
    """The `cast_limit` conditions of "Cast ~ only ..."."""

    def s_cast_only(self, ch: list[Any]) -> Any:
        conditions = tuple(c for c in ch if isinstance(c, Condition))
        return ("static", StaticAbility("cast_only_if", params=(("conditions", conditions),)))

    def cl_combat(self, ch: list[Any]) -> Condition:
        return _window(COMBAT)

    def cl_before_blockers(self, ch: list[Any]) -> Condition:
        return _window(BEFORE_BLOCKERS)

    def cl_after_blockers(self, ch: list[Any]) -> Condition:
        return _window(AFTER_BLOCKERS)

    def cl_declare_attackers(self, ch: list[Any]) -> Condition:
        return _window("declare_attackers")

    def cl_your_declare_attackers(self, ch: list[Any]) -> Condition:
        return _window("declare_attackers", 1)

    def cl_declare_blockers(self, ch: list[Any]) -> Condition:
        return _window("declare_blockers")

    def cl_your_turn(self, ch: list[Any]) -> Condition:
        return _window("", 1)

    def cl_opponents_turn(self, ch: list[Any]) -> Condition:
        return _window("", 2)

    def cl_opponents_upkeep(self, ch: list[Any]) -> Condition:
        return _window("upkeep", 2)

    def cl_after_combat(self, ch: list[Any]) -> Condition:
        """After the combat phase of the turn: its second main phase and ending phase (505.1, 512)."""
        return _window("main2 end cleanup")

    def cl_attacked(self, ch: list[Any]) -> Condition:
        return Condition("you_were_attacked")

    def cl_cast_another(self, ch: list[Any]) -> Condition:
        """This spell isn't cast until 601.2i, so any spell already cast this turn is "another"."""
        return Condition("spells_cast_this_turn_at_least", n=1)

    def cl_before_damage(self, ch: list[Any]) -> Condition:
        """Any turn, before its combat damage step (510; a first-strike damage step is one too, 510.4)."""
        return _window("upkeep draw main1 " + BEFORE_BLOCKERS + " declare_blockers")

    def cl_your_end_step(self, ch: list[Any]) -> Condition:
        return _window("end", 1)

    def cl_opponents_before_attackers(self, ch: list[Any]) -> Condition:
        return _window("upkeep draw main1 beginning_of_combat", 2)

    def cl_opponents_after_upkeep(self, ch: list[Any]) -> Condition:
        return _window("draw main1 " + COMBAT + " main2 end cleanup", 2)
