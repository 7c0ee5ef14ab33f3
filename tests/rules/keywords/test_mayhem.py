"""Tests of `rules.keywords.mayhem` (Spider-Man, 2025; the reminder text's rule): a card you discarded this turn
may be cast from your graveyard for its mayhem cost, with the usual timing; not one that was there already, and
never from the hand."""

from __future__ import annotations

from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

MAYHEM = card("Test Rioter {3}{R}\nCreature — Human Villain 4/3\nMayhem {1}{R}")
RUMMAGE = card("Test Rummage {R}\nSorcery\nDiscard a card, then draw a card.")


def test_mayhem_casts_a_card_discarded_this_turn_from_the_graveyard() -> None:
    s = Scenario()
    rioter = s.hand(0, MAYHEM)
    rummage = s.hand(0, RUMMAGE)
    s.library(0, "Mountain")
    s.many(0, "battlefield", ["Mountain"] * 3)
    game = s.start("main1")
    game.apply(("cast", rummage))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    if game.pending["kind"] != "priority":
        game.apply(next(a for a in game.legal_actions() if rioter in a or "Test Rioter" in str(a)))
    (card,) = [o for o in game.state.zone(GRAVEYARD, 0) if game.state.objects[o].card.name == "Test Rioter"]
    assert ("cast", card, "mayhem") in game.legal_actions()
    game.apply(("cast", card, "mayhem"))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert "Test Rioter" in [game.state.objects[o].card.name for o in game.state.zone(BATTLEFIELD, -1)]


def test_mayhem_needs_the_card_discarded_this_turn_and_sorcery_timing() -> None:
    s = Scenario()
    old = s.graveyard(0, MAYHEM)  # there, but not discarded this turn
    rioter = s.hand(0, MAYHEM)
    rummage = s.hand(0, RUMMAGE)
    s.library(0, "Mountain")
    s.many(0, "battlefield", ["Mountain"] * 3)
    game = s.start("main1")
    assert not [a for a in game.legal_actions() if a[:2] in (("cast", old), ("cast", rioter)) and len(a) > 2
                and a[2] == "mayhem"]  # neither the old graveyard card nor the card in hand
    game.apply(("cast", rummage))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    if game.pending["kind"] != "priority":
        game.apply(next(a for a in game.legal_actions() if rioter in a))
    (card,) = [o for o in game.state.zone(GRAVEYARD, 0) if o != old and game.state.objects[o].card.name == "Test Rioter"]
    assert ("cast", card, "mayhem") in game.legal_actions() and ("cast", old, "mayhem") not in game.legal_actions()
    while game.state.step == "main1":
        game.apply(("pass",))
    assert ("cast", card, "mayhem") not in game.legal_actions()  # timing rules still apply
