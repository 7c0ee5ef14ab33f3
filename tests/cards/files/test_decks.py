"""Bundled decks, the starter cube and Castle stocks; deck text formats (Arena, MTGO, CubeCobra)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from kitchentable.cards.errors import DeckError
from kitchentable.cards.files.decks import (
    bundled_cubes,
    bundled_decks,
    bundled_stocks,
    load_cube,
    load_deck,
    load_stock,
    parse_deck,
)
from kitchentable.cards.pool import get_pool

LIMITED = [d for d in bundled_decks() if len(load_deck(d).main) == 40]
CONSTRUCTED = [d for d in bundled_decks() if len(load_deck(d).main) == 60]


def test_deck_counts() -> None:
    assert len(LIMITED) >= 10
    assert len(CONSTRUCTED) >= 6
    assert set(LIMITED) | set(CONSTRUCTED) == set(bundled_decks())


@pytest.mark.parametrize("name", bundled_decks())
def test_bundled_deck_loads_and_is_legal(name: str) -> None:
    deck = load_deck(name)
    pool = get_pool()
    counts = Counter(deck.main)
    for card, n in counts.items():
        c = pool.get(card)
        assert not c.flags, f"{card} is banned in sanctioned play"
        assert n <= 4 or "Basic" in c.supertypes, f"{card}: {n} copies"
    lands = sum(n for card, n in counts.items() if "Land" in pool.get(card).types)
    assert 0.35 <= lands / len(deck.main) <= 0.45


@pytest.mark.parametrize("name", CONSTRUCTED)
def test_each_constructed_deck_has_a_castle_stock(name: str) -> None:
    stock = load_stock(name)
    assert len(stock) == 15 and len(set(stock)) == 15
    assert all("Creature" in get_pool().get(n).types for n in stock)
    assert set(bundled_stocks()) >= set(CONSTRUCTED)


def test_bundled_decks_play_a_random_game() -> None:
    import random

    from kitchentable.api.game import Game

    game = Game("duel", decks=[load_deck("mono-red-aggro").main, load_deck("green-blue-tempo").main], seed=3)
    rng = random.Random(3)
    for _ in range(3000):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    assert game.is_over()


def test_starter_cube_is_large_singleton_and_balanced() -> None:
    assert "starter" in bundled_cubes()
    cube = load_cube("starter")
    assert len(cube) >= 360 and len(set(cube)) == len(cube)
    pool = get_pool()
    per_color = Counter(next(iter(pool.get(n).colors)) for n in cube if len(pool.get(n).colors) == 1)
    assert set(per_color) == set("WUBRG") and max(per_color.values()) - min(per_color.values()) <= 2


def test_deck_text_forms(tmp_path: Path) -> None:
    text = """// my deck
# comments too
4 Lightning Bolt
4x Shock
Mountain
Sideboard
2 Counterspell
"""
    deck = parse_deck(text, "mine.txt")
    assert deck.main.count("Lightning Bolt") == 4 and deck.main.count("Shock") == 4
    assert deck.main.count("Mountain") == 1
    assert deck.sideboard == ["Counterspell", "Counterspell"]


def test_arena_export() -> None:
    text = "Deck\n4 Lightning Bolt (M10) 146\n20 Mountain (ZNR) 276\n\nSideboard\n3 Shock (M19) 156\n"
    deck = parse_deck(text, "arena.txt")
    assert len(deck.main) == 24 and deck.sideboard == ["Shock"] * 3


def test_mtgo_export_sideboard_after_blank_line() -> None:
    deck = parse_deck("4 Lightning Bolt\n20 Mountain\n\n2 Shock\n", "mtgo.txt")
    assert len(deck.main) == 24 and deck.sideboard == ["Shock", "Shock"]


def test_unknown_card_and_malformed_line_name_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Lightning Bolt\n2 Lightning Bolk\n", encoding="utf-8")
    with pytest.raises(DeckError) as err:
        load_deck(bad)
    assert err.value.line == 2 and "bad.txt" in str(err.value) and "Lightning Bolt" in str(err.value)
    with pytest.raises(DeckError) as err:
        parse_deck("4 Lightning Bolt\n0 Shock\n", "zero.txt")
    assert err.value.line == 2
    with pytest.raises(DeckError):
        load_deck(tmp_path / "missing.txt")


def test_cubecobra_csv_and_plain_text(tmp_path: Path) -> None:
    csv_file = tmp_path / "cube.csv"
    csv_file.write_text('name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,status,Finish,maybeboard\n'
                        '"Lightning Bolt",1,Instant,R,m10,146,common,r,Owned,Non-foil,false\n'
                        '"Counterspell",2,Instant,U,7ed,67,common,u,Owned,Non-foil,false\n'
                        '"Shock",1,Instant,R,m19,156,common,r,Owned,Non-foil,true\n', encoding="utf-8")
    assert load_cube(csv_file) == ["Lightning Bolt", "Counterspell"]
    txt = tmp_path / "cube.txt"
    txt.write_text("Lightning Bolt\nCounterspell\nStorm Crow\n", encoding="utf-8")
    assert load_cube(txt) == ["Lightning Bolt", "Counterspell", "Storm Crow"]
    bad = tmp_path / "bad.csv"
    bad.write_text("name\nNot A Card\n", encoding="utf-8")
    with pytest.raises(DeckError) as err:
        load_cube(bad)
    assert err.value.line == 2


def test_stock_must_be_creatures(tmp_path: Path) -> None:
    f = tmp_path / "stock.txt"
    f.write_text("1 Grizzly Bears\n1 Lightning Bolt\n", encoding="utf-8")
    with pytest.raises(DeckError):
        load_stock(f)
