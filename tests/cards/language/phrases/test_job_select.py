"""Tests of `cards.language.phrases.job_select`: the job select Equipment's sentence, "Equipped creature gets +1/+1,
has "...," and is a Cleric in addition to its other types." (613.4c, 613.1f, 613.1d: three static abilities of one
group), its shorter forms, and "During your turn, equipped creature has flying." said as printed (611.3a)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import attack, card, lands, named, scenario, settle

STAFF = card("Test Staff {1}{W}\nArtifact — Equipment\nJob select\nEquipped creature gets +1/+1, has \"Whenever this "
             "creature attacks, you gain 1 life,\" and is a Cleric in addition to its other types.\nEquip {3}")
BOW = card("Test Bow {2}{G}\nArtifact — Equipment\nEquipped creature gets +2/+2, has reach, and is a Bard in addition "
           "to its other types.\nEquip {6}")
LANCE = card("Test Lance {1}{W}\nArtifact — Equipment\nEquipped creature gets +1/+0 and is a Knight in addition to "
             "its other types.\nDuring your turn, equipped creature has flying.\nTest Flourish — Equip {4}")
ROD = card("Test Rapier {1}{R}\nArtifact — Equipment\nEquipped creature has \"Whenever you cast a noncreature spell, "
           "this creature gets +2/+0 until end of turn\" and is a Wizard in addition to its other types.\nEquip {3}")


BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")


def test_613_1_the_equipped_creature_gets_the_p_t_the_ability_and_the_creature_type() -> None:
    s = scenario()
    gear = s.hand(0, STAFF)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 5, "Plains")
    game = s.start("main1")
    game.apply(("cast", gear))
    settle(game)
    (hero,) = [o for o in game.state.battlefield() if game.state.objects[o].token]
    c = chars(game.state, hero)
    assert (c.power, c.toughness) == (2, 2) and {"Hero", "Cleric"} <= c.subtypes  # job select: on the Hero
    (staff,) = named(game, "Test Staff")
    game.apply(("activate", staff, 0))
    game.apply(("target", bear))
    settle(game)
    c = chars(game.state, bear)
    assert (c.power, c.toughness) == (3, 3) and "Cleric" in c.subtypes
    assert "Cleric" not in chars(game.state, hero).subtypes  # only the equipped creature
    life = game.state.players[0].life
    attack(game, bear)
    settle(game)
    assert game.state.players[0].life == life + 1  # the granted attack trigger


def test_702_6_a_flavor_word_before_equip_is_not_rules_text() -> None:
    assert rules_text(LANCE)[-1] == "Equip {4} (702.6)"


def test_job_select_sentences_render_as_printed() -> None:
    text = rules_text(STAFF)
    assert ('Equipped creature gets +1/+1, has "Whenever this attacks, you gain 1 life," and is a Cleric in addition '
            'to its other types. (613.1f)') in text
    assert "Equipped creature gets +2/+2, has reach, and is a Bard in addition to its other types." in rules_text(BOW)
    assert "During your turn, equipped creature has flying." in rules_text(LANCE)
    assert ('Equipped creature has "Whenever you cast a noncreature spell, this gets +2/+0 until end of turn" and is '
            'a Wizard in addition to its other types. (613.1f)') in rules_text(ROD)
