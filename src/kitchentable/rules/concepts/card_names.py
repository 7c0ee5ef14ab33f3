"""A card name chosen as a permanent enters (614.12, 201.3) and the bans that read it (Meddling Mage, Pithing
Needle, Phyrexian Revoker).

"As ~ enters, choose a [nonland] card name." / the older "As ~ enters, name a [nonland] card." is an entering
choice (`rules.keywords.permanent_keywords.entering_choice`, what "name"); the answers are the names of the cards in the
game (naming another card could change nothing here). The permanent remembers (CHOSEN_NAME, name).

Static abilities (kind, read here):
- "cant_cast_named": "Spells with the chosen name can't be cast." / "The named card can't be cast." (101.2: a
  "can't" wins): such cards are not offered, and casting one raises `IllegalAction` (an effect's free cast of one
  does nothing);
- "cant_activate_named": "Activated abilities of sources with the chosen name can't be activated [unless they're
  mana abilities]." (param "mana_ok"): such abilities are not offered, not used to pay, and activating one raises
  `IllegalAction`.

Effects that name or match a name as they resolve:
- "Name a [nonland] card." (201.3): the effect's controller names a card; the answers are the names of the
  cards in the game, and "that name" is remembered for the next sentences ("discards all cards with that name").
- "Search its controller's graveyard, hand, and library for all cards with the same name as that <object> and
  exile them." (701.19, 201.2): the object's name now, or as it last existed (608.2h); a split card has both
  halves' names (709.4). "... for any number of cards with that name" (Memoricide, Crumble to Dust): the searcher
  chooses the cards one at a time and may stop (701.19b).

The bans in play are found from the printed static abilities (remembered with that list), so a game without
such a card pays one dictionary read per legal-action list.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef, Simple
from kitchentable.rules.continuous.layers import chars, printed_static_kinds, printed_static_sources
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.stack.effects import executor, players_of
from kitchentable.rules.stack.resolve import rctx, remember
from kitchentable.rules.state import EXILE, HAND, Decision, GameState

CHOSEN_NAME = "chosen_name"
_KINDS = frozenset({"cant_cast_named", "cant_activate_named"})
_NO_BANS: tuple[frozenset[str], frozenset[str], frozenset[str]] = (frozenset(), frozenset(), frozenset())


def chosen_name(state: GameState, oid: int) -> str | None:
    o = state.objects.get(oid)
    for m in o.memory if o is not None else ():
        if isinstance(m, tuple) and m and m[0] == CHOSEN_NAME:
            return str(m[1])
    return None


def _bans(state: GameState) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(names that can't be cast, names whose abilities can't be activated, ... except mana abilities)."""
    if _KINDS.isdisjoint(printed_static_kinds(state)):
        return _NO_BANS
    printed = printed_static_sources(state)
    memo: Any = state.cache.get("named_bans")
    if memo is not None and memo[0] is printed:
        return memo[1]  # type: ignore[no-any-return]
    cast: set[str] = set()
    activate: set[str] = set()
    non_mana: set[str] = set()
    for oid, ab, _ctl in printed:
        if ab.kind not in _KINDS:
            continue
        name = chosen_name(state, oid)
        if name is None:
            continue
        if ab.kind == "cant_cast_named":
            cast.add(name)
        elif ab.param("mana_ok"):
            non_mana.add(name)
        else:
            activate.add(name)
    found = (frozenset(cast), frozenset(activate), frozenset(non_mana))
    state.cache["named_bans"] = (printed, found)
    return found


def cast_banned(state: GameState, names: frozenset[str]) -> bool:
    """Can't a spell with one of these names be cast (a chosen name, 201.3)?"""
    banned = _bans(state)[0]
    return bool(banned) and bool(banned & names)


def activation_banned(state: GameState, oid: int, is_mana: bool) -> bool:
    """Can't this object's ability be activated (its source has a chosen name, 201.3)?"""
    _cast, every, non_mana = _bans(state)
    if not (every or non_mana):
        return False
    o = state.objects.get(oid)
    if o is None:
        return False
    names = frozenset({chars(state, oid).name}) if o.zone[0] == "battlefield" else card_names(o.card)
    return bool(names & every) or (not is_mana and bool(names & non_mana))


def any_bans(state: GameState) -> bool:
    cast, every, non_mana = _bans(state)
    return bool(cast or every or non_mana)


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
        if eff.param("any_number"):
            push(state, ("exile_same_name_pick", c.controller, seat, tuple(found), bool(eff.param("shuffle"))))
            continue
        for oid in found:
            events.move(state, oid, EXILE, mover=c.controller, cause="701.19")
        if eff.param("shuffle"):
            events.shuffle(state, rules.library_of(state, seat))


@handler("exile_same_name_pick")
def exile_same_name_pick(state: GameState, frame: tuple[Any, ...]) -> None:
    """"Search ... for any number of cards with that name and exile them" (Memoricide): the searcher exiles the
    cards found one at a time and may stop at any point (701.19b: a search for cards of a stated quality need not
    find them all). Cards still in the searched zones are the ones offered."""
    _name, searcher, seat, found, shuffle = frame
    rules = state.rules
    zones = {rules.graveyard_of(state, seat), (HAND, seat), rules.library_of(state, seat)}
    left = tuple(o for o in found if o in state.objects and state.objects[o].zone in zones)
    if not left:
        if shuffle:
            events.shuffle(state, rules.library_of(state, seat))
        return
    options = tuple(("exile", o) for o in left) + (("done",),)
    ask(state, Decision(searcher, "exile_same_name", options, "exile_same_name_pick", (seat, left, shuffle),
                        "Choose a card with that name to exile, or stop (701.19b).", "701.19b"))


@resumer("exile_same_name_pick")
def exile_same_name_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    seat, left, shuffle = decision.data
    if action == ("done",):
        if shuffle:
            events.shuffle(state, state.rules.library_of(state, seat))
        return
    events.move(state, action[1], EXILE, mover=decision.player, cause="701.19")
    push(state, ("exile_same_name_pick", decision.player, seat, tuple(o for o in left if o != action[1]), shuffle))


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
