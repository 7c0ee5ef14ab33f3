"""A player with nothing to do at instant speed (117.1): the proof that lets the legal-action scan be skipped.

Most priority checks are a player outside sorcery timing (307.1) who can only pass: no card they could cast
then, no ability whose cost they could pay, nothing else offered. When a scan finds exactly that, the moment
is remembered per player as a key (`idle_key`), and the next scan for that player outside sorcery timing
answers "pass" without looking again while the key is unchanged. What is re-asked every time is the part the
kernel does not own: the special actions mechanics register (`priority.OFFERS`) and the format's own
(`RuleSet.special_actions`).

Why the key is enough, by construction rather than case by case:

- every change to a game object passes through `GameState.mut`, `new_object`, `remove_object` or
  `reset_for_subgame` (copy on write needs it), and each draws a process-wide unique stamp into
  `GameState.changed`; an object deleted outside them shrinks `len(state.objects)`. So an equal stamp and an
  equal count mean no object has changed: no card moved, tapped, got counters, changed controller, no
  characteristic a layer result is made from changed;
- the player's hand and graveyard are keyed by their exact contents in order, the player by all of their
  facts (`Player.facts`: life, mana pool, counters, turn marks; another player's facts are read only for
  their own permanents, and a scan that looks at one is not remembered), the resolved continuous effects and the delayed
  rules by identity (they are immutable records), combat by identity (it is replaced, never changed), the
  format's own facts by value (immutable values), and the active player and the turn number;
- what is left out is what changes at every pass or step: the step and phase, the log, the turn's recorded
  events (`turn_facts`), the stack, who holds priority. A scan is remembered only if it read none of them:
  outside sorcery timing the timing checks themselves read nothing else (the proof is used only outside
  sorcery timing), and every check that could read them counts itself in `state.UNKEYED_READS` (any
  condition, impulse and graveyard-casting permissions, delayed casting rules, the library's top card, a
  format's infinite life) or is named in the scan (a card that could be cast at all, split second, name bans,
  a format's activation limits, "only once each turn", cost reductions, targets, face-down permanents);
  a scan during which any of them ran is not remembered;
- the caches the scan reads (layer results, ability holders, mana sources) are derived from what the key
  holds, and are trusted by the scan itself.

The game option `check_idle_proof` (a debug switch) makes every answer given by a proof be checked against a
fresh scan; a test plays random games of every format with it.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.state import HAND, GameState

CHECK_OPTION = "check_idle_proof"


def idle_key(state: GameState, seat: int) -> tuple[Any, ...]:
    """The moment, as far as the player's legal actions outside sorcery timing can tell it (see the module)."""
    zones = state.zones
    hand = zones.get((HAND, seat))
    graveyard = zones.get(state.rules.graveyard_of(state, seat)) if state.rules is not None else None
    data = state.format_data
    return (
        state.changed, len(state.objects), tuple(hand) if hand else (), tuple(graveyard) if graveyard else (),
        state.players[seat].facts(), tuple(state.continuous), tuple(state.delayed), state.active,
        state.turn, state.combat, tuple(data.items()) if data else (),
    )
