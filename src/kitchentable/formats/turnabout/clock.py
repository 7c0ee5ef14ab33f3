"""Time in a Turnabout match (doc 003, Match Rules 1; R-TA-5): the Judge Armageddon Clock and a chess clock.

The Judge Armageddon Clock is an emblem (114) the judge puts into the command zone. Its only ability is a
triggered ability the kernel already honours for command-zone objects, so the engine needs no branch for
it: at the beginning of each upkeep it gets the judge's number of doom counters, then doom is invoked:
each player chooses one mode, applied to each of their opponents.

The chess clock is not part of the game state: it measures a human's thinking time with an injectable time
source (delay or Bronstein timing, doc 003 Match Rules 1), so tests drive it with a fake clock.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import (
    CardDef,
    Modal,
    Mode,
    Ref,
    Simple,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.engine import HANDLERS, ask, push, resumer
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import COMMAND, EXILE, Decision, GameState

CLOCK_NAME = "Judge Armageddon Clock"
CLOCK_TAG = "judge_armageddon_clock"
DOOM = "doom"

DOOM_MODES: dict[str, str] = {
    "life": "each opponent loses life equal to the number of doom counters",
    "poison": "each opponent gets poison counters equal to half the doom counters, rounded up",
    "exile": "each opponent exiles the top cards of their library, twice the number of doom counters",
}
"""The three doom modes of R-TA-5, in the order the emblem's text lists them."""

CLOCK_TEXT = (
    "Emblem (Nothing can stop an emblem's effects from taking place.) When Judge Armageddon Clock enters "
    "the command zone, the judge chooses a number. At the beginning of each upkeep, put the chosen number "
    "of doom counters on Judge Armageddon Clock. Then invoke doom. (Each team chooses one — each other team "
    "loses life equal to the number of doom counters; or each other team gains poison counters equal to "
    "half the number of doom counters, rounded up; or each opponent exiles cards from the top of their "
    "libraries equal to twice the number of doom counters.)"
)


def judge_armageddon_clock(number: int) -> CardDef:
    """The emblem with the judge's chosen number (doc 003; R-TA-5). The number is fixed as the emblem
    enters the command zone, so it is part of this object's definition."""
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise ValueError(f"the judge's number of doom counters must be a whole number of at least 1, not {number!r}")
    upkeep = TriggeredAbility(
        TriggerSpec("upkeep", whose="each"),
        Modal((Mode((
            Simple("add_counters", Ref("self"), fixed(number), (("counter", DOOM),)),
            Simple("invoke_doom", Ref("self")),
        )),)),
        zone=COMMAND,
        text=f"At the beginning of each upkeep, put {number} doom counter{'s' if number != 1 else ''} on "
             f"{CLOCK_NAME}. Then invoke doom.",
    )
    return CardDef(name=CLOCK_NAME, triggered=(upkeep,), text=f"{CLOCK_TEXT} (The judge chose {number}.)")


def find_clock(state: GameState) -> int | None:
    """The Judge Armageddon Clock's object id, if the judge has invoked it in this game."""
    for oid in state.zones.get((COMMAND, -1), ()):
        if CLOCK_TAG in state.objects[oid].tags:
            return oid
    return None


def is_clock_or_its_ability(state: GameState, oid: int) -> bool:
    """The emblem itself, or its triggered ability on the stack (which nothing can stop, R-TA-5)."""
    o = state.objects.get(oid)
    if o is None:
        return False
    if CLOCK_TAG in o.tags:
        return True
    if o.stack is not None and o.stack.kind == "triggered":
        source = state.objects.get(o.stack.source)
        return source is not None and CLOCK_TAG in source.tags
    return False


def invoke_clock(state: GameState, number: int) -> int:
    """The judge puts the Judge Armageddon Clock into the command zone (doc 003 Match Rules 1, R-TA-5).

    An emblem needs a controller (114.2); the judge is not a player, so the active player when it is invoked
    controls it. That only decides where its trigger goes among simultaneous triggers (603.3b): the choices
    of doom are made by every player in APNAP order whoever controls it."""
    existing = find_clock(state)
    if existing is not None:
        return existing
    emblem = state.new_object(judge_armageddon_clock(number), state.active, (COMMAND, -1))
    emblem.emblem = True
    emblem.tags = emblem.tags | {CLOCK_TAG}
    state.log_event("R-TA-5", "judge_armageddon_clock",
                    f"the judge invokes it at the end of turn {state.turn} with {number} doom counters per upkeep")
    return emblem.id


def _invoke_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    invoke_clock(state, int(frame[1]))


HANDLERS["turnabout_invoke_clock"] = _invoke_frame


@executor("invoke_doom")
def invoke_doom(state: GameState, rid: int, eff: Simple) -> None:
    """R-TA-5: each player chooses one doom mode; 101.4: choices are made in APNAP order, then the chosen
    actions happen."""
    c = rctx(state, rid)
    source = state.objects.get(c.source)
    doom = source.counters.get(DOOM, 0) if source is not None else 0
    push(state, ("doom_choose", rid, tuple(state.apnap()), (), doom))


def _doom_choose(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, waiting, chosen, doom = frame
    waiting = tuple(s for s in waiting if state.players[s].in_game)
    if not waiting:
        apply_doom(state, chosen, doom)
        return
    seat = waiting[0]
    options = tuple(("doom", mode) for mode in DOOM_MODES)
    ask(state, Decision(
        seat, "doom_mode", options, "doom_choose", (rid, waiting[1:], chosen, doom),
        f"Invoke doom ({doom} doom counters): choose one — opponents lose {doom} life; or get "
        f"{math.ceil(doom / 2)} poison counters; or exile the top {2 * doom} cards of their libraries (R-TA-5).",
        "R-TA-5",
    ))


HANDLERS["doom_choose"] = _doom_choose


@resumer("doom_choose")
def _doom_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, waiting, chosen, doom = decision.data
    push(state, ("doom_choose", rid, waiting, chosen + ((decision.player, action[1]),), doom))


def apply_doom(state: GameState, chosen: Iterable[tuple[int, str]], doom: int) -> None:
    """Each chosen mode applies to each opponent of the player who chose it (R-TA-5)."""
    for seat, mode in chosen:
        for opponent in state.opponents(seat):
            state.log_event("R-TA-5", "doom", f"{state.players[seat].name} chose {mode} with {doom} doom "
                                              f"counters: {DOOM_MODES[mode].replace('each opponent', state.players[opponent].name)}")
            if mode == "life":
                events.lose_life(state, opponent, doom)
            elif mode == "poison":
                state.players[opponent].poison += math.ceil(doom / 2)
            elif mode == "exile":
                library = state.zones.get(state.rules.library_of(state, opponent), [])
                for oid in list(reversed(library))[:2 * doom]:
                    events.move(state, oid, EXILE, cause="R-TA-5")
            else:
                raise ValueError(f"unknown doom mode {mode!r}")


# --- the chess clock -----------------------------------------------------------------------------------------

TIMINGS = ("delay", "bronstein")
_SPEC = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:\+\s*(\d+(?:\.\d+)?))?\s*$")


@dataclass(frozen=True)
class ClockSetting:
    """Base seconds per player and the delay per move (doc 003 Match Rules 1 recommends 600 + 3)."""

    base: float = 600.0
    delay: float = 3.0
    timing: str = "delay"

    @classmethod
    def parse(cls, spec: str, timing: str = "delay") -> ClockSetting:
        """"600+3" (base seconds + delay seconds) or "600" (no delay)."""
        found = _SPEC.match(spec)
        if found is None:
            raise ValueError(f"chess clock {spec!r}: write base seconds and delay as BASE+DELAY, e.g. 600+3")
        base = float(found.group(1))
        delay = float(found.group(2) or 0)
        if base <= 0:
            raise ValueError(f"chess clock {spec!r}: the base time must be more than 0 seconds")
        if timing not in TIMINGS:
            raise ValueError(f"chess clock timing {timing!r}: choose {' or '.join(TIMINGS)}")
        return cls(base, delay, timing)


class ChessClock:
    """A chess clock for the players of a match (doc 003 Match Rules 1).

    Delay timing: when a player's clock starts, the first `delay` seconds of the move are free. Bronstein
    timing: the whole move is charged, then the time used is given back up to `delay`. Both charge the same
    for a finished move; they differ while the move runs: under delay timing the flag falls only after the
    delay has passed. `time_source` returns seconds (time.monotonic by default; tests pass a fake one)."""

    def __init__(self, setting: ClockSetting, seats: Iterable[int],
                 time_source: Callable[[], float] = time.monotonic) -> None:
        self.setting = setting
        self.now = time_source
        self.remaining: dict[int, float] = {seat: setting.base for seat in seats}
        self.running: int | None = None
        self.started = 0.0

    def start(self, seat: int) -> None:
        """Start `seat`'s clock (stopping whichever was running)."""
        if seat not in self.remaining:
            raise ValueError(f"player {seat} has no chess clock")
        if self.running is not None:
            self.stop()
        self.running = seat
        self.started = self.now()

    def _charge(self, seat: int, elapsed: float) -> float:
        if self.setting.timing == "bronstein" and elapsed >= self.remaining[seat]:
            return elapsed  # the flag fell during the move: nothing is given back
        return max(0.0, elapsed - self.setting.delay)

    def stop(self) -> float:
        """Stop the running clock; returns the seconds charged for the move."""
        if self.running is None:
            return 0.0
        seat = self.running
        charged = self._charge(seat, max(0.0, self.now() - self.started))
        self.remaining[seat] -= charged
        self.running = None
        return charged

    def left(self, seat: int) -> float:
        """Seconds `seat` has left, counting a move in progress (0 or less once the flag fell)."""
        if self.running != seat:
            return self.remaining[seat]
        elapsed = max(0.0, self.now() - self.started)
        if self.setting.timing == "bronstein":
            return self.remaining[seat] - elapsed
        return self.remaining[seat] - self._charge(seat, elapsed)

    def flagged(self, seat: int) -> bool:
        """The player's time is used up (R-TA-5 `flag_fall`)."""
        return self.left(seat) <= 0

    def display(self, names: dict[int, str] | None = None) -> str:
        """The clock as shown on screen: each player's time left, the running one marked."""
        parts = []
        for seat in sorted(self.remaining):
            left = max(0.0, self.left(seat))
            minutes, seconds = divmod(int(math.ceil(left)), 60)
            label = (names or {}).get(seat, f"Player {seat + 1}")
            mark = " ▶" if self.running == seat else ""
            parts.append(f"{label} {minutes}:{seconds:02d}{mark}")
        return " | ".join(parts) + f"  ({self.setting.timing} {self.setting.delay:g}s)"
