"""Tests of `rules.additional.party` (700.8): the party's size is the largest set of your creatures that fill
distinct roles among Cleric, Rogue, Warrior and Wizard; "a full party" is four."""

from __future__ import annotations

from kitchentable.rules.additional.party import party_size
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card, resolve

CLERIC_WIZARD = card("Test Acolyte {1}\nCreature — Human Cleric Wizard 1/1")
WIZARD = card("Test Adept {1}\nCreature — Human Wizard 1/1")
ROGUE = card("Test Cutpurse {1}\nCreature — Human Rogue 1/1")
WARRIOR = card("Test Brawler {1}\nCreature — Human Warrior 1/1")
RALLY = card("Test Rally {W}\nSorcery\nYou gain 1 life for each creature in your party.")
FEAST = card("Test Feast {W}\nSorcery\nIf you have a full party, you gain 5 life.")


def _gain(spell, *creatures) -> int:  # type: ignore[no-untyped-def]
    s = Scenario()
    for c in creatures:
        s.battlefield(0, c)
    s.battlefield(1, ROGUE)  # an opponent's creature is in their party, not yours
    cast = s.hand(0, spell)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", cast))
    game.apply(("pay",))
    resolve(game)
    return int(game.state.players[0].life) - 20


def test_700_8a_a_creature_fills_one_role_chosen_to_make_the_party_largest() -> None:
    """Cleric Wizard + Wizard: the first is the Cleric, the second the Wizard (2), not one Wizard."""
    assert _gain(RALLY, CLERIC_WIZARD, WIZARD, BEAR) == 2
    assert _gain(RALLY, WIZARD, WIZARD) == 1


def test_700_8b_a_full_party_is_four_creatures() -> None:
    assert _gain(FEAST, CLERIC_WIZARD, WIZARD, ROGUE) == 0
    assert _gain(FEAST, CLERIC_WIZARD, WIZARD, ROGUE, WARRIOR) == 5


def test_700_8_party_size_counts_only_the_players_creatures() -> None:
    s = Scenario()
    s.battlefield(0, WIZARD)
    s.battlefield(1, ROGUE)
    s.battlefield(1, WARRIOR)
    game = s.start("main1")
    assert party_size(game.state, 0) == 1 and party_size(game.state, 1) == 2
