"""Effects that last "for as long as you control ~" (611.2b): "When ~ enters, gain control of target creature
for as long as you control ~." The effect ends as soon as its controller no longer controls its source. Its
source leaving the battlefield ends it at the move and an untap ends the tapped ones (`events.end_source_durations`,
`events.end_while_tapped`); a change of the source's controller comes from another effect's layer-2 change, so
it is looked for here, before each state-based action check, while `events.WATCH_CONTROL` is listed in
`state.delayed`. Ending one such effect can end another (the sources change hands), so the look repeats until
nothing more ends. An effect whose duration is over before it begins does nothing (611.2b; the executors ask
`events.source_duration_over`)."""

from __future__ import annotations

from kitchentable.rules import events
from kitchentable.rules.state import GameState
from kitchentable.rules.turn.state_based_actions import before_state_based_actions


@before_state_based_actions("611.2b")
def end_lost_control(state: GameState) -> None:
    """End every "for as long as you control ~" effect whose controller has lost its source (611.2b)."""
    if not any(type(e) is tuple and e[:1] == (events.WATCH_CONTROL,) for e in state.delayed):
        return
    while True:
        watched = [ce for ce in state.continuous if ce.duration in events.CONTROL_DURATIONS]
        ending = [ce for ce in watched if events.source_duration_over(state, ce.duration, ce.source, ce.controller)]
        if not ending:
            break
        state.continuous = [ce for ce in state.continuous if not any(ce is gone for gone in ending)]
        state.cache.clear()
        for ce in ending:
            state.log_event("611.2b", "duration_ended", ce.source, tuple(sorted(ce.objects or ())))
    if not any(ce.duration in events.CONTROL_DURATIONS for ce in state.continuous):
        state.delayed = [e for e in state.delayed if not (type(e) is tuple and e[:1] == (events.WATCH_CONTROL,))]
