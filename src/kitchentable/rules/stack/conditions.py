"""Conditions: "if you control...", intervening-if clauses (603.4), kicker checks (702.33)."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.state import GRAVEYARD, HAND, GameState


def check_condition(
    state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None = None
) -> bool:
    result = _check(state, cond, controller, source, ctx)
    return not result if cond.negate else result


def _check(state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None) -> bool:
    from kitchentable.rules.concepts.targets import matching_objects

    kind = cond.kind
    player = state.players[controller]
    if kind == "true":
        return True
    if kind == "control":
        assert cond.filter is not None
        return len(matching_objects(state, cond.filter, controller, source)) >= cond.n
    if kind == "control_none":
        assert cond.filter is not None
        return not matching_objects(state, cond.filter, controller, source)
    if kind == "opponent_controls":
        assert cond.filter is not None
        return any(matching_objects(state, cond.filter, opp, source) for opp in state.opponents(controller))
    if kind == "life_at_least":
        return player.infinite_life or player.life >= cond.n
    if kind == "life_at_most":
        return not player.infinite_life and player.life <= cond.n
    if kind == "kicked":
        if ctx is None and source is not None and source in state.objects:
            # 702.33d: an enters trigger's "if it was kicked" asks about the permanent (tagged on entering).
            return "kicked" in state.objects[source].tags
        return bool(getattr(ctx, "kicked", False))
    if kind == "was_cast":  # "when ~ enters, if you cast it" (601.2; the fact lasts the turn it entered)
        where = state.turn_facts.get(("was_cast", source)) if source is not None else None
        return where is not None and (cond.name != "hand" or where == "hand")
    if kind == "done":  # "If you do, ..." after an instruction that may not happen (609.3; phrases_mana)
        recall = getattr(ctx, "recall", None)
        return recall is not None and recall(cond.name) is not None
    if kind == "mana_spent":  # "if {R} was spent to cast ~" (rules.casting.mana_spent)
        from kitchentable.rules.casting.mana_spent import check

        return check(state, cond, source)
    if kind == "tagged":
        # A fact the permanent carries from how it arrived: "paid:evoke" (702.74a), "paid:dash" (702.109a),
        # "unearthed" (702.84a).
        return source is not None and source in state.objects and cond.name in state.objects[source].tags
    if kind == "hand_empty":
        return not state.zone(HAND, controller)
    if kind == "cards_in_graveyard_at_least":
        rules = state.rules
        key = rules.graveyard_of(state, controller) if rules is not None else (GRAVEYARD, controller)
        return len(state.zones.get(key, ())) >= cond.n
    if kind == "your_turn":
        return state.active == controller
    if kind == "your_step":  # "only during your upkeep"
        return state.active == controller and state.step == cond.name
    if kind == "before_attackers":  # "during your turn, before attackers are declared" (602.5b)
        return state.active == controller and state.step in ("upkeep", "draw", "main1", "beginning_of_combat")
    if kind == "not_your_turn":
        return state.active != controller
    if kind == "spells_cast_this_turn_at_least":
        return int(state.turn_facts.get(("spells_cast", controller), 0)) >= cond.n
    if kind == "no_spells_last_turn":  # the turn before this one (`rules.turn.steps.begin_turn` keeps its counts)
        return not any(state.turn_facts.get("spells_last_turn", ()))
    if kind == "player_spells_last_turn_at_least":
        return max(state.turn_facts.get("spells_last_turn", ()), default=0) >= cond.n
    if kind == "creature_died_this_turn":
        return bool(state.turn_facts.get("creature_died", 0))
    if kind == "counters_at_least":
        return source is not None and source in state.objects and \
            state.objects[source].counters.get(cond.name, 0) >= cond.n
    if kind == "source_on_battlefield":
        return source is not None and source in state.objects and state.objects[source].zone[0] == "battlefield"
    if kind == "attacking":
        return source is not None and source in state.objects and state.objects[source].attacking is not None
    if kind == "x_at_least":
        # 107.3: the spell's X as chosen on casting (read from the stack object).
        o = state.objects.get(source) if source is not None else None
        return o is not None and o.stack is not None and o.stack.x >= cond.n
    if kind == "hand_at_most":
        return len(state.zone(HAND, controller)) <= cond.n
    if kind == "landfall_count_at_least":
        return int(state.turn_facts.get(("lands_entered", controller), 0)) >= cond.n
    if kind == "total_power_at_least":
        from kitchentable.rules.continuous.layers import chars

        assert cond.filter is not None
        found = matching_objects(state, cond.filter, controller, source)
        return sum(chars(state, o).power or 0 for o in found) >= cond.n
    if kind == "remembered":  # "if you win" (a clash, 701.23d), "if you win the flip" (705.1)
        recall = getattr(ctx, "recall", None)
        return bool(recall(cond.name)) if recall is not None else False
    if kind == "targets_same_colors":
        return _targets_same_colors(state, cond.n, ctx)
    from kitchentable.rules.keywords.permanent_keywords import CONDITIONS

    keyword_check = CONDITIONS.get(kind)
    if keyword_check is not None:
        return keyword_check(state, cond, controller, source)
    from kitchentable.rules.keywords.level_up_and_soulbond import CONDITIONS as COV_CONDITIONS

    cov_check = COV_CONDITIONS.get(kind)
    if cov_check is not None:
        return cov_check(state, cond, controller, source)
    from kitchentable.rules.casting.casting_restrictions import CONDITIONS as CAST_CONDITIONS

    cast_check = CAST_CONDITIONS.get(kind)
    if cast_check is not None:
        return cast_check(state, cond, controller, source)
    from kitchentable.rules.keywords.keyword_actions import CONDITIONS as SETMECH_CONDITIONS

    setmech_check = SETMECH_CONDITIONS.get(kind)
    if setmech_check is not None:
        return setmech_check(state, cond, controller, source)
    if kind == "self_tapped":  # "if ~ is tapped" (the storage lands' upkeep trigger)
        return source is not None and source in state.objects and state.objects[source].tapped
    from kitchentable.rules.concepts.life import CONDITIONS as LIFE_CONDITIONS

    life_check = LIFE_CONDITIONS.get(kind)
    if life_check is not None:
        return life_check(state, cond, controller, source)
    from kitchentable.rules.keywords.ability_words import CONDITIONS as RECENT_CONDITIONS

    recent_check = RECENT_CONDITIONS.get(kind)
    if recent_check is not None:
        return recent_check(state, cond, controller, source)
    from kitchentable.rules.continuous.static_abilities import CONDITIONS as STATICS_CONDITIONS

    statics_check = STATICS_CONDITIONS.get(kind)
    if statics_check is not None:
        return statics_check(state, cond, controller, source)
    raise ValueError(f"unknown condition kind {kind!r}")


def _targets_same_colors(state: GameState, group: int, ctx: object | None) -> bool:
    """Dead Ringers: "unless either one is a color the other isn't": the targets chosen for `group` have
    exactly the same colors (105.2), each read now, or as it last existed if it has left (608.2h)."""
    from kitchentable.rules.events import lki_chars

    stack_id = getattr(ctx, "stack_id", None)
    o = state.objects.get(stack_id) if isinstance(stack_id, int) else None
    if o is None or o.stack is None or group >= len(o.stack.targets):
        return False
    colors = [c.colors for t in o.stack.targets[group] if isinstance(t, int)
              for c in [lki_chars(state, t)] if c is not None]
    return all(c == colors[0] for c in colors)
