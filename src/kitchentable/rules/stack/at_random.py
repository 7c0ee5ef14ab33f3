"""Objects chosen at random as an effect resolves (608.2d, a random choice: each object that fits is equally
likely, drawn with the game's seeded generator): "Return a Zombie card at random from your graveyard to your
hand.", "... two creature cards at random ... to the battlefield." (`return_at_random`), "... deals 7 damage to a
creature an opponent controls chosen at random." (`at_random_then`: the effects that follow read the picked object
as "it"). Nothing is targeted (115.1): the pick happens on resolution, among every object that fits then."""

from __future__ import annotations

from kitchentable.rules import events
from kitchentable.rules.abilities import Filter, Simple
from kitchentable.rules.concepts.targets import matching_objects
from kitchentable.rules.stack.effects import executor, value
from kitchentable.rules.stack.resolve import rctx, remember
from kitchentable.rules.state import BATTLEFIELD, HAND, GameState


@executor("return_at_random")
def return_at_random(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    flt: Filter = eff.param("filter")
    yard = state.zones.get(state.rules.graveyard_of(state, c.controller), [])
    pool = [o for o in matching_objects(state, flt, c.controller, c.source) if o in yard]
    picked = state.rng.sample(pool, min(value(state, rid, eff.amount), len(pool)))
    state.log_event("608.2d", "chosen_at_random", tuple(state.objects[o].card.name for o in picked))
    for oid in picked:
        if eff.param("to") == BATTLEFIELD:
            events.move(state, oid, BATTLEFIELD, controller=c.controller, mover=c.controller, cause="608.2d")
        else:
            events.move(state, oid, HAND, to_seat=c.controller, mover=c.controller, cause="608.2d")


@executor("at_random_then")
def at_random_then(state: GameState, rid: int, eff: Simple) -> None:
    from kitchentable.rules.stack.resolve import run_effects

    c = rctx(state, rid)
    pool = matching_objects(state, eff.param("filter"), c.controller, c.source)
    if not pool:
        return
    picked = state.rng.choice(pool)
    state.log_event("608.2d", "chosen_at_random", (state.objects[picked].card.name,))
    remember(state, rid, "it", picked)
    run_effects(state, rid, tuple(eff.param("effects", ())))
