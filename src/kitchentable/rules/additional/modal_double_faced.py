"""Modal double-faced cards (712.1d-e, 712.4e, 712.7, 712.8): either face may be cast or played.

- 712.7: casting a modal double-faced card, its caster chooses the face: the cast mode "back_face", offered from
  the hand beside the ordinary cast when the back face is not a land, puts the spell on the stack with only its
  back face's characteristics (712.4e; the card is whole again once it leaves the stack).
- 712.8: playing one as a land, its player chooses a face that is a land: a back face that is a land is offered
  as ("play_land", card, "back"), and the land enters with that face up.
- A permanent that was the back-face spell, or was played with its back face, is on the battlefield with that
  face up (its name, mana cost and so mana value, types and abilities, 712.4e) and the card is whole again once it
  leaves (the entering-form registry and `events.WHOLE_OF`). Put onto the battlefield by an effect, it enters with
  its front face up (712.10a).
"""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.casting.cast_modes import CastMode, cast_mode
from kitchentable.rules.casting.lands import LAND_FACES
from kitchentable.rules.events import WHOLE_OF, entering_form
from kitchentable.rules.state import GameObject, GameState

MODAL_DFC = "modal_dfc"
BACK = "back"
BACK_TAG = f"face:{BACK}"  # the tag a land played with its back face up enters with (`casting.lands.play_land`)


def back_face(card: CardDef) -> CardDef | None:
    """The back face of a modal double-faced card (None for any other card)."""
    return card.faces[1] if card.layout == MODAL_DFC and len(card.faces) > 1 else None


def _back_spell(card: CardDef) -> bool:
    back = back_face(card)
    return back is not None and "Land" not in back.types


def _part(card: CardDef, how: str) -> CardDef:
    back = back_face(card)
    return back if back is not None else card


cast_mode(CastMode("back_face", "712.7", from_hand=True, for_mana_cost=True, part=_part,
                   offered_from_hand=_back_spell))


def _land_back(card: CardDef) -> dict[str, CardDef]:
    back = back_face(card)
    return {BACK: back} if back is not None and "Land" in back.types else {}


LAND_FACES.append(_land_back)


@entering_form("712.4e")
def _back_face_up(state: GameState, new: GameObject, cast_part: CardDef | None) -> None:
    """712.4e: the permanent a back-face spell became, or a land played with its back face, has that face up."""
    whole = new.card
    back = back_face(whole)
    if back is None or not (cast_part is back or BACK_TAG in new.tags):
        return
    new.card = back
    new.memory = (*new.memory, (WHOLE_OF, whole))
    new.tags = new.tags - {BACK_TAG}
