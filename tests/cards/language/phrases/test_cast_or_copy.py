"""Tests of `cards.language.phrases.cast_or_copy`: magecraft's trigger compiles to one trigger event that hears
casts and copies (207.2c, 707.10) and renders as printed."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.abilities import TriggerSpec
from tests.cards.card_text import card


def test_207_2c_magecraft_trigger_compiles_to_cast_or_copy() -> None:
    c = card("Copy Adept {1}{R}\nCreature — Human Wizard 1/2\nMagecraft — Whenever you cast or copy an instant or "
             "sorcery spell, ~ gets +1/+0 until end of turn.")
    (ab,) = c.triggered
    assert isinstance(ab.trigger, TriggerSpec) and ab.trigger.event == "cast_or_copy" and ab.trigger.whose == "you"
    assert ab.trigger.filter is not None and ab.trigger.filter.types == frozenset({"Instant", "Sorcery"}) \
        or ab.trigger.filter is not None and ab.trigger.filter.any_types == frozenset({"Instant", "Sorcery"})
    assert "Whenever you cast or copy an instant or sorcery spell, this gets +1/+0 until end of turn." \
        in render(c)


def test_707_10_cast_or_copy_with_a_target_renders_as_printed() -> None:
    c = card("Copy Binder {3}{U}\nCreature — Human Wizard 2/3\nWhenever you cast or copy an instant or sorcery "
             "spell, tap target creature an opponent controls.")
    assert "Whenever you cast or copy an instant or sorcery spell, tap target creature an opponent controls." \
        in render(c)
