"""The "this turn" conditions as rules text (`rules.concepts.turn_history`): revolt, landfall counts, damage
and life lost by an opponent, spells cast, attackers, cards drawn, descending, "a creature died this turn"."""

from __future__ import annotations

from kitchentable.cards.render.words import _count, _number_word
from kitchentable.rules.abilities import Condition, fixed


def _spell(cond: Condition) -> str:
    what = cond.filter.describe() if cond.filter is not None else ""
    noun = (what + " spell").replace(" permanent spell", " spell").strip()
    if cond.n <= 1:
        return _count(fixed(1), noun)
    return f"{_number_word(cond.n)} or more {what.replace(' or ', ' and/or ')} spells".replace("  ", " ")


def turn_history_words(cond: Condition) -> str | None:
    """The words of a "this turn" condition after "if", or None when `cond` is not one of them."""
    kind, n = cond.kind, cond.n
    if kind == "permanent_left_this_turn":
        return "a permanent you controlled left the battlefield this turn"
    if kind == "landfall_count_at_least":
        lands = "a land" if n <= 1 else f"{_number_word(n)} or more lands"
        return f"you had {lands} enter the battlefield under your control this turn"
    if kind == "opponent_dealt_damage_this_turn":
        return "an opponent was dealt damage this turn"
    if kind == "opponent_lost_life_at_least":
        return f"an opponent lost {n} or more life this turn"
    if kind == "cast_this_turn":
        who = "an opponent cast" if cond.name == "opponent" else "you've cast"
        return f"{who} {_spell(cond)} this turn"
    if kind == "attacked_with_at_least":
        return f"you attacked with {_number_word(n)} or more creatures this turn"
    if kind == "drawn_at_least":
        return f"you've drawn {_number_word(n)} or more cards this turn"
    if kind == "descended_this_turn":
        return "you descended this turn"
    if kind == "was_cast":  # 601.2: the permanent entered as a spell cast this turn
        return "you cast it" + (" from your hand" if cond.name == "hand" else "")
    if kind == "creature_died_this_turn":
        return "a creature died this turn"
    return None
