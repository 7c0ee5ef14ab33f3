"""Tests of `cards.language.phrases.entering_counters`: "Each other <creature> you control enters with an additional
+1/+1 counter on it." (614.1c, 614.12). Cards written here in our own words; each is played in a scenario and
rendered."""

from __future__ import annotations

import re
from typing import Any

from kitchentable.cards.render import render
from kitchentable.cards.render.compare import normalise
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, settle

STEWARD = card("Test Steward {2}{G}\nCreature — Elf Advisor 2/3\nEach other nontoken creature you control enters with "
               "an additional +1/+1 counter on it.")
PACK = card("Test Pack Leader {4}{G}{G}\nLegendary Planeswalker — Arlinn loyalty 7\nEach creature you control that's a "
            "Wolf or a Werewolf enters with an additional +1/+1 counter on it.\n-2: Create a 2/2 green Wolf creature "
            "token.")
OATH = card("Test Oath {2}{W}\nLegendary Enchantment\nEach planeswalker you control enters with an additional loyalty "
            "counter on it.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
HOUND = card("Test Hound {1}{G}\nCreature — Elf Warrior 2/2\nEach creature you control enters with an additional "
             "+1/+1 counter on it.")
WALKER = card("Test Walker {2}{W}\nLegendary Planeswalker — Gideon loyalty 3\n+1: You gain 1 life.")


def _cast(game: Any, oid: int) -> None:
    game.apply(("cast", oid))
    game.apply(("pay",))
    settle(game)


def _reads_as_text(c: Any, lines: list[str]) -> None:
    body = [line for line in render(c).splitlines()[2:] if line.strip() and not re.fullmatch(r"\d+/\d+", line)
            and not line.startswith("Loyalty")]
    assert normalise(body, c.name) == normalise(lines, c.name)


def test_614_1c_another_creature_you_control_enters_with_an_additional_counter() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 2)
    s.battlefield(0, STEWARD)
    bear = s.hand(0, BEAR)
    theirs = s.battlefield(1, STEWARD)
    game = s.start("main1")
    _cast(game, bear)
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Bear")
    assert game.state.objects[new].counters.get("+1/+1") == 1  # one, from mine; the opponent's counts theirs only
    assert (chars(game.state, new).power, chars(game.state, new).toughness) == (3, 3)
    assert game.state.objects[theirs].counters.get("+1/+1", 0) == 0
    _reads_as_text(STEWARD, ["Each other nontoken creature you control enters with an additional +1/+1 counter on "
                             "it."])


def test_614_1c_only_the_creature_types_named() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 6)
    pack = s.battlefield(0, PACK)
    bear = s.hand(0, BEAR)
    game = s.start("main1")
    game.apply(("activate", pack, 0))
    settle(game)
    wolf = next(o for o in game.state.battlefield() if "Wolf" in chars(game.state, o).subtypes)
    assert game.state.objects[wolf].counters.get("+1/+1") == 1 and chars(game.state, wolf).power == 3
    _cast(game, bear)
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Bear")
    assert game.state.objects[new].counters.get("+1/+1", 0) == 0
    _reads_as_text(PACK, ["Each creature you control that's a Wolf or a Werewolf enters with an additional +1/+1 "
                          "counter on it.", "-2: Create a 2/2 green Wolf creature token."])


def test_614_1c_a_planeswalker_enters_with_an_additional_loyalty_counter() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Plains"] * 3)
    s.battlefield(0, OATH)
    walker = s.hand(0, WALKER)
    game = s.start("main1")
    _cast(game, walker)
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Walker")
    assert game.state.objects[new].counters.get("loyalty") == 4


def test_614_12_a_permanent_s_general_effect_does_not_apply_to_itself() -> None:
    """614.12: a permanent's own effect modifies how it enters only if it affects that permanent alone."""
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 4)
    hound = s.hand(0, HOUND)
    bear = s.hand(0, BEAR)
    game = s.start("main1")
    _cast(game, hound)
    new_hound = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Hound")
    assert game.state.objects[new_hound].counters.get("+1/+1", 0) == 0
    _cast(game, bear)
    new_bear = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Bear")
    assert game.state.objects[new_bear].counters.get("+1/+1") == 1
