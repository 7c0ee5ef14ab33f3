"""Keyword actions (701) of recent sets, and the optional costs and tokens that go with them.

- Amass (701.47a): "amass [subtype] N": if you control no Army creature, create a 0/0 black [subtype] Army
  creature token; choose an Army you control; put N +1/+1 counters on it; if it isn't a [subtype], it becomes
  one in addition to its other types.
- Suspect (701.60): a suspected permanent has menace and "can't block" for as long as it's suspected (a
  designation, 701.60c); "no longer suspected" ends it. It stops on leaving the battlefield (a new object).
- Discover (701.57a): exile from the top until a nonland card with mana value N or less; cast it free or put it
  into your hand; the rest go to the bottom in a random order.
- Incubate (701.53a): an Incubator token (a transforming double-faced token, "{2}: Transform this artifact.",
  back face a 0/0 Phyrexian artifact creature) with N +1/+1 counters.
- Collect evidence (701.59a) is a cost (`Cost.evidence`), paid by `rules.casting.cost_parts`.
- Endure N (701.63a): counters or an N/N white Spirit token, its controller's choice.
- Voting (701.32): each player, starting with the spell's or ability's controller and in turn order, votes for
  one of the listed words (701.32a-b); "if A gets more votes" picks a branch (will of the council), "for each A
  vote" repeats an instruction once per vote (council's dilemma). Each player votes once: effects that give
  extra votes (701.32d) are not supported.
- Offspring (702.175a): an optional additional cost; when the permanent enters, if it was paid, its controller
  creates a 1/1 token copy of it.
- Gift (702.174): promising is an optional additional cost; a spell gives the gift before its other effects, a
  permanent when it enters; "if the gift was promised" reads it. Partial: with several opponents the one who
  gets the gift is chosen as the gift is given.
- Role tokens (111.10, 303.7): "create a [Cursed/Monster/Royal/Sorcerer/Virtuous/Wicked/Young Hero] Role token
  attached to [creature]"; a newer Role from the same player replaces the older ones on that permanent.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef, Simple, StaticAbility
from kitchentable.rules.continuous.layers import ContinuousEffect, chars
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.resolve import rctx, remember, run_effects
from kitchentable.rules.state import EXILE, GRAVEYARD, HAND, Decision, GameState

# --- discover (701.57) -----------------------------------------------------------------------------------------------


@executor("discover")
def discover(state: GameState, rid: int, eff: Simple) -> None:
    """701.57a: exile cards from the top of your library until you exile a nonland card with mana value N or
    less; you may cast it without paying its mana cost, and if you don't, it goes into your hand; the other
    exiled cards go to the bottom of your library in a random order (after the cast, as with cascade)."""
    from kitchentable.rules.stack.one_card_effects import castable_now

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
    if not castable_now(state, seat, hit):
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
    from kitchentable.rules.abilities import SELF
    from kitchentable.rules.records import replace
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


# --- mobilize (702.181) and endure (701.63) -----------------------------------------------------------------------


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
    from kitchentable.rules.records import replace

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


# --- voting (701.32) ---------------------------------------------------------------------------------------------


@executor("vote")
def vote(state: GameState, rid: int, eff: Simple) -> None:
    """701.32a: starting with the controller and proceeding in turn order, each player votes for one choice."""
    choices: tuple[str, ...] = eff.param("choices", ())
    remember(state, rid, "votes", ())
    push(state, *[("rc_vote_ask", rid, seat, choices) for seat in state.apnap(rctx(state, rid).controller)])


@handler("rc_vote_ask")
def vote_ask(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, choices = frame
    if not state.players[seat].in_game:
        return
    ask(state, Decision(seat, "vote", tuple(("vote", w) for w in choices), "rc_vote", (rid,),
                        "Vote for one choice (701.32a).", "701.32a"))


@resumer("rc_vote")
def vote_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (rid,) = decision.data
    votes: tuple[tuple[int, str], ...] = rctx(state, rid).recall("votes", ())
    remember(state, rid, "votes", (*votes, (decision.player, action[1])))
    state.log_event("701.32a", "vote", decision.player, action[1])


def _count(state: GameState, rid: int, word: str) -> int:
    votes: tuple[tuple[int, str], ...] = rctx(state, rid).recall("votes", ())
    return sum(1 for _seat, w in votes if w == word)


@executor("vote_branch")
def vote_branch(state: GameState, rid: int, eff: Simple) -> None:
    """Will of the council: "if A gets more votes, X. If B gets more votes or the vote is tied, Y." `first`
    names A; `tie_first` says whether a tie goes to A's branch."""
    first, second = eff.param("first"), eff.param("second")
    a, b = _count(state, rid, first), _count(state, rid, second)
    first_wins = a > b or (a == b and bool(eff.param("tie_first")))
    run_effects(state, rid, eff.param("then") if first_wins else eff.param("otherwise"))


@executor("vote_each")
def vote_each(state: GameState, rid: int, eff: Simple) -> None:
    """Council's dilemma: "[instruction] for each A vote": the instruction once per vote for A."""
    n = _count(state, rid, eff.param("word"))
    effects: tuple[Any, ...] = eff.param("then", ())
    run_effects(state, rid, effects * n)
