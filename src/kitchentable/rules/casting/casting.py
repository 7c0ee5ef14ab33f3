"""Casting spells (601.2), activating abilities (602.2), mana abilities (605) and playing lands (305).

The procedure runs as frames in the order `RULINGS.md` R-C-1 fixes, each choice a decision:

  601.2a announce: the card moves to the stack (an ability is created on it)
  601.2b cost intentions (alternative cost, kicker, splice onto Arcane), then X, then modes
  601.2c targets (the number first when it varies), 601.2d division
  601.2f total cost: mana cost or alternative cost, + additional costs and increases, - reductions,
         generic part floored at 0; X keeps its announced value (R-C-3; option x_under_alternative_cost)
  601.2g-h activate mana abilities, then pay everything
  601.2i the spell becomes cast: cast triggers; the caster receives priority again

If a step cannot be completed, or the player cancels, the whole action is rewound (601.2 / document 001,
R-C-2): the state becomes exactly the saved copy from before the announcement, log included, and the player
holds priority again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from kitchentable.rules.abilities import (
    ActivatedAbility,
    AddMana,
    CardDef,
    Cost,
    DivideDamage,
    Filter,
    Modal,
    Mode,
    TargetSpec,
)
from kitchentable.rules.casting.casting_restrictions import cast_allowed
from kitchentable.rules.casting.cost_parts import bounce_candidates, with_x_count, x_cap
from kitchentable.rules.casting.mana_abilities import alternatives as mana_alternatives
from kitchentable.rules.casting.mana_abilities import costed_holders_options
from kitchentable.rules.casting.mana_spent import FLAG as MANA_SPENT
from kitchentable.rules.casting.mana_spent import record as record_mana_spent
from kitchentable.rules.casting.storage_lands import storage_options
from kitchentable.rules.casting.triggered_mana import in_play as mana_triggers_in_play
from kitchentable.rules.concepts.card_names import activation_banned, any_bans, cast_banned
from kitchentable.rules.concepts.energy import can_pay_energy, pay_energy
from kitchentable.rules.concepts.mana import ManaCost, ManaPool, can_pay, choose_sources, pay_from_pool
from kitchentable.rules.concepts.restricted_mana import Lent, lend, settle, usable_sources, with_lendable
from kitchentable.rules.concepts.targets import (
    Target,
    candidates,
    has_candidates,
    matching_objects,
    spec_with_x,
)
from kitchentable.rules.continuous.layers import Characteristics, chars
from kitchentable.rules.continuous.player_rules import FLASH_PERMISSION_USED, flash_permission
from kitchentable.rules.continuous.static_abilities import (
    any_cast_bans,
    cast_forbidden,
    first_spell_used,
    note_cast,
    targets_fit,
)
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.keywords.casting_keywords import (
    AFFINITY,
    BESTOW_TARGET,
    ELSEWHERE,
    affinity_reduction,
    ask_tap_to_pay,
    become_bestowed,
    emerge_reduction,
    fusable,
    fused,
    madness_index,
    own_static,
    spells_cast_this_turn,
    splice_candidates,
    splice_cost,
    spliced_modal,
    storm_trigger,
)
from kitchentable.rules.state import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    STACK,
    Decision,
    GameState,
    StackInfo,
)

RETRACE_COST = Cost(discard=Filter(types=frozenset({"Land"}), zone=HAND), discard_count=1)
"""702.81a: "by discarding a land card in addition to paying its other costs"."""
MAX_X = 20
MAX_REPLICATE = 4
"""The most replicate payments offered (702.56a says "any number of times"; a bound keeps games finite)."""

TAPPED_FOR_COST = "tapped_for_cost"
"""The turn fact (TAPPED_FOR_COST, stack id): the permanents tapped to pay that ability's cost (601.2h), for
station (702.184a), which reads the tapped creature's power as it resolves."""


@dataclass(frozen=True, slots=True)
class CastContext:
    """The choices of a spell or ability being put on the stack, locked in step by step."""

    kind: str  # spell | activated | triggered
    controller: int
    stack_id: int
    source: int
    modal: Modal
    ability_index: int = -1
    x: int = 0
    has_x: bool = False
    modes: tuple[int, ...] = (0,)
    targets: tuple[tuple[Target, ...], ...] = ()
    division: tuple[int, ...] = ()
    alternative: int = -1
    kicked: bool = False
    flashback: bool = False
    flashback_cost: Cost | None = None
    without_paying: bool = False
    total: ManaCost | None = None
    cost: Cost | None = None
    colors_spent: frozenset[str] = frozenset()  # sunburst (702.44a), recorded only for a card that has it
    paid_life: int = 0
    event: tuple[Any, ...] = ()
    replicate: int = 0
    retrace: bool = False  # 702.81a: cast from the graveyard, discarding a land card as an additional cost
    spliced: tuple[int, ...] = ()  # 702.47a: cards in hand spliced onto this Arcane spell


def ctx(state: GameState, cid: int) -> CastContext:
    found = state.contexts[cid]
    assert isinstance(found, CastContext)
    return found


def set_ctx(state: GameState, cid: int, value: CastContext) -> None:
    state.contexts[cid] = value


def new_ctx(state: GameState, value: CastContext) -> int:
    cid = state.next_ctx
    state.next_ctx += 1
    state.contexts[cid] = value
    return cid


# --- rewind (601.2, R-C-2) ---------------------------------------------------------------------------------


def save_rewind_point(state: GameState, decision: Decision) -> None:
    """Keep the state as it was while the player held priority, before announcing (R-C-2)."""
    snapshot = state.copy()
    snapshot.log.pop()  # the choice that started the announcement leaves no trace either
    if decision.kind == "priority" and snapshot.frames and snapshot.frames[-1] == ("priority",):
        snapshot.frames.pop()  # 117.3c: answering the restored priority decision schedules it again
    snapshot.decision = decision
    snapshot.decisions_taken -= 1
    state.cast_snapshot.append(snapshot)


def rewind(state: GameState, rule: str = "601.2", why: str = "cancelled", cost: str = "") -> None:
    """601.2: the action is reversed; the player again holds priority with nothing leaked. The restored
    decision carries a notice for that player alone (`Decision.notice`): the rule and the reason, the action
    that began the announcement and the total cost that couldn't be paid (if known)."""
    snapshot = state.cast_snapshot[-1]
    began = state.log[len(snapshot.log)] if len(state.log) > len(snapshot.log) else None
    # A copy of this state (a search agent's) may hold the same snapshot in its own rewind list: restore
    # from a copy of it, so that neither state changes what the other would rewind to.
    state.restore(snapshot.copy())
    begun = began is not None and began.kind in ("choice", "auto")
    if state.decision is not None and began is not None and begun:
        state.decision = replace(state.decision, notice=("rewound", rule, why, began.data[2], cost))
    if state.rules is not None and began is not None and begun:
        state.rules.after_rewind(state, began.data[2])


def finish_rewind_point(state: GameState) -> None:
    state.cast_snapshot.pop()


# --- spells ----------------------------------------------------------------------------------------------


def split_half(card: CardDef, how: str) -> CardDef:
    """The half of a split card cast with `how` = "half:N" (709.3a), both halves with "fused" (702.102); the
    card itself otherwise."""
    if how.startswith("half:") and card.layout == "split" and card.faces:
        return card.faces[int(how[5:])]
    if how == "fused" and fusable(card):
        return fused(card)
    return card


def spell_card(state: GameState, oid: int) -> CardDef:
    """The card a spell on the stack is cast as: a face-down spell has only the face-down characteristics
    (708.4, 702.37c), so its costs and choices read those, not the card's."""
    o = state.objects[oid]
    if o.face_down:
        from kitchentable.rules.continuous.layers import face_down_card

        return face_down_card()
    return o.card


FACE_DOWN_COST = ManaCost(generic=3)  # 702.37a: a card with morph is cast face down for {3}


def spell_modal(card: CardDef) -> Modal:
    if card.spell is not None:
        return card.spell
    return Modal((Mode(),))


def begin_cast(state: GameState, seat: int, oid: int, how: str, decision: Decision) -> None:
    """601.2a: announce the spell and move it to the stack. `how`: "hand", "flashback", "free", "from",
    "madness" (from exile for its madness cost, 702.35a), "miracle" (from hand for its miracle cost, 702.94a),
    "retrace" (from the graveyard, 702.81a), "half:N" to cast half N of a split card from hand (709.3), or
    "face_down" to cast a card with morph face down from hand (702.37c: turned face down before it is put on
    the stack, 708.4)."""
    whole = state.objects[oid].card
    card = split_half(whole, how)
    if any_bans(state) and cast_banned(state, frozenset({card.name, whole.name})):
        if how == "free":  # "Spells with the chosen name can't be cast." (101.2: the "can't" wins)
            state.log_event("101.2", "cant_cast", seat, card.name)
            return
        raise IllegalAction("101.2", f"spells named {card.name} can't be cast")
    forbidden = cast_forbidden(state, seat, card, oid) if any_cast_bans(state) else ""
    if forbidden:
        if how == "free":  # 101.2: an effect offering the cast can't override a "can't"
            state.log_event("101.2", "cant_cast", seat, card.name)
            return
        raise IllegalAction("101.2", f"{card.name} can't be cast now: {forbidden}")
    if card.static and not cast_allowed(state, seat, card, oid):
        if how == "free":  # an effect offering the cast can't override the card's restriction (601.3)
            state.log_event("601.3", "cant_cast", seat, card.name)
            return
        raise IllegalAction("601.3", f"{card.name}'s casting restriction forbids casting it now")
    save_rewind_point(state, decision)
    # 601.3: outside sorcery timing only a flash permission allows a cast from a player's own choice; casts
    # an effect makes during its resolution (free, madness, miracle) ignore timing and don't use it.
    late = bool(card.static) and how not in ("free", "madness", "miracle") and not (
        seat == state.active and state.step in ("main1", "main2") and not state.stack_ids())
    from kitchentable.rules.events import move

    fb_cost = flashback_cost(state, oid, seat) if how == "flashback" else None
    face_down = how == "face_down"
    origin = state.objects[oid].zone[0]
    new = move(state, oid, STACK, mover=seat, cause="702.37c" if face_down else "601.2a", face_down=face_down)
    if face_down:
        card = spell_card(state, new)
    o = state.mut(new, characteristics=False)
    o.controller = seat
    state.cache.pop(new, None)  # a spell's controller is a characteristic only of the spell itself
    if how == "disturb":  # 702.146a, 712.4b: the spell has only its back face's characteristics
        card = cast_transformed(whole)
        o.card = card
        o.memory = (("transformed_of", whole),)
    elif card is not whole and not face_down:
        # 709.3b: on the stack the spell has only the chosen half's characteristics; the card is whole again
        # once it leaves the stack (709.3c), which `events.move` reads from the memory.
        o.card = card
        o.memory = (("split_of", whole),)
    if how in ("hand", "miracle", "fused", "face_down") or how.startswith("half:"):
        o.tags = o.tags | {"cast_from_hand"}
    if state.active == seat and state.step in ("main1", "main2"):
        o.tags = o.tags | {"cast_in_main"}  # addendum: "if you cast this spell during your main phase"
    if origin in (EXILE, GRAVEYARD):  # "whenever you cast a spell from exile" (601.2a)
        o.tags = o.tags | {"cast_from_" + origin}
    if late and "Instant" not in card.types and "flash" not in card.keywords and flash_permission(card):
        o.tags = o.tags | {FLASH_PERMISSION_USED}  # 601.3: cast only thanks to the permission
    modal = spell_modal(card)
    if card.enchant is not None and card.spell is None:
        modal = Modal((Mode(targets=(TargetSpec(card.enchant, label="enchant"),)),))
    cid = new_ctx(state, CastContext(
        kind="spell", controller=seat, stack_id=new, source=new, modal=modal,
        has_x=bool(card.mana_cost and card.mana_cost.x) or any(a.per_x for a in card.additional_costs),
        flashback=(how == "flashback"),
        flashback_cost=fb_cost, without_paying=how in ("free", "plot"),
        alternative=madness_index(card, how)
        if how in ("madness", "miracle", "foretell", "escape", "disturb") else -1,
        retrace=(how == "retrace"),
    ))
    _set_stack_info(state, cid)
    state.log_event("601.2a", "announce", seat, card.name)  # a face-down spell's name is "" (708.2a)
    push(state, ("cast_costopts", cid), ("cast_splice", cid), ("cast_replicate", cid), ("cast_x", cid), ("cast_modes", cid),
         ("cast_targets", cid, 0, 0), ("cast_divide", cid), ("cast_total", cid), ("cast_pay", cid),
         ("cast_done", cid))


def begin_activate(state: GameState, seat: int, oid: int, index: int, decision: Decision) -> None:
    """602.2a: announce an activated ability; it is created on the stack."""
    if any_bans(state) and activation_banned(state, oid, False):
        raise IllegalAction("101.2", "activated abilities of sources with the chosen name can't be activated")
    save_rewind_point(state, decision)
    ab = chars(state, oid).activated[index] if state.objects[oid].zone[0] == BATTLEFIELD \
        else state.objects[oid].card.activated[index]
    holder = state.new_object(_ability_card(state, oid, ab), seat, (STACK, -1))
    holder.controller = seat
    cid = new_ctx(state, CastContext(
        kind="activated", controller=seat, stack_id=holder.id, source=oid, modal=ab.effect, ability_index=index,
        has_x=bool(ab.cost.mana and ab.cost.mana.x), cost=ab.cost,
    ))
    _set_stack_info(state, cid)
    state.log_event("602.2a", "announce_ability", seat, state.objects[oid].card.name, index)
    push(state, ("cast_x", cid), ("cast_modes", cid), ("cast_targets", cid, 0, 0), ("cast_divide", cid),
         ("cast_total", cid), ("cast_pay", cid), ("cast_done", cid))


def begin_suspend(state: GameState, seat: int, oid: int, decision: Decision) -> None:
    """702.62a / 116.2f: suspending a card is a special action: pay its suspend cost (601.2f-h, with mana
    abilities; abandoning it rewinds, R-C-2), then exile it with its time counters. It doesn't use the stack."""
    from kitchentable.rules.keywords.cast_while_resolving import suspend_index

    save_rewind_point(state, decision)
    card = state.objects[oid].card
    alt = card.alternative_costs[suspend_index(card)]
    cid = new_ctx(state, CastContext(kind="special", controller=seat, stack_id=oid, source=oid, modal=Modal(),
                                     cost=alt.cost))
    state.log_event("702.62a", "announce_suspend", seat, card.name)
    push(state, ("cast_total", cid), ("cast_pay", cid), ("suspend_done", cid))


@handler("suspend_done")
def _suspend_done(state: GameState, frame: tuple[Any, ...]) -> None:
    from kitchentable.rules.keywords.cast_while_resolving import suspend_done

    suspend_done(state, frame[1])


_ABILITY_CARDS: dict[tuple[str, str], CardDef] = {}


def _ability_card(state: GameState, source: int, ab: ActivatedAbility | Any) -> CardDef:
    """A stack object for an ability (113.1b) shows its source's name; it has no card characteristics."""
    name = state.objects[source].card.name if source in state.objects else "ability"
    key = (name, getattr(ab, "text", ""))
    found = _ABILITY_CARDS.get(key)
    if found is None:
        found = CardDef(name=name, text=key[1], is_token=True)
        _ABILITY_CARDS[key] = found
    return found


def begin_triggered(state: GameState, trig: Any) -> None:
    """603.3: put a triggered ability on the stack; choose modes and targets now (603.3c-d)."""
    from kitchentable.rules.events import lki_chars

    holder = state.new_object(_ability_card(state, trig.source, trig.ability) if trig.source in state.objects
                              else CardDef(name=trig.source_name, text=trig.ability.text, is_token=True),
                              trig.controller, (STACK, -1))
    holder.controller = trig.controller
    cid = new_ctx(state, CastContext(
        kind="triggered", controller=trig.controller, stack_id=holder.id, source=trig.source,
        modal=trig.ability.effect, ability_index=trig.index, event=trig.event,
    ))
    source_chars = trig.source_chars or lki_chars(state, trig.source)
    holder.stack = StackInfo("triggered", trig.controller, trig.source, trig.index, event=trig.event,
                             source_lki=source_chars)
    holder.memory = (trig.ability,)
    state.log_event("603.3", "trigger", trig.controller, trig.source_name, trig.ability.text)
    push(state, ("cast_modes", cid), ("cast_targets", cid, 0, 0), ("cast_divide", cid), ("trigger_done", cid))


def _set_stack_info(state: GameState, cid: int) -> None:
    c = ctx(state, cid)
    o = state.mut(c.stack_id, characteristics=False)
    lki = None
    if c.kind != "spell":
        from kitchentable.rules.events import lki_chars

        # 112.7a: a source sacrificed or discarded to pay the cost is read as it last existed.
        lki = lki_chars(state, c.source)
        if lki is None and o.stack is not None:
            lki = o.stack.source_lki
    o.stack = StackInfo(
        kind=c.kind, controller=c.controller, source=c.source, ability_index=c.ability_index, x=c.x,
        modes=c.modes, targets=c.targets, division=c.division, kicked=c.kicked, alternative=c.alternative,
        flashback=c.flashback, event=c.event, source_lki=lki, colors_spent=c.colors_spent,
    )


def _fail(state: GameState, cid: int, rule: str, why: str) -> None:
    """A step can't be completed: spells and activated abilities rewind (601.2); a triggered ability with
    no legal targets is removed from the stack (603.3d)."""
    c = ctx(state, cid)
    if c.kind == "triggered":
        from kitchentable.rules.stack.resolve import remove_from_stack

        state.log_event("603.3d", "trigger_removed", c.source, why)
        remove_from_stack(state, c.stack_id)
        drop_frames(state, cid)
        return
    rewind(state, rule, why, str(c.total) if c.total is not None else "")


def drop_frames(state: GameState, cid: int) -> None:
    state.frames = [f for f in state.frames if not (len(f) > 1 and f[0].startswith(("cast_", "trigger_done"))
                                                   and f[1] == cid)]


# --- 601.2b: cost intentions, X, modes --------------------------------------------------------------------------


@handler("cast_costopts")
def cast_costopts(state: GameState, frame: tuple[Any, ...]) -> None:
    cid = frame[1]
    c = ctx(state, cid)
    card = state.objects[c.stack_id].card
    if c.flashback or c.without_paying or state.objects[c.stack_id].face_down:
        return  # a face-down spell is already cast for an alternative cost, {3} (702.37c, 118.9a)
    from kitchentable.rules.stack.conditions import check_condition

    options: list[tuple[Any, ...]] = [("cost", "normal")]  # a preset alternative (madness) stays
    for i, alt in enumerate(card.alternative_costs):
        if alt.label == "surge" and not state.turn_facts.get(("spells_cast", c.controller)):
            continue  # 702.117a: only if you've cast another spell this turn (this one isn't cast yet)
        if alt.label == "warp" and "cast_from_hand" not in state.objects[c.stack_id].tags:
            continue  # 702.185a: warp is cast from its owner's hand only
        if alt.condition is not None and not check_condition(state, alt.condition, c.controller, c.stack_id):
            continue  # 118.9: a conditional alternative cost is an option only while its condition holds
        if not alt.flashback and alt.label not in ELSEWHERE and c.alternative < 0:
            options.append(("cost", "alternative", i))
    for i, _opt in enumerate(card.optional_costs):
        options.append(("cost", "kicker", i))
    if len(options) == 1:
        return
    ask(state, Decision(c.controller, "cost_choice", tuple(options), "cast_costopts", (cid,),
                        f"How will you cast {card.name}? (601.2b)", "601.2b"))


def cost_option_problem(state: GameState, cid: int, option: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """Could an answer to "How will you cast it?" (601.2b: ("cost", "normal" | "alternative" | "kicker", i))
    be paid now? None when it looks payable, else (rule, reason code, data...) as in `turns.Refusals`. The same
    pre-checks as the payment step (601.2g-h) with X = 0 and before targets: the payment stays the real test."""
    c = ctx(state, cid)
    if option[1] == "alternative":
        c = replace(c, alternative=option[2])
    elif option[1] == "kicker":
        c = replace(c, kicked=True)
    cost = _full_cost(state, c)
    if not _can_pay_fixed_parts(state, c, cost):
        if cost.life and not state.players[c.controller].infinite_life and state.players[c.controller].life < cost.life:
            return ("119.4", "life", cost.life)
        return ("601.2h", "cost")
    for kind, pool, count in _non_mana_choices(state, c, cost):
        if len(pool) < count:
            return ("601.2h", kind, count)
    total = total_cost(state, c)
    sources = [(oid, produces(state, oid, i)) for oid, i in mana_sources(state, c.controller)]
    if not can_afford_roughly(state, c.controller, total, None, sources):
        return ("601.2g", "mana", total, tuple(sources), dict(state.players[c.controller].pool.amounts))
    return None


@resumer("cast_costopts")
def costopts_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    c = ctx(state, cid)
    if action[1] == "alternative":
        c = replace(c, alternative=action[2])
        alt = state.objects[c.stack_id].card.alternative_costs[action[2]]
        if alt.spell is not None:
            c = replace(c, modal=alt.spell)  # 702.96a overload, 702.113a awaken: chosen before modes and targets
        if alt.label == "bestow":
            become_bestowed(state, c.stack_id)  # 702.103b: an Aura spell targeting a creature
            c = replace(c, modal=BESTOW_TARGET)
    elif action[1] == "kicker":
        c = replace(c, kicked=True)
    set_ctx(state, cid, c)
    _set_stack_info(state, cid)


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


def has_replicate(state: GameState, c: CastContext) -> bool:
    """702.56: the spell has replicate, here granted by a static ability ("each instant and sorcery spell you
    cast has replicate", Djinn Illuminatus) whose replicate cost is the spell's mana cost."""
    from kitchentable.rules.concepts.targets import matches_object
    from kitchentable.rules.continuous.layers import static_sources

    if state.objects[c.stack_id].card.static and _own_multi_cost(state.objects[c.stack_id].card):
        return True  # the card's own replicate (702.56a) or squad (702.157a) keyword
    grants = state.cache.get("replicate_grants")
    if grants is None:
        grants = [g for g in static_sources(state) if g[1].kind == "grant_replicate"]
        state.cache["replicate_grants"] = grants
    for src, ab, ctl in grants:
        if ab.param("whose", "you") == "you" and ctl != c.controller:
            continue
        if ab.affected is None or matches_object(state, c.stack_id, ab.affected, ctl, src):
            return True
    return False


def _own_multi_cost(card: CardDef) -> ManaCost | None:
    """The card's own cost it may pay any number of times as it is cast: replicate (702.56a) or squad
    (702.157a: "as an additional cost to cast this spell, you may pay [cost] any number of times")."""
    return own_static(card, "replicate") or own_static(card, "squad")


def _replicate_cost(card: CardDef) -> ManaCost:
    """702.56a: the card's own replicate (or squad) cost, else (granted replicate, Djinn Illuminatus) its mana
    cost."""
    return (_own_multi_cost(card) if card.static else None) or card.mana_cost or ManaCost()


@handler("cast_replicate")
def cast_replicate(state: GameState, frame: tuple[Any, ...]) -> None:
    """702.56a / 601.2b: announce how many times the replicate cost (the mana cost) will be paid."""
    cid = frame[1]
    c = ctx(state, cid)
    if c.kind != "spell" or not has_replicate(state, c):
        return
    card = state.objects[c.stack_id].card
    each = _replicate_cost(card).with_x(0).least_mana
    top = MAX_REPLICATE
    if not _unbounded(state) and each:
        available = state.players[c.controller].pool.total() + len(mana_sources(state, c.controller))
        top = min(top, max(0, available - each) // each)
    options = tuple(("replicate", n) for n in range(0, top + 1))
    rule, what = ("702.157a", "squad") if card.static and own_static(card, "squad") else ("702.56a", "replicate")
    ask(state, Decision(c.controller, "replicate", options, "cast_replicate", (cid,),
                        f"How many times will you pay the {what} cost of {card.name}? ({rule})", rule))


@resumer("cast_replicate")
def replicate_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    set_ctx(state, cid, replace(ctx(state, cid), replicate=int(action[1])))


def _x_forced_zero(state: GameState, c: CastContext) -> bool:
    """R-C-3: only "without paying its mana cost" forces X = 0, unless the x_under_alternative_cost option
    follows CR 107.3b (X = 0 under an alternative cost that has no X)."""
    if c.without_paying:
        return True
    if c.alternative >= 0 and state.options.get("x_under_alternative_cost", "keep") == "zero":
        card = state.objects[c.stack_id].card
        alt = card.alternative_costs[c.alternative].cost
        return not (alt.mana and alt.mana.x)
    return False


@handler("cast_x")
def cast_x(state: GameState, frame: tuple[Any, ...]) -> None:
    cid = frame[1]
    c = ctx(state, cid)
    if not c.has_x:
        return
    if _x_forced_zero(state, c):
        set_ctx(state, cid, replace(c, x=0))
        return
    top = min(MAX_X, _affordable_x(state, c), x_cap(state, c))
    options = tuple(("x", n) for n in range(0, top + 1))
    ask(state, Decision(c.controller, "choose_x", options, "cast_x", (cid,),
                        "Choose the value of X (601.2b).", "601.2b"))


def _affordable_x(state: GameState, c: CastContext) -> int:
    """The largest X worth offering: X is free when an alternative cost without X replaces the mana cost
    (R-C-3); otherwise what the available mana could pay after the rest of the total cost (601.2f)."""
    base = _base_cost(state, c)
    if base is None or not base.x or _unbounded(state):
        return MAX_X
    available = state.players[c.controller].pool.total() + len(mana_sources(state, c.controller, exclude=c.source))
    rest = total_cost(state, replace(c, x=0)).least_mana
    return max(0, (available - rest) // base.x)


@resumer("cast_x")
def x_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    set_ctx(state, cid, replace(ctx(state, cid), x=action[1]))
    _set_stack_info(state, cid)
    state.log_event("601.2b", "x", action[1])


@handler("cast_modes")
def cast_modes(state: GameState, frame: tuple[Any, ...]) -> None:
    cid = frame[1]
    c = ctx(state, cid)
    modal = c.modal
    if not modal.is_modal:
        return
    legal: list[tuple[Any, ...]] = []
    usable = [i for i, m in enumerate(modal.modes) if _mode_targetable(state, c, m.targets)]
    if modal.once_each:  # "choose one that hasn't been chosen": remembered on the source object (700.2)
        src = state.objects.get(c.source)
        usable = [i for i in usable if src is None or f"mode_chosen:{c.ability_index}:{i}" not in src.tags]
    hi = min(modal.choose_max, len(modal.modes))
    if c.kicked and any(o.label == "entwine" for o in state.objects[c.stack_id].card.optional_costs):
        if len(usable) == len(modal.modes):  # 702.42a: the entwine cost paid, every mode is chosen
            legal.append(("modes", tuple(usable)))
    else:
        for n in range(modal.choose_min, hi + 1):
            for combo in combinations(usable, n):
                legal.append(("modes", combo))
    if not legal:
        _fail(state, cid, "601.2b", "no mode can be chosen")
        return
    ask(state, Decision(c.controller, "choose_modes", tuple(legal), "cast_modes", (cid,),
                        "Choose the mode(s) (601.2b; 700.2).", "601.2b"))


def _mode_targetable(state: GameState, c: CastContext, specs: tuple[TargetSpec, ...]) -> bool:
    return all(spec.min == 0 or len(candidates(state, spec, c.controller, c.source)) >= spec.min for spec in specs)


@resumer("cast_modes")
def modes_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    set_ctx(state, cid, replace(ctx(state, cid), modes=tuple(action[1])))
    _set_stack_info(state, cid)
    c = ctx(state, cid)
    if c.modal.once_each and c.source in state.objects:
        src = state.mut(c.source, characteristics=False)
        src.tags = src.tags | {f"mode_chosen:{c.ability_index}:{i}" for i in action[1]}


# --- 601.2c-d: targets and division ---------------------------------------------------------------------------


def target_specs(c: CastContext) -> list[TargetSpec]:
    specs: list[TargetSpec] = []
    for i in c.modes:
        specs.extend(c.modal.modes[i].targets)
    return specs


@handler("cast_targets")
def cast_targets(state: GameState, frame: tuple[Any, ...]) -> None:
    """601.2c: choose targets group by group; for a variable number, the number first."""
    _name, cid, group, count = frame
    c = ctx(state, cid)
    specs = target_specs(c)
    if group >= len(specs):
        return
    spec = spec_with_x(specs[group], c.x)
    chosen = c.targets[group] if group < len(c.targets) else ()
    pool = [t for t in candidates(state, spec, c.controller, c.source) if t not in chosen
            and not _excluded(c, spec, t) and _within_total_mana_value(state, spec, chosen, t)]
    if count == 0 and spec.min != spec.max:
        hi = min(spec.max, len(pool))
        if hi < spec.min:
            _fail(state, cid, "601.2c", "not enough legal targets")
            return
        options = tuple(("count", n) for n in range(spec.min, hi + 1))
        ask(state, Decision(c.controller, "target_count", options, "cast_target_count", (cid, group),
                            "Choose how many targets (601.2c).", "601.2c"))
        return
    want = count if count else spec.max
    if len(chosen) >= want:
        push(state, ("cast_targets", cid, group + 1, 0))
        return
    if not pool:
        _fail(state, cid, "601.2c", "no legal target")
        return
    options = tuple(("target", t) for t in pool)
    label = spec.label or "target"
    ask(state, Decision(c.controller, "choose_target", options, "cast_target", (cid, group, want),
                        f"Choose a {label} (601.2c).", "601.2c"))


def _within_total_mana_value(state: GameState, spec: TargetSpec, chosen: tuple[Target, ...], t: Target) -> bool:
    """601.2c: "up to two target creature cards with total mana value 3 or less": the group together."""
    limit = spec.max_total_mana_value
    if limit is None or isinstance(t, tuple):
        return True
    total = sum(chars(state, o).mana_value for o in (*chosen, t) if not isinstance(o, tuple))
    return total <= limit


def _excluded(c: CastContext, spec: TargetSpec, t: Target) -> bool:
    for g in spec.different_from:
        if g < len(c.targets) and t in c.targets[g]:
            return True
    return False


@resumer("cast_target_count")
def target_count_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    cid, group = decision.data
    if action[1] == 0:
        c = ctx(state, cid)
        targets = list(c.targets) + [()] * (group + 1 - len(c.targets))
        set_ctx(state, cid, replace(c, targets=tuple(targets)))
        push(state, ("cast_targets", cid, group + 1, 0))
    else:
        push(state, ("cast_targets", cid, group, action[1]))


@resumer("cast_target")
def target_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    cid, group, want = decision.data
    c = ctx(state, cid)
    targets = list(c.targets) + [()] * (group + 1 - len(c.targets))
    targets[group] = targets[group] + (action[1],)
    set_ctx(state, cid, replace(c, targets=tuple(targets)))
    _set_stack_info(state, cid)
    push(state, ("cast_targets", cid, group, want))


@handler("cast_divide")
def cast_divide(state: GameState, frame: tuple[Any, ...]) -> None:
    """601.2d: divide damage among the targets, at least one to each."""
    cid = frame[1]
    c = ctx(state, cid)
    for i in c.modes:
        for eff in c.modal.modes[i].effects:
            if isinstance(eff, DivideDamage):
                group = c.targets[eff.index] if eff.index < len(c.targets) else ()
                if eff.evenly and group:
                    share = _amount_now(state, c, eff.amount) // len(group)
                    set_ctx(state, cid, replace(c, division=(share,) * len(group)))
                    _set_stack_info(state, cid)
                    return
                if len(group) <= 1:
                    set_ctx(state, cid, replace(c, division=(_amount_now(state, c, eff.amount),) * len(group)))
                    _set_stack_info(state, cid)
                    return
                total = _amount_now(state, c, eff.amount)
                options = tuple(("divide", split) for split in _splits(total, len(group)))
                if not options:
                    _fail(state, cid, "601.2d", "not enough damage to divide among the targets")
                    return
                ask(state, Decision(c.controller, "divide", options, "cast_divide", (cid,),
                                    "Divide the damage among the targets (601.2d).", "601.2d"))
                return


def _amount_now(state: GameState, c: CastContext, amount: Any) -> int:
    from kitchentable.rules.stack.amounts import amount_value

    return amount_value(state, amount, c.controller, c.source, x=c.x)


def _splits(total: int, n: int) -> list[tuple[int, ...]]:
    if n == 1:
        return [(total,)] if total >= 1 else []
    out: list[tuple[int, ...]] = []
    for first in range(1, total - n + 2):
        for rest in _splits(total - first, n - 1):
            out.append((first, *rest))
    return out


@resumer("cast_divide")
def divide_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    set_ctx(state, cid, replace(ctx(state, cid), division=tuple(action[1])))
    _set_stack_info(state, cid)


# --- 601.2f: total cost -------------------------------------------------------------------------------------


def _base_cost(state: GameState, c: CastContext) -> ManaCost | None:
    if c.kind in ("activated", "special"):
        return c.cost.mana if c.cost is not None and c.cost.mana is not None else ManaCost()
    card = state.objects[c.stack_id].card
    if c.without_paying:
        return ManaCost()
    if state.objects[c.stack_id].face_down:
        return FACE_DOWN_COST
    if c.flashback:
        return c.flashback_cost.mana or ManaCost() if c.flashback_cost is not None else card.mana_cost
    if c.alternative >= 0:
        return card.alternative_costs[c.alternative].cost.mana or ManaCost()
    return card.mana_cost or ManaCost()


def total_cost(state: GameState, c: CastContext) -> ManaCost:
    """601.2f: the cost to pay: base (mana cost with X, or the alternative cost), plus additional costs and
    increases, minus reductions; reductions cannot take the generic part below zero."""
    base = _base_cost(state, c) or ManaCost()
    total = base.with_x(c.x)
    if c.kind == "spell":
        card = spell_card(state, c.stack_id)
        if c.kicked:
            for opt in card.optional_costs:
                if opt.cost.mana:
                    total = total.plus(opt.cost.mana)
        for _ in range(c.replicate):
            total = total.plus(_replicate_cost(card).with_x(c.x))
        for oid in c.spliced:  # 702.47a: each splice cost is an additional cost
            if oid in state.objects:
                total = total.plus(splice_cost(state.objects[oid].card) or ManaCost())
        if card.static and len(c.modes) > 1:
            escalate = own_static(card, "escalate")  # 702.120a: for each mode chosen beyond the first
            for _ in range(len(c.modes) - 1 if escalate is not None else 0):
                total = total.plus(escalate or ManaCost())
        if "spree" in card.keywords:  # 702.172a: each chosen mode's additional cost (rules.keywords.ability_words)
            from kitchentable.rules.keywords.ability_words import spree_cost

            total = total.plus(spree_cost(card, c.modes) or ManaCost())
        increase, reduction, colored_reduction = _cost_modifiers(state, c)
        increase = increase.plus(_own_cost_increase(card, c))
        if card.static:
            own_generic, own_colored = own_cost_reduction(state, card, c.controller, c.stack_id)
            reduction += own_generic
            colored_reduction += own_colored
        permission = flash_permission(card) if FLASH_PERMISSION_USED in state.objects[c.stack_id].tags else None
        if permission is not None:
            increase = increase.plus(ManaCost(generic=permission.power))  # "if you pay {N} more", flash timing only
        if not card.keywords.isdisjoint(AFFINITY):
            reduction += affinity_reduction(state, card, c.controller)
        total = total.plus(increase)
        total = _reduce_colored(total, colored_reduction)
        total = total.reduce_generic(reduction)
    return total


def _own_cost_increase(card: CardDef, c: CastContext) -> ManaCost:
    """601.2f: a spell's own "costs {1} more to cast for each target beyond the first" (Fireball; strive's
    colored "{U} more", an ability word, 207.2c), which functions on the stack once its targets are chosen
    (601.2c comes before 601.2f)."""
    extra = ManaCost()
    for ab in card.static:
        if ab.kind == "cost_increase_per_extra_target":
            chosen = sum(len(group) for group in c.targets)
            each = ab.mana if ab.mana is not None else ManaCost(generic=ab.power)
            for _ in range(max(0, chosen - 1)):
                extra = extra.plus(each)
    return extra


def own_cost_reduction(state: GameState, card: CardDef, seat: int, oid: int) -> tuple[int, list[str]]:
    """601.2f: the spell's own "costs {1} less to cast for each ..." (Ghoultree; Khalni Hydra's {G} each):
    the generic mana and the colored symbols it takes off, counted now."""
    from kitchentable.rules.stack.amounts import amount_value
    from kitchentable.rules.stack.conditions import check_condition

    generic = 0
    colored: list[str] = []
    for ab in card.static:
        if ab.kind == "self_cost_reduction" and ab.amount is not None and ab.mana is not None:
            if ab.condition is not None and not check_condition(state, ab.condition, seat, oid):
                continue  # "~ costs {2} less to cast if ..." (statics branch)
            n = amount_value(state, ab.amount, seat, oid)
            generic += ab.mana.generic * n
            colored.extend(sym for sym, k in ab.mana.colored for _ in range(k * n))
    return generic, colored


def estimated_own_reduction(state: GameState, seat: int, oid: int, card: CardDef, cost: ManaCost) -> ManaCost:
    """The legal-action pre-check's view of `own_cost_reduction` for a card not yet cast."""
    generic, colored = own_cost_reduction(state, card, seat, oid)
    if not generic and not colored:
        return cost
    return _reduce_colored(cost.with_x(0), colored).reduce_generic(generic)


def _reduce_colored(cost: ManaCost, symbols: list[str]) -> ManaCost:
    colored = dict(cost.colored)
    generic = 0
    for sym in symbols:
        if colored.get(sym, 0) > 0:
            colored[sym] -= 1
        else:
            generic += 1
    cost = ManaCost(cost.generic, tuple(sorted((k, v) for k, v in colored.items() if v)), cost.x, cost.hybrid,
                    cost.phyrexian)
    return cost.reduce_generic(generic)


def has_cost_modifiers(state: GameState) -> bool:
    """Whether any static cost increase or reduction could be in play (cached until the state changes): a
    printed one counts even if an effect removed it, since the exact set is read when the cost is worked out."""
    found = state.cache.get("cost_modifiers")
    if found is None:
        from kitchentable.rules.continuous.layers import printed_static_sources

        found = any(ab.kind in ("cost_increase", "cost_reduction") for _s, ab, _c in printed_static_sources(state))
        state.cache["cost_modifiers"] = found
    return bool(found)


def estimated_cost(state: GameState, seat: int, oid: int, base: ManaCost) -> ManaCost:
    """The total cost a spell in hand would have if cast now for `base` with X = 0 (601.2f): the pre-check
    for legal actions, so that a spell the player can't pay isn't offered."""
    probe = CastContext(kind="spell", controller=seat, stack_id=oid, source=oid, modal=Modal())
    increase, reduction, colored = _cost_modifiers(state, probe, anywhere=True)
    total = base.with_x(0).plus(increase)
    return _reduce_colored(total, colored).reduce_generic(reduction)


def _cost_modifiers(state: GameState, c: CastContext, anywhere: bool = False) -> tuple[ManaCost, int, list[str]]:
    """Static cost increases and reductions that apply to this spell (601.2f): the mana added (colored too:
    "Black spells you cast cost {B} more to cast"), the generic mana taken off and the colored symbols
    taken off. `anywhere` reads filters written for spells on the stack against the card where it is (for
    the legal-action pre-check)."""
    from kitchentable.rules.concepts.targets import matches_object
    from kitchentable.rules.continuous.layers import static_sources
    from kitchentable.rules.stack.amounts import static_amount

    increase = ManaCost()
    reduction = 0
    colored: list[str] = []
    for src, ab, ctl in static_sources(state):
        if ab.kind not in ("cost_increase", "cost_reduction"):
            continue
        who = ab.param("whose", "any")
        if who == "you" and c.controller != ctl:
            continue
        if who == "opponent" and c.controller == ctl:
            continue
        flt = ab.affected
        if flt is not None and anywhere and flt.zone == STACK:
            flt = replace(flt, zone="any")
        if flt is not None and not matches_object(state, c.stack_id, flt, ctl, src):
            continue
        if ab.param("first_each_turn") and first_spell_used(state, c.controller, ab.param("first_each_turn")):
            continue
        if ab.param("targets") is not None and not targets_fit(state, ab.param("targets"), src, ctl, c.targets):
            continue  # "spells your opponents cast that target ~ cost {2} more" (601.2c comes before 601.2f)
        n = static_amount(state, ab, src, ctl) if ab.amount is not None else ab.power
        if ab.kind == "cost_increase":
            increase = increase.plus(ab.mana if ab.mana is not None and ab.amount is None else ManaCost(generic=n))
        elif ab.mana is not None:
            colored.extend(sym for sym, k in ab.mana.colored for _ in range(k))
            reduction += ab.mana.generic
        else:
            reduction += n
    return increase, reduction, colored


@handler("cast_total")
def cast_total(state: GameState, frame: tuple[Any, ...]) -> None:
    cid = frame[1]
    c = ctx(state, cid)
    total = total_cost(state, c)
    set_ctx(state, cid, replace(c, total=total))
    state.log_event("601.2f", "total_cost", str(total))


# --- 601.2g-h: mana abilities and payment ---------------------------------------------------------------------


_NO_COST = Cost()


def _full_cost(state: GameState, c: CastContext) -> Cost:
    """Every cost part the player must pay: the card's additional costs, the alternative cost's non-mana
    parts and the ability's own cost."""
    parts: list[Cost] = []
    if c.kind in ("activated", "special") and c.cost is not None:
        parts.append(replace(c.cost, add_counters=("", 0)) if c.kind == "special" else c.cost)
    elif c.kind == "spell":
        card = spell_card(state, c.stack_id)
        parts.extend(card.additional_costs)
        if c.alternative >= 0:
            parts.append(card.alternative_costs[c.alternative].cost)
        if c.flashback and c.flashback_cost is not None:
            parts.append(c.flashback_cost)
        if c.kicked:
            parts.extend(o.cost for o in card.optional_costs)
        if c.retrace:
            parts.append(RETRACE_COST)
    if not parts:
        return _NO_COST  # the usual spell: nothing beyond its mana (a Cost is immutable, so one serves all)
    merged = _NO_COST
    for p in parts:
        if p.per_x:
            p = with_x_count(p, c.x)  # "as an additional cost to cast ~, pay X life" (rules.casting.cost_parts)
        merged = replace(
            merged,
            tap=merged.tap or p.tap, untap=merged.untap or p.untap,
            sacrifice_self=merged.sacrifice_self or p.sacrifice_self,
            sacrifice=p.sacrifice or merged.sacrifice,
            sacrifice_count=p.sacrifice_count if p.sacrifice else merged.sacrifice_count,
            discard=p.discard or merged.discard, discard_count=merged.discard_count + p.discard_count,
            discard_self=merged.discard_self or p.discard_self, life=merged.life + p.life,
            exile_from_graveyard=p.exile_from_graveyard or merged.exile_from_graveyard,
            exile_count=merged.exile_count + p.exile_count, exile_self=merged.exile_self or p.exile_self,
            remove_counters=p.remove_counters if p.remove_counters[1] else merged.remove_counters,
            add_counters=p.add_counters if p.add_counters[1] else merged.add_counters,
            tap_untapped=p.tap_untapped or merged.tap_untapped, tap_count=merged.tap_count + p.tap_count,
            energy=merged.energy + p.energy,
            crew=merged.crew + p.crew, evidence=max(merged.evidence, p.evidence),
            bounce=p.bounce or merged.bounce, bounce_count=merged.bounce_count + p.bounce_count,
        )
    return merged


def ability_holders(state: GameState, seat: int) -> list[tuple[int, Characteristics]]:
    """The permanents whose activated abilities `seat` may activate, with their characteristics: ones they
    control, face up and phased in (702.26b), not under "activated abilities can't be activated" (602.5)."""
    out: list[tuple[int, Characteristics]] = []
    for oid in state.battlefield():
        o = state.objects[oid]
        if o.face_down or o.phased_out:
            continue
        c = chars(state, oid)
        if c.controller == seat and "activated abilities can't be activated" not in c.keywords:
            out.append((oid, c))
    return out


def mana_sources(state: GameState, seat: int, exclude: int | None = None) -> list[tuple[int, int]]:
    """(object, ability index) for every mana ability the player can activate now (605.3a): untapped
    sources whose only cost is {T} and which produce one mana.

    What depends only on characteristics (which permanents the player controls with such an ability, and
    whether each is a creature) is remembered in the state's cache under the "ability_holders" key, which
    `GameState.forget` drops whenever a card with activated abilities changes, enters or leaves, and with
    everything else while an effect is in play. Tapped state, summoning sickness and a format's limits are
    read each time."""
    key = ("mana", seat)
    lists: dict[Any, Any] = state.cache.setdefault("ability_holders", {})  # see GameState.forget
    candidates: list[tuple[int, int, bool, Any]] | None = lists.get(key)
    if candidates is None:
        candidates = []
        for oid, c in ability_holders(state, seat):
            for i, ab in enumerate(c.activated):
                if not ab.is_mana or not ab.cost.tap or ab.cost.mana is not None and not ab.cost.mana.is_zero():
                    continue
                if ab.cost.sacrifice_self or ab.cost.life or ab.cost.discard_count or ab.cost.tap_count \
                        or ab.cost.energy or ab.cost.remove_any or ab.cost.bounce_count:
                    continue
                candidates.append((oid, i, "Creature" in c.types, ab.condition))
        lists[key] = candidates
    found: list[tuple[int, int]] = []
    rules = state.rules
    objects = state.objects
    bans = any_bans(state)
    for oid, i, creature, cond in candidates:
        if oid == exclude or objects[oid].tapped:
            continue
        if bans and activation_banned(state, oid, True):
            continue  # Phyrexian Revoker: its mana abilities too
        if creature and summoning_sick(state, oid):
            continue
        if rules is not None and not rules.can_activate(state, seat, oid, i):
            continue
        if cond is not None:  # 602.5b: "Activate only if you control a Swamp" (605.3a: mana abilities too)
            from kitchentable.rules.stack.conditions import check_condition

            if not check_condition(state, cond, seat, oid):
                continue
        found.append((oid, i))
    return found


def summoning_sick(state: GameState, oid: int) -> bool:
    """302.6: a creature can't attack or use {T} abilities unless controlled continuously since the
    controller's most recent turn began; haste (702.10) removes the restriction."""
    o = state.objects[oid]
    if o.controlled_since < 0 or "haste" in chars(state, oid).keywords:
        return False
    return o.controlled_since >= state.players[chars(state, oid).controller].turn_began


def produces(state: GameState, oid: int, index: int) -> frozenset[str]:
    """The mana types one activation of this mana ability could add: read from the ability alone, so
    remembered per ability object (abilities are immutable and shared between objects)."""
    ab = chars(state, oid).activated[index]
    found = _PRODUCES.get(id(ab))
    if found is not None and found[0] is ab:
        return found[1]
    kinds: set[str] = set()
    for mode in ab.effect.modes:
        for eff in mode.effects:
            mana = getattr(eff, "mana", ())
            choices = getattr(eff, "choices", ())
            kinds.update(mana)
            kinds.update(sym for c in choices for sym in c)  # a filter land's "{W}{U}" group: both types
    kinds.discard("?chosen")  # "of the chosen color" with no color chosen as it entered adds nothing (614.12)
    result = frozenset(kinds)
    if len(_PRODUCES) > 4096:
        _PRODUCES.clear()
    _PRODUCES[id(ab)] = (ab, result)
    return result


_PRODUCES: dict[int, tuple[Any, frozenset[str]]] = {}


def _non_mana_choices(state: GameState, c: CastContext, cost: Cost) -> list[tuple[str, list[int], int]]:
    """(kind, candidates, how many) for cost parts that need the player to pick objects."""
    out: list[tuple[str, list[int], int]] = []
    seat = c.controller
    if cost.sacrifice is not None:
        pool = [o for o in matching_objects(state, cost.sacrifice, seat, c.source)
                if chars(state, o).controller == seat]
        out.append(("sacrifice", pool, cost.sacrifice_count))
    if cost.discard_count:
        hand = [o for o in state.zone(HAND, seat) if o != c.stack_id]
        if cost.discard is not None:
            from kitchentable.rules.concepts.targets import matches_object

            hand = [o for o in hand if matches_object(state, o, cost.discard, seat, c.source)]
        out.append(("discard", hand, cost.discard_count))
    if cost.exile_count and cost.exile_from_graveyard is not None:
        from kitchentable.rules.concepts.targets import matches_object

        flt = cost.exile_from_graveyard
        if flt.zone == HAND:
            pool = [o for o in state.zone(HAND, seat) if o != c.stack_id and
                    matches_object(state, o, flt, seat, c.source)]
        else:
            key = state.rules.graveyard_of(state, seat)
            pool = [o for o in state.zones.get(key, []) if o != c.source and
                    matches_object(state, o, replace(flt, zone="any"), seat, c.source)]
        out.append(("exile", pool, cost.exile_count))
    if cost.tap_count and cost.tap_untapped is not None:
        pool = [o for o in matching_objects(state, cost.tap_untapped, seat, c.source)
                if not state.objects[o].tapped and chars(state, o).controller == seat]
        out.append(("tap", pool, cost.tap_count))
    if cost.bounce_count and cost.bounce is not None:
        out.append(("return", bounce_candidates(state, seat, cost.bounce, c.source), cost.bounce_count))
    return out


def _ask_delve(state: GameState, cid: int) -> bool:
    """702.66a: for each generic mana in the total cost, the caster may exile a card from their graveyard
    instead of paying it. Asked one card at a time before the mana; True if a decision is pending."""
    c = ctx(state, cid)
    if c.kind != "spell" or state.turn_facts.get(("delve_done", cid)):
        return False
    if "delve" not in state.objects[c.stack_id].card.keywords or not c.total or not c.total.generic:
        return False
    pile = [o for o in state.zones.get(state.rules.graveyard_of(state, c.controller), []) if o != c.stack_id]
    if not pile:
        return False
    options = tuple(("pick", "delve", o) for o in reversed(pile)) + (("delve_done",),)
    ask(state, Decision(c.controller, "cost_delve", options, "cast_delve", (cid,),
                        f"Exile a card from your graveyard to pay {{1}} of {c.total} (702.66a), or stop.", "702.66a"))
    return True


@resumer("cast_delve")
def delve_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from kitchentable.rules.events import move

    (cid,) = decision.data
    push(state, ("cast_pay", cid))
    if action == ("delve_done",):
        state.turn_facts[("delve_done", cid)] = True
        return
    c = ctx(state, cid)
    move(state, action[2], EXILE, mover=c.controller, cause="702.66a")
    set_ctx(state, cid, replace(c, total=(c.total or ManaCost()).reduce_generic(1)))


@handler("cast_pay")
def cast_pay(state: GameState, frame: tuple[Any, ...]) -> None:
    """601.2g-h: first the choices non-mana costs need, then mana abilities and payment."""
    cid = frame[1]
    c = ctx(state, cid)
    cost = _full_cost(state, c)
    if not _can_pay_fixed_parts(state, c, cost):
        _fail(state, cid, "601.2h", "a cost can't be paid")
        return
    picks = state.turn_facts.get(("cost_picks", cid), ())
    for kind, pool, count in _non_mana_choices(state, c, cost):
        already = [p for p in picks if p[0] == kind]
        if len(already) >= count:
            continue
        usable = [o for o in pool if (kind, o) not in picks]
        if len(usable) < count - len(already):
            _fail(state, cid, "601.2h", f"not enough to {kind}")
            return
        options = tuple(("pick", kind, o) for o in usable) + (("cancel",),)
        ask(state, Decision(c.controller, f"cost_{kind}", options, "cast_pick", (cid,),
                            f"Choose what to {kind} to pay the cost (601.2h).", "601.2h"))
        push(state, ("cast_pay", cid))
        return
    if cost.crew:
        from kitchentable.rules.keywords.permanent_keywords import ask_crew

        if ask_crew(state, cid, c.controller, c.source, cost.crew, picks):
            push(state, ("cast_pay", cid))
            return
    if cost.evidence:
        from kitchentable.rules.keywords.keyword_actions import ask_evidence

        if ask_evidence(state, cid, c.controller, c.stack_id, cost.evidence, picks):
            push(state, ("cast_pay", cid))
            return
    emerge_reduction(state, cid)
    if _ask_delve(state, cid) or ask_tap_to_pay(state, cid):
        return
    if c.flashback and c.kind == "spell":
        from kitchentable.rules.keywords.ability_words import ask_harmonize_tap

        if ask_harmonize_tap(state, cid):  # 702.180a
            return
    _ask_mana(state, cid)


@resumer("cast_pick")
def pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    if action == ("cancel",):
        rewind(state)
        return
    key = ("cost_picks", cid)
    state.turn_facts[key] = tuple(state.turn_facts.get(key, ())) + ((action[1], action[2]),)


def _can_pay_fixed_parts(state: GameState, c: CastContext, cost: Cost) -> bool:
    src = state.objects.get(c.source)
    player = state.players[c.controller]
    if cost.tap or cost.untap:
        if src is None or src.zone[0] != BATTLEFIELD:
            return False
        if cost.tap and (src.tapped or ("Creature" in chars(state, c.source).types and summoning_sick(state, c.source))):
            return False
        if cost.untap and (not src.tapped or ("Creature" in chars(state, c.source).types and summoning_sick(state, c.source))):
            return False
    if cost.sacrifice_self and (src is None or src.zone[0] != BATTLEFIELD):
        return False
    if cost.life and not player.infinite_life and player.life < cost.life and not _unbounded(state):
        return False
    if cost.energy and not can_pay_energy(state, c.controller, cost.energy):
        return False
    name, n = cost.remove_counters
    if n and (src is None or src.counters.get(name, 0) < n):
        return False
    if cost.evidence:
        from kitchentable.rules.keywords.keyword_actions import evidence_available

        if evidence_available(state, c.controller, c.stack_id) < cost.evidence:
            return False  # 701.59a: not enough mana value in the graveyard
    if cost.crew:
        from kitchentable.rules.keywords.permanent_keywords import crew_power

        return crew_power(state, c.controller, c.source, ()) >= cost.crew
    return True


def _unbounded(state: GameState) -> bool:
    return bool(getattr(state.rules, "unbounded_payment", False))


def _ask_mana(state: GameState, cid: int) -> None:
    c = ctx(state, cid)
    total = c.total or ManaCost()
    player = state.players[c.controller]
    options: list[tuple[Any, ...]] = []
    amounts = with_lendable(state, c, player.pool.amounts)  # 106.6 (rules.concepts.restricted_mana)
    if pay_from_pool(total, amounts, _life_for_phyrexian(state, c)) is not None:
        options.append(("pay",))
    else:
        abilities = [(oid, i) for oid, i in mana_sources(state, c.controller)
                     if not (c.cost is not None and c.cost.tap and oid == c.source)]
        sources = [(oid, produces(state, oid, i)) for oid, i in usable_sources(state, c, abilities)]
        if can_pay(total, amounts, sources, _life_for_phyrexian(state, c)):
            options.append(("pay",))
        for oid, i in abilities:
            options.append(("mana", oid, i))
            options.extend(mana_alternatives(state, c.controller, oid, i))  # the other colors (106.1)
        options.extend(storage_options(state, c.controller))  # storage lands: X chosen as activated
        options.extend(costed_holders_options(state, c.controller))  # filter lands: mana paid from the pool
    if _unbounded(state) and ("pay",) not in options:
        options.append(("pay",))
    options.append(("cancel",))
    ask(state, Decision(c.controller, "pay_mana", tuple(options), "cast_mana", (cid,),
                        f"Pay {total} (601.2g-h): pay, activate a mana ability, or cancel.", "601.2h"))


def _life_for_phyrexian(state: GameState, c: CastContext) -> int:
    p = state.players[c.controller]
    return 10**9 if p.infinite_life else p.life


@resumer("cast_mana")
def mana_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    if action == ("cancel",):
        rewind(state)
        return
    if action[0] == "mana":
        push(state, ("cast_pay", cid))  # after any choice a triggered mana ability asks (605.4a)
        activate_mana_ability(state, decision.player, action[1], action[2], action[3] if len(action) > 3 else None,
                              may_ask=True)
        return
    if not _pay_everything(state, cid):
        c = ctx(state, cid)
        rewind(state, "601.2h", "the mana could not be paid", str(c.total) if c.total is not None else "")


def _add_mana(pool: ManaPool, kind: str, n: int, only_for: Filter | None) -> None:
    """Add n mana of one kind; mana with a spending restriction is kept apart, lent only to a payment it may
    pay for (106.6, rules.concepts.restricted_mana)."""
    if only_for is not None:
        pool.restricted.append((kind, n, only_for))
    else:
        pool.add(kind, n)


def pays_itself(cost: Cost) -> bool:
    """Whether `activate_mana_ability` pays all of this cost by itself (602.2b, 605.3a): {T}, sacrificing the
    source, life and energy. A mana ability that also costs mana, counters, discards or other permanents is
    not offered on its own at priority, since activating it that way would skip those parts."""
    return (cost.mana is None or cost.mana.is_zero()) and not (
        cost.untap or cost.sacrifice is not None or cost.discard is not None or cost.discard_count
        or cost.discard_self or cost.exile_from_graveyard is not None or cost.exile_count or cost.exile_self
        or cost.remove_counters[1] or cost.add_counters[1] or cost.tap_untapped is not None or cost.tap_count
        or cost.crew or cost.evidence or cost.bounce_count or cost.per_x)


def activate_mana_ability(state: GameState, seat: int, oid: int, index: int, choice: str | None = None,
                          may_ask: bool = False) -> None:
    """605.3b: a mana ability resolves immediately; it does not use the stack. A land tapped for mana triggers
    triggered mana abilities, which resolve right after it (605.4a, rules.casting.triggered_mana); `may_ask`: a choice
    they offer may be asked of the player (not while the automatic payment taps sources)."""
    from kitchentable.rules.events import tap

    ab = chars(state, oid).activated[index]
    if any_bans(state) and activation_banned(state, oid, True):
        raise IllegalAction("101.2", "activated abilities of sources with the chosen name can't be activated")
    if ab.cost.remove_any:  # "remove any number of storage counters" (the number chosen, 107.3)
        from kitchentable.rules.casting.storage_lands import activate

        activate(state, seat, oid, index, choice)
        return
    if ab.cost.mana is not None and not ab.cost.mana.is_zero():
        from kitchentable.rules.casting.mana_abilities import pay_mana_part, pays_itself_but_mana

        if not pays_itself_but_mana(ab.cost):
            raise IllegalAction("605.3a", "this mana ability's cost can't be paid by activating it alone")
        pay_mana_part(state, seat, ab.cost)  # "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}" (rules.casting.mana_abilities)
    # 106.12a: only when a triggered mana ability is in play is what the land made worked out
    pool_before = dict(state.players[seat].pool.amounts) if ab.cost.tap and mana_triggers_in_play(state) else None
    if ab.cost.tap:
        tap(state, oid)
    if ab.cost.sacrifice_self:
        from kitchentable.rules.events import sacrifice

        sacrifice(state, oid)
    if ab.cost.life:
        from kitchentable.rules.events import lose_life

        lose_life(state, seat, ab.cost.life)
    pay_energy(state, seat, ab.cost.energy)
    if state.rules is not None:
        state.rules.on_activated(state, seat, oid, index)
    for mode in ab.effect.modes:
        for eff in mode.effects:
            mana = getattr(eff, "mana", ())
            choices = getattr(eff, "choices", ())
            n = _mana_times(state, seat, oid, eff)
            only_for = getattr(eff, "only_for", None)
            pool = state.players[seat].pool
            if mana:
                for m in mana:
                    if m != "?chosen":  # no color was chosen as it entered (614.12)
                        _add_mana(pool, m, n, only_for)
            elif choices and isinstance(eff, AddMana):
                from kitchentable.rules.casting.mana_abilities import add_chosen, chosen_mana

                add_chosen(pool, chosen_mana(state, seat, oid, ab, eff, choice), only_for)  # 106.1, 605.3b
            elif getattr(eff, "kind", "") == "gain_life" and getattr(getattr(eff, "subject", None), "kind", "") == "you":
                from kitchentable.rules.events import gain_life

                gain_life(state, seat, _mana_times(state, seat, oid, eff), oid)  # Pristine Talisman
    state.log_event("605.3b", "mana", seat, oid)
    if pool_before is not None and "Land" in chars(state, oid).types:
        from kitchentable.rules.casting.triggered_mana import fire

        fire(state, seat, oid, _produced_now(state, pool_before, seat), may_ask)


def _produced_now(state: GameState, before: dict[str, int], seat: int) -> tuple[str, ...]:
    """The types of mana a mana ability just added to the pool (106.12a: "mana of any type that land produced")."""
    after = state.players[seat].pool.amounts
    return tuple(k for k, n in after.items() if n > before.get(k, 0))


def _notify_cycled(state: GameState, c: CastContext) -> None:
    """702.29c: "when you cycle this card" triggers once the cycling ability is activated; the card, discarded
    as the cost, is the last card put into its owner's graveyard."""
    from kitchentable.rules.stack.triggers import notify
    from kitchentable.rules.state import GRAVEYARD

    lki = state.objects[c.stack_id].stack
    source = lki.source_lki if lki is not None else None
    if source is None or c.ability_index >= len(source.activated):
        return
    ab = source.activated[c.ability_index]
    if not (ab.zone == HAND and ab.cost.discard_self and ab.text.split(" ")[0].endswith(("Cycling", "cycling"))):
        return
    key = state.rules.graveyard_of(state, c.controller) if state.rules is not None else (GRAVEYARD, c.controller)
    pile = state.zones.get(key, [])
    if pile and state.objects[pile[-1]].card.name == source.name:
        notify(state, ("cycled", c.controller, pile[-1]))


def _mana_times(state: GameState, seat: int, oid: int, eff: Any) -> int:
    """How many times a mana ability's effect applies: fixed, "for each Elf you control" (Elvish Archdruid), or
    another amount read as it resolves ("X mana of any one color, where X is ~'s power", 605.3b, 608.2h)."""
    amount = getattr(eff, "amount", None)
    if amount is None or amount.kind == "fixed":
        return int(amount.value) if amount is not None else 1
    if amount.kind == "count" and amount.filter is not None:
        return int(len(matching_objects(state, amount.filter, seat, oid)) * amount.times + amount.plus)
    if amount.kind == "x":
        return 1
    from kitchentable.rules.stack.amounts import amount_value

    return amount_value(state, amount, seat, oid)


def _pay_everything(state: GameState, cid: int) -> bool:
    """601.2h: pay the total cost: tap the chosen sources for mana, spend the pool, then the other parts.
    Restricted mana that may pay for this spell is lent to the payment and settled after (106.6)."""
    lent: Lent = []
    c = ctx(state, cid)
    try:
        return _pay_everything_lent(state, cid, lent)
    finally:
        settle(state, c, lent)


def _pay_everything_lent(state: GameState, cid: int, lent: Lent) -> bool:
    from kitchentable.rules import events

    c = ctx(state, cid)
    lend(state, c, lent)
    total = c.total or ManaCost()
    player = state.players[c.controller]
    life_cap = _life_for_phyrexian(state, c)
    payment = pay_from_pool(total, player.pool.amounts, life_cap)
    if payment is None:
        usable = usable_sources(state, c, mana_sources(state, c.controller))
        sources = [(oid, produces(state, oid, i)) for oid, i in usable
                   if not (c.cost is not None and c.cost.tap and oid == c.source)]
        index_of = {oid: i for oid, i in usable}
        plan = choose_sources(total, player.pool.amounts, sources, life_cap)
        if plan is None:
            if not _unbounded(state):
                return False
            return _pay_unbounded(state, cid)
        for oid, kind in plan[0]:
            activate_mana_ability(state, c.controller, oid, index_of[oid], kind)
        lend(state, c, lent)
        payment = pay_from_pool(total, player.pool.amounts, life_cap)
        if payment is None:
            return False
    for kind, n in payment.mana:
        player.pool.amounts[kind] -= n
        if not player.pool.amounts[kind]:
            del player.pool.amounts[kind]
    if c.kind == "spell" and MANA_SPENT in state.objects[c.stack_id].card.flags:
        record_mana_spent(state, c.stack_id, payment.mana)  # "if {R} was spent to cast ~" (rules.casting.mana_spent)
    if c.kind == "spell" and "sunburst" in state.objects[c.stack_id].card.keywords:
        spent = frozenset(k for k, n in payment.mana if n and k in "WUBRG")
        set_ctx(state, cid, replace(ctx(state, cid), colors_spent=spent))
    if payment.life:
        events.lose_life(state, c.controller, payment.life)
    return _pay_other_parts(state, cid)


def _pay_unbounded(state: GameState, cid: int) -> bool:
    """ICR 100.11 (a format's rule): every mana cost can be paid; floating mana is spent first (200.7)."""
    c = ctx(state, cid)
    player = state.players[c.controller]
    total = c.total or ManaCost()
    needs = dict(total.colored)
    for kind in list(player.pool.amounts):
        use = min(player.pool.amounts[kind], needs.get(kind, 0))
        player.pool.amounts[kind] -= use
    generic = total.generic
    for kind in list(player.pool.amounts):
        use = min(player.pool.amounts[kind], generic)
        player.pool.amounts[kind] -= use
        generic -= use
    player.pool.amounts = {k: v for k, v in player.pool.amounts.items() if v}
    state.log_event("ICR 100.11", "paid_by_rule", c.controller, str(total))
    return _pay_other_parts(state, cid)


def _pay_other_parts(state: GameState, cid: int) -> bool:
    from kitchentable.rules import events

    c = ctx(state, cid)
    cost = _full_cost(state, c)
    seat = c.controller
    if cost.tap:
        events.tap(state, c.source)
    if cost.untap:
        events.untap(state, c.source)
    if cost.life:
        events.lose_life(state, seat, cost.life)
    pay_energy(state, seat, cost.energy)
    name, n = cost.remove_counters
    if n:
        events.remove_counters(state, c.source, name, n)
    name, n = cost.add_counters
    if n:
        events.add_counters(state, c.source, name, n)
    for kind, oid in state.turn_facts.pop(("cost_picks", cid), ()):
        if kind == "sacrifice":
            events.sacrifice(state, oid)
        elif kind == "discard":
            events.discard(state, seat, oid)
        elif kind in ("exile", "evidence"):
            events.move(state, oid, EXILE, cause="601.2h" if kind == "exile" else "701.59a")
        elif kind in ("tap", "crew"):
            events.tap(state, oid)
            if kind == "tap":  # station (702.184a) reads the tapped creature's power as it resolves
                key = (TAPPED_FOR_COST, c.stack_id)
                state.turn_facts[key] = (*state.turn_facts.get(key, ()), oid)
        elif kind == "return":  # 118.3: returning a permanent to its owner's hand as a cost
            events.move(state, oid, HAND, to_seat=state.objects[oid].owner, cause="601.2h")
    if cost.sacrifice_self:
        events.sacrifice(state, c.source)
    if cost.discard_self and c.source in state.objects:
        events.discard(state, seat, c.source)
    if cost.exile_self and c.source in state.objects:
        events.snapshot_lki(state, c.source)  # 608.2h: scavenge's "the exiled card's power" (702.97a)
        events.move(state, c.source, EXILE, cause="601.2h")
    state.log_event("601.2h", "paid", seat, str(c.total or ""))
    return True


# --- 601.2i: the spell becomes cast ---------------------------------------------------------------------------


@handler("cast_done")
def cast_done(state: GameState, frame: tuple[Any, ...]) -> None:
    """601.2i / 602.2e: the spell becomes cast (the ability becomes activated); triggers on casting and on
    targets becoming targeted now trigger. The rewind point is dropped."""
    from kitchentable.rules.stack.triggers import notify

    cid = frame[1]
    c = ctx(state, cid)
    _set_stack_info(state, cid)
    finish_rewind_point(state)
    if c.kind == "spell":
        card = spell_card(state, c.stack_id)  # a face-down spell has no name or keywords (708.2a)
        name = card.name
        if card.triggered:
            _cast_self_triggers(state, c, card, name)
        if "storm" in card.keywords:
            storm_trigger(state, c.controller, c.stack_id, name, spells_cast_this_turn(state))
        if "cascade" in card.keywords:
            from kitchentable.rules.keywords.cast_while_resolving import cascade_trigger

            cascade_trigger(state, c.controller, c.stack_id, name, chars(state, c.stack_id).mana_value)
        key = ("spells_cast", c.controller)
        state.turn_facts[key] = int(state.turn_facts.get(key, 0)) + 1
        note_cast(state, c.controller, c.stack_id)
        state.players[c.controller].spells_cast += 1
        if 0 <= c.alternative < len(card.alternative_costs) and card.alternative_costs[c.alternative].label == "warp":
            from kitchentable.rules.keywords.ability_words import note_warped

            note_warped(state)  # 702.185: "a spell was warped this turn" (void)
        state.log_event("601.2i", "cast", c.controller, name, c.x, c.modes, c.targets)
        notify(state, ("cast", c.controller, c.stack_id))
        if c.replicate and card.static and own_static(card, "squad") is not None:
            from kitchentable.rules.continuous.copies import squad_paid

            squad_paid(state, c.stack_id, c.replicate)  # 702.157a: copies as it enters, not of the spell
        elif c.replicate:
            _replicate_trigger(state, c, name)
        if c.kicked and any(o.label == "conspire" for o in card.optional_costs):
            _replicate_trigger(state, replace(c, replicate=1), name, "Conspire")  # 702.78a: copy it once
        if c.kicked and any(o.label == "casualty" for o in card.optional_costs):
            # 702.153a: "when you cast this spell, if a casualty cost was paid for it, copy it"
            _replicate_trigger(state, replace(c, replicate=1), name, "Casualty")
        ripple = own_static(card, "ripple") if card.static else None
        if ripple is not None:
            from kitchentable.rules.keywords.cast_while_resolving import ripple_trigger

            ripple_trigger(state, c.controller, c.stack_id, name, ripple.generic)
    else:
        state.log_event("602.2e", "activated", c.controller, c.source, c.ability_index)
        used = ("activated", c.source, c.ability_index)  # counted for "activate only once each turn" (602.5b)
        state.turn_facts[used] = int(state.turn_facts.get(used, 0)) + 1
        if c.source in state.objects and state.objects[c.source].zone[0] == BATTLEFIELD:
            from kitchentable.rules.keywords.keyword_actions import note_exhausted

            note_exhausted(state, c.source, c.ability_index)  # 702.177a: "activate only once"
        if state.rules is not None:
            state.rules.on_activated(state, c.controller, c.source, c.ability_index)
        _notify_cycled(state, c)
    for group in c.targets:
        for t in group:
            if not isinstance(t, tuple):
                notify(state, ("targeted", t, c.stack_id))
    del state.contexts[cid]


def _cast_self_triggers(state: GameState, c: CastContext, card: CardDef, name: str) -> None:
    """601.2i: "when you cast ~" abilities of the spell itself trigger from the stack (emerge's titans)."""
    from kitchentable.rules.stack.conditions import check_condition
    from kitchentable.rules.stack.triggers import PendingTrigger

    for i, ab in enumerate(card.triggered):
        if ab.trigger.event != "cast_self":
            continue
        if ab.intervening_if is not None and not check_condition(state, ab.intervening_if, c.controller, c.stack_id):
            continue
        state.pending_triggers.append(PendingTrigger(c.controller, c.stack_id, i, ab,
                                                     ("cast", c.controller, c.stack_id), name))


def _replicate_trigger(state: GameState, c: CastContext, name: str, text: str = "Replicate") -> None:
    """702.56a: "when you cast this spell, if a replicate cost was paid for it, copy it for each time"."""
    from kitchentable.rules.abilities import Modal, Mode, TriggeredAbility, TriggerSpec
    from kitchentable.rules.stack.one_card_effects import replicate_trigger_effect
    from kitchentable.rules.stack.triggers import PendingTrigger

    ability = TriggeredAbility(TriggerSpec("cast"), Modal((Mode((replicate_trigger_effect(c.replicate),)),)),
                               text=text)
    state.pending_triggers.append(PendingTrigger(c.controller, c.stack_id, -1, ability,
                                                 ("cast", c.controller, c.stack_id), name))


@handler("trigger_done")
def trigger_done(state: GameState, frame: tuple[Any, ...]) -> None:
    cid = frame[1]
    _set_stack_info(state, cid)
    c = ctx(state, cid)
    from kitchentable.rules.stack.triggers import notify

    for group in c.targets:
        for t in group:
            if not isinstance(t, tuple):
                notify(state, ("targeted", t, c.stack_id))
    del state.contexts[cid]


# --- lands (305) ---------------------------------------------------------------------------------------------


def play_land(state: GameState, seat: int, oid: int) -> None:
    """305.1: playing a land is a special action: it moves to the battlefield; it doesn't use the stack."""
    from kitchentable.rules.events import move

    state.players[seat].lands_played += 1
    life = next((ab.param("pay_life") for ab in state.objects[oid].card.static
                 if ab.kind == "enters_tapped" and ab.param("pay_life")), None)
    if life is not None:
        options = (("pay",), ("no",)) if state.players[seat].life >= int(life) else (("no",),)  # 119.4
        ask(state, Decision(seat, "pay_life_as_enters", options, "pay_life_as_enters", (oid, int(life)),
                            f"Pay {life} life so it enters untapped? (614.12)", "614.12"))
        return
    move(state, oid, BATTLEFIELD, controller=seat, mover=seat, cause="305.1")


@resumer("pay_life_as_enters")
def pay_life_as_enters(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """614.12: the land's controller pays the life (119.4) or not as it enters; it enters untapped only if
    they paid."""
    from kitchentable.rules.events import lose_life, move
    from kitchentable.rules.stack.resolve import PAID_LIFE_TAG

    oid, life = decision.data
    seat = decision.player
    tags: frozenset[str] = frozenset()
    if action == ("pay",):
        lose_life(state, seat, life)
        state.log_event("119.4", "paid_life", seat, life)
        tags = frozenset({PAID_LIFE_TAG})
    move(state, oid, BATTLEFIELD, controller=seat, mover=seat, cause="305.1", tags=tags)


# --- what can be begun now (for legal actions) -------------------------------------------------------------------


# What a card definition can do from where it is, as bits (`zone_facts`): the priority check asks about every
# card in hands and graveyards each time a player would receive priority, so each answer is computed once.
FLASHBACK = 1  # it has flashback (702.34)
HAND_ABILITY = 2  # an activated ability that works in hand (cycling, 702.29)
GRAVEYARD_ABILITY = 4  # an activated ability that works in a graveyard, or recover (702.59)
GRAVEYARD_CAST = 8  # "you may cast this card from your graveyard" or retrace (702.81)
INSTANT_SPEED = 16  # it may be cast outside sorcery timing (see `castable_at_instant_speed`)
FORETELL = 32  # foretell or plot: a special action from hand (702.143a, 702.170a; rules.keywords.keyword_actions)

_ZONE_FACTS: dict[int, int] = {}


def zone_facts(card: CardDef) -> int:
    """The card's zone facts (the bits above), computed once per card definition."""
    key = id(card)
    found = _ZONE_FACTS.get(key)
    if found is None:
        found = (
            FLASHBACK * any(a.flashback for a in card.alternative_costs)
            | HAND_ABILITY * any(a.zone == HAND for a in card.activated)
            | GRAVEYARD_ABILITY * (any(a.zone == "graveyard" for a in card.activated)
                                   or any(s.kind == "recover" for s in card.static))
            | GRAVEYARD_CAST * (any(a.kind == "cast_from_graveyard" for a in card.static)
                                or "retrace" in card.keywords
                                or any(a.label in ("escape", "disturb") for a in card.alternative_costs))
            | INSTANT_SPEED * any("Instant" in c.types or "flash" in c.keywords or flash_permission(c) is not None
                                  for c in (card, *card.faces))
            | FORETELL * any(a.label in ("foretell", "plot") for a in card.alternative_costs))
        _ZONE_FACTS[key] = found
        _KEEP_ALIVE.append(card)
    return found


_KEEP_ALIVE: list[CardDef] = []  # ids stay valid while the definitions they were computed for live


def castable_at_instant_speed(card: CardDef) -> bool:
    """Could this card be cast while a sorcery couldn't (307.1, 117.1a): is it, one of its halves or one of
    its faces an instant, does it have flash (702.8a), or its own "you may cast ~ as though it had flash"
    (601.3)? A superset of what the legal actions allow. It exists for speed: most of the times a player
    holds priority it is outside sorcery timing, and every card this answers False for is left out before
    any cost, target or split half is looked at."""
    found = _ZONE_FACTS.get(id(card))
    return bool((zone_facts(card) if found is None else found) & INSTANT_SPEED)


def zone_facts_of(state: GameState, ids: list[int]) -> int:
    """The zone facts of any card among `ids` (their union): tells whether a closer look at a hand or
    graveyard is needed at all. Remembered per zone list in `state.scans` with a copy of its contents,
    which are compared (in C) before the answer is reused: an object's card never changes while it stays
    in one zone, so the same ids mean the same facts."""
    if not ids:
        return 0
    key = id(ids)
    memo = state.scans.get(key)
    if memo is not None and memo[0] is ids and memo[1] == ids:
        return memo[2]  # type: ignore[no-any-return]
    objects = state.objects
    facts = _ZONE_FACTS
    union = 0
    for oid in ids:
        card = objects[oid].card
        found = facts.get(id(card))
        union |= zone_facts(card) if found is None else found
    if len(state.scans) > 64:
        state.scans.clear()
    state.scans[key] = (ids, ids[:], union)  # the list itself is kept, so its id can't be reused meanwhile
    return union


def with_zone_fact(state: GameState, ids: list[int], index: int) -> list[int]:
    """The objects among `ids` whose card has zone fact bit `index` of `zone_facts` (0 flashback, 1 an
    ability that works in hand, 2 one that works in a graveyard, 3 may be cast from a graveyard)."""
    if len(ids) > 12:
        key = (index, tuple(ids))
        found: list[int] | None = state.scans.get(key)
        if found is None:
            found = _scan_zone_fact(state, ids, 1 << index)
            if len(state.scans) > 64:
                state.scans.clear()
            state.scans[key] = found
        return list(found)
    return _scan_zone_fact(state, ids, 1 << index)


def _scan_zone_fact(state: GameState, ids: list[int], bit: int) -> list[int]:
    objects = state.objects
    facts = _ZONE_FACTS
    out: list[int] = []
    for oid in ids:
        card = objects[oid].card
        found = facts.get(id(card))
        if (zone_facts(card) if found is None else found) & bit:
            out.append(oid)
    return out


def castable_from(state: GameState, seat: int, instant_speed: bool = False) -> list[tuple[int, str]]:
    """Cards the player could begin to cast: from hand, from the graveyard with flashback (702.34), and
    from exile with an impulse permission (`rules.continuous.play_from_exile`, read only while a resolved effect exists).
    `instant_speed` (outside sorcery timing, 307.1) keeps only cards `castable_at_instant_speed`."""
    out = _castable_from_hand_or_graveyard(state, seat, instant_speed)
    if state.continuous:
        from kitchentable.rules.continuous.play_from_exile import exiled_playable

        out += [(oid, "exiled") for oid in exiled_playable(state, seat)
                if not instant_speed or castable_at_instant_speed(state.objects[oid].card)]
    return out


def _castable_from_hand_or_graveyard(state: GameState, seat: int, instant_speed: bool) -> list[tuple[int, str]]:
    hand = state.zone(HAND, seat)
    if not instant_speed:
        out = [(oid, "hand") for oid in hand]
    elif zone_facts_of(state, hand) & INSTANT_SPEED:
        out = [(oid, "hand") for oid in _scan_zone_fact(state, hand, INSTANT_SPEED)]
    else:
        out = []
    if state.delayed:
        from kitchentable.rules.keywords.keyword_actions import foretold_castable

        out = out + foretold_castable(state, seat, instant_speed)  # 702.143a: foretold cards in exile
        from kitchentable.rules.keywords.ability_words import warped_castable

        out = out + warped_castable(state, seat, instant_speed)  # 702.185a: warped cards, on a later turn
    gy = state.zones.get(state.rules.graveyard_of(state, seat), [])
    anything = ("play_from_graveyard", seat) in state.turn_facts.get("permissions", ())
    if not (anything or state.continuous or zone_facts_of(state, gy) & (FLASHBACK | GRAVEYARD_CAST)):
        return out  # nothing in the graveyard could be cast from there
    if instant_speed:
        return [c for c in _castable_from_hand_or_graveyard(state, seat, False)
                if castable_at_instant_speed(state.objects[c[0]].card)]
    flashback = with_zone_fact(state, gy, 0)
    if state.continuous:
        granted = _granted_flashback(state, seat)
        if granted:
            own = set(flashback)
            flashback = [oid for oid in gy if oid in own or oid in granted]
    with_flashback = set(flashback)
    if anything:
        out += [(oid, "flashback" if oid in with_flashback else "graveyard") for oid in gy]
        return out
    out += [(oid, "flashback") for oid in flashback]
    for oid in with_zone_fact(state, gy, 3):
        if "retrace" in state.objects[oid].card.keywords:
            if state.objects[oid].owner == seat and _has_land_in_hand(state, seat):
                out.append((oid, "retrace"))
        if oid not in with_flashback and _may_cast_from_graveyard(state, seat, oid):
            out.append((oid, "graveyard"))
        if state.objects[oid].owner == seat and any(a.label == "escape" for a in state.objects[oid].card.alternative_costs):
            out.append((oid, "escape"))  # 702.138a: cast from your graveyard for its escape cost
        if state.objects[oid].owner == seat and disturb_index(state.objects[oid].card) >= 0:
            out.append((oid, "disturb"))  # 702.146a: cast transformed from its owner's graveyard
    return out


def _has_land_in_hand(state: GameState, seat: int) -> bool:
    """702.81a: retrace needs a land card to discard."""
    return any("Land" in state.objects[h].card.types for h in state.zone(HAND, seat))


def _may_cast_from_graveyard(state: GameState, seat: int, oid: int) -> bool:
    """"You may cast this card from your graveyard [as long as ...]" (Gravecrawler): a static ability that
    functions in the graveyard (113.6b), for the card's owner."""
    from kitchentable.rules.stack.conditions import check_condition

    o = state.objects[oid]
    return o.owner == seat and any(
        ab.kind == "cast_from_graveyard" and (ab.condition is None or check_condition(state, ab.condition, seat, oid))
        for ab in o.card.static)


def _granted_flashback(state: GameState, seat: int) -> frozenset[int]:
    """Cards given flashback for this player by a resolved effect (Past in Flames): locked to the cards in
    their graveyard when it resolved (611.2c), so a card put there later, or one that left and came back,
    has none. Only the effect's controller casts with it: "your graveyard" is theirs alone, even where
    players share a graveyard (Judge's Tower ICR 100.6)."""
    found: set[int] = set()
    for ce in state.continuous:
        if ce.ability.kind == "grant_flashback" and ce.objects is not None and ce.controller == seat:
            found |= ce.objects
    return frozenset(found)


def flashback_cost(state: GameState, oid: int, seat: int) -> Cost | None:
    """702.34a: the card's flashback cost: its own flashback keyword, else a granted flashback whose cost is
    the card's mana cost (a card with no mana cost then has no flashback cost, 118.6)."""
    card = state.objects[oid].card
    for alt in card.alternative_costs:
        if alt.flashback:
            return alt.cost
    if oid in _granted_flashback(state, seat) and card.mana_cost is not None:
        return Cost(mana=card.mana_cost)
    return None


def has_targets_for(state: GameState, modal: Modal, seat: int, source: int) -> bool:
    """Could at least one mode's targets be chosen now (601.2c)? A cheap pre-check for legal actions."""
    for mode in modal.modes:
        if all(has_candidates(state, spec, seat, source, spec.min) for spec in mode.targets):
            return True
    return False


def can_afford_roughly(state: GameState, seat: int, cost: ManaCost | None, source: int | None = None,
                       available: list[tuple[int, frozenset[str]]] | None = None) -> bool:
    """Could the player's available mana cover this cost (ignoring modifiers)? A pre-check only; the real
    test is the payment step, which rewinds if it fails. `available` may pass the player's mana sources
    (object, mana types) when checking many costs at once."""
    if cost is None:
        return True
    if _unbounded(state):
        return True
    player = state.players[seat]
    if available is None:
        available = [(oid, produces(state, oid, i)) for oid, i in mana_sources(state, seat)]
    sources = [s for s in available if s[0] != source]
    need = cost.with_x(0)
    amounts = player.pool.amounts
    if player.pool.restricted:  # 106.6: counted as if it could pay (a pre-check; the payment decides)
        amounts = dict(amounts)
        for kind, n, _flt in player.pool.restricted:
            amounts[kind] = amounts.get(kind, 0) + n
    if sum(amounts.values()) + len(sources) < need.least_mana:
        return False
    return can_pay(need, amounts, sources, 10**9 if player.infinite_life else player.life)



# --- disturb (702.146) -------------------------------------------------------------------------------------------


def disturb_index(card: CardDef) -> int:
    """The index of the card's disturb cost among its alternative costs (-1 if none): a transforming
    double-faced card whose front face has disturb (702.146a)."""
    if card.layout != "transform" or len(card.faces) < 2 or not card.alternative_costs:
        return -1
    return madness_index(card, "disturb")


_CAST_TRANSFORMED: dict[int, CardDef] = {}


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
