"""Playing for ante (407; the old cards that mention it): "Remove ~ from your deck before playing if you're not
playing for ante" (a flag, not an ability), anteing a card or the top card of a library, and the cards that
exchange ownership with the ante (407.2)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import (
    Effect,
    Filter,
    ForEach,
    Optional_,
    Ref,
    Simple,
)


class AntePhrases(PhraseBase):
    """Ante phrases (`ante_*`, `s_ante`)."""

    def ante_it(self, ch: list[Any]) -> list[Effect]:
        return [Simple("ante", _clean(ch)[0])]

    def ante_top(self, ch: list[Any]) -> list[Effect]:
        who, _rest = self._subject(ch)
        return [Simple("ante_top", who)]

    def ante_to_graveyard(self, ch: list[Any]) -> list[Effect]:
        return [Simple("ante_to_graveyard", Ref("you"))]

    def ante_exchange(self, ch: list[Any]) -> Any:
        ref = self._target(Filter(zone="ante"), label="card in the ante")
        return ("effects", [Simple("ante_exchange_library_top", ref)])

    def ante_for_life(self, ch: list[Any]) -> Any:
        life = int(str(_clean(ch)[0]))
        it = Ref("it")
        return ("effects", [ForEach(Ref("each_player"), (
            Optional_((Simple("ante_top", it, params=(("then_life", life),)),), chooser=it),))])

    def ante_or_exchange(self, ch: list[Any]) -> Any:
        ref = [c for c in _clean(ch) if isinstance(c, Ref)][0]
        return ("effects", [Simple("ante_or_exchange_ownership", ref)])

    def s_ante(self, ch: list[Any]) -> Any:
        return ("flag", "ante")
