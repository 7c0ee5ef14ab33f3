"""Actions: the kernel's variable list of legal actions on a fixed Discrete(max_actions) space.

The mapping (stable, documented in docs/env.md):

- Action i of a step is the i-th legal action of the pending decision, in the kernel's own order
  (`Game.legal_actions()`, which is deterministic for a given state). `action_mask[i]` is 1 for each i that
  names a legal action.
- When a decision has more legal actions than fit, nothing is dropped. With `overflow="page"` (the default)
  the legal actions are shown in pages of `max_actions - 1`; the last index, `max_actions - 1`, is then the
  page turn "more" (feature `page_turn` = 1), which shows the next page (after the last page, the first
  again) without touching the game. With `overflow="error"` such a decision raises `ActionOverflow` naming
  the decision, its number of legal actions and the space's size.
- `action_features[i]` describes action i for a pointer-style policy (columns in `ACTION_COLUMNS`): its verb,
  its place in the whole list, the objects it names (as observation slots + 1, and their card ids), the
  player it names (relative seat + 1), its numbers (X, an ability index, a column), a string argument
  (colour, basic land type, a way to cast) and the modes it chooses (a bit mask).

An object an action names is described only as far as the acting seat may know it: a face-down card of
another player, a card in another seat's hidden zone or a Castle card face down has card id 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from kitchentable.env import vocab
from kitchentable.env.observe import PACKERS, zone_hidden
from kitchentable.rules.additional.faces import hidden_from
from kitchentable.rules.state import GameState

ACTION_COLUMNS: tuple[str, ...] = (
    "verb", "index", "object_a", "card_a", "object_b", "card_b", "player", "number_a", "number_b", "string",
    "modes", "length", "page_turn",
)
PAGE_TURN = ("more",)
NUMERIC_ARGS: dict[str, frozenset[int]] = {
    "activate": frozenset({1}), "mana": frozenset({1}), "x": frozenset({0}), "count": frozenset({0}),
    "column": frozenset({0}), "order": frozenset({0}), "assign": frozenset({1}), "divide": frozenset({0, 1}),
    "vote": frozenset({0}), "number": frozenset({0}),
}
"""Argument positions that are numbers even when the value happens to equal some object's id."""
FEATURE_CAP = 1 << 30


def _cap(value: int) -> int:
    """A number clipped to the features' bounds (an X or an amount can be any size)."""
    return value if -FEATURE_CAP <= value <= FEATURE_CAP else (FEATURE_CAP if value > 0 else -FEATURE_CAP)


class ActionOverflow(ValueError):
    """A decision has more legal actions than the action space holds (with overflow="error")."""


class IllegalStep(ValueError):
    """An action index that names no legal action of the pending decision."""


def pages_for(count: int, max_actions: int) -> int:
    if count <= max_actions:
        return 1
    per = max_actions - 1
    return (count + per - 1) // per


def page_slice(count: int, max_actions: int, page: int) -> tuple[int, int, bool]:
    """(first, end, has_page_turn) of the options shown on `page`."""
    if count <= max_actions:
        return 0, count, False
    per = max_actions - 1
    first = page * per
    return first, min(count, first + per), True


class ActionEncoder:
    """Masks and features of the legal actions shown on one page."""

    def __init__(self, players: int, max_actions: int, card_ids: Any) -> None:
        if max_actions < 2:
            raise ValueError(f"max_actions must be at least 2 (one action and the page turn), not {max_actions}")
        self.players = players
        self.max_actions = max_actions
        self.card_ids = card_ids
        self._verbs = vocab.index_of(vocab.VERBS)
        self._strings = vocab.index_of(vocab.STRINGS)
        self.more_id = self._verbs["more"]
        self._masks: dict[tuple[int, int], np.ndarray] = {}
        self._parsed: list[dict[tuple[Any, ...], tuple[Any, ...]]] = [{} for _ in range(players)]
        self._shape = (max_actions, len(ACTION_COLUMNS))
        self._shown: list[dict[Any, int]] = [{} for _ in range(players)]

    def check(self, state: GameState, overflow: str) -> None:
        d = state.decision
        if d is not None and overflow == "error" and len(d.options) > self.max_actions:
            name = state.players[d.player].name
            raise ActionOverflow(
                f"decision {d.kind!r} of {name} (seat {d.player}, rule {d.rule or '-'}) has {len(d.options)} legal "
                f"actions but the action space holds {self.max_actions}: make the environment with a larger "
                f"max_actions, or overflow='page' to page through them")

    def mask(self, count: int, page: int) -> np.ndarray:
        first, end, turn = page_slice(count, self.max_actions, page)
        key = (end - first, turn)
        mask = self._masks.get(key)
        if mask is None:
            mask = self._masks[key] = np.zeros(self.max_actions, dtype=np.int8)
            mask[:end - first] = 1
            if turn:
                mask[-1] = 1
        return mask.copy()

    def features(self, state: GameState, viewer: int, options: Sequence[tuple[Any, ...]], page: int,
                 slots: dict[int, int]) -> np.ndarray:
        """The features of the actions on `page` (rows past them zero). What an option says (its verb, the
        objects and player it names, its numbers, string, modes and length: `_parse`) is read once per
        option and viewer and kept while the ints it holds are objects of the state exactly as before (an
        int is an object when one has that id); a shown object's card id is kept by the object (see
        `_card_id`). The rows are packed as one run of int32 straight into a zeroed array (through its
        buffer): building a small array from a list of lists is slower than the rows."""
        first, end, turn = page_slice(len(options), self.max_actions, page)
        flat: list[int] = []
        extend = flat.extend
        kept = self._parsed[viewer] if viewer < len(self._parsed) else {}
        objects = state.objects
        has = objects.__contains__
        slot_of = slots.get
        seen = self._shown[viewer] if viewer < len(self._shown) else {}
        for i in range(first, end):
            option = options[i]
            try:
                key: Any = option
                parsed = kept.get(option)
            except TypeError:  # an option holding a list
                key = parsed = None
            if parsed is None or parsed[1] and (not all(map(has, parsed[1][0])) or parsed[1][1] and
                                                any(map(has, parsed[1][1]))):
                parsed = self._parse(state, viewer, option)
                if key is not None:
                    if len(kept) > 65536:
                        kept.clear()
                    kept[key] = parsed
            head, _, a, b, tail = parsed
            if a is None:
                extend((head, i, 0, 0, 0, 0, *tail))
                continue
            sa = slot_of(a)
            ca = seen.get(objects[a]) if sa is not None else None
            if ca is None:
                ca = self._card_id(state, viewer, a, slots)
            if b is None:
                extend((head, i, 0 if sa is None else sa + 1, ca, 0, 0, *tail))
                continue
            sb = slot_of(b)
            cb = seen.get(objects[b]) if sb is not None else None
            if cb is None:
                cb = self._card_id(state, viewer, b, slots)
            extend((head, i, 0 if sa is None else sa + 1, ca, 0 if sb is None else sb + 1, cb, *tail))
        out = np.zeros(self._shape, dtype=np.int32)
        PACKERS[len(flat)].pack_into(out, 0, *flat)
        if turn:
            out[-1, 0] = self.more_id
            out[-1, 1] = end
            out[-1, -1] = 1
        return out

    def _card_id(self, state: GameState, viewer: int, oid: int, slots: dict[int, int]) -> int:
        """The card id of an object an action names, or 0 when the acting seat may not know the card."""
        o = state.objects[oid]
        if oid in slots:
            # a shown object: its card id depends on the object alone, which the kernel never changes in
            # place once observed (copy on write, see `observe.SeatMemory`), so it is kept by the object
            seen = self._shown[viewer] if viewer < len(self._shown) else {}
            found = seen.get(o)
            if found is None:
                if len(seen) > 16384:
                    seen.clear()
                found = seen[o] = 0 if hidden_from(o, viewer) else self.card_ids.id(o.card.name)
            return found
        if hidden_from(o, viewer):
            return 0
        kind, seat = o.zone
        if not zone_hidden(state, viewer, kind, seat):
            return int(self.card_ids.id(o.card.name))
        # a card of a hidden zone is named only to a seat looking through a zone of its own that the format
        # does not hide from its owner (searching its library); never another seat's hidden card
        if seat == viewer and kind not in state.rules.hidden_zone_kinds(state, viewer, seat, kind):
            return int(self.card_ids.id(o.card.name))
        return 0

    def _parse(self, state: GameState, viewer: int, option: tuple[Any, ...]) -> tuple[Any, ...]:
        """(verb id, the ints it read (() when none; else those that were objects and those that were not),
        object a, object b, the columns from `player` on)."""
        verb = str(option[0]) if option else ""
        numeric = NUMERIC_ARGS.get(verb, frozenset())
        objects: list[int] = []
        checks: list[tuple[int, bool]] = []
        player = 0
        numbers: list[int] = []
        string = 0
        modes = 0
        length = len(option) - 1
        n = self.players
        for pos, arg in enumerate(option[1:]):
            if isinstance(arg, bool):
                numbers.append(int(arg))
            elif isinstance(arg, int):
                if pos in numeric:
                    numbers.append(arg)
                elif arg in state.objects:
                    objects.append(arg)
                    checks.append((arg, True))
                else:
                    numbers.append(arg)
                    checks.append((arg, False))
            elif isinstance(arg, str):
                string = string or vocab.lookup(vocab.STRINGS, self._strings, arg)
            elif isinstance(arg, tuple | list):
                if len(arg) == 2 and arg[0] == "player":
                    player = player or (int(arg[1]) - viewer) % n + 1
                elif all(isinstance(v, int) and not isinstance(v, bool) for v in arg):
                    if verb == "modes":
                        for v in arg:
                            if 0 <= v < 30:
                                modes |= 1 << v
                    else:
                        numbers.extend(arg)
                    length = max(length, len(arg))
                else:
                    length = max(length, len(arg))
        a = objects[0] if objects else None
        b = objects[1] if len(objects) > 1 else None
        read = (tuple(i for i, was in checks if was), tuple(i for i, was in checks if not was)) if checks else ()
        return (vocab.lookup(vocab.VERBS, self._verbs, verb), read, a, b,
                (player, _cap(numbers[0]) if numbers else 0, _cap(numbers[1]) if len(numbers) > 1 else 0, string,
                 modes, _cap(length), 0))
