"""Mana with a spending restriction and a rider (106.6, `rules.concepts.restricted_mana`): the automatic payment
taps a source whose mana carries a rider that helps the spell ("that spell can't be countered", Cavern of Souls)
before any other, and spends that mana on the generic part of the cost too."""

from __future__ import annotations

from typing import Any

from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card
from tests.rules.keyword_support import named

CAVERN = card("Test Cavern\nLand\nAs this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana "
              "of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't "
              "be countered.")
CANCEL = card("Test Cancel {U}\nInstant\nCounter target spell.")


def _cavern_cast(spell: Any, lands: list[str]) -> tuple[Any, int]:
    """Seat 0 plays the Cavern naming Bear, with `lands` already out, and casts `spell` by the automatic payment;
    seat 1 counters it. Returns the game once the stack is empty, and the spell's card id in hand before."""
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    cavern = s.hand(0, CAVERN)
    spell_id = s.hand(0, spell)
    for land in lands:
        s.battlefield(0, land)
    s.battlefield(1, "Island")
    s.hand(1, CANCEL)
    game = s.start("main1")
    game.apply(("play_land", cavern))
    game.apply(("type", "Bear"))
    assert named(game, "Test Cavern")
    game.apply(("cast", spell_id))
    game.apply(("pay",))
    spell = game.state.stack_ids()[0]
    game.apply(("pass",))
    game.apply(("cast", game.state.zone("hand", 1)[0]))
    game.apply(("target", spell))
    game.apply(("pay",))
    resolve_stack(game)
    return game, spell_id


def _creatures(game: Any) -> list[str]:
    return [game.state.objects[o].card.name for o in game.state.battlefield()
            if game.state.objects[o].controller == 0 and "Creature" in game.state.objects[o].card.types]


def test_106_6_automatic_payment_spends_rider_mana_on_the_generic_part() -> None:
    """Grizzly Bears' {G} from a Forest and its {1} from the Cavern: the {1} is paid with the Cavern's colored
    mana (not its {C}), so the spell can't be countered."""
    game, _bears = _cavern_cast("Grizzly Bears", ["Forest"])
    assert _creatures(game) == ["Grizzly Bears"]
    assert not game.state.players[0].pool.total()


def test_106_6_automatic_payment_taps_the_rider_source_first() -> None:
    """A one-mana Bear with a Forest and the Cavern untapped: the Cavern pays, so the Bear can't be countered
    and the Forest stays untapped."""
    game, _cub = _cavern_cast(card("Test Cub {G}\nCreature — Bear 2/2"), ["Forest"])
    assert _creatures(game) == ["Test Cub"]
    forest = named(game, "Forest")
    assert not game.state.objects[forest[0]].tapped


def test_106_6_rider_mana_not_used_for_a_spell_it_cannot_pay() -> None:
    """An Elf is not of the chosen type: the Cavern's {C} pays its {1}, and the Elf can be countered."""
    game, _elf = _cavern_cast(card("Test Elf {1}{G}\nCreature — Elf 1/1"), ["Forest"])
    assert _creatures(game) == []
