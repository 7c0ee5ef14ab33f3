""""Whenever another creature you control leaves the battlefield" (603.6c), and the counters a permanent had as
it left: "Whenever another creature you control dies, if it had counters on it", "When ~ dies, if it had a +1/+1
counter on it" (603.4, 603.10a).

A leaves-the-battlefield ability looks back in time: the object that left is matched as it last existed on the
battlefield, its counters included (`rules.stack.triggers._lki_matches`). For a description's object ("another
creature you control ... if it had counters on it") the counters that last known information holds can't change
between the trigger and its resolution, so the intervening "if" is the same test as a description "with counters
on it" and is kept in the trigger's filter; `TriggerSpec.whose` "had_counters:" (with the printed words
for any kind: "had_counters:one or more") says it was printed as an "if" (`cards show` reads it back so). For the card itself ("When ~ dies, if it had ...") it is a condition on the
source's last known information (`rules.stack.leave_triggers`). The kernel's side of the matching is the core's
own "dies" / "leaves" events."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Condition, Effect, Filter, Ref, Simple, TriggerSpec
from kitchentable.rules.stack.leave_triggers import (
    ANY_COUNTER,
    HAD_COUNTERS,
    LKI_HAD_COUNTER,
    ONE_OR_MORE,
    PUT_ITS_COUNTERS,
    YOUR_GRAVEYARD,
)


class LeaveTriggersPhrases(PhraseBase):
    """The `lvt_*` heads and conditions of `leave_triggers.lark`."""

    def lvt_any(self, ch: list[Any]) -> str:
        return ANY_COUNTER

    def lvt_one_or_more(self, ch: list[Any]) -> str:
        return ONE_OR_MORE

    def lvt_kind(self, ch: list[Any]) -> str:
        return str(next(t for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"))

    lvt_left = False  # the trigger is one of this family's leaves / dies heads: "its counters" are the object's

    def lvt_leaves(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever <description> leaves the battlefield" (603.6c): any zone it goes to; "it" is that object as
        it last existed (608.2h)."""
        flt: Filter = _clean(ch)[0]
        self.lvt_left = True
        return self._trig("leaves", flt)

    def lvt_self_enters_or_leaves(self, ch: list[Any]) -> TriggerSpec:
        """"When ~ enters or leaves the battlefield" (603.2: one ability, two trigger events; its leaving is seen by
        looking back, 603.10a)."""
        return self._trig("enters_or_leaves")

    def lvt_to_your_graveyard(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature is put into your graveyard from the battlefield" (404.2, 603.10a): a permanent you
        own, whoever controlled it, going to your graveyard (a card goes to its owner's graveyard, 400.3); a token
        counts (111.7: it goes there before it ceases to exist)."""
        flt: Filter = _clean(ch)[0]
        if flt.controller != "any" or flt.owner != "any":
            raise Unsupported("'is put into your graveyard' with a controller or owner")
        self.lvt_left = True
        spec = self._trig("desc_to_graveyard_from_battlefield", replace(flt, owner="you"))
        return replace(spec, whose=YOUR_GRAVEYARD)

    def _lvt_had(self, event: str, ch: list[Any]) -> TriggerSpec:
        c = _clean(ch)
        flt: Filter = c[0]
        kind: str = c[1]
        if flt.with_counter is not None or flt.any_counter is not None:
            raise Unsupported("a description with counters and 'if it had counters on it'")
        if kind in (ANY_COUNTER, ONE_OR_MORE):
            flt, whose = replace(flt, any_counter=True), f"{HAD_COUNTERS}:{kind}"
        else:
            flt, whose = replace(flt, with_counter=kind), f"{HAD_COUNTERS}:"
        spec = self._trig(event, flt)
        self.lvt_left = True
        return replace(spec, whose=whose)

    def lvt_leaves_had(self, ch: list[Any]) -> TriggerSpec:
        return self._lvt_had("leaves", ch)

    def lvt_dies_had(self, ch: list[Any]) -> TriggerSpec:
        return self._lvt_had("dies", ch)

    def lvt_self_had(self, ch: list[Any]) -> Condition:
        """"When ~ dies, if it had a +1/+1 counter on it": only after the card's own dies trigger is "it" the
        card as it last existed; anywhere else the words are refused."""
        if not self.self_moved:
            raise Unsupported("'if it had counters on it' other than after 'when ~ dies'")
        self.last_ref = Ref("self")
        return Condition(LKI_HAD_COUNTER, name=_clean(ch)[0])

    def lvt_put_its_counters(self, ch: list[Any]) -> list[Effect]:
        """"put its counters on <object>" (122.5): every counter the object that left had as it last existed
        (608.2h). Only after a head whose object left the battlefield ("When ~ dies", this family's heads); after
        any other trigger "its counters" would name something the kernel can't look back at, so it is refused."""
        if not (self.self_moved or self.lvt_left):
            raise Unsupported("'put its counters on' other than after a dies / leaves-the-battlefield trigger")
        ref = next(c for c in _clean(ch) if isinstance(c, Ref))
        return [Simple(PUT_ITS_COUNTERS, ref)]
