"""The web forms of a tournament in the bad-input corpus (issue 25): every form of the public and organizer
pages, sent bad values, missing or oversized fields, wrong types and wrong codes, answers a 4xx with a clear
message naming the field or value, never a traceback, and the event database (its file and its write-ahead
log) is byte-identical afterwards."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from kitchentable.tournament.service import TournamentService
from kitchentable.tournament.store import Store
from kitchentable.tournament.web import create_app

HUGE = "x" * 300_000
"""Longer than any field accepts (names: 200 characters) and than the csv module reads in one field."""

# (path, form fields, expected status, words the answer must contain). "{table}" is a table's code,
# "{ann}" Ann's player code and "{key}" the organizer form key; organizer forms are sent logged in. Deck
# registration closes when round 1 is paired, so /deck is sent to a second event of the same database.
PUBLIC: list[tuple[str, dict[str, str], int, tuple[str, ...]]] = [
    ("/r/NOSUCH", {"player_code": "{ann}", "game1": "draw", "game2": "draw"}, 404, ("NOSUCH",)),
    ("/r/{table}", {"game1": "draw", "game2": "draw"}, 400, ("player code",)),
    ("/r/{table}", {"player_code": "WRONG1", "game1": "draw", "game2": "draw"}, 400, ("player code",)),
    ("/r/{table}", {"player_code": "{ann}", "game2": "draw"}, 400, ("whose deck lost",)),
    ("/r/{table}", {"player_code": "{ann}", "game1": "Ann", "value1": "abc", "game2": "draw"}, 400,
     ("whole number", "abc")),
    ("/r/{table}", {"player_code": "{ann}", "game1": "Ann", "value1": "9" * 5000, "game2": "draw"}, 400,
     ("whole number",)),
    ("/r/{table}", {"player_code": "{ann}", "game1": "Ann", "value1": "-4", "game2": "draw"}, 400,
     ("game 1", "below 0")),
    ("/r/{table}", {"player_code": "{ann}", "game1": "Nobody", "value1": "3", "game2": "draw"}, 400,
     ("Nobody",)),
    ("/r/{table}", {"player_code": HUGE, "game1": "draw", "game2": "draw"}, 400, ("player code",)),
    ("/deck", {"player_code": "WRONG1", "option": "tolaria"}, 400, ("player code",)),
    ("/deck", {"player_code": "{ann}", "option": "banana"}, 400, ("banana",)),
    ("/deck", {"player_code": "{ann}", "option": "tolaria", "name": HUGE}, 400, ("deck name", "200")),
    ("/deck", {"player_code": "{ann}", "option": "tolaria", "deck_list": HUGE}, 400, ("deck list",)),
    ("/deck", {"player_code": "{ann}", "option": "tolaria", "deck_list": "4 Lightning Bolt\n-3 Shock\n"}, 400,
     ("line 2",)),
    ("/organizer/login", {"token": "not-the-token"}, 403, ("organizer token",)),
    ("/organizer/login", {"token": HUGE}, 403, ("organizer token",)),
]

ORGANIZER: list[tuple[str, dict[str, str], int, tuple[str, ...]]] = [
    ("/organizer/report", {"round": "1", "table": "1", "game1": "Ann", "value1": "3", "game2": "draw"}, 403,
     ("organizer token",)),
    ("/organizer/report", {"key": "{key}", "round": "abc", "table": "1"}, 422, ("round", "abc")),
    ("/organizer/report", {"key": "{key}", "table": "1"}, 422, ("round", "required")),
    ("/organizer/report", {"key": "{key}", "round": "1", "table": "99", "game1": "draw", "game2": "draw"}, 400,
     ("Table 99",)),
    ("/organizer/report", {"key": "{key}", "round": "7", "table": "1", "game1": "draw", "game2": "draw"}, 400,
     ("round 7",)),
    ("/organizer/report", {"key": "{key}", "round": "1", "table": "1", "game1": "Ann", "value1": "x1",
                           "game2": "draw"}, 400, ("whole number", "x1")),
    ("/organizer/report", {"key": "{key}", "round": "1", "table": "1", "game1": "", "game2": "draw"}, 400,
     ("whose deck lost",)),
    ("/organizer/report", {"key": "{key}", "round": "1", "table": "1", "game1": "draw", "game2": "draw",
                           "correct": "maybe"}, 422, ("correct", "maybe")),
    ("/organizer/accept", {"key": "{key}", "round": "1", "table": "1"}, 400, ("Table 1",)),
    ("/organizer/accept", {"key": "{key}", "round": "1", "table": "1.5"}, 422, ("table", "1.5")),
    ("/organizer/batch", {"key": "{key}", "results": "1,1,banana\n"}, 400, ("line 1", "Nothing was saved")),
    ("/organizer/batch", {"key": "{key}", "results": HUGE}, 400, ("Nothing was saved",)),
    ("/organizer/drop", {"key": "{key}", "player": "Nobody"}, 400, ("Nobody",)),
    ("/organizer/drop", {"key": "{key}", "player": ""}, 400, ("player",)),
    ("/organizer/swap", {"key": "{key}", "first": "Ann", "second": "Nobody"}, 400, ("Nobody",)),
    ("/organizer/swap", {"key": "{key}", "first": "Ann", "second": "Ann"}, 400, ("two different players",)),
    ("/organizer/pair", {"key": "{key}", "allow_rematch": "sometimes"}, 422, ("allow_rematch", "sometimes")),
    ("/organizer/pair", {"key": "{key}"}, 400, ("round 1",)),
    ("/organizer/end", {"key": "{key}", "confirm": "Wrong Name"}, 400, ("event's name",)),
    ("/organizer/timer", {"key": "{key}", "action": "explode"}, 400, ("explode",)),
    ("/organizer/timer", {"key": "{key}", "action": "start", "minutes": "ten"}, 400, ("minutes", "ten")),
    ("/organizer/timer", {"key": "{key}", "action": "start", "minutes": "-5"}, 400, ("between 1 and 600 minutes",)),
    ("/organizer/timer", {"key": "{key}", "action": "extra", "table": "one", "minutes": "3"}, 400,
     ("table", "one")),
    ("/organizer/timer", {"key": "{key}", "action": "extra", "table": "99", "minutes": "3"}, 400, ("99",)),
    ("/organizer/decks", {"key": "{key}", "player": "Nobody", "option": "tolaria"}, 400, ("Nobody",)),
    ("/organizer/decks", {"key": "{key}", "player": "Ann", "option": "banana"}, 400, ("banana",)),
    ("/organizer/decks", {"key": "{key}", "player": "Ann", "option": "tolaria", "deck_list": HUGE}, 400,
     ("deck list",)),
    ("/organizer/token", {"key": "wrong"}, 403, ("organizer token",)),
    ("/organizer/reopen", {"key": "{key}"}, 400, ("not finished",)),
]


def _stored(db: Path) -> dict[str, str]:
    """The database file and its write-ahead log (the shared-memory index is the readers' scratch)."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in (db, db.with_name(db.name + "-wal"))
            if p.exists()}


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    db = tmp_path_factory.mktemp("web-bad") / "event.sqlite"
    store = Store(db)
    svc = TournamentService(store)
    token = svc.create_event("Web Open", "turnabout", 3, seed=21).organizer_token
    svc.import_players([{"name": n, "scoring": o} for n, o in [("Ann", "tolaria"), ("Bob", "phyrexia"),
                                                                ("Cy", ""), ("Dee", "")]])
    svc.pair()
    codes = {name: code for _, name, code in svc.player_codes("Web Open")}
    view = svc.pairings(None, "Web Open")
    assert view is not None
    table = next(t for t in view.tables if "Ann" in (t.player_a, t.player_b))
    svc.create_event("Deck Night", "turnabout", 3, seed=5)
    svc.import_players([{"name": "Ann"}, {"name": "Bob"}], "Deck Night")
    deck_codes = {name: code for _, name, code in svc.player_codes("Deck Night")}
    store.dispose()
    client = TestClient(create_app(str(db), "Web Open"))
    assert client.post("/organizer/login", data={"token": token}, follow_redirects=False).status_code == 303
    match = re.search(r'name="key" value="([0-9a-f]+)"', client.get("/organizer").text)
    assert match
    return {"db": db, "client": client, "values": {"table": table.code, "ann": codes["Ann"], "key": match.group(1)},
            "deck_client": TestClient(create_app(str(db), "Deck Night")),
            "deck_values": {"ann": deck_codes["Ann"]}}


def _send(site: dict[str, Any], path: str, form: dict[str, str], json_answer: bool) -> Any:
    deck = path == "/deck"
    values = site["deck_values"] if deck else site["values"]
    data = {k: v.format(**values) if v is not HUGE else v for k, v in form.items()}
    headers = {"accept": "application/json"} if json_answer else {}
    client = site["deck_client"] if deck else site["client"]
    return client.post(path.format(**values), data=data, headers=headers, follow_redirects=False)


def _check(site: dict[str, Any], path: str, form: dict[str, str], status: int, words: tuple[str, ...],
           json_answer: bool) -> None:
    before = _stored(site["db"])
    response = _send(site, path, form, json_answer)
    text = response.text
    assert response.status_code == status, text[:500]
    assert "Traceback" not in text
    for word in words:
        assert word in text, f"{word!r} not in the answer: {text[:600]!r}"
    assert len(text) < 200_000, "the answer does not echo an oversized field back whole"
    assert _stored(site["db"]) == before


@pytest.mark.parametrize(("path", "form", "status", "words"), PUBLIC, ids=[f"{c[0]}-{i}" for i, c in enumerate(PUBLIC)])
def test_public_forms_refuse_bad_input_clearly_and_change_nothing(site: dict[str, Any], path: str,
                                                                  form: dict[str, str], status: int,
                                                                  words: tuple[str, ...]) -> None:
    _check(site, path, form, status, words, json_answer=False)


@pytest.mark.parametrize(("path", "form", "status", "words"), ORGANIZER,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(ORGANIZER)])
def test_organizer_forms_refuse_bad_input_clearly_and_change_nothing(site: dict[str, Any], path: str,
                                                                     form: dict[str, str], status: int,
                                                                     words: tuple[str, ...]) -> None:
    _check(site, path, form, status, words, json_answer=True)


def test_an_organizer_form_sent_by_the_browser_comes_back_with_the_error(site: dict[str, Any]) -> None:
    """Without JavaScript the page posts the form itself: a refusal is a redirect to the page, which shows the
    error (and the database is unchanged)."""
    before = _stored(site["db"])
    response = _send(site, "/organizer/drop", {"key": "{key}", "player": "Nobody"}, json_answer=False)
    assert response.status_code == 303 and "error=" in response.headers["location"]
    page = site["client"].get(response.headers["location"]).text
    assert "Nobody" in page and "Traceback" not in page
    assert _stored(site["db"]) == before
