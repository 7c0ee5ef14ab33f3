"""Linked abilities (607.2a): "When ~ enters, exile another target creature. When ~ leaves the battlefield, return
the exiled card to the battlefield under its owner's control." The second ability's "the exiled card" is the card
the first one exiled; the card language remembers an exiled card only inside one resolution ("exile it, then
return the exiled card"), so an ability that names a card another ability exiled would find nothing and do nothing
(Fiend Hunter's creature stayed in exile). Such a paragraph is refused; today's wording, "exile ... until ~ leaves
the battlefield" (610.3c), compiles and works."""

from __future__ import annotations

from kitchentable.cards.language.words import Unsupported


def refuse_exiled_card_of_another_ability(text: str) -> None:
    """Raise `Unsupported` if `text` returns "the exiled card" that nothing before it in the paragraph exiled."""
    before, found, _after = text.partition("return the exiled card")
    if found and "exile" not in before:
        raise Unsupported("'the exiled card' exiled by another ability (607.2a)")
