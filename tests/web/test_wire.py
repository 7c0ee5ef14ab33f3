"""The web table over its real websocket (FastAPI's TestClient): hidden information never leaves the
server, tokens decide who may act, records download only when the game is over and replay."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient  # noqa: E402
from starlette.websockets import WebSocketDisconnect  # noqa: E402

from kitchentable.web.app import TableServer, create_app  # noqa: E402
from tests.web.hidden import Auditor  # noqa: E402
from tests.web.policy import choose  # noqa: E402

TABLES: dict[str, dict[str, Any]] = {
    "duel": {"format": "duel", "seed": 9, "seats": [
        {"kind": "you", "deck": {"bundled": "mono-red-aggro"}},
        {"kind": "heuristic", "deck": {"bundled": "green-blue-tempo"}}]},
    "ffa": {"format": "ffa", "seed": 3, "seats": [
        {"kind": "you", "deck": {"bundled": "boros-burn"}}, {"kind": "random", "deck": {"bundled": "black-zombies"}},
        {"kind": "random", "deck": {"bundled": "simic-ramp"}}]},
    "vortex": {"format": "vortex", "seed": 5, "seats": [
        {"kind": "you"}, {"kind": "random"}, {"kind": "random"}, {"kind": "random"}]},
    "castle": {"format": "castle", "seed": 18, "seats": [
        {"kind": "you", "deck": {"bundled": "goblins"}}, {"kind": "random", "deck": {"bundled": "merfolk"}}],
        "options": {"reserve_actions": True}},
    "judges-tower": {"format": "judges-tower", "seed": 2, "seats": [
        {"kind": "you", "level": 4}, {"kind": "random", "level": 4}], "options": {"training": True}},
    "judges-tower-shame": {"format": "judges-tower-shame", "seed": 4, "seats": [
        {"kind": "you", "level": 3}, {"kind": "random", "level": 3}, {"kind": "random", "level": 3}],
        "options": {"training": True}},
    "turnabout": {"format": "turnabout", "seed": 6, "seats": [
        {"kind": "you", "deck": {"bundled": "goblins"}, "scoring": "tolaria"},
        {"kind": "random", "deck": {"bundled": "merfolk"}, "scoring": "phyrexia"}],
        "options": {"clock_turn": 3, "doom": 2}},
}


@pytest.fixture
def client() -> Iterator[tuple[TestClient, TableServer]]:
    srv = TableServer()
    with TestClient(create_app(srv)) as c:
        yield c, srv
    srv.executor.shutdown(wait=False, cancel_futures=True)


def create(c: TestClient, body: dict[str, Any]) -> dict[str, Any]:
    response = c.post("/api/tables", json=body)
    assert response.status_code == 200, response.text
    created: dict[str, Any] = response.json()
    return created


def token_of(url: str) -> str:
    return url.split("token=")[1]


def play(ws: Any, decisions: int, stop_when_over: bool = True) -> list[dict[str, Any]]:
    """Answer this socket's decisions with the test policy; returns every message received."""
    messages: list[dict[str, Any]] = []
    answered = 0
    while answered < decisions:
        m = ws.receive_json()
        messages.append(m)
        if m["type"] != "state":
            continue
        if m["board"]["over"] and stop_when_over:
            break
        d = m["decision"]
        if d and d.get("yours"):
            ws.send_json({"type": "act", "i": choose(d), "version": m["version"]})
            answered += 1
    return messages


@pytest.mark.parametrize("name", sorted(TABLES))
def test_hidden_information_never_reaches_another_seat_or_a_spectator(client: Any, name: str) -> None:
    """400.2 (hidden zones), 708.5 (face-down cards), R-CA-1 (castles), R-VX-1 (packs, shoe), ICR 100.5
    (the shared library): every message to seat 0 and to a spectator is checked as it is built."""
    c, srv = client
    created = create(c, TABLES[name])
    table = srv.tables[created["id"]]
    audit = Auditor(table)
    table.audit = audit
    with c.websocket_connect(f"/ws/{created['id']}?token={token_of(created['watch'])}"), \
            c.websocket_connect(f"/ws/{created['id']}?token={token_of(created['url'])}") as ws:
        messages = play(ws, 24)
        if name == "turnabout":
            ws.send_json({"type": "concede"})
            ws.send_json({"type": "next_game"})
            messages += play(ws, 12)
    assert not audit.failures, audit.failures[:5]
    assert audit.checked[0] >= 10 and audit.checked[-1] >= 5
    assert audit.hidden_names_checked > 0
    received = [m for m in messages if m["type"] == "state"]
    assert received and any(m["log"] for m in received)
    assert len(received) <= audit.checked[0]  # every message on the wire was built, and so audited


def test_a_token_of_nothing_here_is_refused(client: Any) -> None:
    c, _srv = client
    created = create(c, TABLES["duel"])
    with pytest.raises(WebSocketDisconnect) as refused:
        with c.websocket_connect(f"/ws/{created['id']}?token=not-a-seat-token") as ws:
            ws.receive_json()
    assert refused.value.code == 4403
    other = create(c, TABLES["castle"])
    with pytest.raises(WebSocketDisconnect):
        with c.websocket_connect(f"/ws/{created['id']}?token={token_of(other['url'])}") as ws:
            ws.receive_json()


def test_a_seat_cannot_answer_another_seats_decision(client: Any) -> None:
    """117.1: only the player a decision belongs to answers it; a friend's token acts for the friend only."""
    c, srv = client
    body = {"format": "duel", "seed": 9, "seats": [
        {"kind": "you", "deck": {"bundled": "mono-red-aggro"}},
        {"kind": "friend", "deck": {"bundled": "green-blue-tempo"}}]}
    created = create(c, body)
    tokens = {link["seat"]: token_of(link["url"]) for link in created["links"]}
    with c.websocket_connect(f"/ws/{created['id']}?token={tokens[0]}") as you, \
            c.websocket_connect(f"/ws/{created['id']}?token={tokens[1]}") as friend:
        mine = you.receive_json()
        theirs = friend.receive_json()
        decider = mine["decision"]["player"]
        other, other_msg = (friend, theirs) if decider == 0 else (you, mine)
        assert other_msg["decision"].get("options") is None and "prompt" not in other_msg["decision"]
        other.send_json({"type": "act", "action": ["keep"]})
        refused = other.receive_json()
        assert refused["type"] == "refused" and refused["rule"] == "117.1"
        other.send_json({"type": "act", "i": 0, "version": other_msg["version"]})
        assert other.receive_json()["type"] == "refused"
    table = srv.tables[created["id"]]
    assert table.game.actions == []


def test_a_spectator_sees_and_cannot_act(client: Any) -> None:
    c, _srv = client
    created = create(c, TABLES["duel"])
    with c.websocket_connect(f"/ws/{created['id']}") as ws:
        m = ws.receive_json()
        assert m["table"]["spectator"] and m["table"]["viewer"] == -1
        assert all(isinstance(p["zones"]["hand"], dict) for p in m["board"]["players"])
        ws.send_json({"type": "act", "action": ["keep"]})
        reply = ws.receive_json()
        for _ in range(10):  # a state the table broadcast meanwhile (a computer seat's move) may come first
            if reply["type"] != "state":
                break
            reply = ws.receive_json()
        assert reply["type"] == "refused" and reply["rule"] == "102.1"


def test_the_record_downloads_when_the_game_is_over_and_replays(client: Any) -> None:
    """A record holds every card and the seed, so it is refused (409) during the game and to a token of another
    table (403); afterwards it replays at /r/<id>, any moment, from any seat's eyes."""
    c, _srv = client
    created = create(c, TABLES["duel"])
    tid, token = created["id"], token_of(created["url"])
    assert c.get(f"/api/tables/{tid}/record?token={token}").status_code == 409
    assert c.get(f"/api/tables/{tid}/record?token=wrong").status_code == 403
    with c.websocket_connect(f"/ws/{tid}?token={token}") as ws:
        ws.send_json({"type": "concede"})
        while not ws.receive_json().get("board", {}).get("over"):
            pass
    response = c.get(f"/api/tables/{tid}/record?token={token}")
    assert response.status_code == 200
    record = response.json()
    assert record["actions"][-1] == ["concede", 0] and record["final_hash"]
    bad = c.post("/api/replays", content=b"{not json")
    assert bad.status_code == 400 and "not a JSON game record" in bad.json()["errors"][0]["message"]
    replay = c.post("/api/replays", json=record).json()
    assert c.get(replay["url"]).status_code == 200
    with c.websocket_connect(f"/ws/{replay['id']}") as ws:
        end = ws.receive_json()
        assert end["table"]["replay"]["step"] == len(record["actions"]) and end["board"]["over"]
        ws.send_json({"type": "seek", "game": 0, "step": 0, "viewer": 1})
        start = ws.receive_json()
        assert start["table"]["replay"]["step"] == 0 and start["table"]["viewer"] == 1
        assert isinstance(start["board"]["players"][1]["zones"]["hand"], list)
        assert isinstance(start["board"]["players"][0]["zones"]["hand"], dict)


def test_a_bad_new_game_request_names_each_problem(client: Any) -> None:
    c, _srv = client
    response = c.post("/api/tables", json={"format": "duel", "seats": [
        {"kind": "you", "deck": {"text": "4 Lightning Bolt\n20 Mountian"}},
        {"kind": "you", "deck": {"bundled": "mono-red-aggro"}}]})
    assert response.status_code == 400
    errors = response.json()["errors"]
    assert any(e["field"] == "seat 1 deck" and "line 2" in e["message"] and "Mountian" in e["message"] for e in errors)
    assert any("only one seat can be 'you'" in e["message"] for e in errors)
    turnabout = c.post("/api/tables", json={"format": "turnabout", "seats": [
        {"kind": "you", "deck": {"bundled": "mono-red-aggro"}}, {"kind": "random", "deck": {"bundled": "goblins"}}]})
    assert turnabout.status_code == 400
    assert any("at least 60 cards" in e["message"] and "R-TA-4" in e["message"] for e in turnabout.json()["errors"])
    assert c.post("/api/tables", content=b"[]").status_code == 400
