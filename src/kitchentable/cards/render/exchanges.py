"""How `cards show` says an exchange of control (701.12): "Exchange control of two target creatures.",
"Exchange control of target land you control and target land an opponent controls."."""

from __future__ import annotations

from collections.abc import Callable

from kitchentable.rules.abilities import Effect, Ref, Simple


def exchange_text(e: Simple, subject: str, ref: Callable[[Ref], str]) -> str | None:
    """The sentence of an "exchange_control_of" effect (phrases.exchange_control), or None for another kind;
    `subject` is how its subject was already said (a target said twice reads "that ..." the second time)."""
    if e.kind == "choose_an_opponent":  # phrases.chosen_opponent (608.2d), said here with the other one-liners
        return "Choose an opponent."

    if e.kind != "exchange_control_of":
        return None
    other = e.param("other")
    pair = subject if other is None else f"{subject} and {ref(other)}"
    return f"Exchange control of {pair}."


def for_each_opponent_text(e: Simple, said: Callable[[tuple[Effect, ...]], str]) -> str | None:
    """"For each opponent, exile up to one target creature that player controls." (phrases.target_relations,
    601.2c); `said` renders the instruction with the ability's targets. None for another kind."""
    if e.kind != "for_each_opponent_targets":
        return None
    text = said(e.param("effects")).strip()
    return f"For each opponent, {text[:1].lower()}{text[1:]}"
