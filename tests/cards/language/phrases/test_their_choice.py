"""Tests of `cards.language.phrases.their_choice`: today's edict wording, "Each opponent sacrifices a creature of
their choice." (701.21a: the sacrificing player chooses). Card texts of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import rules_text
from tests.rules.keyword_support import card, named, scenario

EDICT = card("Test Edict {1}{B}\nSorcery\nEach opponent sacrifices a creature of their choice.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
OX = card("Test Ox {3}{G}\nCreature — Ox 4/4")


def test_701_21a_the_opponent_chooses_what_they_sacrifice() -> None:
    s = scenario()
    bear = s.battlefield(1, BEAR)
    ox = s.battlefield(1, OX)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    s.hand(0, EDICT)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Edict", "hand")[0]))
    game.apply(("pay",))
    chooser = None
    for _ in range(20):
        options = game.legal_actions()
        if any(o[-1] == bear for o in options if len(o) > 1):
            chooser = game.pending["player"]
            game.apply(next(o for o in options if len(o) > 1 and o[-1] == bear))
            break
        game.apply(("pass",))
    assert chooser == 1
    assert bear not in game.state.battlefield()
    assert ox in game.state.battlefield()


@pytest.mark.parametrize("text", [
    "Each opponent sacrifices a creature of their choice.",
    "Target player sacrifices an enchantment of their choice.",
    "Each player sacrifices two creatures of their choice.",
    "Each opponent sacrifices a creature or planeswalker of their choice.",
])
def test_701_21a_their_choice_reads_as_printed(text: str) -> None:
    assert rules_text(card(f"Test Edict {{1}}{{B}}\nSorcery\n{text}")) == [text]
