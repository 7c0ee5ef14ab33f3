"""Tests of `cards.language.phrases.game_state_conditions` and `rules.concepts.game_state_conditions`: "as long
as an opponent has 10 or less life" (119.1), "an opponent has no cards in hand" (402.1), "there are no cards in
your graveyard", "an artifact card is in your graveyard" / "there is a Lesson card in your graveyard" (404),
"there are ten or more cards in a single graveyard" and "you control at least two other Merfolk" (611.3a: a
static ability's condition is checked all the time). Each card text is our own; each checks what the card does
on a board and that it renders as its text."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, named, scenario, settle

GHAST = card("Test Ghast {B}{B}\nCreature — Vampire Spirit 2/1\nTest Ghast has haste as long as an opponent has 10 "
             "or less life.")
FIEND = card("Test Fiend {1}{R}\nCreature — Goblin 2/2\nTest Fiend gets +1/+1 as long as an opponent has no cards in "
             "hand.")
HERMIT = card("Test Hermit {1}{U}\nCreature — Bird 1/1\nTest Hermit gets +1/+1 as long as there are no cards in "
              "your graveyard.")
HOVER = card("Test Hover {1}{U}\nCreature — Bird 1/1\nTest Hover has flying as long as an artifact card is in your "
             "graveyard.")
SWIMMER = card("Test Swimmer {1}{U}\nCreature — Human 1/3\nTest Swimmer gets +3/+0 as long as there are ten or more "
               "cards in a single graveyard.")
GOD = card("Test God {1}{U}{U}\nLegendary Creature — God Merfolk 3/4\nTest God has indestructible as long as you "
           "control at least two other Merfolk.")
SCOUT = card("Test Scout {W}\nCreature — Human 1/1\nWhen this creature enters, if an opponent has 10 or less life, "
             "draw a card.")
MERFOLK = card("Test Merfolk {U}\nCreature — Merfolk 1/1")
BEAR = card("Test Bear {G}\nCreature — Bear 2/2")


def test_611_3a_119_1_has_haste_as_long_as_an_opponent_has_10_or_less_life() -> None:
    s = scenario()
    oid = s.battlefield(0, GHAST)
    game = s.start("main1")
    assert "haste" not in chars(game.state, oid).keywords
    game.state.players[1].life = 10
    game.state.cache.clear()
    assert "haste" in chars(game.state, oid).keywords
    game.state.players[0].life = 5  # your own life total doesn't count
    game.state.players[1].life = 11
    game.state.cache.clear()
    assert "haste" not in chars(game.state, oid).keywords


def test_603_4_intervening_if_an_opponent_has_10_or_less_life() -> None:
    for their_life, drawn in ((11, 0), (10, 1)):
        s = scenario()
        lands(s, 0, 1, "Plains")
        s.hand(0, SCOUT)
        game = s.start("main1")
        game.state.players[1].life = their_life
        library = len(game.state.zone("library", 0))
        game.apply(("cast", named(game, "Test Scout", "hand")[0]))
        game.apply(("pay",))
        settle(game)
        assert library - len(game.state.zone("library", 0)) == drawn


def test_402_1_gets_bigger_as_long_as_an_opponent_has_no_cards_in_hand() -> None:
    s = scenario()
    oid = s.battlefield(0, FIEND)
    card_in_hand = s.hand(1, BEAR)
    game = s.start("main1")
    assert chars(game.state, oid).power == 2
    from kitchentable.rules import events

    events.move(game.state, card_in_hand, "graveyard")
    game.state.cache.clear()
    assert (chars(game.state, oid).power, chars(game.state, oid).toughness) == (3, 3)


def test_404_as_long_as_there_are_no_cards_in_your_graveyard() -> None:
    s = scenario()
    oid = s.battlefield(0, HERMIT)
    game = s.start("main1")
    assert chars(game.state, oid).power == 2
    s2 = scenario()
    oid = s2.battlefield(0, HERMIT)
    s2.graveyard(0, BEAR)
    game = s2.start("main1")
    assert chars(game.state, oid).power == 1
    s3 = scenario()
    oid = s3.battlefield(0, HERMIT)
    s3.graveyard(1, BEAR)  # another player's graveyard doesn't count
    game = s3.start("main1")
    assert chars(game.state, oid).power == 2


def test_404_has_flying_as_long_as_an_artifact_card_is_in_your_graveyard() -> None:
    s = scenario()
    oid = s.battlefield(0, HOVER)
    s.graveyard(0, BEAR)
    s.graveyard(1, card("Test Relic {1}\nArtifact"))
    game = s.start("main1")
    assert "flying" not in chars(game.state, oid).keywords
    s2 = scenario()
    oid = s2.battlefield(0, HOVER)
    s2.graveyard(0, card("Test Relic {1}\nArtifact"))
    game = s2.start("main1")
    assert "flying" in chars(game.state, oid).keywords


def test_404_1_as_long_as_there_are_ten_or_more_cards_in_a_single_graveyard() -> None:
    for mine, theirs, power in ((5, 5, 1), (0, 10, 4), (10, 0, 4), (9, 9, 1)):
        s = scenario()
        oid = s.battlefield(0, SWIMMER)
        s.many(0, "graveyard", ["Wastes"] * mine)
        s.many(1, "graveyard", ["Wastes"] * theirs)
        game = s.start("main1")
        assert chars(game.state, oid).power == power


def test_611_3a_as_long_as_you_control_at_least_two_other_merfolk() -> None:
    for merfolk, expected in ((1, False), (2, True)):
        s = scenario()
        oid = s.battlefield(0, GOD)
        for _ in range(merfolk):
            s.battlefield(0, MERFOLK)
        s.battlefield(1, MERFOLK)  # an opponent's Merfolk don't count
        game = s.start("main1")
        assert ("indestructible" in chars(game.state, oid).keywords) is expected


def test_renders_as_the_oracle_text() -> None:
    assert "as long as an opponent has 10 or less life" in render(GHAST).lower()
    assert "as long as an opponent has no cards in hand" in render(FIEND).lower()
    assert "as long as there are no cards in your graveyard" in render(HERMIT).lower()
    assert "as long as an artifact card is in your graveyard" in render(HOVER).lower()
    assert "as long as there are ten or more cards in a single graveyard" in render(SWIMMER).lower()
    assert "as long as you control at least two other merfolk" in render(GOD).lower()
    assert "if an opponent has 10 or less life, draw a card" in render(SCOUT).lower()


def test_at_least_n_other_in_a_trigger_about_another_object_is_refused() -> None:
    """Valakut's "whenever a Mountain you control enters, if you control at least five other Mountains" means other
    than the Mountain that entered; the kernel's "other" is other than the source, so the card is refused."""
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="at least N other"):
        card("Test Pinnacle\nLand\nWhenever a Mountain you control enters, if you control at least five other "
             "Mountains, you gain 1 life.")
