"""Targeting restrictions of a permanent (601.2c: a target must be legal; 101.2: "can't" wins): "~ can't be the
target of white spells or abilities from white sources." (Raiding Party, Rebel Informer), "... of nongreen spells or
abilities from nongreen sources." (Gaea's Revenge), "... of blue or black spells." (Karplusan Strider), "... of black
or red spells your opponents control." (Fiendslayer Paladin), "... of Aura spells." (Bartel Runeaxe), "enchanted
creature can't be the target of spells or abilities your opponents control." (Shielding Plax), "enchanted creature
gets +0/+2 and can't be the target of spells." (Spectral Shield), "... of abilities from artifact sources." (Artifact
Ward).

The restriction is one keyword in canonical words ("can't be the target of white spells or abilities from white
sources"), so the layers grant it to ~, the enchanted creature or a group like any keyword (613.1f) and an effect
that removes abilities removes it; `rules.concepts.targeting_restrictions` reads it while targets are chosen and
checked, and the render says it as printed (a "can't" keyword is said as a verb phrase)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Effect, ModifyPT, StaticAbility, fixed
from kitchentable.rules.concepts.targeting_restrictions import PREFIX

_SUBTYPE_QUALITIES = {"aura": "Aura"}


def _tr_quality(token: Token) -> str:
    """A quality as the keyword keeps it: subtypes capitalised ("Aura"), colors and card types as printed."""
    return _SUBTYPE_QUALITIES.get(str(token), str(token))


class TargetingRestrictionsPhrases(PhraseBase):
    """"<subject> can't be the target of <spells> [or <abilities>] [your opponents control]." and the anthem form."""

    def tr_spells(self, ch: list[Any]) -> Any:
        qualities = [_tr_quality(t) for t in ch if isinstance(t, Token)]
        return ("tr_part", " or ".join(qualities) + (" spells" if qualities else "spells"))

    def tr_abilities(self, ch: list[Any]) -> Any:
        qualities = [_tr_quality(t) for t in ch if isinstance(t, Token)]
        return ("tr_part", f"abilities from {qualities[0]} sources" if qualities else "abilities")

    def tr_what(self, ch: list[Any]) -> Any:
        parts = [c[1] for c in ch if isinstance(c, tuple) and c[0] == "tr_part"]
        opponents = any(isinstance(c, Token) and c.type == "TR_OPPONENTS" for c in ch)
        return ("tr_keyword", PREFIX + " or ".join(parts) + (" your opponents control" if opponents else ""))

    def tr_cant_be_target(self, ch: list[Any]) -> Any:
        keyword = next(c[1] for c in ch if isinstance(c, tuple) and c[0] == "tr_keyword")
        subject = [c for c in ch if not (isinstance(c, tuple) and c[0] == "tr_keyword")]
        return self._restriction(subject, keyword)

    def tr_anthem_cant_be_target(self, ch: list[Any]) -> Any:
        keyword = next(c[1] for c in ch if isinstance(c, tuple) and c[0] == "tr_keyword")
        c = _clean([x for x in ch if not (isinstance(x, tuple) and x[0] == "tr_keyword")])
        p, t = self._pt(c[1])
        if p.kind != "fixed" or t.kind != "fixed":
            raise Unsupported("a variable anthem with a targeting restriction")
        return ("static", StaticAbility("anthem", self._group(c[0]), p.value, t.value, keywords=frozenset({keyword})))

    def tr_cant_be_target_turn(self, ch: list[Any]) -> list[Effect]:
        """"Target creature can't be the target of spells or abilities your opponents control this turn." (Vines of
        Vastwood): the keyword granted until end of turn to that object (611.2c: locked to it)."""
        keyword = next(c[1] for c in ch if isinstance(c, tuple) and c[0] == "tr_keyword")
        obj = _clean([x for x in ch if not (isinstance(x, tuple) and x[0] == "tr_keyword")])[0]
        return [ModifyPT(obj, fixed(0), fixed(0), frozenset({keyword}), "end_of_turn")]
