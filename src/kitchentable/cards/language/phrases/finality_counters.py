"""Permanents put onto the battlefield with a counter on them (614.1c, 122.6): "Return target creature card from
your graveyard to the battlefield with a finality counter on it." The counter is on the permanent as it enters
(the kernel's `return_to_battlefield` with its `counter` parameter, as persist's), so an "enters" trigger already
sees it. The finality counter's own rule ("If a permanent with a finality counter on it would die, exile it
instead") is `rules/concepts/finality_counters.py`; other kinds of counter (shield, +1/+1) work the same way.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Effect, Ref, Simple


class FinalityCountersPhrases(PhraseBase):
    """"return <object> to the battlefield [tapped] [under ... control] with a <kind> counter on it"
    (`fc_return_with_counter`)."""

    def fc_return_with_counter(self, ch: list[Any]) -> list[Effect]:
        """614.1c: the permanent enters with the counter; "under its owner's control" or yours (110.2)."""
        ref = next(c for c in ch if isinstance(c, Ref))
        under = next((c for c in ch if isinstance(c, bool)), True)
        words = [str(c) for c in ch if isinstance(c, Token)]
        kind = next(str(c) for c in ch if isinstance(c, Token) and c.type == "COUNTER_KIND")
        params: tuple[tuple[str, Any], ...] = (("under_you", under), ("counter", kind))
        if "tapped" in words:
            params = (*params, ("tapped", True))
        return [Simple("return_to_battlefield", ref, params=params)]
