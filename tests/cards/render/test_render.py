"""`kitchentable cards show`: the compiled card rendered back as rules text a player reads (`cards.render`).

The whole bundled pool renders through real templates (none through the generic fallback) and leaves no debris
of the templates (doubled words, internal names, "the attached permanent" where the card names its holder)."""

from __future__ import annotations

import re

import pytest

from kitchentable.cards.pool import load_pool
from kitchentable.cards.render import conditions, costs, effects, render, statics, triggers, words


def test_every_bundled_card_renders_through_a_template(monkeypatch: pytest.MonkeyPatch) -> None:
    fallbacks: list[str] = []

    def record(kind: str, words: str = "") -> str:
        fallbacks.append(f"{current}: {kind}")
        return kind

    for module in (words, conditions, costs, effects, statics, triggers):  # every writer of the fallback
        if hasattr(module, "_unrendered"):
            monkeypatch.setattr(module, "_unrendered", record)
    for c in load_pool():
        current = c.name
        render(c)
    assert fallbacks == []


def test_rendered_pool_has_no_template_debris(pool_text: dict[str, str]) -> None:
    debris = re.compile(r"  (?!\{)|\b(\w+) \1\b|\b[a-z]+_[a-z_]+\b|\bthe attached permanent\b|\banother \w+s\b|"
                        r"\b(This|Enchanted \w+|Equipped creature) (get|have|lose) ")
    bad = {name: m.group(0) for name, text in pool_text.items()
           for line in text.splitlines()[2:] if (m := debris.search(line))}
    assert bad == {}
