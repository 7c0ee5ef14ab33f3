"""Tests of `cards.language.phrases.when_wordings`: "When another creature enters, return ~ to its owner's hand"
(603.2: the event of "Whenever another creature enters", printed with "When")."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

DRAKE = card("Test Drake {2}{U}\nCreature — Drake 3/3\nFlying\nWhen another creature enters, return Test Drake to its "
             "owner's hand.")


def test_603_2_when_another_creature_enters_returns_itself() -> None:
    assert render(DRAKE).splitlines()[3] == "When another creature enters, return this to its owner's hand."
    s = Scenario()
    drake = s.battlefield(0, DRAKE)
    s.many(1, "battlefield", ["Forest", "Forest"])
    bear = s.hand(1, BEAR)
    game = s.start("main1", active=1)
    game.apply(("cast", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert drake not in game.state.objects or game.state.objects[drake].zone[0] != "battlefield"
    assert any(game.state.objects[o].card is DRAKE for o in game.state.zones[("hand", 0)])
