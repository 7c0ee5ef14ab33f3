"""Triggers on cycling (702.29) of permanents on the battlefield: "Whenever you cycle a card" / "another card",
"Whenever a player (an opponent) cycles a card" (CYCLES_CARD, CYCLES_ANOTHER_CARD: the ("cycled", seat, card)
event `rules.casting.payment` sends once the cycling cost is paid, 702.29a), and "Whenever you cycle or discard
another card" (CYCLE_OR_DISCARD_ANOTHER: cycling discards the card, 701.9a, so each discard event counts once,
a cycled card included). `TriggerSpec.whose` names the player who cycles ("you", "opponent", "each")."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

CYCLES_CARD = "cycles_card"
CYCLES_ANOTHER_CARD = "cycles_another_card"
CYCLE_OR_DISCARD_ANOTHER = "cycle_or_discard_another"


@matcher("cycled", CYCLES_CARD, CYCLES_ANOTHER_CARD)
def _cycled(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """702.29a: the player who cycled a card is the one the trigger names; "another": not the source itself."""
    if ab.trigger.event == CYCLES_ANOTHER_CARD and event[2] == source:
        return False
    return whose_matches(ab.trigger.whose, event[1], controller, state, source)


@matcher("discard", CYCLE_OR_DISCARD_ANOTHER)
def _discarded(state: GameState, ab: TriggeredAbility, source: int, controller: int,
               event: tuple[Any, ...]) -> bool:
    """701.9a: a card you discarded, by cycling it or otherwise (a ("discard", seat, card) event)."""
    return event[2] != source and whose_matches(ab.trigger.whose, event[1], controller, state, source)
