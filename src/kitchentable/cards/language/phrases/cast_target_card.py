"""An effect that casts a target card from a graveyard for free (608.2g; Torrential Gearhulk, Goblin Dark-Dwellers,
Memory Plunder). The exile clause after it ("If that spell would be put into your graveyard, exile it instead.",
614.1a) is kept with the words it was said with, for the rendering. The kernel's side is
`rules.stack.cast_target_card`."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Effect, Ref, Simple


class CastTargetCardPhrases(PhraseBase):
    """"You may cast target <card> from <a graveyard> without paying its mana cost[. If that spell would be put
    into your graveyard, exile it instead.]"."""

    def ctc_this_turn(self, ch: list[Any]) -> str:
        return "this turn"

    def ctc_exile(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        words = [str(t) for t in ch if isinstance(t, Token)]
        said = next(w for w in words if w in ("card", "spell"))
        whose = next(w for w in words if w in ("your", "a"))
        this_turn = any(c == "this turn" for c in ch)
        return (("exile_instead", True), ("said", said), ("whose", whose), ("this_turn", this_turn))

    def ctc_cast_free(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        subject = c[0]
        if not isinstance(subject, Ref) or subject.kind != "target" or not self.targets \
                or self.targets[-1].filter.zone != "graveyard":
            raise Unsupported("cast ... without paying its mana cost: not a target card in a graveyard")
        params: tuple[tuple[str, Any], ...] = c[1] if len(c) > 1 else ()
        return [Simple("cast_target_card_free", subject, params=params)]
