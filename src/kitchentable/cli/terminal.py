"""Playing in the terminal: the board drawn with rich, the pending decision as numbered options."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.table import Table

from kitchentable.api.game import Game
from kitchentable.api.text import describe_action
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.faces import hidden_from
from kitchentable.rules.layers import chars


def _card_line(game: Game, oid: int, viewer: int) -> str:
    state = game.state
    o = state.objects[oid]
    hidden = hidden_from(o, viewer)  # 708.5: only its controller looks
    if hidden and o.zone[0] != "battlefield":
        return f"[dim]face-down #{oid}[/dim]"
    c = chars(state, oid)
    pt = f" {c.power}/{c.toughness}" if c.power is not None else ""
    name = c.name or ("face-down" if hidden or not o.face_down else f"face-down ({o.card.name})")
    bits = [f"{name}{pt}"]
    if o.tapped:
        bits.append("(tapped)")
    if o.counters:
        bits.append(" ".join(f"{k}×{v}" for k, v in sorted(o.counters.items())))
    if o.damage:
        bits.append(f"dmg {o.damage}")
    if o.attacking is not None:
        bits.append("attacking")
    return f"{' '.join(bits)} [dim]#{oid}[/dim]"


def _format_fact(game: Game, key: str, value: Any) -> str:
    """One line of a format's public facts (pack counts, points, shame...), card ids shown by name."""
    label = key.replace("_", " ")
    if isinstance(value, list) and value and all(isinstance(v, int) for v in value) and \
            all(v in game.state.objects for v in value):
        return f"{label}: " + ", ".join(_card_line(game, v, game.state.decision.player if game.state.decision else 0)
                                         for v in value)
    if isinstance(value, list) and value and all(isinstance(v, dict) and "name" in v for v in value):
        return f"{label}: " + ", ".join(f"{v['name']} #{v.get('id', '')}".rstrip(" #") for v in value)
    if isinstance(value, dict):
        return f"{label}: " + ", ".join(f"{k}={v}" for k, v in value.items())
    return f"{label}: {value}"


def render(game: Game, viewer: int, console: Console) -> None:
    state = game.state
    table = Table(title=f"{state.format} · turn {state.turn} · {state.step.replace('_', ' ')} · "
                        f"active: {state.players[state.active].name}", expand=True)
    table.add_column("player")
    table.add_column("life / poison")
    table.add_column("hand · library · graveyard")
    table.add_column("battlefield")
    rules = state.rules
    for p in state.players:
        lib = len(state.zones.get(rules.library_of(state, p.seat), []))
        gy = len(state.zones.get(rules.graveyard_of(state, p.seat), []))
        hand = len(state.zone("hand", p.seat))
        perms = [oid for oid in state.battlefield() if chars(state, oid).controller == p.seat]
        status = "" if p.in_game else " (out)"
        life = "∞" if p.infinite_life else str(p.life)
        table.add_row(f"{p.name}{status}", f"{life} / {p.poison}", f"{hand} · {lib} · {gy}",
                      "\n".join(_card_line(game, oid, viewer) for oid in perms) or "—")
    console.print(table)
    extra = rules.observation(state, viewer)
    if extra.get("text"):
        console.print(Panel(str(extra["text"]), title=rules.name))
    elif extra:
        console.print(Panel("\n".join(_format_fact(game, key, value) for key, value in extra.items()),
                            title=rules.name))
    stack = state.stack_ids()
    if stack:
        console.print(Panel("\n".join(_card_line(game, oid, viewer) for oid in reversed(stack)), title="stack (top first)"))
    hand = state.zone("hand", viewer)
    console.print(Panel(", ".join(_card_line(game, oid, viewer) for oid in hand) or "empty",
                        title="your hand" if state.players[viewer].name == "You" else f"{state.players[viewer].name}'s hand"))


def ask_human(game: Game, console: Console, input_fn: Any = input) -> tuple[Any, ...] | None:
    """Show the numbered options; return the chosen action, or None to quit. Typed actions ("cast 12")
    are tried too, and an illegal one is refused with the rule it breaks."""
    pending = game.pending
    assert pending is not None
    prompt = str(pending["prompt"])
    cited = f"({pending['rule']})" in prompt
    console.print(f"[bold]{prompt}[/bold]" + ("" if cited else f" [dim](rule {pending['rule']})[/dim]"))
    actions = game.legal_actions()
    for i, action in enumerate(actions, 1):
        console.print(f"  {i:>2}. {describe_action(game, action)}")
    while True:
        raw = input_fn("choose a number (l = log, q = quit): ").strip()
        if raw in ("q", "quit"):
            return None
        if raw in ("l", "log"):
            for line in game.log_text()[-25:]:
                console.print(line, markup=False)
            continue
        if raw.isdigit() and 1 <= int(raw) <= len(actions):
            return actions[int(raw) - 1]
        words = raw.split()
        if words:
            typed = tuple(int(w) if w.lstrip("-").isdigit() else w for w in words)
            try:
                probe = game.copy()
                probe.apply(typed)
                return typed
            except IllegalAction as err:
                console.print(f"[red]Illegal: {err.message} (rule {err.rule})[/red]")
                continue
        console.print(f"[red]Choose a number from 1 to {len(actions)}.[/red]")
