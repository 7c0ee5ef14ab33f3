"""The render of a player rule made for a stated time (611.2a, `phrases.timed_rules`): the static ability's own
sentence with the duration where the card wrote it, "Until your next turn, you may cast sorcery spells as though
they had flash." or "Your opponents can't cast spells this turn."."""

from __future__ import annotations

from kitchentable.rules.abilities import Simple, StaticAbility


def timed_rule_text(e: Simple) -> str:
    """`Simple("timed_rule")`: each rule said as its static ability is, the duration before or after it."""
    from kitchentable.cards.render.statics import _static

    rules: tuple[StaticAbility, ...] = e.param("rules")
    said = str(e.param("said"))
    sentences = []
    for rule in rules:
        text = _static(rule).rstrip(".")
        if said.endswith(","):
            sentences.append(f"{said[:1].upper()}{said[1:]} {text[:1].lower()}{text[1:]}.")
        else:
            sentences.append(f"{text} {said}.")
    return " ".join(sentences)
