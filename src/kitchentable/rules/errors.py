"""Errors the kernel raises: an illegal action cites the rule it breaks and says why in plain words."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules do not allow now. The game state is unchanged when this is raised."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} (rule {rule})")
        self.rule = rule
        self.message = message


class RulesError(Exception):
    """The engine reached a state the rules do not define (a defect, never a player's mistake)."""


class ReplacementChoice(Exception):
    """Raised when a player must choose the order of replacement effects (616.1). The engine restores the
    state from before the frame, asks the player, and runs the frame again with the answer recorded."""

    def __init__(self, player: int, options: list[int], event: str) -> None:
        super().__init__(event)
        self.player = player
        self.options = options
        self.event = event
