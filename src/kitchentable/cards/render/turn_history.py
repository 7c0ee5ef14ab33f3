"""The "this turn" conditions as rules text (`rules.concepts.turn_history`): revolt, landfall counts, damage
and life lost by an opponent, spells cast, attackers, deaths, sacrifices, permanents that entered, cards drawn
and discarded, lands played, cards that left a graveyard, descending."""

from __future__ import annotations

from kitchentable.cards.render.words import _count, _number_word, _plural
from kitchentable.rules.abilities import Condition, fixed


def _spell(cond: Condition) -> str:
    what = cond.filter.describe() if cond.filter is not None else ""
    what = "" if what == "permanent" else what
    noun = (what + " spell").replace(" permanent spell", " spell").strip()
    if cond.n <= 1:
        return _count(fixed(1), noun)
    return f"{_number_word(cond.n)} or more {what.replace(' or ', ' and/or ')} spells".replace("  ", " ")


def turn_history_words(cond: Condition) -> str | None:
    """The words of a "this turn" condition after "if", or None when `cond` is not one of them."""
    kind, n = cond.kind, cond.n
    if kind == "attacked_total_power_at_least":
        return pack_tactics_words(cond)
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
    if kind == "spells_cast_this_turn_at_least" and n == 2:  # counted with the spell itself
        return "you've cast another spell this turn"
    if kind == "attacked_with_at_least":
        return f"you attacked with {_number_word(n)} or more creatures this turn"
    if kind == "drawn_at_least":
        return f"you've drawn {_number_word(n)} or more cards this turn"
    if kind == "descended_this_turn":
        return "you descended this turn"
    if kind == "attacked_this_turn":
        return "this didn't attack this turn" if cond.negate else "this attacked this turn"
    if kind == "creatures_attacked_at_least":
        return "no creatures attacked this turn" if cond.negate else \
            f"{_number_word(n)} or more creatures attacked this turn"
    if kind == "creatures_died_at_least":
        if cond.name == "nontoken":
            return "a nontoken creature died this turn"
        if cond.name == "you":
            return "a creature died under your control this turn"
        return "a creature died this turn" if n <= 1 else f"{_number_word(n)} or more creatures died this turn"
    if kind == "sacrificed_this_turn":
        what = cond.filter.describe() if cond.filter is not None else "permanent"
        return f"you sacrificed {_count(fixed(1), what)} this turn" if n <= 1 else \
            f"you sacrificed {_number_word(n)} or more {_plural(what)} this turn"
    if kind == "entered_this_turn_under_you":
        what = cond.filter.describe() if cond.filter is not None else "permanent"
        if n > 1:
            return f"{_number_word(n)} or more {_plural(what)} entered the battlefield under your control this turn"
        what = what if what.startswith("another") else _count(fixed(1), what)
        return f"{what} entered the battlefield under your control this turn"
    if kind == "discarded_this_turn":
        return "you discarded a card this turn"
    if kind == "played_land_this_turn":
        return "you haven't played a land this turn" if cond.negate else "you've played a land this turn"
    if kind == "left_graveyard_this_turn":
        kinds = " ".join(sorted(t.lower() for t in cond.filter.types)) if cond.filter is not None else ""
        return f"{_count(fixed(1), (kinds + ' card').strip())} left your graveyard this turn"
    if kind == "active_hand_at_least":  # the player whose step it is
        if cond.negate:
            return "that player has no cards in hand" if n <= 1 else \
                f"that player has {_number_word(n - 1)} or fewer cards in hand"
        return f"that player has {_number_word(n)} or more cards in hand"
    if kind == "active_life_at_most":
        return f"that player has {n} or less life"
    if kind == "was_cast":  # 601.2: the permanent entered as a spell cast this turn
        return "you cast it" + (" from your hand" if cond.name == "hand" else "")
    if kind == "creature_died_this_turn":
        return "a creature died this turn"
    return None


def pack_tactics_words(cond: Condition) -> str:
    """Pack tactics' condition (207.2c): the total power of this combat's attackers."""
    return f"you attacked with creatures with total power {cond.n} or greater this combat"
