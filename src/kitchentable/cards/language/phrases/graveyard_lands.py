"""A permission to play lands from one's graveyard (305.1): "You may play lands from your graveyard." (Crucible of
Worlds, Ramunap Excavator, Conduit of Worlds). The static ability "lands_from_graveyard" keeps the printed noun
("lands", or 2017's "land cards") for the render."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import StaticAbility


class GraveyardLandsPhrases(PhraseBase):
    """"You may play lands from your graveyard."."""

    def gl_lands_from_graveyard(self, ch: list[Any]) -> Any:
        noun = next(str(t) for t in ch if isinstance(t, Token) and t.type == "GL_LANDS")
        return ("static", StaticAbility("lands_from_graveyard", params=(("said", noun),)))
