"""The web app in a real headless browser: Debian's chromium driven by playwright (never downloaded)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from kitchentable.tournament.service import TournamentService
from kitchentable.tournament.store import Store

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed at /usr/bin/chromium"),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def server(db_path: Path) -> Iterator[tuple[str, str]]:
    import uvicorn

    from kitchentable.tournament.web import create_app

    store = Store(db_path)
    svc = TournamentService(store)
    token = svc.create_event("Browser Cup", "turnabout", 3, seed=4).organizer_token
    svc.import_players([{"name": n, "scoring": o} for n, o in
                        [("Ann", "tolaria"), ("Bob", "dominaria"), ("Cy", "phyrexia"), ("Dee", "dominaria")]])
    svc.pair()
    store.dispose()
    assert token
    port = free_port()
    config = uvicorn.Config(create_app(str(db_path)), host="127.0.0.1", port=port, log_level="warning")
    uv = uvicorn.Server(config)
    thread = threading.Thread(target=uv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not uv.started:
        if time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}", token
    uv.should_exit = True
    thread.join(timeout=10)


def test_organizer_enters_a_result_and_the_public_pages_show_it(server: tuple[str, str]) -> None:
    from playwright.sync_api import sync_playwright

    base, token = server
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.goto(f"{base}/organizer")
            assert page.url.endswith("/organizer/login")
            page.fill("#token", token)
            page.click("button[type=submit]")
            page.wait_for_url(f"{base}/organizer")

            form = page.locator("#report-1")
            owners = form.locator("select[name=game1] option").all_inner_texts()
            loser_b = owners[1].removesuffix("'s deck")
            form.locator("select[name=game1]").select_option(index=1)
            form.locator("input[name=value1]").fill("6")
            form.locator("select[name=game2]").select_option("draw")
            form.locator("button[type=submit]").click()
            page.wait_for_selector("#message")
            assert "Round 1 table 1" in page.inner_text("#message")
            assert "VP" in page.locator("#result-entry tbody tr").first.locator("td.result").inner_text()

            form = page.locator("#report-1")
            form.locator("select[name=game1]").select_option("draw")
            form.locator("input[name=value1]").fill("")
            form.locator("select[name=game2]").select_option(index=0)
            form.locator("input[name=value2]").fill("-3")
            form.locator("button[type=submit]").click()
            page.wait_for_selector("#error")
            assert "error" in (page.get_attribute("#error", "class") or "")

            page.goto(f"{base}/standings")
            rows = page.locator("#standings tbody tr")
            assert rows.count() == 4
            assert loser_b in rows.first.inner_text()

            page.goto(f"{base}/pairings?by=name")
            names = page.locator("#pairings-by-name tbody tr td:first-child").all_inner_texts()
            assert names == sorted(names, key=str.lower) and len(names) == 4

            page.goto(f"{base}/slips")
            page.emulate_media(media="print")
            assert not page.locator("header").is_visible()
            assert page.locator(".print-title").is_visible()
            assert page.locator(".slip").count() == 2
            page.emulate_media(media="screen")
            assert page.locator("header").is_visible()
        finally:
            browser.close()
