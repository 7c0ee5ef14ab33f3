"""Crimes (700.13): a player commits a crime as they cast a spell, activate an ability, or put a triggered
ability on the stack that targets an opponent, a permanent an opponent controls, a spell or ability an opponent
controls, or a card in an opponent's graveyard. Once for each such spell or ability, however many of its targets
are an opponent's.

`note_crime` is registered with the casting procedure (`as_targets_are_final`), which runs it when the spell or
ability's targets are final (601.2c, 602.2b, 603.3d), after the "becomes the target" events. It counts the crimes of each player this turn (a
turn fact), read by "if you've committed a crime this turn", and sends a ("crime", seat) event, which triggers
"whenever you commit a crime" (603.2)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Condition, TriggeredAbility
from kitchentable.rules.casting.casting import as_targets_are_final
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.triggers import matcher, notify, whose_matches
from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD, STACK, GameState

CRIMES = "crimes"  # turn fact per seat: crimes committed this turn


def _is_crime_target(state: GameState, seat: int, target: Any) -> bool:
    opponents = state.opponents(seat)
    if isinstance(target, tuple):
        return len(target) > 1 and target[1] in opponents
    o = state.objects.get(target)
    if o is None:
        return False
    if o.zone[0] == BATTLEFIELD:
        from kitchentable.rules.continuous.layers import chars

        return chars(state, target).controller in opponents
    if o.zone[0] == STACK:
        return o.controller in opponents
    if o.zone[0] == GRAVEYARD:
        return o.owner in opponents
    return False


@as_targets_are_final("700.13")
def note_crime(state: GameState, seat: int, targets: tuple[tuple[Any, ...], ...]) -> None:
    """700.13: does this spell or ability of `seat`, with these targets, commit a crime? Count it and tell."""
    if not any(_is_crime_target(state, seat, t) for group in targets for t in group):
        return
    key = (CRIMES, seat)
    state.turn_facts[key] = int(state.turn_facts.get(key, 0)) + 1  # not logged: a crime changes nothing by itself
    notify(state, ("crime", seat))


@matcher("crime", "commit_crime")
def _crime_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                   event: tuple[Any, ...]) -> bool:
    """"Whenever you commit a crime" (603.2)."""
    return whose_matches(ab.trigger.whose, event[1], controller, state, source)


@condition("committed_crime")
def _committed_crime(state: GameState, cond: Condition, controller: int, source: int | None,
                     ctx: object | None = None) -> bool:
    """"if you've committed a crime this turn"."""
    return int(state.turn_facts.get((CRIMES, controller), 0)) >= 1
