"""What happened this turn, as conditions and triggers read it (the "this turn" family of Oracle text).

Each fact is a turn fact (`state.turn_facts`, emptied as a turn begins), counted where the event happens:
`events.move` notes a permanent leaving the battlefield under its controller and a permanent card put into its
owner's graveyard; `events.draw_one` counts the cards each player drew; `combat` keeps the attackers;
`static_abilities.note_cast` the characteristics of each spell cast (601.2i).

- Revolt: "if a permanent you controlled left the battlefield this turn" (one that was under your control as
  it left, 603.10a).
- "if you had a land enter the battlefield under your control this turn", "if you had two or more lands enter
  ..." (landfall counts, 305.1 / 603.6a).
- "if an opponent was dealt damage this turn" (bloodthirst's question, 702.54a), "if an opponent lost 3 or
  more life this turn" (119.3).
- "if you've cast a noncreature spell this turn", "if an opponent cast a creature spell this turn" (601.2i).
- "if you attacked with three or more creatures this turn" (508.1).
- "if you've drawn two or more cards this turn" (121.1), and the trigger "whenever you draw your second card
  each turn" (603.2: the draw event that makes the count two).
- "if you descended this turn": a permanent card was put into your graveyard from anywhere (701.60b).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Condition, Filter, TriggeredAbility
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

PERMANENT_LEFT = "permanent_left"  # turn fact per seat: a permanent that player controlled left the battlefield
DESCENDED = "descended"  # turn fact per seat: permanent cards put into that player's graveyard (701.60b)
DRAWN = "drawn"  # turn fact per seat, counted by `events.draw_one`


@condition("permanent_left_this_turn")
def _permanent_left(state: GameState, cond: Condition, controller: int, source: int | None,
                    ctx: object | None = None) -> bool:
    """Revolt: "if a permanent you controlled left the battlefield this turn"."""
    return bool(state.turn_facts.get((PERMANENT_LEFT, controller)))


@condition("opponent_lost_life_at_least")
def _opponent_lost_life_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                                 ctx: object | None = None) -> bool:
    """"if an opponent lost 3 or more life this turn" (119.3): one opponent lost that much."""
    return any(state.players[o].life_lost_this_turn >= cond.n for o in state.opponents(controller))


@condition("cast_this_turn")
def _cast_this_turn(state: GameState, cond: Condition, controller: int, source: int | None,
                    ctx: object | None = None) -> bool:
    """"if you've cast a noncreature spell this turn" (name ""), "if an opponent cast a creature spell this turn"
    (name "opponent"): a spell that fits `cond.filter` as it was cast (601.2i), `cond.n` or more of them."""
    from kitchentable.rules.concepts.targets import matches_characteristics
    from kitchentable.rules.continuous.static_abilities import CAST_THIS_TURN

    seats = state.opponents(controller) if cond.name == "opponent" else (controller,)
    flt = cond.filter or Filter()
    return any(sum(1 for c in state.turn_facts.get((CAST_THIS_TURN, seat), ()) if matches_characteristics(c, flt))
               >= cond.n for seat in seats)


@condition("attacked_with_at_least")
def _attacked_with_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                            ctx: object | None = None) -> bool:
    """"if you attacked with three or more creatures this turn" (508.1): only the active player attacks, so the
    creatures declared as attackers this turn are yours when it is your turn."""
    return state.active == controller and len(state.turn_facts.get("attacked", ())) >= cond.n


@condition("drawn_at_least")
def _drawn_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                    ctx: object | None = None) -> bool:
    """"if you've drawn two or more cards this turn" (121.1)."""
    return int(state.turn_facts.get((DRAWN, controller), 0)) >= cond.n


@condition("descended_this_turn")
def _descended(state: GameState, cond: Condition, controller: int, source: int | None,
               ctx: object | None = None) -> bool:
    """"if you descended this turn" (701.60b: a permanent card was put into your graveyard from anywhere)."""
    return int(state.turn_facts.get((DESCENDED, controller), 0)) >= cond.n


@matcher("draw", "draw_second")
def _draw_second(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                 event: tuple[Any, ...]) -> bool:
    """"Whenever you draw your second card each turn" (603.2): the draw that makes the player's count two."""
    seat = event[1]
    return whose_matches(ab.trigger.whose, seat, controller, state, source) and \
        int(state.turn_facts.get((DRAWN, seat), 0)) == 2
