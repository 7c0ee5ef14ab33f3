"""Replacement effects (614) and the affected player's choice of order (616.1)."""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef, Filter, StaticAbility
from kitchentable.rules.turn.state_based_actions import check_sba
from kitchentable.scenario import Scenario
from tests.rules.cards import BEARS, MOUNTAIN

CREATURES = Filter(types=frozenset({"Creature"}))
EXILER = CardDef(name="Exile Ward", types=frozenset({"Enchantment"}), static=(
    StaticAbility("replacement", CREATURES, params=(("event", "dies"), ("to", "exile"), ("mode", "exile"))),))
HOMEWARD = CardDef(name="Hand Ward", types=frozenset({"Enchantment"}), static=(
    StaticAbility("replacement", CREATURES, params=(("event", "dies"), ("to", "hand"), ("mode", "hand"))),))
TAPPER = CardDef(name="Tapped Entry", types=frozenset({"Enchantment"}), static=(
    StaticAbility("replacement", Filter(types=frozenset({"Land"})), params=(("event", "enter"), ("mode", "enters_tapped"))),))
TAPLAND = CardDef(name="Tapped Vale", types=frozenset({"Land"}), static=(StaticAbility("enters_tapped"),))


def test_614_1a_dies_replaced_by_exile() -> None:
    s = Scenario()
    s.battlefield(1, EXILER)
    bears = s.battlefield(0, BEARS)
    game = s.start("main1")
    game.state.mut(bears).damage = 2
    check_sba(game.state)
    assert not game.state.zone("graveyard", 0)
    assert len(game.state.zone("exile")) == 1


def test_616_1_affected_controller_chooses_which_replacement_applies_first() -> None:
    for first, zone in (("exile", "exile"), ("hand", "hand")):
        s = Scenario()
        exiler = s.battlefield(1, EXILER)
        homeward = s.battlefield(1, HOMEWARD)
        bears = s.battlefield(0, BEARS)
        s.library(0, MOUNTAIN)
        game = s.start("main1")
        game.state.mut(bears).damage = 2
        game.apply(("pass",))  # SBAs are checked before player 1 receives priority
        assert game.pending["kind"] == "replacement_order"
        assert game.pending["player"] == 0
        game.apply(("apply_first", exiler if first == "exile" else homeward))
        where = game.state.zone("exile") if zone == "exile" else game.state.zone("hand", 0)
        assert [game.state.objects[o].card.name for o in where] == ["Grizzly Bears"]


def test_614_1c_enters_tapped() -> None:
    s = Scenario()
    vale = s.hand(0, TAPLAND)
    game = s.start("main1")
    game.apply(("play_land", vale))
    land = game.state.battlefield()[-1]
    assert game.state.objects[land].tapped


def test_614_12_enters_tapped_from_another_permanent() -> None:
    s = Scenario()
    s.battlefield(1, TAPPER)
    mountain = s.hand(0, MOUNTAIN)
    game = s.start("main1")
    game.apply(("play_land", mountain))
    land = [o for o in game.state.battlefield() if game.state.objects[o].card is MOUNTAIN][0]
    assert game.state.objects[land].tapped


# --- 616.1: the affected permanent's controller orders replacement and prevention effects ------------------------

def _shock_the_horde() -> tuple[object, int, int]:
    from kitchentable.scenario import Scenario, answer_until_priority

    s = Scenario()
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    mage = s.battlefield(0, "Soul-Scar Mage")
    horde = s.battlefield(1, "Unbreathing Horde", counters={"+1/+1": 3})
    game = s.start("main1")
    game.apply(("cast", shock))
    game.apply(("target", horde))
    answer_until_priority(game)
    while game.pending["kind"] == "priority":
        game.apply(("pass",))
    return game, mage, horde


def test_616_1_the_damaged_permanents_controller_orders_prevention_and_replacement() -> None:
    game, mage, horde = _shock_the_horde()
    assert game.pending["kind"] == "replacement_order" and game.pending["player"] == 1
    assert {a[1] for a in game.legal_actions()} == {mage, horde}


def test_616_1_prevention_first_removes_one_counter() -> None:
    game, _mage, horde = _shock_the_horde()
    game.apply(("apply_first", horde))
    assert game.state.objects[horde].counters == {"+1/+1": 2}  # prevented, a counter removed, no -1/-1


def test_616_1_replacement_first_turns_the_damage_into_counters() -> None:
    game, mage, horde = _shock_the_horde()
    game.apply(("apply_first", mage))
    counters = game.state.objects[horde].counters
    assert counters.get("-1/-1", 0) == 2 or counters.get("+1/+1", 0) == 1  # two -1/-1 (or annihilated: 704.5q)


def test_616_1_the_permanents_controller_orders_plus_one_and_twice_counter_effects() -> None:
    """"That many plus one" and "twice that many" give 4 or 3 from one counter: the controller chooses."""
    import pytest

    from kitchentable.rules import events
    from kitchentable.rules.abilities import CardDef, Filter, StaticAbility
    from kitchentable.rules.errors import ReplacementChoice
    from kitchentable.scenario import Scenario

    mine = Filter(types=frozenset({"Creature"}), controller="you")
    plus = CardDef(name="Plus Scales", types=frozenset({"Enchantment"}), static=(
        StaticAbility("counter_modifier", mine, params=(("counter", "+1/+1"), ("plus", 1))),))
    twice = CardDef(name="Twice Season", types=frozenset({"Enchantment"}), static=(
        StaticAbility("counter_modifier", mine, params=(("counter", "+1/+1"), ("times", 2))),))
    s = Scenario()
    a = s.battlefield(1, plus)
    b = s.battlefield(1, twice)
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    with pytest.raises(ReplacementChoice) as asked:
        events.add_counters(game.state.copy(), bears, "+1/+1", 1)
    assert asked.value.player == 1 and set(asked.value.options) == {a, b}
    state = game.state.copy()
    state.turn_facts["replacement_answers"] = (b, a)  # twice first, then plus one: (1 * 2) + 1
    events.add_counters(state, bears, "+1/+1", 1)
    assert state.objects[bears].counters["+1/+1"] == 3


# --- 616.1: shields made by spells and abilities join the same choice ---------------------------------------------

def _two_shields_then_shock() -> tuple[object, int, dict[str, int]]:
    """Seat 1 shields its Grizzly Bears with a 3-damage and a 1-damage prevention shield; seat 0 Shocks it.
    Returns the game at the first decision after the Shock resolves begins, the Bears, and the two shields'
    makers (the spells' ids on the stack) by amount."""
    from kitchentable.scenario import answer_until_priority
    from tests.rules.keyword_support import card

    salve = card("Test Salve {W}\nInstant\nPrevent the next 3 damage that would be dealt to target creature this turn.")
    mend = card("Test Mend {W}\nInstant\nPrevent the next 1 damage that would be dealt to target creature this turn.")
    s = Scenario()
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    spells = [s.hand(1, salve), s.hand(1, mend)]
    s.many(1, "battlefield", ["Plains", "Plains"])
    game = s.start("main1", active=1)
    for spell in spells:
        game.apply(("cast", spell))
        game.apply(("target", bears))
        answer_until_priority(game)
        game.apply(("pass",))
        game.apply(("pass",))
    makers = {str(shield[2]): shield[7] for shield in game.state.turn_facts["damage_shields"]}
    game.apply(("pass",))
    game.apply(("cast", shock))
    game.apply(("target", bears))
    answer_until_priority(game)
    while game.pending["kind"] == "priority":
        game.apply(("pass",))
    return game, bears, makers


def test_616_1_the_damaged_creatures_controller_orders_two_prevention_shields() -> None:
    game, _bears, makers = _two_shields_then_shock()
    assert game.pending["kind"] == "replacement_order" and game.pending["player"] == 1
    assert {a[1] for a in game.legal_actions()} == {makers["3"], makers["1"]}


def test_616_1_the_larger_shield_first_leaves_the_smaller_one_whole() -> None:
    game, bears, makers = _two_shields_then_shock()
    game.apply(("apply_first", makers["3"]))
    left = sorted(shield[2] for shield in game.state.turn_facts["damage_shields"])
    assert left == [1, 1] and game.state.objects[bears].damage == 0  # 3 -> 1 (prevented 2); the 1 untouched


def test_616_1_the_smaller_shield_first_is_used_up_and_the_larger_one_prevents_the_rest() -> None:
    game, bears, makers = _two_shields_then_shock()
    game.apply(("apply_first", makers["1"]))
    left = [shield[2] for shield in game.state.turn_facts["damage_shields"]]
    assert left == [2] and game.state.objects[bears].damage == 0  # the 1 used up; 3 -> 2 (prevented 1)


def test_616_1_the_controller_chooses_totem_armor_or_a_regeneration_shield() -> None:
    """Destroying a regenerating Drudge Skeletons wearing a totem-armor Aura: its controller chooses which
    replaces the destruction; the one chosen is used, the other stays."""
    from kitchentable.scenario import answer_until_priority
    from tests.rules.keyword_support import card

    totem = card("Test Totem {G}\nEnchantment — Aura\nEnchant creature\nTotem armor")
    slay = card("Test Slay {B}\nInstant\nDestroy target creature.")
    for first in ("totem", "regenerate"):
        s = Scenario()
        cast = s.hand(0, slay)
        s.battlefield(0, "Swamp")
        skeletons = s.battlefield(1, "Drudge Skeletons")
        aura = s.battlefield(1, totem, attached_to=skeletons)
        s.battlefield(1, "Swamp")
        game = s.start("main1", active=1)
        game.apply(("activate", skeletons, 0))  # {B}: Regenerate Drudge Skeletons
        answer_until_priority(game)
        game.apply(("pass",))
        game.apply(("pass",))
        assert game.state.objects[skeletons].regen_shields == 1
        game.apply(("pass",))
        game.apply(("cast", cast))
        game.apply(("target", skeletons))
        answer_until_priority(game)
        while game.pending["kind"] == "priority":
            game.apply(("pass",))
        assert game.pending["kind"] == "replacement_order" and game.pending["player"] == 1
        assert {a[1] for a in game.legal_actions()} == {aura, skeletons}
        game.apply(("apply_first", aura if first == "totem" else skeletons))
        state = game.state
        assert skeletons in state.battlefield()
        if first == "totem":
            assert aura not in state.battlefield() and state.objects[skeletons].regen_shields == 1
            assert not state.objects[skeletons].tapped
        else:
            assert aura in state.battlefield() and state.objects[skeletons].regen_shields == 0
            assert state.objects[skeletons].tapped  # 701.15a: regenerated


# --- 616.1: "prevent all damage ... this turn" (Fog's kind) joins the same choice ---------------------------------

def _ward_the_horde_then_shock() -> tuple[object, int, int]:
    """Seat 1 casts "prevent all damage that would be dealt to target creature this turn" on its Unbreathing
    Horde (three +1/+1 counters); seat 0 Shocks the Horde. Returns the game at the first decision after the
    Shock begins to resolve, the Horde, and the prevention spell's id on the stack (its effect's key)."""
    from kitchentable.scenario import answer_until_priority
    from tests.rules.keyword_support import card

    ward = card("Test Ward {W}\nInstant\nPrevent all damage that would be dealt to target creature this turn.")
    s = Scenario()
    shock = s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    horde = s.battlefield(1, "Unbreathing Horde", counters={"+1/+1": 3})
    spell = s.hand(1, ward)
    s.battlefield(1, "Plains")
    game = s.start("main1", active=1)
    game.apply(("cast", spell))
    game.apply(("target", horde))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    maker = game.state.turn_facts["prevent_all_this_turn"][0][2]  # the spell's id on the stack
    game.apply(("pass",))
    game.apply(("cast", shock))
    game.apply(("target", horde))
    answer_until_priority(game)
    while game.pending["kind"] == "priority":
        game.apply(("pass",))
    return game, horde, maker


def test_616_1_prevent_all_damage_this_turn_is_one_choice_among_the_prevention_effects() -> None:
    game, horde, spell = _ward_the_horde_then_shock()
    assert game.pending["kind"] == "replacement_order" and game.pending["player"] == 1
    assert {a[1] for a in game.legal_actions()} == {horde, spell}


def test_616_1_prevent_all_damage_first_keeps_the_hordes_counter() -> None:
    game, horde, spell = _ward_the_horde_then_shock()
    game.apply(("apply_first", spell))
    assert game.state.objects[horde].counters == {"+1/+1": 3} and game.state.objects[horde].damage == 0


def test_616_1_the_hordes_own_prevention_first_removes_a_counter() -> None:
    game, horde, _spell = _ward_the_horde_then_shock()
    game.apply(("apply_first", horde))
    assert game.state.objects[horde].counters == {"+1/+1": 2} and game.state.objects[horde].damage == 0
