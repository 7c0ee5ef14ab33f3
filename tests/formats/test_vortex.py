"""Vortex Based Magic (document 004): one scenario per rule of the document and ruling R-VX-1..R-VX-8."""

from __future__ import annotations

import pytest

from kitchentable.api.game import Game
from kitchentable.formats.vortex import PASSED_KEY, SHOE_KEY, UNOWNED, Vortex, pack_key
from kitchentable.rules.errors import IllegalAction
from kitchentable.scenario import Scenario, pass_until

from ..rules.cards import BEARS, BOLT, COLOSSUS, DIVINATION, FOREST, ISLAND, MOUNTAIN, PLAINS, SERRA, SWAMP
from .vortex_support import (
    DRAW_WATCHER,
    LOOKUP,
    MILL,
    OPT,
    SCRY,
    SEARCH,
    TUCK,
    logged,
    names,
    new_game,
    pack,
    passed,
    pool_names,
    shoe,
)


def vortex(players: int = 2, **options: object) -> Scenario:
    return Scenario("vortex", players, options=dict(options))


def finish_setup(game: Game) -> None:
    """Answer the four setup drafts and the basic land choices with the first option each time."""
    while game.pending is not None and game.pending["kind"] in ("draft_pick", "choose_basic"):
        game.apply(game.legal_actions()[0])


# --- R-VX-1: the shoe, the packs and the passed pack --------------------------------------------------------


def test_r_vx_1_shoe_holds_the_pool_and_one_of_each_basic_per_player_unowned() -> None:
    pool = pool_names(copies=2, lands=1)
    game = new_game(3, pool=pool)
    state = game.state
    dealt = sum(len(state.zones[pack_key(s)]) for s in range(3)) + len(state.zones[PASSED_KEY])
    assert len(state.zones[SHOE_KEY]) + dealt == len(pool) + 5 * 3
    assert all(state.objects[oid].owner == UNOWNED for oid in state.zones[SHOE_KEY])
    basics_in_game = sum(1 for o in state.objects.values() if o.card.name == "Island")
    assert basics_in_game == 1 + 3


def test_r_vx_1_option_basic_lands_per_player_sweeps_land_counts() -> None:
    pool = pool_names(copies=2, lands=0)
    few = new_game(2, pool=pool, basic_lands_per_player=0)
    many = new_game(2, pool=pool, basic_lands_per_player=3)
    assert len(few.state.objects) == len(pool)
    assert len(many.state.objects) == len(pool) + 3 * 5 * 2
    with pytest.raises(ValueError, match="basic_lands_per_player"):
        new_game(2, basic_lands_per_player=-1)


def test_r_vx_1_setup_deals_seven_to_each_pack_and_to_the_passed_pack() -> None:
    game = new_game(4)
    state = game.state
    for seat in range(4):
        pack_ids = state.zones[pack_key(seat)]
        assert len(pack_ids) == 7
        assert {state.objects[oid].owner for oid in pack_ids} == {seat}
    assert len(state.zones[PASSED_KEY]) == 7
    assert {state.objects[oid].owner for oid in state.zones[PASSED_KEY]} == {UNOWNED}


def test_r_vx_1_packs_are_hidden_but_countable_and_your_own_pack_is_visible() -> None:
    game = new_game(3)
    view = game.observation(1)
    assert view["zones"]["shoe"] == {"count": len(game.state.zones[SHOE_KEY])}
    assert view["zones"]["passed_pack"] == {"count": 7}
    assert view["zones"]["pack:0"] == {"count": 7}
    assert [c["id"] for c in view["zones"]["pack:1"]] == game.state.zones[pack_key(1)]
    fmt = view["format_view"]
    assert fmt["packs"] == {0: 7, 1: 7, 2: 7}
    assert fmt["passed_pack"] == 7 and fmt["shoe"] == len(game.state.zones[SHOE_KEY])
    assert [c["id"] for c in fmt["pack"]] == game.state.zones[pack_key(1)]


def test_r_vx_8_two_to_five_players() -> None:
    for players in (2, 5):
        assert new_game(players).pending is not None
    for players in (1, 6):
        with pytest.raises(ValueError, match="2 to 5 players"):
            new_game(players)


def test_r_vx_1_players_bring_no_decks_and_need_a_pool() -> None:
    with pytest.raises(ValueError, match="shared pool"):
        Game("vortex", [[BEARS], [BEARS]], 1, options={"pool": ["Grizzly Bears"]}, pool=LOOKUP)
    with pytest.raises(ValueError, match="needs a pool"):
        Game("vortex", [], 1, players=2, pool=LOOKUP)
    with pytest.raises(ValueError, match="unknown card 'Nope'"):
        new_game(2, pool=["Nope"])


# --- R-VX-2: opening hands ------------------------------------------------------------------------------


def test_r_vx_2_opening_hand_is_four_setup_drafts_then_three_basics_of_your_choice() -> None:
    game = new_game(3, seed=4)
    state = game.state
    first = state.starting_player
    order = [(first + i) % 3 for i in range(3)]
    pickers = []
    while game.pending["kind"] == "draft_pick":
        pickers.append(game.pending["player"])
        assert state.turn == 0
        game.apply(game.legal_actions()[-1])
    assert pickers == order * 4
    assert [d[0] for d in logged(game, "vortex_pass_pack")] == order * 4
    for seat in order:
        for land in ("Swamp", "Swamp", "Forest"):
            assert game.pending == {**game.pending, "kind": "choose_basic", "player": seat}
            game.apply(("basic", land))
    assert all(len(state.zones[("hand", s)]) == 7 for s in range(3))
    for seat in range(3):
        hand = [state.objects[oid] for oid in state.zones[("hand", seat)]]
        assert all(o.owner == seat for o in hand)
    assert [d[1:] for d in logged(game, "vortex_basic_added")].count(("Swamp",)) == 6
    assert state.turn == 1 and state.active == first and game.pending["player"] == first


def test_r_vx_2_setup_turns_are_not_turns_and_fire_no_turn_triggers() -> None:
    game = new_game(2, seed=2)
    finish_setup(game)
    turns = logged(game, "turn")
    assert turns == [(1, game.state.starting_player)]
    setup_log = game.state.log[:[e.kind for e in game.state.log].index("turn")]
    assert not any(e.kind in ("step", "trigger") for e in setup_log)
    assert len(logged(game, "vortex_setup_turn")) == 8


def test_r_vx_2_a_mulligan_of_the_opening_hand_does_nothing() -> None:
    game = new_game(2, seed=3)
    kinds = set()
    while game.pending["kind"] in ("draft_pick", "choose_basic"):
        kinds.add(game.pending["kind"])
        game.apply(game.legal_actions()[0])
    assert "mulligan" not in kinds and game.state.turn == 1
    assert not Vortex().mulligans_allowed(game.state)
    assert not logged(game, "mulligan")


# --- R-VX-3: drawing is drafting -----------------------------------------------------------------------------


def test_r_vx_3_draw_step_replenishes_the_pack_to_seven_then_the_player_picks_and_owns_it() -> None:
    s = vortex()
    top = shoe(s, BEARS, BOLT, SERRA, COLOSSUS, DIVINATION)
    pack(s, 0, ISLAND, ISLAND, ISLAND)
    game = s.start("draw")
    assert game.pending["kind"] == "draft_pick"
    assert len(game.legal_actions()) == 7
    assert names(game, pack_key(0)) == sorted(["Island"] * 3 + ["Craw Wurm", "Lightning Bolt", "Divination",
                                                                "Serra Angel"])
    assert game.state.zones[SHOE_KEY] == top[:1]
    serra = next(o for (_k, o) in game.legal_actions() if game.state.objects[o].card.name == "Serra Angel")
    game.apply(("pick", serra))
    hand = [game.state.objects[o] for o in game.state.zones[("hand", 0)]]
    assert [(o.card.name, o.owner) for o in hand] == [("Serra Angel", 0)]
    assert len(game.state.zones[pack_key(0)]) == 6
    assert not logged(game, "draw")


def test_r_vx_3_an_empty_shoe_only_stops_replenishing() -> None:
    s = vortex()
    pack(s, 0, BEARS, BOLT)
    game = s.start("draw")
    assert len(game.legal_actions()) == 2
    game.apply(game.legal_actions()[0])
    assert len(game.state.zones[("hand", 0)]) == 1
    assert game.state.players[0].in_game and game.state.players[0].life == 20
    assert not Vortex().sba_loss_applies(game.state, 0, "draw")


def test_r_vx_3_draw_two_drafts_twice() -> None:
    s = vortex()
    shoe(s, *[BEARS] * 10)
    div = s.hand(0, DIVINATION)
    for _ in range(3):
        s.battlefield(0, ISLAND)
    game = s.start("main1")
    game.apply(("cast", div))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    picks = 0
    while game.pending["kind"] == "draft_pick":
        assert len(game.legal_actions()) == 7
        game.apply(game.legal_actions()[0])
        picks += 1
    assert picks == 2
    assert len(game.state.zones[("hand", 0)]) == 2
    assert len(game.state.zones[pack_key(0)]) == 6


def test_r_vx_3_draw_triggered_abilities_do_not_trigger() -> None:
    s = vortex()
    shoe(s, *[BEARS] * 8)
    s.battlefield(0, DRAW_WATCHER)
    game = s.start("draw")
    game.apply(game.legal_actions()[0])
    pass_until(game, lambda g: g.state.step == "main1")
    assert game.state.players[0].life == 20
    assert not logged(game, "trigger")


def test_r_vx_3_milling_uses_the_shoe_and_the_milled_player_owns_the_cards() -> None:
    s = vortex()
    shoe(s, BEARS, SERRA, COLOSSUS)
    mill = s.hand(0, MILL)
    s.battlefield(0, ISLAND)
    game = s.start("main1")
    game.apply(("cast", mill))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    milled = [game.state.objects[o] for o in game.state.zones[("graveyard", 1)]]
    assert sorted((o.card.name, o.owner) for o in milled) == [("Craw Wurm", 1), ("Serra Angel", 1)]
    assert names(game, SHOE_KEY) == ["Grizzly Bears"]


def test_r_vx_3_searching_and_scrying_use_the_shoe() -> None:
    s = vortex()
    shoe(s, FOREST, BEARS, SERRA)
    search = s.hand(0, SEARCH)
    scry = s.hand(0, SCRY)
    s.battlefield(0, FOREST)
    s.battlefield(0, ISLAND)
    game = s.start("main1")
    game.apply(("cast", scry))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "scry"
    (keep, bottom) = game.legal_actions()
    assert game.state.objects[keep[1]].card.name == "Serra Angel"
    game.apply(bottom)
    assert game.state.objects[game.state.zones[SHOE_KEY][0]].card.name == "Serra Angel"
    game.apply(("cast", search))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    found = [o for o in game.legal_actions() if o[0] == "find"]
    assert [game.state.objects[o[1]].card.name for o in found] == ["Forest"]
    game.apply(found[0])
    hand = [game.state.objects[o] for o in game.state.zones[("hand", 0)]]
    assert [(o.card.name, o.owner) for o in hand] == [("Forest", 0)]
    assert len(game.state.zones[SHOE_KEY]) == 2


def test_r_vx_3_a_card_put_into_a_library_goes_to_the_shoe_and_loses_its_owner() -> None:
    s = vortex()
    shoe(s, BEARS)
    tuck = s.hand(0, TUCK)
    s.battlefield(0, PLAINS)
    serra = s.battlefield(1, SERRA)
    game = s.start("main1")
    game.apply(("cast", tuck))
    game.apply(("target", serra))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    top = game.state.objects[game.state.zones[SHOE_KEY][-1]]
    assert (top.card.name, top.owner, top.controller) == ("Serra Angel", UNOWNED, UNOWNED)
    assert not game.state.zones.get(("library", 1))


# --- R-VX-4: a failed pick -------------------------------------------------------------------------------------


def test_r_vx_4_failed_pick_counters_stack_ends_turn_loses_one_life() -> None:
    s = vortex()
    bolt = s.hand(0, BOLT)
    s.battlefield(0, MOUNTAIN)
    bears = s.hand(0, BEARS)
    opt = s.hand(1, OPT)
    s.battlefield(1, ISLAND)
    passed(s, SERRA, COLOSSUS)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("cast", opt))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    state = game.state
    assert logged(game, "vortex_failed_pick") == [(1,)]
    assert state.players[1].life == 19
    assert not state.stack_ids()
    assert names(game, ("graveyard", 0)) == ["Lightning Bolt"]
    assert names(game, ("graveyard", 1)) == ["Quick Study"]
    assert [d[0] for d in logged(game, "countered")] == ["Quick Study", "Lightning Bolt"]
    steps_after = [e.data[0] for e in state.log[[e.kind for e in state.log].index("vortex_failed_pick"):]
                   if e.kind == "step"]
    assert steps_after[:2] == ["cleanup", "pass"]
    assert logged(game, "vortex_pass_pack") == [(0, 0, 2)]
    assert names(game, pack_key(0)) == ["Craw Wurm", "Serra Angel"]
    assert bears in state.zones[("hand", 0)]
    assert state.turn == 6 and state.active == 1


def test_r_vx_4_failed_pick_in_the_draw_step_skips_the_rest_of_the_turn() -> None:
    s = vortex()
    land = s.hand(0, FOREST)
    game = s.start("draw")
    assert logged(game, "vortex_failed_pick") == [(0,)]
    assert game.state.players[0].life == 19
    assert land in game.state.zones[("hand", 0)]
    assert game.state.active == 1 and game.state.step == "upkeep"
    assert [e.data[0] for e in game.state.log if e.kind == "step"] == ["draw", "cleanup", "pass", "untap", "upkeep"]


def test_r_vx_4_failed_pick_in_combat_ends_combat_and_deals_no_damage() -> None:
    s = vortex()
    bears = s.battlefield(0, BEARS)
    opt = s.hand(1, OPT)
    s.battlefield(1, ISLAND)
    game = s.start("beginning_of_combat")
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("attack", bears, ("player", 1)))
    game.apply(("attack_done",))
    game.apply(("pass",))
    game.apply(("cast", opt))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    state = game.state
    assert state.players[1].life == 19
    assert state.combat is None and state.objects[bears].attacking is None
    assert not any(e.kind == "damage" for e in state.log)
    assert state.active == 1


def test_r_vx_4_failed_pick_at_one_life_loses_the_game() -> None:
    s = Scenario("vortex", 2, life=1)
    game = s.start("draw")
    assert game.is_over() and game.result()["winners"] == [1]
    assert "0 or less life" in game.result()["players"][0]["reason"]


# --- R-VX-5: the pass step -------------------------------------------------------------------------------------


def test_r_vx_5_pass_step_swaps_pack_with_passed_pack_with_no_priority() -> None:
    s = vortex()
    pack(s, 0, BEARS, BEARS, BOLT)
    passed(s, SERRA, COLOSSUS)
    game = s.start("end")
    game.apply(("pass",))
    game.apply(("pass",))
    state = game.state
    assert names(game, pack_key(0)) == ["Craw Wurm", "Serra Angel"]
    assert {state.objects[o].owner for o in state.zones[pack_key(0)]} == {0}
    assert names(game, PASSED_KEY) == ["Grizzly Bears", "Grizzly Bears", "Lightning Bolt"]
    assert {state.objects[o].owner for o in state.zones[PASSED_KEY]} == {UNOWNED}
    kinds = [e.kind for e in state.log]
    pass_step = next(i for i, e in enumerate(state.log) if e.kind == "step" and e.data == ("pass",))
    next_turn = kinds.index("turn", pass_step)
    assert "vortex_pass_pack" in kinds[pass_step:next_turn]
    assert "pass" not in kinds[pass_step:next_turn] and "choice" not in kinds[pass_step:next_turn]
    assert state.active == 1


# --- R-VX-6: a pack over seven cards --------------------------------------------------------------------------


def test_r_vx_6_pack_over_seven_discards_one_at_random() -> None:
    s = vortex()
    pack(s, 1, *[BEARS] * 7, SERRA)
    game = s.start("main1")
    state = game.state
    assert len(state.zones[pack_key(1)]) == 7
    gone = [state.objects[o] for o in state.zones[("graveyard", 1)]]
    assert len(gone) == 1 and gone[0].owner == 1
    assert logged(game, "vortex_pack_discard") == [(1, 8)]
    seen = set()
    for seed in range(12):
        t = Scenario("vortex", 2, seed=seed)
        pack(t, 1, *[BEARS] * 7, SERRA)
        g = t.start("main1")
        seen |= set(names(g, ("graveyard", 1)))
    assert seen == {"Grizzly Bears", "Serra Angel"}


# --- R-VX-7: the pack mulligan ----------------------------------------------------------------------------------


def test_r_vx_7_mulligan_in_upkeep_exiles_the_pack_and_replenishes_to_five_this_turn() -> None:
    s = vortex()
    pack(s, 0, PLAINS, ISLAND, SWAMP, MOUNTAIN, FOREST, BEARS, SERRA)
    shoe(s, *[BOLT] * 12)
    game = s.start("upkeep")
    assert ("vortex_mulligan",) in game.legal_actions()
    game.apply(("vortex_mulligan",))
    state = game.state
    assert len(state.zones[("exile", -1)]) == 7 and not state.zones[pack_key(0)]
    assert {state.objects[o].owner for o in state.zones[("exile", -1)]} == {0}
    revealed = logged(game, "vortex_mulligan")[0]
    assert sorted(revealed[1]) == sorted(["Plains", "Island", "Swamp", "Mountain", "Forest", "Grizzly Bears",
                                          "Serra Angel"])
    assert game.pending["kind"] == "priority" and game.pending["player"] == 0
    assert ("vortex_mulligan",) not in game.legal_actions()
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "draft_pick" and len(game.legal_actions()) == 5
    game.apply(game.legal_actions()[0])
    pass_until(game, lambda g: g.pending is not None and g.pending["kind"] == "draft_pick")
    assert game.state.active == 1 and len(game.legal_actions()) == 7


def test_r_vx_7_mulligan_needs_five_basics_and_your_own_upkeep() -> None:
    s = vortex()
    pack(s, 0, PLAINS, ISLAND, SWAMP, MOUNTAIN, BEARS, BEARS, SERRA)
    pack(s, 1, PLAINS, ISLAND, SWAMP, MOUNTAIN, FOREST)
    game = s.start("upkeep")
    assert ("vortex_mulligan",) not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(("vortex_mulligan",))
    game.apply(("pass",))
    assert game.pending["player"] == 1
    assert ("vortex_mulligan",) not in game.legal_actions()
    s2 = vortex()
    pack(s2, 0, PLAINS, ISLAND, SWAMP, MOUNTAIN, FOREST)
    assert ("vortex_mulligan",) not in s2.start("main1").legal_actions()


# --- R-VX-8: elimination ---------------------------------------------------------------------------------------


def test_r_vx_8_an_eliminated_players_pack_leaves_and_passing_continues() -> None:
    s = vortex(3)
    bolt = s.hand(0, BOLT)
    s.battlefield(0, MOUNTAIN)
    pack(s, 1, BEARS, SERRA)
    s.battlefield(1, COLOSSUS)
    pack(s, 0, BEARS)
    passed(s, SERRA)
    s.state.players[1].life = 3
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    for _ in range(3):
        game.apply(("pass",))
    state = game.state
    assert state.players[1].lost and not game.is_over()
    assert not state.zones[pack_key(1)]
    assert not any(o.owner == 1 for o in state.objects.values())
    assert logged(game, "vortex_cards_left_game") == [(1, 3)]
    pass_until(game, lambda g: g.state.active == 2)
    assert names(game, pack_key(0)) == ["Serra Angel"]
    assert names(game, PASSED_KEY) == ["Grizzly Bears"]


# --- records -----------------------------------------------------------------------------------------------------


def test_r_vx_1_a_vortex_game_replays_from_its_record() -> None:
    game = new_game(3, seed=9)
    finish_setup(game)
    for _ in range(40):
        if game.is_over():
            break
        game.apply(game.legal_actions()[-1])
    replayed = Game.from_record(game.record(), pool=LOOKUP)
    assert replayed.state_hash() == game.state_hash()


def test_r_vx_1_default_game_drafts_from_a_cube(monkeypatch: pytest.MonkeyPatch) -> None:
    """`default_game` (what `kitchentable play/simulate --format vortex` use) puts a cube's names into the
    options; the starter cube unless another is named."""
    import kitchentable.cards.files.decks as decks

    asked: list[str] = []

    def fake_cube(name: str, pool: object = None) -> list[str]:
        asked.append(name)
        return pool_names()

    monkeypatch.setattr(decks, "load_cube", fake_cube)
    kwargs = Vortex.default_game(3, 5, basic_lands_per_player=2)
    assert asked == ["starter"]
    assert kwargs == {"decks": [], "players": 3, "options": {"basic_lands_per_player": 2, "pool": pool_names()}}
    game = Game("vortex", seed=5, pool=LOOKUP, **kwargs)
    assert len(game.state.objects) == len(pool_names()) + 2 * 5 * 3
    Vortex.default_game(2, 5, pool="my-cube.txt")
    assert asked[-1] == "my-cube.txt"
    by_name = Game("vortex", [], 5, players=2, options={"pool": "other-cube"}, pool=LOOKUP)
    assert asked[-1] == "other-cube" and len(by_name.state.objects) == len(pool_names()) + 5 * 2
    with pytest.raises(ValueError, match="2 to 5 players"):
        Vortex.default_game(6, 5)
    with pytest.raises(ValueError, match="not from decks"):
        Vortex.default_game(2, 5, decks=["mono-red-aggro"])


def test_r_c_2_a_rewound_cast_leaves_no_extra_priority_and_the_turn_reaches_its_pass_step() -> None:
    """R-C-2: a cast rewound at payment puts the game back exactly, including the pending work: after both
    players pass, the step ends (a random Vortex game from the starter cube once looped here forever)."""
    s = vortex()
    bolt = s.hand(0, BOLT)
    s.battlefield(0, MOUNTAIN)
    game = s.start("end")
    for _ in range(3):
        game.apply(("cast", bolt))
        game.apply(("target", ("player", 1)))
        game.apply(("cancel",))
    assert game.state.frames.count(("priority",)) == 0
    game.apply(("pass",))
    game.apply(("pass",))
    assert logged(game, "vortex_pass_pack") == [(0, 0, 0)]
    assert game.state.active == 1
