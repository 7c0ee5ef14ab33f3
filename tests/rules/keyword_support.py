"""Helpers shared by the keyword scenario tests: a duel with libraries to draw from, a card written in the card
language, and passing priority until the stack is empty."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.rules.abilities import CardDef
from kitchentable.scenario import Scenario, pass_until


def scenario() -> Scenario:
    """A duel where each player has a library to draw from for a few turns."""
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 8)
    return s


def card(text: str) -> CardDef:
    """One card written in the card language (name and cost, type line, abilities)."""
    return compile_card(parse_text(text.strip() + "\n", "template")[0])


def named(game: Any, name: str, zone: str = "battlefield") -> list[int]:
    st = game.state
    ids = st.battlefield() if zone == "battlefield" else [o for (k, _s), zs in st.zones.items() if k == zone
                                                          for o in zs]
    return [o for o in ids if st.objects[o].card.name == name]


def settle(game: Any, answers: tuple[tuple[Any, ...], ...] = (), seat: int = 0) -> None:
    """Pass and answer until the stack is empty and `seat` has priority: an option in `answers` when offered,
    else pass, else the first option that isn't a refusal."""
    for _ in range(80):
        d = game.pending
        if d["kind"] == "priority" and not game.state.stack_ids() and d["player"] == seat:
            return
        options = game.legal_actions()
        wanted = [o for o in answers if o in options]
        if wanted:
            game.apply(wanted[0])
        elif ("pass",) in options:
            game.apply(("pass",))
        else:
            game.apply(next(o for o in options if o[0] not in ("cancel", "no")))
    raise AssertionError("did not settle")


def to_upkeep(game: Any, seat: int = 0) -> None:
    pass_until(game, lambda g: g.state.active == seat and g.state.step == "upkeep" and g.state.stack_ids())


def attack(game: Any, *attackers: int) -> None:
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.pending["kind"] == "declare_blockers")


def after_combat(game: Any) -> None:
    pass_until(game, lambda g: g.state.step == "main2")


def lands(s: Scenario, seat: int, n: int, name: str = "Mountain") -> None:
    s.many(seat, "battlefield", [name] * n)
