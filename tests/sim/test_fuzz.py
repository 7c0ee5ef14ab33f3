"""Property tests with hypothesis (issue 25): the input readers never fail with anything but the project's own
errors, and the random and heuristic players keep the invariants after every step in every format.

Kept to a few seconds: the long form is the soak (benchmarks/soak.py), which plays whole games by the hundred
thousand with the same checks.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kitchentable.agents.base import make_agent
from kitchentable.api.game import Game
from kitchentable.api.records import RecordError, check_record
from kitchentable.api.setup import game_arguments
from kitchentable.cards.errors import CardError, DeckError
from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.files.decks import parse_deck
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.pool import get_pool
from kitchentable.formats.turnabout.decks import parse_deck_text
from kitchentable.rules.errors import IllegalAction
from kitchentable.sim.invariants import InvariantError, check_all

FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
GOLDEN = json.loads((Path(__file__).resolve().parents[1] / "golden" / "duel.json").read_text())

DECK_WORDS = st.sampled_from(["4", "-1", "0", "1000000000", "4x", "SB:", "Sideboard", "Lightning Bolt",
                              "Mountain", "Lightnig Bolt", "(M10)", "146", "//", "#", "Deck", "Name", "x", "\t"])
deck_text = st.lists(st.lists(DECK_WORDS | st.text(max_size=6), max_size=5).map(" ".join), max_size=8) \
    .map("\n".join)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(deck_text)
def test_the_deck_reader_raises_only_deck_errors(text: str) -> None:
    try:
        deck = parse_deck(text, "fuzz.txt", get_pool())
    except DeckError as err:
        assert str(err).startswith("fuzz.txt")
        return
    assert deck.main and all(isinstance(name, str) for name in deck.main)


@FAST
@given(deck_text)
def test_the_turnabout_deck_check_reads_every_line_or_names_it(text: str) -> None:
    lines, problems = parse_deck_text(text)
    assert all(1 <= entry.count <= 1000 for entry in lines)
    assert all(p.line is not None for p in problems)


JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 10**12) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                    max_leaves=6)


@FAST
@given(st.sampled_from(sorted(GOLDEN)), JSON)
def test_the_record_loader_raises_only_its_own_errors(field: str, value: Any) -> None:
    record = {**GOLDEN, field: value}
    try:
        check_record(record)
    except RecordError as err:
        assert "field" in str(err) or "record" in str(err)
        return
    try:
        Game.from_record(record)
    except (ValueError, KeyError, IllegalAction):
        pass  # a schema-sound record whose cards or actions don't replay: named by its own error


CARD_WORDS = st.sampled_from(["Fuzz Bear", "{1}{G}", "{X}{R}", "Creature — Bear", "2/2", "Instant", "Sorcery",
                              "Flying", "Destroy target creature.", "Draw a card.", "deals 3 damage to any target.",
                              "When this creature enters,", "{T}:", "Add {G}.", "//", "@layout split", "~", "5"])
card_text = st.lists(st.lists(CARD_WORDS | st.text(max_size=5), min_size=1, max_size=4).map(" ".join),
                     min_size=1, max_size=5).map("\n".join)


@FAST
@given(card_text)
def test_the_card_language_raises_only_card_errors(text: str) -> None:
    try:
        for raw in parse_text(text, "fuzz.txt"):
            compile_card(raw)
    except CardError:
        pass


SETUPS = [("duel", 2), ("ffa", 3), ("turnabout", 2), ("castle", 2), ("vortex", 3), ("judges-tower", 3)]
_ARGUMENTS: dict[tuple[str, int], dict[str, Any]] = {}


def _arguments(format: str, players: int) -> dict[str, Any]:
    if (format, players) not in _ARGUMENTS:
        extra = {"levels": {s: 2 for s in range(players)}} if format == "judges-tower" else {}
        kwargs = game_arguments(format, players, None, 0, **extra)
        kwargs.pop("seed", None)
        _ARGUMENTS[format, players] = kwargs
    return _ARGUMENTS[format, players]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(st.sampled_from(SETUPS), st.sampled_from(["random", "heuristic"]), st.integers(0, 2**31 - 1))
def test_random_and_heuristic_players_keep_the_invariants_in_every_format(setup: tuple[str, int], agent: str,
                                                                          seed: int) -> None:
    """Every card in exactly one zone and no negative count after every step; copy() then the same action
    reaches the same hash; no offered action is rewound with no decision in between (60 decisions a game)."""
    format, players = setup
    kwargs = _arguments(format, players)
    game = Game(format, seed=seed, options={**(kwargs.get("options") or {}), "max_turns": 30}, keep_history=False,
                **{k: v for k, v in kwargs.items() if k != "options"})
    agents = [make_agent(agent if s == 0 else "random", seed + s) for s in range(len(game.state.players))]
    check_all(game)
    for step in range(60):
        if game.is_over():
            break
        decision = game.state.decision
        assert decision is not None
        action = agents[decision.player].choose(game)
        assert action in game.legal_actions()
        if step % 5 == 0:
            twin = game.copy()
            game.apply(action)
            twin.apply(action)
            if twin.state_hash() != game.state_hash():
                raise InvariantError(f"copy() then {action} diverged")
        else:
            game.apply(action)
        check_all(game)
        after = game.state.decision
        if after is not None and after.notice and after.notice[0] == "rewound":
            assert (after.player, after.kind) != (decision.player, decision.kind), f"{action} rewound at once"
