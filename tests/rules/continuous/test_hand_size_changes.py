"""Tests of the "max_hand_size_change" static (402.2, 514.1; `phrases.hand_size_changes`): "Your maximum hand size
is increased by one.", "Each opponent's maximum hand size is reduced by one." Card texts of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card

KEEPER = card("Test Keeper {1}{U}\nCreature — Human Wizard 2/2\nYour maximum hand size is increased by one.")
MISER = card("Test Miser {4}{B}\nCreature — Insect Shade 2/2\nEach opponent's maximum hand size is reduced by one.")


def _to_cleanup(active: int, owner: int, permanent: object, hand: int) -> int | None:
    """`active` holds `hand` cards at its cleanup step with `permanent` under `owner`'s control: the number of
    cards it must discard down to (the prompt's limit), or None when no discard is asked."""
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    s.battlefield(owner, permanent)  # type: ignore[arg-type]
    s.many(active, "hand", ["Wastes"] * hand)
    game = s.start("end", active=active)
    while game.pending is not None and game.pending["kind"] == "priority":
        game.apply(("pass",))
    if game.pending is None or game.pending["kind"] != "cleanup_discard":
        return None
    return int(game.pending["prompt"].split("Discard down to ")[1].split(" ")[0])


@pytest.mark.parametrize(("hand", "asked"), [(8, None), (9, 8)])
def test_402_2_your_maximum_hand_size_is_increased(hand: int, asked: int | None) -> None:
    assert _to_cleanup(0, 0, KEEPER, hand) == asked


def test_402_2_only_the_opponents_maximum_is_reduced() -> None:
    assert _to_cleanup(1, 0, MISER, 7) == 6
    assert _to_cleanup(0, 0, MISER, 7) is None


def test_hand_size_changes_render_as_printed() -> None:
    assert "Your maximum hand size is increased by one." in render(KEEPER)
    assert "Each opponent's maximum hand size is reduced by one." in render(MISER)
