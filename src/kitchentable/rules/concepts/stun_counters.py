"""Stun counters (122.1d): "If a permanent with a stun counter on it would become untapped, instead remove a stun
counter from it." A replacement of the untap itself, so it applies to the untap step (502.3) and to an effect
that untaps the permanent alike; the permanent stays tapped and nothing "becomes untapped" (no trigger).
Registered with the core's untap (`events.untap_replacement`), which both untaps call."""

from __future__ import annotations

from kitchentable.rules.events import untap_replacement
from kitchentable.rules.state import GameState

STUN = "stun"


@untap_replacement
def stun_counter_instead(state: GameState, oid: int) -> bool:
    """Would `oid` untap now but has a stun counter? Then one stun counter is removed instead (122.1d)."""
    have = state.objects[oid].counters.get(STUN, 0)
    if not have:
        return False
    m = state.mut(oid)
    if have > 1:
        m.counters[STUN] = have - 1
    else:
        del m.counters[STUN]
    state.log_event("122.1d", "stun_counter_removed", oid)
    return True
