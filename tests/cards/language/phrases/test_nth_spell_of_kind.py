"""Tests of `cards.language.phrases.nth_spell_of_kind`: "whenever <player> cast(s) <your/their> first|second <desc>
spell each turn" compiled to a cast trigger on the nth spell of that description and rendered as printed; with no
description it stays the core's `cast_first`. The kernel is tested in tests/rules/casting/test_nth_spell_of_kind.py.
Card texts of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import render
from tests.rules.keyword_support import card


def _trigger(head: str) -> tuple[str, str]:
    c = card(f"Test Mage {{1}}{{U}}\nCreature — Human 1/1\n{head}, draw a card.")
    return c.triggered[0].trigger.event, render(c)


@pytest.mark.parametrize(("head", "event"), [
    ("Whenever an opponent casts their first noncreature spell each turn", "cast_first_of_kind"),
    ("Whenever you cast your second creature spell each turn", "cast_second_of_kind"),
    ("Whenever a player casts their first instant or sorcery spell each turn", "cast_first_of_kind"),
    ("Whenever you cast your first multicolored spell each turn", "cast_first_of_kind"),
    ("Whenever you cast your first spell each turn", "cast_first"),
])
def test_nth_spell_of_a_kind_compiles_and_reads_as_printed(head: str, event: str) -> None:
    found, text = _trigger(head)
    assert found == event
    assert f"{head}, draw a card." in text


def test_esper_sentinels_sentence_reads_as_printed() -> None:
    c = card("Test Sentinel {W}\nArtifact Creature — Human Soldier 1/1\nWhenever an opponent casts their first "
             "noncreature spell each turn, draw a card unless that player pays {X}, where X is Test Sentinel's power.")
    assert "Whenever an opponent casts their first noncreature spell each turn, draw a card unless that player pays " \
           "{X}, where X is this creature's power." in render(c)
