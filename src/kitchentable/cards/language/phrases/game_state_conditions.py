"""Conditions on the state of the game, shared by statics ("as long as ...", 611.3a: checked continuously),
intervening-if triggers (603.4) and activation restrictions (602.5b):

- "an opponent has 10 or less life" (119; Bloodghast): any opponent still in the game;
- "an opponent has no cards in hand" (402);
- "there are no cards in your graveyard" (threshold's condition, negated: fewer than one card);
- "an artifact card is in your graveyard", "there is a Lesson card in your graveyard" (404: one matching card);
- "there are ten or more cards in a single graveyard" (any one player's graveyard, 404.1);
- "you control at least two other Merfolk" (the count of `cd_control`, said with "at least").

The kernel tests are `rules.concepts.game_state_conditions` (the new kinds) and `rules.stack.conditions` /
`rules.keywords.ability_words` (the kinds reused: "control", "cards_in_graveyard_at_least",
"graveyard_cards_at_least"); `Condition.name` keeps the wording for the render (`render.conditions`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, first_count
from kitchentable.rules.abilities import Condition, Filter

IS_IN_GRAVEYARD = "is in your graveyard"
"""`Condition.name` of "an artifact card is in your graveyard" (render: that word order)."""
THERE_IS_IN_GRAVEYARD = "there is in your graveyard"
"""`Condition.name` of "there is a Lesson card in your graveyard"."""
AT_LEAST = "at least"
"""`Condition.name` of "you control at least N ..."."""


def _gsc_desc(ch: list[Any]) -> Desc:
    return next(c for c in ch if isinstance(c, Desc))


class GameStateConditionsPhrases(PhraseBase):
    """Opponents' life and hands, graveyard contents, "you control at least N"."""

    def gsc_opponent_life_at_most(self, ch: list[Any]) -> Condition:
        n = next(int(str(t)) for t in ch if isinstance(t, Token) and t.type == "NUMBER")
        return Condition("opponent_life_at_most", n=n)

    def gsc_opponent_hand_empty(self, ch: list[Any]) -> Condition:
        return Condition("opponent_hand_empty")

    def gsc_graveyard_empty(self, ch: list[Any]) -> Condition:
        return Condition("cards_in_graveyard_at_least", n=1, negate=True)

    def _gsc_in_graveyard(self, ch: list[Any], name: str) -> Condition:
        flt = _gsc_desc(ch).filter(zone="graveyard")
        if flt == Filter(zone="graveyard"):
            raise Unsupported("'a card is in your graveyard' with no kind of card")
        return Condition("graveyard_cards_at_least", n=1, filter=flt, name=name)

    def gsc_card_is_in_graveyard(self, ch: list[Any]) -> Condition:
        return self._gsc_in_graveyard(ch, IS_IN_GRAVEYARD)

    def gsc_there_is_in_graveyard(self, ch: list[Any]) -> Condition:
        return self._gsc_in_graveyard(ch, THERE_IS_IN_GRAVEYARD)

    def gsc_single_graveyard(self, ch: list[Any]) -> Condition:
        return Condition("single_graveyard_at_least", n=first_count(ch))

    def gsc_control_at_least(self, ch: list[Any]) -> Condition:
        """"If you control at least five other Mountains" in a trigger about another object (Valakut: other than
        the Mountain that entered) would be read as other than the source; refused there."""
        flt = replace(_gsc_desc(ch).filter(), controller="you")
        if flt.other and self.trigger_has_object:
            raise Unsupported("'at least N other' in a trigger about another object (other than which?)")
        return Condition("control", n=first_count(ch), filter=flt, name=AT_LEAST)
