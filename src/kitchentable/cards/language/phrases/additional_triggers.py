"""Static abilities that change how many times a triggered ability triggers (603.2d): "If an artifact or creature
entering the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an
additional time." (Panharmonicon; "a creature dying", Teysa Karlov; "a creature attacking", Isshin), "If a
triggered ability of a legendary creature you control triggers, that ability triggers an additional time." (the
source described), and those that stop the triggering: "Creatures entering the battlefield don't cause abilities
to trigger." (Torpor Orb; "... or dying", Hushbringer; "... abilities of permanents your opponents control ...",
Elesh Norn).

The doubling ability is a `StaticAbility` of kind "triggers_additional_time": `affected` the ability's source (a
permanent you control, by default), params "cause" ("enters", "dies", "attacks" or none: any event) and
"cause_filter" (the object entering, dying or attacking), `condition` a "while" condition. The stopping one is
"cause_no_triggers": params "causes" (the events), "cause_filter", "whose" ("opponents" or "any"). The kernel
reads both as the triggers an event caused are collected (`rules.stack.additional_triggers`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Condition, Filter, StaticAbility
from kitchentable.rules.records import replace

DOUBLING = "triggers_additional_time"
SUPPRESSION = "cause_no_triggers"


def _said_battlefield(ch: list[Any]) -> bool:
    """The card says "entering the battlefield" (older Oracle wording) rather than "entering": kept for the render."""
    return any(isinstance(t, Token) and t.type == "AT_BATTLEFIELD" for t in ch)


def _filter(d: Any) -> Filter:
    return d.filter() if isinstance(d, Desc) else d  # type: ignore[no-any-return]


class AdditionalTriggersPhrases(PhraseBase):
    """"..., that ability triggers an additional time." and "... don't cause abilities to trigger."."""

    def at_cause_enters(self, ch: list[Any]) -> tuple[str, Filter, bool]:
        flt = _filter(_clean(ch)[0])
        if any(isinstance(t, Token) and "under" in str(t) for t in ch):
            flt = replace(flt, controller="you")
        return ("enters", flt, _said_battlefield(ch))

    def at_cause_dies(self, ch: list[Any]) -> tuple[str, Filter, bool]:
        return ("dies", _filter(_clean(ch)[0]), False)

    def at_cause_attacks(self, ch: list[Any]) -> tuple[str, Filter, bool]:
        return ("attacks", _filter(_clean(ch)[0]), False)

    def at_doubling_cause(self, ch: list[Any]) -> Any:
        cause, flt, battlefield = [c for c in ch if isinstance(c, tuple)][0]
        return ("static", StaticAbility(DOUBLING, Filter(controller="you"), params=(
            ("cause", cause), ("cause_filter", flt), ("the_battlefield", battlefield))))

    def at_doubling_source(self, ch: list[Any]) -> Any:
        parts = _clean(ch)
        flt = _filter(next(p for p in parts if isinstance(p, (Desc, Filter))))
        if flt.controller != "you":
            raise Unsupported("a triggered ability of a permanent not said to be yours triggering again")
        cond = next((p for p in parts if isinstance(p, Condition)), None)
        words = [str(t) for t in ch if isinstance(t, Token) and str(t) in ("a triggered ability", "an ability",
                                                                            "that ability", "it")]
        if len(words) != 2:
            raise Unsupported("a triggered ability triggering again, in other words")
        return ("static", StaticAbility(DOUBLING, flt, condition=cond, params=(("said", tuple(words)),)))

    def at_verbs(self, ch: list[Any]) -> tuple[tuple[str, ...], bool]:
        dying = any(isinstance(t, Token) and t.type == "AT_DYING" for t in ch)
        return (("enters", "dies") if dying else ("enters",)), _said_battlefield(ch)

    def _at_stop(self, ch: list[Any], whose: str) -> Any:
        parts = _clean(ch)
        flt = _filter(parts[0])
        causes, battlefield = next(p for p in parts if isinstance(p, tuple))
        return ("static", StaticAbility(SUPPRESSION, params=(("causes", causes), ("cause_filter", flt),
                                                             ("whose", whose), ("the_battlefield", battlefield))))

    def at_suppression(self, ch: list[Any]) -> Any:
        return self._at_stop(ch, "any")

    def at_suppression_opponents(self, ch: list[Any]) -> Any:
        return self._at_stop(ch, "opponents")
