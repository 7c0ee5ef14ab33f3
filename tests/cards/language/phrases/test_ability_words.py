"""Tests of `cards.language.phrases.ability_words`: ability words (207.2c) whose conditions and triggers the
card language reads. Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card, resolve
from tests.rules.keyword_support import lands, named, scenario, settle


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


def test_205_2a_delirium_counts_card_types_among_cards_in_your_graveyard() -> None:
    ghoul = card("Test Ghoul {B}\nSorcery\nDelirium — If there are four or more card types among cards in your "
                 "graveyard, you gain 5 life.")
    assert "If there are four or more card types among cards in your graveyard, you gain 5 life." in render(ghoul)
    for grave, gains in ((("Grizzly Bears", "Forest", "Lightning Bolt"), False),
                         (("Grizzly Bears", "Forest", "Lightning Bolt", "Divination", "Grizzly Bears"), True)):
        s = scenario()
        lands(s, 0, 1, "Swamp")
        for name in grave:
            s.graveyard(0, name)
        s.hand(0, ghoul)
        game = s.start("main1")
        game.apply(("cast", named(game, "Test Ghoul", "hand")[0]))
        game.apply(("pay",))
        settle(game)  # the sorcery itself is on the stack, not in the graveyard, as it resolves
        assert game.state.players[0].life == (25 if gains else 20)


def test_spell_mastery_two_or_more_instant_and_or_sorcery_cards_in_your_graveyard() -> None:
    mastery = card("Test Mastery {W}\nInstant\nYou gain 1 life.\nSpell mastery — If there are two or more instant "
                   "and/or sorcery cards in your graveyard, you gain 4 life.")
    assert "If there are two or more instant and/or sorcery cards in your graveyard, you gain 4 life." in render(mastery)
    for grave, life in ((("Lightning Bolt", "Grizzly Bears"), 21), (("Lightning Bolt", "Divination"), 25)):
        s = scenario()
        lands(s, 0, 1, "Plains")
        for name in grave:
            s.graveyard(0, name)
        s.hand(0, mastery)
        game = s.start("main1")
        game.apply(("cast", named(game, "Test Mastery", "hand")[0]))
        game.apply(("pay",))
        settle(game)
        assert game.state.players[0].life == life
