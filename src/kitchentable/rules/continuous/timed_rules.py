"""Rules for players made by a resolving spell or ability for a stated time (611.2a, 611.2b): "Your opponents
can't cast spells this turn." (Silence), "Players can't gain life this turn." (Skullcrack), "Until your next turn,
you may cast sorcery spells as though they had flash." (Teferi, Time Raveler), "Noncreature spells your opponents
cast cost {2} more to cast until your next turn." (Elspeth Conquers Death).

Such an effect changes how the game is played, the way a static ability does, but it comes from a resolved
instruction: it outlives its source and ends when its duration says. It is kept as a rule object in the command
zone that holds the static abilities the instruction describes (`param("rules")`) and is controlled by the
effect's controller (or by the player the effect names: "Target player can't cast spells this turn." makes that
player's rule object, whose ability names "you"), so every reader of static abilities in play (`layers.static_sources`: cost changes 601.2f,
flash permissions 601.3, cast bans 101.2, life-gain bans 119.7, unpreventable damage 615.12) sees it as it sees
an emblem's. The abilities are player rules only (the compiler refuses one about an object: a rule object is no
permanent and its "~" would be itself).

The object is removed when the effect ends: "this turn" / "until end of turn" in the cleanup step (514.2),
"until your next turn" as its controller's next turn begins (611.2b; the untap step's start, before anything
happens in that turn). `state.delayed` holds (TIMED_RULE, object id, duration, controller) while it lasts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.stack.effects import executor, players_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import COMMAND
from kitchentable.rules.turn.steps import as_cleanup_ends, as_untap_step_begins

if TYPE_CHECKING:
    from kitchentable.rules.abilities import Simple, StaticAbility
    from kitchentable.rules.state import GameState

TIMED_RULE = "timed_rule"
END_OF_TURN = "end_of_turn"
YOUR_NEXT_TURN = "your_next_turn"
DURATIONS = frozenset({END_OF_TURN, YOUR_NEXT_TURN})


@executor("timed_rule")
def timed_rule(state: GameState, rid: int, eff: Simple) -> None:
    """611.2a: the rules (`param("rules")`, static abilities) apply from now until `param("duration")` ends,
    for the effect's controller as an emblem's would (a rule object in the command zone, named for the source
    so a player can tell where it came from)."""
    rules: tuple[StaticAbility, ...] = eff.param("rules")
    duration = str(eff.param("duration"))
    if duration not in DURATIONS:
        raise ValueError(f"timed rule with duration {duration!r}")
    ctx = rctx(state, rid)
    seat = ctx.controller
    source = state.objects.get(ctx.source)
    name = f"{source.card.name} (effect)" if source is not None else "Effect"
    players = [seat] if eff.subject.kind == "you" else players_of(state, rid, eff.subject)
    for player in players:  # a chosen player's rule ("target player can't cast spells") is that player's
        rule = state.new_object(CardDef(name=name, static=rules), player, (COMMAND, -1))
        rule.emblem = True  # no card, no permanent: it can't be named, moved or counted as one (114.3's like)
        rule.controller = player
        state.delayed = [*state.delayed, (TIMED_RULE, rule.id, duration, seat)]  # "your next turn": the effect's
        state.log_event("611.2a", "timed_rule", player, duration, len(rules))
    state.forget(None)  # a new source of static abilities: the layers' remembered lists are out of date


def _end(state: GameState, ending: list[tuple[str, int, str, int]]) -> None:
    """The rule objects of these entries leave the game (their effects end) and their entries go."""
    for entry in ending:
        if entry[1] in state.objects:
            state.remove_object(entry[1])
        state.log_event("611.2b", "timed_rule_ends", entry[3], entry[2])
    state.delayed = [e for e in state.delayed if e not in ending]
    state.forget(None)


def _entries(state: GameState) -> list[tuple[str, int, str, int]]:
    return [e for e in state.delayed if type(e) is tuple and len(e) == 4 and e[0] == TIMED_RULE]


@as_untap_step_begins("611.2b", delayed=True)
def end_at_your_next_turn(state: GameState, active: int) -> None:
    """611.2b: an effect that lasts "until your next turn" ends as its controller's next turn begins. One of
    "this turn" left over (the turn ended without a cleanup step, 723.1) ends too."""
    ending = [e for e in _entries(state) if (e[2] == YOUR_NEXT_TURN and e[3] == active) or e[2] == END_OF_TURN]
    if ending:
        _end(state, ending)


@as_cleanup_ends("514.2")
def end_this_turn(state: GameState) -> None:
    """514.2: effects that last "until end of turn" or "this turn" end in the cleanup step."""
    ending = [e for e in _entries(state) if e[2] == END_OF_TURN]
    if ending:
        _end(state, ending)
