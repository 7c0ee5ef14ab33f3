"""Deck-construction text about copies (100.2a): "A deck can have any number of cards named ~." (Relentless Rats,
Persistent Petitioners, Rat Colony) lifts the four-copy limit of constructed decks for the card. It says nothing
about playing a game, and no format here limits copies (Turnabout: any number, R-TA-4; the cubes and the bundled
decks: no limit), so the card carries the flag `any_number_in_deck` (shown by `cards show`) and plays as its other
abilities say. "Up to seven cards named ~" (Seven Dwarves), a limit of its own, is not read: no format would
enforce it."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase

ANY_NUMBER_IN_DECK = "any_number_in_deck"


class DeckLimitsPhrases(PhraseBase):
    """Deck-construction lines about the number of copies."""

    def s_any_number_in_deck(self, ch: list[Any]) -> Any:
        """"A deck can have any number of cards named ~." (100.2a: deck construction only)."""
        return ("flag", ANY_NUMBER_IN_DECK)
