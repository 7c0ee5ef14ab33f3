"""Day and night (724) and the daybound and nightbound keywords (702.145).

The game starts neither day nor night (724.1). The designation is kept as the entry ("day_night", "day" or
"night") in `state.delayed`, so games without a daybound or nightbound permanent pay nothing: every check here
runs only when such a card enters or while the entry exists.

- 702.145d/g: a permanent with daybound entering while it's neither makes it day; one with nightbound (and no
  daybound permanent on the battlefield) makes it night.
- 702.145b: a daybound permanent entering while it's night enters transformed (`events.move`).
- 702.145c/f: as it becomes night, each daybound permanent front face up transforms; as it becomes day, each
  nightbound permanent back face up transforms. Only these transform them (`faces.transform` refuses others).
- 724.2 / 502.2: in the untap step, if it's day and the previous turn's active player cast no spells that turn,
  it becomes night; if it's night and they cast two or more, it becomes day.
"""

from __future__ import annotations

from kitchentable.rules.abilities import Condition, Simple
from kitchentable.rules.events import enters_transformed_if, on_enter
from kitchentable.rules.log_text import EXPLAINERS
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.state import GameState
from kitchentable.rules.turn.steps import as_untap_step_begins

DAY_NIGHT = "day_night"


def day_night(state: GameState) -> str | None:
    """"day", "night", or None while the game is neither (724.1)."""
    for entry in state.delayed:
        if type(entry) is tuple and entry[0] == DAY_NIGHT:
            return str(entry[1])
    return None


def become(state: GameState, value: str, rule: str = "724.1") -> None:
    """It becomes day or night (724.1); daybound and nightbound permanents turn over at once (702.145c/f)."""
    from kitchentable.rules.additional.faces import transform

    if day_night(state) == value:
        return
    state.delayed = [*[e for e in state.delayed if not (type(e) is tuple and e[0] == DAY_NIGHT)], (DAY_NIGHT, value)]
    state.log_event(rule, "day_night", value)
    turn_over = "daybound" if value == "night" else "nightbound"
    for oid in list(state.battlefield()):
        o = state.objects[oid]
        if turn_over in o.card.keywords and not o.face_down:
            transform(state, oid, "702.145c" if value == "night" else "702.145f")


@on_enter("702.145d", "daybound", "nightbound")
def entered(state: GameState, oid: int) -> None:
    """702.145d/g: a permanent with daybound or nightbound on the battlefield while it's neither day nor night."""
    if day_night(state) is not None or oid not in state.objects:
        return
    keywords = state.objects[oid].card.keywords
    if "daybound" in keywords:
        become(state, "day", "702.145d")
    elif "nightbound" in keywords and not any(
            "daybound" in state.objects[o].card.keywords for o in state.battlefield()):
        become(state, "night", "702.145g")


@enters_transformed_if("daybound")
def enters_transformed(state: GameState, keywords: frozenset[str]) -> bool:
    """702.145b: "If it is night, this permanent enters the battlefield transformed"."""
    return "daybound" in keywords and day_night(state) == "night"


@as_untap_step_begins("724.2", delayed=True)
def _day_or_night_changes(state: GameState, active: int) -> None:
    untap_check(state)


def untap_check(state: GameState) -> None:
    """724.2 (502.2): the previous turn's active player's spells decide whether day and night change."""
    now = day_night(state)
    if now is None:
        return
    before = next((p.seat for p in state.players if p.turn_began == state.turn - 1), None)
    counts = state.turn_facts.get("spells_last_turn", ())
    cast = int(counts[before]) if before is not None and before < len(counts) else 0
    if now == "day" and cast == 0:
        become(state, "night", "724.2a")
    elif now == "night" and cast >= 2:
        become(state, "day", "724.2b")


@executor("become_day_night")
def become_effect(state: GameState, rid: int, eff: Simple) -> None:
    """"It becomes night." / "It becomes day." (724.1: the game gains that designation)."""
    become(state, str(eff.param("value")), "724.1")


@condition("day_night")
def _is(state: GameState, cond: Condition, controller: int, source: int | None,
        ctx: object | None = None) -> bool:
    """"if it's night" / "as long as it's day" (724.1: false while it's neither)."""
    return day_night(state) == cond.name


EXPLAINERS["day_night"] = lambda st, d: f"It becomes {d[0]}."
