"""Abilities granted by quoted text (613.1f, layer 6): "Enchanted creature has "{T}: Add {G}{G}."", "All
Slivers have "..."", with "gets +N/+N and has" and "as long as <condition>," forms; tokens created with a
quoted ability (111.4); and soulbond's pair (702.95c: "as long as ~ is paired with another creature, both
creatures have ... / each of those creatures gets ..."). The quoted text is compiled as an ability of the
objects that get it ("this creature" in it is that object); only activated and triggered abilities and
keywords can be granted."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.core.statics import quoted_abilities
from kitchentable.cards.language.words import PhraseBase, _anon, _clean, _unsupported
from kitchentable.rules.abilities import (
    CreateToken,
    StaticAbility,
)


class GrantedAbilitiesPhrases(PhraseBase):
    """Quoted abilities and what a soulbond pair gets."""

    def s_grant_quoted(self, ch: list[Any]) -> Any:
        """"<group> has/have \"<ability>\"" (613.1f)."""
        c = _clean(ch)
        return ("static", replace(quoted_abilities(c[-1]), affected=self._group(c[0])))

    def s_anthem_quoted(self, ch: list[Any]) -> Any:
        """"<group> gets +1/+1 and has \"<ability>\"": an anthem (7c) and a grant (6) with one text."""
        c = _clean(ch)
        flt = self._group(c[0])
        p, t = self._pt(c[1])
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable anthem")
        return ("statics", (StaticAbility("anthem", flt, p.value, t.value),
                            replace(quoted_abilities(c[-1]), affected=flt)))

    def s_grant_quoted_if(self, ch: list[Any]) -> Any:
        cond, *rest = _clean(ch)
        _tag, ab = self.s_grant_quoted(rest)
        return ("static", replace(ab, condition=cond))

    def s_anthem_quoted_if(self, ch: list[Any]) -> Any:
        cond, *rest = _clean(ch)
        _tag, abilities = self.s_anthem_quoted(rest)
        return ("statics", tuple(replace(ab, condition=cond) for ab in abilities))

    def create_token_quoted(self, ch: list[Any]) -> Any:
        """"Create a 1/1 colorless Eldrazi Scion creature token. It has \"Sacrifice this creature: Add {C}.\""
        (111.4: the token is created with the abilities the effect gives it; "this creature" is the token)."""
        token, quoted = _clean(ch)
        said_with = not _anon(ch)  # "with"/"and", not "It has" (a regex the tree keeps)
        grant = quoted_abilities(quoted)
        assert isinstance(token, CreateToken) and token.token is not None
        card = token.token
        card = replace(card, keywords=card.keywords | grant.keywords,
                       activated=card.activated + grant.param("activated", ()),
                       triggered=card.triggered + grant.param("triggered", ()))
        return ("effects", [replace(token, token=card, quoted_with=said_with)])

    def paired_group(self, ch: list[Any]) -> None:
        return None

    def s_paired_keywords(self, ch: list[Any]) -> Any:
        """"As long as ~ is paired with another creature, both creatures have double strike." (702.95c)"""
        kws = [c for c in _clean(ch) if c is not None][0]
        return ("static", StaticAbility("add_keywords", keywords=kws, params=(("paired", True),)))

    def s_paired_pt(self, ch: list[Any]) -> Any:
        """"... each of those creatures gets +2/+2." (702.95c; layer 7c)"""
        pt = [c for c in _clean(ch) if c is not None][0]
        p, t = self._pt(pt)
        if p.kind != "fixed" or t.kind != "fixed":
            raise _unsupported("variable soulbond bonus")
        return ("static", StaticAbility("anthem", power=p.value, toughness=t.value, params=(("paired", True),)))

    def s_paired_quoted(self, ch: list[Any]) -> Any:
        """"... each of those creatures has \"{1}{U}: Exile this creature, then return it ...\"" (702.95c)"""
        grant = quoted_abilities([c for c in _clean(ch) if c is not None][0])
        return ("static", replace(grant, params=grant.params + (("paired", True),)))
