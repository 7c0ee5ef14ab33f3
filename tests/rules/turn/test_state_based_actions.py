"""State-based actions (704.5)."""

from __future__ import annotations

import pytest

from kitchentable.agents.random import RandomAgent
from kitchentable.api.game import Game, state_hash
from kitchentable.api.setup import game_arguments
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.compiled import kernel_build
from kitchentable.rules.ruleset import RuleSet
from kitchentable.rules.state import GameState
from kitchentable.rules.turn import state_based_actions as sba
from kitchentable.rules.turn.state_based_actions import check_sba
from kitchentable.scenario import Scenario
from tests.rules.cards import BEARS, BOLT, MOUNTAIN

LEGEND = CardDef(name="Isamaru, Hound of Konda", types=frozenset({"Creature"}), supertypes=frozenset({"Legendary"}),
                 subtypes=frozenset({"Dog"}), power=2, toughness=2)


def test_704_5a_zero_life_loses() -> None:
    s = Scenario()
    s.battlefield(0, MOUNTAIN)
    bolt = s.hand(0, BOLT)
    game = s.start("main1")
    game.state.players[1].life = 3
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.is_over() and game.result()["winners"] == [0]


def test_704_5b_draw_from_empty_library_loses() -> None:
    s = Scenario()
    game = s.start("upkeep")
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.is_over()
    assert game.state.players[0].lost


def test_704_5c_ten_poison_loses() -> None:
    s = Scenario()
    s.library(0, MOUNTAIN)
    game = s.start("main1")
    game.state.players[1].poison = 10
    check_sba(game.state)
    assert game.state.players[1].lost


def test_704_5g_lethal_damage_destroys_and_704_5f_zero_toughness() -> None:
    s = Scenario()
    a = s.battlefield(0, BEARS)
    b = s.battlefield(0, BEARS, counters={"-1/-1": 2})
    game = s.start("main1")
    game.state.mut(a).damage = 2
    check_sba(game.state)
    assert a not in game.state.objects and b not in game.state.objects
    assert len(game.state.zone("graveyard", 0)) == 2


def test_704_5j_legend_rule_controller_chooses_which_to_keep() -> None:
    s = Scenario()
    s.library(0, MOUNTAIN)
    first = s.battlefield(0, LEGEND)
    second = s.battlefield(0, LEGEND)
    game = s.start("main1")
    assert game.pending["kind"] == "legend_rule" and game.pending["player"] == 0
    game.apply(("keep", first))
    assert first in game.state.objects and second not in game.state.objects
    assert game.pending["kind"] == "priority"


def test_704_5q_counters_annihilate() -> None:
    s = Scenario()
    a = s.battlefield(0, BEARS, counters={"+1/+1": 2, "-1/-1": 1})
    game = s.start("main1")
    check_sba(game.state)
    assert game.state.objects[a].counters == {"+1/+1": 1}


def test_704_5d_token_off_battlefield_ceases_to_exist() -> None:
    from kitchentable.rules import events

    s = Scenario()
    game = s.start("main1")
    token = events.create_token(game.state, BEARS, 0)
    events.move(game.state, token, "graveyard")
    check_sba(game.state)
    assert not game.state.zone("graveyard", 0)


def test_104_4a_all_lose_simultaneously_is_a_draw() -> None:
    s = Scenario()
    s.library(0, MOUNTAIN)
    game = s.start("main1")
    game.state.players[0].life = 0
    game.state.players[1].life = 0
    check_sba(game.state)
    assert game.is_over() and game.result()["draw"]


def test_800_4a_leaving_player_objects_leave_game() -> None:
    s = Scenario("ffa", players=3)
    s.library(0, MOUNTAIN)
    bears = s.battlefield(2, BEARS)
    game = s.start("main1")
    game.state.players[2].life = 0
    check_sba(game.state)
    assert bears not in game.state.objects and not game.is_over()


def test_704_3_indestructible_creature_with_lethal_damage_does_not_loop() -> None:
    from tests.rules.cards import creature

    darksteel = creature("Darksteel Myr", "{3}", 0, 1, "indestructible", sub="Myr")
    s = Scenario()
    myr = s.battlefield(0, darksteel)
    game = s.start("main1")
    game.state.mut(myr).damage = 5
    assert not check_sba(game.state)  # nothing was performed, so the check ends (704.3)
    assert myr in game.state.objects


FORMATS = [("duel", 2), ("ffa", 3), ("castle", 2), ("vortex", 2), ("turnabout", 2), ("judges-tower", 2)]


# The compiled kernel calls `_nothing_to_check` from C, where a monkeypatched module attribute is never read;
# its games are checked against pure Python by benchmarks/same_games.py instead.
@pytest.mark.skipif(kernel_build() != "pure python", reason="watches a kernel function (pure Python only)")
@pytest.mark.parametrize(("fmt", "players"), FORMATS)
def test_704_3_a_check_known_to_find_nothing_agrees_with_the_full_check(fmt: str, players: int,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """704.3: the shortcut that ends a check at once (`_nothing_to_check`: nothing changed since the last scan
    found nothing) must answer as the whole check would. Every time it answers in random games of each format,
    the whole check runs on a copy with nothing cached, and must perform nothing and leave the same state.
    Formats that add state-based actions of their own (Castle, Vortex, the Judge's Tower) never take it."""
    real = sba._nothing_to_check
    answered = []

    def compared(state: GameState) -> bool:
        twin = state.copy()
        quick = real(state)
        if quick:
            twin.cache = {}
            assert not sba._check_all(twin), "the shortcut skipped a state-based action"
            assert twin.turn_facts == state.turn_facts
            assert state_hash(twin) == state_hash(state)
            answered.append(True)
        return quick

    monkeypatch.setattr(sba, "_nothing_to_check", compared)
    for seed in range(2):
        kwargs = game_arguments(fmt, players, None, seed)
        kwargs.pop("seed", None)
        options = dict(kwargs.pop("options", {}) or {})
        options["max_turns"] = 8
        game = Game(fmt, seed=seed, options=options, **kwargs)
        agent = RandomAgent(seed)
        while not game.is_over():
            game.apply(agent.choose(game))
    own_checks = type(game.state.rules).extra_sba is not RuleSet.extra_sba
    assert bool(answered) != own_checks  # a format with its own state-based actions is always checked in full
