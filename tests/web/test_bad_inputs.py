"""The web table's forms in the bad-input corpus (issue 25): a new game (`POST /api/tables`, the new-game
page's form as JSON) and an uploaded record (`POST /api/replays`), sent bad values, missing fields, oversized
text, wrong types and unknown names. Each answers 400 with the field named (the page shows each message
beside its field), never a traceback, and no table or replay is created."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from kitchentable.web.app import TableServer, create_app

RED = {"bundled": "mono-red-aggro"}
BLUE = {"bundled": "green-blue-tempo"}


def duel(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"format": "duel", "seed": 9, "seats": [{"kind": "you", "deck": RED},
                                                                   {"kind": "random", "deck": BLUE}]}
    body.update(changes)
    return body


# (request body, the field named, words of its message)
NEW_GAME: list[tuple[Any, str, tuple[str, ...]]] = [
    ({}, "format", ("choose one of", "duel")),
    (duel(format="chess"), "format", ("choose one of",)),
    (duel(format=["duel"]), "format", ("choose one of",)),
    (duel(seats=[]), "seats", ("no seats",)),
    (duel(seats="two"), "seats", ("no seats",)),
    (duel(seats=[{"kind": "you", "deck": RED}]), "players", ("2 to 2", "not 1")),
    (duel(seats=[{"kind": "you", "deck": RED}] * 3), "players", ("not 3",)),
    (duel(format="ffa", seats=[{"kind": "you", "deck": RED}, {"kind": "random", "deck": BLUE}]), "players",
     ("3 to", "not 2")),
    (duel(seed="abc"), "seed", ("whole number", "abc")),
    (duel(seed=[1]), "seed", ("whole number",)),
    (duel(seats=[{"kind": "wizard", "deck": RED}, {"kind": "random", "deck": BLUE}]), "seat 1",
     ("choose one of",)),
    (duel(seats=[{"kind": "you", "deck": RED}, {"kind": "you", "deck": BLUE}]), "seats", ("only one seat",)),
    (duel(seats=[{"kind": "you", "name": "Al", "deck": RED}, {"kind": "friend", "name": "Al", "deck": BLUE}]),
     "seats", ("different name",)),
    (duel(seats=[{"kind": "you", "deck": {"bundled": "no-such-deck"}}, {"kind": "random", "deck": BLUE}]),
     "seat 1 deck", ("no such file or bundled name", "mono-red-aggro")),
    (duel(seats=[{"kind": "you", "deck": "mono-red-aggro"}, {"kind": "random", "deck": BLUE}]), "seat 1 deck",
     ("choose a bundled deck",)),
    (duel(seats=[{"kind": "you"}, {"kind": "random", "deck": BLUE}]), "seat 1 deck", ("choose a bundled deck",)),
    (duel(seats=[{"kind": "you", "deck": {"text": "4 Lightning Bolt\n20 Mountian\n"}},
                 {"kind": "random", "deck": BLUE}]), "seat 1 deck", ("line 2", "Mountian")),
    (duel(seats=[{"kind": "you", "deck": {"text": "-3 Lightning Bolt\n"}}, {"kind": "random", "deck": BLUE}]),
     "seat 1 deck", ("line 1",)),
    (duel(seats=[{"kind": "you", "deck": {"text": "1000000000 Mountain\n"}}, {"kind": "random", "deck": BLUE}]),
     "seat 1 deck", ("line 1",)),
    (duel(seats=[{"kind": "you", "deck": {"text": "x" * 300_000}}, {"kind": "random", "deck": BLUE}]),
     "seat 1 deck", ("longer than 100,000 characters",)),
    (duel(options={"max_turns": 5}), "option max_turns", ("not an option of Duel",)),
    (duel(options={"x_under_alternative_cost": "sometimes"}), "option", ("one of", "sometimes")),
    (dict(duel(format="castle"), options={"reserve_actions": True, "life": "lots"}), "option life",
     ("not an option of Castle Magic", "reserve_actions")),
    (dict(duel(format="judges-tower"), seats=[{"kind": "you", "level": "high"}, {"kind": "random"}]),
     "seat 1 level", ("whole number",)),
    (duel(format="turnabout", seats=[{"kind": "you", "deck": {"bundled": "goblins"}, "scoring": "banana"},
                                     {"kind": "random", "deck": {"bundled": "merfolk"}}]),
     "seat 1 scoring option", ("banana",)),
]

GOLDEN = json.loads((Path(__file__).resolve().parents[1] / "golden" / "duel.json").read_text())


def record(**changes: Any) -> bytes:
    """The golden duel's record with some fields changed (None removes one)."""
    body = {k: v for k, v in {**GOLDEN, **changes}.items() if v is not None}
    return json.dumps(body).encode()


# (raw body, words of the message about the record)
RECORDS: list[tuple[bytes, tuple[str, ...]]] = [
    (b"", ("not a JSON game record",)),
    (b"{not json", ("not a JSON game record",)),
    (b"\xff\xfe\x00garbage", ("not a JSON game record",)),
    (b"[1, 2, 3]", ()),
    (record(version=99), ("version", "99")),
    (record(format="chess"), ("chess",)),
    (record(seed="abc"), ("seed",)),
    (record(players=0), ("players",)),
    (record(actions=None), ("actions",)),
    (record(actions="all of them"), ("actions",)),
    (b" " * 20_000_001, ("too large",)),
]


@pytest.fixture(scope="module")
def client() -> Iterator[tuple[TestClient, TableServer]]:
    srv = TableServer()
    with TestClient(create_app(srv)) as c:
        yield c, srv
    srv.executor.shutdown(wait=False, cancel_futures=True)


@pytest.mark.parametrize(("body", "field", "words"), NEW_GAME, ids=[f"{i}-{c[1]}" for i, c in enumerate(NEW_GAME)])
def test_a_bad_new_game_names_its_field_and_creates_nothing(client: tuple[TestClient, TableServer], body: Any,
                                                            field: str, words: tuple[str, ...]) -> None:
    c, srv = client
    before = dict(srv.tables)
    response = c.post("/api/tables", json=body)
    assert response.status_code == 400, response.text[:300]
    assert "Traceback" not in response.text and len(response.text) < 10_000
    errors = response.json()["errors"]
    named = [e["message"] for e in errors if e["field"].startswith(field)]
    assert named, errors
    for word in words:
        assert any(word in m for m in named), (word, errors)
    assert srv.tables == before


def test_a_new_game_that_is_not_json_is_refused(client: tuple[TestClient, TableServer]) -> None:
    c, srv = client
    before = dict(srv.tables)
    for raw in (b"{nope", b"\xff\xfe", b"[]", b"42"):
        response = c.post("/api/tables", content=raw, headers={"content-type": "application/json"})
        assert response.status_code == 400
        assert response.json()["errors"] == [{"field": "request", "message": "not a JSON object"}]
    assert srv.tables == before


@pytest.mark.parametrize(("raw", "words"), RECORDS, ids=[f"record-{i}" for i in range(len(RECORDS))])
def test_a_bad_record_is_refused_naming_what_is_wrong(client: tuple[TestClient, TableServer], raw: bytes,
                                                      words: tuple[str, ...]) -> None:
    c, srv = client
    before = dict(srv.replays)
    response = c.post("/api/replays", content=raw)
    assert response.status_code == 400, response.text[:300]
    assert "Traceback" not in response.text and len(response.text) < 10_000
    errors = response.json()["errors"]
    assert [e["field"] for e in errors] == ["record"]
    for word in words:
        assert word in errors[0]["message"], errors
    assert srv.replays == before
