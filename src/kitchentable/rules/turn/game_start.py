"""Starting the game (103): the starting player, shuffling, the format's setup, the opening hands and the
London mulligan (103.5).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.state import ANTE, HAND, LIBRARY, Decision, GameState
from kitchentable.rules.turn import opening_hand  # noqa: F401  (registers the 103.6 frames)


@handler("start_game")
def start_game(state: GameState, frame: tuple[Any, ...]) -> None:
    """103.1-103.3: choose the starting player at random, shuffle every library, run the format's setup."""
    rules = state.rules
    state.starting_player = rules.choose_starting_player(state)
    state.log_event("103.1", "starting_player", state.starting_player)
    seen: set[Any] = set()
    for p in state.players:
        key = rules.library_of(state, p.seat)
        if key not in seen:
            seen.add(key)
            events.shuffle(state, key)
    rules.setup(state)
    if state.options.get("play_for_ante"):
        _opening_ante(state)
    state.active = state.starting_player
    push(state, *rules.opening_frames(state), ("turn", True))


def _opening_ante(state: GameState) -> None:
    """407.2: playing for ante, each player puts one random card from their deck into the ante after the
    starting player is determined and before anyone draws."""
    for seat in state.apnap(state.starting_player):
        library = state.zones.get(state.rules.library_of(state, seat), [])
        if library:
            events.move(state, state.rng.choice(library), ANTE, cause="407.2")


@handler("opening_hands")
def opening_hands(state: GameState, frame: tuple[Any, ...]) -> None:
    """103.5: each player draws their opening hand."""
    for seat in state.apnap(state.starting_player):
        for _ in range(state.rules.opening_hand_size(state, seat)):
            events.draw_one(state, seat, rule="103.5")


@handler("mulligans")
def mulligans(state: GameState, frame: tuple[Any, ...]) -> None:
    """103.5: starting with the starting player, each player keeps or mulligans (London mulligan)."""
    if not state.rules.mulligans_allowed(state):
        push(state, ("opening_hand_actions",))  # 103.6
        return
    push(state, *[("mulligan_decide", seat) for seat in state.apnap(state.starting_player)],
         ("opening_hand_actions",))


@handler("mulligan_decide")
def mulligan_decide(state: GameState, frame: tuple[Any, ...]) -> None:
    seat = frame[1]
    p = state.players[seat]
    options: list[tuple[Any, ...]] = [("keep",)]
    if p.mulligans < 7 and state.zone(HAND, seat):
        options.append(("mulligan",))
    ask(state, Decision(seat, "mulligan", tuple(options), "mulligan", (),
                        f"Keep this hand or mulligan? (mulligans so far: {p.mulligans}) (103.5)", "103.5"))


@resumer("mulligan")
def mulligan_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    seat = decision.player
    p = state.players[seat]
    if action == ("keep",):
        p.kept = True
        state.log_event("103.5", "keep", seat, p.mulligans)
        push(state, *[("bottom_one", seat)] * p.mulligans)
        return
    p.mulligans += 1
    state.log_event("103.5", "mulligan", seat, p.mulligans)
    key = state.rules.library_of(state, seat)
    for oid in list(state.zone(HAND, seat)):
        events.move(state, oid, LIBRARY, to_seat=seat, cause="103.5")
    events.shuffle(state, key)
    for _ in range(state.rules.opening_hand_size(state, seat)):
        events.draw_one(state, seat, rule="103.5")
    push(state, ("mulligan_decide", seat))


@handler("bottom_one")
def bottom_one(state: GameState, frame: tuple[Any, ...]) -> None:
    seat = frame[1]
    hand = state.zone(HAND, seat)
    if not hand:
        return
    options = tuple(("bottom", oid) for oid in hand)
    ask(state, Decision(seat, "mulligan_bottom", options, "bottom_one", (),
                        "Put a card from your hand on the bottom of your library (103.5).", "103.5"))


@resumer("bottom_one")
def bottom_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    events.move(state, action[1], LIBRARY, to_seat=decision.player, top=False, cause="103.5")
