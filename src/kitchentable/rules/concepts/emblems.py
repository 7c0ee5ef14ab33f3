"""Emblems (114): an effect's "You get an emblem with ..." puts an emblem into its controller's command zone
(114.1, 114.2). The emblem has only the abilities the quotation gives it (114.3); its static abilities apply
from the command zone and its triggered abilities trigger there (114.4: `layers.static_sources` and
`stack.triggers` read the command zone). It can't leave (114.2): nothing here moves it."""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef, Simple
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import COMMAND, GameState


@executor("get_emblem")
def get_emblem(state: GameState, rid: int, eff: Simple) -> None:
    """114.1: the emblem (`param("emblem")`, a CardDef of abilities) is created in the controller's command
    zone, owned and controlled by them."""
    card: CardDef = eff.param("emblem")
    seat = rctx(state, rid).controller
    emblem = state.new_object(card, seat, (COMMAND, -1))
    emblem.emblem = True
    emblem.controller = seat
    state.forget(None)  # a new source of static abilities: the layers' remembered lists are out of date
    state.log_event("114.1", "emblem", seat, len(card.static) + len(card.triggered))
