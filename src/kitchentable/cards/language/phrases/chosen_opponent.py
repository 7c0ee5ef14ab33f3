""""Choose an opponent." as an instruction of a resolving spell or ability (608.2d): the controller chooses as it
resolves, and "that player" in the sentences after it is the opponent chosen (the reference kind
"chosen_opponent", `rules.concepts.chosen_opponent`). "Choose an opponent. You and that player each draw three
cards." (Intellectual Offering), "When ~ enters, choose an opponent. That player mills three cards."."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Ref, Simple

CHOSEN_OPPONENT = "chosen_opponent"


class ChosenOpponentPhrases(PhraseBase):
    """The instruction, and "that player" read as the opponent it chose."""

    chose_opponent = False

    def co_choose_opponent(self, ch: list[Any]) -> Any:
        self.chose_opponent = True
        return ("effects", [Simple("choose_an_opponent", Ref("you"))])

    def _that_player(self) -> Ref:
        """"That player" after "Choose an opponent.": the opponent chosen, when no target came between."""
        if self.chose_opponent and not self.targets:
            return Ref(CHOSEN_OPPONENT)
        ref: Ref = super()._that_player()
        return ref
