"""The observation encoded the plain way, for the tests: every visible object's row written out afresh at
every call, nothing kept between calls, one cell at a time, straight from the column definitions of
`kitchentable.env.observe` and the visibility rules of `api.visibility`. The environment's `Encoder` keeps
rows, cells and zone scans between steps to be fast; `test_observe` checks that it encodes exactly what this
one does."""

from __future__ import annotations

from typing import Any

import numpy as np

from kitchentable.api import visibility
from kitchentable.env import vocab
from kitchentable.env.observe import (
    CARD_COLUMNS,
    GAME_COLUMNS,
    PER_PLAYER_ZONES,
    PLAYER_COLUMNS,
    STACK_KINDS,
    VALUE_CAP,
    ZONE_ORDER,
    CardIds,
    Layout,
    _keyword_mask,
    _mask,
)
from kitchentable.rules.additional.faces import hidden_from
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.continuous import library_top
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import BATTLEFIELD, HAND, LIBRARY, STACK, GameState

LIFE_CAP = VALUE_CAP


def _clip(value: int) -> int:
    return max(-VALUE_CAP, min(VALUE_CAP, int(value)))


class PlainEncoder:
    def __init__(self, players: int, max_objects: int, castle: bool, card_ids: CardIds) -> None:
        self.layout = Layout(players, max_objects, castle)
        self.max_objects = max_objects
        self.castle = castle
        self.card_ids = card_ids

    def visible(self, state: GameState, viewer: int) -> list[int]:
        """Slot order: zone kinds in ZONE_ORDER (then the others in the state's order), a kind's zones by
        relative seat (shared zones first), the stack top first, then the library tops the viewer may see, then
        the other cards of hidden hands and libraries it may see (looked at, a hand played revealed)."""
        n = len(state.players)
        kinds = list(ZONE_ORDER) + [k for k, _ in state.zones if k not in ZONE_ORDER]
        order: list[int] = []
        done: set[str] = set()
        for kind in kinds:
            if kind in done:
                continue
            done.add(kind)
            zones = [(seat, ids) for (k, seat), ids in state.zones.items() if k == kind and ids
                     and not visibility.zone_hidden(state, (k, seat), viewer)]
            zones.sort(key=lambda z: (z[0] - viewer) % n if z[0] >= 0 else -1)
            for _, ids in zones:
                order.extend(reversed(ids) if kind == STACK else ids)
        for (kind, seat), ids in state.zones.items():
            if kind == LIBRARY and ids and visibility.zone_hidden(state, (kind, seat), viewer):
                top = library_top.visible_to(state, seat, viewer)
                if top is not None:
                    order.append(top)
        # then the cards of hidden hands and libraries the viewer may see (looked at, a hand played revealed)
        for (kind, seat), ids in state.zones.items():
            if kind in (HAND, LIBRARY) and visibility.zone_hidden(state, (kind, seat), viewer):
                order.extend([oid for oid in ids if oid not in order and visibility.sees_object(state, oid, viewer)])
        return order

    def encode(self, state: GameState, viewer: int, decision: Any, match: tuple[int, int] = (0, 0)
               ) -> tuple[np.ndarray, dict[int, int]]:
        n = len(state.players)
        layout = self.layout
        vec = np.zeros(layout.size, dtype=np.int32)

        def rel(seat: Any) -> int:
            return 0 if seat is None or seat < 0 else (seat - viewer) % n + 1

        order = self.visible(state, viewer)
        dropped = max(0, len(order) - self.max_objects)
        order = order[:self.max_objects]
        slots = {oid: i for i, oid in enumerate(order)}

        cards = layout.view(vec, "cards")
        col = {c: i for i, c in enumerate(CARD_COLUMNS)}
        for slot, oid in enumerate(order):
            o = state.objects[oid]
            row = cards[slot]
            kind, zseat = o.zone
            row[col["present"]] = 1
            row[col["zone"]] = vocab.ZONES.index(kind) if kind in vocab.ZONES else 0
            row[col["zone_owner"]] = rel(zseat)
            ids = state.zones[o.zone]
            if not visibility.zone_hidden(state, o.zone, viewer):
                row[col["position"]] = (ids[::-1] if kind == STACK else ids).index(oid)
            elif kind == LIBRARY:  # a hidden library's card the viewer sees: counted from the top
                row[col["position"]] = len(ids) - 1 - ids.index(oid)
            row[col["tapped"]] = int(o.tapped)
            if hidden_from(o, viewer):
                row[col["controller"]] = rel(o.controller)
                row[col["face_down"]] = 1
                continue
            card = o.card
            power, toughness = card.power or 0, card.toughness or 0
            types, colors, keywords, controller = card.types, card.colors, card.keywords, o.controller
            if kind == BATTLEFIELD:
                c = chars(state, oid)
                power, toughness, controller = c.power or 0, c.toughness or 0, c.controller
                types, colors, keywords = c.types, c.colors, c.keywords
            elif card.power is None:
                power = toughness = 0
            row[col["card"]] = self.card_ids.id(card.name)
            row[col["owner"]] = rel(o.owner)
            row[col["face_down"]] = int(o.face_down)
            row[col["token"]] = int(o.token)
            row[col["power"]] = _clip(power)
            row[col["toughness"]] = _clip(toughness)
            row[col["damage"]] = _clip(o.damage)
            for name, amount in o.counters.items():
                column = f"counter_{name}" if name in vocab.COUNTERS else "counter_other"
                row[col[column]] = _clip(row[col[column]] + amount)
            att = o.attacking
            if isinstance(att, tuple) and len(att) == 2 and att[0] == "player":
                row[col["attacking_player"]] = rel(int(att[1]))
            elif isinstance(att, int):
                row[col["attacking_object"]] = slots.get(att, -1) + 1
            row[col["blocking"]] = len(o.blocking)
            row[col["blocked"]] = int(o.blocked)
            host = o.attached_to
            if isinstance(host, tuple):
                row[col["attached_player"]] = rel(int(host[1]))
            elif isinstance(host, int):
                row[col["attached_object"]] = slots.get(host, -1) + 1
            row[col["entered_this_turn"]] = int(o.entered_turn == state.turn)
            row[col["types"]] = _mask(types, vocab.CARD_TYPES)
            row[col["colors"]] = _mask(colors, vocab.COLORS)
            row[col["keywords"]] = _keyword_mask(keywords)
            row[col["mana_value"]] = _clip(card.mana_value)
            st = o.stack
            if st is not None:
                controller = st.controller
                row[col["stack_kind"]] = STACK_KINDS.get(st.kind, 4)
                row[col["stack_controller"]] = rel(st.controller)
                row[col["stack_x"]] = _clip(st.x)
                targets = [t for group in st.targets for t in group]
                players = [t for t in targets if isinstance(t, tuple) and len(t) == 2 and t[0] == "player"]
                objects = [t for t in targets if isinstance(t, int)]
                row[col["target_player"]] = rel(int(players[0][1])) if players else 0
                row[col["target_object"]] = slots.get(objects[0], -1) + 1 if objects else 0
            row[col["controller"]] = rel(controller)
            row[col["revealed"]] = int(o.revealed)

        players = layout.view(vec, "players")
        pcol = {c: i for i, c in enumerate(PLAYER_COLUMNS)}
        violations = [v.seat for v in state.format_data.get("violations", ()) or ()]
        for r in range(n):
            seat = (viewer + r) % n
            p = state.players[seat]
            row = players[r]
            row[pcol["present"]] = 1
            row[pcol["in_game"]] = int(p.in_game)
            row[pcol["lost"]] = int(p.lost)
            row[pcol["life"]] = LIFE_CAP if infinite_life(state, seat) else _clip(p.life)
            row[pcol["poison"]] = p.poison
            for kind in PER_PLAYER_ZONES:
                row[pcol[kind]] = len(state.zones.get((kind, seat), ()))
            row[pcol["battlefield"]] += sum(1 for oid in state.zones.get((BATTLEFIELD, -1), ())
                                            if state.objects[oid].controller == seat)
            row[pcol["exile"]] += sum(1 for oid in state.zones.get(("exile", -1), ())
                                      if state.objects[oid].owner == seat)
            row[pcol["lands_played"]] = p.lands_played
            for c in (*vocab.COLORS, "C"):
                row[pcol[f"mana_{c}"]] = int(p.pool.amounts.get(c, 0))
            for name, amount in p.counters.items():
                column = f"counter_{name}" if name in vocab.PLAYER_COUNTERS else "counter_other"
                row[pcol[column]] += int(amount)
            row[pcol["active"]] = int(seat == state.active)
            row[pcol["priority"]] = int(seat == state.priority)
            row[pcol["violations"]] = violations.count(seat)

        fa, fb = self._format_scalars(state)
        shared = sum(len(ids) for (kind, seat), ids in state.zones.items()
                     if seat < 0 and kind not in (BATTLEFIELD, STACK))
        game = [vocab.FORMATS.index(state.format) if state.format in vocab.FORMATS else 0, n, state.turn,
                vocab.STEPS.index(state.step) if state.step in vocab.STEPS else 0, rel(state.active),
                rel(state.priority), *decision, len(state.zones.get((STACK, -1), ())), shared, fa, fb,
                int(state.over), dropped, *match]
        assert len(game) == len(GAME_COLUMNS)
        layout.view(vec, "game")[:] = game
        if self.castle:
            self._castle(state, viewer, layout.view(vec, "castle"), slots)
        return vec, slots

    @staticmethod
    def _format_scalars(state: GameState) -> tuple[int, int]:
        data = state.format_data
        if state.format == "judges-tower":
            return int(data.get("subgame", 1)), len(data.get("violations", ()) or ())
        if state.format == "vortex":
            return len(state.zones.get(("shoe", -1), ())), len(state.zones.get(("passed_pack", -1), ()))
        if state.format == "turnabout":
            from kitchentable.formats.turnabout.clock import find_clock

            clock = find_clock(state)
            doom = state.objects[clock].counters.get("doom", 0) if clock is not None else 0
            return int(doom), int(getattr(state.rules, "clock_turn", None) or 0)
        if state.format == "castle":
            from kitchentable.formats import castle

            record = castle.attack_record(state)
            return (0, 0) if record is None else (int(record.column or 0), int(bool(record.breach)))
        return 0, 0

    def _castle(self, state: GameState, viewer: int, grid: np.ndarray, slots: dict[int, int]) -> None:
        from kitchentable.formats import castle

        n = len(state.players)
        for owner in range(n):
            r = (owner - viewer) % n
            for (column, row), oid in castle.grid(state, owner).items():
                cell = castle._cell(state, oid, viewer)
                spot = (row - 1) * castle.COLUMNS + column - 1
                if cell.get("face_down"):
                    known = "name" in cell
                    grid[r, spot] = (2 if known else 1, self.card_ids.id(cell["name"]) if known else 0, 0)
                else:
                    grid[r, spot] = (3, self.card_ids.id(cell["name"]), slots.get(cell.get("id", -1), -1) + 1)
