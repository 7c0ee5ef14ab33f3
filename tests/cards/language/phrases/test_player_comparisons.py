"""Tests of `cards.language.phrases.player_comparisons` and `rules.concepts.player_comparisons`: "if an opponent
controls more lands than you", "if an opponent has more life / more cards in hand than you", and the same
condition written after its instruction ("Draw a card if an opponent has more cards in hand than you.", 608.2c).
Each compiles a small card text of our own, checks what it does in a scenario and that it renders as its text."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

BEACON = card("Test Beacon {2}{W}\nCreature — Human 2/2\nWhen this creature enters, create a Treasure token if an "
              "opponent controls more lands than you. You gain 4 life if an opponent has more life than you. Draw "
              "a card if an opponent has more cards in hand than you.")
TAX = card("Test Tax {W}\nSorcery\nIf an opponent controls more creatures than you, you gain 3 life.")
BEAR = card("Test Bear {G}\nCreature — Bear 2/2")


def _cast(game: Any, name: str) -> None:
    game.apply(("cast", named(game, name, "hand")[0]))
    game.apply(("pay",))
    settle(game)


def _treasures(game: Any) -> int:
    return len(named(game, "Treasure"))


def test_608_2c_an_opponent_controls_more_lands_than_you_counts_each_players_lands() -> None:
    for their_lands, expected in ((3, 0), (4, 1)):
        s = scenario()
        lands(s, 0, 3, "Plains")
        lands(s, 1, their_lands, "Plains")
        s.hand(0, BEACON)
        game = s.start("main1")
        _cast(game, "Test Beacon")
        assert _treasures(game) == expected


def test_119_1_an_opponent_has_more_life_than_you() -> None:
    for my_life, expected in ((20, 20), (15, 19)):
        s = scenario()
        lands(s, 0, 3, "Plains")
        s.hand(0, BEACON)
        game = s.start("main1")
        game.state.players[0].life = my_life
        _cast(game, "Test Beacon")
        assert game.state.players[0].life == expected


def test_402_1_an_opponent_has_more_cards_in_hand_than_you() -> None:
    for their_cards, drawn in ((0, 0), (2, 1)):
        s = scenario()
        lands(s, 0, 3, "Plains")
        s.hand(0, BEACON)
        for _ in range(their_cards):
            s.hand(1, BEAR)
        game = s.start("main1")
        library = len(game.state.zone("library", 0))
        _cast(game, "Test Beacon")
        assert library - len(game.state.zone("library", 0)) == drawn


def test_608_2c_if_an_opponent_controls_more_creatures_than_you_written_first() -> None:
    for their_bears, expected in ((1, 20), (2, 23)):
        s = scenario()
        lands(s, 0, 1, "Plains")
        s.battlefield(0, BEAR)
        for _ in range(their_bears):
            s.battlefield(1, BEAR)
        s.hand(0, TAX)
        game = s.start("main1")
        _cast(game, "Test Tax")
        assert game.state.players[0].life == expected


def test_renders_as_the_oracle_text_with_the_condition_where_it_was_written() -> None:
    text = render(BEACON)
    assert ("create a Treasure token if an opponent controls more lands than you. You gain 4 life if an opponent "
            "has more life than you. Draw a card if an opponent has more cards in hand than you.") in text
    assert "If an opponent controls more creatures than you, you gain 3 life." in render(TAX)


CAMPGROUND = card("Test Campground\nLand\nTest Campground enters tapped unless a player has 13 or less life.\n"
                  "{T}: Add {W}.")


def test_119_1_enters_tapped_unless_a_player_has_13_or_less_life() -> None:
    """Duskmourn's lands: any player at 13 or less, the opponent or you, lets it enter untapped."""
    from kitchentable.scenario import Scenario

    for lives, tapped in (((20, 20), True), ((20, 13), False), ((13, 20), False), ((14, 14), True)):
        s = Scenario()
        oid = s.hand(0, CAMPGROUND)
        game = s.start("main1")
        for seat, life in enumerate(lives):
            game.state.players[seat].life = life
        game.apply(("play_land", oid))
        (new,) = named(game, "Test Campground")
        assert game.state.objects[new].tapped is tapped, lives
    assert "This enters tapped unless a player has 13 or less life." in render(CAMPGROUND)
WOODS = card("Test Woods\nLand\nThis land enters tapped unless a player has 13 or less life.\n{T}: Add {R} or {G}.")


def test_119_1_a_player_at_13_or_less_life_whoever_it_is_lets_it_enter_untapped() -> None:
    """Any player counts, you or an opponent (614.1c: the land enters untapped only if one has 13 or less)."""
    assert "This enters tapped unless a player has 13 or less life." in render(WOODS)
    for mine, theirs, tapped in ((20, 20, True), (20, 13, False), (13, 20, False), (14, 14, True)):
        s = scenario()
        s.hand(0, WOODS)
        game = s.start("main1")
        game.state.players[0].life, game.state.players[1].life = mine, theirs
        game.apply(("play_land", named(game, "Test Woods", "hand")[0]))
        assert game.state.objects[named(game, "Test Woods")[0]].tapped is tapped
