"""Tests of `rules.stack.draw_that_many`: a counted action, then "draw that many cards" (121.2). Each compiles a
small card text of our own and plays it."""

from __future__ import annotations

from typing import Any

from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

SAVANT = card("Test Scrap Savant {1}{R}\nSorcery\nDiscard up to two cards, then draw that many cards.")
DEAL = card("Test Dark Bargain {2}{B}\nSorcery\nEach player discards all the cards in their hand, then draws that "
            "many cards minus one.")
WINDS = card("Test Change Winds {R}\nSorcery\nEach player shuffles the cards from their hand into their library, "
             "then draws that many cards.")
MOIL = card("Test Mind Churn {1}{R}\nSorcery\nPut the cards in your hand on the bottom of your library in any order, "
            "then draw that many cards.")
KITE = card("Test Kite Hag {3}{B}\nSorcery\nSacrifice any number of artifacts, enchantments, and/or tokens, then "
            "draw that many cards.")
TRINKET = card("Test Trinket {1}\nArtifact")
BEAR_TOKEN_MAKER = card("Test Cub Call {G}\nSorcery\nCreate a 2/2 green Bear creature token.")


def _hand(game: Any, seat: int) -> list[int]:
    return list(game.state.zone("hand", seat))


def _cast(s: Scenario, spell: int, lands: list[str]) -> Any:
    s.many(0, "battlefield", lands)
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    game.apply(("pass",))
    game.apply(("pass",))
    return game


def test_121_2_discard_up_to_two_cards_then_draw_as_many_as_were_discarded() -> None:
    s = Scenario()
    spell = s.hand(0, SAVANT)
    kept = s.many(0, "hand", ["Forest", "Island", "Plains"])
    s.many(0, "library", ["Swamp"] * 5)
    game = _cast(s, spell, ["Mountain"] * 2)
    assert game.pending["kind"] == "discard_any" and ("done",) in game.legal_actions()
    game.apply(("discard", kept[0]))
    game.apply(("done",))  # stopped after one: one card drawn
    hand = _hand(game, 0)
    assert len(hand) == 3 and kept[0] not in hand
    assert [game.state.objects[o].card.name for o in hand].count("Swamp") == 1


def test_121_2_up_to_two_stops_asking_after_the_second_card() -> None:
    s = Scenario()
    spell = s.hand(0, SAVANT)
    kept = s.many(0, "hand", ["Forest", "Island", "Plains"])
    s.many(0, "library", ["Swamp"] * 5)
    game = _cast(s, spell, ["Mountain"] * 2)
    game.apply(("discard", kept[0]))
    game.apply(("discard", kept[1]))
    assert game.pending["kind"] == "priority"  # no third discard is offered
    names = sorted(game.state.objects[o].card.name for o in _hand(game, 0))
    assert names == ["Plains", "Swamp", "Swamp"]


def test_107_1b_that_many_minus_one_draws_nothing_for_an_empty_hand() -> None:
    s = Scenario()
    spell = s.hand(0, DEAL)
    s.many(0, "hand", ["Forest", "Island", "Plains"])
    s.hand(1, "Forest")
    s.many(0, "library", ["Swamp"] * 5)
    s.many(1, "library", ["Swamp"] * 5)
    game = _cast(s, spell, ["Swamp"] * 3)
    assert len(_hand(game, 0)) == 2  # three discarded, two drawn
    assert _hand(game, 1) == []  # one discarded, none drawn
    assert len(game.state.zone("graveyard", 1)) == 1


def test_701_19_each_player_shuffles_their_hand_into_their_library_then_draws_that_many() -> None:
    s = Scenario()
    spell = s.hand(0, WINDS)
    s.many(0, "hand", ["Forest", "Island"])
    s.many(1, "hand", ["Plains"] * 4)
    s.many(0, "library", ["Swamp"] * 3)
    s.many(1, "library", ["Swamp"] * 3)
    game = _cast(s, spell, ["Mountain"])
    assert len(_hand(game, 0)) == 2 and len(_hand(game, 1)) == 4
    assert len(game.state.zone("library", 0)) == 3 and len(game.state.zone("library", 1)) == 3
    assert sum(1 for e in game.state.log if e.kind == "shuffle") >= 2


def test_401_4_the_hand_goes_on_the_bottom_in_the_order_its_player_chooses() -> None:
    s = Scenario()
    spell = s.hand(0, MOIL)
    _forest, island = s.many(0, "hand", ["Forest", "Island"])
    s.many(0, "library", ["Swamp"] * 3)
    game = _cast(s, spell, ["Mountain"] * 2)
    assert game.pending["kind"] == "bottom_order"
    game.apply(("lowest", island))
    library = list(game.state.zone("library", 0))
    assert [game.state.objects[o].card.name for o in library[:2]] == ["Island", "Forest"]  # the bottom first
    assert sorted(game.state.objects[o].card.name for o in _hand(game, 0)) == ["Swamp", "Swamp"]


def test_701_17_sacrifice_any_number_of_artifacts_enchantments_and_or_tokens_then_draw() -> None:
    s = Scenario()
    maker = s.hand(0, BEAR_TOKEN_MAKER)
    spell = s.hand(0, KITE)
    trinket = s.battlefield(0, TRINKET)
    bear = s.battlefield(0, BEAR)
    s.many(0, "library", ["Swamp"] * 5)
    s.many(0, "battlefield", ["Swamp"] * 4 + ["Forest"])
    game = s.start("main1")
    game.apply(("cast", maker))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    game.apply(("pass",))
    game.apply(("pass",))
    token = next(o for o in game.state.battlefield() if game.state.objects[o].token)
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    game.apply(("pass",))
    game.apply(("pass",))
    legal = game.legal_actions()
    assert ("sacrifice", trinket) in legal and ("sacrifice", token) in legal
    assert ("sacrifice", bear) not in legal  # a nontoken creature is none of the three
    before = len(_hand(game, 0))
    game.apply(("sacrifice", token))
    game.apply(("sacrifice", trinket))
    assert game.pending["kind"] == "priority"  # nothing left that fits: two sacrificed, two drawn
    assert len(_hand(game, 0)) == before + 2
    assert bear in game.state.battlefield() and trinket not in game.state.battlefield()


VOUCHER = card("Test Credit Slip {1}{U}\nSorcery\nShuffle any number of cards from your hand into your library, then "
               "draw that many cards.")


def test_701_19_any_number_of_cards_from_your_hand_are_shuffled_in_then_that_many_drawn() -> None:
    s = Scenario()
    spell = s.hand(0, VOUCHER)
    forest, island, _plains = s.many(0, "hand", ["Forest", "Island", "Plains"])
    s.many(0, "library", ["Swamp"] * 4)
    game = _cast(s, spell, ["Island"] * 2)
    assert game.pending["kind"] == "choose_card"
    shuffles = sum(1 for e in game.state.log if e.kind == "shuffle")
    game.apply(("choose", forest))
    game.apply(("choose", island))
    game.apply(("done",))
    assert len(_hand(game, 0)) == 3 and len(game.state.zone("library", 0)) == 4  # two in, two drawn
    assert sum(1 for e in game.state.log if e.kind == "shuffle") == shuffles + 1
