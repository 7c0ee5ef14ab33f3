"""Tests of `cards.language.leading_duration`: "Until end of turn, <changes>." (611.2a), today's Oracle order for a
list of changes that all last the turn."""

from __future__ import annotations

import pytest

from kitchentable.cards.language.leading_duration import check_durations, move_leading_duration
from kitchentable.cards.language.words import Unsupported
from kitchentable.cards.oracle import OracleCard, OracleFace
from kitchentable.cards.render import render
from kitchentable.cards.render.compare import compare
from kitchentable.rules.abilities import ModifyPT, Ref, fixed
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card

TEXT = "Until end of turn, target creature gets +1/+0 and gains first strike and lifelink."
JUSTICE = card(f"Test Justice {{W}}\nInstant\n{TEXT}")


def test_611_2a_until_end_of_turn_said_first_lasts_the_turn_for_every_change() -> None:
    s = Scenario()
    spell = s.hand(0, JUSTICE)
    s.battlefield(0, "Plains")
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    c = chars(game.state, bear)
    assert c.power == 3 and {"first strike", "lifelink"} <= set(c.keywords)
    pass_until(game, lambda g: g.state.turn == 2)
    c = chars(game.state, bear)
    assert c.power == 2 and not {"first strike", "lifelink"} & set(c.keywords)


def test_611_2a_the_rendering_reads_as_the_oracle_text() -> None:
    oracle = OracleCard((OracleFace("Test Justice", "{W}", "Instant", None, None, None, (TEXT,)),))
    assert compare(JUSTICE, oracle) == []
    assert "until end of turn" in render(JUSTICE)


def test_611_2a_the_duration_goes_before_where_x_is() -> None:
    moved = move_leading_duration("until end of turn, target creature gains trample and gets +x/+x, where x is "
                                  "the number of attacking creatures.")
    assert moved == ("target creature gains trample and gets +x/+x until end of turn, where x is the number of "
                     "attacking creatures.")
    assert move_leading_duration("until end of turn, you may play that card.") is None


def test_611_2a_a_change_left_without_the_duration_is_refused() -> None:
    """If the grammar had given the moved duration to the last clause only, the first change would last forever:
    such a compiled ability is refused, never kept."""
    with pytest.raises(Unsupported):
        check_durations([ModifyPT(Ref("all"), fixed(1), fixed(1), duration="permanent")])
    check_durations([ModifyPT(Ref("all"), fixed(1), fixed(1))])
    persecution = card("Test Persecution {W}{B}\nInstant\nUntil end of turn, creatures you control get +1/+1 and "
                       "creatures your opponents control get -1/-1.")
    check_durations(persecution.spell)  # both subjects' changes last the turn (phrases/leading_durations)
