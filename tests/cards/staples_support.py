"""Shared helpers of the staples behaviour tests (tests/cards/test_staples_*.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kitchentable.cards.files.cardfile import parse_file, parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.pool import CARD_DIR, CardPool
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario

from ..support import settle


def staples_pool(file: str, support: str) -> CardPool:
    """The basic lands, one staples file and the test file's own support cards, compiled apart from the
    bundled pool so that a card file someone else is editing cannot break these tests."""
    pool = CardPool()
    for path in (CARD_DIR / "basic_lands.txt", CARD_DIR / file):
        for raw in parse_file(Path(path)):
            pool.add(compile_card(raw), raw.file, raw.line)
    for raw in parse_text(support, "support"):
        pool.add(compile_card(raw))
    return pool


def named(game: Any, name: str, seat: int | None = None) -> list[int]:
    return [o for o in game.state.battlefield() if game.state.objects[o].card.name == name
            and (seat is None or game.state.objects[o].controller == seat)]


def check_sliver_lord(pool: CardPool, name: str, boost: tuple[int, int], keywords: set[str]) -> None:
    """A Sliver lord boosts every Sliver its controller controls, itself included, and no opponent's."""
    s = Scenario(pool=pool)
    lord = s.battlefield(0, name)
    mine = s.battlefield(0, "Metallic Sliver")
    theirs = s.battlefield(1, "Metallic Sliver")
    game = s.start("main1")
    c = chars(game.state, mine)
    assert (c.power, c.toughness) == (1 + boost[0], 1 + boost[1]) and keywords <= c.keywords, name
    base = game.state.objects[lord].card
    c = chars(game.state, lord)
    assert (c.power, c.toughness) == (base.power + boost[0], base.toughness + boost[1]), name
    assert keywords <= c.keywords, name
    c = chars(game.state, theirs)
    assert (c.power, c.toughness) == (1, 1) and not keywords & c.keywords, name


def cast_aura(pool: CardPool, name: str, lands: list[str], target_seat: int, pt: tuple[int, int], keywords: set[str]) -> Any:
    """Cast an Aura from hand on a Grizzly Bears of `target_seat` and check the enchanted creature."""
    s = Scenario(pool=pool)
    aura = s.hand(0, name)
    s.many(0, "battlefield", lands)
    bears = s.battlefield(target_seat, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", aura))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    if pt[1] <= 0:
        assert bears not in game.state.battlefield(), name
        return game
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == pt and keywords <= c.keywords, name
    assert game.state.objects[named(game, name)[0]].attached_to == bears, name
    return game
