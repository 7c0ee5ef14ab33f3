"""Costs in words (118) and the answers to "How will you cast it?" (601.2b) with what each costs.

"How will you cast Force of Will? — pay {3}{U}{U} / pay 1 life and exile a blue card from your hand": each
option names its cost, and one the player can't pay now says why (`rules.casting.casting.cost_option_problem`, the
payment step's own pre-checks).
"""

from __future__ import annotations

from typing import Any

from kitchentable.api.naming import Namer
from kitchentable.api.words import join, number, plural
from kitchentable.rules.abilities import Cost, Filter
from kitchentable.rules.state import Decision


def _what(flt: Filter | None, noun: str = "card") -> str:
    if flt is None:
        return noun
    text = flt.describe().replace(" permanent", "")
    return text if noun in text or not noun else f"{text} {noun}".replace("card card", "card")


def cost_words(cost: Cost) -> str:
    """A cost as a player says it: "{1}{R}", "{T}", "pay 1 life and exile a blue card from your hand"."""
    parts: list[str] = []
    if cost.add_counters[0] == "loyalty":
        parts.append(f"+{cost.add_counters[1]} loyalty" if cost.add_counters[1] else "0 loyalty")
    if cost.remove_counters[0] == "loyalty" and cost.remove_counters[1]:
        parts.append(f"-{cost.remove_counters[1]} loyalty")
    if cost.mana is not None and not cost.mana.is_zero():
        parts.append(f"pay {cost.mana}")
    if cost.tap:
        parts.append("tap it ({T})")
    if cost.untap:
        parts.append("untap it ({Q})")
    if cost.life:
        parts.append(f"pay {cost.life} life")
    if cost.energy:
        parts.append(f"pay {number(cost.energy)} energy")
    if cost.sacrifice_self:
        parts.append("sacrifice it")
    if cost.sacrifice is not None:
        parts.append(f"sacrifice {plural(cost.sacrifice_count, _what(cost.sacrifice, ''))}")
    if cost.discard_self:
        parts.append("discard it")
    if cost.discard_count:
        parts.append(f"discard {plural(cost.discard_count, _what(cost.discard))}")
    if cost.reveal_count:  # 701.16a
        parts.append(f"reveal {plural(cost.reveal_count, _what(cost.reveal))} from your hand")
    if cost.exile_self:
        parts.append("exile it")
    if cost.exile_count and cost.exile_from_graveyard is not None:
        flt = cost.exile_from_graveyard
        where = "your hand" if flt.zone == "hand" else "your graveyard"
        parts.append(f"exile {plural(cost.exile_count, _what(flt))} from {where}")
    if cost.remove_counters[1] and cost.remove_counters[0] != "loyalty":
        parts.append(f"remove {plural(cost.remove_counters[1], cost.remove_counters[0] + ' counter')} from it")
    if cost.remove_any:
        parts.append(f"remove X {cost.remove_any} counters from it")
    if cost.tap_count and cost.tap_untapped is not None:
        parts.append(f"tap {plural(cost.tap_count, 'untapped ' + _what(cost.tap_untapped, ''))} you control")
    if cost.crew:
        parts.append(f"crew {cost.crew}")
    if cost.evidence:
        parts.append(f"collect evidence {cost.evidence}")
    if cost.bounce_count:
        parts.append(f"return {plural(cost.bounce_count, _what(cost.bounce, ''))} to its owner's hand")
    if cost.per_x:
        parts.append("pay X life" if cost.per_x == "life" else f"{cost.per_x} X")
    return join(parts) or "nothing"


def cost_option_words(n: Namer, action: tuple[Any, ...], decision: Decision | None) -> str:
    """An answer to the cost choice (601.2b): "Pay its mana cost {3}{U}{U}", "Alternative cost: pay 1 life and
    exile a blue card from your hand", "With kicker: also pay {2}{R}"; "— can't pay now: ..." when the
    pre-checks say so."""
    kind = str(action[1]) if len(action) > 1 else ""
    card = _card(n, decision)
    if card is None:
        return {"normal": "Cast it normally", "alternative": "Cast it for its alternative cost",
                "kicker": "Cast it with kicker", "additional": "Pay one of its additional costs"}.get(kind, str(action))
    if kind == "normal":
        text = f"Pay its mana cost {card.mana_cost}" if card.mana_cost is not None else "Cast it normally"
    elif kind == "alternative":
        alt = card.alternative_costs[int(action[2])]
        label = "alternative cost" if alt.label in ("alternative cost", "") else alt.label
        text = f"{label[:1].upper()}{label[1:]}: {cost_words(alt.cost)} instead of its mana cost"
    elif kind == "kicker":
        opt = card.optional_costs[int(action[2])]
        text = f"With {opt.label}: also {cost_words(opt.cost)}"
    elif kind == "additional":  # 601.2b: "<this> or <that>" (rules.casting.additional_cost_choices)
        part = next(p for p in card.additional_costs if p.or_cost is not None)
        chosen = part.or_cost if int(action[2]) == 1 and part.or_cost is not None else part
        text = f"As its additional cost: {cost_words(chosen)}"
    else:
        text = str(action)
    problem = _problem(n, action, decision)
    if problem is not None:
        from kitchentable.api.reasons import refusal_text

        text += f" — can't pay now: {refusal_text(n, problem)}"
    return text


def _card(n: Namer, decision: Decision | None) -> Any:
    if decision is None or decision.resume not in ("cast_costopts", "cast_additional_choice") or not decision.data:
        return None
    from kitchentable.rules.casting.context import ctx

    try:
        c = ctx(n.state, decision.data[0])
    except (KeyError, AssertionError):
        return None
    o = n.state.objects.get(c.stack_id)
    return o.card if o is not None else None


def _problem(n: Namer, action: tuple[Any, ...], decision: Decision | None) -> tuple[Any, ...] | None:
    if decision is None or decision.resume not in ("cast_costopts", "cast_additional_choice") or not decision.data:
        return None
    from kitchentable.rules.casting.casting import cost_option_problem

    try:
        return cost_option_problem(n.state, decision.data[0], action)
    except (KeyError, IndexError, AssertionError):
        return None
