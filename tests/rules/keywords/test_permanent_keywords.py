"""Keywords of permanents (702): upkeep costs, counters, triggers and combat keywords, tribute and exploit,
partner, riot; each compiled from a small card of our own and played in a scenario.
"""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.files.cardfile import parse_file, parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.pool import CARD_DIR, CardPool
from kitchentable.cards.render import render
from kitchentable.cards.render import render as render_card
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, pass_until
from tests.rules.keyword_support import after_combat, attack, card, lands, named, scenario, settle, to_upkeep

BEAR = "Plain Bear {1}{G}\nCreature — Bear 2/2"


# --- upkeep costs --------------------------------------------------------------------------------------------


ECHO = card("Echo Goblin {1}{R}\nCreature — Goblin 3/3\nEcho {1}{R}")


def test_702_30_echo_sacrifices_unless_paid_after_it_came_under_control() -> None:
    s = scenario()
    goblin = s.battlefield(0, ECHO, sick=True)  # came under control this turn (5)
    game = s.start("end", active=0)
    to_upkeep(game)  # turn 7, seat 0's next upkeep
    settle(game, answers=(("no",),))
    assert goblin not in game.state.objects and named(game, "Echo Goblin", "graveyard")


def test_702_30_echo_paid_once_is_not_asked_again() -> None:
    s = scenario()
    goblin = s.battlefield(0, ECHO, sick=True)
    lands(s, 0, 2)
    game = s.start("end", active=0)
    to_upkeep(game)
    settle(game, answers=(("yes",),))
    assert goblin in game.state.objects
    pass_until(game, lambda g: g.state.turn == 9 and g.state.step == "upkeep")
    assert not game.state.stack_ids() and goblin in game.state.objects  # 702.30a: no longer "since last upkeep"


def test_702_30_echo_not_due_for_a_permanent_controlled_since_before_last_upkeep() -> None:
    s = scenario()
    goblin = s.battlefield(0, ECHO)  # controlled since turn 0
    game = s.start("end", active=1)
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "upkeep")
    assert not game.state.stack_ids() and goblin in game.state.objects


def test_702_24_cumulative_upkeep_cost_grows_with_age_counters() -> None:
    relic = card("Old Relic {2}\nArtifact\nCumulative upkeep {1}")
    s = scenario()
    oid = s.battlefield(0, relic)
    lands(s, 0, 3)
    game = s.start("end", active=1)
    to_upkeep(game)
    settle(game, answers=(("yes",),))
    assert game.state.objects[oid].counters["age"] == 1
    assert sum(game.state.objects[o].tapped for o in named(game, "Mountain")) == 1
    pass_until(game, lambda g: g.state.turn == 8 and g.state.step == "upkeep" and g.state.stack_ids())
    settle(game, answers=(("yes",),))
    assert game.state.objects[oid].counters["age"] == 2
    assert sum(game.state.objects[o].tapped for o in named(game, "Mountain")) == 2  # {1} twice


def test_702_24_cumulative_upkeep_life_sacrificed_when_not_paid() -> None:
    relic = card("Life Relic {2}\nArtifact\nCumulative upkeep—Pay 2 life.")
    s = scenario()
    oid = s.battlefield(0, relic, counters={"age": 1})
    game = s.start("end", active=1)
    to_upkeep(game)
    options_seen: list[Any] = []
    pass_until(game, lambda g: g.pending["kind"] == "unless")
    options_seen = game.legal_actions()
    assert ("yes",) in options_seen  # 4 life is payable
    game.apply(("no",))
    assert oid not in game.state.objects and game.state.players[0].life == 20


def test_702_32_fading_removes_a_counter_then_sacrifices_when_it_cant() -> None:
    fader = card("Fading Beast {1}{G}\nCreature — Beast 3/3\nFading 1")
    s = scenario()
    oid = s.hand(0, fader)
    s.many(0, "battlefield", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    settle(game)
    beast = named(game, "Fading Beast")[0]
    assert game.state.objects[beast].counters == {"fade": 1}
    to_upkeep(game)
    settle(game)
    assert game.state.objects[beast].counters.get("fade", 0) == 0
    pass_until(game, lambda g: g.state.turn == 9 and g.state.step == "upkeep" and g.state.stack_ids())
    settle(game)
    assert beast not in game.state.objects


def test_702_63_vanishing_sacrifices_when_the_last_time_counter_is_removed() -> None:
    vanisher = card("Vanishing Wisp {1}{U}\nCreature — Spirit 3/3\nVanishing 2")
    s = scenario()
    oid = s.battlefield(0, vanisher, counters={"time": 2})
    game = s.start("end", active=1)
    to_upkeep(game)
    settle(game)
    assert game.state.objects[oid].counters == {"time": 1}
    pass_until(game, lambda g: g.state.turn == 8 and g.state.step == "upkeep" and g.state.stack_ids())
    settle(game)
    assert oid not in game.state.objects


# --- dying and returning ----------------------------------------------------------------------------------------

SLAY = card("Test Slay {B}\nInstant\nDestroy target creature.")


def slay(game: Any, victim: int) -> None:
    spell = next(o for o in game.state.zone("hand", 0) if game.state.objects[o].card.name == "Test Slay")
    game.apply(("cast", spell))
    game.apply(("target", victim))
    game.apply(("pay",))
    settle(game)


def test_702_79_persist_returns_with_a_minus_counter_once() -> None:
    kithkin = card("Persistent Kithkin {2}{W}\nCreature — Kithkin 2/2\nPersist")
    s = scenario()
    s.battlefield(0, kithkin)
    s.hand(0, SLAY)
    s.hand(0, SLAY)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    game = s.start("main1")
    slay(game, named(game, "Persistent Kithkin")[0])
    back = named(game, "Persistent Kithkin")
    assert len(back) == 1 and game.state.objects[back[0]].counters == {"-1/-1": 1}
    assert chars(game.state, back[0]).power == 1
    slay(game, back[0])
    assert not named(game, "Persistent Kithkin") and named(game, "Persistent Kithkin", "graveyard")


def test_702_93_undying_returns_with_a_plus_counter_once() -> None:
    ghoul = card("Undying Ghoul {1}{B}\nCreature — Zombie 2/2\nUndying")
    s = scenario()
    s.battlefield(0, ghoul)
    s.hand(0, SLAY)
    s.hand(0, SLAY)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    game = s.start("main1")
    slay(game, named(game, "Undying Ghoul")[0])
    back = named(game, "Undying Ghoul")
    assert len(back) == 1 and chars(game.state, back[0]).power == 3
    slay(game, back[0])
    assert not named(game, "Undying Ghoul")


# --- entering with counters ----------------------------------------------------------------------------------


def test_702_54_bloodthirst_counters_only_after_an_opponent_was_dealt_damage() -> None:
    thirsty = card("Thirsty Goblin {R}\nCreature — Goblin 1/1\nBloodthirst 2")
    shock = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")
    s = scenario()
    first = s.hand(0, thirsty)
    second = s.hand(0, thirsty)
    zap = s.hand(0, shock)
    lands(s, 0, 3)
    game = s.start("main1")
    game.apply(("cast", first))
    game.apply(("pay",))
    settle(game)
    assert all(not game.state.objects[o].counters for o in named(game, "Thirsty Goblin"))
    game.apply(("cast", zap))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    game.apply(("cast", second))
    game.apply(("pay",))
    settle(game)
    assert sorted(chars(game.state, o).power for o in named(game, "Thirsty Goblin")) == [1, 3]


def test_702_123_fabricate_counters_or_servos() -> None:
    maker = card("Servo Maker {2}\nArtifact Creature — Construct 1/1\nFabricate 2")
    s = scenario()
    a = s.hand(0, maker)
    b = s.hand(0, maker)
    lands(s, 0, 4)
    game = s.start("main1")
    game.apply(("cast", a))
    game.apply(("pay",))
    settle(game, answers=(("counters",),))
    assert [game.state.objects[o].counters for o in named(game, "Servo Maker")] == [{"+1/+1": 2}]
    game.apply(("cast", b))
    game.apply(("pay",))
    settle(game, answers=(("tokens",),))
    servos = [o for o in game.state.battlefield() if "Servo" in chars(game.state, o).subtypes]
    assert len(servos) == 2 and chars(game.state, servos[0]).power == 1


def test_702_43_modular_enters_with_counters_and_moves_them_when_it_dies() -> None:
    mod = card("Modular Drone {2}\nArtifact Creature — Construct 0/0\nModular 2")
    host = card("Host Golem {3}\nArtifact Creature — Golem 2/2")
    s = scenario()
    oid = s.hand(0, mod)
    target = s.battlefield(0, host)
    s.hand(0, SLAY)
    lands(s, 0, 2)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    settle(game)
    drone = named(game, "Modular Drone")[0]
    assert chars(game.state, drone).power == 2
    spell = next(o for o in game.state.zone("hand", 0) if game.state.objects[o].card.name == "Test Slay")
    game.apply(("cast", spell))
    game.apply(("target", drone))
    game.apply(("pay",))
    settle(game, answers=(("target", target), ("yes",)))
    assert game.state.objects[target].counters == {"+1/+1": 2}


def test_702_58_graft_moves_a_counter_onto_an_entering_creature() -> None:
    grafter = card("Graft Ooze {2}{G}\nCreature — Ooze 0/0\nGraft 2")
    s = scenario()
    ooze = s.battlefield(0, grafter, counters={"+1/+1": 2})
    bear = s.hand(0, card(BEAR))
    s.many(0, "battlefield", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", bear))
    game.apply(("pay",))
    settle(game, answers=(("yes",),))
    new = named(game, "Plain Bear")[0]
    assert game.state.objects[new].counters == {"+1/+1": 1} and game.state.objects[ooze].counters == {"+1/+1": 1}


# --- combat and triggers ------------------------------------------------------------------------------------


def test_702_112_renown_once_then_renowned() -> None:
    knight = card("Renown Knight {1}{W}\nCreature — Human Knight 2/2\nRenown 1")
    s = scenario()
    oid = s.battlefield(0, knight)
    game = s.start("main1")
    attack(game, oid)
    game.apply(("block_done",))
    after_combat(game)
    assert game.state.objects[oid].counters == {"+1/+1": 1} and "renowned" in game.state.objects[oid].tags
    pass_until(game, lambda g: g.state.turn == 7 and g.pending["kind"] == "declare_attackers")
    attack(game, oid)
    game.apply(("block_done",))
    after_combat(game)
    assert game.state.objects[oid].counters == {"+1/+1": 1}  # 702.112a: only if it isn't renowned
    assert game.state.players[1].life == 20 - 2 - 3


def test_702_115_ingest_exiles_the_top_card() -> None:
    eater = card("Ingest Drone {1}{U}\nCreature — Eldrazi Drone 2/1\nIngest")
    s = scenario()
    oid = s.battlefield(0, eater)
    top = s.library(1, card(BEAR))
    game = s.start("main1")
    attack(game, oid)
    game.apply(("block_done",))
    after_combat(game)
    assert named(game, "Plain Bear", "exile") and top not in game.state.objects


def test_702_101_extort_drains_when_paid() -> None:
    extorter = card("Extort Priest {1}{B}\nCreature — Human Cleric 1/1\nExtort")
    s = scenario()
    s.battlefield(0, extorter)
    bear = s.hand(0, card(BEAR))
    s.many(0, "battlefield", ["Forest", "Forest", "Swamp"])
    game = s.start("main1")
    game.apply(("cast", bear))
    game.apply(("pay",))
    settle(game, answers=(("yes",),))
    assert game.state.players[1].life == 19 and game.state.players[0].life == 21


def test_702_73_changeling_is_every_creature_type() -> None:
    shifter = card("Test Changeling {1}{U}\nCreature — Shapeshifter 1/1\nChangeling")
    lord = card("Goblin Lord {R}\nCreature — Goblin 1/1\nOther Goblin creatures you control get +1/+1.")
    s = scenario()
    oid = s.battlefield(0, shifter)
    s.battlefield(0, lord)
    game = s.start("main1")
    c = chars(game.state, oid)
    assert {"Goblin", "Elf", "Shapeshifter"} <= c.subtypes and c.power == 2


def test_702_118_skulk_cant_be_blocked_by_greater_power() -> None:
    sneak = card("Skulk Rat {B}\nCreature — Rat 2/1\nSkulk")
    big = card("Big Ox {3}{G}\nCreature — Ox 4/4")
    s = scenario()
    oid = s.battlefield(0, sneak)
    ox = s.battlefield(1, big)
    bear = s.battlefield(1, card(BEAR))
    game = s.start("main1")
    attack(game, oid)
    blocks = {a[1] for a in game.legal_actions() if a[0] == "block"}
    assert bear in blocks and ox not in blocks


def test_702_23_rampage_counts_blockers_beyond_the_first() -> None:
    brute = card("Rampage Brute {4}{R}\nCreature — Beast 4/4\nRampage 2")
    s = scenario()
    oid = s.battlefield(0, brute)
    b1 = s.battlefield(1, card(BEAR))
    b2 = s.battlefield(1, card(BEAR))
    b3 = s.battlefield(1, card(BEAR))
    game = s.start("main1")
    attack(game, oid)
    for b in (b1, b2, b3):
        game.apply(("block", b, oid))
    game.apply(("block_done",))
    pass_until(game, lambda g: bool(g.state.stack_ids()))
    pass_until(game, lambda g: not g.state.stack_ids())
    assert chars(game.state, oid).power == 8  # +2/+2 for each of two beyond the first


def test_702_105_dethrone_when_attacking_the_player_with_most_life() -> None:
    usurper = card("Dethrone Rogue {1}{B}\nCreature — Human Rogue 2/2\nDethrone")
    s = scenario()
    oid = s.battlefield(0, usurper)
    other = s.battlefield(0, usurper)
    game = s.start("main1")
    game.state.players[0].life = 25
    attack(game, oid)
    game.apply(("block_done",))
    after_combat(game)
    assert not game.state.objects[oid].counters  # 20 < 25: not the most life
    game.state.players[0].life = 15
    pass_until(game, lambda g: g.state.turn == 7 and g.pending["kind"] == "declare_attackers")
    attack(game, other)
    pass_until(game, lambda g: not g.state.stack_ids() and g.state.step == "declare_blockers")
    assert game.state.objects[other].counters == {"+1/+1": 1}


def test_702_92_living_weapon_creates_a_germ_and_attaches() -> None:
    blade = card("Germ Blade {2}\nArtifact — Equipment\nLiving weapon\nEquipped creature gets +2/+2.\nEquip {2}")
    s = scenario()
    oid = s.hand(0, blade)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    settle(game)
    equipment = named(game, "Germ Blade")[0]
    germ = game.state.objects[equipment].attached_to
    assert germ is not None and chars(game.state, germ).power == 2 and "Germ" in chars(game.state, germ).subtypes


# --- activated --------------------------------------------------------------------------------------------------


def test_702_107_outlast_puts_a_counter_as_a_sorcery() -> None:
    vet = card("Outlast Veteran {W}\nCreature — Human Warrior 1/1\nOutlast {W}")
    s = scenario()
    oid = s.battlefield(0, vet)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[oid].counters == {"+1/+1": 1} and game.state.objects[oid].tapped


def test_701_37_monstrosity_only_once() -> None:
    beast = card("Monster Beast {G}\nCreature — Beast 2/2\n{G}: Monstrosity 2.")
    s = scenario()
    oid = s.battlefield(0, beast)
    s.many(0, "battlefield", ["Forest", "Forest"])
    game = s.start("main1")
    for _ in range(2):
        game.apply(("activate", oid, 0))
        game.apply(("pay",))
        settle(game)
    assert game.state.objects[oid].counters == {"+1/+1": 2} and "monstrous" in game.state.objects[oid].tags


def test_702_keywords_of_permanents_render_as_keywords() -> None:
    text = render(card("Kw Show {2}{R}\nCreature — Goblin 2/2\nEcho {2}{R}\nPersist\nRampage 1"))
    assert "Echo {2}{R} (702.30)" in text and "Persist (702.79)" in text and "Rampage 1 (702.23)" in text


def test_702_98_unleash_counter_and_cant_block_with_it() -> None:
    brute = card("Unleashed Brute {R}\nCreature — Ogre 2/2\nUnleash")
    s = scenario()
    wild = s.hand(1, brute)
    calm = s.hand(1, brute)
    s.many(1, "battlefield", ["Mountain", "Mountain"])
    attacker = s.battlefield(0, card(BEAR))
    game = s.start("main1", active=1)
    for oid, choice in ((wild, ("counter",)), (calm, ("no",))):
        game.apply(("cast", oid))
        game.apply(("pay",))
        settle(game, answers=(choice,), seat=1)
    ids = named(game, "Unleashed Brute")
    counters = {o: game.state.objects[o].counters for o in ids}
    assert sorted(chars(game.state, o).power for o in ids) == [2, 3]
    pass_until(game, lambda g: g.state.active == 0 and g.pending["kind"] == "declare_attackers")
    attack(game, attacker)
    blockers = {a[1] for a in game.legal_actions() if a[0] == "block"}
    assert blockers == {o for o in ids if not counters[o]}


def test_702_97_scavenge_exiles_for_counters_equal_to_power() -> None:
    dead = card("Scavenging Ooze Test {2}{G}\nCreature — Ooze 3/3\nScavenge {1}{G}")
    s = scenario()
    oid = s.graveyard(0, dead)
    bear = s.battlefield(0, card(BEAR))
    s.many(0, "battlefield", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[bear].counters == {"+1/+1": 3} and named(game, "Scavenging Ooze Test", "exile")


def test_701_37_when_it_becomes_monstrous_triggers_once() -> None:
    beast = card("Monster Pinger {R}\nCreature — Beast 2/2\n{R}: Monstrosity 1.\n"
                 "When Monster Pinger becomes monstrous, it deals 2 damage to target player.")
    s = scenario()
    oid = s.battlefield(0, beast)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    game = s.start("main1")
    for _ in range(2):
        game.apply(("activate", oid, 0))
        game.apply(("pay",))
        settle(game, answers=(("target", ("player", 1)),))
    assert game.state.players[1].life == 18


def test_701_39_bolster_picks_the_least_toughness() -> None:
    general = card("Bolster General {2}{W}\nCreature — Human Soldier 3/3\nWhen Bolster General enters, bolster 2.")
    s = scenario()
    oid = s.hand(0, general)
    bear = s.battlefield(0, card(BEAR))
    s.many(0, "battlefield", ["Plains"] * 3)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[bear].counters == {"+1/+1": 2}


def test_701_41_support_other_target_creatures() -> None:
    helper = card("Support Cleric {1}{W}\nCreature — Human Cleric 1/1\nWhen Support Cleric enters, support 2.")
    s = scenario()
    oid = s.hand(0, helper)
    bears = [s.battlefield(0, card(BEAR)) for _ in range(2)]
    s.many(0, "battlefield", ["Plains"] * 2)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "target_count")
    game.apply(("count", 2))
    offered = {a[1] for a in game.legal_actions() if a[0] == "target"}
    assert named(game, "Support Cleric")[0] not in offered and set(bears) <= offered  # 701.41a: "other"
    settle(game, answers=tuple(("target", b) for b in bears))
    assert all(game.state.objects[b].counters == {"+1/+1": 1} for b in bears)


def test_702_100_evolve_when_a_bigger_creature_enters() -> None:
    evolver = card("Evolving Crab {G}\nCreature — Crab 1/1\nEvolve")
    s = scenario()
    crab = s.battlefield(0, evolver)
    small = s.hand(0, card("Tiny Elf {G}\nCreature — Elf 1/1"))
    bear = s.hand(0, card(BEAR))
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    game.apply(("cast", small))
    game.apply(("pay",))
    settle(game)
    assert not game.state.objects[crab].counters  # 1/1 is not greater than 1/1
    game.apply(("cast", bear))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[crab].counters == {"+1/+1": 1}


def test_702_89_totem_armor_is_destroyed_instead() -> None:
    totem = card("Test Totem {G}\nEnchantment — Aura\nEnchant creature\nTotem armor\n"
                 "Enchanted creature gets +1/+1.")
    s = scenario()
    bear = s.battlefield(0, card(BEAR))
    aura = s.battlefield(0, totem, attached_to=bear)
    s.hand(0, SLAY)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    slay(game, bear)
    assert bear in game.state.objects and aura not in game.state.objects
    assert named(game, "Test Totem", "graveyard")


def test_702_122_crew_taps_creatures_with_total_power() -> None:
    cart = card("Test Cart {3}\nArtifact — Vehicle 5/5\nCrew 3")
    s = scenario()
    vehicle = s.battlefield(0, cart)
    bear = s.battlefield(0, card(BEAR), sick=True)  # 702.122a: no {T} symbol, so a new creature can crew
    elf = s.battlefield(0, card("Tiny Elf {G}\nCreature — Elf 1/1"))
    game = s.start("main1")
    assert "Creature" not in chars(game.state, vehicle).types  # 301.7
    game.apply(("activate", vehicle, 0))
    game.apply(("pick", "crew", bear))
    assert game.pending["kind"] == "cost_crew"  # 2 power is not enough
    game.apply(("pick", "crew", elf))
    settle(game)
    assert game.state.objects[bear].tapped and game.state.objects[elf].tapped
    assert "Creature" in chars(game.state, vehicle).types and chars(game.state, vehicle).power == 5
    pass_until(game, lambda g: g.state.turn == 6)
    assert "Creature" not in chars(game.state, vehicle).types  # until end of turn


def test_702_122_crew_not_offered_without_enough_power() -> None:
    cart = card("Test Cart {3}\nArtifact — Vehicle 5/5\nCrew 3")
    s = scenario()
    vehicle = s.battlefield(0, cart)
    s.battlefield(0, card(BEAR))
    game = s.start("main1")
    assert ("activate", vehicle, 0) not in game.legal_actions()


def test_702_52_dredge_replaces_a_draw() -> None:
    dredger = card("Dredge Imp {B}\nCreature — Imp 1/1\nDredge 2")
    s = scenario()
    oid = s.graveyard(0, dredger)
    game = s.start("end", active=1)
    pass_until(game, lambda g: g.pending["kind"] == "dredge")
    assert ("draw",) in game.legal_actions()
    hand = len(game.state.zone("hand", 0))
    game.apply(("dredge", oid))
    assert named(game, "Dredge Imp", "hand") and len(game.state.zone("hand", 0)) == hand + 1
    assert len(game.state.zones[("library", 0)]) == 6 and len(named(game, "Wastes", "graveyard")) == 2


def test_702_52_dredge_needs_enough_cards_in_library() -> None:
    dredger = card("Deep Dredger {B}\nCreature — Imp 1/1\nDredge 9")
    s = scenario()  # 8 cards in the library
    s.graveyard(0, dredger)
    game = s.start("end", active=1)
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1")
    assert not any(e.kind == "dredge" for e in game.state.log) and len(game.state.zone("hand", 0)) == 1


def test_702_44_sunburst_counts_colors_spent() -> None:
    sun = card("Sunburst Golem {3}\nArtifact Creature — Golem 0/0\nSunburst")
    orb = card("Sunburst Orb {2}\nArtifact\nSunburst")
    s = scenario()
    golem = s.hand(0, sun)
    ball = s.hand(0, orb)
    s.many(0, "battlefield", ["Forest", "Plains", "Wastes", "Mountain", "Mountain"])
    game = s.start("main1")
    for oid in (golem, ball):
        game.apply(("cast", oid))
        game.apply(("pay",))
        settle(game)
    g = named(game, "Sunburst Golem")[0]
    o = named(game, "Sunburst Orb")[0]
    assert game.state.objects[g].counters == {"+1/+1": 2}  # green and white; {C} is not a color
    assert game.state.objects[o].counters == {"charge": 1}


def test_702_82_devour_sacrifices_for_counters() -> None:
    eater = card("Devouring Wurm {G}\nCreature — Wurm 1/1\nDevour 2")
    s = scenario()
    oid = s.hand(0, eater)
    food = [s.battlefield(0, card(BEAR)) for _ in range(2)]
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "devour")
    game.apply(("devour", food[0]))
    game.apply(("devour", food[1]))
    game.apply(("done",))
    wurm = named(game, "Devouring Wurm")[0]
    assert game.state.objects[wurm].counters == {"+1/+1": 4} and not named(game, "Plain Bear")


def test_702_38_amplify_reveals_cards_sharing_a_type() -> None:
    amp = card("Amplified Zombie {B}\nCreature — Zombie 1/1\nAmplify 1")
    s = scenario()
    oid = s.hand(0, amp)
    other = s.hand(0, card("Other Zombie {B}\nCreature — Zombie Knight 2/2"))
    s.hand(0, card(BEAR))
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "amplify")
    assert {a[1] for a in game.legal_actions() if a[0] == "reveal"} == {other}  # the Bear shares no type
    game.apply(("reveal", other))
    game.apply(("done",))
    zombie = named(game, "Amplified Zombie")[0]
    assert game.state.objects[zombie].counters == {"+1/+1": 1} and other in game.state.zone("hand", 0)


def test_702_72_champion_exiles_and_returns_when_it_leaves() -> None:
    champ = card("Elf Champion {1}{G}\nCreature — Elf Warrior 5/5\nChampion an Elf")
    elf = card("Tiny Elf {G}\nCreature — Elf 1/1")
    s = scenario()
    oid = s.hand(0, champ)
    small = s.battlefield(0, elf)
    s.battlefield(0, card(BEAR))
    s.hand(0, SLAY)
    s.many(0, "battlefield", ["Forest", "Forest", "Swamp"])
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "champion")
    assert {a[1] for a in game.legal_actions() if a[0] == "exile"} == {small}
    game.apply(("exile", small))
    settle(game)
    assert named(game, "Tiny Elf", "exile") and named(game, "Elf Champion")
    slay(game, named(game, "Elf Champion")[0])
    assert named(game, "Tiny Elf") and not named(game, "Tiny Elf", "exile")


def test_702_72_champion_sacrificed_without_another() -> None:
    champ = card("Elf Champion {1}{G}\nCreature — Elf Warrior 5/5\nChampion an Elf")
    s = scenario()
    oid = s.hand(0, champ)
    s.many(0, "battlefield", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "champion")
    assert game.legal_actions() == [("sacrifice",)]
    game.apply(("sacrifice",))
    assert named(game, "Elf Champion", "graveyard")


def test_702_121_melee_counts_opponents_attacked() -> None:
    fighter = card("Melee Fighter {1}{R}\nCreature — Human Warrior 2/2\nMelee")
    s = scenario()
    oid = s.battlefield(0, fighter)
    game = s.start("main1")
    attack(game, oid)
    assert chars(game.state, oid).power == 3


def test_702_39_provoke_untaps_and_forces_the_block() -> None:
    taunter = card("Provoking Ape {1}{G}\nCreature — Ape 3/3\nProvoke")
    s = scenario()
    oid = s.battlefield(0, taunter)
    other = s.battlefield(0, card(BEAR))
    victim = s.battlefield(1, card(BEAR), tapped=True)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", oid, ("player", 1)))
    game.apply(("attack", other, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.pending["kind"] in ("choose_target", "declare_blockers"))
    game.apply(("target", victim))
    pass_until(game, lambda g: g.pending["kind"] in ("may", "declare_blockers"))
    game.apply(("yes",))
    pass_until(game, lambda g: g.pending["kind"] == "declare_blockers")
    assert not game.state.objects[victim].tapped
    assert ("block_done",) not in game.legal_actions()  # 702.39a: it must block the provoker
    game.apply(("block", victim, other))
    assert ("block_done",) not in game.legal_actions() and ("unblock", victim) in game.legal_actions()
    game.apply(("unblock", victim))
    game.apply(("block", victim, oid))
    assert ("block_done",) in game.legal_actions()


def test_702_26_phasing_out_and_back_in_keeps_the_object() -> None:
    drake = card("Phasing Drake {2}{U}\nCreature — Drake 3/2\nFlying\nPhasing")
    aura = card("Test Wings {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1.")
    s = scenario()
    oid = s.battlefield(0, drake, counters={"+1/+1": 1}, tapped=True)
    wings = s.battlefield(0, aura, attached_to=oid)
    game = s.start("end", active=1)
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "upkeep")
    st = game.state
    assert oid not in st.battlefield() and wings not in st.battlefield()  # 702.26b, g: it and its Aura
    assert st.objects[oid].counters == {"+1/+1": 1} and st.objects[wings].attached_to == oid
    pass_until(game, lambda g: g.state.turn == 8 and g.state.step == "upkeep")
    st = game.state
    assert oid in st.battlefield() and wings in st.battlefield()  # 702.26d: the same objects phase in
    assert chars(st, oid).power == 5 and not st.objects[oid].tapped


def test_702_116_myriad_copies_attack_the_other_opponents_then_leave() -> None:
    herald = card("Myriad Herald {3}{W}\nCreature — Angel 2/2\nMyriad")
    s = Scenario(players=3)
    for seat in range(3):
        s.many(seat, "library", ["Wastes"] * 5)
    oid = s.battlefield(0, herald)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", oid, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.pending["kind"] == "may")
    game.apply(("yes",))
    tokens = [o for o in named(game, "Myriad Herald") if o != oid]
    assert len(tokens) == 1 and game.state.combat.attackers[tokens[0]] == ("player", 2)
    pass_until(game, lambda g: g.state.step == "main2")
    assert game.state.players[2].life == 18 and game.state.players[1].life == 18
    assert named(game, "Myriad Herald") == [oid]  # the copy was exiled at end of combat


def test_701_37_as_long_as_it_is_monstrous() -> None:
    beast = card("Monster Trampler {G}\nCreature — Beast 2/2\n{G}: Monstrosity 1.\n"
                 "As long as Monster Trampler is monstrous, Monster Trampler has trample.")
    s = scenario()
    oid = s.battlefield(0, beast)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    assert "trample" not in chars(game.state, oid).keywords
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    settle(game)
    assert "trample" in chars(game.state, oid).keywords


CARDS = """
Pain Adept {1}{B}
Creature — Human Cleric 1/3
Exploit (When this creature enters, you may sacrifice a creature.)
When Pain Adept exploits a creature, target opponent loses 2 life and you gain 2 life.

Crown Hound {1}{G}
Creature — Dog 2/2

Tribute Ogre {2}{R}
Creature — Ogre 2/2
Tribute 2 (As this creature enters, an opponent of your choice may put two +1/+1 counters on it.)
When Tribute Ogre enters, if tribute wasn't paid, Tribute Ogre deals 3 damage to each opponent.
"""


@pytest.fixture(scope="module")
def pool() -> CardPool:
    found = CardPool()
    for raw in parse_file(CARD_DIR / "basic_lands.txt"):
        found.add(compile_card(raw), raw.file, raw.line)
    for raw in parse_text(CARDS, "test_kwthree"):
        found.add(compile_card(raw))
    return found


def _cast_adept(pool: CardPool, choose: Any) -> tuple[Any, int, int]:
    """Cast Pain Adept with a Crown Hound on the battlefield; `choose(adept, hound)` answers the exploit
    question; everything else passes until the stack is empty."""
    s = Scenario(pool=pool)
    adept = s.hand(0, "Pain Adept")
    hound = s.battlefield(0, "Crown Hound")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", adept))
    for _ in range(50):
        if game.pending["kind"] == "exploit":
            adept = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Pain Adept")
            game.apply(choose(adept, hound))
        elif game.pending["kind"] == "priority" and not game.state.stack_ids() and not game.state.pending_triggers:
            break
        elif game.pending["kind"] == "priority":
            game.apply(("pass",))
        else:
            game.apply(game.legal_actions()[0])
    return game, adept, hound


def test_702_110b_sacrificing_a_creature_to_exploit_triggers_exploits_a_creature(pool: CardPool) -> None:
    game, adept, hound = _cast_adept(pool, lambda adept, hound: ("sacrifice", hound))
    assert hound not in game.state.battlefield()
    assert adept in game.state.battlefield()  # the permanent's id (400.7), as asked
    assert game.state.players[1].life == 18
    assert game.state.players[0].life == 22


def test_702_110a_exploit_is_optional_and_declining_triggers_nothing(pool: CardPool) -> None:
    game, adept, hound = _cast_adept(pool, lambda adept, hound: ("no",))
    assert hound in game.state.battlefield() and adept in game.state.battlefield()
    assert game.state.players[1].life == 20


def test_702_110b_a_creature_that_exploits_itself_gets_no_exploits_trigger(pool: CardPool) -> None:
    game, adept, hound = _cast_adept(pool, lambda adept, hound: ("sacrifice", adept))
    assert adept not in game.state.battlefield() and hound in game.state.battlefield()
    assert game.state.players[1].life == 20


def test_exploit_renders_back_as_written(pool: CardPool) -> None:
    text = render_card(pool.get("Pain Adept"))
    assert "Exploit (702.110)" in text
    assert "When this exploits a creature" in text or "Whenever this exploits a creature" in text


def test_702_104a_the_opponent_chooses_whether_to_pay_tribute(pool: CardPool) -> None:
    for answer, counters, life in (("pay", 2, 20), ("no", 0, 17)):
        s = Scenario(pool=pool)
        ogre = s.hand(0, "Tribute Ogre")
        for _ in range(3):
            s.battlefield(0, "Mountain")
        game = s.start("main1")
        game.apply(("cast", ogre))
        asked = []
        for _ in range(50):
            if game.pending["kind"] == "tribute":
                asked.append(game.pending["player"])
                game.apply((answer,))
            elif game.pending["kind"] == "priority" and not game.state.stack_ids() \
                    and not game.state.pending_triggers:
                break
            elif game.pending["kind"] == "priority":
                game.apply(("pass",))
            else:
                game.apply(game.legal_actions()[0])
        assert asked == [1]
        new = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Tribute Ogre")
        assert game.state.objects[new].counters.get("+1/+1", 0) == counters
        assert game.state.players[1].life == life


def test_702_104b_tribute_wasnt_paid_when_it_enters_without_being_cast(pool: CardPool) -> None:
    from kitchentable.rules.abilities import Condition
    from kitchentable.rules.stack.conditions import check_condition

    s = Scenario(pool=pool)
    ogre = s.battlefield(0, "Tribute Ogre")
    game = s.start("main1")
    assert check_condition(game.state, Condition("tribute_not_paid"), 0, ogre)


def test_tribute_renders_back_as_written(pool: CardPool) -> None:
    text = render_card(pool.get("Tribute Ogre"))
    assert "Tribute 2" in text
    assert "if tribute wasn't paid" in text


# --- partner (702.124) ----------------------------------------------------------------------------------------------

PIR = card("Pir, Kind Rascal {2}{G}\nLegendary Creature — Human 1/1\n"
           "Partner with Toothy, Odd Friend (When this creature enters, target player may put Toothy into their "
           "hand from their library, then shuffle.)")
TOOTHY = card("Toothy, Odd Friend {3}{U}\nLegendary Creature — Illusion 1/1\nPartner with Pir, Kind Rascal")


def test_702_124a_partner_and_its_variants_are_deck_construction_keywords_only() -> None:
    for line in ("Partner", "Friends forever", "Choose a Background", "Doctor's companion", "Partner—Survivors"):
        lone = card(f"Lone Hero {{2}}{{W}}\nLegendary Creature — Human 2/2\n{line}")
        assert lone.keywords == {line.lower()} and not lone.triggered and not lone.activated and not lone.static


def test_702_124f_partner_with_lets_the_target_player_search_for_the_named_card() -> None:
    s = scenario()
    pir = s.hand(0, PIR)
    toothy = s.library(0, TOOTHY)
    lands(s, 0, 3, "Forest")
    game = s.start("main1")
    game.apply(("cast", pir))
    game.apply(("pay",))
    settle(game, (("target", ("player", 0)), ("yes",), ("find", toothy)))
    assert len(named(game, "Toothy, Odd Friend", "hand")) == 1  # 400.7: a new object in the hand
    assert "Partner with Toothy, Odd Friend" in render(PIR)


def test_702_124f_the_targeted_opponent_searches_their_own_library() -> None:
    s = scenario()
    pir = s.hand(0, PIR)
    mine = s.library(0, TOOTHY)
    theirs = s.library(1, TOOTHY)
    lands(s, 0, 3, "Forest")
    game = s.start("main1")
    game.apply(("cast", pir))
    game.apply(("pay",))
    seen: list[tuple[int, tuple[object, ...]]] = []
    for _ in range(40):
        d = game.pending
        if d["kind"] == "priority" and not game.state.stack_ids() and d["player"] == 0:
            break
        options = game.legal_actions()
        if d["kind"] == "search":
            seen.append((d["player"], tuple(options)))
        pick = [o for o in options if o in (("target", ("player", 1)), ("yes",), ("find", theirs))]
        game.apply(pick[0] if pick else ("pass",) if ("pass",) in options else options[0])
    assert seen and all(p == 1 and ("find", mine) not in opts for p, opts in seen)
    (found,) = named(game, "Toothy, Odd Friend", "hand")
    assert game.state.objects[found].owner == 1 and game.state.objects[mine].zone[0] == "library"


# --- riot (702.136) -----------------------------------------------------------------------------------------------

RIOTER = card("Rioter {1}{R}\nCreature — Goblin 2/2\nRiot")


def _riot(answer: str) -> tuple[Any, int]:
    s = scenario()
    oid = s.hand(0, RIOTER)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "riot")
    game.apply((answer,))
    settle(game)
    (rioter,) = named(game, "Rioter")
    return game, rioter


def test_702_136_riot_counter_or_haste() -> None:
    game, rioter = _riot("counter")
    assert game.state.objects[rioter].counters == {"+1/+1": 1} and "haste" not in chars(game.state, rioter).keywords
    game, rioter = _riot("haste")
    assert not game.state.objects[rioter].counters and "haste" in chars(game.state, rioter).keywords
