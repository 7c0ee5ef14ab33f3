"""Craft (702.167, The Lost Caverns of Ixalan; the bundled CR predates it): "Craft with [materials] [cost]" means
"[Cost], Exile this permanent, Exile [materials] from among permanents you control and/or cards in your
graveyard: Return this card to the battlefield transformed under its owner's control. Activate only as a sorcery."

The cost is paid by the core (`rules.casting.cost_parts.craft_candidates` picks the materials; `Cost.exile_self`
exiles the permanent, its last known information pointing at the card it became in exile, 400.7). As the ability
resolves, that card, if it is still in exile, returns transformed under its owner's control (712.10a: a card that
isn't a transforming double-faced card stays where it is).

Not built: the back faces that read "the exiled cards used to craft it" (702.167c); the compiler refuses them.
"""

from __future__ import annotations

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, EXILE, GameState

LKI_NEW_ID = 10
"""Where `state.lki` keeps the id of the object a permanent became as it left (`events.move`)."""


@executor("return_crafted")
def return_crafted(state: GameState, rid: int, eff: Simple) -> None:
    """702.167a: "Return this card to the battlefield transformed under its owner's control" (the card exiled as
    the cost was paid)."""
    c = rctx(state, rid)
    info = state.lki.get(c.source)
    card_id = info[LKI_NEW_ID] if info is not None and len(info) > LKI_NEW_ID else None
    o = state.objects.get(card_id) if isinstance(card_id, int) else None
    if o is None or o.zone[0] != EXILE or o.token:
        return
    if o.card.layout != "transform" or len(o.card.faces) < 2:
        return
    events.move(state, o.id, BATTLEFIELD, controller=o.owner, transformed=True, cause="702.167a")
