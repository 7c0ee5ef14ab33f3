"""Tests of `rules.additional.modal_double_faced` (712.4e, 712.7, 712.8): a modal double-faced card is cast or played
with either face; the permanent has only the characteristics of the face up and is whole again once it leaves."""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import GRAVEYARD
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

SPELL_LAND = card("""
@layout modal_dfc
Test Call {3}{W}
Sorcery
You gain 4 life.
//
Test Skyclave
Land
As this land enters, you may pay 3 life. If you don't, it enters tapped.
{T}: Add {W}.
""")
TWO_PERMANENTS = card("""
@layout modal_dfc
Test Wolfkin {1}{G}
Creature — Wolf 2/2
//
Test Den {2}{G}
Enchantment
Creatures you control get +1/+1.
""")


def _resolve(game: Any) -> None:
    for _ in range(20):
        if not game.state.stack_ids() and not game.state.pending_triggers:
            return
        game.apply(("pass",))


def test_712_8_a_land_back_face_is_played_with_that_face_up() -> None:
    s = Scenario()
    mdfc = s.hand(0, SPELL_LAND)
    game = s.start("main1")
    assert ("play_land", mdfc, "back") in game.legal_actions()
    assert ("play_land", mdfc) not in game.legal_actions()  # the front face is a sorcery
    game.apply(("play_land", mdfc, "back"))
    assert game.pending["kind"] == "pay_life_as_enters"  # the back face's own "pay 3 life" (614.12)
    game.apply(("pay",))
    (land,) = game.state.battlefield()
    c = chars(game.state, land)
    assert c.name == "Test Skyclave" and "Land" in c.types and c.mana_value == 0
    assert not game.state.objects[land].tapped and game.state.players[0].life == 17
    new = events.move(game.state, land, GRAVEYARD)
    assert game.state.objects[new].card.name == "Test Call // Test Skyclave"  # whole again


def test_712_8_not_paying_the_life_the_back_face_enters_tapped() -> None:
    s = Scenario()
    mdfc = s.hand(0, SPELL_LAND)
    game = s.start("main1")
    game.apply(("play_land", mdfc, "back"))
    game.apply(("no",))
    (land,) = game.state.battlefield()
    assert game.state.objects[land].tapped and game.state.players[0].life == 20


def test_712_7_the_front_face_is_cast_as_usual() -> None:
    s = Scenario()
    mdfc = s.hand(0, SPELL_LAND)
    s.many(0, "battlefield", ["Plains"] * 4)
    game = s.start("main1")
    game.apply(("cast", mdfc))
    game.apply(("pay",))
    _resolve(game)
    assert game.state.players[0].life == 24


def test_712_7_a_back_face_spell_becomes_a_permanent_with_that_face_up() -> None:
    s = Scenario()
    mdfc = s.hand(0, TWO_PERMANENTS)
    wolf = s.battlefield(0, card("Test Pup {G}\nCreature — Wolf 1/1"))
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    assert ("cast", mdfc, "back_face") in game.legal_actions()
    game.apply(("cast", mdfc, "back_face"))
    (spell,) = game.state.stack_ids()
    assert chars(game.state, spell).name == "Test Den" and chars(game.state, spell).mana_value == 3
    game.apply(("pay",))
    _resolve(game)
    (den,) = [o for o in game.state.battlefield() if chars(game.state, o).name == "Test Den"]
    assert "Enchantment" in chars(game.state, den).types and "Creature" not in chars(game.state, den).types
    assert chars(game.state, wolf).power == 2
