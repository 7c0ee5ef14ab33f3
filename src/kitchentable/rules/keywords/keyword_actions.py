"""Named mechanics of the sets printed since 2017 (branch setmech): toxic, corrupted, training, amass, suspect,
celebration, coven, boast, and ward costs that aren't mana.

Each piece is reached only from a card that has the mechanic: the damage code looks for toxic only on combat
damage to a player from a source with keywords; the trigger matcher reaches `training_attacks` only for an
ability whose event is "training"; the conditions are looked up by kind.

- Toxic (702.164): combat damage a creature with toxic deals to a player also gives that player poison
  counters equal to its total toxic value (702.164c: the sum of the N of its toxic abilities).
- Corrupted (ability word, 207.2c): "an opponent has three or more poison counters" (`opponent_poison_at_least`).
- Training (702.149a): "whenever this creature and at least one other creature with power greater than this
  creature's power attack, put a +1/+1 counter on this creature": the comparison is part of the trigger event
  (checked when attackers are declared, 508.1m), not an intervening "if".
- Amass (701.47a): "amass [subtype] N": if you control no Army creature, create a 0/0 black [subtype] Army
  creature token; choose an Army you control; put N +1/+1 counters on it; if it isn't a [subtype], it becomes
  one in addition to its other types.
- Suspect (701.60): a suspected permanent has menace and "can't block" for as long as it's suspected (a
  designation, 701.60c); "no longer suspected" ends it. It stops on leaving the battlefield (a new object).
- Celebration (ability word): "two or more nonland permanents entered the battlefield under your control this
  turn", counted per player as permanents enter (`rules.events.move`).
- Coven (ability word): "you control three or more creatures with different powers".
- Exert (701.43): as a creature with "you may exert ~ as it attacks" attacks, its controller may exert it: it
  won't untap during their next untap step, and its "when you do" ability triggers. Partial: the choice is asked
  right after attackers are declared (with the attack triggers waiting), not as part of the declaration.
- Enlist (702.154a): asked with exert; the tapped creature's power (as it is tapped) pumps the attacker through
  a reflexive trigger.
- Descend N (ability word): "N or more permanent cards in your graveyard"; valiant: "whenever ~ becomes the target
  of a spell or ability you control for the first time each turn".
- Speed (702.178-179): "Start your engines!" gives a player with no speed speed 1 as the permanent enters; an
  opponent losing life during your turn raises your speed by 1 once each turn, to at most 4 (at once, without the
  stack); "Max speed — [ability]" works only while its controller's speed is 4 (a condition on the activated or
  static ability; on a triggered one it is checked as an intervening "if", partial).
- Mobilize N (702.181a) and endure N (701.63a), numbers from the 2025 rules: the tokens enter tapped and attacking
  what the creature attacks and are sacrificed by a delayed trigger at the next end step; endure asks counters or
  an N/N white Spirit token.
- Ascend (702.131): the city's blessing is kept in `state.delayed`; a permanent with ascend gives it when its
  controller reaches ten permanents (checked as permanents enter; partial: not on a change of control); an
  instant or sorcery with ascend gives it as its text asks "if you have the city's blessing".
- Disguise (702.168a) and cloak (701.58a): morph's procedure (cast face down for {3}, turn face up for the
  disguise cost), and the face-down (or cloaked) permanent is a 2/2 with ward {2} (`layers._face_down_of`).
- Raid (ability word): "if you attacked this turn"; spectacle (702.137a): an alternative cost offered once an
  opponent lost life this turn; addendum (ability word): "if you cast this spell during your main phase".
- Foretell (702.143a): during your turn, a special action pays {2} and exiles a card with foretell from your hand
  face down (entry in `state.delayed`); after that turn it may be cast from exile for its foretell cost, with the
  usual timing. Not done: effects that refer to foretold cards or give foretell.
- Plot (702.170a): when you could cast a sorcery, a special action pays the plot cost and exiles the card from
  your hand face up; on a later turn it may be cast from exile without paying its mana cost, only as a sorcery
  (702.170d). Not done: effects that plot other cards or refer to plotted cards.
- Discover (701.57a): exile from the top until a nonland card with mana value N or less; cast it free or put it
  into your hand; the rest go to the bottom in a random order.
- Offspring (702.175a): an optional additional cost; when the permanent enters, if it was paid, its controller
  creates a 1/1 token copy of it.
- Role tokens (111.10, 303.7): "create a [Cursed/Monster/Royal/Sorcerer/Virtuous/Wicked/Young Hero] Role token
  attached to [creature]"; a newer Role from the same player replaces the older ones on that permanent.
- Gift (702.174): promising is an optional additional cost; a spell gives the gift before its other effects, a
  permanent when it enters; "if the gift was promised" reads it. Partial: with several opponents the one who
  gets the gift is chosen as the gift is given.
- Incubate (701.53a): an Incubator token (a transforming double-faced token, "{2}: Transform this artifact.",
  back face a 0/0 Phyrexian artifact creature) with N +1/+1 counters.
- Collect evidence (701.59a): a cost (`Cost.evidence`): graveyard cards picked one at a time until their total
  mana value is N or greater, exiled with the other costs; as an optional additional cost ("if evidence was
  collected") or in "you may collect evidence N. If you do, ...".
- Reconfigure (702.151): "[Cost]: attach to another target creature you control" and "[Cost]: unattach",
  both only as a sorcery (the second only while attached); while attached it isn't a creature (a layer 4
  "remove_types" effect, 702.151b).
- Saddle (702.171): "Saddle N" pays like crew (tap other untapped creatures with total power N or greater, 601.2h),
  only as a sorcery; the Mount is saddled until end of turn ("whenever ~ attacks while saddled", "if ~ is
  saddled"). Jump-start (702.133a): cast from the graveyard for its mana cost and a discard, then exiled (the
  flashback procedure).
- Boast (702.142a): "[Cost]: [Effect]. Activate only if this creature attacked this turn and only once each
  turn": the condition `attacked_this_turn` reads the turn's record of attackers.
- Ward with a discard or sacrifice cost (702.21a): "counter it unless that player discards / sacrifices ...";
  the payment is a choice of cards or permanents made as the ability resolves (`pay_choice_frames`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef, Condition, Cost, Filter, Modal, Simple, StaticAbility
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.continuous.layers import Characteristics, ContinuousEffect, chars
from kitchentable.rules.engine import HANDLERS, ask, push, resumer
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import EXILE, GRAVEYARD, HAND, Decision, GameState

# --- toxic (702.164) and corrupted --------------------------------------------------------------------------------


def toxic_value(c: Characteristics) -> int:
    """702.164c: a creature's total toxic value, the sum of N over its toxic abilities."""
    return sum(int(k[6:]) for k in c.keywords if k.startswith("toxic ") and k[6:].isdigit())


def give_toxic_poison(state: GameState, src: Characteristics, seat: int) -> None:
    """702.164c: combat damage dealt to a player by a creature with toxic also gives that player poison counters
    equal to its total toxic value (a result of the damage, 120.3)."""
    n = toxic_value(src)
    if n:
        state.players[seat].poison += n
        state.log_event("702.164c", "poison", seat, n)


def _opponent_poison_at_least(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Corrupted: "if an opponent has N or more poison counters" (122.1f)."""
    return any(state.players[o].poison >= cond.n for o in state.opponents(controller))


# --- celebration, coven, boast -------------------------------------------------------------------------------------


SPEED = "speed"  # the entry ("speed", seat, n) in `state.delayed` (702.179)
NONLAND_ENTERED = "nonland_entered"  # the turn fact `rules.events.move` counts per controller


def _nonland_entered_at_least(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Celebration: "if two or more nonland permanents entered the battlefield under your control this turn"."""
    return int(state.turn_facts.get((NONLAND_ENTERED, controller), 0)) >= cond.n


def _different_powers_at_least(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Coven: "if you control three or more creatures with different powers" (the number of distinct powers
    among creatures you control)."""
    powers = {c.power for oid in state.battlefield() for c in [chars(state, oid)]
              if c.controller == controller and "Creature" in c.types and c.power is not None}
    return len(powers) >= cond.n


def _attacked_this_turn(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Boast (702.142a): "activate only if this creature attacked this turn": it was declared as an attacker
    this turn (508.1), recorded when attackers are declared (`note_attackers`)."""
    return source is not None and source in state.turn_facts.get("attacked", frozenset())


def note_attackers(state: GameState, attackers: Any) -> None:
    """Remember this turn's attackers for "attacked this turn" (boast) and that the active player attacked
    (raid)."""
    state.turn_facts["attacked"] = frozenset(state.turn_facts.get("attacked", frozenset())) | frozenset(attackers)
    if attackers:
        state.turn_facts[("you_attacked", state.active)] = True


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


def _you_attacked(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Raid (ability word): "if you attacked this turn": you declared at least one attacker this turn (508.1)."""
    return bool(state.turn_facts.get(("you_attacked", controller)))


def _opponent_lost_life(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Spectacle (702.137a): "if an opponent lost life this turn" (119.3)."""
    return any(state.players[o].life_lost_this_turn > 0 for o in state.opponents(controller))


def speed(state: GameState, seat: int) -> int:
    """A player's speed (702.179; 0: they have none), kept as ("speed", seat, n) in `state.delayed`."""
    return next((e[2] for e in state.delayed if isinstance(e, tuple) and e[0] == SPEED and e[1] == seat), 0)


def _set_speed(state: GameState, seat: int, n: int) -> None:
    state.delayed = [e for e in state.delayed if not (isinstance(e, tuple) and e[0] == SPEED and e[1] == seat)]
    state.delayed.append((SPEED, seat, n))
    state.cache.clear()  # "max speed" abilities appear (layers read the condition)
    state.log_event("702.179", "speed", seat, n)


def start_engines(state: GameState, seat: int) -> None:
    """Start your engines! (702.179): a player who controls a permanent with it and has no speed gets speed 1
    (checked as such a permanent enters; partial: not when control of one changes)."""
    if not speed(state, seat):
        _set_speed(state, seat, 1)


def speed_up(state: GameState, loser: int) -> None:
    """702.179: whenever one or more opponents lose life during your turn, your speed increases by 1 (at most 4),
    once each turn. It happens at once (it doesn't use the stack)."""
    me = state.active
    if loser == me or ("speed_up", me) in state.turn_facts:
        return
    n = speed(state, me)
    if 0 < n < 4:
        state.turn_facts[("speed_up", me)] = True
        _set_speed(state, me, n + 1)


def _max_speed(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Max speed (702.178): "as long as your speed is 4"."""
    return bool(state.delayed) and speed(state, controller) >= 4


BLESSING = "city_blessing"  # the entry ("city_blessing", seat) in `state.delayed` (702.131c)
ASCEND_WATCH = "ascend"  # ("ascend", seat): that player controlled a permanent with ascend


def _permanents(state: GameState, seat: int) -> int:
    return sum(1 for o in state.battlefield() if chars(state, o).controller == seat)


def has_blessing(state: GameState, seat: int) -> bool:
    return any(isinstance(e, tuple) and e[0] == BLESSING and e[1] == seat for e in state.delayed)


def _bless(state: GameState, seat: int) -> None:
    state.delayed = [*state.delayed, (BLESSING, seat)]
    state.cache.clear()
    state.log_event("702.131c", "city_blessing", seat)


def ascend_check(state: GameState, new: int) -> None:
    """Ascend on a permanent (702.131b): any time its controller controls ten or more permanents and doesn't have
    the city's blessing, they get it for the rest of the game. Checked as permanents enter under a player who
    controls (or is getting) a permanent with ascend (partial: not on a change of control)."""
    o = state.objects.get(new)
    if o is None:
        return
    seat = chars(state, new).controller
    if "ascend" in chars(state, new).keywords and (ASCEND_WATCH, seat) not in state.delayed:
        state.delayed = [*state.delayed, (ASCEND_WATCH, seat)]
    watchers = {e[1] for e in state.delayed if isinstance(e, tuple) and e[0] == ASCEND_WATCH}
    if seat not in watchers or has_blessing(state, seat):
        return
    if any("ascend" in chars(state, p).keywords for p in state.battlefield() if chars(state, p).controller == seat) \
            and _permanents(state, seat) >= 10:
        _bless(state, seat)


def _city_blessing(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """"If you have the city's blessing" (702.131c). An instant or sorcery with ascend gives it as it resolves
    if you control ten or more permanents (702.131a): read here, when its own text asks."""
    if has_blessing(state, controller):
        return True
    o = state.objects.get(source) if source is not None else None
    if o is not None and o.zone[0] == "stack" and "ascend" in o.card.keywords and _permanents(state, controller) >= 10:
        _bless(state, controller)
        return True
    return False


def _not_exhausted(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Exhaust (702.177a): this exhaust ability (named by its text) wasn't activated by this object."""
    return source is None or source not in state.objects or f"exhausted:{cond.name}" not in state.objects[source].tags


def _self_attached(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Reconfigure (702.151): the permanent is attached to something."""
    return source is not None and source in state.objects and state.objects[source].attached_to is not None


def _saddled(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Saddle (702.171b): saddled this turn."""
    return bool(state.turn_facts.get(("saddled", source)))


def _self_toughness_at_most(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """"if its toughness is N or less" (a Young Hero Role's granted trigger)."""
    return source is not None and source in state.objects and (chars(state, source).toughness or 0) <= cond.n


def _permanent_cards_in_graveyard(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """Descend N: "N or more permanent cards in your graveyard" (110.4b)."""
    graveyard = state.zones.get(state.rules.graveyard_of(state, controller), ())
    return sum(1 for o in graveyard if state.objects[o].card.is_permanent_card()) >= cond.n


CONDITIONS: dict[str, Callable[[GameState, Condition, int, int | None], bool]] = {
    "opponent_poison_at_least": _opponent_poison_at_least,
    "nonland_entered_at_least": _nonland_entered_at_least,
    "different_powers_at_least": _different_powers_at_least,
    "attacked_this_turn": _attacked_this_turn,
    "you_attacked": _you_attacked,
    "permanent_cards_in_graveyard_at_least": _permanent_cards_in_graveyard,
    "saddled": _saddled,
    "self_attached": _self_attached,
    "self_toughness_at_most": _self_toughness_at_most,
    "not_exhausted": _not_exhausted,
    "opponent_lost_life_this_turn": _opponent_lost_life,
    "max_speed": _max_speed,
    "city_blessing": _city_blessing,
}


# --- valiant (ability word) ----------------------------------------------------------------------------------------


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


# --- training (702.149) ------------------------------------------------------------------------------------------


def training_attacks(state: GameState, source: int, event: tuple[Any, ...]) -> bool:
    """702.149a: this creature attacks together with another attacking creature of greater power."""
    if event[1] != source or state.combat is None:
        return False
    mine = chars(state, source).power or 0
    return any(a != source and a in state.objects and (chars(state, a).power or 0) > mine
               for a in state.combat.attackers)


# --- exert (701.43) --------------------------------------------------------------------------------------------------


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
    from kitchentable.rules.casting.casting import summoning_sick

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


# --- foretell (702.143) -------------------------------------------------------------------------------------------

FORETOLD = "foretold"  # the entry ("foretold", owner, card id, turn) in `state.delayed`
FORETELL_ACTION_COST = ManaCost(generic=2)


def foretell_actions(state: GameState, seat: int, available: list[tuple[int, frozenset[str]]],
                     sorcery_time: bool) -> list[tuple[Any, ...]]:
    """The special actions from hand: foretell (702.143a: during your turn, pay {2} and exile a card with
    foretell face down) and plot (702.170a: any time you could cast a sorcery, pay the plot cost and exile the
    card face up)."""
    from kitchentable.rules.casting.casting import can_afford_roughly

    out: list[tuple[Any, ...]] = []
    two = can_afford_roughly(state, seat, FORETELL_ACTION_COST, None, available)
    for oid in state.zone(HAND, seat):
        for alt in state.objects[oid].card.alternative_costs:
            if alt.label == "foretell" and two:
                out.append(("foretell", oid))
            elif alt.label == "plot" and sorcery_time and can_afford_roughly(state, seat, alt.cost.mana, None,
                                                                             available):
                out.append(("plot", oid))
    return out


def begin_foretell(state: GameState, seat: int, oid: int, decision: Decision) -> None:
    """Pay {2} through 601.2f-h (mana abilities allowed; abandoning rewinds, R-C-2), then exile the card face
    down. It doesn't use the stack (116.2h)."""
    from kitchentable.rules.casting.casting import CastContext, new_ctx, save_rewind_point

    if seat != state.active or not any(a.label == "foretell" for a in state.objects[oid].card.alternative_costs):
        raise IllegalAction("702.143a", "foretell only a card with foretell from your hand during your turn")
    save_rewind_point(state, decision)
    cid = new_ctx(state, CastContext(kind="special", controller=seat, stack_id=oid, source=oid, modal=Modal(),
                                     cost=Cost(mana=FORETELL_ACTION_COST)))
    state.log_event("702.143a", "announce_foretell", seat)
    push(state, ("cast_total", cid), ("cast_pay", cid), ("sm_foretell_done", cid))


def foretell_done(state: GameState, frame: tuple[Any, ...]) -> None:
    from kitchentable.rules.casting.casting import ctx, finish_rewind_point

    cid = frame[1]
    c = ctx(state, cid)
    finish_rewind_point(state)
    new = events.move(state, c.stack_id, EXILE, mover=c.controller, cause="702.143a", face_down=True)
    state.delayed = [*state.delayed, (FORETOLD, c.controller, new, state.turn)]
    state.log_event("702.143a", "foretell", c.controller)
    del state.contexts[cid]


HANDLERS["sm_foretell_done"] = foretell_done


def foretold_castable(state: GameState, seat: int, instant_speed: bool) -> list[tuple[int, str]]:
    """The player's foretold and plotted cards they may cast now from exile, once the turn they were exiled in
    has ended: foretold ones for their foretell cost with the usual timing (702.143a; outside sorcery timing
    only those castable at instant speed), plotted ones without paying their mana cost and only as a sorcery
    (702.170d)."""
    from kitchentable.rules.casting.casting import castable_at_instant_speed

    out: list[tuple[int, str]] = []
    for entry in state.delayed:
        if not (isinstance(entry, tuple) and entry[0] in (FORETOLD, PLOTTED) and entry[1] == seat
                and entry[3] < state.turn):
            continue
        oid = entry[2]
        o = state.objects.get(oid)
        if o is None or o.zone[0] != EXILE:
            continue
        if instant_speed and (entry[0] == PLOTTED or not castable_at_instant_speed(o.card)):
            continue
        out.append((oid, "foretell" if entry[0] == FORETOLD else "plot"))
    return out


# --- plot (702.170) --------------------------------------------------------------------------------------------------

PLOTTED = "plotted"  # the entry ("plotted", owner, card id, turn) in `state.delayed`


def begin_plot(state: GameState, seat: int, oid: int, decision: Decision) -> None:
    """702.170a: plotting is a special action (116.2k) taken any time its owner could cast a sorcery: pay the
    plot cost (601.2f-h; abandoning rewinds), then exile the card face up. It doesn't use the stack."""
    from kitchentable.rules.casting.casting import CastContext, new_ctx, save_rewind_point

    plot = next((a for a in state.objects[oid].card.alternative_costs if a.label == "plot"), None)
    if plot is None or seat != state.active or state.stack_ids() or state.step not in ("main1", "main2"):
        raise IllegalAction("702.170a", "plot only a card with plot from your hand when you could cast a sorcery")
    save_rewind_point(state, decision)
    cid = new_ctx(state, CastContext(kind="special", controller=seat, stack_id=oid, source=oid, modal=Modal(),
                                     cost=plot.cost))
    state.log_event("702.170a", "announce_plot", seat, state.objects[oid].card.name)
    push(state, ("cast_total", cid), ("cast_pay", cid), ("sm_plot_done", cid))


def plot_done(state: GameState, frame: tuple[Any, ...]) -> None:
    from kitchentable.rules.casting.casting import ctx, finish_rewind_point

    cid = frame[1]
    c = ctx(state, cid)
    finish_rewind_point(state)
    name = state.objects[c.stack_id].card.name
    new = events.move(state, c.stack_id, EXILE, mover=c.controller, cause="702.170a")
    state.delayed = [*state.delayed, (PLOTTED, c.controller, new, state.turn)]
    state.log_event("702.170a", "plot", c.controller, name)
    del state.contexts[cid]


HANDLERS["sm_plot_done"] = plot_done


# --- discover (701.57) -----------------------------------------------------------------------------------------------


@executor("discover")
def discover(state: GameState, rid: int, eff: Simple) -> None:
    """701.57a: exile cards from the top of your library until you exile a nonland card with mana value N or
    less; you may cast it without paying its mana cost, and if you don't, it goes into your hand; the other
    exiled cards go to the bottom of your library in a random order (after the cast, as with cascade)."""
    from kitchentable.rules.stack.one_card_effects import _castable

    seat = rctx(state, rid).controller
    limit = eff.amount.value
    exiled: list[int] = []
    hit: int | None = None
    lib = state.rules.library_of(state, seat)
    while state.zones.get(lib):
        new = events.move(state, state.zones[lib][-1], EXILE, mover=seat, cause="701.57a")
        if "Land" not in state.objects[new].card.types and chars(state, new).mana_value <= limit:
            hit = new
            break
        exiled.append(new)
    push(state, ("cascade_bottom", seat, tuple(exiled)))
    if hit is None:
        return
    state.log_event("701.57a", "discover", seat, state.objects[hit].card.name)
    if not _castable(state, seat, hit):
        events.move(state, hit, HAND, to_seat=seat, mover=seat, cause="701.57a")
        return
    ask(state, Decision(seat, "may", (("yes",), ("no",)), "sm_discover", (hit,),
                        f"Cast {state.objects[hit].card.name} without paying its mana cost? If you don't, it goes "
                        "into your hand (701.57a).", "701.57a"))


@resumer("sm_discover")
def discover_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (hit,) = decision.data
    if hit not in state.objects or state.objects[hit].zone[0] != EXILE:
        return
    if action == ("yes",):
        from kitchentable.rules.casting.casting import begin_cast

        begin_cast(state, decision.player, hit, "free", decision)
    else:
        events.move(state, hit, HAND, to_seat=decision.player, mover=decision.player, cause="701.57a")


# --- offspring (702.175) ----------------------------------------------------------------------------------------------


@executor("offspring_copy")
def offspring_copy(state: GameState, rid: int, eff: Simple) -> None:
    """702.175a: "create a 1/1 token that's a copy of it": the copy takes the permanent's copiable values (707.2;
    as it last existed if it has left the battlefield), except that its base power and toughness are 1/1
    (707.9b). The token wasn't cast, so its own offspring cost wasn't paid."""
    from dataclasses import replace

    from kitchentable.rules.abilities import SELF
    from kitchentable.rules.stack.effects import _copy_for_token

    card = _copy_for_token(state, rid, SELF)
    if card is None:
        return
    oid = events.create_token(state, replace(card, power=1, toughness=1), rctx(state, rid).controller)
    state.log_event("702.175a", "offspring", oid)


# --- Role tokens (111.10, 303.7) ---------------------------------------------------------------------------------


@executor("create_role")
def create_role(state: GameState, rid: int, eff: Simple) -> None:
    """"Create a [kind] Role token attached to [a creature]": the Aura token is created attached to it. 303.7:
    a permanent with more than one Role controlled by the same player keeps only the newest; the older ones go
    to the graveyard. Partial: that is done here as the Role is attached (the only way this module puts one
    on), not as a state-based action that would also catch Roles moved by other effects."""
    seat = rctx(state, rid).controller
    token = eff.param("token")
    for oid in objects_of(state, rid, eff.subject):
        if "Creature" not in chars(state, oid).types:
            continue
        older = [a for a in state.battlefield() if state.objects[a].attached_to == oid
                 and "Role" in chars(state, a).subtypes and chars(state, a).controller == seat]
        role = events.create_token(state, token, seat)
        state.mut(role).attached_to = oid
        state.cache.clear()
        state.log_event("303.7", "role", role, oid)
        for a in older:
            events.move(state, a, GRAVEYARD, to_seat=state.objects[a].owner, mover=seat, cause="303.7")


# --- gift (702.174) -------------------------------------------------------------------------------------------------


@executor("gift")
def gift(state: GameState, rid: int, eff: Simple) -> None:
    """702.174: the promised opponent gets the gift: draws a card, takes an extra turn after this one, or creates
    the token in `params` (Food, Treasure, a Fish...). With one opponent it is that player; with several, the
    caster chooses now (partial: the rules have the opponent chosen as the spell is cast)."""
    seat = rctx(state, rid).controller
    opponents = [s for s in state.opponents(seat) if state.players[s].in_game]
    if len(opponents) == 1:
        _give(state, opponents[0], eff)
    elif opponents:
        ask(state, Decision(seat, "gift", tuple(("player", s) for s in opponents), "sm_gift", (eff,),
                            "Choose the opponent you promised the gift to (702.174).", "702.174"))


@resumer("sm_gift")
def gift_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    _give(state, action[1], decision.data[0])


def _give(state: GameState, seat: int, eff: Simple) -> None:
    what = eff.param("what")
    state.log_event("702.174", "gift", seat, what)
    if what == "card":
        events.draw_one(state, seat)
    elif what == "extra turn":
        state.extra_turns.append(seat)
    else:
        events.create_token(state, eff.param("token"), seat, tapped=bool(eff.param("tapped", False)))


# --- incubate (701.53) ----------------------------------------------------------------------------------------------


@executor("incubate")
def incubate(state: GameState, rid: int, eff: Simple) -> None:
    """701.53a: create an Incubator token with N +1/+1 counters on it (its back face, a 0/0 Phyrexian artifact
    creature, keeps them when it transforms, 712.14)."""
    seat = rctx(state, rid).controller
    oid = events.create_token(state, eff.param("token"), seat)
    if eff.amount.value:
        events.add_counters(state, oid, "+1/+1", eff.amount.value)
    from kitchentable.rules.stack.resolve import remember

    remember(state, rid, "it", oid)
    state.log_event("701.53a", "incubate", seat, eff.amount.value)


# --- collect evidence (701.59) ------------------------------------------------------------------------------------


def _evidence_pool(state: GameState, seat: int, exclude: int | None) -> list[int]:
    return [o for o in state.zones.get(state.rules.graveyard_of(state, seat), []) if o != exclude]


def evidence_available(state: GameState, seat: int, exclude: int | None = None) -> int:
    """The total mana value of the cards in the player's graveyard (what collecting evidence can reach)."""
    return sum(state.objects[o].card.mana_value for o in _evidence_pool(state, seat, exclude))


def ask_evidence(state: GameState, cid: int, seat: int, exclude: int | None, n: int, picks: tuple[Any, ...]) -> bool:
    """701.59a / 601.2h: pick graveyard cards one at a time until their total mana value is N or greater (they
    are exiled with the other costs). True if a decision is pending (cancel rewinds)."""
    picked = [o for kind, o in picks if kind == "evidence"]
    total = sum(state.objects[o].card.mana_value for o in picked if o in state.objects)
    if total >= n:
        return False
    options = tuple(("pick", "evidence", o) for o in _evidence_pool(state, seat, exclude) if o not in picked)
    ask(state, Decision(seat, "cost_evidence", (*options, ("cancel",)), "cast_pick", (cid,),
                        f"Collect evidence {n}: exile cards from your graveyard with total mana value {n} or greater; "
                        f"{total} so far (701.59a).", "701.59a"))
    return True


def evidence_frames(seat: int, n: int) -> list[tuple[Any, ...]]:
    """Collecting evidence as an effect's cost ("you may collect evidence 6. If you do, ..."): one pick at a
    time until the total is reached."""
    return [("sm_evidence_pick", seat, n, 0)]


def evidence_pick_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, n, total = frame
    if total >= n:
        return
    pool = _evidence_pool(state, seat, None)
    if not pool:
        return
    ask(state, Decision(seat, "evidence", tuple(("evidence", o) for o in pool), "sm_evidence_pick", (n, total),
                        f"Collect evidence {n}: exile a card from your graveyard ({total} so far, 701.59a).",
                        "701.59a"))


@resumer("sm_evidence_pick")
def evidence_pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    n, total = decision.data
    total += state.objects[action[1]].card.mana_value
    events.move(state, action[1], EXILE, mover=decision.player, cause="701.59a")
    push(state, ("sm_evidence_pick", decision.player, n, total))


HANDLERS["sm_evidence_pick"] = evidence_pick_frame


# --- reconfigure (702.151) -------------------------------------------------------------------------------------------


@executor("unattach")
def unattach(state: GameState, rid: int, eff: Simple) -> None:
    """702.151a: "Unattach this permanent" (701.3d): it stays on the battlefield, attached to nothing."""
    for oid in objects_of(state, rid, eff.subject):
        if state.objects[oid].attached_to is not None:
            state.mut(oid).attached_to = None
            state.cache.clear()
            state.log_event("702.151a", "unattach", oid)


# --- saddle (702.171) ---------------------------------------------------------------------------------------------


@executor("saddle")
def saddle(state: GameState, rid: int, eff: Simple) -> None:
    """702.171a: the Mount becomes saddled until end of turn (a turn fact: it ends with the turn, and a new
    object after a zone change isn't saddled)."""
    for oid in objects_of(state, rid, eff.subject):
        state.turn_facts[("saddled", oid)] = True
        state.log_event("702.171a", "saddled", oid)


# --- mobilize (702.181) and endure (701.63) -----------------------------------------------------------------------


@executor("mobilize")
def mobilize(state: GameState, rid: int, eff: Simple) -> None:
    """Mobilize N (702.181a, 2025 rules): "create N tapped and attacking 1/1 red Warrior creature tokens. Sacrifice
    them at the beginning of the next end step." The tokens attack what the creature attacks (or, if it has
    left combat, its controller's first opponent; partial: 508.4a lets the controller choose); they were never
    declared as attackers, so "whenever ~ attacks" doesn't trigger for them (508.4)."""
    from dataclasses import replace

    from kitchentable.rules.abilities import Modal, Mode, Ref, TriggeredAbility, TriggerSpec
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


@executor("endure")
def endure(state: GameState, rid: int, eff: Simple) -> None:
    """Endure N (701.63a, 2025 rules): put N +1/+1 counters on the permanent, or create an N/N white Spirit
    creature token; the first only while it's on the battlefield."""
    c = rctx(state, rid)
    on = [o for o in objects_of(state, rid, eff.subject)]
    options: list[tuple[Any, ...]] = [("counters",)] if on else []
    options.append(("spirit",))
    ask(state, Decision(c.controller, "endure", tuple(options), "sm_endure", (tuple(on), eff),
                        f"Endure {eff.amount.value}: +1/+1 counters on it, or a Spirit token (701.63a)?", "701.63a"))


@resumer("sm_endure")
def endure_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from dataclasses import replace

    on, eff = decision.data
    n = eff.amount.value
    if action == ("counters",):
        for oid in on:
            if oid in state.objects:
                events.add_counters(state, oid, "+1/+1", n)
    else:
        spirit = eff.param("token")
        events.create_token(state, replace(spirit, power=n, toughness=n), decision.player)
    state.log_event("701.63a", "endure", decision.player, action[0], n)


# --- disguise (702.168) -------------------------------------------------------------------------------------------

_DISGUISED: list[CardDef] = []


def disguised_face_down() -> CardDef:
    """702.168a: a face-down permanent with disguise is a 2/2 creature with no name, text or cost (708.2) and ward
    {2} (702.21a: counter a spell or ability an opponent controls that targets it unless they pay {2})."""
    if not _DISGUISED:
        from kitchentable.rules.abilities import Mode, Optional_, Ref, TriggeredAbility, TriggerSpec

        ward = TriggeredAbility(TriggerSpec("becomes_target"), Modal((Mode((Optional_(
            (Simple("counter", Ref("triggering_source")),), Ref("triggering_source_controller"),
            Cost(mana=ManaCost(generic=2)), unless=True),)),)), text="Ward {2}")
        _DISGUISED.append(CardDef(name="", types=frozenset({"Creature"}), power=2, toughness=2, triggered=(ward,)))
    return _DISGUISED[0]


# --- amass (701.47) --------------------------------------------------------------------------------------------------


def army_token(subtype: str) -> CardDef:
    """701.47a: a 0/0 black [subtype] Army creature token."""
    return CardDef(name=f"{subtype} Army Token", types=frozenset({"Creature"}),
                   subtypes=frozenset({subtype, "Army"}), power=0, toughness=0, color_indicator=frozenset({"B"}),
                   is_token=True)


def _armies(state: GameState, seat: int) -> list[int]:
    return [oid for oid in state.battlefield()
            if (c := chars(state, oid)).controller == seat and "Creature" in c.types and "Army" in c.subtypes]


@executor("amass")
def amass(state: GameState, rid: int, eff: Simple) -> None:
    """701.47a: create the Army if there is none, then choose an Army you control for the counters."""
    seat = rctx(state, rid).controller
    subtype = str(eff.param("subtype", "Zombie"))
    n = eff.amount.value
    armies = _armies(state, seat)
    if not armies:
        armies = [events.create_token(state, army_token(subtype), seat)]
    if len(armies) == 1:
        _amass_onto(state, rid, armies[0], subtype, n)
        return
    ask(state, Decision(seat, "amass", tuple(("pick", a) for a in armies), "amass", (rid, subtype, n),
                        f"Amass {subtype}s {n}: choose an Army you control.", "701.47a"))


@resumer("amass")
def amass_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, subtype, n = decision.data
    _amass_onto(state, rid, action[1], subtype, n)


def _amass_onto(state: GameState, rid: int, army: int, subtype: str, n: int) -> None:
    from kitchentable.rules.stack.resolve import remember

    remember(state, rid, "it", army)  # 701.47b: "the Army you amassed"
    events.add_counters(state, army, "+1/+1", n)
    if subtype not in chars(state, army).subtypes:  # 701.47a: it becomes that subtype too (layer 4)
        c = rctx(state, rid)
        state.continuous.append(ContinuousEffect(
            StaticAbility("add_types", subtypes=frozenset({subtype})), c.controller, c.source,
            state.next_timestamp(), "permanent", frozenset({army}), None, state.turn))
        state.cache.clear()
    state.log_event("701.47a", "amass", army, n)


# --- suspect (701.60) -------------------------------------------------------------------------------------------------

SUSPECTED = "suspected"  # the duration of the effect a suspected permanent carries; also its tag
_SUSPECT_KEYWORDS = frozenset({"menace", "can't block", SUSPECTED})  # the mark lets "suspected creatures" match


@executor("suspect")
def suspect(state: GameState, rid: int, eff: Simple) -> None:
    """701.60a-c: each object becomes suspected: it has menace and can't block for as long as it's suspected.
    Suspecting an already suspected permanent does nothing new (701.60d)."""
    c = rctx(state, rid)
    for oid in objects_of(state, rid, eff.subject):
        if SUSPECTED in state.objects[oid].tags:
            continue
        o = state.mut(oid)
        o.tags = o.tags | {SUSPECTED}
        state.continuous.append(ContinuousEffect(
            StaticAbility("add_keywords", keywords=_SUSPECT_KEYWORDS), c.controller, oid, state.next_timestamp(),
            SUSPECTED, frozenset({oid}), None, state.turn))
        state.cache.clear()
        state.log_event("701.60a", "suspected", oid)


@executor("unsuspect")
def unsuspect(state: GameState, rid: int, eff: Simple) -> None:
    """"... is no longer suspected" (701.60c): the designation and what it gives end."""
    for oid in objects_of(state, rid, eff.subject):
        if SUSPECTED not in state.objects[oid].tags:
            continue
        o = state.mut(oid)
        o.tags = o.tags - {SUSPECTED}
        state.continuous = [ce for ce in state.continuous
                            if not (ce.duration == SUSPECTED and ce.objects == frozenset({oid}))]
        state.cache.clear()
        state.log_event("701.60c", "no_longer_suspected", oid)


# --- costs paid by choosing cards or permanents as an effect resolves ("unless", 118.12) ------------------------


def _discard_pool(state: GameState, seat: int, flt: Filter) -> list[int]:
    from kitchentable.rules.concepts.targets import matches_characteristics
    from kitchentable.rules.continuous.layers import chars as _chars

    return [o for o in state.zone(HAND, seat) if matches_characteristics(_chars(state, o), flt)]


def _sacrifice_pool(state: GameState, seat: int, flt: Filter) -> list[int]:
    from kitchentable.rules.concepts.targets import matches_object

    return [o for o in state.battlefield() if chars(state, o).controller == seat
            and matches_object(state, o, flt, seat, None)]


def can_pay_choices(state: GameState, seat: int, cost: Cost) -> bool:
    """Enough cards in hand to discard and permanents to sacrifice for `cost` (118.3: a cost can't be paid
    without the resources)."""
    if cost.discard is not None and len(_discard_pool(state, seat, cost.discard)) < max(1, cost.discard_count):
        return False
    if cost.evidence and evidence_available(state, seat) < cost.evidence:
        return False
    return cost.sacrifice is None or len(_sacrifice_pool(state, seat, cost.sacrifice)) >= max(1, cost.sacrifice_count)


def pay_choice_frames(seat: int, cost: Cost) -> list[tuple[Any, ...]]:
    """The frames that have `seat` discard and sacrifice what `cost` asks, one pick at a time."""
    frames: list[tuple[Any, ...]] = []
    if cost.discard is not None:
        frames += [("sm_pay_pick", seat, "discard", cost.discard)] * max(1, cost.discard_count)
    if cost.sacrifice is not None:
        frames += [("sm_pay_pick", seat, "sacrifice", cost.sacrifice)] * max(1, cost.sacrifice_count)
    if cost.evidence:
        frames += evidence_frames(seat, cost.evidence)
    return frames


def pay_pick_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, what, flt = frame
    pool = _discard_pool(state, seat, flt) if what == "discard" else _sacrifice_pool(state, seat, flt)
    if not pool:
        return
    ask(state, Decision(seat, what, tuple((what, o) for o in pool), "sm_pay_pick", (what,),
                        f"Choose a {'card to discard' if what == 'discard' else 'permanent to sacrifice'}.", "118.3"))


@resumer("sm_pay_pick")
def pay_pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    if decision.data[0] == "discard":
        events.discard(state, decision.player, action[1])
    else:
        events.sacrifice(state, action[1])


HANDLERS["sm_pay_pick"] = pay_pick_frame

