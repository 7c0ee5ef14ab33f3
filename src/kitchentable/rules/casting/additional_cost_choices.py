"""A choice between two additional costs (601.2b, 118.8): "As an additional cost to cast this spell, sacrifice a
creature or pay {3}{B}." (Spark Harvest), "... discard a card or pay {5}." (Lightning Axe), "... sacrifice a
creature or discard a card." (Bone Shards).

The card's additional cost is a `Cost` whose `or_cost` is the other choice. As the spell is announced, after its
cost intentions (601.2b: alternative cost, kicker) and before X, modes and targets, its controller chooses which
of the two they will pay ("cost_choice" decision, answers ("cost", "additional", 0 | 1)); only a choice whose
parts can be paid now is offered, and the cast is rewound when neither can. The choice is the cast's
`other_additional`: the payment (`payment._full_cost`) then takes the chosen cost's non-mana parts, and the total
cost (601.2f, `total_cost.additional_cost`) its mana.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.casting.context import CastContext, _fail, ctx, set_ctx, spell_card
from kitchentable.rules.casting.total_cost import additional_cost
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.engine import ask, handler, resumer
from kitchentable.rules.records import replace
from kitchentable.rules.state import Decision, GameState


def has_choice(card: CardDef) -> bool:
    """Does the card have an additional cost "<this> or <that>"?"""
    return any(p.or_cost is not None for p in card.additional_costs)


@handler("cast_additional_choice")
def cast_additional_choice(state: GameState, frame: tuple[Any, ...]) -> None:
    """601.2b: announce which of the two additional costs will be paid."""
    from kitchentable.rules.casting.casting import cost_option_problem

    cid = frame[1]
    c = ctx(state, cid)
    if c.kind != "spell":
        return
    card = spell_card(state, c.stack_id)
    if not has_choice(card):
        return
    options = tuple(o for o in (("cost", "additional", 0), ("cost", "additional", 1))
                    if cost_option_problem(state, cid, o) is None)
    if not options:
        _fail(state, cid, "601.2b", "neither additional cost can be paid")
        return
    ask(state, Decision(c.controller, "cost_choice", options, "cast_additional_choice", (cid,),
                        f"Which additional cost will you pay to cast {card.name}? (601.2b)", "601.2b"))


@resumer("cast_additional_choice")
def additional_choice_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    set_ctx(state, cid, replace(ctx(state, cid), other_additional=action[2] == 1))
    state.log_event("601.2b", "additional_cost", decision.player, int(action[2]))


@additional_cost("601.2b")
def _chosen_mana(state: GameState, c: CastContext, card: CardDef) -> ManaCost | None:
    """601.2f: the mana of the chosen additional cost ("pay {3}{B}") is part of the total cost."""
    total: ManaCost | None = None
    for part in card.additional_costs:
        if part.or_cost is None:
            continue
        chosen = part.or_cost if c.other_additional else part
        if chosen.mana is not None and not chosen.mana.is_zero():
            total = chosen.mana if total is None else total.plus(chosen.mana)
    return total
