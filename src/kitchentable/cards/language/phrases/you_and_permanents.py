"""A keyword for you and for several groups of permanents in one sentence: "You, planeswalkers you control, and
other creatures you control have hexproof." (702.11b-c: hexproof on a player means that player can't be the target of
spells or abilities opponents control; 702.18b for shroud). Compiled as the player's keyword and one static ability
for each group, all from the one printed sentence (`cards.render` says them again as that sentence)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported
from kitchentable.rules.abilities import Filter, StaticAbility

_PLAYER_KEYWORDS = frozenset({"hexproof", "shroud"})


class YouAndPermanentsPhrases(PhraseBase):
    """Builder of "You, <group>, and <group> have <keywords>."."""

    def yp_you_and_groups(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        keywords: frozenset[str] = c[-1]
        groups = [g for g in c[:-1] if isinstance(g, Filter)]
        if len(groups) != len(c) - 1 or not keywords or not keywords <= _PLAYER_KEYWORDS:
            raise _unsupported("you, <groups> have <keywords> other than hexproof or shroud")
        player = [StaticAbility("player_keyword", params=(("keyword", k), ("players", "you"))) for k in sorted(keywords)]
        return ("statics", (*player, *(StaticAbility("add_keywords", g, keywords=keywords) for g in groups)))
