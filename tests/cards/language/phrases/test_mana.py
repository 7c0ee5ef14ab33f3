"""Tests of `cards.language.phrases.mana`: mana (106, 605). Each compiles a small card text of our own and
checks what it does in a scenario."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.rules.errors import IllegalAction
from kitchentable.scenario import Scenario, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card


def _answer(game, *prefer: tuple) -> None:  # type: ignore[no-untyped-def]
    """Answer decisions until priority, taking the first preferred action that is legal, else "pay"/the first."""
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        pick = next((p for p in prefer if p in options), None)
        if pick is None:
            pick = ("pay",) if ("pay",) in options else options[0]
        game.apply(pick)


def _until_step(game, step: str) -> None:  # type: ignore[no-untyped-def]
    while game.state.step != step or game.state.stack_ids() or game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else ("block_done",) if ("block_done",) in options
                   else options[0])


def _impulse_board(text: str, extra=None):  # type: ignore[no-untyped-def]
    s = Scenario()
    if extra is not None:
        extra(s)
    spell = s.hand(0, card(text))
    s.many(0, "battlefield", ["Mountain"] * 4)
    for seat in (0, 1):
        s.many(seat, "library", ["Forest"] * 3)
    s.library(0, SPARK)
    s.library(0, "Mountain")  # the last card put in is the top one
    game = s.start("main1")
    game.apply(("cast", spell))
    _answer(game)
    game.apply(("pass",))
    game.apply(("pass",))
    exiled = {game.state.objects[o].card.name: o for o in game.state.zone("exile", -1)}
    return game, exiled


SPARK = card("Test Spark {R}\nSorcery\nTest Spark deals 1 damage to any target.")


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

    resolve_stack(game)
    assert bear not in game.state.battlefield()  # 3 damage: three colors spent


def test_207_2c_adamant_at_least_three_white_mana() -> None:
    game, _ = _cast_paying(["Plains", "Plains", "Plains"], ADAMANT)
    assert game.state.players[0].life == 25  # type: ignore[attr-defined]
    game, _ = _cast_paying(["Plains", "Plains", "Wastes"], ADAMANT)
    assert game.state.players[0].life == 20  # type: ignore[attr-defined]


PALADIN = card("Test Paladin {3}{B}\nCreature — Human Knight 3/2\nAdamant — If at least three black mana was spent "
               "to cast this spell, this creature enters with a +1/+1 counter on it.")


def test_614_1c_adamant_enters_with_a_counter_only_if_three_black_mana_was_spent() -> None:
    for lands, counters in ((["Swamp"] * 4, 1), (["Swamp", "Swamp", "Wastes", "Wastes"], None)):
        game, _ = _cast_paying(lands, PALADIN)
        (paladin,) = _named(game, "Test Paladin")
        assert game.state.objects[paladin].counters.get("+1/+1") == counters  # type: ignore[attr-defined]


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


PILLAR = card("Test Pillar\nLand\n{T}: Add one mana of any color. Spend this mana only to cast creature spells.")


SALVE = card("Test Salve {G}\nSorcery\nYou gain 1 life.")


GROWTH_SPELL = card("Test Growth {1}{G}\nSorcery\nYou gain 2 life.")


def test_106_6_restricted_mana_pays_for_a_creature_spell() -> None:
    assert "Spend this mana only to cast a creature spell." in render(PILLAR)
    s = Scenario()
    s.battlefield(0, PILLAR)
    s.battlefield(0, "Forest")
    bear = s.hand(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", bear))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert "Plain Bear" in [game.state.objects[o].card.name for o in game.state.battlefield()]


def test_106_6_restricted_mana_cant_pay_for_another_spell() -> None:
    s = Scenario()
    pillar = s.battlefield(0, PILLAR)
    s.battlefield(0, "Forest")
    growth = s.hand(0, GROWTH_SPELL)
    game = s.start("main1")
    if ("cast", growth) in game.legal_actions():  # the rough pre-check may offer it; the payment can't be made
        game.apply(("cast", growth))
        assert ("pay",) not in game.legal_actions()
        game.apply(("mana", pillar, 0))
        assert ("pay",) not in game.legal_actions()
        assert game.state.players[0].pool.amounts == {} and len(game.state.players[0].pool.restricted) == 1
        game.apply(("cancel",))
    assert game.state.players[0].life == 20 and growth in game.state.zone("hand", 0)


def test_106_6_restricted_mana_waits_in_the_pool_for_a_matching_spell() -> None:
    s = Scenario()
    pillar = s.battlefield(0, PILLAR)
    s.many(0, "battlefield", ["Forest", "Forest"])
    salve = s.hand(0, SALVE)
    bear = s.hand(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", salve))
    game.apply(("mana", pillar, 0))
    game.apply(("pay",))  # paid by a Forest: the restricted mana stays
    pool = game.state.players[0].pool
    assert len(pool.restricted) == 1 and not pool.amounts
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("cast", bear))
    game.apply(("pay",))
    assert not pool.restricted and not pool.amounts
    assert sum(game.state.objects[o].tapped for o in game.state.battlefield()) == 3


def test_700_2_choose_one_that_hasnt_been_chosen_remembers_modes_on_the_permanent() -> None:
    relic = card("Test Relic {2}\nArtifact\n{1}: Choose one that hasn't been chosen —\n• You gain 1 life.\n"
                 "• You gain 2 life.")
    assert "Choose one that hasn't been chosen —" in render(relic)
    s = Scenario()
    oid = s.battlefield(0, relic)
    s.many(0, "battlefield", ["Plains", "Plains"])
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    assert game.pending["kind"] == "choose_modes" and len(game.legal_actions()) == 2
    game.apply(("modes", (1,)))
    _answer(game)
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("activate", oid, 0))
    assert game.pending["kind"] == "choose_modes" and game.legal_actions() == [("modes", (0,))]
    game.apply(("modes", (0,)))
    _answer(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[0].life == 23


def test_700_2_choose_up_to_two_modes() -> None:
    charm = card("Test Charm {1}{W}\nInstant\nChoose up to two —\n• You gain 1 life.\n• You gain 2 life.\n"
                 "• You gain 4 life.")
    assert "Choose up to two —" in render(charm)
    s = Scenario()
    spell = s.hand(0, charm)
    s.many(0, "battlefield", ["Plains", "Plains"])
    game = s.start("main1")
    game.apply(("cast", spell))
    options = game.legal_actions()
    assert ("modes", (0, 2)) in options and ("modes", (0, 1, 2)) not in options
    game.apply(("modes", (0, 2)))
    _answer(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[0].life == 25


def test_513_1_impulse_until_your_next_end_step() -> None:
    from kitchentable.rules.continuous.play_from_exile import exiled_playable

    game, exiled = _impulse_board("Test Impulse {1}{R}\nSorcery\nExile the top two cards of your library. "
                                  "Until your next end step, you may play them.")
    assert ("cast", exiled["Test Spark"], "exiled") in game.legal_actions()
    _until_step(game, "main2")
    assert exiled_playable(game.state, 0) == [exiled["Test Spark"]]
    _until_step(game, "end")
    assert exiled_playable(game.state, 0) == [] and exiled_playable(game.state, 0, lands=True) == []
    while game.state.active == 0:
        game.apply(("pass",))
        _answer(game)
    assert not game.state.continuous


VAULT = card("Test Vault\nLand\nAt the beginning of your upkeep, if Test Vault is tapped, put a storage counter on "
             "it.\n{T}, Remove any number of storage counters from Test Vault: Add {B} for each storage counter "
             "removed this way.")


POOLS = card("Test Pools\nLand\n{T}: Add {C}.\n{1}, {T}: Put a storage counter on Test Pools.\n{1}, Remove X storage "
             "counters from Test Pools: Add X mana in any combination of {W} and/or {U}.")


def test_107_3_storage_land_removes_the_chosen_number_of_counters_for_mana() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    vault = s.battlefield(0, VAULT, counters={"storage": 3})
    game = s.start("main1")
    options = [a for a in game.legal_actions() if a[0] == "mana"]
    assert sorted(options) == [("mana", vault, 0, "B"), ("mana", vault, 0, "BB"), ("mana", vault, 0, "BBB")]
    game.apply(("mana", vault, 0, "BB"))
    assert game.state.players[0].pool.amounts == {"B": 2}
    assert game.state.objects[vault].counters.get("storage") == 1 and game.state.objects[vault].tapped


def test_603_4_storage_counter_only_if_tapped_at_upkeep() -> None:
    stuck = card("Test Stuck Vault\nLand\nTest Stuck Vault doesn't untap during your untap step.\nAt the beginning "
                 "of your upkeep, if Test Stuck Vault is tapped, put a storage counter on it.")
    s = Scenario()
    tapped = s.battlefield(0, stuck, tapped=True)
    untapped = s.battlefield(0, stuck)
    game = s.start("end", active=1)
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "draw")
    assert game.state.objects[tapped].counters.get("storage") == 1  # 603.4: checked as it triggers
    assert not game.state.objects[untapped].counters.get("storage")


def test_605_3b_remove_x_counters_any_combination_paying_the_mana_part_from_the_pool() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    pools = s.battlefield(0, POOLS, counters={"storage": 2})
    game = s.start("main1")
    assert not any(a[0] == "mana" and a[1] == pools and len(a) > 3 for a in game.legal_actions())  # no {1} yet
    game.apply(("mana", pools, 0))  # {T}: Add {C}
    options = {a[3] for a in game.legal_actions() if a[0] == "mana" and len(a) > 3}
    assert options == {"W", "U", "WW", "WU", "UU"}
    game.apply(("mana", pools, 2, "WU"))
    assert game.state.players[0].pool.amounts == {"W": 1, "U": 1}
    assert not game.state.objects[pools].counters.get("storage")


BATTERY = card("Test Battery {4}\nArtifact\n{2}, {T}: Put a charge counter on Test Battery.\n{T}, Remove any number "
               "of charge counters from Test Battery: Add {R}, then add an additional {R} for each charge counter "
               "removed this way.")


def test_605_3b_mana_battery_adds_one_plus_one_for_each_counter_removed() -> None:
    assert "then add an additional {R} for each charge counter removed" in render(BATTERY)
    s = Scenario(options={"idle_mana_abilities": True})
    battery = s.battlefield(0, BATTERY, counters={"charge": 2})
    game = s.start("main1")
    options = sorted(a[3] for a in game.legal_actions() if a[0] == "mana" and len(a) > 3)
    assert options == ["R", "RR", "RRR"]  # zero, one or two counters removed
    game.apply(("mana", battery, 1, "RR"))
    assert game.state.players[0].pool.amounts == {"R": 2}
    assert game.state.objects[battery].counters.get("charge") == 1


CAVERN = ("Test Cavern\nLand\nAs this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of "
          "any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be "
          "countered.")


def _cavern_game(spell: str) -> tuple[Any, int]:
    """Seat 0 plays the Cavern naming Bear and casts `spell`, paid by the Cavern's colored mana; seat
    1 holds a counterspell and an Island. Returns the game with the spell on the stack, and the spell."""
    from tests.rules.keyword_support import named

    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    cavern = s.hand(0, card(CAVERN))
    s.hand(0, card(spell))
    s.battlefield(1, "Island")
    s.hand(1, card("Test Cancel {U}\nInstant\nCounter target spell."))
    game = s.start("main1")
    game.apply(("play_land", cavern))
    assert game.pending["kind"] == "choose_type"
    game.apply(("type", "Bear"))
    assert named(game, "Test Cavern")
    (oid,) = [o for o in game.state.zone("hand", 0)]
    game.apply(("cast", oid))
    game.apply(("pay",))
    return game, oid


def test_106_6_mana_for_the_chosen_type_makes_the_spell_uncounterable() -> None:
    game, bear = _cavern_game("Test Cub {G}\nCreature — Bear 2/2")
    assert game.state.players[0].pool.total() == 0
    spell = game.state.stack_ids()[0]
    game.apply(("pass",))
    cancel = game.state.zone("hand", 1)[0]
    game.apply(("cast", cancel))
    game.apply(("target", spell))
    game.apply(("pay",))
    resolve_stack(game)
    assert [game.state.objects[o].card.name for o in game.state.battlefield() if game.state.objects[o].controller == 0
            and "Creature" in game.state.objects[o].card.types] == ["Test Cub"]  # 106.6: it wasn't countered


def test_106_6_the_cavern_mana_cant_pay_for_another_creature_type() -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    cavern = s.hand(0, card(CAVERN))
    elf = s.hand(0, card("Test Elf {G}\nCreature — Elf 1/1"))
    game = s.start("main1")
    game.apply(("play_land", cavern))
    game.apply(("type", "Bear"))
    game.apply(("cast", elf))
    with pytest.raises(IllegalAction, match="601.2h"):
        game.apply(("pay",))  # its colored mana is for Bears only, and {C} can't pay {G}
    game.apply(("cancel",))
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Test Elf"]
    assert "Spend this mana only to cast" in render(card(CAVERN)) and "can't be countered" in render(card(CAVERN))


GUARDIAN = card("Test Guardian {2}{G}\nCreature — Human Druid 0/3\nDefender\n{T}: Add X mana in any combination of "
                "colors, where X is the number of creatures with defender you control.")


def test_106_1_x_mana_in_any_combination_of_colors_counted_now_may_mix_colors() -> None:
    s = _idle()
    guardian = s.battlefield(0, GUARDIAN)
    s.battlefield(0, GUARDIAN)
    game = s.start("main1")
    offered = {a[3] for a in game.legal_actions() if a[:3] == ("mana", guardian, 0) and len(a) > 3}
    assert {"UG", "WB", "RR"} <= offered  # two creatures with defender: two mana, each of any color
    game.apply(("mana", guardian, 0, "UG"))
    assert game.state.players[0].pool.amounts == {"G": 1, "U": 1}


def test_605_1b_triggered_mana_ability_that_also_deals_damage_is_refused() -> None:
    """Overabundance: the kernel resolves a triggered mana ability by adding its mana only, so a card whose
    mana trigger also deals damage is refused (named by the import) rather than compiled without the damage."""
    with pytest.raises(CardError, match="other than add mana"):
        card("Test Overflow {1}{R}{G}\nEnchantment\nWhenever a player taps a land for mana, that player adds one "
             "mana of any type that land produced, and Test Overflow deals 1 damage to them.")


def test_106_12a_that_player_adds_mana_only_in_a_tapped_for_mana_trigger() -> None:
    """"Whenever a player casts a creature spell, that player adds {G}" (Tangleroot): the kernel gives an ordinary
    trigger's mana to its controller, so the caster would never get it; refused until it can."""
    with pytest.raises(CardError, match="that player adds"):
        card("Test Root {3}\nArtifact\nWhenever a player casts a creature spell, that player adds {G}.")
    card("Test Bloom {2}{G}{G}\nEnchantment\nWhenever a player taps a land for mana, that player adds one mana of "
         "any type that land produced.")
