"""Errors of the card language, the pool and deck files: each names what and where."""

from __future__ import annotations


class CardError(Exception):
    """A card that cannot be compiled: the card, the file, the line and the phrase that failed."""

    def __init__(self, card: str, file: str, line: int, phrase: str, reason: str = "unsupported phrase") -> None:
        self.card = card
        self.file = file
        self.line = line
        self.phrase = phrase
        self.reason = reason
        where = f"{file}:{line}" if line else file
        what = f"{where}: {card}" if card else where
        super().__init__(f"{what}: {reason}: {phrase!r}" if phrase else f"{what}: {reason}")


class UnknownCard(KeyError):
    """A name that is not in the card pool."""

    def __init__(self, name: str, suggestion: str | None = None, unsupported: str = "") -> None:
        self.name = name
        self.suggestion = suggestion
        self.unsupported = unsupported
        if unsupported:  # an imported database held it, but it did not compile (cards.files.mtgjson)
            super().__init__(f"card {name!r} is not supported by the card language: {unsupported}")
            return
        hint = f" (did you mean {suggestion!r}?)" if suggestion else ""
        super().__init__(f"unknown card {name!r}{hint}")

    def __str__(self) -> str:
        return str(self.args[0])


class DeckError(ValueError):
    """A deck, cube or stock file that cannot be read: the file, the line and what is wrong."""

    def __init__(self, file: str, line: int, message: str) -> None:
        self.file = file
        self.line = line
        super().__init__(f"{file}:{line}: {message}" if line else f"{file}: {message}")
