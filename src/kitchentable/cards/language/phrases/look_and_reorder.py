"""Looking at the top cards of your library and putting them back in any order (401.4, 608.2c): the optional look
and the counted number X.

- "You may look at the top three cards of your library, then put them back in any order.": the same effect as the
  look without "may". Looking costs its controller nothing and reveals nothing to anyone else, and the order they
  choose may be the one the cards had, so every outcome of declining the look is one of the outcomes of taking it;
  the "may" is kept for the rendering only.
- "Look at the top X cards of your library, where X is the number of lands you control, then put them back in any
  order." (107.3c: X is counted as the effect resolves)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Amount, Effect, Ref, Simple


def _look_reorder(n: Amount, *extra: tuple[str, Any]) -> list[Effect]:
    """The look with no pick, the cards back on top in the order their controller chooses (`look_top`)."""
    return [Simple("look_top", Ref("you"), n, (("pick", 0), ("rest", "top"), ("order", "any")) + extra)]


class LookAndReorderPhrases(PhraseBase):
    """The optional look and the counted X of "look at the top N cards ..., then put them back in any order"."""

    def may_look_reorder(self, ch: list[Any]) -> list[Effect]:
        """"You may look at the top N cards of your library, then put them back in any order." """
        return _look_reorder(_clean(ch)[0], ("may_look", True))

    def look_reorder_where_x(self, ch: list[Any]) -> list[Effect]:
        """"Look at the top X cards of your library, where X is <a counted number>, then put them back in any
        order." (107.3c)."""
        c = _clean(ch)
        x, amount = c[0], c[-1]
        if not isinstance(x, Amount) or x.kind != "x" or not isinstance(amount, Amount) or amount.kind == "x":
            raise Unsupported("look at the top N cards, where X is ...")
        return _look_reorder(amount)
