"""Conditions that compare a count with a fixed number (602.5b "Activate only if ...", 611.3a "as long as ...",
603.4 intervening "if"):

- "~'s power is 4 or greater" (Bloodshot Trainee): the object's own power now, after every continuous effect
  (613); "self_power_at_least".
- "you have exactly seven cards in hand" (Library of Alexandria, 402): "hand_exactly".
- "an opponent controls four or more lands" (Tectonic Edge): one opponent alone controls that many (not all of
  them together); "opponent_controls_at_least".
- "an opponent has eight or fewer cards in their library" (401): "opponent_library_at_most".
- "you have more cards in hand than each opponent" (Kitsune Bonesetter): more than every opponent still in the
  game; "hand_more_than_each_opponent".

The kernel is `rules.concepts.counted_conditions`; the render `render.conditions.counted_condition_words`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, first_number
from kitchentable.rules.abilities import Condition


class CountedConditionsPhrases(PhraseBase):
    """A count compared with a number: own power, cards in hand, an opponent's permanents or library."""

    def ccd_self_power(self, ch: list[Any]) -> Condition:
        return Condition("self_power_at_least", n=first_number(ch))

    def ccd_hand_exactly(self, ch: list[Any]) -> Condition:
        return Condition("hand_exactly", n=first_number(ch))

    def ccd_opponent_controls_n(self, ch: list[Any]) -> Condition:
        d = next(c for c in ch if isinstance(c, Desc))
        flt = d.filter()
        if flt.controller != "any":  # "an opponent controls four or more lands you control" names no one
            raise Unsupported("an opponent controls N or more permanents of another controller")
        flt = replace(flt, controller="you")  # "you" from each opponent's side (`rules.concepts.counted_conditions`)
        return Condition("opponent_controls_at_least", n=first_number(ch), filter=flt)

    def ccd_opponent_library_at_most(self, ch: list[Any]) -> Condition:
        return Condition("opponent_library_at_most", n=first_number(ch))

    def ccd_hand_more_than_each(self, ch: list[Any]) -> Condition:
        return Condition("hand_more_than_each_opponent")
