"""Ward granted to a group of permanents (702.21a; 613.1f, layer 6): "Creatures you control have ward {1}.",
"Equipped creature gets +1/+1 and has ward {2}.", "Enchanted creature has vigilance and ward {2}."

Ward is a triggered ability, so the grant is the "grant_abilities" static the quoted grants use
(`core.statics.quoted_abilities`), holding the same ward trigger the keyword line compiles to
(`keyword_expansion.expand_keyword`); the param "keyword_said" keeps "ward {N}" for the render, which says it as a
keyword, not a quoted ability. Keywords said with it ("vigilance and ward {2}") are granted by the same static,
and "gets +N/+N" is an anthem, as in the plain forms."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from kitchentable.cards.language.keyword_expansion import expand_keyword
from kitchentable.cards.language.words import Parts, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Filter, StaticAbility


def _gw_ward_grant(ward: str, flt: Filter | None, keywords: frozenset[str] = frozenset()) -> StaticAbility:
    sub = Parts()
    if not expand_keyword(ward, sub, frozenset()) or len(sub.triggered) != 1:
        raise Unsupported(ward)
    return StaticAbility("grant_abilities", flt, keywords=keywords, params=(("activated", ()), ("triggered", tuple(sub.triggered)),
                                                        ("keyword_said", ward)))


class GrantedWardPhrases(PhraseBase):
    """"<group> has ward {N}" with "gets +N/+N and" and other keywords."""

    def gw_ward(self, ch: list[Any]) -> Any:
        return Tree("gw_ward", ["ward " + "".join(str(t) for t in ch if isinstance(t, Token) and t.type == "MANA")])

    def _gw_parts(self, ch: list[Any]) -> tuple[Filter | None, list[Any], str]:
        c = _clean(ch)
        group = c[0]
        if isinstance(group, tuple):
            raise Unsupported("ward granted to two groups joined by 'and'")
        ward = str(next(x.children[0] for x in c if isinstance(x, Tree) and x.data == "gw_ward"))
        return self._group(group), [x for x in c[1:] if not (isinstance(x, Tree) and x.data == "gw_ward")], ward

    def gw_grant_ward(self, ch: list[Any]) -> Any:
        flt, _rest, ward = self._gw_parts(ch)
        return ("static", _gw_ward_grant(ward, flt))

    def gw_anthem_ward(self, ch: list[Any]) -> Any:
        flt, rest, ward = self._gw_parts(ch)
        p, t = self._pt(rest[0])
        if p.kind != "fixed" or t.kind != "fixed":
            raise Unsupported("variable anthem")
        return ("statics", (StaticAbility("anthem", flt, p.value, t.value), _gw_ward_grant(ward, flt)))

    def gw_keywords_and_ward(self, ch: list[Any]) -> Any:
        flt, rest, ward = self._gw_parts(ch)
        return ("static", _gw_ward_grant(ward, flt, rest[0]))

    def gw_anthem_keywords_ward(self, ch: list[Any]) -> Any:
        flt, rest, ward = self._gw_parts(ch)
        p, t = self._pt(rest[0])
        if p.kind != "fixed" or t.kind != "fixed":
            raise Unsupported("variable anthem")
        return ("statics", (StaticAbility("anthem", flt, p.value, t.value), _gw_ward_grant(ward, flt, rest[1])))
