"""Tests of `cards.language.core.statics`: static abilities (604) and replacement effects printed on
permanents (614). Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

BIRD = card("Test Bird {1}{U}\nCreature — Bird 1/1\nFlying")


RUNES = card("Test Runes {2}{G}\nEnchantment — Aura\nEnchant creature\nAt the beginning of your upkeep, put a "
             "growth counter on Test Runes.\nEnchanted creature gets +1/+1 for each growth counter on Test Runes.")


def test_613_4c_gets_plus_one_for_each_counter_on_it() -> None:
    s = Scenario()
    bear = s.battlefield(0, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.battlefield(0, RUNES, attached_to=bear, counters={"growth": 2})
    game = s.start("main1")
    assert (chars(game.state, bear).power, chars(game.state, bear).toughness) == (4, 4)


SQUITO = card("Test Squito {2}{B}\nArtifact Creature — Insect 1/1\nThis creature gets +1/+1 for each oil counter "
              "on it.")


def test_613_4c_this_creature_gets_plus_one_for_each_counter_on_it() -> None:
    """Today's Oracle wording names the creature's own counters as "on it" (Necrosquito)."""
    s = Scenario()
    squito = s.battlefield(0, SQUITO, counters={"oil": 3})
    game = s.start("main1")
    assert (chars(game.state, squito).power, chars(game.state, squito).toughness) == (4, 4)
    assert "This gets +1/+1 for each oil counter on it." in render(SQUITO)


def test_613_4c_each_creatures_own_counters_are_refused_not_read_as_the_sources() -> None:
    """"Each Fungus creature gets +1/+1 for each spore counter on it" (Thelon of Havenwood) counts each
    creature's own counters; read as the source's it would do something else, so the card is refused."""
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="own counters"):
        card("Test Thelon {G}{G}\nLegendary Creature — Elf Druid 2/2\nEach Fungus creature gets +1/+1 for each "
             "spore counter on it.")


STRIVE = card("Test Strive {G}\nInstant\nThis spell costs {1}{G} more to cast for each target beyond the first.\n"
              "Any number of target creatures become green until end of turn.")


def test_601_2f_strive_costs_colored_mana_more_for_each_target_beyond_the_first() -> None:
    s = Scenario()
    spell = s.hand(0, STRIVE)
    a = s.battlefield(0, BIRD)
    b = s.battlefield(1, BIRD)
    forests = s.many(0, "battlefield", ["Forest"] * 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("count", 2))
    game.apply(("target", a))
    game.apply(("target", b))
    answer_until_priority(game)
    resolve_stack(game)
    assert sum(game.state.objects[f].tapped for f in forests) == 3  # {G} + {1}{G}
    assert chars(game.state, a).colors == frozenset({"G"}) and chars(game.state, b).colors == frozenset({"G"})
