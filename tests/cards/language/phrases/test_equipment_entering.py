"""Tests of `cards.language.phrases.equipment_entering` (701.3a): "When this Equipment enters, attach it to target
creature you control." compiled, played and rendered as printed."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, named, scenario, settle

CLUB = card("Test Club {2}\nArtifact — Equipment\nWhen this Equipment enters, attach it to target creature you "
            "control.\nEquipped creature gets +2/+0.\nEquip {2}")
BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")


def test_701_3a_an_equipment_entering_attaches_itself_to_the_target() -> None:
    s = scenario()
    club = s.hand(0, CLUB)
    bear = s.battlefield(0, BEAR)
    theirs = s.battlefield(1, BEAR)
    lands(s, 0, 2, "Wastes")
    game = s.start("main1")
    game.apply(("cast", club))
    settle(game, answers=(("target", bear),))
    (equipment,) = named(game, "Test Club")
    assert game.state.objects[equipment].attached_to == bear
    assert chars(game.state, bear).power == 4 and chars(game.state, theirs).power == 2


def test_701_3a_attach_it_renders_as_printed() -> None:
    assert "When this enters, attach it to target creature you control." in rules_text(CLUB)
