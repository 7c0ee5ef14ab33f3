"""A group said in the printed form (`cards.render.each_or_all`): "each creature you control gets", "creatures you
control get" and "all creatures you control get" are one effect on every object of the group (608.2c, 611.2c)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.cards.render.each_or_all import each_as_printed
from tests.cards.card_text import card


def test_611_2c_each_creature_gets_said_as_printed() -> None:
    claw = card("Test Claw {3}{G}\nCreature — Bear 4/3\nWhenever Test Claw attacks, each creature you control with "
                "power 4 or greater gets +1/+1 and gains trample until end of turn.")
    assert rules_text(claw) == ["Whenever this attacks, each creature you control with power 4 or greater gets "
                                "+1/+1 and gains trample until end of turn."]
    plain = card("Test Horn {2}{R}\nCreature — Goblin 2/2\nWhenever Test Horn attacks, other creatures you control "
                 "get +1/+0 until end of turn.")
    assert rules_text(plain) == ["Whenever this attacks, other creatures you control get +1/+0 until end of turn."]


def test_608_2c_destroy_each_or_all_said_as_printed() -> None:
    meek = card("Test Meek {1}{W}{W}\nSorcery\nDestroy each creature with mana value 3 or less.")
    assert rules_text(meek) == ["Destroy each creature with mana value 3 or less."]
    sweep = card("Test Sweep {1}{W}{W}\nSorcery\nDestroy all creatures with mana value 3 or less.")
    assert rules_text(sweep) == ["Destroy all creatures with mana value 3 or less."]
    deep = card("Test Deep {6}{U}\nCreature — Serpent 11/11\nWhen Test Deep enters, return each other creature you "
                "control to its owner's hand.")
    assert rules_text(deep) == ["When this enters, return each other creature you control to its owner's hand."]


def test_510_1a_each_creature_assigns_damage_by_toughness_in_full() -> None:
    tower = card("Test Tower {W}{B}{G}\nCreature — Treefolk Shaman 0/5\nEach creature assigns combat damage equal "
                 "to its toughness rather than its power.")
    assert rules_text(tower) == ["Each creature assigns combat damage equal to its toughness rather than its power."]


def test_a_counted_group_or_a_verb_left_out_keeps_the_rendered_form() -> None:
    printed = "Return two lands you control to their owner's hand: draw a card for each land you control."
    assert each_as_printed("Return two lands you control to their owners' hand.", printed) == \
        "Return two lands you control to their owners' hand."
    printed = "Creatures you control get +1/+1 for each creature you control."
    assert each_as_printed(printed, printed) == printed


def test_608_2c_a_plural_the_same_as_its_singular() -> None:
    galvanizer = card("Test Galvanizer {2}\nArtifact Creature — Myr 2/2\n{1}, {T}: Untap each other Myr you control.")
    assert rules_text(galvanizer) == ["{1}, {T}: Untap each other Myr you control."]
