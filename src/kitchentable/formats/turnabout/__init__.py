"""Turnabout (doc 003): constructed decks with no four-of rule, where game 1 of each match is played with
the opponent's deck. See `docs/formats/turnabout.md` for every rule and option with its ruling id.

- `Turnabout`: the RuleSet for one game (duel rules, the deck handover, the starting player, the Judge
  Armageddon Clock).
- `play_match`: a whole match, scored with `kitchentable.tournament.scoring`.
- `check_cards`, `check_deck_file`: the deck rules (R-TA-4).
- `ChessClock`: the match's chess clock with an injectable time source (R-TA-5).
"""

from kitchentable.formats.turnabout.clock import (
    CLOCK_NAME,
    DOOM_MODES,
    ChessClock,
    ClockSetting,
    invoke_clock,
    judge_armageddon_clock,
)
from kitchentable.formats.turnabout.decks import (
    DeckError,
    DeckProblem,
    check_cards,
    check_deck_file,
    check_lines,
)
from kitchentable.formats.turnabout.match import GameResult, MatchResult, SeededChooser, play_match
from kitchentable.formats.turnabout.rules import Turnabout

__all__ = [
    "CLOCK_NAME", "DOOM_MODES", "ChessClock", "ClockSetting", "DeckError", "DeckProblem", "GameResult",
    "MatchResult", "SeededChooser", "Turnabout", "check_cards", "check_deck_file", "check_lines",
    "invoke_clock", "judge_armageddon_clock", "play_match",
]
