"""Turnabout with the project's card pool and bundled decks (skipped where the pool is not installed)."""

from __future__ import annotations

from pathlib import Path

import pytest

pool_module = pytest.importorskip("kitchentable.cards.pool")
decks_module = pytest.importorskip("kitchentable.cards.files.decks")

from kitchentable.formats.turnabout import check_deck_file  # noqa: E402
from kitchentable.sim.turnabout_match import play_match  # noqa: E402


@pytest.fixture(autouse=True)
def pool_loads() -> None:
    """These tests are about Turnabout, not the pool: a pool that does not load (a card file being
    written) skips them with the pool's own error."""
    try:
        pool_module.get_pool()
    except Exception as err:  # noqa: BLE001
        pytest.skip(f"the card pool does not load: {err}")


def test_r_ta_4_bundled_forty_card_deck_is_too_small() -> None:
    name = decks_module.bundled_decks()[0]
    problems = check_deck_file(name)
    assert [p.rule for p in problems] == ["R-TA-4"]
    assert "at least 60" in problems[0].message


def test_r_ta_4_pool_flags_and_name_list(tmp_path: Path) -> None:
    pool = pool_module.get_pool()
    if "Jeweled Bird" not in pool:
        pytest.skip("the pool has no Jeweled Bird yet")
    deck = tmp_path / "ante.txt"
    deck.write_text("Name Ante test\n56 Mountain\n4 Jeweled Bird // ante\nSB: 1 Burning Wish\n")
    problems = {(p.card, p.line, p.message) for p in check_deck_file(str(deck))}
    assert ("Jeweled Bird", 3, "ante cards are banned") in problems
    assert ("Burning Wish", 4, "no sideboards are used in Turnabout") in problems
    assert len(problems) == 2


def test_r_ta_3_match_with_pool_cards() -> None:
    pool = pool_module.get_pool()
    red = [pool.get("Mountain")] * 24 + [pool.get("Goblin Piker")] * 20 + [pool.get("Lightning Bolt")] * 16
    green = [pool.get("Forest")] * 24 + [pool.get("Grizzly Bears")] * 36
    result = play_match(red, "dominaria", green, "phyrexia", seed=9, max_turns=40)
    assert len(result.games) == 2 and sum(result.victory_points) == 30
