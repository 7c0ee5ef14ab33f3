"""Choosing permanents to keep and losing the rest: "Each player chooses six lands they control, then sacrifices
the rest." (701.17), "Each player chooses a creature they control. Destroy the rest." (701.7), "Choose up to one
creature. Destroy the rest.", "Choose a creature at random, then destroy the rest." (705: a random choice).

608.2d: the choices are made as the effect resolves, each player in turn order starting with the active player
(101.4); the kept permanents are remembered, then every other permanent of the description is sacrificed by its
controller or destroyed, one after another with no choice between them. Params of the `Simple`: "filter",
"rest" ("sacrifice" / "destroy"), "chooser" ("each" / "you" / "random"), "up_to"; its amount is how many are kept
(by each player, with "each")."""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Filter, Simple
from kitchentable.rules.concepts.targets import matching_objects
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.stack.effects import executor, players_of, value
from kitchentable.rules.stack.resolve import rctx, remember
from kitchentable.rules.state import Decision, GameState

KEPT = "kept"


def _pool(state: GameState, rid: int, flt: Filter, seat: int | None) -> list[int]:
    """The permanents of the description, only `seat`'s if given, not yet kept."""
    c = rctx(state, rid)
    kept = c.recall(KEPT, ())
    return [o for o in matching_objects(state, flt, c.controller, c.source)
            if o not in kept and (seat is None or chars(state, o).controller == seat)]


@executor("keep_the_rest")
def keep_the_rest(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    flt: Filter = eff.param("filter")
    n = value(state, rid, eff.amount)
    chooser = eff.param("chooser")
    remember(state, rid, KEPT, ())
    if chooser == "random":  # 705: every permanent of the description equally likely
        pool = _pool(state, rid, flt, None)
        kept = tuple(state.rng.sample(pool, min(n, len(pool))))
        remember(state, rid, KEPT, kept)
        state.log_event("608.2d", "kept_at_random", kept)
        _lose_the_rest(state, rid, flt, str(eff.param("rest")))
        return
    seats = [s for s in state.apnap() if s in players_of(state, rid, eff.subject)] if chooser == "each" \
        else [c.controller]
    push(state, *[("keep_choose", rid, seat, n, chooser == "each", bool(eff.param("up_to")), flt) for seat in seats],
         ("keep_finish", rid, flt, str(eff.param("rest"))))


@handler("keep_choose")
def keep_choose(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, n, own, up_to, flt = frame
    pool = _pool(state, rid, flt, seat if own else None)
    if n <= 0 or not pool:
        return
    if len(pool) <= n and not up_to:
        _keep(state, rid, seat, *pool)
        return
    options = tuple(("keep", o) for o in pool) + ((("done",),) if up_to else ())
    ask(state, Decision(seat, "keep", options, "keep_choose", (rid, n, own, up_to, flt),
                        f"Choose a permanent to keep ({n} left); the rest are lost (608.2d).", "608.2d"))


@resumer("keep_choose")
def keep_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, n, own, up_to, flt = decision.data
    if action[0] == "done":
        return
    _keep(state, rid, decision.player, action[1])
    push(state, ("keep_choose", rid, decision.player, n - 1, own, up_to, flt))


def _keep(state: GameState, rid: int, seat: int, *oids: int) -> None:
    remember(state, rid, KEPT, (*rctx(state, rid).recall(KEPT, ()), *oids))
    state.log_event("608.2d", "kept", seat, oids)


@handler("keep_finish")
def keep_finish(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, flt, rest = frame
    _lose_the_rest(state, rid, flt, rest)


def _lose_the_rest(state: GameState, rid: int, flt: Filter, rest: str) -> None:
    """Every other permanent of the description: sacrificed by its controller (701.17) or destroyed (701.7)."""
    for oid in _pool(state, rid, flt, None):
        if rest == "sacrifice":
            events.sacrifice(state, oid)
        else:
            events.destroy(state, oid)
