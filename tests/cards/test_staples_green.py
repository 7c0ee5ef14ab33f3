"""Green limited staples (data/cards/staples_green.txt): each test plays the card's main ability in a scenario."""

from __future__ import annotations

from typing import Any

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

Llanowar Elves {G}
Creature — Elf Druid 1/1
{T}: Add {G}.

Ornithopter {0}
Artifact Creature — Thopter 0/2
Flying

Murder {1}{B}{B}
Instant
Destroy target creature.

Craw Wurm {4}{G}{G}
Creature — Wurm 6/4

Metallic Sliver {1}
Artifact Creature — Sliver 1/1
"""


POOL = staples_pool("staples_green.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def test_elvish_champion_pumps_every_other_elf_with_forestwalk() -> None:
    s = scenario()
    champion = s.battlefield(0, "Elvish Champion")
    mine = s.battlefield(0, "Llanowar Elves")
    theirs = s.battlefield(1, "Llanowar Elves")
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    for elf in (mine, theirs):
        c = chars(game.state, elf)
        assert (c.power, c.toughness) == (2, 2) and "forestwalk" in c.keywords
    assert chars(game.state, champion).power == 2
    assert chars(game.state, bears).power == 2


def test_civic_wayfinder_finds_a_basic_land_for_the_hand() -> None:
    s = scenario()
    wayfinder = s.hand(0, "Civic Wayfinder")
    s.many(0, "battlefield", ["Forest"] * 3)
    land = s.library(0, "Forest")
    s.library(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", wayfinder))
    game.apply(("pay",))

    def choose(pending: Any, options: list[Any]) -> Any:
        if ("find", land) in options:
            return ("find", land)
        yes = [o for o in options if o[0] in ("yes", "may", "accept") or o == ("choose", True)]
        return yes[0] if yes else options[0]

    settle(game, choose)
    assert land in game.state.zone("hand", 0) or any(
        game.state.objects[o].card.name == "Forest" for o in game.state.zone("hand", 0))


def test_pelakka_wurm_gains_seven_and_draws_when_it_dies() -> None:
    s = scenario()
    wurm = s.hand(0, "Pelakka Wurm")
    s.many(0, "battlefield", ["Forest"] * 7)
    s.library(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", wurm))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 27
    on_field = named(game, "Pelakka Wurm", 0)[0]
    assert "trample" in chars(game.state, on_field).keywords


def test_pelakka_wurm_draws_a_card_when_it_dies() -> None:
    s = scenario()
    wurm = s.battlefield(0, "Pelakka Wurm")
    murder = s.hand(0, "Murder")
    s.many(0, "battlefield", ["Swamp"] * 3)
    s.library(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", murder))
    game.apply(("target", wurm))
    game.apply(("pay",))
    settle(game)
    assert wurm not in game.state.battlefield()
    assert len(game.state.zone("hand", 0)) == 1


def test_thragtusk_gains_five_and_leaves_a_beast_behind() -> None:
    s = scenario()
    tusk = s.hand(0, "Thragtusk")
    s.many(0, "battlefield", ["Forest"] * 5)
    s.many(0, "battlefield", ["Swamp"] * 3)
    murder = s.hand(0, "Murder")
    game = s.start("main1")
    game.apply(("cast", tusk))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 25
    on_field = named(game, "Thragtusk", 0)[0]
    game.apply(("cast", murder))
    game.apply(("target", on_field))
    game.apply(("pay",))
    settle(game)
    beasts = named(game, "Beast Token", 0)
    assert len(beasts) == 1
    c = chars(game.state, beasts[0])
    assert (c.power, c.toughness, c.colors) == (3, 3, frozenset({"G"}))


def test_acidic_slime_destroys_an_artifact_or_land_and_has_deathtouch() -> None:
    s = scenario()
    slime = s.hand(0, "Acidic Slime")
    s.many(0, "battlefield", ["Forest"] * 5)
    thopter = s.battlefield(1, "Ornithopter")
    land = s.battlefield(1, "Swamp")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", slime))
    game.apply(("pay",))
    seen: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        seen.extend(options)
        return ("target", land) if ("target", land) in options else options[0]

    settle(game, choose)
    assert ("target", thopter) in seen and ("target", bears) not in seen
    assert land not in game.state.battlefield()
    assert "deathtouch" in chars(game.state, named(game, "Acidic Slime", 0)[0]).keywords


def _yes_or(target: Any = None) -> Any:
    def choose(pending: Any, options: list[Any]) -> Any:
        for o in options:
            if target is not None and o in (("find", target), ("target", target)):
                return o
        yes = [o for o in options if o[0] in ("yes", "accept")]
        return yes[0] if yes else options[0]
    return choose


def test_sylvan_ranger_finds_a_basic_land_for_the_hand() -> None:
    s = scenario()
    ranger = s.hand(0, "Sylvan Ranger")
    s.many(0, "battlefield", ["Forest"] * 2)
    land = s.library(0, "Swamp")
    s.library(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", ranger))
    game.apply(("pay",))
    settle(game, _yes_or(land))
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Swamp"]


def test_yavimaya_elder_sacrifice_draws_and_death_finds_two_lands() -> None:
    s = scenario()
    elder = s.battlefield(0, "Yavimaya Elder")
    s.many(0, "battlefield", ["Forest"] * 2)
    s.many(0, "library", ["Forest", "Swamp", "Grizzly Bears"])
    game = s.start("main1")
    game.apply(("activate", elder, 0))
    game.apply(("pay",))
    picked: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        finds = [o for o in options if o[0] == "find" and o[1] not in picked
                 and game.state.objects[o[1]].card.name != "Grizzly Bears"]
        if finds:
            picked.append(finds[0][1])
            return finds[0]
        return _yes_or()(pending, options)

    settle(game, choose)
    names = sorted(game.state.objects[o].card.name for o in game.state.zone("hand", 0))
    assert elder not in game.state.battlefield()
    assert names == ["Forest", "Grizzly Bears", "Swamp"]


def test_monstrous_growth_gives_plus_four() -> None:
    s = scenario()
    spell = s.hand(0, "Monstrous Growth")
    s.many(0, "battlefield", ["Forest"] * 2)
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (6, 6)


def test_fierce_empath_finds_only_a_big_creature() -> None:
    s = scenario()
    empath = s.hand(0, "Fierce Empath")
    s.many(0, "battlefield", ["Forest"] * 3)
    wurm = s.library(0, "Craw Wurm")
    bears = s.library(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", empath))
    game.apply(("pay",))
    seen: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        seen.extend(options)
        return _yes_or(wurm)(pending, options)

    settle(game, choose)
    assert ("find", bears) not in seen
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Craw Wurm"]


def _cultivate(first: Any) -> Any:
    s = scenario()
    spell = s.hand(0, "Cultivate")
    s.many(0, "battlefield", ["Forest"] * 3)
    swamp = s.library(0, "Swamp")
    plains = s.library(0, "Plains")
    s.library(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "search"
    options = game.legal_actions()
    assert ("find", swamp) in options and ("find", swamp, "hand") in options
    assert not any(len(o) > 1 and game.state.objects[o[1]].card.name == "Grizzly Bears" for o in options)
    game.apply(first(swamp))
    game.apply(("find", plains))
    settle(game)
    return game


def test_cultivate_one_land_tapped_onto_the_battlefield_the_other_to_hand() -> None:
    game = _cultivate(lambda land: ("find", land))
    swamps = named(game, "Swamp", 0)
    assert len(swamps) == 1 and game.state.objects[swamps[0]].tapped
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Plains"]


def test_cultivate_the_player_may_send_the_first_card_to_hand() -> None:
    game = _cultivate(lambda land: ("find", land, "hand"))
    plains = named(game, "Plains", 0)
    assert len(plains) == 1 and game.state.objects[plains[0]].tapped
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Swamp"]


def test_rancor_pumps_and_returns_to_hand_when_the_creature_dies() -> None:
    s = scenario()
    rancor = s.hand(0, "Rancor")
    s.many(0, "battlefield", ["Forest"] + ["Swamp"] * 3)
    bears = s.battlefield(0, "Grizzly Bears")
    murder = s.hand(0, "Murder")
    game = s.start("main1")
    game.apply(("cast", rancor))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (4, 2) and "trample" in c.keywords
    game.apply(("cast", murder))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    hand = [game.state.objects[o].card.name for o in game.state.zone("hand", 0)]
    assert hand == ["Rancor"]


def test_rancor_discarded_from_hand_stays_in_the_graveyard() -> None:
    s = scenario()
    rancor = s.hand(0, "Rancor")
    s.many(0, "battlefield", ["Forest"] * 3)
    s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    from kitchentable.rules import events

    events.move(game.state, rancor, "graveyard")
    assert not game.state.pending_triggers
    assert [game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)] == ["Rancor"]


def test_travel_preparations_counters_on_two_creatures_then_flashback() -> None:
    s = scenario()
    spell = s.hand(0, "Travel Preparations")
    s.many(0, "battlefield", ["Forest"] * 2 + ["Plains"] * 2)
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Llanowar Elves")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("count", 2))
    game.apply(("target", a))
    game.apply(("target", b))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[a].counters.get("+1/+1") == 1
    assert game.state.objects[b].counters.get("+1/+1") == 1
    card = game.state.zone("graveyard", 0)[0]
    game.apply(("cast", card, "flashback"))
    game.apply(("count", 1))
    game.apply(("target", a))
    game.apply(("pay",))
    settle(game)
    assert chars(game.state, a).power == 4
    assert game.state.objects[b].counters.get("+1/+1") == 1


def test_green_sliver_lords() -> None:
    check_sliver_lord(POOL, "Predatory Sliver", (1, 1), set())
    check_sliver_lord(POOL, "Megantic Sliver", (3, 3), set())
    check_sliver_lord(POOL, "Groundshaker Sliver", (0, 0), {"trample"})


def test_green_token_makers_and_their_flashback() -> None:
    for name, lands, flashback, token, pt in (
        ("Roar of the Wurm", 7, 4, "Wurm Token", (6, 6)),
        ("Call of the Herd", 3, 4, "Elephant Token", (3, 3)),
        ("Chatter of the Squirrel", 1, 2, "Squirrel Token", (1, 1)),
        ("Beast Attack", 5, 5, "Beast Token", (4, 4)),
    ):
        s = scenario()
        spell = s.hand(0, name)
        s.many(0, "battlefield", ["Forest"] * (lands + flashback))
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("pay",))
        settle(game)
        tokens = named(game, token, 0)
        assert len(tokens) == 1, name
        c = chars(game.state, tokens[0])
        assert (c.power, c.toughness, c.colors) == (*pt, frozenset({"G"})), name
        game.apply(("cast", game.state.zone("graveyard", 0)[0], "flashback"))
        game.apply(("pay",))
        settle(game)
        assert len(named(game, token, 0)) == 2, name
        assert not game.state.zone("graveyard", 0), name


def test_citanul_woodreaders_kicked_draws_two() -> None:
    s = scenario()
    reader = s.hand(0, "Citanul Woodreaders")
    s.many(0, "battlefield", ["Forest"] * 6)
    s.many(0, "library", ["Forest"] * 3)
    game = s.start("main1")
    game.apply(("cast", reader))
    game.apply(("cost", "kicker", 0))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 0)) == 2


def test_citanul_woodreaders_unkicked_draws_nothing() -> None:
    s = scenario()
    reader = s.hand(0, "Citanul Woodreaders")
    s.many(0, "battlefield", ["Forest"] * 3)
    s.many(0, "library", ["Forest"] * 3)
    game = s.start("main1")
    game.apply(("cast", reader))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 0)) == 0


def test_elves_of_deep_shadow_taps_for_black() -> None:
    s = Scenario(pool=POOL, options={"idle_mana_abilities": True})
    elf = s.battlefield(0, "Elves of Deep Shadow")
    game = s.start("main1")
    game.apply(("mana", elf, 0))
    assert game.state.players[0].pool.amounts == {"B": 1}


def test_battlegrowth_puts_a_counter() -> None:
    s = scenario()
    spell = s.hand(0, "Battlegrowth")
    s.battlefield(0, "Forest")
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert chars(game.state, bears).power == 3


def test_epic_confrontation_pumps_then_fights() -> None:
    s = scenario()
    spell = s.hand(0, "Epic Confrontation")
    s.many(0, "battlefield", ["Forest"] * 2)
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", spell))
    assert ("target", theirs) not in game.legal_actions()
    game.apply(("target", bears))
    assert ("target", bears) not in game.legal_actions()
    game.apply(("target", theirs))
    game.apply(("pay",))
    settle(game)
    assert theirs not in game.state.battlefield()
    assert bears in game.state.battlefield() and game.state.objects[bears].damage == 2


def test_sylvan_scrying_finds_any_land() -> None:
    s = scenario()
    spell = s.hand(0, "Sylvan Scrying")
    s.many(0, "battlefield", ["Forest"] * 2)
    land = s.library(0, "Island")
    bears = s.library(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert ("find", bears) not in game.legal_actions()
    game.apply(("find", land))
    settle(game)
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Island"]


def test_kodamas_reach_one_land_tapped_the_other_to_hand() -> None:
    s = scenario()
    spell = s.hand(0, "Kodama's Reach")
    s.many(0, "battlefield", ["Forest"] * 3)
    swamp = s.library(0, "Swamp")
    plains = s.library(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("find", plains, "hand"))
    game.apply(("find", swamp))
    settle(game)
    swamps = named(game, "Swamp", 0)
    assert len(swamps) == 1 and game.state.objects[swamps[0]].tapped
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Plains"]


def test_kavu_climber_draws_a_card() -> None:
    s = scenario()
    kavu = s.hand(0, "Kavu Climber")
    s.many(0, "battlefield", ["Forest"] * 5)
    s.library(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", kavu))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 0)) == 1


def test_sentinel_spider_has_vigilance_and_reach() -> None:
    s = scenario()
    spider = s.battlefield(0, "Sentinel Spider")
    game = s.start("main1")
    c = chars(game.state, spider)
    assert (c.power, c.toughness) == (4, 4) and {"vigilance", "reach"} <= c.keywords


def test_gaeas_anthem_pumps_only_my_creatures() -> None:
    s = scenario()
    s.battlefield(0, "Gaea's Anthem")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    assert chars(game.state, mine).power == 3 and chars(game.state, theirs).power == 2


def test_elvish_archdruid_pumps_other_elves_and_taps_for_each_elf() -> None:
    s = Scenario(pool=POOL, options={"idle_mana_abilities": True})
    druid = s.battlefield(0, "Elvish Archdruid")
    elves = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Elves of Deep Shadow")
    s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Llanowar Elves")
    game = s.start("main1")
    assert chars(game.state, elves).power == 2
    assert chars(game.state, druid).power == 2
    assert chars(game.state, theirs).power == 1
    game.apply(("mana", druid, 0))
    assert game.state.players[0].pool.amounts == {"G": 3}


def test_boreal_druid_taps_for_colorless() -> None:
    s = Scenario(pool=POOL, options={"idle_mana_abilities": True})
    druid = s.battlefield(0, "Boreal Druid")
    game = s.start("main1")
    game.apply(("mana", druid, 0))
    assert game.state.players[0].pool.amounts == {"C": 1}


def test_brindle_boar_sacrifices_for_four_life() -> None:
    s = scenario()
    boar = s.battlefield(0, "Brindle Boar")
    game = s.start("main1")
    game.apply(("activate", boar, 0))
    if ("pay",) in game.legal_actions():
        game.apply(("pay",))
    settle(game)
    assert boar not in game.state.battlefield()
    assert game.state.players[0].life == 24


def test_highland_game_gains_two_when_it_dies() -> None:
    s = scenario()
    game_card = s.battlefield(0, "Highland Game")
    murder = s.hand(0, "Murder")
    s.many(0, "battlefield", ["Swamp"] * 3)
    game = s.start("main1")
    game.apply(("cast", murder))
    game.apply(("target", game_card))
    game.apply(("pay",))
    settle(game)
    assert game_card not in game.state.battlefield()
    assert game.state.players[0].life == 22


def test_krosan_tusker_cycling_draws_and_finds_a_basic_land() -> None:
    s = scenario()
    tusker = s.hand(0, "Krosan Tusker")
    s.many(0, "battlefield", ["Forest"] * 3)
    land = s.library(0, "Swamp")
    s.library(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", tusker, 0))
    game.apply(("pay",))
    settle(game, _yes_or(land))
    names = sorted(game.state.objects[o].card.name for o in game.state.zone("hand", 0))
    assert names == ["Grizzly Bears", "Swamp"]
    assert [game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)] == ["Krosan Tusker"]


def test_discarding_krosan_tusker_is_not_cycling() -> None:
    s = scenario()
    tusker = s.hand(0, "Krosan Tusker")
    game = s.start("main1")
    from kitchentable.rules import events

    events.discard(game.state, 0, tusker)
    assert not game.state.pending_triggers


def test_elvish_spirit_guide_exiled_from_hand_pays_for_a_bear() -> None:
    """605.1a, 602.2: its mana ability works in the hand; with a Forest it pays for Grizzly Bears."""
    s = scenario()
    guide = s.hand(0, "Elvish Spirit Guide")
    bears = s.hand(0, "Grizzly Bears")
    forest = s.battlefield(0, "Forest")
    game = s.start("main1")
    assert ("cast", bears) in game.legal_actions()
    game.apply(("cast", bears))
    game.apply(("mana", forest, 0))
    game.apply(("mana", guide, 0))
    game.apply(("pay",))
    settle(game)
    assert [game.state.objects[o].card.name for o in game.state.battlefield()
            if "Creature" in game.state.objects[o].card.types] == ["Grizzly Bears"]
