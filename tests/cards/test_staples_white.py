"""White limited staples (data/cards/staples_white.txt): each test plays the card's main ability in a scenario."""

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

Elite Vanguard {W}
Creature — Human Soldier 2/1

Glorious Anthem {1}{W}{W}
Enchantment
Creatures you control get +1/+1.

Pacifism {1}{W}
Enchantment — Aura
Enchant creature
Enchanted creature can't attack or block.

Metallic Sliver {1}
Artifact Creature — Sliver 1/1

Benalish Knight {2}{W}
Creature — Human Knight 2/2
Flash
First strike
"""


POOL = staples_pool("staples_white.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def test_field_marshal_gives_other_soldiers_plus_one_and_first_strike() -> None:
    s = scenario()
    marshal = s.battlefield(0, "Field Marshal")
    soldier = s.battlefield(0, "Elite Vanguard")
    theirs = s.battlefield(1, "Elite Vanguard")
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    for o in (soldier, theirs):
        c = chars(game.state, o)
        assert (c.power, c.toughness) == (3, 2) and "first strike" in c.keywords
    assert chars(game.state, marshal).power == 2
    assert "first strike" not in chars(game.state, bears).keywords


def test_cathedral_sanctifier_gains_three_life() -> None:
    s = scenario()
    cleric = s.hand(0, "Cathedral Sanctifier")
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", cleric))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 23


def test_doomed_traveler_leaves_a_flying_spirit() -> None:
    s = scenario()
    traveler = s.battlefield(0, "Doomed Traveler")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1", active=1)
    game.apply(("cast", bolt))
    game.apply(("target", traveler))
    game.apply(("pay",))
    settle(game)
    spirits = named(game, "Spirit Token", 0)
    assert len(spirits) == 1
    c = chars(game.state, spirits[0])
    assert (c.power, c.toughness, c.colors) == (1, 1, frozenset({"W"})) and "flying" in c.keywords


def test_midnight_haunting_makes_two_flying_spirits_at_instant_speed() -> None:
    s = scenario()
    spell = s.hand(0, "Midnight Haunting")
    s.many(0, "battlefield", ["Plains"] * 3)
    s.library(0, "Plains")
    s.library(1, "Plains")
    game = s.start("end")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    spirits = named(game, "Spirit Token", 0)
    assert len(spirits) == 2
    assert all("flying" in chars(game.state, o).keywords for o in spirits)


def test_lingering_souls_and_its_flashback_make_four_spirits() -> None:
    s = scenario()
    souls = s.hand(0, "Lingering Souls")
    s.many(0, "battlefield", ["Plains"] * 3)
    s.many(0, "battlefield", ["Swamp"] * 2)
    game = s.start("main1")
    game.apply(("cast", souls))
    game.apply(("pay",))
    settle(game)
    assert len(named(game, "Spirit Token", 0)) == 2
    card = game.state.zone("graveyard", 0)[0]
    game.apply(("cast", card, "flashback"))
    game.apply(("pay",))
    settle(game)
    assert len(named(game, "Spirit Token", 0)) == 4
    assert not game.state.zone("graveyard", 0)


def test_auramancer_returns_an_enchantment_card_to_hand() -> None:
    s = scenario()
    mancer = s.hand(0, "Auramancer")
    s.many(0, "battlefield", ["Plains"] * 3)
    aura = s.graveyard(0, "Pacifism")
    s.graveyard(0, "Elite Vanguard")
    game = s.start("main1")
    game.apply(("cast", mancer))
    game.apply(("pay",))
    seen: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        seen.extend(options)
        yes = [o for o in options if o[0] in ("yes", "accept")]
        return ("target", aura) if ("target", aura) in options else (yes[0] if yes else options[0])

    settle(game, choose)
    hand = game.state.zone("hand", 0)
    assert [game.state.objects[o].card.name for o in hand] == ["Pacifism"]


def test_kor_skyfisher_returns_a_permanent_i_choose_without_targeting() -> None:
    s = scenario()
    skyfisher = s.hand(0, "Kor Skyfisher")
    lands = s.many(0, "battlefield", ["Plains"] * 2)
    vanguard = s.battlefield(0, "Elite Vanguard")
    theirs = s.battlefield(1, "Elite Vanguard")
    game = s.start("main1")
    game.apply(("cast", skyfisher))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))  # the Skyfisher resolves; its trigger goes on the stack
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "return"
    options = game.legal_actions()
    assert ("return", theirs) not in options
    assert ("return", vanguard) in options and ("return", lands[0]) in options
    assert any(game.state.objects[o[1]].card.name == "Kor Skyfisher" for o in options)
    game.apply(("return", lands[0]))
    settle(game)
    assert lands[0] not in game.state.battlefield()
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Plains"]
    sky = named(game, "Kor Skyfisher", 0)
    assert len(sky) == 1 and "flying" in chars(game.state, sky[0]).keywords


def test_white_sliver_lords() -> None:
    check_sliver_lord(POOL, "Sentinel Sliver", (0, 0), {"vigilance"})
    check_sliver_lord(POOL, "Bonescythe Sliver", (0, 0), {"double strike"})
    check_sliver_lord(POOL, "Steelform Sliver", (0, 1), set())


def test_kor_aeronaut_kicked_gives_a_creature_flying() -> None:
    s = scenario()
    aeronaut = s.hand(0, "Kor Aeronaut")
    s.many(0, "battlefield", ["Plains"] * 4)
    vanguard = s.battlefield(0, "Elite Vanguard")
    game = s.start("main1")
    game.apply(("cast", aeronaut))
    game.apply(("cost", "kicker", 0))
    game.apply(("pay",))
    settle(game, lambda p, opts: ("target", vanguard) if ("target", vanguard) in opts else opts[0])
    assert "flying" in chars(game.state, vanguard).keywords
    assert "flying" in chars(game.state, named(game, "Kor Aeronaut", 0)[0]).keywords


def test_captain_of_the_watch_brings_three_pumped_soldiers() -> None:
    s = scenario()
    captain = s.hand(0, "Captain of the Watch")
    s.many(0, "battlefield", ["Plains"] * 6)
    vanguard = s.battlefield(0, "Elite Vanguard")
    game = s.start("main1")
    game.apply(("cast", captain))
    game.apply(("pay",))
    settle(game)
    soldiers = named(game, "Soldier Token", 0)
    assert len(soldiers) == 3
    for o in soldiers + [vanguard]:
        c = chars(game.state, o)
        assert "vigilance" in c.keywords
    assert chars(game.state, soldiers[0]).power == 2
    assert chars(game.state, vanguard).power == 3
    assert chars(game.state, named(game, "Captain of the Watch", 0)[0]).power == 3


def test_knight_exemplar_pumps_other_knights_with_indestructible() -> None:
    s = scenario()
    exemplar = s.battlefield(0, "Knight Exemplar")
    knight = s.battlefield(0, "Benalish Knight")
    vanguard = s.battlefield(0, "Elite Vanguard")
    game = s.start("main1")
    c = chars(game.state, knight)
    assert (c.power, c.toughness) == (3, 3) and "indestructible" in c.keywords
    assert "indestructible" not in chars(game.state, exemplar).keywords
    assert "first strike" in chars(game.state, exemplar).keywords
    assert chars(game.state, vanguard).power == 2


def test_gird_for_battle_counters_on_two_creatures() -> None:
    s = scenario()
    spell = s.hand(0, "Gird for Battle")
    s.battlefield(0, "Plains")
    a = s.battlefield(0, "Elite Vanguard")
    b = s.battlefield(0, "Benalish Knight")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("count", 2))
    game.apply(("target", a))
    game.apply(("target", b))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[a].counters.get("+1/+1") == 1
    assert game.state.objects[b].counters.get("+1/+1") == 1


def test_divine_transformation_gives_plus_three() -> None:
    cast_aura(POOL, "Divine Transformation", ["Plains"] * 4, 0, (5, 5), set())


def test_mana_tithe_counters_unless_one_is_paid() -> None:
    for extra, life in ((0, 20), (1, 17)):
        s = scenario()
        bolt = s.hand(0, "Lightning Bolt")
        s.many(0, "battlefield", ["Mountain"] * (1 + extra))
        tithe = s.hand(1, "Mana Tithe")
        s.battlefield(1, "Plains")
        game = s.start("main1")
        game.apply(("cast", bolt))
        game.apply(("target", ("player", 1)))
        game.apply(("pay",))
        game.apply(("pass",))
        game.apply(("cast", tithe))
        game.apply(("target", game.state.stack_ids()[0]))
        game.apply(("pay",))
        settle(game, lambda p, opts: next((o for o in opts if o[0] in ("pay", "yes")), opts[0]))
        assert game.state.players[1].life == life


def test_erase_exiles_an_enchantment() -> None:
    s = scenario()
    spell = s.hand(0, "Erase")
    s.battlefield(0, "Plains")
    anthem = s.battlefield(1, "Glorious Anthem")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", anthem))
    game.apply(("pay",))
    settle(game)
    assert anthem not in game.state.battlefield()
    assert [game.state.objects[o].card.name for o in game.state.zone("exile", -1)] == ["Glorious Anthem"]


def test_ray_of_revelation_destroys_and_flashes_back() -> None:
    s = scenario()
    spell = s.hand(0, "Ray of Revelation")
    s.many(0, "battlefield", ["Plains", "Plains", "Forest"])
    first = s.battlefield(1, "Glorious Anthem")
    second = s.battlefield(1, "Glorious Anthem")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", first))
    game.apply(("pay",))
    settle(game)
    assert first not in game.state.battlefield()
    ray = [o for o in game.state.zone("graveyard", 0) if game.state.objects[o].card.name == "Ray of Revelation"]
    game.apply(("cast", ray[0], "flashback"))
    game.apply(("target", second))
    game.apply(("pay",))
    settle(game)
    assert second not in game.state.battlefield()


def test_honor_of_the_pure_pumps_my_white_creatures() -> None:
    s = scenario()
    s.battlefield(0, "Honor of the Pure")
    white = s.battlefield(0, "Elite Vanguard")
    green = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Elite Vanguard")
    game = s.start("main1")
    assert chars(game.state, white).power == 3
    assert chars(game.state, green).power == 2 and chars(game.state, theirs).power == 2


def test_stormfront_pegasus_flies() -> None:
    s = scenario()
    pegasus = s.battlefield(0, "Stormfront Pegasus")
    game = s.start("main1")
    c = chars(game.state, pegasus)
    assert (c.power, c.toughness) == (2, 1) and "flying" in c.keywords


def test_chaplains_blessing_gains_five() -> None:
    s = scenario()
    spell = s.hand(0, "Chaplain's Blessing")
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 25


def test_revitalize_gains_three_and_draws() -> None:
    s = scenario()
    spell = s.hand(0, "Revitalize")
    s.many(0, "battlefield", ["Plains"] * 2)
    s.library(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 23
    assert len(game.state.zone("hand", 0)) == 1


def test_renewed_faith_gains_six() -> None:
    s = scenario()
    spell = s.hand(0, "Renewed Faith")
    s.many(0, "battlefield", ["Plains"] * 3)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 26


def test_renewed_faith_cycling_draws_and_may_gain_two() -> None:
    s = scenario()
    spell = s.hand(0, "Renewed Faith")
    s.many(0, "battlefield", ["Plains"] * 2)
    s.library(0, "Plains")
    game = s.start("main1")
    game.apply(("activate", spell, 0))
    game.apply(("pay",))
    kinds: list[str] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        kinds.append(pending["kind"])
        yes = [o for o in options if o[0] in ("yes", "accept")]
        return yes[0] if yes else options[0]

    settle(game, choose)
    assert game.state.players[0].life == 22
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Plains"]
    assert len(game.state.stack_ids()) == 0


def test_spectral_procession_cast_with_three_plains_makes_three_spirits() -> None:
    s = scenario()
    procession = s.hand(0, "Spectral Procession")
    s.many(0, "battlefield", ["Plains"] * 3)
    game = s.start("main1")
    game.apply(("cast", procession))
    game.apply(("pay",))
    settle(game)
    assert len(named(game, "Spirit Token", 0)) == 3
