"""Counted actions followed by "then draw that many cards", as printed (121.2; `phrases.draw_that_many`):
"Discard up to two cards, then draw that many cards.", "Each player shuffles the cards from their hand into their
library, then draws that many cards.", "Sacrifice any number of artifacts, enchantments, and/or tokens, then draw
that many cards."."""

from __future__ import annotations

from kitchentable.cards.render.words import _cap, _number_word, _targets_plural
from kitchentable.rules.abilities import Filter, Simple

_TYPE_ORDER = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")


def _first_action(e: Simple, you: bool) -> str:
    """The action before "then", with its verb for "you" (imperative) or for another player."""
    how, most = e.param("how"), int(e.param("most", 0))
    hand, library = ("your hand", "your library") if you else ("their hand", "their library")
    verb = {"discard": "discard", "shuffle": "shuffle", "bottom": "put", "sacrifice": "sacrifice"}[str(how)]
    verb = verb if you else verb + ("es" if verb.endswith("sh") else "s")
    if how == "sacrifice":
        flt: Filter = e.param("filter")
        said = _targets_plural(flt.describe()).replace(" you control", "")
        if flt.or_token:  # "artifacts, enchantments, and/or tokens"
            kinds = [t.lower() + "s" for t in _TYPE_ORDER if t in flt.any_types]
            said = ", ".join(kinds) + (", and/or tokens" if len(kinds) > 1 else " and/or tokens")
        return f"{verb} any number of {said}"
    if how == "discard":
        return f"{verb} up to {_number_word(most)} cards" if most > 0 else f"{verb} all the cards in {hand}"
    if how == "shuffle":
        what = "any number of cards" if most < 0 else "the cards"
        return f"{verb} {what} from {hand} into {library}"
    return f"{verb} the cards in {hand} on the bottom of {library} in any order"


def draw_that_many_text(e: Simple, who: str) -> str:
    you = who == "you"
    offset = int(e.param("offset", 0))
    more = f" plus {_number_word(offset)}" if offset > 0 else f" minus {_number_word(-offset)}" if offset < 0 else ""
    draw = "draw" if you else "draws"
    first = _first_action(e, you)
    return _cap(f"{first if you else who + ' ' + first}, then {draw} that many cards{more}.")
