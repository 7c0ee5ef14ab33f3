"""The environment as text, on the presentation layer (`api.view.View`, the terminal's words): the deciding
seat's view of the board (what that seat may see, nothing more), its decision with its context, and the actions
of the current page with their indices. With no seat deciding (the game over) it is the spectator's view and
the result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitchentable.api.view import View

if TYPE_CHECKING:
    from kitchentable.env.aec import KitchenTableEnv


def render_text(env: KitchenTableEnv) -> str:
    game = env.game
    if game is None:
        return "(no game: call reset())"
    state = game.state
    d = state.decision
    seat = d.player if d is not None and not state.over else None
    view = View(game, seat)
    who = f"the view of {state.players[seat].name}" if seat is not None else "a spectator's view"
    lines = [f"{env.format} — {who}", view.board_text()]
    prompt = view.prompt()
    if prompt is None:
        lines += view.result()
        return "\n".join(lines)
    notice = view.notice()
    if notice:
        lines.append(notice)
    lines += [*prompt.context, prompt.question]
    words = {o.action: o.text for o in prompt.options}
    for i, action in enumerate(env.legal_actions()):
        index = env.max_actions - 1 if action == ("more",) else i
        text = "next page of actions" if action == ("more",) else words.get(action) or view.describe(action)
        lines.append(f"  [{index}] {text}")
    return "\n".join(lines)
