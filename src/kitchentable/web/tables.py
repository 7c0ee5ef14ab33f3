"""A table: one game (or a Turnabout match), its seats, the people watching, and the computer players.

The server is the only authority: a browser sends the index of one of the options it was shown (or an
action to try, which is refused with its rule when illegal), the table applies it to its `Game`, passes
priority for players who asked it to, runs the computer players off the event loop, and sends every
connection its own view (one `api.view.View` per viewer, shaped for the page by `present`).

The synchronous core (`act`, `settle`, `computer_action`, `message`) is what the tests and the benchmark
drive directly; `TableServer` in `app.py` adds the websockets, the lock and the executor around it.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from kitchentable.agents.base import make_agent
from kitchentable.api.game import Game
from kitchentable.api.sentences import cited_rules, step_words
from kitchentable.api.stops import PRIORITY_STEPS
from kitchentable.api.view import View
from kitchentable.rules.errors import IllegalAction
from kitchentable.web import present
from kitchentable.web.match import MatchFlow
from kitchentable.web.newgame import Setup
from kitchentable.web.present import SPECTATOR, refused

DEFAULT_STOPS_MINE = frozenset({"main1", "main2"})
DEFAULT_STOPS_THEIRS = frozenset({"declare_attackers", "end"})
MAX_AUTO_PASSES = 5000
RECENT_CALLS = 5


@dataclass
class Settings:
    """How much of the game a player sees decision by decision (their priority control).

    When passing is the only thing the rules allow, the engine itself answers (a decision with one option is
    answered at once, `rules.engine.ask`), so nobody is asked. `stops_mine` / `stops_theirs`: with an empty
    stack, the steps where the player wants priority even though they could act (like the stops of other
    clients; elsewhere the table passes for them); with something on the stack the player always gets the
    chance to respond. `until_my_turn`: pass every priority until the player's next turn."""

    stops_mine: set[str] = field(default_factory=lambda: set(DEFAULT_STOPS_MINE))
    stops_theirs: set[str] = field(default_factory=lambda: set(DEFAULT_STOPS_THEIRS))
    until_my_turn: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"stops_mine": sorted(self.stops_mine),
                "stops_theirs": sorted(self.stops_theirs), "until_my_turn": self.until_my_turn,
                "steps": list(PRIORITY_STEPS), "step_words": {s: step_words(s) for s in PRIORITY_STEPS}}

    def update(self, data: dict[str, Any]) -> None:
        steps = set(PRIORITY_STEPS)
        if "until_my_turn" in data:
            self.until_my_turn = bool(data["until_my_turn"])
        if isinstance(data.get("stops_mine"), list):
            self.stops_mine = {str(s) for s in data["stops_mine"]} & steps
        if isinstance(data.get("stops_theirs"), list):
            self.stops_theirs = {str(s) for s in data["stops_theirs"]} & steps


@dataclass
class Seat:
    seat: int
    kind: str  # "you", "friend", or a computer player kind
    name: str
    token: str
    settings: Settings = field(default_factory=Settings)
    agent: Any = None

    @property
    def human(self) -> bool:
        return self.kind in ("you", "friend")


@dataclass
class Cursor:
    """What one connection already has: the log (which generation, how many lines) and printed cards."""

    log_gen: int = -1
    log_count: int = 0
    cards: set[str] = field(default_factory=set)


class Refused(Exception):
    """An action the table refuses, with the message the page shows (`present.refusal`)."""

    def __init__(self, payload: dict[str, Any]) -> None:
        super().__init__(payload.get("text", ""))
        self.payload = payload


class Table:
    """One table. Every method runs under the server's lock for this table."""

    def __init__(self, tid: str, setup: Setup) -> None:
        self.id = tid
        self.setup = setup
        self.choice = setup.choice
        self.created = time.time()
        self.touched = self.created
        self.spectator_token = secrets.token_urlsafe(12)
        self.seats = [Seat(s.seat, s.kind, s.name, secrets.token_urlsafe(16)) for s in setup.seats]
        for s in self.seats:
            if not s.human:
                s.agent = make_agent(s.kind, setup.seed * 31 + s.seat)
        self.match: MatchFlow | None = None
        self.clock: Any = None
        self.flag_rule = "lose"
        if setup.match is not None:
            self.match = MatchFlow(setup.match, (self.seats[0].name, self.seats[1].name))
            self.game = self.match.new_game(1)
            if setup.match.chess_clock:
                from kitchentable.formats.turnabout.clock import ChessClock, ClockSetting

                humans = [s.seat for s in self.seats if s.human]
                if humans:
                    self.clock = ChessClock(ClockSetting.parse(setup.match.chess_clock, setup.match.timing), humans)
            self.flag_rule = setup.match.flag_fall
        else:
            game = setup.built
            if game is None:
                assert setup.game is not None
                game = Game(self.choice.format, seed=setup.seed, **setup.game)
            self.game = game
        self.version = 0
        self.views: dict[int, View] = {}
        self.logs: dict[int, present.LogFeed] = {}
        self.violations: dict[int, dict[str, Any]] = {}
        self.calls: list[dict[str, Any]] = []
        self.audit: Any = None  # tests: called with (viewer, message) for every message built
        self._refresh_logs()

    # --- who is who ---------------------------------------------------------------------------------------

    def viewer_for(self, token: str | None) -> int | None:
        """The seat a token opens, SPECTATOR for the watch link, None for a token of nothing here."""
        if not token:
            return None
        for s in self.seats:
            if s.human and secrets.compare_digest(s.token, token):
                return s.seat
        if secrets.compare_digest(self.spectator_token, token):
            return SPECTATOR
        return None

    def viewers(self) -> list[int]:
        return [s.seat for s in self.seats] + [SPECTATOR]

    @property
    def is_tower(self) -> bool:
        return self.choice.format == "judges-tower"

    # --- acting -------------------------------------------------------------------------------------------------

    def act(self, viewer: int, action: tuple[Any, ...] | None = None, index: int | None = None,
            version: int | None = None) -> None:
        """A player's answer: an option by index (as shown at `version`) or an action to try. Raises Refused."""
        game = self.game
        d = game.state.decision
        if viewer < 0 or not self.seats[viewer].human:
            raise Refused(present.refusal(self.view(SPECTATOR), action or ("pass",)))
        if d is None:
            raise Refused(refused("104", "This game is over."))
        if index is not None:
            if version is not None and version != self.version:
                raise Refused(refused("", "The table changed before your click arrived; look again.", stale=True))
            if d.player != viewer or not 0 <= index < len(d.options):
                raise Refused(present.refusal(self.view(viewer), ("pass",)))
            action = d.options[index]
        assert action is not None
        action = _as_tuple(action)
        if d.player != viewer or action not in d.options:
            err: IllegalAction | None = None
            try:
                game.copy().apply(action)
            except IllegalAction as exc:
                err = exc
            except Exception:  # noqa: BLE001 - a malformed action is refused like an illegal one
                err = IllegalAction(d.rule or "117", f"{action!r} is not an action of this game")
            raise Refused(present.refusal(self.view(viewer), action, err))
        self._apply(viewer, action)
        self.settle()

    def cancel(self, viewer: int) -> None:
        """601.2 / R-C-2: take back the announcement in progress. The decision's own cancel option when it
        has one; otherwise the announcement's choices are undone one by one back to the priority decision
        that began it (outside the Judge's Tower, whose ICR 100.11 lets no payment be cancelled)."""
        game = self.game
        d = game.state.decision
        if d is None or d.player != viewer:
            raise Refused(present.refusal(self.view(viewer), ("cancel",)))
        if ("cancel",) in d.options:
            self._apply(viewer, ("cancel",))
            self.settle()
            return
        if not self.can_rewind(viewer):
            raise Refused(refused("601.2", "Nothing is being announced: there is nothing to cancel."))
        while game.state.cast_snapshot:
            game.undo()
        self.version += 1
        self._refresh_logs()

    def can_rewind(self, viewer: int) -> bool:
        """An announcement in progress whose every choice so far is this player's (601.2a-h)."""
        game = self.game
        state = game.state
        if self.is_tower or not state.cast_snapshot or state.decision is None or state.decision.player != viewer:
            return False
        for before in reversed(game.history):
            if before.decision is None or before.decision.player != viewer:
                return False
            if not before.cast_snapshot:
                return True
        return False

    def concede(self, viewer: int) -> None:
        """104.3a: a player may concede at any time."""
        if viewer < 0 or not self.seats[viewer].human or self.game.is_over():
            raise Refused(refused("104.3a", "Only a player still in the game can concede."))
        if self.clock is not None and self.clock.running == viewer:
            self.clock.stop()
        self.game.apply(("concede", viewer))
        self.version += 1
        self._after_change()
        self.settle()

    def next_game(self, viewer: int) -> None:
        """Start game 2 of a Turnabout match once game 1 is over."""
        if self.match is None or not self.game.is_over() or self.match.number != 1:
            raise Refused(refused("", "There is no next game to start."))
        if viewer >= 0 and not self.seats[viewer].human:
            raise Refused(refused("", "Only a player can start the next game."))
        self.game = self.match.new_game(2)
        self.views = {}
        self.logs = {}
        self.violations = {}
        self.version += 1
        self._refresh_logs()
        self.settle()

    def _apply(self, seat: int, action: tuple[Any, ...]) -> None:
        game = self.game
        state = game.state
        said = None
        if self.is_tower:  # what a violation was, as everyone may read it (a pass can be one, ICR 200.1)
            said = self.view(SPECTATOR).describe(action)
        before = {v.vid for v in state.format_data.get("violations", ())} if self.is_tower else set()
        start = len(state.log)
        if self.clock is not None and self.clock.running == seat:
            self.clock.stop()
        game.apply(action)
        state = game.state
        if self.is_tower:
            for v in state.format_data.get("violations", ()):
                if v.vid not in before and v.vid not in self.violations:
                    self.violations[v.vid] = {"vid": v.vid, "player": v.seat, "turn": state.turn, "action": said}
        self.version += 1
        self._after_change(start)

    def _after_change(self, start: int | None = None) -> None:
        game = self.game
        state = game.state
        if start is not None and self.is_tower:
            self._note_calls(start)
        self._refresh_logs()
        if game.is_over() and self.match is not None and len(self.match.results) < self.match.number:
            if self.clock is not None and self.clock.running is not None:
                self.clock.stop()
            self.match.finish(game)
        d = state.decision
        if self.clock is not None and d is not None and d.player in self.clock.remaining \
                and self.clock.running != d.player and self.seats[d.player].human:
            self.clock.start(d.player)

    def _note_calls(self, start: int) -> None:
        """ICR 400.4: each call made (by a player or a computer) with its rule, explanation and outcome, in the
        words every player may read."""
        state = self.game.state
        events = state.log[start:]
        lines = self.view(SPECTATOR).log(start)
        for offset, ev in enumerate(events):
            if ev.kind != "jt_call":
                continue
            i = start + offset
            caller, violator, rule, text = ev.data[:4]
            after = [{"rule": line.rule, "text": line.text} for line in lines if i < line.index <= i + 7
                     and line.kind in ("jt_removed", "jt_out", "jt_shame", "jt_subgame_won", "jt_tower_over")]
            vid = next((vid for vid, v in self.violations.items() if v["player"] == violator and not v.get("called")),
                       None)
            action = self.violations[vid]["action"] if vid is not None else ""
            if vid is not None:
                self.violations[vid]["called"] = True
            self.calls.append({"n": i, "caller": caller, "violator": violator, "rule": rule, "text": text,
                               "action": action, "after": after,
                               "rules": cited_rules(f"{rule} {text} ICR 400.2 ICR 500.3")})

    def settle(self) -> None:
        """Pass priority for human players whose settings say so (`Settings`); stop at anything else."""
        for _ in range(MAX_AUTO_PASSES):
            action = self._auto_action()
            if action is None:
                return
            d = self.game.state.decision
            assert d is not None
            self._apply(d.player, action)

    def _auto_action(self) -> tuple[Any, ...] | None:
        state = self.game.state
        d = state.decision
        if d is None or d.kind != "priority" or ("pass",) not in d.options:
            return None
        seat = self.seats[d.player]
        if not seat.human:
            return None
        s = seat.settings
        if self.is_tower:
            return None  # ICR 200.1: passing over an action would be the player's violation, not the table's
        mine = state.active == d.player
        if s.until_my_turn:
            if not mine:
                return ("pass",)
            s.until_my_turn = False
        if state.stack_ids():
            return None
        stops = s.stops_mine if mine else s.stops_theirs
        return None if state.step in stops else ("pass",)

    # --- computer players -------------------------------------------------------------------------------------

    def computer_to_move(self) -> Seat | None:
        d = self.game.state.decision
        if d is None:
            return None
        seat = self.seats[d.player]
        return None if seat.human else seat

    def computer_action(self, seat: Seat) -> tuple[Any, ...]:
        """The computer player's choice, on a copy of the game (this runs off the event loop)."""
        game = self.game.copy()
        try:
            return tuple(seat.agent.choose(game))
        except Exception:  # noqa: BLE001 - a failing agent must not stop the table
            return game.legal_actions()[0]

    def apply_computer(self, seat: Seat, action: tuple[Any, ...], version: int) -> bool:
        """Apply a computer player's choice made at `version`; False if the table moved on meanwhile."""
        d = self.game.state.decision
        if version != self.version or d is None or d.player != seat.seat or action not in d.options:
            return False
        self._apply(seat.seat, action)
        self.settle()
        return True

    def run_computers(self, limit: int = 100_000) -> None:
        """Let the computer players move until a human must decide (tests and the benchmark)."""
        for _ in range(limit):
            seat = self.computer_to_move()
            if seat is None:
                return
            self.apply_computer(seat, self.computer_action(seat), self.version)

    # --- the chess clock (R-TA-5) -----------------------------------------------------------------------------------

    def check_flag(self) -> bool:
        """R-TA-5 `flag_fall`: a human whose time is up loses the game ("lose") or plays on ("ignore")."""
        clock = self.clock
        if clock is None or clock.running is None or self.game.is_over():
            return False
        seat = clock.running
        if not clock.flagged(seat) or self.flag_rule != "lose":
            return False
        from kitchentable.sim.turnabout_match import flag_fall

        clock.stop()
        flag_fall(self.game, seat)
        self.version += 1
        self._after_change()
        return True

    def clock_view(self) -> dict[str, Any] | None:
        clock = self.clock
        if clock is None:
            return None
        return {"left": {str(s): max(0.0, round(clock.left(s), 1)) for s in clock.remaining},
                "running": clock.running, "timing": clock.setting.timing, "delay": clock.setting.delay,
                "flag_fall": self.flag_rule}

    # --- views -----------------------------------------------------------------------------------------------------

    def view(self, viewer: int) -> View:
        """The viewer's View of the current game, kept for the game's life (it reads only what is new)."""
        found = self.views.get(viewer)
        if found is None or found.game is not self.game:
            found = self.views[viewer] = present.view_of(self.game, viewer)
        return found

    def _refresh_logs(self) -> None:
        for viewer in self.viewers():
            log = self.logs.get(viewer)
            if log is None or log.view is not self.view(viewer):
                log = self.logs[viewer] = present.LogFeed(self.view(viewer))
            log.update()

    def info(self, viewer: int) -> dict[str, Any]:
        """The table around the game: seats, links a seat may share, the match, the clock, the judge."""
        seats = [{"seat": s.seat, "name": s.name, "kind": s.kind, "human": s.human} for s in self.seats]
        out: dict[str, Any] = {
            "id": self.id, "label": self.choice.label, "format": self.choice.format, "seed": None,
            "seats": seats, "viewer": viewer, "spectator": viewer == SPECTATOR, "version": self.version,
            "watch": f"/t/{self.id}?token={self.spectator_token}",
        }
        if viewer >= 0:
            out["settings"] = self.seats[viewer].settings.to_dict()
            if self.seats[viewer].kind == "you":
                out["invites"] = [{"seat": s.seat, "name": s.name, "url": f"/t/{self.id}?token={s.token}"}
                                  for s in self.seats if s.kind == "friend"]
        if self.match is not None:
            out["match"] = self.match.view()
        out["clock"] = self.clock_view()
        out["over"] = self.game.is_over() and (self.match is None or self.match.over)
        if self.game.is_over():
            out["result"] = self.game.result()
            out["result_text"] = self.view(viewer).result()
            out["seed"] = self.setup.seed
        if self.is_tower:
            out["judge"] = self._judge_view(viewer)
        return out

    def _judge_view(self, viewer: int) -> dict[str, Any]:
        """R-JT-9: the latent violations anyone may call (what was done, by whom, never the rule until it is
        called), which of them this viewer can call now, and the recent calls with their explanation."""
        state = self.game.state
        d = state.decision
        callable_now: dict[int, int] = {}
        if d is not None and d.player == viewer and d.kind == "priority":
            callable_now = {o[1]: i for i, o in enumerate(d.options) if o[0] == "call"}
        latent = []
        for v in state.format_data.get("violations", ()):
            if v.seat == viewer:
                continue
            known = self.violations.get(v.vid, {})
            latent.append({"vid": v.vid, "player": v.seat, "turn": known.get("turn"),
                           "action": known.get("action", "an earlier action"), "option": callable_now.get(v.vid)})
        return {"training": bool(self.game.options.get("training")), "latent": latent,
                "calls": self.calls[-RECENT_CALLS:], "shame": bool(self.game.options.get("shame"))}

    def message(self, viewer: int, cursor: Cursor | None = None) -> dict[str, Any]:
        """Everything one connection needs after a change: the board, the decision, the log lines it has not
        had (all of them after an undo or a 601.2 rewind shortened the log) and the printed cards it has not
        been sent. `cursor` remembers what this connection already has."""
        cursor = cursor if cursor is not None else Cursor()
        view = self.view(viewer)
        board = present.board(view)
        decision = present.decision(view)
        if decision is not None and decision.get("yours"):
            decision["can_rewind"] = decision.get("cancel") is None and self.can_rewind(viewer)
        log = self.logs[viewer]
        reset = cursor.log_gen != log.generation or cursor.log_count > len(log.lines)
        start = 0 if reset else cursor.log_count
        cursor.log_gen, cursor.log_count = log.generation, len(log.lines)
        names = set(board["cards"]) | set((decision or {}).get("cards", ()))
        fresh = names - cursor.cards
        cursor.cards |= fresh
        message = {
            "type": "state", "version": self.version, "table": self.info(viewer), "board": board,
            "decision": decision, "log": log.lines[start:], "log_reset": reset,
            "cards": view.printed(fresh) if fresh else {},
        }
        if self.audit is not None:
            self.audit(viewer, message)
        return message

    def record(self) -> dict[str, Any]:
        if self.match is not None:
            return self.match.record()
        record = self.game.record()
        record["table"] = {"label": self.choice.label, "seats": [{"seat": s.seat, "name": s.name, "kind": s.kind}
                                                                 for s in self.seats]}
        return record


def _as_tuple(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_as_tuple(v) for v in value)
    return value
