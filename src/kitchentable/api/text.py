"""Words for actions, for callers that hold a Game rather than a View: the deciding player's words from the
presentation layer (`api.view`, `api.options`), so a number is named as an object only where the action
holds an object and a card is named only to a player who may see it."""

from __future__ import annotations

from typing import Any

from kitchentable.api.game import Game


def _view(game: Game) -> Any:
    from kitchentable.api.view import View

    d = game.state.decision
    return View(game, d.player if d is not None else None)


def name_of(game: Game, x: Any) -> str:
    """A player's name or an object's name as the deciding player may see it."""
    return str(_view(game).namer().thing(x))


def describe_action(game: Game, action: tuple[Any, ...]) -> str:
    """An answer to the pending decision in the deciding player's words."""
    return str(_view(game).describe(tuple(action)))
