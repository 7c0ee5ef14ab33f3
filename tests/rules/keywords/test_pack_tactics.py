"""Pack tactics (207.2c): "if you attacked with creatures with total power 6 or greater this combat", the total
taken as attackers are declared (508.1). Played from small cards of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.rules.keyword_support import after_combat, attack, card, scenario, settle

LEADER = card("Test Pack Leader {2}{G}\nCreature — Wolf 3/3\nPack tactics — Whenever this creature attacks, if you "
              "attacked with creatures with total power 6 or greater this combat, you gain 3 life.")
BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")
OGRE = card("Big Ogre {3}{R}\nCreature — Ogre 3/3")


def test_207_2c_pack_tactics_with_total_power_six_triggers() -> None:
    s = scenario()
    leader = s.battlefield(0, LEADER)
    ogre = s.battlefield(0, OGRE)
    game = s.start("main1")
    attack(game, leader, ogre)
    settle(game)
    assert game.state.players[0].life == 23  # 3 + 3 = 6


def test_207_2c_pack_tactics_below_six_does_nothing() -> None:
    s = scenario()
    leader = s.battlefield(0, LEADER)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    attack(game, leader, bear)
    settle(game)
    after_combat(game)
    assert game.state.players[0].life == 20  # 3 + 2 = 5: the intervening "if" is false (603.4)


def test_207_2c_pack_tactics_renders_as_printed() -> None:
    assert rules_text(LEADER) == ["Whenever this attacks, if you attacked with creatures with total power 6 or "
                                  "greater this combat, you gain 3 life."]
