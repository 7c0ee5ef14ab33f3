"""Tests of `cards.language.phrases.destroyed_this_way` and the kernel's counting destroy (701.7): "Draw a card for
each creature destroyed this way." counts the permanents the destroy instruction before it put into a graveyard;
an indestructible or regenerated one was not destroyed."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

FORCES = card("Test Forces {B}\nSorcery\nDestroy all creatures target opponent controls. Draw a card for each "
              "creature destroyed this way.")
FUMIGATE = card("Test Fumes {W}\nSorcery\nDestroy all creatures. You gain 1 life for each creature destroyed this way.")
OX = card("Test Ox {1}\nCreature — Ox 2/2")
WALL = card("Test Wall {1}\nCreature — Wall 0/4\nIndestructible")


def test_701_7_draw_a_card_for_each_creature_destroyed_this_way() -> None:
    s = scenario()
    lands(s, 0, 1, "Swamp")
    s.battlefield(1, OX)
    s.battlefield(1, OX)
    wall = s.battlefield(1, WALL)
    s.hand(0, FORCES)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 0))
    game.apply(("cast", named(game, "Test Forces", "hand")[0]))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert named(game, "Test Ox") == [] and named(game, "Test Wall") == [wall]
    assert len(game.state.zone("hand", 0)) == hand - 1 + 2  # the spell left, two cards drawn: not the Wall


def test_701_7_each_side_s_creatures_count_and_regenerated_ones_do_not() -> None:
    s = scenario()
    lands(s, 0, 1, "Plains")
    s.battlefield(0, OX)
    regenerating = s.battlefield(1, OX)
    s.battlefield(1, OX)
    s.hand(0, FUMIGATE)
    game = s.start("main1")
    game.state.objects[regenerating].regen_shields = 1
    game.apply(("cast", named(game, "Test Fumes", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    assert named(game, "Test Ox") == [regenerating]  # the shield replaced its destruction (701.15)
    assert game.state.players[0].life == 22  # two destroyed


def test_701_7_the_count_renders_as_printed_and_must_count_what_was_destroyed() -> None:
    assert render(FORCES).splitlines()[-1] == ("Destroy all creatures target opponent controls. Draw a card for each "
                                               "creature destroyed this way.")
    assert render(FUMIGATE).splitlines()[-1] == "Destroy all creatures. You gain 1 life for each creature destroyed " \
                                                "this way."
    with pytest.raises(CardError):  # it would count artifacts too
        card("Test Purge {W}\nSorcery\nDestroy all artifacts and creatures. You gain 1 life for each creature "
             "destroyed this way.")
    with pytest.raises(CardError):  # nothing destroyed before it
        card("Test Gift {W}\nSorcery\nYou gain 1 life for each creature destroyed this way.")
