"""Castle Magic (document 002) scenario tests, one or more per ruling R-CA-1..R-CA-7."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.api.game import Game
from kitchentable.formats.castle import (
    CASTLE,
    RESERVE,
    Castle,
    activation_life,
    grid,
    missing_mana,
    put_in_castle,
    put_in_reserve,
)
from kitchentable.rules.abilities import (
    CardDef,
    DealDamage,
    Filter,
    Modal,
    Mode,
    Ref,
    Simple,
    StaticAbility,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.concepts.targets import candidates
from kitchentable.rules.state import BATTLEFIELD, EXILE
from kitchentable.scenario import Scenario
from tests.rules.cards import (
    ANTHEM,
    BEARS,
    BOLT,
    COLOSSUS,
    FOREST,
    KNIGHT,
    MOUNTAIN,
    PLAINS,
    SAC_CARD,
    SERRA,
    SHOCK,
    SWAMP,
    SWIFTSPEAR,
    TRAMPLER,
    creature,
)

C = ManaCost.parse
CREATURES = Filter(types=frozenset({"Creature"}))
HEALER = CardDef(
    name="Welcoming Cleric", mana_cost=C("{1}{W}"), types=frozenset({"Creature"}), power=1, toughness=1,
    triggered=(TriggeredAbility(TriggerSpec("enters"), Modal((Mode((Simple("gain_life", Ref("you"), fixed(2)),)),)),
                                text="When this creature enters, you gain 2 life."),))
DJINN = CardDef(
    name="Upkeep Djinn", mana_cost=C("{2}{B}{B}"), types=frozenset({"Creature"}), power=5, toughness=5,
    triggered=(TriggeredAbility(TriggerSpec("upkeep", whose="you"),
                                Modal((Mode((DealDamage(fixed(1), Ref("you")),)),)),
                                text="At the beginning of your upkeep, this creature deals 1 damage to you."),))
WRATH = CardDef(name="Wrath of God", mana_cost=C("{2}{W}{W}"), types=frozenset({"Sorcery"}),
                spell=Modal((Mode((Simple("destroy", Ref("all", filter=CREATURES)),)),)))
DRAIN = CardDef(name="Life Drain", mana_cost=C("{B}"), types=frozenset({"Sorcery"}),
                spell=Modal((Mode((Simple("lose_life", Ref("each_opponent"), fixed(2)),)),)))
X_BEAST = creature("Ballooning Beast", "{X}{G}", 3, 3, sub="Beast")
FIRST_STRIKER = creature("Swift Lancer", "{1}{W}", 3, 1, "first strike", sub="Knight")
FLYER = creature("Sky Raider", "{2}{U}", 2, 2, "flying", sub="Bird")


def castle_scenario(**options: Any) -> Scenario:
    return Scenario("castle", options=options)


def to_column(game: Game) -> None:
    while game.pending is not None and game.pending["kind"] != "castle_column":
        game.apply(("pass",))


def attack(game: Game, column: int, *attackers: int) -> None:
    """Name a column and declare the attackers, then pass priority in the declare attackers step."""
    to_column(game)
    game.apply(("column", column))
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending is not None and game.pending["kind"] == "priority" and game.state.step == "declare_attackers":
        game.apply(("pass",))


def pass_to(game: Game, step: str) -> None:
    for _ in range(100):
        if game.state.step == step or game.pending is None:
            return
        game.apply(("pass",))
    raise AssertionError(f"never reached {step}")


def logged(game: Game, kind: str) -> list[tuple[Any, ...]]:
    return [e.data for e in game.state.log if e.kind == kind]


# --- R-CA-1: setup, grid, rows ----------------------------------------------------------------------------------


def castle_deck() -> list[CardDef]:
    return [FOREST] * 24 + [BEARS] * 20 + [SHOCK] * 16


def castle_stock() -> list[CardDef]:
    return [BEARS] * 5 + [SWIFTSPEAR] * 5 + [SERRA] * 5


def test_r_ca_1_setup_deals_twelve_face_down_and_keeps_three_in_reserve() -> None:
    game = Game("castle", [castle_deck(), castle_deck()], seed=3,
                options={"stocks": [castle_stock(), castle_stock()]})
    state = game.state
    for seat in (0, 1):
        castle = state.zones[(CASTLE, seat)]
        assert len(castle) == 12 and len(state.zones[(RESERVE, seat)]) == 3
        assert all(state.objects[o].face_down for o in castle)
        assert sorted(grid(state, seat)) == [(c, r) for c in range(1, 5) for r in range(1, 4)]
    view = game.observation(0)
    assert view["zones"]["castle:0"] == {"count": 12} and view["zones"]["reserve:0"] == {"count": 3}
    mine = view["format_view"]["castles"]["0"]["rows"]
    assert len(mine) == 3 and all(len(r) == 4 for r in mine)
    assert all(cell == {"face_down": True} for row in mine for cell in row)


def test_r_ca_1_stock_must_be_fifteen_creature_cards() -> None:
    with pytest.raises(ValueError, match="15 creatures"):
        Game("castle", [castle_deck(), castle_deck()], options={"stocks": [castle_stock()[:14], castle_stock()]})
    with pytest.raises(ValueError, match="not a creature"):
        Game("castle", [castle_deck(), castle_deck()],
             options={"stocks": [castle_stock()[:14] + [SHOCK], castle_stock()]})


def test_r_ca_1_rows_two_and_three_get_plus_one_and_plus_two() -> None:
    s = castle_scenario()
    front = put_in_castle(s.state, 1, BEARS, 1, 1, active=True)
    middle = put_in_castle(s.state, 1, BEARS, 2, 2, active=True)
    back = put_in_castle(s.state, 1, BEARS, 3, 3, active=True)
    game = s.start("main1")
    from kitchentable.rules.continuous.layers import chars

    assert [chars(game.state, o).power for o in (front, middle, back)] == [2, 3, 4]
    view = game.observation(0)["format_view"]["castles"]["1"]["rows"]
    assert (view[0][0]["power"], view[0][0]["toughness"]) == (2, 2)
    assert (view[1][1]["power"], view[1][1]["toughness"]) == (3, 3)
    assert (view[2][2]["power"], view[2][2]["toughness"]) == (4, 4)
    assert view[0][1] is None
    text = game.observation(0)["format_view"]["text"].splitlines()
    assert text[-1].startswith("row 3") and "Grizzly Bears 4/4" in text[-1]


def test_r_ca_1_attack_names_one_column_and_every_attacker_attacks_the_defender() -> None:
    s = castle_scenario()
    bears = s.battlefield(0, BEARS)
    piker = s.battlefield(0, SWIFTSPEAR)
    guard = put_in_castle(s.state, 0, BEARS, 1, 1, active=True)
    put_in_castle(s.state, 1, BEARS, 2, 1)
    game = s.start("main1")
    to_column(game)
    assert set(game.legal_actions()) == {("column", c) for c in range(1, 5)} | {("attack_done",)}
    game.apply(("column", 2))
    options = game.legal_actions()
    assert ("attack", bears, ("player", 1)) in options and ("attack", piker, ("player", 1)) in options
    assert not any(o[0] == "attack" and o[1] == guard for o in options)
    game.apply(("attack", bears, ("player", 1)))
    game.apply(("attack", piker, ("player", 1)))
    game.apply(("attack_done",))
    assert game.state.objects[bears].attacking == ("player", 1)
    assert logged(game, "castle_column") == [(0, 1, 2)]


# --- R-CA-2: revealing and activating ------------------------------------------------------------------------------


def test_r_ca_2_creature_activates_when_tapped_lands_could_pay() -> None:
    s = castle_scenario()
    raider = s.battlefield(0, BEARS)
    s.battlefield(1, PLAINS, tapped=True)
    s.battlefield(1, FOREST, tapped=True)
    card = put_in_castle(s.state, 1, HEALER, 1, 1)
    game = s.start("main1")
    attack(game, 1, raider)
    assert game.pending["kind"] == "castle_swap"
    assert card not in game.state.objects
    active = grid(game.state, 1)[(1, 1)]
    assert game.state.objects[active].zone[0] == BATTLEFIELD and game.state.objects[active].card is HEALER
    game.apply(("castle_block",))
    game.apply(("pass",))  # the enter trigger goes on the stack; both pass and it resolves
    game.apply(("pass",))
    assert game.state.players[1].life == 22


def test_r_ca_2_unpayable_creature_is_discarded_and_combat_ends() -> None:
    s = castle_scenario()
    raider = s.battlefield(0, BEARS)
    card = put_in_castle(s.state, 1, HEALER, 1, 1)
    put_in_castle(s.state, 1, BEARS, 1, 2)
    game = s.start("main1", turn=5)
    game.state.players[1].life = 3
    attack(game, 1, raider)
    assert game.pending["kind"] == "castle_activation"
    assert game.legal_actions() == [("castle_pay", 3), ("castle_discard",)]
    assert game.observation(0)["format_view"]["castles"]["1"]["rows"][0][0] == {
        "face_down": True, "name": "Welcoming Cleric"}
    game.apply(("castle_discard",))
    assert card not in game.state.objects
    exiled = [game.state.objects[o].card for o in game.state.zones[(EXILE, -1)]]
    assert exiled == [HEALER]
    assert game.state.combat is None and game.state.objects[raider].attacking is None
    pass_to(game, "main2")
    assert game.state.players[1].life == 3  # no enter trigger, no damage
    assert (1, 1) not in grid(game.state, 1) and (1, 2) in grid(game.state, 1)


def test_r_ca_2_missing_mana_is_paid_with_life_one_per_generic_two_per_colored() -> None:
    s = castle_scenario()
    raider = s.battlefield(0, BEARS)
    s.battlefield(1, PLAINS)
    s.battlefield(1, FOREST)
    put_in_castle(s.state, 1, SERRA, 3, 1)
    game = s.start("main1")
    assert missing_mana(game.state, 1, SERRA.mana_cost) == (2, 1)
    assert activation_life((2, 1)) == 4
    attack(game, 3, raider)
    game.apply(("castle_pay", 4))
    assert game.state.players[1].life == 16
    serra = grid(game.state, 1)[(3, 1)]
    assert game.state.objects[serra].zone[0] == BATTLEFIELD


def test_r_ca_2_x_counts_as_zero() -> None:
    s = castle_scenario()
    s.battlefield(1, FOREST, tapped=True)
    game = s.start("main1")
    assert missing_mana(game.state, 1, X_BEAST.mana_cost) == (0, 0)
    assert missing_mana(game.state, 0, X_BEAST.mana_cost) == (0, 1)


def test_r_ca_2_nothing_is_revealed_when_every_attacker_is_gone() -> None:
    s = castle_scenario()
    raider = s.battlefield(0, BEARS)
    bolt = s.hand(1, BOLT)
    s.battlefield(1, MOUNTAIN)
    hidden = put_in_castle(s.state, 1, SERRA, 1, 1)
    game = s.start("main1")
    to_column(game)
    game.apply(("column", 1))
    game.apply(("attack", raider, ("player", 1)))
    game.apply(("attack_done",))
    game.apply(("pass",))
    game.apply(("cast", bolt))
    game.apply(("target", raider))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    pass_to(game, "main2")
    assert raider not in game.state.objects
    assert hidden in game.state.objects and game.state.objects[hidden].face_down
    assert not logged(game, "castle_reveal")


# --- R-CA-3: swapping ----------------------------------------------------------------------------------------------


def test_r_ca_3_pay_two_life_to_swap_with_the_card_behind_and_reveal_it() -> None:
    s = castle_scenario()
    raider = s.battlefield(0, BEARS)
    for _ in range(3):
        s.battlefield(1, FOREST)
    put_in_castle(s.state, 1, BEARS, 2, 1)
    put_in_castle(s.state, 1, TRAMPLER, 2, 2)
    game = s.start("main1")
    attack(game, 2, raider)
    first = grid(game.state, 1)[(2, 1)]
    assert ("castle_swap",) in game.legal_actions()
    game.apply(("castle_swap",))
    spots = grid(game.state, 1)
    assert spots[(2, 2)] == first  # the active bears moved back a row
    assert game.state.objects[spots[(2, 1)]].card is TRAMPLER  # revealed and activated
    assert game.state.objects[spots[(2, 1)]].zone[0] == BATTLEFIELD
    assert game.state.players[1].life == 18
    from kitchentable.rules.continuous.layers import chars

    assert (chars(game.state, first).power, chars(game.state, first).toughness) == (3, 3)
    game.apply(("castle_swap",))  # the swap repeats while life is paid: both active now
    spots = grid(game.state, 1)
    assert game.state.objects[spots[(2, 1)]].card is BEARS and game.state.players[1].life == 16
    game.apply(("castle_block",))
    assert game.state.objects[raider].blocked
    assert game.state.combat.blocks[raider] == (spots[(2, 1)],)


def test_r_ca_3_no_swap_without_a_card_behind_or_two_life() -> None:
    s = castle_scenario()
    raider = s.battlefield(0, BEARS)
    put_in_castle(s.state, 1, BEARS, 4, 1, active=True)
    put_in_castle(s.state, 1, BEARS, 1, 1, active=True)
    put_in_castle(s.state, 1, BEARS, 1, 2)
    game = s.start("main1")
    game.state.players[1].life = 1
    attack(game, 4, raider)
    assert game.legal_actions() == [("castle_block",)]


# --- R-CA-4: blocking and damage --------------------------------------------------------------------------------------


def test_r_ca_4_empty_column_lets_attackers_damage_the_player() -> None:
    s = castle_scenario()
    raider = s.battlefield(0, BEARS)
    put_in_castle(s.state, 1, BEARS, 1, 1)
    game = s.start("main1")
    attack(game, 3, raider)
    assert logged(game, "castle_breach") == [(1, 3)]
    pass_to(game, "main2")
    assert game.state.players[1].life == 18


def test_r_ca_5_an_attackers_own_damage_reaches_the_player_only_through_an_empty_column() -> None:
    raider_card = CardDef(
        name="Raiding Goblin", mana_cost=C("{1}{R}"), types=frozenset({"Creature"}), power=2, toughness=2,
        triggered=(TriggeredAbility(TriggerSpec("attacks"),
                                    Modal((Mode((DealDamage(fixed(1), Ref("defending_player")),)),)),
                                    text="Whenever this creature attacks, it deals 1 damage to the defending player."),))
    for column, life in ((2, 17), (1, 20)):
        s = castle_scenario()
        raider = s.battlefield(0, raider_card)
        put_in_castle(s.state, 1, COLOSSUS, 1, 1, active=True)
        game = s.start("main1")
        attack(game, column, raider)
        if column == 1:
            game.apply(("castle_block",))
        pass_to(game, "main2")
        if column == 1:
            assert raider not in game.state.objects
        assert game.state.players[1].life == life


def test_r_ca_4_foremost_blocks_every_attacker_even_tapped_and_defender_divides_its_damage() -> None:
    s = castle_scenario()
    a = s.battlefield(0, BEARS)
    b = s.battlefield(0, SWIFTSPEAR)
    guard = put_in_castle(s.state, 1, COLOSSUS, 1, 1, active=True)
    s.state.objects[guard].tapped = True
    game = s.start("main1")
    attack(game, 1, a, b)
    game.apply(("castle_block",))
    assert game.state.combat.blocks == {a: (guard,), b: (guard,)}
    pass_to(game, "combat_damage")
    assert game.pending["kind"] == "castle_divide"
    assert game.legal_actions() == [("assign", a, n) for n in range(7)]
    game.apply(("assign", a, 1))  # 1 to the bears, the remaining 5 to the piker
    assert game.state.objects[a].damage == 1 and b not in game.state.objects
    assert guard not in game.state.objects  # 2 + 2 damage is lethal for the 6/4
    assert game.state.players[1].life == 20


def test_r_ca_4_trample_is_ignored_and_attackers_damage_only_the_blocker() -> None:
    s = castle_scenario()
    trampler = s.battlefield(0, TRAMPLER)
    guard = put_in_castle(s.state, 1, SWIFTSPEAR, 2, 1, active=True)
    game = s.start("main1")
    attack(game, 2, trampler)
    game.apply(("castle_block",))
    pass_to(game, "main2")
    assert game.state.players[1].life == 20
    assert guard not in game.state.objects


def test_r_ca_4_blocker_that_dies_leaves_its_spot_empty_and_combat_ends() -> None:
    s = castle_scenario()
    lancer = s.battlefield(0, FIRST_STRIKER)
    bears = s.battlefield(0, BEARS)
    guard = put_in_castle(s.state, 1, SWIFTSPEAR, 1, 1, active=True)
    put_in_castle(s.state, 1, BEARS, 1, 2)
    game = s.start("main1")
    attack(game, 1, lancer, bears)
    game.apply(("castle_block",))
    pass_to(game, "first_strike_damage")
    assert guard not in game.state.objects
    assert game.state.objects[game.state.zones[(EXILE, -1)][-1]].card is SWIFTSPEAR
    pass_to(game, "main2")
    assert game.state.objects[bears].damage == 0 and game.state.players[1].life == 20
    assert logged(game, "castle_combat_over")
    assert (1, 1) not in grid(game.state, 1) and len(game.state.zones[(CASTLE, 1)]) == 1


# --- R-CA-5: evasion, blocking by cast creatures, damage to players ----------------------------------------------------


def test_r_ca_5_evasion_is_ignored() -> None:
    s = castle_scenario()
    flyer = s.battlefield(0, FLYER)
    knight = s.battlefield(0, KNIGHT)
    guard = put_in_castle(s.state, 1, creature("Black Wall", "{B}", 0, 9, sub="Wall"), 1, 1, active=True)
    game = s.start("main1")
    attack(game, 1, flyer, knight)
    game.apply(("castle_block",))
    assert game.state.combat.blocks == {flyer: (guard,), knight: (guard,)}


def test_r_ca_5_creatures_a_player_casts_never_block() -> None:
    s = castle_scenario()
    raider = s.battlefield(0, BEARS)
    summoned = s.battlefield(1, COLOSSUS)
    game = s.start("main1")
    assert not game.state.rules.can_block(game.state, summoned)
    attack(game, 2, raider)
    pass_to(game, "main2")
    assert game.state.players[1].life == 18
    assert game.state.objects[summoned].blocking == ()


def test_r_ca_5_other_damage_to_a_player_is_zero_but_life_loss_happens() -> None:
    s = castle_scenario()
    bolt = s.hand(0, BOLT)
    drain = s.hand(0, DRAIN)
    s.battlefield(0, MOUNTAIN)
    s.battlefield(0, SWAMP)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[1].life == 20
    assert logged(game, "castle_no_damage")
    game.apply(("cast", drain))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[1].life == 18


def test_r_ca_5_a_players_own_creature_damages_them_in_upkeep() -> None:
    s = castle_scenario()
    s.battlefield(0, DJINN)
    game = s.start("untap")
    pass_to(game, "draw")
    assert game.state.players[0].life == 19


# --- R-CA-6: castle creatures ----------------------------------------------------------------------------------------


def test_r_ca_6_face_down_castle_cards_cannot_be_targeted() -> None:
    s = castle_scenario()
    s.hand(0, BOLT)
    s.battlefield(0, MOUNTAIN)
    hidden = put_in_castle(s.state, 1, BEARS, 1, 1)
    game = s.start("main1")
    spec = BOLT.spell.modes[0].targets[0]  # type: ignore[union-attr]
    assert hidden not in candidates(game.state, spec, 0, None)
    assert not game.state.rules.object_can_be_targeted(game.state, hidden, 0, None)


def test_r_ca_6_opponent_cannot_target_face_up_castle_creatures_during_combat() -> None:
    s = castle_scenario()
    raider = s.battlefield(0, BEARS)
    s.hand(0, SHOCK)
    s.battlefield(0, MOUNTAIN)
    guard = put_in_castle(s.state, 1, COLOSSUS, 1, 1, active=True)
    spec = SHOCK.spell.modes[0].targets[0]  # type: ignore[union-attr]
    game = s.start("main1")
    assert guard in candidates(game.state, spec, 0, None)
    attack(game, 1, raider)
    assert guard not in candidates(game.state, spec, 0, None)
    assert guard in candidates(game.state, spec, 1, None)  # its controller still may
    game.apply(("castle_block",))
    pass_to(game, "end_of_combat")
    assert guard not in candidates(game.state, spec, 0, None)
    pass_to(game, "main2")
    assert guard in candidates(game.state, spec, 0, None)


def test_r_ca_6_castle_creatures_ignore_non_targeted_effects() -> None:
    s = castle_scenario()
    wrath = s.hand(1, WRATH)
    for _ in range(4):
        s.battlefield(1, PLAINS)
    s.battlefield(1, ANTHEM)
    mine = s.battlefield(1, BEARS)
    guard = put_in_castle(s.state, 1, BEARS, 1, 1, active=True)
    from kitchentable.rules.continuous.layers import chars

    game = s.start("main1", active=1)
    assert chars(game.state, mine).power == 3 and chars(game.state, guard).power == 2
    game.apply(("cast", wrath))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert mine not in game.state.objects and guard in game.state.objects


def test_r_ca_6_castle_creatures_ignore_replacement_and_prevention_effects_of_others() -> None:
    opponents_creatures = Filter(types=frozenset({"Creature"}), controller="opponent")
    maze = CardDef(name="Root Maze Test", types=frozenset({"Enchantment"}), static=(
        StaticAbility("replacement", opponents_creatures, params=(("event", "enter"), ("mode", "enters_tapped"))),
        StaticAbility("prevent_damage", CREATURES)))
    s = castle_scenario()
    s.battlefield(0, maze)
    raider = s.battlefield(0, BEARS)
    s.battlefield(1, PLAINS)
    s.battlefield(1, PLAINS)
    put_in_castle(s.state, 1, HEALER, 1, 1)
    game = s.start("main1")
    attack(game, 1, raider)
    healer = grid(game.state, 1)[(1, 1)]
    assert not game.state.objects[healer].tapped
    game.apply(("castle_block",))
    pass_to(game, "main2")
    assert healer not in game.state.objects  # the maze prevents no damage to it
    assert game.state.objects[raider].damage == 0  # but prevents the healer's damage to the bears


def test_r_ca_6_castle_creature_put_into_a_graveyard_is_removed_and_never_refilled() -> None:
    s = castle_scenario()
    bolt = s.hand(0, BOLT)
    s.battlefield(0, MOUNTAIN)
    guard = put_in_castle(s.state, 1, BEARS, 2, 1, active=True)
    put_in_reserve(s.state, 1, SERRA)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", guard))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert guard not in game.state.objects
    assert not game.state.zones.get(("graveyard", 1))
    assert [game.state.objects[o].card for o in game.state.zones[(EXILE, -1)]] == [BEARS]
    assert grid(game.state, 1) == {} and len(game.state.zones[(RESERVE, 1)]) == 1


def test_r_ca_6_castle_creatures_count_as_yours_for_sacrifice() -> None:
    s = castle_scenario()
    splinters = s.hand(1, SAC_CARD)
    s.battlefield(1, SWAMP)
    target = s.battlefield(0, BEARS)
    guard = put_in_castle(s.state, 1, SWIFTSPEAR, 1, 1, active=True)
    game = s.start("main1", active=1)
    game.apply(("cast", splinters))
    game.apply(("target", target))
    sacrifice = [o for o in game.legal_actions() if guard in o]
    assert sacrifice
    game.apply(sacrifice[0])
    while game.pending["kind"] != "priority":
        game.apply(game.legal_actions()[0])
    assert guard not in game.state.objects
    assert game.state.objects[game.state.zones[(EXILE, -1)][-1]].card is SWIFTSPEAR


def test_r_ca_6_castle_creatures_have_their_upkeep_like_any_creature_of_yours() -> None:
    s = castle_scenario()
    put_in_castle(s.state, 0, DJINN, 2, 3, active=True)
    game = s.start("untap")
    pass_to(game, "draw")
    assert game.state.players[0].life == 19


def test_r_ca_6_casting_a_creature_never_puts_it_into_a_castle() -> None:
    s = castle_scenario()
    bears = s.hand(1, BEARS)
    s.battlefield(1, FOREST)
    s.battlefield(1, FOREST)
    put_in_castle(s.state, 1, SERRA, 1, 1)
    game = s.start("main1", active=1)
    before = dict(grid(game.state, 1))
    game.apply(("cast", bears))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    cast = [o for o in game.state.battlefield() if game.state.objects[o].card is BEARS]
    assert cast and grid(game.state, 1) == before
    assert game.state.objects[cast[0]].tags == frozenset()
    assert bears not in game.state.objects


# --- R-CA-7: the house rule ----------------------------------------------------------------------------------------


def test_r_ca_7_reserve_actions_are_off_by_default() -> None:
    s = castle_scenario()
    put_in_castle(s.state, 0, BEARS, 1, 1)
    put_in_reserve(s.state, 0, SERRA)
    game = s.start("main1")
    assert not [o for o in game.legal_actions() if str(o[0]).startswith("castle_")]


def test_r_ca_7_reserve_actions_once_per_turn() -> None:
    s = castle_scenario(reserve_actions=True)
    put_in_castle(s.state, 0, BEARS, 1, 1)
    put_in_castle(s.state, 0, SERRA, 1, 3)
    put_in_reserve(s.state, 0, TRAMPLER)
    game = s.start("main1")
    options = game.legal_actions()
    assert ("castle_reserve_swap", 1, 1) in options and ("castle_column_swap", 1, 1, 3) in options
    assert ("castle_look", 1, 3) in options
    game.apply(("castle_look", 1, 3))
    view = game.observation(0)["format_view"]["castles"]["0"]["rows"]
    assert view[2][0] == {"face_down": True, "name": "Serra Angel"}
    assert game.observation(1)["format_view"]["castles"]["0"]["rows"][2][0] == {"face_down": True}
    assert not [o for o in game.legal_actions() if str(o[0]).startswith("castle_")]


def test_r_ca_7_reserve_swap_and_column_swap() -> None:
    s = castle_scenario(reserve_actions=True)
    put_in_castle(s.state, 0, BEARS, 1, 1)
    put_in_castle(s.state, 0, SERRA, 1, 3)
    put_in_reserve(s.state, 0, TRAMPLER)
    game = s.start("main1")
    twin = game.copy()
    game.apply(("castle_reserve_swap", 1, 1))
    spots = grid(game.state, 0)
    assert game.state.objects[spots[(1, 1)]].card is TRAMPLER
    assert [game.state.objects[o].card for o in game.state.zones[(RESERVE, 0)]] == [BEARS]
    assert not any(e.kind == "zone" for e in game.state.log[-3:])
    twin.apply(("castle_column_swap", 1, 1, 3))
    spots = grid(twin.state, 0)
    assert twin.state.objects[spots[(1, 1)]].card is SERRA and twin.state.objects[spots[(1, 3)]].card is BEARS
    assert twin.state.players[0].life == 18


# --- winning -------------------------------------------------------------------------------------------------------


def test_castle_winning_is_as_in_normal_magic() -> None:
    s = castle_scenario()
    raider = s.battlefield(0, COLOSSUS)
    game = s.start("main1")
    game.state.players[1].life = 6
    attack(game, 1, raider)
    pass_to(game, "main2")
    assert game.is_over() and game.result()["winners"] == [0]


def test_castle_default_game_needs_two_players() -> None:
    with pytest.raises(ValueError, match="two-player"):
        Castle.default_game(players=3, seed=1)


# --- fuzz: random agents with invariants after every step ---------------------------------------------------------


def check_invariants(game: Game, total_cards: int) -> None:
    """Every object in exactly one zone; no negative counts; cards conserved; every castle spot held by at
    most one card, face-down cards only in castles, at most twelve per castle (R-CA-1, R-CA-6)."""
    state = game.state
    where: dict[int, tuple[str, int]] = {}
    for key, ids in state.zones.items():
        for oid in ids:
            assert oid not in where, f"object {oid} in {where.get(oid)} and {key}"
            where[oid] = key
            assert state.objects[oid].zone == key
    assert set(where) == set(state.objects)
    assert sum(1 for o in state.objects.values() if not o.token) == total_cards
    for oid, o in state.objects.items():
        assert o.damage >= 0 and all(v >= 0 for v in o.counters.values()), oid
    for seat in range(len(state.players)):
        castle = state.zones.get((CASTLE, seat), [])
        assert all(state.objects[o].face_down for o in castle)
        spots = [(c, r) for (c, r), _oid in grid(state, seat).items()]
        assert len(spots) == len(set(spots)) <= 12
        assert len(castle) + len(state.zones.get((RESERVE, seat), [])) <= 15


def check_hidden(game: Game) -> None:
    """R-CA-1: nobody sees a face-down castle card or the reserve, except a revealed card and, for its
    owner, a card looked at under R-CA-7."""
    state = game.state
    for viewer in (0, 1):
        view = game.observation(viewer)
        for seat in (0, 1):
            assert set(view["zones"][f"castle:{seat}"]) == {"count"}
            spots = grid(state, seat)
            for r, row in enumerate(view["format_view"]["castles"][str(seat)]["rows"], start=1):
                for c, cell in enumerate(row, start=1):
                    if cell is None or not cell["face_down"]:
                        continue
                    o = state.objects[spots[(c, r)]]
                    may_know = o.revealed or (viewer == seat and "castle:seen" in o.tags)
                    assert ("name" in cell) == may_know


FUZZ_DECK = [FOREST] * 9 + [PLAINS] * 8 + [MOUNTAIN] * 7 + [BEARS] * 8 + [SWIFTSPEAR] * 6 + [TRAMPLER] * 4 \
    + [BOLT] * 4 + [SHOCK] * 4 + [WRATH] * 2 + [DRAIN] * 2 + [FIRST_STRIKER] * 4 + [HEALER] * 2
FUZZ_STOCK = [BEARS, SERRA, TRAMPLER, COLOSSUS, SWIFTSPEAR, KNIGHT, HEALER, DJINN, FLYER, X_BEAST,
              FIRST_STRIKER, BEARS, SERRA, COLOSSUS, HEALER]


@pytest.mark.parametrize("seed", range(24))
def test_castle_fuzz_random_games_keep_invariants_and_undo_restores_hash(seed: int) -> None:
    import random

    rng = random.Random(seed)
    options = {"stocks": [FUZZ_STOCK, FUZZ_STOCK], "max_turns": 14, "reserve_actions": seed % 2 == 1}
    game = Game("castle", [FUZZ_DECK, FUZZ_DECK], seed=seed, options=options)
    total = 2 * (len(FUZZ_DECK) + len(FUZZ_STOCK))
    check_invariants(game, total)
    for step in range(1500):
        if game.is_over():
            break
        options_now = game.legal_actions()
        passing = [o for o in options_now if o[0] in ("pass", "cancel")]
        acting = [o for o in options_now if o not in passing] or options_now
        action = passing[0] if passing and rng.random() < 0.15 else rng.choice(acting)
        if step % 7 == 0:
            before = game.state_hash()
            game.apply(action)
            game.undo()
            assert game.state_hash() == before
        twin = game.copy() if step % 11 == 0 else None
        game.apply(action)
        if twin is not None:
            twin.apply(action)
            assert twin.state_hash() == game.state_hash()
        check_invariants(game, total)
        if step % 5 == 0:
            check_hidden(game)
    assert game.state.turn >= 2


def test_castle_default_game_uses_bundled_decks_and_fifteen_card_stocks() -> None:
    bundled = pytest.importorskip("kitchentable.cards.files.decks")
    if not bundled.bundled_decks():
        pytest.skip("no bundled decks")
    import random

    kwargs = Castle.default_game(players=2, seed=5, reserve_actions=True)
    assert "seed" not in kwargs and kwargs["players"] == 2 and len(kwargs["decks"]) == 2
    assert [len(s) for s in kwargs["options"]["stocks"]] == [15, 15]
    assert kwargs["options"]["reserve_actions"] is True
    game = Game(format="castle", seed=5, **kwargs)
    total = sum(1 for o in game.state.objects.values() if not o.token)
    rng = random.Random(5)
    for _ in range(400):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
        check_invariants(game, total)
    assert all(len(grid(game.state, seat)) <= 12 for seat in (0, 1))
    replayed = Game.from_record(game.record())
    assert replayed.state_hash() == game.state_hash()
