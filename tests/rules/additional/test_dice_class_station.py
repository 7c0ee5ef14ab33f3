"""Station (702.184, 721), dice (706) and Class levels (717), each compiled from a small card of our own in
Oracle templating and checked in a scenario.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

BEAR = card("Test Bear {1}{G}\nCreature — Bear 3/3")
SHIP = card("Test Cutter {3}\nArtifact — Spacecraft 5/4\nStation (Tap another creature you control: Put charge "
            "counters equal to its power on this Spacecraft. Station only as a sorcery. It's an artifact creature "
            "at 6+.)\nSTATION 2+\n{T}: You gain 1 life.\nSTATION 6+\nFlying")
PLANET = card("Test World\nLand — Planet\n{T}: Add {U}.\nStation\nSTATION 3+\n{U}, {T}: Draw a card.")
SEER = card("Test Seer {1}{U}\nCreature — Human Wizard 1/1\nWhen Test Seer enters, roll a d20.\n1—9 | You gain "
            "1 life.\n10—19 | Draw a card.\n20 | Draw two cards.")
GAMBLE = card("Test Gamble {R}\nSorcery\nRoll a d6.\n1—3 | You gain 2 life.\n4—6 | Each opponent loses 3 life.")
DICER = card("Test Dicer {G}\nCreature — Elf 1/1\nIf you would roll a d20, instead roll two d20 and ignore the "
             "lower roll.\nWhenever you roll one or more dice, put a +1/+1 counter on Test Dicer.")


def _rolls(game: Any) -> list[tuple[Any, ...]]:
    return [e.data for e in game.state.log if e.kind == "roll"]


def _station_index(game: Any, oid: int) -> int:
    return next(i for i, a in enumerate(chars(game.state, oid).activated) if a.text == "Station")


def _station(game: Any, ship: int, creature: int) -> None:
    game.apply(("activate", ship, _station_index(game, ship)))
    game.apply(("pick", "tap", creature))
    answer_until_priority(game)
    resolve_stack(game)


def test_702_184a_station_taps_another_creature_for_charge_counters_equal_to_its_power() -> None:
    assert "Station" in SHIP.text and "Station (702.184)" in render(SHIP)
    s = Scenario()
    ship = s.battlefield(0, SHIP)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    assert ("activate", ship, _station_index(game, ship)) in game.legal_actions()
    _station(game, ship, bear)
    assert game.state.objects[bear].tapped
    assert game.state.objects[ship].counters.get("charge") == 3


def test_702_184a_station_is_sorcery_speed_and_needs_another_creature() -> None:
    s = Scenario()
    ship = s.battlefield(0, SHIP)
    s.battlefield(0, BEAR)
    game = s.start("upkeep")
    assert not any(a[:2] == ("activate", ship) for a in game.legal_actions())
    s2 = Scenario()
    alone = s2.battlefield(0, SHIP)
    game2 = s2.start("main1")
    # 601.2h: with no other creature to tap the cost can't be paid, so the station isn't offered at all
    assert not any(a[:2] == ("activate", alone) for a in game2.legal_actions())


def test_721_2_station_thresholds_grant_abilities_and_make_the_spacecraft_a_creature() -> None:
    s = Scenario()
    ship = s.battlefield(0, SHIP)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    c = chars(game.state, ship)
    assert "Creature" not in c.types and len(c.activated) == 1  # station only
    _station(game, ship, bear)  # 3 counters: STATION 2+ only
    c = chars(game.state, ship)
    assert "Creature" not in c.types and len(c.activated) == 2 and "flying" not in c.keywords
    game.state.mut(ship).counters["charge"] = 6
    c = chars(game.state, ship)
    assert {"Artifact", "Creature"} <= c.types and (c.power, c.toughness) == (5, 4) and "flying" in c.keywords


def test_721_2a_a_planet_gets_its_ability_at_the_threshold() -> None:
    s = Scenario()
    planet = s.battlefield(0, PLANET)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    before = len(chars(game.state, planet).activated)
    _station(game, planet, bear)
    after = chars(game.state, planet)
    assert len(after.activated) == before + 1 and "Creature" not in after.types  # no P/T box: never a creature


def test_706_2_a_d20_results_table_does_the_row_holding_the_result() -> None:
    assert "1—9 | You gain 1 life." in render(SEER)
    seen = set()
    for seed in range(12):
        s = Scenario(seed=seed)
        seer = s.hand(0, SEER)
        s.many(0, "battlefield", ["Island"] * 2)
        s.many(0, "library", ["Island"] * 5)
        game = s.start("main1")
        life, hand = game.state.players[0].life, len(game.state.zone("hand", 0))
        game.apply(("cast", seer))
        answer_until_priority(game)
        resolve_stack(game)
        (roll,) = _rolls(game)
        result = roll[2]
        assert roll[:2] == (0, 20) and 1 <= result <= 20
        drawn = len(game.state.zone("hand", 0)) - (hand - 1)
        gained = game.state.players[0].life - life
        expected = (1, 0) if result <= 9 else (0, 1) if result <= 19 else (0, 2)
        assert (gained, drawn) == expected
        seen.add(expected)
    assert len(seen) >= 2  # the seeds reach more than one row


def test_706_2_same_seed_same_roll() -> None:
    results = []
    for _ in range(2):
        s = Scenario(seed=7)
        gamble = s.hand(0, GAMBLE)
        s.battlefield(0, "Mountain")
        game = s.start("main1")
        game.apply(("cast", gamble))
        answer_until_priority(game)
        resolve_stack(game)
        results.append((_rolls(game), game.state.players[0].life, game.state.players[1].life))
    assert results[0] == results[1]
    (roll,), mine, theirs = results[0]
    assert (mine, theirs) == ((22, 20) if roll[2] <= 3 else (20, 17))


def test_706_2_whenever_you_roll_one_or_more_dice_and_614_1a_roll_two_ignore_the_lower(
        monkeypatch: pytest.MonkeyPatch) -> None:
    s = Scenario()
    dicer = s.battlefield(0, DICER)
    seer = s.hand(0, SEER)
    s.many(0, "battlefield", ["Island"] * 2)
    s.many(0, "library", ["Island"] * 5)
    game = s.start("main1")
    numbers = [4, 15]
    monkeypatch.setattr(random.Random, "randint", lambda self, low, high: numbers.pop(0))  # the dice fall 4, 15
    hand = len(game.state.zone("hand", 0))
    game.apply(("cast", seer))
    answer_until_priority(game)
    resolve_stack(game)
    assert _rolls(game) == [(0, 20, 15)]  # two d20, the lower (4) ignored: one roll event
    assert len(game.state.zone("hand", 0)) == hand  # the 10—19 row: cast the Seer, drew a card
    assert game.state.objects[dicer].counters.get("+1/+1") == 1


def test_706_2_a_result_row_that_targets_is_refused() -> None:
    with pytest.raises(CardError, match="target in a die result"):
        card("Test Zap {R}\nSorcery\nRoll a d20.\n1—19 | Target creature gets +1/+0 until end of turn.\n20 | Draw a "
             "card.")
    with pytest.raises(CardError, match="doesn.t roll"):
        card("Test Odd {R}\nSorcery\nDraw a card.\n1—9 | You gain 1 life.")


SCHOLAR = card("Test Scholar Class {U}\nEnchantment — Class\n(Gain the next level as a sorcery to add its ability.)\n"
               "When this Class enters, you gain 1 life.\n{1}{U}: Level 2\nWhen this Class becomes level 2, draw two "
               "cards.\n{3}{U}: Level 3\nCreatures you control get +1/+1.")


def test_717_2a_class_level_bars_raise_the_level_in_order_at_sorcery_speed() -> None:
    assert "(717.2a)" in render(SCHOLAR)
    s = Scenario()
    scholar = s.battlefield(0, SCHOLAR)
    bear = s.battlefield(0, BEAR)
    s.many(0, "battlefield", ["Island"] * 6)
    s.many(0, "library", ["Island"] * 4)
    game = s.start("main1")
    level2, level3 = ("activate", scholar, 0), ("activate", scholar, 1)
    assert level2 in game.legal_actions() and level3 not in game.legal_actions()  # level 1 (717.2d): only bar 2
    hand = len(game.state.zone("hand", 0))
    game.apply(level2)
    answer_until_priority(game)
    resolve_stack(game)  # the level becomes 2; "when this Class becomes level 2" draws two
    assert len(game.state.zone("hand", 0)) == hand + 2
    assert level2 not in game.legal_actions() and level3 in game.legal_actions()
    assert chars(game.state, bear).power == 3  # not yet: the anthem is level 3's
    game.apply(level3)
    answer_until_priority(game)
    resolve_stack(game)
    assert chars(game.state, bear).power == 4 and len(game.state.zone("hand", 0)) == hand + 2


def test_717_2_a_static_ability_no_layer_reads_stays_unsupported_in_a_level() -> None:
    with pytest.raises(CardError, match="maximum hand size"):
        card("Test Sage Class {U}\nEnchantment — Class\n{1}{U}: Level 2\nYou have no maximum hand size.")


BARBARIAN = card("Test Raider {R}\nEnchantment\nIf you would roll one or more dice, instead roll that many dice plus "
                 "one and ignore the lowest roll.")


def test_706_5_roll_that_many_dice_plus_one_and_ignore_the_lowest(monkeypatch: pytest.MonkeyPatch) -> None:
    s = Scenario()
    s.battlefield(0, BARBARIAN)
    gamble = s.hand(0, GAMBLE)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    numbers = [5, 2]
    monkeypatch.setattr(random.Random, "randint", lambda self, low, high: numbers.pop(0))  # a d6 falls 5, then 2
    game.apply(("cast", gamble))
    answer_until_priority(game)
    resolve_stack(game)
    assert _rolls(game) == [(0, 6, 5)]  # two dice, the lowest (2) ignored, for any die (not only a d20)
    assert game.state.players[1].life == 17
    assert "If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll." \
        in render(BARBARIAN)
