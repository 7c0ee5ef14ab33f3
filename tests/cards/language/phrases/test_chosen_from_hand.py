"""Tests of `cards.language.phrases.chosen_from_hand`: "You choose a nonland card from it with mana value 3 or
less." (701.16a, 608.2d): the quality said after "from it" limits the card chosen. Card texts of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import rules_text
from tests.rules.keyword_support import card, named, scenario

PROBE = card("Test Probe {B}\nSorcery\nTarget player reveals their hand. You choose a nonland card from it with mana "
             "value 3 or less. That player discards that card.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
GIANT = card("Test Giant {4}{G}\nCreature — Giant 5/5")


def test_608_2d_only_a_card_with_the_quality_can_be_chosen() -> None:
    s = scenario()
    bear = s.hand(1, BEAR)
    giant = s.hand(1, GIANT)
    s.battlefield(0, "Swamp")
    s.hand(0, PROBE)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Probe", "hand")[0]))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    offered: set[int] = set()
    for _ in range(20):
        options = game.legal_actions()
        ids = {o[-1] for o in options if len(o) > 1 and o[-1] in (bear, giant)}
        if ids:
            offered = ids
            game.apply(next(o for o in options if len(o) > 1 and o[-1] == bear))
            break
        game.apply(("pass",))
    assert offered == {bear}
    assert named(game, "Test Bear", "graveyard")
    assert giant in game.state.zone("hand", 1)


@pytest.mark.parametrize("text", [
    "Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player "
    "discards that card.",
    "Target opponent reveals their hand. You choose a card from it with mana value 3 or greater and exile that card.",
])
def test_701_16a_the_quality_after_from_it_reads_as_printed(text: str) -> None:
    assert rules_text(card(f"Test Probe {{B}}\nSorcery\n{text}")) == [text]
