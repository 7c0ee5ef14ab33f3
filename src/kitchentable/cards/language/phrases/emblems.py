"""Emblems (114): "You get an emblem with "Lands you control have indestructible."" (Nissa, Who Shakes the
World), "... with "At the beginning of your upkeep, ..."", "... with "Creatures you control get +1/+1" and
"..."".

The quoted text is compiled as a card's own paragraphs would be (its static and triggered abilities; an emblem
with an activated ability, Ob Nixilis of the Black Oath's, is refused: the kernel offers no ability of an object in
the command zone);
the effect puts an emblem with those abilities into its controller's command zone (114.2, kernel
`rules.concepts.emblems`). An emblem has no characteristics other than abilities (114.3), so a quoted text that
is a spell's instruction, a cost or a keyword line of a card is refused."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import Parts, PhraseBase, _unsupported, nested_ability
from kitchentable.rules.abilities import CardDef, Effect, Ref, Simple, fixed

EMBLEM_NAME = "Emblem"


def emblem_card(quoted: list[str]) -> CardDef:
    """The emblem's abilities, compiled from each quoted text (114.1)."""
    sub = Parts()
    for token in quoted:
        text = str(token).strip()[1:-1].strip()
        nested_ability(text if text.endswith(".") else text + ".", sub, frozenset())
    if sub.spell or sub.spell_modal or sub.additional or sub.optional or sub.alternative or sub.keywords \
            or sub.enchant is not None or sub.morph is not None or sub.flags or sub.colorless:
        raise _unsupported("an emblem with something other than static or triggered abilities")
    if sub.activated:  # 114.4 allows them, but no ability in the command zone is offered to its player here
        raise _unsupported("an emblem with an activated ability")
    return CardDef(name=EMBLEM_NAME, static=tuple(sub.static), triggered=tuple(sub.triggered))


class EmblemsPhrases(PhraseBase):
    """"You get an emblem with ..." (114)."""

    def get_emblem(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        """114.1: the effect's controller gets an emblem with the quoted abilities."""
        quoted = [c for c in ch if getattr(c, "type", None) == "QUOTED_ABILITY"]
        return ("effects", [Simple("get_emblem", Ref("you"), fixed(1), (("emblem", emblem_card(quoted)),))])
