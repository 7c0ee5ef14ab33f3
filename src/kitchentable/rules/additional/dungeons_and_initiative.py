"""Dungeons (309), venture into the dungeon (701.46) and the initiative (725; the bundled Comprehensive Rules of
April 2022 predate it, so its rule is written from the current rules in our words).

A dungeon is data the card language compiles (`cards.language.phrases.designations.DUNGEON_TEXT`): a name and
its rooms, each a room name, the room ability's effect (a `Mode`) and the rooms its arrows point to. The kernel never imports
the card language: the compiled dungeons travel inside the effects that need them ("venture" and
"take_initiative" carry them as a parameter).

State lives in `state.delayed`, so games without dungeons pay nothing:
- ("dungeon", seat, dungeon, room): the dungeon card `seat` owns in the command zone (309.3: one at a time) and
  the room their venture marker is in (309.4);
- ("dungeon_completed", seat, name): a dungeon `seat` completed (309.7);
- ("initiative", seat, undercity): the player who has the initiative (725.1), with Undercity for their ventures.

309.4c: a room ability is a triggered ability, "When you move your venture marker into this room, [effect]",
controlled by the dungeon's owner; it goes on the stack like other triggered abilities (targets chosen then).
309.6 (a state-based action: a dungeon whose marker is on its bottommost room is removed once that room's
ability has left the stack) is done as the bottommost room's ability finishes resolving (an effect added to
it); if that ability is countered, the dungeon stays until the next venture completes it (701.46c).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Condition, Modal, Mode, Ref, Simple, TriggeredAbility, TriggerSpec
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor, players_of
from kitchentable.rules.stack.triggers import delayed_trigger_source, matcher, whose_matches
from kitchentable.rules.state import Decision, GameState

DUNGEON = "dungeon"
COMPLETED = "dungeon_completed"
INITIATIVE = "initiative"
UNDERCITY = "Undercity"

Dungeon = tuple[str, tuple[tuple[str, Mode, tuple[int, ...]], ...]]
"""(name, rooms): each room is (room name, its effect, the indices of the rooms its arrows point to)."""


def dungeon_of(state: GameState, seat: int) -> tuple[Any, ...] | None:
    """The ("dungeon", seat, dungeon, room) entry of the dungeon `seat` owns in the command zone, if any."""
    for entry in state.delayed:
        if type(entry) is tuple and entry[0] == DUNGEON and entry[1] == seat:
            return entry
    return None


def completed(state: GameState, seat: int) -> list[str]:
    """The names of the dungeons `seat` has completed (309.7), in order."""
    return [e[2] for e in state.delayed if type(e) is tuple and e[0] == COMPLETED and e[1] == seat]


def _complete(state: GameState, seat: int) -> None:
    """309.7, 701.46c: the dungeon leaves the game and its owner has completed it."""
    entry = dungeon_of(state, seat)
    if entry is None:
        return
    name = entry[2][0]
    state.delayed = [e for e in state.delayed if e is not entry] + [(COMPLETED, seat, name)]
    state.log_event("309.7", "dungeon_completed", seat, name)
    from kitchentable.rules.stack.triggers import notify

    notify(state, ("dungeon_completed", seat, name))


def _enter(state: GameState, seat: int, dungeon: Dungeon, room: int) -> None:
    """Move `seat`'s venture marker into `room` (309.4a, 309.5a) and trigger its room ability (309.4c)."""
    state.delayed = [e for e in state.delayed
                     if not (type(e) is tuple and e[0] == DUNGEON and e[1] == seat)] + [(DUNGEON, seat, dungeon, room)]
    room_name, mode, arrows = dungeon[1][room]
    state.log_event("701.46", "venture", seat, dungeon[0], room_name)
    if not arrows:  # the bottommost room: completed once its ability has resolved (309.6)
        mode = Mode((*mode.effects, Simple("complete_dungeon", Ref("you"))), mode.targets, mode.text)
    ability = TriggeredAbility(TriggerSpec("room"), Modal((mode,)), text=f"{room_name} (309.4c)")
    from kitchentable.rules.stack.triggers import PendingTrigger

    state.pending_triggers.append(PendingTrigger(seat, -1, -1, ability, ("venture", seat), dungeon[0]))


def venture(state: GameState, seat: int, choices: tuple[Dungeon, ...]) -> None:
    """701.46a-c: with no dungeon, choose one of `choices` and enter its topmost room; otherwise move to an
    adjacent room (choosing when several arrows leave the room); from the bottommost room, complete the
    dungeon and start again."""
    entry = dungeon_of(state, seat)
    if entry is not None and not entry[2][1][entry[3]][2]:
        _complete(state, seat)
        entry = None
    if entry is None:
        if len(choices) == 1:
            _enter(state, seat, choices[0], 0)
            return
        options = tuple(("dungeon", d[0]) for d in choices)
        ask(state, Decision(seat, "choose_dungeon", options, "venture_dungeon", (seat, choices),
                            "Choose a dungeon to venture into (701.46a).", "701.46a"))
        return
    dungeon, room = entry[2], entry[3]
    arrows = dungeon[1][room][2]
    if len(arrows) == 1:
        _enter(state, seat, dungeon, arrows[0])
        return
    options = tuple(("room", dungeon[1][i][0]) for i in arrows)
    ask(state, Decision(seat, "choose_room", options, "venture_room", (seat, dungeon, arrows),
                        "Choose the next room (701.46b).", "701.46b"))


@resumer("venture_dungeon")
def venture_dungeon_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    seat, choices = decision.data
    _enter(state, seat, next(d for d in choices if d[0] == action[1]), 0)


@resumer("venture_room")
def venture_room_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    seat, dungeon, arrows = decision.data
    _enter(state, seat, dungeon, next(i for i in arrows if dungeon[1][i][0] == action[1]))


@executor("venture")
def venture_effect(state: GameState, rid: int, eff: Simple) -> None:
    """"Venture into the dungeon" (701.46; "venture into Undercity" with only Undercity to choose)."""
    for seat in players_of(state, rid, eff.subject):
        venture(state, seat, eff.param("dungeons"))


@executor("complete_dungeon")
def complete_dungeon_effect(state: GameState, rid: int, eff: Simple) -> None:
    """309.6: the bottommost room's ability has left the stack: its dungeon is completed."""
    for seat in players_of(state, rid, eff.subject):
        entry = dungeon_of(state, seat)
        if entry is not None and not entry[2][1][entry[3]][2]:
            _complete(state, seat)


# --- the initiative (725) ----------------------------------------------------------------------------------------


def initiative_of(state: GameState) -> tuple[Any, ...] | None:
    """The ("initiative", seat, undercity) entry, or None while nobody has the initiative."""
    for entry in state.delayed:
        if type(entry) is tuple and entry[0] == INITIATIVE:
            return entry
    return None


def take_initiative(state: GameState, seat: int, undercity: Dungeon) -> None:
    """725.2-3: the player takes the initiative from whoever had it and ventures into Undercity, even if they
    already had it."""
    state.delayed = [e for e in state.delayed if not (type(e) is tuple and e[0] == INITIATIVE)] + [
        (INITIATIVE, seat, undercity)]
    state.log_event("725.3", "initiative", seat)
    from kitchentable.rules.stack.triggers import notify

    notify(state, ("took_initiative", seat))
    venture_into_undercity(state, seat, undercity)


def venture_into_undercity(state: GameState, seat: int, undercity: Dungeon) -> None:
    """701.46d (current rules): with no dungeon, Undercity is the one entered; a player already in a dungeon
    ventures on in that dungeon."""
    venture(state, seat, (undercity,))


@executor("take_initiative")
def take_initiative_effect(state: GameState, rid: int, eff: Simple) -> None:
    """"You take the initiative" (725.3); from the inherent trigger, the creatures' controller takes it."""
    creature = eff.param("creature_controller")
    seats = [creature] if creature is not None else players_of(state, rid, eff.subject)
    for seat in seats:
        if not state.players[seat].lost and not state.players[seat].left:
            take_initiative(state, seat, eff.param("undercity"))


@executor("venture_undercity")
def venture_undercity_effect(state: GameState, rid: int, eff: Simple) -> None:
    for seat in players_of(state, rid, eff.subject):
        venture_into_undercity(state, seat, eff.param("undercity"))


def initiative_triggers(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """725.2: "At the beginning of the upkeep of the player who has the initiative, that player ventures into
    Undercity" and "Whenever one or more creatures a player controls deal combat damage to the player who has
    the initiative, their controller takes the initiative" (once per combat damage step and player). Called
    from `triggers.notify` for upkeeps and combat damage while `state.delayed` is non-empty."""
    entry = initiative_of(state)
    if entry is None:
        return
    from kitchentable.rules.stack.triggers import PendingTrigger

    _k, seat, undercity = entry
    if event[0] == "step":
        if event[1] == "upkeep" and event[2] == seat:
            upkeep = TriggeredAbility(TriggerSpec("upkeep"), Modal((Mode((Simple(
                "venture_undercity", Ref("you"), params=(("undercity", undercity),)),)),)),
                text="At the beginning of your upkeep, venture into Undercity. (725.2)")
            found.append(PendingTrigger(seat, -1, -1, upkeep, event, "The initiative"))
        return
    _k, source, target, amount, combat = event
    if not (combat and amount > 0 and target == ("player", seat)):
        return
    from kitchentable.rules.events import lki_chars

    c = lki_chars(state, source)
    if c is None or "Creature" not in c.types or c.controller == seat:
        return
    key = ("initiative_hit", state.step, c.controller)
    if state.turn_facts.get(key):
        return
    state.turn_facts[key] = True
    steal = TriggeredAbility(TriggerSpec("deals_combat_damage_to_player"), Modal((Mode((Simple(
        "take_initiative", Ref("you"), params=(("creature_controller", c.controller), ("undercity", undercity))),)),)),
        text="Whenever one or more creatures a player controls deal combat damage to you, that player takes the "
             "initiative. (725.2)")
    found.append(PendingTrigger(seat, -1, -1, steal, event, "The initiative"))


@condition("completed_dungeon")
def _completed_dungeon(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None = None) -> bool:
    """"If you've completed a dungeon" / "... completed <name>" (309.7)."""
    done = completed(state, controller)
    return cond.name in done if cond.name else bool(done)


@condition("have_initiative")
def _have_initiative(state: GameState, cond: Condition, controller: int, source: int | None,
                     ctx: object | None = None) -> bool:
    entry = initiative_of(state)
    return entry is not None and entry[1] == controller


def _explainers() -> None:
    from kitchentable.rules.log_text import EXPLAINERS, player_name

    EXPLAINERS["venture"] = lambda st, d: f"{player_name(st, d[0])} ventures into {d[2]} ({d[1]})."
    EXPLAINERS["dungeon_completed"] = lambda st, d: f"{player_name(st, d[0])} completes {d[1]}."
    EXPLAINERS["initiative"] = lambda st, d: f"{player_name(st, d[0])} takes the initiative."


_explainers()


# --- the room templates that needed their own executor -----------------------------------------------------------


@executor("draw_reveal_cast_free")
def draw_reveal_cast_free(state: GameState, rid: int, eff: Simple) -> None:
    """"Draw three cards and reveal them. You may cast one of them without paying its mana cost." (608.2g: the
    spell is cast while the ability resolves, ignoring timing.)"""
    from kitchentable.rules.events import draw_one
    from kitchentable.rules.stack.one_card_effects import castable_now
    from kitchentable.rules.stack.resolve import rctx

    seat = rctx(state, rid).controller
    drawn = [oid for oid in (draw_one(state, seat) for _ in range(max(0, eff.amount.value))) if oid is not None]
    state.log_event("701.16a", "revealed", seat, tuple(state.objects[o].card.name for o in drawn))
    options = tuple(("cast", oid) for oid in drawn if oid in state.objects and state.objects[oid].zone[0] == "hand"
                    and "Land" not in state.objects[oid].card.types and castable_now(state, seat, oid))
    if options:
        ask(state, Decision(seat, "may", (*options, ("no",)), "cast_revealed_free", (),
                            "Cast one of them without paying its mana cost? (608.2g)", "608.2g"))


@resumer("cast_revealed_free")
def cast_revealed_free_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from kitchentable.rules.casting.casting import begin_cast

    if action[0] == "cast" and action[1] in state.objects:
        begin_cast(state, decision.player, action[1], "free", decision)


@executor("reveal_put_creature")
def reveal_put_creature(state: GameState, rid: int, eff: Simple) -> None:
    """Reveal the top N cards; a creature card among them (if any) onto the battlefield with the counters; it
    gains hexproof until your next turn; then shuffle (the revealed cards never left the library)."""
    from kitchentable.rules.stack.resolve import rctx

    seat = rctx(state, rid).controller
    library = state.zones.get(state.rules.library_of(state, seat), [])
    top = list(library[-eff.amount.value:]) if eff.amount.value > 0 else []
    state.log_event("701.16a", "revealed", seat, tuple(state.objects[o].card.name for o in top))
    options = tuple(("pick", oid) for oid in reversed(top) if "Creature" in state.objects[oid].card.types)
    if not options:
        _shuffle(state, seat)
        return
    ask(state, Decision(seat, "choose_card", options, "reveal_put_creature", (rid, seat, eff.param("counters", 0)),
                        "Put a creature card from among them onto the battlefield.", "608.2d"))


@resumer("reveal_put_creature")
def reveal_put_creature_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from kitchentable.rules.abilities import ModifyPT, fixed
    from kitchentable.rules.events import move
    from kitchentable.rules.stack.resolve import remember, run_effects

    rid, seat, counters = decision.data
    new = move(state, action[1], "battlefield", controller=seat, mover=seat, cause="608.2c",
               counters=(("+1/+1", counters),) if counters else ())
    remember(state, rid, "it", new)
    run_effects(state, rid, (ModifyPT(Ref("it"), fixed(0), fixed(0), frozenset({"hexproof"}), "your_next_turn"),
                             Simple("shuffle", Ref("you"))))


def _shuffle(state: GameState, seat: int) -> None:
    from kitchentable.rules.events import shuffle

    shuffle(state, state.rules.library_of(state, seat))


@matcher("dungeon_completed", "dungeon_completed")
def _dungeon_completed_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                               event: tuple[Any, ...]) -> bool:
    """"Whenever you complete a dungeon" (309.7)."""
    return whose_matches(ab.trigger.whose, event[1], controller, state, source)


@delayed_trigger_source("725.2", "step", "damage")
def _initiative_triggers(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """The initiative's upkeep venture and combat damage taking it."""
    if event[0] == "step" and event[1] == "upkeep" or event[0] == "damage" and event[4]:
        initiative_triggers(state, event, found)
