"""A simulated event: register players with bundled decks and random scoring options, then pair and play
every round with the engine's computer players, reporting each match through the service like a TO would.

Every report goes through `TournamentService.report_turnabout` (one transaction each), so a simulated
event is a real event in the store: its standings, pairings and exports are the same as for people.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kitchentable.tournament.service import TournamentService, TurnaboutGameInput

SCORING_CHOICES: tuple[str, ...] = ("dominaria", "tolaria", "phyrexia")


@dataclass
class SimulatedEvent:
    name: str
    players: int
    rounds: int
    matches: int
    engine_games: int


def simulate_event(
    service: TournamentService,
    name: str,
    players: int,
    rounds: int,
    seed: int,
    *,
    decks: list[str] | None = None,
    agent: str = "random",
    max_turns: int = 60,
    progress: Callable[[str], None] | None = None,
) -> SimulatedEvent:
    """Create a Turnabout event, play `rounds` rounds with the engine and report every match."""
    from kitchentable.cards.files.decks import bundled_decks, load_deck
    from kitchentable.formats.turnabout.decks import check_deck_file
    from kitchentable.sim.turnabout_match import computer_player, play_match

    rng = random.Random(seed)
    pool_decks = decks or [d for d in bundled_decks() if not check_deck_file(d)]
    if not pool_decks:
        raise ValueError("no bundled deck is legal for Turnabout (60+ cards); pass --deck to name some")
    service.create_event(name, "turnabout", rounds, seed=seed, actor="simulator")
    entrants: dict[str, tuple[str, str]] = {}
    for i in range(players):
        player = f"Player {i + 1:03d}"
        deck = rng.choice(pool_decks)
        option = rng.choice(SCORING_CHOICES)
        service.add_player(player, name, actor="simulator")
        service.register_deck(player, option, name, deck_name=deck, actor="simulator")
        entrants[player] = (deck, option)
    matches = 0
    games = 0
    for round_number in range(1, rounds + 1):
        view = service.pair(name, actor="simulator")
        for table in view.tables:
            if table.player_b is None:
                continue
            deck_a, option_a = entrants[table.player_a]
            deck_b, option_b = entrants[table.player_b]
            match_seed = rng.getrandbits(31)
            result = play_match(
                list(load_deck(deck_a).main), option_a, list(load_deck(deck_b).main), option_b, match_seed,
                [computer_player_named(agent, match_seed, 0, computer_player),
                 computer_player_named(agent, match_seed, 1, computer_player)],
                names=(table.player_a, table.player_b), deck_names=(deck_a, deck_b), max_turns=max_turns,
            )
            reports = [_report(g, (table.player_a, table.player_b)) for g in result.games]
            service.report_turnabout(round_number, table.number, reports, name, actor="simulator")
            matches += 1
            games += len(result.games)
        if progress is not None:
            progress(f"round {round_number}: {len(view.tables)} tables reported")
    return SimulatedEvent(name, players, rounds, matches, games)


def computer_player_named(agent: str, seed: int, seat: int, fallback: Callable[[int], Any]) -> Any:
    """The named agent from the agents registry, or the match module's seeded chooser."""
    try:
        from kitchentable.agents.base import make_agent

        return make_agent(agent, seed * 2 + seat)
    except (ImportError, ValueError):
        return fallback(seed * 2 + seat)


def _report(game: Any, names: tuple[str, str]) -> TurnaboutGameInput:
    """A TO's report of one engine game: whose deck lost and the statistic its scoring option reads."""
    if game.losing_deck is None:
        return TurnaboutGameInput(None)
    return TurnaboutGameInput(names[game.losing_deck], game.statistic_value, game.statistic)
