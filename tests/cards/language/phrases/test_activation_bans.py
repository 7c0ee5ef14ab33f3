"""Tests of `cards.language.phrases.activation_bans` (602.5, 101.2): "Activated abilities of <group> can't be
activated [unless they're mana abilities]." compiled into the kernel's marks and checked in scenarios."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

ROD = card("Test Rod {2}\nArtifact\nActivated abilities of artifacts can't be activated.")
MATRIX = card("Test Matrix {3}\nArtifact\n"
              "Activated abilities of artifacts and creatures can't be activated unless they're mana abilities.")
KEEPER = card("Test Keeper {2}{W}{W}\nCreature — Angel 3/4\n"
              "Activated abilities of creatures your opponents control can't be activated.")
FLASK = card("Test Flask {1}\nArtifact\n{T}: You gain 1 life.\n{T}: Add {C}.")
HEALER = card("Test Healer {1}{W}\nCreature — Human Cleric 1/1\n{T}: You gain 1 life.")


def _activations(game: Any, oid: int) -> set[int]:
    """The indexes of the object's abilities offered now ("mana" actions are its mana abilities, 605.3a)."""
    return {a[2] for a in game.legal_actions() if a[:1] in (("activate",), ("mana",)) and a[1] == oid}


def test_602_5_no_ability_of_a_banned_group_is_offered_not_even_a_mana_ability() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    s.battlefield(1, ROD)
    flask = s.battlefield(0, FLASK)
    healer = s.battlefield(0, HEALER)
    game = s.start("main1")
    assert _activations(game, flask) == set()
    assert _activations(game, healer) == {0}  # a creature is not in the group
    assert rules_text(ROD) == ["Activated abilities of artifacts can't be activated."]


def test_602_5_unless_they_are_mana_abilities_keeps_the_mana_ability() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    s.battlefield(1, MATRIX)
    flask = s.battlefield(0, FLASK)
    healer = s.battlefield(0, HEALER)
    game = s.start("main1")
    assert _activations(game, flask) == {1}  # "{T}: Add {C}." only
    assert _activations(game, healer) == set()
    assert rules_text(MATRIX) == ["Activated abilities of artifacts and creatures can't be activated unless "
                                  "they're mana abilities."]


def test_602_5_a_ban_on_opponents_permanents_leaves_its_controllers_alone() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    s.battlefield(0, KEEPER)
    mine = s.battlefield(0, HEALER)
    theirs = s.battlefield(1, HEALER)
    game = s.start("main1")
    assert _activations(game, mine) == {0}
    game.apply(("pass",))
    assert game.pending["player"] == 1
    assert _activations(game, theirs) == set()
    assert rules_text(KEEPER) == ["Activated abilities of creatures your opponents control can't be activated."]
