"""Tests of `cards.language.phrases.teams` and `rules.concepts.teams`: "your team" (102.4) in a game without teams
means "you". Each compiles a small card text of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.events import gain_life
from kitchentable.scenario import Scenario, pass_until
from tests.cards.card_text import card

BANNER = card("Test Bright Lancer {2}{R}{W}\nLegendary Creature — Human Knight 2/2\nDouble strike\nDragons your team "
              "controls have double strike.")
HERALD = card("Test Dawn Herald {3}{W}{W}\nLegendary Creature — Angel 4/4\nFlying\nAt the beginning of each end step, "
              "if your team gained life this turn, create two 1/1 white Warrior creature tokens.")
DRAKE = card("Test Ember Drake {2}{R}\nCreature — Dragon 2/2")


def test_102_4_your_team_controls_means_you_control_without_teams() -> None:
    assert rules_text(BANNER)[-1] == "Dragons your team controls have double strike."
    s = Scenario()
    s.battlefield(0, BANNER)
    mine = s.battlefield(0, DRAKE)
    theirs = s.battlefield(1, DRAKE)
    game = s.start("main1")
    assert "double strike" in chars(game.state, mine).keywords
    assert "double strike" not in chars(game.state, theirs).keywords  # an opponent is never a teammate (102.3)


def test_102_4_your_team_gained_life_this_turn() -> None:
    assert rules_text(HERALD)[-1] == "At the beginning of each end step, if your team gained life this turn, create " \
                                     "two 1/1 white Warrior creature tokens."

    def warriors(gain: int) -> int:
        s = Scenario()
        s.battlefield(0, HERALD)
        game = s.start("main1")
        if gain:
            gain_life(game.state, 0, gain, None)  # 119.3, recorded for "gained life this turn"
        pass_until(game, lambda g: g.state.step == "cleanup" or g.state.turn > 5)
        return sum(1 for o in game.state.battlefield() if "Warrior" in chars(game.state, o).subtypes)

    assert warriors(0) == 0 and warriors(2) == 2
