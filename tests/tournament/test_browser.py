"""The web app in a real headless browser: Debian's chromium driven by playwright (never downloaded).

One server and one browser serve the module: the organizer enters a result without the page moving, every
public and organizer page fits a 390-pixel phone with its key columns on screen, and the printed slips
come three to an A4 page (counted in the PDF chromium prints).
"""

from __future__ import annotations

import math
import re
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from kitchentable.tournament.service import TournamentService
from kitchentable.tournament.store import Store

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
PHONE = {"width": 390, "height": 844}

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed at /usr/bin/chromium"),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    import uvicorn

    from kitchentable.tournament.web import create_app

    db = tmp_path_factory.mktemp("browser") / "event.sqlite"
    store = Store(db)
    svc = TournamentService(store)
    token = svc.create_event("Browser Cup with a rather long name", "turnabout", 3, seed=4).organizer_token
    options = ["tolaria", "dominaria", "phyrexia"]
    svc.import_players([{"name": f"Player with a long name {i:02d}", "scoring": options[i % 3]} for i in range(15)])
    svc.pair()
    svc.timer_start(50)
    svc.timer_extra(2, 3)
    codes = {name: code for _, name, code in svc.player_codes()}
    table = next(t for t in svc.pairings().tables if not t.is_bye)  # type: ignore[union-attr]
    store.dispose()
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(str(db)), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.05)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield {"base": f"http://127.0.0.1:{port}", "token": token, "browser": browser, "db": db,
                   "codes": codes, "table": table}
        finally:
            browser.close()
            server.should_exit = True
            thread.join(timeout=10)


def organizer_page(site: dict[str, Any], viewport: dict[str, int] | None = None) -> Any:
    context = site["browser"].new_context(viewport=viewport or {"width": 1100, "height": 700})
    page = context.new_page()
    page.goto(f"{site['base']}/organizer/login")
    page.fill("#token", site["token"])
    page.click("button[type=submit]")
    page.wait_for_url(f"{site['base']}/organizer")
    return page


def test_a_result_is_saved_in_place_and_the_public_pages_show_it(site: dict[str, Any]) -> None:
    page = organizer_page(site, {"width": 1100, "height": 500})
    base = site["base"]
    row = page.locator("#table-5")
    row.scroll_into_view_if_needed()
    scrolled = page.evaluate("window.scrollY")
    assert scrolled > 0
    row.locator("a.enter").click()
    form = page.locator("#report-5")
    select = form.locator("select[name=game1]")
    assert select.input_value() == ""
    select.select_option(index=1)
    label = form.locator(".stat-label").first.inner_text()
    assert label.startswith("winner's ") and label != "winner's statistic"
    form.locator("input[name=value1]").fill("6")
    form.locator("select[name=game2]").select_option("draw")
    form.locator("button[type=submit]").click()
    page.wait_for_function("document.getElementById('live').textContent.includes('table 5')")
    assert page.url == f"{base}/organizer"
    assert page.evaluate("window.scrollY") == scrolled
    assert "VP" in row.locator("td.result").inner_text()
    assert row.get_attribute("data-status") == "reported"
    assert page.locator("#count-reported").inner_text() == "1"

    row.locator("a.enter").click()
    form = page.locator("#report-5")
    form.locator("select[name=game1]").select_option("draw")
    form.locator("select[name=game2]").select_option(index=1)
    form.locator("input[name=value2]").fill("lots")
    form.locator("button[type=submit]").click()
    page.wait_for_function("document.getElementById('live').classList.contains('error')")
    assert "VP" in row.locator("td.result").inner_text()

    page.fill("#filter-q", "player with a long name 0")
    visible = page.locator("#result-entry tbody tr:visible").count()
    assert 0 < visible < page.locator("#result-entry tbody tr").count()

    page.goto(f"{base}/standings")
    assert page.locator("#standings tbody tr").count() == 15
    page.goto(f"{base}/pairings")
    assert page.locator("#round-clock").inner_text().startswith(("49:", "50:"))
    assert "+3 min" in page.locator("#table-2").inner_text()
    page.context.close()


def test_a_player_reports_on_a_phone(site: dict[str, Any]) -> None:
    context = site["browser"].new_context(viewport=PHONE)
    page = context.new_page()
    table = site["table"]
    page.goto(f"{site['base']}/report")
    page.fill("#code", table.code)
    page.click("button[type=submit]")
    page.wait_for_url(f"{site['base']}/r/{table.code}")
    page.locator("select[name=game1]").select_option("b")
    assert page.locator(".stat-label").first.inner_text().startswith("winner's ")
    page.fill("input[name=value1]", "4")
    page.locator("select[name=game2]").select_option("draw")
    page.fill("#player-code", site["codes"][table.player_a])
    page.click("#report-form button[type=submit]")
    assert "counts once" in page.locator("#message").inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    context.close()


def fits_the_phone(page: Any, url: str, key_columns: str | None) -> None:
    page.goto(url)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{url} is {width} px wide on a 390-px phone"
    if key_columns:
        cells = page.locator(key_columns)
        assert cells.count() > 0, url
        for i in range(cells.count()):
            box = cells.nth(i).bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] + 1, url


def test_every_page_fits_a_390_pixel_phone(site: dict[str, Any]) -> None:
    base = site["base"]
    context = site["browser"].new_context(viewport=PHONE)
    page = context.new_page()
    public = {
        "/": None,
        "/pairings": "#pairings-by-table thead th",
        "/pairings?by=name": "#pairings-by-name thead th",
        "/standings": "#standings thead th:visible",
        "/slips": ".slip .slip-grid thead th",
        "/report": "form button",
        f"/r/{site['table'].code}": "#report-form button",
        "/deck": "form button",
        "/organizer/login": "#token",
    }
    for path, columns in public.items():
        fits_the_phone(page, base + path, columns)
    standings = page.locator("#standings thead th:visible").all_inner_texts() if page.goto(base + "/standings") else []
    assert standings[:4] == ["Rank", "Player", "VP", "W-L-D"]
    context.close()
    page = organizer_page(site, PHONE)
    for path, columns in {"/organizer": "#result-entry thead th", "/organizer/table/1": "#report-1 button",
                          "/organizer/decks": "#decks thead th", "/organizer/codes": ".code-card"}.items():
        fits_the_phone(page, base + path, columns)
    page.context.close()


def pdf_pages(page: Any) -> int:
    return len(re.findall(rb"/Type\s*/Page[^s]", page.pdf(format="A4")))


def test_printed_slips_come_three_to_an_a4_page(site: dict[str, Any]) -> None:
    context = site["browser"].new_context()
    page = context.new_page()
    page.goto(f"{site['base']}/slips")
    slips = page.locator(".slip").count()
    assert slips == 7
    page.emulate_media(media="print")
    assert not page.locator("header").is_visible()
    assert pdf_pages(page) == math.ceil(slips / 3)
    page.goto(f"{site['base']}/standings")
    assert page.locator(".print-title").is_visible()
    context.close()
