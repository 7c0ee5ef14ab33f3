"""Replacement effects on gaining life (614.1a): "If you would gain life, you gain twice that much life instead."
(Boon Reflection, Rhox Faithmender), "If you would gain life, you gain that much life plus 1 instead." (Angel of
Vitality).

The static ability is kind "life_gain_modifier" with params "times" (a multiplier) and "plus" (an addition); it
applies to its controller's life gains. 616.1: when a "plus" and a "twice" both apply, the player gaining life
chooses which applies first (gain 3: plus 1 then twice is 8, twice then plus 1 is 7), then again among the rest
(616.1f); multipliers alone, or additions alone, give the same result in any order and apply without a
question."""

from __future__ import annotations

from kitchentable.rules.abilities import StaticAbility
from kitchentable.rules.continuous.layers import printed_static_kinds, static_sources
from kitchentable.rules.events import life_gain_replacement, order_replacements
from kitchentable.rules.state import GameState

LIFE_GAIN_MODIFIER = "life_gain_modifier"


def _step(n: int, ab: StaticAbility) -> int:
    return (n + int(ab.param("plus", 0))) * int(ab.param("times", 1))


@life_gain_replacement("614.1a")
def modified_life_gain(state: GameState, seat: int, amount: int) -> int:
    """The amount `seat` gains once the life-gain modifiers of the permanents they control have applied."""
    if LIFE_GAIN_MODIFIER not in printed_static_kinds(state):
        return amount
    applicable = [(src, ab, ctl) for src, ab, ctl in static_sources(state)
                  if ab.kind == LIFE_GAIN_MODIFIER and ctl == seat]
    pluses = [a for a in applicable if int(a[1].param("plus", 0))]
    if pluses and len(pluses) < len(applicable):  # 616.1: the order changes the result
        remaining = applicable
        while remaining:
            first, *remaining = order_replacements(state, "gain_life", remaining, seat)
            amount = _step(amount, first[1])
        return amount
    for _src, ab, _ctl in applicable:
        amount = _step(amount, ab)
    return amount
