"""Tests of `rules.concepts.targeting_restrictions`: "can't be the target of <quality> spells [or abilities from
<quality> sources] [your opponents control]" kept as a permanent's keyword (601.2c: each target must be legal; 101.2:
the "can't" wins). Card texts of our own, in the printed cards' words."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, settle

WHITE_PROOF = card("Test Raider {2}{R}\nCreature — Human 2/2\nTest Raider can't be the target of white spells or "
                   "abilities from white sources.")
NONGREEN_PROOF = card("Test Revenant {4}{G}{G}\nCreature — Elemental 8/5\nTest Revenant can't be the target of "
                      "nongreen spells or abilities from nongreen sources.")
SPELL_PROOF = card("Test Strider {3}{G}\nCreature — Elemental 3/4\nTest Strider can't be the target of blue or "
                   "black spells.")
OPPONENT_PROOF = card("Test Paladin {1}{W}{W}\nCreature — Human 2/2\nTest Paladin can't be the target of black or "
                      "red spells your opponents control.")
AURA_PROOF = card("Test Runeaxe {3}{B}{R}\nLegendary Creature — Giant 6/5\nTest Runeaxe can't be the target of "
                  "Aura spells.")
SHIELD = card("Test Shield {1}{W}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +0/+2 and can't "
              "be the target of spells.")

SMITE = card("Test Smite {W}\nInstant\nTest Smite deals 2 damage to target creature.")
BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 2 damage to target creature.")
GROWTH = card("Test Growth {G}\nInstant\nTarget creature gets +3/+3 until end of turn.")
DOOM = card("Test Doom {B}\nInstant\nTarget creature gets -2/-2 until end of turn.")
CHAINS = card("Test Chains {B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can't attack.")
CLERIC = card("Test Cleric {W}\nCreature — Human Cleric 1/1\n{T}: Test Cleric deals 1 damage to target creature.")
WAND = card("Test Wand {1}\nArtifact\n{T}: Test Wand deals 1 damage to target creature.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")

LANDS = {"W": "Plains", "R": "Mountain", "G": "Forest", "B": "Swamp", "U": "Island"}


def _game(protected: Any, seat: int, *, mine: tuple[Any, ...] = (), hand: Any = None, color: str = "W") -> Any:
    s = Scenario()
    for p in (0, 1):
        s.many(p, "library", ["Wastes"] * 5)
    target = s.battlefield(seat, protected)
    s.battlefield(0, BEAR)
    others = [s.battlefield(0, c) for c in mine]
    s.battlefield(0, LANDS[color])
    spell = s.hand(0, hand) if hand is not None else None
    game = s.start("main1")
    return game, target, spell, others


def _spell_may_target(protected: Any, seat: int, spell: Any, color: str) -> bool:
    game, target, oid, _ = _game(protected, seat, hand=spell, color=color)
    if ("cast", oid) not in game.legal_actions():
        return False  # no legal target: the Bear is one, so this only happens if the card can't be cast at all
    game.apply(("cast", oid))
    return target in {o[1] for o in game.legal_actions() if o[0] == "target"}


def _ability_may_target(protected: Any, seat: int, holder: Any) -> bool:
    game, target, _, (source,) = _game(protected, seat, mine=(holder,))
    game.apply(("activate", source, 0))
    return target in {o[1] for o in game.legal_actions() if o[0] == "target"}


@pytest.mark.parametrize(("spell", "color", "allowed"), [(SMITE, "W", False), (BOLT, "R", True)])
def test_601_2c_cant_be_the_target_of_white_spells(spell: Any, color: str, allowed: bool) -> None:
    assert _spell_may_target(WHITE_PROOF, 1, spell, color) == allowed


@pytest.mark.parametrize(("holder", "allowed"), [(CLERIC, False), (WAND, True)])
def test_601_2c_cant_be_the_target_of_abilities_from_white_sources(holder: Any, allowed: bool) -> None:
    """A white creature's ability can't target it; a colorless artifact's can."""
    assert _ability_may_target(WHITE_PROOF, 1, holder) == allowed


@pytest.mark.parametrize(("spell", "color", "allowed"), [(GROWTH, "G", True), (BOLT, "R", False)])
def test_601_2c_cant_be_the_target_of_nongreen_spells(spell: Any, color: str, allowed: bool) -> None:
    """Its controller's own nongreen spell can't target it either: the restriction names no player."""
    assert _spell_may_target(NONGREEN_PROOF, 0, spell, color) == allowed


@pytest.mark.parametrize(("holder", "allowed"), [(WAND, False), (CLERIC, False)])
def test_601_2c_cant_be_the_target_of_abilities_from_nongreen_sources(holder: Any, allowed: bool) -> None:
    assert _ability_may_target(NONGREEN_PROOF, 1, holder) == allowed


def test_601_2c_a_restriction_on_spells_leaves_abilities_free() -> None:
    """"can't be the target of blue or black spells": a black spell can't target it, an ability can."""
    assert not _spell_may_target(SPELL_PROOF, 1, DOOM, "B")
    assert _spell_may_target(SPELL_PROOF, 1, BOLT, "R")
    assert _ability_may_target(SPELL_PROOF, 1, WAND)


@pytest.mark.parametrize(("seat", "allowed"), [(0, True), (1, False)])
def test_601_2c_cant_be_the_target_of_red_spells_your_opponents_control(seat: int, allowed: bool) -> None:
    assert _spell_may_target(OPPONENT_PROOF, seat, BOLT, "R") == allowed


@pytest.mark.parametrize(("spell", "allowed"), [(CHAINS, False), (DOOM, True)])
def test_303_4a_cant_be_the_target_of_aura_spells(spell: Any, allowed: bool) -> None:
    """An Aura spell targets what it will enchant (303.4a): it can't choose the Runeaxe; an instant can."""
    assert _spell_may_target(AURA_PROOF, 1, spell, "B") == allowed


def test_613_1f_an_aura_grants_the_restriction_and_the_spell_fizzles() -> None:
    """The Shield enters in response to the Bolt: the Bolt's only target is illegal when it resolves (608.2b), so
    it doesn't resolve; the enchanted creature gets +0/+2 as well."""
    s = Scenario()
    for p in (0, 1):
        s.many(p, "library", ["Wastes"] * 5)
    bear = s.battlefield(1, BEAR)
    s.battlefield(0, "Mountain")
    for land in ("Plains", "Island", "Plains"):
        s.battlefield(1, land)
    shield = s.hand(1, card("Test Shield {1}{W}{U}\nEnchantment — Aura\nFlash\nEnchant creature\nEnchanted "
                            "creature gets +0/+2 and can't be the target of spells."))
    bolt = s.hand(0, BOLT)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", bear))
    game.apply(("pay",))
    game.apply(("pass",))
    assert game.pending["player"] == 1
    game.apply(("cast", shield))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    st = game.state
    assert bear in st.battlefield() and st.objects[bear].damage == 0
    assert chars(st, bear).toughness == 4


def test_613_1f_the_enchanted_creature_cant_be_the_target_of_its_controllers_spells() -> None:
    """"Enchanted creature can't be the target of spells": its own controller's spell can't target it either."""
    s = Scenario()
    for p in (0, 1):
        s.many(p, "library", ["Wastes"] * 5)
    bear = s.battlefield(0, BEAR)
    s.battlefield(0, SHIELD, attached_to=bear)
    s.battlefield(0, "Forest")
    growth = s.hand(0, GROWTH)
    game = s.start("main1")
    assert ("cast", growth) not in game.legal_actions()  # 601.2c: no legal target, so it can't be cast


VINES = card("Test Vines {G}\nInstant\nTarget creature can't be the target of spells or abilities your opponents "
             "control this turn.")


@pytest.mark.parametrize(("caster", "legal"), [(1, False), (0, True)])
def test_611_2c_a_restriction_granted_this_turn_stops_only_opponents(caster: int, legal: bool) -> None:
    """Vines on the Bear in response to a Bolt: the opponent's Bolt has an illegal target on resolution (608.2b)
    and the Bear lives; the Bear's controller's own Bolt still resolves against it."""
    s = Scenario()
    for p in (0, 1):
        s.many(p, "library", ["Wastes"] * 5)
    bear = s.battlefield(0, BEAR)
    s.battlefield(0, "Forest")
    s.battlefield(caster, "Mountain")
    vines = s.hand(0, VINES)
    bolt = s.hand(caster, BOLT)
    game = s.start("main1", active=caster)
    game.apply(("cast", bolt))
    game.apply(("target", bear))
    game.apply(("pay",))
    if caster == 1:
        game.apply(("pass",))
    assert game.pending["player"] == 0
    game.apply(("cast", vines))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game, seat=caster)
    assert (bear in game.state.battlefield()) != legal
