"""The refusals of the tournament service: each message says what was wrong and, where useful, what to do
instead. A refused operation has changed nothing."""

from __future__ import annotations


class TournamentError(Exception):
    """A refused operation."""


class NotFound(TournamentError):
    pass


class Conflict(TournamentError):
    pass


class InvalidReport(TournamentError):
    pass


class TournamentGameInputError(InvalidReport):
    """A Turnabout game entry that cannot be read (no losing deck chosen, a statistic that is no number)."""


class InvalidDeck(TournamentError):
    """A deck list that breaks the format's deck rules; `problems` lists every reason with its line."""

    def __init__(self, message: str, problems: list[str]) -> None:
        super().__init__(message)
        self.problems = problems


class PairingBlocked(TournamentError):
    """No pairing satisfies the rematch rule: the organizer must end, allow a rematch, or stop (issue 8)."""

    def __init__(self, message: str, allow_rematches: int) -> None:
        super().__init__(message)
        self.allow_rematches = allow_rematches
