"""Tests of `rules.stack.cast_target_card`: an effect casts a target card from a graveyard without paying its mana
cost (608.2g), and "If that spell would be put into your graveyard, exile it instead." (614.1a)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

GEARHULK = card("Test Gearhulk {2}\nArtifact Creature — Construct 5/6\nWhen Test Gearhulk enters, you may cast target "
                "instant card from your graveyard without paying its mana cost. If that spell would be put into your "
                "graveyard, exile it instead.")
PLUNDERER = card("Test Plunderer {2}\nCreature — Human 2/2\nWhen Test Plunderer enters, you may cast target instant "
                 "card from an opponent's graveyard without paying its mana cost.")
BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")


def _play(creature: Any, bolt_owner: int, answer: str = "yes") -> tuple[Any, int]:  # type: ignore[no-untyped-def]
    s = Scenario()
    bolt = s.graveyard(bolt_owner, BOLT)
    source = s.hand(0, creature)
    s.many(0, "battlefield", ["Island"] * 2)
    game = s.start("main1")
    game.apply(("cast", source))
    game.apply(("pay",))
    for _ in range(40):
        kind = game.pending["kind"]
        if kind == "priority" and not game.state.stack_ids() and not game.state.pending_triggers:
            break
        if kind == "choose_target":
            options = game.legal_actions()
            game.apply(("target", bolt) if ("target", bolt) in options else ("target", ("player", 1)))
        elif kind == "may":
            game.apply((answer,))
        else:
            game.apply(("pass",) if kind == "priority" else ("pay",) if ("pay",) in game.legal_actions()
                       else game.legal_actions()[0])
    return game, bolt


def test_608_2g_cast_a_target_card_from_your_graveyard_then_exile_it() -> None:
    game, _bolt = _play(GEARHULK, 0)
    assert game.state.players[1].life == 17
    assert [game.state.objects[o].card.name for o in game.state.zone("exile", -1)] == ["Test Bolt"]
    assert not game.state.zone("graveyard", 0)


def test_608_2g_from_an_opponents_graveyard_it_goes_back_to_its_owners() -> None:
    """Without the exile clause the spell goes to its owner's graveyard (404.1) after it resolves."""
    game, _bolt = _play(PLUNDERER, 1)
    assert game.state.players[1].life == 17
    assert [game.state.objects[o].card.name for o in game.state.zone("graveyard", 1)] == ["Test Bolt"]


def test_608_2g_you_may_decline_the_cast() -> None:
    game, bolt = _play(GEARHULK, 0, answer="no")
    assert game.state.players[1].life == 20 and bolt in game.state.zone("graveyard", 0)


def test_608_2g_the_free_cast_reads_as_printed() -> None:
    assert rules_text(GEARHULK) == ["When this enters, you may cast target instant card from your graveyard without "
                                    "paying its mana cost. If that spell would be put into your graveyard, exile it "
                                    "instead."]
