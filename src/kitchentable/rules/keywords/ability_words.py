"""Kernel side of the recent branch's mechanics (cards/phrases_recent.py). The bundled CR (April 2022) predates
all of them; the numbers are those of the current rules.

- Spree (702.172): "Spree" on a modal spell means "choose one or more modes; as an additional cost to cast this
  spell, pay the costs associated with those modes." The modes are chosen in 601.2b, so when the total cost is
  determined (601.2f) the chosen modes' costs are known and added like any other additional cost.
- Warp (702.185): an alternative cost offered only for a cast from its owner's hand. A permanent whose warp cost
  was paid is exiled at the beginning of the next end step (its "paid:warp" trigger, compiled with the card);
  its owner may then cast the card from exile on a later turn (an entry in `state.delayed`, read only while
  `state.delayed` isn't empty). A spell cast for its warp cost was "warped" (`state.turn_facts`).
- Void (an ability word): "if a nonland permanent left the battlefield this turn or a spell was warped this
  turn" (`events.move` notes the first; `note_cast` the second).
- Manifest dread (701.62): look at the top two cards of your library, manifest one of them, put the other into
  your graveyard.
- Harmonize (702.180): cast from the graveyard for the harmonize cost, like flashback (the card is exiled as it
  leaves the stack); while paying (601.2h), before mana, its caster may tap one untapped creature they control
  to reduce the generic part of the cost by that creature's power (`ask_harmonize_tap`).
- Voting (701.32, in the bundled CR): each player, starting with the spell's or ability's controller and in turn
  order, votes for one of the listed words (701.32a-b); "if A gets more votes" picks a branch (will of the
  council), "for each A vote" repeats an instruction once per vote (council's dilemma). Each player votes once:
  effects that give extra votes (701.32d) are not supported.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef, Condition, Simple
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.stack.effects import executor, players_of
from kitchentable.rules.stack.resolve import rctx, remember, run_effects
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, Decision, GameState

WARPED = "warped"  # the entry ("warped", owner, card id, turn) in `state.delayed`
WARPED_THIS_TURN = "spell_warped"  # `state.turn_facts` key: a spell was cast for its warp cost this turn
NONLAND_LEFT = "nonland_left_battlefield"  # `state.turn_facts` key, set by `events.move`


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


# --- warp (702.185) and void -----------------------------------------------------------------------------------------


def note_warped(state: GameState) -> None:
    """A spell became cast for its warp cost (601.2i): void's "a spell was warped this turn"."""
    state.turn_facts[WARPED_THIS_TURN] = True


@executor("warp_exile")
def warp_exile(state: GameState, rid: int, eff: Simple) -> None:
    """702.185a: the warped permanent is exiled at the beginning of the next end step; its owner may cast the
    card from exile on a later turn (`warped_castable`)."""
    from kitchentable.rules.stack.effects import objects_of

    for oid in objects_of(state, rid, eff.subject):
        owner = state.objects[oid].owner
        new = events.move(state, oid, EXILE, cause="702.185a")
        if new in state.objects and state.objects[new].zone[0] == EXILE:
            state.delayed = [*state.delayed, (WARPED, owner, new, state.turn)]


def warped_castable(state: GameState, seat: int, instant_speed: bool) -> list[tuple[int, str]]:
    """702.185a: the player's cards exiled by their own warp ability, castable for their mana cost (with the
    usual timing) once the turn they were exiled in has ended."""
    from kitchentable.rules.casting.casting import castable_at_instant_speed

    out: list[tuple[int, str]] = []
    for entry in state.delayed:
        if not (isinstance(entry, tuple) and entry[0] == WARPED and entry[1] == seat and entry[3] < state.turn):
            continue
        o = state.objects.get(entry[2])
        if o is None or o.zone[0] != EXILE or (instant_speed and not castable_at_instant_speed(o.card)):
            continue
        out.append((entry[2], WARPED))
    return out


def _void(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    return bool(state.turn_facts.get(NONLAND_LEFT) or state.turn_facts.get(WARPED_THIS_TURN))


# --- Cases (719) -----------------------------------------------------------------------------------------------------

SOLVED = "solved"  # GameObject.tags: the Case is solved (719.3b; it stays solved while it is on the battlefield)


def _case_solvable(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """719.3a: "if this Case is not solved and [its to-solve condition]" (the condition is on its "case_solve"
    static ability)."""
    from kitchentable.rules.stack.conditions import check_condition

    if source is None or source not in state.objects or SOLVED in state.objects[source].tags:
        return False
    card = state.objects[source].card
    solve = next((ab for ab in card.static if ab.kind == "case_solve"), None)
    return solve is not None and solve.condition is not None and \
        check_condition(state, solve.condition, controller, source)


@executor("solve_case")
def solve_case(state: GameState, rid: int, eff: Simple) -> None:
    """719.3a: the Case becomes solved; its "Solved —" abilities work from now on (719.3b)."""
    from kitchentable.rules.stack.effects import objects_of

    for oid in objects_of(state, rid, eff.subject):
        o = state.mut(oid)
        o.tags = o.tags | {SOLVED}
        state.log_event("719.3a", "solved", o.card.name)
    state.forget(None)  # "Solved —" static abilities switch on


CONDITIONS: dict[str, Callable[[GameState, Condition, int, int | None], bool]] = {
    "void": _void, "case_solvable": _case_solvable}
"""Condition kinds of this module (read by `rules.stack.conditions`)."""


# --- manifest dread (701.62) -----------------------------------------------------------------------------------------


@executor("manifest_dread")
def manifest_dread(state: GameState, rid: int, eff: Simple) -> None:
    """701.62a: look at the top two cards of your library; manifest one of them (701.34a) and put the rest into
    your graveyard. With one card left, that card is manifested."""
    seats = players_of(state, rid, eff.subject)
    if not seats:
        return
    seat = seats[0]
    top = list(reversed(state.zones.get(state.rules.library_of(state, seat), [])))[:2]
    if len(top) == 1:
        _manifest_one(state, rid, seat, top[0], ())
    elif top:
        ask(state, Decision(seat, "manifest_dread", tuple(("manifest", o) for o in top), "rc_dread",
                            (rid, tuple(top)), "Choose the card to manifest (701.62a).", "701.62a"))


@resumer("rc_dread")
def dread_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, top = decision.data
    _manifest_one(state, rid, decision.player, action[1], tuple(o for o in top if o != action[1]))


def _manifest_one(state: GameState, rid: int, seat: int, oid: int, rest: tuple[int, ...]) -> None:
    from kitchentable.rules.additional.faces import MANIFESTED

    new = events.move(state, oid, BATTLEFIELD, face_down=True, controller=seat, cause="701.62a",
                      tags=frozenset({MANIFESTED}))
    remember(state, rid, "it", new)
    for other in rest:
        if other in state.objects:
            events.move(state, other, GRAVEYARD, cause="701.62a")
    state.forget(None)  # a face-down card any card may be is now a permanent that may turn face up


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


# --- harmonize (702.180) ---------------------------------------------------------------------------------------------


def harmonized(card: CardDef) -> bool:
    """Does the card's graveyard cast use a harmonize cost (its flashback-like alternative cost)?"""
    return any(a.flashback and a.label == "harmonize" for a in card.alternative_costs)


def harmonize_estimate(state: GameState, seat: int, cost: ManaCost) -> ManaCost:
    """The legal-action pre-check: the harmonize cost less the power of the strongest untapped creature the
    player controls (the tap 702.180a allows)."""
    from kitchentable.rules.continuous.layers import chars

    best = 0
    for oid in state.battlefield():
        o = state.objects[oid]
        if o.controller == seat and not o.tapped:
            c = chars(state, oid)
            if "Creature" in c.types:
                best = max(best, c.power or 0)
    return cost.reduce_generic(best)


def ask_harmonize_tap(state: GameState, cid: int) -> bool:
    """702.180a: paying a harmonize cost, its caster may tap one untapped creature they control to reduce the
    generic part of the cost by its power. True if the question is pending."""
    from kitchentable.rules.casting.casting import ctx
    from kitchentable.rules.continuous.layers import chars

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
    from dataclasses import replace

    from kitchentable.rules.casting.casting import ctx, set_ctx
    from kitchentable.rules.continuous.layers import chars

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
