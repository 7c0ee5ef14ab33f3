"""Keywords granted together with a quoted ability (613.1f, layer 6): "Enchanted creature gets +2/+2 and has first
strike and "Whenever this creature deals combat damage to a player, create a 1/1 white Human Soldier creature
token."", "Creatures you control have haste and "{T}: ..."". One grant (the keywords and the quoted abilities,
layer 6) and, with "gets +N/+N", an anthem (layer 7c), as the forms without keywords (`phrases.granted_abilities`)
and without the quote (`core.statics`) are built."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.core.statics import quoted_abilities
from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported
from kitchentable.rules.abilities import StaticAbility


class KeywordsAndQuotedPhrases(PhraseBase):
    """"<group> [gets +N/+N and] has <keywords> and \"<ability>\""."""

    def s_grant_keywords_quoted(self, ch: list[Any]) -> Any:
        group, keywords, quoted = _clean(ch)
        grant = quoted_abilities(quoted)
        return ("static", replace(grant, affected=self._group(group), keywords=keywords | grant.keywords))

    def s_anthem_keywords_quoted(self, ch: list[Any]) -> Any:
        group, pt, keywords, quoted = _clean(ch)
        flt = self._group(group)
        p, t = self._pt(pt)
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        grant = quoted_abilities(quoted)
        return ("statics", (StaticAbility("anthem", flt, p.value, t.value),
                            replace(grant, affected=flt, keywords=keywords | grant.keywords)))

    def s_grant_keywords_quoted_if(self, ch: list[Any]) -> Any:
        """"As long as <condition>, <group> has <keywords> and \"<ability>\"" (611.3a: the grant applies while the
        condition holds)."""
        cond, *rest = _clean(ch)
        _tag, grant = self.s_grant_keywords_quoted(rest)
        return ("static", replace(grant, condition=cond))
