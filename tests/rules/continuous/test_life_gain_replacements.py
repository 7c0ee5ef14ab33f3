"""Tests of `rules.continuous.life_gain_replacements` and `cards.language.phrases.life_gain_replacements`
(614.1a, 616.1): "If you would gain life, you gain twice that much life instead.", "... that much life plus 1
instead.", and their order chosen by the player gaining life. Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

REFLECTION = card("Test Reflection {4}{W}\nEnchantment\nIf you would gain life, you gain twice that much life "
                  "instead.")
VITAL = card("Test Vital Angel {2}{W}\nCreature — Angel 2/2\nFlying\nIf you would gain life, you gain that much life "
             "plus 1 instead.")
SALVE = card("Test Salve {W}\nInstant\nYou gain 3 life.")
DRAIN = card("Test Drain {W}\nInstant\nTarget opponent gains 3 life.")


def _cast(game: Any, oid: int, order: list[int] | None = None) -> None:
    game.apply(("cast", oid))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    while game.pending["kind"] == "replacement_order":
        game.apply(("apply_first", order.pop(0)) if order else game.legal_actions()[0])
    resolve_stack(game)


def _setup(spell: Any, *permanents: Any, seat: int = 0) -> tuple[Any, int, list[int]]:
    s = Scenario()
    s.many(0, "battlefield", ["Plains"])
    ids = [s.battlefield(seat, p) for p in permanents]
    spell_id = s.hand(0, spell)
    return s.start("main1"), spell_id, ids


def test_614_1a_you_gain_twice_that_much_life_instead() -> None:
    game, salve, _ = _setup(SALVE, REFLECTION)
    _cast(game, salve)
    assert game.state.players[0].life == 26
    assert rules_text(REFLECTION) == ["If you would gain life, you gain twice that much life instead. (614.1a)"]


def test_614_1a_two_doublers_multiply() -> None:
    game, salve, _ = _setup(SALVE, REFLECTION, REFLECTION)
    _cast(game, salve)
    assert game.state.players[0].life == 32


def test_614_1a_you_gain_that_much_life_plus_1_instead() -> None:
    game, salve, _ = _setup(SALVE, VITAL)
    _cast(game, salve)
    assert game.state.players[0].life == 24


def test_614_1a_only_its_controllers_life_gain() -> None:
    game, salve, _ = _setup(SALVE, REFLECTION, seat=1)
    _cast(game, salve)
    assert game.state.players[0].life == 23


def test_616_1_the_player_gaining_life_orders_plus_one_and_twice() -> None:
    game, salve, (reflection, angel) = _setup(SALVE, REFLECTION, VITAL)
    _cast(game, salve, [angel])  # plus 1 first, then doubled: (3 + 1) * 2
    assert game.state.players[0].life == 28
    game, salve, (reflection, angel) = _setup(SALVE, REFLECTION, VITAL)
    _cast(game, salve, [reflection])  # doubled first, then plus 1: 3 * 2 + 1
    assert game.state.players[0].life == 27
