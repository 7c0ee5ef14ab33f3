"""Tests of `cards.language.phrases.web_slinging_and_mayhem` and `rules.keywords.mayhem` (Spider-Man, 2025):
web-slinging is an alternative cost that also returns a tapped creature you control to its owner's hand; mayhem
casts a card you discarded this turn from your graveyard for its mayhem cost, with the usual timing."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.rules.casting.casting import cost_option_problem
from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD, HAND
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

SLINGER = card("Test Slinger {3}{W}\nCreature — Spider Human Hero 3/3\nWeb-slinging {W}")
MAYHEM = card("Test Rioter {3}{R}\nCreature — Human Villain 4/3\nMayhem {1}{R}")
RUMMAGE = card("Test Rummage {R}\nSorcery\nDiscard a card, then draw a card.")


def _names(game: Any, kind: str, seat: int) -> list[str]:
    return [game.state.objects[o].card.name for o in game.state.zone(kind, seat)]


def test_web_slinging_and_mayhem_render_as_printed() -> None:
    assert rules_text(SLINGER)[0].startswith("Web-slinging {W}")
    assert rules_text(MAYHEM)[0].startswith("Mayhem {1}{R}")


def test_web_slinging_is_paid_with_its_cost_and_a_tapped_creature_returned() -> None:
    s = Scenario()
    slinger = s.hand(0, SLINGER)
    bear = s.battlefield(0, BEAR, tapped=True)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", slinger))
    costs = [a for a in game.legal_actions() if a[0] == "cost"]
    assert len(costs) == 2  # the mana cost, or web-slinging
    game.apply(next(a for a in costs if a != ("cost", "normal")))
    for _ in range(10):
        if game.pending["kind"] == "priority":
            break
        options = game.legal_actions()
        pick = next((a for a in options if bear in a), None)
        game.apply(pick if pick is not None else (("pay",) if ("pay",) in options else options[0]))
    game.apply(("pass",))
    game.apply(("pass",))
    assert "Plain Bear" in _names(game, HAND, 0)
    assert [game.state.objects[o].card.name for o in game.state.battlefield()
            if game.state.objects[o].card.name == "Test Slinger"] == ["Test Slinger"]


def test_web_slinging_needs_a_tapped_creature() -> None:
    s = Scenario()
    slinger = s.hand(0, SLINGER)
    s.battlefield(0, BEAR)  # untapped: can't be returned for web-slinging
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", slinger))
    (cid,) = game.state.decision.data
    web = next(a for a in game.legal_actions() if a[:2] == ("cost", "alternative"))
    assert cost_option_problem(game.state, cid, web) == ("601.2h", "return", 1)  # no tapped creature to return


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
