"""Choices a permanent's text makes as it enters, when a spell or ability puts it onto the battlefield (614.12,
614.1c; `rules.keywords.entering_by_effect`): a land search, a reanimation. Before, an effect skipped them: a
shock land always entered tapped, a chosen color or type was never chosen."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card
from tests.rules.keyword_support import named

SHOCK = card("Test Shock\nLand — Forest Plains\nAs this land enters, you may pay 2 life. If you don't, it enters "
             "tapped.")
FETCH = card("Test Fetch {G}\nSorcery\nSearch your library for a land card, put it onto the battlefield, then "
             "shuffle.")
FETCH_TAPPED = card("Test Slow Fetch {G}\nSorcery\nSearch your library for a land card, put it onto the battlefield "
                    "tapped, then shuffle.")
CAVERN = card("Test Cavern\nLand\nAs this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana "
              "of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't "
              "be countered.")
RETURN_LAND = card("Test Regrowth {G}\nSorcery\nReturn target land card from your graveyard to the battlefield.")
PALADIN = card("Test Paladin {2}{W}\nCreature — Human Knight 2/2\nAs this creature enters, choose a color.\n"
               "This creature has protection from the chosen color.")
REANIMATE = card("Test Reanimate {B}\nSorcery\nReturn target creature card from your graveyard to the battlefield "
                 "under your control.")


def _fetch(spell: Any) -> Any:
    """Seat 0 casts `spell` with a Forest and finds the shock land; the game waits at the first question after."""
    s = Scenario()
    s.many(0, "library", ["Wastes"] * 3)
    s.library(0, SHOCK)
    fetch = s.hand(0, spell)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", fetch))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "search"
    shock = next(a for a in game.legal_actions() if a[0] == "find" and game.state.objects[a[1]].card.name == "Test Shock")
    game.apply(shock)
    return game


def test_614_12_shock_land_put_onto_the_battlefield_by_a_search_may_pay_life() -> None:
    game = _fetch(FETCH)
    assert game.pending["kind"] == "pay_life_as_enters"
    game.apply(("pay",))
    (shock,) = named(game, "Test Shock")
    assert not game.state.objects[shock].tapped
    assert game.state.players[0].life == 18


def test_614_12_shock_land_put_onto_the_battlefield_by_a_search_enters_tapped_unpaid() -> None:
    game = _fetch(FETCH)
    game.apply(("no",))
    (shock,) = named(game, "Test Shock")
    assert game.state.objects[shock].tapped
    assert game.state.players[0].life == 20


def test_614_12_land_put_onto_the_battlefield_tapped_is_not_asked_to_pay() -> None:
    game = _fetch(FETCH_TAPPED)
    assert game.pending["kind"] == "priority"
    (shock,) = named(game, "Test Shock")
    assert game.state.objects[shock].tapped and game.state.players[0].life == 20


def test_614_12_cavern_returned_by_an_effect_chooses_its_type_and_its_mana_pays_for_it() -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 3)
    cavern = s.graveyard(0, CAVERN)
    regrowth = s.hand(0, RETURN_LAND)
    s.battlefield(0, "Forest")
    s.hand(0, card("Test Cub {G}\nCreature — Bear 2/2"))
    game = s.start("main1")
    game.apply(("cast", regrowth))
    game.apply(("target", cavern))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "choose_type"
    game.apply(("type", "Bear"))
    assert game.pending["kind"] == "priority"
    (cub,) = [o for o in game.state.zone("hand", 0) if game.state.objects[o].card.name == "Test Cub"]
    game.apply(("cast", cub))
    game.apply(("pay",))  # only the Cavern is untapped: its colored mana is for Bears
    resolve_stack(game)
    assert named(game, "Test Cub")


def test_614_12_creature_reanimated_chooses_its_color() -> None:
    s = Scenario()
    paladin = s.graveyard(0, PALADIN)
    spell = s.hand(0, REANIMATE)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", paladin))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "choose_color"
    game.apply(("color", "R"))
    (new,) = named(game, "Test Paladin")
    assert "protection from red" in chars(game.state, new).keywords


SNARL = card("Test Snarl\nLand\nAs this land enters, you may reveal a Forest or Plains card from your hand. If you "
             "don't, this land enters tapped.")


def test_614_12_reveal_land_put_onto_the_battlefield_by_a_search_may_reveal() -> None:
    for answer, tapped in (("reveal", False), ("no", True)):
        s = Scenario()
        s.many(0, "library", ["Wastes"] * 3)
        s.library(0, SNARL)
        fetch = s.hand(0, FETCH)
        plains = s.hand(0, "Plains")
        s.battlefield(0, "Forest")
        game = s.start("main1")
        game.apply(("cast", fetch))
        game.apply(("pay",))
        game.apply(("pass",))
        game.apply(("pass",))
        found = next(a for a in game.legal_actions() if a[0] == "find"
                     and game.state.objects[a[1]].card.name == "Test Snarl")
        game.apply(found)
        assert game.pending["kind"] == "reveal_as_enters"
        game.apply(("reveal", plains) if answer == "reveal" else ("no",))
        resolve_stack(game)
        (snarl,) = named(game, "Test Snarl")
        assert game.state.objects[snarl].tapped is tapped
