"""Tests of `rules.casting.mana_abilities.fixed_units` as the legal-action pre-check and the automatic payment use
it (106.1, 601.2g-h, 605): a mana ability that adds two or more mana of fixed types counts as that much mana, and
the automatic payment taps it once. Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

RING = card("Test Ring {1}\nArtifact\n{T}: Add {C}{C}.")
GARRISON = card("Test Garrison\nLand\n{T}: Add {R}{W}.")
STUDY = card("Test Study {2}\nSorcery\nDraw a card.")
CHARM = card("Test Charm {R}{W}\nSorcery\nDraw a card.")
BIG_STUDY = card("Test Big Study {2}{G}\nSorcery\nDraw a card.")
BRIGHT = card("Test Bright {W}{W}\nSorcery\nDraw a card.")


def _game(spell: Any, *sources: Any) -> tuple[Any, int]:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    for source in sources:
        s.battlefield(0, source)
    oid = s.hand(0, spell)
    return s.start("main1"), oid


def _cast_paid(game: Any, oid: int) -> bool:
    if ("cast", oid) not in game.legal_actions():
        return False
    name = game.state.objects[oid].card.name
    game.apply(("cast", oid))
    game.apply(("pay",))
    resolve_stack(game)
    graveyard = [game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)]
    return graveyard == [name] and len(game.state.zone("hand", 0)) == 1


def test_605_a_source_that_adds_two_mana_pays_a_two_mana_spell_alone() -> None:
    game, study = _game(STUDY, RING)
    assert _cast_paid(game, study)
    assert not game.state.players[0].pool.total()


def test_601_2g_two_mana_from_one_source_and_one_from_a_land() -> None:
    game, study = _game(BIG_STUDY, RING, "Forest")
    assert _cast_paid(game, study)
    game, study = _game(BIG_STUDY, RING)
    assert ("cast", study) not in game.legal_actions()  # {G} can't come from {C}{C}


def test_106_1_each_mana_of_a_fixed_pair_is_its_own_type() -> None:
    game, charm = _game(CHARM, GARRISON)
    assert _cast_paid(game, charm)  # {R}{W} from one tap
    game, bright = _game(BRIGHT, GARRISON)  # {W}{W}: the pair makes one {W} only
    if ("cast", bright) in game.legal_actions():  # the pre-check is rough; the payment decides (601.2h)
        game.apply(("cast", bright))
        assert game.pending["kind"] == "pay_mana" and ("pay",) not in game.legal_actions()
