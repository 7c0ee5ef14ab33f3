"""Effects about libraries, hands, information and later moments: delayed triggered abilities (603.7),
revealing (701.16), looking at and revealing the top cards of a library and ordering them, clash (701.23)
and flipping a coin (705).

Executors register in `rules.stack.effects.EXECUTORS` like every other effect. Delayed triggers are kept in
`GameState.delayed` and checked only when that list is not empty, so games without them do no extra work.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import (
    AddMana,
    Filter,
    Modal,
    Mode,
    Ref,
    Simple,
    TriggeredAbility,
    TriggerSpec,
)
from kitchentable.rules.concepts.looking import look
from kitchentable.rules.concepts.targets import matches_object, named_by_source, with_x
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import HANDLERS, ask, push, resumer
from kitchentable.rules.records import replace
from kitchentable.rules.stack.effects import executor, followed, objects_of, players_of, refs, value
from kitchentable.rules.stack.resolve import rctx, remember
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, Decision, GameState

# --- delayed triggered abilities (603.7) ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """A delayed triggered ability waiting for its moment (603.7a). `when` is "upkeep" (the next turn's
    upkeep), "end" (the next end step), "cleanup" (the next cleanup step) or "end_of_combat" (511.2); `after_turn` is the turn it was created in; `bound` holds the
    objects and players its text refers to, fixed when it was created (603.7c)."""

    when: str
    controller: int
    source: int
    source_name: str
    ability: TriggeredAbility
    bound: tuple[tuple[Any, ...], ...]
    after_turn: int


_LIVE_REFS = frozenset({"you", "controller", "each_player", "each_opponent", "all", "active_player", "bound"})
"""References a delayed ability reads when it resolves; every other reference is fixed at creation."""


def _raw(state: GameState, rid: int, ref: Ref) -> list[Any]:
    """What a reference names as the creating effect resolves, including objects that have just moved."""
    c = rctx(state, rid)
    if ref.kind == "self":
        return [c.source]
    if ref.kind == "target":
        return [t for t in (c.targets[ref.index] if ref.index < len(c.targets) else ()) if t is not None]
    if ref.kind in ("it", "remembered"):
        it = c.recall("it")
        return [] if it is None else [it]
    return refs(state, rid, ref)


def _follow(state: GameState, rid: int, oid: Any) -> Any:
    """An object this resolution just returned to the battlefield or exiled is the new object there (400.7):
    "exile it, then return that card at the beginning of the next end step" returns the exiled card, and
    "return it to the battlefield ... sacrifice it at the beginning of the next end step" sacrifices the
    permanent it became (603.7c)."""
    if isinstance(oid, int) and oid not in state.objects:
        moved = followed(state, rctx(state, rid), oid, None)
        if moved is not None:
            return moved
        info = state.lki.get(oid)
        if info is not None and len(info) > 10:
            new = info[10]
            if new in state.objects and state.objects[new].zone[0] == EXILE:
                return new
    return oid


def _bind(state: GameState, rid: int, obj: Any, bound: list[tuple[Any, ...]]) -> Any:
    if isinstance(obj, Ref):
        if obj.kind in _LIVE_REFS:
            return obj
        bound.append(tuple(_follow(state, rid, x) for x in _raw(state, rid, obj)))
        return Ref("bound", len(bound) - 1)
    if isinstance(obj, tuple):
        return tuple(_bind(state, rid, x, bound) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, type) and not isinstance(obj, Filter):
        changes = {f.name: _bind(state, rid, getattr(obj, f.name), bound) for f in fields(obj)}
        return replace(obj, **changes)
    return obj


DELAYED_KINDS: dict[str, Callable[[GameState, int, Simple], None]] = {}
"""Makers of delayed triggered abilities that wait for an event other than a step ("next_cast":
`rules.casting.next_cast_triggers`), by the effect's `when`; a mechanic registers its own."""


@executor("delayed_trigger")
def delayed_trigger(state: GameState, rid: int, eff: Simple) -> None:
    """603.7a: create a delayed triggered ability. Its source and controller are those of the resolving
    spell or ability (603.7d-e); what its text refers to is fixed now (603.7c)."""
    c = rctx(state, rid)
    when = str(eff.param("when"))
    if when in DELAYED_KINDS:
        DELAYED_KINDS[when](state, rid, eff)
        return
    if when == "dies_this_turn":  # "When that creature dies this turn, ..." (rules.concepts.turn_history)
        watched = [o for o in _raw(state, rid, eff.subject) if isinstance(o, int) and o in state.objects]
        if not watched:
            return
        when = f"dies_this_turn:{watched[0]}"
    bound: list[tuple[Any, ...]] = []
    effects = _bind(state, rid, tuple(eff.param("effects", ())), bound)
    ability = TriggeredAbility(TriggerSpec("delayed", None, "each"), Modal((Mode(effects=effects),)),
                               text=str(eff.param("text", "")))
    name = state.objects[c.source].card.name if c.source in state.objects else "delayed ability"
    state.delayed = [*state.delayed, DelayedTrigger(when, c.controller, c.source, name,
                                                    ability, tuple(bound), state.turn)]
    state.log_event("603.7", "delayed_created", name, eff.param("when"))


def fire_delayed(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """603.7b: a delayed ability triggers the next time its event happens, once. "The next turn's upkeep"
    is an upkeep of a later turn; "the next end step" is the first end step that begins after it was made."""
    from kitchentable.rules.stack.triggers import PendingTrigger

    step = event[1]
    kept: list[DelayedTrigger] = []
    for d in state.delayed:
        if not isinstance(d, DelayedTrigger):  # other kernel entries (suspend, rebound, cipher) read their own
            kept.append(d)
            continue
        due = (d.when == "upkeep" and step == "upkeep" and state.turn > d.after_turn) or \
            (d.when == step and step in ("end", "cleanup", "end_of_combat")) or \
            (d.when == "your_upkeep" and step == "upkeep" and event[2] == d.controller and state.turn > d.after_turn)
        if not due:
            kept.append(d)
            continue
        found.append(PendingTrigger(d.controller, d.source, -1, d.ability, ("delayed", step, event[2], d.bound),
                                    d.source_name))
    if len(kept) != len(state.delayed):
        state.delayed = kept


def bound_refs(state: GameState, bound: tuple[tuple[Any, ...], ...], index: int) -> list[Any]:
    """603.7c: a bound object that has left its zone is a new object the ability doesn't affect."""
    group = bound[index] if index < len(bound) else ()
    return [x for x in group if isinstance(x, tuple) or x in state.objects]


# --- "choose a color" / "choose a creature type" (608.2d) ----------------------------------------------------

CHOSEN = "?chosen"
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def fill_chosen(obj: Any, value: str) -> Any:
    """The effects with the choice written into their descriptions: a color letter in `colors`, a creature
    type in `subtypes`, a color word in "protection from the chosen color", a mana symbol in "one mana of the
    chosen color"."""
    return _fill(obj, value)


def _fill(obj: Any, value: str) -> Any:
    if isinstance(obj, AddMana) and CHOSEN in obj.mana:
        return replace(obj, mana=tuple(value if m == CHOSEN else m for m in obj.mana))
    if isinstance(obj, AddMana) and CHOSEN in obj.choices:  # "Add {R} or one mana of the chosen color."
        return replace(obj, choices=tuple(dict.fromkeys(value if m == CHOSEN else m for m in obj.choices)))
    if isinstance(obj, Filter):
        if CHOSEN in obj.colors:
            obj = replace(obj, colors=(obj.colors - {CHOSEN}) | {value})
        if CHOSEN in obj.subtypes:
            obj = replace(obj, subtypes=(obj.subtypes - {CHOSEN}) | {value})
        return obj
    if isinstance(obj, str):
        return obj.replace(CHOSEN, _COLOR_WORDS.get(value, value)) if CHOSEN in obj else obj
    if isinstance(obj, tuple):
        return tuple(_fill(x, value) for x in obj)
    if isinstance(obj, frozenset):
        return frozenset(_fill(x, value) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, type):
        return replace(obj, **{f.name: _fill(getattr(obj, f.name), value) for f in fields(obj)})
    return obj


@executor("choose_then")
def choose_then(state: GameState, rid: int, eff: Simple) -> None:
    """608.2d: the controller chooses a color (105.1) or a creature type (205.3m) as the spell or ability
    resolves; the effects that follow use it."""
    seat = rctx(state, rid).controller
    what = str(eff.param("what"))
    options = tuple((what, v) for v in eff.param("choices", ()))
    noun = str(eff.param("noun", "color" if what == "color" else "creature type"))  # or "basic land type"
    ask(state, Decision(seat, f"choose_{what}", options, "info_choose_then", (rid, eff), f"Choose a {noun}.",
                        "608.2d"))


@resumer("info_choose_then")
def choose_then_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from kitchentable.rules.stack.resolve import run_effects

    rid, eff = decision.data
    if rid not in state.contexts:
        return
    state.log_event("608.2d", "chosen", decision.player, action[1])
    remember(state, rid, "chosen", action[1])
    run_effects(state, rid, _fill(tuple(eff.param("effects", ())), str(action[1])))


# --- shuffling zones into a library (701.20) -------------------------------------------------------------------


@executor("shuffle_zones_into_library")
def shuffle_zones_into_library(state: GameState, rid: int, eff: Simple) -> None:
    """"Target player shuffles their [hand and] graveyard into their library": every card there goes to its
    owner's library (400.3), then the player shuffles (701.20a)."""
    for seat in players_of(state, rid, eff.subject):
        for kind in eff.param("zones", ()):
            key = state.rules.graveyard_of(state, seat) if kind == GRAVEYARD else (HAND, seat)
            for oid in list(state.zones.get(key, [])):
                events.move(state, oid, LIBRARY, to_seat=state.objects[oid].owner, mover=seat, cause="701.20")
        events.shuffle(state, state.rules.library_of(state, seat))


# --- revealing (701.16) -----------------------------------------------------------------------------------


def reveal_cards(state: GameState, seat: int, ids: list[int] | tuple[int, ...]) -> None:
    """701.16a: `seat` shows these cards to every player (the log entry makes their names public)."""
    state.log_event("701.16", "reveal", seat, tuple(state.objects[o].card.name for o in ids))


@executor("reveal_hand")
def reveal_hand(state: GameState, rid: int, eff: Simple) -> None:
    """701.16a: the player shows every card in their hand to all players (the log makes them public)."""
    for seat in players_of(state, rid, eff.subject):
        reveal_cards(state, seat, state.zone(HAND, seat))


@executor("look_at_hand")
def look_at_hand(state: GameState, rid: int, eff: Simple) -> None:
    """"Look at target player's hand" (400.2, 608.2c): the effect's controller alone sees the cards in it."""
    looker = rctx(state, rid).controller
    for seat in players_of(state, rid, eff.subject):
        look(state, looker, state.zone(HAND, seat), "400.2", (HAND, seat))


@executor("look_at_library_top")
def look_at_library_top(state: GameState, rid: int, eff: Simple) -> None:
    """"Look at the top card of target player's library" (401.2 kept hidden, 608.2c): the effect's controller
    alone sees the top N cards; they stay where they are."""
    looker = rctx(state, rid).controller
    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject):
        key = state.rules.library_of(state, seat)
        top = state.zones.get(key, [])[::-1][:n]
        look(state, looker, top, "401.2", key)
        if n == 1 and top:  # "You may put that card into their graveyard." (the card looked at, 608.2c)
            remember(state, rid, "it", top[0])


@executor("exile_chosen_from_hand")
def exile_chosen_from_hand(state: GameState, rid: int, eff: Simple) -> None:
    """701.16 then 406: the player reveals their hand and the effect's controller chooses a card matching
    the filter, which is exiled (Castigate). With no matching card the hand is only revealed."""
    chooser = rctx(state, rid).controller
    for seat in players_of(state, rid, eff.subject):
        reveal_cards(state, seat, state.zone(HAND, seat))
        push(state, ("info_choose_exile", rid, seat, chooser, value(state, rid, eff.amount), eff.param("filter")))


def choose_exile_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, chooser, n, flt = frame
    hand = [o for o in state.zone(HAND, seat) if flt is None or matches_object(state, o, flt, chooser, None)]
    if n <= 0 or not hand:
        return
    ask(state, Decision(chooser, "choose_card", tuple(("choose", o) for o in hand), "info_choose_exile",
                        (rid, seat, n, flt), "Choose a card from that hand to exile (701.16).", "701.16"))


@resumer("info_choose_exile")
def choose_exile_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, seat, n, flt = decision.data
    new = events.move(state, action[1], EXILE, mover=decision.player, cause="406.2")
    if rid in state.contexts:
        remember(state, rid, "it", new)
    push(state, ("info_choose_exile", rid, seat, decision.player, n - 1, flt))


@executor("reveal_top_card")
def reveal_top_card(state: GameState, rid: int, eff: Simple) -> None:
    """701.16a: the player shows the top card of their library to all players; it stays there."""
    for seat in players_of(state, rid, eff.subject):
        lib = state.zones.get(state.rules.library_of(state, seat), [])
        reveal_cards(state, seat, lib[-1:])
        if lib:
            remember(state, rid, "it", lib[-1])


@executor("put_it")
def put_it(state: GameState, rid: int, eff: Simple) -> None:
    """Put the card an earlier effect named into its owner's hand or graveyard, or onto the battlefield under
    this effect's controller's control."""
    c = rctx(state, rid)
    for oid in objects_of(state, rid, eff.subject):
        to = eff.param("to")
        if eff.param("reveal"):  # "reveal it and put it into your hand" (701.16a)
            reveal_cards(state, c.controller, (oid,))
        if to == BATTLEFIELD:
            new = events.move(state, oid, BATTLEFIELD, controller=c.controller, tapped=bool(eff.param("tapped")),
                              mover=c.controller, cause="608.2c")
            remember(state, rid, "put_onto_battlefield", new)  # "If you don't put the card onto the battlefield"
        else:
            new = events.move(state, oid, GRAVEYARD if to == GRAVEYARD else HAND,
                              to_seat=state.objects[oid].owner, mover=c.controller, cause="608.2c")
        remember(state, rid, "it", new)  # "its mana value" afterwards: the card where it went (400.7)


@executor("kinship_check")
def kinship_check(state: GameState, rid: int, eff: Simple) -> None:
    """Kinship: does the top card of the controller's library share a creature type (205.3m) with the
    source? Remembered for the "if it shares" test that follows."""
    c = rctx(state, rid)
    lib = state.zones.get(state.rules.library_of(state, c.controller), [])
    source = chars(state, c.source) if c.source in state.objects else None
    shares = bool(lib) and source is not None and "Creature" in source.types and \
        bool(set(chars(state, lib[-1]).subtypes) & set(source.subtypes))
    top = chars(state, lib[-1]) if lib else None
    shares = shares and top is not None and bool({"Creature", "Tribal", "Kindred"} & set(top.types))
    remember(state, rid, "kinship", shares)


# --- the top cards of a library -------------------------------------------------------------------------------


@executor("look_top")
def look_top(state: GameState, rid: int, eff: Simple) -> None:
    """Look at (or reveal, 701.16) the top N cards of your library, take cards from among them, and put the
    rest where the text says. Parameters: `reveal`; `pick` (how many to take, -1 any number); `all` (take
    every card matching `filter`); `may` (taking is optional); `to` (hand, battlefield or graveyard); `rest` (bottom,
    top, graveyard or hand); `order` ("any": the player orders the rest, "random")."""
    c = rctx(state, rid)
    n = value(state, rid, eff.amount)
    owner = c.controller
    if eff.param("player_library"):  # "... of target player's library, then put them back in any order"
        found = players_of(state, rid, eff.subject)
        if not found:
            return
        owner = found[0]
        look(state, c.controller, state.zones.get(state.rules.library_of(state, owner), [])[::-1][:n], "401.2",
             state.rules.library_of(state, owner))
    key = state.rules.library_of(state, owner)
    top = tuple(reversed(state.zones.get(key, [])))[:n]
    if eff.param("reveal"):
        reveal_cards(state, c.controller, top)
    flt = _with_own_x(state, rid, eff.param("filter"))
    if eff.param("all"):
        taken = [o for o in top if flt is None or matches_object(state, o, replace(flt, zone="any"),
                                                                 c.controller, None)]
        for oid in taken:
            _take(state, c.controller, oid, eff)
        push(state, ("info_rest", rid, c.controller, tuple(o for o in top if o not in taken), eff))
        return
    push(state, ("info_pick", rid, c.controller, top, int(eff.param("pick", 0)), eff))


def _take(state: GameState, seat: int, oid: int, eff: Simple) -> int:
    to = eff.param("to")
    if to in ("top", "bottom"):  # "put any number of them on the bottom of your library" (401.4)
        _place(state, (oid,), str(to))
        return oid
    if to == BATTLEFIELD:
        return events.move(state, oid, BATTLEFIELD, controller=seat, tapped=bool(eff.param("tapped", False)),
                           mover=seat, cause="608.2c")
    if eff.param("to") == GRAVEYARD:
        return events.move(state, oid, GRAVEYARD, to_seat=seat, mover=seat, cause="608.2c")
    return events.move(state, oid, HAND, to_seat=seat, mover=seat, cause="608.2c")


def info_pick_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, seen, left, eff = frame
    seen = tuple(o for o in seen if o in state.objects)
    flt = _with_own_x(state, rid, eff.param("filter"))
    and_or: tuple[Filter, ...] = eff.param("and_or", ())
    if and_or:  # "a creature card and/or a land card": one card for each description still open
        pool = [o for o in seen if any(matches_object(state, o, f, seat, None) for f in and_or)]
    else:
        pool = [o for o in seen if flt is None or matches_object(state, o, replace(flt, zone="any"), seat, None)]
    if left == 0 or not pool:
        push(state, ("info_rest", rid, seat, seen, eff))
        return
    options: tuple[tuple[Any, ...], ...] = tuple(("pick", o) for o in pool)
    if eff.param("may") or left < 0:
        options += (("pick_none",),)
    ask(state, Decision(seat, "look_pick", options, "info_pick", (rid, seen, left, eff),
                        "Choose a card to take from among them.", "608.2c"))


@resumer("info_pick")
def info_pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, seen, left, eff = decision.data
    if action == ("pick_none",):
        push(state, ("info_rest", rid, decision.player, seen, eff))
        return
    if eff.param("reveal_pick"):
        reveal_cards(state, decision.player, (action[1],))
    _take(state, decision.player, action[1], eff)
    and_or: tuple[Filter, ...] = eff.param("and_or", ())
    if and_or:  # the description the chosen card answers is used up
        used = next(i for i, f in enumerate(and_or) if matches_object(state, action[1], f, decision.player, None)) \
            if action[1] in state.objects else 0
        eff = replace(eff, params=tuple((k, v) for k, v in eff.params if k != "and_or")
                      + (("and_or", and_or[:used] + and_or[used + 1:]),))
    push(state, ("info_pick", rid, decision.player, tuple(o for o in seen if o != action[1]), left - 1, eff))


def info_rest_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, rest, eff = frame
    rest = tuple(o for o in rest if o in state.objects)
    where = eff.param("rest", "top")
    if where in ("graveyard", "hand"):
        for oid in rest:
            events.move(state, oid, GRAVEYARD if where == "graveyard" else HAND, to_seat=seat, mover=seat,
                        cause="608.2c")
        if where == "graveyard":  # "for each card put into your graveyard this way" (608.2h)
            remember(state, rid, "put_into_graveyard", len(rest))
        return
    if eff.param("order") == "random":
        shuffled = list(rest)
        state.rng.shuffle(shuffled)
        _place(state, tuple(shuffled), where)
        return
    push(state, ("info_order", seat, rest, (), where))


def info_order_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """"In any order": the player names the cards from the topmost down; the last one needs no choice."""
    _name, seat, left, done, where = frame
    if len(left) <= 1:
        _place(state, done + left, where)
        return
    ask(state, Decision(seat, "order_cards", tuple(("next", o) for o in left), "info_order", (left, done, where),
                        f"Choose the next card, from the top down, to put on the {where} of your library.",
                        "401.4"))


@resumer("info_order")
def info_order_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    left, done, where = decision.data
    push(state, ("info_order", decision.player, tuple(o for o in left if o != action[1]), done + (action[1],),
                 where))


def _place(state: GameState, order: tuple[int, ...], where: str) -> None:
    """Put library cards, listed from the topmost down, on the top or the bottom of their library."""
    if not order:
        return
    lib = state.zones[state.objects[order[0]].zone]
    for oid in order:
        lib.remove(oid)
        state.mut(oid)
    if where == "bottom":
        lib[0:0] = list(reversed(order))
    else:
        lib.extend(reversed(order))


# --- clash (701.23) and coin flips (705) --------------------------------------------------------------------


@executor("clash")
def clash(state: GameState, rid: int, eff: Simple) -> None:
    """701.23b: choose an opponent; you and that opponent each clash."""
    c = rctx(state, rid)
    opponents = state.opponents(c.controller)
    if not opponents:
        remember(state, rid, "won_clash", False)
        return
    if len(opponents) == 1:
        push(state, ("info_clash", rid, c.controller, opponents[0]))
        return
    ask(state, Decision(c.controller, "choose_player", tuple(("player", s) for s in opponents), "info_clash_with",
                        (rid,), "Choose an opponent to clash with (701.23b).", "701.23b"))


@resumer("info_clash_with")
def clash_with_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    push(state, ("info_clash", decision.data[0], decision.player, action[1]))


def clash_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """701.23c-d: both reveal their top card at once; a player wins with a card of higher mana value than
    every other revealed card. Then, in APNAP order, each decides whether their card goes to the bottom."""
    _name, rid, you, opponent = frame
    shown: dict[int, int | None] = {}
    for seat in (you, opponent):
        lib = state.zones.get(state.rules.library_of(state, seat), [])
        shown[seat] = lib[-1] if lib else None
        reveal_cards(state, seat, [lib[-1]] if lib else [])
    mv = {s: (chars(state, o).mana_value if o is not None else None) for s, o in shown.items()}
    won = mv[you] is not None and (mv[opponent] is None or mv[you] > mv[opponent])  # type: ignore[operator]
    remember(state, rid, "won_clash", won)
    state.log_event("701.23", "clash", you, won)
    frames = [("info_clash_place", seat, shown[seat]) for seat in state.apnap()
              if seat in shown and shown[seat] is not None]
    push(state, *frames)


def clash_place_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, oid = frame
    ask(state, Decision(seat, "clash", (("top", oid), ("bottom", oid)), "info_clash_place", (),
                        "Keep the revealed card on top of your library or put it on the bottom? (701.23a)",
                        "701.23a"))


@resumer("info_clash_place")
def clash_place_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    if action[0] == "bottom":
        _place(state, (action[1],), "bottom")


@executor("flip_coin")
def flip_coin(state: GameState, rid: int, eff: Simple) -> None:
    """705.1: the player flips a coin and calls it; with a fair coin the call wins half the time, so the
    outcome is drawn from the game's seeded random source. The flip is an event (`additional.coin_flips`)."""
    from kitchentable.rules.stack.triggers import notify

    for seat in players_of(state, rid, eff.subject):
        won = state.rng.random() < 0.5
        remember(state, rid, "won_flip", won)
        state.log_event("705.1", "coin_flip", seat, won)
        notify(state, ("coin_flip", seat, won))  # "whenever a player wins a coin flip" (705.2)


def _explainers() -> None:
    """Sentences for the log events these effects add (`rules.log_text.explain`)."""
    from kitchentable.rules.log_text import EXPLAINERS, player_name

    EXPLAINERS["delayed_created"] = lambda st, d: f"{d[0]} sets up an ability for the next {d[1]}."
    EXPLAINERS["chosen"] = lambda st, d: f"{player_name(st, d[0])} chooses {d[1]}."
    EXPLAINERS["clash"] = lambda st, d: f"{player_name(st, d[0])} {'wins' if d[1] else 'does not win'} the clash."
    EXPLAINERS["coin_flip"] = lambda st, d: f"{player_name(st, d[0])} {'wins' if d[1] else 'loses'} the flip."


HANDLERS["info_choose_exile"] = choose_exile_frame
HANDLERS["info_pick"] = info_pick_frame
HANDLERS["info_rest"] = info_rest_frame
HANDLERS["info_order"] = info_order_frame
HANDLERS["info_clash"] = clash_frame
HANDLERS["info_clash_place"] = clash_place_frame
_explainers()


@executor("look_top_card")
def look_top_card(state: GameState, rid: int, eff: Simple) -> None:
    """"Look at the top card of your library" (401.2, 608.2c): the player alone sees it and it stays there;
    remembered as "it" for the "If it's a land card, you may put it ..." that follows."""
    for seat in players_of(state, rid, eff.subject):
        key = state.rules.library_of(state, seat)
        top = state.zones.get(key, [])[-1:]
        look(state, seat, top, "401.2", key)
        if top:
            remember(state, rid, "it", top[0])


def _with_own_x(state: GameState, rid: int, flt: Filter | None) -> Filter | None:
    """A pick's description read with what the resolving spell or ability knows: "with mana value X or less" with
    its X (107.3: Genesis Wave's "permanent cards with mana value X or less from among them") and "a card named ~"
    with its source's name (201.2)."""
    if flt is None:
        return flt
    flt = named_by_source(state, flt, rctx(state, rid).source)
    return with_x(flt, rctx(state, rid).x) if flt.mana_value_at_most_x else flt
