"""Turnabout (doc 003) scenario tests: scoring through the match code, the Judge Armageddon Clock, the deck
handover and the order of play. Rulings R-TA-1..R-TA-5."""

from __future__ import annotations

import math
from typing import Any

import pytest

from kitchentable.api.game import Game
from kitchentable.formats.turnabout import (
    CLOCK_NAME,
    DeckError,
    GameResult,
    Turnabout,
    invoke_clock,
)
from kitchentable.formats.turnabout.clock import find_clock
from kitchentable.formats.turnabout.match import score_game, tally
from kitchentable.formats.turnabout.scoring import (
    SCORING_OPTIONS,
    make_scoring_option,
    register_scoring_option,
)
from kitchentable.rules.abilities import CardDef, Filter, Modal, Mode, Ref, Simple, TargetSpec
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.state import COMMAND, EXILE
from kitchentable.scenario import Scenario, pass_until
from kitchentable.sim.turnabout_match import SeededChooser, play_match
from tests.rules.cards import BEARS, FOREST, ISLAND, MOUNTAIN, SHOCK, SWIFTSPEAR, TRAMPLER

RED = [MOUNTAIN] * 24 + [SWIFTSPEAR] * 20 + [SHOCK] * 16
GREEN = [FOREST] * 24 + [BEARS] * 20 + [TRAMPLER] * 16
STIFLE = CardDef(
    name="Stifle", mana_cost=ManaCost.parse("{U}"), types=frozenset({"Instant"}),
    spell=Modal((Mode((Simple("counter", Ref("target", 0)),), (TargetSpec(Filter(zone="stack", spell_kind="ability")),)),)))

# doc 003, "Victory Point Division", typed from the document: (lowest, highest difference, winner's VP)
DOCUMENT_TABLE = [(1, 3, 16), (4, 6, 17), (7, 9, 18), (10, 12, 19), (13, 15, 20), (16, 18, 21), (19, 22, 22),
                  (23, 26, 23), (27, 30, 24), (31, 35, 25), (36, 40, 26), (41, 45, 27), (46, 50, 28),
                  (51, 55, 29), (56, 60, 30)]


def finished(pilots: tuple[int, int], loser: int, *, life: int = 20, library: int = 0, poison: int = 0) -> Game:
    """A Turnabout game that `loser` has just lost, the winner ending with the given statistics."""
    s = Scenario("turnabout", options={"scoring": ["dominaria", "dominaria"]})
    winner = 1 - loser
    for _ in range(library):
        s.library(winner, FOREST)
    game = s.start("main1", active=winner)
    game.state.players[winner].life = life
    game.state.players[winner].poison = poison
    game.apply(("concede", loser))
    assert game.is_over() and game.state.winners == (winner,)
    return game


# --- R-TA-1 / R-TA-2: scoring options, clamp, the losing deck, draws -------------------------------------------

@pytest.mark.parametrize(("option", "stats", "points"), [
    ("dominaria", {"life": 7}, 17),
    ("dominaria", {"life": 25}, 30),   # 35 clamped down
    ("dominaria", {"life": -2}, 10),   # 8 clamped up (a winner below 1 life, Platinum Angel style)
    ("tolaria", {"library": 13}, 17),  # 10 + ceil(13 / 2)
    ("tolaria", {"library": 0}, 10),
    ("tolaria", {"library": 45}, 30),  # 33 clamped down
    ("phyrexia", {"poison": 0}, 30),
    ("phyrexia", {"poison": 3}, 24),
    ("phyrexia", {"poison": 9}, 12),
])
def test_r_ta_1_scoring_options_and_their_clamp(option: str, stats: dict[str, int], points: int) -> None:
    game = finished((0, 1), loser=1, **stats)
    result = score_game(game, 2, (0, 1), ("dominaria", option))
    assert result.losing_deck == 1 and result.scoring_option == option
    assert result.statistic_value == next(iter(stats.values()))
    assert result.match_points == points


def test_r_ta_1_losing_decks_option_applies_whoever_piloted() -> None:
    """Game 1: player A (seat 0) pilots B's deck. When A loses, B's deck lost, so B's own option (tolaria)
    scores B's win; in game 2 the same loss by A is A's deck losing, scored by A's option (dominaria)."""
    options = ("dominaria", "tolaria")
    g1 = score_game(finished((1, 0), loser=0, life=5, library=8), 1, (1, 0), options)
    assert (g1.winner, g1.losing_deck, g1.scoring_option, g1.statistic, g1.match_points) == (1, 1, "tolaria", "library", 14)
    g2 = score_game(finished((0, 1), loser=0, life=5, library=8), 2, (0, 1), options)
    assert (g2.winner, g2.losing_deck, g2.scoring_option, g2.statistic, g2.match_points) == (1, 0, "dominaria", "life", 15)


def test_r_ta_2_drawn_game_gives_no_match_points() -> None:
    s = Scenario("turnabout")
    s.state.players[0].life = 0
    s.state.players[1].life = 0
    game = s.start("main1")
    assert game.is_over() and game.state.winners == ()
    result = score_game(game, 1, (1, 0), ("dominaria", "phyrexia"))
    assert (result.winner, result.losing_deck, result.match_points) == (None, None, 0)
    totals, split, winner = tally([result, GameResult(2, 0, (0, 1), None, None, None, None, None, 0, 9, "draw")])
    assert (totals, split, winner) == ((0, 0), (15, 15), None)


def _games_for_difference(d: int) -> list[GameResult]:
    """Two games whose match points differ by d, player A ahead (every difference 0..60 is reachable)."""
    def won(game: int, winner: int, points: int) -> GameResult:
        # game 2: the winner's opponent piloted (and owned) the losing deck
        losing = 1 - winner if game == 2 else winner
        return GameResult(game, 0, (1, 0) if game == 1 else (0, 1), winner, losing, "dominaria", "life", points - 10, points, 9, "")

    def drawn(game: int) -> GameResult:
        return GameResult(game, 0, (1, 0) if game == 1 else (0, 1), None, None, None, None, None, 0, 9, "draw")

    if d == 0:
        return [drawn(1), drawn(2)]
    if d <= 20:
        return [won(1, 0, 30), won(2, 1, 30 - d)]
    if d <= 30:
        return [won(1, 0, d), drawn(2)]
    return [won(1, 0, min(30, d - 10)), won(2, 0, d - min(30, d - 10))]


def test_r_ta_2_victory_point_table_for_every_difference() -> None:
    expected = {0: 15}
    for low, high, ahead in DOCUMENT_TABLE:
        for d in range(low, high + 1):
            expected[d] = ahead
    assert sorted(expected) == list(range(61))
    for d in range(61):
        totals, split, winner = tally(_games_for_difference(d))
        assert totals[0] - totals[1] == d
        assert split == (expected[d], 30 - expected[d]), d
        assert winner == (None if d == 0 else 0)


def test_r_ta_1_event_option_outside_the_registry_scores_a_match() -> None:
    """An option an event stores for itself (formats.turnabout.scoring.make_scoring_option) is announced at the
    handover and scores the match like a registered one."""
    poison_heavy = make_scoring_option("test-event-option", "poison", lambda p: 25 - p, "25 minus poison")
    agent = Recorder(4)
    result = play_match(RED, poison_heavy, GREEN, "dominaria", seed=8, agents=[agent, SeededChooser(5)])
    assert result.scoring == ("test-event-option", "dominaria")
    for g in result.games:
        if g.losing_deck == 0:
            assert g.scoring_option == "test-event-option" and g.match_points == max(10, 25 - g.statistic_value)
    assert "test-event-option" not in SCORING_OPTIONS


def test_r_ta_1_organizer_registered_option_scores_a_match() -> None:
    name = "test-turnabout-zendikar"
    register_scoring_option(name, "life", lambda life: 2 * life, "twice the winner's life (a TO's option)")
    try:
        result = score_game(finished((0, 1), loser=1, life=8), 2, (0, 1), ("dominaria", name))
        assert (result.scoring_option, result.match_points) == (name, 16)
        high = score_game(finished((0, 1), loser=1, life=19), 2, (0, 1), ("dominaria", name))
        assert high.match_points == 30  # the clamp holds for the TO's options too
    finally:
        SCORING_OPTIONS.pop(name, None)


# --- R-TA-5: the Judge Armageddon Clock --------------------------------------------------------------------------

def clock_game(doom: int, library: int = 12) -> Game:
    s = Scenario("turnabout", options={"doom": doom})
    for _ in range(library):
        s.library(0, MOUNTAIN)
        s.library(1, FOREST)
    game = s.start("end", active=0, turn=3)
    invoke_clock(game.state, doom)
    return game


def resolve_doom(game: Game, modes: dict[int, str]) -> None:
    pass_until(game, lambda g: g.pending is not None and g.pending["kind"] == "doom_mode")
    while game.pending is not None and game.pending["kind"] == "doom_mode":
        game.apply(("doom", modes[game.pending["player"]]))


def test_r_ta_5_clock_is_an_emblem_in_the_command_zone() -> None:
    game = clock_game(2)
    clock = find_clock(game.state)
    assert clock is not None and game.state.objects[clock].zone == (COMMAND, -1)
    assert game.state.objects[clock].emblem
    assert [o["name"] for o in game.observation(1)["command"]] == [CLOCK_NAME]


def test_r_ta_5_doom_counters_every_upkeep_and_life_mode() -> None:
    game = clock_game(2)
    clock = find_clock(game.state)
    assert clock is not None
    resolve_doom(game, {0: "life", 1: "life"})
    assert game.state.objects[clock].counters["doom"] == 2
    assert [p.life for p in game.state.players] == [18, 18]
    pass_until(game, lambda g: g.state.turn == 5 and g.state.step == "upkeep")
    resolve_doom(game, {0: "life", 1: "life"})
    assert game.state.objects[clock].counters["doom"] == 4
    assert [p.life for p in game.state.players] == [14, 14]


def test_r_ta_5_each_player_chooses_a_mode_for_the_opponent() -> None:
    """Doom 3: player 1's poison choice gives player 2 ceil(3/2) = 2 poison; player 2's exile choice exiles
    the top 6 cards of player 1's library; nobody is hit by their own choice."""
    game = clock_game(3)
    resolve_doom(game, {0: "poison", 1: "exile"})
    state = game.state
    assert state.players[1].poison == math.ceil(3 / 2) and state.players[0].poison == 0
    exiled = [state.objects[o].card.name for o in state.zones.get((EXILE, -1), [])]
    assert exiled == ["Mountain"] * 6
    assert len(state.zone("library", 0)) == 12 - 6 and [p.life for p in state.players] == [20, 20]


def test_r_ta_5_clock_choices_in_apnap_order() -> None:
    game = clock_game(1)
    pass_until(game, lambda g: g.pending is not None and g.pending["kind"] == "doom_mode")
    assert game.state.active == 1 and game.pending["player"] == 1
    assert sorted(game.legal_actions()) == [("doom", "exile"), ("doom", "life"), ("doom", "poison")]
    assert game.pending["rule"] == "R-TA-5"


def test_r_ta_5_nothing_can_stop_the_clock() -> None:
    """The clock's trigger on the stack cannot be targeted by "counter target ability" (Stifle)."""
    s = Scenario("turnabout", options={"doom": 1})
    for _ in range(5):
        s.library(0, ISLAND)
        s.library(1, ISLAND)
    stifle = s.hand(1, STIFLE)
    s.battlefield(1, ISLAND)
    game = s.start("end", active=0, turn=3)
    invoke_clock(game.state, 1)
    pass_until(game, lambda g: g.state.step == "upkeep" and bool(g.state.stack_ids()))
    pass_until(game, lambda g: g.pending is not None and g.pending["player"] == 1 and g.pending["kind"] == "priority")
    assert game.state.stack_ids()
    assert ("cast", stifle) not in game.legal_actions()
    resolve_doom(game, {0: "life", 1: "life"})
    assert [p.life for p in game.state.players] == [19, 19]


def test_r_ta_5_doom_survives_a_token_leaving_the_battlefield() -> None:
    """704.5d removes tokens outside the battlefield; the clock's ability on the stack is not a token and
    still resolves after a token creature dies above it."""
    spirit = CardDef(name="Spirit", types=frozenset({"Creature"}), power=1, toughness=1, is_token=True)
    s = Scenario("turnabout", options={"doom": 2})
    for _ in range(5):
        s.library(0, MOUNTAIN)
        s.library(1, MOUNTAIN)
    token = s.battlefield(0, spirit)
    shock = s.hand(1, SHOCK)
    s.battlefield(1, MOUNTAIN)
    game = s.start("end", active=0, turn=3)
    invoke_clock(game.state, 2)
    pass_until(game, lambda g: g.pending is not None and g.pending["player"] == 1 and bool(g.state.stack_ids()))
    game.apply(("cast", shock))
    while game.pending is not None and game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", token) if ("target", token) in options else next(o for o in options if o[0] != "cancel"))
    pass_until(game, lambda g: token not in g.state.objects)
    assert game.state.turn == 4 and len(game.state.stack_ids()) == 1
    resolve_doom(game, {0: "life", 1: "life"})
    assert game.state.turn == 4 and [p.life for p in game.state.players] == [18, 18]


def test_r_ta_5_judge_invokes_clock_at_end_of_turn_t() -> None:
    s = Scenario("turnabout", options={"clock_turn": 4, "doom": 2})
    for _ in range(10):
        s.library(0, FOREST)
        s.library(1, FOREST)
    game = s.start("main1", active=0, turn=3)
    pass_until(game, lambda g: g.state.turn == 4 and g.state.step == "end")
    assert find_clock(game.state) is None
    pass_until(game, lambda g: g.state.turn == 5)
    clock = find_clock(game.state)
    assert clock is not None
    resolve_doom(game, {0: "life", 1: "life"})
    assert game.state.objects[clock].counters["doom"] == 2
    assert "+2 each upkeep" in game.observation(0)["format_view"]["text"]


def test_r_ta_5_clock_options_are_checked() -> None:
    with pytest.raises(ValueError, match="doom"):
        Turnabout({"doom": 0})
    with pytest.raises(ValueError, match="flag_fall"):
        Turnabout({"flag_fall": "sometimes"})
    with pytest.raises(ValueError, match="unknown scoring option"):
        Turnabout({"scoring": ["dominaria", "atlantis"]})


# --- R-TA-3: the match flow -----------------------------------------------------------------------------------

class Recorder(SeededChooser):
    """A random player that remembers the decisions it was asked."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.seen: list[tuple[int, str, int]] = []

    def choose(self, game: Game) -> tuple[Any, ...]:
        decision = game.state.decision
        assert decision is not None
        self.seen.append((game.state.turn, decision.kind, decision.player))
        return super().choose(game)


def test_r_ta_3_game_order_pilots_and_handover() -> None:
    a, b = Recorder(1), Recorder(2)
    result = play_match(RED, "dominaria", GREEN, "tolaria", seed=11, agents=[a, b], deck_names=("red", "green"))
    g1, g2 = result.games
    assert g1.pilots == (1, 0) and g2.pilots == (0, 1)
    assert g2.first_player == 1 - g1.first_player
    first_deck = [g1.pilots[g1.first_player], g2.pilots[g2.first_player]]
    assert first_deck[0] == first_deck[1]  # the same deck starts both games
    handovers = [(seen, who) for agent, who in ((a, 0), (b, 1)) for seen in agent.seen if seen[1] == "deck_handover"]
    assert sorted(who for _seen, who in handovers) == [0, 1]  # once each, game 1 only
    assert all(turn == 0 for (turn, _k, _p), _who in handovers)


def test_r_ta_3_match_is_reproducible_and_scored() -> None:
    first = play_match(RED, "dominaria", GREEN, "phyrexia", seed=5)
    again = play_match(RED, "dominaria", GREEN, "phyrexia", seed=5)
    assert first.to_dict() == again.to_dict()
    totals, split, winner = tally(first.games)
    assert first.match_points == totals and first.victory_points == split and first.winner == winner
    assert sum(first.victory_points) == 30
    for g in first.games:
        if g.winner is not None:
            assert 10 <= g.match_points <= 30
            assert g.scoring_option == ("dominaria", "phyrexia")[g.losing_deck]
    assert play_match(RED, "dominaria", GREEN, "phyrexia", seed=6).to_dict() != first.to_dict()


def test_r_ta_5_match_with_the_judge_clock() -> None:
    result = play_match(GREEN, "dominaria", GREEN, "dominaria", seed=2, clock_turn=2, doom=3)
    for g in result.games:
        assert g.turns <= 2 or g.clock_invoked
        assert g.doom_counters % 3 == 0
        assert g.turns <= 12  # 3 more doom counters every upkeep end a game within a few turns


def test_r_ta_4_match_refuses_an_illegal_deck() -> None:
    with pytest.raises(DeckError) as err:
        play_match(RED[:59], "dominaria", GREEN, "dominaria", seed=1, deck_names=("short", "green"))
    assert "at least 60 cards" in str(err.value) and "short" in str(err.value)


def test_r_ta_1_handover_shows_the_deck_and_its_option_before_game_1() -> None:
    game = Game("turnabout", [GREEN, RED], 3, options={
        "handover": True, "starting_player": 1, "scoring": ["tolaria", "phyrexia"],
        "deck_names": ["green", "red"]})
    assert game.state.starting_player == 1 and game.state.turn == 0
    first = game.pending
    assert first is not None and (first["player"], first["kind"], first["rule"]) == (1, "deck_handover", "R-TA-1")
    assert first["options"] == [["looked"]]  # one answer, still asked: the pilot sees the deck
    assert "you pilot red" in first["prompt"] and "phyrexia" in first["prompt"]
    assert "20 Goblin Piker, 24 Mountain, 16 Shock" in first["prompt"]
    game.apply(("looked",))
    assert game.pending is not None and (game.pending["player"], game.pending["kind"]) == (0, "deck_handover")
    assert "24 Forest, 20 Grizzly Bears, 16 Trained Armodon" in game.pending["prompt"]
    game.apply(("looked",))
    assert game.pending is not None and game.pending["kind"] == "mulligan"
    assert game.observation(0)["format_view"]["scoring"] == ["tolaria", "phyrexia"]


def test_r_ta_3_game_2_has_no_handover_and_the_given_starting_player() -> None:
    game = Game("turnabout", [RED, GREEN], 3, options={"starting_player": 0})
    assert game.state.starting_player == 0
    assert game.pending is not None and game.pending["kind"] == "mulligan"
