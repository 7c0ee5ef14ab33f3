"""Ability words (207.2c) whose condition the kernel reads, and Cases (719).

- Corrupted: "an opponent has three or more poison counters".
- Celebration: "two or more nonland permanents entered the battlefield under your control this turn", counted
  per player as permanents enter (`rules.events.move`).
- Coven: "you control three or more creatures with different powers".
- Descend N: "N or more permanent cards in your graveyard".
- Delirium: "four or more card types among cards in your graveyard" (205.2a); spell mastery: "two or more
  instant and/or sorcery cards in your graveyard" (any description of cards there).
- Spectacle (702.137a) reads "an opponent lost life this turn"; addendum: "if you cast this spell during your
  main phase".
- Void: "if a nonland permanent left the battlefield this turn or a spell was warped this turn"
  (`events.move` notes the first; `note_cast` the second).
- Cases (719): "To solve — [condition]" and "Solved — [ability]": at the beginning of its controller's end step
  a Case whose condition is met becomes solved (719.3b) and stays solved while it is on the battlefield.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Condition, Simple, TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.keywords.cast_from_exile import WARPED_THIS_TURN
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import BATTLEFIELD, GameState

NONLAND_LEFT = "nonland_left_battlefield"  # `state.turn_facts` key, set by `events.move`


# --- void ----------------------------------------------------------------------------------------------------------


@condition("void")
def _void(state: GameState, cond: Condition, controller: int, source: int | None,
          ctx: object | None = None) -> bool:
    return bool(state.turn_facts.get(NONLAND_LEFT) or state.turn_facts.get(WARPED_THIS_TURN))


# --- Cases (719) -----------------------------------------------------------------------------------------------------

SOLVED = "solved"  # GameObject.tags: the Case is solved (719.3b; it stays solved while it is on the battlefield)


@condition("case_solvable")
def _case_solvable(state: GameState, cond: Condition, controller: int, source: int | None,
                   ctx: object | None = None) -> bool:
    """719.3a: "if this Case is not solved and [its to-solve condition]" (the condition is on its "case_solve"
    static ability)."""
    from kitchentable.rules.stack.conditions import check_condition

    if source is None or source not in state.objects or SOLVED in state.objects[source].tags:
        return False
    card = state.objects[source].card
    solve = next((ab for ab in card.static if ab.kind == "case_solve"), None)
    return solve is not None and solve.condition is not None and \
        check_condition(state, solve.condition, controller, source)


@executor("solve_case")
def solve_case(state: GameState, rid: int, eff: Simple) -> None:
    """719.3a: the Case becomes solved; its "Solved —" abilities work from now on (719.3b)."""
    from kitchentable.rules.stack.effects import objects_of

    for oid in objects_of(state, rid, eff.subject):
        o = state.mut(oid)
        o.tags = o.tags | {SOLVED}
        state.log_event("719.3a", "solved", o.card.name)
    state.forget(None)  # "Solved —" static abilities switch on


# --- corrupted, celebration, coven, spectacle, descend ------------------------------------------------------------


@condition("opponent_poison_at_least")
def _opponent_poison_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                              ctx: object | None = None) -> bool:
    """Corrupted: "if an opponent has N or more poison counters" (122.1f)."""
    return any(state.players[o].poison >= cond.n for o in state.opponents(controller))


NONLAND_ENTERED = "nonland_entered"  # the turn fact `rules.events.move` counts per controller


@condition("nonland_entered_at_least")
def _nonland_entered_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                              ctx: object | None = None) -> bool:
    """Celebration: "if two or more nonland permanents entered the battlefield under your control this turn"."""
    return int(state.turn_facts.get((NONLAND_ENTERED, controller), 0)) >= cond.n


@condition("different_powers_at_least")
def _different_powers_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                               ctx: object | None = None) -> bool:
    """Coven: "if you control three or more creatures with different powers" (the number of distinct powers
    among creatures you control)."""
    powers = {c.power for oid in state.battlefield() for c in [chars(state, oid)]
              if c.controller == controller and "Creature" in c.types and c.power is not None}
    return len(powers) >= cond.n


@condition("opponent_lost_life_this_turn")
def _opponent_lost_life(state: GameState, cond: Condition, controller: int, source: int | None,
                        ctx: object | None = None) -> bool:
    """Spectacle (702.137a): "if an opponent lost life this turn" (119.3)."""
    return any(state.players[o].life_lost_this_turn > 0 for o in state.opponents(controller))


@condition("self_toughness_at_most")
def _self_toughness_at_most(state: GameState, cond: Condition, controller: int, source: int | None,
                            ctx: object | None = None) -> bool:
    """"if its toughness is N or less" (a Young Hero Role's granted trigger)."""
    return source is not None and source in state.objects and (chars(state, source).toughness or 0) <= cond.n


@condition("permanent_cards_in_graveyard_at_least")
def _permanent_cards_in_graveyard(state: GameState, cond: Condition, controller: int, source: int | None,
                                  ctx: object | None = None) -> bool:
    """Descend N: "N or more permanent cards in your graveyard" (110.4b)."""
    graveyard = state.zones.get(state.rules.graveyard_of(state, controller), ())
    return sum(1 for o in graveyard if state.objects[o].card.is_permanent_card()) >= cond.n


@condition("card_types_in_graveyard_at_least")
def _card_types_in_graveyard(state: GameState, cond: Condition, controller: int, source: int | None,
                             ctx: object | None = None) -> bool:
    """Delirium: "N or more card types among cards in your graveyard" (205.2a: the card types, not subtypes)."""
    graveyard = state.zones.get(state.rules.graveyard_of(state, controller), ())
    kinds = {t for o in graveyard for t in state.objects[o].card.types}
    return len(kinds) >= cond.n


@condition("graveyard_cards_at_least")
def _graveyard_cards_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                              ctx: object | None = None) -> bool:
    """Spell mastery: "N or more instant and/or sorcery cards in your graveyard" (the cards `cond.filter` fits)."""
    from kitchentable.rules.concepts.targets import matches_object

    assert cond.filter is not None
    graveyard = state.zones.get(state.rules.graveyard_of(state, controller), ())
    return sum(1 for o in graveyard if matches_object(state, o, cond.filter, controller, source)) >= cond.n


@matcher("zone", "eerie")
def _eerie_enters(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                  event: tuple[Any, ...]) -> bool:
    """Eerie: "whenever an enchantment you control enters and whenever you fully unlock a Room" (603.2). The
    enters half; the Room half is heard by `rules.additional.rooms` (709.5)."""
    new, to = event[2], event[4]
    flt = ab.trigger.filter
    return to == BATTLEFIELD and flt is not None and new in state.objects \
        and matches_object(state, new, flt, controller, source)
