"""Tests of `cards.language.phrases.cost_conditions` and `rules.casting.targeted_reductions`: a spell's own "This
spell costs {2} less to cast if it targets a Dinosaur you control." (601.2f, read after the targets are chosen,
601.2c), "The second spell you cast each turn costs {2} less to cast." and "The first spell you cast each turn"
(601.2f with the spells cast this turn, 601.2i). Card texts of our own; each checks the mana paid on a board and
the render."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, settle

STOMP = card("Test Stomp {2}{G}\nSorcery\nThis spell costs {2} less to cast if it targets a Dinosaur you control.\n"
             "Target creature gets +2/+2 until end of turn.")
DINO = card("Test Dino {1}{G}\nCreature — Dinosaur 3/3")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
DUELIST = card("Test Duelist {2}{W}\nLegendary Creature — Elf Wizard 3/2\nFirst strike\nDualcast — The second spell "
               "you cast each turn costs {2} less to cast.")
OPENER = card("Test Opener {1}{G}\nCreature — Elf 1/1\nThe first spell you cast each turn costs {1} less to cast.")
INSIGHT = card("Test Insight {2}{U}\nInstant\nDraw a card.")
CANTRIP = card("Test Cantrip {U}\nInstant\nDraw a card.")


def _tapped(game: Any) -> int:
    return sum(1 for o in game.state.battlefield() if game.state.objects[o].tapped
               and game.state.objects[o].controller == 0)


def _libraries(s: Scenario) -> Scenario:
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 6)
    return s


def test_601_2f_costs_2_less_if_it_targets_a_dinosaur_you_control() -> None:
    """The reduction reads the target chosen (601.2c comes before 601.2f): aimed at a Dinosaur you control it
    costs {G}; at another creature, or an opponent's Dinosaur, the full {2}{G}."""
    for seat, kind, paid in ((0, DINO, 1), (0, BEAR, 3), (1, DINO, 3)):
        s = _libraries(Scenario())
        target = s.battlefield(seat, kind)
        s.many(0, "battlefield", ["Forest"] * 3)
        stomp = s.hand(0, STOMP)
        game = s.start("main1")
        game.apply(("cast", stomp))
        game.apply(("target", target))
        game.apply(("pay",))
        settle(game)
        assert _tapped(game) == paid
        assert named(game, "Test Stomp", "graveyard")


def test_601_2f_a_reduction_on_its_target_is_offered_before_targets_are_chosen() -> None:
    s = _libraries(Scenario())
    s.battlefield(0, DINO)
    s.battlefield(0, "Forest")
    stomp = s.hand(0, STOMP)
    game = s.start("main1")
    assert ("cast", stomp) in game.legal_actions()


def test_601_2f_the_second_spell_you_cast_each_turn_costs_2_less() -> None:
    s = _libraries(Scenario())
    s.battlefield(0, DUELIST)
    s.many(0, "battlefield", ["Island"] * 3)
    first, second, third = s.hand(0, CANTRIP), s.hand(0, INSIGHT), s.hand(0, CANTRIP)
    game = s.start("main1")
    for oid, tapped in ((first, 1), (second, 2), (third, 3)):
        game.apply(("cast", oid))
        game.apply(("pay",))
        settle(game)
        assert _tapped(game) == tapped  # the first pays {U}, the second {U} instead of {2}{U}, the third {U}
    s = _libraries(Scenario())
    s.battlefield(1, DUELIST)  # an opponent's: only its controller's spells
    s.many(0, "battlefield", ["Island"] * 4)
    first, second = s.hand(0, CANTRIP), s.hand(0, INSIGHT)
    game = s.start("main1")
    for oid in (first, second):
        game.apply(("cast", oid))
        game.apply(("pay",))
        settle(game)
    assert _tapped(game) == 4


def test_601_2f_the_first_spell_you_cast_each_turn_costs_1_less() -> None:
    s = _libraries(Scenario())
    s.battlefield(0, OPENER)
    s.many(0, "battlefield", ["Island"] * 5)
    first, second = s.hand(0, INSIGHT), s.hand(0, INSIGHT)
    game = s.start("main1")
    game.apply(("cast", first))
    game.apply(("pay",))
    settle(game)
    assert _tapped(game) == 2
    game.apply(("cast", second))
    game.apply(("pay",))
    settle(game)
    assert _tapped(game) == 5


def test_renders_as_the_oracle_text() -> None:
    assert "This spell costs {2} less to cast if it targets a Dinosaur you control." in render(STOMP)
    assert "The second spell you cast each turn costs {2} less to cast." in render(DUELIST)
    assert "The first spell you cast each turn costs {1} less to cast." in render(OPENER)
