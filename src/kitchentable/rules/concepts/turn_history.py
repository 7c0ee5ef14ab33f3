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
- "if ~ attacked this turn" is boast's `attacked_this_turn`; "if two or more creatures attacked this turn".
- "if three or more creatures died this turn", "if a nontoken creature died this turn", "if a creature died
  under your control this turn" (`events.move` counts deaths by controller and token-ness, 700.4).
- "if you sacrificed an artifact this turn" (`events.sacrifice` keeps the permanent as it last existed).
- "if a creature entered the battlefield under your control this turn", "if another creature ..." (the new
  objects, read now or from last known information).
- "if you discarded a card this turn", "if you haven't played a land this turn" (305.2), "if a creature card
  left your graveyard this turn".
- "When that creature dies this turn, ..." (603.7a): a delayed triggered ability watching one object, made by the
  resolving spell (`stack.information.delayed_trigger`, `when` "dies_this_turn:<id>"); it triggers once, when
  that object goes from the battlefield to a graveyard during the turn it was made, and is gone after that turn.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Condition, Filter, TriggeredAbility
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.triggers import PendingTrigger, delayed_trigger_source, matcher, whose_matches
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


@condition("creatures_attacked_at_least")
def _creatures_attacked_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                                 ctx: object | None = None) -> bool:
    """"if two or more creatures attacked this turn" (508.1: declared as attackers, whoever controlled them)."""
    return len(state.turn_facts.get("attacked", ())) >= cond.n


def _deaths(state: GameState, seats: tuple[int, ...], tokens: tuple[bool, ...]) -> int:
    return sum(int(state.turn_facts.get(("died", seat, token), 0)) for seat in seats for token in tokens)


@condition("creatures_died_at_least")
def _creatures_died_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                             ctx: object | None = None) -> bool:
    """"if three or more creatures died this turn" (name "nontoken": only nontoken creatures; "you": only those
    you controlled as they died)."""
    seats = (controller,) if cond.name == "you" else tuple(range(len(state.players)))
    tokens = (False,) if cond.name == "nontoken" else (False, True)
    return _deaths(state, seats, tokens) >= cond.n


@condition("sacrificed_this_turn")
def _sacrificed_this_turn(state: GameState, cond: Condition, controller: int, source: int | None,
                          ctx: object | None = None) -> bool:
    """"if you sacrificed an artifact this turn": a permanent you sacrificed, as it last existed (701.17)."""
    from kitchentable.rules.concepts.targets import matches_characteristics

    flt = cond.filter or Filter()
    return sum(1 for c in state.turn_facts.get(("sacrificed", controller), ())
               if matches_characteristics(c, flt)) >= cond.n


@condition("entered_this_turn_under_you")
def _entered_under_you(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None = None) -> bool:
    """"if a creature entered the battlefield under your control this turn" ("another": not the source). Each
    permanent is read as it is now, or as it last existed if it has left (603.10a)."""
    from kitchentable.rules.concepts.targets import matches_characteristics
    from kitchentable.rules.events import lki_chars

    flt = cond.filter or Filter()
    found = 0
    for oid in state.turn_facts.get(("entered", controller), ()):
        if flt.other and oid == source:
            continue
        c = lki_chars(state, oid)
        if c is not None and matches_characteristics(c, flt) and (flt.token is None or _is_token(state, oid) == flt.token):
            found += 1
    return found >= cond.n


def _is_token(state: GameState, oid: int) -> bool:
    if oid in state.objects:
        return bool(state.objects[oid].token)
    info = state.lki.get(oid)
    return bool(info[7]) if info is not None else False


@condition("discarded_this_turn")
def _discarded_this_turn(state: GameState, cond: Condition, controller: int, source: int | None,
                         ctx: object | None = None) -> bool:
    """"if you discarded a card this turn" (701.8)."""
    return int(state.turn_facts.get(("discarded", controller), 0)) >= cond.n


@condition("played_land_this_turn")
def _played_land_this_turn(state: GameState, cond: Condition, controller: int, source: int | None,
                           ctx: object | None = None) -> bool:
    """"if you've played a land this turn" (305.2; "haven't" is its negation)."""
    return state.players[controller].lands_played > 0


@condition("left_graveyard_this_turn")
def _left_graveyard_this_turn(state: GameState, cond: Condition, controller: int, source: int | None,
                              ctx: object | None = None) -> bool:
    """"if a creature card left your graveyard this turn" (`cond.filter`'s card types; none: any card)."""
    wanted = cond.filter.types if cond.filter is not None else frozenset()
    return any(wanted <= types for types in state.turn_facts.get(("left_graveyard", controller), ()))


@condition("active_hand_at_least")
def _active_hand_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                          ctx: object | None = None) -> bool:
    """"At the beginning of each opponent's upkeep, if that player has five or more cards in hand": that player
    is the one whose step it is, the active player (500.1; "two or fewer" and "no cards" are its negation)."""
    from kitchentable.rules.state import HAND

    return len(state.zone(HAND, state.active)) >= cond.n


@condition("active_life_at_most")
def _active_life_at_most(state: GameState, cond: Condition, controller: int, source: int | None,
                         ctx: object | None = None) -> bool:
    """"At the beginning of each player's end step, if that player has 5 or less life" (the active player)."""
    return state.players[state.active].life <= cond.n


DIES_THIS_TURN = "dies_this_turn:"  # a `DelayedTrigger.when` prefix, then the watched object's id


@delayed_trigger_source("603.7a", "zone")
def _dies_this_turn(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """"When that creature dies this turn, ...": the watched object went from the battlefield to a graveyard this
    turn (700.4). An entry of an earlier turn is dropped unused (its "this turn" is over)."""
    from kitchentable.rules.stack.information import DelayedTrigger
    from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD

    _k, old, _new, frm, to = event[:5]
    kept: list[Any] = []
    changed = False
    for d in state.delayed:
        if not isinstance(d, DelayedTrigger) or not d.when.startswith(DIES_THIS_TURN):
            kept.append(d)
            continue
        if d.after_turn != state.turn:
            changed = True
            continue
        if frm == BATTLEFIELD and to == GRAVEYARD and d.when == f"{DIES_THIS_TURN}{old}":
            found.append(PendingTrigger(d.controller, d.source, -1, d.ability, ("delayed", "dies", None, d.bound),
                                        d.source_name))
            changed = True
            continue
        kept.append(d)
    if changed:
        state.delayed = kept
