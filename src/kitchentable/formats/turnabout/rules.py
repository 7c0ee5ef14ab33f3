"""One game of a Turnabout match (doc 003): a two-player duel under the Comprehensive Rules, plus the
deck handover before game 1, the order of play between the two games, and the Judge Armageddon Clock.

Options (each in `docs/formats/turnabout.md`):
- `starting_player` (None: random, 103.1): who takes the first turn; the match runner sets it so the same
  deck starts both games (R-TA-3).
- `handover` (False): game 1's deck handover, where each pilot may look through the deck they were handed
  and hears its scoring option (doc 003 Match Rules 2, R-TA-1).
- `scoring` (("dominaria", "dominaria")): the scoring option of the deck each seat pilots (R-TA-1).
- `deck_names` (None): how the handover names the decks.
- `clock_turn` (None) and `doom` (1): the judge invokes the Judge Armageddon Clock at the end of turn
  `clock_turn` with `doom` counters per upkeep (R-TA-5).
- `flag_fall` ("lose"): what a human's chess clock running out does: "lose" (R-TA-5) or "ignore".
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from kitchentable.formats.duel import Duel
from kitchentable.formats.turnabout.clock import find_clock, is_clock_or_its_ability
from kitchentable.formats.turnabout.scoring import DEFAULT_SCORING_OPTION, scoring_option
from kitchentable.rules.engine import HANDLERS, NEVER_AUTOMATIC, ask, resumer
from kitchentable.rules.log_text import EXPLAINERS, player_name
from kitchentable.rules.ruleset import Parameter
from kitchentable.rules.state import Decision, GameState

FLAG_FALL = ("lose", "ignore")
HANDOVER = "deck_handover"


def _positive_int(name: str, value: Any, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ValueError(f"turnabout option {name!r} must be a whole number of at least {minimum}, not {value!r}")
    return value


class Turnabout(Duel):
    """A Turnabout game (doc 003): standard two-player Magic; the format's rules live in the match, the
    handover, the starting player and the Judge Armageddon Clock."""

    name = "turnabout"
    min_players = 2
    max_players = 2
    parameters = Duel.parameters + (
        Parameter("starting_player", "seat", None, "103.1, R-TA-3",
                  "the seat that takes the first turn (random when unset); the match sets it"),
        Parameter("handover", "bool", False, "R-TA-1", "run game 1's deck handover"),
        Parameter("scoring", "names", None, "R-TA-1",
                  "the scoring option of the deck each seat pilots (dominaria, dominaria when unset)"),
        Parameter("scoring_descriptions", "names", None, "R-TA-1",
                  "how the handover describes each scoring option (an event's own options)"),
        Parameter("deck_names", "names", None, "R-TA-1", "how the handover names the decks (deck 1, deck 2 when unset)"),
        Parameter("clock_turn", "int", None, "R-TA-5",
                  "the judge invokes the Judge Armageddon Clock at the end of this turn", minimum=1),
        Parameter("doom", "int", 1, "R-TA-5", "the judge's number: doom counters per upkeep", minimum=1),
        Parameter("flag_fall", "text", "lose", "R-TA-5",
                  "lose: a human out of time on the chess clock loses the game; ignore: the clock is only shown",
                  choices=FLAG_FALL),
    )

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        o = self.options
        start = o.get("starting_player")
        if start is not None and start not in (0, 1):
            raise ValueError(f"turnabout option 'starting_player' is seat 0 or 1, not {start!r}")
        self.starting_player: int | None = start
        self.handover = bool(o.get("handover", False))
        scoring = tuple(o.get("scoring") or (DEFAULT_SCORING_OPTION, DEFAULT_SCORING_OPTION))
        if len(scoring) != 2:
            raise ValueError("turnabout option 'scoring' names the scoring option of each seat's deck (two names)")
        described = o.get("scoring_descriptions")
        if described:
            if len(described) != 2 or not all(isinstance(n, str) and n.strip() for n in scoring):
                raise ValueError("turnabout options 'scoring' and 'scoring_descriptions' need two entries each")
            self.scoring: tuple[str, str] = (scoring[0].strip().lower(), scoring[1].strip().lower())
            self.scoring_text: tuple[str, str] = (str(described[0]), str(described[1]))
        else:
            known = (scoring_option(scoring[0]), scoring_option(scoring[1]))
            self.scoring = (known[0].name, known[1].name)
            self.scoring_text = (known[0].description, known[1].description)
        names = o.get("deck_names")
        self.deck_names: tuple[str, str] = (str(names[0]), str(names[1])) if names else ("deck 1", "deck 2")
        turn = o.get("clock_turn")
        self.clock_turn: int | None = None if turn is None else _positive_int("clock_turn", turn, 1)
        self.doom = _positive_int("doom", o.get("doom", 1), 1)
        flag = o.get("flag_fall", "lose")
        if flag not in FLAG_FALL:
            raise ValueError(f"turnabout option 'flag_fall' is one of {', '.join(FLAG_FALL)}, not {flag!r}")
        self.flag_fall: str = flag

    # --- before the first turn -------------------------------------------------------------------------

    def choose_starting_player(self, state: GameState) -> int:
        """R-TA-3: game 1 starts with a random player (103.1), game 2 with the other one."""
        if self.starting_player is not None:
            return self.starting_player
        return super().choose_starting_player(state)

    def opening_frames(self, state: GameState) -> list[tuple[Any, ...]]:
        """Doc 003 Match Rules 2 (R-TA-1): before game 1 each pilot may look through the deck handed to
        them and is told its scoring option; then opening hands and mulligans as usual (103.5)."""
        frames = super().opening_frames(state)
        if not self.handover:
            return frames
        return [(HANDOVER, seat) for seat in state.apnap(state.starting_player)] + frames

    # --- the Judge Armageddon Clock ----------------------------------------------------------------------

    def after_step(self, state: GameState, step: str) -> list[tuple[Any, ...]]:
        """Doc 003 Match Rules 1: the judge invokes the Judge Armageddon Clock at the end of the turn in which
        game time expires (turn `clock_turn`), with the chosen number of doom counters (R-TA-5)."""
        if step == "cleanup" and self.clock_turn is not None and state.turn >= self.clock_turn \
                and find_clock(state) is None:
            return [("turnabout_invoke_clock", self.doom)]
        return []

    def object_can_be_targeted(self, state: GameState, oid: int, by: int, source: int | None) -> bool:
        """R-TA-5: nothing can stop an emblem's effects, so neither the Judge Armageddon Clock nor its
        triggered ability on the stack can be the target of anything (no Stifle stops the doom)."""
        return not is_clock_or_its_ability(state, oid)

    # --- reporting ------------------------------------------------------------------------------------------

    def describe_result(self, state: GameState) -> dict[str, Any]:
        clock = find_clock(state)
        return {
            "scoring": list(self.scoring),
            "clock": None if clock is None else {
                "doom_counters": state.objects[clock].counters.get("doom", 0), "number": self.doom,
            },
        }

    def observation(self, state: GameState, seat: int) -> dict[str, Any]:
        """Public Turnabout facts: each deck's scoring option and the Judge Armageddon Clock."""
        clock = find_clock(state)
        doom = state.objects[clock].counters.get("doom", 0) if clock is not None else None
        lines = [f"{state.players[s].name} pilots {self.deck_names[s]} (scoring if it loses: {self.scoring[s]})"
                 for s in range(len(state.players))]
        if doom is not None:
            lines.append(f"Judge Armageddon Clock: {doom} doom counters, +{self.doom} each upkeep (R-TA-5)")
        elif self.clock_turn is not None:
            lines.append(f"The judge invokes the Judge Armageddon Clock at the end of turn {self.clock_turn}")
        return {
            "scoring": list(self.scoring),
            "decks": list(self.deck_names),
            "clock": None if clock is None else {"doom_counters": doom, "number": self.doom},
            "clock_turn": self.clock_turn,
            "text": "\n".join(lines),
        }


def deck_listing(state: GameState, seat: int) -> tuple[tuple[str, int], ...]:
    """The cards of the library `seat` pilots, by name with counts (what the handover lets them see)."""
    counts = Counter(state.objects[oid].card.name for oid in state.zones.get(state.rules.library_of(state, seat), []))
    return tuple(sorted(counts.items()))


def _handover_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    seat = int(frame[1])
    rules = state.rules
    assert isinstance(rules, Turnabout)
    listing = deck_listing(state, seat)
    option, description = rules.scoring[seat], rules.scoring_text[seat]
    state.log_event("R-TA-1", HANDOVER, seat, rules.deck_names[seat], option)
    cards = ", ".join(f"{n} {name}" for name, n in listing)
    ask(state, Decision(
        seat, HANDOVER, (("looked",),), HANDOVER, (rules.deck_names[seat], option, listing),
        f"Game 1: you pilot {rules.deck_names[seat]}, handed over by your opponent. If it loses a game, the "
        f"winner scores by {option}: {description}. You may look through it: {cards}.",
        "R-TA-1",
    ))


HANDLERS[HANDOVER] = _handover_frame
NEVER_AUTOMATIC.add(HANDOVER)
EXPLAINERS[HANDOVER] = lambda s, d: f"{player_name(s, d[0])} receives {d[1]} (scoring option if it loses: {d[2]})."
EXPLAINERS["deck_looked_through"] = lambda s, d: f"{player_name(s, d[0])} has looked through the deck."


@resumer(HANDOVER)
def _handover_done(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    state.log_event("R-TA-1", "deck_looked_through", decision.player)
