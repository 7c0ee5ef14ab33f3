"""Expansion of the casting keywords added on branch kwcast (madness 702.35, evoke 702.74, dash 702.109,
unearth 702.84).

Each keyword is shorthand for an alternative cost or an activated ability plus the abilities that read how the
permanent arrived; `cards.compiler.expand_keyword` calls `expand` for them. The kernel side is the tag a
permanent gets as it enters (`rules.events.move`: "paid:<label>" for the alternative cost paid, "unearthed")
and the `tagged` condition (`rules.conditions`). Named keywords of the branch (convoke, improvise, affinity,
storm, split second) need no expansion: the kernel reads them by name (`rules.keywords_casting`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kitchentable.rules.abilities import (
    ActivatedAbility,
    AlternativeCost,
    Condition,
    Cost,
    Modal,
    Mode,
    Ref,
    Simple,
    StaticAbility,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.mana import ManaCost

if TYPE_CHECKING:
    from kitchentable.cards.compiler import Parts
    from kitchentable.cards.keywords import Keyword

NAMES = frozenset({"evoke", "dash", "unearth", "madness", "suspend", "surge"})


def _self(kind: str, **params: object) -> Modal:
    return Modal((Mode((Simple(kind, Ref("self"), fixed(1), params=tuple(params.items())),)),))


def _at_next_end_step(kind: str, tag: str, label: str) -> TriggeredAbility:
    """"At the beginning of the next end step, [return / exile] it": a permanent that arrived tagged has this
    trigger once, at the first end step after it entered (it is a new object if it leaves and returns)."""
    return TriggeredAbility(TriggerSpec("end_step", whose="each"), _self(kind),
                            intervening_if=Condition("tagged", name=tag), text=label)


def expand(kw: Keyword, m: re.Match[str], cost: ManaCost | None, parts: Parts) -> None:
    """Record one of `NAMES` in `parts`."""
    assert cost is not None
    label = f"{kw.name.capitalize()} {cost}"
    if kw.name == "evoke":
        # 702.74a: an alternative cost, and "when this permanent enters, if its evoke cost was paid, its
        # controller sacrifices it".
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "evoke"))
        parts.triggered.append(TriggeredAbility(TriggerSpec("enters"), _self("sacrifice"),
                                                intervening_if=Condition("tagged", name="paid:evoke"), text=label))
    elif kw.name == "dash":
        # 702.109a: an alternative cost; if it was paid, the permanent has haste and returns to its owner's
        # hand at the beginning of the next end step.
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "dash"))
        parts.static.append(StaticAbility("add_keywords", keywords=frozenset({"haste"}),
                                          condition=Condition("tagged", name="paid:dash"), text=label))
        parts.triggered.append(_at_next_end_step("bounce", "paid:dash", label))
    elif kw.name == "surge":
        # 702.117a: an alternative cost offered in 601.2b only once its caster has cast another spell this turn
        # (`rules.casting.cast_costopts`).
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "surge"))
    elif kw.name == "madness":
        # 702.35a: the discard replacement and the cast from exile are the kernel's
        # (`rules.keywords_casting_effects`); the card carries the madness cost as an alternative cost that is
        # never offered from hand.
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "madness"))
    elif kw.name == "suspend":
        # 702.62a: the special action and the upkeep and cast triggers are the kernel's
        # (`rules.keywords_casting_effects`); the suspend cost and N ride on an alternative cost never offered
        # in 601.2b. A creature cast this way has haste (partial: the haste stays if control changes).
        n = int(m.group("n"))
        parts.alternative.append(AlternativeCost(Cost(mana=cost, add_counters=("time", n)), "suspend"))
        parts.static.append(StaticAbility("add_keywords", keywords=frozenset({"haste"}),
                                          condition=Condition("tagged", name="suspend_haste"),
                                          text=f"Suspend {n}—{cost}"))
    elif kw.name == "unearth":
        # 702.84a: "[cost]: return this card from your graveyard to the battlefield. It gains haste. Exile it
        # at the beginning of the next end step. If it would leave the battlefield, exile it instead of
        # putting it anywhere else. Activate only as a sorcery." The replacement is in `rules.events.move`.
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost), _self("return_to_battlefield", under_you=True, tags=("unearthed",)),
            zone="graveyard", sorcery_speed=True, text=label))
        parts.static.append(StaticAbility("add_keywords", keywords=frozenset({"haste"}),
                                          condition=Condition("tagged", name="unearthed"), text=label))
        parts.triggered.append(_at_next_end_step("exile", "unearthed", label))
