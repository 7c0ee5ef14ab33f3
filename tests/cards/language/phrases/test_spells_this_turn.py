"""Tests of `cards.language.phrases.spells_this_turn` and `rules.continuous.uncounterable_this_turn` (611.2a,
101.2): "Creature spells you cast this turn can't be countered." made by a resolving spell, in scenarios."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

RALLY = card("Test Rally {G}\nInstant\nCreature spells you cast this turn can't be countered.")
VEIL = card("Test Veil {G}\nInstant\nSpells you control can't be countered this turn.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
SPARK = card("Test Spark {G}\nSorcery\nYou gain 1 life.")


def _countered_after(rally: Any, spell: Any) -> tuple[bool, Any]:
    """Cast `rally` (if any) then `spell`; the opponent answers the spell with Counterspell. Was it countered?"""
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 3)
    own = s.hand(0, spell)
    first = s.hand(0, rally) if rally is not None else None
    counter = s.hand(1, "Counterspell")
    s.many(1, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    if first is not None:
        game.apply(("cast", first))
        answer_until_priority(game)
        resolve_stack(game)
    game.apply(("cast", own))
    answer_until_priority(game)
    on_stack = game.state.stack_ids()[0]
    game.apply(("pass",))
    game.apply(("cast", counter))
    game.apply(("target", on_stack))
    answer_until_priority(game)
    resolve_stack(game)
    names = {game.state.objects[o].card.name for o in game.state.battlefield()}
    return spell.name not in names and game.state.players[0].life == 20, game


def test_101_2_creature_spells_cast_this_turn_cannot_be_countered() -> None:
    countered, game = _countered_after(RALLY, BEAR)
    assert not countered
    assert BEAR.name in {game.state.objects[o].card.name for o in game.state.battlefield()}
    assert rules_text(RALLY) == ["Creature spells you cast this turn can't be countered."]


def test_101_2_without_the_effect_the_creature_spell_is_countered() -> None:
    countered, _game = _countered_after(None, BEAR)
    assert countered


def test_101_2_a_spell_outside_the_description_is_still_countered() -> None:
    countered, game = _countered_after(RALLY, SPARK)
    assert game.state.players[0].life == 20  # the sorcery was countered: no life gained
    assert countered


def test_101_2_spells_you_control_cannot_be_countered_this_turn() -> None:
    _countered, game = _countered_after(VEIL, SPARK)
    assert game.state.players[0].life == 21
    assert rules_text(VEIL) == ["Spells you control can't be countered this turn."]
