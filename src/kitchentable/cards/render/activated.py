"""Activated abilities as rules text (602): "[cost]: [effect]" with their restrictions ("Activate only as a
sorcery.")."""

from __future__ import annotations

from kitchentable.cards.render.conditions import _condition_words, activation_window
from kitchentable.cards.render.costs import _cost
from kitchentable.cards.render.effects import _modal
from kitchentable.cards.render.words import _PAID, _number_word
from kitchentable.rules.abilities import (
    ActivatedAbility,
)


def _restrictions(a: ActivatedAbility) -> str:
    """An activated ability's restrictions as one sentence (602.5b), the window or condition first: "Activate only
    during your upkeep and only once each turn.", "Any player may activate this ability but only any time they
    could cast a sorcery." (a loyalty ability's sorcery timing is the rule's own, 606.3, and not said)."""
    special = a.condition is not None and a.condition.kind in ("max_speed", "not_exhausted") or (
        a.condition is not None and a.condition.kind == "attacked_this_turn" and a.once_per_turn)
    when = ["as a sorcery"] if a.sorcery_speed and not a.loyalty else []
    if a.condition is not None and not special:
        when.append(activation_window(a.condition))
    if a.any_player:
        said = [w.replace("as a sorcery", "any time they could cast a sorcery") for w in when]
        return " Any player may activate this ability" + (" but only " + " and only ".join(said) if said else "") + "."
    when += ["once each turn"] if a.once_per_turn else []
    return " Activate only " + " and only ".join(when) + "." if when else ""


def _activated(a: ActivatedAbility) -> str:
    paid = "the sacrificed creature" if a.cost.sacrifice is not None and "Creature" in a.cost.sacrifice.types \
        else "the sacrificed permanent" if a.cost.sacrifice is not None else ""
    token = _PAID.set(paid)  # 608.2h: "it" in the effect is the object paid for the cost
    try:
        body = _modal(a.effect)
    finally:
        _PAID.reset(token)
    if a.zone == "graveyard" and body.startswith("Return this to "):  # "Return ~ from your graveyard to ..."
        body = body.replace("Return this to ", "Return this from your graveyard to ", 1) \
            .replace(" to the battlefield tapped under your control.", " to the battlefield tapped.", 1) \
            .replace(" to the battlefield under your control.", " to the battlefield.", 1) \
            .replace(" to its owner's hand.", " to your hand.", 1)  # a card in your graveyard is yours (404.2)
    where = " (from your hand)" if a.zone == "hand" else " (from your graveyard)" if a.zone == "graveyard" else ""
    extra = _restrictions(a)
    times = {2: "twice"}.get(a.max_per_turn, f"{_number_word(a.max_per_turn)} times")
    extra += f" Activate no more than {times} each turn." if a.max_per_turn else ""
    if a.condition is not None and a.condition.kind == "max_speed":
        return f"Max speed — {_cost(a.cost)}: {body}{extra}{where} (702.178)"
    less = a.reduction
    if less is not None and less.mana is None and a.condition is not None and a.condition.kind == "not_exhausted":
        return (f"Power-up — {_cost(a.cost)}: {body} (Activate each power-up ability only once. Reduce the cost by "
                "its mana cost if it entered this turn.)")
    if less is not None and less.mana is not None:
        when = f" if {_condition_words(less.condition)}" if less.condition is not None else ""
        extra += f" This ability costs {less.mana} less to activate{when}."
    if a.condition is not None and a.condition.kind == "not_exhausted" and not a.text.startswith("exhaust"):
        return f"{_cost(a.cost)}: {body}{extra} Activate only once.{where}"  # 602.5b
    if a.condition is not None and a.condition.kind == "not_exhausted":
        return f"Exhaust — {_cost(a.cost)}: {body} (702.177a: activate only once)"
    if a.condition is not None and a.condition.kind == "attacked_this_turn" and a.once_per_turn:
        return f"Boast — {_cost(a.cost)}: {body} (702.142a: only if this creature attacked this turn, once each turn)"
    cost = _cost(a.cost)
    if a.cost.remove_any:  # the storage lands: X is the number of those counters removed (107.3)
        body = body.replace("for each counter removed", f"for each {a.cost.remove_any} counter removed")
        if "counter removed this way" not in body:  # the effect says X: "Remove X ki counters from ~"
            cost = cost.replace("Remove any number of ", "Remove X ", 1)
    if a.zone in ("hand", "graveyard") and a.cost.exile_self and "Exile this" in cost:  # Simian Spirit Guide,
        cost, where = cost.replace("Exile this", f"Exile this from your {a.zone}", 1), ""  # Dauntless Cathar (602.2)
    return f"{cost}: {body}{extra}{where}"
