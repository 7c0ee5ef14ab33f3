"""Rounds: pairing the next Swiss round (with pre-awarded byes and fixed seats), the top-N cut, withdrawing
and re-pairing, the organizer's manual swaps, reading pairings back, verifying every stored round, and the
round clock."""

from __future__ import annotations

import itertools
import json
from collections.abc import Collection, Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from kitchentable.tournament import cut, timer
from kitchentable.tournament.core import EventRow, PlayerNames, ServiceCore, Snapshot, table_list
from kitchentable.tournament.errors import Conflict, NotFound, PairingBlocked, TournamentError
from kitchentable.tournament.results import match_points
from kitchentable.tournament.snapshot import (
    CUT_STAGE,
    SWISS_STAGE,
    PlayerColumns,
    PlayerRec,
    ResultRec,
    RoundRec,
    TableRec,
    load_superseded,
    meetings,
    of_rounds,
    round_numbers,
    rows_from_records,
)
from kitchentable.tournament.standings import SWISS, Columns, PlayerInfo, StandingRow, floor_value
from kitchentable.tournament.store import IntegrityConflict, Tx, as_datetime, utcnow
from kitchentable.tournament.views import RoundView, TimerView

if TYPE_CHECKING:
    from kitchentable.tournament.pairing import PairingRequest

CUT_ALGORITHM = "cut"
"""The `algorithm_version` of a cut round. Pairing (`pairing.py`, `seating.py`) is imported by the commands
that pair, not by every command that reads an event."""


def derive_seed(*parts: object) -> int:
    """A 63-bit seed derived from the event seed and a label, so a round is reproducible from its inputs."""
    from kitchentable.tournament.digests import sha256

    digest = sha256(":".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def cut_winner(fmt: str, t: TableRec, options: Any, seed_of: Mapping[int, int]) -> int:
    """The player who goes on from a finished cut table (see `cut.py` for a Turnabout tie)."""
    assert t.result is not None and t.player_b_id is not None
    r = t.result
    if fmt == SWISS:
        ahead = r.wins_a > r.wins_b
    else:
        mp_a, mp_b = match_points(r.games, options)
        if mp_a == mp_b:
            return min((t.player_a_id, t.player_b_id), key=lambda p: seed_of.get(p, 10**9))
        ahead = mp_a > mp_b
    return t.player_a_id if ahead else t.player_b_id


STORED_DRAWS_FROM = 20_000
"""When this many players are tied on every tiebreaker (early rounds of a large event), their seeded draws
are read as stored (`player_draws`, about a third of the time of hashing them again); fewer are drawn."""


def fixed_tables(players: Mapping[int, PlayerRec]) -> dict[int, int]:
    """The players with a fixed table, and its number (from the columns when a large field has them)."""
    if isinstance(players, PlayerColumns):
        seated = players.fixed >= 0
        return dict(zip(players.ids[seated].tolist(), players.fixed[seated].tolist(), strict=True))
    return {p.id: p.fixed_table for p in players.values() if p.fixed_table is not None}


class RoundOps(ServiceCore):
    """Pairing, the cut, swaps, pairings, verification and the round clock."""

    # pairing --------------------------------------------------------------------------------------

    def pair(self, event: str | None = None, *, allow_rematches: int = 0, actor: str = "cli") -> RoundView:
        """Pair the next round from the stored results (see `pairing.py` for the rules); after the last
        Swiss round of an event with a top-N cut, the next round of the cut.

        SQLite's foreign-key checks are off in this transaction: `_store_round` makes the same checks (the
        round is the one it inserts, every player one of the event's, read in this transaction)."""
        with self.store.transaction(foreign_keys=False) as tx:
            ev = self._writing(tx, event)
            return self._pair_in(tx, ev, allow_rematches, actor)

    def _pair_in(self, tx: Tx, ev: EventRow, allow_rematches: int, actor: str) -> RoundView:
        from kitchentable.tournament.pairing import ALGORITHM_VERSION, NoPairingPossible, pair_round
        from kitchentable.tournament.seating import number_tables

        last = self._latest_round(tx, ev)
        number = (last[1] if last else 0) + 1
        if last is not None:
            missing = self._missing_in(tx, last[0])
            if missing:
                raise Conflict(f"round {last[1]} still has tables without a result: {table_list(missing)}")
        snap = self._snapshot(tx, ev, rounds="cut", any_order=True, columns=True)
        swiss_paired = tx.value("SELECT count(*) FROM rounds WHERE event_id = ? AND stage = ?", (ev.id, SWISS_STAGE))
        if swiss_paired >= ev.rounds_planned:
            if ev.top_cut:
                return self._pair_cut(tx, snap, number, actor)
            raise Conflict(f"all {ev.rounds_planned} rounds have been paired; the event is complete "
                           "(`end` closes it)")
        attempt = sum(1 for d in self._audit_details(tx, ev, "round.unpair") if d.get("round") == number)
        seed = derive_seed(ev.seed, "round", number, attempt)
        request, awarded, names = self._pairing_request(snap, seed, allow_rematches, number)
        byes: list[Any] = []
        notes: list[str] = []
        rematches: list[tuple[Any, Any]] = []
        if len(request.ranked) == 1:
            result_tables: list[tuple[Any, Any]] = []
            byes.append(request.ranked[0])
            method = "bye"
        elif not request.ranked:
            result_tables = []
            method = "byes"
        else:
            try:
                result = pair_round(request)
            except NoPairingPossible as exc:
                raise PairingBlocked(f"round {number}: {exc}", allow_rematches) from exc
            result_tables = list(result.tables)
            method = result.method
            if result.bye is not None:
                byes.append(result.bye)
            if result.bye_passed_over is not None and result.bye is not None:
                notes.append(f"the bye went to {names[result.bye]} instead of {names[result.bye_passed_over]}: "
                             f"with {names[result.bye_passed_over]} on the bye the other players could not be "
                             "paired without a rematch")
            rematches = list(result.rematches)
            for a, b in result.rematches:
                notes.append(f"rematch, allowed by the organizer: {names[a]} vs {names[b]}")
            if result.lower_bound is not None and result.cost > result.lower_bound and method == "fast":
                notes.append(f"paired by the fast method: cost {result.cost}, lower bound {result.lower_bound}")
        fixed = fixed_tables(snap.players)
        seats, seat_notes = number_tables(result_tables, [*byes, *awarded], fixed, names)
        notes += seat_notes
        round_id = self._store_round(tx, ev, number, seed, method, ALGORITHM_VERSION, allow_rematches, SWISS_STAGE,
                                     seats, set(awarded), snap.players)
        detail: dict[str, Any] = {"round": number, "seed": seed, "algorithm": method, "version": ALGORITHM_VERSION,
                                  "tables": len(result_tables), "bye": names[byes[0]] if byes else None}
        if awarded:
            detail["awarded_byes"] = [names[p] for p in awarded]
        if allow_rematches:
            detail["allow_rematches"] = allow_rematches
            detail["rematches"] = [[names[a], names[b]] for a, b in rematches]
        if notes:
            detail["notes"] = notes
        self._audit(tx, ev, actor, "round.pair", detail)
        return self._fresh_round_view(tx, snap, round_id, number, seed, method, allow_rematches, SWISS_STAGE,
                                      seats, set(awarded), notes)

    def _store_round(self, tx: Tx, ev: EventRow, number: int, seed: int, method: str, version: str,
                     allow_rematches: int, stage: str, seats: Sequence[tuple[int, Any, Any]],
                     awarded: set[int], players: Collection[int]) -> int:
        """Insert the round and its tables. Every player seated must be one of the event's `players` (read
        in this transaction): the check the database's foreign keys would make, made here so that `pair`
        can write 50,000 tables with them off."""
        seated = {a for _, a, _ in seats}
        seated.update(b for _, _, b in seats)
        seated.discard(None)
        strangers = seated.difference(players)
        if strangers:
            raise TournamentError(f"round {number}: player id {min(strangers)} is not registered in event "
                                  f"{ev.name!r}")
        try:
            round_id = tx.insert(
                "INSERT INTO rounds (event_id, number, seed, algorithm, algorithm_version, allow_rematches, "
                "created_at, stage, tiebreak_floor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (ev.id, number, seed, method, version, allow_rematches, utcnow(), stage, ev.tiebreak_floor))
        except IntegrityConflict as exc:
            raise Conflict(f"round {number} was paired by someone else at the same time") from exc
        tx.insert_rows("tables", ("round_id", "number", "player_a_id", "player_b_id", "awarded"),
                       [(round_id, n, a, b, 1 if b is None and a in awarded else 0) for n, a, b in seats])
        return round_id

    def _fresh_round_view(self, tx: Tx, snap: Snapshot, round_id: int, number: int, seed: int, method: str,
                          allow_rematches: int, stage: str, seats: Sequence[tuple[int, Any, Any]],
                          awarded: set[int], notes: Sequence[str]) -> RoundView:
        """The view of the round just stored, its tables in number order as `pairings` reads them back (a
        fixed seat numbers a lower-ranked table before higher-ranked ones)."""
        from kitchentable.tournament.pairing import ALGORITHM_VERSION

        rec = RoundRec(round_id, number, seed, method, ALGORITHM_VERSION if stage == SWISS_STAGE else CUT_ALGORITHM,
                       allow_rematches, utcnow(), stage,
                       tables=[TableRec(0, n, a, b, None, 0, b is None and a in awarded)
                               for n, a, b in sorted(seats, key=lambda seat: seat[0])])
        return self._round_view(tx, rec, snap.players, snap.event, snap.options, notes)

    def _pairing_request(self, snap: Snapshot, seed: int, allow_rematches: int, number: int, *,
                         before: int | None = None, at: datetime | None = None,
                         floor: str | None = None) -> tuple[PairingRequest, list[int], PlayerNames]:
        """The input of `pair_round` for Swiss round `number` (and who has a pre-awarded bye in it): the
        players registered and not dropped by `at` (now when None), ranked by the results of the rounds
        before it, with the tiebreaker floor the round uses. A round with no table finished yet (every
        Swiss round before it had tables) is round 1: drawn at random."""
        from kitchentable.tournament.pairing import PairingRequest

        numbers = None if before is None else {n for n in round_numbers(snap.rows) if n < before}
        if at is None and isinstance(snap.players, PlayerColumns):
            found = self._columns_request(snap, snap.players, seed, allow_rematches, number, numbers, floor)
            if found is not None:
                return found
        if at is None:
            infos = [PlayerInfo(p.id, p.name, p.dropped_after_round is not None) for p in snap.players.values()]
        else:
            infos = [PlayerInfo(p.id, p.name, self._dropped_by(p, at)) for p in snap.players.values()
                     if p.created_at <= at]
        ranking = self._standings(snap, rounds=numbers, floor=floor, infos=infos, light=True)
        byes_of = {p.id for p in snap.players.values() if p.byes >= number}
        awarded = [k for k, out in zip(ranking.keys, ranking.dropped, strict=True)
                   if not out and k in byes_of] if byes_of else []
        active = [k for k, out in zip(ranking.keys, ranking.dropped, strict=True) if not out and k not in byes_of]
        points = dict(zip(ranking.keys, ranking.points, strict=True))
        met, had_bye = meetings(snap.rows, list(snap.players), numbers)
        request = PairingRequest(
            ranked=active, scores={k: points[k] for k in active} if len(active) < len(points) else points,
            had_bye=frozenset(had_bye), seed=seed, first_round=number == 1, allow_rematches=allow_rematches,
            met=met)
        return request, awarded, PlayerNames(snap.players)

    def _columns_request(self, snap: Snapshot, players: PlayerColumns, seed: int, allow_rematches: int, number: int,
                         numbers: Collection[int] | None, floor: str | None,
                         ) -> tuple[PairingRequest, list[int], PlayerNames] | None:
        """`_pairing_request` for a large field read as columns: ranked by arrays (`rank_positions`), the
        active players and their scores handed to the pairing as arrays too (`RankedColumns`). The same
        request as the records give (a test compares the pairings); None when the ranking needs the pure
        version (a denominator beyond 64 bits)."""
        import numpy as np

        from kitchentable.tournament.pairing import PairingRequest, RankedColumns
        from kitchentable.tournament.standings_numpy import rank_positions, seeded_draws

        rows = snap.rows if numbers is None else of_rounds(snap.rows, numbers)
        ids = players.ids

        def draws_of(positions: Any) -> Any:
            if len(positions) >= STORED_DRAWS_FROM:
                stored = players.stored_draws()
                if stored is not None:
                    return stored[positions]
            return seeded_draws(snap.event.seed, ids[positions].tolist())

        ranked = rank_positions(
            snap.event.format, len(players),
            Columns(rows.a, rows.b, rows.points_a, rows.points_b, rows.games_a, rows.games_b, rows.games_drawn),
            snap.event.seed, floor_value(floor or snap.event.tiebreak_floor), draws_of)
        if ranked is None:
            return None
        order, points = ranked
        out = players.dropped[order]
        on_bye = (players.byes >= number)[order]
        awarded = ids[order[~out & on_bye]].tolist()
        active = order[~out & ~on_bye]
        active_ids, active_points = ids[active], np.asarray(points, dtype=np.int64)[active]
        keys = active_ids.tolist()
        met, had_bye = meetings(snap.rows, players.id_list, numbers)
        request = PairingRequest(
            ranked=keys, scores=dict(zip(keys, active_points.tolist(), strict=True)), had_bye=frozenset(had_bye),
            seed=seed, first_round=number == 1, allow_rematches=allow_rematches, met=met,
            columns=RankedColumns(active_ids, active_points))
        return request, awarded, PlayerNames(players)

    @staticmethod
    def _dropped_by(player: PlayerRec, at: datetime | None) -> bool:
        if at is None:
            return player.dropped_after_round is not None
        return player.dropped_at is not None and player.dropped_at <= at

    # the top-N cut --------------------------------------------------------------------------------

    def _cut_seeds(self, snap: Snapshot) -> list[StandingRow]:
        active = (r for r in self._standings(snap) if not r.dropped)
        return list(itertools.islice(active, snap.event.top_cut))

    def _cut_pairs(self, snap: Snapshot) -> list[tuple[Any, Any]] | None:
        """The tables of the next cut round, or None when the final is decided."""
        seeds = self._cut_seeds(snap)
        if len(seeds) < snap.event.top_cut:
            raise Conflict(f"a top {snap.event.top_cut} needs {snap.event.top_cut} active players; "
                           f"{len(seeds)} remain")
        played = snap.cut_rounds
        if not played:
            return cut.first_round([r.key for r in seeds])
        seed_of: dict[Any, int] = {r.key: i for i, r in enumerate(seeds, start=1)}
        winners = [cut_winner(snap.event.format, t, snap.options, seed_of) for t in played[-1].tables]
        if len(winners) == 1:
            return None
        return cut.next_round(winners)

    def _pair_cut(self, tx: Tx, snap: Snapshot, number: int, actor: str) -> RoundView:
        pairs = self._cut_pairs(snap)
        if pairs is None:
            raise Conflict("the final has been played; `end` closes the event")
        seats = [(i, a, b) for i, (a, b) in enumerate(pairs, start=1)]
        seed = derive_seed(snap.event.seed, "cut", number)
        round_id = self._store_round(tx, snap.event, number, seed, CUT_ALGORITHM, CUT_ALGORITHM, 0, CUT_STAGE,
                                     seats, set(), snap.players)
        names = {p.id: p.name for p in snap.players.values()}
        title = cut.round_title(len(pairs))
        self._audit(tx, snap.event, actor, "round.pair", {
            "round": number, "stage": CUT_STAGE, "title": title,
            "tables": [[names[a], names[b]] for a, b in pairs]})
        return self._fresh_round_view(tx, snap, round_id, number, seed, CUT_ALGORITHM, 0, CUT_STAGE, seats, set(), ())

    # withdrawing, re-pairing and swapping ---------------------------------------------------------

    def unpair(self, event: str | None = None, *, actor: str = "cli") -> int:
        """Withdraw the latest round's pairings (only while none of its results is in); returns its number."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            return self._unpair_in(tx, ev, actor)

    def _unpair_in(self, tx: Tx, ev: EventRow, actor: str) -> int:
        last = self._latest_round(tx, ev)
        if last is None:
            raise Conflict("no round has been paired yet")
        round_id, number, _stage = last
        if tx.value("SELECT count(*) FROM results r JOIN tables t ON t.id = r.table_id WHERE t.round_id = ?",
                    (round_id,)):
            raise Conflict(f"round {number} already has results; correct them instead of re-pairing")
        names = dict(tx.rows("SELECT id, name FROM players WHERE event_id = ?", (ev.id,)))
        seats = tx.rows("SELECT player_a_id, player_b_id FROM tables WHERE round_id = ? ORDER BY number", (round_id,))
        seed = tx.value("SELECT seed FROM rounds WHERE id = ?", (round_id,))
        self._audit(tx, ev, actor, "round.unpair", {
            "round": number, "seed": seed,
            "tables": [[names[a], names[b] if b is not None else None] for a, b in seats]})
        tx.run("DELETE FROM claims WHERE table_id IN (SELECT id FROM tables WHERE round_id = ?)", (round_id,))
        tx.run("DELETE FROM tables WHERE round_id = ?", (round_id,))
        tx.run("DELETE FROM rounds WHERE id = ?", (round_id,))
        return number

    def repair(self, event: str | None = None, *, allow_rematches: int = 0, actor: str = "cli") -> RoundView:
        """Re-pair the latest round (after late drops or registrations): withdraw it and pair it again
        with a fresh seed, in one transaction; if the new pairing is impossible the old one stays."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            self._unpair_in(tx, ev, actor)
            return self._pair_in(tx, ev, allow_rematches, actor)

    def swap(self, first: str, second: str, event: str | None = None, *, allow_rematch: bool = False,
             actor: str = "cli") -> RoundView:
        """The organizer's manual pairing change in the latest Swiss round: the two players trade seats (and
        so opponents; a player on the bye hands it over). Neither table may have a result or a player's
        report yet. A rematch is refused unless allowed. Logged with the tables before and after; the
        algorithm's own pairing is kept so `verify` can still check it."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            last = self._latest_round(tx, ev)
            if last is None:
                raise Conflict("no round has been paired yet")
            round_id, number, stage = last
            if stage != SWISS_STAGE:
                raise Conflict("the cut's tables follow the bracket; they cannot be swapped")
            p1, p2 = self._player(tx, ev, first), self._player(tx, ev, second)
            if p1.id == p2.id:
                raise TournamentError("name two different players")
            rows = {tid: [tid, num, a, b, awarded] for tid, num, a, b, awarded in tx.rows(
                "SELECT id, number, player_a_id, player_b_id, awarded FROM tables WHERE round_id = ?", (round_id,))}
            where: dict[int, tuple[int, int]] = {}
            for tid, (_, _, a, b, _) in rows.items():
                where[a] = (tid, 2)
                if b is not None:
                    where[b] = (tid, 3)
            for p in (p1, p2):
                if p.id not in where:
                    raise Conflict(f"{p.name} is not seated in round {number}")
                tid = where[p.id][0]
                if rows[tid][4]:
                    raise Conflict(f"{p.name} has a pre-awarded bye in round {number}; it cannot be swapped")
                busy = tx.value("SELECT count(*) FROM results WHERE table_id = ?", (tid,)) or tx.value(
                    "SELECT count(*) FROM claims WHERE table_id = ?", (tid,))
                if busy:
                    raise Conflict(f"table {rows[tid][1]} of round {number} already has a result or a report")
            (t1, s1), (t2, s2) = where[p1.id], where[p2.id]
            if t1 == t2:
                raise Conflict(f"{p1.name} and {p2.name} already play each other at table {rows[t1][1]}")
            names = dict(tx.rows("SELECT id, name FROM players WHERE event_id = ?", (ev.id,)))
            before = {rows[t][1]: [names[rows[t][2]], names.get(rows[t][3])] for t in (t1, t2)}
            manual = tx.value("SELECT manual_from FROM rounds WHERE id = ?", (round_id,))
            if manual is None:
                original = sorted([a, b] for _, _, a, b, _ in rows.values())
                tx.run("UPDATE rounds SET manual_from = ? WHERE id = ?", (json.dumps(original), round_id))
            rows[t1][s1], rows[t2][s2] = p2.id, p1.id
            for t in (t1, t2):
                if rows[t][2] is None:
                    rows[t][2], rows[t][3] = rows[t][3], None
            met = self._met_pairs(tx, ev, number)
            rematches = [[names[rows[t][2]], names[rows[t][3]]] for t in (t1, t2)
                         if rows[t][3] is not None and frozenset((rows[t][2], rows[t][3])) in met]
            if rematches and not allow_rematch:
                raise Conflict("that swap makes a rematch (" + "; ".join(" vs ".join(r) for r in rematches) +
                               "); allow it explicitly if you mean it")
            for t in (t1, t2):
                tx.run("UPDATE tables SET player_a_id = ?, player_b_id = ? WHERE id = ?", (rows[t][2], rows[t][3], t))
            after = {rows[t][1]: [names[rows[t][2]], names.get(rows[t][3])] for t in (t1, t2)}
            detail: dict[str, Any] = {"round": number, "players": [p1.name, p2.name],
                                      "before": {str(k): v for k, v in before.items()},
                                      "after": {str(k): v for k, v in after.items()}}
            if rematches:
                detail["rematches"] = rematches
            self._audit(tx, ev, actor, "round.swap", detail)
            snap = self._snapshot(tx, ev, rows=False, rounds=number)
            notes = [f"rematch, allowed by the organizer: {' vs '.join(r)}" for r in rematches]
            return self._round_view(tx, snap.rounds[-1], snap.players, ev, snap.options, notes)

    @staticmethod
    def _audit_details(tx: Tx, ev: EventRow, action: str) -> list[dict[str, Any]]:
        return [json.loads(d) for d in tx.column("SELECT detail FROM audit_log WHERE event_id = ? AND action = ?",
                                                 (ev.id, action))]

    @staticmethod
    def _met_pairs(tx: Tx, ev: EventRow, before: int) -> set[frozenset[int]]:
        return {frozenset(pair) for pair in tx.rows(
            "SELECT t.player_a_id, t.player_b_id FROM tables t JOIN rounds r ON r.id = t.round_id "
            "WHERE r.event_id = ? AND r.number < ? AND t.player_b_id IS NOT NULL", (ev.id, before))}

    # reading rounds back --------------------------------------------------------------------------

    def pairings(self, round_number: int | None = None, event: str | None = None) -> RoundView | None:
        """The tables of a round (the latest when no number is given), or None before round 1."""
        with self.store.reading() as tx:
            ev = self._event(tx, event)
            last = self._latest_round(tx, ev)
            if last is None:
                if round_number is not None:
                    raise NotFound("no round has been paired yet")
                return None
            if round_number is not None and not 1 <= round_number <= last[1]:
                raise NotFound(f"round {round_number} has not been paired (rounds paired: {last[1]})")
            snap = self._snapshot(tx, ev, rows=False, rounds=round_number if round_number is not None else last[1])
            return self._round_view(tx, snap.rounds[0], snap.players, ev, snap.options)

    def rounds(self, event: str | None = None) -> list[RoundView]:
        with self.store.reading() as tx:
            ev = self._event(tx, event)
            snap = self._snapshot(tx, ev, rows=False)
            return [self._round_view(tx, r, snap.players, ev, snap.options) for r in snap.rounds]

    # verification ---------------------------------------------------------------------------------

    def verify_rounds(self, event: str | None = None) -> list[tuple[int, bool, str]]:
        """Pair every stored round again from its stored seed and the data as it stood, and compare.

        "As it stood" means the players registered and not dropped when the round was paired, and the
        results of the earlier rounds as they were then: a result corrected later is read as it was
        before the correction (corrections keep the result they replace). A round changed by hand is
        compared as the algorithm paired it, and said so. Players are compared by id, so renaming changes
        nothing. Returns (round, reproduced, explanation) for each round.
        """
        from kitchentable.tournament.pairing import VERSIONS, NoPairingPossible, pair_round

        with self.store.reading() as tx:
            ev = self._event(tx, event)
            snap = self._snapshot(tx, ev)
            history = load_superseded(tx, ev.id)
            legacy = self._legacy_corrections(tx, ev, history)
            swaps: dict[int, int] = {}
            for detail in self._audit_details(tx, ev, "round.swap"):
                swaps[detail["round"]] = swaps.get(detail["round"], 0) + 1
            report: list[tuple[int, bool, str]] = []
            for rnd in snap.rounds:
                if rnd.stage == CUT_STAGE:
                    report.append(self._verify_cut(snap, rnd))
                    continue
                if rnd.algorithm_version not in VERSIONS:
                    report.append((rnd.number, False, f"paired by {rnd.algorithm_version}, which this program "
                                   f"does not have ({', '.join(VERSIONS)})"))
                    continue
                as_then, corrected = self._as_it_stood(snap, rnd, history)
                request, awarded, _ = self._pairing_request(as_then, rnd.seed, rnd.allow_rematches, rnd.number,
                                                            before=rnd.number, at=rnd.created_at,
                                                            floor=rnd.tiebreak_floor)
                if rnd.manual_from is not None:
                    stored = {frozenset((a, b)) for a, b in json.loads(rnd.manual_from)}
                else:
                    stored = {frozenset((t.player_a_id, t.player_b_id)) for t in rnd.tables}
                fresh: set[frozenset[Any]] = {frozenset((p, None)) for p in awarded}
                try:
                    if len(request.ranked) == 1:
                        fresh.add(frozenset((request.ranked[0], None)))
                    elif request.ranked:
                        again = pair_round(request, rnd.algorithm_version)
                        fresh |= {frozenset(t) for t in again.tables}
                        if again.bye is not None:
                            fresh.add(frozenset((again.bye, None)))
                    same = fresh == stored
                except NoPairingPossible:
                    same = False
                late = legacy.get(rnd.number, 0)
                if same:
                    why = "reproduced from its seed and the earlier results as they stood"
                    if corrected:
                        why += f" ({corrected} corrected since)"
                    if rnd.manual_from is not None:
                        why += f"; then changed by hand ({swaps.get(rnd.number, 0)} swap(s), see the audit log)"
                elif late:
                    why = (f"differs: {late} earlier result(s) were corrected after it was paired, before "
                           "corrections kept the result they replaced")
                else:
                    why = "differs from a fresh pairing of the same data"
                report.append((rnd.number, same, why))
            return report

    def _as_it_stood(self, snap: Snapshot, rnd: RoundRec,
                     history: dict[int, list[tuple[ResultRec, datetime]]]) -> tuple[Snapshot, int]:
        """The snapshot with every earlier result as it was when `rnd` was paired, and how many differ."""
        corrected = 0
        rounds = []
        for earlier in snap.swiss_rounds:
            if earlier.number >= rnd.number:
                break
            tables = []
            for t in earlier.tables:
                if t.result is not None:
                    reported = as_datetime(t.result.reported_at)
                    if reported is not None and reported > rnd.created_at:
                        older = [r for r, replaced in history.get(t.id, [])
                                 if (as_datetime(r.reported_at) or rnd.created_at) <= rnd.created_at < replaced]
                        if older:
                            t = t._replace(result=older[-1])
                            corrected += 1
                tables.append(t)
            rounds.append(RoundRec(earlier.id, earlier.number, earlier.seed, earlier.algorithm,
                                   earlier.algorithm_version, earlier.allow_rematches, earlier.created_at,
                                   earlier.stage, earlier.tiebreak_floor, tables=tables))
        records = self._records(snap.event.format, [(r.number, r.tables) for r in rounds], snap.options)
        position = {pid: i for i, pid in enumerate(snap.players)}
        return Snapshot(snap.event, snap.players, rounds, snap.options, rows_from_records(records, position)), corrected

    @staticmethod
    def _legacy_corrections(tx: Tx, ev: EventRow, history: dict[int, Any]) -> dict[int, int]:
        """Per round: earlier results corrected after it was paired whose replaced result was not kept
        (databases from before corrections kept it)."""
        if any(history.values()):
            return {}
        created = {n: as_datetime(at) for n, at in tx.rows("SELECT number, created_at FROM rounds WHERE event_id = ?",
                                                           (ev.id,))}
        counts: dict[int, int] = {}
        for at, detail in tx.rows("SELECT at, detail FROM audit_log WHERE event_id = ? AND action = 'result.correct'",
                                  (ev.id,)):
            when, corrected_round = as_datetime(at), json.loads(detail).get("round", 0)
            for number, paired in created.items():
                if paired is not None and when is not None and when > paired and corrected_round < number:
                    counts[number] = counts.get(number, 0) + 1
        return counts

    def _verify_cut(self, snap: Snapshot, rnd: RoundRec) -> tuple[int, bool, str]:
        earlier = Snapshot(snap.event, snap.players, [r for r in snap.cut_rounds if r.number < rnd.number],
                           snap.options, snap.rows)
        try:
            pairs = self._cut_pairs(earlier)
        except TournamentError as exc:
            return rnd.number, False, f"differs: {exc}"
        stored = [(t.player_a_id, t.player_b_id) for t in rnd.tables]
        same = pairs == stored
        return rnd.number, same, ("reproduced from the Swiss standings and the bracket" if same
                                  else "differs from the bracket of the Swiss standings")

    # the round clock ------------------------------------------------------------------------------

    def _timer_round(self, tx: Tx, ev: EventRow) -> tuple[int, int, Any, Any, Any, float]:
        row = tx.row("SELECT id, number, timer_seconds, timer_started_at, timer_paused_at, timer_paused_seconds "
                     "FROM rounds WHERE event_id = ? ORDER BY number DESC LIMIT 1", (ev.id,))
        if row is None:
            raise Conflict("no round has been paired yet")
        return row[0], row[1], row[2], as_datetime(row[3]), as_datetime(row[4]), float(row[5] or 0)

    def timer_start(self, minutes: int | None = None, event: str | None = None, *, restart: bool = False,
                    actor: str = "cli") -> TimerView:
        """Start the latest round's clock (the event's round length unless `minutes` is given)."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            round_id, number, length, started, _paused, _ = self._timer_round(tx, ev)
            if started is not None and not restart:
                raise Conflict(f"round {number}'s clock is already started; pause or resume it, or restart it")
            if minutes is not None and (isinstance(minutes, bool) or not 1 <= minutes <= 600):
                raise TournamentError("a round lasts between 1 and 600 minutes")
            seconds = 60 * (minutes if minutes is not None else ev.round_minutes)
            tx.run("UPDATE rounds SET timer_seconds = ?, timer_started_at = ?, timer_paused_at = NULL, "
                   "timer_paused_seconds = 0 WHERE id = ?", (seconds, utcnow(), round_id))
            self._audit(tx, ev, actor, "timer.restart" if started is not None else "timer.start",
                        {"round": number, "minutes": seconds // 60})
            return self._timer_view(tx, ev)

    def timer_pause(self, event: str | None = None, *, actor: str = "cli") -> TimerView:
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            round_id, number, _, started, paused, _ = self._timer_round(tx, ev)
            if started is None:
                raise Conflict(f"round {number}'s clock has not been started")
            if paused is not None:
                raise Conflict(f"round {number}'s clock is already paused")
            tx.run("UPDATE rounds SET timer_paused_at = ? WHERE id = ?", (utcnow(), round_id))
            self._audit(tx, ev, actor, "timer.pause", {"round": number})
            return self._timer_view(tx, ev)

    def timer_resume(self, event: str | None = None, *, actor: str = "cli") -> TimerView:
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            round_id, number, _, started, paused, paused_seconds = self._timer_round(tx, ev)
            if started is None or paused is None:
                raise Conflict(f"round {number}'s clock is not paused")
            total = paused_seconds + (utcnow() - paused).total_seconds()
            tx.run("UPDATE rounds SET timer_paused_at = NULL, timer_paused_seconds = ? WHERE id = ?", (total, round_id))
            self._audit(tx, ev, actor, "timer.resume", {"round": number})
            return self._timer_view(tx, ev)

    def timer_extra(self, table: int, minutes: int, event: str | None = None, *, actor: str = "cli") -> TimerView:
        """Give one table of the latest round extra time (negative minutes take a mistake back; a table
        never has less than none)."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            round_id, number, *_ = self._timer_round(tx, ev)
            row = tx.row("SELECT id, extra_seconds, player_b_id FROM tables WHERE round_id = ? AND number = ?",
                         (round_id, table))
            if row is None or row[2] is None:
                raise NotFound(f"round {number} has no table {table} to give time to")
            total = max(0, row[1] + 60 * minutes)
            tx.run("UPDATE tables SET extra_seconds = ? WHERE id = ?", (total, row[0]))
            self._audit(tx, ev, actor, "timer.extra", {"round": number, "table": table, "minutes": minutes,
                                                       "total_minutes": total / 60})
            return self._timer_view(tx, ev)

    def timer(self, event: str | None = None) -> TimerView | None:
        """The latest round's clock, or None before round 1."""
        with self.store.reading() as tx:
            ev = self._event(tx, event)
            if self._latest_round(tx, ev) is None:
                return None
            return self._timer_view(tx, ev)

    def _timer_view(self, tx: Tx, ev: EventRow, now: datetime | None = None) -> TimerView:
        round_id, number, length, started, paused, paused_seconds = self._timer_round(tx, ev)
        length = length or 60 * ev.round_minutes
        ran = timer.elapsed(started, paused, paused_seconds, now or utcnow())
        extra = tuple((n, s) for n, s in tx.rows("SELECT number, extra_seconds FROM tables WHERE round_id = ? AND "
                                                  "extra_seconds > 0 ORDER BY number", (round_id,)))
        return TimerView(number, timer.state(started, paused), length, ran, length - ran,
                         tuple(timer.announcements(ev.format, length)),
                         tuple(timer.due(ev.format, length, ran)) if started is not None else (), extra)

