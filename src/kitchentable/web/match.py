"""A Turnabout match at the web table (doc 003 "Match Rules" and "Scoring Rules"; R-TA-1..R-TA-5).

The same match `sim.turnabout_match.play_match` plays, driven one decision at a time by the table instead
of by a loop: game 1 with each player piloting the other's deck after the hand-over (R-TA-1), a random first
player; game 2 with their own decks, the player who went second in game 1 going first so the same deck starts
both games (R-TA-3). Each game is scored by the losing deck's option, whoever piloted it (R-TA-1); a draw
scores nothing (R-TA-2); the totals divide the Victory Points (doc 003's table).
"""

from __future__ import annotations

import random
from typing import Any

from kitchentable.api.game import Game
from kitchentable.formats.turnabout.match import GameResult, score_game, tally
from kitchentable.formats.turnabout.scoring import ScoringOption, scoring_option
from kitchentable.web.newgame import MatchPlan

PILOTS = {1: (1, 0), 2: (0, 1)}
"""pilots[seat] = whose deck that seat pilots: game 1 swapped (R-TA-1), game 2 own decks."""


class MatchFlow:
    """The two games of a match, their results and the final score."""

    def __init__(self, plan: MatchPlan, names: tuple[str, str]) -> None:
        self.plan = plan
        self.names = names
        rng = random.Random(plan.seed)
        self.first = rng.randrange(2)
        self.seeds = (rng.randrange(2**31), rng.randrange(2**31))
        self.options: tuple[ScoringOption, ScoringOption] = (scoring_option(plan.scoring[0]),
                                                             scoring_option(plan.scoring[1]))
        self.results: list[GameResult] = []
        self.records: list[dict[str, Any]] = []
        self.number = 1

    def new_game(self, number: int) -> Game:
        """Game `number` of the match with its pilots, starting player, hand-over and clock options."""
        self.number = number
        pilots = PILOTS[number]
        starter = self.first if number == 1 else 1 - self.first  # R-TA-3
        plan = self.plan
        options: dict[str, Any] = {
            "starting_player": starter,
            "handover": number == 1,
            "scoring": [self.options[pilots[0]].name, self.options[pilots[1]].name],
            "scoring_descriptions": [self.options[pilots[0]].description, self.options[pilots[1]].description],
            "deck_names": [plan.deck_names[pilots[0]], plan.deck_names[pilots[1]]],
            "flag_fall": plan.flag_fall,
            "doom": plan.doom,
        }
        if plan.clock_turn is not None:
            options["clock_turn"] = plan.clock_turn
        decks = [plan.decks[pilots[0]], plan.decks[pilots[1]]]
        return Game("turnabout", decks, self.seeds[number - 1], names=list(self.names), options=options)

    def finish(self, game: Game) -> GameResult:
        """Score a finished game (R-TA-1, R-TA-2) and keep its record."""
        result = score_game(game, self.number, PILOTS[self.number], self.options, self.seeds[self.number - 1])
        self.results.append(result)
        self.records.append(game.record())
        return result

    @property
    def over(self) -> bool:
        return len(self.results) == 2

    def view(self) -> dict[str, Any]:
        """The match as the table shows it: decks, scoring options, each finished game and the score."""
        games = []
        for r in self.results:
            games.append({
                "game": r.game, "winner": r.winner, "losing_deck": r.losing_deck, "scoring": r.scoring_option,
                "statistic": r.statistic, "value": r.statistic_value, "points": r.match_points, "turns": r.turns,
                "reason": r.reason, "first": r.first_player, "pilots": list(r.pilots),
            })
        out: dict[str, Any] = {
            "number": self.number, "pilots": list(PILOTS[self.number]), "decks": list(self.plan.deck_names),
            "scoring": [{"name": o.name, "help": o.description} for o in self.options], "games": games,
            "first": self.first, "over": self.over,
        }
        if self.over:
            totals, split, winner = tally(self.results)
            out.update(match_points=list(totals), victory_points=list(split), winner=winner)
        return out

    def record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": "turnabout-match", "seed": self.plan.seed, "players": list(self.names),
                               "decks": list(self.plan.deck_names), "scoring": [o.name for o in self.options],
                               "games": list(self.records)}
        if self.over:
            out["result"] = self.view()
        return out
