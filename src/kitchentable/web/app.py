"""`kitchentable serve`: the web table (FastAPI with WebSockets, served by uvicorn).

Pages: `/` creates a game (or opens a record to replay), `/t/<id>?token=<seat token>` is a seat at a table,
`/t/<id>` without a token (or with the watch token) watches it, `/r/<id>` replays a record.

Each connection's token says who it is: a seat token opens that seat's view and lets it act; the watch token
or none gives the spectator's view (public information only); any other token is refused. Every action goes
through `Table.act`, under the table's lock; computer players think in a thread pool, on a copy of the game, so
the event loop keeps serving the other players while a search runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from kitchentable.web import rules_text
from kitchentable.web.newgame import SetupError, build_setup, catalog
from kitchentable.web.present import SPECTATOR
from kitchentable.web.replay import Position, Replay, ReplayError
from kitchentable.web.tables import Cursor, Refused, Table

STATIC = Path(__file__).parent / "static"
MAX_TABLES = 200
MAX_RECORD_BYTES = 20_000_000
FIRST_LOG_LINES = 1500


@dataclass(eq=False)
class Conn:
    ws: WebSocket
    viewer: int
    cursor: Cursor = field(default_factory=Cursor)
    position: Position | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def send(self, message: dict[str, Any]) -> None:
        async with self.lock:
            with contextlib.suppress(Exception):  # a connection that just closed is dropped by its reader
                await self.ws.send_text(json.dumps(message, separators=(",", ":")))


class TableServer:
    """Every table and replay of this server, their connections, locks and the computer players' pool."""

    def __init__(self, workers: int = 2) -> None:
        self.tables: dict[str, Table] = {}
        self.replays: dict[str, Replay] = {}
        self.conns: dict[str, set[Conn]] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.drivers: dict[str, asyncio.Task[None]] = {}
        self.flags: dict[str, asyncio.TimerHandle] = {}
        self.executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="kt-computer")

    def new_id(self) -> str:
        return secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")

    def add_table(self, table: Table) -> None:
        if len(self.tables) >= MAX_TABLES:  # the table nobody has touched for longest closes
            oldest = min(self.tables.values(), key=lambda t: t.touched)
            self.tables.pop(oldest.id, None)
            self.locks.pop(oldest.id, None)
            self.conns.pop(oldest.id, None)
            task = self.drivers.pop(oldest.id, None)
            if task is not None:
                task.cancel()
        self.tables[table.id] = table
        self.locks[table.id] = asyncio.Lock()
        self.conns[table.id] = set()

    def lock(self, tid: str) -> asyncio.Lock:
        return self.locks.setdefault(tid, asyncio.Lock())

    async def broadcast(self, table: Table) -> None:
        table.touched = time.time()
        sends = [c.send(table.message(c.viewer, c.cursor)) for c in list(self.conns.get(table.id, ()))]
        if sends:
            await asyncio.gather(*sends)

    def wake(self, table: Table) -> None:
        """Start the computer players if one of them is to move, and time the running chess clock."""
        running = self.drivers.get(table.id)
        if table.computer_to_move() is not None and (running is None or running.done()):
            self.drivers[table.id] = asyncio.get_running_loop().create_task(self._drive(table))
        self._time_flag(table)

    async def _drive(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        lock = self.lock(table.id)
        while True:
            async with lock:
                seat = table.computer_to_move()
                if seat is None or self.tables.get(table.id) is not table:
                    return
                version = table.version
                game = table.game.copy()
            action = await loop.run_in_executor(self.executor, _choose, seat, game)
            async with lock:
                if table.apply_computer(seat, action, version):
                    await self.broadcast(table)
                    self._time_flag(table)
            await asyncio.sleep(0)

    def _time_flag(self, table: Table) -> None:
        """R-TA-5: check the chess clock when the running player's time would run out."""
        handle = self.flags.pop(table.id, None)
        if handle is not None:
            handle.cancel()
        clock = table.clock
        if clock is None or clock.running is None or table.game.is_over():
            return
        left = max(0.0, clock.left(clock.running)) + 0.05
        loop = asyncio.get_running_loop()
        self.flags[table.id] = loop.call_later(left, lambda: loop.create_task(self._flag(table)))

    async def _flag(self, table: Table) -> None:
        async with self.lock(table.id):
            fell = table.check_flag()
        if fell:
            await self.broadcast(table)
            self.wake(table)
        else:
            self._time_flag(table)

    async def handle(self, table: Table, conn: Conn, data: dict[str, Any]) -> None:
        """One message from a browser."""
        kind = data.get("type")
        refused: dict[str, Any] | None = None
        async with self.lock(table.id):
            try:
                if kind == "act":
                    index = data.get("i")
                    table.act(conn.viewer, action=data.get("action"),
                              index=int(index) if isinstance(index, int) else None,
                              version=data.get("version") if isinstance(data.get("version"), int) else None)
                elif kind == "cancel":
                    table.cancel(conn.viewer)
                elif kind == "concede":
                    table.concede(conn.viewer)
                elif kind == "next_game":
                    table.next_game(conn.viewer)
                elif kind == "settings":
                    if conn.viewer < 0:
                        raise Refused({"rule": "", "text": "Spectators have no settings to change.",
                                       "engine": None, "rules": []})
                    table.seats[conn.viewer].settings.update(data.get("settings") or {})
                    table.settle()
                elif kind == "ping":
                    return
                else:
                    raise Refused({"rule": "", "text": f"Unknown request {kind!r}.", "engine": None, "rules": []})
            except Refused as err:
                refused = err.payload
        if refused is not None:
            await conn.send({"type": "refused", **refused})
            if not refused.get("stale"):
                return
            await conn.send(table.message(conn.viewer, conn.cursor))
            return
        await self.broadcast(table)
        self.wake(table)


def _choose(seat: Any, game: Any) -> tuple[Any, ...]:
    try:
        return tuple(seat.agent.choose(game))
    except Exception:  # noqa: BLE001 - a failing computer player must not stop the table
        first: tuple[Any, ...] = game.legal_actions()[0]
        return first


def create_app(server: TableServer | None = None) -> FastAPI:
    """The web table's app. `server` (tests) holds the tables; a new one is made otherwise."""
    srv = server or TableServer()
    app = FastAPI(title="kitchentable", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.tables = srv
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/")
    def home() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/t/{tid}")
    def table_page(tid: str) -> Response:
        if tid not in srv.tables:
            return _not_found("No such table on this server (it may have been closed when the server restarted).")
        return FileResponse(STATIC / "table.html")

    @app.get("/r/{rid}")
    def replay_page(rid: str) -> Response:
        if rid not in srv.replays:
            return _not_found("No such replay on this server.")
        return FileResponse(STATIC / "table.html")

    @app.get("/api/catalog")
    def get_catalog() -> dict[str, Any]:
        return catalog()

    @app.get("/api/rules/{ref:path}")
    def get_rule(ref: str) -> dict[str, Any]:
        return rules_text.lookup(ref)

    @app.post("/api/tables")
    async def new_table(request: Request) -> JSONResponse:
        try:
            body = await request.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            return JSONResponse({"errors": [{"field": "request", "message": "not a JSON object"}]}, status_code=400)
        if not isinstance(body, dict):
            return JSONResponse({"errors": [{"field": "request", "message": "not a JSON object"}]}, status_code=400)
        loop = asyncio.get_running_loop()
        try:
            setup = await loop.run_in_executor(srv.executor, build_setup, body)
            table = await loop.run_in_executor(srv.executor, Table, srv.new_id(), setup)
        except SetupError as err:
            return JSONResponse({"errors": [{"field": f, "message": m} for f, m in err.problems]}, status_code=400)
        srv.add_table(table)
        async with srv.lock(table.id):
            table.settle()
        srv.wake(table)
        you = next((s for s in table.seats if s.kind == "you"), None)
        links = [{"seat": s.seat, "name": s.name, "kind": s.kind, "url": f"/t/{table.id}?token={s.token}"}
                 for s in table.seats if s.human]
        url = f"/t/{table.id}?token={you.token}" if you is not None else f"/t/{table.id}?token={table.spectator_token}"
        return JSONResponse({"id": table.id, "url": url, "links": links,
                             "watch": f"/t/{table.id}?token={table.spectator_token}"})

    @app.get("/api/tables/{tid}/record")
    def get_record(tid: str, token: str = "") -> Response:
        table = srv.tables.get(tid)
        if table is None:
            return _error(404, "No such table.")
        if table.viewer_for(token) is None:
            return _error(403, "This link's token doesn't open this table.")
        done = table.game.is_over() and (table.match is None or table.match.over)
        if not done:
            return _error(409, "The record holds every card of every deck and the seed, so it can be downloaded "
                               "once the game is over.")
        body = json.dumps(table.record(), indent=1)
        return Response(body, media_type="application/json",
                        headers={"Content-Disposition": f'attachment; filename="kitchentable-{tid}.json"'})

    @app.post("/api/replays")
    async def new_replay(request: Request) -> JSONResponse:
        raw = await request.body()
        if len(raw) > MAX_RECORD_BYTES:
            return JSONResponse({"errors": [{"field": "record", "message": "the file is too large"}]}, status_code=400)
        try:
            record = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as err:
            return JSONResponse({"errors": [{"field": "record", "message": f"not a JSON game record ({err})"}]},
                                status_code=400)
        rid = srv.new_id()
        loop = asyncio.get_running_loop()
        try:
            replay = await loop.run_in_executor(srv.executor, Replay, rid, record)
        except ReplayError as err:
            return JSONResponse({"errors": [{"field": "record", "message": str(err)}]}, status_code=400)
        srv.replays[rid] = replay
        return JSONResponse({"id": rid, "url": f"/r/{rid}"})

    @app.websocket("/ws/{tid}")
    async def table_socket(ws: WebSocket, tid: str, token: str = "") -> None:
        table = srv.tables.get(tid)
        replay = srv.replays.get(tid)
        if table is None and replay is None:
            await ws.accept()  # accepted first, so the browser sees why (a refused handshake is only "1006")
            await ws.close(code=4404, reason="no such table")
            return
        if replay is not None:
            await _replay_socket(ws, replay)
            return
        assert table is not None
        viewer = table.viewer_for(token) if token else SPECTATOR
        await ws.accept()
        if viewer is None:
            await ws.close(code=4403, reason="this token doesn't open this table")
            return
        conn = Conn(ws, viewer)
        srv.conns.setdefault(tid, set()).add(conn)
        try:
            async with srv.lock(tid):
                first = table.message(viewer, conn.cursor)
            first["log"] = first["log"][-FIRST_LOG_LINES:]
            await conn.send(first)
            srv.wake(table)
            while True:
                data = await ws.receive_json()
                if isinstance(data, dict):
                    await srv.handle(table, conn, data)
        except (WebSocketDisconnect, RuntimeError, json.JSONDecodeError):
            pass
        finally:
            srv.conns.get(tid, set()).discard(conn)

    async def _replay_socket(ws: WebSocket, replay: Replay) -> None:
        await ws.accept()
        pos = Position()
        try:
            while True:
                await ws.send_text(json.dumps(replay.message(pos), separators=(",", ":")))
                data = await ws.receive_json()
                if not isinstance(data, dict) or data.get("type") != "seek":
                    continue
                pos = replay.clamp(Position(int(data.get("game", pos.game)), int(data.get("step", pos.step)),
                                            int(data.get("viewer", pos.viewer))))
        except (WebSocketDisconnect, RuntimeError, json.JSONDecodeError, ValueError, TypeError):
            pass

    return app


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def _not_found(message: str) -> Response:
    body = (f"<!doctype html><meta charset=utf-8><title>kitchentable</title><link rel=stylesheet "
            f"href=/static/table.css><main class=notfound><h1>Not here</h1><p>{message}</p>"
            f"<p><a href=/>Start a new game</a></p></main>")
    return Response(body, status_code=404, media_type="text/html")
