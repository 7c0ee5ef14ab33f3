"""Tests of `cards.language.phrases.entering_tapped_forms`: "If you control two or more other lands, this land
enters tapped." (614.1c, the condition said first) and the Thriving lands' "This land enters tapped. As it enters,
choose a color other than red." with "{T}: Add {R} or one mana of the chosen color." (614.12, 105.1, 106.1).
Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named

LAIR = card("Test Lair\nLand\nIf you control two or more other lands, this land enters tapped.\n{T}: Add {R}.")
THRIVING = card("Test Thriving Den\nLand\nThis land enters tapped. As it enters, choose a color other than red.\n"
                "{T}: Add {R} or one mana of the chosen color.")


def _played(land: Any, others: int) -> tuple[Any, str]:
    s = Scenario(options={"idle_mana_abilities": True})
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    s.many(0, "battlefield", ["Mountain"] * others)
    oid = s.hand(0, land)
    game = s.start("main1")
    game.apply(("play_land", oid))
    return game, land.name


@pytest.mark.parametrize(("others", "tapped"), [(1, False), (2, True), (3, True)])
def test_614_1c_if_you_control_two_or_more_other_lands_it_enters_tapped(others: int, tapped: bool) -> None:
    game, name = _played(LAIR, others)
    assert game.state.objects[named(game, name)[0]].tapped == tapped


def test_614_12_a_color_other_than_red_is_chosen_as_it_enters() -> None:
    """The choice offers the four other colors; the land enters tapped; untapped later, it adds {R} or the
    chosen color, nothing else."""
    game, name = _played(THRIVING, 0)
    assert game.pending["kind"] == "choose_color"
    assert sorted(a[1] for a in game.legal_actions()) == ["B", "G", "U", "W"]
    game.apply(("color", "G"))
    st = game.state
    den = named(game, name)[0]
    assert st.objects[den].tapped
    turn = st.turn
    for _ in range(200):  # on to its controller's next main phase, where it has untapped (502.3)
        if st.turn >= turn + 2 and st.step == "main1" and game.pending["kind"] == "priority":
            break
        choices = game.legal_actions()
        game.apply(("pass",) if ("pass",) in choices else choices[0])
    assert not st.objects[den].tapped
    options = [a for a in game.legal_actions() if a[:3] == ("mana", den, 0)]
    assert len(options) == 2
    made = set()
    for option in options:
        twin = game.copy()
        twin.apply(option)
        made |= {k for k, v in twin.state.players[0].pool.amounts.items() if v}
    game.apply(options[-1])
    pool = {k: v for k, v in st.players[0].pool.amounts.items() if v}
    assert sum(pool.values()) == 1 and set(pool) <= {"R", "G"}
    assert made == {"R", "G"}


@pytest.mark.parametrize(("card_", "sentence"), [
    (LAIR, "If you control two or more other lands, this enters tapped."),
    (THRIVING, "This enters tapped. As it enters, choose a color other than red."),
    (THRIVING, "{T}: Add {R} or one mana of the chosen color."),
])
def test_entering_tapped_forms_render_as_printed(card_: Any, sentence: str) -> None:
    assert sentence in render(card_)
