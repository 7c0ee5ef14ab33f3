"""Tests of `cards.language.phrases.chosen_by_a_player`: a player choosing a permanent they control as the effect
resolves, and the instruction after it acting on the chosen one (608.2d). Each compiles a small card text of our
own and checks what it does in a scenario."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, card

PICK = card("Test Culling Edict {1}{B}\nSorcery\nTarget opponent chooses a creature they control. Destroy it.")
SMALL = card("Test Runt {G}\nCreature — Beast 1/1")


def _cast_pick(*their: object):  # type: ignore[no-untyped-def]
    s = Scenario()
    spell = s.hand(0, PICK)
    s.many(0, "battlefield", ["Swamp"] * 2)
    mine = s.battlefield(0, BEAR)
    theirs = [s.battlefield(1, c) for c in their]
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((a for a in options if a == ("target", ("player", 1))), ("pay",) if ("pay",) in options
                        else options[0]))
    game.apply(("pass",))
    game.apply(("pass",))
    return game, mine, theirs


def test_608_2d_target_opponent_chooses_a_creature_they_control_and_it_is_destroyed() -> None:
    assert "Target opponent chooses a creature they control. Destroy it." in rules_text(PICK)
    game, mine, (bear, runt) = _cast_pick(BEAR, SMALL)
    assert game.pending["kind"] == "choose_card" and game.pending["player"] == 1  # the opponent chooses
    assert set(game.legal_actions()) == {("choose", bear), ("choose", runt)}  # only their own creatures
    game.apply(("choose", runt))
    resolve_stack(game)
    on_field = set(game.state.zone("battlefield", -1))
    assert runt not in on_field and bear in on_field and mine in on_field
    assert any("choose" in line and "Test Runt" in line for line in game.log_text(viewer=0))


def test_608_2d_nothing_to_choose_destroys_nothing() -> None:
    game, mine, _ = _cast_pick()
    resolve_stack(game)
    assert mine in game.state.zone("battlefield", -1) and game.pending["kind"] == "priority"


def test_608_2d_each_opponent_chooses_is_refused() -> None:
    with pytest.raises(CardError):
        card("Test Mass Edict {2}{B}\nSorcery\nEach opponent chooses a creature they control. Exile it.")
