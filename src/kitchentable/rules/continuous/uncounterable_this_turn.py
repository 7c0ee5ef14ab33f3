"""A resolving spell's or ability's "Creature spells you cast this turn can't be countered." (Domri, Anarch of
Bolas; 611.2a, 101.2: a "can't" wins over an instruction to counter).

The effect lasts the turn and is about its controller's spells of that description: those cast this turn,
before it resolved (still on the stack) or after. It is kept as a turn fact (`static_abilities.
UNCOUNTERABLE_THIS_TURN`), read by `static_abilities.spell_uncounterable` whenever a spell would be countered."""

from __future__ import annotations

from kitchentable.rules.abilities import Simple
from kitchentable.rules.continuous.static_abilities import UNCOUNTERABLE_THIS_TURN
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import GameState


@executor("uncounterable_this_turn")
def uncounterable_this_turn(state: GameState, rid: int, eff: Simple) -> None:
    """Record the controller's spell description for the rest of the turn (its `param("spells")`)."""
    controller = rctx(state, rid).controller
    entry = (controller, eff.param("spells"))
    state.turn_facts[UNCOUNTERABLE_THIS_TURN] = (*state.turn_facts.get(UNCOUNTERABLE_THIS_TURN, ()), entry)
    state.log_event("101.2", "uncounterable_this_turn", controller)
