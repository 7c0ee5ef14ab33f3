"""Auras attached to players: "Enchant player" / "Enchant opponent" (702.5d, 303.4), the Curses.

An Aura spell with enchant player targets a player (303.4a) and resolves attached to that player (303.4f): its
`attached_to` is then ("player", seat), the way targets write players. What the kernel reads from it:

- "enchanted player" as a reference in effects (`rules.stack.effects.refs`, kind "enchanted_player");
- triggers about that player (`rules.stack.triggers`, whose "attached_player"): the beginning of their steps, their
  spells, draws, life changes and discards; creatures attacking them; them being attacked; combat damage to them;
- "creatures enchanted player controls" in descriptions (`rules.concepts.targets.matches_object`, controller
  "attached_player");
- 704.5m: the Aura goes to its owner's graveyard when that player has left the game or is no longer a player it
  could enchant (`rules.turn.state_based_actions`).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.state import GameState


def enchanted_player(state: GameState, source: int | None) -> int | None:
    """The seat of the player the Aura `source` is attached to (303.4), or None if it enchants no player."""
    o = state.objects.get(source) if source is not None else None
    host = o.attached_to if o is not None else None
    return host[1] if isinstance(host, tuple) else None


def legal_player_host(state: GameState, aura: int, seat: int, controller: int) -> bool:
    """704.5m: may the Aura `aura` stay attached to player `seat`? The player is still in the game and fits the
    Aura's enchant quality ("enchant player", "enchant opponent" read from the Aura's controller)."""
    from kitchentable.rules.concepts.targets import matches_player

    enchant = state.objects[aura].card.enchant
    return enchant is not None and matches_player(state, seat, enchant, controller)


def attacked_first(state: GameState, attacker: int, seat: int | None) -> bool:
    """"Whenever enchanted player is attacked" triggers once per combat (508.1m, 603.2c): on the attack event of
    the first creature declared attacking that player."""
    combat = state.combat
    if combat is None or seat is None:
        return False
    target: Any = ("player", seat)
    first = next((a for a, t in combat.attackers.items() if t == target), None)
    return first == attacker
