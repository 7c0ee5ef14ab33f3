"""The hidden-information check for every message the web table sends (the standard: hidden stays hidden).

`Auditor` is installed as `Table.audit`; each message built for a viewer is checked against the game at that
moment, from the kernel's own definitions (not the web's): a card in a zone the viewer can't see (another
player's hand, any library, a Castle's face-down cards and reserve, another player's Vortex pack, the shoe,
the passed pack) must not appear by id anywhere in the message, nor by name unless that name is known to the
viewer some other way (a card of that name is visible to them now, was visible to them before, or was named
publicly by the game, like a revealed or cast card).
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from typing import Any

from kitchentable.rules.additional.faces import hidden_from
from kitchentable.rules.continuous.library_top import visible_to
from kitchentable.rules.state import HIDDEN_ZONES, LIBRARY, OWNER_VISIBLE_ZONES, GameState

PUBLIC = frozenset({"battlefield", "graveyard", "stack", "exile", "command"})
ID_KEYS = frozenset({"id", "attached_to", "source"})
ID_LISTS = frozenset({"objs", "blocking"})
UI_WORDS = frozenset({"Cancel", "Pass", "Done", "Keep", "Mulligan", "Yes", "No", "Block", "Attack", "Target", "Discard",
                      "Swap", "Look", "Call", "Choose", "Concede", "Stops", "Record", "Invite", "Match", "Card"})
"""Words the page prints itself: a hidden card with one of these names is checked in name fields only."""


def zone_hidden(state: GameState, viewer: int, kind: str, seat: int) -> bool:
    """CR 400.2 hidden zones (library, hand: its owner sees it), plus the format's own hidden zones."""
    if kind in HIDDEN_ZONES and not (kind in OWNER_VISIBLE_ZONES and seat == viewer):
        return True
    return kind in state.rules.hidden_zone_kinds(state, viewer, seat, kind)


def hidden_objects(state: GameState, viewer: int) -> tuple[set[int], set[str]]:
    """(ids the viewer must not see, names of cards hidden from the viewer right now)."""
    ids: set[int] = set()
    names: set[str] = set()
    tops: dict[int, int | None] = {}
    for o in state.objects.values():
        kind, seat = o.zone
        if zone_hidden(state, viewer, kind, seat):
            if kind == LIBRARY:
                if seat not in tops:
                    tops[seat] = visible_to(state, seat, viewer)
                if tops[seat] == o.id:
                    continue
            ids.add(o.id)
            names.add(o.card.name)
        elif hidden_from(o, viewer):
            names.add(o.card.name)
    return ids, names


def visible_names(state: GameState, viewer: int) -> set[str]:
    out: set[str] = set()
    for o in state.objects.values():
        kind, seat = o.zone
        if not zone_hidden(state, viewer, kind, seat) and not hidden_from(o, viewer):
            out.add(o.card.name)
    for key in {o.zone for o in state.objects.values() if o.zone[0] == LIBRARY}:
        top = visible_to(state, key[1], viewer)
        if top is not None:
            out.add(state.objects[top].card.name)
    d = state.decision
    if d is not None and d.player == viewer and d.kind == "deck_handover":  # R-TA-1: the pilot looks through it
        out.update(name for name, _count in d.data[2])
    if d is not None and d.player == viewer:  # what a decision shows its player (a search, a look)
        for option in d.options:
            for x in option[1:]:
                if isinstance(x, int) and not isinstance(x, bool) and x in state.objects:
                    out.add(state.objects[x].card.name)
    return out


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, tuple | list):
        return [s for v in value for s in _strings(v)]
    return []


def names_in(message: Any) -> list[str]:
    """Every card name a message carries in a name field or as a printed card."""
    found: list[str] = []

    def walk(value: Any, key: str = "") -> None:
        if isinstance(value, dict):
            if key == "cards":
                found.extend(str(k) for k in value)
            for k, v in value.items():
                walk(v, k)
        elif isinstance(value, list):
            for v in value:
                walk(v, "")
        elif key == "name" and isinstance(value, str):
            found.append(value)

    walk(message)
    return found


def ids_in(message: Any) -> list[int]:
    """Every object id a message carries in its structure."""
    found: list[int] = []

    def walk(value: Any, key: str = "") -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, k)
        elif isinstance(value, list):
            if key in ID_LISTS:
                found.extend(v for v in value if isinstance(v, int) and not isinstance(v, bool))
            for v in value:
                walk(v, "")
        elif key in ID_KEYS and isinstance(value, int) and not isinstance(value, bool):
            found.append(value)
        elif key == "key" and isinstance(value, str) and re.fullmatch(r"o\d+", value):
            found.append(int(value[1:]))

    walk(message)
    return found


class Auditor:
    """Checks each message of a table as it is built; `failures` lists what leaked, `checked` counts."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.failures: list[str] = []
        self.checked: Counter[int] = Counter()
        self.seen: dict[int, set[str]] = defaultdict(set)
        self.public: set[str] = set()
        self.upto: dict[int, int] = {}
        self.hidden_names_checked = 0

    def _public_names(self, state: GameState) -> None:
        log = state.log
        start = self.upto.get(id(log), 0) if len(log) >= self.upto.get(id(log), 0) else 0
        for ev in log[start:]:
            if ev.kind == "zone":
                if ev.data[0] and (ev.data[1] in PUBLIC or ev.data[2] in PUBLIC):
                    self.public.add(str(ev.data[0]))
            elif ev.kind not in ("choice", "auto"):
                self.public.update(_strings(ev.data))
        self.upto[id(log)] = len(log)

    def __call__(self, viewer: int, message: dict[str, Any]) -> None:
        state = self.table.game.state
        self._public_names(state)
        self.seen[viewer] |= visible_names(state, viewer)
        hidden_ids, hidden_names = hidden_objects(state, viewer)
        d = state.decision
        if d is not None and d.player == viewer:  # the cards a decision shows its player (a search, a look)
            hidden_ids -= {x for option in d.options for x in option[1:] if isinstance(x, int)}
        secret = hidden_names - self.seen[viewer] - self.public
        self.checked[viewer] += 1
        leaked_ids = sorted(set(ids_in(message)) & hidden_ids)
        if leaked_ids:
            self.failures.append(f"viewer {viewer}, version {message.get('version')}: hidden ids {leaked_ids}")
        text = json.dumps(message)
        named = set(names_in(message))
        self.hidden_names_checked += len(secret)
        leaked = secret & named
        for name in secret - UI_WORDS:
            if name in text and re.search(rf"(?<![\w']){re.escape(name)}(?![\w'])", text):
                leaked.add(name)
        for name in sorted(leaked):
            self.failures.append(f"viewer {viewer}, version {message.get('version')}: hidden card {name!r}")
        for number in re.findall(r"#(\d+)", text):
            if int(number) in hidden_ids:
                self.failures.append(f"viewer {viewer}: '#{number}' names a hidden card")
