"""Groups of players named by a comparison (608.2h: decided as the effect happens): "each player who controls the
most lands" (Tectonic Hellion), every player tied for the most included. The kernel's side is
`rules.concepts.player_groups` (the reference kind "players_with_most")."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase
from kitchentable.rules.abilities import Ref


class PlayerGroupsPhrases(PhraseBase):
    """Players named by comparing what they control."""

    def p_each_player_with_most(self, ch: list[Any]) -> Ref:
        """"each player who controls the most lands": the permanents of the description each player controls."""
        d = next(c for c in ch if isinstance(c, Desc))
        return Ref("players_with_most", filter=d.filter())
