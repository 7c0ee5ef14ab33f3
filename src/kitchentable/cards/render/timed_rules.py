"""The render of a player rule made for a stated time (611.2a, `phrases.timed_rules`): the static ability's own
sentence with the duration where the card wrote it, "Until your next turn, you may cast sorcery spells as though
they had flash." or "Your opponents can't cast spells this turn."."""

from __future__ import annotations

from collections.abc import Callable

from kitchentable.rules.abilities import Ref, Simple, StaticAbility


def timed_rule_text(e: Simple, ref: Callable[[Ref], str]) -> str:
    """`Simple("timed_rule")`: each rule said as its static ability is, the duration before or after it; a chosen
    player's rule ("You can't cast spells") with that player as the subject ("Target player can't ...")."""
    from kitchentable.cards.render.statics import _static

    rules: tuple[StaticAbility, ...] = e.param("rules")
    said = str(e.param("said"))
    sentences = []
    for rule in rules:
        text = _static(rule).rstrip(".")
        if e.subject.kind != "you" and text.startswith("You "):
            who = ref(e.subject)
            text = f"{who[:1].upper()}{who[1:]} {text[4:]}"
        if said.endswith(","):
            sentences.append(f"{said[:1].upper()}{said[1:]} {text[:1].lower()}{text[1:]}.")
        else:
            sentences.append(f"{text} {said}.")
    return " ".join(sentences)
