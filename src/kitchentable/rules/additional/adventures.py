"""Adventurer cards (715): a card with a second, inset face whose subtype is Adventure (an instant or sorcery).

- 715.3: as the card is cast from the hand its caster chooses to cast it normally or as an Adventure (the cast
  mode "adventure", offered beside the ordinary cast); cast as an Adventure, the spell has only the Adventure's
  characteristics (715.3b; the card is whole again once it leaves the stack, as a split card's half is).
- 715.3d: a spell cast as an Adventure that resolves is exiled instead of going to its owner's graveyard, and
  715.4: while it stays exiled that way its controller may cast the card, but not as an Adventure (the cast mode
  "on_adventure", for its mana cost with the usual timing). A countered Adventure goes to the graveyard as usual.

The cards on an adventure are `state.delayed` entries ("on_adventure", controller, card id); an entry whose card
has left exile is ignored (400.7: a new object). A card cast from exile some other way, or cast as an Adventure
from a zone other than the hand, is not offered here.
"""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.casting.cast_modes import CastMode, cast_mode
from kitchentable.rules.casting.castable import castable_later
from kitchentable.rules.events import move
from kitchentable.rules.records import replace
from kitchentable.rules.stack.resolve import leaves_the_stack_instead
from kitchentable.rules.state import EXILE, GameState

ADVENTURE = "adventure"
"""The subtype of the inset face (715.2), and the cast mode and marker of a spell cast as an Adventure."""
ON_AN_ADVENTURE = "on_adventure"
"""The cast mode of a card cast from exile after its Adventure (715.4), and its `state.delayed` entries."""

_ADVENTURES: dict[int, tuple[CardDef, CardDef | None]] = {}


def adventure_spell(card: CardDef) -> CardDef | None:
    """The Adventure face of an adventurer card as the spell cast as an Adventure (marked with the keyword
    "adventure", read as it leaves the stack), or None if the card has none. Made once per card."""
    found = _ADVENTURES.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    face = next((f for f in card.faces[1:] if "Adventure" in f.subtypes), None) \
        if card.layout == ADVENTURE else None
    spell = replace(face, keywords=face.keywords | {ADVENTURE}) if face is not None else None
    _ADVENTURES[id(card)] = (card, spell)
    return spell


def _part(card: CardDef, how: str) -> CardDef:
    found = adventure_spell(card)
    return found if found is not None else card


def _has_adventure(card: CardDef) -> bool:
    return card.layout == ADVENTURE and adventure_spell(card) is not None


cast_mode(CastMode(ADVENTURE, "715.3", from_hand=True, for_mana_cost=True, part=_part,
                   offered_from_hand=_has_adventure))
cast_mode(CastMode(ON_AN_ADVENTURE, "715.4", for_mana_cost=True))


@leaves_the_stack_instead("715.3d", ADVENTURE)
def _exiled_on_an_adventure(state: GameState, oid: int, controller: int) -> bool:
    """715.3d: the resolved Adventure is exiled; 715.4: its controller may cast the card from there later."""
    new = move(state, oid, EXILE, cause="715.3d")
    if new in state.objects and state.objects[new].zone[0] == EXILE:
        state.delayed = [*state.delayed, (ON_AN_ADVENTURE, controller, new)]
    return True


@castable_later("715.4")
def adventurers_in_exile(state: GameState, seat: int, instant_speed: bool) -> list[tuple[int, str]]:
    """The player's cards on an adventure, castable (not as an Adventure) for their mana cost with the usual
    timing: outside sorcery timing only one that is an instant or has flash."""
    out: list[tuple[int, str]] = []
    for entry in state.delayed:
        if not (isinstance(entry, tuple) and entry[0] == ON_AN_ADVENTURE and entry[1] == seat):
            continue
        o = state.objects.get(entry[2])
        if o is None or o.zone[0] != EXILE:
            continue
        if instant_speed and not ("Instant" in o.card.types or "flash" in o.card.keywords):
            continue
        out.append((entry[2], ON_AN_ADVENTURE))
    return out
