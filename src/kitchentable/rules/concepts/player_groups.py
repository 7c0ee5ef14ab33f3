"""Groups of players today's Oracle text names by a comparison (608.2h: who is in the group is decided as the
effect happens): "each player who controls the most lands" (Tectonic Hellion), "each opponent who has three or
more poison counters" (corrupted: the opponents with at least that many, 122.1f). Every player in the game whose
count of the described permanents is the greatest is in the group (players tied for the most all are). Each is a
reference kind registered with the core's `PLAYER_GROUPS` (`rules.stack.effects.refs`), listed in APNAP order
(101.4: the active player's instructions first)."""

from __future__ import annotations

from kitchentable.rules.abilities import Ref
from kitchentable.rules.concepts.targets import matching_objects
from kitchentable.rules.records import replace
from kitchentable.rules.stack.effects import player_group
from kitchentable.rules.state import GameState

PLAYERS_WITH_MOST = "players_with_most"


@player_group(PLAYERS_WITH_MOST)
def players_with_most(state: GameState, controller: int, source: int, ref: Ref) -> list[int]:
    """"each player who controls the most lands": the players whose number of such permanents is the greatest."""
    assert ref.filter is not None
    mine = replace(ref.filter, controller="you")
    counts = {seat: len(matching_objects(state, mine, seat, source)) for seat in state.apnap()}
    if not counts:
        return []
    most = max(counts.values())
    return [seat for seat, n in counts.items() if n == most]


@player_group("opponents_with_poison")
def opponents_with_poison(state: GameState, controller: int, source: int, ref: Ref) -> list[int]:
    """"each opponent who has three or more poison counters" (122.1f): `ref.index` is the number."""
    return [seat for seat in state.apnap() if seat != controller and state.players[seat].poison >= ref.index]


@player_group("players_with_poison")
def players_with_poison(state: GameState, controller: int, source: int, ref: Ref) -> list[int]:
    """"each player who has N or more poison counters" (122.1f)."""
    return [seat for seat in state.apnap() if state.players[seat].poison >= ref.index]
