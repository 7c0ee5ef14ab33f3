"""Finality counters (122.1h in the rules since 2023; the bundled CR of 2022 predates them): "If a permanent with a
finality counter on it would be put into a graveyard from the battlefield, exile it instead." A replacement of the
zone change (614.1a), so it applies to a creature that dies, a permanent sacrificed or destroyed, alike; the
permanent never reaches a graveyard, so "dies" abilities don't trigger (700.4). Registered with the core's zone
change (`events.GRAVEYARD_INSTEAD`). With another replacement that would send the permanent elsewhere (Rest in
Peace exiles too; "put it into its owner's hand" doesn't), the permanent's controller chooses which applies
(616.1, `events._replace_dies`)."""

from __future__ import annotations

from kitchentable.rules.events import GRAVEYARD_INSTEAD
from kitchentable.rules.state import EXILE, GameState

FINALITY = "finality"


def finality_counter_instead(state: GameState, oid: int) -> str | None:
    """Exile, not the graveyard, for a permanent with a finality counter on it (122.1h); the zone change logs
    where it went."""
    if not state.objects[oid].counters.get(FINALITY, 0):
        return None
    return EXILE


GRAVEYARD_INSTEAD.append(finality_counter_instead)
