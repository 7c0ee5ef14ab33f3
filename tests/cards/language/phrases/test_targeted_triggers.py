"""Tests of `cards.language.phrases.targeted_triggers` and `rules.stack.targeted_triggers`: a described permanent
becoming the target of a spell or ability (115.1, 603.2)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, card

SHIELD = card("Test Shield {1}{W}\nEnchantment\nWhenever a creature you control becomes the target of a spell or "
              "ability an opponent controls, you gain 2 life.")
BOOST = card("Test Boost {2}{U}\nEnchantment\nWhenever a creature you control becomes the target of a spell, that "
             "creature gets +1/+1 until end of turn.")
NUDGE = card("Test Nudge {R}\nInstant\nTarget creature gets +0/+1 until end of turn.")


def _cast_at(game, spell, target) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((o for o in options if target in o), options[0]))
    resolve_stack(game)


def test_115_1_an_opponents_spell_targeting_your_creature_triggers_yours_does_not() -> None:
    assert render(SHIELD).splitlines()[-1] == ("Whenever a creature you control becomes the target of a spell or "
                                               "ability an opponent controls, you gain 2 life.")
    s = Scenario()
    s.battlefield(0, SHIELD)
    bear = s.battlefield(0, BEAR)
    s.many(1, "battlefield", ["Mountain"])
    theirs = s.hand(1, NUDGE)
    game = s.start("main1", active=1)
    _cast_at(game, theirs, bear)
    assert game.state.players[0].life == 22
    s = Scenario()
    s.battlefield(0, SHIELD)
    bear = s.battlefield(0, BEAR)
    s.many(0, "battlefield", ["Mountain"])
    mine = s.hand(0, NUDGE)
    game = s.start("main1")
    _cast_at(game, mine, bear)
    assert game.state.players[0].life == 20


def test_115_1_that_creature_is_the_targeted_one() -> None:
    assert render(BOOST).splitlines()[-1] == ("Whenever a creature you control becomes the target of a spell, that "
                                              "creature gets +1/+1 until end of turn.")
    s = Scenario()
    s.battlefield(0, BOOST)
    bear = s.battlefield(0, BEAR)
    s.many(0, "battlefield", ["Mountain"])
    mine = s.hand(0, NUDGE)
    game = s.start("main1")
    _cast_at(game, mine, bear)
    c = chars(game.state, bear)
    assert c.power == 3 and c.toughness == 4
