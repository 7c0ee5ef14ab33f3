"""The extension points a format plugs into: the Comprehensive Rules' default answer to each question.

A format (in `kitchentable.formats`) is a subclass that overrides some of these methods; each override
names the rule it changes in its docstring. The kernel asks `state.rules` and never checks which format
it runs, so every rule here reads as the CR states it and every format reads as its document states it.

Everything a format may set is declared here: the class-level flags (`unbounded_payment`, `default_game`)
with their standard values, and the options a game takes (`parameters`: name, kind, default and the rule
or ruling each comes from). A format adds its own options to `parameters`; a game's options are checked
against them (`check_options`), and `options_help` renders them for `--help` and the format's page.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from kitchentable.rules.compiled import mypyc_attr
from kitchentable.rules.state import GRAVEYARD, LIBRARY, GameObject, GameState, ZoneKey

# --- the options a game takes ----------------------------------------------------------------------------------

KINDS: dict[str, str] = {
    "bool": "true or false",
    "int": "a whole number",
    "text": "a word",
    "seat": "a seat number",
    "seats": "a list of seat numbers",
    "levels": "SEAT=N pairs",
    "names": "a list of names",
    "cards": "a list of card names, or a pool or cube file",
    "stocks": "one list of card names per player",
}


@dataclass(frozen=True, slots=True)
class Parameter:
    """An option a game takes: `name`, its `kind` (a key of KINDS), its `default` (None: unset), the rule or
    ruling it comes from, one line of help, the words it allows (`choices`, a "text" option) and the least
    value of an "int" option (`minimum`)."""

    name: str
    kind: str
    default: Any
    rule: str
    help: str
    choices: tuple[str, ...] = ()
    minimum: int = 0

    def allowed(self) -> str:
        """The values it takes, in words."""
        if self.choices:
            return " or ".join(self.choices)
        if self.kind == "int" and self.minimum:
            return f"a whole number of at least {self.minimum}"
        return KINDS[self.kind]


class OptionError(ValueError):
    """A game option a format doesn't take, or a value it can't have; the message names the option, what
    it allows and the format."""


GAME_PARAMETERS: tuple[Parameter, ...] = (
    Parameter("auto_single", "bool", True, "117",
              "answer a decision with exactly one legal answer at once (the log records it)"),
    Parameter("idle_mana_abilities", "bool", False, "605.3a",
              "offer mana abilities while a player holds priority, not only while paying a cost"),
    Parameter("max_turns", "int", None, "104.4a",
              "a game still going after this many turns ends as a draw (a simulation's bound, not a rule)",
              minimum=1),
    Parameter("play_for_ante", "bool", False, "407", "play for ante: each player antes a random card"),
    Parameter("x_under_alternative_cost", "text", "keep", "R-C-3, 107.3b",
              "X of a spell cast for an alternative cost without X: keep the announced X, or zero (CR 107.3b)",
              choices=("keep", "zero")),
)
"""The options every game takes, whatever its format."""


def check_options(format_name: str, declared: tuple[Parameter, ...], given: Mapping[str, Any]) -> dict[str, Any]:
    """The options `given` to a game of `format_name`, each checked against its declaration; an unknown
    option or a value of the wrong kind raises OptionError naming the option, what it allows and the
    format. Options left unset keep their defaults, which the code that reads them knows."""
    by_name = {p.name: p for p in declared}
    for name, value in given.items():
        found = by_name.get(name)
        if found is None:
            raise OptionError(f"{format_name} has no option {name!r}; its options are "
                              f"{', '.join(sorted(by_name))}")
        if not _fits(found, value):
            raise OptionError(f"{format_name} option {name!r} takes {found.allowed()} ({found.rule}), "
                              f"not {value!r}")
    return dict(given)


def _fits(p: Parameter, value: Any) -> bool:
    if value is None:
        return p.default is None
    if p.kind == "bool":
        return isinstance(value, bool)
    if p.kind in ("int", "seat"):
        return isinstance(value, int) and not isinstance(value, bool) and value >= p.minimum
    if p.kind == "text":
        return isinstance(value, str) and (not p.choices or value in p.choices)
    if p.kind == "seats":
        return isinstance(value, (list, tuple, set, frozenset)) and all(
            isinstance(s, int) and not isinstance(s, bool) and s >= 0 for s in value)
    if p.kind == "levels":
        return isinstance(value, Mapping) and all(
            str(k).isdigit() and isinstance(v, int) and not isinstance(v, bool) and v >= 0 for k, v in value.items())
    if p.kind == "names":
        return isinstance(value, (list, tuple)) and all(isinstance(n, str) for n in value)
    if p.kind == "cards":
        return isinstance(value, (str, list, tuple))
    if p.kind == "stocks":
        return isinstance(value, (list, tuple)) and all(isinstance(s, (list, tuple)) for s in value)
    return True


def parse_option(format_name: str, declared: tuple[Parameter, ...], text: str) -> tuple[str, Any]:
    """One option written NAME=VALUE on a command line, as (name, value): "true"/"false" for a yes-or-no
    option, digits for a number, SEAT=N pairs joined by commas for levels, commas between the items of a
    list. Raises OptionError like `check_options`."""
    name, sep, raw = text.partition("=")
    name = name.strip().replace("-", "_")
    by_name = {p.name: p for p in declared}
    found = by_name.get(name)
    if not sep or found is None:
        raise OptionError(f"{text!r} is not NAME=VALUE with one of the options of {format_name}: "
                          f"{', '.join(sorted(by_name))}")
    raw = raw.strip()
    value: Any = raw
    if found.kind == "bool" and raw.lower() in ("true", "false", "yes", "no", "1", "0"):
        value = raw.lower() in ("true", "yes", "1")
    elif found.kind in ("int", "seat") and raw.lstrip("-").isdigit():
        value = int(raw)
    elif found.kind == "seats":
        value = [int(s) if s.strip().isdigit() else s for s in raw.split(",") if s.strip()]
    elif found.kind == "levels":
        pairs = [item.partition("=") for item in raw.split(",") if item.strip()]
        value = {k.strip(): int(v) if v.strip().isdigit() else v for k, _s, v in pairs}
    elif found.kind == "names":
        value = [s.strip() for s in raw.split(",") if s.strip()]
    check_options(format_name, declared, {name: value})
    return name, value


def options_help(declared: tuple[Parameter, ...], markdown: bool = False) -> str:
    """The options, one per line (or a Markdown table): name, what it takes, its default, its rule, help."""
    if markdown:
        rows = ["| option | takes | default | rule | what it does |", "|---|---|---|---|---|"]
        for p in declared:
            rows.append(f"| `{p.name}` | {p.allowed()} | {_default(p)} | {p.rule} | {p.help} |")
        return "\n".join(rows)
    return "\n".join(f"{p.name}={p.allowed()} (default {_default(p)}; {p.rule}): {p.help}" for p in declared)


def _default(p: Parameter) -> str:
    if p.default is None:
        return "unset"
    if isinstance(p.default, bool):
        return "true" if p.default else "false"
    return str(p.default)


@mypyc_attr(allow_interpreted_subclasses=True)  # the formats subclass it (compiled.py)
class RuleSet:
    """Standard Magic (the duel and free-for-all formats use it unchanged)."""

    name = "duel"
    min_players = 2
    max_players = 8

    parameters: ClassVar[tuple[Parameter, ...]] = GAME_PARAMETERS
    """The options a game of this format takes; a format adds its own to the game options."""

    unbounded_payment: ClassVar[bool] = False
    """118.3: a player can't pay a cost without the resources; True lets every mana and life cost be paid
    (Judge's Tower, ICR 100.11)."""

    default_game: ClassVar[Callable[..., dict[str, Any]] | None] = None
    """103.2: one deck per player. A format whose game needs more (a shared cube, castle stocks) defines a
    class method `default_game(players, seed, **options)` returning the Game's keyword arguments."""

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
        self.options = check_options(self.name, type(self).parameters, options or {})

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
        """119.5: setting a life total is a gain or loss of the difference, and is that event: "whenever you
        gain life" and "whenever you lose life" trigger, and "you can't gain life" stops a rise (119.7)."""
        from kitchentable.rules import events

        delta = value - state.players[seat].life
        if delta > 0:
            events.gain_life(state, seat, delta)
        elif delta < 0:
            events.lose_life(state, seat, -delta)

    def life_is_infinite(self, state: GameState, seat: int) -> bool:
        """119.1: a player's life total is a number; a format may make it infinite (Judge's Tower, ICR 100.2):
        a cost in life is then always payable, and the total is never compared with a number."""
        return False

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

    # --- loops of mandatory actions (104.4b; the watch is rules.turn.mandatory_loops) ---------------------

    loop_ignored_actions: ClassVar[frozenset[str]] = frozenset()
    """Answers left out of the state a loop watch compares (a format's own actions that never end a loop)."""

    loop_watch_after: ClassVar[int] = 64
    """Decisions in one turn without a real action before the watch starts comparing states (far more than a
    turn of passes)."""

    def loop_size_only_zones(self, state: GameState) -> frozenset[Any]:
        """Zones a loop watch compares by their size only (a shared library, whose order is hidden)."""
        return frozenset()

    def loop_limit(self, state: GameState) -> int:
        """Decisions in one turn without a real action before a loop is declared without a repeated state."""
        from kitchentable.rules.turn.mandatory_loops import MANDATORY_LOOP_LIMIT

        return MANDATORY_LOOP_LIMIT

    def mandatory_loop(self, state: GameState, loop: tuple[int, int], limit: int | None) -> None:
        """104.4b: the game entered a loop of mandatory actions (`loop`: the log length and the next object id
        where it began; `limit`: declared at the bound rather than on a repeat). It is a draw."""
        from kitchentable.rules.turn.mandatory_loops import draw_the_game

        draw_the_game(state, loop, limit)

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
