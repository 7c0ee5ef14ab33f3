"""Equip [quality] (702.6c: "Equip legendary creature {3}", "Equip Knight {1}") and job select (702.182a, Final
Fantasy: "When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it."), each
played from small cards of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, named, scenario, settle

BLADE = card("Test Blade {2}\nLegendary Artifact — Equipment\nEquipped creature gets +2/+2.\n"
             "Equip legendary creature {1}\nEquip {5}")
LANCE = card("Test Lance {1}\nArtifact — Equipment\nEquipped creature gets +1/+1.\nEquip Knight {1}")
HERO_ROD = card("Test Rod {1}{B}\nArtifact — Equipment\nJob select\nEquipped creature gets +1/+0.\n"
                "Equipped creature is a Wizard in addition to its other types.\nEquip {3}")
LEGEND = card("Test Lord {1}{W}\nLegendary Creature — Human Noble 2/2")
KNIGHT = card("Test Knight {1}{W}\nCreature — Human Knight 2/2")
BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")


def test_702_6c_equip_legendary_creature_targets_only_a_legendary_creature_you_control() -> None:
    s = scenario()
    blade = s.battlefield(0, BLADE)
    legend = s.battlefield(0, LEGEND)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 5, "Plains")
    game = s.start("main1")
    game.apply(("activate", blade, 0))
    options = game.legal_actions()
    assert ("target", legend) in options and ("target", bear) not in options
    game.apply(("target", legend))
    settle(game)
    assert game.state.objects[blade].attached_to == legend
    assert (chars(game.state, legend).power, chars(game.state, legend).toughness) == (4, 4)


def test_702_6d_the_plain_equip_ability_still_attaches_to_any_creature_you_control() -> None:
    s = scenario()
    blade = s.battlefield(0, BLADE)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 5, "Plains")
    game = s.start("main1")
    game.apply(("activate", blade, 1))
    game.apply(("target", bear))
    settle(game)
    assert game.state.objects[blade].attached_to == bear


def test_702_6c_equip_knight_targets_only_a_knight() -> None:
    s = scenario()
    lance = s.battlefield(0, LANCE)
    knight = s.battlefield(0, KNIGHT)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 1, "Plains")
    game = s.start("main1")
    game.apply(("activate", lance, 0))
    assert ("target", bear) not in game.legal_actions()
    game.apply(("target", knight))
    settle(game)
    assert game.state.objects[lance].attached_to == knight


def test_702_6e_equip_planeswalker_is_refused() -> None:
    with pytest.raises(CardError):
        card("Test Gear {1}\nArtifact — Equipment\nEquip planeswalker {1}")


def test_702_182a_job_select_creates_a_hero_and_attaches_to_it() -> None:
    s = scenario()
    rod = s.hand(0, HERO_ROD)
    lands(s, 0, 2, "Swamp")
    game = s.start("main1")
    game.apply(("cast", rod))
    settle(game)
    (hero,) = [o for o in game.state.battlefield() if game.state.objects[o].token]
    (equipment,) = named(game, "Test Rod")
    assert game.state.objects[equipment].attached_to == hero
    c = chars(game.state, hero)
    assert (c.power, c.toughness) == (2, 1) and {"Hero", "Wizard"} <= c.subtypes and not c.colors


def test_702_182a_job_select_and_qualities_render_as_printed() -> None:
    assert sorted(rules_text(HERO_ROD)) == ["Equip {3} (702.6)", "Equipped creature gets +1/+0.",
                                            "Equipped creature is a Wizard in addition to its other types.",
                                            "Job select (702.182)"]
    assert rules_text(BLADE)[1:] == ["Equip legendary creature {1} (702.6)", "Equip {5} (702.6)"]
    assert rules_text(LANCE)[1:] == ["Equip Knight {1} (702.6)"]
