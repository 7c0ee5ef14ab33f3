"""Comparisons between you and your opponents: "an opponent controls more lands than you", "an opponent has more
life than you", "an opponent has more cards in hand than you". Each is true when at least one opponent has
strictly more than you now (checked as the trigger or spell checks its condition, 603.4, 608.2c). The kernel's
side is `rules.concepts.player_comparisons`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, _clean
from kitchentable.rules.abilities import Condition, Conditional, Effect


class PlayerComparisonsPhrases(PhraseBase):
    """The conditions that compare an opponent's permanents, life or hand with yours."""

    def cd_opponent_controls_more(self, ch: list[Any]) -> Condition:
        """"if an opponent controls more lands than you": the permanents each player controls that fit the
        description, counted for each player."""
        d = next(c for c in ch if isinstance(c, Desc))
        return Condition("opponent_controls_more", filter=replace(d.filter(), controller="you"))

    def cd_opponent_more_life(self, ch: list[Any]) -> Condition:
        """"if an opponent has more life than you" (119.1)."""
        return Condition("opponent_has_more", name="life")

    def cd_opponent_more_cards_in_hand(self, ch: list[Any]) -> Condition:
        """"if an opponent has more cards in hand than you" (402.1)."""
        return Condition("opponent_has_more", name="hand")

    def cd_a_player_life_at_most(self, ch: list[Any]) -> Condition:
        """"unless a player has 13 or less life" (119.1; the lands of Duskmourn): any player in the game, you
        included."""
        return Condition("any_player_life_at_most", n=int(next(str(t) for t in ch if isinstance(t, Token)
                                                               and t.type == "NUMBER")))

    def cd_player_comparison(self, ch: list[Any]) -> Condition:
        """A comparison where any condition may be written ("If an opponent controls more lands than you, ...")."""
        return next(c for c in ch if isinstance(c, Condition))

    def conditional_after_comparison(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        """"Create a Treasure token if an opponent controls more lands than you." (608.2c): the same instruction
        as "If [condition], [instruction].", written the other way round (kept for the rendering)."""
        effects, cond = _clean(ch)
        return ("effects", [Conditional(cond, tuple(effects), kind="conditional_after")])
