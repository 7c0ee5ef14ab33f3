"""Red limited staples (data/cards/staples_red.txt): each test plays the card's main ability in a scenario."""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario

from ..support import settle
from .staples_support import check_sliver_lord, named, staples_pool

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

Ornithopter {0}
Artifact Creature — Thopter 0/2
Flying

Metallic Sliver {1}
Artifact Creature — Sliver 1/1
"""


POOL = staples_pool("staples_red.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def test_thermo_alchemist_pings_and_untaps_on_instant() -> None:
    s = scenario()
    alchemist = s.battlefield(0, "Thermo-Alchemist")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("activate", alchemist, 0))
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 19
    assert game.state.objects[alchemist].tapped
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    settle(game)
    assert not game.state.objects[alchemist].tapped
    assert game.state.players[1].life == 16


def test_shivan_fire_kicked_deals_four_to_a_creature() -> None:
    s = scenario()
    spell = s.hand(0, "Shivan Fire")
    s.many(0, "battlefield", ["Mountain"] * 5)
    giant = s.battlefield(1, "Hill Giant")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", giant))
    game.apply(("pay",))
    settle(game)
    assert giant not in game.state.battlefield()


def test_shivan_fire_unkicked_deals_two() -> None:
    s = scenario()
    spell = s.hand(0, "Shivan Fire")
    s.battlefield(0, "Mountain")
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("cost", "normal"))
    assert ("target", ("player", 1)) not in game.legal_actions()
    game.apply(("target", giant))
    game.apply(("pay",))
    settle(game)
    assert giant in game.state.battlefield() and game.state.objects[giant].damage == 2
    assert bears in game.state.battlefield()


def test_guttersnipe_deals_two_to_each_opponent_per_instant() -> None:
    s = scenario()
    s.battlefield(0, "Guttersnipe")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 18
    assert game.state.players[0].life == 20


def test_young_pyromancer_makes_an_elemental_per_instant() -> None:
    s = scenario()
    s.battlefield(0, "Young Pyromancer")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    tokens = named(game, "Elemental Token", 0)
    assert len(tokens) == 1
    c = chars(game.state, tokens[0])
    assert (c.power, c.toughness, c.colors) == (1, 1, frozenset({"R"}))


def test_beetleback_chief_enters_with_two_goblins() -> None:
    s = scenario()
    chief = s.hand(0, "Beetleback Chief")
    s.many(0, "battlefield", ["Mountain"] * 4)
    game = s.start("main1")
    game.apply(("cast", chief))
    game.apply(("pay",))
    settle(game)
    assert len(named(game, "Beetleback Chief", 0)) == 1
    goblins = named(game, "Goblin Token", 0)
    assert len(goblins) == 2
    assert all("Goblin" in chars(game.state, g).subtypes for g in goblins)


def test_goblin_instigator_enters_with_one_goblin() -> None:
    s = scenario()
    instigator = s.hand(0, "Goblin Instigator")
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    game.apply(("cast", instigator))
    game.apply(("pay",))
    settle(game)
    assert len(named(game, "Goblin Token", 0)) == 1


def test_krenkos_command_and_dragon_fodder_make_two_goblins() -> None:
    for name in ("Krenko's Command", "Dragon Fodder"):
        s = scenario()
        spell = s.hand(0, name)
        s.many(0, "battlefield", ["Mountain"] * 2)
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("pay",))
        settle(game)
        goblins = named(game, "Goblin Token", 0)
        assert len(goblins) == 2, name
        assert chars(game.state, goblins[0]).power == 1


def test_torch_fiend_sacrifices_to_destroy_an_artifact() -> None:
    s = scenario()
    fiend = s.battlefield(0, "Torch Fiend")
    s.battlefield(0, "Mountain")
    thopter = s.battlefield(1, "Ornithopter")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", fiend, 0))
    assert ("target", bears) not in game.legal_actions()
    game.apply(("target", thopter))
    game.apply(("pay",))
    settle(game)
    assert thopter not in game.state.battlefield()
    assert fiend not in game.state.battlefield()


def test_blisterstick_shaman_enters_and_pings() -> None:
    s = scenario()
    shaman = s.hand(0, "Blisterstick Shaman")
    s.many(0, "battlefield", ["Mountain"] * 3)
    game = s.start("main1")
    game.apply(("cast", shaman))
    game.apply(("pay",))
    settle(game, lambda p, opts: ("target", ("player", 1)) if ("target", ("player", 1)) in opts else opts[0])
    assert game.state.players[1].life == 19


def test_red_sliver_lords() -> None:
    check_sliver_lord(POOL, "Striking Sliver", (0, 0), {"first strike"})
    check_sliver_lord(POOL, "Blur Sliver", (0, 0), {"haste"})


def test_faithless_looting_draws_two_discards_two_and_flashes_back() -> None:
    s = scenario()
    spell = s.hand(0, "Faithless Looting")
    s.many(0, "battlefield", ["Mountain"] * 4)
    s.many(0, "library", ["Hill Giant"] * 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 0)) == 0
    assert len(game.state.zone("library", 0)) == 2
    looting = [o for o in game.state.zone("graveyard", 0)
               if game.state.objects[o].card.name == "Faithless Looting"][0]
    game.apply(("cast", looting, "flashback"))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("library", 0)) == 0
    assert len(game.state.zone("graveyard", 0)) == 4


def test_reckless_charge_gives_plus_three_and_haste() -> None:
    s = scenario()
    spell = s.hand(0, "Reckless Charge")
    s.battlefield(0, "Mountain")
    giant = s.battlefield(0, "Hill Giant", sick=True)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", giant))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, giant)
    assert (c.power, c.toughness) == (6, 3) and "haste" in c.keywords


def test_rolling_temblor_hits_only_creatures_without_flying() -> None:
    s = scenario()
    spell = s.hand(0, "Rolling Temblor")
    s.many(0, "battlefield", ["Mountain"] * 3)
    bears = s.battlefield(1, "Grizzly Bears")
    thopter = s.battlefield(1, "Ornithopter")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    assert bears not in game.state.battlefield()
    assert thopter in game.state.battlefield()
    assert game.state.players[1].life == 20


def test_torch_slinger_kicked_deals_two_to_a_creature() -> None:
    s = scenario()
    slinger = s.hand(0, "Torch Slinger")
    s.many(0, "battlefield", ["Mountain"] * 5)
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", slinger))
    game.apply(("cost", "kicker", 0))
    game.apply(("pay",))
    settle(game, lambda p, opts: ("target", bears) if ("target", bears) in opts else opts[0])
    assert bears not in game.state.battlefield()


def test_seal_of_fire_sacrifices_to_deal_two() -> None:
    s = scenario()
    seal = s.battlefield(0, "Seal of Fire")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", seal, 0))
    game.apply(("target", bears))
    if ("pay",) in game.legal_actions():
        game.apply(("pay",))
    settle(game)
    assert seal not in game.state.battlefield()
    assert bears not in game.state.battlefield()


def test_scorching_spear_and_open_fire_burn_a_player() -> None:
    for name, lands, damage in (("Scorching Spear", 1, 1), ("Open Fire", 3, 3)):
        s = scenario()
        spell = s.hand(0, name)
        s.many(0, "battlefield", ["Mountain"] * lands)
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("target", ("player", 1)))
        game.apply(("pay",))
        settle(game)
        assert game.state.players[1].life == 20 - damage, name


def test_bogardan_hellkite_divides_five_damage() -> None:
    s = scenario()
    kite = s.hand(0, "Bogardan Hellkite")
    s.many(0, "battlefield", ["Mountain"] * 8)
    giant = s.battlefield(1, "Hill Giant")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    game = s.start("end")
    game.apply(("cast", kite))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "target_count"
    game.apply(("count", 2))
    game.apply(("target", giant))
    game.apply(("target", ("player", 1)))
    game.apply(("divide", (3, 2)))
    settle(game)
    assert giant not in game.state.battlefield()
    assert game.state.players[1].life == 18


def test_arc_lightning_divides_three_damage() -> None:
    s = scenario()
    spell = s.hand(0, "Arc Lightning")
    s.many(0, "battlefield", ["Mountain"] * 3)
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Ornithopter")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("count", 3))
    game.apply(("target", a))
    game.apply(("target", b))
    game.apply(("target", ("player", 1)))
    game.apply(("divide", (1, 1, 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 19
    assert game.state.objects[a].damage == 1 and game.state.objects[b].damage == 1


def test_slagstorm_either_mode() -> None:
    s = scenario()
    spell = s.hand(0, "Slagstorm")
    s.many(0, "battlefield", ["Mountain"] * 3)
    giant = s.battlefield(1, "Hill Giant")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("modes", (0,)))
    game.apply(("pay",))
    settle(game)
    assert giant not in game.state.battlefield() and game.state.players[1].life == 20
    s = scenario()
    spell = s.hand(0, "Slagstorm")
    s.many(0, "battlefield", ["Mountain"] * 3)
    giant = s.battlefield(1, "Hill Giant")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("modes", (1,)))
    game.apply(("pay",))
    settle(game)
    assert giant in game.state.battlefield()
    assert game.state.players[0].life == 17 and game.state.players[1].life == 17


def test_inferno_hits_every_creature_and_player() -> None:
    s = scenario()
    spell = s.hand(0, "Inferno")
    s.many(0, "battlefield", ["Mountain"] * 7)
    giant = s.battlefield(1, "Hill Giant")
    thopter = s.battlefield(1, "Ornithopter")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    assert giant not in game.state.battlefield() and thopter not in game.state.battlefield()
    assert game.state.players[0].life == 14 and game.state.players[1].life == 14


def test_vulshok_berserker_attacks_the_turn_it_arrives() -> None:
    s = scenario()
    berserker = s.battlefield(0, "Vulshok Berserker", sick=True)
    game = s.start("main1")
    c = chars(game.state, berserker)
    assert (c.power, c.toughness) == (3, 2) and "haste" in c.keywords
    from kitchentable.rules.casting.payment import summoning_sick

    assert not summoning_sick(game.state, berserker)


def test_simian_spirit_guide_exiled_from_hand_pays_for_a_bolt() -> None:
    """605.1a, 602.2: its mana ability works in the hand; activating it exiles the card and adds {R}."""
    s = scenario()
    guide = s.hand(0, "Simian Spirit Guide")
    bolt = s.hand(0, "Lightning Bolt")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("mana", guide, 0))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 17
    assert [game.state.objects[o].card.name for o in game.state.zone("exile", -1)] == ["Simian Spirit Guide"]
