"""The round clock (pure): elapsed and remaining time with pauses, extra time per table, and what is
announced when time is up.

A round runs for its length (the event's `round_minutes`, 50 by default) from `start`; `pause` stops the
clock and `resume` restarts it, so paused time does not count. A table given extra time (a deck check, a
judge call) plays that much longer: each of its moments comes that much later.

Turnabout (doc 003, Match Rules 1): when a match is timed without a chess clock, "divide the base match time
in half for each game, and invoke the Judge Armageddon Clock at the end of the turn in which game time
expires. Play continues until the game is over." So a Turnabout round announces two moments: at half time
game 1's time is up, at the end game 2's; each time the turn in progress is finished and then the judge
invokes the Judge Armageddon Clock (R-TA-5). A table that finished game 1 early simply has longer for game 2:
the round clock cannot know when each table's game 2 began. A Swiss round announces the MTR's end of match
(MTR 2.5): the active player finishes the turn, then five more turns are played.
"""

from __future__ import annotations

import math
from datetime import datetime

NOT_STARTED, RUNNING, PAUSED = "not started", "running", "paused"

GAME_1_TIME = ("Game 1 time is up (half the round; doc 003, Match Rules 1): tables still playing game 1 finish "
               "the turn in progress, then the judge invokes the Judge Armageddon Clock; play continues until "
               "the game is over.")
GAME_2_TIME = ("Time: game 2 time is up (doc 003, Match Rules 1): finish the turn in progress, then the judge "
               "invokes the Judge Armageddon Clock; play continues until the game is over.")
SWISS_TIME = ("Time in the round (MTR 2.5): the active player finishes the turn, then five more turns are "
              "played; a match still undecided after them is a draw.")


def announcements(fmt: str, length: int) -> list[tuple[int, str]]:
    """(seconds into the round, what is announced), for a round of `length` seconds."""
    if fmt == "turnabout":
        return [(length // 2, GAME_1_TIME), (length, GAME_2_TIME)]
    return [(length, SWISS_TIME)]


def elapsed(started_at: datetime | None, paused_at: datetime | None, paused_seconds: float,
            now: datetime) -> float:
    """Seconds the clock has run: from the start to now (or to the pause), less the earlier pauses."""
    if started_at is None:
        return 0.0
    until = paused_at if paused_at is not None else now
    return max(0.0, (until - started_at).total_seconds() - paused_seconds)


def state(started_at: datetime | None, paused_at: datetime | None) -> str:
    if started_at is None:
        return NOT_STARTED
    return PAUSED if paused_at is not None else RUNNING


def due(fmt: str, length: int, ran: float, extra: int = 0) -> list[str]:
    """The announcements whose moment has come at `ran` seconds, for a table with `extra` seconds more."""
    return [text for at, text in announcements(fmt, length) if ran >= at + extra]


def clock_text(seconds: float) -> str:
    """mm:ss counted down in whole seconds (49:59.2 shows 50:00), with a minus sign once time is up."""
    whole = math.ceil(abs(seconds))
    sign = "-" if seconds < 0 and whole else ""
    return f"{sign}{whole // 60:02d}:{whole % 60:02d}"
