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

from collections.abc import Iterable
from typing import Any

from kitchentable.api.board import Board, build_board, format_facts, source_name, stack_ability_text
from kitchentable.api.game import Game
from kitchentable.api.ledger import Ledger
from kitchentable.api.naming import Namer
from kitchentable.api.options import describe_action, pointers
from kitchentable.api.printed import printed_cards
from kitchentable.api.prompts import DOING, Prompt, build_prompt
from kitchentable.api.reasons import Refusal, refusals, why_not
from kitchentable.api.sentences import Line, merge_draws, read_log, step_words
from kitchentable.api.visibility import NOBODY, on_table
from kitchentable.api.words import Words, join
from kitchentable.rules.additional.faces import hidden_from
from kitchentable.rules.errors import IllegalAction


class View:
    """What one seat (or a spectator) sees of a game, in words."""

    def __init__(self, game: Game, seat: int | None = None) -> None:
        self.game = game
        self.seat = seat
        self._ledger = Ledger()

    # --- names -------------------------------------------------------------------------------------------------

    def words(self) -> Words:
        return Words([p.name for p in self.game.state.players], self.seat)

    def namer(self, shown: frozenset[int] = frozenset()) -> Namer:
        state = self.game.state
        self._ledger.update(state)
        return Namer(state, self._ledger, self.seat, self.words(), shown)

    def _deciding_namer(self) -> Namer:
        """Names for the player deciding now: the objects their decision offers are shown to them (the cards of
        a search, the top cards they look at), except a face-down object they may not look at (708.5)."""
        d = self.game.state.decision
        if d is None or not self.deciding():
            return self.namer()
        plain = self.namer()
        state = self.game.state
        offered = {oid for action in d.options for oid in pointers(plain, action, d).objects}
        shown = frozenset(oid for oid in offered if not hidden_from(state.objects[oid], d.player))
        return self.namer(shown) if shown else plain

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

    def board_data(self) -> dict[str, Any]:
        """The board as plain data, for a face that draws each card (the web table): `Game.observation` for
        this viewer (hidden zones are counts only, `visibility` decides), with what a player reads added: the
        step in words, infinite life as "∞", each spell's or ability's text on the stack with its targets named
        for the viewer (and the id of a target on the viewer's table), and the format's facts as faces show them
        (`board.format_facts`). The pending decision is left out: `prompt()` words it."""
        state = self.game.state
        n = self.namer()
        data = self.game.observation(NOBODY if self.seat is None else self.seat)
        data.pop("decision", None)
        data["step_words"] = step_words(state.step).capitalize() if state.turn else "Before the first turn"
        for p in data["players"]:
            if p["life"] == "infinite":
                p["life"] = "∞"
        for entry in data["stack"]:
            if "name" not in entry:
                continue
            o = state.objects[entry["id"]]
            info = o.stack
            if info is not None and info.kind != "spell":
                entry["text"] = stack_ability_text(n, entry["id"], source_name(n, info.source, o.card.name))
            else:
                entry["text"] = o.card.text
            entry["targets"] = [[self._pointer(n, t) for t in _group(g)] for g in (info.targets if info else ())]
        data["format_view"] = format_facts(state, self.seat)
        return data

    def _pointer(self, n: Namer, x: Any) -> dict[str, Any]:
        """A target as a face shows it: its name for this viewer, and the object's id or the player's seat when
        it is on the viewer's table (`visibility.on_table`)."""
        if isinstance(x, (tuple, list)) and len(x) == 2 and x[0] == "player":
            return {"player": int(x[1]), "name": n.w.obj(int(x[1]))}
        if isinstance(x, int) and not isinstance(x, bool) and on_table(n.state, x, self.seat):
            return {"id": x, "name": n.card(x)}
        return {"name": n.card(x) if isinstance(x, int) else str(x)}

    def format_facts(self) -> dict[str, Any]:
        """The format's own facts for this viewer (castles, packs, subgames, the clock), `board.format_facts`."""
        return format_facts(self.game.state, self.seat)

    def printed(self, names: Iterable[str]) -> dict[str, dict[str, Any]]:
        """The printed cards of these names (name, cost, type line, text...), for a viewer reading a card they
        were shown (`printed.printed_cards`)."""
        return printed_cards(self.game.state, names)

    def deciding(self) -> bool:
        """Is the pending decision this viewer's?"""
        d = self.game.state.decision
        return d is not None and self.seat is not None and d.player == self.seat

    def prompt(self) -> Prompt | None:
        """The pending decision with its context and options, if it is this viewer's to answer."""
        d = self.game.state.decision
        if d is None or not self.deciding():
            return None
        return build_prompt(self._deciding_namer(), d)

    def waiting_for(self) -> str:
        """Who is deciding what: "Alice declares blockers." ("You decide." for the viewer)."""
        d = self.game.state.decision
        if d is None:
            return "The game is over."
        w = self.words()
        if w.is_you(d.player):
            return "You decide."
        return f"{w.subject(d.player)} {DOING.get(d.kind, 'decides: ' + d.kind.replace('_', ' '))}."

    def describe(self, action: tuple[Any, ...]) -> str:
        """An answer to the pending decision in words, as this viewer may read it (the deciding player also sees
        the cards their decision shows them; everyone else reads a hidden card as "a card")."""
        return describe_action(self._deciding_namer(), tuple(action), self.game.state.decision)

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
        """Why the viewer can't take this action now, with the rule in the way; None when it is legal now.

        In the order a judge checks: the game is over (104); a spectator only watches (102.1); another player
        is deciding (117.1); another decision than priority is pending (answer it first); then the kernel's own
        checks for the card or ability (`reasons.why_not`: timing, lands, mana, targets, costs...); last, the
        kernel's refusal of the action itself (`IllegalAction`, with its rule)."""
        state = self.game.state
        d = state.decision
        act = tuple(action)
        if state.over or d is None:
            return Refusal(act, "", "the game is over", "104")
        if self.seat is None or self.seat < 0:
            return Refusal(act, "", "spectators watch; only the players act", "102.1")
        if d.player != self.seat:
            return Refusal(act, "", f"it is not your decision: {self.waiting_for()[:-1]}", "117.1")
        if act in d.options:
            return None
        if d.kind != "priority":
            prompt = self.prompt()
            question = prompt.question if prompt is not None else d.prompt
            return Refusal(act, "", f"first answer the pending decision: {question}", d.rule or "117.1")
        found = why_not(self.namer(), self.seat, act)
        if found is not None:
            return found
        try:
            self.game.copy().apply(act)
        except IllegalAction as err:
            return Refusal(act, "", err.message, err.rule)
        except (TypeError, ValueError, KeyError, IndexError, AssertionError):
            return Refusal(act, "", "that is not an action of this game", "117.1")
        return None

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


def _group(group: Any) -> tuple[Any, ...]:
    """One target group of a stack object as a tuple of targets (a lone player target is a group of one)."""
    if isinstance(group, (tuple, list)) and not (len(group) == 2 and group[0] == "player"):
        return tuple(group)
    return (group,)
