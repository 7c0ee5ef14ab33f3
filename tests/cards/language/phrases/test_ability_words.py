"""Tests of `cards.language.phrases.ability_words`: ability words (207.2c) whose conditions and triggers the
card language reads. Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card, resolve


def _pass_until(game, check, limit: int = 80) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if check():
            return
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    raise AssertionError("condition never became true")


def test_kinship_reveal_the_top_card_if_it_shares_a_creature_type() -> None:
    graybeard = card("Test Graybeard {3}{W}\nCreature — Giant Wizard 2/4\nKinship — At the beginning of your upkeep, "
                     "you may look at the top card of your library. If it shares a creature type with this creature, "
                     "you may reveal it. If you do, you gain 4 life.")
    wizard = card("Test Apprentice {U}\nCreature — Human Wizard 1/1")
    for top, gains in ((wizard, True), (BEAR, False)):
        s = Scenario()
        s.battlefield(0, graybeard)
        s.library(0, "Island")
        s.library(0, top)
        game = s.start("end", active=1)
        _pass_until(game, lambda g=game: g.state.active == 0 and g.state.step == "upkeep"
                    and bool(g.state.stack_ids()))
        resolve(game)
        if gains:
            assert game.pending["kind"] == "may"
            game.apply(("yes",))
        assert game.state.players[0].life == (24 if gains else 20)
