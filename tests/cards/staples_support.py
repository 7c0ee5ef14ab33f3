"""Shared helpers of the staples behaviour tests (tests/cards/test_staples_*.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kitchentable.cards.cardfile import parse_file, parse_text
from kitchentable.cards.compiler import compile_card
from kitchentable.cards.pool import CARD_DIR, CardPool


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


def settle(game: Any, choose: Any = None) -> None:
    """Pass priority until the stack and pending triggers are empty; answer other decisions with `choose`."""
    for _ in range(50):
        pending = game.pending
        if pending["kind"] == "priority":
            if not game.state.stack_ids() and not game.state.pending_triggers:
                return
            game.apply(("pass",))
        else:
            options = game.legal_actions()
            game.apply(choose(pending, options) if choose else options[0])


def named(game: Any, name: str, seat: int | None = None) -> list[int]:
    return [o for o in game.state.battlefield() if game.state.objects[o].card.name == name
            and (seat is None or game.state.objects[o].controller == seat)]
