"""The web app with FastAPI's TestClient: public pages read-only, organizer pages behind the token."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from kitchentable.tournament.service import TournamentService
from kitchentable.tournament.store import Store
from kitchentable.tournament.web import COOKIE, create_app, form_key


@pytest.fixture
def event(db_path: Path) -> tuple[Path, str]:
    store = Store(db_path)
    svc = TournamentService(store)
    token = svc.create_event("Web Open", "turnabout", 3, seed=21).organizer_token
    svc.import_players([{"name": n, "scoring": o} for n, o in
                        [("Ann", "tolaria"), ("Bob", "phyrexia"), ("Cy <b>", ""), ("Dee", ""), ("Eve", "")]])
    svc.pair()
    store.dispose()
    assert token
    return db_path, token


@pytest.fixture
def client(event: tuple[Path, str]) -> TestClient:
    return TestClient(create_app(str(event[0])))


def login(client: TestClient, token: str) -> str:
    response = client.post("/organizer/login", data={"token": token}, follow_redirects=False)
    assert response.status_code == 303
    page = client.get("/organizer").text
    match = re.search(r'name="key" value="([0-9a-f]+)"', page)
    assert match
    return match.group(1)


def test_public_pages_show_pairings_standings_and_slips(client: TestClient) -> None:
    home = client.get("/")
    assert home.status_code == 200 and "Web Open" in home.text
    by_table = client.get("/pairings").text
    assert 'id="pairings-by-table"' in by_table and "BYE" in by_table
    by_name = client.get("/pairings?by=name").text
    assert 'id="pairings-by-name"' in by_name
    names = re.findall(r'<tr><td>(.*?) <span class="muted">#', by_name)
    assert names == sorted(names, key=str.lower) and len(names) == 5
    assert 'id="standings"' in client.get("/standings").text
    slips = client.get("/slips").text
    assert slips.count('class="slip"') == 2 and "Scores with" in slips and ": winner's " in slips
    assert slips.count("<svg") == 2


def test_slips_draw_each_qr_code_once_with_a_fixed_mask(client: TestClient) -> None:
    """A round's slips are printed again and again: the second page reuses the codes the first drew."""
    import segno

    from kitchentable.tournament.web import QR_MASK, qr_svg

    first = client.get("/slips").text
    drawn = qr_svg.cache_info()
    assert client.get("/slips").text == first
    again = qr_svg.cache_info()
    assert again.misses == drawn.misses and again.hits >= drawn.hits + 2
    assert segno.make("http://testserver/r/1-ABC", error="m", mask=QR_MASK).mask == QR_MASK


def test_names_are_escaped(client: TestClient) -> None:
    text = client.get("/pairings?by=name").text
    assert "Cy &lt;b&gt;" in text and "Cy <b>" not in text


def test_pages_have_print_css(client: TestClient) -> None:
    css = client.get("/static/tournament.css")
    assert css.status_code == 200 and "@media print" in css.text
    assert 'href="/static/tournament.css"' in client.get("/standings").text


def test_unknown_round_is_a_404_page(client: TestClient) -> None:
    response = client.get("/pairings?round=7")
    assert response.status_code == 404 and "has not been paired" in response.text


def test_json_endpoints(client: TestClient) -> None:
    pairings = client.get("/api/pairings").json()
    assert pairings["round"] == 1 and len(pairings["tables"]) == 3
    standings = client.get("/api/standings").json()
    assert standings["format"] == "turnabout" and len(standings["standings"]) == 5
    assert client.get("/api/pairings?round=4").status_code == 404


def test_organizer_pages_need_the_token(client: TestClient) -> None:
    response = client.get("/organizer", follow_redirects=False)
    assert response.status_code == 303 and response.headers["location"] == "/organizer/login"
    wrong = client.post("/organizer/login", data={"token": "guess"})
    assert wrong.status_code == 403 and "not the organizer token" in wrong.text
    refused = client.post("/organizer/drop", data={"key": "x", "player": "Ann"})
    assert refused.status_code == 403
    assert client.get("/api/standings").json()["standings"][0]["dropped"] is False


def test_a_form_without_the_derived_key_is_refused_even_with_the_cookie(client: TestClient,
                                                                        event: tuple[Path, str]) -> None:
    login(client, event[1])
    response = client.post("/organizer/drop", data={"key": "forged", "player": "Ann"})
    assert response.status_code == 403
    assert form_key(event[1]) != "forged"


def test_organizer_enters_results_drops_and_pairs(client: TestClient, event: tuple[Path, str]) -> None:
    key = login(client, event[1])
    tables = client.get("/api/pairings").json()["tables"]
    for t in tables:
        if t["bye"]:
            continue
        response = client.post("/organizer/report", data={
            "key": key, "round": 1, "table": t["table"], "game1": t["player_b"], "value1": "5",
            "game2": "draw", "value2": ""})
        assert response.status_code == 200 and "Round 1 table" in response.text
    again = client.post("/organizer/report", data={"key": key, "round": 1, "table": 1, "game1": "draw",
                                                   "game2": "draw"})
    assert "is finished" in again.text
    bad = client.post("/organizer/report", data={"key": key, "round": 1, "table": 1, "game1": "Ann",
                                                 "value1": "lots", "game2": "draw", "correct": "true"})
    assert "whole number" in bad.text
    dropped = client.post("/organizer/drop", data={"key": key, "player": "Eve"})
    assert "Dropped Eve" in dropped.text
    paired = client.post("/organizer/pair", data={"key": key})
    assert "Round 2 paired" in paired.text
    names = {n for t in client.get("/api/pairings").json()["tables"] for n in (t["player_a"], t["player_b"]) if n}
    assert "Eve" not in names and len(names) == 4
    repaired = client.post("/organizer/pair", data={"key": key, "again": "true"})
    assert "Round 2 paired" in repaired.text
    svc = TournamentService(Store(event[0], create=False))
    actions = [e["action"] for e in svc.audit_log()]
    assert actions.count("result.report") == 2 and "round.unpair" in actions
    assert {e["actor"] for e in svc.audit_log()[1:]} >= {"web"}


def test_logout_forgets_the_token(client: TestClient, event: tuple[Path, str]) -> None:
    login(client, event[1])
    client.post("/organizer/logout")
    assert COOKIE not in client.cookies
    assert client.get("/organizer", follow_redirects=False).status_code == 303


def test_a_blocked_pairing_offers_the_organizers_choices(db_path: Path) -> None:
    store = Store(db_path)
    svc = TournamentService(store)
    token = svc.create_event("Tiny", "swiss", 3, seed=2).organizer_token
    svc.import_players([{"name": "Ann"}, {"name": "Bob"}])
    svc.pair()
    svc.report_swiss(1, 1, 2, 0)
    store.dispose()
    assert token
    client = TestClient(create_app(str(db_path)))
    key = login(client, token)
    blocked = client.post("/organizer/pair", data={"key": key})
    assert "no pairing without a rematch" in blocked.text and "end the event" in blocked.text
    allowed = client.post("/organizer/pair", data={"key": key, "allow_rematch": "true"})
    assert "Round 2 paired" in allowed.text and "rematch, allowed by the organizer" in allowed.text
    client.post("/organizer/report", data={"key": key, "round": 2, "table": 1, "result": "1-1-1"})
    asked = client.post("/organizer/end", data={"key": key})
    assert 'id="confirm-end-form"' in asked.text and not TournamentService(Store(db_path)).event().finished
    wrong = client.post("/organizer/end", data={"key": key, "confirm": "tiny"})
    assert "name exactly to end it" in wrong.text
    ended = client.post("/organizer/end", data={"key": key, "confirm": "Tiny"})
    assert "finished after 2 round" in ended.text
    assert 'id="pair-next"' not in ended.text and 'id="reopen-event"' in ended.text
    reopened = client.post("/organizer/reopen", data={"key": key})
    assert "running again" in reopened.text and 'id="pair-next"' in reopened.text
    actions = [e["action"] for e in TournamentService(Store(db_path)).audit_log()]
    assert actions[-2:] == ["event.end", "event.reopen"]


def test_public_pages_never_show_the_organizer_token_or_a_player_code(client: TestClient,
                                                                      event: tuple[Path, str]) -> None:
    svc = TournamentService(Store(event[0], create=False))
    secrets = [event[1], *(code for _, _, code in svc.player_codes())]
    table = next(t for t in svc.pairings().tables if not t.is_bye)  # type: ignore[union-attr]
    for path in ("/", "/pairings", "/pairings?by=name", "/standings", "/slips", "/api/standings",
                 "/api/pairings", "/api/timer", "/organizer/login", "/report", f"/r/{table.code}", "/deck"):
        text = client.get(path).text
        assert not [s for s in secrets if s in text], path


def test_a_save_in_the_background_answers_with_the_row_only(client: TestClient, event: tuple[Path, str]) -> None:
    key = login(client, event[1])
    table = next(t for t in client.get("/api/pairings").json()["tables"] if not t["bye"])
    answer = client.post("/organizer/report", headers={"Accept": "application/json"}, data={
        "key": key, "round": 1, "table": table["table"], "game1": table["player_a"], "value1": "4", "game2": "draw"})
    data = answer.json()
    assert data["ok"] and data["row"] == {"table": table["table"], "status": "reported",
                                          "summary": data["row"]["summary"], "reported": True}
    again = client.post("/organizer/report", headers={"Accept": "application/json"}, data={
        "key": key, "round": 1, "table": table["table"], "game1": "", "game2": "draw"})
    assert again.status_code == 400 and "choose for each game" in again.json()["error"]
    plain = client.post("/organizer/report", follow_redirects=False, data={
        "key": key, "round": 1, "table": table["table"], "game1": "draw", "game2": "draw", "correct": "true",
        "q": "Ann"})
    assert plain.status_code == 303 and plain.headers["location"].endswith(f"#table-{table['table']}")
    assert "q=Ann" in plain.headers["location"]


def test_the_organizer_page_has_no_default_loser_and_says_what_each_option_reads(client: TestClient,
                                                                                 event: tuple[Path, str]) -> None:
    login(client, event[1])
    page = client.get("/organizer").text
    assert '<option value="">whose deck lost…</option>' in page
    assert '"tolaria": ["Tolaria", "library"]' in page
    assert re.search(r'data-o="(tolaria|phyrexia|dominaria) (tolaria|phyrexia|dominaria)"', page)
    row_form = client.get("/organizer/table/1").text
    assert "winner's library" in row_form or "winner's poison" in row_form or "winner's life" in row_form
    assert 'data-stat-a=' in row_form and '<option value="">whose deck lost…</option>' in row_form
    filtered = client.get("/organizer?q=ann").text
    assert filtered.count('<tr id="table-') == 1 and len(filtered) < len(page)
    assert client.get("/organizer?status=reported").text.count('<tr id="table-') == 0
    one = client.get("/organizer/table/1")
    assert one.status_code == 200 and 'id="report-1"' in one.text


def test_pasting_a_round_s_results(client: TestClient, event: tuple[Path, str]) -> None:
    key = login(client, event[1])
    tables = [t for t in client.get("/api/pairings").json()["tables"] if not t["bye"]]
    bad = "\n".join([f"{tables[0]['table']},{tables[0]['player_b']}:5,draw", f"{tables[1]['table']},nobody:3,draw"])
    refused = client.post("/organizer/batch", data={"key": key, "results": bad})
    assert "Nothing was saved. line 2:" in refused.text
    assert not any(t["reported"] for t in client.get("/api/pairings").json()["tables"])
    good = "\n".join(f"{t['table']},{t['player_b']}:5,draw" for t in tables)
    assert "Saved 2 result(s)" in client.post("/organizer/batch", data={"key": key, "results": good}).text


def test_a_player_reports_from_the_slip_code_and_the_opponent_confirms(client: TestClient,
                                                                       event: tuple[Path, str]) -> None:
    svc = TournamentService(Store(event[0], create=False))
    codes = {name: code for _, name, code in svc.player_codes()}
    table = next(t for t in svc.pairings().tables if not t.is_bye)  # type: ignore[union-attr]
    assert client.get(f"/report?code={table.code}", follow_redirects=False).headers["location"] == f"/r/{table.code}"
    page = client.get(f"/r/{table.code}").text
    assert table.player_a in page and "Your player code" in page
    form = {"game1": "b", "value1": "6", "game2": "draw"}
    wrong = client.post(f"/r/{table.code}", data={**form, "player_code": "AAAAAA"})
    assert wrong.status_code == 400 and "not the code of" in wrong.text
    first = client.post(f"/r/{table.code}", data={**form, "player_code": codes[table.player_a]})
    assert "It counts once" in first.text
    done = client.post(f"/r/{table.code}", data={**form, "player_code": codes[table.player_b]})
    assert "Confirmed" in done.text and "confirmed by both players" in done.text
    assert client.get("/r/99-XXX").status_code == 404


def test_wrong_codes_from_one_device_are_throttled(client: TestClient, event: tuple[Path, str]) -> None:
    svc = TournamentService(Store(event[0], create=False))
    table = next(t for t in svc.pairings().tables if not t.is_bye)  # type: ignore[union-attr]
    for _ in range(10):
        client.post(f"/r/{table.code}", data={"game1": "draw", "game2": "draw", "player_code": "WRONG1"})
    blocked = client.post(f"/r/{table.code}", data={"game1": "draw", "game2": "draw", "player_code": "WRONG1"})
    assert blocked.status_code == 429


def test_the_round_clock_on_the_pages(client: TestClient, event: tuple[Path, str]) -> None:
    key = login(client, event[1])
    assert client.get("/api/timer").json()["state"] == "not started"
    started = client.post("/organizer/timer", data={"key": key, "action": "start", "minutes": "30"})
    assert "clock: running" in started.text and 'id="round-clock"' in started.text
    client.post("/organizer/timer", data={"key": key, "action": "extra", "table": "1", "minutes": "4"})
    clock = client.get("/api/timer").json()
    assert clock["length"] == 1800 and clock["extra"] == {"1": 240}
    assert [at for at, _ in clock["announcements"]] == [900, 1800]
    pairings = client.get("/pairings").text
    assert 'id="round-clock"' in pairings and "+4 min" in pairings
    assert "table must be a whole number, got &#39;x&#39;" in client.post("/organizer/timer", data={"key": key, "action": "extra", "table": "x",
                                                                     "minutes": "2"}).text


def test_decks_codes_token_and_swaps_for_the_organizer(client: TestClient, event: tuple[Path, str]) -> None:
    key = login(client, event[1])
    decks_page = client.get("/organizer/decks").text
    assert 'id="decks"' in decks_page and "Tolaria: winner" in decks_page
    short = client.post("/organizer/decks", data={"key": key, "player": "Dee", "option": "tolaria",
                                                  "deck_list": "20 Forest\n"})
    assert "at least 60 cards" in short.text
    codes = client.get("/organizer/codes").text
    assert codes.count('class="code-card"') == 5
    view = client.get("/api/pairings").json()["tables"]
    swapped = client.post("/organizer/swap", data={"key": key, "first": view[0]["player_a"],
                                                   "second": view[1]["player_a"]})
    assert "swapped" in swapped.text
    rotated = client.post("/organizer/token", data={"key": key})
    assert 'id="new-token"' in rotated.text and client.get("/organizer", follow_redirects=False).status_code == 200
    new_token = re.search(r'id="new-token" class="token">([^<]+)<', rotated.text)
    assert new_token and new_token.group(1) != event[1]
    fresh = TestClient(create_app(str(event[0])))
    assert fresh.post("/organizer/login", data={"token": event[1]}).status_code == 403


def test_slips_carry_each_table_s_code_and_a_qr_code_of_its_reporting_page(event: tuple[Path, str]) -> None:
    client = TestClient(create_app(str(event[0]), public_url="http://10.0.0.5:8000"))
    slips = client.get("/slips").text
    svc = TournamentService(Store(event[0], create=False))
    for t in svc.pairings().tables:  # type: ignore[union-attr]
        if not t.is_bye:
            assert t.code in slips
    assert "http://10.0.0.5:8000" in slips and slips.count("<svg") == 2
