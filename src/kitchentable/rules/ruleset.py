"""The extension points a format plugs into: the Comprehensive Rules' default answer to each question.

A format (in `kitchentable.formats`) is a subclass that overrides some of these methods; each override
names the rule it changes in its docstring. The kernel asks `state.rules` and never checks which format
it runs, so every rule here reads as the CR states it and every format reads as its document states it.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.compiled import mypyc_attr
from kitchentable.rules.state import GRAVEYARD, LIBRARY, GameObject, GameState, ZoneKey


@mypyc_attr(allow_interpreted_subclasses=True)  # the formats subclass it (compiled.py)
class RuleSet:
    """Standard Magic (the duel and free-for-all formats use it unchanged)."""

    name = "duel"
    min_players = 2
    max_players = 8

    # --- setup (103) ---------------------------------------------------------------------------------

    def starting_life(self, state: GameState, seat: int) -> int:
        """103.4: each player starts at 20 life."""
        return 20

    def opening_hand_size(self, state: GameState, seat: int) -> int:
        """103.5: each player draws seven cards."""
        return 7

    def mulligans_allowed(self, state: GameState) -> bool:
        """103.5: players may mulligan (London mulligan)."""
        return True

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = dict(options or {})

    def build(self, state: GameState, decks: list[list[Any]], pool: Any = None) -> None:
        """103.2: each player's deck becomes their library (shuffled when the game starts)."""
        if len(decks) != len(state.players):
            raise ValueError(f"{self.name} needs one deck per player ({len(state.players)}), got {len(decks)}")
        for seat, deck in enumerate(decks):
            key = self.library_of(state, seat)
            for card in deck:
                state.new_object(card, seat, key)

    def setup(self, state: GameState) -> None:
        """103.2-103.3: nothing beyond shuffling libraries; formats add zones and deals here."""

    def choose_starting_player(self, state: GameState) -> int:
        """103.1: the players determine at random who chooses to take the first turn; the game's seeded
        generator picks the starting player."""
        return state.rng.randrange(len(state.players))

    def opening_frames(self, state: GameState) -> list[tuple[Any, ...]]:
        """Frames that run once before the first turn (after libraries are shuffled and a starting player
        is chosen), in run order. Default: draw opening hands and mulligan (103.5)."""
        return [("opening_hands",), ("mulligans",)]

    def skip_first_draw(self, state: GameState) -> bool:
        """103.8a: in a two-player game the starting player skips the draw of their first turn."""
        return len(state.players) == 2

    # --- zones and ownership (400, 108.3) ------------------------------------------------------------

    def library_of(self, state: GameState, seat: int) -> ZoneKey:
        return (LIBRARY, seat)

    def graveyard_of(self, state: GameState, seat: int) -> ZoneKey:
        return (GRAVEYARD, seat)

    def destination(self, state: GameState, obj: GameObject, kind: str) -> ZoneKey:
        """Where a card goes when it moves to a zone of `kind`: its owner's own zone (400.3)."""
        if kind == LIBRARY:
            return self.library_of(state, obj.owner)
        if kind == GRAVEYARD:
            return self.graveyard_of(state, obj.owner)
        if kind == "hand":
            return ("hand", obj.owner)
        return (kind, -1)

    def graveyard_replacement(self, state: GameState, oid: int) -> str | None:
        """A format's rule sending a permanent somewhere else instead of a graveyard (None: no change)."""
        return None

    def hidden_zone_kinds(self, state: GameState, viewer: int, seat: int, kind: str) -> frozenset[str]:
        """Extra zone kinds hidden from `viewer` (a format's own hidden zones, like packs)."""
        return frozenset()

    def owner_after_move(self, state: GameState, obj: GameObject, to: ZoneKey, mover: int) -> int:
        """108.3: the owner never changes in standard Magic. `mover` is the player the move names (the one
        moving it, else the controller it enters under), or -1 when it names none."""
        return obj.owner

    def owned_by_all(self, state: GameState, zone: ZoneKey) -> bool:
        """108.3: every card has exactly one owner, so no zone makes every player its cards' owner."""
        return False

    # --- turn structure (500-514) ----------------------------------------------------------------------

    def turn_steps(self, state: GameState) -> list[str]:
        """500.1: the steps of a turn, in order."""
        return [
            "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
            "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2",
            "end", "cleanup",
        ]

    def after_step(self, state: GameState, step: str) -> list[tuple[Any, ...]]:
        """Frames a format runs right after a step ends (turn-based actions with no priority)."""
        return []

    # --- drawing (121) -----------------------------------------------------------------------------------

    def draw_frames(self, state: GameState, seat: int) -> list[tuple[Any, ...]] | None:
        """A replacement of the draw event itself (121.6); None keeps the normal draw."""
        return None

    def on_draw_from_empty(self, state: GameState, seat: int) -> None:
        """121.4 / 704.5b: drawing from an empty library makes the player lose at the next SBA check."""
        state.players[seat].drew_from_empty = True

    # --- life and damage (119, 120) ------------------------------------------------------------------------

    def change_life(self, state: GameState, seat: int, delta: int) -> int:
        """119.3: gains and losses change the life total. Returns the amount actually changed."""
        state.players[seat].life += delta
        return delta

    def set_life(self, state: GameState, seat: int, value: int) -> None:
        """119.5: setting a life total is a gain or loss of the difference."""
        self.change_life(state, seat, value - state.players[seat].life)

    def damage_to_player(self, state: GameState, source: int, seat: int, amount: int, combat: bool) -> int:
        """A format's replacement of damage dealt to a player (120.3); default unchanged."""
        return amount

    # --- restrictions and requirements --------------------------------------------------------------

    def filter_options(self, state: GameState, kind: str, player: int, options: list[tuple[Any, ...]],
                       data: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """Narrow the legal answers to a decision (a format's requirements, e.g. "must if able")."""
        return options

    def can_activate(self, state: GameState, seat: int, oid: int, index: int) -> bool:
        return True

    def on_activated(self, state: GameState, seat: int, oid: int, index: int) -> None:
        """Called when an activated ability has been activated (602.2), for per-turn limits."""

    def on_answer(self, state: GameState, decision: Any, action: tuple[Any, ...]) -> None:
        """Called with each answer a player gives to a decision, before the game acts on it (117)."""

    def after_rewind(self, state: GameState, action: tuple[Any, ...]) -> None:
        """601.2 / R-C-2: after an action is rewound the player holds priority again with the same options;
        `action` is the answer that began the rewound announcement."""

    def player_can_be_targeted(self, state: GameState, seat: int, by: int, source: int | None) -> bool:
        return True

    def object_can_be_targeted(self, state: GameState, oid: int, by: int, source: int | None) -> bool:
        """115.1: a format's restriction on targeting an object in any zone (a permanent, or a spell or
        ability on the stack); standard Magic has none beyond the target's own description."""
        return True

    def affected_by_global(self, state: GameState, oid: int) -> bool:
        """Whether a permanent is affected by non-targeted effects (always, in standard Magic)."""
        return True

    def pt_modification(self, state: GameState, oid: int) -> tuple[int, int]:
        """A format's own change to a permanent's power and toughness, applied in layer 7c (613.4c) after
        the effects of that layer; standard Magic has none."""
        return (0, 0)

    def can_block(self, state: GameState, oid: int) -> bool:
        return True

    # --- combat (506-511) ------------------------------------------------------------------------------

    def combat_frames(self, state: GameState, step: str) -> list[tuple[Any, ...]] | None:
        """A format's own turn-based actions for a combat step; None keeps rules 508-510."""
        return None

    # --- state-based actions and the end of the game (704, 104) --------------------------------------------

    def extra_sba(self, state: GameState) -> bool:
        """A format's state-based actions (704.3 checks them with the rest). Returns True if any happened."""
        return False

    def player_loses(self, state: GameState, seat: int, reason: str) -> None:
        """104.3: the player loses; in multiplayer they leave the game (800.4)."""
        from kitchentable.rules.concepts.game_end import eliminate

        eliminate(state, seat, reason)

    def sba_loss_applies(self, state: GameState, seat: int, reason: str) -> bool:
        """704.5a-c: zero life, empty-library draw and ten poison make a player lose."""
        return True

    def check_game_over(self, state: GameState) -> None:
        """104.2a: a player still in the game when all opponents have left wins."""
        from kitchentable.rules.concepts.game_end import standard_game_over

        standard_game_over(state)

    def turn_limit_reached(self, state: GameState, limit: int) -> None:
        """The `max_turns` option (a simulation's bound, not a rule): the game ends as a draw (104.4a)."""
        from kitchentable.rules.concepts.game_end import end_game

        state.log_event("104.4", "turn_limit", limit)
        end_game(state, ())

    def describe_result(self, state: GameState) -> dict[str, Any]:
        """Extra facts a format reports about a finished game (points, shame, subgames...)."""
        return {}

    # --- extra actions ------------------------------------------------------------------------------------

    def special_actions(self, state: GameState, seat: int) -> list[tuple[Any, ...]]:
        """Special actions (116) a format adds to the priority options (e.g. Vortex's mulligan)."""
        return []

    def take_special_action(self, state: GameState, seat: int, action: tuple[Any, ...]) -> None:
        raise NotImplementedError(f"{self.name} has no special action {action[0]!r}")

    def observation(self, state: GameState, seat: int) -> dict[str, Any]:
        """Format-specific public facts for a player's view."""
        return {}
