"""Expansion of the casting keywords added on branch kwcast (madness 702.35, entwine 702.42 (with kicker in
the compiler), transmute 702.53, suspend 702.62, evoke 702.74, unearth 702.84, overload 702.96, dash 702.109,
awaken 702.113, surge 702.117).

Each keyword is shorthand for an alternative cost or an activated ability plus the abilities that read how the
permanent arrived; `cards.compiler.expand_keyword` calls `expand` for them. The kernel side is the tag a
permanent gets as it enters (`rules.events.move`: "paid:<label>" for the alternative cost paid, "unearthed")
and the `tagged` condition (`rules.conditions`). Named keywords of the branch (convoke, improvise, affinity,
storm, split second) need no expansion: the kernel reads them by name (`rules.keywords_casting`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from kitchentable.rules.abilities import (
    ActivatedAbility,
    AlternativeCost,
    ApplyContinuous,
    Condition,
    Cost,
    Filter,
    Modal,
    Mode,
    OptionalCost,
    Ref,
    Simple,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost

if TYPE_CHECKING:
    from kitchentable.cards.language.keywords import Keyword
    from kitchentable.cards.language.words import Parts

NAMES = frozenset({"evoke", "dash", "unearth", "madness", "suspend", "surge", "transmute", "overload", "awaken",
                   "conspire", "reinforce", "replicate", "escalate", "ripple", "bestow", "miracle", "splice",
                   "recover", "emerge"})
_PENDING = Modal()  # replaced by `finish` once the whole card is compiled
_PENDING_FILTER = Filter(types=frozenset({"Creature"}), controller="you", name="(conspire)")


def _self(kind: str, **params: object) -> Modal:
    return Modal((Mode((Simple(kind, Ref("self"), fixed(1), params=tuple(params.items())),)),))


def _at_next_end_step(kind: str, tag: str, label: str) -> TriggeredAbility:
    """"At the beginning of the next end step, [return / exile] it": a permanent that arrived tagged has this
    trigger once, at the first end step after it entered (it is a new object if it leaves and returns)."""
    return TriggeredAbility(TriggerSpec("end_step", whose="each"), _self(kind),
                            intervening_if=Condition("tagged", name=tag), text=label)


def expand(kw: Keyword, m: re.Match[str], cost: ManaCost | None, parts: Parts) -> None:
    """Record one of `NAMES` in `parts`."""
    from kitchentable.cards.language.words import Unsupported

    label = f"{kw.name.capitalize()} {cost}"
    if kw.name == "conspire":
        # 702.78a: an optional additional cost (tapping two creatures that share a color with the spell; the
        # colors are the card's, filled in by `finish`) and a copy when it was paid (`rules.casting.cast_done`).
        if parts.optional:
            raise Unsupported("a second optional additional cost")
        parts.optional.append(OptionalCost(Cost(tap_untapped=_PENDING_FILTER, tap_count=2), "conspire"))
        return
    if kw.name == "ripple":
        n = int(m.group("n"))
        parts.static.append(StaticAbility("ripple", mana=ManaCost(generic=n), text=f"Ripple {n}"))
        return
    assert cost is not None
    if kw.name in ("replicate", "escalate"):
        # 702.56a / 702.120a: read by `rules.casting` (the copies; the cost per extra mode).
        parts.static.append(StaticAbility(kw.name, mana=cost, text=label))
    elif kw.name == "recover":
        # 702.59a: the graveyard trigger is the kernel's (`rules.keywords_casting_effects.recover_triggers`).
        parts.static.append(StaticAbility("recover", mana=cost, text=label))
    elif kw.name == "splice":
        # 702.47a: works from the hand while an Arcane spell is cast (`rules.casting.cast_splice`).
        parts.static.append(StaticAbility("splice", mana=cost, text=f"Splice onto Arcane {cost}"))
    elif kw.name == "reinforce":
        n = int(m.group("n"))
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost, discard_self=True),
            Modal((Mode((Simple("add_counters", Ref("target", 0), fixed(n), params=(("counter", "+1/+1"),)),),
                        (TargetSpec(Filter(types=frozenset({"Creature"}))),)),)),
            zone="hand", text=f"Reinforce {n}—{cost}"))
    elif kw.name == "evoke":
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
    elif kw.name == "transmute":
        # 702.53a: the search's mana value is the card's own, known once the card is compiled (`finish`).
        parts.activated.append(ActivatedAbility(Cost(mana=cost, discard_self=True), _PENDING, zone="hand",
                                                sorcery_speed=True, text=label))
    elif kw.name == "overload":
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "overload", spell=_PENDING))
    elif kw.name == "awaken":
        n = int(m.group("n"))
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "awaken", spell=_awaken_mode(n, 0)))
    elif kw.name == "bestow":
        # 702.103a: an alternative cost; being bestowed (an Aura spell, then an Aura) is the kernel's
        # (`rules.keywords_casting.bestowed`).
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "bestow"))
    elif kw.name == "emerge":
        # 702.119a: an alternative cost with a creature to sacrifice; the reduction by the sacrificed
        # creature's mana value is applied once it is chosen (`rules.keywords_casting.emerge_reduction`).
        parts.alternative.append(AlternativeCost(
            Cost(mana=cost, sacrifice=Filter(types=frozenset({"Creature"}), controller="you")), "emerge"))
    elif kw.name == "surge":
        # 702.117a: an alternative cost offered in 601.2b only once its caster has cast another spell this turn
        # (`rules.casting.cast_costopts`).
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "surge"))
    elif kw.name == "miracle":
        # 702.94a: the trigger on the first draw and the cast are the kernel's (`rules.keywords_casting_effects`).
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "miracle"))
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


def _awaken_mode(n: int, index: int) -> Modal:
    """702.113a: "also put N +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature
    with haste. It's still a land." (target group `index`; the effect lasts indefinitely)."""
    land = Ref("target", index)
    return Modal((Mode((
        Simple("add_counters", land, fixed(n), params=(("counter", "+1/+1"),)),
        ApplyContinuous(StaticAbility("becomes_creature", subtypes=frozenset({"Elemental"}), params=(("sets_pt", True),),
                                      text=f"Awaken {n}"), subject=land, duration="permanent"),
        ApplyContinuous(StaticAbility("add_keywords", keywords=frozenset({"haste"}), text=f"Awaken {n}"),
                        subject=land, duration="permanent"),
    ), (TargetSpec(Filter(types=frozenset({"Land"}), controller="you")),)),))


def finish(parts: Parts, mana_cost: ManaCost | None, texts: list[str], card_types: frozenset[str]) -> None:
    """The parts of transmute, overload and awaken that need the rest of the card: its mana value
    (transmute), its spell text with "target" changed to "each" (overload), its spell (awaken)."""
    from kitchentable.cards.compiler import compile_ability
    from kitchentable.cards.language.keywords import match_keyword
    from kitchentable.cards.language.words import Parts as _Parts
    from kitchentable.cards.language.words import Unsupported

    for i, ab in enumerate(parts.activated):
        if ab.effect is _PENDING:  # transmute
            mv = mana_cost.mana_value if mana_cost is not None else 0
            search = Simple("search_library", Ref("you"), fixed(1),
                            params=(("filter", Filter(min_mana_value=mv, max_mana_value=mv)), ("to", "hand")))
            parts.activated[i] = replace(ab, effect=Modal((Mode((search,)),)))
    for i, opt in enumerate(parts.optional):
        if opt.label == "conspire":
            colors = mana_cost.colors() if mana_cost is not None else frozenset()
            if not colors:
                raise Unsupported("conspire on a colorless spell")
            share = Filter(types=frozenset({"Creature"}), controller="you", colors=colors)
            parts.optional[i] = replace(opt, cost=replace(opt.cost, tap_untapped=share))
    for i, alt in enumerate(parts.alternative):
        if alt.label == "overload":
            # 702.96a-b: the overloaded spell is the same text with every "target" read as "each".
            again = _Parts()
            for text in texts:
                pieces = [p.strip() for p in re.split(r"[,;] ?", text.rstrip("."))]
                if all(match_keyword(p) is not None for p in pieces if p):
                    continue
                compile_ability(re.sub(r"\btarget\b", "each", text), again, card_types)
            if not again.spell:
                raise Unsupported("overload without a spell")
            parts.alternative[i] = replace(alt, spell=Modal((again.spell[0],)))
        elif alt.label == "awaken":
            if parts.spell_modal is not None or not parts.spell or alt.spell is None:
                raise Unsupported("awaken on a modal spell")
            base = parts.spell[0]
            extra = alt.spell.modes[0].effects[0].amount.value
            awaken = _awaken_mode(int(extra), len(base.targets)).modes[0]
            parts.alternative[i] = replace(alt, spell=Modal((Mode(base.effects + awaken.effects,
                                                                  base.targets + awaken.targets, base.text),)))


_COSTED = re.compile(r"(?P<kw>flashback|buyback|kicker|entwine)—(?P<cost>.+)")


def costed_keyword(text: str, parts: Parts) -> bool:
    """"Flashback—{1}{R}, Pay 3 life." and the like: a keyword whose cost isn't only mana (flashback 702.34,
    buyback 702.27, kicker 702.33, entwine 702.42). The cost is read with the card language's cost grammar;
    the kernel pays its other parts in 601.2h like any cost. True if `text` was one of these."""
    from kitchentable.cards.compiler import Builder
    from kitchentable.cards.language.parse import parse
    from kitchentable.cards.language.words import Unsupported

    m = _COSTED.fullmatch(text.rstrip("."))
    if m is None:
        return False
    tag, ability = Builder("activated").transform(parse(f"{m.group('cost')}: draw a card."))
    if tag != "activated" or not isinstance(ability, ActivatedAbility):
        raise Unsupported(text)
    cost = ability.cost
    if cost.tap or cost.untap or cost.sacrifice_self or cost.discard_self or cost.exile_self:
        raise Unsupported(text)  # {T} or "this" in a spell's cost: no meaning before it is cast
    kw = m.group("kw")
    if kw == "flashback":
        parts.alternative.append(AlternativeCost(cost, "flashback", flashback=True))
    else:
        if parts.optional:  # the kernel pays a card's optional costs together (one "kicked" choice)
            raise Unsupported("a second optional additional cost")
        parts.optional.append(OptionalCost(cost, kw))
    return True
