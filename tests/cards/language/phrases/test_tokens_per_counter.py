"""Tests of `cards.language.phrases.tokens_per_counter`: "create a <token> for each +1/+1 counter on ~" counts the
counters as the instruction is carried out, or as the source last existed when it has died (608.2h, 603.10a); with
107.3m, an X creature that entered with X counters leaves X tokens."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

HANGAR = card("Test Hangar {X}{X}\nArtifact Creature — Construct 0/0\nThis creature enters with X +1/+1 counters on "
              "it.\nWhen this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for "
              "each +1/+1 counter on this creature.")
MURDER = card("Test Murder {B}\nInstant\nDestroy target creature.")


def _cast_hangar(x: int) -> Any:
    s = scenario()
    lands(s, 0, 2 * x, "Wastes")
    lands(s, 0, 1, "Swamp")
    s.hand(0, HANGAR)
    s.hand(0, MURDER)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Hangar", "hand")[0]))
    game.apply(("x", x))
    settle(game)
    return game


def test_603_10a_dies_trigger_counts_the_counters_the_creature_died_with() -> None:
    game = _cast_hangar(2)
    hangar = named(game, "Test Hangar")[0]
    assert game.state.objects[hangar].counters.get("+1/+1") == 2  # 107.3m: X on entering
    game.apply(("cast", named(game, "Test Murder", "hand")[0]))
    settle(game, answers=tuple(a for a in game.legal_actions() if hangar in a))
    settle(game)
    assert not named(game, "Test Hangar")
    thopters = named(game, "Thopter Token")
    assert len(thopters) == 2
    assert all(game.state.objects[t].card.power == 1 for t in thopters)
    assert render(HANGAR).splitlines()[-2] == ("When this dies, create a 1/1 colorless Thopter artifact creature "
                                               "token with flying for each +1/+1 counter on this.")


def test_608_2h_no_counters_no_tokens() -> None:
    game = _cast_hangar(0)  # a 0/0 with no counters dies at once (704.5f) and leaves nothing
    assert not named(game, "Test Hangar") and not named(game, "Thopter Token")
