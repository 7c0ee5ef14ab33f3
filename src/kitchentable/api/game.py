"""The Game API, shaped like python-chess's Board: one object, plain-data decisions and actions.

    game = Game("duel", decks=[deck_a, deck_b], seed=7)
    while not game.is_over():
        action = some_agent(game.pending, game.legal_actions())
        game.apply(action)
    game.result()

Actions are tuples of plain values (JSON lists are accepted); object ids are stable for the life of an
object in a zone (400.7 makes a moved card a new object). `record()` + `Game.from_record()` replay a game
exactly; `state_hash()` checks it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from typing import Any

import kitchentable.rules  # noqa: F401  (registers every engine handler)
from kitchentable.api.records import RECORD_VERSION, check_record
from kitchentable.api.visibility import as_viewer, sees_object, zone_hidden
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import answer, push, run
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.log_text import explain_log
from kitchentable.rules.state import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    HAND,
    LIBRARY,
    OUTSIDE,
    STACK,
    GameObject,
    GameState,
    Player,
)


def _as_tuple(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_as_tuple(v) for v in value)
    return value


def _plain(value: Any) -> Any:
    """Tuples to lists, recursively, for JSON."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


class Game:
    """A game of Magic in one format, driven one decision at a time."""

    def __init__(
        self,
        format: str = "duel",
        decks: Sequence[Sequence[CardDef | str]] | None = None,
        seed: int = 0,
        *,
        players: int | None = None,
        names: Sequence[str] | None = None,
        options: dict[str, Any] | None = None,
        pool: Any = None,
        keep_history: bool = True,
        sideboards: Sequence[Sequence[CardDef | str]] | None = None,
    ) -> None:
        """`sideboards`: each player's cards outside the game (400.11, 100.4a), which wishes can bring in."""
        from kitchentable.formats import get_format

        self.format = format
        self.seed = seed
        self.options = dict(options or {})
        self.keep_history = keep_history
        self.history: list[GameState] = []
        self.actions: list[tuple[Any, ...]] = []
        rules = get_format(format)(self.options)
        self._deck_names: list[list[str]] = []
        n = players or (len(decks) if decks else 2)
        if not rules.min_players <= n <= rules.max_players:
            raise ValueError(f"{format} is for {rules.min_players} to {rules.max_players} players, not {n}")
        resolved = [self._resolve(deck, pool) for deck in (decks or [])]
        self._deck_names = [[c.name for c in d] for d in resolved]
        outside = [self._resolve(sb, pool) for sb in (sideboards or [])]
        self._sideboard_names = [[c.name for c in d] for d in outside]
        state = GameState()
        state.rng.seed(seed)
        state.format = format
        state.options = self.options
        state.rules = rules
        for seat in range(n):
            name = names[seat] if names and seat < len(names) else f"Player {seat + 1}"
            state.players.append(Player(seat, name, 20))
        for p in state.players:
            p.life = rules.starting_life(state, p.seat)
        rules.build(state, resolved, pool)
        for seat, cards in enumerate(outside[:n]):
            for card in cards:
                state.new_object(card, seat, (OUTSIDE, seat))
        push(state, ("start_game",))
        run(state)
        self.state = state

    @staticmethod
    def _resolve(deck: Sequence[CardDef | str], pool: Any) -> list[CardDef]:
        out: list[CardDef] = []
        lookup = None
        for item in deck:
            if isinstance(item, CardDef):
                out.append(item)
                continue
            if lookup is None:
                if pool is not None:
                    lookup = pool
                else:
                    from kitchentable.cards.pool import get_pool

                    lookup = get_pool()
            out.append(lookup.get(item))
        return out

    # --- the python-chess-like surface ---------------------------------------------------------------------

    @property
    def pending(self) -> dict[str, Any] | None:
        """Who must decide what now: player, kind, prompt, rule and the numbered options; None if over."""
        d = self.state.decision
        if d is None:
            return None
        return {
            "player": d.player,
            "kind": d.kind,
            "prompt": d.prompt,
            "rule": d.rule,
            "options": [_plain(o) for o in d.options],
        }

    def legal_actions(self) -> list[tuple[Any, ...]]:
        d = self.state.decision
        return list(d.options) if d is not None else []

    def apply(self, action: Sequence[Any]) -> None:
        """Take an action. Raises IllegalAction (citing the rule) and leaves the game unchanged if illegal."""
        pending = self.state.decision
        # An agent usually hands back one of the options itself: no list inside to turn into a tuple.
        act = action if pending is not None and type(action) is tuple and action in pending.options \
            else _as_tuple(action)
        if act and act[0] == "concede":
            self._concede(act)
            return
        if self.state.decision is None:
            raise IllegalAction("104", "the game is over")
        if act not in self.state.decision.options:
            answer(self.state, act)  # raises IllegalAction with the reason; nothing changed yet
        if not self.keep_history:
            answer(self.state, act)
            self.actions.append(act)
            return
        before = self.state.copy()
        try:
            answer(self.state, act)
        except BaseException:
            self.state = before
            raise
        self.history.append(before)
        self.actions.append(act)

    def _concede(self, act: tuple[Any, ...]) -> None:
        """104.3a: a player may concede at any time."""
        seat = int(act[1])
        if not 0 <= seat < len(self.state.players) or not self.state.players[seat].in_game:
            raise IllegalAction("104.3a", f"player {seat} is not in the game")
        before = self.state.copy()
        state = self.state
        if state.cast_snapshot and state.decision is not None and state.decision.player == seat:
            from kitchentable.rules.casting.context import rewind

            while state.cast_snapshot:  # 601.2: a spell or ability they were announcing is reversed first
                rewind(state, "104.3a", "conceded")
        state.rules.player_loses(state, seat, "conceded (104.3a)")
        if not state.over:
            if state.decision is not None and state.decision.player == seat:
                state.decision = None
                state.frames.append(("priority",))
                state.priority = state.next_seat(seat)
            run(state)
        self.history.append(before)
        self.actions.append(act)

    def undo(self) -> tuple[Any, ...]:
        """Take back the last action; returns it."""
        if not self.history:
            raise IllegalAction("undo", "there is nothing to undo")
        self.state = self.history.pop().copy()
        return self.actions.pop()

    def copy(self, with_history: bool = False) -> Game:
        twin = Game.__new__(Game)
        twin.format = self.format
        twin.seed = self.seed
        twin.options = self.options
        twin.keep_history = self.keep_history
        twin._deck_names = self._deck_names
        twin._sideboard_names = self._sideboard_names
        twin.state = self.state.copy()
        twin.history = list(self.history) if with_history else []
        twin.actions = list(self.actions)
        return twin

    def is_over(self) -> bool:
        return self.state.over

    def result(self) -> dict[str, Any]:
        s = self.state
        out: dict[str, Any] = {
            "over": s.over,
            "winners": list(s.winners),
            "draw": s.over and not s.winners,
            "turns": s.turn,
            "players": [{"seat": p.seat, "name": p.name, "life": None if infinite_life(s, p.seat) else p.life,
                         "poison": p.poison, "lost": p.lost, "reason": p.loss_reason} for p in s.players],
        }
        out.update(s.rules.describe_result(s))
        return out

    # --- records and hashing -------------------------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        return {
            "version": RECORD_VERSION,
            "format": self.format,
            "seed": self.seed,
            "players": len(self.state.players),
            "names": [p.name for p in self.state.players],
            "options": self.options,
            "decks": self._deck_names,
            "sideboards": self._sideboard_names,
            "actions": [_plain(a) for a in self.actions],
            "final_hash": self.state_hash(),
        }

    @classmethod
    def from_record(cls, record: dict[str, Any], pool: Any = None, keep_history: bool = True) -> Game:
        """Replay a record. Raises ValueError naming the problem (RecordError naming the field, when the
        record breaks its schema, `api.records`) if the record is malformed or diverges. Without
        `keep_history` the replayed game can't undo, and saves a copy of the state per action (the soak's
        replay check)."""
        check_record(record)
        game = cls(record["format"], record["decks"] or None, int(record["seed"]),
                   players=record.get("players"), names=record.get("names"), options=record.get("options"),
                   pool=pool, keep_history=keep_history, sideboards=record.get("sideboards") or None)
        for i, action in enumerate(record["actions"]):
            try:
                game.apply(action)
            except IllegalAction as exc:
                raise ValueError(f"record action {i} ({action}) is illegal when replayed: {exc}") from exc
        return game

    def state_hash(self) -> str:
        return state_hash(self.state)

    # --- views -------------------------------------------------------------------------------------------------

    def observation(self, player: int) -> dict[str, Any]:
        return observation(self.state, player)

    def log_text(self, start: int = 0, viewer: int | None = None) -> list[str]:
        """The log from event `start` as sentences. With `viewer`, as that seat may read it (hidden cards named
        only to those allowed to see them, `api.view.View`); without, the judge's log, which names every card:
        never show it to a player during a game."""
        if viewer is not None:
            from kitchentable.api.view import View

            return View(self, viewer).log_text(start)
        return explain_log(self.state, start)


def state_hash(state: GameState) -> str:
    """A digest of everything that matters to the rules (not the log): players, zones in order, objects,
    turn, step, the stack choices and the pending decision."""
    blob = json.dumps(hash_parts(state, object_part), default=str, separators=(",", ":")).encode()
    return hashlib.blake2b(blob, digest_size=16).hexdigest()


def hash_parts(state: GameState, part_of: Callable[[int, GameObject], Any]) -> list[Any]:
    """What `state_hash` digests, each object in its zone given as `part_of(id, object)`."""
    parts: list[Any] = [state.turn, state.active, state.step, state.over, list(state.winners)]
    for p in state.players:
        parts.append([p.life, p.poison, p.lost, p.left, sorted(p.pool.amounts.items()), p.lands_played])
    objects = state.objects
    for key in sorted(state.zones, key=lambda k: (k[0], k[1])):
        zone_part: list[Any] = [key[0], key[1]]
        zone_part.extend(part_of(oid, objects[oid]) for oid in state.zones[key])
        parts.append(zone_part)
    d = state.decision
    if d is not None:
        parts.append([d.player, d.kind, [_plain(o) for o in d.options]])
    return parts


def object_part(oid: int, o: GameObject) -> list[Any]:
    """What `state_hash` digests of one object."""
    return [oid, o.card.name, o.owner, o.controller, o.tapped, sorted(o.counters.items()), o.damage, o.attached_to,
            o.face_down]


def _object_view(state: GameState, oid: int, viewer: int | None) -> dict[str, Any]:
    o = state.objects[oid]
    if not sees_object(state, oid, viewer):
        return {"id": oid, "face_down": True, "controller": o.controller, "tapped": o.tapped}
    view: dict[str, Any] = {"id": oid, "name": o.card.name, "owner": o.owner, "controller": o.controller}
    if o.zone[0] == BATTLEFIELD:
        c = chars(state, oid)
        view.update(tapped=o.tapped, power=c.power, toughness=c.toughness, damage=o.damage,
                    counters=dict(o.counters), types=sorted(c.types), keywords=sorted(c.keywords),
                    attached_to=o.attached_to, face_down=o.face_down, token=o.token,
                    attacking=_plain(o.attacking), blocking=list(o.blocking), controller=c.controller)
        if "Creature" in c.types and c.controller == state.active:
            from kitchentable.rules.casting.payment import summoning_sick

            view["sick"] = summoning_sick(state, oid)
    elif o.zone[0] == COMMAND:
        view.update(counters=dict(o.counters), emblem=o.emblem)
    if o.stack is not None:
        view.update(kind=o.stack.kind, x=o.stack.x, targets=_plain(o.stack.targets), controller=o.stack.controller)
    return view


def observation(state: GameState, player: int) -> dict[str, Any]:
    """What `player` may see (hidden zones are counts only), as plain data; a negative `player` is a spectator.
    What is hidden is decided by `api.visibility`, as for every face."""
    viewer = as_viewer(player)
    zones: dict[str, Any] = {}
    for (kind, seat), ids in state.zones.items():
        label = f"{kind}:{seat}" if seat >= 0 else kind
        if zone_hidden(state, (kind, seat), viewer):
            zones[label] = {"count": len(ids)}
            if kind == LIBRARY and ids:  # "play with the top card of your library revealed", "look at it any time"
                top = ids[-1]
                if sees_object(state, top, viewer):
                    zones[label]["top"] = _object_view(state, top, viewer)
            if kind == HAND:
                seen = [oid for oid in ids if sees_object(state, oid, viewer)]
            elif kind == LIBRARY:  # library cards below the top that this viewer looked at (401.2, 608.2c)
                objects = state.objects
                seen = [oid for oid in ids[:-1] if (objects[oid].tags or objects[oid].revealed)
                        and sees_object(state, oid, viewer)]
            else:
                seen = []
            if seen:  # hidden cards this viewer looked at or sees revealed (400.2, 402.3)
                zones[label]["seen"] = [_object_view(state, oid, viewer) for oid in seen]
        else:
            zones[label] = [_object_view(state, oid, viewer) for oid in ids]
    d = state.decision
    return {
        "player": player,
        "format": state.format,
        "turn": state.turn,
        "active": state.active,
        "step": state.step,
        "priority": state.priority,
        "players": [{"seat": p.seat, "name": p.name, "life": "infinite" if infinite_life(state, p.seat) else p.life,
                     "poison": p.poison, "in_game": p.in_game, "pool": dict(p.pool.amounts),
                     "counters": dict(p.counters)} for p in state.players],
        "zones": zones,
        "stack": [_object_view(state, oid, viewer) for oid in state.zones.get((STACK, -1), [])],
        "exile": [_object_view(state, oid, viewer) for oid in state.zones.get((EXILE, -1), [])],
        "command": [_object_view(state, oid, viewer) for oid in state.zones.get((COMMAND, -1), [])],
        "decision": None if d is None else {
            "player": d.player, "kind": d.kind, "prompt": d.prompt, "rule": d.rule,
            "options": [_plain(o) for o in d.options] if d.player == player else None,
        },
        "over": state.over,
        "winners": list(state.winners),
        "format_view": state.rules.observation(state, player),
    }
