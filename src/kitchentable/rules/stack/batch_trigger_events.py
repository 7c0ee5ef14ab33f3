"""More events a batch trigger (603.2c) can wait for, beside those of `rules.stack.batch_triggers`: "Whenever one
or more Elves you control become tapped", "... become blocked", "Whenever one or more artifacts you control are
put into a graveyard from the battlefield", "Whenever you sacrifice one or more Foods", "Whenever you discard one
or more cards", "Whenever one or more land cards are put into your graveyard from anywhere".

Each maps a batch trigger event to the single-object trigger event whose test it reuses (`BATCH`, the registry
`batch_triggers.batch_matches` reads): the ability triggers on the first matching event and not again while that
trigger waits to be put on the stack, so a wrath, one tap of several creatures or one discard of several cards
is one batch. The sacrificed or destroyed permanent is matched as it last existed (603.10a).

"Whenever an opponent attacks [you / you or a planeswalker you control] with one or more creatures" has a matcher
of its own (`_opponent_attacks`): once per declaration of attackers by an opponent."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.batch_triggers import BATCH, attacks_you
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import GameState

BATCH_EVENTS = {
    "batch_tapped": "tapped",  # 701.26a
    "batch_blocked": "becomes_blocked",  # 509.1h
    "batch_graveyard_from_battlefield": "desc_to_graveyard_from_battlefield",  # 700.4
    "batch_sacrificed": "sacrificed",  # 701.21a
    "batch_discarded": "discard",  # 701.9a
    "batch_put_into_graveyard": "put_into_graveyard",  # 404.2: from anywhere
}
BATCH.update(BATCH_EVENTS)


# --- "Whenever an opponent attacks [you / you or a planeswalker you control] with one or more creatures" --------

OPPONENT_ATTACKS = "opponent_attacks"
"""Trigger event: an opponent declared attackers (`TriggerSpec.whose`: "any" for any attack, "you" for an attack
on you, "you_or_planeswalker" on you or a planeswalker you control)."""


@matcher("attacks", OPPONENT_ATTACKS)
def _opponent_attacks(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                      event: tuple[Any, ...]) -> bool:
    """508.1, 603.2c: once per declaration of attackers by an opponent, on its first attacker that fits (an
    attacker of theirs, attacking you or your planeswalker if the trigger says so); not again while that trigger
    waits to be put on the stack."""
    attacker = event[1]
    if attacker not in state.objects or chars(state, attacker).controller == controller:
        return False
    if ab.trigger.whose != "any" and not attacks_you(state, event, ab.trigger.whose, controller):
        return False
    return not any(t.source == source and t.ability == ab for t in state.pending_triggers)
