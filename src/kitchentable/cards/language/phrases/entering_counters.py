"""Permanents that enter with an additional counter because of another permanent (614.1c, 614.12): "Each other
nontoken creature you control enters with an additional +1/+1 counter on it." A replacement effect of the source's
static ability: as a permanent that matches the description enters, one more counter of that kind is put on it
(`rules.events`, the "enter" replacements, mode "with_counters"). A permanent's own such ability doesn't apply to
itself as it enters (614.12: only an effect that affects that permanent alone does), so "each creature you control"
on a creature counts the others only."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.vocabulary import SUBTYPE_BY_WORD
from kitchentable.cards.language.words import PhraseBase, _clean, _unsupported
from kitchentable.rules.abilities import Filter, StaticAbility


class EnteringCountersPhrases(PhraseBase):
    """Builders of "each <group> enters with an additional <kind> counter on it"."""

    def ec_additional_counter(self, ch: list[Any]) -> Any:
        desc = _clean(ch)[0]
        kind = str(next(c for c in ch if isinstance(c, Token) and c.type == "COUNTER_KIND"))
        flt = desc.filter()
        if flt.controller != "you":
            raise _unsupported("each <permanent> not of yours enters with an additional counter")
        return ("static", StaticAbility("replacement", flt, params=(
            ("event", "enter"), ("mode", "with_counters"), ("counter", kind), ("count", 1))))

    def ec_additional_counter_either(self, ch: list[Any]) -> Any:
        """"Each creature you control that's a Wolf or a Werewolf enters with an additional +1/+1 counter on it."
        (either creature type, 205.3m)."""
        kinds = tuple(SUBTYPE_BY_WORD[str(c)] for c in ch if isinstance(c, Token) and c.type == "SUBTYPE")
        kind = str(next(c for c in ch if isinstance(c, Token) and c.type == "COUNTER_KIND"))
        other = any(isinstance(c, Token) and str(c) == "other" for c in ch)
        flt = Filter(types=frozenset({"Creature"}), subtypes=frozenset(kinds), controller="you", other=other)
        return ("static", StaticAbility("replacement", flt, params=(
            ("event", "enter"), ("mode", "with_counters"), ("counter", kind), ("count", 1), ("that_is", kinds))))
