"""The web table in a real headless browser (Debian's chromium driven by playwright, never downloaded):
every format started and played through its own prompts by clicking what the page shows.

The games are deterministic: the computer players are seeded by the table's seed, and the clicks follow
`tests/web/policy.py`, so each seed below was chosen (with `python -m tests.web.policy`) for what its game
shows within a few decisions."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.web.conftest import (
    CHROMIUM,
    click_option,
    close_dialogs,
    new_page,
    open_table,
    play,
    post_table,
    state,
    wait_for_turn,
)
from tests.web.policy import Player, choose

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed at /usr/bin/chromium"),
]


def log_text(page: Any) -> str:
    return str(page.evaluate("KT.log.map((l) => `[${l.rule}] ${l.text}`).join('\\n')"))


def player(page: Any) -> Any:
    memory = Player()
    return lambda d: memory(d, page.evaluate("KT.msg.board.turn"))


def test_a_whole_duel_is_played_to_the_end_by_clicks_then_downloaded_and_replayed(live_server: Any,
                                                                                   browser: Any, tmp_path: Any) -> None:
    """The first page creates the game; every decision (mulligan, lands, spells with targets, mana payment,
    attackers, blockers, damage order) is answered by clicking; the record downloads and replays."""
    base, _srv = live_server
    page = new_page(browser)
    page.goto(base + "/")
    page.wait_for_selector("#formats label")
    page.check("#fmt-duel")
    page.select_option("[name=kind-1]", "random")
    page.select_option("[name=deck-0]", "mono-red-aggro")
    page.select_option("[name=deck-1]", "green-blue-tempo")
    page.fill("[name=name-0]", "Ann")
    page.fill("#seed", "9")
    page.click("#create")
    page.wait_for_url(re.compile(r"/t/\w+\?token="))
    page.wait_for_function("window.KT && KT.msg")
    assert "you are Ann" in page.inner_text("#title")
    kinds: set[str] = set()
    policy = player(page)

    def until(s: dict[str, Any]) -> bool:
        if s["d"] and s["d"].get("yours"):
            kinds.add(s["d"]["kind"])
        return False

    final = play(page, until, 80, policy)
    assert final["over"]
    assert {"mulligan", "priority", "pay_mana", "declare_attackers", "choose_target"} <= kinds
    assert "The game is over" in page.inner_text("#prompt")
    log = log_text(page)
    assert "[601.2i] You cast" in log and "[508.1]" in log and "The game is over" in log
    close_dialogs(page)
    with page.expect_download() as download:
        page.click("#prompt a[download]")
    record_file = tmp_path / "record.json"
    download.value.save_as(record_file)
    page.goto(base + "/")
    page.set_input_files("#record-file", str(record_file))
    page.wait_for_url(re.compile(r"/r/\w+"))
    page.wait_for_selector("#replaybar button")
    assert "Replay" in page.inner_text("#title")
    page.click("#replaybar button >> nth=0")
    page.wait_for_function("KT.msg.table.replay.step === 0")
    page.select_option("#replaybar select", "0")
    page.wait_for_function("KT.msg.table.viewer === 0")
    assert page.locator("#hand .card").count() == 7
    assert not page.errors


@pytest.mark.playthrough
def test_castle_attack_names_a_column_and_a_castle_creature_activates(live_server: Any, browser: Any) -> None:
    """R-CA-1: the attack names a column (clicked on the castle); R-CA-2: the defender's foremost card is
    revealed and activates; R-CA-3: the swap prompt, answered by its button."""
    base, _srv = live_server
    created = post_table(base, {"format": "castle", "seed": 4, "seats": [
        {"kind": "you", "deck": {"bundled": "goblins"}}, {"kind": "random", "deck": {"bundled": "merfolk"}}]})
    page = new_page(browser)
    open_table(page, base, created["url"])
    assert page.locator(".castle").count() == 2
    assert page.locator(".castle .card.back").count() == 24
    policy = player(page)
    clicked_column = False
    for _ in range(30):
        wait_for_turn(page)
        s = state(page)
        d = s["d"]
        if d["kind"] == "castle_swap":
            break
        if d["kind"] == "castle_column":
            assert page.locator(".ccol.can").count() == 4
            clicked_column = True
        click_option(page, policy(d))
    assert clicked_column
    log = log_text(page)
    assert re.search(r"\[R-CA-1\] You attack column \d of Computer 2's castle", log)
    assert re.search(r"\[R-CA-2\] .+ becomes an active castle creature", log)
    assert page.locator('.castle[aria-label^="Computer 2"] .card:not(.back)').count() >= 1
    swap = page.locator("#prompt button", has_text="swap with the card behind")
    assert swap.count() == 1 and "R-CA-3" in page.inner_text("#prompt")
    life = page.evaluate("KT.msg.board.players[0].life")
    version = state(page)["v"]
    swap.click()
    page.wait_for_function(f"KT.msg.version !== {version}")
    assert page.evaluate("KT.msg.board.players[0].life") == life - 2
    assert "[R-CA-3] You pay 2 life to swap" in log_text(page)
    assert not page.errors


@pytest.mark.playthrough
def test_vortex_pick_from_the_pack_and_pass_it(live_server: Any, browser: Any) -> None:
    """R-VX-3: a draft is a pick from your own pack (clicked there); R-VX-5: the pack is passed and the passed
    pack taken; R-VX-2: three basic lands; then the game's first turns."""
    base, _srv = live_server
    created = post_table(base, {"format": "vortex", "seed": 5, "seats": [
        {"kind": "you"}, {"kind": "random"}, {"kind": "random"}]})
    page = new_page(browser)
    open_table(page, base, created["url"])
    wait_for_turn(page)
    s = state(page)
    assert s["d"]["kind"] == "draft_pick"
    pack_before = page.evaluate("KT.msg.board.format_view.pack.map((c) => c.id)")
    assert len(pack_before) == 7 and page.locator(".card.can").count() == 7
    facts = page.inner_text("#format-panel")
    assert "shoe" in facts and "passed pack" in facts
    picked = page.evaluate(f"KT.msg.board.format_view.pack.find((c) => c.id === {pack_before[0]}).name")
    click_option(page, choose(s["d"]))
    wait_for_turn(page)
    hand = page.evaluate("KT.msg.board.players[0].zones.hand.map((c) => c.name)")
    assert picked in hand
    pack_after = page.evaluate("KT.msg.board.format_view.pack.map((c) => c.id)")
    assert not set(pack_after) & set(pack_before)
    assert "[R-VX-5] You pass your pack of 6 and take the passed pack" in log_text(page)
    final = play(page, lambda s: s["table"] is not None and page.evaluate("KT.msg.board.turn") >= 3, 40,
                 player(page))
    assert not final["over"]
    kinds = page.evaluate("KT.log.map((l) => l.rule)")
    assert "R-VX-2" in kinds and "R-VX-3" in kinds
    assert not page.errors


@pytest.mark.playthrough
def test_judges_tower_a_player_calls_anothers_violation(live_server: Any, browser: Any) -> None:
    """R-JT-9 with two people at the table (a friend by invite link): the friend passes priority while an
    action exists (ICR 200.1), the violation stays latent until the other player calls it from the Calls
    tab; the call shows the rule and the explanation, and the friend leaves the subgame (ICR 400.2)."""
    base, _srv = live_server
    created = post_table(base, {"format": "judges-tower", "seed": 1, "seats": [
        {"kind": "you", "level": 4}, {"kind": "friend", "level": 4}], "options": {"training": True}})
    you = new_page(browser)
    friend = new_page(browser)
    links = {link["seat"]: link["url"] for link in created["links"]}
    open_table(you, base, links[0])
    open_table(friend, base, links[1])
    assert "you are Player 2" in friend.inner_text("#title")
    mine = player(you)
    called = False
    for _ in range(60):
        you.wait_for_function("KT.msg.decision === null || KT.msg.decision.yours || "
                              "KT.msg.decision.player === 1")
        s = state(you)
        if s["d"] is None:
            break
        if not s["d"].get("yours"):
            friend.wait_for_function("KT.msg.decision && KT.msg.decision.yours")
            d = state(friend)["d"]
            click_option(friend, d["confirm"] if d["confirm"] is not None else 0)
            continue
        latent = [v for v in s["table"]["judge"]["latent"] if v["option"] is not None]
        if latent:
            close_dialogs(you)
            you.click("#tab-judge")
            button = you.locator("#judge button", has_text="Call a violation!")
            assert button.count() >= 1
            assert "Player 2" in you.inner_text("#judge")
            version = s["v"]
            button.first.click()
            you.wait_for_function(f"KT.msg.version !== {version}")
            called = True
            break
        click_option(you, mine(s["d"]))
    assert called
    you.wait_for_selector("#dialog[open]")
    dialog = you.inner_text("#dialog")
    assert "Player 1 calls Player 2" in dialog and "ICR 200.1" in dialog
    assert "may not pass priority while another legal action exists" in dialog
    assert "leaves the current subgame" in dialog
    you.click("#dialog .rule >> text=ICR 200.1")
    you.wait_for_function("document.querySelector('#dialog-body h2').textContent.includes('ICR 200.1')")
    assert "[ICR 400.4] Player 1 calls a violation by you" in log_text(friend)
    assert not you.errors and not friend.errors


@pytest.mark.playthrough
def test_turnabout_match_game_1_swapped_then_game_2_and_the_score(live_server: Any, browser: Any) -> None:
    """R-TA-1: the hand-over announces the deck's scoring option and game 1 is played with the other's deck;
    game 2 with your own (R-TA-3); the match points and the Victory Point split at the end; the chess clock."""
    base, _srv = live_server
    created = post_table(base, {"format": "turnabout", "seed": 6, "seats": [
        {"kind": "you", "deck": {"bundled": "goblins"}, "scoring": "tolaria"},
        {"kind": "random", "deck": {"bundled": "merfolk"}, "scoring": "phyrexia"}],
        "options": {"chess_clock": "600+3"}})
    page = new_page(browser)
    open_table(page, base, created["url"])
    wait_for_turn(page)
    s = state(page)
    assert s["d"]["kind"] == "deck_handover"
    page.wait_for_selector("#dialog[open]")
    handover = page.inner_text("#dialog")
    assert "You pilot Merfolk" in handover and "phyrexia" in handover and "R-TA-1" in handover
    page.click("#dialog button.primary")
    page.wait_for_function(f"KT.msg.version !== {s['v']}")
    assert re.search(r"Player 1 \d+:\d\d", page.inner_text("#clock"))
    merfolk = {"Island", "Seat of the Synod", "Lord of Atlantis", "Master of the Pearl Trident",
               "Merfolk of the Pearl Trident", "Coral Merfolk", "Merfolk Looter", "Counterspell", "Mana Leak",
               "Force of Will", "Opt", "Unsummon"}
    play(page, lambda s: s["d"]["kind"] == "priority", 10, player(page))
    hand = set(page.evaluate("KT.msg.board.players[0].zones.hand.map((c) => c.name)"))
    assert hand and hand <= merfolk
    page.once("dialog", lambda d: d.accept())
    page.click("#btn-concede")
    page.wait_for_selector("#dialog[open]")
    assert "Game 1 is over" in page.inner_text("#dialog")
    version = state(page)["v"]
    page.click("#dialog button.primary")
    page.wait_for_function(f"KT.msg.version !== {version} && !KT.msg.board.over")
    assert page.evaluate("KT.msg.table.match.number") == 2
    wait_for_turn(page)
    hand = set(page.evaluate("KT.msg.board.players[0].zones.hand.map((c) => c.name)"))
    assert hand and not hand & (merfolk - {"Island"})
    page.once("dialog", lambda d: d.accept())
    close_dialogs(page)
    page.click("#btn-concede")
    page.wait_for_function("KT.msg.table.over")
    page.wait_for_selector("#dialog[open]")
    assert "The match is over" in page.inner_text("#dialog")
    close_dialogs(page)
    page.click("#tab-match")
    summary = page.inner_text("#match")
    assert "Match points" in summary and "Victory Points" in summary and "Computer 2 wins the match" in summary
    assert "phyrexia" in summary and "tolaria" in summary
    assert not page.errors


def test_a_refused_action_shows_its_rule_and_escape_rewinds_a_cast(live_server: Any, browser: Any) -> None:
    """Clicking a card that can't be played now shows the rule in the way (here 305.2 or the cost, 601.2g) and
    the engine's sentence; Escape in the middle of casting takes the announcement back (601.2)."""
    base, _srv = live_server
    created = post_table(base, {"format": "duel", "seed": 9, "seats": [
        {"kind": "you", "deck": {"bundled": "mono-red-aggro"}}, {"kind": "random", "deck": {"bundled": "green-blue-tempo"}}]})
    page = new_page(browser)
    open_table(page, base, created["url"])
    play(page, lambda s: s["d"]["kind"] == "priority" and any(o["kind"] == "play_land" for o in s["d"]["options"]),
         10, player(page))
    land = next(o for o in state(page)["d"]["options"] if o["kind"] == "play_land")
    click_option(page, land["i"])
    wait_for_turn(page)
    blocked = page.locator("#hand .card:not(.can)").first
    blocked.click(position={"x": 12, "y": 10})
    page.wait_for_selector("#toast:not(.hidden)")
    toast = page.inner_text("#toast")
    assert "Not allowed" in toast and re.search(r"\b(305\.2|601\.2g|302\.1|601\.2c)\b", toast)
    castable = [o for o in state(page)["d"]["options"] if o["kind"] == "cast"]
    if castable:
        before = page.evaluate("KT.msg.board.players[0].zones.hand.length")
        click_option(page, castable[0]["i"])
        assert state(page)["d"]["kind"] != "priority"
        version = state(page)["v"]
        page.keyboard.press("Escape")
        page.wait_for_function(f"KT.msg.version !== {version} && KT.msg.decision.kind === 'priority'")
        assert page.evaluate("KT.msg.board.players[0].zones.hand.length") == before
    version = state(page)["v"]
    page.keyboard.press("Space")
    page.wait_for_function(f"KT.msg.version !== {version}")
    assert not page.errors


def test_a_seat_reconnects_after_a_reload_and_a_dropped_connection(live_server: Any, browser: Any) -> None:
    base, _srv = live_server
    created = post_table(base, {"format": "duel", "seed": 9, "seats": [
        {"kind": "you", "deck": {"bundled": "mono-red-aggro"}}, {"kind": "random", "deck": {"bundled": "green-blue-tempo"}}]})
    page = new_page(browser)
    open_table(page, base, created["url"])
    wait_for_turn(page)
    hand = page.evaluate("KT.msg.board.players[0].zones.hand.map((c) => c.id)")
    page.reload()
    page.wait_for_function("window.KT && KT.msg")
    assert page.evaluate("KT.msg.board.players[0].zones.hand.map((c) => c.id)") == hand
    assert page.evaluate("KT.msg.table.viewer") == 0
    page.evaluate("KT.socket.close()")
    page.wait_for_function("KT.socket.readyState === 1 && KT.retry === 0", timeout=10_000)
    wait_for_turn(page)
    click_option(page, choose(state(page)["d"]))
    bare = new_page(browser)
    bare.goto(f"{base}/t/{created['id']}")
    bare.wait_for_function("window.KT && KT.msg")
    assert bare.evaluate("KT.msg.table.spectator")
    assert bare.locator("#hand").count() == 0
    stranger = new_page(browser)
    stranger.goto(f"{base}/t/{created['id']}?token=someone-elses-token")
    stranger.wait_for_selector("#dialog[open]")
    assert "Not your seat" in stranger.inner_text("#dialog")


@pytest.mark.playthrough
def test_the_table_fits_a_phone(live_server: Any, browser: Any) -> None:
    """390x844: nothing wider than the screen, the prompt visible, a card clickable."""
    base, _srv = live_server
    created = post_table(base, {"format": "castle", "seed": 4, "seats": [
        {"kind": "you", "deck": {"bundled": "goblins"}}, {"kind": "random", "deck": {"bundled": "merfolk"}}]})
    page = new_page(browser, 390, 844)
    open_table(page, base, created["url"])
    wait_for_turn(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.locator("#prompt").is_visible()
    play(page, lambda s: s["d"]["kind"] == "priority" and any(o["on_board"] for o in s["d"]["options"]
                                                                if "on_board" in o), 10, player(page))
    click_option(page, player(page)(state(page)["d"]))
    assert not page.errors
