"""Turnabout scoring: match points per game and the Victory Point division (doc 003, R-TA-1, R-TA-2).

Pure code with no engine imports, so both the tournament manager and the Turnabout match module of the
engine can read the same rules.

* A game won by one deck gives its winner match points read from the scoring option of the *losing* deck,
  whoever piloted it (R-TA-1). Each option reads one statistic of the winner at the end of the game.
* Every value is clamped to 10..30 (doc 003, "Scoring Rules" 2).
* A drawn game gives no match points (R-TA-2).
* The two match point totals of a match divide 30 Victory Points by their difference (doc 003, "Victory
  Point Division"); the division is a data table validated when this module loads.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

MIN_MATCH_POINTS = 10
MAX_MATCH_POINTS = 30
GAMES_PER_MATCH = 2
VICTORY_POINTS_PER_MATCH = 30
MAX_MP_DIFFERENCE = GAMES_PER_MATCH * MAX_MATCH_POINTS

STATISTICS: Mapping[str, str] = {
    "life": "the winner's life total at the end of the game",
    "library": "the number of cards left in the winner's library",
    "poison": "the number of poison counters the winner has",
}
"""The statistics of the winner an option may read; a TO's own option reads one of these too."""


class ScoringError(ValueError):
    """A scoring input that the Turnabout rules do not allow (unknown option, impossible statistic)."""


@dataclass(frozen=True)
class ScoringOption:
    """One Turnabout scoring option: a name, the statistic of the winner it reads and the raw formula.

    `formula` gets the statistic and returns the raw match points before the 10..30 clamp, which
    `match_points` applies for every option so a TO's own option cannot escape it (doc 003).
    `minimum` is the smallest value the statistic can physically take (a library or a poison count
    cannot be negative); life has none, since a winner can end below 1 life under effects such as
    Platinum Angel.
    """

    name: str
    statistic: str
    formula: Callable[[int], int]
    description: str
    minimum: int | None = None
    maximum: int | None = None


SCORING_OPTIONS: dict[str, ScoringOption] = {}
"""The registry of options by lower-case name. `register_scoring_option` adds the TO's own options."""

_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")


STATISTIC_MINIMUM: Mapping[str, int | None] = {"life": None, "library": 0, "poison": 0}
"""Counts that cannot be negative; a winner's life can be, under effects such as Platinum Angel."""


def make_scoring_option(
    name: str,
    statistic: str,
    formula: Callable[[int], int],
    description: str,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
) -> ScoringOption:
    """A checked option that is not (yet) in the registry, e.g. one an event stores for itself."""
    key = name.strip().lower()
    if not _NAME.match(key):
        raise ScoringError(f"invalid scoring option name {name!r}: use letters, digits, '-' or '_'")
    if statistic not in STATISTICS:
        raise ScoringError(f"unknown statistic {statistic!r}; choose one of {', '.join(STATISTICS)}")
    if minimum is None:
        minimum = STATISTIC_MINIMUM[statistic]
    return ScoringOption(key, statistic, formula, description, minimum, maximum)


def register_scoring_option(
    name: str,
    statistic: str,
    formula: Callable[[int], int],
    description: str,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    replace: bool = False,
) -> ScoringOption:
    """Add a scoring option; "the Tournament Organizer and/or Head Judge may allow others" (doc 003).

    Names are case-insensitive; registering an existing name is an error unless `replace` is given,
    so a typo cannot silently change how Dominaria scores.
    """
    option = make_scoring_option(name, statistic, formula, description, minimum=minimum, maximum=maximum)
    if option.name in SCORING_OPTIONS and not replace:
        raise ScoringError(f"scoring option {option.name!r} is already registered")
    SCORING_OPTIONS[option.name] = option
    return option


def linear_formula(base: int, per: Fraction) -> Callable[[int], int]:
    """`base + per x statistic`, rounded up as Tolaria's half library is (doc 003)."""
    return lambda value: base + math.ceil(per * value)


def describe_linear(base: int, per: Fraction, statistic: str) -> str:
    if per == 0:
        return f"{base}"
    sign = "-" if per < 0 else "+"
    size = abs(per)
    factor = "" if size == 1 else f"{size} x "
    rounding = " (rounded up)" if size.denominator != 1 else ""
    return f"{base} {sign} {factor}the winner's {statistic}{rounding}"


def scoring_option(name: str) -> ScoringOption:
    """The registered option called `name` (any case), or a ScoringError listing the known ones."""
    option = SCORING_OPTIONS.get(name.strip().lower())
    if option is None:
        raise ScoringError(f"unknown scoring option {name!r}; known: {', '.join(sorted(SCORING_OPTIONS))}")
    return option


def clamp_match_points(raw: int) -> int:
    """Adjust a value outside 10..30 to the closest allowed value (doc 003, Scoring Rules 2)."""
    return max(MIN_MATCH_POINTS, min(MAX_MATCH_POINTS, raw))


def match_points_for_statistic(option_name: str, value: int) -> int:
    """Match points the winner gains when a deck with `option_name` loses and the statistic is `value`."""
    return points_with(scoring_option(option_name), value)


def points_with(option: ScoringOption, value: int) -> int:
    """Match points for `option` and the winner's statistic `value`: checked, then clamped to 10..30."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScoringError(f"{option.statistic} must be a whole number, got {value!r}")
    if option.minimum is not None and value < option.minimum:
        raise ScoringError(f"{option.statistic} cannot be below {option.minimum} ({STATISTICS[option.statistic]})")
    if option.maximum is not None and value > option.maximum:
        raise ScoringError(
            f"{option.statistic} cannot be above {option.maximum} for a winner ({STATISTICS[option.statistic]})"
        )
    return clamp_match_points(option.formula(value))


def match_points(
    option_name: str,
    *,
    winner_life: int | None = None,
    winner_library: int | None = None,
    winner_poison: int | None = None,
) -> int:
    """Match points for one game won against a deck whose scoring option is `option_name` (R-TA-1).

    Pass the winner's statistics; only the one the option reads is required, the others are ignored.
    """
    stats = {"life": winner_life, "library": winner_library, "poison": winner_poison}
    option = scoring_option(option_name)
    value = stats[option.statistic]
    if value is None:
        raise ScoringError(f"scoring option {option.name!r} needs the winner's {option.statistic}")
    return match_points_for_statistic(option.name, value)


register_scoring_option(
    "dominaria", "life", linear_formula(10, Fraction(1)),
    "10 plus the winner's life total (the default option)",
)
register_scoring_option(
    "tolaria", "library", linear_formula(10, Fraction(1, 2)),
    "10 plus half the cards left in the winner's library, rounded up (mill decks)",
)
register_scoring_option(
    "phyrexia", "poison", linear_formula(30, Fraction(-2)),
    "30 minus twice the winner's poison counters (poison decks)",
)

DEFAULT_SCORING_OPTION = "dominaria"


VP_TABLE: tuple[tuple[int, int, int], ...] = (
    (0, 0, 15),
    (1, 3, 16),
    (4, 6, 17),
    (7, 9, 18),
    (10, 12, 19),
    (13, 15, 20),
    (16, 18, 21),
    (19, 22, 22),
    (23, 26, 23),
    (27, 30, 24),
    (31, 35, 25),
    (36, 40, 26),
    (41, 45, 27),
    (46, 50, 28),
    (51, 55, 29),
    (56, 60, 30),
)
"""(lowest MP difference, highest MP difference, Victory Points of the player ahead), doc 003.

The player behind gets 30 minus that; a difference of 0 is the 15-15 draw (R-TA-2).
"""


def validate_vp_table(table: Iterable[tuple[int, int, int]]) -> tuple[int, ...]:
    """Check the division and expand it to one entry per MP difference 0..60.

    The rows must cover 0..60 with no gap or overlap, each split must sum to 30 with neither side
    negative, the split for 0 must be 15-15, and the winner's share must never fall as the difference
    grows. Differences above 60 cannot occur, since each of the two games gives at most 30 MP.
    """
    expanded: list[int] = []
    previous = -1
    for low, high, ahead in table:
        if low != len(expanded):
            raise ScoringError(f"VP table: row {low}-{high} does not start at difference {len(expanded)}")
        if high < low:
            raise ScoringError(f"VP table: row {low}-{high} is empty")
        behind = VICTORY_POINTS_PER_MATCH - ahead
        if not 0 <= behind <= ahead or ahead + behind != VICTORY_POINTS_PER_MATCH:
            raise ScoringError(f"VP table: split {ahead}-{behind} for {low}-{high} is not a division of 30")
        if ahead < previous:
            raise ScoringError(f"VP table: the split for {low}-{high} is smaller than for a smaller difference")
        previous = ahead
        expanded.extend([ahead] * (high - low + 1))
    if not expanded or expanded[0] != VICTORY_POINTS_PER_MATCH // 2:
        raise ScoringError("VP table: a difference of 0 must give 15-15")
    if len(expanded) != MAX_MP_DIFFERENCE + 1:
        raise ScoringError(f"VP table: covers 0..{len(expanded) - 1}, must cover exactly 0..{MAX_MP_DIFFERENCE}")
    return tuple(expanded)


_VP_BY_DIFFERENCE = validate_vp_table(VP_TABLE)


def vp_split(mp_a: int, mp_b: int) -> tuple[int, int]:
    """Victory Points of the two players of a match from their match point totals (doc 003)."""
    for mp in (mp_a, mp_b):
        if isinstance(mp, bool) or not isinstance(mp, int):
            raise ScoringError(f"match points must be whole numbers, got {mp!r}")
        if not 0 <= mp <= MAX_MP_DIFFERENCE:
            raise ScoringError(f"match points of a match lie in 0..{MAX_MP_DIFFERENCE}, got {mp}")
    ahead = _VP_BY_DIFFERENCE[abs(mp_a - mp_b)]
    behind = VICTORY_POINTS_PER_MATCH - ahead
    return (ahead, behind) if mp_a >= mp_b else (behind, ahead)


@dataclass(frozen=True)
class GameReport:
    """One game of a Turnabout match as reported: which deck lost (None for a draw) and the statistic.

    `losing_deck` is 0 or 1, the seat of the player who *owns* that deck. In game 1 the players pilot
    each other's decks, in game 2 their own (doc 003, Match Rules 2-3), so the game is won by the owner
    of the losing deck in game 1 and by the other player in game 2.
    """

    game: int
    losing_deck: int | None
    value: int | None = None


def game_winner_seat(game: int, losing_deck: int) -> int:
    """Seat of the winner of game `game` (1 or 2) whose losing deck belongs to seat `losing_deck`."""
    if game not in (1, 2):
        raise ScoringError(f"a Turnabout match has games 1 and 2, not {game}")
    if losing_deck not in (0, 1):
        raise ScoringError(f"the losing deck belongs to seat 0 or 1, not {losing_deck}")
    return losing_deck if game == 1 else 1 - losing_deck


def match_totals(games: Iterable[GameReport], options: tuple[str, str]) -> tuple[int, int]:
    """Match point totals of both seats; `options` are the scoring options of the seats' decks."""
    totals = [0, 0]
    seen: set[int] = set()
    for report in games:
        if report.game in seen:
            raise ScoringError(f"game {report.game} reported twice")
        seen.add(report.game)
        if report.losing_deck is None:
            if report.game not in (1, 2):
                raise ScoringError(f"a Turnabout match has games 1 and 2, not {report.game}")
            continue
        winner = game_winner_seat(report.game, report.losing_deck)
        if report.value is None:
            option = scoring_option(options[report.losing_deck])
            raise ScoringError(f"game {report.game}: the winner's {option.statistic} is missing")
        totals[winner] += match_points_for_statistic(options[report.losing_deck], report.value)
    if seen != {1, 2}:
        raise ScoringError("a Turnabout match has exactly two games; report both (a drawn game as a draw)")
    return totals[0], totals[1]
