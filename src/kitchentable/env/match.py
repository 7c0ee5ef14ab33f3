"""A whole Turnabout match as one episode (`make("turnabout", match=True)`; doc 003 "Match Rules" and
"Scoring Rules", R-TA-1..R-TA-3).

The agents are the two players, A (seat 0) and B (seat 1), in both games; the decks follow the match's plan
(`sim.turnabout_match.match_games`): in game 1 each player pilots the other's deck after the deck handover,
in game 2 their own, and the player who went second in game 1 starts game 2. When game 1 ends, it is
scored by the format (`score_game`: the losing deck's option, whoever piloted it, R-TA-1; a draw scores
nothing, R-TA-2) and game 2 begins at once, in the same episode; when game 2 ends, the match is tallied
(`tally`: match point totals, the Victory Point split, the winner). A game the environment's turn limit cuts
short scores nothing, like a draw, and the match goes on; the episode then ends truncated, not terminated.

Game 2 is a new game: nothing of game 1 carries over into it but the match's score, and the encoder's
cached rows are dropped at the handover, so what a seat saw of the other's hidden cards in game 1 (its own
deck, in the other's hands) never reaches an observation of game 2 except as that seat's own knowledge of
its own deck, which it has anyway.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from kitchentable.formats.turnabout.match import GameResult, as_option, score_game, tally
from kitchentable.formats.turnabout.scoring import DEFAULT_SCORING_OPTION, ScoringOption


@dataclass
class MatchPlan:
    """One match: each player's own deck (card names) and its scoring option, who starts game 1, each game's
    seed, and the results of the games played so far."""

    decks: tuple[list[str], list[str]]
    sideboards: tuple[list[str], list[str]]
    scoring: tuple[ScoringOption, ScoringOption]
    deck_names: tuple[str, str]
    first: int
    seeds: tuple[int, int]
    results: list[GameResult] = field(default_factory=list)
    cut: bool = False  # a game ended by the turn limit (the episode ends truncated)

    @classmethod
    def start(cls, seed: int, decks: Any, sideboards: Any, options: dict[str, Any]) -> MatchPlan:
        """The match of `seed`: its generator draws who starts game 1, then each game's seed."""
        if decks is None or len(decks) != 2:
            raise ValueError("a Turnabout match needs the two players' decks")
        scoring = options.get("scoring") or (DEFAULT_SCORING_OPTION, DEFAULT_SCORING_OPTION)
        if len(scoring) != 2:
            raise ValueError("turnabout option 'scoring' names the scoring option of each player's own deck "
                             "(two names)")
        names = options.get("deck_names") or ("deck A", "deck B")
        rng = random.Random(seed)
        first = rng.randrange(2)
        seeds = (rng.randrange(2**31), rng.randrange(2**31))
        sides = sideboards if sideboards else ([], [])
        return cls((list(decks[0]), list(decks[1])), (list(sides[0]), list(sides[1])),
                   (as_option(scoring[0]), as_option(scoring[1])), (str(names[0]), str(names[1])), first, seeds)

    @property
    def number(self) -> int:
        """The game being played (1 or 2), or 3 once both are over."""
        return len(self.results) + 1

    @property
    def over(self) -> bool:
        return len(self.results) == 2

    def game_arguments(self, options: dict[str, Any]) -> dict[str, Any]:
        """Keyword arguments of `Game` for the current game: `options` are the environment's game options
        (turn limit, the Judge Armageddon Clock...), to which the match adds its own for this game."""
        from kitchentable.sim.turnabout_match import game_options_of, match_games

        number, pilots, starter = match_games(self.first)[self.number - 1]
        game_options = {k: v for k, v in options.items() if k not in ("scoring", "deck_names")}
        game_options.update(game_options_of(number, pilots, starter, self.scoring, self.deck_names))
        return {
            "seed": self.seeds[number - 1],
            "decks": [self.decks[pilots[0]], self.decks[pilots[1]]],
            "sideboards": [self.sideboards[pilots[0]], self.sideboards[pilots[1]]],
            "options": game_options,
        }

    def finish_game(self, game: Any, cut: bool) -> GameResult:
        """Score the game that just ended (R-TA-1, R-TA-2; a cut game as a draw) and keep its result."""
        from kitchentable.sim.turnabout_match import match_games

        number, pilots, _ = match_games(self.first)[self.number - 1]
        result = score_game(game, number, pilots, self.scoring, self.seeds[number - 1])
        if cut:
            self.cut = True
        self.results.append(result)
        return result

    def points(self) -> tuple[int, int]:
        """Match points scored so far by A and B."""
        totals = [0, 0]
        for r in self.results:
            if r.winner is not None:
                totals[r.winner] += r.match_points
        return totals[0], totals[1]

    def outcome(self) -> dict[str, Any]:
        """The finished match: both games, the match point totals, the Victory Point split, the winner."""
        totals, split, winner = tally(self.results)
        return {"games": [r.to_dict() for r in self.results], "match_points": list(totals),
                "victory_points": list(split), "winner": winner}

    def copy(self) -> MatchPlan:
        return MatchPlan(self.decks, self.sideboards, self.scoring, self.deck_names, self.first, self.seeds,
                         list(self.results), self.cut)

    def record(self) -> dict[str, Any]:
        return {"decks": [list(d) for d in self.decks], "sideboards": [list(s) for s in self.sideboards],
                "scoring": [s.name for s in self.scoring], "deck_names": list(self.deck_names),
                "first": self.first, "seeds": list(self.seeds), "results": [r.to_dict() for r in self.results],
                "cut": self.cut}

    @classmethod
    def from_record(cls, data: dict[str, Any]) -> MatchPlan:
        results = [GameResult(**{**r, "pilots": tuple(r["pilots"])}) for r in data["results"]]
        return cls((list(data["decks"][0]), list(data["decks"][1])),
                   (list(data["sideboards"][0]), list(data["sideboards"][1])),
                   (as_option(data["scoring"][0]), as_option(data["scoring"][1])),
                   (str(data["deck_names"][0]), str(data["deck_names"][1])), int(data["first"]),
                   (int(data["seeds"][0]), int(data["seeds"][1])), results, bool(data["cut"]))
