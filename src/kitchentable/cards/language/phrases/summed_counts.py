"""A power/toughness bonus counted over two groups (613.4c, layer 7c): "Multani gets +1/+1 for each land you
control and each land card in your graveyard." Each group is its own anthem with the same bonus per counted
object; the layer system adds them, which is the printed sum. The render joins the two back into the printed
sentence (`render._counted_together`). Also "for each opponent you have" (102.3), counted as the effect happens
or the layers apply."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported, each_counted
from kitchentable.rules.abilities import Amount, StaticAbility


class SummedCountsPhrases(PhraseBase):
    """"~ gets +N/+N for each A and each B"."""

    def sc_anthem_each_and_each(self, ch: list[Any]) -> Any:
        subject, pt, first, second = _clean(ch)
        flt = self._group(subject)
        p, t = self._pt(pt)
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("statics", tuple(StaticAbility("anthem", flt, p.value, t.value, amount=each_counted(desc))
                                 for desc in (first, second)))

    def sc_each_opponent(self, ch: list[Any]) -> Amount:
        return Amount("opponents")
