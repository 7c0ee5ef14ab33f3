"""A creature goaded by a static ability (701.38a): "Enchanted creature gets +2/+2 and is goaded." The creature
attacks each combat if able and attacks a player other than the goader if able (701.38b), for as long as the
ability applies; the goader is whoever controls the Aura or Equipment now (the layers write its seat into the
mark, `rules.keywords.goad.GOADED_BY_ITS_CONTROLLER`). Kernel: `rules.keywords.goad`'s attack requirement."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported
from kitchentable.rules.abilities import StaticAbility
from kitchentable.rules.keywords.goad import GOADED_BY_ITS_CONTROLLER

GOADED = frozenset({"attacks each combat if able", GOADED_BY_ITS_CONTROLLER})
_OF_CONTROLLER = (("of_controller", True),)


class GoadedStaticsPhrases(PhraseBase):
    """"<group> is goaded", "<group> gets +N/+N and is goaded"."""

    def s_goaded(self, ch: list[Any]) -> Any:
        group = _clean(ch)[0]
        return ("static", StaticAbility("add_keywords", self._group(group), keywords=GOADED, params=_OF_CONTROLLER))

    def s_anthem_goaded(self, ch: list[Any]) -> Any:
        group, pt = _clean(ch)[:2]
        p, t = self._pt(pt)
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("static", StaticAbility("anthem", self._group(group), p.value, t.value, keywords=GOADED,
                                        params=_OF_CONTROLLER))
