"""Staples needing engine features of their own (data/cards/staples_mechanics.txt): each test plays the card's
main ability in a scenario, named after the rule it exercises."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario

from ..support import settle
from .staples_support import named, staples_pool

SUPPORT = """
Grizzly Bears {1}{G}
Creature — Bear 2/2

Hill Giant {3}{R}
Creature — Giant 3/3

Craw Wurm {4}{G}{G}
Creature — Wurm 6/4

Counterspell {U}{U}
Instant
Counter target spell.

Paladin en-Vec {1}{W}{W}
Creature — Human Knight 2/2
First strike, protection from black, protection from red

Inviolability {1}{W}
Enchantment — Aura
Enchant creature
Prevent all damage that would be dealt to enchanted creature.

Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.

Opt {U}
Instant
Scry 1. Draw a card.

Jace Beleren {1}{U}{U}
Legendary Planeswalker — Jace loyalty 3
+2: Each player draws a card.
-1: Target player draws a card.
"""

POOL = staples_pool("staples_mechanics.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def cast(game: Any, oid: int, *choices: tuple[Any, ...]) -> None:
    game.apply(("cast", oid))
    for choice in choices:
        game.apply(choice)


def test_601_2f_fireball_costs_one_more_per_extra_target_and_divides_evenly() -> None:
    s = scenario()
    fireball = s.hand(0, "Fireball")
    mountains = s.many(0, "battlefield", ["Mountain"] * 6)
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    game = s.start("main1")
    cast(game, fireball, ("x", 4), ("count", 3), ("target", bears), ("target", giant), ("target", ("player", 1)))
    total = [e for e in game.state.log if e.kind == "total_cost"][-1]
    assert total.data == ("{6}{R}",)  # X = 4, plus {1} for each of the two targets beyond the first
    assert ("pay",) not in game.legal_actions()  # seven mana needed, six Mountains (601.2h)
    game.apply(("cancel",))  # the cast is rewound (R-C-2)
    assert fireball in game.state.zone("hand", 0) and not any(game.state.objects[m].tapped for m in mountains)
    cast(game, fireball, ("x", 3), ("count", 3), ("target", bears), ("target", giant), ("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    # 3 damage divided evenly among three targets: 1 each; no division is asked for (601.2d).
    assert game.state.objects[bears].damage == 1 and game.state.objects[giant].damage == 1
    assert game.state.players[1].life == 19
    assert all(game.state.objects[m].tapped for m in mountains)


def test_fireball_rounds_down_and_a_single_target_takes_everything() -> None:
    s = scenario()
    fireball = s.hand(0, "Fireball")
    s.many(0, "battlefield", ["Mountain"] * 7)
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    cast(game, fireball, ("x", 5), ("count", 2), ("target", bears), ("target", ("player", 1)), ("pay",))
    settle(game)
    assert bears not in game.state.battlefield() and game.state.players[1].life == 18  # 5 // 2 = 2 each
    s = scenario()
    fireball = s.hand(0, "Fireball")
    s.many(0, "battlefield", ["Mountain"] * 6)
    game = s.start("main1")
    cast(game, fireball, ("x", 5), ("count", 1), ("target", ("player", 1)), ("pay",))
    settle(game)
    assert game.state.players[1].life == 15


def _banefire_game(x: int) -> tuple[Any, int, int]:
    s = scenario()
    banefire = s.hand(0, "Banefire")
    s.many(0, "battlefield", ["Mountain"] * (x + 1))
    paladin = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Inviolability", attached_to=paladin)
    counter = s.hand(1, "Counterspell")
    s.many(1, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    cast(game, banefire, ("x", x), ("target", paladin), ("pay",))
    game.apply(("pass",))
    game.apply(("cast", counter))
    game.apply(("target", game.state.stack_ids()[0]))
    game.apply(("pay",))
    settle(game)
    return game, paladin, banefire


def test_113_6g_banefire_with_x_5_cant_be_countered_and_its_damage_cant_be_prevented() -> None:
    game, paladin, _ = _banefire_game(5)
    # Counterspell resolved without effect, and Inviolability did not prevent the 5 damage (615.12).
    assert paladin not in game.state.battlefield()
    assert any(e.kind == "not_countered" for e in game.state.log)


def test_banefire_with_x_below_5_is_countered_normally() -> None:
    game, paladin, _ = _banefire_game(4)
    assert paladin in game.state.battlefield() and game.state.objects[paladin].damage == 0
    assert named(game, "Banefire") == [] and len(game.state.zone("graveyard", 0)) == 1


def test_banefire_below_5_is_prevented() -> None:
    s = scenario()
    banefire = s.hand(0, "Banefire")
    s.many(0, "battlefield", ["Mountain"] * 5)
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Inviolability", attached_to=giant)
    game = s.start("main1")
    cast(game, banefire, ("x", 4), ("target", giant), ("pay",))
    settle(game)
    assert giant in game.state.battlefield() and game.state.objects[giant].damage == 0


def test_banefire_cant_target_protection_from_red() -> None:
    s = scenario()
    banefire = s.hand(0, "Banefire")
    s.many(0, "battlefield", ["Mountain"] * 4)
    paladin = s.battlefield(1, "Paladin en-Vec")
    game = s.start("main1")
    cast(game, banefire, ("x", 3))
    # protection from red: the Paladin can't even be targeted (702.16b), whatever X is
    assert ("target", paladin) not in game.legal_actions()


def test_flame_javelin_hits_a_planeswalker_for_four() -> None:
    s = scenario()
    javelin = s.hand(0, "Flame Javelin")
    s.many(0, "battlefield", ["Mountain"] * 3)
    jace = s.battlefield(1, "Jace Beleren")
    game = s.start("main1")
    cast(game, javelin, ("target", jace), ("pay",))
    settle(game)
    assert jace not in game.state.battlefield()  # {2/R} paid with one red mana each (107.4e); 4 damage


def test_702_34a_past_in_flames_grants_flashback_for_the_mana_cost_until_end_of_turn() -> None:
    s = scenario()
    pif = s.hand(0, "Past in Flames")
    bolt = s.graveyard(0, "Lightning Bolt")
    opt = s.hand(0, "Opt")
    theirs = s.graveyard(1, "Lightning Bolt")
    s.many(0, "battlefield", ["Mountain"] * 5 + ["Island"])
    s.library(0, "Island")
    s.library(0, "Island")
    game = s.start("main1")
    assert ("cast", bolt, "flashback") not in game.legal_actions()
    cast(game, pif, ("pay",))
    settle(game)
    assert ("cast", theirs, "flashback") not in game.legal_actions()  # only cards in your graveyard
    cast(game, opt, ("pay",))
    settle(game)
    opt_card = [o for o in game.state.zone("graveyard", 0) if game.state.objects[o].card.name == "Opt"][0]
    actions = game.legal_actions()
    assert ("cast", bolt, "flashback") in actions
    assert ("cast", opt_card, "flashback") not in actions  # put there after Past in Flames resolved (611.2c)
    game.apply(("cast", bolt, "flashback"))
    game.apply(("target", ("player", 1)))
    total = [e for e in game.state.log if e.kind == "total_cost"][-1]
    assert total.data == ("{R}",)
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 17
    assert [game.state.objects[o].card.name for o in game.state.zone("exile")] == ["Lightning Bolt"]


def test_past_in_flames_has_flashback_of_its_own() -> None:
    s = scenario()
    pif = s.graveyard(0, "Past in Flames")
    bolt = s.graveyard(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Mountain"] * 6)
    game = s.start("main1")
    game.apply(("cast", pif, "flashback"))
    game.apply(("pay",))
    settle(game)
    assert [game.state.objects[o].card.name for o in game.state.zone("exile")] == ["Past in Flames"]
    assert ("cast", bolt, "flashback") in game.legal_actions()
    game.apply(("pass",))  # the turn moves on: at cleanup the granted flashback ends (514.2)
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "main1")
    assert not any(a[0] == "cast" and len(a) > 2 for a in game.legal_actions())
    assert bolt in game.state.zone("graveyard", 0)


def test_614_1a_soul_scar_mage_turns_noncombat_damage_to_opponents_creatures_into_counters() -> None:
    s = scenario()
    mage = s.battlefield(0, "Soul-Scar Mage")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    wurm = s.battlefield(1, "Craw Wurm")
    game = s.start("main1")
    cast(game, bolt, ("target", wurm), ("pay",))
    settle(game)
    assert game.state.objects[wurm].counters == {"-1/-1": 3} and game.state.objects[wurm].damage == 0
    assert (chars(game.state, wurm).power, chars(game.state, wurm).toughness) == (3, 1)
    assert chars(game.state, mage).power == 2  # prowess: +1/+1 until end of turn


def test_soul_scar_mage_leaves_damage_to_your_own_creatures_and_to_players_alone() -> None:
    s = scenario()
    s.battlefield(0, "Soul-Scar Mage")
    bolt = s.hand(0, "Lightning Bolt")
    bolt2 = s.hand(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    giant = s.battlefield(0, "Hill Giant")
    game = s.start("main1")
    cast(game, bolt, ("target", giant), ("pay",))
    settle(game)
    assert giant not in game.state.battlefield()  # 3 damage marked on a 3/3 of your own: destroyed (704.5g)
    cast(game, bolt2, ("target", ("player", 1)), ("pay",))
    settle(game)
    assert game.state.players[1].life == 17


def test_113_6b_gravecrawler_is_cast_from_the_graveyard_only_while_you_control_a_zombie() -> None:
    s = scenario()
    crawler = s.graveyard(0, "Gravecrawler")
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    game = s.start("main1")
    assert not any(a[:2] == ("cast", crawler) for a in game.legal_actions())
    s = scenario()
    crawler = s.graveyard(0, "Gravecrawler")
    s.battlefield(0, "Dread Wanderer")
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    game = s.start("main1")
    game.apply(("cast", crawler, "graveyard"))
    game.apply(("pay",))
    settle(game)
    new = named(game, "Gravecrawler", 0)
    assert len(new) == 1 and game.state.zone("graveyard", 0) == []
    assert "can't block" in chars(game.state, new[0]).keywords


def test_602_5b_dread_wanderer_returns_only_as_a_sorcery_with_one_or_fewer_cards_in_hand() -> None:
    s = scenario()
    wanderer = s.graveyard(0, "Dread Wanderer")
    s.many(0, "battlefield", ["Swamp"] * 3)
    s.hand(0, "Grizzly Bears")
    s.hand(0, "Hill Giant")
    game = s.start("main1")
    assert ("activate", wanderer, 0) not in game.legal_actions()  # two cards in hand
    s = scenario()
    wanderer = s.graveyard(0, "Dread Wanderer")
    s.many(0, "battlefield", ["Swamp"] * 3)
    s.hand(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", wanderer, 0))
    game.apply(("pay",))
    settle(game)
    back = named(game, "Dread Wanderer", 0)
    assert len(back) == 1 and game.state.objects[back[0]].tapped  # it enters tapped
    s = scenario()
    wanderer = s.graveyard(0, "Dread Wanderer")
    s.many(0, "battlefield", ["Swamp"] * 3)
    game = s.start("main1", active=1)  # not as a sorcery: on the opponent's turn
    game.apply(("pass",))
    assert game.pending["player"] == 0 and ("activate", wanderer, 0) not in game.legal_actions()


def test_614_1c_diregraf_colossus_enters_with_a_counter_per_zombie_card_and_makes_tapped_zombies() -> None:
    s = scenario()
    colossus = s.hand(0, "Diregraf Colossus")
    crawler = s.hand(0, "Gravecrawler")
    s.graveyard(0, "Dread Wanderer")
    s.graveyard(0, "Diregraf Colossus")
    s.graveyard(0, "Grizzly Bears")
    s.graveyard(1, "Gravecrawler")  # an opponent's Zombie card doesn't count
    s.many(0, "battlefield", ["Swamp"] * 4)
    game = s.start("main1")
    cast(game, colossus, ("pay",))
    settle(game)
    big = named(game, "Diregraf Colossus", 0)[0]
    assert game.state.objects[big].counters == {"+1/+1": 2}
    assert (chars(game.state, big).power, chars(game.state, big).toughness) == (4, 4)
    cast(game, crawler, ("pay",))
    settle(game)
    tokens = named(game, "Zombie Token", 0)
    assert len(tokens) == 1 and game.state.objects[tokens[0]].tapped
    c = chars(game.state, tokens[0])
    assert (c.power, c.toughness, c.colors) == (2, 2, frozenset({"B"}))


def test_615_unbreathing_horde_counts_zombies_and_loses_a_counter_instead_of_taking_damage() -> None:
    s = scenario()
    horde = s.hand(0, "Unbreathing Horde")
    s.battlefield(0, "Gravecrawler")
    s.battlefield(1, "Gravecrawler")  # not yours
    s.graveyard(0, "Dread Wanderer")
    s.graveyard(0, "Diregraf Colossus")
    s.many(0, "battlefield", ["Swamp"] * 3)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    cast(game, horde, ("pay",))
    settle(game)
    h = named(game, "Unbreathing Horde", 0)[0]
    assert game.state.objects[h].counters == {"+1/+1": 3}  # one other Zombie you control, two Zombie cards
    game.apply(("pass",))
    game.apply(("cast", bolt))
    game.apply(("target", h))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[h].damage == 0 and game.state.objects[h].counters == {"+1/+1": 2}


def test_615_12_unpreventable_damage_still_removes_the_hordes_counter() -> None:
    s = scenario()
    h = s.battlefield(1, "Unbreathing Horde", counters={"+1/+1": 6})
    banefire = s.hand(0, "Banefire")
    s.many(0, "battlefield", ["Mountain"] * 6)
    game = s.start("main1")
    cast(game, banefire, ("x", 5), ("target", h), ("pay",))
    settle(game)
    assert game.state.objects[h].counters == {"+1/+1": 5} and game.state.objects[h].damage == 5
    assert h in game.state.battlefield()  # 5/6 with 5 damage


def test_701_36a_tireless_tracker_investigates_on_landfall_and_grows_when_a_clue_is_sacrificed() -> None:
    s = scenario()
    tracker = s.battlefield(0, "Tireless Tracker")
    forest = s.hand(0, "Forest")
    s.many(0, "battlefield", ["Forest", "Forest"])
    s.library(0, "Forest")
    game = s.start("main1")
    game.apply(("play_land", forest))
    settle(game)
    clues = named(game, "Clue", 0)
    assert len(clues) == 1 and "Artifact" in chars(game.state, clues[0]).types
    hand = len(game.state.zone("hand", 0))
    game.apply(("activate", clues[0], 0))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 0)) == hand + 1
    assert game.state.objects[tracker].counters == {"+1/+1": 1}
    assert (chars(game.state, tracker).power, chars(game.state, tracker).toughness) == (4, 3)


def _scute_game(lands_before: int) -> tuple[Any, int]:
    s = scenario()
    swarm = s.battlefield(0, "Scute Swarm", counters={"+1/+1": 1})
    s.many(0, "battlefield", ["Forest"] * lands_before)
    forest = s.hand(0, "Forest")
    game = s.start("main1")
    game.apply(("play_land", forest))
    settle(game)
    return game, swarm


def test_scute_swarm_makes_an_insect_with_fewer_than_six_lands() -> None:
    game, swarm = _scute_game(4)
    assert len(named(game, "Insect Token", 0)) == 1 and named(game, "Scute Swarm", 0) == [swarm]


def test_707_2_scute_swarm_copies_itself_with_six_lands() -> None:
    game, swarm = _scute_game(5)
    swarms = named(game, "Scute Swarm", 0)
    assert len(swarms) == 2 and named(game, "Insect Token", 0) == []
    copy = [o for o in swarms if o != swarm][0]
    o = game.state.objects[copy]
    # copiable values only: the printed card, not the +1/+1 counter (707.2); a token (111.1)
    assert o.token and o.counters == {}
    assert (chars(game.state, copy).power, chars(game.state, copy).toughness) == (1, 1)
    assert o.card.mana_cost == POOL.get("Scute Swarm").mana_cost and o.card.triggered


def test_608_2d_relentless_dead_pays_to_return_itself_and_another_zombie_of_mana_value_x() -> None:
    s = scenario()
    dead = s.battlefield(0, "Relentless Dead")
    wanderer = s.graveyard(0, "Dread Wanderer")
    s.graveyard(0, "Diregraf Colossus")
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1", active=1)
    cast(game, bolt, ("target", dead), ("pay",))
    seen: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        seen.append((pending["kind"], options))
        if pending["kind"] == "choose_target":
            assert all(game.state.objects[o[1]].card.name != "Relentless Dead" for o in options)  # "another"
            return ("target", wanderer)
        if ("yes",) in options:
            return ("yes",)
        return options[0]

    settle(game, choose)
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Relentless Dead"]
    assert named(game, "Dread Wanderer", 0) and len(game.state.zone("graveyard", 0)) == 1
    swamps = named(game, "Swamp", 0)
    assert all(game.state.objects[o].tapped for o in swamps)  # {B} and {X} = 1: both Swamps


def test_relentless_dead_can_decline_to_pay() -> None:
    s = scenario()
    dead = s.battlefield(0, "Relentless Dead")
    s.graveyard(0, "Diregraf Colossus")
    s.many(0, "battlefield", ["Swamp"] * 4)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1", active=1)
    cast(game, bolt, ("target", dead), ("pay",))
    settle(game, lambda pending, options: ("no",) if ("no",) in options else options[0])
    assert sorted(game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)) == [
        "Diregraf Colossus", "Relentless Dead"]


def test_122_1b_call_of_the_death_dweller_returns_total_mana_value_three_with_keyword_counters() -> None:
    s = scenario()
    call = s.hand(0, "Call of the Death-Dweller")
    bears = s.graveyard(0, "Grizzly Bears")
    crawler = s.graveyard(0, "Gravecrawler")
    giant = s.graveyard(0, "Hill Giant")
    s.many(0, "battlefield", ["Swamp"] * 3)
    game = s.start("main1")
    cast(game, call, ("count", 2), ("target", bears))
    options = game.legal_actions()
    assert ("target", crawler) in options and ("target", giant) not in options  # 2 + 4 > 3
    game.apply(("target", crawler))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "counters_split"
    new_bears = named(game, "Grizzly Bears", 0)[0]
    game.apply(("choose", new_bears))
    new_crawler = named(game, "Gravecrawler", 0)[0]
    assert "deathtouch" in chars(game.state, new_bears).keywords
    assert "menace" in chars(game.state, new_crawler).keywords
    assert "menace" not in chars(game.state, new_bears).keywords
    assert giant in game.state.zone("graveyard", 0)


def test_call_of_the_death_dweller_with_one_target_chooses_the_counter() -> None:
    s = scenario()
    call = s.hand(0, "Call of the Death-Dweller")
    bears = s.graveyard(0, "Grizzly Bears")
    s.many(0, "battlefield", ["Swamp"] * 3)
    game = s.start("main1")
    cast(game, call, ("count", 1), ("target", bears), ("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("counter", "menace"))
    assert chars(game.state, named(game, "Grizzly Bears", 0)[0]).keywords == frozenset({"menace"})


def test_510_2_unbreathing_horde_loses_one_counter_for_simultaneous_combat_damage() -> None:
    s = scenario()
    horde = s.battlefield(0, "Unbreathing Horde", counters={"+1/+1": 3})
    first = s.battlefield(1, "Grizzly Bears")
    second = s.battlefield(1, "Grizzly Bears")
    game = s.start("declare_attackers")
    game.apply(("attack", horde, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))
    game.apply(("block", first, horde))
    game.apply(("block", second, horde))
    game.apply(("block_done",))
    for _ in range(30):
        if game.state.step not in ("declare_blockers", "combat_damage") or game.state.turn_facts.get(
                "combat_damage_event"):
            break
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    assert horde in game.state.battlefield() and game.state.objects[horde].damage == 0
    assert game.state.objects[horde].counters == {"+1/+1": 2}
