""""As ~ enters, choose an opponent." (614.12) and what reads "the chosen player".

The permanent spell's controller chooses as it resolves (the `entering_choice` frame of
`rules.keywords.permanent_keywords`, with the other choices made as a permanent enters); the permanent enters with the
memory entry (CHOSEN_PLAYER, seat). Readers: the reference "the chosen player" (`rules.stack.effects.refs`), triggers
"at the beginning of the chosen player's upkeep" (`rules.stack.triggers`, whose "chosen_player"), descriptions
"<creatures> the chosen player controls" (`rules.concepts.targets`, controller "chosen_player") and the amounts "the
number of cards in the chosen player's hand / graveyard" (`rules.stack.amounts`). Partial, as for the other
entering choices: put onto the battlefield other than by resolving, no player is chosen and those read nothing.
"""

from __future__ import annotations

from kitchentable.rules.state import GameState

CHOSEN_PLAYER = "chosen_player"


def chosen_player(state: GameState, source: int | None) -> int | None:
    """The seat chosen as the permanent `source` entered, or None."""
    o = state.objects.get(source) if source is not None else None
    if o is None or not o.memory:
        return None
    for m in o.memory:
        if isinstance(m, tuple) and m and m[0] == CHOSEN_PLAYER:
            return int(m[1])
    return None
