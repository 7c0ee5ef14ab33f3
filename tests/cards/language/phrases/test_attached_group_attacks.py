"""Tests of `cards.language.phrases.attached_group_attacks` and `rules.turn.attached_group_attacks` (508.1m, 603.2):
"Whenever equipped creature and at least one other creature attack" triggers once when the equipped creature is
declared as an attacker together with another creature, not when it attacks alone nor when only others attack. Card
texts of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, pass_until
from tests.cards.card_text import card

LENS = card("Test Lens {1}\nArtifact — Equipment\nWhenever equipped creature and at least one other creature attack, "
            "draw a card.\nEquip {1}")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


@pytest.mark.parametrize(("holder_attacks", "other_attacks", "draws"),
                         [(True, True, 1), (True, False, 0), (False, True, 0)])
def test_508_1m_equipped_creature_and_at_least_one_other_attack(holder_attacks: bool, other_attacks: bool,
                                                                draws: int) -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 6)
    holder = s.battlefield(0, BEAR)
    other = s.battlefield(0, BEAR)
    s.battlefield(0, LENS, attached_to=holder)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    hand = len(game.state.zone("hand", 0))
    for attacker, attacks in ((holder, holder_attacks), (other, other_attacks)):
        if attacks:
            game.apply(("attack", attacker, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step in ("declare_blockers", "combat_damage", "end_of_combat")
               and not g.state.stack_ids() and g.pending["kind"] == "priority")
    assert len(game.state.zone("hand", 0)) == hand + draws


def test_508_1m_renders_as_printed() -> None:
    assert "Whenever equipped creature and at least one other creature attack, draw a card." in render(LENS)
    battalion = card("Test Captain {2}{W}\nCreature — Human 2/2\nWhenever this creature and at least one other "
                     "creature attack, draw a card.")
    assert "Whenever this and at least one other creature attack, draw a card." in render(battalion)
