"""Tests of `rules.continuous.flash_this_turn`: "You may cast <spells> this turn as though they had flash." as a
resolved instruction (601.3, 611.2a): the permission outlives its source, covers only the spells it describes,
and ends with the turn."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.player_rules import FLASH_THIS_TURN
from kitchentable.scenario import Scenario, pass_until, resolve_stack
from tests.cards.card_text import card, in_zone

WIND = card("Test Wind {1}{U}\nInstant\nYou may cast sorcery spells this turn as though they had flash. Draw a card.")
REFUGE = card("Test Refuge\nLand\n{T}: You may cast spells this turn as though they had flash.")
STUDY = card("Test Study {U}\nSorcery\nDraw a card.")
DRAKE = card("Test Drake {U}\nCreature — Drake 1/1\nFlying")


def _castable(game: object, oid: int) -> bool:
    return any(a[:2] == ("cast", oid) for a in game.legal_actions())  # type: ignore[attr-defined]


def test_611_2a_sorcery_spells_this_turn_as_though_they_had_flash() -> None:
    assert rules_text(WIND)[-1] == "You may cast sorcery spells this turn as though they had flash. Draw a card."
    s = Scenario()
    wind = s.hand(0, WIND)
    study = s.hand(0, STUDY)
    drake = s.hand(0, DRAKE)
    s.many(0, "battlefield", ["Island", "Island", "Island", "Island"])
    s.many(0, "library", ["Island"] * 5)
    game = s.start("upkeep", active=0)
    assert not _castable(game, study)  # 307.1: not in the upkeep
    game.apply(("cast", wind))
    while game.pending["kind"] != "priority" or not game.state.stack_ids():
        game.apply(game.legal_actions()[0])
    resolve_stack(game)
    assert in_zone(game, "graveyard", "Test Wind")  # the permission outlives its source (611.2a)
    assert _castable(game, study) and not _castable(game, drake)  # sorcery spells only
    game.apply(("cast", study))
    while game.pending["kind"] != "priority" or not game.state.stack_ids():
        game.apply(game.legal_actions()[0])
    assert [game.state.objects[o].card.name for o in game.state.stack_ids()] == ["Test Study"]


def test_500_5_the_permission_ends_with_the_turn() -> None:
    s = Scenario()
    refuge = s.battlefield(0, REFUGE)
    s.hand(0, STUDY)
    s.many(0, "library", ["Island"] * 3)
    s.many(1, "library", ["Island"] * 3)
    game = s.start("upkeep", active=0)
    game.apply(("activate", refuge, 0))
    resolve_stack(game)
    assert (FLASH_THIS_TURN, 0) in game.state.turn_facts
    assert (FLASH_THIS_TURN, 1) not in game.state.turn_facts  # only its controller (the "you")
    turn = game.state.turn
    pass_until(game, lambda g: g.state.turn != turn)
    assert not game.is_over()
    assert (FLASH_THIS_TURN, 0) not in game.state.turn_facts
