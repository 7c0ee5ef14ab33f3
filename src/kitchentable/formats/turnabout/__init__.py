"""Turnabout (doc 003): constructed decks with no four-of rule, where game 1 of each match is played with
the opponent's deck. See `docs/formats/turnabout.md` for every rule and option with its ruling id.

- `Turnabout`: the RuleSet for one game (duel rules, the deck handover, the starting player, the Judge
  Armageddon Clock).
- `scoring`: the scoring options, match points and the Victory Point division (pure: the tournament
  manager imports it without loading the engine).
- `match`: scoring finished games and matches; `kitchentable.sim.turnabout_match.play_match` plays one.
- `check_cards`, `check_deck_file`: the deck rules (R-TA-4).
- `ChessClock`: the match's chess clock with an injectable time source (R-TA-5).

The names below load their module on first use (PEP 562), so `import kitchentable.formats.turnabout.scoring`
does not import the rules engine.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS: dict[str, str] = {
    "CLOCK_NAME": "clock", "DOOM_MODES": "clock", "ChessClock": "clock", "ClockSetting": "clock",
    "invoke_clock": "clock", "judge_armageddon_clock": "clock",
    "DeckError": "decks", "DeckProblem": "decks", "check_cards": "decks", "check_deck_file": "decks",
    "check_lines": "decks",
    "GameResult": "match", "MatchResult": "match",
    "Turnabout": "rules",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
