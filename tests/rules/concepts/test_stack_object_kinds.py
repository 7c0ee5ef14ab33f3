"""What a stack description that names abilities matches (113.1, 113.7a, 115.1): `Filter.spell_kind` values of
`concepts.targets.STACK_OBJECT_KINDS`, with whose ability it is (113.8). Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.rules.abilities import Filter
from kitchentable.rules.concepts.targets import matches_object
from tests.rules.keyword_support import card, scenario

PINGER = card("Test Pinger {R}\nCreature — Goblin 1/1\n{T}: Test Pinger deals 1 damage to each opponent.")
ZAP = card("Test Zap {R}\nInstant\nTest Zap deals 1 damage to each opponent.")


def _stack() -> tuple[Any, int, int]:
    """Seat 0's Zap under seat 0's Pinger ability: (game, the spell, the ability)."""
    s = scenario()
    pinger = s.battlefield(0, PINGER)
    s.battlefield(0, "Mountain")
    zap = s.hand(0, ZAP)
    game = s.start("main1")
    game.apply(("cast", zap))
    game.apply(("pay",))
    spell = game.state.stack_ids()[-1]
    game.apply(("activate", pinger, 0))
    if ("pay",) in game.legal_actions():
        game.apply(("pay",))
    ability = game.state.stack_ids()[-1]
    assert game.state.objects[ability].stack.kind == "activated"
    return game, spell, ability


@pytest.mark.parametrize(("kind", "spell_fits", "ability_fits"), [
    ("activated_ability", False, True),
    ("triggered_ability", False, False),
    ("ability", False, True),
    ("spell_or_ability", True, True),
    ("spell_activated_or_triggered", True, True),
    ("spell", True, False),
])
def test_113_1_stack_kinds_match_spells_and_abilities(kind: str, spell_fits: bool, ability_fits: bool) -> None:
    game, spell, ability = _stack()
    flt = Filter(zone="stack", spell_kind=kind)
    assert matches_object(game.state, spell, flt, 0, None) == spell_fits
    assert matches_object(game.state, ability, flt, 0, None) == ability_fits


@pytest.mark.parametrize(("controller", "seat", "fits"), [
    ("you", 0, True), ("you", 1, False), ("not_you", 1, True), ("not_you", 0, False), ("opponent", 1, True),
])
def test_113_8_an_abilitys_controller_is_read_for_you_control(controller: str, seat: int, fits: bool) -> None:
    """"target activated ability you don't control": the ability's controller (113.8), seen from `seat`."""
    game, _spell, ability = _stack()
    flt = Filter(zone="stack", spell_kind="ability", controller=controller)
    assert matches_object(game.state, ability, flt, seat, None) == fits
