"""Descriptions of permanents by what they carry or did this turn (109.2, 115.10: a description narrows the
objects an instruction or target may name).

- Counters (122.1): "creatures with no counters on them" (Damning Verdict), "each creature you control with a
  counter on it", "without a +1/+1 counter on it". Any kind of counter counts for
  "a counter" and "no counters" (a stun or oil counter as much as a +1/+1 counter).
- Combat this turn (508.1, 509.1): "a creature that attacked this turn", "that blocked this turn", "that
  attacked or blocked this turn" (Gideon's Triumph): declared as an attacker or a blocker during this turn, as
  the same object (400.7).

The kernel matches them in `rules.concepts.targets` (`Filter.any_counter`, `without_counter`, `this_turn`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase


def _kind(ch: list[Any]) -> str:
    return next(str(t) for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND")


class ObjectHistoriesPhrases(PhraseBase):
    """Suffixes of a description (`desc`): counters on the object, and what it did in combat this turn."""

    def oh_no_counters(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("any_counter", False)

    def oh_any_counter(self, ch: list[Any]) -> Any:
        return lambda d: d.fields.__setitem__("any_counter", True)

    def oh_without_counter(self, ch: list[Any]) -> Any:
        kind = _kind(ch)
        return lambda d: d.fields.__setitem__("without_counter", kind)

    def oh_attacked(self, ch: list[Any]) -> Any:
        return _this_turn("attacked")

    def oh_blocked(self, ch: list[Any]) -> Any:
        return _this_turn("blocked")

    def oh_attacked_or_blocked(self, ch: list[Any]) -> Any:
        return _this_turn("attacked_or_blocked")


def _this_turn(how: str) -> Any:
    def narrow(d: Desc) -> None:
        d.fields["this_turn"] = how

    return narrow
