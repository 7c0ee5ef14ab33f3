"""A flash permission for the rest of the turn, made by a resolving spell or ability (601.3, 702.8, 611.2a):
"You may cast spells this turn as though they had flash." (Alchemist's Refuge, Emergence Zone, Borne Upon a
Wind), "You may cast sorcery spells this turn as though they had flash.".

The effect is a player rule, not a static ability of an object: it outlives its source (611.2a: a continuous
effect from a resolved ability lasts as long as it says), so it is kept with the turn's facts, one entry per
player: the spell descriptions granted (`None` for every spell). `rules.continuous.player_rules.flash_granted`
and `flash_granted_in_play` read it beside the statics in play; the turn's facts are cleared as the next turn
begins (500.5: an effect that lasts "this turn" ends with the turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitchentable.rules.continuous.player_rules import FLASH_THIS_TURN
from kitchentable.rules.stack.effects import executor, players_of

if TYPE_CHECKING:
    from kitchentable.rules.abilities import Filter, Simple
    from kitchentable.rules.state import GameState


@executor("flash_this_turn")
def flash_this_turn(state: GameState, rid: int, eff: Simple) -> None:
    """The subject player may cast spells of the description as though they had flash until the turn ends."""
    flt: Filter | None = eff.param("filter")
    for seat in players_of(state, rid, eff.subject):
        key = (FLASH_THIS_TURN, seat)
        state.turn_facts[key] = (*state.turn_facts.get(key, ()), flt)
