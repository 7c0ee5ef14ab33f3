"""Observations: what one seat may see, as fixed-shape integer arrays.

The visibility rules are those of `kitchentable.api.game.observation` (the one definition of what a player
may see), applied to the game state directly so that no per-step dictionaries are built:

- a zone whose kind is hidden (library, hand, outside the game) is a count only, except a player's own hand
  and cards outside the game; a format hides more (`RuleSet.hidden_zone_kinds`: the Vortex shoe and other
  players' packs, every Castle card face down and the reserve, for everyone);
- the top card of a library is shown to whoever an effect lets see it (`library_top.visible_to`);
- a face-down object another player controls shows only that it is face down, its controller and whether it
  is tapped (708.5, `faces.hidden_from`).

`tests/env/test_hidden.py` checks, for every format, that the objects and counts encoded here are exactly
those of `Game.observation(seat)`, and that nothing another seat hides reaches the arrays.

The observation vector is one int32 array made of named sections; `Layout.view(vector, name)` gives a
section back in its shape without copying. Seats are relative: row 0 of `players` is the observing seat,
row 1 the next seat in turn order, and so on; in every column that names a seat, 0 means none and r + 1 the
seat at relative position r. Object slots are referred to as slot + 1 (0: none). Object ids of the kernel
never appear: they would tell which card moved where.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from kitchentable.api import visibility
from kitchentable.env import vocab
from kitchentable.rules.additional.faces import hidden_from
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.continuous import library_top
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import (
    BATTLEFIELD,
    LIBRARY,
    STACK,
    GameObject,
    GameState,
)

LIFE_CAP = 1_000_000
"""Life totals are clipped to +-LIFE_CAP; infinite life (the Judge's Tower) is encoded as LIFE_CAP."""
VALUE_CAP = 1_000_000

GAME_COLUMNS: tuple[str, ...] = (
    "format", "players", "turn", "step", "active", "priority", "decision_kind", "decision_player", "acting",
    "page", "pages", "legal_actions", "stack", "shared_zone_cards", "format_a", "format_b", "over",
    "objects_dropped", "match_game", "match_lead",
)
"""`match_game`/`match_lead`: in a Turnabout match episode (`match=True`), the game of the match (1 or 2; 0
outside a match) and the observer's match points minus the opponent's so far (R-TA-1).
`format_a`/`format_b`: the Tower's subgame and latent violations, the Vortex shoe and passed pack,
Turnabout's doom counters and the clock turn, Castle's attacked column and breach flag."""

PLAYER_COLUMNS: tuple[str, ...] = (
    "present", "in_game", "lost", "life", "poison", "library", "hand", "graveyard", "battlefield", "exile",
    "outside", "pack", "castle", "reserve", "lands_played", *(f"mana_{c}" for c in (*vocab.COLORS, "C")),
    *(f"counter_{c}" for c in vocab.PLAYER_COUNTERS), "counter_other", "active", "priority", "violations",
)

CARD_COLUMNS: tuple[str, ...] = (
    "present", "zone", "zone_owner", "position", "card", "owner", "controller", "face_down", "token", "tapped",
    "power", "toughness", "damage", *(f"counter_{c}" for c in vocab.COUNTERS), "counter_other",
    "attacking_player", "attacking_object", "blocking", "blocked", "attached_object", "attached_player",
    "entered_this_turn", "types", "colors", "keywords", "mana_value", "stack_kind", "stack_controller",
    "stack_x", "target_object", "target_player", "revealed",
)

CASTLE_COLUMNS: tuple[str, ...] = ("state", "card", "object")
"""Castle spots (12 per castle, row 1 then 2 then 3, columns 1-4): state 0 vacant, 1 face down and unknown,
2 face down and known to this player (revealed, or their own after R-CA-7's look), 3 an activated
creature (its battlefield slot in `object`)."""

STACK_KINDS = {"spell": 1, "activated": 2, "triggered": 3}
PER_PLAYER_ZONES = ("library", "hand", "graveyard", "battlefield", "exile", "outside", "pack", "castle", "reserve")
ZONE_ORDER = ("battlefield", "stack", "hand", "pack", "command", "outside", "graveyard", "exile", "ante")
"""Object slots are filled zone kind by zone kind in this order (the observer's zones first within a kind);
zones not listed come last, in the state's order."""


@dataclass(frozen=True)
class Section:
    name: str
    offset: int
    shape: tuple[int, ...]
    columns: tuple[str, ...]

    @property
    def size(self) -> int:
        return self.__dict__["_size"]  # type: ignore[no-any-return]

    def __post_init__(self) -> None:
        object.__setattr__(self, "_size", int(np.prod(self.shape)))


class Layout:
    """Where each named section lies in the flat observation vector."""

    def __init__(self, players: int, max_objects: int, castle: bool) -> None:
        parts: list[tuple[str, tuple[int, ...], tuple[str, ...]]] = [
            ("game", (len(GAME_COLUMNS),), GAME_COLUMNS),
            ("players", (players, len(PLAYER_COLUMNS)), PLAYER_COLUMNS),
            ("cards", (max_objects, len(CARD_COLUMNS)), CARD_COLUMNS),
        ]
        if castle:
            parts.append(("castle", (players, 12, len(CASTLE_COLUMNS)), CASTLE_COLUMNS))
        self.sections: dict[str, Section] = {}
        offset = 0
        for name, shape, columns in parts:
            section = Section(name, offset, shape, columns)
            self.sections[name] = section
            offset += section.size
        self.size = offset

    def view(self, vector: np.ndarray, name: str) -> np.ndarray:
        """A section of an observation vector in its own shape (a view, not a copy)."""
        s = self.sections[name]
        return vector[s.offset:s.offset + s.size].reshape(s.shape)

    def column(self, name: str, column: str) -> int:
        return self.sections[name].columns.index(column)


class CardIds:
    """Card ids: 1 + the card's position in a sorted list of names (the whole card pool by default), and
    a stable hashed block after them for names not listed (tokens, cards of other pools); 0 is unknown."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names: tuple[str, ...] = tuple(sorted(set(names)))
        self._index = {n: i + 1 for i, n in enumerate(self.names)}
        self.size = len(self.names) + 1 + vocab.HASHED

    def id(self, name: str) -> int:
        found = self._index.get(name)
        if found is not None:
            return found
        return len(self.names) + 1 + vocab.lookup((), {}, name)

    def name(self, card_id: int) -> str | None:
        return self.names[card_id - 1] if 0 < card_id <= len(self.names) else None


_RANGE = tuple(range(256))


def _first(bucket: tuple[int, list[int]]) -> int:
    return bucket[0]


class RowCache:
    """One viewer's encoded object rows, kept between steps in one array and reused while their object is
    the same Python object (and, on the battlefield, has the same characteristics after layers). The kernel
    changes an object through `GameState.mut`, which copies it first unless the state owns it; the encoder
    gives up the state's ownership after each observation, so any later change makes a new object and the
    old row is never read for it. Rows of objects not shown in an observation are freed."""

    def __init__(self, columns: int) -> None:
        self.rows = np.zeros((64, columns), dtype=np.int32)
        self.entries: dict[int, tuple[Any, ...]] = {}
        self.zones: dict[tuple[str, int], Any] = {}
        self._free: list[int] = list(range(63, -1, -1))

    def take(self) -> int:
        if not self._free:
            size = len(self.rows)
            self.rows = np.concatenate([self.rows, np.zeros_like(self.rows)])
            self._free = list(range(2 * size - 1, size - 1, -1))
        return self._free.pop()

    def write(self, index: int, row: list[int]) -> None:
        self.rows[index] = [v if -VALUE_CAP <= v <= VALUE_CAP else (VALUE_CAP if v > 0 else -VALUE_CAP)
                            for v in row]

    def keep(self, used: dict[int, tuple[Any, ...]]) -> None:
        """Keep the rows of this observation's objects; free the rest."""
        entries = self.entries
        if len(entries) != len(used) or entries.keys() != used.keys():
            self._free.extend(e[2] for oid, e in entries.items() if oid not in used or used[oid][2] != e[2])
        self.entries = used


def zone_hidden(state: GameState, viewer: int, kind: str, seat: int) -> bool:
    """Whether `viewer` sees only the size of zone (kind, seat), as every face decides it (`api.visibility`)."""
    return visibility.zone_hidden(state, (kind, seat), viewer)


def _mask(words: Any, vocabulary: Sequence[str]) -> int:
    bits = 0
    for i, word in enumerate(vocabulary):
        if word in words:
            bits |= 1 << i
    return bits


def _keyword_mask(keywords: Any) -> int:
    bits = 0
    for word in keywords:
        w = str(word).lower()
        for i, k in enumerate(vocab.KEYWORDS):
            if w.startswith(k):
                bits |= 1 << i
    return bits


class Encoder:
    """Encodes one seat's view of a game state into the layout's vector."""

    def __init__(self, players: int, max_objects: int, castle: bool, card_ids: CardIds) -> None:
        self.players = players
        self.max_objects = max_objects
        self.layout = Layout(players, max_objects, castle)
        self.castle = castle
        self.card_ids = card_ids
        self._kinds = vocab.index_of(vocab.DECISION_KINDS)
        self._zones = vocab.index_of(vocab.ZONES)
        self._steps = vocab.index_of(vocab.STEPS)
        self._formats = vocab.index_of(vocab.FORMATS)
        self._static: dict[int, tuple[Any, tuple[int, int, int, int, int]]] = {}
        self._type_masks: dict[frozenset[str], int] = {}
        self._color_masks: dict[frozenset[str], int] = {}
        self._keyword_masks: dict[frozenset[str], int] = {}
        self._no_counters = [0] * (len(vocab.COUNTERS) + 1)
        self._pc = {c: i for i, c in enumerate(vocab.PLAYER_COUNTERS)}
        self._oc = {c: i for i, c in enumerate(vocab.COUNTERS)}
        self._card_cols = len(CARD_COLUMNS)
        self._no_player_counters = [0] * (len(vocab.PLAYER_COUNTERS) + 1)
        self._pool_colors = (*vocab.COLORS, "C")
        self._position_col = CARD_COLUMNS.index("position")
        self._entered_col = CARD_COLUMNS.index("entered_this_turn")
        self._att_col = CARD_COLUMNS.index("attacking_object")
        self._host_col = CARD_COLUMNS.index("attached_object")
        self._target_col = CARD_COLUMNS.index("target_object")
        self._caches: dict[int, RowCache] = {}
        self._cards_offset = self.layout.sections["cards"].offset
        section = self.layout.sections["players"]
        self._players_section = (section.offset, section.offset + section.size)
        self._player_zones = [[(kind, seat) for kind in PER_PLAYER_ZONES] for seat in range(players)]
        self._no_mana = [0] * (len(vocab.COLORS) + 1)
        self._castle_cache: dict[int, tuple[Any, np.ndarray, list[tuple[int, int, int]]]] = {}
        self._bounds = self._make_bounds()

    # --- bounds (the observation space) ---------------------------------------------------------------------

    def _make_bounds(self) -> tuple[np.ndarray, np.ndarray]:
        low = np.full(self.layout.size, -VALUE_CAP, dtype=np.int32)
        high = np.full(self.layout.size, VALUE_CAP, dtype=np.int32)
        for section in self.layout.sections.values():
            lo = self.layout.view(low, section.name)
            hi = self.layout.view(high, section.name)
            for j, column in enumerate(section.columns):
                if column in ("power", "toughness", "life", "stack_x", "target_player", "attacking_player", "match_lead") or \
                        column.startswith("counter_") or column in ("damage",):
                    continue
                lo[..., j] = 0
                if column in ("types", "colors", "keywords"):
                    hi[..., j] = 2 ** 30
        return low, high

    @property
    def low(self) -> np.ndarray:
        return self._bounds[0]

    @property
    def high(self) -> np.ndarray:
        return self._bounds[1]

    # --- visibility, as api.game.observation decides it --------------------------------------------------------

    def visible_objects(self, state: GameState, viewer: int) -> tuple[list[int], dict[tuple[str, int], int]]:
        """The ids the viewer may see, in slot order, and the size of every zone (hidden ones included)."""
        order, counts, _, _ = self._visible(state, viewer)
        return order, counts

    def _visible(self, state: GameState, viewer: int
                 ) -> tuple[list[int], dict[tuple[str, int], int], list[int], list[tuple[str, int, int, int]]]:
        """`visible_objects`, each object's position within its zone as the slots list it, and the runs of
        slots each visible zone fills: (kind, relative seat or -1, first slot, end)."""
        n = len(state.players)
        counts: dict[tuple[str, int], int] = {}
        buckets: dict[str, list[tuple[int, list[int]]]] = {}
        tops: list[int] = []
        for (kind, seat), ids in state.zones.items():
            counts[(kind, seat)] = len(ids)
            if not ids:
                continue
            if zone_hidden(state, viewer, kind, seat):
                if kind == LIBRARY:
                    top = library_top.visible_to(state, seat, viewer)
                    if top is not None:
                        tops.append(top)
                continue
            rel = (seat - viewer) % n if seat >= 0 else -1
            buckets.setdefault(kind, []).append((rel, ids))
        order: list[int] = []
        positions: list[int] = []
        runs: list[tuple[str, int, int, int]] = []
        for kind in (*ZONE_ORDER, *[k for k in buckets if k not in ZONE_ORDER]):
            found = buckets.get(kind)
            if not found:
                continue
            for rel, ids in sorted(found, key=_first) if len(found) > 1 else found:
                runs.append((kind, rel, len(order), len(order) + len(ids)))
                order.extend(ids if kind != STACK else reversed(ids))
                positions.extend(_RANGE[:len(ids)] if len(ids) <= len(_RANGE) else range(len(ids)))
        order.extend(tops)
        positions.extend([0] * len(tops))
        return order, counts, positions, runs

    # --- encoding --------------------------------------------------------------------------------------------------

    def _static_of(self, card: Any) -> tuple[int, int, int, int, int]:
        key = id(card)
        found = self._static.get(key)
        if found is None or found[0] is not card:
            found = (card, (self.card_ids.id(card.name), _mask(card.types, vocab.CARD_TYPES),
                            _mask(card.colors, vocab.COLORS), _keyword_mask(card.keywords), card.mana_value))
            self._static[key] = found
        return found[1]

    def _chars_key(self, state: GameState, oid: int) -> tuple[Any, ...]:
        """What the layer system (613) makes of a permanent: the row reads only these of its characteristics."""
        c = chars(state, oid)
        return (c.power, c.toughness, c.types, c.colors, c.keywords, c.controller)

    def _row(self, o: GameObject, viewer: int, rel_of: Sequence[int], chars_key: tuple[Any, ...] | None
             ) -> tuple[list[int], tuple[Any, Any, Any] | None]:
        """One object's row, with the columns that depend on the rest of the observation left raw: `position`
        0, `entered_this_turn` the turn it entered (-2 when hidden), and the objects it attacks, is attached to
        and first targets given back as kernel ids (they become slots once every slot is known)."""
        kind, zseat = o.zone
        zone_rel = 0 if zseat < 0 else rel_of[zseat]
        if hidden_from(o, viewer):
            row = [1, self._zones.get(kind, 0), zone_rel, 0, 0, 0, rel_of[o.controller], 1, 0, int(o.tapped)]
            row.extend([0] * (self._card_cols - len(row)))
            row[self._entered_col] = -2
            return row, None
        card = o.card
        card_id, types, colors, keywords, mana_value = self._static_of(card)
        power = toughness = 0
        controller: int | None = o.controller
        if chars_key is not None:
            c_power, c_toughness, c_types, c_colors, c_keywords, c_controller = chars_key
            power, toughness = c_power or 0, c_toughness or 0
            controller = c_controller
            found = self._type_masks.get(c_types)
            types = found if found is not None else self._type_masks.setdefault(
                c_types, _mask(c_types, vocab.CARD_TYPES))
            found = self._color_masks.get(c_colors)
            colors = found if found is not None else self._color_masks.setdefault(
                c_colors, _mask(c_colors, vocab.COLORS))
            found = self._keyword_masks.get(c_keywords)
            keywords = found if found is not None else self._keyword_masks.setdefault(
                c_keywords, _keyword_mask(c_keywords))
        elif card.power is not None:
            power, toughness = card.power, card.toughness or 0
        counters = self._no_counters
        if o.counters:
            counters = [0] * (len(vocab.COUNTERS) + 1)
            for name, amount in o.counters.items():
                j = self._oc.get(name)
                counters[j if j is not None else -1] += amount
        att = o.attacking
        att_player = 0
        att_object = None
        if isinstance(att, tuple) and len(att) == 2 and att[0] == "player":
            att_player = rel_of[int(att[1])]
        elif isinstance(att, int):
            att_object = att
        host = o.attached_to
        host_object = None
        host_player = 0
        if isinstance(host, tuple):
            host_player = rel_of[int(host[1])]
        elif isinstance(host, int):
            host_object = host
        st = o.stack
        stack_kind = stack_controller = stack_x = target_player = 0
        target_object = None
        if st is not None:
            stack_kind = STACK_KINDS.get(st.kind, 4)
            stack_controller = 0 if st.controller is None or st.controller < 0 else rel_of[st.controller]
            stack_x = st.x
            controller = st.controller
            for group in st.targets:
                for t in group:
                    if isinstance(t, tuple) and len(t) == 2 and t[0] == "player":
                        target_player = target_player or rel_of[int(t[1])]
                    elif isinstance(t, int) and target_object is None:
                        target_object = t
        row = [1, self._zones.get(kind, 0), zone_rel, 0, card_id, rel_of[o.owner],
               0 if controller is None or controller < 0 else rel_of[controller],
               int(o.face_down), int(o.token), int(o.tapped), power, toughness, o.damage, *counters,
               att_player, 0, len(o.blocking), int(o.blocked), 0, host_player,
               o.entered_turn, types, colors, keywords, mana_value, stack_kind, stack_controller,
               stack_x, 0, target_player, int(o.revealed)]
        refs = (att_object, host_object, target_object)
        return row, (refs if refs != (None, None, None) else None)

    def _refresh(self, state: GameState, o: GameObject, viewer: int, rel_of: Sequence[int],
                 entry: tuple[Any, ...] | None, cache: RowCache) -> tuple[Any, ...]:
        """The cache entry (object, characteristics key, row index, slot links, characteristics) of an object
        whose row may be stale: encoded again unless only the layer cache's record of an unchanged permanent
        is new and says the same."""
        key = c = None
        if o.zone[0] == BATTLEFIELD and not (o.face_down and hidden_from(o, viewer)):
            c = chars(state, o.id)
            key = (c.power, c.toughness, c.types, c.colors, c.keywords, c.controller)
            if entry is not None and entry[0] is o and entry[1] == key:
                return (*entry[:4], c)
        row, refs = self._row(o, viewer, rel_of, key)
        index = entry[2] if entry is not None else cache.take()
        cache.write(index, row)
        return (o, key, index, refs, c)

    def forget(self) -> None:
        """Drop every cached row and cell (a new game begins: nothing of the old one may reach the new)."""
        self._caches.clear()
        self._castle_cache.clear()

    def encode(self, state: GameState, viewer: int, decision: Sequence[int], out: np.ndarray | None = None,
               match: tuple[int, int] = (0, 0)) -> tuple[np.ndarray, dict[int, int]]:
        """The viewer's observation vector and the slot of every object it shows (for action features).
        `decision` is (kind id, decider rel+1, acting, page, pages, legal actions); `match` the game of a
        Turnabout match and the viewer's lead in match points.

        Rows are reused while their object is unchanged (see `RowCache`): only objects the last action
        changed, and permanents whose characteristics after layers changed, are encoded again."""
        vec = np.zeros(self.layout.size, dtype=np.int32) if out is None else out
        if out is not None:
            vec[:] = 0
        n = len(state.players)
        order, counts, positions, runs = self._visible(state, viewer)
        dropped = max(0, len(order) - self.max_objects)
        if dropped:
            order = order[:self.max_objects]
            positions = positions[:self.max_objects]
        slots = {oid: i for i, oid in enumerate(order)}
        rel_of = [(s - viewer) % n + 1 for s in range(n)]
        turn = state.turn

        # cards: cached rows gathered by index, then the columns that depend on this observation
        cache = self._caches.get(viewer)
        if cache is None:
            cache = self._caches[viewer] = RowCache(self._card_cols)
        entries = cache.entries
        used: dict[int, tuple[Any, ...]] = {}
        indices: list[int] = []
        linked: list[tuple[int, tuple[Any, Any, Any]]] = []
        objects = state.objects
        layer_cache = state.cache
        get_entry = entries.get
        get_chars = layer_cache.get
        zones_before = cache.zones
        zones_now: dict[tuple[str, int], tuple[Any, ...]] = {}
        k = len(order)
        runs.append(("", -2, runs[-1][3] if runs else 0, k))  # the library tops shown, one by one
        for kind, zone_rel, first, end in runs:
            end = min(end, k)
            if first >= end:
                continue
            ids = order[first:end]
            objs = list(map(objects.__getitem__, ids))
            zone = (kind, zone_rel)
            before = zones_before.get(zone)
            # A zone whose objects are all the same objects as last time, and on the battlefield have the same
            # characteristics after layers, keeps its rows as a whole (the test below, object by object).
            now_chars = list(map(get_chars, ids)) if kind == BATTLEFIELD else None
            if before is not None and before[0] == objs and before[1] == now_chars:
                used.update(before[2])
                indices.extend(before[3])
                if before[4]:
                    linked.extend([(first + offset, refs) for offset, refs in before[4]])
                zones_now[zone] = before
                continue
            zone_used: dict[int, tuple[Any, ...]] = {}
            zone_indices: list[int] = []
            zone_links: list[tuple[int, Any]] = []
            for offset, (oid, o) in enumerate(zip(ids, objs, strict=True)):
                entry = get_entry(oid)
                # An object is the same object while it stays in its zone (400.7) and unchanged (see
                # RowCache); a permanent's row also needs the same characteristics after layers (entry[4],
                # None off the battlefield or when the row hides the card).
                if entry is None or entry[0] is not o or (entry[4] is not None and get_chars(oid) is not entry[4]):
                    entry = self._refresh(state, o, viewer, rel_of, entry, cache)
                zone_used[oid] = entry
                zone_indices.append(entry[2])
                if entry[3] is not None:
                    zone_links.append((offset, entry[3]))
                    linked.append((first + offset, entry[3]))
            used.update(zone_used)
            indices.extend(zone_indices)
            kept_chars = [e[4] for e in zone_used.values()] if kind == BATTLEFIELD else None
            zones_now[zone] = (objs, kept_chars, zone_used, zone_indices, zone_links)
        cache.zones = zones_now
        cache.keep(used)
        if order:
            k = len(order)
            offset = self._cards_offset
            block = vec[offset:offset + k * self._card_cols].reshape(k, self._card_cols)
            np.take(cache.rows, indices, axis=0, out=block)
            block[:, self._position_col] = positions
            entered = block[:, self._entered_col]
            entered[:] = entered == turn
            for i, (att, host, target) in linked:
                if att is not None:
                    block[i, self._att_col] = slots.get(att, -1) + 1
                if host is not None:
                    block[i, self._host_col] = slots.get(host, -1) + 1
                if target is not None:
                    block[i, self._target_col] = slots.get(target, -1) + 1

        # players
        violations: dict[int, int] = {}
        for v in state.format_data.get("violations", ()) or ():
            violations[v.seat] = violations.get(v.seat, 0) + 1
        controlled = [0] * n
        exiled = [0] * n
        for oid in state.zones.get((BATTLEFIELD, -1), ()):
            controlled[objects[oid].controller] += 1
        for oid in state.zones.get(("exile", -1), ()):
            exiled[objects[oid].owner] += 1
        rows: list[list[int]] = []
        count_of = counts.get
        for r in range(n):
            seat = (viewer + r) % n
            p = state.players[seat]
            life = LIFE_CAP if infinite_life(state, seat) else max(-LIFE_CAP, min(LIFE_CAP, p.life))
            zone_counts = [count_of(key, 0) for key in self._player_zones[seat]]
            zone_counts[3] += controlled[seat]
            zone_counts[4] += exiled[seat]
            amounts = p.pool.amounts
            pool = [int(amounts.get(c, 0)) for c in self._pool_colors] if amounts else self._no_mana
            pcounters = self._no_player_counters
            if p.counters:
                pcounters = [0] * (len(vocab.PLAYER_COUNTERS) + 1)
                for name, amount in p.counters.items():
                    j = self._pc.get(name)
                    pcounters[j if j is not None else -1] += int(amount)
            rows.append([1, int(p.in_game), int(p.lost), life, p.poison, *zone_counts, p.lands_played, *pool,
                         *pcounters, int(seat == state.active), int(seat == state.priority), violations.get(seat, 0)])
        players = self._players_section
        vec[players[0]:players[1]] = np.array(rows, dtype=np.int32).ravel()

        # game
        game_at = self.layout.sections["game"].offset
        shared = sum(c for (k, s), c in counts.items() if s < 0 and k not in (BATTLEFIELD, STACK))
        if self.castle:
            from kitchentable.formats import castle

            record = castle.attack_record(state)
            fa, fb = (0, 0) if record is None else (int(record.column or 0), int(bool(record.breach)))
        else:
            fa, fb = self._format_scalars(state, viewer)

        def rel(seat: int | None) -> int:
            return 0 if seat is None or seat < 0 else rel_of[seat]

        vec[game_at:game_at + len(GAME_COLUMNS)] = [self._formats.get(state.format, 0), n, turn, self._steps.get(state.step, 0), rel(state.active),
            rel(state.priority), *decision[:2], decision[2], decision[3], decision[4], decision[5],
            counts.get((STACK, -1), 0), shared, fa, fb, int(state.over), dropped, *match]
        if self.castle:
            self._encode_castle(state, viewer, vec, slots)
        # From here on, a change to any object this observation read makes a new object (copy on write,
        # `GameState.mut`), so the rows cached above stay true for exactly as long as their objects live.
        state._own = set()
        return vec, slots

    @staticmethod
    def _format_scalars(state: GameState, viewer: int) -> tuple[int, int]:
        fmt = state.format
        data = state.format_data
        if fmt == "judges-tower":
            return int(data.get("subgame", 1)), len(data.get("violations", ()) or ())
        if fmt == "vortex":
            return len(state.zones.get(("shoe", -1), ())), len(state.zones.get(("passed_pack", -1), ()))
        if fmt == "turnabout":
            from kitchentable.formats.turnabout.clock import find_clock

            clock = find_clock(state)
            doom = state.objects[clock].counters.get("doom", 0) if clock is not None else 0
            return int(doom), int(getattr(state.rules, "clock_turn", None) or 0)
        return 0, 0

    def _encode_castle(self, state: GameState, viewer: int, vec: np.ndarray, slots: dict[int, int]) -> None:
        """R-CA-1: every castle's spots, each cell as the format's own view shows it to the viewer (the
        Castle rule set's `observation` decides what a seat may know; its text is not needed here).

        The cells are kept per viewer while the castles' objects and the castle creatures on the battlefield
        are the same objects (see `RowCache`), the creatures with the same controller and name after layers
        (all a cell reads of them); only the slots of activated creatures are looked up again."""
        from kitchentable.formats import castle

        grid = self.layout.view(vec, "castle")
        n = len(state.players)
        objects = state.objects
        zones = state.zones
        layer_cache = state.cache
        key: list[Any] = [objects[oid] for seat in range(n) for oid in zones.get((castle.CASTLE, seat), ())]
        for oid in zones.get((BATTLEFIELD, -1), ()):
            o = objects[oid]
            if o.tags:
                found = layer_cache.get(oid)
                if found is None:
                    key = []  # characteristics not computed yet: encode afresh
                    break
                key.append(o)
                key.append((found.controller, found.name))
        cached = self._castle_cache.get(viewer)
        if key and cached is not None and cached[0] == key:
            cells, creatures = cached[1], cached[2]
        else:
            cells = np.zeros(grid.shape, dtype=np.int32)
            creatures = []
            for owner in range(n):
                r = (owner - viewer) % n
                for (column, row), oid in castle.grid(state, owner).items():
                    cell = castle._cell(state, oid, viewer)
                    spot = (row - 1) * castle.COLUMNS + column - 1
                    if cell.get("face_down"):
                        known = "name" in cell
                        cells[r, spot] = (2 if known else 1, self.card_ids.id(cell["name"]) if known else 0, 0)
                    else:
                        cells[r, spot] = (3, self.card_ids.id(cell["name"]), 0)
                        creatures.append((r, spot, cell.get("id", -1)))
            if key:
                self._castle_cache[viewer] = (key, cells, creatures)
        grid[:] = cells
        for r, spot, oid in creatures:
            grid[r, spot, 2] = slots.get(oid, -1) + 1
