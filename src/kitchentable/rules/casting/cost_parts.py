"""Cost parts beyond the core ones (118, 601.2b/f-h): returning permanents to their owner's hand, and counts
that are X.

- "Return a land you control to its owner's hand" / "return two Islands you control to their owner's hand"
  (`Cost.bounce`, `bounce_count`): the permanents are picked as the cost is paid (601.2h) like a sacrifice,
  and moved to their owner's hand. In additional and alternative costs ("you may pay {1} and return a basic
  land you control to its owner's hand rather than pay ~'s mana cost", 118.9) and activated abilities.
- "As an additional cost to cast ~, pay X life / discard X cards / exile X cards from your graveyard /
  sacrifice X creatures" (`Cost.per_x`, 107.3): X is announced as the spell is cast (601.2b, even when the
  mana cost has no {X}), at most what the player could pay, and that part of the cost counts X.
- Crew N (702.122a, `Cost.crew`; saddle pays the same way, 702.171a): untapped creatures the player controls
  other than the permanent, with total power N or greater, tapped one at a time as the cost is paid.
- Collect evidence N (701.59a, `Cost.evidence`): graveyard cards with total mana value N or greater, picked one
  at a time and exiled, as a spell's cost or an effect's ("you may collect evidence 6. If you do, ...").
- Forage (701.61a, `Cost.forage`): exile three cards from your graveyard or sacrifice a Food, the player's choice,
  made by what they pick first (a Food, or the first of three graveyard cards); as a cost (601.2h) or an effect's
  ("you may forage. If you do, ..."). Each forage is told to the triggers ("whenever you forage", `foraged`).
- Craft's materials (702.167a, `Cost.craft`, `craft_count`): permanents the player controls other than the
  crafting one, and cards in their graveyard, that match the description; picked one at a time and exiled with the
  other costs.
- Ward with a discard or sacrifice cost (702.21a) and other "unless" costs that aren't mana (118.12): "counter
  it unless that player discards / sacrifices ..."; the payment is a choice of cards or permanents made as the
  ability resolves (`pay_choice_frames`).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Cost, Filter
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import HANDLERS, ask, push, resumer
from kitchentable.rules.records import replace
from kitchentable.rules.state import EXILE, HAND, Decision, GameState

NO_CAP = 10**6
REMOVE_X = "remove:"
"""`Cost.per_x` of "Remove X <kind> counters from ~": the kind follows (107.3a: X is announced, then paid)."""


def with_x_count(cost: Cost, x: int) -> Cost:
    """This cost part with its X count filled in (107.3: X is the announced value)."""
    if cost.per_x == "life":
        return replace(cost, life=cost.life + x, per_x="")
    if cost.per_x == "discard":
        return replace(cost, discard_count=x, per_x="")
    if cost.per_x == "exile":
        return replace(cost, exile_count=x, per_x="")
    if cost.per_x == "sacrifice":
        return replace(cost, sacrifice_count=x, per_x="")
    if cost.per_x.startswith(REMOVE_X):  # "Remove X ki counters from ~" (Skullmane Baku)
        return replace(cost, remove_counters=(cost.per_x[len(REMOVE_X):], x), per_x="")
    return replace(cost, per_x="")


def bounce_candidates(state: GameState, seat: int, flt: Filter, source: int | None) -> list[int]:
    """Permanents the player controls that match the cost's description."""
    from kitchentable.rules.concepts.targets import matching_objects

    return [o for o in matching_objects(state, flt, seat, source) if chars(state, o).controller == seat]


def x_cap(state: GameState, c: Any) -> int:
    """The largest X a spell's "pay X life / discard X cards / ..." additional costs allow (118.3: a cost
    can't be paid without the resources)."""
    if c.kind != "spell":
        cost = getattr(c, "cost", None)
        if cost is not None and cost.per_x.startswith(REMOVE_X):  # no more than the counters there are (118.3)
            source = state.objects.get(c.source)
            return source.counters.get(cost.per_x[len(REMOVE_X):], 0) if source is not None else 0
        return NO_CAP
    from kitchentable.rules.concepts.targets import matches_object, matching_objects

    card = state.objects[c.stack_id].card
    cap = NO_CAP
    seat = c.controller
    for part in card.additional_costs:
        if part.per_x == "life":
            p = state.players[seat]
            if not infinite_life(state, seat):
                cap = min(cap, max(0, p.life - part.life))
        elif part.per_x == "discard":
            hand = [o for o in state.zone(HAND, seat) if o != c.stack_id]
            if part.discard is not None:
                hand = [o for o in hand if matches_object(state, o, part.discard, seat, c.source)]
            cap = min(cap, len(hand))
        elif part.per_x == "exile" and part.exile_from_graveyard is not None:
            key = state.rules.graveyard_of(state, seat) if state.rules is not None else ("graveyard", seat)
            flt = replace(part.exile_from_graveyard, zone="any")
            cap = min(cap, sum(1 for o in state.zones.get(key, []) if o != c.stack_id
                               and matches_object(state, o, flt, seat, c.source)))
        elif part.per_x == "sacrifice" and part.sacrifice is not None:
            cap = min(cap, sum(1 for o in matching_objects(state, part.sacrifice, seat, c.source)
                               if chars(state, o).controller == seat))
    return cap


def bounce_payable(state: GameState, seat: int, cost: Cost, source: int | None) -> bool:
    """Whether the player controls enough permanents to return for this cost (an activation pre-check)."""
    if not cost.bounce_count or cost.bounce is None:
        return True
    return len(bounce_candidates(state, seat, cost.bounce, source)) >= cost.bounce_count


# --- costs paid by choosing cards or permanents as an effect resolves ("unless", 118.12) -------------------------

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
    if cost.forage and not can_forage(state, seat):
        return False
    if cost.bounce is not None and len(_sacrifice_pool(state, seat, cost.bounce)) < max(1, cost.bounce_count):
        return False
    return cost.sacrifice is None or len(_sacrifice_pool(state, seat, cost.sacrifice)) >= max(1, cost.sacrifice_count)


def pay_choice_frames(seat: int, cost: Cost) -> list[tuple[Any, ...]]:
    """The frames that have `seat` discard and sacrifice what `cost` asks, one pick at a time."""
    frames: list[tuple[Any, ...]] = []
    if cost.discard is not None:
        frames += [("sm_pay_pick", seat, "discard", cost.discard)] * max(1, cost.discard_count)
    if cost.sacrifice is not None:
        frames += [("sm_pay_pick", seat, "sacrifice", cost.sacrifice)] * max(1, cost.sacrifice_count)
    if cost.bounce is not None:  # "unless you return an untapped Island you control to its owner's hand"
        frames += [("sm_pay_pick", seat, "return", cost.bounce)] * max(1, cost.bounce_count)
    if cost.evidence:
        frames += evidence_frames(seat, cost.evidence)
    if cost.forage:
        frames.append(("sm_forage", seat, 0))
    return frames


def pay_pick_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, what, flt = frame
    pool = _discard_pool(state, seat, flt) if what == "discard" else _sacrifice_pool(state, seat, flt)
    if not pool:
        return
    prompt = {"discard": "card to discard", "return": "permanent to return to its owner's hand"}.get(
        what, "permanent to sacrifice")
    ask(state, Decision(seat, what, tuple((what, o) for o in pool), "sm_pay_pick", (what,), f"Choose a {prompt}.",
                        "118.3"))


@resumer("sm_pay_pick")
def pay_pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    if decision.data[0] == "discard":
        events.discard(state, decision.player, action[1])
    elif decision.data[0] == "return":
        events.move(state, action[1], HAND, to_seat=state.objects[action[1]].owner, cause="118.3")
    else:
        events.sacrifice(state, action[1])


HANDLERS["sm_pay_pick"] = pay_pick_frame


# --- crew (702.122a): tapping creatures with total power N or greater ---------------------------------------


def _crew_candidates(state: GameState, seat: int, vehicle: int, picked: tuple[int, ...]) -> list[int]:
    """702.122a: other untapped creatures the player controls (summoning sickness doesn't matter: the cost
    has no {T} symbol, 302.6)."""
    return [o for o in state.battlefield()
            if o != vehicle and o not in picked and not state.objects[o].tapped
            and chars(state, o).controller == seat and "Creature" in chars(state, o).types]


def crew_value(state: GameState, creature: int, vehicle: int) -> int:
    """What `creature`'s power counts for in crewing `vehicle` (702.122a) or saddling it (702.171a): its power
    (its toughness if it "crews Vehicles using its toughness rather than its power" and `vehicle` is one), plus N
    for "crews Vehicles / saddles Mounts as though its power were N greater" when `vehicle` is one."""
    c = chars(state, creature)
    kinds = chars(state, vehicle).subtypes if vehicle in state.objects else frozenset()
    own = [ab for ab in c.static if ab.kind in ("crews_as_though_greater", "crews_with_toughness")
           and kinds & frozenset(ab.param("what", ()))]
    base = c.toughness if any(ab.kind == "crews_with_toughness" for ab in own) else c.power
    bonus = sum(ab.amount.value for ab in own if ab.kind == "crews_as_though_greater" and ab.amount is not None)
    return (base or 0) + bonus


def crew_power(state: GameState, seat: int, vehicle: int, picked: tuple[int, ...]) -> int:
    """The total power the player could still tap to crew `vehicle`, beyond the creatures already picked."""
    return sum(max(0, crew_value(state, o, vehicle)) for o in _crew_candidates(state, seat, vehicle, picked))


def ask_crew(state: GameState, cid: int, seat: int, vehicle: int, n: int, picks: tuple[Any, ...]) -> bool:
    """601.2h / 702.122a: pick creatures to tap one at a time until their total power is N or greater. True
    if a decision is pending (the cast_pick resumer records the pick; cancel rewinds)."""
    picked = tuple(o for kind, o in picks if kind == "crew")
    total = sum(crew_value(state, o, vehicle) for o in picked if o in state.objects)
    if total >= n:
        return False
    options = tuple(("pick", "crew", o) for o in _crew_candidates(state, seat, vehicle, picked)) + (("cancel",),)
    ask(state, Decision(seat, "cost_crew", options, "cast_pick", (cid,),
                        f"Tap creatures with total power {n} or greater to crew (702.122a); {total} so far.",
                        "702.122a"))
    return True


# --- collect evidence (701.59a): exiling graveyard cards with total mana value N or greater ---------------------


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


# --- forage (701.61a): exile three cards from your graveyard or sacrifice a Food ---------------------------------

FORAGE_FOOD = "forage_food"
FORAGE_EXILE = "forage_exile"
FORAGE_EXILED = 3
"""701.61a: the number of graveyard cards foraging exiles."""
FOOD = Filter(subtypes=frozenset({"Food"}), controller="you")


def _forage_pools(state: GameState, seat: int, exclude: tuple[int | None, ...]) -> tuple[list[int], list[int]]:
    """The Foods the player could sacrifice and the cards in their graveyard they could exile (not the card or
    ability being paid for)."""
    foods = _sacrifice_pool(state, seat, FOOD)
    grave = [o for o in state.zones.get(state.rules.graveyard_of(state, seat), []) if o not in exclude]
    return foods, grave


def can_forage(state: GameState, seat: int, *exclude: int | None) -> bool:
    """701.61a, 118.3: the player has a Food or three cards in their graveyard."""
    foods, grave = _forage_pools(state, seat, exclude)
    return bool(foods) or len(grave) >= FORAGE_EXILED


def _forage_options(state: GameState, seat: int, exclude: tuple[int | None, ...], exiled: int,
                    picked: tuple[int, ...] = ()) -> list[tuple[str, int]]:
    """What the player may pick next: a Food (only before any card is exiled), or a graveyard card (only while
    three can still be reached)."""
    foods, grave = _forage_pools(state, seat, exclude)
    grave = [o for o in grave if o not in picked]
    out = [(FORAGE_FOOD, o) for o in foods] if exiled == 0 else []
    if exiled + len(grave) >= FORAGE_EXILED:
        out += [(FORAGE_EXILE, o) for o in grave]
    return out


def ask_forage(state: GameState, cid: int, seat: int, exclude: tuple[int | None, ...], picks: tuple[Any, ...]) -> bool:
    """601.2h, 701.61a: pick a Food to sacrifice or three graveyard cards to exile (paid with the other costs).
    True if a decision is pending (cancel rewinds)."""
    exiled = tuple(o for kind, o in picks if kind == FORAGE_EXILE)
    if any(kind == FORAGE_FOOD for kind, _o in picks) or len(exiled) >= FORAGE_EXILED:
        return False
    options = tuple(("pick", kind, o) for kind, o in _forage_options(state, seat, exclude, len(exiled), exiled))
    ask(state, Decision(seat, "cost_forage", (*options, ("cancel",)), "cast_pick", (cid,),
                        f"Forage: sacrifice a Food, or exile three cards from your graveyard ({len(exiled)} so far, "
                        "701.61a).", "701.61a"))
    return True


def forage_pick_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """Foraging as an effect's cost ("you may forage. If you do, ..."): one pick at a time."""
    _name, seat, exiled = frame
    options = _forage_options(state, seat, (), exiled)
    if not options:
        return
    ask(state, Decision(seat, "forage", tuple(options), "sm_forage", (exiled,),
                        f"Forage: sacrifice a Food, or exile three cards from your graveyard ({exiled} so far, "
                        "701.61a).", "701.61a"))


@resumer("sm_forage")
def forage_pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (exiled,) = decision.data
    if action[0] == FORAGE_FOOD:
        events.sacrifice(state, action[1])
        foraged(state, decision.player)
        return
    events.move(state, action[1], EXILE, mover=decision.player, cause="701.61a")
    if exiled + 1 >= FORAGE_EXILED:
        foraged(state, decision.player)
    else:
        push(state, ("sm_forage", decision.player, exiled + 1))


HANDLERS["sm_forage"] = forage_pick_frame


def foraged(state: GameState, seat: int) -> None:
    """701.61: the player foraged ("whenever you forage" triggers, `rules.keywords.forage`)."""
    from kitchentable.rules.stack.triggers import notify

    state.log_event("701.61a", "foraged", seat)
    notify(state, ("foraged", seat))


# --- craft (702.167a): materials from among permanents you control and/or cards in your graveyard ------------------


def craft_candidates(state: GameState, seat: int, flt: Filter, source: int | None) -> list[int]:
    """702.167a: "Exile [materials] from among permanents you control and/or cards in your graveyard": the
    permanents first (battlefield order), then the graveyard's cards; never the crafting permanent itself."""
    from kitchentable.rules.concepts.targets import matches_object

    yours = [o for o in _sacrifice_pool(state, seat, replace(flt, zone="battlefield", controller="you"))
             if o != source]
    anywhere = replace(flt, zone="any", controller="any")
    grave = [o for o in state.zones.get(state.rules.graveyard_of(state, seat), [])
             if o != source and matches_object(state, o, anywhere, seat, source)]
    return yours + grave
