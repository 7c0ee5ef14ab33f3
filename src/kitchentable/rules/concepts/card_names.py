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

The bans in play are found from the printed static abilities (remembered with that list), so a game without
such a card pays one dictionary read per legal-action list.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import printed_static_sources
from kitchentable.rules.state import GameState

CHOSEN_NAME = "chosen_name"
_KINDS = frozenset({"cant_cast_named", "cant_activate_named"})


def chosen_name(state: GameState, oid: int) -> str | None:
    o = state.objects.get(oid)
    for m in o.memory if o is not None else ():
        if isinstance(m, tuple) and m and m[0] == CHOSEN_NAME:
            return str(m[1])
    return None


def _bans(state: GameState) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(names that can't be cast, names whose abilities can't be activated, ... except mana abilities)."""
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
    from kitchentable.rules.continuous.layers import chars
    from kitchentable.rules.effects_t2017 import card_names

    o = state.objects.get(oid)
    if o is None:
        return False
    names = frozenset({chars(state, oid).name}) if o.zone[0] == "battlefield" else card_names(o.card)
    return bool(names & every) or (not is_mana and bool(names & non_mana))


def any_bans(state: GameState) -> bool:
    cast, every, non_mana = _bans(state)
    return bool(cast or every or non_mana)
