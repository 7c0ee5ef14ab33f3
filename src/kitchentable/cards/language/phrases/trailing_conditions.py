"""A condition written after its one instruction (608.2c): "Draw a card if you have no cards in hand." and
"Draw a card if its power is 3 or greater." ("its": the object the ability is about, as "it" is read there),
each optionally followed by "Otherwise, ..." (the instruction done when the condition is false). The same
`Conditional` as "If [condition], [instruction]." (kind "conditional_after", kept for the rendering), checked as
the spell or ability resolves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean, first_number
from kitchentable.rules.abilities import Condition, Conditional, Effect, Filter

ITS_POWER = "its power"
"""The name of a "target_is" condition read as "its power is N or greater" (the rendering's words)."""


def _as_written_first(name: str) -> Callable[[Any, list[Any]], Condition]:
    """The condition the phrase `name` builds where a condition is written first ("If you have no cards in hand,
    ..."), read here after the instruction: the same words, the same `Condition`."""

    def read(self: Any, ch: list[Any]) -> Condition:
        return getattr(self, name)(ch)  # type: ignore[no-any-return]

    read.__doc__ = f"The condition of `{name}`, said after its instruction."
    return read


class TrailingConditionsPhrases(PhraseBase):
    """Conditions said after the instruction they govern."""

    tc_another_spell = _as_written_first("cd_another_spell")
    tc_control = _as_written_first("cd_control")
    tc_control_n = _as_written_first("cd_control_n")
    tc_creature_died = _as_written_first("cd_creature_died")
    tc_creatures_died = _as_written_first("cd_creatures_died")
    tc_delirium = _as_written_first("cd_delirium")
    tc_gained_life = _as_written_first("cd_gained_life")
    tc_hand_empty = _as_written_first("cd_hand_empty")
    tc_life_at_least = _as_written_first("cd_life_at_least")
    tc_life_at_most = _as_written_first("cd_life_at_most")
    tc_not_your_turn = _as_written_first("cd_not_your_turn")
    tc_opponent_lost_life = _as_written_first("cd_opponent_lost_life")
    tc_revolt = _as_written_first("cd_revolt")
    tc_your_turn = _as_written_first("cd_your_turn")

    def cd_its_power_at_least(self, ch: list[Any]) -> Condition:
        """"its power is 3 or greater": the object "it" names matches power N or greater as the effect happens
        (608.2h)."""
        return Condition("target_is", ref=self._it(), filter=Filter(min_power=first_number(ch), zone="any"),
                         name=ITS_POWER)

    def conditional_after_trailing(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        """"Draw a card if you have no cards in hand." (608.2c), the instruction written before its condition."""
        effects, cond = _clean(ch)  # "That creature gains ... if ...": `language.earlier_paragraph_object`
        return ("effects", [Conditional(cond, tuple(effects), kind="conditional_after")])

    def cd_control_greatest_power(self, ch: list[Any]) -> Condition:
        """"you control the creature with the greatest power or tied for the greatest power" (Triumph of
        Ferocity): no creature on the battlefield has greater power than the greatest among yours, and you
        control a creature."""
        return Condition("controls_greatest_power")
