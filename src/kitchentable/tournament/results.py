"""Reading and checking match results, one at a time or a whole round at once (pure: no database).

A Swiss result is the games won by player A, by player B and drawn (MTR 2.3: best of three). A Turnabout
result is two games, each `draw` or the player whose deck lost and the winner's statistic that deck's
scoring option reads (doc 003, R-TA-1, R-TA-2). A batch is CSV, one table a line; it is read whole and
refused whole, naming the line of the first bad row.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from kitchentable.formats.turnabout import scoring
from kitchentable.tournament.errors import InvalidReport, TournamentGameInputError
from kitchentable.tournament.snapshot import GameRec
from kitchentable.tournament.views import BatchRow, SwissInput, TurnaboutGameInput

SWISS_FORMAT_HELP = "WINS-LOSSES[-DRAWS] for player A, e.g. 2-1 or 1-1-1"
TURNABOUT_FORMAT_HELP = "'draw' or DECK_OWNER:VALUE (e.g. Ann:14 or Ann:life=14; DECK_OWNER may be #NUMBER)"


def check_swiss(wins_a: int, wins_b: int, draws: int) -> None:
    """A best-of-three match score (MTR 2.3): nobody wins three games, not both two, at most three games."""
    for label, value in (("games won by A", wins_a), ("games won by B", wins_b), ("drawn games", draws)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise InvalidReport(f"{label} must be a whole number of at least 0")
    if wins_a > 2 or wins_b > 2:
        raise InvalidReport("a best-of-three match ends when a player wins two games; no one wins three")
    if wins_a == 2 and wins_b == 2:
        raise InvalidReport("both players cannot win two games of a best-of-three match")
    if wins_a + wins_b + draws > 3:
        raise InvalidReport("a best-of-three match has at most three games")


def parse_swiss(text: str) -> SwissInput:
    parts = [p.strip() for p in text.strip().split("-")]
    if len(parts) not in (2, 3) or not all(p.isdigit() for p in parts):
        raise InvalidReport(f"a Swiss result is {SWISS_FORMAT_HELP}; got {text!r}")
    numbers = [int(p) for p in parts] + [0] * (3 - len(parts))
    check_swiss(*numbers)
    return SwissInput(numbers[0], numbers[1], numbers[2])


def parse_turnabout_game(text: str) -> TurnaboutGameInput:
    if text.strip().lower() == "draw":
        return TurnaboutGameInput(None)
    if ":" not in text:
        raise TournamentGameInputError(f"a Turnabout game is {TURNABOUT_FORMAT_HELP}; got {text!r}")
    owner, _, value_text = text.rpartition(":")
    statistic = None
    if "=" in value_text:
        statistic, _, value_text = value_text.partition("=")
    try:
        value = int(value_text.strip())
    except ValueError:
        raise TournamentGameInputError(f"{text!r}: the winner's statistic must be a whole number, "
                                       f"got {value_text!r}") from None
    if not owner.strip():
        raise TournamentGameInputError(f"{text!r}: name the player whose deck lost before the ':'")
    return TurnaboutGameInput(owner.strip(), value, statistic.strip() if statistic else None)


def seat_of(names: Sequence[str], numbers: Sequence[int], who: str, where: str) -> int:
    """The seat (0 = A, 1 = B) of a player at a table, by name (any case), by `#NUMBER`, or by `a`/`b`."""
    cleaned = " ".join(who.split())
    for seat, name in enumerate(names):
        if name == cleaned:
            return seat
    lowered = cleaned.lower()
    matches = [seat for seat, name in enumerate(names) if name.lower() == lowered]
    if len(matches) == 1:
        return matches[0]
    if lowered.startswith("#") and lowered[1:].isdigit():
        found = [seat for seat, number in enumerate(numbers) if number == int(lowered[1:])]
        if found:
            return found[0]
    if lowered in ("a", "b"):
        return 0 if lowered == "a" else 1
    raise InvalidReport(f"{who!r} does not play at {where} ({names[0]} vs {names[1]})")


def turnabout_outcome(names: Sequence[str], numbers: Sequence[int], options: Sequence[scoring.ScoringOption],
                      games: Sequence[TurnaboutGameInput], where: str) -> tuple[list[GameRec], int, int, int]:
    """The stored games of a Turnabout match and its game score (wins of A, of B, draws), after checking
    each game against the losing deck's scoring option (R-TA-1); a drawn game scores nothing (R-TA-2).

    `options[seat]` is the option of the deck seat `seat` registered. Game 1 is won by the owner of the
    losing deck (the players pilot each other's decks), game 2 by the other player (doc 003 Match Rules).
    """
    if len(games) != scoring.GAMES_PER_MATCH:
        raise InvalidReport(f"a Turnabout match has exactly two games; {len(games)} given")
    stored: list[GameRec] = []
    wins = [0, 0]
    draws = 0
    for number, game in enumerate(games, start=1):
        if game.losing_deck_of is None:
            stored.append(GameRec(number, None, None, None))
            draws += 1
            continue
        seat = seat_of(names, numbers, game.losing_deck_of, where)
        option = options[seat]
        if game.statistic is not None and game.statistic.strip().lower() != option.statistic:
            raise InvalidReport(
                f"game {number}: {names[seat]}'s deck scores with {option.name.title()}, which reads the "
                f"winner's {option.statistic}, not {game.statistic}")
        if game.value is None:
            raise InvalidReport(f"game {number}: give the winner's {option.statistic} "
                                f"({scoring.STATISTICS[option.statistic]})")
        try:
            scoring.points_with(option, game.value)
        except scoring.ScoringError as exc:
            raise InvalidReport(f"game {number}: {exc}") from exc
        stored.append(GameRec(number, seat, option.name, game.value))
        wins[scoring.game_winner_seat(number, seat)] += 1
    return stored, wins[0], wins[1], draws


def match_points(games: Sequence[GameRec], options: Mapping[str, scoring.ScoringOption]) -> tuple[int, int]:
    """Both seats' match point totals from stored games (each scored with the option it was reported with)."""
    totals = [0, 0]
    for g in games:
        if g.losing_seat is None or g.scoring_option is None or g.value is None:
            continue
        option = options.get(g.scoring_option)
        if option is None:
            raise InvalidReport(f"game {g.game} was scored with {g.scoring_option!r}, which this event no longer has")
        totals[scoring.game_winner_seat(g.game, g.losing_seat)] += scoring.points_with(option, g.value)
    return totals[0], totals[1]


_HEADER_WORDS = {"round", "table", "result", "game1", "game2", "game 1", "game 2"}


def _csv_lines(text: str) -> Iterator[tuple[int, list[str]]]:
    """(line number, fields) of each CSV line; a line CSV can't read (an unclosed quote, a field over the
    csv module's limit) is refused naming its line."""
    import csv

    lines = text.splitlines()
    reader = csv.reader(lines)
    while True:
        try:
            fields = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            raise InvalidReport(f"line {reader.line_num}: not readable as CSV ({exc})") from None
        yield reader.line_num, fields


def parse_batch(text: str, fmt: str) -> list[BatchRow]:
    """The rows of a batch of results. Swiss: `[round,]table,result`; Turnabout: `[round,]table,game1,game2`
    (CSV, so quote a name with a comma). An optional header names the columns; blank lines and lines
    starting with `#` are skipped. Any unreadable row raises InvalidReport naming its line."""
    rows: list[BatchRow] = []
    columns: list[str] | None = None
    width = 1 if fmt == "swiss" else 2
    for line_no, fields in _csv_lines(text):
        fields = [f.strip() for f in fields]
        if not fields or not any(fields) or fields[0].startswith("#"):
            continue
        if columns is None and not rows and {f.lower() for f in fields} & _HEADER_WORDS:
            columns = [f.lower().replace(" ", "") for f in fields]
            if "table" not in columns:
                raise InvalidReport(f"line {line_no}: the header has no 'table' column")
            continue
        try:
            rows.append(_batch_row(line_no, fields, columns, fmt, width))
        except InvalidReport as exc:
            raise type(exc)(f"line {line_no}: {exc}") from None
    if not rows:
        raise InvalidReport("no results given")
    seen: dict[tuple[int | None, int], int] = {}
    for row in rows:
        earlier = seen.setdefault((row.round, row.table), row.line)
        if earlier != row.line:
            raise InvalidReport(f"line {row.line}: table {row.table} is already on line {earlier}")
    return rows


def _number(text: str, what: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise InvalidReport(f"the {what} must be a whole number of at least 1, got {text!r}")
    return int(text)


def _batch_row(line: int, fields: list[str], columns: list[str] | None, fmt: str, width: int) -> BatchRow:
    if columns is not None:
        if len(fields) != len(columns):
            raise InvalidReport(f"{len(fields)} fields, the header has {len(columns)}")
        named = dict(zip(columns, fields, strict=True))
        round_text = named.get("round", "")
        table_text = named["table"]
        values = [named.get("result", "")] if fmt == "swiss" else [named.get("game1", ""), named.get("game2", "")]
    else:
        if len(fields) not in (width + 1, width + 2):
            expected = "[round,]table,result" if fmt == "swiss" else "[round,]table,game1,game2"
            raise InvalidReport(f"expected {expected}, got {len(fields)} field(s)")
        round_text = fields[0] if len(fields) == width + 2 else ""
        table_text = fields[-width - 1]
        values = fields[-width:]
    round_number = _number(round_text, "round") if round_text else None
    table = _number(table_text, "table")
    result: SwissInput | list[TurnaboutGameInput]
    if fmt == "swiss":
        result = parse_swiss(values[0])
    else:
        result = [parse_turnabout_game(v) for v in values]
    return BatchRow(line, round_number, table, result)
