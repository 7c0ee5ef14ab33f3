"""The layer system (613): layer order, dependencies (613.8), abilities removed in an earlier layer (613.6),
and the characteristics cache following each change.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from kitchentable.agents.random import RandomAgent
from kitchentable.api.game import Game
from kitchentable.api.setup import game_arguments
from kitchentable.rules.abilities import Amount, CardDef, Condition, Filter, StaticAbility
from kitchentable.rules.compiled import kernel_build
from kitchentable.rules.continuous.layers import _compute_battlefield, chars
from kitchentable.scenario import Scenario
from tests.rules.cards import (
    ANTHEM,
    BEARS,
    FOREST,
    GIANT_GROWTH,
    KNIGHT,
    MOUNTAIN,
)

CREATURES = Filter(types=frozenset({"Creature"}))
HUMBLE = CardDef(name="Humility", types=frozenset({"Enchantment"}), static=(
    StaticAbility("lose_abilities", CREATURES), StaticAbility("set_pt", CREATURES, power=1, toughness=1)))
ANTHEM_ALL = CardDef(name="Crusade", types=frozenset({"Enchantment"}),
                     static=(StaticAbility("anthem", Filter(types=frozenset({"Creature"}), colors=frozenset({"W"})), 1, 1),))
GOYF = CardDef(name="Lord of Counting", types=frozenset({"Creature"}), power=0, toughness=1, static=(
    StaticAbility("set_base_pt_cda", amount=Amount("count", filter=Filter(types=frozenset({"Land"})))),))


def test_613_4b_setting_pt_then_613_4c_counters_apply_on_top() -> None:
    s = Scenario()
    s.battlefield(1, HUMBLE)
    bears = s.battlefield(0, BEARS, counters={"+1/+1": 1})
    game = s.start("main1")
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (2, 2)


def test_613_1f_layer_6_removes_abilities_before_7b_and_7c_still_apply() -> None:
    s = Scenario()
    s.battlefield(1, HUMBLE)
    knight = s.battlefield(0, KNIGHT)
    s.battlefield(0, ANTHEM_ALL)
    game = s.start("main1")
    c = chars(game.state, knight)
    assert not c.keywords  # first strike and protection are gone (layer 6)
    assert (c.power, c.toughness) == (2, 2)  # set to 1/1 (7b), then Crusade's +1/+1 (7c)


def test_613_4a_characteristic_defining_ability_counts_lands() -> None:
    s = Scenario()
    goyf = s.battlefield(0, GOYF)
    s.battlefield(0, MOUNTAIN)
    s.battlefield(1, FOREST)
    game = s.start("main1")
    assert chars(game.state, goyf).power == 2


def test_613_layer_results_follow_each_change_on_a_board_without_effects() -> None:
    """With no continuous effect in play the engine keeps other objects' characteristics when one object
    changes; every change must still show: a counter on one creature, an anthem entering, a land entering
    under a characteristic-defining ability's count."""
    from kitchentable.rules import events

    s = Scenario()
    bears = s.battlefield(0, BEARS)
    other = s.battlefield(1, BEARS)
    crusade = s.hand(0, ANTHEM_ALL)
    white = s.battlefield(0, KNIGHT)
    goyf = s.hand(0, GOYF)
    land = s.hand(0, MOUNTAIN)
    game = s.start("main1")
    state = game.state
    assert (chars(state, bears).power, chars(state, other).power, chars(state, white).power) == (2, 2, 2)
    state.mut(bears).counters["+1/+1"] = 1
    assert (chars(state, bears).power, chars(state, other).power) == (3, 2)
    events.move(state, crusade, "battlefield", controller=0)
    assert chars(state, white).power == 3 and chars(state, bears).power == 3  # Crusade: white creatures only
    goyf_now = events.move(state, goyf, "battlefield", controller=0)
    before = chars(state, goyf_now).power
    events.move(state, land, "battlefield", controller=0)
    assert chars(state, goyf_now).power == before + 1


LORD = CardDef(name="Zombie Lord Test", types=frozenset({"Creature"}), subtypes=frozenset({"Zombie"}), power=2,
               toughness=2, static=(StaticAbility("anthem", Filter(types=frozenset({"Creature"}), subtypes=frozenset(
                   {"Zombie"}), controller="you", other=True), 1, 1, keywords=frozenset({"deathtouch"})),))
ZOMBIE = CardDef(name="Zombie Test", types=frozenset({"Creature"}), subtypes=frozenset({"Zombie"}), power=2,
                 toughness=2)
DOORKEEPER = CardDef(name="Enters Tapped Zombie", types=frozenset({"Creature"}), subtypes=frozenset({"Zombie"}),
                     power=1, toughness=1, static=(StaticAbility("enters_tapped"),))


def _whole_layer_system(state: object) -> dict[int, tuple[object, ...]]:
    """Every permanent's characteristics from a run of the whole layer system on a copy (no cache)."""
    twin = state.copy()  # type: ignore[attr-defined]
    return {oid: _fields(chars(twin, oid)) for oid in twin.battlefield()}


def _fields(c: object) -> tuple[object, ...]:
    import dataclasses

    return tuple(getattr(c, f.name) for f in dataclasses.fields(c))  # type: ignore[arg-type]


def test_613_a_change_to_one_permanent_under_a_lord_is_worked_out_alone() -> None:
    """613 with 613.8: while every effect in play applies to each object by its own characteristics (a lord's
    "other Zombies you control get +1/+1 and have deathtouch"), a change to a permanent that is no source
    keeps the others' layer results and works its own out alone; each answer equals the whole layer
    system's. A counter, a Zombie entering (also ones with a static ability that is not a layer effect, one
    of them entering with counters, 614.1c), a Zombie changing control, and the lord leaving (everything is
    worked out again)."""
    from kitchentable.cards.pool import get_pool
    from kitchentable.rules import events

    s = Scenario()
    lord = s.battlefield(0, LORD)
    zombie = s.battlefield(0, ZOMBIE)
    bears = s.battlefield(0, BEARS)
    theirs = s.battlefield(1, ZOMBIE)
    entering = s.hand(0, ZOMBIE)
    tapped = s.hand(0, DOORKEEPER)
    colossus = s.hand(0, get_pool().get("Diregraf Colossus"))  # enters with a counter per Zombie card (614.1c)
    s.graveyard(0, ZOMBIE)
    s.graveyard(0, ZOMBIE)
    game = s.start("main1")
    state = game.state
    assert chars(state, zombie).power == 3 and "deathtouch" in chars(state, zombie).keywords
    assert state.cache["local_effects"] is not None
    state.mut(zombie).counters["+1/+1"] = 1
    assert bears in state.cache and zombie not in state.cache and "layers" in state.cache  # the others stay
    assert chars(state, zombie).power == 4
    new = events.move(state, entering, "battlefield", controller=0)
    other = events.move(state, tapped, "battlefield", controller=0)
    assert bears in state.cache and "layers" in state.cache
    assert (chars(state, new).power, chars(state, other).power) == (3, 2)
    big = events.move(state, colossus, "battlefield", controller=0)
    assert (chars(state, big).power, chars(state, big).toughness) == (5, 5)  # 2/2, two counters, the lord
    state.mut(theirs).controller = 0
    assert chars(state, theirs).power == 3
    assert {oid: _fields(chars(state, oid)) for oid in state.battlefield()} == _whole_layer_system(state)
    events.move(state, lord, "graveyard")
    assert (chars(state, zombie).power, chars(state, new).power) == (3, 2)
    assert "deathtouch" not in chars(state, zombie).keywords


def _pump(state: Any, oid: int) -> None:
    """A resolved "+3/+3 until end of turn" locked to `oid` (611.2c), as `modify_pt` creates it."""
    from kitchentable.rules.continuous.layers import ContinuousEffect, locked_effect_added

    state.continuous.append(ContinuousEffect(StaticAbility("modify_pt"), 0, oid, state.next_timestamp(),
                                             "end_of_turn", frozenset({oid}), None, state.turn, 3, 3))
    locked_effect_added(state, state.continuous[-1])


def test_611_2c_a_locked_pump_under_a_lord_changes_only_its_object() -> None:
    """611.2c with 613.7: "+3/+3 until end of turn" is locked to the creature it pumped, and with every other
    effect in play local (a lord's "other Zombies you control get +1/+1 and have deathtouch") it changes no
    other permanent: the others' layer results stay, the pumped one is worked out alone, and each answer equals
    the whole layer system's. A second pump on top of the first is taken in the same way."""
    s = Scenario()
    s.battlefield(0, LORD)
    zombie = s.battlefield(0, ZOMBIE)
    bears = s.battlefield(0, BEARS)
    game = s.start("main1")
    state = game.state
    assert chars(state, zombie).power == 3
    _pump(state, zombie)
    assert bears in state.cache and zombie not in state.cache and "layers" in state.cache
    assert (chars(state, zombie).power, chars(state, zombie).toughness) == (6, 6)
    _pump(state, bears)
    assert zombie in state.cache and (chars(state, bears).power, chars(state, bears).toughness) == (5, 5)
    assert {oid: _fields(chars(state, oid)) for oid in state.battlefield()} == _whole_layer_system(state)


def test_514_2_a_locked_pump_ending_under_a_lord_changes_only_its_object() -> None:
    """514.2: "until end of turn" effects end in the cleanup step. A pump locked to one creature (611.2c)
    ending beside a lord's local effect changes only that creature: the others' layer results stay, the
    pumped one is back to the lord's 3/3, and each answer equals the whole layer system's."""
    from kitchentable.rules.turn.steps import cleanup

    s = Scenario()
    s.battlefield(0, LORD)
    zombie = s.battlefield(0, ZOMBIE)
    bears = s.battlefield(0, BEARS)
    game = s.start("end")
    state = game.state
    _pump(state, zombie)
    assert chars(state, zombie).power == 6
    kept = chars(state, bears)
    cleanup(state, ("cleanup",))
    assert not state.continuous and chars(state, bears) is kept
    assert (chars(state, zombie).power, chars(state, zombie).toughness) == (3, 3)
    assert {oid: _fields(chars(state, oid)) for oid in state.battlefield()} == _whole_layer_system(state)


def test_611_2c_a_locked_pump_with_no_effect_in_play_changes_only_its_object() -> None:
    """611.2c: the first effect in play, a pump locked to one creature, leaves the others' printed results."""
    s = Scenario()
    bears = s.battlefield(0, BEARS)
    other = s.battlefield(0, BEARS)
    game = s.start("main1")
    state = game.state
    assert chars(state, bears).power == 2 and state.cache["effects_in_play"] is False
    _pump(state, bears)
    assert other in state.cache and bears not in state.cache and state.cache["effects_in_play"] is True
    assert (chars(state, bears).power, chars(state, other).power) == (5, 2)
    assert {oid: _fields(chars(state, oid)) for oid in state.battlefield()} == _whole_layer_system(state)


def test_611_2c_a_locked_pump_beside_a_conditional_effect_works_out_everything_again() -> None:
    """Beside an effect that is not local (Kird Ape's "as long as you control a Forest"), a new pump forgets
    every result: the layer system runs whole again."""
    s = Scenario()
    ape = s.battlefield(0, APE)
    bears = s.battlefield(0, BEARS)
    game = s.start("main1")
    state = game.state
    assert chars(state, ape).power == 1 and state.cache["local_effects"] is None
    _pump(state, bears)
    assert "layers" not in state.cache and ape not in state.cache
    assert (chars(state, bears).power, chars(state, ape).power) == (5, 1)


def test_704_5g_a_creature_dying_under_a_lord_keeps_the_others_results() -> None:
    """704.5g: a creature with lethal damage is destroyed by the state-based actions. The move forgets what it
    changes, so with every effect in play local the other permanents' layer results stay; the lord's bonus
    still applies and each answer equals the whole layer system's."""
    from kitchentable.rules import events
    from kitchentable.rules.turn.state_based_actions import check_sba

    s = Scenario()
    s.battlefield(0, LORD)
    zombie = s.battlefield(0, ZOMBIE)
    bears = s.battlefield(0, BEARS)
    source = s.battlefield(1, MOUNTAIN)
    game = s.start("main1")
    state = game.state
    kept = chars(state, zombie)
    assert kept.power == 3 and chars(state, bears).toughness == 2
    events.deal_damage(state, source, bears, 2)
    assert check_sba(state)
    assert bears not in state.battlefield()
    assert chars(state, zombie) is kept and kept.power == 3
    assert {oid: _fields(chars(state, oid)) for oid in state.battlefield()} == _whole_layer_system(state)


def test_613_a_lord_with_a_condition_works_out_every_permanent_again() -> None:
    """A condition ("as long as you control a Forest") can read the changed permanent: the layer system runs
    whole again after any change (no `local_effects`)."""
    from kitchentable.rules import events

    s = Scenario()
    ape = s.battlefield(0, APE)
    s.battlefield(0, BEARS)
    forest = s.hand(0, FOREST)
    game = s.start("main1")
    state = game.state
    assert (chars(state, ape).power, chars(state, ape).toughness) == (1, 1)
    assert state.cache["local_effects"] is None
    events.move(state, forest, "battlefield", controller=0)
    assert (chars(state, ape).power, chars(state, ape).toughness) == (2, 3)


def test_704_5g_damage_on_a_board_already_checked_is_seen() -> None:
    """The SBA scan of a quiet board is remembered; marked damage must still be seen (704.5g)."""
    from kitchentable.rules import events
    from kitchentable.rules.turn.state_based_actions import check_sba

    s = Scenario()
    bears = s.battlefield(0, BEARS)
    source = s.battlefield(1, MOUNTAIN)
    game = s.start("main1")
    state = game.state
    assert not check_sba(state)
    events.deal_damage(state, source, bears, 2)
    check_sba(state)
    assert bears not in state.zone("battlefield", -1)


LANDS = Filter(types=frozenset({"Land"}))
URBORG_LIKE = CardDef(name="Tomb of Swamps", types=frozenset({"Land"}), supertypes=frozenset({"Legendary"}),
                      static=(StaticAbility("add_types", LANDS, subtypes=frozenset({"Swamp"}),
                                            text="each land is a swamp in addition to its other land types."),))


def _marshal_and_humility(first: str) -> tuple[int, int]:
    from kitchentable.cards.pool import get_pool

    pool = get_pool()
    s = Scenario()
    for name in (first, "Humility" if first != "Humility" else "Benalish Marshal"):
        s.battlefield(0, pool.get(name))
    bears = s.battlefield(0, BEARS)
    game = s.start("main1")
    c = chars(game.state, bears)
    return c.power or 0, c.toughness or 0


def test_613_6_an_ability_removed_in_layer_6_never_applies_in_7c() -> None:
    """Benalish Marshal under Humility has no ability, so its +1/+1 doesn't exist, whatever the order."""
    assert _marshal_and_humility("Humility") == (1, 1)
    assert _marshal_and_humility("Benalish Marshal") == (1, 1)


def test_613_6_an_effect_that_started_continues_after_its_ability_is_removed() -> None:
    """Humility made a creature by Opalescence loses its own abilities in layer 6, but its effect started in
    layer 6 and still sets power and toughness in 7b; Opalescence's 7b part then wins by timestamp when it
    came later (Humility a 4/4), and loses when it came first (a 1/1)."""
    from kitchentable.cards.pool import get_pool

    pool = get_pool()
    for order, expected in ((("Humility", "Opalescence"), (4, 4)), (("Opalescence", "Humility"), (1, 1))):
        s = Scenario()
        ids = {name: s.battlefield(0, pool.get(name)) for name in order}
        game = s.start("main1")
        c = chars(game.state, ids["Humility"])
        assert "Creature" in c.types and not c.static
        assert (c.power, c.toughness) == expected, order


def test_613_8_an_effect_that_depends_on_another_waits_for_it() -> None:
    """Blood Moon removes a nonbasic land's abilities (305.7), so an older "each land is a Swamp" ability of
    a nonbasic land depends on it (613.8a): Blood Moon applies first and the Swamp effect never exists."""
    from kitchentable.cards.pool import get_pool

    pool = get_pool()
    for tomb_first in (True, False):
        s = Scenario()
        if tomb_first:
            tomb = s.battlefield(0, URBORG_LIKE)
        s.battlefield(1, pool.get("Blood Moon"))
        if not tomb_first:
            tomb = s.battlefield(0, URBORG_LIKE)
        forest = s.battlefield(0, FOREST)
        game = s.start("main1")
        assert "Swamp" not in chars(game.state, forest).subtypes
        assert chars(game.state, tomb).subtypes == frozenset({"Mountain"})


def test_613_1b_a_stolen_permanents_static_ability_works_for_its_new_controller() -> None:
    """Layer 2 comes first: Benalish Marshal taken with Act of Treason pumps its new controller's other
    creatures, not its owner's (611.3a: the controller of a static ability is its source's controller)."""
    from kitchentable.cards.pool import get_pool

    pool = get_pool()
    s = Scenario()
    marshal = s.battlefield(0, pool.get("Benalish Marshal"))
    mine = s.battlefield(0, BEARS)
    theirs = s.battlefield(1, BEARS)
    for _ in range(3):
        s.battlefield(1, MOUNTAIN)
    treason = s.hand(1, pool.get("Act of Treason"))
    game = s.start("main1", active=1)
    assert (chars(game.state, mine).power, chars(game.state, theirs).power) == (3, 2)
    game.apply(("cast", treason))
    game.apply(("target", marshal))
    game.apply(("pay",))
    while game.state.stack_ids():
        game.apply(("pass",))
    assert chars(game.state, marshal).controller == 1
    assert (chars(game.state, mine).power, chars(game.state, theirs).power) == (2, 3)


def test_613_layers_start_from_fresh_copies_of_the_printed_characteristics() -> None:
    """613: with an effect in play, each permanent's characteristics start from its printed ones (a private
    copy, so the shared printed answer never changes) and the anthem applies to the copy only."""
    from dataclasses import fields

    from kitchentable.rules.continuous.layers import _fresh, shared_printed

    s = Scenario()
    s.battlefield(0, ANTHEM_ALL)
    knight = s.battlefield(0, KNIGHT)
    game = s.start("main1")
    shared = shared_printed(game.state, knight)
    copied = _fresh(shared)
    assert copied is not shared
    assert all(getattr(copied, f.name) == getattr(shared, f.name) for f in fields(shared))
    assert (chars(game.state, knight).power, shared.power) == (3, 2)


APE = CardDef(name="Kird Ape", types=frozenset({"Creature"}), power=1, toughness=1, static=(
    StaticAbility("anthem", None, 1, 2, condition=Condition("control", filter=Filter(subtypes=frozenset({"Forest"})))),))
GRAVE_COUNTER = CardDef(name="Lhurgoyf Test", types=frozenset({"Creature"}), power=0, toughness=1, static=(
    StaticAbility("set_base_pt_cda", toughness=1, amount=Amount("count", filter=Filter(
        types=frozenset({"Creature"}), zone="graveyard"))),))


def test_613_an_effect_reading_only_permanents_keeps_its_result_while_cards_move_elsewhere() -> None:
    """613 with 611.3a: Kird Ape's "as long as you control a Forest" reads only permanents, so a card drawn
    (another zone) leaves its result standing, and the Forest leaving the battlefield changes it."""
    from kitchentable.rules import events

    s = Scenario()
    ape = s.battlefield(0, APE)
    forest = s.battlefield(0, FOREST)
    s.library(0, BEARS)
    game = s.start("main1")
    assert (chars(game.state, ape).power, chars(game.state, ape).toughness) == (2, 3)
    events.draw_one(game.state, 0)
    assert "effects_read_facts" in game.state.cache and not game.state.cache["effects_read_facts"]
    assert (chars(game.state, ape).power, chars(game.state, ape).toughness) == (2, 3)
    events.move(game.state, forest, "graveyard")
    assert (chars(game.state, ape).power, chars(game.state, ape).toughness) == (1, 1)


def test_613_an_effect_counting_a_graveyard_sees_a_discarded_card() -> None:
    """613.4a with 604.3: a characteristic-defining ability counting creature cards in graveyards changes
    when a creature card is discarded (a zone change away from the battlefield)."""
    from kitchentable.rules import events

    s = Scenario()
    goyf = s.battlefield(0, GRAVE_COUNTER)
    bears = s.hand(1, BEARS)
    game = s.start("main1")
    assert chars(game.state, goyf).power == 0
    events.discard(game.state, 1, bears)
    assert (chars(game.state, goyf).power, chars(game.state, goyf).toughness) == (1, 2)


def test_613_4c_anthem_and_pump_stack_in_layer_7c() -> None:
    s = Scenario()
    s.battlefield(0, ANTHEM)
    bears = s.battlefield(0, BEARS)
    growth = s.hand(0, GIANT_GROWTH)
    s.battlefield(0, FOREST)
    game = s.start("main1")
    assert (chars(game.state, bears).power, chars(game.state, bears).toughness) == (3, 3)
    game.apply(("cast", growth))
    game.apply(("target", bears))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert (chars(game.state, bears).power, chars(game.state, bears).toughness) == (6, 6)


def _effects(*abilities: StaticAbility, locked_from: int | None = None) -> list[Any]:
    """Layer effects as `_compute_battlefield` lists them, (timestamp, source, ability, controller, objects,
    resolved effect), in timestamp order; from index `locked_from` on they are locked to a set (611.2c)."""
    return [(i, i, ab, 0, frozenset({99}) if locked_from is not None and i >= locked_from else None, None)
            for i, ab in enumerate(abilities)]


def test_613_8a_the_one_pass_test_finds_every_pair_that_may_depend() -> None:
    """`in_dependency_order` skips the pairwise trials when `_any_may_depend` says no pair of the layer's
    effects may depend: on every mix of the abilities below and every layer it must say yes whenever some
    pair does (`_may_depend`), or an order 613.8 fixes would fall back to timestamps."""
    from itertools import combinations

    from kitchentable.cards.pool import get_pool
    from kitchentable.rules.continuous.layers import _LAYERS, _any_may_depend, _may_depend

    pool = get_pool()
    abilities = [*HUMBLE.static, *ANTHEM_ALL.static, *ANTHEM.static, *GOYF.static, *URBORG_LIKE.static,
                 *pool.get("Blood Moon").static, *pool.get("Opalescence").static,
                 *pool.get("Benalish Marshal").static]
    for size in (2, 3):
        for mix in combinations(abilities, size):
            for locked_from in (None, 1):
                effects = _effects(*mix, locked_from=locked_from)
                for layer in _LAYERS:
                    pairs = any(_may_depend(a, b, layer) for a in effects for b in effects)
                    assert _any_may_depend(effects, layer) or not pairs, (mix, layer)
    assert _any_may_depend(_effects(*URBORG_LIKE.static, *pool.get("Blood Moon").static), "4")


@pytest.mark.skipif(kernel_build() != "pure python", reason="watches a kernel function (pure Python only)")
def test_613_8b_effects_no_pair_of_which_may_depend_apply_in_timestamp_order_without_pairwise_trials(
        monkeypatch: Any) -> None:
    """Thirty anthems (layers 6 and 7c) and no effect that reads or removes what another changes: every
    anthem applies, and no pair is tried for a dependency (trying each pair again after each effect applied
    was cubic in the effects of a layer, the Judge's Tower's bottleneck)."""
    from kitchentable.rules.continuous import layers

    tried: list[str] = []
    real = layers._may_depend

    def counting(a: Any, b: Any, layer: str) -> bool:
        tried.append(layer)
        return real(a, b, layer)

    monkeypatch.setattr(layers, "_may_depend", counting)
    s = Scenario()
    for _ in range(30):
        s.battlefield(0, ANTHEM)
    bears = s.battlefield(0, BEARS)
    game = s.start("main1")
    assert (chars(game.state, bears).power, chars(game.state, bears).toughness) == (32, 32)
    assert tried == []
# python-mtg's decks (benchmarks/decks/peer-*.txt): zombie lords and prowess pumps keep local effects in play
PROWESS = ["Monastery Swiftspear"] * 3 + ["Soul-Scar Mage"] * 2 + ["Stormchaser Mage"] * 2 + ["Sprite Dragon"] * 2 + \
    ["Kiln Fiend"] * 2 + ["Lightning Bolt"] * 3 + ["Shock"] * 2 + ["Lightning Strike"] * 2 + ["Opt"] * 2 + \
    ["Consider"] * 2 + ["Crash Through"] + ["Island"] * 9 + ["Mountain"] * 8
ZOMBIES = ["Gravecrawler"] * 3 + ["Diregraf Ghoul"] * 3 + ["Dread Wanderer"] * 2 + ["Cryptbreaker"] * 3 + \
    ["Undead Augur"] * 3 + ["Death Baron", "Lord of the Undead"] + ["Diregraf Colossus"] * 2 + \
    ["Relentless Dead", "Liliana's Mastery", "Call of the Death-Dweller"] + ["Unbreathing Horde"] * 2 + ["Swamp"] * 17


def _random_games(fmt: str, players: int, seeds: range, decks: list[list[str]] | None = None) -> Iterator[Game]:
    """Random games of `fmt` (the format's own decks unless given), yielded at every decision."""
    for seed in seeds:
        if decks is None:
            kwargs = game_arguments(fmt, players, None, seed)
            kwargs.pop("seed", None)
        else:
            kwargs = {"decks": decks}
        options = dict(kwargs.pop("options", {}) or {})
        options["max_turns"] = 10
        game = Game(fmt, seed=seed, options=options, **kwargs)
        agent = RandomAgent(seed)
        while not game.is_over():
            yield game
            game.apply(agent.choose(game))


@pytest.mark.parametrize(("fmt", "players", "decks"), [
    ("duel", 2, [PROWESS, ZOMBIES]), ("duel", 2, None), ("ffa", 3, None), ("castle", 2, None), ("vortex", 2, None),
    ("turnabout", 2, None), ("judges-tower", 2, None)])
def test_613_cached_characteristics_equal_the_whole_layer_system_at_every_decision(
        fmt: str, players: int, decks: list[list[str]] | None) -> None:
    """613: the characteristics cache (results kept across changes by `GameState.forget`, permanents worked out
    alone and when first asked for while every effect is local, counters with no effect in play) never goes
    stale. At every decision of random games, each permanent's characteristics as the game reads them equal a
    run of the whole layer system over every permanent on a copy with nothing cached."""
    compared = 0
    for game in _random_games(fmt, players, range(2), decks):
        state = game.state
        twin = state.copy()
        _compute_battlefield(twin, every=True)
        for oid in state.battlefield():
            assert _fields(chars(state, oid)) == _fields(twin.cache[oid]), (state.objects[oid], state.turn)
            compared += 1
    assert compared


def test_613_1_the_printed_kinds_follow_the_abilities_in_play() -> None:
    """`printed_static_kinds` answers "could an ability of this kind be in play" for the checks made at every
    priority; it must change as soon as a permanent with such an ability enters or leaves, and a copy of the
    state reads its own."""
    from kitchentable.rules.continuous.layers import printed_static_kinds
    from kitchentable.rules.continuous.player_rules import flash_granted_in_play
    from kitchentable.rules.events import move
    from tests.cards.card_text import card

    grant = card("Test Leyline {2}{G}\nEnchantment\nYou may cast creature spells as though they had flash.")
    s = Scenario("duel", 2)
    held = s.hand(0, grant)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    state = game.state
    assert "flash_for_spells" not in printed_static_kinds(state) and not flash_granted_in_play(state, 0)
    move(state, held, "battlefield")
    assert "flash_for_spells" in printed_static_kinds(state) and flash_granted_in_play(state, 0)
    twin = state.copy()
    on_battlefield = state.battlefield()[-1]
    move(state, on_battlefield, "graveyard")
    assert "flash_for_spells" not in printed_static_kinds(state) and not flash_granted_in_play(state, 0)
    assert "flash_for_spells" in printed_static_kinds(twin) and flash_granted_in_play(twin, 0)
