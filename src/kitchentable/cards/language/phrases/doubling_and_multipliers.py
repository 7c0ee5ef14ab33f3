"""Doubling (701.9) and multiplying replacements (614.1a): "double target creature's power [and toughness]",
"double the number of +1/+1 counters on ...", "if one or more tokens would be created under your control,
twice that many of those tokens are created instead", "if one or more +1/+1 counters would be put on a creature
you control, that many plus one ... are put on it instead"."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import MULTIPLIER_WORDS, PhraseBase, _clean, _unsupported, count_of
from kitchentable.rules.abilities import (
    Amount,
    Effect,
    Filter,
    Ref,
    Simple,
    StaticAbility,
    fixed,
)


class DoublingAndMultipliersPhrases(PhraseBase):
    """Doubling and token and counter multipliers."""

    def _double(self, subject: Ref, what: str, times: Any = None) -> list[Effect]:
        which = {"power and toughness": "both", "power": "power", "toughness": "toughness"}[what]
        amount = fixed(1) if times is None else Amount("fixed", count_of(times))
        return [Simple("double_pt", subject, amount, (("which", which),))]

    def double_pt(self, ch: list[Any]) -> list[Effect]:
        """701.9b: "double target creature's power [and toughness]" (until end of turn, as printed)."""
        c = _clean(ch)
        subject = next(x for x in c if isinstance(x, Ref))
        what = next(str(x) for x in c if isinstance(x, Token) and x.type == "DOUBLE_WHAT")
        return self._double(subject, what)

    double_pt_of = double_pt

    def double_pt_times(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        return self._double(c[0], "power", c[1])

    def tw_passive(self, ch: list[Any]) -> tuple[bool, bool]:
        """(creature tokens only, under your control only)"""
        c = _clean(ch)
        return "creature" in str(c[0]), len(c) > 1 and bool(c[1])

    def tw_active(self, ch: list[Any]) -> tuple[bool, bool]:
        """"If an effect would create ...": as `tw_passive`, the wording remembered for the render."""
        self._said_active = True
        return self.tw_passive(ch)

    def tr_result(self, ch: list[Any]) -> int:
        return MULTIPLIER_WORDS[str(_clean(ch)[0])]

    def s_token_multiplier(self, ch: list[Any]) -> Any:
        """614.1a: "If one or more tokens would be created under your control, twice that many of those tokens
        are created instead." (Anointed Procession, Parallel Lives, Mondrak; "three times", Ojer Taq)."""
        (creature_only, yours), times = _clean(ch)
        params: tuple[tuple[str, Any], ...] = (("times", times),)
        if yours:
            params += (("whose", "you"),)
        if creature_only:
            params += (("creature_only", True),)
        params += (("said", "active" if getattr(self, "_said_active", False) else "passive"),)
        return ("static", StaticAbility("token_multiplier", params=params))

    def cw_passive(self, ch: list[Any]) -> tuple[str | None, Filter]:
        c = _clean(ch)
        kind = str(c[0]) if len(c) > 1 else None
        return kind, c[-1]

    def cw_active(self, ch: list[Any]) -> tuple[str | None, Filter]:
        """"If an effect would put one or more counters on ...": as `cw_passive`, the wording remembered."""
        self._said_active = True
        return self.cw_passive(ch)

    def cwh_kind(self, ch: list[Any]) -> str | None:
        kind = str(_clean(ch)[0])
        self._said_what = f"{kind} counters"
        return kind

    def cwh_each_kind(self, ch: list[Any]) -> str | None:
        self._said_what = "of each of those kinds of counters"
        return None

    def cwh_those(self, ch: list[Any]) -> str | None:
        self._said_what = "of those counters"
        return None

    def cr_plus_one(self, ch: list[Any]) -> tuple[str, int]:
        self._said_on = _holder(ch)
        return "plus", 1

    def cr_times(self, ch: list[Any]) -> tuple[str, int]:
        c = _clean(ch)
        self._said_on = _holder(ch)
        if not hasattr(self, "_said_what"):  # "it puts twice that many of those counters on that permanent"
            self._said_what = "of those counters"
        return "times", MULTIPLIER_WORDS[str(c[0])]

    def s_counter_modifier(self, ch: list[Any]) -> Any:
        """614.1a: "If one or more +1/+1 counters would be put on a creature you control, that many plus one
        +1/+1 counters are put on it instead." (Hardened Scales; "twice that many", Corpsejack Menace; "of each of
        those kinds", Winding Constrictor; "it puts twice that many of those counters", Doubling Season)."""
        (kind, flt), (how, n) = _clean(ch)
        if flt.zone != "battlefield" or flt.players or flt.only_players:
            raise _unsupported("counters on players")
        said = (("said", "active" if getattr(self, "_said_active", False) else "passive"),
                ("said_what", getattr(self, "_said_what", "")), ("said_on", getattr(self, "_said_on", "it")))
        return ("static", StaticAbility("counter_modifier", flt, params=(("counter", kind), (how, n), *said)))

    def double_counters(self, ch: list[Any]) -> list[Effect]:
        """701.9e: "Double the number of +1/+1 counters on target creature.\""""
        kind, ref = _clean(ch)
        return [Simple("double_counters", ref, None, (("counter", str(kind)),))]

    def double_counters_all(self, ch: list[Any]) -> list[Effect]:
        return [Simple("double_counters", _clean(ch)[0])]


def _holder(ch: list[Any]) -> str:
    """The words for the permanent the counters go on ("it", "that creature", "that permanent")."""
    return next((str(t) for t in ch if isinstance(t, Token) and t.type == "COUNTER_HOLDER"), "it")
