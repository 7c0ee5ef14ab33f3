""""Choose an opponent." as an instruction of a resolving spell or ability (608.2d: a choice made as it resolves,
not a target): "Choose an opponent. You and that player each draw three cards." (the Offerings), "When ~ enters,
choose an opponent. If that player has more cards in hand than you, ...".

The controller chooses among their opponents (with one opponent, that one, without asking); "that player" in the
rest of the ability is the reference kind "chosen_opponent", a player group (`rules.stack.effects.player_group`)
read from the choice noted for the resolving source. Nobody is chosen (and "that player" names no one) if the
controller has no opponent left in the game."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Ref, Simple
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.stack.effects import executor, player_group
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import Decision, GameState

CHOSEN_OPPONENT = "chosen_opponent"
"""Turn fact (CHOSEN_OPPONENT, source): the seat the source's resolving instruction chose."""


@executor("choose_an_opponent")
def choose_an_opponent(state: GameState, rid: int, eff: Simple) -> None:
    """608.2d: the controller chooses one of their opponents still in the game."""
    c = rctx(state, rid)
    state.turn_facts.pop((CHOSEN_OPPONENT, c.source), None)
    opponents = state.opponents(c.controller)
    if len(opponents) == 1:
        _chosen(state, c.source, c.controller, opponents[0])
    elif opponents:
        options = tuple(("player", s) for s in opponents)
        ask(state, Decision(c.controller, "choose_opponent", options, CHOSEN_OPPONENT, (c.source,),
                            "Choose an opponent (608.2d).", "608.2d"))


@resumer(CHOSEN_OPPONENT)
def chosen_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (source,) = decision.data
    _chosen(state, source, decision.player, int(action[1]))


def _chosen(state: GameState, source: int, chooser: int, seat: int) -> None:
    state.turn_facts[(CHOSEN_OPPONENT, source)] = seat
    state.log_event("608.2d", "chosen_player", chooser, seat)


@player_group(CHOSEN_OPPONENT)
def that_player(state: GameState, controller: int, source: int, ref: Ref) -> list[int]:
    """"that player" after "choose an opponent": the one chosen, if still in the game."""
    seat = state.turn_facts.get((CHOSEN_OPPONENT, source))
    return [seat] if seat is not None and state.players[seat].in_game else []
