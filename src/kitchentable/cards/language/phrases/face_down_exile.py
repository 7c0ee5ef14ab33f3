"""Cards exiled face down from the top of your own library, and the permission to look at and play them (406.3,
611.2c).

- "Exile the top card of your library face down.": the card goes to exile face down (406.3). Its owner is the
  ability's controller, the only player who may look at it (`rules.additional.faces.hidden_from`); the others see
  a face-down card in exile and nothing more, in the observation and the log alike.
- "You may look at and play that card this turn." / "... for as long as it remains exiled.": the impulse
  permission of `phrases.play_from_exile` for that card, its look said in the rendering.

The face-down exile is taken only from the controller's own library: a face-down card from another player's
library would need a look granted to a player who doesn't own it, which the kernel doesn't model, so those cards
(Siphon Insight, Ixhel) stay refused."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Effect, Ref, Simple, fixed


class FaceDownExilePhrases(PhraseBase):
    """Face-down exile from the top of your library and the look-and-play permission."""

    def exile_top_face_down(self, ch: list[Any]) -> list[Effect]:
        """"Exile the top card of your library face down." (406.3): remembered for the permission that follows."""
        return [Simple("exile_top", Ref("you"), fixed(1), (("face_down", True),))]

    def impulse_look_and_play(self, ch: list[Any]) -> Any:
        """"You may look at and play that card this turn.": the impulse permission (611.2c); the look is the card's
        owner's, who may see it already (406.3), and is kept for the rendering."""
        tag, effects = self.impulse_play(ch)  # type: ignore[attr-defined]
        return (tag, [replace(effects[0], params=effects[0].params + (("look", True),))])
