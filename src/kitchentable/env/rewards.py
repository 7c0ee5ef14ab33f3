"""Rewards: what each seat is paid, step by step.

- "outcome" (every format, the default): +1 to each winner and -1 to each loser when the game (or, in a
  free-for-all, that seat's part in it) ends; 0 for a draw, and 0 when the environment or the turn limit cuts
  the game short (a truncation, not a result).
- "match_points" (Turnabout): R-TA-1's match points of the game, divided by 30 (the most a game can score):
  the winner gets +points/30 and the loser -points/30, points being what the losing deck's scoring option
  gives for the winner's statistic (life, poison counters or library size). A draw scores 0 (R-TA-2).
- "points" (the Judge's Tower, ICR 400): +1 to a seat for each point token it gains, when it gains it.
- "shame" (the Tower with Shame, ICR 500): -1 to a seat for each shame counter it gets, when it gets it.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.state import GameState

REWARDS = ("outcome", "match_points", "points", "shame")
MATCH_POINTS_SCALE = 30.0


def check_reward(reward: str, format: str, options: dict[str, Any]) -> None:
    if reward not in REWARDS:
        raise ValueError(f"unknown reward {reward!r}; rewards: {', '.join(REWARDS)}")
    if reward == "match_points" and format != "turnabout":
        raise ValueError(f"reward 'match_points' is Turnabout's (R-TA-1), not {format}'s")
    if reward in ("points", "shame") and format != "judges-tower":
        raise ValueError(f"reward {reward!r} is the Judge's Tower's, not {format}'s")
    shame = bool(options.get("shame", False))
    if reward == "points" and shame:
        raise ValueError("reward 'points' needs the Tower without Shame (shame=False); use reward='shame'")
    if reward == "shame" and not shame:
        raise ValueError("reward 'shame' needs the Tower with Shame (shame=True); use reward='points'")


def counter_totals(state: GameState, name: str) -> list[int]:
    return [int(p.counters.get(name, 0)) for p in state.players]


def match_points(state: GameState) -> dict[int, float]:
    """R-TA-1/R-TA-2: the game's match points, zero-sum and scaled to [-1, 1]."""
    if len(state.winners) != 1:
        return {}
    from kitchentable.formats.turnabout.match import winner_statistic
    from kitchentable.formats.turnabout.scoring import points_with, scoring_option

    winner = state.winners[0]
    loser = 1 - winner
    option = scoring_option(state.rules.scoring[loser])
    points = points_with(option, winner_statistic(state, winner, option.statistic))
    return {winner: points / MATCH_POINTS_SCALE, loser: -points / MATCH_POINTS_SCALE}


def ended_by_turn_limit(state: GameState) -> bool:
    """The kernel's `max_turns` bound ended the game as a draw (104.4a): a truncation for learning."""
    for i, event in enumerate(state.log.newest()):
        if event.kind == "turn_limit":
            return True
        if i > 8:
            break
    return False
