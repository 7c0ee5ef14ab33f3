"""Playing a Turnabout match with the engine: two agents, the game loop, the chess clock (doc 003 "Match
Rules"; R-TA-1..R-TA-5).

Game 1: each player pilots the other's deck, after the deck handover, with a random first player. Game 2:
each pilots their own deck and the other player starts (R-TA-3). Each finished game is scored by the
format (`kitchentable.formats.turnabout.match.score_game`, the losing deck's option, R-TA-1) and the two
games by `tally` (the Victory Point division). The runner lives here, beside the other simulators, because
it drives the Game API and the agents, which the format itself must not import.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from kitchentable.api.game import Game
from kitchentable.formats.turnabout.clock import ChessClock, ClockSetting
from kitchentable.formats.turnabout.decks import DeckError, DeckProblem, check_cards, pool_lookup
from kitchentable.formats.turnabout.match import GameResult, MatchResult, Option, as_option, score_game, tally
from kitchentable.formats.turnabout.scoring import ScoringOption
from kitchentable.rules.abilities import CardDef


class MatchAgent(Protocol):
    """A player of the match: picks one of the legal actions of the pending decision (the same shape as
    `kitchentable.agents`). An agent with `human = True` runs on the chess clock."""

    def choose(self, game: Game) -> tuple[Any, ...]: ...


class SeededChooser:
    """A computer player choosing uniformly among the legal actions with its own seeded generator. It never
    cancels a spell it began and taps mana only while paying, so random games move forward."""

    name = "random"
    human = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> tuple[Any, ...]:
        options = game.legal_actions()
        decision = game.state.decision
        kind = decision.kind if decision is not None else ""
        useful = [o for o in options if o[0] != "cancel" and not (kind == "priority" and o[0] == "mana")]
        return self.rng.choice(useful or options)


def computer_player(seed: int) -> MatchAgent:
    """The project's random agent when `kitchentable.agents` provides one, else the seeded chooser here."""
    try:
        from kitchentable.agents.base import make_agent
    except ImportError:
        return SeededChooser(seed)
    agent: MatchAgent = make_agent("random", seed)
    return agent


Deck = Sequence[CardDef | str]


def _resolve_deck(deck: Deck, label: str) -> list[CardDef]:
    cards: list[CardDef] = []
    lookup = None
    problems: list[DeckProblem] = []
    for item in deck:
        if isinstance(item, CardDef):
            cards.append(item)
            continue
        if lookup is None:
            lookup = pool_lookup()
            if lookup is None:
                raise DeckError([DeckProblem("deck file", "the card pool is not installed", item)], label)
        found = lookup(item)
        if found is None:
            problems.append(DeckProblem("deck file", "unknown card (not in the card pool)", item))
        else:
            cards.append(found)
    if problems:
        raise DeckError(problems, label)
    return cards


def flag_fall(game: Game, seat: int) -> None:
    """R-TA-5 (option `flag_fall`): a player whose chess clock runs out loses the game. In a duel the game
    ends there; the loss is recorded in the game's history like a concession (104.3a)."""
    if game.keep_history:
        game.history.append(game.state.copy())
    state = game.state
    state.rules.player_loses(state, seat, "ran out of time on the chess clock (R-TA-5)")
    game.actions.append(("concede", seat))


def play_game(game: Game, agents: Sequence[MatchAgent], clock: ChessClock | None = None,
              flag_rule: str = "lose", on_step: Callable[[Game], None] | None = None) -> None:
    """Drive one game to its end: each pending decision goes to its player's agent; humans' answers run on
    the chess clock."""
    while not game.is_over():
        pending = game.state.decision
        assert pending is not None
        seat = pending.player
        agent = agents[seat]
        timed = clock is not None and getattr(agent, "human", False) and seat in clock.remaining
        if on_step is not None:
            on_step(game)
        if timed:
            assert clock is not None
            clock.start(seat)
        action = agent.choose(game)
        if timed:
            assert clock is not None
            clock.stop()
            if clock.flagged(seat) and flag_rule == "lose":
                flag_fall(game, seat)
                return
        game.apply(action)


def match_games(first: int) -> tuple[tuple[int, tuple[int, int], int], tuple[int, tuple[int, int], int]]:
    """The match's two games as (number, pilots, starting player), `first` starting game 1: in game 1 each
    player pilots the other's deck, in game 2 their own, and the player who went second starts, so the same
    deck starts both games (doc 003 Match Rules; R-TA-3). pilots[seat] is the seat whose deck that seat plays."""
    return (1, (1, 0), first), (2, (0, 1), 1 - first)


def game_options_of(number: int, pilots: tuple[int, int], starter: int, chosen: tuple[ScoringOption, ScoringOption],
                    deck_names: Sequence[str]) -> dict[str, Any]:
    """The Turnabout rule set's options for one game of the match: who starts, game 1's deck handover, and
    the scoring option and name of the deck each seat pilots (R-TA-1, R-TA-3)."""
    return {
        "starting_player": starter,
        "handover": number == 1,
        "scoring": [chosen[pilots[0]].name, chosen[pilots[1]].name],
        "scoring_descriptions": [chosen[pilots[0]].description, chosen[pilots[1]].description],
        "deck_names": [deck_names[pilots[0]], deck_names[pilots[1]]],
    }


def play_match(
    deck_a: Deck,
    option_a: Option,
    deck_b: Deck,
    option_b: Option,
    seed: int = 0,
    agents: Sequence[MatchAgent] | None = None,
    *,
    names: tuple[str, str] = ("Player A", "Player B"),
    deck_names: tuple[str, str] = ("deck A", "deck B"),
    clock_turn: int | None = None,
    doom: int = 1,
    chess_clock: ClockSetting | ChessClock | None = None,
    flag_rule: str = "lose",
    max_turns: int | None = None,
    check_decks: bool = True,
    keep_history: bool = False,
    on_step: Callable[[Game], None] | None = None,
    on_game_over: Callable[[Game, GameResult], None] | None = None,
) -> MatchResult:
    """Play a Turnabout match between A (seat 0, `deck_a`, `option_a`) and B (seat 1) and score it.

    `agents` are the two players (default: seeded random computer players). `clock_turn`/`doom` have the
    judge invoke the Judge Armageddon Clock (R-TA-5); `chess_clock` times the agents marked human, for the
    whole match, and `flag_rule` says what running out does. `max_turns` ends a game as a draw (an engine
    safety limit, not a Turnabout rule). `keep_history` keeps each game's undo history (off: a match never
undoes, and simulated events are faster without it). Raises DeckError listing every problem of an illegal deck (R-TA-4).
    """
    chosen = (as_option(option_a), as_option(option_b))
    options = (chosen[0].name, chosen[1].name)
    decks = (_resolve_deck(deck_a, deck_names[0]), _resolve_deck(deck_b, deck_names[1]))
    if check_decks:
        for label, cards in zip(deck_names, decks, strict=True):
            problems = check_cards(cards)
            if problems:
                raise DeckError(problems, label)
    rng = random.Random(seed)
    players: Sequence[MatchAgent] = agents if agents is not None else (
        computer_player(rng.randrange(2**31)), computer_player(rng.randrange(2**31)))
    if len(players) != 2:
        raise ValueError("a Turnabout match has two players")
    clock = chess_clock if isinstance(chess_clock, ChessClock) or chess_clock is None else ChessClock(
        chess_clock, [s for s in (0, 1) if getattr(players[s], "human", False)])
    first = rng.randrange(2)
    results: list[GameResult] = []
    for number, pilots, starter in match_games(first):
        game_seed = rng.randrange(2**31)
        game_options = game_options_of(number, pilots, starter, chosen, deck_names)
        game_options.update(flag_fall=flag_rule, doom=doom)
        if clock_turn is not None:
            game_options["clock_turn"] = clock_turn
        if max_turns is not None:
            game_options["max_turns"] = max_turns
        game = Game("turnabout", [decks[pilots[0]], decks[pilots[1]]], game_seed, names=list(names),
                    options=game_options, keep_history=keep_history)
        play_game(game, players, clock, flag_rule, on_step)
        result = score_game(game, number, pilots, chosen, game_seed)
        results.append(result)
        if on_game_over is not None:
            on_game_over(game, result)
    totals, split, winner = tally(results)
    used = {"clock_turn": clock_turn, "doom": doom, "flag_fall": flag_rule, "max_turns": max_turns,
            "chess_clock": None if clock is None else f"{clock.setting.base:g}+{clock.setting.delay:g}"}
    return MatchResult(names, deck_names, options, results, totals, split, winner, seed, used)
