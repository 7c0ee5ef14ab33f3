"""Black limited staples (data/cards/staples_black.txt): each test plays the card's main ability in a scenario."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario

from ..support import settle
from .staples_support import cast_aura, check_sliver_lord, named, staples_pool

# Plain cards the scenarios need beside the staples (compiled here so a card file someone else is editing
# cannot break these tests).
SUPPORT = """
Grizzly Bears {1}{G}
Creature — Bear 2/2

Hill Giant {3}{R}
Creature — Giant 3/3

Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.

Walking Corpse {1}{B}
Creature — Zombie 2/2

Serra Angel {3}{W}{W}
Creature — Angel 4/4
Flying, vigilance

Divination {2}{U}
Sorcery
Draw two cards.

Metallic Sliver {1}
Artifact Creature — Sliver 1/1
"""


POOL = staples_pool("staples_black.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def test_gatekeeper_of_malakir_kicked_makes_a_player_sacrifice() -> None:
    s = scenario()
    gatekeeper = s.hand(0, "Gatekeeper of Malakir")
    s.many(0, "battlefield", ["Swamp"] * 3)
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", gatekeeper))
    game.apply(("cost", "kicker", 0))
    game.apply(("pay",))
    settle(game, lambda p, opts: ("target", ("player", 1)) if ("target", ("player", 1)) in opts else opts[0])
    assert bears not in game.state.battlefield()
    assert len(named(game, "Gatekeeper of Malakir", 0)) == 1


def test_gatekeeper_of_malakir_unkicked_has_no_trigger() -> None:
    s = scenario()
    gatekeeper = s.hand(0, "Gatekeeper of Malakir")
    s.many(0, "battlefield", ["Swamp"] * 2)
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", gatekeeper))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    settle(game)
    assert bears in game.state.battlefield()


def test_grim_affliction_counter_then_proliferate_kills_a_bear() -> None:
    s = scenario()
    spell = s.hand(0, "Grim Affliction")
    s.many(0, "battlefield", ["Swamp"] * 3)
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    assert bears not in game.state.battlefield()


def test_festering_goblin_dies_and_shrinks_a_creature() -> None:
    s = scenario()
    goblin = s.battlefield(0, "Festering Goblin")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    corpse = s.battlefield(1, "Walking Corpse")
    game = s.start("main1", active=1)
    game.apply(("cast", bolt))
    game.apply(("target", goblin))
    game.apply(("pay",))
    settle(game, lambda p, opts: ("target", corpse) if ("target", corpse) in opts else opts[0])
    c = chars(game.state, corpse)
    assert (c.power, c.toughness) == (1, 1)


def test_skinrender_puts_three_counters_on_a_creature() -> None:
    s = scenario()
    skinrender = s.hand(0, "Skinrender")
    s.many(0, "battlefield", ["Swamp"] * 4)
    angel = s.battlefield(1, "Serra Angel")
    game = s.start("main1")
    game.apply(("cast", skinrender))
    game.apply(("pay",))
    settle(game, lambda p, opts: ("target", angel) if ("target", angel) in opts else opts[0])
    c = chars(game.state, angel)
    assert (c.power, c.toughness) == (1, 1)


def test_dusk_legion_zealot_draws_and_loses_one_life() -> None:
    s = scenario()
    zealot = s.hand(0, "Dusk Legion Zealot")
    s.many(0, "battlefield", ["Swamp"] * 2)
    s.library(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", zealot))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 0)) == 1
    assert game.state.players[0].life == 19


def test_vampire_sovereign_drains_three() -> None:
    s = scenario()
    sovereign = s.hand(0, "Vampire Sovereign")
    s.many(0, "battlefield", ["Swamp"] * 5)
    game = s.start("main1")
    game.apply(("cast", sovereign))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 17
    assert game.state.players[0].life == 23


def test_moan_of_the_unhallowed_makes_zombies_and_flashes_back() -> None:
    s = scenario()
    moan = s.hand(0, "Moan of the Unhallowed")
    s.many(0, "battlefield", ["Swamp"] * 11)
    game = s.start("main1")
    game.apply(("cast", moan))
    game.apply(("pay",))
    settle(game)
    assert len(named(game, "Zombie Token", 0)) == 2
    in_graveyard = game.state.zone("graveyard", 0)
    assert len(in_graveyard) == 1
    game.apply(("cast", in_graveyard[0], "flashback"))
    game.apply(("pay",))
    settle(game)
    assert len(named(game, "Zombie Token", 0)) == 4
    assert len(game.state.zone("exile", -1)) == 1


def test_undead_warchief_pumps_zombies_and_reduces_zombie_spells() -> None:
    s = scenario()
    s.battlefield(0, "Undead Warchief")
    corpse = s.battlefield(0, "Walking Corpse")
    second = s.hand(0, "Walking Corpse")
    s.battlefield(0, "Swamp")
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    c = chars(game.state, corpse)
    assert (c.power, c.toughness) == (4, 3)
    assert chars(game.state, bears).power == 2
    game.apply(("cast", second))
    assert [e for e in game.state.log if e.kind == "total_cost"][-1].data == ("{B}",)


def test_executioners_capsule_destroys_a_nonblack_creature() -> None:
    s = scenario()
    capsule = s.battlefield(0, "Executioner's Capsule")
    s.many(0, "battlefield", ["Swamp"] * 2)
    bears = s.battlefield(1, "Grizzly Bears")
    corpse = s.battlefield(1, "Walking Corpse")
    game = s.start("main1")
    game.apply(("activate", capsule, 0))
    assert ("target", corpse) not in game.legal_actions()
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    assert bears not in game.state.battlefield()
    assert capsule not in game.state.battlefield()


def test_fume_spitter_sacrifices_to_put_a_counter() -> None:
    s = scenario()
    spitter = s.battlefield(0, "Fume Spitter")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", spitter, 0))
    game.apply(("target", bears))
    game.apply(("pay",)) if ("pay",) in game.legal_actions() else None
    settle(game)
    assert spitter not in game.state.battlefield()
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (1, 1)
    assert game.state.objects[bears].counters.get("-1/-1") == 1


def test_syphon_sliver_gives_slivers_lifelink() -> None:
    check_sliver_lord(POOL, "Syphon Sliver", (0, 0), {"lifelink"})


def test_bloodflow_connoisseur_sacrifices_for_a_counter() -> None:
    s = scenario()
    vampire = s.battlefield(0, "Bloodflow Connoisseur")
    corpse = s.battlefield(0, "Walking Corpse")
    game = s.start("main1")
    game.apply(("activate", vampire, 0))
    options = game.legal_actions()
    game.apply(next(o for o in options if corpse in o))
    if ("pay",) in game.legal_actions():
        game.apply(("pay",))
    settle(game)
    assert corpse not in game.state.battlefield()
    assert game.state.objects[vampire].counters.get("+1/+1") == 1


def test_viscera_seer_sacrifices_to_scry() -> None:
    s = scenario()
    seer = s.battlefield(0, "Viscera Seer")
    corpse = s.battlefield(0, "Walking Corpse")
    s.library(0, "Swamp")
    s.library(0, "Swamp")
    top = s.library(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", seer, 0))
    game.apply(next(o for o in game.legal_actions() if corpse in o))
    if ("pay",) in game.legal_actions():
        game.apply(("pay",))
    seen: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        seen.append(pending["kind"])
        return ("bottom", top) if ("bottom", top) in options else options[0]

    settle(game, choose)
    assert "scry" in seen
    library = game.state.zone("library", 0)
    assert library[0] == top


def test_altars_reap_sacrifices_and_draws_two() -> None:
    s = scenario()
    spell = s.hand(0, "Altar's Reap")
    s.many(0, "battlefield", ["Swamp"] * 2)
    corpse = s.battlefield(0, "Walking Corpse")
    s.many(0, "library", ["Swamp"] * 3)
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))
    settle(game)
    assert corpse not in game.state.battlefield()
    assert len(game.state.zone("hand", 0)) == 2


def test_black_auras() -> None:
    cast_aura(POOL, "Weakness", ["Swamp"], 1, (0, 1), set())
    cast_aura(POOL, "Feast of the Unicorn", ["Swamp"] * 4, 0, (6, 2), set())
    cast_aura(POOL, "Dead Weight", ["Swamp"], 1, (0, 0), set())


def test_eviscerate_and_heros_downfall_destroy_a_creature() -> None:
    for name, lands in (("Eviscerate", 4), ("Hero's Downfall", 3)):
        s = scenario()
        spell = s.hand(0, name)
        s.many(0, "battlefield", ["Swamp"] * lands)
        angel = s.battlefield(1, "Serra Angel")
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("target", angel))
        game.apply(("pay",))
        settle(game)
        assert angel not in game.state.battlefield(), name


def test_grasp_of_darkness_gives_minus_four() -> None:
    s = scenario()
    spell = s.hand(0, "Grasp of Darkness")
    s.many(0, "battlefield", ["Swamp"] * 2)
    angel = s.battlefield(1, "Serra Angel")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", angel))
    game.apply(("pay",))
    settle(game)
    assert angel not in game.state.battlefield()


def test_shambling_goblin_dies_and_shrinks_an_opponents_creature() -> None:
    s = scenario()
    goblin = s.battlefield(0, "Shambling Goblin")
    mine = s.battlefield(0, "Walking Corpse")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    theirs = s.battlefield(1, "Walking Corpse")
    game = s.start("main1", active=1)
    game.apply(("cast", bolt))
    game.apply(("target", goblin))
    game.apply(("pay",))
    seen: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        seen.extend(options)
        return ("target", theirs) if ("target", theirs) in options else options[0]

    settle(game, choose)
    assert ("target", mine) not in seen
    assert chars(game.state, theirs).power == 1


def test_ravenous_chupacabra_destroys_an_opponents_creature() -> None:
    s = scenario()
    chupacabra = s.hand(0, "Ravenous Chupacabra")
    s.many(0, "battlefield", ["Swamp"] * 4)
    mine = s.battlefield(0, "Walking Corpse")
    angel = s.battlefield(1, "Serra Angel")
    game = s.start("main1")
    game.apply(("cast", chupacabra))
    game.apply(("pay",))
    seen: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        seen.extend(options)
        return ("target", angel) if ("target", angel) in options else options[0]

    settle(game, choose)
    assert ("target", mine) not in seen
    assert angel not in game.state.battlefield() and mine in game.state.battlefield()


def test_fleshbag_marauder_makes_each_player_sacrifice() -> None:
    s = scenario()
    marauder = s.hand(0, "Fleshbag Marauder")
    s.many(0, "battlefield", ["Swamp"] * 3)
    mine = s.battlefield(0, "Walking Corpse")
    angel = s.battlefield(1, "Serra Angel")
    game = s.start("main1")
    game.apply(("cast", marauder))
    game.apply(("pay",))
    settle(game, lambda p, opts: ("sacrifice", mine) if ("sacrifice", mine) in opts else opts[0])
    assert angel not in game.state.battlefield()
    assert mine not in game.state.battlefield()
    assert len(named(game, "Fleshbag Marauder", 0)) == 1
