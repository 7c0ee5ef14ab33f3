"""Take the screenshots of docs/table.md: each format's table at desktop (1280x800) and phone (390x844) size.

    python scripts/web_screenshots.py            # writes docs/img/table-*.png

A local server plays seeded games with the tests' click policy (tests/web/policy.py) up to a moment worth
showing, in Debian's chromium. PNGs are reduced to a 96-colour palette when Pillow is installed.
"""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.web.conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    click_option,
    close_dialogs,
    free_port,
    open_table,
    post_table,
    state,
    wait_for_turn,
)
from tests.web.policy import Player  # noqa: E402

OUT = ROOT / "docs" / "img"
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


def goal_turn(n: int) -> Any:
    return lambda page, s: page.evaluate("KT.msg.board.turn") >= n and s["d"]["kind"] == "priority"


SHOTS: list[tuple[str, dict[str, Any], Any]] = [
    ("duel", {"format": "duel", "seed": 9, "seats": [
        {"kind": "you", "name": "Ann", "deck": {"bundled": "mono-red-aggro"}},
        {"kind": "heuristic", "name": "Computer", "deck": {"bundled": "green-blue-tempo"}}]}, goal_turn(6)),
    ("ffa", {"format": "ffa", "seed": 3, "seats": [
        {"kind": "you", "name": "Ann", "deck": {"bundled": "boros-burn"}},
        {"kind": "heuristic", "name": "Bo", "deck": {"bundled": "black-zombies"}},
        {"kind": "heuristic", "name": "Cy", "deck": {"bundled": "simic-ramp"}}]}, goal_turn(7)),
    ("vortex", {"format": "vortex", "seed": 5, "seats": [
        {"kind": "you", "name": "Ann"}, {"kind": "heuristic", "name": "Bo"}, {"kind": "heuristic", "name": "Cy"},
        {"kind": "heuristic", "name": "Di"}]},
     lambda page, s: page.evaluate("KT.msg.board.turn") >= 5 and s["d"]["kind"] == "draft_pick"),
    ("castle", {"format": "castle", "seed": 4, "seats": [
        {"kind": "you", "deck": {"bundled": "goblins"}}, {"kind": "random", "deck": {"bundled": "merfolk"}}]},
     lambda page, s: s["d"]["kind"] == "castle_swap"),
    ("judges-tower", {"format": "judges-tower-shame", "seed": 2, "seats": [
        {"kind": "you", "name": "Ann", "level": 4}, {"kind": "heuristic", "name": "Bo", "level": 4},
        {"kind": "heuristic", "name": "Cy", "level": 4}], "options": {"training": True}},
     lambda page, s: bool(s["table"]["judge"]["calls"])),
    ("turnabout", {"format": "turnabout", "seed": 6, "seats": [
        {"kind": "you", "name": "Ann", "deck": {"bundled": "goblins"}, "scoring": "tolaria"},
        {"kind": "heuristic", "name": "Bo", "deck": {"bundled": "merfolk"}, "scoring": "phyrexia"}],
        "options": {"clock_turn": 2, "doom": 2, "chess_clock": "600+3"}},
     lambda page, s: page.evaluate("(KT.msg.board.command || []).length") > 0 and s["d"]["kind"] == "priority"),
]


def shrink(path: Path) -> None:
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as image:
        image.convert("RGB").quantize(colors=96, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)


def main() -> None:
    import uvicorn
    from playwright.sync_api import sync_playwright

    from kitchentable.web.app import TableServer, create_app

    srv = TableServer()
    config = uvicorn.Config(create_app(srv), host="127.0.0.1", port=free_port(), log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    base = f"http://127.0.0.1:{config.port}"
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for size, (width, height) in SIZES.items():
            context = browser.new_context(viewport={"width": width, "height": height})
            page = context.new_page()
            page.goto(base + "/")
            page.wait_for_selector("#formats label")
            page.screenshot(path=str(OUT / f"new-game-{size}.png"), full_page=False)
            shrink(OUT / f"new-game-{size}.png")
            for name, body, goal in SHOTS:
                created = post_table(base, body)
                open_table(page, base, created["url"])
                policy = Player()
                for _ in range(200):
                    wait_for_turn(page)
                    s = state(page)
                    if s["over"] or goal(page, s):
                        break
                    close_dialogs(page)
                    click_option(page, policy(s["d"], page.evaluate("KT.msg.board.turn")))
                time.sleep(0.3)
                if name != "judges-tower":
                    close_dialogs(page)
                path = OUT / f"table-{name}-{size}.png"
                page.screenshot(path=str(path))
                shrink(path)
                print(path.relative_to(ROOT), path.stat().st_size // 1024, "KiB")
            context.close()
        browser.close()
    server.should_exit = True
    thread.join(timeout=10)


if __name__ == "__main__":
    main()
