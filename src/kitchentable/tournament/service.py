"""The tournament service: every operation the command line, the web app and a simulated event perform.

Each public method is one transaction: it validates everything first, writes, appends to the audit log,
and commits before returning, so an acknowledged change is on disk and a refused one changed nothing.
Standings and the next round's pairings are computed from the stored results every time they are needed.

The operations live by subject: `registration.py` (events, players, decks), `rounds.py` (pairing, the cut,
swaps, verification, the round clock), `reporting.py` (results, batches, the players' own reports); this
module joins them and adds standings and exports.
"""

from __future__ import annotations

from typing import Any

from kitchentable.tournament import cut
from kitchentable.tournament.errors import (
    Conflict,
    InvalidDeck,
    InvalidReport,
    NotFound,
    PairingBlocked,
    TournamentError,
    TournamentGameInputError,
)
from kitchentable.tournament.registration import RegistrationOps, parse_players_csv
from kitchentable.tournament.reporting import PlayerReport, ReportingOps
from kitchentable.tournament.rounds import RoundOps, cut_winner, derive_seed
from kitchentable.tournament.snapshot import load_players, swiss_progress
from kitchentable.tournament.standings import TIEBREAKER_NAMES
from kitchentable.tournament.store import Store
from kitchentable.tournament.views import (
    BatchRow,
    EventView,
    GameView,
    PlayerView,
    RoundView,
    StandingsView,
    SwissInput,
    TableView,
    TimerView,
    TurnaboutGameInput,
    blank,
    fraction_text,
    round_json,
    standing_json,
    table_json,
    tiebreaker_text,
)

__all__ = [
    "BatchRow", "Conflict", "EventView", "GameView", "InvalidDeck", "InvalidReport", "NotFound", "PairingBlocked",
    "PlayerReport", "PlayerView", "RoundView", "StandingsView", "Store", "SwissInput", "TableView", "TimerView",
    "TournamentError", "TournamentGameInputError", "TournamentService", "TurnaboutGameInput", "derive_seed",
    "fraction_text", "tiebreaker_text", "parse_players_csv", "round_json", "standing_json", "table_json",
]


def results_heading(complete: list[int], partial: tuple[int, int, int] | None) -> str:
    """Which results standings include, in words: `complete` rounds and a round in progress
    (number, results in, tables)."""
    if not complete and partial is None:
        return "before round 1"
    done = ""
    if complete:
        done = f"after round {complete[-1]}" if complete == list(range(1, complete[-1] + 1)) else \
            "after rounds " + ", ".join(map(str, complete))
    if partial is None:
        return done
    number, reported, tables = partial
    progress = f"{reported} of {tables} results of round {number} (in progress)"
    return f"{done}, with {progress}" if done else f"with {progress}"


class TournamentService(RegistrationOps, RoundOps, ReportingOps):
    """Operations on the events of one store; `actor` names who made a change, for the audit log."""

    def standings(self, event: str | None = None, *, through_round: int | None = None) -> StandingsView:
        """The Swiss standings from every reported result (or only rounds 1..`through_round`), with a
        heading that says exactly which results they include; after a cut, the bracket and final places."""
        with self.store.reading() as tx:
            ev = self._event(tx, event)
            snap = self._snapshot(tx, ev, rounds="cut", players=False)
            if snap.cut_rounds:
                snap.players = load_players(tx, ev.id)
            progress = swiss_progress(tx, ev.id, snap.rows)
            if through_round is not None:
                if not 0 <= through_round <= len(progress):
                    raise NotFound(f"round {through_round} has not been paired (Swiss rounds paired: "
                                   f"{len(progress)})")
                progress = [p for p in progress if p[0] <= through_round]
                rows = self._standings(snap, rounds={p[0] for p in progress})
            else:
                rows = self._standings(snap)
            complete = [number for number, reported, tables in progress if reported == tables]
            partial = next(((number, reported, tables) for number, reported, tables in progress
                            if reported < tables), None)
            heading = results_heading(complete, partial)
            pending = tx.value("SELECT count(DISTINCT c.table_id) FROM claims c JOIN tables t ON t.id = c.table_id "
                               "JOIN rounds r ON r.id = t.round_id WHERE r.event_id = ?", (ev.id,)) or 0
            cut_views = tuple(self._round_view(tx, r, snap.players, ev, snap.options) for r in snap.cut_rounds)
            placings: tuple[tuple[int, str], ...] = ()
            if snap.cut_rounds and through_round is None:
                ranks = {r.key: r.rank for r in rows}
                bracket = []
                for rnd in snap.cut_rounds:
                    seed_of = {k: ranks.get(k, 0) for k in snap.players}
                    bracket.append([(t.player_a_id, t.player_b_id, cut_winner(ev.format, t, snap.options, seed_of)
                                     if t.result is not None else None) for t in rnd.tables])
                placings = tuple((place, snap.players[key].name) for place, key in cut.placings(bracket, ranks))
            return StandingsView(self._event_view(tx, ev), rows, TIEBREAKER_NAMES[ev.format],
                                 max(complete, default=0), heading, cut_views, placings, pending)

    def audit_log(self, event: str | None = None) -> list[dict[str, Any]]:
        import json

        from kitchentable.tournament.store import as_datetime

        with self.store.reading() as tx:
            ev = self._event(tx, event)
            return [{"id": i, "at": (as_datetime(at) or at).isoformat(), "actor": actor, "action": action,
                     "detail": json.loads(detail)} for i, at, actor, action, detail in tx.rows(
                "SELECT id, at, actor, action, detail FROM audit_log WHERE event_id = ? ORDER BY id", (ev.id,))]

    def export_json(self, event: str | None = None) -> dict[str, Any]:
        """The whole event as one document: players, rounds with seeds and results, standings, audit log."""
        standings = self.standings(event)
        return {
            "event": {k: v for k, v in standings.event.__dict__.items() if k != "organizer_token"},
            "standings_include": standings.heading,
            "players": [p.__dict__ for p in self.players(event)],
            "rounds": [{**round_json(r), "number": r.number, "allow_rematches": r.allow_rematches}
                       for r in self.rounds(event)],
            "standings": [standing_json(row) for row in standings.rows],
            "placings": [{"place": place, "player": name} for place, name in standings.placings],
            "audit": self.audit_log(event),
        }

    def export_csv(self, event: str | None = None, what: str = "standings") -> str:
        """Standings (one row per player) or matches (one row per table) as CSV."""
        import csv
        import io

        out = io.StringIO()
        writer = csv.writer(out)
        if what == "standings":
            view = self.standings(event)
            writer.writerow(["rank", "player", "points", "record", "matches", "byes", "game_wins", "game_losses",
                             "game_draws", *view.tiebreakers, "dropped"])
            for row in view.rows:
                writer.writerow([row.rank, row.name, row.points, row.record, row.matches, row.byes,
                                 row.game_wins, row.game_losses, row.game_draws,
                                 *(tiebreaker_text(n, row.tiebreakers[n]) for n in view.tiebreakers),
                                 "yes" if row.dropped else ""])
        elif what == "matches":
            writer.writerow(["round", "table", "player_a", "player_b", "result", "wins_a", "wins_b", "draws",
                             "match_points_a", "match_points_b", "points_a", "points_b"])
            for rnd in self.rounds(event):
                for t in rnd.tables:
                    writer.writerow([t.round, t.number, t.player_a, t.player_b or "BYE", t.summary,
                                     t.wins_a, t.wins_b, t.draws, blank(t.match_points_a), blank(t.match_points_b),
                                     blank(t.points_a), blank(t.points_b)])
        else:
            raise TournamentError(f"cannot export {what!r}; choose standings or matches")
        return out.getvalue()
