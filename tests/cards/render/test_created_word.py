"""The word a rendering uses for tokens just created ("it", "them", else "that token") lasts only while the effects
that created them are said: a card creating two tokens, or a render that raises, must not leave it set for the
next card rendered in the same process (the whole-database comparison renders thousands in one)."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import effects as render_effects
from kitchentable.cards.render.words import _CREATED
from kitchentable.rules.abilities import CardDef, CreateToken, fixed

_SOLDIER = CardDef(name="Soldier", types=frozenset({"Creature"}), subtypes=frozenset({"Soldier"}), power=1,
                   toughness=1, color_indicator=frozenset({"W"}))


def test_two_token_effects_leave_the_word_as_it_was() -> None:
    said = render_effects._effects((CreateToken(token=_SOLDIER), CreateToken(token=_SOLDIER, amount=fixed(2))), ())
    assert "Soldier" in said
    assert _CREATED.get() == "that token"


def test_a_render_that_raises_leaves_the_word_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*_args: object, **_kwargs: object) -> str:
        raise RuntimeError("render failed")

    monkeypatch.setattr(render_effects, "_effect", boom)
    with pytest.raises(RuntimeError):
        render_effects._effects((CreateToken(token=_SOLDIER),), ())
    assert _CREATED.get() == "that token"
