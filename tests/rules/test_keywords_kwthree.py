"""Tribute (702.104) and exploit (702.110): the tribute choice as a creature enters, and the enters trigger that may sacrifice a creature and "when ~ exploits a creature"
abilities. Scenarios on cards written in the card language, named after the rules they check."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.cardfile import parse_file, parse_text
from kitchentable.cards.compiler import compile_card
from kitchentable.cards.pool import CARD_DIR, CardPool
from kitchentable.cards.render import render as render_card
from kitchentable.scenario import Scenario

CARDS = """
Pain Adept {1}{B}
Creature — Human Cleric 1/3
Exploit (When this creature enters, you may sacrifice a creature.)
When Pain Adept exploits a creature, target opponent loses 2 life and you gain 2 life.

Crown Hound {1}{G}
Creature — Dog 2/2

Tribute Ogre {2}{R}
Creature — Ogre 2/2
Tribute 2 (As this creature enters, an opponent of your choice may put two +1/+1 counters on it.)
When Tribute Ogre enters, if tribute wasn't paid, Tribute Ogre deals 3 damage to each opponent.
"""


@pytest.fixture(scope="module")
def pool() -> CardPool:
    found = CardPool()
    for raw in parse_file(CARD_DIR / "basic_lands.txt"):
        found.add(compile_card(raw), raw.file, raw.line)
    for raw in parse_text(CARDS, "test_kwthree"):
        found.add(compile_card(raw))
    return found


def _cast_adept(pool: CardPool, choose: Any) -> tuple[Any, int, int]:
    """Cast Pain Adept with a Crown Hound on the battlefield; `choose(adept, hound)` answers the exploit
    question; everything else passes until the stack is empty."""
    s = Scenario(pool=pool)
    adept = s.hand(0, "Pain Adept")
    hound = s.battlefield(0, "Crown Hound")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", adept))
    for _ in range(50):
        if game.pending["kind"] == "exploit":
            adept = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Pain Adept")
            game.apply(choose(adept, hound))
        elif game.pending["kind"] == "priority" and not game.state.stack_ids() and not game.state.pending_triggers:
            break
        elif game.pending["kind"] == "priority":
            game.apply(("pass",))
        else:
            game.apply(game.legal_actions()[0])
    return game, adept, hound


def test_702_110b_sacrificing_a_creature_to_exploit_triggers_exploits_a_creature(pool: CardPool) -> None:
    game, adept, hound = _cast_adept(pool, lambda adept, hound: ("sacrifice", hound))
    assert hound not in game.state.battlefield()
    assert adept in game.state.battlefield()  # the permanent's id (400.7), as asked
    assert game.state.players[1].life == 18
    assert game.state.players[0].life == 22


def test_702_110a_exploit_is_optional_and_declining_triggers_nothing(pool: CardPool) -> None:
    game, adept, hound = _cast_adept(pool, lambda adept, hound: ("no",))
    assert hound in game.state.battlefield() and adept in game.state.battlefield()
    assert game.state.players[1].life == 20


def test_702_110b_a_creature_that_exploits_itself_gets_no_exploits_trigger(pool: CardPool) -> None:
    game, adept, hound = _cast_adept(pool, lambda adept, hound: ("sacrifice", adept))
    assert adept not in game.state.battlefield() and hound in game.state.battlefield()
    assert game.state.players[1].life == 20


def test_exploit_renders_back_as_written(pool: CardPool) -> None:
    text = render_card(pool.get("Pain Adept"))
    assert "Exploit (702.110)" in text
    assert "When this exploits a creature" in text or "Whenever this exploits a creature" in text


def test_702_104a_the_opponent_chooses_whether_to_pay_tribute(pool: CardPool) -> None:
    for answer, counters, life in (("pay", 2, 20), ("no", 0, 17)):
        s = Scenario(pool=pool)
        ogre = s.hand(0, "Tribute Ogre")
        for _ in range(3):
            s.battlefield(0, "Mountain")
        game = s.start("main1")
        game.apply(("cast", ogre))
        asked = []
        for _ in range(50):
            if game.pending["kind"] == "tribute":
                asked.append(game.pending["player"])
                game.apply((answer,))
            elif game.pending["kind"] == "priority" and not game.state.stack_ids() \
                    and not game.state.pending_triggers:
                break
            elif game.pending["kind"] == "priority":
                game.apply(("pass",))
            else:
                game.apply(game.legal_actions()[0])
        assert asked == [1]
        new = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Tribute Ogre")
        assert game.state.objects[new].counters.get("+1/+1", 0) == counters
        assert game.state.players[1].life == life


def test_702_104b_tribute_wasnt_paid_when_it_enters_without_being_cast(pool: CardPool) -> None:
    from kitchentable.rules.abilities import Condition
    from kitchentable.rules.stack.conditions import check_condition

    s = Scenario(pool=pool)
    ogre = s.battlefield(0, "Tribute Ogre")
    game = s.start("main1")
    assert check_condition(game.state, Condition("tribute_not_paid"), 0, ogre)


def test_tribute_renders_back_as_written(pool: CardPool) -> None:
    text = render_card(pool.get("Tribute Ogre"))
    assert "Tribute 2" in text
    assert "if tribute wasn't paid" in text
