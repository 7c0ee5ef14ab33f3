"""Instructions that each player of a group carries out for themselves (101.4): "At the beginning of your end
step, each player may put two +1/+1 counters on a creature they control." (Agitator Ant's first sentence), "Each
player may put a land card from their hand onto the battlefield.", "Each opponent returns a creature card from
their graveyard to the battlefield."

"You and target opponent each draw three cards." names the group as you and that player; "Starting with you, each
player may ..." starts the order with the ability's controller instead of the active player.

Each player of the group, in APNAP order starting with the active player (101.4), carries out the instruction as
if they controlled the ability: "you" in its compiled effects is that player, so "a creature you control" is
one of theirs and "you may" asks them. Each player's run has a context of its own (its own "it").

Partial: 101.4 has the players make their choices in turn order and then act at the same time; here each player
chooses and acts before the next one chooses. For the instructions compiled into this effect (a player's own
counters, lands from their own hand, cards from their own graveyard, their own draws and sacrifices) no player's
action changes what another may choose, so the result is the same; a later player does see the earlier choices."""

from __future__ import annotations

from kitchentable.rules.abilities import Simple
from kitchentable.rules.engine import push
from kitchentable.rules.stack.effects import as_each_player, executor, players_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import GameState


@executor("each_player_does")
def each_player_does(state: GameState, rid: int, eff: Simple) -> None:
    """Run the `effects` parameter once for each player the subject names, in APNAP order, each as that player's."""
    c = rctx(state, rid)
    group = set(players_of(state, rid, eff.subject))
    if eff.param("and_you"):  # "you and target opponent each ..."
        group.add(c.controller)
    start = c.controller if eff.param("start") == "you" else None  # "Starting with you, each player ..."
    seats = [seat for seat in state.apnap(start) if seat in group]
    push(state, *as_each_player(state, c, seats, eff.param("effects")))


@executor("for_each_opponent_targets")
def for_each_opponent_targets(state: GameState, rid: int, eff: Simple) -> None:
    """"For each opponent, exile up to one target creature that player controls." (601.2c): the targets, at most
    one of each opponent, were chosen as one group; the instruction acts on each of them once."""
    push(state, *[("run_effect", rid, e) for e in eff.param("effects")])
