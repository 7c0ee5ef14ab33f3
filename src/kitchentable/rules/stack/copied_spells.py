"""Triggers on copying a spell (707.10, 603.2): "Whenever you cast or copy an instant or sorcery spell"
(magecraft's trigger, 207.2c). A copy put on the stack is not cast (707.10), so the cast trigger alone does not
hear it; the copy executor tells the triggered-ability check `("copied", seat, copy id)` and this module's
matchers let the "cast or copy" trigger hear both that event and an ordinary cast."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

CAST_OR_COPY = "cast_or_copy"
"""The trigger event of "whenever you cast or copy [a spell]"."""


def _spell_matches(state: GameState, ab: TriggeredAbility, source: int, controller: int, spell: int) -> bool:
    flt = ab.trigger.filter
    return spell in state.objects and (flt is None or matches_object(state, spell, flt, controller, source))


@matcher("cast", CAST_OR_COPY)
def _cast(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """601.2i: the spell became cast by the trigger's player."""
    return whose_matches(ab.trigger.whose, event[1], controller, state, source) \
        and _spell_matches(state, ab, source, controller, event[2])


@matcher("copied", CAST_OR_COPY)
def _copied(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """707.10: a copy of a spell was put on the stack under the trigger's player's control (the copy's
    controller is who copied it, 707.10a)."""
    return whose_matches(ab.trigger.whose, event[1], controller, state, source) \
        and _spell_matches(state, ab, source, controller, event[2])
