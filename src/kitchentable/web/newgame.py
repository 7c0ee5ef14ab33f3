"""The first page's choices and what they build: formats, seats, decks, cubes and each format's options.

`catalog()` is what the new-game form offers (formats with their player counts and options, the bundled
decks, cubes and Castle stocks, the computer players, the Turnabout scoring options). `build_setup(request)`
checks a filled-in form and returns a `Setup`: the seats and either the arguments of one `Game` or a
Turnabout match plan. Every problem is reported with the field it is about ("seat 2 deck, line 4: ..."),
never as a traceback, and nothing is created until the whole form is valid.

Each format's options are declared here, next to the format they belong to, with the rule or ruling each one
implements (the formats read them from `Game(options=...)`; `docs/formats/` explains them).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

SEAT_KINDS = ("you", "friend", "random", "heuristic", "search")
"""A seat is you (the page that creates the game), a friend (an invite link), or a computer player."""
COMPUTER_KINDS = ("random", "heuristic", "search")


@dataclass(frozen=True)
class Option:
    """One option a format declares: its key in `Game(options=...)`, how the form asks for it, its
    default and the rule or ruling it implements."""

    key: str
    label: str
    kind: str  # "bool", "int", "choice", "text"
    default: Any
    rule: str
    help: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    optional: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "label": self.label, "kind": self.kind, "default": self.default,
                "rule": self.rule, "help": self.help, "choices": list(self.choices), "min": self.minimum,
                "max": self.maximum, "optional": self.optional}


@dataclass(frozen=True)
class FormatChoice:
    """One entry of the form's format list."""

    id: str
    label: str
    format: str
    min_players: int
    max_players: int
    cards: str  # "decks" (one per seat), "cube" (a shared pool), "castle" (decks and stocks), "match"
    options: tuple[Option, ...] = ()
    fixed: dict[str, Any] = field(default_factory=dict)
    blurb: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "format": self.format, "min_players": self.min_players,
                "max_players": self.max_players, "cards": self.cards, "blurb": self.blurb,
                "options": [o.to_dict() for o in self.options]}


X_OPTION = Option("x_under_alternative_cost", "X under an alternative cost", "choice", "keep", "R-C-3",
                  "Document 001 keeps X's value when an alternative cost replaces the total; 'zero' follows "
                  "CR 107.3b instead.", ("keep", "zero"))
JT_COMMON = (
    Option("training", "Judge mode: a player may break a rule, others call it", "bool", True, "R-JT-9",
           "Judge mode (R-JT-9): the players at the table see every option the Comprehensive Rules allow; an "
           "action the Tower forbids becomes a latent violation that any other player may call (ICR 400.4). "
           "Off: the engine is a strict referee and narrows every choice."),
    Option("turn_limit", "End the Tower after this many turns", "int", None, "ICR 400.8",
           "Optional: score the Tower (ICR 400.8) after this many turns.", minimum=1, optional=True),
)

FORMAT_CHOICES: tuple[FormatChoice, ...] = (
    FormatChoice("duel", "Duel", "duel", 2, 2, "decks", (X_OPTION,),
                 blurb="Two players, the Comprehensive Rules as written."),
    FormatChoice("ffa", "Free-for-all", "ffa", 3, 6, "decks", (X_OPTION,),
                 blurb="Three or more players, attack anyone (806)."),
    FormatChoice("vortex", "Vortex", "vortex", 2, 5, "cube", (
        Option("basic_lands_per_player", "Basic lands per player in the shoe", "int", 1, "R-VX-1",
               "How many of each basic land per player go into the shoe (the document says one).", minimum=0,
               maximum=10),
        Option("opening_basic_lands", "Basic lands added to the opening hand", "int", 3, "R-VX-2",
               "How many basic lands each player adds after the setup turns (the document says three).",
               minimum=0, maximum=10),
    ), blurb="2-5 players draft from a shared shoe instead of drawing (document 004)."),
    FormatChoice("castle", "Castle Magic", "castle", 2, 2, "castle", (
        Option("reserve_actions", "Reserve actions (house rule)", "bool", False, "R-CA-7",
               "Once during your turn: swap a face-down castle card with a reserve card, pay 2 life to swap two "
               "face-down cards of a column, or look at one of your face-down cards."),
    ), blurb="Each player defends a 4x3 castle of face-down creatures (document 002)."),
    FormatChoice("judges-tower", "Judge's Tower", "judges-tower", 2, 8, "cube", JT_COMMON,
                 fixed={"shame": False},
                 blurb="A shared library, infinite life, As Soon As Possible play, subgames and point tokens "
                       "(document 000)."),
    FormatChoice("judges-tower-shame", "Judge's Tower with Shame", "judges-tower", 2, 8, "cube", (
        *JT_COMMON,
        Option("shame_limit", "Total shame that ends the Tower", "int", None, "R-JT-11",
               "Default: four times the number of players (ICR 500.4).", minimum=1, optional=True),
    ), fixed={"shame": True}, blurb="The Tower's Shame variant: a violation costs a shame counter (ICR 500)."),
    FormatChoice("turnabout", "Turnabout match", "turnabout", 2, 2, "match", (
        Option("clock_turn", "The judge invokes the Armageddon Clock after turn", "int", None, "R-TA-5",
               "Optional: at the end of this turn the Judge Armageddon Clock enters with doom counters.",
               minimum=1, optional=True),
        Option("doom", "Doom counters per upkeep", "int", 1, "R-TA-5", "The judge's number.", minimum=1,
               maximum=20),
        Option("chess_clock", "Chess clock for each human (BASE+DELAY seconds)", "text", "", "R-TA-5",
               "Optional, e.g. 600+3 (doc 003 recommends ten minutes with a three-second delay).",
               optional=True),
        Option("timing", "Chess clock timing", "choice", "delay", "R-TA-5", "Delay or Bronstein timing.",
               ("delay", "bronstein")),
        Option("flag_fall", "When a human's chess clock runs out", "choice", "lose", "R-TA-5",
               "'lose': that player loses the game; 'ignore': play on.", ("lose", "ignore")),
    ), blurb="Game 1 with each other's decks after the hand-over, game 2 with your own; match points and "
             "Victory Points (document 003)."),
)
CHOICES = {c.id: c for c in FORMAT_CHOICES}


class SetupError(ValueError):
    """A new-game form that can't start a game; `problems` lists (field, message) pairs."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        super().__init__("; ".join(f"{f}: {m}" for f, m in problems))


@dataclass
class SeatSetup:
    seat: int
    kind: str
    name: str
    level: int = 0


@dataclass
class MatchPlan:
    """A Turnabout match: each player's deck (card names), deck name and scoring option, and the options."""

    decks: tuple[list[str], list[str]]
    deck_names: tuple[str, str]
    scoring: tuple[str, str]
    seed: int
    clock_turn: int | None
    doom: int
    chess_clock: str | None
    timing: str
    flag_fall: str


@dataclass
class Setup:
    choice: FormatChoice
    seed: int
    seats: list[SeatSetup]
    game: dict[str, Any] | None = None  # Game(format, seed=seed, **game)
    match: MatchPlan | None = None
    built: Any = None  # the Game, built once while checking the form


def catalog() -> dict[str, Any]:
    """Everything the new-game form offers."""
    from kitchentable.cards.files.decks import bundled_cubes, bundled_decks, bundled_stocks
    from kitchentable.formats.turnabout.scoring import SCORING_OPTIONS

    return {
        "formats": [c.to_dict() for c in FORMAT_CHOICES],
        "seat_kinds": [{"id": "you", "label": "You (this browser)"},
                       {"id": "friend", "label": "A friend (invite link)"},
                       {"id": "random", "label": "Computer: random"},
                       {"id": "heuristic", "label": "Computer: heuristic"},
                       {"id": "search", "label": "Computer: search (strongest, slower)"}],
        "decks": bundled_decks(), "cubes": bundled_cubes(), "stocks": bundled_stocks(),
        "scoring": [{"id": o.name, "label": o.name.capitalize(), "help": o.description}
                    for o in SCORING_OPTIONS.values()],
        "default_decks": ["mono-red-aggro", "green-blue-tempo"],
        "default_match_decks": ["goblins", "merfolk"],
    }


MAX_PASTED = 100_000
"""Characters of a pasted deck, cube or stock: a 720-card cube list is about 15,000."""


def _oversized(source: Any, where: str, problems: list[tuple[str, str]]) -> bool:
    """A pasted list over `MAX_PASTED` is refused before it is read (and not echoed in the message)."""
    text = source.get("text") if isinstance(source, dict) else None
    if isinstance(text, str) and len(text) > MAX_PASTED:
        problems.append((where, f"the pasted list is longer than {MAX_PASTED:,} characters"))
        return True
    return False


def _deck(source: Any, where: str, problems: list[tuple[str, str]]) -> tuple[str, list[str], list[str]] | None:
    """(deck name, main, sideboard) from {"bundled": name} or {"text": pasted MTGO/Arena text}."""
    from kitchentable.cards.errors import DeckError
    from kitchentable.cards.files.decks import load_deck, parse_deck

    if not isinstance(source, dict):
        problems.append((where, "choose a bundled deck or paste a deck list"))
        return None
    if _oversized(source, where, problems):
        return None
    try:
        if source.get("text"):
            deck = parse_deck(str(source["text"]), "pasted deck", name=str(source.get("name") or "pasted deck"))
        elif source.get("bundled"):
            deck = load_deck(str(source["bundled"]))
        else:
            problems.append((where, "choose a bundled deck or paste a deck list"))
            return None
    except DeckError as err:
        message = f"line {err.line}: {str(err).split(': ', 2)[-1]}" if err.line else str(err).split(": ", 1)[-1]
        problems.append((where, message))
        return None
    return deck.name, list(deck.main), list(deck.sideboard)


def _cube(source: Any, problems: list[tuple[str, str]]) -> list[str] | None:
    from kitchentable.cards.errors import DeckError
    from kitchentable.cards.files.decks import load_cube, parse_deck

    source = source or {"bundled": "starter"}
    if _oversized(source, "cube", problems):
        return None
    try:
        if isinstance(source, dict) and source.get("text"):
            return list(parse_deck(str(source["text"]), "pasted cube").main)
        name = source.get("bundled", "starter") if isinstance(source, dict) else "starter"
        return [c if isinstance(c, str) else c.name for c in load_cube(str(name))]
    except DeckError as err:
        message = f"line {err.line}: {str(err).split(': ', 2)[-1]}" if err.line else str(err).split(": ", 1)[-1]
        problems.append(("cube", message))
        return None


def _options(choice: FormatChoice, given: Any, problems: list[tuple[str, str]]) -> dict[str, Any]:
    given = given if isinstance(given, dict) else {}
    known = {opt.key for opt in choice.options}
    for key in given:
        if key not in known:
            problems.append((f"option {str(key)[:40]}", f"not an option of {choice.label}"
                             + (f"; its options: {', '.join(sorted(known))}" if known else " (it has none)")))
    out: dict[str, Any] = dict(choice.fixed)
    for opt in choice.options:
        value = given.get(opt.key, opt.default)
        if value in (None, "") and opt.optional:
            continue
        where = f"option {opt.label}"
        if opt.kind == "bool":
            out[opt.key] = bool(value)
        elif opt.kind == "int":
            try:
                number = int(value)
            except (TypeError, ValueError):
                problems.append((where, f"a whole number, not {value!r}"))
                continue
            if opt.minimum is not None and number < opt.minimum or opt.maximum is not None and number > opt.maximum:
                problems.append((where, f"between {opt.minimum} and {opt.maximum}, not {number}"))
                continue
            out[opt.key] = number
        elif opt.kind == "choice":
            if value not in opt.choices:
                problems.append((where, f"one of {', '.join(opt.choices)}, not {value!r}"))
                continue
            out[opt.key] = value
        else:
            out[opt.key] = str(value)
    if out.get("x_under_alternative_cost") == "keep":
        del out["x_under_alternative_cost"]
    return out


def _stock(source: Any, deck_name: str, main: list[str], where: str,
           problems: list[tuple[str, str]]) -> list[str] | None:
    """R-CA-1: a 15-creature stock: the one chosen or pasted, else the bundled stock named like the deck, else
    fifteen creatures taken in turn from the deck."""
    from kitchentable.cards.errors import DeckError
    from kitchentable.cards.files.decks import bundled_stocks, load_stock, parse_deck
    from kitchentable.cards.pool import get_pool

    if _oversized(source, where, problems):
        return None
    try:
        if isinstance(source, dict) and source.get("text"):
            return list(parse_deck(str(source["text"]), "pasted stock").main)
        if isinstance(source, dict) and source.get("bundled"):
            return list(load_stock(str(source["bundled"])))
    except DeckError as err:
        problems.append((where, str(err).split(": ", 1)[-1]))
        return None
    if deck_name in bundled_stocks():
        return list(load_stock(deck_name))
    pool = get_pool()
    creatures = sorted({n for n in main if "Creature" in pool.get(n).types})
    if not creatures:
        problems.append((where, "the deck has no creature to build a castle stock from; choose a stock"))
        return None
    return [creatures[i % len(creatures)] for i in range(15)]


def build_setup(request: dict[str, Any]) -> Setup:
    """Check a new-game request and say what to create. Raises SetupError listing every problem."""
    problems: list[tuple[str, str]] = []
    choice = CHOICES.get(str(request.get("format", "")))
    if choice is None:
        raise SetupError([("format", f"choose one of {', '.join(CHOICES)}")])
    seats_in = request.get("seats")
    if not isinstance(seats_in, list) or not seats_in:
        raise SetupError([("seats", "no seats given")])
    n = len(seats_in)
    if not choice.min_players <= n <= choice.max_players:
        raise SetupError([("players", f"{choice.label} is for {choice.min_players} to {choice.max_players} "
                                      f"players, not {n}")])
    seed_value = request.get("seed")
    try:
        seed = int(seed_value) if seed_value not in (None, "") else random.randrange(1_000_000)
    except (TypeError, ValueError):
        raise SetupError([("seed", f"a whole number, not {seed_value!r}")]) from None
    seats: list[SeatSetup] = []
    for i, entry in enumerate(seats_in):
        entry = entry if isinstance(entry, dict) else {}
        kind = str(entry.get("kind", ""))
        if kind not in SEAT_KINDS:
            problems.append((f"seat {i + 1}", f"choose one of {', '.join(SEAT_KINDS)}"))
            kind = "random"
        default = f"Player {i + 1}" if kind in ("you", "friend") else f"Computer {i + 1}"
        name = str(entry.get("name") or default).strip()[:40] or default
        try:
            level = int(entry.get("level") or 0)
        except (TypeError, ValueError):
            problems.append((f"seat {i + 1} level", "a whole number"))
            level = 0
        seats.append(SeatSetup(i, kind, name, max(0, min(level, 20))))
    if sum(1 for s in seats if s.kind == "you") > 1:
        problems.append(("seats", "only one seat can be 'you'; invite the others with links"))
    if len({s.name for s in seats}) < n:
        problems.append(("seats", "give each seat a different name"))
    options = _options(choice, request.get("options"), problems)
    setup = Setup(choice, seed, seats)
    names = [s.name for s in seats]
    if choice.cards == "decks":
        decks = [_deck((e or {}).get("deck"), f"seat {i + 1} deck", problems) for i, e in enumerate(seats_in)]
        if all(decks):
            main = [d[1] for d in decks if d]
            side = [d[2] for d in decks if d]
            from kitchentable.api.setup import check_no_ante_cards

            try:
                check_no_ante_cards([*main, *side])
            except ValueError as err:
                problems.append(("decks", str(err)))
            setup.game = {"decks": main, "sideboards": side, "players": n, "names": names, "options": options}
    elif choice.cards == "cube":
        cube = _cube(request.get("cube"), problems)
        if cube is not None:
            if choice.format == "vortex":
                setup.game = {"decks": [], "players": n, "names": names, "options": {**options, "pool": cube}}
            else:
                humans = [s.seat for s in seats if s.kind in ("you", "friend")]
                options.update(levels={s.seat: s.level for s in seats}, humans=humans)
                setup.game = {"decks": [cube], "players": n, "names": names, "options": options}
    elif choice.cards == "castle":
        decks = [_deck((e or {}).get("deck"), f"seat {i + 1} deck", problems) for i, e in enumerate(seats_in)]
        stocks = []
        for i, (e, d) in enumerate(zip(seats_in, decks, strict=True)):
            if d is not None:
                stocks.append(_stock((e or {}).get("stock"), d[0], d[1], f"seat {i + 1} castle stock", problems))
        if all(decks) and all(stocks) and len(stocks) == n:
            setup.game = {"decks": [d[1] for d in decks if d], "players": n, "names": names,
                          "options": {**options, "stocks": stocks}}
    else:
        setup.match = _match_plan(seats_in, seed, options, problems)
    if problems:
        raise SetupError(problems)
    if setup.game is not None:
        _check_game(setup, problems)
        if problems:
            raise SetupError(problems)
    return setup


def _match_plan(seats_in: list[Any], seed: int, options: dict[str, Any],
                problems: list[tuple[str, str]]) -> MatchPlan | None:
    """R-TA-4 deck checks and R-TA-1 scoring options for a Turnabout match."""
    from kitchentable.cards.pool import get_pool
    from kitchentable.formats.turnabout.decks import check_cards
    from kitchentable.formats.turnabout.scoring import ScoringError, scoring_option

    decks: list[list[str]] = []
    names: list[str] = []
    scoring: list[str] = []
    for i, entry in enumerate(seats_in):
        entry = entry if isinstance(entry, dict) else {}
        where = f"seat {i + 1} deck"
        deck = _deck(entry.get("deck"), where, problems)
        try:
            scoring.append(scoring_option(str(entry.get("scoring") or "dominaria")).name)
        except ScoringError as err:
            problems.append((f"seat {i + 1} scoring option", str(err)))
        if deck is None:
            continue
        if deck[2]:
            problems.append((where, "no sideboards are used in Turnabout (R-TA-4)"))
        pool = get_pool()
        for problem in check_cards([pool.get(name) for name in deck[1]]):
            problems.append((where, str(problem)))
        decks.append(deck[1])
        names.append(deck[0])
    if len(decks) != 2 or len(scoring) != 2:
        return None
    clock = str(options.get("chess_clock") or "").strip() or None
    if clock is not None:
        from kitchentable.formats.turnabout.clock import ClockSetting

        try:
            ClockSetting.parse(clock, str(options.get("timing", "delay")))
        except ValueError as err:
            problems.append(("option chess clock", str(err)))
    if names[0] == names[1]:
        names = [f"{names[0]} (A)", f"{names[1]} (B)"]
    return MatchPlan((decks[0], decks[1]), (names[0], names[1]), (scoring[0], scoring[1]), seed,
                     options.get("clock_turn"), int(options.get("doom", 1)), clock,
                     str(options.get("timing", "delay")), str(options.get("flag_fall", "lose")))


def _check_game(setup: Setup, problems: list[tuple[str, str]]) -> None:
    """Build the game once to surface the format's own refusals (a stock of 14 cards, a pool that is too
    small) as form errors."""
    from kitchentable.api.game import Game

    assert setup.game is not None
    try:
        setup.built = Game(setup.choice.format, seed=setup.seed, **setup.game)
    except (ValueError, KeyError) as err:
        problems.append((setup.choice.label, str(err)))
