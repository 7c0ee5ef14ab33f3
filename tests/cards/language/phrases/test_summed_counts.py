"""Tests of `cards.language.phrases.summed_counts`: "~ gets +1/+1 for each land you control and each land card in
your graveyard." (613.4c: two counts added in layer 7c). A card text of our own."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, scenario

AVATAR = card("Test Avatar {4}{G}{G}\nLegendary Creature — Elemental Avatar 0/0\nReach, trample\nTest Avatar gets +1/+1 "
              "for each land you control and each land card in your graveyard.")


def test_613_4c_gets_1_1_for_each_land_you_control_and_each_land_card_in_your_graveyard() -> None:
    s = scenario()
    oid = s.battlefield(0, AVATAR)
    s.many(0, "battlefield", ["Forest"] * 2)
    s.many(0, "graveyard", ["Forest"])
    s.many(1, "battlefield", ["Forest"] * 3)  # an opponent's lands and graveyard don't count
    s.many(1, "graveyard", ["Forest"] * 3)
    game = s.start("main1")
    c = chars(game.state, oid)
    assert (c.power, c.toughness) == (3, 3)


def test_renders_as_one_sentence() -> None:
    assert "This gets +1/+1 for each land you control and each land card in your graveyard." in render(AVATAR)


ENVOY = card("Test Envoy {1}{G}\nCreature — Elf 1/1\nTest Envoy gets +1/+1 for each opponent you have.")


def test_102_3_gets_1_1_for_each_opponent_you_have() -> None:
    s = scenario()
    oid = s.battlefield(0, ENVOY)
    game = s.start("main1")
    c = chars(game.state, oid)
    assert (c.power, c.toughness) == (2, 2)  # a duel: one opponent
    assert "This gets +1/+1 for each opponent you have." in render(ENVOY)
