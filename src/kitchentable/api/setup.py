"""Game arguments for a format from what a user names on the command line: decks, pool, players.

The duel and free-for-all take one deck per player (bundled deck names or deck files). Other formats say
what they need through their RuleSet's `default_game` class method (a cube for Vortex and Judge's Tower,
decks and castle stocks for Castle Magic).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

DEFAULT_DUEL_DECKS: tuple[str, ...] = ("mono-red-aggro", "green-blue-tempo")


def _turnabout_check(deck: str) -> list[str]:
    from kitchentable.formats.turnabout.decks import check_deck_file

    return [str(p) for p in check_deck_file(deck)]


DECK_RULES: dict[str, Callable[[str], list[str]]] = {"turnabout": _turnabout_check}
"""A format's deck rules: deck name or file -> each problem with its rule (empty: legal). A format with deck
rules adds its check here; `game_arguments` refuses an illegal deck and picks legal bundled decks by default."""

CUBE_FORMATS = frozenset({"vortex", "judges-tower"})
"""Formats played from one shared cube, not from the players' decks."""


def deck_problems(format: str, deck: str) -> list[str]:
    """Why a deck is not legal for a format (each problem names its rule); empty when it is legal."""
    check = DECK_RULES.get(format)
    return check(deck) if check is not None else []


def legal_bundled_decks(format: str) -> list[str]:
    """The bundled decks a format's deck rules allow (all of them when it has none)."""
    from kitchentable.cards.files.decks import bundled_decks

    return [d for d in bundled_decks() if not deck_problems(format, d)]


def load_decks(names: Sequence[str]) -> list[list[str]]:
    """Card names of each deck (bundled name or path). Raises DeckError naming the file and line."""
    from kitchentable.cards.files.decks import load_deck

    return [list(load_deck(name).main) for name in names]


def load_sideboards(names: Sequence[str]) -> list[list[str]]:
    """Each deck's sideboard: the player's cards outside the game (400.11, 100.4a)."""
    from kitchentable.cards.files.decks import load_deck

    return [list(load_deck(name).sideboard) for name in names]


def default_decks(players: int, format: str = "duel") -> list[str]:
    """The bundled decks a game uses when none are named: the two duel decks, or for a format with deck
    rules the first two bundled decks it allows (Turnabout: 60-card decks, R-TA-4)."""
    from kitchentable.cards.files.decks import bundled_decks

    if format in DECK_RULES:
        available = legal_bundled_decks(format)[:2]
        if not available:
            raise ValueError(f"no bundled deck is legal for {format}")
    else:
        available = [d for d in DEFAULT_DUEL_DECKS if d in bundled_decks()] or list(bundled_decks())[:2]
    if not available:
        raise ValueError("no bundled decks are installed")
    return [available[i % len(available)] for i in range(players)]


def game_arguments(format: str, players: int | None = None, decks: Sequence[str] | None = None,
                   seed: int = 0, **format_options: Any) -> dict[str, Any]:
    """Keyword arguments for `Game(format, ...)` (everything except the seed)."""
    from kitchentable.formats import get_format

    rules_cls = get_format(format)
    custom = getattr(rules_cls, "default_game", None)
    given = {k: v for k, v in format_options.items() if v is not None}
    if custom is not None:
        n = players or rules_cls.min_players
        if decks:
            given.setdefault("decks", list(decks))
        kwargs: dict[str, Any] = custom(n, seed, **given)
        return kwargs
    n = players or (len(decks) if decks else rules_cls.min_players)
    names = list(decks) if decks else default_decks(n, format)
    if len(names) == 1:
        names = names * n
    if len(names) != n:
        raise ValueError(f"{len(names)} decks for {n} players")
    for name in dict.fromkeys(names):
        problems = deck_problems(format, name)
        if problems:
            raise ValueError(f"deck {name!r} is not legal for {format}: {'; '.join(problems)} "
                             f"(legal bundled decks: {', '.join(legal_bundled_decks(format)) or 'none'})")
    options = dict(given.pop("options", {}) or {})
    if format == "turnabout":
        options.setdefault("deck_names", [Path(name).stem for name in names])  # how the game names the decks
    cards, sideboards = load_decks(names), load_sideboards(names)
    if not options.get("play_for_ante"):
        check_no_ante_cards([*cards, *sideboards])
    return {"decks": cards, "sideboards": sideboards, "players": n, "options": options}


def check_no_ante_cards(card_lists: Sequence[Sequence[str]]) -> None:
    """407.3: when not playing for ante, players can't include ante cards in their decks or sideboards."""
    from kitchentable.cards.pool import get_pool

    pool = get_pool()
    anted = sorted({name for cards in card_lists for name in cards if "ante" in pool.get(name).flags})
    if anted:
        raise ValueError(f"{', '.join(anted)}: remove ante cards from decks and sideboards when not playing for "
                         "ante (407.3; game option play_for_ante)")
