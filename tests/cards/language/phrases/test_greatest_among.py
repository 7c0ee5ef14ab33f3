"""Tests of `cards.language.phrases.greatest_among` and `rules.stack.greatest_among`: "the greatest power among
creatures you control" (208.1), read as the effect happens (608.2h) with continuous effects applied; 0 with no
such creature; refused as a static ability's X that reads permanents (613.8)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

INSIGHT = card("Test Insight {G}\nSorcery\nDraw cards equal to the greatest power among creatures you control.")
CHIEF = card("Test Chief {G}\nCreature — Elf 1/1\nThis creature enters with X +1/+1 counters on it, where X is the "
             "greatest power among other creatures you control.")
OX = card("Test Ox {1}\nCreature — Ox 2/2")
ELK = card("Test Elk {1}\nCreature — Elk 4/4")
GIANT = card("Test Giant {1}\nCreature — Giant 7/7")


def test_208_1_draw_cards_equal_to_the_greatest_power_among_your_creatures() -> None:
    s = scenario()
    lands(s, 0, 1, "Forest")
    s.battlefield(0, OX)
    s.battlefield(0, ELK)
    s.battlefield(1, GIANT)  # not yours
    s.hand(0, INSIGHT)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 0))
    game.apply(("cast", named(game, "Test Insight", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 0)) == hand - 1 + 4  # the Elk's 4


def test_208_1_no_creature_means_zero_and_enters_with_x_counters_reads_the_others() -> None:
    s = scenario()
    lands(s, 0, 2, "Forest")
    s.hand(0, INSIGHT)
    s.hand(0, CHIEF)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 0))
    game.apply(("cast", named(game, "Test Insight", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 0)) == hand - 1  # nothing to draw
    s = scenario()
    lands(s, 0, 1, "Forest")
    s.battlefield(0, ELK)
    s.hand(0, CHIEF)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Chief", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    (chief,) = named(game, "Test Chief")
    assert game.state.objects[chief].counters.get("+1/+1") == 4


def test_613_8_a_static_x_read_from_permanents_is_refused_and_the_amount_renders_as_printed() -> None:
    with pytest.raises(CardError):
        card("Test Lord {3}{G}\nCreature — Elf 2/2\nThis creature gets +X/+X, where X is the greatest power among "
             "other creatures you control.")
    assert render(INSIGHT).splitlines()[-1] == "Draw cards equal to the greatest power among creatures you control."
    assert "enters with X +1/+1 counters on it, where X is the greatest power among other creatures you control." \
        in render(CHIEF)
