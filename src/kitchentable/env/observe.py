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

from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain, compress, repeat
from operator import attrgetter, is_, is_not, itemgetter, ne
from struct import Struct
from typing import Any

import numpy as np

from kitchentable.api import visibility
from kitchentable.env import vocab
from kitchentable.rules.additional.faces import hidden_from
from kitchentable.rules.concepts.looking import LOOKERS, has_looked
from kitchentable.rules.continuous import hands_revealed, library_top
from kitchentable.rules.continuous.layers import chars, printed_static_sources
from kitchentable.rules.ruleset import RuleSet
from kitchentable.rules.state import (
    BATTLEFIELD,
    HAND,
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


_ROW_READS = attrgetter("card", "zone", "owner", "controller", "face_down", "revealed", "tags", "token", "counters",
                        "damage", "attacking", "attached_to", "stack", "blocking", "blocked", "entered_turn")
"""Every attribute of an object its row reads (`Encoder._row`, with `faces.hidden_from`), but `tapped`."""
_CHARS_READ = attrgetter("power", "toughness", "types", "colors", "keywords", "controller")
"""Every characteristic after layers a permanent's row reads."""
_CELL_READS = attrgetter("id", "card", "tags", "revealed", "owner", "zone")
"""Every attribute of a castle card its Castle cell reads (`formats.castle.grid` and `_cell`)."""
_TAGS = attrgetter("tags")
_CONTROLLER = attrgetter("controller")
_OWNER = attrgetter("owner")
_TAPPED_AT = 4 * CARD_COLUMNS.index("tapped")
_ONE = array("i", [1]).tobytes()
_ZERO = array("i", [0]).tobytes()


class _NoRecord:
    """Stands for the layer record of a permanent whose row reads none (its card hidden from the viewer, or
    not seen yet): its values equal no record's."""

    __slots__ = ("power", "toughness", "types", "colors", "keywords", "controller")

    def __init__(self) -> None:
        self.power = self.toughness = self.types = self.colors = self.keywords = self.controller = object()


_NO_RECORD = _NoRecord()


def _first(bucket: tuple[int, Any]) -> int:
    return bucket[0]


class ZonePlan:
    """Which zones one seat sees, in slot order (zone kinds in `ZONE_ORDER`, then the others in the state's
    order; a kind's zones by relative seat, the shared one first; the stack top first), the seats of the
    libraries hidden from it (whose top card an effect may show) and its hidden hands and libraries (`secret`:
    cards in them it has looked at, or a hand played revealed, are shown; see `Encoder._seen_hidden`). It depends only on the zones there are: a
    zone's hiddenness depends on the viewer and the zone (`api.visibility.zone_hidden`, with the format's
    own hidden zones, `RuleSet.hidden_zone_kinds`, which every format answers from the zone and the viewer
    alone), so the plan is kept while the state has the same zones."""

    __slots__ = ("keys", "visible", "visible_keys", "battlefield", "battlefield_at", "libraries", "shared",
                 "secret")

    def __init__(self, state: GameState, viewer: int) -> None:
        n = len(state.players)
        self.keys = tuple(state.zones)
        buckets: dict[str, list[tuple[int, tuple[str, int]]]] = {}
        self.libraries: list[int] = []
        self.secret: list[tuple[str, int]] = []
        for kind, seat in self.keys:
            if zone_hidden(state, viewer, kind, seat):
                if kind == LIBRARY:
                    self.libraries.append(seat)
                if kind in (HAND, LIBRARY):
                    self.secret.append((kind, seat))
                continue
            buckets.setdefault(kind, []).append(((seat - viewer) % n if seat >= 0 else -1, (kind, seat)))
        self.visible: list[tuple[tuple[str, int], bool]] = [
            (key, kind == STACK)
            for kind in (*ZONE_ORDER, *[k for k in buckets if k not in ZONE_ORDER]) if kind in buckets
            for _, key in sorted(buckets[kind], key=_first)]
        self.visible_keys = [key for key, _ in self.visible]
        self.battlefield = [key for key, _ in self.visible if key[0] == BATTLEFIELD]
        self.battlefield_at = [j for j, (key, _) in enumerate(self.visible) if key[0] == BATTLEFIELD]
        self.shared = [key for key in self.keys if key[1] < 0 and key[0] not in (BATTLEFIELD, STACK)]


class Scan:
    """What the zones' contents make of one seat's observation: the ids it may see in slot order, each one's
    slot and position within its zone, how many slots the battlefield fills (it comes first), and the sizes
    of zones (hidden ones included): each seat's (relative order, `PER_PLAYER_ZONES`), the shared zones'
    but the battlefield and the stack, and the stack's (`counts` gives every zone's).

    It is kept per seat and brought up to date by `refresh`, zone by zone: a zone the seat sees is copied
    again only when its contents differ from the copy kept of it (`seen`), and the slot order is joined
    again only when one did; a hidden zone (a library, another seat's hand) is only counted, so a draw or a
    shuffle there costs a count, not a scan. `order` and `slots` are new objects exactly when the slot order
    changed, which lets the encoder and the Castle cells know their slots are those of the last observation
    by identity; `positions` is the one array kept for the zones' sizes (`_positions`)."""

    __slots__ = ("plan", "viewer", "player_zones", "seen", "segments", "lens", "order", "slots", "positions",
                 "battlefield", "seat_counts", "shared", "stack", "seat_sizes", "shared_at", "stack_at")

    def __init__(self, state: GameState, viewer: int, plan: ZonePlan, player_zones: list[list[tuple[str, int]]]
                 ) -> None:
        self.plan = plan
        self.viewer = viewer
        self.player_zones = player_zones
        self.seen: list[list[int] | None] = [None] * len(plan.visible)
        self.segments: list[Sequence[int]] = [()] * len(plan.visible)
        self.lens: list[int] | None = None
        self.order: list[int] = []
        self.slots: dict[int, int] = {}
        self.positions = _positions(())
        self.battlefield = 0
        self.seat_counts: list[tuple[int, ...]] = []
        self.shared = 0
        self.stack = 0
        # where each size is in the list of every zone's size (the zones in `plan.keys` order, then a 0 for
        # the zones a state does not have)
        at = {key: j for j, key in enumerate(plan.keys)}
        none = len(plan.keys)
        n = len(state.players)
        self.seat_sizes = [itemgetter(*[at.get(key, none) for key in player_zones[(viewer + r) % n]])
                           for r in range(n)]
        self.shared_at = [at[key] for key in plan.shared]
        self.stack_at = at.get((STACK, -1), none)
        self.refresh(state)

    def refresh(self, state: GameState) -> bool:
        """Bring the scan up to date with the zones' contents; whether the slot order changed."""
        zones = state.zones
        lens = list(map(len, zones.values()))
        lens.append(0)
        if lens != self.lens:
            self.lens = lens
            self.seat_counts = [sizes(lens) for sizes in self.seat_sizes]
            self.shared = sum(map(lens.__getitem__, self.shared_at))
            self.stack = lens[self.stack_at]
        plan = self.plan
        current = list(map(zones.__getitem__, plan.visible_keys))
        seen = self.seen
        if current == seen:
            return False
        segments = self.segments
        for j in compress(range(len(current)), map(ne, current, seen)):
            ids = seen[j] = list(current[j])
            segments[j] = ids[::-1] if plan.visible[j][1] else ids
        order = self.order = list(chain.from_iterable(segments))
        # a loop storing each slot takes about two thirds of the time of dict(zip(order, range(...))), whose
        # pairs are tuples made and dropped one by one
        slots: dict[int, int] = {}
        for i, oid in enumerate(order):
            slots[oid] = i
        self.slots = slots
        sizes = tuple(map(len, segments))
        positions = _POSITIONS.get(sizes)
        self.positions = positions if positions is not None else _positions(segments)
        self.battlefield = sum(map(sizes.__getitem__, plan.battlefield_at))
        return True

    @staticmethod
    def counts(state: GameState) -> dict[tuple[str, int], int]:
        """The size of every zone, hidden ones included."""
        return {key: len(ids) for key, ids in state.zones.items()}


class _Packers(dict[int, Any]):
    """`struct.Struct` packers of n native int32s, made once per n: packing a list of ints this way is about
    twice as fast as `array("i", ints)`, which converts item by item."""

    def __missing__(self, n: int) -> Any:
        packer = self[n] = Struct(f"{n}i")
        return packer


PACKERS = _Packers()
_PACK_ROW = PACKERS[len(CARD_COLUMNS)].pack


class _PositionRuns(dict[int, bytes]):
    """The int32 bytes of 0, 1, ..., n-1 for each zone size n asked for, made once."""

    def __missing__(self, n: int) -> bytes:
        run = self[n] = array("i", range(n)).tobytes()
        return run


_POSITION_RUNS = _PositionRuns()
_POSITIONS: dict[tuple[int, ...], np.ndarray] = {}


def _positions(segments: Sequence[Sequence[int]]) -> np.ndarray:
    """Each slot's position within its zone (0 for the first shown), the zones' slots one after another: a
    function of the zones' sizes alone, so one read-only array is kept per tuple of sizes (the same sizes
    come back again and again in a game), and the encoder, which rewrites the position column only for a
    new array, skips it when the sizes are those of the last observation."""
    sizes = tuple(map(len, segments))
    found = _POSITIONS.get(sizes)
    if found is None:
        if len(_POSITIONS) > 4096:
            _POSITIONS.clear()
        found = _POSITIONS[sizes] = np.frombuffer(b"".join(map(_POSITION_RUNS.__getitem__, sizes)), dtype=np.int32)
    return found


class SeatMemory:
    """What the encoder keeps of one seat's observations between steps.

    Object rows (as the bytes of their int32 columns) are found by the Python object they encode (`rows`).
    The kernel changes an object only through `GameState.mut`, which copies it first unless the state already
    owns it; after each observation the encoder gives up the state's ownership (as `GameState.copy` does), so
    a later change makes a new object, and a row is never read for an object it does not describe. A
    permanent's row also reads its characteristics after layers (613), which other objects change: `used`
    holds the layer record each such row was made from, and a row is made again only when the record's values
    differ. A row's `entered_this_turn` is true for the turn it was made in (`turn`); when the turn changes,
    the rows of objects that entered in the old or the new turn go. `refs` holds, for the rows that name
    other objects (the object attacked, attached to, first targeted), those objects' kernel ids, which become
    slots per observation.

    The last observation is kept too, as the seat's own observation vector (`vector`, updated in place
    and copied out): the zones' `Scan`, the objects and layer records its cards section was made from
    (`objs`, `chars`) and the row bytes each slot holds (`written`). A step rewrites only the slots whose
    row changed (a row is a new bytes object exactly when it was made again), and one that changed no
    object and no characteristic leaves the cards section as it is."""

    __slots__ = ("rows", "used", "refs", "last", "shapes", "zones", "plan", "scan", "objs", "chars", "turn",
                 "vector", "raw", "ints", "seats_values", "positions", "written", "castle", "controllers", "entered")

    def __init__(self, size: int) -> None:
        self.rows: dict[GameObject, bytes] = {}
        self.last: dict[int, tuple[GameObject, tuple[Any, ...], Any, bytes, Any]] = {}
        self.shapes: dict[tuple[Any, ...], tuple[Any, bytes]] = {}
        self.used: dict[GameObject, Any] = {}
        self.refs: dict[GameObject, tuple[Any, Any, Any]] = {}
        self.zones: dict[Any, list[int]] | None = None
        self.plan: ZonePlan | None = None
        self.scan: Scan | None = None
        self.objs: list[GameObject] = []
        self.chars: list[Any] = []
        self.turn = -1
        self.vector = np.zeros(size, dtype=np.int32)
        self.raw = self.vector.data.cast("B")
        self.ints = self.vector.data
        self.seats_values: list[int] = []
        self.positions: np.ndarray | None = None
        self.written: list[bytes] = []
        self.castle: bytes | None = None
        self.controllers: list[int] = []
        self.entered: dict[int, list[GameObject]] = {}

    def new_turn(self, turn: int) -> None:
        """Drop the rows whose `entered_this_turn` the change of turn makes wrong: those of objects that
        entered in the old turn or the new one. Rows are made only while `turn` is the state's, so such
        objects are those `entered` lists (it holds every object given a row whose `entered_turn` was not
        before the turn then); when the turn goes back (a new game of a match), every row goes."""
        before = self.turn
        if turn < before:
            self.rows.clear()
            self.last.clear()
            self.used.clear()
            self.refs.clear()
            self.entered.clear()
        else:
            rows, last, entered = self.rows, self.last, self.entered
            for o in entered.pop(before, []) + entered.pop(turn, []):
                rows.pop(o, None)
                entry = last.get(o.id)
                if entry is not None and entry[0].entered_turn in (before, turn):
                    del last[o.id]
            for old in [t for t in entered if t < turn]:
                del entered[old]
        self.objs = []
        self.turn = turn

    def compact(self, objs: list[GameObject]) -> None:
        """Keep the rows of these objects (the last observation's) and drop every other."""
        rows, used, refs = self.rows, self.used, self.refs
        self.rows = {o: rows[o] for o in objs if o in rows}
        self.used = {o: used[o] for o in objs if o in used}
        self.refs = {o: refs[o] for o in objs if o in refs}
        last = self.last
        self.last = {o.id: last[o.id] for o in objs if o.id in last}


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
        self._memory: dict[int, SeatMemory] = {}
        self.dropped = 0
        """The objects the last `encode` left out (its game section's `objects_dropped`)."""
        self._rel = [[(s - v) % players + 1 for s in range(players)] for v in range(players)]
        self._seats = [[(v + r) % players for r in range(players)] for v in range(players)]
        self._cards_offset = self.layout.sections["cards"].offset
        self._bytes = bytes(4 * self.layout.size)
        # the game and players sections are written as one run of ints from the vector's start
        assert self.layout.sections["players"].offset == len(GAME_COLUMNS) == self.layout.sections["cards"].offset \
            - players * len(PLAYER_COLUMNS) and array("i").itemsize == 4
        section = self.layout.sections["players"]
        self._players_section = (section.offset, section.offset + section.size)
        self._player_zones = [[(kind, seat) for kind in PER_PLAYER_ZONES] for seat in range(players)]
        self._no_mana = [0] * (len(vocab.COLORS) + 1)
        self._castle_cache: dict[int, tuple[Any, Any, Any, np.ndarray, tuple[list[tuple[int, int]], list[int]],
                                            Any]] = {}
        if castle:
            grid_section = self.layout.sections["castle"]
            self._castle_at = (grid_section.offset, grid_section.offset + grid_section.size, grid_section.shape)
        self._bounds = self._make_bounds()
        self._tops_memo: tuple[Any, bool, bool] = (None, False, False)
        self._unbounded = [CARD_COLUMNS.index(c) for c in CARD_COLUMNS if c in (
            "power", "toughness", "damage", "mana_value", "stack_x", "blocking") or c.startswith("counter_")]
        self._unbounded_of = itemgetter(*self._unbounded)
        self._castle: Any = None
        self._castle_keys: list[tuple[str, int]] = []
        if castle:
            from kitchentable.formats import castle as castle_format

            self._castle = castle_format
            self._castle_keys = [(castle_format.CASTLE, seat) for seat in range(players)]

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
        plan = ZonePlan(state, viewer)
        scan = Scan(state, viewer, plan, self._player_zones)
        return scan.order + self._seen_hidden(state, viewer, plan)[0], Scan.counts(state)

    def _seen_hidden(self, state: GameState, viewer: int, plan: ZonePlan) -> tuple[list[int], list[int]]:
        """The cards of zones hidden from the viewer that it may see now (`api.visibility.sees_object`), with
        their positions: first the top cards of hidden libraries an effect shows it (`library_top.visible_to`,
        position 0), then, zone by zone in the state's order, the cards of hidden hands and libraries it has
        looked at (`concepts.looking`: "look at target player's hand", "the top card of target player's
        library"; position in a library counted from the top, 0 in a hand, whose order is not shown) and the
        cards of a hand played revealed (`continuous.hands_revealed`, position 0).

        Cheap when none applies: the abilities that show tops or hands are asked about only while one is
        printed on something in play (the printed static abilities are a list the layer system keeps while
        nothing could change it, so one identity check answers most steps), and hidden zones are searched
        for cards looked at only once the viewer has looked at something in this game (the seats the kernel
        records, `concepts.looking.LOOKERS`)."""
        printed = printed_static_sources(state)
        memo = self._tops_memo
        if memo[0] is not printed:
            kinds = {ab.kind for _, ab, _ in printed}
            memo = self._tops_memo = (printed, library_top.KIND in kinds, hands_revealed.KIND in kinds)
        looked = viewer in state.format_data.get(LOOKERS, ())
        if not (memo[1] or memo[2] or looked):
            return [], []
        shown: list[int] = []
        positions: list[int] = []
        if memo[1]:
            for seat in plan.libraries:
                top = library_top.visible_to(state, seat, viewer)
                if top is not None:
                    shown.append(top)
                    positions.append(0)
        if looked or memo[2]:
            zones, objects = state.zones, state.objects
            for key in plan.secret:
                ids = zones.get(key, ())
                if not ids:
                    continue
                library = key[0] == LIBRARY
                if not library and memo[2] and hands_revealed.hand_revealed(state, key[1]):
                    found: Any = range(len(ids))
                elif looked:
                    # a card looked at carries a tag (`concepts.looking`); most cards carry none
                    found = [j for j in compress(range(len(ids)), map(_TAGS, map(objects.__getitem__, ids)))
                             if has_looked(objects[ids[j]], viewer)]
                else:
                    continue
                top = len(ids) - 1
                for j in found:
                    oid = ids[j]
                    if library and j == top and shown and oid in shown:
                        continue  # shown already as the library's top
                    shown.append(oid)
                    positions.append(top - j if library else 0)
        return shown, positions

    # --- encoding --------------------------------------------------------------------------------------------------

    def _static_of(self, card: Any) -> tuple[int, int, int, int, int]:
        key = id(card)
        found = self._static.get(key)
        if found is None or found[0] is not card:
            found = (card, (self.card_ids.id(card.name), _mask(card.types, vocab.CARD_TYPES),
                            _mask(card.colors, vocab.COLORS), _keyword_mask(card.keywords), card.mana_value))
            self._static[key] = found
        return found[1]

    def _row(self, o: GameObject, viewer: int, rel_of: Sequence[int], c: Any, turn: int
             ) -> tuple[list[int], tuple[Any, Any, Any] | None]:
        """One object's row (`c`: its characteristics after layers, for a permanent whose card the viewer
        sees), with the columns that depend on the rest of the observation left raw: `position` 0,
        `entered_this_turn` the turn it entered (-2 when hidden), and the objects it attacks, is attached to
        and first targets given back as kernel ids (they become slots once every slot is known)."""
        kind, zseat = o.zone
        zone_rel = 0 if zseat < 0 else rel_of[zseat]
        if hidden_from(o, viewer):
            row = [1, self._zones.get(kind, 0), zone_rel, 0, 0, 0, rel_of[o.controller], 1, 0, int(o.tapped)]
            row.extend([0] * (self._card_cols - len(row)))
            return row, None
        card = o.card
        card_id, types, colors, keywords, mana_value = self._static_of(card)
        power = toughness = 0
        controller: int | None = o.controller
        if c is not None:
            power, toughness = c.power or 0, c.toughness or 0
            controller = c.controller
            c_types, c_colors, c_keywords = c.types, c.colors, c.keywords
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
               int(o.entered_turn == turn), types, colors, keywords, mana_value, stack_kind, stack_controller,
               stack_x, 0, target_player, int(o.revealed)]
        refs = (att_object, host_object, target_object)
        unbounded = self._unbounded_of(row)
        if max(unbounded) > VALUE_CAP or min(unbounded) < -VALUE_CAP:
            for j in self._unbounded:
                v = row[j]
                if not -VALUE_CAP <= v <= VALUE_CAP:
                    row[j] = VALUE_CAP if v > 0 else -VALUE_CAP
        return row, (refs if refs != (None, None, None) else None)

    def forget(self) -> None:
        """Drop every kept row and cell (a new game begins: nothing of the old one may reach the new)."""
        self._memory.clear()
        self._castle_cache.clear()

    def encode(self, state: GameState, viewer: int, decision: Sequence[int], out: np.ndarray | None = None,
               match: tuple[int, int] = (0, 0)) -> tuple[np.ndarray, dict[int, int]]:
        """The viewer's observation vector (a new array, or `out` filled) and the slot of every object it
        shows (for action features; the caller must not change it). `decision` is (kind id, decider rel+1,
        acting, page, pages, legal actions); `match` the game of a Turnabout match and the viewer's lead in
        match points.

        Incremental (see `SeatMemory`): each seat's vector is kept and updated in place, then copied out;
        only the zones whose contents changed are copied again (`Scan.refresh`), only the objects the last
        actions changed (and permanents whose characteristics after layers changed) are encoded again, only
        the slots whose rows changed are written, and a step that changed none leaves the cards section as
        it was."""
        mem = self._memory.get(viewer)
        if mem is None:
            mem = self._memory[viewer] = SeatMemory(self.layout.size)
        n = len(state.players)
        rel_of = self._rel[viewer] if n == self.players else [(s - viewer) % n + 1 for s in range(n)]
        zones = state.zones
        scan = mem.scan
        plan = mem.plan
        # a zone is never taken out of a state's dictionary, so the same dictionary with as many zones has
        # the same ones (a rewind or a clone brings another dictionary)
        if plan is None or scan is None or (zones is not mem.zones or len(zones) != len(plan.keys)) \
                and plan.keys != tuple(zones):
            plan = mem.plan = ZonePlan(state, viewer)
            scan = mem.scan = Scan(state, viewer, plan, self._player_zones)
        else:
            scan.refresh(state)
        mem.zones = zones
        order, slots, positions = scan.order, scan.slots, scan.positions
        if plan.secret:
            extra, extra_positions = self._seen_hidden(state, viewer, plan)
            if extra:
                order = order + extra
                positions = np.concatenate([positions, np.array(extra_positions, dtype=np.int32)])
                slots = dict(zip(order, range(len(order)), strict=True))
        k = len(order)
        dropped = self.dropped = 0
        if k > self.max_objects:
            dropped = self.dropped = k - self.max_objects
            k = self.max_objects
            order = order[:k]
            positions = positions[:k]
            slots = dict(zip(order, range(k), strict=True))
        turn = state.turn
        if turn != mem.turn:
            mem.new_turn(turn)
        objects = state.objects
        nb = min(scan.battlefield, k)
        objs = list(map(objects.__getitem__, order))
        now = list(map(state.cache.get, order[:nb])) if nb else []
        # layer records the kernel has not made again since its last change (found by truth value, in C:
        # `None in now` would call a record's dataclass __eq__ against None for every permanent)
        if not all(now):
            for i in compress(range(nb), map(is_, now, repeat(None))):
                now[i] = chars(state, order[i])
        # the same objects with the very same layer records (by identity: a record equal but remade is
        # compared, field by field, only for what a row reads, in `_cards`; a record's own __eq__ would
        # compare every ability it holds)
        chars_before = mem.chars
        same = objs == mem.objs and len(now) == len(chars_before) and all(map(is_, now, chars_before))
        permanents = objs[:nb] if nb == scan.battlefield else \
            list(map(objects.__getitem__, zones.get((BATTLEFIELD, -1), ())))

        # game and players, one run of ints from the vector's start
        active, priority = state.active, state.priority
        if self.castle:
            record = self._castle.attack_record(state)
            fa, fb = (0, 0) if record is None else (int(record.column or 0), int(bool(record.breach)))
        else:
            fa, fb = self._format_scalars(state, viewer)
        values = [self._formats.get(state.format, 0), n, turn, self._steps.get(state.step, 0),
                  0 if active is None or active < 0 else rel_of[active],
                  0 if priority is None or priority < 0 else rel_of[priority], *decision[:6],
                  scan.stack, scan.shared, fa, fb, int(state.over), dropped, *match]
        violations: dict[int, int] = {}
        for v in state.format_data.get("violations", ()) or ():
            violations[v.seat] = violations.get(v.seat, 0) + 1
        controllers = mem.controllers if same else list(map(_CONTROLLER, permanents))
        exile = zones.get(("exile", -1))
        exiled = list(map(_OWNER, map(objects.__getitem__, exile))) if exile else None
        players = state.players
        seat_counts = scan.seat_counts
        rules = state.rules
        # `infinite_life`'s question (119.1), asked only of a format that answers it itself
        infinite = rules.life_is_infinite if rules is not None and \
            type(rules).life_is_infinite is not RuleSet.life_is_infinite else None
        seats = self._seats[viewer] if n == self.players else [(viewer + r) % n for r in range(n)]
        for r in range(n):
            seat = seats[r]
            p = players[seat]
            life = p.life
            if not -LIFE_CAP <= life <= LIFE_CAP or infinite is not None and infinite(state, seat):
                life = LIFE_CAP if life > 0 or infinite is not None and infinite(state, seat) else -LIFE_CAP
            zone_counts: Sequence[int] = seat_counts[r]
            if controllers or exiled:
                counted = list(zone_counts)
                counted[3] += controllers.count(seat)
                if exiled:
                    counted[4] += exiled.count(seat)
                zone_counts = counted
            amounts = p.pool.amounts
            pool = list(map(amounts.get, self._pool_colors, self._no_mana)) if amounts else self._no_mana
            pcounters = self._no_player_counters
            if p.counters:
                pcounters = [0] * (len(vocab.PLAYER_COUNTERS) + 1)
                for name, amount in p.counters.items():
                    j = self._pc.get(name)
                    pcounters[j if j is not None else -1] += int(amount)
            values += (1, int(p.in_game), int(p.lost), life, p.poison, *zone_counts,
                       p.lands_played, *pool, *pcounters, int(seat == active), int(seat == priority),
                       violations.get(seat, 0))
        vec = mem.vector
        raw = mem.raw
        # the game section changes at every decision; the players section is written when it changed
        PACKERS[len(GAME_COLUMNS)].pack_into(raw, 0, *values[:len(GAME_COLUMNS)])
        seats_values = values[len(GAME_COLUMNS):]
        if seats_values != mem.seats_values:
            PACKERS[len(seats_values)].pack_into(raw, 4 * len(GAME_COLUMNS), *seats_values)
            mem.seats_values = seats_values

        # cards: the slots whose rows changed, then what depends on this observation
        if not same:
            self._write_cards(state, viewer, rel_of, mem, objs, order, now, nb, slots, positions)
            mem.objs = objs
            mem.chars = now
            mem.controllers = controllers
        if self.castle:
            castle = self._castle_bytes(state, viewer, slots, permanents, now if nb == scan.battlefield else None,
                                        same)
            if castle is not mem.castle:
                start = self._castle_at[0] * 4
                raw[start:start + len(castle)] = castle
                mem.castle = castle
        # From here on, a change to any object this observation read makes a new object (copy on write,
        # `GameState.mut`), so the rows kept above stay true for exactly as long as their objects live.
        state._own = set()
        if out is not None:
            out[:] = vec
            return out, slots
        return vec.copy(), slots

    def _write_cards(self, state: GameState, viewer: int, rel_of: Sequence[int], mem: SeatMemory,
                     objs: list[GameObject], order: list[int], now: list[Any], nb: int, slots: dict[int, int],
                     positions: np.ndarray) -> None:
        """The cards section brought up to date in the seat's vector: the rows of the slots whose row bytes
        are not those already there written (all of them at once when many are: a zone's cards moved up a
        slot), the slots left empty zeroed, then the columns that depend on the whole observation: position
        in zone (for every slot with numpy when the slot order changed, else only in the rows just written),
        the slots an object attacks, is attached to or targets (one int each, through `SeatMemory.ints`)."""
        got = self._cards(state, viewer, rel_of, mem, objs, order, now, nb)
        k = len(got)
        raw = mem.raw
        cols = self._card_cols
        width = cols * 4
        base = self._cards_offset * 4
        written = mem.written
        before = len(written)
        changed = list(compress(range(k), map(is_not, got, written)))
        if k > before:
            changed.extend(range(before, k))
        bulk = len(changed) > 8
        if bulk:
            first = changed[0]
            raw[base + first * width:base + k * width] = b"".join(got[first:])
        else:
            for i in changed:
                at = base + i * width
                raw[at:at + width] = got[i]
        if before > k:
            raw[base + k * width:base + before * width] = bytes((before - k) * width)
        mem.written = got
        ints = mem.ints
        start = self._cards_offset
        if bulk or positions is not mem.positions:
            block = mem.vector[start:start + k * cols].reshape(k, cols)
            block[:, self._position_col] = positions
            mem.positions = positions
        elif changed:
            at = start + self._position_col
            for i in changed:
                ints[at + i * cols] = int(positions[i])
        refs = mem.refs
        if refs:
            # the kept links of the objects shown (the smaller of the two looked through)
            if len(refs) > k:
                linked: Any = refs.keys() & set(objs)
            else:
                linked = [o for o in refs if slots.get(o.id, k) < k and objs[slots[o.id]] is o]
            for o in linked:
                at = start + slots[o.id] * cols
                att, host, target = refs[o]
                if att is not None:
                    ints[at + self._att_col] = slots.get(att, -1) + 1
                if host is not None:
                    ints[at + self._host_col] = slots.get(host, -1) + 1
                if target is not None:
                    ints[at + self._target_col] = slots.get(target, -1) + 1

    def _cards(self, state: GameState, viewer: int, rel_of: Sequence[int], mem: SeatMemory,
               objs: list[GameObject], order: list[int], now: list[Any], nb: int) -> list[bytes]:
        """The cards section's rows in slot order: kept rows, and new ones for new or changed objects."""
        rows, used = mem.rows, mem.used
        got = list(map(rows.get, objs))
        if nb:
            # `now` holds every permanent's layer record; a kept row is made again where the values it
            # reads of them differ from those it was made from. Most records are the very ones the rows
            # were made from (the kernel keeps them until a change could alter them): only the others are
            # compared (found for all permanents at once, in C).
            was = list(map(used.get, objs[:nb], repeat(_NO_RECORD)))
            for i in compress(range(nb), map(is_not, now, was)):
                o, c, w = objs[i], now[i], was[i]
                if got[i] is not None and w is not _NO_RECORD and _CHARS_READ(c) != _CHARS_READ(w):
                    # else new, or a row hiding the card
                    got[i] = None  # made again below, from this record
                used[o] = c
        if None in got:
            self._new_rows(state, viewer, rel_of, mem, objs, order, now, nb, got)
            if len(rows) > 2 * len(objs) + 64:
                mem.compact(objs)
        return got  # type: ignore[return-value]

    def _new_rows(self, state: GameState, viewer: int, rel_of: Sequence[int], mem: SeatMemory,
                  objs: list[GameObject], order: list[int], now: list[Any], nb: int, got: list[Any]) -> None:
        """The rows of the objects not seen before (the slots of `got` holding None), kept by object: the
        row of the object each replaced (the same id, changed through `GameState.mut`) when it differs in
        nothing the row reads but whether it is tapped (the most common change: mana, attacks, untapping);
        for an object with no counters, links or stack record, the row of any object alike in all the row
        reads (`shapes`: copies of a card, basic lands); else a row made afresh. One call for all of a
        step's new objects (two or three in most steps), with the memory's dictionaries looked up once."""
        rows, used, last, shapes, refs, entered = mem.rows, mem.used, mem.last, mem.shapes, mem.refs, mem.entered
        turn, since = state.turn, mem.turn
        for i in compress(range(len(got)), map(is_, got, repeat(None))):
            o = objs[i]
            c = None
            if i < nb and not (o.face_down and hidden_from(o, viewer)):
                c = now[i] if now[i] is not None else chars(state, order[i])
            reads = _ROW_READS(o)
            chars_read = None if c is None else _CHARS_READ(c)
            if o.zone[0] == BATTLEFIELD:
                used[o] = c if c is not None else _NO_RECORD
            before = last.get(o.id)
            if before is not None and before[1] == reads and before[2] == chars_read:
                row = before[3]
                if before[0].tapped != o.tapped:
                    row = row[:_TAPPED_AT] + (_ONE if o.tapped else _ZERO) + row[_TAPPED_AT + 4:]
                link = before[4]
            elif not o.counters and o.stack is None and o.attacking is None and o.attached_to is None \
                    and not o.blocking:
                # a plain object: its row is a function of these, whichever object it is
                card = o.card
                shape = (id(card), o.zone, o.owner, o.controller, o.face_down, o.revealed, o.tags, o.token,
                         o.tapped, o.damage, o.blocked, o.entered_turn == turn, chars_read)
                found = shapes.get(shape)
                if found is not None and found[0] is card:
                    row = found[1]
                else:
                    values, _ = self._row(o, viewer, rel_of, c, turn)
                    row = _PACK_ROW(*values)
                    if len(shapes) > 4096:
                        shapes.clear()
                    shapes[shape] = (card, row)
                link = None
            else:
                values, link = self._row(o, viewer, rel_of, c, turn)
                row = _PACK_ROW(*values)
            if link is not None:
                refs[o] = link
            last[o.id] = (o, reads, chars_read, row, link)
            if o.entered_turn >= since:
                entered.setdefault(o.entered_turn, []).append(o)
            got[i] = rows[o] = row

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

    def _castle_bytes(self, state: GameState, viewer: int, slots: dict[int, int], permanents: list[GameObject],
                      records: list[Any] | None, same: bool = False) -> bytes:
        """R-CA-1: every castle's spots (the castle section's int32 bytes), each cell as the format's own view
        shows it to the viewer (the Castle rule set's `observation` decides what a seat may know; its text is
        not needed here).

        The cells are kept per viewer while the castles' objects are the same objects (see `SeatMemory`), or
        copies alike in all a cell reads of them, and the castle creatures on the battlefield (`permanents`
        with tags; `records` their layer records when the caller has made them) the same ids with the same
        tags (their spots) and the same controller and name after layers (all a cell reads of them). The
        finished bytes are reused while the slots are those of the last observation (the same `Scan`), or
        the activated creatures' slots are the same ones (looked up in C; most steps move no castle
        creature); else only those slots are written into a copy of the cells. The castles' cards are
        compared as one list, castle after castle (an object is in one zone, which its cell reads, so the
        one list stands for the castles). `same`: the permanents and their records are those of the
        viewer's last observation, whose creatures are kept."""
        castle = self._castle
        n = len(state.players)
        objects = state.objects
        keys = self._castle_keys if n == self.players else [(castle.CASTLE, seat) for seat in range(n)]
        cards = list(map(objects.__getitem__, chain.from_iterable(map(state.zones.get, keys, repeat(())))))
        cached = self._castle_cache.get(viewer)
        if same and records is not None and cached is not None:
            # the very permanents and layer records this viewer's last observation read (`same` in `encode`)
            tagged = cached[1]
        elif records is not None:  # the permanents' layer records, made already
            tagged = [(o.id, o.tags, c.controller, c.name)
                      for o, c in compress(zip(permanents, records, strict=True), map(_TAGS, permanents))]
        else:
            tagged = [(o.id, o.tags, c.controller, c.name) for o in filter(_TAGS, permanents)
                      for c in (chars(state, o.id),)]
        content = None
        if cached is not None and cached[1] == tagged and (cached[0] == cards or cached[2] == (
                content := list(map(_CELL_READS, cards)))):
            # the same castle cards, or new objects (copy on write) alike in all a cell reads of them
            cells, creatures, finished = cached[3], cached[4], cached[5]
            if finished[0] is not slots:
                spots = tuple(map(slots.get, creatures[1], repeat(-1))) if creatures[1] else ()
                if spots == finished[1]:
                    finished = (slots, spots, finished[2])
            if content is not None or finished is not cached[5]:
                self._castle_cache[viewer] = (cards, tagged, cached[2] if content is None else content, cells,
                                              creatures, finished)
            if finished[0] is slots:
                return finished[2]  # type: ignore[no-any-return]
        else:
            cells = np.zeros(self._castle_at[2], dtype=np.int32)
            where: list[tuple[int, int]] = []
            ids: list[int] = []
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
                        where.append((r, spot))
                        ids.append(cell.get("id", -1))
            creatures = (where, ids)
            content = list(map(_CELL_READS, cards))
        grid = cells.copy() if creatures[1] else cells
        spots = tuple(map(slots.get, creatures[1], repeat(-1)))
        for (r, spot), at in zip(creatures[0], spots, strict=True):
            grid[r, spot, 2] = at + 1
        finished = (slots, spots, grid.tobytes())
        if content is None:
            assert cached is not None
            content = cached[2]
        self._castle_cache[viewer] = (cards, tagged, content, cells, creatures, finished)
        return finished[2]

