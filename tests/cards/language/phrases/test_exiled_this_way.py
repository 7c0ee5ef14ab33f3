"""Tests of `cards.language.phrases.exiled_this_way`: "If a creature card is exiled this way, ..." after exiling
one target card from a graveyard (608.2c, 400.7). Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import rules_text
from tests.rules.keyword_support import card, named, scenario

SWEEP = card("Test Sweep {B}\nSorcery\nExile target card from a graveyard. If a creature card is exiled this way, "
             "you gain 3 life.")
PICKER = card("Test Picker {1}{B}\nCreature — Bird 1/1\nWhen this creature enters, you may exile target card from a "
              "graveyard. If a creature card is exiled this way, you gain 2 life.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def _run(game: Any, answers: tuple[tuple[Any, ...], ...] = ()) -> None:
    for _ in range(40):
        if game.pending["kind"] == "priority" and not game.state.stack_ids() and game.pending["player"] == 0:
            return
        options = game.legal_actions()
        wanted = [a for a in answers if a in options]
        game.apply(wanted[0] if wanted else ("pass",) if ("pass",) in options else options[0])


@pytest.mark.parametrize(("exiled", "life"), [(BEAR, 23), (SHOCK, 20)])
def test_608_2c_the_exiled_cards_kind_decides(exiled: Any, life: int) -> None:
    s = scenario()
    target = s.graveyard(1, exiled)
    s.battlefield(0, "Swamp")
    s.hand(0, SWEEP)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Sweep", "hand")[0]))
    game.apply(("target", target))
    game.apply(("pay",))
    _run(game)
    assert game.state.players[0].life == life


def test_608_2c_nothing_exiled_when_the_may_is_declined() -> None:
    """The Picker's "you may exile" declined: the Bear stays in the graveyard, so no creature card is exiled."""
    s = scenario()
    bear = s.graveyard(1, BEAR)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    s.hand(0, PICKER)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Picker", "hand")[0]))
    game.apply(("pay",))
    _run(game, answers=(("target", bear), ("no",)))
    assert game.state.players[0].life == 20
    assert named(game, "Test Bear", "graveyard")


def test_608_2c_exiled_this_way_reads_as_printed() -> None:
    assert rules_text(SWEEP) == ["Exile target card from a graveyard. If a creature card is exiled this way, you "
                                 "gain 3 life."]
