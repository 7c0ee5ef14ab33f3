"""Playing in the terminal, on the presentation layer (`api.view.View`).

At each of your decisions: what happened since your last one, the board, the question with its context and
numbered options, and the cards you can't use now with the reason. You answer with a number, with the words
of an option ("cast lightning bolt", "pass"), or with a command: `?` lists them.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table

from kitchentable.api.board import Board
from kitchentable.api.game import Game
from kitchentable.api.prompts import Prompt
from kitchentable.api.stops import SKIPS, Stops
from kitchentable.api.view import View

HELP = """Answer with the number of an option, or with its words ("cast lightning bolt", "play mountain", "pass").
Commands:
  ?, help          this help
  c NAME           read a card ("c lightning bolt"); works for any card in the pool
  log [N|all]      the game log as you may see it (the last 30 lines or N lines; all: every line, passes too)
  why [NAME]       the cards and abilities you can't use now, and why
  b, board         show the board again
  f2               pass until something new goes on the stack
  f4               pass until your next turn, unless another player puts something on the stack
  f6               pass until your next turn, whatever happens
  f8               pass until the end of this turn
  stops [all|default]   where your priority stops: everywhere, or the usual steps (the default)
  concede, q       concede the game (asks first); in the Judge's Tower, concede this subgame
  quit             leave the game (asks first); in the Judge's Tower, leave the Tower unfinished"""


class LeaveGame(Exception):
    """The player left the game without a result (the Judge's Tower left unfinished)."""


class TerminalSeat:
    """You, in the terminal: answers one seat's decisions. Keeps your place in the log between decisions
    (for "since your last decision"), and your stops."""

    human = True
    name = "human"

    def __init__(self, console: Console, seat: int = 0, input_fn: Any = input, clock: Any = None,
                 stops: Stops | None = None) -> None:
        self.console = console
        self.seat = seat
        self.input_fn = input_fn
        self.clock = clock
        self.stops = stops or Stops(seat)
        self.view: View | None = None
        self.mark = 0
        self._game: Game | None = None

    # --- one decision --------------------------------------------------------------------------------------------

    def _view(self, game: Game) -> View:
        if self._game is not game or self.view is None:
            self._game = game
            self.view = View(game, self.seat)
            self.mark = 0
            self.stops = Stops(self.seat, everywhere=self.stops.everywhere)
        return self.view

    def choose(self, game: Game) -> tuple[Any, ...]:
        view = self._view(game)
        if self.stops.should_pass(game.state):
            return ("pass",)
        self.show_since(view)
        render(view.board(), self.console)
        if self.clock is not None:  # a Turnabout match's chess clock (R-TA-5)
            names = {p.seat: view.player(p.seat) for p in game.state.players}
            self.console.print(f"[bold]chess clock[/bold] {escape(self.clock.display(names))}")
        action = self.ask(game, view)
        self.mark = view.mark()
        return action

    def show_since(self, view: View) -> None:
        lines = view.since(self.mark)
        if lines:
            text = "\n".join(escape(line.text) for line in lines[-40:])
            if len(lines) > 40:
                text = f"[dim]({len(lines) - 40} earlier lines: type log)[/dim]\n" + text
            self.console.print(Panel(text, title="since your last decision", title_align="left"))
        self.mark = view.mark()

    def ask(self, game: Game, view: View) -> tuple[Any, ...]:
        prompt = view.prompt()
        assert prompt is not None
        notice = view.notice()
        if notice:
            self.console.print(f"[yellow]{escape(notice)}[/yellow]")
        show_prompt(prompt, self.console, view)
        while True:
            try:
                raw = self.input_fn("> ").strip()
            except EOFError:
                self.console.print("End of input: you concede.")
                return ("concede", self.seat)
            action = self.answer(raw, game, view, prompt)
            if action is not None:
                return action

    # --- what the player typed -------------------------------------------------------------------------------------

    def answer(self, raw: str, game: Game, view: View, prompt: Prompt) -> tuple[Any, ...] | None:
        """The action for what the player typed, or None after a command or a refusal."""
        text = raw.strip()
        low = text.lower()
        if not text:
            return None
        menu = menu_of(prompt)
        if low.isdigit():
            k = int(low)
            if 1 <= k <= len(menu):
                return menu[k - 1][1]
            self.console.print(f"[red]Choose a number from 1 to {len(menu)} (? for help).[/red]")
            return None
        head, _, rest = low.partition(" ")
        if low in ("?", "help", "h"):
            self.console.print(escape(HELP))
            return None
        if head in ("c", "card") and rest:
            show_card(rest, view, self.console)
            return None
        if head == "log":
            show_log(view, rest, self.console)
            return None
        if head == "why":
            show_unusable(view, self.console, rest, always=True)
            return None
        if low in ("b", "board"):
            render(view.board(), self.console)
            show_prompt(prompt, self.console)
            return None
        if low in SKIPS:
            if prompt.kind != "priority" or ("pass",) not in [o.action for o in prompt.options]:
                self.console.print(f"[red]{low} passes priority; this decision isn't priority.[/red]")
                return None
            self.stops.start_skip(low, game.state)
            self.console.print(f"[dim]{SKIPS[low]}[/dim]")
            return ("pass",)
        if head == "stops":
            if rest in ("all", "everywhere"):
                self.stops.everywhere = True
            elif rest in ("default", "usual"):
                self.stops.everywhere = False
            where = "at every chance to act" if self.stops.everywhere else \
                "in your main phases and declare blockers step, in the other players' declare attackers, " \
                "declare blockers and end steps, and when another player's spell or ability is on the stack"
            self.console.print(f"Your priority stops {where} (stops all / stops default).")
            return None
        if low in ("concede", "q"):
            return self._concede(game, view)
        if low in ("quit", "exit"):
            return self._quit(game, view)
        return self._by_words(text, game, view, prompt)

    def _confirm(self, question: str) -> bool:
        try:
            reply = self.input_fn(f"{question} (y/n) ").strip().lower()
        except EOFError:
            return True
        return reply in ("y", "yes")

    def _concede(self, game: Game, view: View) -> tuple[Any, ...] | None:
        tower = game.state.format == "judges-tower"
        question = "Concede this subgame? You come back in the next one (104.3a, R-JT-2)." if tower \
            else "Concede the game? (104.3a)"
        if not self._confirm(question):
            self.console.print("You play on.")
            return None
        return ("concede", self.seat)

    def _quit(self, game: Game, view: View) -> tuple[Any, ...] | None:
        if game.state.format != "judges-tower":
            return self._concede(game, view)
        if not self._confirm("Leave the Judge's Tower? It ends unfinished, without a winner."):
            self.console.print("You play on.")
            return None
        raise LeaveGame()

    def _by_words(self, text: str, game: Game, view: View, prompt: Prompt) -> tuple[Any, ...] | None:
        """An option named by its words ("cast lightning bolt", "pass"); else why it can't be done."""
        low = " ".join(text.lower().split())
        menu = [(k, t, a) for k, (t, a) in enumerate(menu_of(prompt), 1)]
        found = [m for m in menu if m[1].lower() == low] or [m for m in menu if m[1].lower().startswith(low)] or \
            [m for m in menu if low in m[1].lower()]
        if len(found) == 1:
            return found[0][2]
        if len(found) > 1:
            self.console.print("[red]That matches several options:[/red] " +
                               "; ".join(f"{k}. {escape(t)}" for k, t, _a in found[:8]))
            return None
        refusal = self._refusal_for(low, view)
        if refusal is not None:
            self.console.print(f"[red]You can't do that now: {escape(str(refusal))}[/red]")
            return None
        self.console.print(f"[red]No option reads like {escape(text)!r}: choose a number from 1 to {len(menu)}, "
                           "or type ? for help.[/red]")
        return None

    def _refusal_for(self, low: str, view: View) -> Any:
        """A refused card or ability named in what the player typed ("cast shock" while it can't be cast)."""
        words = low.split(" ", 1)
        name = words[1] if len(words) > 1 and words[0] in ("cast", "play", "activate", "use") else low
        for refusal in view.unusable():
            card = refusal.card.lower()
            if name and (card == name or card.startswith(name)):
                return refusal
        return None


# --- drawing ---------------------------------------------------------------------------------------------------------


def render(board: Board, console: Console) -> None:
    """The board: one row per player, then the stack, the format's panel and your hand."""
    table = Table(title=escape(board.title), expand=True, show_lines=True)
    table.add_column("player", ratio=2)
    table.add_column("life", ratio=1)
    table.add_column("hand · lib", ratio=2)
    table.add_column("battlefield", ratio=6)
    for s in board.seats:
        life = s.life + (f", {s.poison} poison" if s.poison else "")
        counts = f"{s.hand}" + (f" · {s.library}" if s.library is not None else "")
        who = escape(s.name + s.status) + (f"\n[dim]{escape(s.counters)}[/dim]" if s.counters else "")
        field = "\n".join(escape(line) for line in s.battlefield) or "—"
        if s.graveyard:
            field += f"\n[dim]graveyard: {escape(', '.join(s.graveyard))}[/dim]"
        table.add_row(who, escape(life), counts, field)
    console.print(table)
    if board.stack:
        console.print(Panel("\n".join(escape(line) for line in board.stack), title="stack (top first)",
                            title_align="left"))
    if board.exile:
        console.print(Panel(escape(", ".join(board.exile)), title="exile", title_align="left"))
    if board.panel:
        console.print(Panel("\n".join(escape(line) for line in board.panel), title=escape(board.panel_title),
                            title_align="left"))
    console.print(Panel(escape(", ".join(board.hand)) or "empty", title="your hand", title_align="left"))


def menu_of(prompt: Prompt) -> list[tuple[str, tuple[Any, ...]]]:
    """The options as the menu numbers them: options that read the same are one entry (two Mountains in
    hand are the same choice to the player), numbered from 1."""
    seen: dict[str, tuple[Any, ...]] = {}
    for o in prompt.options:
        seen.setdefault(o.text, o.action)
    return list(seen.items())


def show_prompt(prompt: Prompt, console: Console, view: View | None = None) -> None:
    for line in prompt.context:
        console.print(escape(line))
    console.print(f"[bold]{escape(prompt.question)}[/bold]")
    for k, (text, _action) in enumerate(menu_of(prompt), 1):
        console.print(f"  {k:>2}. {escape(text)}")
    if view is not None and prompt.kind == "priority":
        show_unusable(view, console)
    console.print("[dim]Type a number or the words of an option; ? for help.[/dim]")


TIMING_RULES = frozenset({"307.1", "302.1", "301.1", "303.1", "306.1", "310.1", "305.1", "602.5d", "606.3"})


def show_unusable(view: View, console: Console, name: str = "", always: bool = False) -> None:
    """The cards and abilities you can't use now, grouped by reason. Unasked (`always` False) during another
    player's turn, the sorcery-timing ones are left out: nothing but instants can be used then anyway."""
    found = view.unusable()
    if name:
        found = [r for r in found if name.lower() in r.card.lower()]
    state = view.game.state
    if not always and state.active != view.seat:
        found = [r for r in found if r.rule not in TIMING_RULES]
    if not found:
        if always:
            console.print("Nothing in your hand or on your side of the battlefield is held back by a rule now."
                          if not name else f"No card named like {name!r} is held back now.")
        return
    groups: dict[str, dict[str, int]] = {}
    for r in found:
        why = f"{r.reason} ({r.rule})" if r.rule else r.reason
        cards = groups.setdefault(why, {})
        cards[r.card] = cards.get(r.card, 0) + 1
    console.print("[dim]Can't use now:[/dim]")
    for why, cards in groups.items():
        names = ", ".join(f"{card} ×{k}" if k > 1 else card for card, k in cards.items())
        console.print(f"[dim]  {escape(names)} — {escape(why)}[/dim]")


def show_card(name: str, view: View, console: Console) -> None:
    """A card's rules text, rendered from its compiled definition (`cards.render`)."""
    from kitchentable.cards.errors import UnknownCard
    from kitchentable.cards.pool import get_pool
    from kitchentable.cards.render import render as render_card

    pool = get_pool()
    try:
        card = pool.get(name)
    except UnknownCard:
        card = None
        visible = _visible_names(view)
        matches = sorted({n for n in visible if name.lower() in n.lower()})
        if len(matches) == 1:
            card = pool.get(matches[0])
        elif matches:
            console.print("Which one? " + ", ".join(escape(m) for m in matches))
            return
    if card is None:
        console.print(f"[red]No card named {escape(name)!r}.[/red]")
        return
    console.print(Panel(escape(render_card(card)), title=escape(card.name), title_align="left"))


def _visible_names(view: View) -> set[str]:
    state = view.game.state
    n = view.namer()
    names: set[str] = set()
    for ids in state.zones.values():
        for oid in ids:
            if n.sees(oid):
                names.add(state.objects[oid].card.name)
    return names


def show_log(view: View, arg: str, console: Console) -> None:
    if arg == "all":
        shown = view.log_text()
    else:
        count = int(arg) if arg.isdigit() else 30
        shown = view.log_text(minor=False)[-count:]
    for line in shown:
        console.print(line, markup=False, highlight=False)
