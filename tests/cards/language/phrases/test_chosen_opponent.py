"""Tests of `cards.language.phrases.chosen_opponent` and `rules.concepts.chosen_opponent`: "Choose an opponent." as
an instruction (608.2d), and "that player" after it."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

OFFERING = card("Test Offering {4}{U}\nInstant\nChoose an opponent. You and that player each draw three cards.")
GRINDER = card("Test Grinder {2}{U}\nCreature — Human 2/2\nWhen this creature enters, choose an opponent. That "
               "player mills three cards.")


def _cast_and_resolve(game, spell, choice: int | None = None) -> list[tuple]:  # type: ignore[no-untyped-def]
    """Cast, pay, let it resolve; answer a choice of opponent with `choice`. Returns the choices offered."""
    offered: list[tuple] = []
    game.apply(("cast", spell))
    game.apply(("pay",))
    while game.state.stack_ids() or game.pending["kind"] != "priority":
        if game.pending["kind"] == "priority":
            game.apply(("pass",))
            continue
        options = game.legal_actions()
        if game.pending["kind"] == "choose_opponent":
            offered = list(options)
            game.apply(("player", choice))
            continue
        game.apply(options[0])
    return offered




def test_608_2d_that_player_after_the_choice_in_a_trigger() -> None:
    assert render(GRINDER).splitlines()[2] == "When this enters, choose an opponent. That player mills three cards."
    s = Scenario()
    spell = s.hand(0, GRINDER)
    s.many(0, "battlefield", ["Island"] * 3)
    for _ in range(4):
        s.library(1, BEAR)
    game = s.start("main1")
    _cast_and_resolve(game, spell)
    assert len(game.state.zone("graveyard", 1)) == 3
