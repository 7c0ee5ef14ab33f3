"""The two-player duel and the free-for-all: the Comprehensive Rules unchanged (802 for free-for-all)."""

from __future__ import annotations

from kitchentable.rules.ruleset import RuleSet


class Duel(RuleSet):
    """A two-player game (103.8a: the starting player skips their first draw)."""

    name = "duel"
    min_players = 2
    max_players = 2


class FreeForAll(RuleSet):
    """806 free-for-all: attack any opponent (802 attack multiple players), everyone draws on turn one.

    806 is a multiplayer variant, and 800.1 defines a multiplayer game as one that begins with more than two
    players: two players is a duel, so the variant starts at three."""

    name = "ffa"
    min_players = 3
    max_players = 8
