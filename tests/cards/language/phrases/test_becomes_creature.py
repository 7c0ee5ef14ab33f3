"""Tests of `cards.language.phrases.becomes_creature`: an object that becomes a creature or another kind in one
effect (613.6), with the types it keeps as 205.1a-b says. Each card is written here in our own words; each test
plays it in a scenario and checks its characteristics, and that the card renders as its text."""

from __future__ import annotations

import re
from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.cards.render.compare import normalise
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, pass_until
from tests.rules.keyword_support import card, settle

WORKSHOP = card("Test Workshop\nLand\n{T}: Add {C}.\n{1}: Test Workshop becomes a 2/2 Assembly-Worker artifact "
                "creature until end of turn. It's still a land.")
GROVE = card("Test Grove\nLand — Forest\n{1}{G}: Until end of turn, Test Grove becomes a 3/3 green and white Ape "
             "creature with trample and vigilance. It's still a land.")
WAKER = card("Test Waker {2}{G}\nCreature — Elf Druid 1/2\n{G}, {T}: Target land becomes a 2/2 green creature "
             "that's still a land.")
STATUE = card("Test Statue {3}\nArtifact\n{2}: Test Statue becomes a 3/3 Golem artifact creature with flying until "
              "end of turn.")
VEIL = card("Test Veil {2}{W}\nEnchantment — Shrine\n{0}: Test Veil becomes a 2/4 Soldier creature.")
FROG = card("Test Frogging {1}{U}\nInstant\nUntil end of turn, target creature loses all abilities and becomes a "
            "blue Frog with base power and toughness 1/1.")
MUTABLE = card("Test Mutable {4}{U}\nCreature — Elder Dragon 7/7\nFlying\nDiscard a card: Until end of turn, Test "
               "Mutable becomes a Human with base power and toughness 1/1, loses all abilities, and gains hexproof.")
URSINE = card("Test Ursine {1}{G}\nCreature — Human Berserker 2/2\n{5}{G}: Test Ursine gets +3/+3 and becomes a Bear "
              "Berserker until end of turn.")
RAPTOR = card("Test Raptor Serum {1}{R}\nInstant\nUntil end of turn, target creature gets +3/+1 and becomes a "
              "Dinosaur in addition to its other types.")
DIMINISH = card("Test Diminish {1}{U}\nSorcery\nUntil your next turn, creatures target player controls have base "
                "power and toughness 1/1.")
AWAKENER = card("Test Awakener {3}{G}{G}\nSorcery\nPut three +1/+1 counters on target land you control. It becomes a "
                "0/0 Elemental creature with vigilance and haste that's still a land.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _cleanup(game: Any, seat: int = 1) -> None:
    """On to the next player's upkeep: the cleanup step ends "until end of turn" effects (514.2)."""
    pass_until(game, lambda g: g.state.active == seat and g.state.step == "upkeep")


def _activate(game: Any, oid: int, *choices: tuple[Any, ...]) -> None:
    """Activate the object's one ability that isn't a mana ability, make the choices, pay and resolve it."""
    index = next(i for i, ab in enumerate(game.state.objects[oid].card.activated) if not ab.is_mana)
    game.apply(("activate", oid, index))
    for choice in choices:
        game.apply(choice)
    if ("pay",) in game.legal_actions():  # a cost of {0} asks for no payment
        game.apply(("pay",))
    settle(game)


def _reads_as_text(c: Any, lines: list[str]) -> None:
    body = [line for line in render(c).splitlines()[2:] if line.strip() and not re.fullmatch(r"\d+/\d+", line)]
    assert normalise(body, c.name) == normalise(lines, c.name)


def test_205_1b_a_land_that_becomes_an_artifact_creature_is_still_a_land() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Wastes"] * 1)
    oid = s.battlefield(0, WORKSHOP)
    game = s.start("main1")
    _activate(game, oid)
    c = chars(game.state, oid)
    assert c.types == frozenset({"Land", "Artifact", "Creature"}) and "Assembly-Worker" in c.subtypes
    assert (c.power, c.toughness) == (2, 2)
    _cleanup(game)
    c = chars(game.state, oid)
    assert "Creature" not in c.types and c.power is None
    _reads_as_text(WORKSHOP, ["{T}: Add {C}.", "{1}: Test Workshop becomes a 2/2 Assembly-Worker artifact creature "
                                               "until end of turn. It's still a land."])


def test_613_6_one_effect_sets_colors_abilities_and_power_in_their_layers() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Forest", "Forest"])
    oid = s.battlefield(0, GROVE)
    game = s.start("main1")
    _activate(game, oid)
    c = chars(game.state, oid)
    assert c.colors == frozenset({"G", "W"}) and {"trample", "vigilance"} <= c.keywords
    assert "Forest" in c.subtypes and "Ape" in c.subtypes and "Land" in c.types  # 205.1b: it keeps its land type
    assert (c.power, c.toughness) == (3, 3)
    _reads_as_text(GROVE, ["{1}{G}: Until end of turn, Test Grove becomes a 3/3 green and white Ape creature with "
                           "trample and vigilance. It's still a land."])


def test_611_2a_without_a_duration_the_land_stays_a_creature_and_counters_apply_on_top() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 5)
    land = s.battlefield(0, "Forest")
    spell = s.hand(0, AWAKENER)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", land))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, land)
    assert (c.power, c.toughness) == (3, 3) and {"haste", "vigilance"} <= c.keywords  # 0/0 in 7b, counters after
    _cleanup(game)
    assert chars(game.state, land).types == frozenset({"Land", "Creature"})
    _reads_as_text(AWAKENER, ["Put three +1/+1 counters on target land you control. It becomes a 0/0 Elemental "
                              "creature with vigilance and haste that's still a land."])


def test_205_1b_that_is_still_a_land_on_a_target() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Forest"])
    waker = s.battlefield(0, WAKER)
    land = s.battlefield(0, "Plains")
    game = s.start("main1")
    _activate(game, waker, ("target", land))
    c = chars(game.state, land)
    assert c.types == frozenset({"Land", "Creature"}) and "Plains" in c.subtypes and c.colors == frozenset({"G"})
    _reads_as_text(WAKER, ["{G}, {T}: Target land becomes a 2/2 green creature that's still a land."])


def test_205_1b_an_artifact_creature_keeps_its_card_types() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Wastes"] * 2)
    oid = s.battlefield(0, STATUE)
    game = s.start("main1")
    _activate(game, oid)
    c = chars(game.state, oid)
    assert c.types == frozenset({"Artifact", "Creature"}) and c.subtypes == frozenset({"Golem"})
    assert "flying" in c.keywords and (c.power, c.toughness) == (3, 3)


def test_205_1a_becoming_a_creature_replaces_the_card_types_and_their_subtypes() -> None:
    """An enchantment that "becomes a 2/4 Soldier creature" is no longer an enchantment, nor a Shrine (205.1a)."""
    s = Scenario()
    oid = s.battlefield(0, VEIL)
    game = s.start("main1")
    _activate(game, oid)
    c = chars(game.state, oid)
    assert c.types == frozenset({"Creature"}) and c.subtypes == frozenset({"Soldier"})
    assert (c.power, c.toughness) == (2, 4)


def test_205_1a_a_creature_becomes_a_frog_and_loses_all_abilities() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Island"] * 2)
    spell = s.hand(0, FROG)
    dragon = s.battlefield(1, MUTABLE)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", dragon))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, dragon)
    assert c.subtypes == frozenset({"Frog"}) and c.colors == frozenset({"U"})
    assert c.keywords == frozenset() and c.activated == () and (c.power, c.toughness) == (1, 1)
    _cleanup(game)
    c = chars(game.state, dragon)
    assert c.subtypes == frozenset({"Elder", "Dragon"}) and "flying" in c.keywords and c.power == 7
    _reads_as_text(FROG, ["Until end of turn, target creature loses all abilities and becomes a blue Frog with base "
                          "power and toughness 1/1."])


def test_613_1f_loses_all_abilities_then_gains_hexproof() -> None:
    s = Scenario()
    oid = s.battlefield(0, MUTABLE)
    s.hand(0, BEAR)
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(next(a for a in game.legal_actions() if a[:2] == ("pick", "discard")))  # 601.2h
    settle(game)
    c = chars(game.state, oid)
    assert c.keywords == frozenset({"hexproof"}) and c.subtypes == frozenset({"Human"})
    assert (c.power, c.toughness) == (1, 1)
    _reads_as_text(MUTABLE, ["Flying", "Discard a card: Until end of turn, Test Mutable becomes a Human with base "
                                       "power and toughness 1/1, loses all abilities, and gains hexproof."])


def test_613_4c_gets_bigger_and_becomes_a_bear_berserker() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 6)
    oid = s.battlefield(0, URSINE)
    game = s.start("main1")
    _activate(game, oid)
    c = chars(game.state, oid)
    assert (c.power, c.toughness) == (5, 5) and c.subtypes == frozenset({"Bear", "Berserker"})
    _cleanup(game)
    c = chars(game.state, oid)
    assert (c.power, c.toughness) == (2, 2) and c.subtypes == frozenset({"Human", "Berserker"})
    _reads_as_text(URSINE, ["{5}{G}: Test Ursine gets +3/+3 and becomes a Bear Berserker until end of turn."])


def test_205_1b_gets_bigger_and_becomes_a_dinosaur_in_addition() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Mountain"] * 2)
    spell = s.hand(0, RAPTOR)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, bear)
    assert (c.power, c.toughness) == (5, 3) and c.subtypes == frozenset({"Bear", "Dinosaur"})
    _reads_as_text(RAPTOR, ["Until end of turn, target creature gets +3/+1 and becomes a Dinosaur in addition to its "
                            "other types."])


def test_611_2c_until_your_next_turn_base_power_is_locked_to_the_creatures_then() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Island"] * 2)
    s.many(0, "library", ["Island"] * 3)
    s.many(1, "library", ["Island"] * 3)  # no one loses for drawing from an empty library (704.5b)
    spell = s.hand(0, DIMINISH)
    theirs = s.battlefield(1, MUTABLE)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert (chars(game.state, theirs).power, chars(game.state, theirs).toughness) == (1, 1)
    _cleanup(game)  # the opponent's turn: still 1/1
    assert chars(game.state, theirs).power == 1
    _cleanup(game, seat=0)  # 611.2b: it ends as our next turn begins
    assert chars(game.state, theirs).power == 7
    _reads_as_text(DIMINISH, ["Until your next turn, creatures target player controls have base power and "
                              "toughness 1/1."])


@pytest.mark.parametrize("text", [
    "Test Walker {3}{W}\nLegendary Planeswalker — Gideon loyalty 4\n+1: Until end of turn, Test Walker becomes a 5/5 "
    "Human Soldier creature with indestructible that's still an enchantment.",
    "Test Shaper {2}\nArtifact\n{1}: Test Shaper becomes a 2/2 Forest creature until end of turn.",
])
def test_205_1b_what_is_not_modelled_is_refused(text: str) -> None:
    with pytest.raises(CardError):
        card(text)


VAULT = card("Test Vault\nLand\n{T}: Add {C}.\n{1}: Until end of turn, Test Vault becomes a 2/2 creature with all "
             "creature types. It's still a land.")
RAVINE = card("Test Ravine\nLand\n{T}: Add {R}.\n{2}{R}: Until end of turn, Test Ravine becomes a 3/3 red Elemental "
              "creature with \"Whenever this creature attacks, put a +1/+1 counter on it.\" It's still a land.")
POOL = card("Test Pool\nLand\n{T}: Add {B}.\n{1}{B}: Test Pool becomes a 1/1 black Skeleton creature with \"{B}: "
            "Regenerate this creature\" until end of turn. It's still a land.")


def test_205_3m_a_land_with_all_creature_types() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Wastes"])
    oid = s.battlefield(0, VAULT)
    game = s.start("main1")
    _activate(game, oid)
    c = chars(game.state, oid)
    assert {"Goblin", "Elf", "Sliver"} <= c.subtypes and c.types == frozenset({"Land", "Creature"})
    _reads_as_text(VAULT, ["{T}: Add {C}.", "{1}: Until end of turn, Test Vault becomes a 2/2 creature with all "
                                            "creature types. It's still a land."])


def test_613_1f_the_quoted_ability_is_the_creature_s_own_until_end_of_turn() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Mountain"] * 3)
    oid = s.battlefield(0, RAVINE)
    game = s.start("main1")
    game.state.mut(oid).controlled_since = 0  # here since an earlier turn: it can attack (302.6)
    _activate(game, oid)
    assert len(chars(game.state, oid).triggered) == 1
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", oid, ("player", 1)))
    game.apply(("attack_done",))
    settle(game)
    assert game.state.objects[oid].counters.get("+1/+1") == 1
    _cleanup(game)
    assert chars(game.state, oid).triggered == () and "Creature" not in chars(game.state, oid).types
    _reads_as_text(RAVINE, ["{T}: Add {R}.", "{2}{R}: Until end of turn, Test Ravine becomes a 3/3 red Elemental "
                                             "creature with \"Whenever this creature attacks, put a +1/+1 counter on "
                                             "it.\" It's still a land."])
    _reads_as_text(POOL, ["{T}: Add {B}.", "{1}{B}: Test Pool becomes a 1/1 black Skeleton creature with \"{B}: "
                                           "Regenerate this creature\" until end of turn. It's still a land."])


PALADIN = card("Test Paladin {1}{G}\nArtifact Creature — Knight 1/1\nAs long as Test Paladin is enchanted by exactly "
               "one Aura, it has base power and toughness 3/3.\nAs long as Test Paladin is enchanted by exactly two "
               "Auras, it has base power and toughness 5/5 and vigilance.\nAs long as Test Paladin is enchanted by "
               "three or more Auras, it has base power and toughness 10/10, vigilance, and trample.")
CHARM = card("Test Charm {G}\nEnchantment — Aura\nEnchant creature")


@pytest.mark.parametrize(("auras", "size", "keywords"), [
    (0, (1, 1), set()), (1, (3, 3), set()), (2, (5, 5), {"vigilance"}), (3, (10, 10), {"trample", "vigilance"}),
    (4, (10, 10), {"trample", "vigilance"}),
])
def test_613_4b_base_power_and_toughness_as_long_as_enchanted_by_auras(auras: int, size: tuple[int, int],
                                                                     keywords: set[str]) -> None:
    s = Scenario()
    oid = s.battlefield(0, PALADIN)
    for _ in range(auras):
        s.battlefield(0, CHARM, attached_to=oid)
    game = s.start("main1")
    c = chars(game.state, oid)
    assert (c.power, c.toughness) == size and c.keywords == frozenset(keywords)


def test_613_4b_base_power_and_toughness_as_long_as_reads_as_its_text() -> None:
    _reads_as_text(PALADIN, [
        "As long as Test Paladin is enchanted by exactly one Aura, it has base power and toughness 3/3.",
        "As long as Test Paladin is enchanted by exactly two Auras, it has base power and toughness 5/5 and vigilance.",
        "As long as Test Paladin is enchanted by three or more Auras, it has base power and toughness 10/10, "
        "vigilance, and trample."])


TREEFY = card("Test Treefy {1}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature is a Treefolk with base "
              "power and toughness 0/4 and loses all abilities.")
ELKIFY = card("Test Elkify {1}{G}\nEnchantment — Aura\nEnchant creature\nEnchanted creature loses all abilities and is "
              "a green Elk creature with base power and toughness 3/3.")
ENSOUL = card("Test Ensoul {1}{U}\nEnchantment — Aura\nEnchant artifact\nEnchanted artifact is a creature with base "
              "power and toughness 5/5 in addition to its other types.")
MEEK = card("Test Meekness {1}{W}\nInstant\nUntil end of turn, target creature loses all abilities and has base power "
            "and toughness 0/1.")
SPOIL = card("Test Spoiling {1}{B}{B}\nInstant\nUntil end of turn, creatures target player controls lose all abilities "
             "and have base power and toughness 0/2.")
ELK_WALKER = card("Test Elk Walker {1}{G}{U}\nLegendary Planeswalker — Oko loyalty 4\n+1: Target artifact or creature "
                  "loses all abilities and becomes a green Elk creature with base power and toughness 3/3.")
TOMB = card("Test Tomb {3}\nArtifact\nWhenever a creature you control enters, you may have Test Tomb become a 3/3 white "
            "Angel artifact creature with flying until end of turn.")
TRINKET = card("Test Trinket {2}\nArtifact\n{T}: Add {C}.")


def test_303_4_an_aura_makes_the_creature_a_treefolk_without_abilities() -> None:
    s = Scenario()
    dragon = s.battlefield(1, MUTABLE)
    s.battlefield(0, TREEFY, attached_to=dragon)
    game = s.start("main1")
    c = chars(game.state, dragon)
    assert c.subtypes == frozenset({"Treefolk"}) and c.keywords == frozenset() and c.activated == ()
    assert (c.power, c.toughness) == (0, 4) and c.types == frozenset({"Creature"})
    _reads_as_text(TREEFY, ["Enchant creature", "Enchanted creature is a Treefolk with base power and toughness 0/4 "
                                                "and loses all abilities."])
    _reads_as_text(ELKIFY, ["Enchant creature", "Enchanted creature loses all abilities and is a green Elk creature "
                                                "with base power and toughness 3/3."])


def test_205_1b_an_aura_makes_an_artifact_a_creature_in_addition_to_its_types() -> None:
    s = Scenario()
    trinket = s.battlefield(0, TRINKET)
    s.battlefield(0, ENSOUL, attached_to=trinket)
    game = s.start("main1")
    c = chars(game.state, trinket)
    assert c.types == frozenset({"Artifact", "Creature"}) and (c.power, c.toughness) == (5, 5)
    assert len(c.activated) == 1  # it keeps its abilities
    _reads_as_text(ENSOUL, ["Enchant artifact", "Enchanted artifact is a creature with base power and toughness 5/5 in "
                                                "addition to its other types."])


def test_205_1a_an_artifact_that_becomes_an_elk_creature_is_no_longer_an_artifact() -> None:
    s = Scenario()
    walker = s.battlefield(0, ELK_WALKER)
    trinket = s.battlefield(1, TRINKET)
    game = s.start("main1")
    game.apply(("activate", walker, 0))
    game.apply(("target", trinket))
    settle(game)
    c = chars(game.state, trinket)
    assert c.types == frozenset({"Creature"}) and c.subtypes == frozenset({"Elk"}) and c.colors == frozenset({"G"})
    assert c.activated == () and (c.power, c.toughness) == (3, 3)


def test_613_1f_loses_all_abilities_and_has_base_power_and_toughness() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Plains", "Plains", "Swamp", "Swamp", "Swamp"])
    meek = s.hand(0, MEEK)
    spoil = s.hand(0, SPOIL)
    dragon = s.battlefield(1, MUTABLE)
    other = s.battlefield(1, URSINE)
    game = s.start("main1")
    game.apply(("cast", meek))
    game.apply(("target", dragon))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, dragon)
    assert (c.power, c.toughness) == (0, 1) and c.keywords == frozenset() and c.subtypes == frozenset({"Elder", "Dragon"})
    game.apply(("cast", spoil))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert (chars(game.state, other).power, chars(game.state, other).toughness) == (0, 2)
    assert chars(game.state, other).activated == ()
    _reads_as_text(MEEK, ["Until end of turn, target creature loses all abilities and has base power and toughness "
                          "0/1."])
    _reads_as_text(SPOIL, ["Until end of turn, creatures target player controls lose all abilities and have base "
                           "power and toughness 0/2."])


def test_608_2d_you_may_have_it_become_a_creature() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 2)
    tomb = s.battlefield(0, TOMB)
    bear = s.hand(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", bear))
    game.apply(("pay",))
    settle(game, answers=(("yes",), ("may", True), ("choose", "yes")))
    c = chars(game.state, tomb)
    assert c.types == frozenset({"Artifact", "Creature"}) and "flying" in c.keywords and c.colors == frozenset({"W"})
    _reads_as_text(TOMB, ["Whenever a creature you control enters, you may have Test Tomb become a 3/3 white Angel "
                          "artifact creature with flying until end of turn."])


OPAL = card("Test Opal {2}{W}\nEnchantment\nWhenever an opponent casts a creature spell, if Test Opal is an "
            "enchantment, Test Opal becomes a 2/4 Soldier creature.\n{0}: Test Opal becomes an enchantment.")


def test_205_1a_an_enchantment_becomes_a_creature_and_back() -> None:
    s = Scenario()
    s.many(1, "battlefield", ["Forest"] * 2)
    s.many(0, "library", ["Plains"] * 2)
    s.many(1, "library", ["Forest"] * 2)
    opal = s.battlefield(0, OPAL)
    bear = s.hand(1, BEAR)
    game = s.start("main1", active=1)
    game.apply(("cast", bear))
    game.apply(("pay",))
    settle(game, seat=1)
    c = chars(game.state, opal)
    assert c.types == frozenset({"Creature"}) and c.subtypes == frozenset({"Soldier"}) and c.toughness == 4
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1")
    _activate(game, opal)
    assert chars(game.state, opal).types == frozenset({"Enchantment"})  # the later effect wins in layer 4 (613.7)
    _reads_as_text(OPAL, ["Whenever an opponent casts a creature spell, if Test Opal is an enchantment, Test Opal "
                          "becomes a 2/4 Soldier creature.", "{0}: Test Opal becomes an enchantment."])


ZENDI = card("Test Zendi {U}\nEnchantment — Aura\nEnchant land\nEnchanted land is a 2/2 blue Elemental creature with "
             "flying. It's still a land.")
DRAGON_WALKER = card("Test Dragon Walker {3}{R}{R}\nLegendary Planeswalker — Sarkhan loyalty 4\n+1: Until end of turn, "
                     "Test Dragon Walker becomes a legendary 4/4 red Dragon creature with flying, indestructible, and "
                     "haste.")
GLAZE = card("Test Glaze {1}{U}{U}\nEnchantment\nWhenever you cast a creature spell, Test Glaze becomes a 4/4 Illusion "
             "creature with flying in addition to its other types until end of turn.")
JEST = card("Test Jest {1}{U}{U}\nInstant\nUntil end of turn, each creature target player controls loses all abilities "
            "and becomes a blue Frog with base power and toughness 1/1.")


def test_205_1b_an_aura_makes_the_land_a_creature_that_is_still_a_land() -> None:
    s = Scenario()
    land = s.battlefield(0, "Island")
    s.battlefield(0, ZENDI, attached_to=land)
    game = s.start("main1")
    c = chars(game.state, land)
    assert c.types == frozenset({"Land", "Creature"}) and {"Island", "Elemental"} <= c.subtypes
    assert "flying" in c.keywords and c.colors == frozenset({"U"}) and (c.power, c.toughness) == (2, 2)
    _reads_as_text(ZENDI, ["Enchant land", "Enchanted land is a 2/2 blue Elemental creature with flying. It's still a "
                                           "land."])


def test_205_1a_a_planeswalker_that_becomes_a_legendary_dragon_is_no_longer_a_planeswalker() -> None:
    s = Scenario()
    walker = s.battlefield(0, DRAGON_WALKER)
    game = s.start("main1")
    game.apply(("activate", walker, 0))
    settle(game)
    c = chars(game.state, walker)
    assert c.types == frozenset({"Creature"}) and "Legendary" in c.supertypes and c.subtypes == frozenset({"Dragon"})
    assert {"flying", "indestructible", "haste"} <= c.keywords and game.state.objects[walker].counters["loyalty"] == 5
    _cleanup(game)
    assert chars(game.state, walker).types == frozenset({"Planeswalker"})


def test_205_1b_in_addition_to_its_other_types_and_a_group_said_as_each() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 2)
    glaze = s.battlefield(0, GLAZE)
    bear = s.hand(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", bear))
    game.apply(("pay",))
    settle(game)
    assert chars(game.state, glaze).types == frozenset({"Enchantment", "Creature"})
    _reads_as_text(GLAZE, ["Whenever you cast a creature spell, Test Glaze becomes a 4/4 Illusion creature with flying "
                           "in addition to its other types until end of turn."])
    _reads_as_text(JEST, ["Until end of turn, each creature target player controls loses all abilities and becomes a "
                          "blue Frog with base power and toughness 1/1."])


STAFF = card("Test Staff {4}\nArtifact\n{X}: Test Staff becomes an X/X Construct artifact creature until end of turn.")
ANIMIST = card("Test Animist {2}{G}\nCreature — Elf Shaman Ally 1/1\n{T}: Target land you control becomes an X/X "
               "Elemental creature until end of turn, where X is the number of Allies you control. It's still a land.")


def test_107_3_an_x_x_creature_takes_x_as_the_ability_resolves() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Wastes"] * 3)
    staff = s.battlefield(0, STAFF)
    game = s.start("main1")
    game.apply(("activate", staff, 0))
    game.apply(("x", 3))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, staff)
    assert (c.power, c.toughness) == (3, 3) and c.types == frozenset({"Artifact", "Creature"})
    _reads_as_text(STAFF, ["{X}: Test Staff becomes an X/X Construct artifact creature until end of turn."])


def test_107_3c_an_x_x_creature_where_x_is_a_count() -> None:
    s = Scenario()
    animist = s.battlefield(0, ANIMIST)
    s.battlefield(0, card("Test Ally {1}{W}\nCreature — Kor Ally 2/2"))
    land = s.battlefield(0, "Forest")
    game = s.start("main1")
    _activate(game, animist, ("target", land))
    c = chars(game.state, land)
    assert (c.power, c.toughness) == (2, 2) and c.types == frozenset({"Land", "Creature"})
    _reads_as_text(ANIMIST, ["{T}: Target land you control becomes an X/X Elemental creature until end of turn, where X "
                             "is the number of Allies you control. It's still a land."])


TAR_PIT = card("Test Tar Pit\nLand\n{T}: Add {U}.\n{1}{U}: Until end of turn, Test Tar Pit becomes a 3/2 blue and black "
               "Elemental creature and can't be blocked this turn. It's still a land.")
KEYRUNE = card("Test Keyrune {3}\nArtifact\n{T}: Add {B}.\n{U}{B}: Test Keyrune becomes a 2/2 blue and black Horror "
               "artifact creature until end of turn and can't be blocked this turn.")


def test_509_1b_a_land_that_becomes_a_creature_that_can_t_be_blocked_this_turn() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Island"] * 2)
    pit = s.battlefield(0, TAR_PIT)
    game = s.start("main1")
    _activate(game, pit)
    c = chars(game.state, pit)
    assert "can't be blocked" in c.keywords and c.types == frozenset({"Land", "Creature"}) and c.power == 3
    _cleanup(game)
    assert "can't be blocked" not in chars(game.state, pit).keywords
    _reads_as_text(TAR_PIT, ["{T}: Add {U}.", "{1}{U}: Until end of turn, Test Tar Pit becomes a 3/2 blue and black "
                                              "Elemental creature and can't be blocked this turn. It's still a land."])
    _reads_as_text(KEYRUNE, ["{T}: Add {B}.", "{U}{B}: Test Keyrune becomes a 2/2 blue and black Horror artifact "
                                              "creature until end of turn and can't be blocked this turn."])
