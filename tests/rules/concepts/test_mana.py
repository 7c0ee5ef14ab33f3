"""Mana symbols and costs (106, 107.4, 202)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitchentable.rules.concepts.mana import (
    ManaCost,
    ManaCostError,
    choose_sources,
    could_produce,
    pay_from_pool,
    single_type_mana_covers,
)


def test_107_4_parse_and_mana_value() -> None:
    cost = ManaCost.parse("{X}{2}{W/U}{B/P}{R}")
    assert cost.x == 1 and cost.generic == 2 and cost.mana_value == 5
    assert str(ManaCost.parse("{1}{G}{G}")) == "{1}{G}{G}"


def test_107_4_unknown_symbol_is_an_error_naming_it() -> None:
    with pytest.raises(ManaCostError, match="Q"):
        ManaCost.parse("{Q}")


def test_107_4e_hybrid_paid_with_either_color() -> None:
    cost = ManaCost.parse("{W/U}")
    assert pay_from_pool(cost, {"U": 1}, 20) is not None
    assert pay_from_pool(cost, {"W": 1}, 20) is not None
    assert pay_from_pool(cost, {"R": 1}, 20) is None


def test_107_4f_phyrexian_paid_with_two_life_when_the_color_is_missing() -> None:
    payment = pay_from_pool(ManaCost.parse("{B/P}"), {}, 20)
    assert payment is not None and payment.life == 2
    assert pay_from_pool(ManaCost.parse("{B/P}"), {}, 1) is None


def test_601_2g_automatic_source_choice_keeps_colors_for_colored_symbols() -> None:
    plan = choose_sources(ManaCost.parse("{1}{R}"), {}, [(1, frozenset("RG")), (2, frozenset("R"))], 20)
    assert plan is not None
    assert sorted(plan[0]) == [(1, "G"), (2, "R")] or sorted(plan[0]) == [(1, "R"), (2, "R")]


def test_r_ca_2_could_produce_counts_missing_generic_and_colored() -> None:
    assert could_produce(ManaCost.parse("{2}{U}{U}"), [frozenset("U"), frozenset("G")]) == (1, 1)
    assert could_produce(ManaCost.parse("{1}{G}"), [frozenset("G"), frozenset("G")]) == (0, 0)


def test_107_4e_two_generic_hybrid_can_be_paid_with_one_colored_mana() -> None:
    from kitchentable.rules.abilities import CardDef
    from kitchentable.scenario import Scenario
    from tests.rules.cards import PLAINS

    procession = CardDef(name="Spectral Procession", mana_cost=ManaCost.parse("{2/W}{2/W}{2/W}"),
                         types=frozenset({"Sorcery"}))
    assert ManaCost.parse("{2/W}{2/W}{2/W}").mana_value == 6 and ManaCost.parse("{2/W}{2/W}{2/W}").least_mana == 3
    s = Scenario()
    spell = s.hand(0, procession)
    for _ in range(3):
        s.battlefield(0, PLAINS)
    game = s.start("main1")
    assert ("cast", spell) in game.legal_actions()
    game.apply(("cast", spell))
    assert ("pay",) in game.legal_actions()


@settings(max_examples=300, deadline=None)
@given(
    generic=st.integers(0, 4),
    colored=st.dictionaries(st.sampled_from("WUBRGC"), st.integers(1, 3), max_size=3),
    pool=st.dictionaries(st.sampled_from("WUBRGC"), st.integers(0, 2), max_size=3),
    lands=st.lists(st.sampled_from("WUBRGC"), max_size=7),
)
def test_107_4_single_type_mana_count_agrees_with_source_search(
    generic: int, colored: dict[str, int], pool: dict[str, int], lands: list[str]
) -> None:
    """The counting shortcut for one-type sources answers exactly what the source search answers."""
    cost = ManaCost(generic, tuple(sorted(colored.items())))
    sources = [(i, frozenset({kind})) for i, kind in enumerate(lands)]
    searched = choose_sources(cost, dict(pool), sources, 0) is not None
    assert single_type_mana_covers(cost, dict(pool), sources) == searched
