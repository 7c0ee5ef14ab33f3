"""Tests of `rules.concepts.commanders` (903.3): no game here designates a commander, so "If you control a
commander, you may cast this spell without paying its mana cost." never offers the free cast (its alternative
cost, 118.9); the spell is cast for its mana cost as usual."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

ROLLICK = card("Test Rollick {3}{B}\nInstant\nIf you control a commander, you may cast this spell without paying "
               "its mana cost.\nExile target creature.")
MASQUES = card("Test Masques {3}{B}\nInstant\nIf an opponent controls a Plains and you control a Swamp, you may "
               "cast this spell without paying its mana cost.\nExile target creature.")


def _after_targeting(spell: object) -> str:
    s = Scenario()
    bear = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Plains")
    s.battlefield(0, "Swamp")
    oid = s.hand(0, spell)  # type: ignore[arg-type]
    game = s.start("main1")
    game.apply(("cast", oid))
    if game.pending["kind"] == "choose_target":
        game.apply(("target", bear))
    return str(game.pending["kind"])


def test_903_3_without_a_commander_the_free_cast_is_never_offered() -> None:
    assert _after_targeting(ROLLICK) == "pay_mana"  # straight to its mana cost: no choice of cost (601.2b)
    assert _after_targeting(MASQUES) == "cost_choice"  # a free cast whose condition holds is offered
    assert rules_text(ROLLICK) == ["If you control a commander, you may cast this spell without paying its mana "
                                   "cost.", "Exile target creature."]
