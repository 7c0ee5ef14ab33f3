"""A scenario builder: put cards in zones, start at a step, then drive the game like a script.

    s = Scenario()                       # a duel; seat 0 is active
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", bolt)); ...

Cards may be CardDef objects or names from the card pool. Every rule test is a few lines a judge can check.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import kitchentable.rules  # noqa: F401
from kitchentable.api.game import Game
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.engine import push, run
from kitchentable.rules.state import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    HAND,
    OUTSIDE,
    GameState,
    Player,
)


class Scenario:
    def __init__(self, format: str = "duel", players: int = 2, *, options: dict[str, Any] | None = None,
                 seed: int = 1, life: int | None = None, pool: Any = None) -> None:
        from kitchentable.formats import get_format

        self.rules = get_format(format)(options or {})
        self.pool = pool
        state = GameState()
        state.rng.seed(seed)
        state.format = format
        state.options = {"auto_single": False, **(options or {})}
        state.rules = self.rules
        for seat in range(players):
            state.players.append(Player(seat, f"Player {seat + 1}", 20))
            state.players[seat].life = life if life is not None else self.rules.starting_life(state, seat)
        self.state = state
        self.format = format
        self.seed = seed

    def card(self, card: CardDef | str) -> CardDef:
        if isinstance(card, CardDef):
            return card
        from kitchentable.cards.pool import get_pool

        return (self.pool or get_pool()).get(card)

    def _put(self, seat: int, card: CardDef | str, key: tuple[str, int], **facts: Any) -> int:
        """Create the card in zone `key` for `seat`; its owner is the one the format gives a card arriving
        there (108.3: the seat; Vortex's shoe and passed pack: nobody, R-VX-1; a pack: its holder)."""
        o = self.state.new_object(self.card(card), seat, key)
        o.owner = self.rules.owner_after_move(self.state, o, key, seat)
        for name, value in facts.items():
            setattr(o, name, value)
        return o.id

    def zone(self, kind: str, seat: int, card: CardDef | str, *, owner: int | None = None) -> int:
        """Put a card into any zone the format has, by kind and seat (-1 for a shared zone), on top; its
        owner is the format's for that zone unless `owner` says otherwise."""
        oid = self._put(seat if seat >= 0 else 0, card, (kind, seat))
        if owner is not None:
            self.state.objects[oid].owner = owner
        return oid

    def hand(self, seat: int, card: CardDef | str) -> int:
        return self._put(seat, card, (HAND, seat))

    def library(self, seat: int, card: CardDef | str) -> int:
        """Put a card on top of the player's library (the last one put is the top). In formats whose players
        share a library (the Judge's Tower) or draw from a shoe (Vortex, R-VX-3) it goes there, and in the
        shoe it has no owner (R-VX-1)."""
        return self._put(seat, card, self.rules.library_of(self.state, seat))

    def shoe(self, card: CardDef | str) -> int:
        """Vortex: put an unowned card on top of the shoe (R-VX-1)."""
        return self._put(0, card, self._format_zone("shoe", -1))

    def pack(self, seat: int, card: CardDef | str) -> int:
        """Vortex: put a card into the player's pack; it belongs to the pack's holder (R-VX-1)."""
        return self._put(seat, card, self._format_zone("pack", seat))

    def passed_pack(self, card: CardDef | str) -> int:
        """Vortex: put an unowned card into the passed pack (R-VX-1)."""
        return self._put(0, card, self._format_zone("passed_pack", -1))

    def castle(self, seat: int, card: CardDef | str, column: int, row: int, *, face_up: bool = False) -> int:
        """Castle Magic: put a card at a spot of the player's castle (R-CA-1; column 1-4, row 1 in front):
        face down, or `face_up` as a castle card already activated on the battlefield."""
        if self.format != "castle":
            raise ValueError(f"{self.format} has no castles (Castle Magic's zone)")
        from kitchentable.formats.castle import put_in_castle

        return put_in_castle(self.state, seat, self.card(card), column, row, active=face_up)

    def _format_zone(self, kind: str, seat: int) -> tuple[str, int]:
        if self.format != "vortex":
            raise ValueError(f"{self.format} has no {kind.replace('_', ' ')} (Vortex's zones)")
        return (kind, seat)

    def graveyard(self, seat: int, card: CardDef | str) -> int:
        """A card in a graveyard; one with triggered abilities that work there is listed for them as a card moved
        there would be (113.6m, `rules.stack.graveyard_triggers`)."""
        from kitchentable.rules.stack.graveyard_triggers import has_graveyard_triggers, track_graveyard_card

        oid = self._put(seat, card, self.rules.graveyard_of(self.state, seat))
        if has_graveyard_triggers(self.state.objects[oid].card):
            track_graveyard_card(self.state, oid, oid, "graveyard")
        return oid

    def exile(self, seat: int, card: CardDef | str) -> int:
        return self._put(seat, card, (EXILE, -1))

    def outside(self, seat: int, card: CardDef | str) -> int:
        """A card the player owns outside the game, as in their sideboard (400.11)."""
        return self._put(seat, card, (OUTSIDE, seat))

    def command(self, seat: int, card: CardDef | str) -> int:
        return self._put(seat, card, (COMMAND, -1))

    def battlefield(self, seat: int, card: CardDef | str, *, tapped: bool = False, sick: bool = False,
                    counters: dict[str, int] | None = None, attached_to: int | None = None) -> int:
        oid = self._put(seat, card, (BATTLEFIELD, -1), tapped=tapped, controller=seat,
                        attached_to=attached_to, entered_turn=0, controlled_since=5 if sick else 0)
        o = self.state.objects[oid]
        if counters:
            o.counters.update(counters)
        if o.card.loyalty is not None and "loyalty" not in o.counters:
            o.counters["loyalty"] = o.card.loyalty
        return oid

    def many(self, seat: int, zone: str, cards: Sequence[CardDef | str]) -> list[int]:
        put = {"hand": self.hand, "library": self.library, "graveyard": self.graveyard,
               "battlefield": self.battlefield, "exile": self.exile}[zone]
        return [put(seat, c) for c in cards]

    def start(self, step: str = "main1", active: int = 0, turn: int = 5) -> Game:
        """Begin play at `step` of turn `turn` with `active` holding priority."""
        state = self.state
        state.turn = turn
        state.active = active
        state.starting_player = active
        for p in state.players:
            p.turn_began = turn if p.seat == active else turn - 1
        steps = self.rules.turn_steps(state)
        if step not in steps:
            raise ValueError(f"{step!r} is not a step of {self.format}: {steps}")
        later = steps[steps.index(step) + 1:]
        push(state, ("step", step), *[("step", s) for s in later], ("turn",))
        run(state)
        game = Game.__new__(Game)
        game.format = self.format
        game.seed = self.seed
        game.options = state.options
        game.history = []
        game.keep_history = True
        game.actions = []
        game._deck_names = []
        game._sideboard_names = []
        game.state = state
        return game


def answer_until_priority(game: Game) -> None:
    """Take the first legal answer of every pending decision until a player has priority again."""
    while game.pending["kind"] != "priority":
        game.apply(game.legal_actions()[0])


def resolve_stack(game: Game) -> None:
    """Pass priority until the stack is empty and no triggered ability waits, answering what comes up."""
    while game.state.stack_ids() or game.state.pending_triggers:
        game.apply(("pass",))
        answer_until_priority(game)


def pass_until(game: Game, predicate: Any, limit: int = 200) -> None:
    """Pass priority (and take single-choice defaults) until `predicate(game)` holds."""
    for _ in range(limit):
        if game.is_over() or predicate(game):
            return
        options = game.legal_actions()
        for preferred in (("pass",), ("attack_done",), ("block_done",), ("keep",), ("no",)):
            if preferred in options:
                game.apply(preferred)
                break
        else:
            game.apply(options[0])
    raise AssertionError("condition not reached while passing")
