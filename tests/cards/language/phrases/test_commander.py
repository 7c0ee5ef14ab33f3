"""Tests of `cards.language.phrases.commander`: Commander's deck-construction text (903.3d). Each compiles a small
card text of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

WALKER = card("Test Binder {1}{R}{W}{B}\nLegendary Planeswalker — Dihada loyalty 5\n[+2]: Up to one target legendary creature "
              "gains vigilance, lifelink, and indestructible until your next turn.\nTest Binder can be your commander.")


def test_903_3d_can_be_your_commander_is_deck_construction_only() -> None:
    assert "can_be_commander" in WALKER.flags
    said = rules_text(WALKER)
    assert said[-1] == "Test Binder can be your commander."
    assert "+2: Up to one target legendary creature gains vigilance, lifelink, and indestructible until your next " \
           "turn." in said  # the duration the loyalty ability keeps (611.2b)
    s = Scenario()
    walker = s.battlefield(0, WALKER)
    game = s.start("main1")
    assert any(a[:2] == ("activate", walker) for a in game.legal_actions())  # plays as its other abilities say


# --- every other mention of a commander (903.3, 903.4e): no game here designates one ----------------------------

TOWER = card("Test Spire\nLand\n{T}: Add one mana of any color in your commander's color identity.")
LIEUTENANT = card("Test Lieutenant {2}{G}\nCreature — Elf Soldier 2/2\nLieutenant — As long as you control your "
                  "commander, Test Lieutenant gets +2/+2 and has trample.")
PHOENIX = card("Test Cinderbird {2}{R}{R}\nCreature — Phoenix 3/3\nFlying, haste\nWhen you cast your commander, "
               "return Test Cinderbird from your graveyard to the battlefield.")
GUARD = card("Test Honor Guard {2}{W}\nCreature — Human Soldier 3/3\nCommanders you control get +2/+2 and have "
             "indestructible.")
GEM = card("Test Gem {0}\nArtifact\n{T}, Sacrifice Test Gem: Add three mana of any one color. Spend this mana only "
           "to cast your commander.")
LEGEND = card("Test Warlord {1}{R}\nLegendary Creature — Human Warrior 2/2")


def test_903_4e_commander_identity_mana_adds_nothing_without_a_commander() -> None:
    assert rules_text(TOWER) == ["{T}: Add one mana of any color in your commander's color identity."]
    s = Scenario(options={"idle_mana_abilities": True})
    tower = s.battlefield(0, TOWER)
    bolt = s.hand(0, "Shock")
    game = s.start("main1")
    assert ("cast", bolt) not in game.legal_actions()  # the automatic payer knows it makes no mana
    assert [a for a in game.legal_actions() if a[:2] == ("mana", tower)] == [("mana", tower, 0)]
    game.apply(("mana", tower, 0))  # activating it is legal (602.2); the mana part does nothing (903.4e)
    assert game.state.objects[tower].tapped and game.state.players[0].pool.amounts == {}


def test_903_3_lieutenant_never_applies_without_a_commander() -> None:
    from kitchentable.rules.continuous.layers import chars

    assert rules_text(LIEUTENANT) == ["As long as you control your commander, this gets +2/+2 and has trample."]
    s = Scenario()
    lieutenant = s.battlefield(0, LIEUTENANT)
    legend = s.battlefield(0, LEGEND)  # a legendary creature is not a commander (903.3: the deck designates one)
    game = s.start("main1")
    c = chars(game.state, lieutenant)
    assert (c.power, c.toughness, "trample" in c.keywords, chars(game.state, legend).power) == (2, 2, False, 2)


def test_903_3_commanders_you_control_describes_no_permanent() -> None:
    from kitchentable.rules.continuous.layers import chars

    assert rules_text(GUARD) == ["Commanders you control get +2/+2 and have indestructible."]
    s = Scenario()
    s.battlefield(0, GUARD)
    legend = s.battlefield(0, LEGEND)
    game = s.start("main1")
    c = chars(game.state, legend)
    assert (c.power, "indestructible" in c.keywords) == (2, False)


def test_903_3_when_you_cast_your_commander_never_triggers() -> None:
    from kitchentable.scenario import resolve_stack
    from tests.cards.card_text import in_zone

    assert rules_text(PHOENIX)[-1] == "When you cast your commander, return this from your graveyard to the " \
                                      "battlefield."
    s = Scenario()
    s.graveyard(0, PHOENIX)
    legend = s.hand(0, LEGEND)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", legend))
    game.apply(("pay",))
    assert not game.state.pending_triggers  # a spell that is nobody's commander (903.3)
    resolve_stack(game)
    assert in_zone(game, "graveyard", "Test Cinderbird")
    assert not in_zone(game, "hand", "Test Warlord") and not game.state.stack_ids()  # cast and resolved


def test_903_3_mana_only_for_your_commander_pays_for_no_other_spell() -> None:
    assert rules_text(GEM) == ["{T}, Sacrifice this: Add three mana of any one color. Spend this mana only to cast "
                               "your commander."]
    s = Scenario()
    s.battlefield(0, GEM)
    legend = s.hand(0, LEGEND)
    game = s.start("main1")
    assert ("cast", legend) not in game.legal_actions()
