"""Tests of `cards.language.phrases.activation_costs`: activated abilities that cost less to activate (601.2f),
"Activate only once." (602.5b) and power-up, in scenarios."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules.abilities import ActivationReduction, Condition
from tests.rules.keyword_support import card, lands, named, scenario, settle

HERO = card("Test Hero {1}{R}\nCreature — Human Hero 2/2\nPower-up — {3}{R}: Put three +1/+1 counters on this "
            "creature. (Activate each power-up ability only once. Reduce the cost by its mana cost if it entered "
            "this turn.)")
ENGINE = card("Test Engine {2}\nArtifact\n{3}: You gain 2 life. This ability costs {2} less to activate if this "
              "artifact entered this turn. Activate only once.")


def _untapped_lands(game: Any) -> int:
    return sum(1 for o in game.state.battlefield() if game.state.objects[o].card.name == "Mountain"
               and not game.state.objects[o].tapped)


def _cast(game: Any, name: str) -> int:
    game.apply(("cast", named(game, name, "hand")[0]))
    game.apply(("pay",))
    settle(game)
    return named(game, name)[0]


def test_power_up_reduces_the_cost_by_its_mana_cost_the_turn_it_entered() -> None:
    s = scenario()
    lands(s, 0, 6)
    s.hand(0, HERO)
    game = s.start("main1")
    hero = _cast(game, "Test Hero")
    assert _untapped_lands(game) == 4
    game.apply(("activate", hero, 0))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[hero].counters.get("+1/+1") == 3
    assert _untapped_lands(game) == 2  # {3}{R} minus {1}{R}: {2}
    assert ("activate", hero, 0) not in game.legal_actions()  # each power-up ability only once


def test_power_up_costs_its_whole_cost_on_a_later_turn_and_only_once() -> None:
    s = scenario()
    hero = s.battlefield(0, HERO)
    lands(s, 0, 3)
    game = s.start("main1")
    assert ("activate", hero, 0) not in game.legal_actions()  # {3}{R} with three lands (601.2g)
    s2 = scenario()
    hero = s2.battlefield(0, HERO)
    lands(s2, 0, 4)
    game = s2.start("main1")
    game.apply(("activate", hero, 0))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[hero].counters.get("+1/+1") == 3
    assert _untapped_lands(game) == 0


def test_601_2f_this_ability_costs_less_to_activate_if_it_entered_this_turn() -> None:
    assert ENGINE.activated[0].reduction == ActivationReduction(ENGINE.activated[0].reduction.mana,
                                                                Condition("entered_this_turn"))
    s = scenario()
    lands(s, 0, 3)
    s.hand(0, ENGINE)
    game = s.start("main1")
    engine = _cast(game, "Test Engine")
    game.apply(("activate", engine, 0))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 22
    assert _untapped_lands(game) == 0  # {3} minus {2}
    assert ("activate", engine, 0) not in game.legal_actions()  # 602.5b: activate only once


def test_power_up_and_reductions_render_as_their_oracle_text() -> None:
    assert ("Power-up — {3}{R}: Put three +1/+1 counters on this" in render(HERO)
            and "Activate each power-up ability only once. Reduce the cost by its mana cost if it entered this "
            "turn." in render(HERO))
    assert "This ability costs {2} less to activate if this entered this turn. Activate only once." in render(ENGINE)
