"""Casting restrictions printed on a card: "Cast this spell only during combat", "... only if you've been
attacked this step", "... only if you've cast another spell this turn" (601.3).

A card carries them as static abilities of kind "cast_only_if" whose `conditions` param holds every condition
that must be true; they function wherever the card is, since they restrict casting it (113.6). 601.3: a player
can begin to cast a spell only if a rule or effect allows it and nothing forbids it, so the spell is offered
only while every condition holds, and a cast begun otherwise is illegal.

Condition kinds added here (registered with `rules.stack.conditions`):
- "cast_window": `name` the steps allowed (space-separated step names, "" for any step), `n` whose turn
  (0 any player's, 1 yours, 2 an opponent's).
- "you_were_attacked": you are a defending player this combat (506.2): a creature attacks you or a
  planeswalker you control.
"""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef, Condition
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.conditions import check_condition, condition
from kitchentable.rules.state import GameState

COMBAT = "beginning_of_combat declare_attackers declare_blockers first_strike_damage combat_damage end_of_combat"
BEFORE_BLOCKERS = "beginning_of_combat declare_attackers"
AFTER_BLOCKERS = "declare_blockers first_strike_damage combat_damage end_of_combat"


def cast_allowed(state: GameState, seat: int, card: CardDef, oid: int | None) -> bool:
    """601.3: do all of the card's own casting restrictions allow `seat` to cast it now?"""
    for ab in card.static:
        if ab.kind == "cast_only_if":
            for cond in ab.param("conditions", ()):
                if not check_condition(state, cond, seat, oid):
                    return False
    return True


@condition("cast_window")
def _cast_window(state: GameState, cond: Condition, controller: int, source: int | None,
                 ctx: object | None = None) -> bool:
    if cond.n == 1 and state.active != controller:
        return False
    if cond.n == 2 and state.active == controller:
        return False
    return not cond.name or state.step in cond.name.split()


@condition("you_were_attacked")
def _you_were_attacked(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None = None) -> bool:
    combat = state.combat
    if combat is None:
        return False
    for target in combat.attackers.values():
        if target == ("player", controller):
            return True
        if isinstance(target, int) and target in state.objects and chars(state, target).controller == controller:
            return True
    return False


def describe_condition(cond: Condition) -> str:
    """The restriction in words, for `cards show`."""
    if cond.kind == "cast_window":
        whose = ("", "your turn", "an opponent's turn")[cond.n]
        steps = cond.name.replace("_", " ")
        return "during " + (f"{whose}, in steps: {steps}" if whose and steps else whose or f"steps: {steps}")
    if cond.kind == "you_were_attacked":
        return "if you've been attacked this combat"
    if cond.kind == "spells_cast_this_turn_at_least":
        return f"if you've cast {cond.n} or more other spells this turn"
    return "if " + cond.kind.replace("_", " ")
