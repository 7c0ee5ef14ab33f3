"""Casting keywords that change how a spell's cost is paid or what casting it does (702, 601.2).

- convoke (702.51) and improvise (702.126): while paying (601.2h), each untapped creature / artifact the
  caster taps pays for {1}, or (convoke) for one mana of that creature's color. Asked one permanent at a time
  after delve and before the mana, like delve; the taps are undone by the 601.2 rewind if the cast is
  abandoned (R-C-2).
- affinity for artifacts / for a basic land type (702.41): the spell costs {1} less for each such permanent
  its caster controls, a reduction applied in 601.2f with the others.
- storm (702.40): "when you cast this spell, copy it for each other spell cast before it this turn".
- split second (702.61): while a spell with split second is on the stack, players can't cast spells or
  activate abilities that aren't mana abilities (read by `rules.turn.priority.priority_actions`).
- bestow (702.103): the bestowed card definition and the changes in and out of being bestowed.
- splice onto Arcane (702.47): the cards that may be spliced and the spell with their effects added.
- fuse (702.102), emerge (702.119), disturb (702.146: cast transformed from the graveyard).
- spree (702.172): "choose one or more modes; as an additional cost, pay the costs associated with those modes";
  the modes are chosen in 601.2b, so their costs are added in 601.2f like any other additional cost.
- harmonize (702.180): cast from the graveyard for the harmonize cost, like flashback; while paying (601.2h),
  before mana, its caster may tap one untapped creature they control to reduce the generic part of the cost by
  that creature's power (`ask_harmonize_tap`).

The casting procedure itself stays in `rules.casting.casting`; these functions are called from it only when the
spell has one of the keywords, so spells without them pay nothing extra.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import (
    CardDef,
    Filter,
    Modal,
    Mode,
    Ref,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    spell_modal,
)
from kitchentable.rules.casting.cast_modes import CastMode, alternative_index, cast_mode
from kitchentable.rules.casting.castable import castable_from_graveyard
from kitchentable.rules.casting.casting import (
    alternative_offered_if,
    as_alternative_is_chosen,
    as_spell_becomes_cast,
)
from kitchentable.rules.casting.context import CastContext, ctx, set_ctx
from kitchentable.rules.casting.payment import after_cost_picks, pays_before_mana
from kitchentable.rules.casting.total_cost import (
    additional_cost,
    alternative_cost_estimate,
    cost_estimate,
    cost_reduction,
    own_static,
)
from kitchentable.rules.concepts.mana import COLORS, ManaCost
from kitchentable.rules.concepts.targets import can_target
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.events import tap
from kitchentable.rules.records import replace
from kitchentable.rules.records import replace as _replace
from kitchentable.rules.stack.one_card_effects import replicate_trigger_effect
from kitchentable.rules.stack.resolve import _specs, before_targets_checked
from kitchentable.rules.stack.triggers import PendingTrigger
from kitchentable.rules.state import HAND, Decision, GameState
from kitchentable.rules.turn.priority import priority_lock
from kitchentable.rules.turn.state_based_actions import illegal_aura_stays

TAP_TO_PAY = frozenset({"convoke", "improvise"})
AFFINITY = {"affinity for artifacts": ("Artifact", ""), "affinity for plains": ("", "Plains"),
            "affinity for islands": ("", "Island"), "affinity for swamps": ("", "Swamp"),
            "affinity for mountains": ("", "Mountain"), "affinity for forests": ("", "Forest")}
COST_KEYWORDS = TAP_TO_PAY | frozenset(AFFINITY)
"""Keywords that change the mana a spell needs: the legal-action pre-check reads them (one set test)."""
# --- affinity (702.41) ----------------------------------------------------------------------------------------


@cost_reduction("702.41a")
def _affinity(state: GameState, card: CardDef, seat: int) -> int:
    return 0 if card.keywords.isdisjoint(AFFINITY) else affinity_reduction(state, card, seat)


def affinity_reduction(state: GameState, card: CardDef, seat: int) -> int:
    """702.41a: "this spell costs {1} less to cast for each [artifact / land of the type] you control";
    a card with two instances gets both (702.41b)."""
    total = 0
    for kw in card.keywords:
        found = AFFINITY.get(kw)
        if found is None:
            continue
        kind, subtype = found
        for oid in state.battlefield():
            c = chars(state, oid)
            if c.controller == seat and (kind in c.types if kind else subtype in c.subtypes):
                total += 1
    return total


# --- convoke (702.51) and improvise (702.126) ------------------------------------------------------------------


def _helpers(state: GameState, seat: int, card: CardDef) -> list[tuple[int, frozenset[str]]]:
    """(permanent, colors) the caster could tap for convoke or improvise now: untapped, theirs. Summoning
    sickness doesn't matter: tapping for these keywords isn't a {T} cost (302.6)."""
    convoke = "convoke" in card.keywords
    improvise = "improvise" in card.keywords
    out: list[tuple[int, frozenset[str]]] = []
    for oid in state.battlefield():
        o = state.objects[oid]
        if o.tapped or o.phased_out:
            continue
        c = chars(state, oid)
        if c.controller != seat:
            continue
        if convoke and "Creature" in c.types:
            out.append((oid, c.colors))
        elif improvise and "Artifact" in c.types:
            out.append((oid, frozenset()))
    return out


@cost_estimate("702.51a", *COST_KEYWORDS)
def estimated_with_helpers(state: GameState, seat: int, card: CardDef, cost: ManaCost) -> ManaCost:
    """The legal-action pre-check (not the payment): the cost left once affinity applies and every creature
    or artifact that could be tapped pays a symbol it can (colored first, then generic)."""
    cost = cost.reduce_generic(affinity_reduction(state, card, seat))
    if card.keywords.isdisjoint(TAP_TO_PAY):
        return cost
    for _oid, colors in _helpers(state, seat, card):
        cost = _pay_one(cost, next((c for c in sorted(colors) if cost.count(c)), "1"))
    return cost


def _pay_one(cost: ManaCost, symbol: str) -> ManaCost:
    """`cost` less one `symbol`: "1" for a generic mana, a color letter for a colored symbol."""
    if symbol == "1":
        return cost.reduce_generic(1)
    colored = tuple((c, n - 1 if c == symbol else n) for c, n in cost.colored)
    return replace(cost, colored=tuple((c, n) for c, n in colored if n))


@pays_before_mana("702.51a")
def ask_tap_to_pay(state: GameState, cid: int) -> bool:
    """702.51a / 702.126a: offer one untapped creature (convoke) or artifact (improvise) to tap for a symbol
    of the total cost, or to stop. True if a decision is pending."""
    c = ctx(state, cid)
    card = state.objects[c.stack_id].card
    if c.kind != "spell" or card.keywords.isdisjoint(TAP_TO_PAY) or state.turn_facts.get(("tap_pay_done", cid)):
        return False
    total = c.total or ManaCost()
    options: list[tuple[Any, ...]] = []
    for oid, colors in _helpers(state, c.controller, card):
        options += [("pick", "tap_to_pay", oid, col) for col in COLORS if col in colors and total.count(col)]
        if total.generic:
            options.append(("pick", "tap_to_pay", oid, "1"))
    if not options:
        return False
    options.append(("tap_pay_done",))
    words = " or ".join(k for k in ("convoke", "improvise") if k in card.keywords)
    ask(state, Decision(c.controller, "cost_tap_to_pay", tuple(options), "cast_tap_to_pay", (cid,),
                        f"Tap a permanent to pay part of {total} ({words}: 702.51a, 702.126a), or stop.", "702.51a"))
    return True


@resumer("cast_tap_to_pay")
def tap_to_pay_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    push(state, ("cast_pay", cid))
    if action == ("tap_pay_done",):
        state.turn_facts[("tap_pay_done", cid)] = True
        return
    c = ctx(state, cid)
    tap(state, action[2])
    set_ctx(state, cid, replace(c, total=_pay_one(c.total or ManaCost(), action[3])))
    state.log_event("702.51a", "tap_to_pay", c.controller, action[2], action[3])


# --- storm (702.40) --------------------------------------------------------------------------------------------


@as_spell_becomes_cast("702.40a")
def _storm(state: GameState, c: CastContext, card: CardDef, name: str) -> None:
    if "storm" in card.keywords:
        storm_trigger(state, c.controller, c.stack_id, name, spells_cast_this_turn(state))


def storm_trigger(state: GameState, controller: int, stack_id: int, name: str, before: int) -> None:
    """702.40a: "When you cast this spell, copy it for each other spell that was cast before it this turn";
    `before` is that count, read as the spell becomes cast (spells of every player count)."""
    if not before:
        return
    ability = TriggeredAbility(TriggerSpec("cast"), Modal((Mode((replicate_trigger_effect(before),)),)),
                               text="Storm")
    state.pending_triggers.append(PendingTrigger(controller, stack_id, -1, ability,
                                                 ("cast", controller, stack_id), name))


def spells_cast_this_turn(state: GameState) -> int:
    return sum(int(state.turn_facts.get(("spells_cast", p.seat), 0)) for p in state.players)


# --- split second (702.61) --------------------------------------------------------------------------------------


@priority_lock("702.61a")
def split_second_on_stack(state: GameState, stack: list[int]) -> bool:
    """702.61a: a spell with split second on the stack stops players casting spells and activating abilities
    that aren't mana abilities (special actions and triggered abilities still happen)."""
    objects = state.objects
    for oid in stack:
        o = objects[oid]
        if o.stack is not None and o.stack.kind == "spell" and "split second" in chars(state, oid).keywords:
            return True
    return False


# --- bestow (702.103) ------------------------------------------------------------------------------------------
#
# A bestowed spell or permanent is the same object with a different card definition: `bestowed(card)`, an
# Aura enchantment with "enchant creature" and no creature type, subtypes or power/toughness (702.103b-c).
# The object remembers its whole card as ("bestow_of", card) in its memory; `rules.events.move` gives the
# whole card back whenever it leaves the stack or battlefield for another zone, and the card becomes whole
# again when it stops being bestowed (702.103e on resolution, 702.103f when it becomes unattached).

_BESTOWED: dict[int, tuple[CardDef, CardDef]] = {}
BESTOW_TARGET = Modal((Mode(targets=(TargetSpec(Filter(types=frozenset({"Creature"})), label="enchant"),)),))


def bestowed(card: CardDef) -> CardDef:
    """702.103b: the characteristics of a bestowed spell: an Aura enchantment with enchant creature; it is not
    a creature (nor has creature types) and has no power or toughness. A card with bestow is an "Enchantment
    Creature" whose subtypes are all creature types, so the bestowed subtypes are just Aura."""
    found = _BESTOWED.get(id(card))
    if found is None or found[0] is not card:
        variant = replace(card, types=card.types - {"Creature"}, subtypes=frozenset({"Aura"}),
                          power=None, toughness=None, enchant=Filter(types=frozenset({"Creature"})))
        found = (card, variant)
        _BESTOWED[id(card)] = found
    return found[1]


@as_alternative_is_chosen("bestow")
def _bestow_chosen(state: GameState, c: CastContext) -> CastContext:
    """702.103b: cast bestowed, the spell is an Aura spell with enchant creature, targeting a creature."""
    become_bestowed(state, c.stack_id)
    return replace(c, modal=BESTOW_TARGET)


def become_bestowed(state: GameState, oid: int) -> None:
    """702.103b: the spell becomes bestowed as its bestow cost is chosen (601.2b)."""
    o = state.mut(oid)
    o.memory = (("bestow_of", o.card),) + o.memory
    o.card = bestowed(o.card)
    state.cache.pop(oid, None)


def whole_card(state: GameState, oid: int) -> CardDef | None:
    """The card a bestowed object really is, None if it isn't bestowed."""
    o = state.objects[oid]
    if o.memory and isinstance(o.memory[0], tuple) and o.memory[0][0] == "bestow_of":
        card: CardDef = o.memory[0][1]
        return card
    return None


def stop_being_bestowed(state: GameState, oid: int, rule: str) -> None:
    """702.103e-f: the object is no longer bestowed: it has its card's characteristics again (an enchantment
    creature)."""
    card = whole_card(state, oid)
    if card is None:
        return
    o = state.mut(oid)
    o.card = card
    o.memory = o.memory[1:]
    o.attached_to = None
    state.log_event(rule, "unbestowed", card.name)


@before_targets_checked("bestow_of")
def _bestow_target_check(state: GameState, oid: int) -> tuple[Any, Any]:
    """702.103e: a bestowed Aura spell whose target is illegal as it resolves stops being bestowed and
    resolves as an enchantment creature spell (it doesn't fizzle)."""
    o = state.objects[oid]
    info = o.stack
    assert info is not None
    spec = _specs(state, oid)[0]
    group = info.targets[0] if info.targets else ()
    if group and all(can_target(state, t, spec, info.controller, oid) for t in group):
        return o, info
    stop_being_bestowed(state, oid, "702.103e")
    o = state.mut(oid, characteristics=False)
    o.stack = _replace(info, targets=())
    return o, o.stack


@illegal_aura_stays("702.103f", unattach=stop_being_bestowed)
def _bestowed(state: GameState, oid: int) -> bool:
    """702.103f: a bestowed Aura attached illegally stops being bestowed instead of going to the graveyard."""
    return bool(state.objects[oid].memory) and whole_card(state, oid) is not None


# --- splice onto Arcane (702.47) ----------------------------------------------------------------------------


def splice_cost(card: CardDef) -> ManaCost | None:
    """The card's splice cost (702.47a), None without splice."""
    return own_static(card, "splice") if card.static else None


@handler("cast_splice")
def cast_splice(state: GameState, frame: tuple[Any, ...]) -> None:
    """702.47a / 601.2b: as an Arcane spell is cast, its caster may reveal cards with splice onto Arcane from
    their hand, one at a time, to add their effects to it (and their splice costs to its total cost)."""
    cid = frame[1]
    c = ctx(state, cid)
    card = state.objects[c.stack_id].card
    if c.kind != "spell" or "Arcane" not in card.subtypes or c.modal.is_modal or len(c.modal.modes) != 1:
        return
    found = splice_candidates(state, c.controller, c.spliced)
    if not found:
        return
    options = tuple(("splice", oid) for oid in found) + (("splice_done",),)
    ask(state, Decision(c.controller, "splice", options, "cast_splice", (cid,),
                        f"Splice a card onto {card.name} (702.47a), or stop.", "702.47a"))


@resumer("cast_splice")
def splice_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    c = ctx(state, cid)
    if action == ("splice_done",):
        return
    oid = action[1]
    state.log_event("702.47a", "reveal", c.controller, [state.objects[oid].card.name])
    c = replace(c, spliced=c.spliced + (oid,))
    o = state.mut(c.stack_id)
    if not (o.memory and isinstance(o.memory[0], tuple) and o.memory[0][0] == "spliced_of"):
        o.memory = (("spliced_of", o.card),) + o.memory  # the card is whole again off the stack
    whole = o.memory[0][1]
    o.card = replace(whole, spell=spliced_modal(spell_modal(whole), [state.objects[s].card for s in c.spliced]))
    state.cache.pop(c.stack_id, None)
    set_ctx(state, cid, replace(c, modal=spell_modal(o.card)))
    push(state, ("cast_splice", cid))


@additional_cost("702.47a")
def _splice_costs(state: GameState, c: CastContext, card: CardDef) -> ManaCost | None:
    """702.47a: each spliced card's splice cost is an additional cost."""
    total: ManaCost | None = None
    for oid in c.spliced:
        if oid in state.objects:
            total = (total or ManaCost()).plus(splice_cost(state.objects[oid].card) or ManaCost())
    return total


def splice_candidates(state: GameState, seat: int, chosen: tuple[int, ...]) -> list[int]:
    """702.47a-c: cards in the caster's hand with splice onto Arcane, each spliced at most once; only cards
    whose spell has one mode are offered (splicing a modal card's effects is not implemented)."""
    out: list[int] = []
    for oid in state.zone(HAND, seat):
        card = state.objects[oid].card
        if oid not in chosen and splice_cost(card) is not None and card.spell is not None \
                and not card.spell.is_modal:
            out.append(oid)
    return out


def shift_targets(value: Any, offset: int) -> Any:
    """A copy of an effect (or mode) whose target references name group i + `offset`: the spliced card's
    targets come after the spell's own (702.47b)."""
    if isinstance(value, Ref):
        return replace(value, index=value.index + offset) if value.kind == "target" else value
    if isinstance(value, TargetSpec):
        linked = value.controlled_by_group
        return replace(value, different_from=tuple(g + offset for g in value.different_from),
                       controlled_by_group=None if linked is None else linked + offset)
    if isinstance(value, tuple):
        return tuple(shift_targets(v, offset) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: shift_targets(getattr(value, f.name), offset) for f in fields(value)
                   if f.init and isinstance(getattr(value, f.name), (Ref, TargetSpec, tuple)) or
                   (f.init and is_dataclass(getattr(value, f.name)))}
        return replace(value, **changes) if changes else value
    return value


def spliced_modal(base: Modal, cards: list[CardDef]) -> Modal:
    """702.47b: the spell with each spliced card's effects (and targets) added after its own, in order."""
    mode = base.modes[0]
    effects, targets = mode.effects, mode.targets
    for card in cards:
        assert card.spell is not None
        extra = card.spell.modes[0]
        effects = effects + shift_targets(extra.effects, len(targets))
        targets = targets + shift_targets(extra.targets, len(targets))
    return Modal((Mode(effects, targets, mode.text),))


# --- fuse (702.102) ----------------------------------------------------------------------------------------

_FUSED: dict[int, tuple[CardDef, CardDef]] = {}


def fusable(card: CardDef) -> bool:
    """702.102a: a split card whose halves have fuse may be cast with both halves from the hand (halves with
    modes are not fused here)."""
    return card.layout == "split" and len(card.faces) == 2 and all(
        "fuse" in f.keywords and f.spell is not None and not f.spell.is_modal for f in card.faces)


def fused(card: CardDef) -> CardDef:
    """702.102c-d: the fused split spell: both halves' characteristics combined (the mana costs added), the
    left half's instructions followed by the right half's, its targets after the left's."""
    found = _FUSED.get(id(card))
    if found is None or found[0] is not card:
        left, right = card.faces
        modes: list[Mode] = []
        assert left.spell is not None and right.spell is not None
        lm, rm = left.spell.modes[0], right.spell.modes[0]
        modes.append(Mode(lm.effects + shift_targets(rm.effects, len(lm.targets)),
                          lm.targets + shift_targets(rm.targets, len(lm.targets))))
        cost = (left.mana_cost or ManaCost()).plus(right.mana_cost or ManaCost())
        variant = replace(left, name=f"{left.name} // {right.name}", mana_cost=cost,
                          types=left.types | right.types, subtypes=left.subtypes | right.subtypes,
                          keywords=left.keywords | right.keywords, spell=Modal(tuple(modes)),
                          static=left.static + right.static)
        found = (card, variant)
        _FUSED[id(card)] = found
    return found[1]


# --- emerge (702.119) ----------------------------------------------------------------------------------------


@after_cost_picks("702.119a")
def emerge_reduction(state: GameState, cid: int) -> None:
    """702.119a: the emerge cost is reduced by the sacrificed creature's mana value. The creature is chosen
    with the cost's other choices (601.2h's picks, before the mana); the reduction is applied to the generic
    part once it is known, and only once."""
    c = ctx(state, cid)
    if c.kind != "spell" or c.alternative < 0 or state.turn_facts.get(("emerge_done", cid)):
        return
    card = state.objects[c.stack_id].card
    if card.alternative_costs[c.alternative].label != "emerge":
        return
    picked = [oid for kind, oid in state.turn_facts.get(("cost_picks", cid), ()) if kind == "sacrifice"]
    if not picked:
        return
    state.turn_facts[("emerge_done", cid)] = True
    mv = chars(state, picked[0]).mana_value
    set_ctx(state, cid, replace(c, total=(c.total or ManaCost()).reduce_generic(mv)))
    state.log_event("702.119a", "emerge_reduction", mv)


# --- disturb (702.146) -------------------------------------------------------------------------------------------

def disturb_index(card: CardDef) -> int:
    """The index of the card's disturb cost among its alternative costs (-1 if none): a transforming
    double-faced card whose front face has disturb (702.146a)."""
    if card.layout != "transform" or len(card.faces) < 2 or not card.alternative_costs:
        return -1
    return alternative_index(card, "disturb")


_CAST_TRANSFORMED: dict[int, CardDef] = {}
_KEEP_ALIVE: list[CardDef] = []  # ids stay valid while the definitions they were computed for live


def cast_transformed(whole: CardDef) -> CardDef:
    """702.146a / 712.4b: the back face as a spell cast transformed, paying the front face's disturb cost
    rather than a mana cost (its only alternative cost, preset as the cast begins). Built once per card."""
    found = _CAST_TRANSFORMED.get(id(whole))
    if found is None:
        alt = whole.alternative_costs[disturb_index(whole)]
        found = replace(whole.faces[1], alternative_costs=(alt,))
        _CAST_TRANSFORMED[id(whole)] = found
        _KEEP_ALIVE.append(whole)
    return found


# --- spree (702.172) ---------------------------------------------------------------------------------------------

@additional_cost("702.172a")
def _spree(state: GameState, c: CastContext, card: CardDef) -> ManaCost | None:
    return (spree_cost(card, c.modes) or ManaCost()) if "spree" in card.keywords else None


def spree_cost(card: CardDef, modes: tuple[int, ...]) -> ManaCost | None:
    """702.172a: the sum of the costs of the chosen modes of a spree spell; None for a card without spree."""
    for ab in card.static:
        if ab.kind == "spree":
            costs: tuple[ManaCost, ...] = ab.param("costs", ())
            total = ManaCost()
            for i in modes:
                if 0 <= i < len(costs):
                    total = total.plus(costs[i])
            return total
    return None


# --- harmonize (702.180) -----------------------------------------------------------------------------------------

def harmonized(card: CardDef) -> bool:
    """Does the card's graveyard cast use a harmonize cost (its flashback-like alternative cost)?"""
    return any(a.flashback and a.label == "harmonize" for a in card.alternative_costs)


def harmonize_estimate(state: GameState, seat: int, cost: ManaCost) -> ManaCost:
    """The legal-action pre-check: the harmonize cost less the power of the strongest untapped creature the
    player controls (the tap 702.180a allows)."""
    best = 0
    for oid in state.battlefield():
        o = state.objects[oid]
        if o.controller == seat and not o.tapped:
            c = chars(state, oid)
            if "Creature" in c.types:
                best = max(best, c.power or 0)
    return cost.reduce_generic(best)


@alternative_cost_estimate("harmonize")
def _harmonize_estimate(state: GameState, seat: int, card: CardDef, cost: ManaCost) -> ManaCost:
    return harmonize_estimate(state, seat, cost)


@pays_before_mana("702.180a")
def _harmonize_tap(state: GameState, cid: int) -> bool:
    """Only a spell cast from the graveyard for its harmonize (a flashback-like) cost."""
    c = ctx(state, cid)
    return c.flashback and c.kind == "spell" and ask_harmonize_tap(state, cid)


def ask_harmonize_tap(state: GameState, cid: int) -> bool:
    """702.180a: paying a harmonize cost, its caster may tap one untapped creature they control to reduce the
    generic part of the cost by its power. True if the question is pending."""
    c = ctx(state, cid)
    if c.kind != "spell" or not c.flashback or state.turn_facts.get(("harmonize_done", cid)):
        return False
    if not harmonized(state.objects[c.stack_id].card) or not (c.total and c.total.generic):
        return False
    options: list[tuple[Any, ...]] = []
    for oid in state.battlefield():
        o = state.objects[oid]
        if o.controller == c.controller and not o.tapped and "Creature" in chars(state, oid).types \
                and (chars(state, oid).power or 0) > 0:
            options.append(("pick", "harmonize", oid))
    if not options:
        return False
    ask(state, Decision(c.controller, "cost_harmonize", (*options, ("harmonize_done",)), "rc_harmonize", (cid,),
                        "Tap a creature to reduce the harmonize cost by its power, or don't (702.180a).", "702.180a"))
    return True


@resumer("rc_harmonize")
def harmonize_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    state.turn_facts[("harmonize_done", cid)] = True
    push(state, ("cast_pay", cid))
    if action == ("harmonize_done",):
        return
    c = ctx(state, cid)
    power = chars(state, action[2]).power or 0
    events.tap(state, action[2])
    set_ctx(state, cid, replace(c, total=(c.total or ManaCost()).reduce_generic(power)))
    state.log_event("702.180a", "harmonize_tap", c.controller, action[2], power)


# --- how these keywords are cast ------------------------------------------------------------------------------


def _fused_part(card: CardDef, how: str) -> CardDef:
    return fused(card) if fusable(card) else card


def _may_fuse(card: CardDef) -> bool:
    return card.layout == "split" and len(card.faces) > 1 and fusable(card)


cast_mode(CastMode("fused", "702.102a", from_hand=True, part=_fused_part, offered_from_hand=_may_fuse))
cast_mode(CastMode("escape", "702.138a", alternative="escape"))
cast_mode(CastMode("disturb", "702.146a", alternative="disturb", transformed=cast_transformed))


@castable_from_graveyard("702.138a", "escape")
def _escape(state: GameState, seat: int, oid: int) -> str | None:
    """702.138a: cast from your graveyard for its escape cost."""
    o = state.objects[oid]
    return "escape" if o.owner == seat and any(a.label == "escape" for a in o.card.alternative_costs) else None


@castable_from_graveyard("702.146a", "disturb")
def _disturb(state: GameState, seat: int, oid: int) -> str | None:
    """702.146a: cast transformed from its owner's graveyard for its disturb cost."""
    o = state.objects[oid]
    return "disturb" if o.owner == seat and disturb_index(o.card) >= 0 else None


@alternative_offered_if("surge")
def _surge(state: GameState, c: CastContext) -> bool:
    """702.117a: only if you've cast another spell this turn (this one isn't cast yet)."""
    return bool(state.turn_facts.get(("spells_cast", c.controller)))
