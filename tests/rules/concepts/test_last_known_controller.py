"""Tests of `rules.concepts.last_known_controller`: "If you controlled that creature, ..." reads whose the object
was as it last existed on the battlefield (608.2h), after the instruction before it moved it."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, card

HOPE = card("Test Hope {U}\nInstant\nReturn target creature to its owner's hand. If you controlled that creature, "
            "draw a card.")
RUIN = card("Test Ruin {R}\nSorcery\nDestroy target creature. If an opponent controlled that creature, you gain 3 "
            "life.")


def _cast_on(spell_card, mine: bool, land: str) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    s = Scenario()
    bear = s.battlefield(0 if mine else 1, BEAR)
    spell = s.hand(0, spell_card)
    s.battlefield(0, land)
    s.many(0, "library", ["Island"] * 3)
    game = s.start("main1")
    hand, life = len(game.state.zone("hand", 0)), game.state.players[0].life
    game.apply(("cast", spell))
    game.apply(("target", bear))
    game.apply(("pay",))
    resolve_stack(game)
    return len(game.state.zone("hand", 0)) - hand, game.state.players[0].life - life


def test_608_2h_you_controlled_that_creature_after_it_left_the_battlefield() -> None:
    # the spell leaves the hand (-1); the bounced bear comes back to its owner's hand
    assert _cast_on(HOPE, mine=True, land="Island") == (-1 + 1 + 1, 0)  # own bear back and a card drawn
    assert _cast_on(HOPE, mine=False, land="Island") == (-1, 0)  # the opponent's bear: no card


def test_608_2h_an_opponent_controlled_that_creature_once_it_died() -> None:
    assert _cast_on(RUIN, mine=False, land="Mountain") == (-1, 3)
    assert _cast_on(RUIN, mine=True, land="Mountain") == (-1, 0)


def test_608_2h_the_past_tense_reads_as_printed() -> None:
    assert rules_text(HOPE) == ["Return target creature to its owner's hand. If you controlled that creature, draw a "
                                "card."]
