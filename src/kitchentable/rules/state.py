"""The game state: players, objects and zones (rules 100-122, 400-408).

Performance shapes this module. `GameState.copy()` is what search agents, undo and the 601.2 rewind call,
so it must be cheap: card definitions are shared and immutable, and game objects are copied on write
(`obj()` reads, `mut()` clones an object the first time this state changes it after a copy). Zones are small
lists copied whole.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, NamedTuple

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.compiled import mypyc_attr
from kitchentable.rules.concepts.mana import ManaPool

# Zone kinds (400.1). Per-player zones are keyed (kind, player); shared ones (kind, -1).
LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND = (
    "library", "hand", "battlefield", "graveyard", "stack", "exile", "command",
)
# 400.11, 100.4: cards a player owns outside the game (their sideboard), which some effects bring in (wishes).
# Hidden from the other players; its owner may look at it.
OUTSIDE = "outside"
# 407: the ante zone, shared; only played with when the game option "play_for_ante" is on.
ANTE = "ante"
HIDDEN_ZONES = frozenset({LIBRARY, HAND, OUTSIDE})
OWNER_VISIBLE_ZONES = frozenset({HAND, OUTSIDE})
LAYER_ZONES = frozenset({BATTLEFIELD, COMMAND})
_PER_CHANGE = frozenset({"layers", "sba_clean"})  # cached facts any change to an object can alter
_PER_CHANGE_KEEPING_LAYERS = ("sba_clean",)
COST_CANDIDATES = "cost_candidates"
"""The cache's key for the permanents a cost may pick, per description that reads only characteristics and control
(`casting.payment._yours_matching`). A change to one object keeps it: the object is added to its list under
`CHANGED_SINCE`, and an answer made before is asked again for the objects changed since (`GameState.forget`)."""
CHANGED_SINCE = "changed"
# Cached facts read from the static abilities in play that are not checked against the list they came from.
_FROM_STATICS = ("printed_statics", "replacement_count", "replicate_grants")
LAYER_KINDS: set[str] = set()  # the static ability kinds the layer system applies (filled by continuous/layers.py)
SHARED = -1

ZoneKey = tuple[str, int]

_BATTLEFIELD_KEY: ZoneKey = (BATTLEFIELD, SHARED)
_STACK_KEY: ZoneKey = (STACK, SHARED)


@dataclass(frozen=True, slots=True)
class StackInfo:
    """What a spell or ability on the stack carries (601.2, 602.2): choices locked in while casting."""

    kind: str  # "spell" | "activated" | "triggered"
    controller: int
    source: int  # object id of the source (the card itself for a spell)
    ability_index: int = -1  # which ability of the source (activated/triggered); -1 for a spell
    x: int = 0
    modes: tuple[int, ...] = (0,)
    targets: tuple[tuple[Any, ...], ...] = ()  # per target group: object ids or ("player", seat)
    division: tuple[int, ...] = ()
    kicked: bool = False
    alternative: int = -1
    flashback: bool = False
    event: tuple[Any, ...] = ()  # trigger event data (603.2)
    copy: bool = False
    source_lki: Any = None  # characteristics of the source when the ability was put on the stack
    colors_spent: frozenset[str] = frozenset()  # sunburst (702.44a): colors of mana spent to cast it
    paid: tuple[tuple[str, int, Any], ...] = ()  # 601.2h, 608.2h: (kind, id, last known information) of the
    # objects sacrificed, discarded, exiled, tapped or returned to pay its cost ("the sacrificed creature's power")

    def __init__(
        self, kind: str, controller: int, source: int, ability_index: int = -1, x: int = 0,
        modes: tuple[int, ...] = (0,), targets: tuple[tuple[Any, ...], ...] = (),
        division: tuple[int, ...] = (), kicked: bool = False, alternative: int = -1, flashback: bool = False,
        event: tuple[Any, ...] = (), copy: bool = False, source_lki: Any = None,
        colors_spent: frozenset[str] = frozenset(), paid: tuple[tuple[str, int, Any], ...] = ()
    ) -> None:
        """The dataclass's own `__init__`, written out so that mypyc compiles it (see `rules.records`)."""
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "ability_index", ability_index)
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "modes", modes)
        object.__setattr__(self, "targets", targets)
        object.__setattr__(self, "division", division)
        object.__setattr__(self, "kicked", kicked)
        object.__setattr__(self, "alternative", alternative)
        object.__setattr__(self, "flashback", flashback)
        object.__setattr__(self, "event", event)
        object.__setattr__(self, "copy", copy)
        object.__setattr__(self, "source_lki", source_lki)
        object.__setattr__(self, "colors_spent", colors_spent)
        object.__setattr__(self, "paid", paid)


@mypyc_attr(allow_interpreted_subclasses=True)  # its clones are made with __new__ (see compiled.py)
class GameObject:
    """A card, token, copy, emblem or stack object in one zone (109.1). A zone change makes a new object
    (400.7), so every per-object fact here lasts only while it stays in its zone."""

    __slots__ = (
        "id", "card", "owner", "controller", "zone", "tapped", "counters", "damage", "deathtouch_hit",
        "attached_to", "face_down", "token", "timestamp", "entered_turn", "controlled_since", "stack",
        "attacking", "blocking", "blocked", "regen_shields", "phased_out", "revealed", "attack_target",
        "memory", "emblem", "tags",
    )

    def __init__(self, oid: int, card: CardDef, owner: int, zone: ZoneKey, timestamp: int) -> None:
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.tapped = False
        self.counters: dict[str, int] = {}
        self.damage = 0
        self.deathtouch_hit = False
        self.attached_to: int | tuple[str, int] | None = None  # a permanent, or ("player", seat) (303.4)
        self.face_down = False
        self.token = card.is_token
        self.timestamp = timestamp
        self.entered_turn = -1
        self.controlled_since = -1
        self.stack: StackInfo | None = None
        self.attacking: Any = None  # what it attacks: ("player", seat) or planeswalker id
        self.blocking: tuple[int, ...] = ()
        self.blocked = False
        self.regen_shields = 0
        self.phased_out = False
        self.revealed = False
        self.attack_target: Any = None
        self.memory: tuple[Any, ...] = ()
        self.emblem = False
        self.tags: frozenset[str] = frozenset()

    def clone(self) -> GameObject:
        """A copy for copy-on-write (`GameState.mut`): every slot written out, which is several times
        faster than a loop over `__slots__` with getattr and setattr (this runs for nearly every change)."""
        twin = GameObject.__new__(GameObject)
        twin.id = self.id
        twin.card = self.card
        twin.owner = self.owner
        twin.controller = self.controller
        twin.zone = self.zone
        twin.tapped = self.tapped
        twin.counters = dict(self.counters)
        twin.damage = self.damage
        twin.deathtouch_hit = self.deathtouch_hit
        twin.attached_to = self.attached_to
        twin.face_down = self.face_down
        twin.token = self.token
        twin.timestamp = self.timestamp
        twin.entered_turn = self.entered_turn
        twin.controlled_since = self.controlled_since
        twin.stack = self.stack
        twin.attacking = self.attacking
        twin.blocking = self.blocking
        twin.blocked = self.blocked
        twin.regen_shields = self.regen_shields
        twin.phased_out = self.phased_out
        twin.revealed = self.revealed
        twin.attack_target = self.attack_target
        twin.memory = self.memory
        twin.emblem = self.emblem
        twin.tags = self.tags
        return twin

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.id} {self.zone[0]}>"


@mypyc_attr(allow_interpreted_subclasses=True)  # its clones are made with __new__ (see compiled.py)
class Player:
    """A player (102): life, poison, mana pool and per-turn facts."""

    __slots__ = (
        "seat", "name", "life", "poison", "pool", "lost", "won", "left", "lands_played", "land_drops",
        "drew_from_empty", "max_hand_size", "conceded", "spells_cast", "mulligans", "kept",
        "life_lost_this_turn", "counters", "loss_reason", "turn_began", "previous_turn_began",
    )

    def __init__(self, seat: int, name: str, life: int) -> None:
        self.seat = seat
        self.name = name
        self.life = life
        self.poison = 0
        self.pool = ManaPool()
        self.lost = False
        self.won = False
        self.left = False
        self.lands_played = 0
        self.land_drops = 1
        self.drew_from_empty = False
        self.max_hand_size: int | None = 7
        self.conceded = False
        self.spells_cast = 0
        self.mulligans = 0
        self.kept = False
        self.life_lost_this_turn = 0
        self.counters: dict[str, int] = {}
        self.loss_reason = ""
        self.turn_began = 0  # the turn number when this player's most recent turn began (302.6)
        self.previous_turn_began = -1  # and when the one before it began (echo, 702.30a); -1: none yet

    def clone(self) -> Player:
        """A copy for `GameState.copy`, its mutable parts (pool, counters) copied. Every slot is written
        out: faster than a loop over `__slots__`, which a class compiled with mypyc does not have."""
        twin = Player.__new__(Player)
        twin.seat = self.seat
        twin.name = self.name
        twin.life = self.life
        twin.poison = self.poison
        twin.lost = self.lost
        twin.won = self.won
        twin.left = self.left
        twin.lands_played = self.lands_played
        twin.land_drops = self.land_drops
        twin.drew_from_empty = self.drew_from_empty
        twin.max_hand_size = self.max_hand_size
        twin.conceded = self.conceded
        twin.spells_cast = self.spells_cast
        twin.mulligans = self.mulligans
        twin.kept = self.kept
        twin.life_lost_this_turn = self.life_lost_this_turn
        twin.loss_reason = self.loss_reason
        twin.turn_began = self.turn_began
        twin.previous_turn_began = self.previous_turn_began
        twin.pool = self.pool.copy()
        twin.counters = dict(self.counters)
        return twin

    @property
    def in_game(self) -> bool:
        return not (self.lost or self.left or self.won)


class LogEvent(NamedTuple):
    """One line of the game log: what happened and the rule that made it happen. `text` is built lazily
    by `rules.log_text` so simulations that never read the log never pay for formatting. A named tuple:
    the engine writes one for nearly every step, and tuples are the cheapest immutable record to build."""

    rule: str
    kind: str
    data: tuple[Any, ...] = ()


@mypyc_attr(allow_interpreted_subclasses=True)  # its clones are made with __new__ (see compiled.py)
class EventLog:
    """The game log as a persistent list: copies share every earlier event, so a copy costs O(1) and a
    game's undo history does not copy the log again and again. Events are read oldest first.

    The chain holds plain (rule, kind, data) tuples, written by `GameState.log_event` straight into `_head`
    (the engine logs for nearly every step, and a game is read far less often than it is written); reading
    gives each one as a `LogEvent`."""

    __slots__ = ("_head", "_len")

    def __init__(self) -> None:
        self._head: tuple[tuple[Any, ...], Any] | None = None
        self._len = 0

    def copy(self) -> EventLog:
        twin = EventLog.__new__(EventLog)
        twin._head = self._head
        twin._len = self._len
        return twin

    def append(self, event: LogEvent) -> None:
        self._head = (event, self._head)
        self._len += 1

    def pop(self) -> LogEvent:
        if self._head is None:
            raise IndexError("pop from an empty log")
        event, self._head = self._head
        self._len -= 1
        return tuple.__new__(LogEvent, event)

    def __len__(self) -> int:
        return self._len

    def _newest_first(self, count: int) -> list[LogEvent]:
        out: list[LogEvent] = []
        node = self._head
        while node is not None and len(out) < count:
            out.append(tuple.__new__(LogEvent, node[0]))
            node = node[1]
        return out

    def __iter__(self) -> Iterator[LogEvent]:
        return iter(list(reversed(self._newest_first(self._len))))

    def newest(self) -> Iterator[LogEvent]:
        """The events newest first, read lazily (an effect looking back at what its resolution just did)."""
        node = self._head
        while node is not None:
            yield tuple.__new__(LogEvent, node[0])
            node = node[1]

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            start, stop, step = index.indices(self._len)
            tail = list(reversed(self._newest_first(self._len - start)))
            return tail[: stop - start : step] if stop > start else []
        i = index + self._len if index < 0 else index
        if not 0 <= i < self._len:
            raise IndexError("log index out of range")
        return self._newest_first(self._len - i)[-1]


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending choice (the engine stops until someone answers it).

    `options` is the complete list of legal answers (plain tuples); `resume` names the handler that
    continues the game with the answer, and `data` is what that handler needs to continue. `notice` tells
    the deciding player why they are asked again, outside the log: after a 601.2 rewind (R-C-2 leaves no log
    event) it is ("rewound", rule, why, the action that began the announcement, its total cost or "").
    """

    player: int
    kind: str
    options: tuple[tuple[Any, ...], ...]
    resume: str
    data: tuple[Any, ...] = ()
    prompt: str = ""
    rule: str = ""
    notice: tuple[Any, ...] = ()

    def __init__(
        self, player: int, kind: str, options: tuple[tuple[Any, ...], ...], resume: str,
        data: tuple[Any, ...] = (), prompt: str = "", rule: str = "", notice: tuple[Any, ...] = ()
    ) -> None:
        """The dataclass's own `__init__`, written out so that mypyc compiles it (see `rules.records`)."""
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "resume", resume)
        object.__setattr__(self, "data", data)
        object.__setattr__(self, "prompt", prompt)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "notice", notice)


@mypyc_attr(allow_interpreted_subclasses=True)  # its clones are made with __new__ (see compiled.py)
class GameState:
    """Everything that makes up one moment of a game. No behaviour beyond bookkeeping lives here."""

    __slots__ = (
        "players", "objects", "zones", "_own", "next_id", "timestamp", "turn", "active", "starting_player",
        "phase", "step", "priority", "passes", "frames", "decision", "log", "continuous",
        "pending_triggers", "over", "winners", "format", "options", "combat", "turn_facts", "cache",
        "cast_snapshot", "contexts", "next_ctx", "extra_turns", "rules", "delayed",
        "decisions_taken", "loop_guard", "lki", "_rng", "_rng_shared", "format_data", "scans",
    )

    def __init__(self) -> None:
        if not _KERNEL_LOADED:
            _load_kernel()
        self.players: list[Player] = []
        self.objects: dict[int, GameObject] = {}
        self.zones: dict[ZoneKey, list[int]] = {}
        self._own: set[int] = set()
        self.next_id = 1
        self.timestamp = 0
        self.turn = 0
        self.active = 0
        self.starting_player = 0
        self.phase = "beginning"
        self.step = "setup"
        self.priority: int | None = None
        self.passes = 0
        self.frames: list[tuple[Any, ...]] = []
        self.decision: Decision | None = None
        self._rng = random.Random(0)
        self._rng_shared = False
        self.log = EventLog()
        self.continuous: list[Any] = []  # ContinuousEffect records from resolved effects (611.2)
        self.pending_triggers: list[Any] = []
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.format = "duel"
        self.options: dict[str, Any] = {}
        self.combat: Any = None
        self.turn_facts: dict[Any, Any] = {}
        self.cache: dict[Any, Any] = {}
        self.cast_snapshot: list[GameState] = []
        self.contexts: dict[int, Any] = {}
        self.next_ctx = 1
        self.extra_turns: list[int] = []
        self.rules: Any = None  # the format's rule set (formats.base.RuleSet)
        self.delayed: list[Any] = []
        self.decisions_taken = 0
        self.loop_guard: dict[Any, int] = {}
        self.lki: dict[int, Any] = {}  # last known information of objects that left their zone (113.7a)
        self.format_data: dict[Any, Any] = {}  # a format's own facts (points, limits) and the
        # lookers of `concepts.looking`; values immutable
        # Results of scans over a zone's exact contents (cards with flashback in a graveyard), kept across
        # cache clears because an object's card never changes while it stays in one zone; not copied.
        self.scans: dict[Any, Any] = {}

    # --- copying -------------------------------------------------------------------------------------

    def copy(self) -> GameState:
        """A copy sharing every unchanged object with this state (copy on write, both ways)."""
        twin = GameState.__new__(GameState)
        twin.players = [p.clone() for p in self.players]
        twin.objects = dict(self.objects)
        twin.zones = {k: list(v) for k, v in self.zones.items()}
        twin._own = set()
        self._own = set()
        twin.next_id = self.next_id
        twin.timestamp = self.timestamp
        twin.turn = self.turn
        twin.active = self.active
        twin.starting_player = self.starting_player
        twin.phase = self.phase
        twin.step = self.step
        twin.priority = self.priority
        twin.passes = self.passes
        twin.frames = list(self.frames)
        twin.decision = self.decision
        twin._rng = self._rng
        twin._rng_shared = True
        self._rng_shared = True
        twin.log = self.log.copy()
        twin.continuous = list(self.continuous)
        twin.pending_triggers = list(self.pending_triggers)
        twin.over = self.over
        twin.winners = self.winners
        twin.format = self.format
        twin.options = self.options
        twin.combat = self.combat
        twin.turn_facts = dict(self.turn_facts)
        twin.cache = {}
        twin.cast_snapshot = list(self.cast_snapshot)
        twin.contexts = dict(self.contexts)
        twin.next_ctx = self.next_ctx
        twin.extra_turns = list(self.extra_turns)
        twin.rules = self.rules
        twin.delayed = list(self.delayed)
        twin.decisions_taken = self.decisions_taken
        twin.loop_guard = dict(self.loop_guard)
        twin.lki = dict(self.lki)
        twin.format_data = dict(self.format_data)
        twin.scans = {}
        return twin

    @property
    def rng(self) -> random.Random:
        """The game's seeded generator, cloned on first use after a copy so copies stay independent."""
        if self._rng_shared:
            twin = random.Random.__new__(random.Random)
            twin.setstate(self._rng.getstate())
            self._rng = twin
            self._rng_shared = False
        return self._rng

    def restore(self, other: GameState) -> None:
        """Become `other`, a copy saved earlier (the 601.2 rewind, a 616.1 retry), which the caller gives
        up. Its objects are shared copy-on-write, so this state owns none of them until it changes one.
        Every slot but `_own` is written out (a class compiled with mypyc has no `__slots__` to loop over)."""
        self.players = other.players
        self.objects = other.objects
        self.zones = other.zones
        self.next_id = other.next_id
        self.timestamp = other.timestamp
        self.turn = other.turn
        self.active = other.active
        self.starting_player = other.starting_player
        self.phase = other.phase
        self.step = other.step
        self.priority = other.priority
        self.passes = other.passes
        self.frames = other.frames
        self.decision = other.decision
        self.log = other.log
        self.continuous = other.continuous
        self.pending_triggers = other.pending_triggers
        self.over = other.over
        self.winners = other.winners
        self.format = other.format
        self.options = other.options
        self.combat = other.combat
        self.turn_facts = other.turn_facts
        self.cache = other.cache
        self.cast_snapshot = other.cast_snapshot
        self.contexts = other.contexts
        self.next_ctx = other.next_ctx
        self.extra_turns = other.extra_turns
        self.rules = other.rules
        self.delayed = other.delayed
        self.decisions_taken = other.decisions_taken
        self.loop_guard = other.loop_guard
        self.lki = other.lki
        self._rng = other._rng
        self._rng_shared = other._rng_shared
        self.format_data = other.format_data
        self.scans = other.scans
        self._own = set()
        other._own = set()

    # --- objects -------------------------------------------------------------------------------------

    def obj(self, oid: int) -> GameObject:
        return self.objects[oid]

    def mut(self, oid: int, characteristics: bool = True) -> GameObject:
        """The object, made private to this state before it is changed. Pass `characteristics=False` for
        changes no characteristic depends on (tapping, marked damage) to keep the layer cache."""
        if oid not in self._own:
            self.objects[oid] = self.objects[oid].clone()
            self._own.add(oid)
        if characteristics:
            self.forget(self.objects[oid].card, oid)
        return self.objects[oid]

    def new_object(self, card: CardDef, owner: int, zone: ZoneKey, top: bool = True) -> GameObject:
        oid = self.next_id
        self.next_id += 1
        self.timestamp += 1
        created = GameObject(oid, card, owner, zone, self.timestamp)
        self.objects[oid] = created
        self._own.add(oid)
        self.zones.setdefault(zone, []).append(oid) if top else self.zones.setdefault(zone, []).insert(0, oid)
        self.zone_changed(zone[0], card, oid)
        return created

    def remove_object(self, oid: int) -> None:
        """The object leaves the game without going to another zone (a format taking a card out of the game;
        a token ceasing to exist, 704.5d): it leaves its zone's list and the objects, and what its zone's
        contents could alter is forgotten by the cache's own rule (`zone_changed`)."""
        o = self.objects.pop(oid)
        zone = self.zones.get(o.zone)
        if zone is not None and oid in zone:
            zone.remove(oid)
        self.zone_changed(o.zone[0], o.card, oid)

    def reset_for_subgame(self, keep: ZoneKey | None = None) -> None:
        """A new game begins within the game (a format's subgame: 103 starts again with the same players):
        every zone but `keep` empties, its objects leaving the game; the stack's and combat's records, effects,
        delayed and pending triggers, the turn's facts and every rewind point go; each player is back in the
        game with no poison, no mana and no land played. Life totals, counters on players and the format's own
        facts stay; the caller chooses who starts and schedules the opening (103.1-103.5)."""
        self.frames = []
        for key in list(self.zones):
            if key == keep:
                continue
            for oid in self.zones[key]:
                self.objects.pop(oid, None)
            self.zones[key] = []
        self.continuous = []
        self.pending_triggers = []
        self.delayed = []
        self.combat = None
        self.extra_turns = []
        self.lki = {}
        self.turn_facts = {}
        self.contexts = {}
        self.cast_snapshot = []
        self.loop_guard.clear()
        self.cache.clear()
        for p in self.players:
            p.lost = False
            p.won = False
            p.loss_reason = ""
            p.pool.clear()
            p.poison = 0
            p.drew_from_empty = False
            p.lands_played = 0

    def zone_changed(self, kind: str, card: CardDef | None = None, oid: int | None = None) -> None:
        """Forget what a change to a zone of this kind could alter (`card` entered or left it, as the object
        `oid`, whose own cached characteristics go: they may have been read while it was being put there,
        before its counters were). Characteristics of permanents (613) and the static sources cached beside
        them depend on the battlefield and the command zone; other zones matter only through a continuous
        effect (see `facts_changed`)."""
        if kind in LAYER_ZONES:
            self.forget(card, oid)
        else:
            if oid is not None:
                self.cache.pop(oid, None)
            self.facts_changed()

    def forget(self, card: CardDef | None, oid: int | None = None) -> None:
        """Forget cached results a change to one object (of `card`) could alter; None: anything.

        The layer results of the other objects stay when the change can't alter them: while no continuous
        effect is in play (the layer system recorded `effects_in_play` as False and none has been created
        since), every other object's characteristics are its printed ones, its counters and its format's
        own adjustment to it; while every effect in play applies to each object by that object's own
        characteristics alone (the layer system recorded the list as `local_effects`, see
        `layers._local`), the changed object's characteristics are worked out again on their own
        (`layers.chars`). Either way the card must have no static ability the layer system applies. This
        object's own entry and a clean SBA scan go (and the "layers computed" mark, when no effect is in
        play), and the object is named to the remembered cost candidates (`COST_CANDIDATES`); the lists of objects with triggered or activated abilities go only if this card has such
        abilities (every list of those lives under the one key "ability_holders"); what is read from the
        static abilities in play goes if the card has any. Anything else drops everything."""
        cache = self.cache
        if card is None or (card.static and any(ab.kind in LAYER_KINDS for ab in card.static)):
            cache.clear()
            return
        in_play = cache.get("effects_in_play")
        if in_play is False and not self.continuous:
            for key in _PER_CHANGE:
                cache.pop(key, None)
        elif in_play and same_effects(cache.get("local_effects"), self.continuous):
            for key in _PER_CHANGE_KEEPING_LAYERS:
                cache.pop(key, None)
        else:
            cache.clear()
            return
        if oid is not None:
            cache.pop(oid, None)
        candidates = cache.get(COST_CANDIDATES)
        if candidates is not None:
            if oid is None:
                del cache[COST_CANDIDATES]
            else:  # only this object's characteristics changed: only its place in each answer may have
                candidates[CHANGED_SINCE].append(oid)
        if card.triggered or "disguise" in card.keywords:  # face down, disguise has ward {2} (702.168a)
            cache.pop("trigger_holders", None)
        if card.keywords:
            cache.pop("replacement_count", None)  # a keyword may be a replacement effect (totem armor)
        if card.activated or card.morph is not None:
            cache.pop("ability_holders", None)
        if card.static:
            for key in _FROM_STATICS:
                cache.pop(key, None)

    def facts_changed(self) -> None:
        """A fact that is not a characteristic changed (a zone's contents, attacking or blocking). Only a
        continuous effect can read such facts into characteristics (a count of cards in a graveyard,
        "attacking creatures get +1/+0"), so the layer results are forgotten only while the layer system
        has recorded one in play (`effects_in_play`) that could read them (`effects_read_facts`, see
        `layers._reads_only_permanents`)."""
        cache = self.cache
        if cache.get("effects_in_play") and cache.get("effects_read_facts", True):
            cache.clear()

    def zone(self, kind: str, player: int = SHARED) -> list[int]:
        """The object ids in a zone, bottom first (the last id is the top of a library or stack). Reading
        never writes: a zone nothing was ever put in reads as a new empty list, and the state (its hash
        included) is unchanged. Change zones through `new_object`, `move` and the events, not this list."""
        found = self.zones.get((kind, player))
        return found if found is not None else []

    def next_timestamp(self) -> int:
        self.timestamp += 1
        return self.timestamp

    # --- players -------------------------------------------------------------------------------------

    def seats_in_game(self) -> list[int]:
        return [p.seat for p in self.players if p.in_game]

    def apnap(self, start: int | None = None) -> list[int]:
        """Players still in the game in APNAP order (101.4) starting from `start` (default: active)."""
        first = self.active if start is None else start
        n = len(self.players)
        return [(first + i) % n for i in range(n) if self.players[(first + i) % n].in_game]

    def next_seat(self, seat: int) -> int:
        n = len(self.players)
        for i in range(1, n + 1):
            candidate = (seat + i) % n
            if self.players[candidate].in_game:
                return candidate
        return seat

    def opponents(self, seat: int) -> list[int]:
        return [p.seat for p in self.players if p.seat != seat and p.in_game]

    def battlefield(self) -> list[int]:
        found = self.zones.get(_BATTLEFIELD_KEY)
        if found is None:  # made once: the hottest reads of the kernel build no key and no list each time
            found = self.zones[_BATTLEFIELD_KEY] = []
        return found

    def stack_ids(self) -> list[int]:
        found = self.zones.get(_STACK_KEY)
        if found is None:
            found = self.zones[_STACK_KEY] = []
        return found

    def log_event(self, rule: str, kind: str, *data: Any) -> None:
        log = self.log  # EventLog.append inlined, with a plain tuple (see EventLog)
        log._head = ((rule, kind, data), log._head)
        log._len += 1


def same_effects(local: Any, continuous: list[Any]) -> bool:
    """Is `local` (the layer system's `local_effects` record: its effect list and the resolved effects it was
    built from) still the record of these resolved effects, the same objects in the same order?"""
    if local is None:
        return False
    built: tuple[Any, ...] = local[1]
    if len(built) != len(continuous):
        return False
    for a, b in zip(built, continuous, strict=True):
        if a is not b:
            return False
    return True


_KERNEL_LOADED: list[bool] = []


def _load_kernel() -> None:
    """Every module of the kernel, before the first game state exists: frame handlers and registries are
    filled by importing their modules (`kitchentable.rules.load`)."""
    from kitchentable.rules import load

    load()
    _KERNEL_LOADED.append(True)
