"""Designations a player keeps for the rest of the game: speed (702.178-179) and the city's blessing (702.131).

- Speed: "Start your engines!" gives a player with no speed speed 1 as the permanent enters; an opponent losing
  life during your turn raises your speed by 1 once each turn, to at most 4 (at once, without the stack); "Max
  speed — [ability]" works only while its controller's speed is 4 (a condition on the activated or static
  ability; on a triggered one it is checked as an intervening "if", partial).
- Ascend (702.131): the city's blessing is kept in `state.delayed`; a permanent with ascend gives it when its
  controller reaches ten permanents (checked as permanents enter; partial: not on a change of control); an
  instant or sorcery with ascend gives it as its text asks "if you have the city's blessing".
"""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.events import on_enter, on_life_lost
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState

SPEED = "speed"  # the entry ("speed", seat, n) in `state.delayed` (702.179)


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


@on_enter("702.179", "start your engines!")
def _engines_started(state: GameState, new: int) -> None:
    """702.179: a permanent with "Start your engines!" entering gives its controller speed 1 if they had none."""
    start_engines(state, state.objects[new].controller)


@on_life_lost("702.179")
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


@condition("max_speed")
def _max_speed(state: GameState, cond: Condition, controller: int, source: int | None,
               ctx: object | None = None) -> bool:
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


@on_enter("702.131b", "ascend", delayed=True)
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


@condition("city_blessing")
def _city_blessing(state: GameState, cond: Condition, controller: int, source: int | None,
                   ctx: object | None = None) -> bool:
    """"If you have the city's blessing" (702.131c). An instant or sorcery with ascend gives it as it resolves
    if you control ten or more permanents (702.131a): read here, when its own text asks."""
    if has_blessing(state, controller):
        return True
    o = state.objects.get(source) if source is not None else None
    if o is not None and o.zone[0] == "stack" and "ascend" in o.card.keywords and _permanents(state, controller) >= 10:
        _bless(state, controller)
        return True
    return False
