"""Energy (107.14): counters a player gets and pays, in costs of activated abilities and in "you may pay {E}"
choices. Scenarios on cards written in the card language, named after the rules they check."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.files.cardfile import parse_file, parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.pool import CARD_DIR, CardPool
from kitchentable.cards.render import render as render_card
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.errors import IllegalAction
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack

CARDS = """
Charged Hound {1}{G}
Creature — Dog 2/2
When Charged Hound enters, you get {E}{E}.
Pay {E}: Charged Hound gets +1/+1 until end of turn.

Spark Diver {R}
Creature — Human 1/1
Whenever Spark Diver attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.

Hungry Coil {2}{B}
Creature — Serpent 4/4
At the beginning of your end step, sacrifice Hungry Coil unless you pay {E}{E}.

Energy Well {2}
Artifact
{T}, Pay {E}: Add one mana of any color.
"""


@pytest.fixture(scope="module")
def pool() -> CardPool:
    found = CardPool()
    for raw in parse_file(CARD_DIR / "basic_lands.txt"):
        found.add(compile_card(raw), raw.file, raw.line)
    for raw in parse_text(CARDS, "test_energy"):
        found.add(compile_card(raw))
    return found


def _energy(game: Any, seat: int = 0) -> int:
    return int(game.state.players[seat].counters.get("energy", 0))


def test_107_14_you_get_energy_counters_and_keep_them_across_turns(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    hound = s.hand(0, "Charged Hound")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", hound))
    answer_until_priority(game)
    resolve_stack(game)
    assert _energy(game) == 2
    assert game.observation(0)["players"][0]["counters"] == {"energy": 2}


def test_107_14_paying_energy_removes_counters_and_a_player_without_them_cannot_pay(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    hound = s.battlefield(0, "Charged Hound")
    s.state.players[0].counters["energy"] = 1
    game = s.start("main1")
    pump = ("activate", hound, 0)
    assert pump in game.legal_actions()
    game.apply(pump)
    answer_until_priority(game)
    assert _energy(game) == 0  # paid as the ability was activated (602.2b), before it resolves
    resolve_stack(game)
    assert (chars(game.state, hound).power, chars(game.state, hound).toughness) == (3, 3)
    assert pump not in game.legal_actions()  # 118.3: no energy left to pay with
    with pytest.raises(IllegalAction):
        game.apply(pump)


def test_608_2d_you_may_pay_energy_and_if_you_do(pool: CardPool) -> None:
    for energy, expected_power, left in ((2, 2, 0), (1, 1, 1)):
        s = Scenario(pool=pool)
        diver = s.battlefield(0, "Spark Diver")
        s.state.players[0].counters["energy"] = energy
        game = s.start("main1")
        from kitchentable.scenario import pass_until

        pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
        game.apply(next(a for a in game.legal_actions() if a[0] == "attack" and a[1] == diver))
        game.apply(("attack_done",))
        while game.pending["kind"] != "priority" or game.state.stack_ids():
            options = game.legal_actions()
            game.apply(("yes",) if ("yes",) in options else options[0])
        assert chars(game.state, diver).power == expected_power
        assert _energy(game) == left


def test_118_12_sacrifice_unless_you_pay_energy(pool: CardPool) -> None:
    for energy, survives in ((2, True), (0, False)):
        s = Scenario(pool=pool)
        coil = s.battlefield(0, "Hungry Coil")
        s.state.players[0].counters["energy"] = energy
        game = s.start("main2")
        from kitchentable.scenario import pass_until

        pass_until(game, lambda g: g.state.step == "end" and bool(g.state.stack_ids()))
        while game.state.stack_ids():
            options = game.legal_actions()
            game.apply(("yes",) if ("yes",) in options else ("pass",) if ("pass",) in options else options[0])
        assert (coil in game.state.battlefield()) is survives
        assert _energy(game) == 0


def test_605_3b_a_mana_ability_with_an_energy_cost_pays_it(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    well = s.battlefield(0, "Energy Well")
    s.state.players[0].counters["energy"] = 1
    game = s.start("main1")
    from kitchentable.rules.casting.payment import activate_mana_ability

    activate_mana_ability(game.state, 0, well, 0, "G")
    assert _energy(game) == 0
    assert game.state.players[0].pool.amounts.get("G") == 1


def test_energy_renders_back_as_written(pool: CardPool) -> None:
    text = render_card(pool.get("Charged Hound"))
    assert "you get {E}{E}." in text
    assert "Pay {E}: " in text
    assert "you may pay {E}{E}. If you do" in render_card(pool.get("Spark Diver"))
    assert "unless you pay {E}{E}" in render_card(pool.get("Hungry Coil"))
