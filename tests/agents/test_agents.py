"""Every agent answers every decision of every format with a legal action; the heuristic beats random."""

from __future__ import annotations

import dataclasses

import pytest

from kitchentable.agents.base import AGENTS, make_agent
from kitchentable.agents.heuristic import HeuristicAgent
from kitchentable.agents.search import SearchAgent
from kitchentable.api.game import Game
from kitchentable.api.setup import game_arguments
from kitchentable.formats import FORMATS
from kitchentable.rules.state import HAND
from kitchentable.sim.runner import GameSpec, game_seed, play_game

FORMAT_NAMES = sorted(set(FORMATS) - {"free-for-all"})


def _cube_fallback(fmt: str) -> dict[str, object] | None:
    """Vortex and the Judge's Tower play from a cube; without the bundled one, the two duel decks make one."""
    from kitchentable.api.setup import DEFAULT_DUEL_DECKS, load_decks

    cards = [name for deck in load_decks(list(DEFAULT_DUEL_DECKS)) for name in deck]
    if fmt == "vortex":
        return {"players": 3, "options": {"pool": cards}}
    if fmt == "judges-tower":
        return {"players": 2, "decks": [cards], "options": {}}
    return None


def _game(fmt: str, seed: int, max_turns: int) -> Game:
    try:
        kwargs = game_arguments(fmt, None, None, seed)
    except Exception as err:  # noqa: BLE001 - a format whose data is not installed cannot be played here
        fallback = _cube_fallback(fmt)
        if fallback is None:
            pytest.skip(f"{fmt} cannot start with its defaults here: {err}")
        kwargs = dict(fallback)
    kwargs.pop("seed", None)
    options = dict(kwargs.pop("options", {}) or {})
    options["max_turns"] = max_turns
    return Game(fmt, seed=seed, options=options, keep_history=False, **kwargs)


def _play_checked(game: Game, agents: dict[int, object], limit: int) -> tuple[int, set[str]]:
    kinds: set[str] = set()
    steps = 0
    while not game.is_over() and steps < limit:
        decision = game.state.decision
        assert decision is not None
        kinds.add(decision.kind)
        action = agents[decision.player].choose(game)  # type: ignore[attr-defined]
        assert tuple(action) in game.legal_actions(), (decision.kind, action)
        game.apply(action)
        steps += 1
    return steps, kinds


@pytest.mark.parametrize("fmt", FORMAT_NAMES)
def test_heuristic_plays_legal_actions_in_every_format(fmt: str) -> None:
    for seed in (1, 2):
        game = _game(fmt, seed, max_turns=8)
        seats = len(game.state.players)
        steps, _kinds = _play_checked(game, {s: HeuristicAgent(seed * 10 + s) for s in range(seats)}, 3000)
        assert steps > 0 or game.is_over()


@pytest.mark.parametrize("fmt", FORMAT_NAMES)
def test_search_plays_legal_actions_in_every_format(fmt: str) -> None:
    game = _game(fmt, 3, max_turns=10)
    seats = len(game.state.players)
    agents = {s: SearchAgent(s, simulations=3, horizon=8) for s in range(seats)}
    steps, _kinds = _play_checked(game, agents, 150)
    assert steps > 0 or game.is_over()


def test_agents_are_registered_and_take_a_budget() -> None:
    assert {"random", "heuristic", "search"} <= set(AGENTS)
    search = make_agent("search:7", 1)
    assert isinstance(search, SearchAgent) and search.simulations == 7
    assert isinstance(make_agent("heuristic", 1), HeuristicAgent)
    with pytest.raises(ValueError, match="whole number"):
        make_agent("search:lots", 1)
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("oracle", 1)


def test_search_is_reproducible_and_keeps_what_the_viewer_sees() -> None:
    game = _game("duel", 5, max_turns=20)
    policy = HeuristicAgent(0)
    for _ in range(40):
        game.apply(policy.choose(game))
    viewer = game.state.decision.player if game.state.decision else 0
    agent = SearchAgent(9, simulations=4, horizon=10)
    twin = agent.determinize(game, viewer)
    for key, ids in game.state.zones.items():
        assert len(twin.state.zones.get(key, [])) == len(ids)
    mine = [game.state.objects[o].card.name for o in game.state.zones.get((HAND, viewer), [])]
    assert [twin.state.objects[o].card.name for o in twin.state.zones.get((HAND, viewer), [])] == mine
    before = game.state_hash()
    first = SearchAgent(9, simulations=4, horizon=10).choose(game)
    second = SearchAgent(9, simulations=4, horizon=10).choose(game)
    assert first == second and first in game.legal_actions()
    assert game.state_hash() == before


STRENGTH_GAMES = 16
STRENGTH_FLOOR = 12


@pytest.mark.parametrize("fmt", ["duel", "castle", "vortex", "turnabout"])
def test_heuristic_beats_random_in_every_two_player_format(fmt: str) -> None:
    """A seeded sample, each agent first in half the games. The benchmark measures 93-98% over 400 games
    (docs/architecture.md); with p = 0.93, fewer than 12 wins of 16 has a probability under 0.5%, so the floor
    holds for other seeds too and a real regression (toward random's 50%) fails it."""
    kwargs = game_arguments(fmt, 2, None, 0)
    kwargs.pop("seed", None)
    options = dict(kwargs.get("options") or {})
    options["max_turns"] = 150
    kwargs["options"] = options
    wins = 0
    for i in range(STRENGTH_GAMES):
        seat = i % 2
        lineup = ["random", "random"]
        lineup[seat] = "heuristic"
        outcome = play_game(GameSpec(fmt, kwargs, lineup, game_seed(0, i), i))
        assert outcome.error is None
        wins += seat in outcome.winners and len(outcome.winners) == 1
    assert wins >= STRENGTH_FLOOR


def test_heuristic_keeps_the_towers_obligations_when_they_are_checked_not_narrowed() -> None:
    """R-JT-9: in training the Tower checks a seat's answers instead of narrowing them; the heuristic in
    that seat answers only what ICR 200 and 300 allow, so it never leaves a latent violation."""
    kwargs = game_arguments("judges-tower", 2, None, 4, training=True, humans=[0])
    kwargs.pop("seed", None)
    options = dict(kwargs.pop("options", {}) or {})
    options["max_turns"] = 12
    game = Game("judges-tower", seed=4, options=options, keep_history=False, **kwargs)
    agents = {0: HeuristicAgent(1), 1: HeuristicAgent(2)}
    for _ in range(600):
        if game.is_over():
            break
        decision = game.state.decision
        assert decision is not None
        game.apply(agents[decision.player].choose(game))
        violations = game.state.format_data.get("violations", ())
        assert not [v for v in violations if v.seat == 0], violations
    assert game.state.turn > 1


def test_search_leaves_a_choice_without_a_spell_to_the_heuristic() -> None:
    assert not SearchAgent.worth_searching("priority", [("pass",), ("play_land", 5)])
    assert SearchAgent.worth_searching("priority", [("pass",), ("play_land", 5), ("cast", 7)])
    assert SearchAgent.worth_searching("priority", [("pass",), ("cast", 7), ("cast", 8)])
    assert SearchAgent.worth_searching("declare_attackers", [("attack_done",), ("attack", 3, ("player", 1))])


def test_search_compares_whole_attack_plans_led_by_the_heuristics() -> None:
    """508.1: the search weighs sets of attackers; the heuristic's set comes first (it stands unless beaten),
    with nobody attacking, everyone attacking, and one attacker more or less."""
    game = _game("duel", 3, max_turns=30)
    policy = HeuristicAgent(0)
    for _ in range(3000):
        decision = game.state.decision
        if game.is_over() or decision is None:
            break
        attacks = {o[1] for o in decision.options if o[0] == "attack"}
        if decision.kind == "declare_attackers" and len(attacks) >= 2:
            break
        game.apply(policy.choose(game))
    decision = game.state.decision
    assert decision is not None and decision.kind == "declare_attackers"
    agent = SearchAgent(1, simulations=4, horizon=6)
    options = agent.candidates(game.state)
    plans = agent._plans(game, options, "declare_attackers", "attack")
    assert plans[0] == agent._heuristic_plan(game, "declare_attackers", "attack")
    assert () in plans and len(plans) == len(set(plans)) >= 3
    everyone = max(plans, key=len)
    assert {o[1] for o in everyone} == {o[1] for o in options if o[0] == "attack"}
    assert all(action in options for plan in plans for action in plan)
    assert agent.choose(game) in game.legal_actions()


def test_708_5_determinizing_redeals_the_opponents_face_down_permanents() -> None:
    """The search agent may not know what an opponent's face-down permanent is: it is part of the unseen pool;
    the viewer's own face-down permanent stays what it is."""
    from kitchentable.cards.pool import get_pool
    from kitchentable.rules.abilities import Cost
    from kitchentable.rules.concepts.mana import ManaCost
    from kitchentable.scenario import Scenario

    bears = get_pool().get("Grizzly Bears")
    morph = dataclasses.replace(bears, name="Hidden Morph", morph=Cost(mana=ManaCost.parse("{G}")))
    s = Scenario()
    theirs = s.battlefield(1, morph)
    mine = s.battlefield(0, morph)
    for oid in (theirs, mine):
        s.state.objects[oid].face_down = True
    for _ in range(6):
        s.library(1, "Forest")
        s.library(0, "Forest")
    game = s.start("main1")
    agent = SearchAgent(3, simulations=2, horizon=4)
    seen = {agent.determinize(game, 0).state.objects[theirs].card.name for _ in range(12)}
    assert "Forest" in seen
    assert all(agent.determinize(game, 0).state.objects[mine].card.name == "Hidden Morph" for _ in range(4))


def test_search_weighs_casting_against_holding_with_the_heuristics_choice_first() -> None:
    """117.3: at priority the search compares the heuristic's choice with passing and with the other spells,
    each played first in the same determinizations with the same seeds; the heuristic's choice is compared
    first and the answer is legal."""
    game = _game("duel", 3, max_turns=30)
    policy = HeuristicAgent(0)
    for _ in range(3000):
        decision = game.state.decision
        if game.is_over() or decision is None:
            break
        if decision.kind == "priority" and any(o[0] == "cast" for o in decision.options) \
                and policy.suggest(game)[0] == "cast":
            break
        game.apply(policy.choose(game))
    decision = game.state.decision
    assert decision is not None and decision.kind == "priority"
    agent = SearchAgent(1, simulations=4, horizon=6)
    me = decision.player
    suggested = policy.suggest(game)
    plans = [(suggested,), (("pass",),)]
    before = game.state_hash()
    first = agent._compare(game, me, plans, "priority", None)
    second = SearchAgent(1, simulations=4, horizon=6)._compare(game, me, plans, "priority", None)
    assert first == second and len(first) == 2 and all(0.0 <= t <= 2.0 for t in first)
    assert game.state_hash() == before
    assert agent.choose(game) in game.legal_actions()
    assert agent.searches == 1
