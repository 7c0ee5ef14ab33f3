"""Keywords and keyword actions of attacking creatures (702, 701): toxic, training, exert, enlist, saddle,
reconfigure, mobilize, valiant, and the record of who attacked this turn (raid, boast, exhaust).

- Toxic (702.164): combat damage a creature with toxic deals to a player also gives that player poison
  counters equal to its total toxic value (702.164c: the sum of the N of its toxic abilities).
- Training (702.149a): "whenever this creature and at least one other creature with power greater than this
  creature's power attack, put a +1/+1 counter on this creature": the comparison is part of the trigger event
  (checked when attackers are declared, 508.1m), not an intervening "if".
- Exert (701.43): as a creature with "you may exert ~ as it attacks" attacks, its controller may exert it: it
  won't untap during their next untap step, and its "when you do" ability triggers. Partial: the choice is asked
  right after attackers are declared (with the attack triggers waiting), not as part of the declaration.
- Enlist (702.154a): asked with exert; the tapped creature's power (as it is tapped) pumps the attacker through
  a reflexive trigger.
- Saddle (702.171): "Saddle N" pays like crew (tap other untapped creatures with total power N or greater,
  601.2h), only as a sorcery; the Mount is saddled until end of turn ("whenever ~ attacks while saddled", "if ~
  is saddled").
- Reconfigure (702.151): "[Cost]: unattach", only as a sorcery and only while attached; while attached it isn't
  a creature (a layer 4 "remove_types" effect, 702.151b).
- Mobilize N (702.181a): the tokens enter tapped and attacking what the creature attacks and are sacrificed by a
  delayed trigger at the next end step.
- Valiant (ability word): "whenever ~ becomes the target of a spell or ability you control for the first time
  each turn".
- Raid (ability word): "if you attacked this turn"; boast (702.142a): "activate only if this creature attacked
  this turn"; exhaust (702.177): an ability activated only once.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Condition, Modal, Simple, TriggeredAbility
from kitchentable.rules.casting.casting import as_ability_is_activated
from kitchentable.rules.continuous.layers import Characteristics, chars
from kitchentable.rules.engine import HANDLERS, ask, resumer
from kitchentable.rules.events import on_combat_damage_to_player
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import Decision, GameState
from kitchentable.rules.turn.combat import as_attackers_are_declared


def toxic_value(c: Characteristics) -> int:
    """702.164c: a creature's total toxic value, the sum of N over its toxic abilities."""
    return sum(int(k[6:]) for k in c.keywords if k.startswith("toxic ") and k[6:].isdigit())


@on_combat_damage_to_player("702.164c")
def give_toxic_poison(state: GameState, src: Characteristics, seat: int) -> None:
    """702.164c: combat damage dealt to a player by a creature with toxic also gives that player poison counters
    equal to its total toxic value (a result of the damage, 120.3)."""
    n = toxic_value(src)
    if n:
        state.players[seat].poison += n
        state.log_event("702.164c", "poison", seat, n)


@condition("attacked_this_turn")
def _attacked_this_turn(state: GameState, cond: Condition, controller: int, source: int | None,
                        ctx: object | None = None) -> bool:
    """Boast (702.142a): "activate only if this creature attacked this turn": it was declared as an attacker
    this turn (508.1), recorded when attackers are declared (`note_attackers`)."""
    return source is not None and source in state.turn_facts.get("attacked", frozenset())


@as_ability_is_activated("702.177a")
def note_exhausted(state: GameState, source: int, index: int) -> None:
    """Exhaust (702.177a): "activate only once": an activated exhaust ability marks its permanent (a new object
    after a zone change may activate it again, 400.7)."""
    o = state.objects.get(source)
    if o is None or o.zone[0] != "battlefield":
        return
    abilities = chars(state, source).activated
    if index < len(abilities) and (cond := abilities[index].condition) is not None and cond.kind == "not_exhausted":
        o = state.mut(source, characteristics=False)
        o.tags = o.tags | {f"exhausted:{cond.name}"}


@condition("you_attacked")
def _you_attacked(state: GameState, cond: Condition, controller: int, source: int | None,
                  ctx: object | None = None) -> bool:
    """Raid (ability word): "if you attacked this turn": you declared at least one attacker this turn (508.1)."""
    return bool(state.turn_facts.get(("you_attacked", controller)))


@condition("not_exhausted")
def _not_exhausted(state: GameState, cond: Condition, controller: int, source: int | None,
                   ctx: object | None = None) -> bool:
    """Exhaust (702.177a): this exhaust ability (named by its text) wasn't activated by this object."""
    return source is None or source not in state.objects or f"exhausted:{cond.name}" not in state.objects[source].tags


@condition("self_attached")
def _self_attached(state: GameState, cond: Condition, controller: int, source: int | None,
                   ctx: object | None = None) -> bool:
    """Reconfigure (702.151): the permanent is attached to something."""
    return source is not None and source in state.objects and state.objects[source].attached_to is not None


@condition("saddled")
def _saddled(state: GameState, cond: Condition, controller: int, source: int | None,
             ctx: object | None = None) -> bool:
    """Saddle (702.171b): saddled this turn."""
    return bool(state.turn_facts.get(("saddled", source)))


def valiant_targeted(state: GameState, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """"Whenever ~ becomes the target of a spell or ability you control for the first time each turn": the
    first such targeting this turn is remembered (only for permanents with this trigger)."""
    if event[1] != source:
        return False
    spell = state.objects.get(event[2])
    if spell is None or spell.stack is None or spell.stack.controller != controller:
        return False
    key = ("valiant", source)
    if state.turn_facts.get(key):
        return False
    state.turn_facts[key] = True
    return True


def training_attacks(state: GameState, source: int, event: tuple[Any, ...]) -> bool:
    """702.149a: this creature attacks together with another attacking creature of greater power."""
    if event[1] != source or state.combat is None:
        return False
    mine = chars(state, source).power or 0
    return any(a != source and a in state.objects and (chars(state, a).power or 0) > mine
               for a in state.combat.attackers)


@as_attackers_are_declared("701.43a")
def exert_frames(state: GameState, attackers: Any) -> list[tuple[Any, ...]]:
    """The choices made as creatures attack: exert (701.43a-c: attackers with a trigger on the "exerted" event)
    and enlist (702.154a: attackers with the keyword). Only such attackers are asked."""
    frames: list[tuple[Any, ...]] = []
    for oid in attackers:
        if oid not in state.objects:
            continue
        c = chars(state, oid)
        if any(ab.trigger.event == "exerted" for ab in c.triggered):
            frames.append(("sm_exert", oid))
        if "enlist" in c.keywords:
            frames.append(("sm_enlist", oid))
    return frames


def enlist_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """702.154a: "you may tap up to one untapped creature you control that you didn't choose to attack with and
    that either has haste or has been under your control continuously since this turn began"."""
    from kitchentable.rules.casting.payment import summoning_sick

    oid = frame[1]
    if oid not in state.objects or state.combat is None:
        return
    seat = chars(state, oid).controller
    candidates = [o for o in state.battlefield() if o not in state.combat.attackers and not state.objects[o].tapped
                  and (c := chars(state, o)).controller == seat and "Creature" in c.types
                  and not summoning_sick(state, o) and ("enlisted", o) not in state.turn_facts]
    if not candidates:
        return
    ask(state, Decision(seat, "enlist", (*(("enlist", o) for o in candidates), ("no",)), "sm_enlist", (oid,),
                        f"Enlist a creature for {state.objects[oid].card.name} (702.154a)?", "702.154a"))


@resumer("sm_enlist")
def enlist_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """Tap it; "when you do" this creature gets +X/+0 until end of turn (a reflexive trigger, 603.12). Partial: X
    is the tapped creature's power as it is tapped."""
    if action[0] != "enlist":
        return
    from kitchentable.rules.abilities import Mode, ModifyPT, Ref, TriggeredAbility, TriggerSpec, fixed
    from kitchentable.rules.stack.triggers import PendingTrigger

    (oid,) = decision.data
    helper = action[1]
    x = chars(state, helper).power or 0
    events.tap(state, helper)
    state.turn_facts[("enlisted", helper)] = True
    state.log_event("702.154a", "enlist", oid, helper)
    pump = TriggeredAbility(TriggerSpec("enlisted"), Modal((Mode((ModifyPT(Ref("self"), fixed(x), fixed(0)),)),)),
                            text="Enlist")
    state.pending_triggers.append(PendingTrigger(decision.player, oid, -1, pump, ("enlisted", oid),
                                                 state.objects[oid].card.name))


HANDLERS["sm_enlist"] = enlist_frame


def exert_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    oid = frame[1]
    if oid not in state.objects:
        return
    seat = chars(state, oid).controller
    ask(state, Decision(seat, "exert", (("yes",), ("no",)), "sm_exert", (oid,),
                        f"Exert {state.objects[oid].card.name} as it attacks? It won't untap during your next "
                        "untap step.", "701.43a"))


@resumer("sm_exert")
def exert_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """701.43b: an exerted permanent doesn't untap during its controller's next untap step; "when you do"
    abilities trigger on the exertion (the "exerted" event)."""
    if action != ("yes",):
        return
    from kitchentable.rules.stack.triggers import notify
    from kitchentable.rules.turn.combat_restrictions import SKIP_UNTAP

    (oid,) = decision.data
    o = state.mut(oid, characteristics=False)
    o.tags = o.tags | {SKIP_UNTAP, "exerted"}
    state.log_event("701.43a", "exert", o.card.name)
    notify(state, ("exerted", oid))


HANDLERS["sm_exert"] = exert_frame


@executor("unattach")
def unattach(state: GameState, rid: int, eff: Simple) -> None:
    """702.151a: "Unattach this permanent" (701.3d): it stays on the battlefield, attached to nothing."""
    for oid in objects_of(state, rid, eff.subject):
        if state.objects[oid].attached_to is not None:
            state.mut(oid).attached_to = None
            state.cache.clear()
            state.log_event("702.151a", "unattach", oid)


@executor("saddle")
def saddle(state: GameState, rid: int, eff: Simple) -> None:
    """702.171a: the Mount becomes saddled until end of turn (a turn fact: it ends with the turn, and a new
    object after a zone change isn't saddled)."""
    for oid in objects_of(state, rid, eff.subject):
        state.turn_facts[("saddled", oid)] = True
        state.log_event("702.171a", "saddled", oid)


@executor("mobilize")
def mobilize(state: GameState, rid: int, eff: Simple) -> None:
    """Mobilize N (702.181a, 2025 rules): "create N tapped and attacking 1/1 red Warrior creature tokens. Sacrifice
    them at the beginning of the next end step." The tokens attack what the creature attacks (or, if it has
    left combat, its controller's first opponent; partial: 508.4a lets the controller choose); they were never
    declared as attackers, so "whenever ~ attacks" doesn't trigger for them (508.4)."""
    from kitchentable.rules.abilities import Modal, Mode, Ref, TriggeredAbility, TriggerSpec
    from kitchentable.rules.records import replace
    from kitchentable.rules.stack.information import DelayedTrigger

    c = rctx(state, rid)
    combat = state.combat
    if combat is None:
        return
    target = combat.attackers.get(c.source) or next((("player", s) for s in state.opponents(c.controller)), None)
    if target is None:
        return
    made: list[int] = []
    for _ in range(eff.amount.value):
        oid = events.create_token(state, eff.param("token"), c.controller, tapped=True)
        state.mut(oid, characteristics=False).attacking = target
        made.append(oid)
    state.combat = replace(combat, attackers={**combat.attackers, **{o: target for o in made}})
    state.facts_changed()
    sacrifice = TriggeredAbility(TriggerSpec("delayed", None, "each"),
                                 Modal((Mode((Simple("sacrifice", Ref("bound", 0)),)),)), text="Mobilize")
    name = state.objects[c.source].card.name if c.source in state.objects else "Mobilize"
    state.delayed = [*state.delayed, DelayedTrigger("end", c.controller, c.source, name, sacrifice, (tuple(made),),
                                                    state.turn)]
    state.log_event("702.181a", "mobilize", c.controller, len(made))


@matcher("attacks", "attacks_saddled")
def _attacks_saddled(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                     event: tuple[Any, ...]) -> bool:
    """702.171b: "whenever ~ attacks while saddled"."""
    return event[1] == source and bool(state.turn_facts.get(("saddled", source)))


@matcher("targeted", "valiant")
def _valiant_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                     event: tuple[Any, ...]) -> bool:
    return valiant_targeted(state, source, controller, event)


@matcher("exerted", "exerted")
def _exerted_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                     event: tuple[Any, ...]) -> bool:
    """701.43: "you may exert ~ as it attacks. When you do, ..."."""
    return bool(event[1] == source)


@matcher("attacks", "training")
def _training_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                      event: tuple[Any, ...]) -> bool:
    return training_attacks(state, source, event)
