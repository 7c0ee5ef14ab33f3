"""A player's view of a game: the one presentation layer every face uses (terminal, web table, the RL
environment's `render()`, logs).

    view = View(game, seat=0)          # seat None: a spectator, who sees only what every player sees
    view.log_text()                    # the viewer's log: hidden cards named only to those allowed to see them
    mark = view.mark()                 # ... the game goes on ...
    view.since(mark)                   # what happened since, as sentences ("Alice casts Shock, targeting you.")
    view.board()                       # Board: players, permanents, the stack with targets, your hand, panels
    view.prompt()                      # Prompt: the pending decision with its context and numbered options
    view.unusable()                    # [Refusal]: each card or ability you can't use now, why, and its rule
    view.why_not(("cast", 12))         # Refusal or None, for an action the player asked for
    view.notice()                      # "You couldn't pay {1}{R}: Lightning Bolt returns to your hand (601.2h)."
    view.result()                      # the end of the game in sentences

A View holds the game, not a copy: each call reads the game's current state. Everything it returns is
plain data and text; nothing in it names a card the viewer may not see (400.2, 401.2, 402.3, 708.5, and
each format's hidden zones, `visibility`). The interface is documented in docs/view.md.
"""

from __future__ import annotations

from typing import Any

from kitchentable.api.board import Board, build_board
from kitchentable.api.game import Game
from kitchentable.api.ledger import Ledger
from kitchentable.api.naming import Namer
from kitchentable.api.options import describe_action
from kitchentable.api.prompts import Prompt, build_prompt
from kitchentable.api.reasons import Refusal, refusals, why_not
from kitchentable.api.sentences import Line, merge_draws, read_log
from kitchentable.api.words import Words, join


class View:
    """What one seat (or a spectator) sees of a game, in words."""

    def __init__(self, game: Game, seat: int | None = None) -> None:
        self.game = game
        self.seat = seat
        self._ledger = Ledger()

    # --- names -------------------------------------------------------------------------------------------------

    def words(self) -> Words:
        return Words([p.name for p in self.game.state.players], self.seat)

    def namer(self) -> Namer:
        state = self.game.state
        self._ledger.update(state)
        return Namer(state, self._ledger, self.seat, self.words())

    def player(self, seat: int) -> str:
        """"You" for the viewer, else the player's name."""
        return self.words().subject(seat)

    def card(self, oid: int) -> str:
        """An object's name if the viewer may see it, else "a card" / "a face-down creature"."""
        return self.namer().card(oid)

    # --- the log -----------------------------------------------------------------------------------------------

    def mark(self) -> int:
        """A place in the log to come back to with `since`."""
        return len(self.game.state.log)

    def log(self, start: int = 0, minor: bool = True) -> list[Line]:
        """The viewer's log from event `start`: every event as a sentence for this viewer (minor lines too
        unless `minor` is False), consecutive draws merged."""
        n = self.namer()
        lines = read_log(n, self._ledger.events, max(0, start))
        if not minor:
            lines = [line for line in lines if not line.minor]
        return merge_draws(lines, n)

    def log_text(self, start: int = 0, minor: bool = True) -> list[str]:
        """The viewer's log as text, each line with its rule."""
        return [str(line) for line in self.log(start, minor)]

    def since(self, mark: int) -> list[Line]:
        """What happened since `mark` that a player wants to hear about (no passes, steps or mana taps).
        A mark past the end of the log (after an undo or a rewind) reads from the end."""
        return self.log(min(mark, self.mark()), minor=False)

    # --- the board and the decision ------------------------------------------------------------------------------

    def board(self) -> Board:
        return build_board(self.namer(), self.seat)

    def board_text(self, width: int = 100) -> str:
        return self.board().text(width)

    def deciding(self) -> bool:
        """Is the pending decision this viewer's?"""
        d = self.game.state.decision
        return d is not None and self.seat is not None and d.player == self.seat

    def prompt(self) -> Prompt | None:
        """The pending decision with its context and options, if it is this viewer's to answer."""
        d = self.game.state.decision
        if d is None or not self.deciding():
            return None
        return build_prompt(self.namer(), d)

    def waiting_for(self) -> str:
        """"Waiting for Alice: declare blockers." when someone else is deciding."""
        d = self.game.state.decision
        if d is None:
            return "The game is over."
        who = self.words().subject(d.player)
        return f"Waiting for {who if who != 'You' else 'you'}: {d.kind.replace('_', ' ')}."

    def describe(self, action: tuple[Any, ...]) -> str:
        """An answer to the pending decision in words."""
        return describe_action(self.namer(), tuple(action), self.game.state.decision)

    def unusable(self) -> list[Refusal]:
        """Each card in the viewer's hand and ability on their permanents they can't use now, with the
        reason and its rule (from the kernel's own checks, `turns.priority_actions(..., why=...)`)."""
        if self.seat is None or self.seat < 0 or self.game.is_over():
            return []
        found = refusals(self.namer(), self.seat)
        d = self.game.state.decision
        if d is not None and d.kind == "priority" and d.player == self.seat:
            from kitchentable.rules.turn.priority import priority_actions

            narrowed = set(priority_actions(self.game.state, self.seat)) - set(d.options)
            if narrowed:
                n = self.namer()
                rule, reason = self._obligation()
                found += [Refusal(a, describe_action(n, a, d), reason, rule) for a in sorted(narrowed, key=str)]
        return found

    def _obligation(self) -> tuple[str, str]:
        """The format's requirement that narrowed the viewer's options (the Judge's Tower logs each one it
        applies, "jt_obligation": ICR 200-300), else a plain reason."""
        for ev in self.game.state.log.newest():
            if ev.kind == "jt_obligation" and ev.data and ev.data[0] == self.seat:
                return ev.rule, f"the rules require something else now: {ev.data[2]}"
            if ev.kind == "turn":
                break
        return "", "the format's rules don't allow it now"

    def why_not(self, action: tuple[Any, ...]) -> Refusal | None:
        """Why the viewer can't take this action now, if the kernel says why."""
        if self.seat is None or self.seat < 0:
            return None
        return why_not(self.namer(), self.seat, tuple(action))

    def notice(self) -> str | None:
        """Why the viewer is asked again: a rewound announcement (601.2, R-C-2), said only to its player."""
        d = self.game.state.decision
        if d is None or not d.notice or d.player != self.seat:
            return None
        if d.notice[0] == "rewound":
            _kind, rule, why, action, cost = d.notice
            n = self.namer()
            what = "it"
            if isinstance(action, tuple) and len(action) > 1 and isinstance(action[1], int):
                what = n.card(action[1])
            back = "returns to your hand" if action and action[0] == "cast" else "is not activated"
            if why == "cancelled":
                return f"You cancelled: {what} {back} and nothing was paid ({rule}, rewound)."
            if cost and ("pa" in why or "mana" in why):
                return f"You couldn't pay {cost}: {what} {back} and nothing was paid ({rule}, rewound)."
            return f"You couldn't finish casting {what} ({why}): it {back} and nothing was paid ({rule}, rewound)." \
                if action and action[0] == "cast" else \
                f"You couldn't finish activating {what} ({why}): nothing was paid ({rule}, rewound)."
        return None

    # --- the end ---------------------------------------------------------------------------------------------------

    def result(self) -> list[str]:
        """The end of the game (or where it stands) in sentences."""
        state = self.game.state
        w = self.words()
        lines: list[str] = []
        if state.over:
            winners = list(state.winners)
            if not winners:
                lines.append(f"The game is a draw after {state.turn} turns.")
            else:
                names = [w.subject(s) for s in winners]
                verb = "win" if len(winners) > 1 or w.is_you(winners[0]) else "wins"
                share = " (a shared win)" if len(winners) > 1 else ""
                lines.append(f"{join(names)} {verb}{share} after {state.turn} turns.")
        else:
            lines.append(f"The game is not over (turn {state.turn}).")
        for p in state.players:
            if p.lost and p.loss_reason:
                lines.append(f"{w.subject(p.seat)}: {p.loss_reason}.")
        extra = state.rules.describe_result(state)
        if "points" in extra:
            lines.append("Point tokens: " + ", ".join(f"{w.subject(i)} {v}" for i, v in enumerate(extra["points"])))
        if "shame" in extra:
            lines.append("Shame counters: " + ", ".join(f"{w.subject(i)} {v}" for i, v in enumerate(extra["shame"])))
        return lines
