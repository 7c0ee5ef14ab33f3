"""Tests of `cards.language.phrases.finality_counters` (614.1c): a permanent put onto the battlefield with a counter
on it, compiled into the kernel's return with that counter and rendered as printed."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.abilities import Simple
from tests.cards.card_text import card


def _effect(c: object) -> Simple:
    e = c.spell.modes[0].effects[0]  # type: ignore[attr-defined]
    assert isinstance(e, Simple)
    return e


def test_614_1c_return_with_a_finality_counter_renders_as_printed() -> None:
    rites = card("Test Rites {2}{B}\nSorcery\nReturn target creature card from your graveyard to the battlefield "
                 "with a finality counter on it.")
    e = _effect(rites)
    assert (e.kind, e.param("counter"), e.param("under_you")) == ("return_to_battlefield", "finality", True)
    assert rules_text(rites) == ["Return target creature card from your graveyard to the battlefield with a "
                                 "finality counter on it."]


def test_614_1c_put_from_a_graveyard_under_your_control_with_a_counter_renders_as_printed() -> None:
    caller = card("Test Caller {3}{B}{B}\nCreature — Human Warlock 3/3\nWhen Test Caller enters, put target "
                  "creature card from a graveyard onto the battlefield under your control with a finality counter "
                  "on it.")
    assert rules_text(caller) == ["When this enters, put target creature card from a graveyard onto the "
                                  "battlefield under your control with a finality counter on it."]


def test_122_6_other_counters_enter_the_same_way() -> None:
    ward = card("Test Return {1}{W}\nSorcery\nReturn target creature card from your graveyard to the battlefield "
                "tapped with a shield counter on it.")
    e = _effect(ward)
    assert (e.param("counter"), e.param("tapped")) == ("shield", True)
    assert rules_text(ward) == ["Return target creature card from your graveyard to the battlefield tapped with a "
                                "shield counter on it."]


def test_122_1h_a_finality_counter_can_be_put_on_a_creature() -> None:
    mark = card("Test Mark {1}{B}\nInstant\nPut a finality counter on target creature.")
    assert rules_text(mark) == ["Put a finality counter on target creature."]
