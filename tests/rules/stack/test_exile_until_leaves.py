"""Tests of `rules.stack.exile_until_leaves` for cards exiled from a hand (610.3c): the card comes back to its
owner's hand when the source leaves the battlefield; if the source has already left as the ability resolves,
nothing is exiled."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, card

FREEBOOTER = card("Test Freebooter {1}\nArtifact Creature — Pirate 1/2\nFlying\nWhen Test Freebooter enters, target "
                  "opponent reveals their hand. You choose a noncreature, nonland card from it. Exile that card until "
                  "Test Freebooter leaves the battlefield.")
BAT = card("Test Bat {2}\nCreature — Bat 1/1\nWhen Test Bat enters, look at target opponent's hand. You may exile "
           "a nonland card from it until Test Bat leaves the battlefield.")
BOUNCE = card("Test Bounce {U}\nInstant\nReturn target creature to its owner's hand.")
SPARK = card("Test Spark {R}\nInstant\nTest Spark deals 1 damage to any target.")


def _enter(source_card: Any, answer: Any) -> tuple[Any, int]:  # type: ignore[no-untyped-def]
    """Cast `source_card`, target the opponent, and answer the card choice with `answer(options)`."""
    s = Scenario()
    spark = s.hand(1, SPARK)
    s.hand(1, BEAR)
    s.hand(1, "Mountain")
    source = s.hand(0, source_card)
    s.hand(0, BOUNCE)
    s.many(0, "battlefield", ["Island"] * 4)
    game = s.start("main1")
    game.apply(("cast", source))
    game.apply(("pay",))
    for _ in range(30):
        kind = game.pending["kind"]
        if kind == "choose_target":
            game.apply(("target", ("player", 1)))
        elif kind == "choose_card":
            game.apply(answer(game.legal_actions()))
        elif kind == "priority" and not game.state.stack_ids() and not game.state.pending_triggers:
            break
        else:
            game.apply(("pass",) if kind == "priority" else game.legal_actions()[0])
    return game, spark


def test_610_3c_a_card_from_a_hand_returns_when_the_source_leaves() -> None:
    game, spark = _enter(FREEBOOTER, lambda options: next(o for o in options if o[0] == "choose"))
    exiled = [o for o in game.state.zone("exile", -1)]
    assert [game.state.objects[o].card.name for o in exiled] == ["Test Spark"]  # the creature and land can't be chosen
    freebooter = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Freebooter")
    bounce = next(o for o in game.state.zone("hand", 0) if game.state.objects[o].card.name == "Test Bounce")
    game.apply(("cast", bounce))
    game.apply(("target", freebooter))
    game.apply(("pay",))
    resolve_stack(game)
    assert not game.state.zone("exile", -1)
    assert "Test Spark" in [game.state.objects[o].card.name for o in game.state.zone("hand", 1)]


def test_610_3c_nothing_is_exiled_once_the_source_has_left() -> None:
    """The Freebooter is returned to its owner's hand with its trigger on the stack: the card is chosen, not exiled."""
    s = Scenario()
    spark = s.hand(1, SPARK)
    source = s.hand(0, FREEBOOTER)
    bounce = s.hand(0, BOUNCE)
    s.many(0, "battlefield", ["Island"] * 4)
    game = s.start("main1")
    game.apply(("cast", source))
    game.apply(("pay",))
    bounced = False
    for _ in range(40):
        kind = game.pending["kind"]
        if kind == "choose_target":
            on_field = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Freebooter"]
            game.apply(("target", ("player", 1)) if not bounced or not on_field else ("target", on_field[0]))
        elif kind == "choose_card":
            game.apply(next(o for o in game.legal_actions() if o[0] == "choose"))
        elif kind == "priority" and game.state.stack_ids() and not bounced and any(
                game.state.objects[o].card.name == "Test Freebooter" for o in game.state.battlefield()):
            bounced = True
            game.apply(("cast", bounce))
        elif kind == "priority" and not game.state.stack_ids() and not game.state.pending_triggers:
            break
        else:
            game.apply(("pass",) if kind == "priority" else ("pay",) if ("pay",) in game.legal_actions()
                       else game.legal_actions()[0])
    assert bounced and not game.state.zone("exile", -1)
    assert spark in game.state.zone("hand", 1)


def test_610_3c_you_may_choose_no_card_after_looking() -> None:
    game, _spark = _enter(BAT, lambda options: ("no",))
    assert not game.state.zone("exile", -1) and len(game.state.zone("hand", 1)) == 3


def test_610_3c_the_hand_exile_reads_as_printed() -> None:
    assert rules_text(FREEBOOTER)[-1] == ("When this enters, target opponent reveals their hand. You choose a "
                                          "noncreature, nonland card from it. Exile that card until this leaves the "
                                          "battlefield.")
    assert rules_text(BAT) == ["When this enters, look at target opponent's hand. You may exile a nonland card from "
                               "it until this leaves the battlefield."]
