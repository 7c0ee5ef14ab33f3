"""Tests of `cards.language.phrases.x_thresholds`: "If X is N or more, [also] ..." in a spell reads the X the
spell was cast with (107.3a) as it resolves (608.2c); refused outside a spell, where no spell's X is there."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

COUP = card("Test Coup {X}{W}\nSorcery\nCreate X 1/1 white Soldier creature tokens. If X is 3 or more, destroy all "
            "creatures your opponents control.")
FINALE = card("Test Finale {X}{W}\nSorcery\nCreate X 1/1 white Soldier creature tokens. If X is 2 or more, also "
              "create X 4/4 white Angel creature tokens with flying.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _cast(x: int, spell: object, name: str) -> object:
    s = scenario()
    lands(s, 0, x + 1, "Plains")
    s.battlefield(1, BEAR)
    s.hand(0, spell)  # type: ignore[arg-type]
    game = s.start("main1")
    game.apply(("cast", named(game, name, "hand")[0]))
    game.apply(("x", x))
    settle(game)
    return game


def test_608_2c_if_x_is_n_or_more_reads_the_x_the_spell_was_cast_with() -> None:
    small = _cast(2, COUP, "Test Coup")
    assert len(named(small, "Soldier Token")) == 2 and named(small, "Test Bear")
    big = _cast(3, COUP, "Test Coup")
    assert not named(big, "Test Bear")
    assert len(named(big, "Soldier Token")) == 3
    assert render(COUP).splitlines()[-1] == ("Create X 1/1 white Soldier creature tokens. If X is 3 or more, "
                                             "destroy all creatures your opponents control.")


def test_107_3a_also_adds_to_what_the_spell_did() -> None:
    small = _cast(1, FINALE, "Test Finale")
    assert len(named(small, "Soldier Token")) == 1 and not named(small, "Angel Token")
    big = _cast(2, FINALE, "Test Finale")
    assert len(named(big, "Soldier Token")) == 2 and len(named(big, "Angel Token")) == 2
    assert render(FINALE).splitlines()[-1] == ("Create X 1/1 white Soldier creature tokens. If X is 2 or more, also "
                                               "create X 4/4 white Angel creature tokens with flying.")


def test_107_3a_an_abilitys_if_x_is_is_refused_and_so_is_other_than_the_new_tokens() -> None:
    with pytest.raises(CardError, match="other"):  # Martial Coup: "other" is other than the Soldiers just made
        card("Test Coup Two {X}{W}\nSorcery\nCreate X 1/1 white Soldier creature tokens. If X is 5 or more, "
             "destroy all other creatures.")
    with pytest.raises(CardError, match="outside a spell"):
        card("Test Engine {2}\nArtifact\n{X}, {T}: Create X 1/1 colorless Servo artifact creature tokens. If X is 5 "
             "or more, draw a card.")
