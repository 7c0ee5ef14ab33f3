"""Fixtures for the web table's tests: a live server, Debian's chromium through playwright, and helpers that
play a table by clicking what the page shows (the policy in `tests/web/policy.py`)."""

from __future__ import annotations

import json
import socket
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.web.policy import choose

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
STEP_TIMEOUT = 45_000


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("filterwarnings", "ignore:Using `httpx` with `starlette.testclient`:UserWarning")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def live_server() -> Iterator[tuple[str, Any]]:
    """A real uvicorn server on a free port, with its TableServer (to look at tables from the test)."""
    import uvicorn

    from kitchentable.web.app import TableServer, create_app

    srv = TableServer()
    config = uvicorn.Config(create_app(srv), host="127.0.0.1", port=free_port(), log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{config.port}", srv
    server.should_exit = True
    thread.join(timeout=10)
    srv.executor.shutdown(wait=False, cancel_futures=True)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip("Debian chromium is not installed at /usr/bin/chromium")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


def new_page(browser: Any, width: int = 1280, height: int = 800) -> Any:
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(STEP_TIMEOUT)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    return page


def post_table(base: str, body: dict[str, Any]) -> dict[str, Any]:
    """Create a table through the API (what the first page's form sends)."""
    request = urllib.request.Request(f"{base}/api/tables", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(request, timeout=60) as response:
        created: dict[str, Any] = json.loads(response.read())
    return created


def open_table(page: Any, base: str, url: str) -> None:
    page.goto(base + url)
    page.wait_for_function("window.KT && KT.msg")


def state(page: Any) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(
        "({v: KT.msg.version, d: KT.msg.decision, over: KT.msg.board.over, table: KT.msg.table})")
    return found


def close_dialogs(page: Any) -> None:
    while page.locator("#dialog[open]").count():
        page.locator("#dialog .close").click()


def wait_for_turn(page: Any) -> None:
    """Until this page must decide or the game is over."""
    page.wait_for_function("KT.msg && ((KT.msg.decision && KT.msg.decision.yours) || KT.msg.board.over)",
                           timeout=90_000)


def click_option(page: Any, index: int) -> None:
    """Answer the pending decision with option `index` the way a player does: click its object, player or
    castle spot on the table (and the entry of the menu that opens), else its button in the prompt."""
    s = state(page)
    option = s["d"]["options"][index]
    version = s["v"]
    close_dialogs(page)
    if option.get("key") and option.get("on_board"):
        target = page.locator(f'[data-key="{option["key"]}"].can').first
        target.scroll_into_view_if_needed()
        target.click(position={"x": 12, "y": 10})
        menu = page.locator(f'#menu:not(.hidden) button[data-opt="{index}"]')
        if menu.count():
            menu.click()
    elif page.locator(f'#prompt button[data-opt="{index}"]').count():
        page.locator(f'#prompt button[data-opt="{index}"]').click()
    elif option.get("number") is not None:
        page.locator("#prompt input[type=range]").fill(str(option["number"]))
        page.locator("#choose-number").click()
    else:
        raise AssertionError(f"option {option} has nothing to click")
    page.wait_for_function(f"KT.msg.version !== {version}")


def play(page: Any, until: Callable[[dict[str, Any]], bool], limit: int,
         policy: Callable[[dict[str, Any]], int] = choose) -> dict[str, Any]:
    """Answer this page's decisions with `policy` until `until(state)` or the game is over."""
    for _ in range(limit):
        wait_for_turn(page)
        s = state(page)
        if s["over"]:
            return s
        if not (s["d"] and s["d"].get("yours")):
            continue  # the table moved on since the wait (a message arrived in between)
        if until(s):
            return s
        click_option(page, policy(s["d"]))
    raise AssertionError(f"not done after {limit} decisions: {state(page)['d']}")


@pytest.fixture
def hidden_audit() -> Callable[..., Any]:
    """An audit for `Table.audit`: every message a viewer is sent is checked against the game at that
    moment (see `tests/web/test_wire.py`)."""
    from tests.web.hidden import Auditor

    return Auditor
