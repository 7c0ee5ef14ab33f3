"""Cleave (702.148): "Cleave {cost}" on an instant or sorcery whose text has words in square brackets.

702.148a-b: the spell may be cast for its cleave cost, an alternative cost (118.9); if it is, the words in square
brackets are removed from its text. Cast for its mana cost, the bracketed words are part of the text. So the
spell's text is compiled with the brackets dropped (their words kept, `compile.compile_face`), and the
alternative cost carries a second spell compiled from the text with the bracketed words removed, which the
kernel uses when that cost is paid (as overload's, `rules.stack.resolve`). A card with cleave and no square
brackets, or brackets and no cleave, is refused."""

from __future__ import annotations

import re
from dataclasses import replace

from kitchentable.cards.language.keyword_expansion import ReadBack, expander, keyword_cost
from kitchentable.cards.language.keywords import Keyword, match_keyword
from kitchentable.cards.language.words import Parts, Unsupported, _unsupported, nested_ability
from kitchentable.rules.abilities import AlternativeCost, Cost, Modal

CLEAVE = "cleave"


@expander(CLEAVE, read_back=ReadBack(alternative_cost=True))
def expand_cleave(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.148a: the cleave cost, an alternative cost of an instant or sorcery; its spell is filled in by
    `finish_cleave` once the text is read."""
    cost = keyword_cost(m)
    if cost is None or not card_types & {"Instant", "Sorcery"}:
        raise _unsupported(m.group(0))
    parts.alternative.append(AlternativeCost(Cost(mana=cost), CLEAVE))
    return True


def finish_cleave(parts: Parts, cleaved: list[str], card_types: frozenset[str]) -> None:
    """702.148b: the spell cast for its cleave cost has the text without the bracketed words (`cleaved`: the
    face's lines from the first with brackets on, with those words removed)."""
    index = next((i for i, alt in enumerate(parts.alternative) if alt.label == CLEAVE), -1)
    if index < 0:
        if cleaved:
            raise Unsupported("words in square brackets without cleave")
        return
    if not cleaved:
        raise Unsupported("cleave without words in square brackets")
    again = Parts()
    for text in cleaved:
        pieces = [p.strip() for p in re.split(r"[,;] ?", text.rstrip("."))]
        if all(match_keyword(p) is not None for p in pieces if p):
            continue
        nested_ability(text, again, card_types)
    if len(again.spell) != 1 or parts.spell_modal is not None:
        raise Unsupported("cleave on a spell with modes or several paragraphs")
    parts.alternative[index] = replace(parts.alternative[index], spell=Modal((again.spell[0],)))
