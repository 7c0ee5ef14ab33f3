"""`rules.casting.cost_parts.crew_value`: a creature that "crews Vehicles as though its power were N greater"
(702.122a) counts for N more when tapped to crew a Vehicle, and only for a Vehicle (a Mount's saddle cost,
702.171a, needs "saddles Mounts"). Played from small cards of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, scenario, settle

PILOT = card("Test Pilot {R}\nCreature — Human Pilot 1/1\n"
             "This creature crews Vehicles as though its power were 2 greater.")
CART = card("Test Cart {3}\nArtifact — Vehicle 5/5\nCrew 3")
HORSE = card("Saddle Horse {2}{W}\nCreature — Horse Mount 3/3\nSaddle 3")


def test_702_122a_a_pilot_crews_as_though_its_power_were_greater() -> None:
    s = scenario()
    vehicle = s.battlefield(0, CART)
    pilot = s.battlefield(0, PILOT)
    game = s.start("main1")
    assert ("activate", vehicle, 0) in game.legal_actions()  # 1 + 2 = 3: enough alone
    game.apply(("activate", vehicle, 0))
    game.apply(("pick", "crew", pilot))
    settle(game)
    assert game.state.objects[pilot].tapped
    assert "Creature" in chars(game.state, vehicle).types


def test_702_171a_the_bonus_is_for_vehicles_only_not_for_saddling() -> None:
    s = scenario()
    horse = s.battlefield(0, HORSE)
    s.battlefield(0, PILOT)
    game = s.start("main1")
    assert ("activate", horse, 0) not in game.legal_actions()  # 1 power: not enough to saddle 3


def test_702_122a_crews_as_though_renders_as_printed() -> None:
    assert rules_text(PILOT) == ["This crews Vehicles as though its power were 2 greater."]


OX = card("Test Ox {2}{G}\nCreature — Ox 0/4\nThis creature crews Vehicles using its toughness rather than its power.")


def test_702_122a_a_creature_that_crews_with_its_toughness() -> None:
    s = scenario()
    vehicle = s.battlefield(0, CART)
    ox = s.battlefield(0, OX)
    game = s.start("main1")
    game.apply(("activate", vehicle, 0))
    game.apply(("pick", "crew", ox))  # toughness 4: crew 3 paid by the ox alone
    settle(game)
    assert game.state.objects[ox].tapped and "Creature" in chars(game.state, vehicle).types
    assert rules_text(OX) == ["This crews Vehicles using its toughness rather than its power."]
