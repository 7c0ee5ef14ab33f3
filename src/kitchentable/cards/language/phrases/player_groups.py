"""Groups of players named by a comparison (608.2h: decided as the effect happens): "each player who controls the
most lands" (Tectonic Hellion), every player tied for the most included; "each opponent who has three or more
poison counters" (corrupted). The kernel's side is
`rules.concepts.player_groups` (the reference kind "players_with_most")."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase
from kitchentable.rules.abilities import Ref

OPPONENTS_WITH_POISON = "opponents_with_poison"
PLAYERS_WITH_POISON = "players_with_poison"


class PlayerGroupsPhrases(PhraseBase):
    """Players named by comparing what they control."""

    def p_each_player_with_most(self, ch: list[Any]) -> Ref:
        """"each player who controls the most lands": the permanents of the description each player controls."""
        d = next(c for c in ch if isinstance(c, Desc))
        return Ref("players_with_most", filter=d.filter())

    def p_each_with_poison(self, ch: list[Any]) -> Ref:
        """"each opponent who has three or more poison counters" (corrupted, 122.1f): the players in the group
        with at least that many poison counters as the effect happens."""
        who = next(str(t) for t in ch if isinstance(t, Token))
        n = next(c for c in ch if isinstance(c, int))
        return Ref(OPPONENTS_WITH_POISON if who == "opponent" else PLAYERS_WITH_POISON, n)
