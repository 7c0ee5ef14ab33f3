"""Tests of `cards.language.phrases.casting_keywords`: keywords that change how a spell is cast (601.2b, 702).
Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

LANCER = card("Test Lancer {2}{W}\nCreature — Human Knight 2/2\nKicker {2}{W}\nIf Test Lancer was kicked, it "
              "enters with two +1/+1 counters on it and with first strike.")


def _cast_lancer(kick: bool) -> tuple[object, int]:
    s = Scenario()
    lancer = s.hand(0, LANCER)
    s.many(0, "battlefield", ["Plains"] * 6)
    game = s.start("main1")
    game.apply(("cast", lancer))
    if kick:
        game.apply(("cost", "kicker", 0))
    answer_until_priority(game)
    resolve_stack(game)
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card is LANCER)
    return game, new


def test_702_33d_if_it_was_kicked_it_enters_with_counters_and_a_keyword() -> None:
    game, lancer = _cast_lancer(kick=True)
    c = chars(game.state, lancer)  # type: ignore[attr-defined]
    assert (c.power, c.toughness) == (4, 4) and "first strike" in c.keywords
    game, lancer = _cast_lancer(kick=False)
    c = chars(game.state, lancer)  # type: ignore[attr-defined]
    assert (c.power, c.toughness) == (2, 2) and "first strike" not in c.keywords
