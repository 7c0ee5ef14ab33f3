"""Builders for the `cov` block at the end of grammar.lark: templates picked by how many cards of the 2017
database (MTGJSON AllSets) they alone kept from compiling.

- "Whenever ~ or another Ally enters under your control" (603.2, 603.6a): one enters trigger whose event is
  this permanent or another matching one entering.
- Level up (702.87) and level striations (711): the keyword is "[cost]: put a level counter on this; activate
  only as a sorcery"; each "LEVEL N1-N2" / "LEVEL N3+" block (its power/toughness line, then its abilities) is
  one static ability (`rules.leveler`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from kitchentable.rules.abilities import (
    ActivatedAbility,
    Condition,
    Cost,
    Effect,
    Filter,
    Modal,
    Mode,
    Ref,
    Simple,
    StaticAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.mana import ManaCost

COV_KEYWORDS = frozenset({"level up"})
LEVEL_HEADER = re.compile(r"^level (\d+)(?:-(\d+)|\+)$")
PT_LINE = re.compile(r"^(\d+)/(\d+)$")


class StriationError(Exception):
    """A level striation that has no faithful meaning (711.2 allows only abilities and a power/toughness)."""


def expand_cov_keyword(name: str, cost: ManaCost | None, parts: Any) -> bool:
    """Level up [cost] (702.87a): "[cost]: Put a level counter on this permanent. Activate only as a sorcery."
    """
    if name != "level up" or cost is None:
        return False
    level = Simple("add_counters", Ref("self"), fixed(1), (("counter", "level"),))
    parts.activated.append(ActivatedAbility(Cost(mana=cost), Modal((Mode((level,)),)), sorcery_speed=True,
                                            text=f"Level up {cost}"))
    return True


@dataclass
class Striation:
    """One "LEVEL N1-N2" block of a leveler card (711.2), filled line by line by the compiler: `parts` holds the
    abilities compiled from its lines (the compiler's `Parts`)."""

    low: int
    high: int | None
    parts: Any
    power: int | None = None
    toughness: int | None = None

    @property
    def label(self) -> str:
        return f"LEVEL {self.low}-{self.high}" if self.high is not None else f"LEVEL {self.low}+"

    def statics(self) -> list[StaticAbility]:
        """711.2a-b: as long as the permanent has between `low` and `high` level counters (at least `low` for
        "N+"), it has this base power and toughness and these abilities. Its keywords, activated and
        triggered abilities come from one "level_striation" static ability (layers 6 and 7b); a static
        ability printed in the block keeps its own kind with the level condition added."""
        p = self.parts
        if p.spell or p.spell_modal or p.additional or p.optional or p.alternative or p.enchant is not None \
                or p.morph is not None or p.flags or p.colorless:
            raise StriationError(f"{self.label.lower()}: only abilities belong in a level striation")
        if self.power is None or self.toughness is None:
            raise StriationError(f"{self.label.lower()}: a level striation needs its power/toughness")
        cond = Condition("level_between", n=self.low, at_most=self.high)
        out = [StaticAbility("level_striation", power=self.power, toughness=self.toughness,
                             keywords=frozenset(p.keywords), condition=cond,
                             params=(("activated", tuple(p.activated)), ("triggered", tuple(p.triggered))),
                             text=self.label)]
        for ab in p.static:
            if ab.condition is not None:
                raise StriationError(f"{self.label.lower()}: a conditional static ability in a level striation")
            out.append(replace(ab, condition=cond, text=f"{self.label}: {ab.text}"))
        return out


def _clean(children: list[Any]) -> list[Any]:
    from lark import Token

    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


class CovPhrases:
    """Mixed into the compiler's transformer (`cards.compiler.Builder`)."""

    def t_self_or_enters(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ or another Ally enters [under your control]" (603.6a): triggers when this permanent
        enters, whatever its types then, or when another permanent the description matches does. The event
        `self_or_enters` keeps the two apart, so "another" still excludes this object from the description."""
        c = _clean(ch)
        flt: Filter = c[0]
        if len(c) > 1 and c[1]:
            flt = replace(flt, controller="you")
        self.trigger_has_object = True  # type: ignore[attr-defined]
        return TriggerSpec("self_or_enters", flt)

    def damage_to_eq(self, ch: list[Any]) -> list[Effect]:
        """"~ deals damage to target creature equal to the number of Allies you control" (120.1): the
        older order of "deals damage equal to ... to ..."; the amount is counted as it resolves (608.2h)."""
        src, to, amount = _clean(ch)
        return self._damage_to(src, amount, to)  # type: ignore[attr-defined,no-any-return]
