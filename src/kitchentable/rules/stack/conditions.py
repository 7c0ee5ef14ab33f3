"""Conditions: "if you control...", intervening-if clauses (603.4), kicker checks (702.33), "activate only if"
(602.5b), "as long as" (611.3a): one table of tests, one per condition kind.

`CONDITIONS` maps a condition kind to its test `(state, condition, controller, source, context) -> bool`.
The kinds every card uses are tested here; a module whose mechanic adds a kind registers its test with
`@condition("kind")`, the way effects register with `@executor`, so this module never needs to know the
mechanic. `check_condition` applies the condition's negation ("unless", "if ... not").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from kitchentable.rules.abilities import Condition, Filter
from kitchentable.rules.casting.mana_spent import check
from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD, HAND, GameState

Check = Callable[[GameState, Condition, int, "int | None", "object | None"], bool]
CONDITIONS: dict[str, Check] = {}


def condition(*kinds: str) -> Callable[[Check], Check]:
    """Register `fn` as the test of each condition kind in `kinds`. A kind has exactly one test."""

    def register(fn: Check) -> Check:
        for kind in kinds:
            if kind in CONDITIONS:
                raise ValueError(f"condition kind {kind!r} has two tests")
            CONDITIONS[kind] = fn
        return fn

    return register


def check_condition(
    state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None = None
) -> bool:
    check = CONDITIONS.get(cond.kind)
    if check is None:
        raise ValueError(f"unknown condition kind {cond.kind!r}")
    result = check(state, cond, controller, source, ctx)
    return not result if cond.negate else result


@condition("true")
def _true(state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None) -> bool:
    return True


@condition("all")
def _all(state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None) -> bool:
    """Two conditions joined by "and" ("If an opponent controls a Plains and you control a Swamp"): both hold."""
    return all(check_condition(state, c, controller, source, ctx) for c in cond.all_of)


@condition("control")
def _control(state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None) -> bool:
    from kitchentable.rules.concepts.targets import matching_objects

    assert cond.filter is not None
    return len(matching_objects(state, cond.filter, controller, source)) >= cond.n


@condition("control_none")
def _control_none(state: GameState, cond: Condition, controller: int, source: int | None,
                  ctx: object | None) -> bool:
    from kitchentable.rules.concepts.targets import matching_objects

    assert cond.filter is not None
    return not matching_objects(state, cond.filter, controller, source)


@condition("opponent_controls")
def _opponent_controls(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None) -> bool:
    from kitchentable.rules.concepts.targets import matching_objects

    assert cond.filter is not None
    flt = _theirs(cond.filter)
    return any(matching_objects(state, flt, opp, source) for opp in state.opponents(controller)
               if state.players[opp].in_game)


_THEIRS: dict[Filter, Filter] = {}


def _theirs(flt: Filter) -> Filter:
    """"An opponent controls a Plains": the filter read from that opponent's side, so that the Plains must be
    theirs (the card's description says no controller; without this a Plains of yours would count)."""
    if flt.controller != "any":
        return flt
    theirs = _THEIRS.get(flt)
    if theirs is None:
        theirs = _THEIRS[flt] = replace(flt, controller="you")
    return theirs


@condition("life_at_least")
def _life_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                   ctx: object | None) -> bool:
    from kitchentable.rules.concepts.life import infinite_life

    return infinite_life(state, controller) or state.players[controller].life >= cond.n


@condition("life_at_most")
def _life_at_most(state: GameState, cond: Condition, controller: int, source: int | None,
                  ctx: object | None) -> bool:
    from kitchentable.rules.concepts.life import infinite_life

    return not infinite_life(state, controller) and state.players[controller].life <= cond.n


@condition("kicked")
def _kicked(state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None) -> bool:
    if ctx is None and source is not None and source in state.objects:
        # 702.33d: an enters trigger's "if it was kicked" asks about the permanent (tagged on entering).
        return "kicked" in state.objects[source].tags
    return bool(getattr(ctx, "kicked", False))


@condition("was_cast")
def _was_cast(state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None) -> bool:
    """"When ~ enters, if you cast it [from your hand]" (601.2; the fact lasts the turn it entered)."""
    where = state.turn_facts.get(("was_cast", source)) if source is not None else None
    return where is not None and (cond.name != "hand" or where == "hand")


@condition("entered_this_turn")
def _entered_this_turn(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None) -> bool:
    """"If ~ entered this turn" (power-up's "if it entered this turn"): the permanent is on the battlefield and
    became this object this turn (400.7: a permanent that left and came back is a new object)."""
    o = state.objects.get(source) if source is not None else None
    return o is not None and o.zone[0] == BATTLEFIELD and o.entered_turn == state.turn


@condition("done")
def _done(state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None) -> bool:
    """"If you do, ..." after an instruction that may not happen (609.3)."""
    recall = getattr(ctx, "recall", None)
    return recall is not None and recall(cond.name) is not None


@condition("mana_spent")
def _mana_spent(state: GameState, cond: Condition, controller: int, source: int | None,
                ctx: object | None) -> bool:
    """"If {R} was spent to cast ~" (`rules.casting.mana_spent`)."""
    return check(state, cond, source)


@condition("tagged")
def _tagged(state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None) -> bool:
    """A fact the permanent carries from how it arrived: "paid:evoke" (702.74a), "paid:dash" (702.109a),
    "unearthed" (702.84a)."""
    return source is not None and source in state.objects and cond.name in state.objects[source].tags


@condition("hand_empty")
def _hand_empty(state: GameState, cond: Condition, controller: int, source: int | None,
                ctx: object | None) -> bool:
    return not state.zone(HAND, controller)


@condition("cards_in_graveyard_at_least")
def _cards_in_graveyard_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                                 ctx: object | None) -> bool:
    rules = state.rules
    key = rules.graveyard_of(state, controller) if rules is not None else (GRAVEYARD, controller)
    return len(state.zones.get(key, ())) >= cond.n


@condition("your_turn")
def _your_turn(state: GameState, cond: Condition, controller: int, source: int | None,
               ctx: object | None) -> bool:
    return state.active == controller


@condition("your_step")
def _your_step(state: GameState, cond: Condition, controller: int, source: int | None,
               ctx: object | None) -> bool:
    """"Only during your upkeep"."""
    return state.active == controller and state.step == cond.name


@condition("before_attackers")
def _before_attackers(state: GameState, cond: Condition, controller: int, source: int | None,
                      ctx: object | None) -> bool:
    """"During your turn, before attackers are declared" (602.5b)."""
    return state.active == controller and state.step in ("upkeep", "draw", "main1", "beginning_of_combat")


@condition("not_your_turn")
def _not_your_turn(state: GameState, cond: Condition, controller: int, source: int | None,
                   ctx: object | None) -> bool:
    return state.active != controller


@condition("spells_cast_this_turn_at_least")
def _spells_cast_this_turn_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                                    ctx: object | None) -> bool:
    return int(state.turn_facts.get(("spells_cast", controller), 0)) >= cond.n


@condition("no_spells_last_turn")
def _no_spells_last_turn(state: GameState, cond: Condition, controller: int, source: int | None,
                         ctx: object | None) -> bool:
    """The turn before this one (`rules.turn.steps.begin_turn` keeps its counts)."""
    return not any(state.turn_facts.get("spells_last_turn", ()))


@condition("player_spells_last_turn_at_least")
def _player_spells_last_turn_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                                      ctx: object | None) -> bool:
    return max(state.turn_facts.get("spells_last_turn", ()), default=0) >= cond.n


@condition("creature_died_this_turn")
def _creature_died_this_turn(state: GameState, cond: Condition, controller: int, source: int | None,
                             ctx: object | None) -> bool:
    return bool(state.turn_facts.get("creature_died", 0))


@condition("counters_at_least")
def _counters_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None) -> bool:
    return source is not None and source in state.objects and \
        state.objects[source].counters.get(cond.name, 0) >= cond.n


@condition("source_on_battlefield")
def _source_on_battlefield(state: GameState, cond: Condition, controller: int, source: int | None,
                           ctx: object | None) -> bool:
    return source is not None and source in state.objects and state.objects[source].zone[0] == "battlefield"


@condition("attacking")
def _attacking(state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None) -> bool:
    return source is not None and source in state.objects and state.objects[source].attacking is not None


@condition("x_at_least")
def _x_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                ctx: object | None) -> bool:
    """107.3: the spell's X as chosen on casting (read from the stack object)."""
    o = state.objects.get(source) if source is not None else None
    return o is not None and o.stack is not None and o.stack.x >= cond.n


@condition("hand_at_most")
def _hand_at_most(state: GameState, cond: Condition, controller: int, source: int | None,
                  ctx: object | None) -> bool:
    return len(state.zone(HAND, controller)) <= cond.n


@condition("landfall_count_at_least")
def _landfall_count_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                             ctx: object | None) -> bool:
    return int(state.turn_facts.get(("lands_entered", controller), 0)) >= cond.n


@condition("total_power_at_least")
def _total_power_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                          ctx: object | None) -> bool:
    from kitchentable.rules.concepts.targets import matching_objects
    from kitchentable.rules.continuous.layers import chars

    assert cond.filter is not None
    found = matching_objects(state, cond.filter, controller, source)
    return sum(chars(state, o).power or 0 for o in found) >= cond.n


@condition("remembered")
def _remembered(state: GameState, cond: Condition, controller: int, source: int | None,
                ctx: object | None) -> bool:
    """"If you win" (a clash, 701.23d), "if you win the flip" (705.1)."""
    recall = getattr(ctx, "recall", None)
    return bool(recall(cond.name)) if recall is not None else False


@condition("targets_same_colors")
def _targets_same_colors(state: GameState, cond: Condition, controller: int, source: int | None,
                         ctx: object | None) -> bool:
    """Dead Ringers: "unless either one is a color the other isn't": the targets chosen for group `cond.n`
    have exactly the same colors (105.2), each read now, or as it last existed if it has left (608.2h)."""
    from kitchentable.rules.events import lki_chars

    group = cond.n
    stack_id = getattr(ctx, "stack_id", None)
    o = state.objects.get(stack_id) if isinstance(stack_id, int) else None
    if o is None or o.stack is None or group >= len(o.stack.targets):
        return False
    colors = [c.colors for t in o.stack.targets[group] if isinstance(t, int)
              for c in [lki_chars(state, t)] if c is not None]
    return all(c == colors[0] for c in colors)


@condition("self_tapped")
def _self_tapped(state: GameState, cond: Condition, controller: int, source: int | None,
                 ctx: object | None) -> bool:
    """"If ~ is tapped" (the storage lands' upkeep trigger)."""
    return source is not None and source in state.objects and state.objects[source].tapped


@condition("alternative_cost_paid")
def _alternative_cost_paid(state: GameState, cond: Condition, controller: int, source: int | None,
                           ctx: object | None) -> bool:
    """"If this spell's / its [label] cost was paid" (118.9, 601.2b): the alternative cost the spell on the stack
    was cast for (its stack information); for a permanent, the tag "paid:[label]" it got as it entered as that
    spell (`events.move`)."""
    o = state.objects.get(source) if source is not None else None
    if o is None:
        return False
    if o.stack is not None and o.stack.kind == "spell":
        index = o.stack.alternative
        return 0 <= index < len(o.card.alternative_costs) and o.card.alternative_costs[index].label == cond.name
    return f"paid:{cond.name}" in o.tags
