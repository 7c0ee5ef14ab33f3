"""Templates of branch mana (mana abilities, costs and payments): each compiles a small card text in Oracle
templating and checks what it does in a scenario."""

from __future__ import annotations

import pytest

from kitchentable.rules.errors import IllegalAction
from kitchentable.scenario import Scenario
from tests.cards.test_templates import card

FILTER = card("Test Filter Land\nLand\n{T}: Add {C}.\n{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.")
PRISM = card("Test Prism {2}\nArtifact\n{1}: Add {R}, {G}, or {B}.")
LOTUS = card("Test Lotus {5}\nArtifact\n{T}: Add three mana of any one color.")
COMBO = card("Test Combo Stone {3}\nArtifact\n{T}: Add two mana in any combination of colors.")
RITUAL = card("Test Ritual {G}\nInstant\nAdd two mana in any combination of {R} and/or {G}.")
GATE = card("Test Gate\nLand\n{T}: Add {W} or {U}.")
PLAINS = "Plains"


def _idle() -> Scenario:
    return Scenario(options={"idle_mana_abilities": True})


def test_605_3a_filter_land_pays_its_mana_cost_from_the_pool_and_adds_the_chosen_group() -> None:
    s = _idle()
    plains = s.battlefield(0, PLAINS)
    land = s.battlefield(0, FILTER)
    game = s.start("main1")
    pool = game.state.players[0].pool
    assert not [a for a in game.legal_actions() if a[:3] == ("mana", land, 1)]  # nothing in the pool to pay {W/U}
    game.apply(("mana", plains, 0))
    offered = [a for a in game.legal_actions() if a[:3] == ("mana", land, 1)]
    assert sorted(a[3] for a in offered) == ["UU", "WU", "WW"]
    game.apply(("mana", land, 1, "UU"))
    assert pool.amounts == {"U": 2}
    assert game.state.objects[land].tapped


def test_602_2b_mana_ability_with_a_mana_cost_cannot_be_activated_for_free() -> None:
    s = _idle()
    prism = s.battlefield(0, PRISM)
    game = s.start("main1")
    assert not [a for a in game.legal_actions() if a[:2] == ("mana", prism)]
    with pytest.raises(IllegalAction):
        game.apply(("mana", prism, 0, "G"))


def test_106_1_any_color_choice_is_the_players() -> None:
    s = _idle()
    gate = s.battlefield(0, GATE)
    game = s.start("main1")
    assert ("mana", gate, 0) in game.legal_actions() and ("mana", gate, 0, "U") in game.legal_actions()
    game.apply(("mana", gate, 0, "U"))
    assert game.state.players[0].pool.amounts == {"U": 1}


def test_106_1_three_mana_of_any_one_color_adds_three_of_the_chosen_color() -> None:
    s = _idle()
    lotus = s.battlefield(0, LOTUS)
    game = s.start("main1")
    assert ("mana", lotus, 0, "GGG") in game.legal_actions()
    game.apply(("mana", lotus, 0, "GGG"))
    assert game.state.players[0].pool.amounts == {"G": 3}


def test_106_1_two_mana_in_any_combination_of_colors() -> None:
    s = _idle()
    stone = s.battlefield(0, COMBO)
    game = s.start("main1")
    offered = {a[3] for a in game.legal_actions() if a[:3] == ("mana", stone, 0) and len(a) > 3}
    assert "WB" in offered and "RR" in offered and len(offered) == 14  # 15 pairs, the first is the plain action
    game.apply(("mana", stone, 0, "WB"))
    assert game.state.players[0].pool.amounts == {"W": 1, "B": 1}


def test_608_2d_spell_adding_mana_in_any_combination_asks_its_controller() -> None:
    s = Scenario()
    ritual = s.hand(0, RITUAL)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", ritual))
    while game.state.decision is not None and game.state.decision.kind != "choose_mana":
        opts = game.legal_actions()
        game.apply(("pay",) if ("pay",) in opts else opts[0] if opts[0] != ("pass",) else ("pass",))
    assert set(game.legal_actions()) == {("mana", "RR"), ("mana", "RG"), ("mana", "GG")}
    game.apply(("mana", "RG"))
    assert game.state.players[0].pool.amounts == {"R": 1, "G": 1}


DEVIL = card("Test Devil {1}{B/R}\nCreature — Devil 2/2\nWhen Test Devil enters, sacrifice it unless {B} was spent to "
             "cast it.")
SEED = card("Test Seed {G/W}\nSorcery\nCreate two 1/1 white Kithkin Soldier creature tokens if {W} was spent to "
            "cast Test Seed.")
WANDERER = card("Test Wanderer {3}{G}\nCreature — Elemental 2/2\nConverge — Test Wanderer enters with a +1/+1 "
                "counter on it for each color of mana spent to cast it.")
FLAMES = card("Test Flames {2}{R}\nSorcery\nConverge — Test Flames deals X damage to each creature, where X is the "
              "number of colors of mana spent to cast Test Flames.")
ADAMANT = card("Test Adamant {2}{W}\nSorcery\nCreate a 1/1 white Human creature token.\nAdamant — If at least "
               "three white mana was spent to cast this spell, you gain 5 life.")


def _cast_paying(lands: list[str], spell: object) -> tuple[object, int]:
    """Cast `spell` from hand with exactly these lands tapped for it (the automatic payment), and resolve it."""
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    for land in lands:
        s.battlefield(0, land)
    oid = s.hand(0, spell)  # type: ignore[arg-type]
    game = s.start("main1")
    game.apply(("cast", oid))
    while game.pending["kind"] != "priority":
        opts = game.legal_actions()
        game.apply(("pay",) if ("pay",) in opts else opts[0])
    resolve_stack(game)
    return game, oid


def _named(game: object, name: str) -> list[int]:
    st = game.state  # type: ignore[attr-defined]
    return [o for o in st.battlefield() if st.objects[o].card.name == name]


def test_601_2h_sacrifice_it_unless_black_was_spent_to_cast_it() -> None:
    game, _ = _cast_paying(["Swamp", "Mountain"], DEVIL)
    assert _named(game, "Test Devil")
    game, _ = _cast_paying(["Mountain", "Mountain"], DEVIL)
    assert not _named(game, "Test Devil")


def test_601_2h_effect_if_white_was_spent_to_cast_the_spell() -> None:
    game, _ = _cast_paying(["Plains"], SEED)
    assert len(_named(game, "Kithkin Soldier Token")) == 2
    game, _ = _cast_paying(["Forest"], SEED)
    assert not _named(game, "Kithkin Soldier Token")


def test_702_converge_counters_for_each_color_of_mana_spent() -> None:
    game, _ = _cast_paying(["Forest", "Island", "Swamp", "Wastes"], WANDERER)
    (w,) = _named(game, "Test Wanderer")
    assert game.state.objects[w].counters.get("+1/+1") == 3  # type: ignore[attr-defined]


def test_702_converge_amount_counts_colors_spent() -> None:
    s = Scenario()
    for land in ("Mountain", "Island", "Plains"):
        s.battlefield(0, land)
    bear = s.battlefield(1, "Grizzly Bears")
    spell = s.hand(0, FLAMES)
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        opts = game.legal_actions()
        game.apply(("pay",) if ("pay",) in opts else opts[0])
    from kitchentable.scenario import resolve_stack

    resolve_stack(game)
    assert bear not in game.state.battlefield()  # 3 damage: three colors spent


def test_207_2c_adamant_at_least_three_white_mana() -> None:
    game, _ = _cast_paying(["Plains", "Plains", "Plains"], ADAMANT)
    assert game.state.players[0].life == 25  # type: ignore[attr-defined]
    game, _ = _cast_paying(["Plains", "Plains", "Wastes"], ADAMANT)
    assert game.state.players[0].life == 20  # type: ignore[attr-defined]


DAZE_LIKE = card("Test Gush {4}{U}\nInstant\nYou may pay {1} and return a basic land you control to its owner's hand "
                 "rather than pay this spell's mana cost.\nDraw a card.")
DELUGE = card("Test Deluge {2}{B}\nSorcery\nAs an additional cost to cast this spell, pay X life.\nAll creatures get "
              "-X/-X until end of turn.")
LOOT_X = card("Test Hoard {1}{R}\nSorcery\nAs an additional cost to cast this spell, discard X cards.\nDraw X cards.")
BOUNCE_ADD = card("Test Tithe {U}\nInstant\nAs an additional cost to cast this spell, return a land you control to "
                  "its owner's hand.\nDraw two cards.")


def _choose_through(game: object, prefer: list[tuple[object, ...]]) -> None:
    """Answer casting decisions: the first preferred answer offered, else ("pay",), else the first option."""
    while game.pending["kind"] != "priority":  # type: ignore[attr-defined]
        opts = game.legal_actions()  # type: ignore[attr-defined]
        pick = next((p for p in prefer if p in opts), ("pay",) if ("pay",) in opts else opts[0])
        game.apply(pick)  # type: ignore[attr-defined]


def test_118_9_alternative_cost_pays_mana_and_returns_a_basic_land() -> None:
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    isl = s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    s.library(0, "Island")
    spell = s.hand(0, DAZE_LIKE)
    game = s.start("main1")
    game.apply(("cast", spell))
    _choose_through(game, [("cost", "alternative", 0), ("pick", "return", isl)])
    resolve_stack(game)
    st = game.state
    assert isl not in st.objects and len(st.battlefield()) == 1
    assert sorted(st.objects[o].card.name for o in st.zone("hand", 0)) == ["Island", "Island"]


def test_107_3_additional_cost_pay_x_life_announces_x() -> None:
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    for _ in range(3):
        s.battlefield(0, "Swamp")
    bear = s.battlefield(1, "Grizzly Bears")
    spell = s.hand(0, DELUGE)
    game = s.start("main1")
    game.apply(("cast", spell))
    _choose_through(game, [("x", 2)])
    resolve_stack(game)
    assert game.state.players[0].life == 18
    assert bear not in game.state.battlefield()


def test_107_3_additional_cost_discard_x_cards_is_capped_by_the_hand() -> None:
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.hand(0, "Island")
    s.hand(0, "Island")
    for _ in range(3):
        s.library(0, "Forest")
    spell = s.hand(0, LOOT_X)
    game = s.start("main1")
    game.apply(("cast", spell))
    assert {a for a in game.legal_actions() if a[0] == "x"} == {("x", 0), ("x", 1), ("x", 2)}
    _choose_through(game, [("x", 2)])
    resolve_stack(game)
    st = game.state
    assert sorted(st.objects[o].card.name for o in st.zone("hand", 0)) == ["Forest", "Forest"]
    assert len(st.zones[("graveyard", 0)]) == 3  # two discarded Islands and the sorcery


def test_601_2h_additional_cost_returns_a_land_you_control() -> None:
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    isl = s.battlefield(0, "Island")
    s.library(0, "Forest")
    s.library(0, "Forest")
    spell = s.hand(0, BOUNCE_ADD)
    game = s.start("main1")
    game.apply(("cast", spell))
    _choose_through(game, [("pick", "return", isl)])
    resolve_stack(game)
    st = game.state
    assert not st.battlefield()
    assert sorted(st.objects[o].card.name for o in st.zone("hand", 0)) == ["Forest", "Forest", "Island"]


OFFERING = card("Test Offering {1}{B}\nSorcery\nSacrifice a creature. If you do, draw two cards.")
BATTERY = card("Test Battery {2}\nArtifact\n{1}: Remove a charge counter from Test Battery. If you do, you gain 2 "
               "life.")


def test_609_3_if_you_do_after_a_sacrifice_that_could_not_happen() -> None:
    from kitchentable.scenario import resolve_stack

    for with_creature in (True, False):
        s = Scenario()
        s.battlefield(0, "Swamp")
        s.battlefield(0, "Swamp")
        if with_creature:
            s.battlefield(0, "Grizzly Bears")
        for _ in range(2):
            s.library(0, "Forest")
        spell = s.hand(0, OFFERING)
        game = s.start("main1")
        game.apply(("cast", spell))
        _choose_through(game, [])
        resolve_stack(game)
        assert len(game.state.zone("hand", 0)) == (2 if with_creature else 0)


def test_609_3_if_you_do_after_removing_a_counter() -> None:
    from kitchentable.scenario import resolve_stack

    s = Scenario()
    battery = s.battlefield(0, BATTERY)
    s.state.objects[battery].counters["charge"] = 1
    s.battlefield(0, "Wastes")
    s.battlefield(0, "Wastes")
    game = s.start("main1")
    for expected in (22, 22):  # the second activation finds no counter to remove: nothing gained
        game.apply(("activate", battery, 0))
        _choose_through(game, [])
        resolve_stack(game)
        assert game.state.players[0].life == expected


GROWTH = card("Test Growth {G}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for mana, its "
              "controller adds an additional {G}.")
FERTILE = card("Test Fertile {G}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land is tapped for mana, its "
               "controller adds an additional one mana of any color.")
FLARE = card("Test Flare {2}{R}\nEnchantment\nWhenever a player taps a land for mana, that player adds one mana of any "
             "type that land produced.")


def _aura_on(s: Scenario, aura: object, host: int) -> int:
    oid = s.battlefield(0, aura)  # type: ignore[arg-type]
    s.state.objects[oid].attached_to = host
    return oid


def test_106_12a_triggered_mana_ability_adds_mana_when_enchanted_land_is_tapped() -> None:
    s = _idle()
    forest = s.battlefield(0, "Forest")
    other = s.battlefield(0, "Forest")
    _aura_on(s, GROWTH, forest)
    game = s.start("main1")
    game.apply(("mana", forest, 0))
    assert game.state.players[0].pool.amounts == {"G": 2}
    game.apply(("mana", other, 0))
    assert game.state.players[0].pool.amounts == {"G": 3}  # only the enchanted land


def test_605_4a_triggered_mana_ability_with_a_choice_asks_right_after_the_mana_ability() -> None:
    s = _idle()
    forest = s.battlefield(0, "Forest")
    _aura_on(s, FERTILE, forest)
    game = s.start("main1")
    game.apply(("mana", forest, 0))
    assert game.pending["kind"] == "choose_mana"
    game.apply(("mana", "U"))
    assert game.state.players[0].pool.amounts == {"G": 1, "U": 1}


def test_106_12a_each_player_adds_mana_of_the_type_their_land_produced() -> None:
    s = _idle()
    s.battlefield(1, FLARE)
    island = s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("mana", island, 0))
    assert game.state.players[0].pool.amounts == {"U": 2}


def test_605_4a_triggered_mana_while_paying_a_spell() -> None:
    s = Scenario()
    forest = s.battlefield(0, "Forest")
    _aura_on(s, FERTILE, forest)
    bears = s.hand(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", bears))
    assert ("pay",) not in game.legal_actions()  # the automatic payment counts one mana per land
    game.apply(("mana", forest, 0))
    game.apply(("mana", "W"))  # the triggered ability's color, asked before the payment goes on
    assert game.pending["kind"] == "pay_mana" and ("pay",) in game.legal_actions()
    game.apply(("pay",))
    assert game.state.stack_ids()
