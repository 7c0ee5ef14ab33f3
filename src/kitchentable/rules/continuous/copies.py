"""Copies of permanents and cards (707) beyond the plain token copy of `effects.create_token`.

- Exceptions to a copy effect (707.9b): "create a token that's a copy of it, except it's a 1/1 / it has haste /
  it isn't legendary / it's an artifact in addition to its other types". The exceptions become part of the
  copy's copiable values, so a copy of that token carries them too (707.9b); `apply_exceptions` writes them
  into the copied card definition.
- Populate (701.30): choose a creature token you control and create a token that's a copy of it.
- Encore (702.141a): for each opponent, a token copy that must attack this turn, with haste, sacrificed at the
  beginning of the next end step.
- Clones (707.5 / 614.1c-614.12): "You may have ~ enter as a copy of any creature on the battlefield[, except
  ...]". The choice is made as the permanent spell resolves (608.3); the spell's card is replaced by the
  chosen permanent's copiable values before it moves, so it enters already a copy (its own enters abilities
  are the copied ones) and is the printed card again once it leaves the battlefield (400.7; the memory key
  `COPIED_OF`, read by `events.move`). Partial: like the other choices made as a permanent enters
  (`rules.keywords.permanent_keywords.ask_entering_choice`), it is offered only when the spell resolves; put onto the
  battlefield another way, the permanent enters as itself.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import ActivatedAbility, CardDef, Filter, Ref, Simple, TriggeredAbility
from kitchentable.rules.continuous.layers import chars, face_down_card
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.log_text import EXPLAINERS, player_name
from kitchentable.rules.records import replace
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx, remember
from kitchentable.rules.state import BATTLEFIELD, Decision, GameState

COPIED_OF = "copied_of"
"""The memory key of a permanent that entered as a copy (707.5): the printed card it is again once it leaves."""

ENTER_AS_COPY = "enter_as_copy"
"""The static ability kind of "You may have ~ enter as a copy of any <desc> on the battlefield" (614.12)."""

Exceptions = tuple[tuple[str, Any], ...]


def apply_exceptions(card: CardDef, mods: Exceptions) -> CardDef:
    """707.9b: the copy's copiable values are the copied values as the exceptions change them. Each exception
    is (what, value): "pt" (p, t), "colors" (a set of color letters; with "no_mana_cost" the only colors),
    "subtypes" (replacing the creature types), "add_types" / "add_subtypes" / "add_supertypes" ("in addition
    to its other types"), "keywords" (added), "not_legendary", "no_mana_cost", "name"."""
    for what, v in mods:
        if what == "pt":
            card = replace(card, power=v[0], toughness=v[1])
        elif what == "colors":
            card = replace(card, color_indicator=frozenset(v))
        elif what == "subtypes":
            card = replace(card, subtypes=frozenset(v))
        elif what == "add_types":
            card = replace(card, types=card.types | frozenset(v))
        elif what == "add_subtypes":
            card = replace(card, subtypes=card.subtypes | frozenset(v))
        elif what == "add_supertypes":
            card = replace(card, supertypes=card.supertypes | frozenset(v))
        elif what == "keywords":
            card = replace(card, keywords=card.keywords | frozenset(v))
        elif what == "not_legendary":
            card = replace(card, supertypes=card.supertypes - {"Legendary"})
        elif what == "no_mana_cost":
            colors = card.colors
            card = replace(card, mana_cost=None,
                           color_indicator=card.color_indicator if card.color_indicator is not None else colors)
        elif what == "name":
            card = replace(card, name=str(v))
        elif what == "gain_ability":  # 707.9a
            if isinstance(v, TriggeredAbility):
                card = replace(card, triggered=(*card.triggered, v))
            elif isinstance(v, ActivatedAbility):
                card = replace(card, activated=(*card.activated, v))
        elif what == "this_ability":
            pass  # resolved into "gain_ability" by `resolving_exceptions` (nothing to add outside a resolution)
        else:
            raise ValueError(f"unknown copy exception {what!r}")
    return card


def resolving_exceptions(state: GameState, rid: int, mods: Exceptions) -> Exceptions:
    """"except it has this ability" names the resolving ability (707.9a): read from its stack object."""
    if not any(what == "this_ability" for what, _v in mods):
        return mods
    c = rctx(state, rid)
    holder = state.objects.get(c.stack_id)
    ab = holder.memory[0] if holder is not None and holder.memory else None
    info = holder.stack if holder is not None else None
    if ab is None and info is not None and info.kind == "activated" and c.source in state.objects:
        own = chars(state, c.source).activated  # an activated ability's stack object names it by index
        ab = own[info.ability_index] if 0 <= info.ability_index < len(own) else None
    gained: Exceptions = (("gain_ability", ab),) if isinstance(ab, TriggeredAbility | ActivatedAbility) else ()
    return tuple(m for m in mods if m[0] != "this_ability") + gained


def copiable(state: GameState, oid: int) -> CardDef:
    """707.2: an object's copiable values: its card as copy effects made it (a clone's card is already the
    copied one, 707.3), or a face-down 2/2's (707.2b)."""
    o = state.objects[oid]
    return face_down_card() if o.face_down else o.card


def create_copy(state: GameState, rid: int, card: CardDef, seat: int, *, tapped: bool = False) -> int:
    """111.1 / 707.2: create one token copy and remember it for the rest of the effect ("it", "them")."""
    oid = events.create_token(state, replace(card, is_token=True), seat, tapped=tapped)
    remember(state, rid, "it", oid)
    c = rctx(state, rid)
    remember(state, rid, "created", (*c.recall("created", ()), oid))
    return oid


# --- tokens put onto the battlefield attacking (508.4) ----------------------------------------------------------


def put_attacking(state: GameState, rid: int, oid: int) -> None:
    """508.4: a token created "tapped and attacking" attacks without having been declared (no "whenever ~
    attacks" for it). It attacks what the effect's source attacks, else the first opponent in turn order
    (partial: 508.4 lets its controller choose among the defending players and planeswalkers). Outside combat
    it is just tapped (508.4a)."""
    combat = state.combat
    if combat is None or state.step not in ("declare_attackers", "declare_blockers", "first_strike_damage",
                                            "combat_damage"):
        return
    c = rctx(state, rid)
    target = combat.attackers.get(c.source)
    if target is None:
        seat = chars(state, oid).controller
        opponents = [s for s in state.opponents(seat) if state.players[s].in_game]
        if not opponents:
            return
        target = ("player", opponents[0])
    o = state.mut(oid, characteristics=False)
    o.attacking = target
    state.combat = replace(combat, attackers={**combat.attackers, oid: target})
    state.facts_changed()
    state.log_event("508.4", "put_attacking", state.objects[oid].card.name, target, oid)


@executor("put_attacking")
def put_attacking_effect(state: GameState, rid: int, eff: Simple) -> None:
    """"... to the battlefield tapped and attacking": what this effect returned attacks (508.4)."""
    from kitchentable.rules.stack.effects import objects_of

    for oid in objects_of(state, rid, eff.subject):
        if state.objects[oid].zone[0] == BATTLEFIELD:
            put_attacking(state, rid, oid)


# --- "the legend rule doesn't apply" (704.5j) -------------------------------------------------------------------


def without_legend_rule(state: GameState, conflicts: tuple[Any, ...]) -> tuple[Any, ...]:
    """704.5j conflicts left once permanents a "the legend rule doesn't apply [to <description>]" static
    ability covers are taken out (Mirror Gallery, Cadric's tokens); a name shared by fewer than two remaining
    permanents is no conflict."""
    from kitchentable.rules.concepts.targets import matches_object
    from kitchentable.rules.continuous.layers import static_sources

    exempt = [(src, ab, ctl) for src, ab, ctl in static_sources(state) if ab.kind == "no_legend_rule"]
    if not exempt:
        return conflicts
    kept: list[tuple[int, tuple[int, ...]]] = []
    for ctl, ids in conflicts:
        left = tuple(o for o in ids if not any(ab.affected is None or matches_object(state, o, ab.affected, c, src)
                                               for src, ab, c in exempt))
        if len(left) > 1:
            kept.append((ctl, left))
    return tuple(kept)


# --- populate (701.30) -------------------------------------------------------------------------------------------


@executor("populate")
def populate(state: GameState, rid: int, eff: Simple) -> None:
    """701.30a: choose a creature token you control, then create a token that's a copy of it (nothing if you
    control none, 701.30b)."""
    c = rctx(state, rid)
    mine = [o for o in state.battlefield() if state.objects[o].token and chars(state, o).controller == c.controller
            and "Creature" in chars(state, o).types]
    if len(mine) == 1:
        _populate_one(state, rid, c.controller, mine[0])
    elif mine:
        ask(state, Decision(c.controller, "populate", tuple(("choose", o) for o in mine), "populate", (rid,),
                            "Choose a creature token you control to copy (701.30a).", "701.30a"))


@resumer("populate")
def populate_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (rid,) = decision.data
    if action[1] in state.objects and rid in state.contexts:
        _populate_one(state, rid, decision.player, action[1])


def _populate_one(state: GameState, rid: int, seat: int, token: int) -> None:
    create_copy(state, rid, copiable(state, token), seat)
    state.log_event("701.30a", "populate", seat, state.objects[token].card.name)


# --- encore (702.141) --------------------------------------------------------------------------------------------


@executor("encore")
def encore(state: GameState, rid: int, eff: Simple) -> None:
    """702.141a: "For each opponent, create a token copy that attacks that opponent this turn if able. They
    gain haste. Sacrifice them at the beginning of the next end step." The card was exiled as the cost, so
    its last known copiable values are used. Partial: each token must attack this turn if able (a requirement
    like "attacks each combat if able", 508.1d), but not necessarily the opponent it was created for when
    there are several."""
    from kitchentable.rules.abilities import Modal, Mode, TriggeredAbility, TriggerSpec
    from kitchentable.rules.stack.effects import _copy_for_token
    from kitchentable.rules.stack.information import DelayedTrigger

    c = rctx(state, rid)
    card = _copy_for_token(state, rid, Ref("self"))
    if card is None:
        return
    card = apply_exceptions(card, (("keywords", ("haste",)),))
    made: list[int] = []
    for seat in state.opponents(c.controller):
        if state.players[seat].in_game:
            made.append(create_copy(state, rid, card, c.controller))
    if not made:
        return
    from kitchentable.rules.abilities import StaticAbility
    from kitchentable.rules.continuous.layers import ContinuousEffect

    state.continuous.append(ContinuousEffect(
        StaticAbility("add_keywords", keywords=frozenset({"attacks each combat if able"})), c.controller, c.source,
        state.next_timestamp(), "end_of_turn", frozenset(made), None, state.turn))
    state.cache.clear()
    sac = TriggeredAbility(TriggerSpec("delayed", None, "each"),
                           Modal((Mode((Simple("sacrifice", Ref("bound", 0)),)),)),
                           text="at the beginning of the next end step, sacrifice them")
    state.delayed = [*state.delayed, DelayedTrigger("end", c.controller, c.source, card.name, sac,
                                                    (tuple(made),), state.turn)]
    state.log_event("702.141a", "encore", c.controller, card.name, len(made))


# --- squad (702.157) ----------------------------------------------------------------------------------------------


def squad_paid(state: GameState, spell: int, times: int) -> None:
    """702.157a: the squad cost was paid `times` times as the spell was cast; the permanent it becomes carries
    the count (`events.move`) for its enters trigger."""
    o = state.mut(spell, characteristics=False)
    o.tags = o.tags | {events.SQUAD_PAID, f"squad:{times}"}
    state.log_event("702.157a", "squad_paid", o.card.name, times)


@executor("squad")
def squad(state: GameState, rid: int, eff: Simple) -> None:
    """702.157a: "When this creature enters, if its squad cost was paid, create a token that's a copy of it for
    each time its squad cost was paid." (its last known copiable values if it has already left)."""
    from kitchentable.rules.stack.effects import _copy_for_token

    c = rctx(state, rid)
    o = state.objects.get(c.source)
    tags = o.tags if o is not None else frozenset()
    times = max((int(t[6:]) for t in tags if t.startswith("squad:")), default=0)
    card = _copy_for_token(state, rid, Ref("self"))
    if card is None:
        return
    for _ in range(times):
        create_copy(state, rid, card, c.controller)


# --- "becomes a copy of" (707.2, 613.2 layer 1, 611.2) ---------------------------------------------------------

BECOME_COPY = "become_copy"
"""The marker of a resolved "becomes a copy of ... until end of turn" effect in `state.continuous` (no layer
reads it: the copy is written into the permanent's card, and `end_copy_effects` undoes it in the cleanup step)."""


@executor(BECOME_COPY)
def become_copy(state: GameState, rid: int, eff: Simple) -> None:
    """"X becomes a copy of Y [until end of turn][, except ...]": each permanent X takes Y's copiable values
    (707.2, with the exceptions, 707.9b), and keeps its counters, damage, attachments and status; it is the
    same object. Layer 1 is applied by writing the copy into the permanent's card, so everything that reads
    the card (abilities, later copy effects, 707.3) sees the copy; with a later timestamp it replaces an earlier
    copy effect, as 613.7 orders them. "Until end of turn" is undone in the cleanup step (514.2); without a
    duration it lasts until the permanent leaves (611.2c), which returns the card to its printed values
    (400.7). Partial: an effect that starts applying later in layer 1 isn't reapplied, so a copy effect ending
    restores what the permanent was just before it began."""
    from kitchentable.rules.abilities import StaticAbility
    from kitchentable.rules.continuous.layers import ContinuousEffect
    from kitchentable.rules.stack.effects import objects_of

    c = rctx(state, rid)
    sources = objects_of(state, rid, eff.param("of"))
    if not sources or state.objects[sources[0]].zone[0] != BATTLEFIELD:
        return
    model = apply_exceptions(copiable(state, sources[0]), resolving_exceptions(state, rid, tuple(eff.param("except", ()))))
    for oid in objects_of(state, rid, eff.subject):
        o = state.objects[oid]
        if o.zone[0] != BATTLEFIELD or o.face_down:
            continue
        before = o.card
        m = state.mut(oid)
        if not any(isinstance(x, tuple) and x[0] in (COPIED_OF, "transformed_of", "entered_color_of")
                   for x in m.memory):
            m.memory = (*m.memory, (COPIED_OF, before))
        m.card = replace(model, is_token=before.is_token)
        if eff.param("duration") == "end_of_turn":
            state.continuous.append(ContinuousEffect(
                StaticAbility(BECOME_COPY, params=(("before", before),)), c.controller, c.source,
                state.next_timestamp(), "end_of_turn", frozenset({oid}), None, state.turn))
        state.log_event("707.2", "becomes_copy", before.name, model.name)
    state.cache.clear()


def end_copy_effects(state: GameState) -> None:
    """514.2: "until end of turn" copy effects end together; each permanent is again what it was before the
    earliest of them (newest undone first)."""
    ending = sorted((ce for ce in state.continuous if ce.ability.kind == BECOME_COPY and ce.duration == "end_of_turn"),
                    key=lambda ce: -ce.timestamp)
    for ce in ending:
        for oid in ce.objects or ():
            if oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD:
                state.mut(oid).card = ce.ability.param("before")


# --- clones: "you may have ~ enter as a copy of ..." (707.5, 614.12) -------------------------------------------


def wants_clone_choice(state: GameState, oid: int) -> bool:
    """Whether a resolving permanent spell still has its "enter as a copy" choice to make."""
    card = state.objects[oid].card
    return any(ab.kind == ENTER_AS_COPY for ab in card.static) and ("clone_asked", oid) not in state.turn_facts


def ask_clone_choice(state: GameState, oid: int, controller: int) -> None:
    """614.12 / 608.3: as the permanent spell resolves, its controller may choose a permanent for it to
    enter as a copy of (any matching permanent on the battlefield, 707.5)."""
    push(state, ("clone_choice", oid, controller))


@handler("clone_choice")
def clone_choice(state: GameState, frame: tuple[Any, ...]) -> None:
    from kitchentable.rules.concepts.targets import matches_object

    _name, oid, seat = frame
    if oid not in state.objects:
        return
    ab = next(a for a in state.objects[oid].card.static if a.kind == ENTER_AS_COPY)
    flt: Filter = ab.affected or Filter(types=frozenset({"Creature"}))
    found = tuple(("copy", o) for o in state.battlefield() if matches_object(state, o, flt, seat, oid))
    ask(state, Decision(seat, "enter_as_copy", (*found, ("no",)), "clone_choice", frame,
                        "Choose a permanent for it to enter as a copy of, or no (707.5).", "707.5"))


@resumer("clone_choice")
def clone_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from kitchentable.rules.stack.resolve import _finish

    _name, oid, seat = decision.data
    state.turn_facts[("clone_asked", oid)] = True
    if oid not in state.objects:
        return
    if action[0] == "copy" and action[1] in state.objects and state.objects[action[1]].zone[0] == BATTLEFIELD:
        o = state.mut(oid)
        printed = o.card
        ab = next(a for a in printed.static if a.kind == ENTER_AS_COPY)
        mods: Exceptions = tuple(ab.param("except", ()))
        o.card = apply_exceptions(copiable(state, action[1]), mods)
        o.memory = (*o.memory, (COPIED_OF, printed))
        state.log_event("707.5", "enters_as_copy", printed.name, state.objects[action[1]].card.name)
    _finish(state, oid, resolved=True)


EXPLAINERS["squad_paid"] = lambda st, d: f"The squad cost of {d[0]} was paid {d[1]} times."
EXPLAINERS["becomes_copy"] = lambda st, d: f"{d[0]} becomes a copy of {d[1]}."
EXPLAINERS["put_attacking"] = lambda st, d: f"{d[0]} enters attacking."
EXPLAINERS["populate"] = lambda st, d: f"{player_name(st, d[0])} populates, copying {d[1]}."
EXPLAINERS["encore"] = lambda st, d: f"{player_name(st, d[0])} creates {d[2]} token copies of {d[1]} (encore)."
EXPLAINERS["enters_as_copy"] = lambda st, d: f"{d[0]} enters as a copy of {d[1]}."
