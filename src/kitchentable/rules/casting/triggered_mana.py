"""Triggered mana abilities (605.1b, 106.12a): "Whenever enchanted land is tapped for mana, its controller adds an
additional {G}", "Whenever a player taps a land for mana, that player adds one mana of any type that land
produced", "Whenever you tap a Swamp for mana, add an additional {B}".

Such an ability triggers from a mana ability (tapping a land for mana) and doesn't use the stack: it resolves
right after the mana ability that triggered it (605.4a). It is compiled as a `TriggeredAbility` whose event is
"tapped_for_mana" (never notified through `rules.stack.triggers`); `activate_mana_ability` calls `fire` after a land's
mana ability with {T} in its cost, which looks only at permanents with such an ability.

`TriggerSpec.whose` says who gets the mana: "tapper" ("its controller adds", "that player adds") or "you" (the
ability's controller). The mana: `AddMana.mana` (fixed, times its amount: "{G} for each Elf on the
battlefield"), or `choices`, where PRODUCED stands for the types the land just produced. A choice is asked of
the player when the land was tapped by hand (a frame that runs before anything else); when the automatic
payment tapped the land (601.2g), the choice is made for the player like the payment's other choices: the type
the land produced when allowed, else the first listed.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import AddMana, TriggeredAbility
from kitchentable.rules.casting.mana_abilities import add_chosen, mana_strings
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.stack.triggers import _trigger_holders
from kitchentable.rules.state import Decision, GameState

EVENT = "tapped_for_mana"
PRODUCED = "?produced"


def _holders(state: GameState) -> list[int]:
    """Permanents with a triggered mana ability, remembered beside the trigger holders' list it is read from
    (like `triggers.untap_triggers_in_play`), so a land tapped for mana costs one dictionary read when none has."""
    holders = _trigger_holders(state)
    memo: Any = state.cache.get("mana_trigger_holders")
    if memo is None or memo[0] is not holders:
        memo = (holders, [o for o in holders if any(ab.trigger.event == EVENT for ab in chars(state, o).triggered)])
        state.cache["mana_trigger_holders"] = memo
    found: list[int] = memo[1]
    return found


def in_play(state: GameState) -> bool:
    """Is any triggered mana ability on the battlefield?"""
    return bool(_holders(state))


def extra_sources(state: GameState, seat: int, sources: list[tuple[int, frozenset[str]]]
                  ) -> list[tuple[int, frozenset[str]]]:
    """For the legal-action pre-check only (`rules.turn.priority.priority_actions`): one more (negative id, types) unit per
    mana a triggered mana ability would add when each of these lands is tapped. The automatic payment doesn't
    use them (it taps one-mana sources); the player activates the land by hand."""
    from kitchentable.rules.casting.payment import _mana_times

    out: list[tuple[int, frozenset[str]]] = []
    for land, kinds in sources:
        if "Land" not in chars(state, land).types:
            continue
        for oid in _holders(state):
            c = chars(state, oid)
            for ab in c.triggered:
                if ab.trigger.event != EVENT or ab.trigger.filter is None \
                        or not matches_object(state, land, ab.trigger.filter, c.controller, oid):
                    continue
                if ab.trigger.whose == "you" and c.controller != seat:
                    continue
                for mode in ab.effect.modes:
                    for eff in mode.effects:
                        if isinstance(eff, AddMana):
                            n = _mana_times(state, seat, oid, eff)
                            made = kinds if eff.choices == (PRODUCED,) else \
                                frozenset(sym for m in eff.mana + eff.choices for sym in m)
                            out += [(-land, made)] * n
    return out


def fire(state: GameState, seat: int, land: int, produced: tuple[str, ...], may_ask: bool) -> None:
    """106.12a: a land was tapped for mana by `seat`, making `produced`: every triggered mana ability that
    triggers on it adds its mana now."""
    holders = _holders(state)
    if not holders:
        return

    for oid in list(holders):
        if oid not in state.objects:
            continue
        c = chars(state, oid)
        for ab in c.triggered:
            if ab.trigger.event != EVENT or ab.trigger.filter is None:
                continue
            if not matches_object(state, land, ab.trigger.filter, c.controller, oid):
                continue
            recipient = seat if ab.trigger.whose == "tapper" else c.controller
            _resolve(state, ab, oid, recipient, produced, may_ask)


def _resolve(state: GameState, ab: TriggeredAbility, source: int, seat: int, produced: tuple[str, ...],
             may_ask: bool) -> None:
    from kitchentable.rules.casting.payment import _mana_times

    pool = state.players[seat].pool
    state.log_event("605.1b", "mana_trigger", seat, source)
    for mode in ab.effect.modes:
        for eff in mode.effects:
            if not isinstance(eff, AddMana):
                continue
            n = _mana_times(state, seat, source, eff)
            for m in eff.mana:
                if not m.startswith("?"):  # "of the chosen color" with no color chosen adds nothing (614.12)
                    pool.add(m, n)
            if not eff.choices:
                continue
            kinds = tuple(k for k in dict.fromkeys(produced) if k != "?chosen") if eff.choices == (PRODUCED,) \
                else eff.choices
            if not kinds:
                continue
            strings = mana_strings(AddMana(choices=kinds, combination=eff.combination,
                                           different=eff.different), n)
            if len(strings) == 1 or not may_ask:
                pick = next((s for s in strings if set(s) <= set(produced)), strings[0])
                add_chosen(pool, pick, None)
            else:
                push(state, ("mana_trigger_pick", seat, strings))


@handler("mana_trigger_pick")
def _pick_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, strings = frame
    ask(state, Decision(seat, "choose_mana", tuple(("mana", s) for s in strings), "mana_trigger_pick", (),
                        "Choose the mana the triggered mana ability adds (106.12a, 605.4a).", "605.4a"))


@resumer("mana_trigger_pick")
def _pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    add_chosen(state.players[decision.player].pool, str(action[1]), None)
