"""Executors for the templates of the `t2017` branch (see `cards.phrases_t2017`).

- "Each opponent attacking that player does the same." (the Commander curses, 303.4): the previous sentence's
  effects again for each opponent of the controller who controls a creature attacking the enchanted player, in
  APNAP order, each run as if that opponent controlled the ability ("you" is them).
- "Search its controller's graveyard, hand, and library for all cards with the same name as that <object> and
  exile them." (701.19, 201.2): the object's name now, or as it last existed (608.2h).
- "Change the target of target spell with a single target." (115.7a): the effect's controller chooses another
  legal target for it; with no other legal target it stays unchanged.
- "Name a [nonland] card." (201.3): the effect's controller names a card as it resolves; the answers are the
  names of the cards in the game (naming any other card could change nothing here), and "that name" is remembered
  for the next sentences ("discards all cards with that name", the same-name search above).
- "You skip your next turn." (614.10): the entry ("skip_turn", seat) in `state.delayed`; the next turn that
  player would begin doesn't happen (`turns.begin_turn`), and the turn after it begins instead.
- "Exile target player's graveyard." / "Exile all graveyards." (every card in it), "<player> exiles N cards from
  their graveyard" (the player chooses, one card at a time).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef, Simple
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.stack.effects import executor, objects_of, players_of, value
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import EXILE, HAND, STACK, Decision, GameState


@executor("same_for_attacking_opponents")
def same_for_attacking_opponents(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    attacked = players_of(state, rid, eff.subject)
    combat = state.combat
    if not attacked or combat is None:
        return
    target: Any = ("player", attacked[0])
    attackers = {chars(state, a).controller for a, t in combat.attackers.items() if t == target and a in state.objects}
    frames: list[tuple[Any, ...]] = []
    for seat in state.apnap():
        if seat == c.controller or seat not in attackers:
            continue
        sub = state.next_ctx
        state.next_ctx += 1
        state.contexts[sub] = replace(c, controller=seat, memory=())
        frames += [("run_effect", sub, e) for e in eff.param("effects")]
        frames.append(("drop_context", sub))
    push(state, *frames)


@handler("drop_context")
def drop_context(state: GameState, frame: tuple[Any, ...]) -> None:
    """The end of a nested resolution context made by an executor above."""
    state.contexts.pop(frame[1], None)


def card_names(card: CardDef) -> frozenset[str]:
    """The names a card has (201.2): a split card has both halves' names (709.4)."""
    return frozenset([card.name, *(f.name for f in card.faces)])


def object_name(state: GameState, rid: int, oid: Any) -> str | None:
    """The name of an object a spell refers to: as it is now, or as it last existed (608.2h)."""
    if isinstance(oid, tuple):
        return None
    if oid in state.objects:
        o = state.objects[oid]
        return None if o.face_down else chars(state, oid).name  # 708.2: a face-down permanent has no name
    info = state.lki.get(oid)
    return info[0].name if info is not None and not info[8] else None


@executor("exile_same_name")
def exile_same_name(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    ref = eff.param("of")
    if ref is None:  # "cards with that name": the name chosen earlier in the resolution (201.3)
        names = {c.recall("named")} - {None}
    else:
        group = c.targets[ref.index] if ref.index < len(c.targets) else ()
        names = {n for n in (object_name(state, rid, t) for t in group) if n}
    if not names:
        return
    rules = state.rules
    for seat in players_of(state, rid, eff.subject):
        zones = (rules.graveyard_of(state, seat), (HAND, seat), rules.library_of(state, seat))
        found = [o for z in zones for o in state.zones.get(z, ()) if card_names(state.objects[o].card) & names]
        state.log_event("701.19", "search_same_name", ("player", seat), tuple(sorted(names)), len(found))
        for oid in found:
            events.move(state, oid, EXILE, mover=c.controller, cause="701.19")
        if eff.param("shuffle"):
            events.shuffle(state, rules.library_of(state, seat))


@executor("change_target")
def change_target(state: GameState, rid: int, eff: Simple) -> None:
    from kitchentable.rules.concepts.targets import candidates, spec_with_x
    from kitchentable.rules.stack.resolve import _specs

    c = rctx(state, rid)
    for oid in objects_of(state, rid, eff.subject, (STACK,)):
        info = state.objects[oid].stack
        if state.objects[oid].zone[0] != STACK or info is None:
            continue
        slots = [(g, s) for g, group in enumerate(info.targets) for s, t in enumerate(group) if t is not None]
        specs = _specs(state, oid)
        if len(slots) != 1 or slots[0][0] >= len(specs):
            continue
        group, slot = slots[0]
        current = info.targets[group][slot]
        spec = spec_with_x(specs[group], info.x)
        pool = [t for t in candidates(state, spec, info.controller, oid) if t != current]
        if not pool:
            state.log_event("115.7a", "target_unchanged", state.objects[oid].card.name)
            continue
        ask(state, Decision(c.controller, "change_target", tuple(("target", t) for t in pool), "retarget",
                            (oid, group, slot), "Choose the spell's new target (115.7a).", "115.7a"))
        return


@executor("exile_graveyard")
def exile_graveyard(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    for seat in players_of(state, rid, eff.subject):
        key = state.rules.graveyard_of(state, seat)
        for oid in list(state.zones.get(key, ())):
            events.move(state, oid, EXILE, mover=c.controller, cause="406.3")


@executor("exile_from_graveyard")
def exile_from_graveyard(state: GameState, rid: int, eff: Simple) -> None:
    n = value(state, rid, eff.amount)
    push(state, *[("exile_from_graveyard", seat, n) for seat in players_of(state, rid, eff.subject)])


@handler("exile_from_graveyard")
def exile_from_graveyard_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, n = frame
    pile = state.zones.get(state.rules.graveyard_of(state, seat), [])
    if n <= 0 or not pile:
        return
    ask(state, Decision(seat, "exile_from_graveyard", tuple(("exile", o) for o in pile), "exile_from_graveyard",
                        (n,), f"Choose a card in your graveyard to exile ({n} left).", "406.3"))


@resumer("exile_from_graveyard")
def exile_from_graveyard_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (n,) = decision.data
    events.move(state, action[1], EXILE, mover=decision.player, cause="406.3")
    push(state, ("exile_from_graveyard", decision.player, n - 1))


def names_in_game(state: GameState, nonland: bool) -> list[str]:
    """The names a player may usefully name (201.3): every card in the game, tokens and emblems left out."""
    return sorted({n for o in state.objects.values() if not o.token and not o.emblem
                   and not (nonland and "Land" in o.card.types) for n in card_names(o.card)})


@executor("name_card")
def name_card(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    names = names_in_game(state, bool(eff.param("nonland")))
    if not names:
        return
    ask(state, Decision(c.controller, "name_card", tuple(("name", n) for n in names), "name_card", (rid,),
                        "Name a card (201.3).", "201.3"))


@resumer("name_card")
def name_card_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from kitchentable.rules.stack.resolve import remember

    (rid,) = decision.data
    remember(state, rid, "named", action[1])
    state.log_event("201.3", "named", decision.player, action[1])


@executor("discard_named")
def discard_named(state: GameState, rid: int, eff: Simple) -> None:
    """"Target player reveals their hand and discards all cards with that name." (701.16, 701.8)"""
    named = rctx(state, rid).recall("named")
    for seat in players_of(state, rid, eff.subject):
        state.log_event("701.16", "reveal_hand", ("player", seat))
        for oid in list(state.zone(HAND, seat)):
            if named is not None and named in card_names(state.objects[oid].card):
                events.discard(state, seat, oid)


SKIP_TURN = "skip_turn"


@executor("skip_next_turn")
def skip_next_turn(state: GameState, rid: int, eff: Simple) -> None:
    state.delayed = [*state.delayed, *((SKIP_TURN, seat) for seat in players_of(state, rid, eff.subject))]


def skip_turns(state: GameState) -> None:
    """614.10: the turn about to begin is skipped while its player has a skip waiting (one per skip)."""
    for _ in range(4 * len(state.players)):
        entry = (SKIP_TURN, state.active)
        if entry not in state.delayed:
            return
        i = state.delayed.index(entry)
        state.delayed = state.delayed[:i] + state.delayed[i + 1:]
        state.log_event("614.10", "skip_turn", state.active)
        state.active = state.extra_turns.pop() if state.extra_turns else state.next_seat(state.active)
