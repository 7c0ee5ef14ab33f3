"""Keywords that change how a spell is cast (601.2b, 702): alternative costs and the abilities that read how a
permanent arrived (evoke, dash, unearth, madness, suspend, surge, miracle, bestow, emerge, overload, awaken,
transmute, blitz, foretell, plot, spectacle, escape, jump-start, harmonize, warp, flashback), optional
additional costs (kicker, buyback, entwine, conspire, bargain, offspring), cycling and typecycling, spree's
modes (702.172) and the phrases that go with them ("when you cast ~", "if ~ was kicked, it enters with ...",
"~ escapes with ...", "exile ~ with three time counters on it").

Each keyword registers its expansion in the keyword table (`keyword_expansion`); the kernel side is the tag a
permanent gets as it enters ("paid:<label>", `rules.events.move`) and the casting code (`rules.casting`). The
parts that need the whole card (a transmute search by mana value, an overloaded spell's text, awaken's spell,
jump-start's mana cost, spree's modes) are filled in after the face's lines (`finish`, `finish_jump_start`,
`finish_spree`)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.keyword_expansion import (
    ReadBack,
    expander,
    keyword_cost,
    read_back_as_keyword,
)
from kitchentable.cards.language.keywords import Keyword, match_keyword
from kitchentable.cards.language.parse import parse
from kitchentable.cards.language.words import (
    Parts,
    PhraseBase,
    Unsupported,
    _amount,
    _clean,
    _one,
    _unsupported,
    nested_ability,
    nested_builder,
)
from kitchentable.rules.abilities import (
    SELF,
    YOU,
    ActivatedAbility,
    AlternativeCost,
    ApplyContinuous,
    Condition,
    Cost,
    Effect,
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

ALTERNATIVE_WAYS = ("evoke", "dash", "unearth", "madness", "suspend", "surge", "transmute", "overload", "awaken",
                    "conspire", "reinforce", "replicate", "escalate", "ripple", "bestow", "miracle", "splice",
                    "recover", "emerge")
"""Keywords that are shorthand for an alternative cost or an activated ability plus the abilities that read how
the permanent arrived (`expand_alternative_way`)."""


_PENDING = Modal()  # replaced by `finish` once the whole card is compiled


_PENDING_FILTER = Filter(types=frozenset({"Creature"}), controller="you", name="(conspire)")


def _self(kind: str, **params: object) -> Modal:
    return Modal((Mode((Simple(kind, Ref("self"), fixed(1), params=tuple(params.items())),)),))


def _at_next_end_step(kind: str, tag: str, label: str) -> TriggeredAbility:
    """"At the beginning of the next end step, [return / exile] it": a permanent that arrived tagged has this
    trigger once, at the first end step after it entered (it is a new object if it leaves and returns)."""
    return TriggeredAbility(TriggerSpec("end_step", whose="each"), _self(kind),
                            intervening_if=Condition("tagged", name=tag), text=label)


@expander(*ALTERNATIVE_WAYS, read_back=ReadBack(by_first_word=True, alternative_cost=True))
def expand_alternative_way(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Record one of `ALTERNATIVE_WAYS` in `parts`. The kernel side is the tag a permanent gets as it enters
    (`rules.events.move`: "paid:<label>" for the alternative cost paid, "unearthed") and the `tagged` condition
    (`rules.stack.conditions`)."""
    cost = keyword_cost(m)
    label = f"{kw.name.capitalize()} {cost}"
    if kw.name == "conspire":
        # 702.78a: an optional additional cost (tapping two creatures that share a color with the spell; the
        # colors are the card's, filled in by `finish`) and a copy when it was paid (`rules.casting.cast_done`).
        if parts.optional:
            raise Unsupported("a second optional additional cost")
        parts.optional.append(OptionalCost(Cost(tap_untapped=_PENDING_FILTER, tap_count=2), "conspire"))
        return True
    if kw.name == "ripple":
        n = int(m.group("n"))
        parts.static.append(StaticAbility("ripple", mana=ManaCost(generic=n), text=f"Ripple {n}"))
        return True
    assert cost is not None
    if kw.name in ("replicate", "escalate"):
        # 702.56a / 702.120a: read by `rules.casting` (the copies; the cost per extra mode).
        parts.static.append(StaticAbility(kw.name, mana=cost, text=label))
    elif kw.name == "recover":
        # 702.59a: the graveyard trigger is the kernel's (`rules.keywords.cast_while_resolving.recover_triggers`).
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
        # (`rules.keywords.casting_keywords.bestowed`).
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "bestow"))
    elif kw.name == "emerge":
        # 702.119a: an alternative cost with a creature to sacrifice; the reduction by the sacrificed
        # creature's mana value is applied once it is chosen (`rules.keywords.casting_keywords.emerge_reduction`).
        parts.alternative.append(AlternativeCost(
            Cost(mana=cost, sacrifice=Filter(types=frozenset({"Creature"}), controller="you")), "emerge"))
    elif kw.name == "surge":
        # 702.117a: an alternative cost offered in 601.2b only once its caster has cast another spell this turn
        # (`rules.casting.cast_costopts`).
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "surge"))
    elif kw.name == "miracle":
        # 702.94a: the trigger on the first draw and the cast are the kernel's (`rules.keywords.cast_while_resolving`).
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "miracle"))
    elif kw.name == "madness":
        # 702.35a: the discard replacement and the cast from exile are the kernel's
        # (`rules.keywords.cast_while_resolving`); the card carries the madness cost as an alternative cost that is
        # never offered from hand.
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "madness"))
    elif kw.name == "suspend":
        # 702.62a: the special action and the upkeep and cast triggers are the kernel's
        # (`rules.keywords.cast_while_resolving`); the suspend cost and N ride on an alternative cost never offered
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
    return True


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
            again = Parts()
            for text in texts:
                pieces = [p.strip() for p in re.split(r"[,;] ?", text.rstrip("."))]
                if all(match_keyword(p) is not None for p in pieces if p):
                    continue
                nested_ability(re.sub(r"\btarget\b", "each", text), again, card_types)
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


_COSTED = re.compile(r"(?P<kw>flashback|buyback|kicker|entwine|evoke)—(?P<cost>.+)")


def costed_keyword(text: str, parts: Parts) -> bool:
    """"Flashback—{1}{R}, Pay 3 life." and the like: a keyword whose cost isn't only mana (flashback 702.34,
    buyback 702.27, kicker 702.33, entwine 702.42, evoke 702.74). The cost is read with the card language's cost grammar;
    the kernel pays its other parts in 601.2h like any cost. True if `text` was one of these."""
    m = _COSTED.fullmatch(text.rstrip("."))
    if m is None:
        return False
    tag, ability = nested_builder("activated").transform(parse(f"{m.group('cost')}: draw a card."))
    if tag != "activated" or not isinstance(ability, ActivatedAbility):
        raise Unsupported(text)
    cost = ability.cost
    if cost.tap or cost.untap or cost.sacrifice_self or cost.discard_self or cost.exile_self:
        raise Unsupported(text)  # {T} or "this" in a spell's cost: no meaning before it is cast
    kw = m.group("kw")
    if kw == "flashback":
        parts.alternative.append(AlternativeCost(cost, "flashback", flashback=True))
    elif kw == "evoke":  # "Evoke—Exile a red card from your hand." (702.74a, the Incarnations): as "Evoke {R}{R}"
        what = m.group("cost")
        label = re.sub(r"\{[^}]+\}", lambda sym: sym.group(0).upper(), f"Evoke—{what[:1].upper()}{what[1:]}.")
        parts.alternative.append(AlternativeCost(cost, "evoke"))
        parts.triggered.append(TriggeredAbility(TriggerSpec("enters"), _self("sacrifice"),
                                                intervening_if=Condition("tagged", name="paid:evoke"), text=label))
    else:
        if parts.optional:  # the kernel pays a card's optional costs together (one "kicked" choice)
            raise Unsupported("a second optional additional cost")
        parts.optional.append(OptionalCost(cost, kw))
    return True


_SPREE_MODE = re.compile(r"^\+ (?P<cost>(?:\{[^}]+\})+) — (?P<text>.+)$")
read_back_as_keyword("spree", how=ReadBack(alternative_cost=True))


def spree_mode(text: str, parts: Parts, card_types: frozenset[str]) -> bool:
    """702.172a: "+ {cost} — [effect]" is one mode of a spree spell; its cost is recorded, in mode order, on the
    card's "spree" static ability (read as the spell's total cost is determined, 601.2f). True if `text` was
    one."""
    found = _SPREE_MODE.match(text)
    if found is None:
        return False
    cost, text = ManaCost.parse(found.group("cost").upper()), found.group("text")
    if not card_types & {"Instant", "Sorcery"}:
        raise _unsupported(f"+ {cost} — {text}")
    if parts.spell:
        raise _unsupported("spree modes beside other spell text")
    modal = parts.spell_modal or Modal((), 1, 0)
    offset = sum(len(m.targets) for m in modal.modes)
    b = nested_builder("spell")
    b.offset = offset
    result = b.transform(parse(text))
    if not (isinstance(result, tuple) and result[0] == "spell"):
        raise _unsupported(text)
    modes = modal.modes + (Mode(result[1], tuple(b.targets), text=text),)
    parts.spell_modal = Modal(modes, 1, len(modes))
    spree = [ab for ab in parts.static if ab.kind == "spree"]
    costs: tuple[ManaCost, ...] = spree[0].param("costs") if spree else ()
    if spree:
        parts.static.remove(spree[0])
    parts.static.append(StaticAbility("spree", params=(("costs", costs + (cost,)),), text="Spree"))
    return True


def finish_spree(parts: Parts) -> None:
    """After a face's lines: spree needs both its keyword and its mode lines (702.172a)."""
    has_modes = any(ab.kind == "spree" for ab in parts.static)
    if has_modes != ("spree" in parts.keywords):
        raise _unsupported("spree" if not has_modes else "spree modes without spree")


_PERMANENT_TYPES = frozenset({"Creature", "Artifact", "Enchantment", "Planeswalker", "Battle", "Land"})


@expander("harmonize", "warp", read_back=ReadBack(alternative_cost=True))
def expand_harmonize_or_warp(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Harmonize {cost} (702.180a) on an instant or sorcery, and warp {cost} (702.185a; newer than the bundled
    CR): an alternative cost offered from the hand only (`rules.casting.cast_costopts`), and "if its warp cost
    was paid, exile it at the beginning of the next end step; you may cast it from exile on a later turn"
    (`rules.keywords.cast_from_exile.warp_exile`)."""
    cost = keyword_cost(m)
    if kw.name == "harmonize":
        # 702.180a: cast from the graveyard like flashback (exiled as it leaves the stack); the optional tap that
        # reduces the cost is the kernel's (`rules.keywords.casting_keywords.ask_harmonize_tap`).
        if cost is None or not card_types & {"Instant", "Sorcery"}:
            raise _unsupported(f"harmonize {cost}")
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "harmonize", flashback=True))
        return True
    if kw.name != "warp":
        return False
    if cost is None or not card_types & _PERMANENT_TYPES:
        raise _unsupported(f"warp {cost}")
    label = f"Warp {cost}"
    parts.alternative.append(AlternativeCost(Cost(mana=cost), "warp"))
    parts.triggered.append(TriggeredAbility(
        TriggerSpec("end_step", whose="each"), Modal((Mode((Simple("warp_exile", SELF),)),)),
        intervening_if=Condition("tagged", name="paid:warp"), text=label))
    return True


def escape(text: str, parts: Parts) -> bool:
    """"Escape—{2}{B}{B}, Exile four other cards from your graveyard." (702.138a): a keyword whose cost the
    card language's cost grammar reads, written before the line is split at its commas. True if it was one."""
    m = re.fullmatch(r"escape—(?P<cost>.+)", text.rstrip("."))
    if m is None:
        return False
    tag, ability = nested_builder("activated").transform(parse(f"{m.group('cost')}: draw a card."))
    if tag != "activated" or not isinstance(ability, ActivatedAbility) or ability.cost.mana is None:
        raise Unsupported(text)
    cost = ability.cost
    if cost.tap or cost.untap or cost.sacrifice_self or cost.discard_self or cost.exile_self:
        raise Unsupported(text)
    parts.alternative.append(AlternativeCost(cost, "escape"))
    return True


@expander("blitz", "bargain", "offspring", "jump-start", "foretell", "plot", "spectacle", "escape",
          read_back=ReadBack(alternative_cost=True))
def expand_cost_keyword(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """Casting keywords printed since 2018: alternative costs (blitz 702.152a, jump-start 702.133a, foretell
    702.143a, plot 702.170a, spectacle 702.137a) and optional additional costs read like kicker (bargain
    702.166a, offspring 702.175a). Escape is written with its cost (`escape`)."""
    name = kw.name
    cost = keyword_cost(m)
    label = re.sub(r"\{[^}]+\}", lambda sym: sym.group(0).upper(), m.group(0)[0].upper() + m.group(0)[1:])
    trig = parts.triggered.append
    if name == "blitz":  # 702.152a
        assert cost is not None
        paid = Condition("tagged", name="paid:blitz")
        draw = TriggeredAbility(TriggerSpec("dies"), _one((Simple("draw", YOU, fixed(1)),)),
                                text="When this creature dies, draw a card.")
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "blitz"))
        parts.static.append(StaticAbility("grant_abilities", keywords=frozenset({"haste"}), condition=paid,
                                          params=(("activated", ()), ("triggered", (draw,))), text=label))
        trig(TriggeredAbility(TriggerSpec("end_step", whose="each"), _one((Simple("sacrifice", SELF),)),
                              intervening_if=paid, text=label))
    elif name == "bargain":  # 702.166a: an optional additional cost; "if it was bargained" reads it like kicker
        if parts.optional:  # the kernel pays a card's optional costs together (one choice)
            raise Unsupported("bargain beside another optional additional cost")
        fodder = Filter(any_types=frozenset({"Artifact", "Enchantment"}), or_token=True, controller="you")
        parts.optional.append(OptionalCost(Cost(sacrifice=fodder), "bargain"))
    elif name == "offspring":  # 702.175a: an optional additional cost read like kicker by the enters trigger
        assert cost is not None
        if parts.optional:
            raise Unsupported("offspring beside another optional additional cost")
        parts.optional.append(OptionalCost(Cost(mana=cost), "offspring"))
        trig(TriggeredAbility(TriggerSpec("enters"), _one((Simple("offspring_copy", SELF),)),
                              intervening_if=Condition("kicked"), text=label))
    elif name == "jump-start":  # 702.133a: flashback-like, its mana cost plus a discard (filled in by finish)
        parts.alternative.append(AlternativeCost(Cost(discard=Filter(zone="hand"), discard_count=1), "jump-start",
                                                 flashback=True))
    elif name in ("foretell", "plot"):  # 702.143a, 702.170a: the special action and cast are the kernel's
        assert cost is not None
        parts.alternative.append(AlternativeCost(Cost(mana=cost), name))
    elif name == "spectacle":  # 702.137a: an alternative cost offered only if an opponent lost life this turn
        assert cost is not None
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "spectacle",
                                                 condition=Condition("opponent_lost_life_this_turn")))
    else:
        return False
    return True


def finish_jump_start(parts: Parts, mana_cost: ManaCost | None) -> None:
    """Jump-start's cost is the card's mana cost and a discard (702.133a), known once the card is compiled."""
    for i, alt in enumerate(parts.alternative):
        if alt.label == "jump-start" and alt.cost.mana is None:
            if mana_cost is None or mana_cost.x:
                raise Unsupported("jump-start without a mana cost, or with X")
            parts.alternative[i] = replace(alt, cost=replace(alt.cost, mana=mana_cost))


@expander("typecycling", "cycling", "kicker", "buyback", "entwine", "flashback")
def expand_classic_cost_keyword(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """The older keywords written with a mana cost: cycling and typecycling (702.29a, 702.29e), kicker, buyback
    and entwine (702.33a, 702.27a, 702.42a: optional additional costs) and flashback (702.34a)."""
    cost = keyword_cost(m)
    assert cost is not None
    if kw.name == "typecycling":
        search = nested_builder("activated").transform(parse(
            f"search your library for a {m.group('what')} card, reveal it, put it into your hand, then shuffle."))
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost, discard_self=True), Modal((Mode(search[1]),)), zone="hand",
            text=f"{m.group('what').capitalize()}cycling {cost}"))
    elif kw.name == "cycling":
        parts.activated.append(ActivatedAbility(
            Cost(mana=cost, discard_self=True), Modal((Mode((Simple("draw", Ref("you"), fixed(1)),)),)),
            zone="hand", text=f"Cycling {cost}"))
    elif kw.name in ("kicker", "buyback", "entwine"):
        if parts.optional:  # the kernel pays a card's optional costs together (one "kicked" choice)
            raise Unsupported("a second optional additional cost")
        parts.optional.append(OptionalCost(Cost(mana=cost), kw.name))
    else:
        parts.alternative.append(AlternativeCost(Cost(mana=cost), "flashback", flashback=True))
    return True


class CastingKeywordsPhrases(PhraseBase):
    """The phrases of the casting keywords."""

    def s_kicked_enters_with(self, ch: list[Any]) -> Any:
        """"If ~ was kicked, it enters with two +1/+1 counters on it [and with flying]." (702.33d, 614.1c): the
        counters are a replacement effect applied as it enters kicked; the keywords a static ability that
        applies while the permanent is one that entered kicked."""
        c = _clean(ch)
        kicked = Condition("kicked")
        out = [StaticAbility("enters_with_counters", amount=_amount(c[0]), condition=kicked,
                             params=(("counter", str(c[1])),))]
        if len(c) > 2:
            out.append(StaticAbility("add_keywords", keywords=c[2], condition=kicked))
        return ("statics", tuple(out))

    def t_cast_self(self, ch: list[Any]) -> TriggerSpec:
        """"When you cast ~": the spell's own ability triggers as it becomes cast (601.2i), from the stack
        (`rules.casting.cast_done`)."""
        return TriggerSpec("cast_self")

    def exile_self_with_counters(self, ch: list[Any]) -> list[Effect]:
        """"Exile ~ with three time counters on it." (Arc Blade): the spell exiles its own card as it
        resolves; with suspend, the card is suspended again (702.62b)."""
        words = [c for c in ch if not (isinstance(c, Token) and c.type.startswith("__ANON"))]
        n, kind = words[0], str(words[1])
        if kind != "time" or not isinstance(n, int):
            raise Unsupported(f"exile ~ with {kind} counters")
        return [Simple("exile_self_with_time_counters", Ref("self"), fixed(n))]

    def s_escapes_with(self, ch: list[Any]) -> Any:
        """"~ escapes with N +1/+1 counters on it" (702.138c): a replacement as it enters, if its escape cost
        was paid (the permanent is tagged with the alternative cost it was cast for)."""
        n = next(c for c in ch if isinstance(c, int))
        kind = str(next(c for c in ch if isinstance(c, Token) and c.type == "COUNTER_KIND"))
        return ("static", StaticAbility("enters_with_counters", amount=fixed(n),
                                        condition=Condition("tagged", name="paid:escape"), params=(("counter", kind),)))

    def altcost_free_if(self, ch: list[Any]) -> Any:
        """"If <condition>, you may cast ~ without paying its mana cost." (118.9): casting it for nothing is an
        alternative cost (118.9a, 601.2b: chosen as it is cast, only while the condition holds; its additional
        costs and cost increases still apply, 118.9d)."""
        cond = next(c for c in _clean(ch) if isinstance(c, Condition))
        return ("altcost", AlternativeCost(Cost(), label="without paying its mana cost", condition=cond))

    def cd_opponent_and_you_control(self, ch: list[Any]) -> Condition:
        """"an opponent controls a Plains and you control a Swamp" (the Mercadian Masques free spells): both."""
        c = [x for x in _clean(ch) if not isinstance(x, Token)]
        if c[0] != 1 or c[2] != 1:
            raise Unsupported("an opponent controls N ... and you control N ...")
        theirs = Condition("opponent_controls", filter=c[1].filter())
        yours = Condition("control", filter=replace(c[3].filter(), controller="you"))
        return Condition("all", all_of=(theirs, yours))

    def cast_free_from_hand(self, ch: list[Any]) -> list[Simple]:
        """"You may cast a card with mana value 3 or less from your hand without paying its mana cost." (608.2g):
        as it resolves, its controller may choose a card of that kind in their hand they could cast (a land is
        played, not cast, so never) and cast it for no mana (`rules.stack.one_card_effects.cast_free_from_hand`)."""
        desc = next(c for c in _clean(ch) if hasattr(c, "filter"))
        flt = desc.filter()
        if flt.controller != "any" or flt.mana_value_at_most_x or flt.mana_value_is_x:
            raise Unsupported("cast a card from your hand without paying its mana cost, described beyond its kind")
        return [Simple("cast_free_from_hand", Ref("you"), params=(("filter", replace(flt, zone="hand")),))]
