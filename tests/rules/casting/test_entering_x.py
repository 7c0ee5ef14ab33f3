"""Tests of `rules.casting.entering_x` (107.3m): a permanent's enters-the-battlefield triggered ability and its
enters-with-counters replacement use the X its spell was cast with."""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, named, scenario, settle

ELF = card("Test Ooze Herder {X}{G}\nCreature — Elf 1/1\nWhen this creature enters, create an X/X green Ooze "
           "creature token.")
SCOUT = card("Test Seed Scout {X}{G}\nCreature — Elf 1/1\nWhen this creature enters, create X 1/1 green Saproling "
             "creature tokens.")


def test_107_3m_an_enters_trigger_uses_the_x_its_spell_was_cast_with() -> None:
    s = scenario()
    lands(s, 0, 4, "Forest")
    s.hand(0, ELF)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Ooze Herder", "hand")[0]))
    game.apply(("x", 3))
    settle(game)
    (ooze,) = named(game, "Ooze Token")
    assert (chars(game.state, ooze).power, chars(game.state, ooze).toughness) == (3, 3)


def test_107_3m_x_tokens_from_an_enters_trigger() -> None:
    s = scenario()
    lands(s, 0, 3, "Forest")
    s.hand(0, SCOUT)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Seed Scout", "hand")[0]))
    game.apply(("x", 2))
    settle(game)
    assert len(named(game, "Saproling Token")) == 2


def test_107_3m_enters_with_x_counters_uses_the_x_its_spell_was_cast_with() -> None:
    hydra = card("Test Young Hydra {X}{G}\nCreature — Hydra 0/0\nThis creature enters with X +1/+1 counters on it.")
    s = scenario()
    lands(s, 0, 4, "Forest")
    s.hand(0, hydra)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Young Hydra", "hand")[0]))
    game.apply(("x", 3))
    settle(game)
    (oid,) = named(game, "Test Young Hydra")  # a 0/0 with no counters would have died (704.5f)
    assert game.state.objects[oid].counters.get("+1/+1") == 3
    assert chars(game.state, oid).power == 3
