"""Builders for the kwthree block at the end of grammar.lark: "you become the monarch" (720.1), which makes
the player the monarch; the designation's inherent triggers (720.2) live in `rules.monarch`.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Condition, Effect, Ref, Simple


class KwthreePhrases:
    """Mixed into the compiler's transformer."""

    def become_monarch(self, ch: list[Any]) -> list[Effect]:
        who = next((c for c in ch if isinstance(c, Ref)), Ref("you"))
        return [Simple("become_monarch", who)]

    def cd_you_monarch(self, ch: list[Any]) -> Condition:
        return Condition("you_monarch")

    def cd_opponent_monarch(self, ch: list[Any]) -> Condition:
        return Condition("opponent_monarch")
