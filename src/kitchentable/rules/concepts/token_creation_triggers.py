"""Token creation as a trigger event (111.1, 111.2, 603.2): "Whenever you create a token" (each token) and
"Whenever you create one or more creature tokens" (603.2c: once for the tokens one effect creates together).

A token is created by `events.create_token`, which announces it as a zone event from "outside" the game with no
earlier object (`("zone", None, new id, "outside", "battlefield", controller, owner)`). The player who creates a
token is its owner (111.2), so "you create" is a token its trigger's controller owns, even one that enters under
another player's control. The token must fit the trigger's description ("creature tokens", "a Treasure token")
as it is on the battlefield. "One or more" triggers on the first token of a batch and not again while that
trigger waits to be put on the stack (the batch of `rules.stack.batch_triggers`)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import BATTLEFIELD, GameState

TOKEN_CREATED = "token_created"
TOKENS_CREATED = "tokens_created"


def _created_by(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """Is this zone event a token its controller created (111.2) that fits the trigger's description?"""
    _k, old, new, frm, to, _ctl, owner = event
    if old is not None or frm != "outside" or to != BATTLEFIELD or owner != controller or new not in state.objects:
        return False
    if not state.objects[new].token:
        return False
    flt = ab.trigger.filter
    return flt is None or matches_object(state, new, flt, controller, source)


@matcher("zone", TOKEN_CREATED)
def _token_created(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                   event: tuple[Any, ...]) -> bool:
    """"Whenever you create a token": each token created."""
    return _created_by(state, ab, source, controller, event)


@matcher("zone", TOKENS_CREATED)
def _tokens_created(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                    event: tuple[Any, ...]) -> bool:
    """"Whenever you create one or more tokens" (603.2c): the first token of a batch."""
    return _created_by(state, ab, source, controller, event) and not any(
        t.source == source and t.ability == ab for t in state.pending_triggers)
