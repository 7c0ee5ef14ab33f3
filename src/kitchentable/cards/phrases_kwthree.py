"""Builders for the kwthree block at the end of grammar.lark: "you become the monarch" (720.1) and the
"if you're the monarch" / "if an opponent is the monarch" conditions, whose kernel side is `rules.monarch`;
the exploit keyword (702.110a) and "when ~ exploits a creature" triggers (702.110b), whose kernel side is
`rules.keywords_kwthree`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kitchentable.rules.abilities import (
    Condition,
    Effect,
    Modal,
    Mode,
    Ref,
    Simple,
    TriggeredAbility,
    TriggerSpec,
)

if TYPE_CHECKING:
    from kitchentable.cards.language.keywords import Keyword
    from kitchentable.cards.language.words import Parts

KWTHREE_KEYWORDS = frozenset({"exploit"})
"""The keyword rows this module expands (the renderer shows their abilities as the keyword)."""


def expand_kwthree_keyword(kw: Keyword, parts: Parts) -> bool:
    """Exploit (702.110a): "When this creature enters, you may sacrifice a creature." """
    if kw.name != "exploit":
        return False
    parts.triggered.append(TriggeredAbility(
        TriggerSpec("enters"), Modal((Mode((Simple("exploit", Ref("self")),)),)), text="Exploit"))
    return True


class KwthreePhrases:
    """Mixed into the compiler's transformer."""

    trigger_on_self: bool

    def become_monarch(self, ch: list[Any]) -> list[Effect]:
        who = next((c for c in ch if isinstance(c, Ref)), Ref("you"))
        return [Simple("become_monarch", who)]

    def cd_you_monarch(self, ch: list[Any]) -> Condition:
        return Condition("you_monarch")

    def cd_opponent_monarch(self, ch: list[Any]) -> Condition:
        return Condition("opponent_monarch")

    def t_exploits(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ exploits a creature" (702.110b)."""
        self.trigger_on_self = True
        return TriggerSpec("exploits")

    def cd_tribute_not_paid(self, ch: list[Any]) -> Condition:
        """"If tribute wasn't paid" (702.104b): the opponent didn't put the counters on it as it entered."""
        return Condition("tribute_not_paid")

    def t_you_become_monarch(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you become the monarch" (720.3: including from nobody or another player)."""
        return TriggerSpec("becomes_monarch", whose="you")
