"""The environment as text: the acting seat's view (what it may see) and its actions with their indices."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kitchentable.env.aec import KitchenTableEnv


def _card(view: dict[str, Any]) -> str:
    if view.get("face_down") and "name" not in view:
        return "face-down card"
    text = str(view.get("name", "?"))
    if view.get("power") is not None and "Creature" in (view.get("types") or ()):
        text += f" {view['power']}/{view['toughness']}"
    if view.get("tapped"):
        text += " (tapped)"
    if view.get("counters"):
        text += " " + ", ".join(f"{n} {k}" for k, n in sorted(view["counters"].items()))
    return text


def render_text(env: KitchenTableEnv) -> str:
    """From `Game.observation` of the seat whose decision is pending (or seat 0 when the game is over)."""
    from kitchentable.api.text import describe_action

    game = env.game
    if game is None:
        return "(no game: call reset())"
    state = game.state
    seat = state.decision.player if state.decision is not None and not state.over else 0
    view = game.observation(seat)
    lines = [f"{env.format}, turn {view['turn']}, {view['step']} — the view of {state.players[seat].name}"]
    for p in view["players"]:
        mark = "*" if p["seat"] == view["active"] else " "
        lines.append(f"{mark} {p['name']}: life {p['life']}, poison {p['poison']}"
                     + ("" if p["in_game"] else " (out of the game)")
                     + (f", {p['counters']}" if p["counters"] else ""))
    for label, zone in view["zones"].items():
        if isinstance(zone, dict):
            if zone.get("count"):
                lines.append(f"  {label}: {zone['count']} cards" + (f" (top: {_card(zone['top'])})" if "top" in zone else ""))
        elif zone:
            lines.append(f"  {label}: " + "; ".join(_card(v) for v in zone))
    text = view["format_view"].get("text") if isinstance(view["format_view"], dict) else None
    if text:
        lines.append(text)
    if state.over:
        lines.append(f"Game over: winners {list(state.winners) or 'none (a draw)'}")
        return "\n".join(lines)
    d = state.decision
    assert d is not None
    lines.append(f"Decision ({d.kind}, rule {d.rule or '-'}) for {state.players[d.player].name}: {d.prompt}")
    for i, action in enumerate(env.legal_actions()):
        index = env.max_actions - 1 if action == ("more",) else i
        words = "next page of actions" if action == ("more",) else describe_action(game, action)
        lines.append(f"  [{index}] {words}")
    return "\n".join(lines)
