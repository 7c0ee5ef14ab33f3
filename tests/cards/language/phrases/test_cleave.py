"""Tests of `cards.language.phrases.cleave` (702.148): cast for its mana cost the spell's text keeps the words in
square brackets; cast for its cleave cost those words are removed. Rendered with its brackets, as printed."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

RETRIBUTION = card("Test Retribution {1}{W}\nInstant\nCleave {3}{W}\nDestroy target [tapped] creature.")
SEARCH = card("Test Dig {G}\nSorcery\nCleave {1}{G}{G}\nSearch your library for a [basic land] card, "
              "[reveal it,] put it into your hand, then shuffle.")


def test_702_148_cleave_renders_with_its_brackets() -> None:
    assert rules_text(RETRIBUTION) == ["Cleave {3}{W} (702.148)", "Destroy target [tapped] creature."]
    assert rules_text(SEARCH)[1] == ("Search your library for a [basic land] card, [reveal it,] put it into your "
                                     "hand, then shuffle.")


def test_702_148a_for_its_mana_cost_the_bracketed_words_stay() -> None:
    s = Scenario()
    spell = s.hand(0, RETRIBUTION)
    bear = s.battlefield(1, BEAR)  # untapped: not a legal target of "target tapped creature"
    s.many(0, "battlefield", ["Plains"] * 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("cost", "normal"))
    assert ("target", bear) not in game.legal_actions()


def test_702_148b_for_its_cleave_cost_the_bracketed_words_are_removed() -> None:
    s = Scenario()
    spell = s.hand(0, RETRIBUTION)
    bear = s.battlefield(1, BEAR)
    s.many(0, "battlefield", ["Plains"] * 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("cost", "alternative", 0))
    game.apply(("target", bear))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert bear not in game.state.battlefield()
    assert not [o for o in game.state.battlefield() if chars(game.state, o).name == "Plain Bear"]


def test_702_148_brackets_without_cleave_are_refused() -> None:
    with pytest.raises(CardError):
        card("Test Oddity {W}\nInstant\nDestroy target [tapped] creature.")
