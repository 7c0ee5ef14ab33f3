"""Tests of `cards.language.phrases.cards_not_put`: the revealed cards an effect didn't put onto the battlefield,
named as the rest (608.2c, 701.16), with a pick described by the spell's own X (107.3). Each compiles a small card
text of our own and checks what it does in a scenario."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

SURGE = card("Test Surge of Life {X}{G}{G}{G}\nSorcery\nReveal the top X cards of your library. You may put any "
             "number of permanent cards with mana value X or less from among them onto the battlefield. Then put all "
             "cards revealed this way that weren't put onto the battlefield into your graveyard.")
TITAN = card("Test Towering Titan {3}{G}\nCreature — Giant 5/5")
SPARK = card("Test Spark {R}\nInstant\nTest Spark deals 1 damage to any target.")


def _surge(x: int, take: bool):  # type: ignore[no-untyped-def]
    s = Scenario()
    spell = s.hand(0, SURGE)
    s.many(0, "battlefield", ["Forest"] * 7)
    s.many(0, "library", ["Island"] * 3)
    cards = [s.library(0, c) for c in (SPARK, TITAN, "Forest", BEAR)]  # the Bear on top
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("x", x) if ("x", x) in options else ("pay",) if ("pay",) in options else options[0])
    game.apply(("pass",))
    game.apply(("pass",))
    offered: set[int] = set()
    while game.pending["kind"] == "look_pick":
        options = game.legal_actions()
        offered |= {a[1] for a in options if a[0] == "pick"}
        game.apply(next(a for a in options if a[0] == "pick") if take else ("pick_none",))
    return game, cards, offered


def _names(game, zone: str) -> set[str]:  # type: ignore[no-untyped-def]
    return {game.state.objects[o].card.name for o in game.state.zone(zone, 0 if zone != "battlefield" else -1)}


def test_608_2c_cards_revealed_that_werent_put_onto_the_battlefield_go_to_the_graveyard() -> None:
    assert "Then put all cards revealed this way that weren't put onto the battlefield into your graveyard." \
        in "\n".join(rules_text(SURGE))
    game, (spark, titan, forest, bear), offered = _surge(4, take=True)
    assert offered == {bear, forest, titan}  # permanent cards with mana value 4 or less: not the instant
    assert {"Plain Bear", "Test Towering Titan"} <= _names(game, "battlefield")
    assert _names(game, "graveyard") == {"Test Spark", "Test Surge of Life"}


def test_107_3_pick_reads_the_spells_own_x() -> None:
    game, (spark, titan, forest, bear), offered = _surge(3, take=True)
    assert offered == {bear, forest}  # X = 3: the revealed Titan has mana value 4
    assert _names(game, "graveyard") == {"Test Towering Titan", "Test Surge of Life"}
    assert spark in game.state.zone("library", 0)  # the fourth card wasn't revealed


def test_608_2c_declining_puts_every_revealed_card_into_the_graveyard() -> None:
    game, _cards, _offered = _surge(2, take=False)
    assert _names(game, "graveyard") == {"Plain Bear", "Forest", "Test Surge of Life"}


def test_608_2c_not_put_after_a_pick_into_the_hand_is_refused() -> None:
    with pytest.raises(CardError):
        card("Test Bad Dig {2}{G}\nSorcery\nReveal the top five cards of your library. You may put any number of "
             "creature cards from among them into your hand. Then put all cards revealed this way that weren't put "
             "onto the battlefield into your graveyard.")
