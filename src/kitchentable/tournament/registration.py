"""Events and their players: creating, ending and re-opening an event, its settings and organizer token;
registering, numbering, renaming and dropping players; their byes, fixed seats, personal codes and decks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from kitchentable.formats.turnabout import scoring
from kitchentable.tournament.core import MAX_ROUNDS, EventRow, ServiceCore, clean_name, table_list
from kitchentable.tournament.cut import CUT_SIZES
from kitchentable.tournament.errors import Conflict, InvalidDeck, TournamentError
from kitchentable.tournament.schema import new_code, new_secret, store_draws
from kitchentable.tournament.snapshot import load_players
from kitchentable.tournament.standings import FLOORS, FORMATS, MTR_FLOOR, TURNABOUT
from kitchentable.tournament.store import IntegrityConflict, Tx, utcnow
from kitchentable.tournament.views import EventView, PlayerView

MAX_BYES = 3
MAX_DECK_LIST = 100_000
"""Characters of a registered deck list: a real one (MTGO or Arena text) is a few thousand."""
"""Pre-awarded byes cover at most the first three rounds (as EventLink and MTR-style events grant them)."""


def _positive_or_none(value: int | None, what: str) -> int | None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        raise TournamentError(f"the {what} must be a whole number of at least 1")
    return value


class RegistrationOps(ServiceCore):
    """Events, players and decks."""

    # events ---------------------------------------------------------------------------------------

    def create_event(self, name: str, fmt: str, rounds: int, *, seed: int | None = None, floor: str = MTR_FLOOR,
                     top_cut: int = 0, round_minutes: int = 50, actor: str = "cli") -> EventView:
        """A new event; its organizer token is generated here and returned once in the view."""
        name = clean_name(name, "event name")
        fmt = fmt.strip().lower()
        if fmt not in FORMATS:
            raise TournamentError(f"unknown format {fmt!r}; choose turnabout or swiss")
        if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= MAX_ROUNDS:
            raise TournamentError(f"the number of rounds must be between 1 and {MAX_ROUNDS}")
        import secrets

        seed = secrets.randbits(63) if seed is None else seed
        if not 0 <= seed < 2**63:
            raise TournamentError("the seed must be between 0 and 2**63 - 1")
        floor = self._check_floor(floor)
        self._check_cut(top_cut)
        self._check_minutes(round_minutes)
        token = secrets.token_urlsafe(18)
        with self.store.transaction() as tx:
            if tx.value("SELECT id FROM events WHERE name = ?", (name,)) is not None:
                raise Conflict(f"an event called {name!r} already exists in this database")
            try:
                event_id = tx.insert(
                    "INSERT INTO events (name, format, rounds_planned, seed, organizer_token, finished, created_at, "
                    "tiebreak_floor, top_cut, round_minutes, secret) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (name, fmt, rounds, seed, token, False, utcnow(), floor, top_cut, round_minutes, new_secret()))
            except IntegrityConflict as exc:
                raise Conflict(f"an event called {name!r} already exists in this database") from exc
            ev = self._event(tx, name)
            assert ev.id == event_id
            self._audit(tx, ev, actor, "event.create", {"name": name, "format": fmt, "rounds": rounds, "seed": seed,
                                                        "floor": floor, "top_cut": top_cut,
                                                        "round_minutes": round_minutes})
            return self._event_view(tx, ev, token=token)

    @staticmethod
    def _check_floor(floor: str) -> str:
        cleaned = floor.strip()
        if cleaned not in FLOORS:
            raise TournamentError(f"unknown tiebreaker floor {floor!r}; choose 0.33 (the MTR's) or 1/3")
        return cleaned

    @staticmethod
    def _check_cut(top_cut: int) -> None:
        if top_cut != 0 and top_cut not in CUT_SIZES:
            raise TournamentError(f"a top cut has {', '.join(map(str, CUT_SIZES))} players (or 0 for none), not {top_cut}")

    @staticmethod
    def _check_minutes(minutes: int) -> None:
        if isinstance(minutes, bool) or not isinstance(minutes, int) or not 1 <= minutes <= 600:
            raise TournamentError("a round lasts between 1 and 600 minutes")

    def list_events(self) -> list[EventView]:
        with self.store.reading() as tx:
            return [self._event_view(tx, self._event(tx, name)) for name in tx.column("SELECT name FROM events ORDER BY id")]

    def event(self, event: str | None = None) -> EventView:
        with self.store.reading() as tx:
            return self._event_view(tx, self._event(tx, event))

    def organizer_token(self, event: str | None = None) -> str:
        with self.store.reading() as tx:
            return self._event(tx, event).organizer_token

    def check_token(self, token: str | None, event: str | None = None) -> bool:
        if not token:
            return False
        import hmac

        return hmac.compare_digest(token.encode(), self.organizer_token(event).encode())

    def rotate_token(self, event: str | None = None, *, actor: str = "cli") -> str:
        """A new organizer token; the old one stops working at once (logged, without either token)."""
        import secrets

        token = secrets.token_urlsafe(18)
        with self.store.transaction() as tx:
            ev = self._writing(tx, event, open_only=False)
            tx.run("UPDATE events SET organizer_token = ? WHERE id = ?", (token, ev.id))
            self._audit(tx, ev, actor, "token.rotate", {})
        return token

    def configure(self, event: str | None = None, *, floor: str | None = None, top_cut: int | None = None,
                  round_minutes: int | None = None, actor: str = "cli") -> EventView:
        """Change the event's settings (each change logged): the tiebreaker floor, the top-N cut (until it
        starts) and the round length."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            changes: dict[str, object] = {}
            if floor is not None and self._check_floor(floor) != ev.tiebreak_floor:
                changes["tiebreak_floor"] = floor.strip()
            if top_cut is not None and top_cut != ev.top_cut:
                self._check_cut(top_cut)
                if tx.value("SELECT count(*) FROM rounds WHERE event_id = ? AND stage = 'cut'", (ev.id,)):
                    raise Conflict("the cut has started; its size cannot change")
                changes["top_cut"] = top_cut
            if round_minutes is not None and round_minutes != ev.round_minutes:
                self._check_minutes(round_minutes)
                changes["round_minutes"] = round_minutes
            for column, value in changes.items():
                tx.run(f"UPDATE events SET {column} = ? WHERE id = ?", (value, ev.id))
            if changes:
                self._audit(tx, ev, actor, "event.configure", {
                    k: {"from": getattr(ev, k), "to": v} for k, v in changes.items()})
            return self._event_view(tx, self._event(tx, ev.name))

    def end_event(self, event: str | None = None, *, actor: str = "cli") -> EventView:
        """Finish the event now (the organizer's way out when no further round can be paired)."""
        with self.store.transaction() as tx:
            ev = self._event(tx, event)
            tx.lock_event(ev.id)
            if ev.finished:
                raise Conflict(f"event {ev.name!r} is already finished")
            last = self._latest_round(tx, ev)
            if last is not None:
                missing = self._missing_in(tx, last[0])
                if missing:
                    raise Conflict(f"round {last[1]} still has tables without a result: {table_list(missing)}")
            tx.run("UPDATE events SET finished = ? WHERE id = ?", (True, ev.id))
            self._audit(tx, ev, actor, "event.end", {"after_round": last[1] if last else 0})
            return self._event_view(tx, self._event(tx, ev.name))

    def reopen_event(self, event: str | None = None, *, actor: str = "cli") -> EventView:
        """Re-open an ended event (logged), e.g. after ending it by mistake or to correct a result."""
        with self.store.transaction() as tx:
            ev = self._event(tx, event)
            tx.lock_event(ev.id)
            if not ev.finished:
                raise Conflict(f"event {ev.name!r} is not finished")
            tx.run("UPDATE events SET finished = ? WHERE id = ?", (False, ev.id))
            last = self._latest_round(tx, ev)
            self._audit(tx, ev, actor, "event.reopen", {"after_round": last[1] if last else 0})
            return self._event_view(tx, self._event(tx, ev.name))

    # players --------------------------------------------------------------------------------------

    def add_player(self, name: str, event: str | None = None, *, actor: str = "cli") -> PlayerView:
        return self.import_players([{"name": name}], event, actor=actor)[0]

    def import_players(self, rows: Sequence[Mapping[str, str | None]], event: str | None = None, *,
                       actor: str = "cli") -> list[PlayerView]:
        """Add players, each with an optional Turnabout `scoring` option and `deck` name, pre-awarded `byes`
        and a fixed `table`; all of them or none. Each gets the next player number and a personal code."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            if not rows:
                raise TournamentError("no players given")
            existing = {n.casefold() for n in tx.column("SELECT name FROM players WHERE event_id = ?", (ev.id,))}
            codes = set(tx.column("SELECT code FROM players WHERE event_id = ?", (ev.id,)))
            number = tx.value("SELECT max(number) FROM players WHERE event_id = ?", (ev.id,)) or 0
            paired = tx.value("SELECT count(*) FROM rounds WHERE event_id = ?", (ev.id,)) or 0
            options = self._options(tx, ev)
            created: list[int] = []
            now = utcnow()
            for index, row in enumerate(rows, start=1):
                line = f"line {row['line']}" if row.get("line") else f"row {index}"
                raw = row.get("name")
                if raw is None:
                    raise TournamentError(f"{line}: no name")
                name = clean_name(raw, f"player name on {line}")
                if name.casefold() in existing:
                    raise Conflict(f"{line}: a player called {name!r} is already registered")
                existing.add(name.casefold())
                byes = self._byes_of(row.get("byes"), line, paired)
                fixed = self._table_of(row.get("table"), line)
                number += 1
                code = new_code()
                while code in codes:
                    code = new_code()
                codes.add(code)
                pid = tx.insert("INSERT INTO players (event_id, name, created_at, number, code, byes, fixed_table) "
                                "VALUES (?, ?, ?, ?, ?, ?, ?)", (ev.id, name, now, number, code, byes, fixed))
                option = (row.get("scoring") or "").strip()
                deck_name = (row.get("deck") or "").strip()
                if option or deck_name:
                    if ev.format != TURNABOUT:
                        raise TournamentError(f"{line}: decks and scoring options belong to Turnabout events")
                    try:
                        chosen = self._resolve(options, option or scoring.DEFAULT_SCORING_OPTION).name
                    except TournamentError as err:
                        raise TournamentError(f"{line}: {err}") from None
                    tx.run("INSERT INTO decks (player_id, name, scoring_option, registered_at) VALUES (?, ?, ?, ?)",
                           (pid, deck_name, chosen, now))
                created.append(pid)
            store_draws(tx, ev.id, ev.seed, created)
            players = load_players(tx, ev.id)
            added = [players[pid] for pid in created]
            self._audit(tx, ev, actor, "player.add", {"names": [p.name for p in added]})
            return [self._player_view(p) for p in added]

    @staticmethod
    def _byes_of(text: str | None, line: str, paired: int) -> int:
        if text is None or not str(text).strip():
            return 0
        value = str(text).strip()
        if not value.isdigit() or int(value) > MAX_BYES:
            raise TournamentError(f"{line}: byes must be a whole number from 0 to {MAX_BYES}, got {value!r}")
        if int(value) and paired:
            raise Conflict(f"{line}: pre-awarded byes are given before round 1 is paired")
        return int(value)

    @staticmethod
    def _table_of(text: str | None, line: str) -> int | None:
        if text is None or not str(text).strip():
            return None
        value = str(text).strip()
        if not value.isdigit() or int(value) < 1:
            raise TournamentError(f"{line}: a fixed table is a table number of at least 1, got {value!r}")
        return int(value)

    def rename_player(self, old: str, new: str, event: str | None = None, *, actor: str = "cli") -> PlayerView:
        with self.store.transaction() as tx:
            ev = self._writing(tx, event, open_only=False)
            player = self._player(tx, ev, old)
            name = clean_name(new, "new name")
            if name.casefold() != player.name.casefold() and tx.value(
                    "SELECT id FROM players WHERE event_id = ? AND lower(name) = ?", (ev.id, name.lower())) is not None:
                raise Conflict(f"a player called {name!r} is already registered")
            self._audit(tx, ev, actor, "player.rename", {"from": player.name, "to": name})
            tx.run("UPDATE players SET name = ? WHERE id = ?", (name, player.id))
            return self._player_view(load_players(tx, ev.id)[player.id])

    def set_byes(self, player: str, byes: int, event: str | None = None, *, actor: str = "cli") -> PlayerView:
        """Pre-award byes for the first `byes` rounds (0 to 3), before round 1 is paired (logged)."""
        if isinstance(byes, bool) or not isinstance(byes, int) or not 0 <= byes <= MAX_BYES:
            raise TournamentError(f"byes must be a whole number from 0 to {MAX_BYES}")
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            if tx.value("SELECT count(*) FROM rounds WHERE event_id = ?", (ev.id,)):
                raise Conflict("pre-awarded byes are given before round 1 is paired")
            p = self._player(tx, ev, player)
            tx.run("UPDATE players SET byes = ? WHERE id = ?", (byes, p.id))
            self._audit(tx, ev, actor, "player.byes", {"player": p.name, "from": p.byes, "to": byes})
            return self._player_view(load_players(tx, ev.id)[p.id])

    def set_fixed_table(self, player: str, table: int | None, event: str | None = None, *,
                        actor: str = "cli") -> PlayerView:
        """Seat a player at the same table every round (None: no fixed seat); applies from the next pairing."""
        _positive_or_none(table, "table number")
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            p = self._player(tx, ev, player)
            if table is not None:
                other = tx.value("SELECT name FROM players WHERE event_id = ? AND fixed_table = ? AND id <> ? "
                                 "AND dropped_after_round IS NULL", (ev.id, table, p.id))
                if other is not None:
                    raise Conflict(f"table {table} is already fixed for {other}")
            tx.run("UPDATE players SET fixed_table = ? WHERE id = ?", (table, p.id))
            self._audit(tx, ev, actor, "player.seat", {"player": p.name, "from": p.fixed_table, "to": table})
            return self._player_view(load_players(tx, ev.id)[p.id])

    def players(self, event: str | None = None) -> list[PlayerView]:
        with self.store.reading() as tx:
            ev = self._event(tx, event)
            return sorted((self._player_view(p) for p in load_players(tx, ev.id).values()),
                          key=lambda p: (p.name.casefold(), p.name))

    def player_codes(self, event: str | None = None) -> list[tuple[int, str, str]]:
        """(number, name, personal code) of every player, by number: for the organizer to hand out."""
        with self.store.reading() as tx:
            ev = self._event(tx, event)
            return [(n, name, code) for n, name, code in tx.rows(
                "SELECT number, name, code FROM players WHERE event_id = ? ORDER BY number", (ev.id,))]

    def new_player_code(self, player: str, event: str | None = None, *, actor: str = "cli") -> str:
        """Replace a player's personal code (a lost or shared card); logged without the code."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event, open_only=False)
            p = self._player(tx, ev, player)
            codes = set(tx.column("SELECT code FROM players WHERE event_id = ?", (ev.id,)))
            code = new_code()
            while code in codes:
                code = new_code()
            tx.run("UPDATE players SET code = ? WHERE id = ?", (code, p.id))
            self._audit(tx, ev, actor, "player.code", {"player": p.name})
            return code

    def drop(self, player: str, event: str | None = None, *, actor: str = "cli") -> PlayerView:
        """Drop a player: they keep their results and are never paired again."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            p = self._player(tx, ev, player)
            if p.dropped_after_round is not None:
                raise Conflict(f"{p.name} already dropped after round {p.dropped_after_round}")
            last = self._latest_round(tx, ev)
            after = last[1] if last else 0
            tx.run("UPDATE players SET dropped_after_round = ?, dropped_at = ? WHERE id = ?", (after, utcnow(), p.id))
            self._audit(tx, ev, actor, "player.drop", {"player": p.name, "after_round": after})
            return self._player_view(load_players(tx, ev.id)[p.id])

    # decks and scoring options --------------------------------------------------------------------

    def register_deck(self, player: str, option: str, event: str | None = None, *, deck_name: str = "",
                      deck_list: str | None = None, actor: str = "cli") -> PlayerView:
        """Register a Turnabout deck and its scoring option (R-TA-1), optionally with its list (MTGO or Arena
        text), which must pass the format's deck rules (R-TA-4: 60 cards or more, no sideboard, none of the
        banned cards). A change is logged and applies to matches reported afterwards; reported games keep
        the option they were scored with."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            return self._register_deck_in(tx, ev, self._player(tx, ev, player).id, option, deck_name, deck_list,
                                          actor)

    def player_register_deck(self, player_code: str, option: str, event: str | None = None, *, deck_name: str = "",
                             deck_list: str | None = None, actor: str = "player") -> PlayerView:
        """A player registers their own Turnabout deck with their personal code: its scoring option and list,
        checked like the organizer's (R-TA-1, R-TA-4); only before round 1 is paired, since the deck a player
        brings is the deck of the whole event."""
        from kitchentable.tournament.codes import normalize_player_code

        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            if ev.format != TURNABOUT:
                raise TournamentError("decks and scoring options belong to Turnabout events")
            if tx.value("SELECT count(*) FROM rounds WHERE event_id = ?", (ev.id,)):
                raise Conflict("round 1 has been paired: ask the organizer to change a deck now")
            player_id = tx.value("SELECT id FROM players WHERE event_id = ? AND code = ?",
                                 (ev.id, normalize_player_code(player_code)))
            if player_id is None:
                raise TournamentError("that is not a player code of this event; it is on your registration card")
            return self._register_deck_in(tx, ev, player_id, option, deck_name, deck_list, actor)

    def _register_deck_in(self, tx: Tx, ev: EventRow, player_id: int, option: str, deck_name: str,
                          deck_list: str | None, actor: str) -> PlayerView:
        if ev.format != TURNABOUT:
            raise TournamentError("decks and scoring options belong to Turnabout events")
        option_name = self._resolve(self._options(tx, ev), option).name
        name = clean_name(deck_name, "deck name") if deck_name.strip() else ""
        count = None
        if deck_list is not None:
            if len(deck_list) > MAX_DECK_LIST:
                raise TournamentError(f"the deck list is longer than {MAX_DECK_LIST:,} characters; a deck list "
                                      "is one line per card name")
            count = check_deck_list(deck_list)
        before = tx.row("SELECT scoring_option, name, card_count FROM decks WHERE player_id = ?", (player_id,))
        if before is None:
            tx.run("INSERT INTO decks (player_id, name, scoring_option, registered_at, list_text, card_count) "
                   "VALUES (?, ?, ?, ?, ?, ?)", (player_id, name, option_name, utcnow(), deck_list, count))
        else:
            tx.run("UPDATE decks SET scoring_option = ?, name = ?, registered_at = ? WHERE player_id = ?",
                   (option_name, name or before[1], utcnow(), player_id))
            if deck_list is not None:
                tx.run("UPDATE decks SET list_text = ?, card_count = ? WHERE player_id = ?",
                       (deck_list, count, player_id))
        player = load_players(tx, ev.id)[player_id]
        detail: dict[str, object] = {"player": player.name, "from": before[0] if before else None, "to": option_name,
                                     "deck": player.deck.name if player.deck else name}
        if deck_list is not None:
            detail["cards"] = count
        self._audit(tx, ev, actor, "deck.register", detail)
        return self._player_view(player)

    def deck_list(self, player: str, event: str | None = None) -> tuple[PlayerView, str | None]:
        """A player's registered deck and its list (None when only the option was registered)."""
        with self.store.reading() as tx:
            ev = self._event(tx, event)
            p = self._player(tx, ev, player)
            text = tx.value("SELECT list_text FROM decks WHERE player_id = ?", (p.id,))
            return self._player_view(load_players(tx, ev.id)[p.id]), text

    def add_scoring_option(self, name: str, statistic: str, base: int, per: str | Fraction,
                           event: str | None = None, *, description: str = "", actor: str = "cli") -> str:
        """Allow a further scoring option for this event (doc 003: "the TO may allow others"), stored with
        the event: `base + per x statistic`, rounded up, clamped to 10..30 like every option."""
        try:
            factor = Fraction(per)
        except (ValueError, ZeroDivisionError) as exc:
            raise TournamentError(f"the factor must be a number or a fraction such as 1/2, got {per!r}") from exc
        if isinstance(base, bool) or not isinstance(base, int) or not -100 <= base <= 100:
            raise TournamentError("the base must be a whole number between -100 and 100")
        if abs(factor) > 100:
            raise TournamentError("the factor must lie between -100 and 100")
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            if ev.format != TURNABOUT:
                raise TournamentError("scoring options belong to Turnabout events")
            try:
                text = description.strip() or scoring.describe_linear(base, factor, statistic)
                option = scoring.make_scoring_option(name, statistic, scoring.linear_formula(base, factor), text)
            except scoring.ScoringError as exc:
                raise TournamentError(str(exc)) from exc
            if option.name in self._options(tx, ev):
                raise Conflict(f"a scoring option called {option.name!r} already exists")
            tx.run("INSERT INTO event_scoring_options (event_id, name, statistic, base, per_numerator, "
                   "per_denominator, description) VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (ev.id, option.name, statistic, base, factor.numerator, factor.denominator, text))
            self._audit(tx, ev, actor, "scoring.add", {"name": option.name, "statistic": statistic, "base": base,
                                                        "per": str(factor)})
            return option.name

    def scoring_options(self, event: str | None = None) -> dict[str, scoring.ScoringOption]:
        with self.store.reading() as tx:
            return dict(self._options(tx, self._event(tx, event)))


def check_deck_list(text: str) -> int:
    """The main deck's card count of a Turnabout deck list, after the format's deck rules (R-TA-4) with the
    card pool: raises InvalidDeck naming every problem with its line. The card pool (and with it the rules
    engine's card model) is loaded here, on this path only."""
    from kitchentable.formats.turnabout.decks import PoolError, check_lines, parse_deck_text, pool_lookup

    if not text.strip():
        raise InvalidDeck("the deck list is empty", [])
    lines, problems = parse_deck_text(text)
    try:
        lookup = pool_lookup()
    except PoolError as exc:
        raise TournamentError(f"the deck list cannot be checked: {exc}") from exc
    problems += check_lines(lines, lookup)
    if problems:
        shown = [str(p) for p in problems]
        raise InvalidDeck("the deck list is not legal for Turnabout:\n" + "\n".join(f"  {p}" for p in shown), shown)
    return sum(entry.count for entry in lines if not entry.sideboard)


PLAYER_COLUMNS = ("name", "scoring", "deck", "byes", "table")


def parse_players_csv(text: str) -> list[dict[str, str | None]]:
    """Rows of a player CSV: a header with `name` (and optionally `scoring`, `deck`, `byes`, `table`), or one
    name per line (a file of a single column). Each row carries its `line` in the file, so a problem found
    later is reported on the line the organizer sees in an editor. A header without a `name` column, an
    unknown column or a name given twice in the file is refused here, with its line."""
    import csv

    numbered = [(n, line) for n, line in enumerate(text.splitlines(), start=1) if line.strip()]
    if not numbered:
        raise TournamentError("the CSV file is empty")
    first_line, first = numbered[0]
    rows: list[dict[str, str | None]] = []
    header = [h.strip().lower() for h in next(csv.reader([first]))]
    if "name" not in header:
        if len(header) > 1 or header[0] in PLAYER_COLUMNS:
            raise TournamentError(f"line {first_line}: the CSV has no 'name' column (its columns: "
                                  f"{', '.join(header)}); the columns are {', '.join(PLAYER_COLUMNS)}")
        plain = [(n, row) for n, row in ((n, next(csv.reader([line]))) for n, line in numbered)]
        rows = [{"name": row[0], "line": str(n)} for n, row in plain if row and row[0].strip()]
    else:
        unknown = set(header) - set(PLAYER_COLUMNS)
        if unknown:
            raise TournamentError(f"line {first_line}: unknown CSV column(s): {', '.join(sorted(unknown))}; "
                                  f"use {', '.join(PLAYER_COLUMNS)}")
        for n, line in numbered[1:]:
            cells = next(csv.reader([line]))
            if len(cells) > len(header):
                raise TournamentError(f"line {n}: {len(cells)} values for the {len(header)} columns "
                                      f"{', '.join(header)}")
            row: dict[str, str | None] = dict(zip(header, cells, strict=False))
            row.update({h: None for h in header[len(cells):]})
            row["line"] = str(n)
            rows.append(row)
    seen: dict[str, str] = {}
    for row in rows:
        name = " ".join((row.get("name") or "").split()).casefold()
        if name and name in seen:
            raise TournamentError(f"line {row['line']}: {row['name']!r} is in the file twice (first on line "
                                  f"{seen[name]})")
        seen.setdefault(name, str(row["line"]))
    return rows
