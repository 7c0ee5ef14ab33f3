"""Tests of `cards.language.phrases.counted_conditions`: a count compared with a fixed number, as an activation
restriction (602.5b), a static's condition (611.3a) and an intervening "if" (603.4). Each compiles a small card
text of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

TRAINEE = card("Test Trainee {3}{R}\nCreature — Goblin Warrior 2/3\n{T}: Test Trainee deals 4 damage to target "
               "creature. Activate only if Test Trainee's power is 4 or greater.")
LIBRARY = card("Test Archive\nLand\n{T}: Draw a card. Activate only if you have exactly seven cards in hand.")
EDGE = card("Test Edge\nLand\n{1}, {T}, Sacrifice Test Edge: Destroy target nonbasic land. Activate only if an "
            "opponent controls four or more lands.")
SEER = card("Test Seer {1}{U}\nCreature — Human Wizard 1/1\n{T}: You gain 1 life. Activate only if an opponent has "
            "two or fewer cards in their library.")
WATCH = card("Test Watch {1}{G}{W}\nCreature — Spirit 3/3\nAs long as you have more cards in hand than each "
             "opponent, Test Watch gets +3/+3.")
PUMP = card("Test Pump {R}\nInstant\nTarget creature gets +2/+0 until end of turn.")


def _offered(game: object, oid: int) -> bool:
    return any(a[:2] == ("activate", oid) for a in game.legal_actions())  # type: ignore[attr-defined]


def test_613_activate_only_if_its_own_power_is_n_or_greater_reads_power_after_effects() -> None:
    assert rules_text(TRAINEE)[-1] == "{T}: This deals 4 damage to target creature. Activate only if this " \
                                      "creature's power is 4 or greater."
    s = Scenario()
    trainee = s.battlefield(0, TRAINEE)
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, PUMP)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    assert not _offered(game, trainee)  # power 2
    pump = next(o for o in game.state.zone("hand", 0) if game.state.objects[o].card.name == "Test Pump")
    game.apply(("cast", pump))
    while game.pending["kind"] != "priority" or game.state.stack_ids():
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a[0] == "target" and a[1] == trainee), legal[0]))
    assert chars(game.state, trainee).power == 4 and _offered(game, trainee)  # 613: with the +2/+0


def test_402_activate_only_with_exactly_seven_cards_in_hand() -> None:
    assert rules_text(LIBRARY)[-1] == "{T}: Draw a card. Activate only if you have exactly seven cards in hand."
    for size, offered in ((6, False), (7, True), (8, False)):
        s = Scenario()
        archive = s.battlefield(0, LIBRARY)
        s.many(0, "hand", ["Forest"] * size)
        s.many(0, "library", ["Forest"] * 3)
        assert _offered(s.start("main1"), archive) is offered, size


def test_602_5b_one_opponent_alone_controls_n_or_more_lands() -> None:
    assert rules_text(EDGE)[-1] == "{1}, {T}, Sacrifice this: Destroy target nonbasic land. Activate only if an " \
                                   "opponent controls four or more lands."
    s = Scenario()
    edge = s.battlefield(0, EDGE)
    s.many(0, "battlefield", ["Mountain"] * 5)  # the controller's own lands don't count
    s.many(1, "battlefield", ["Forest", "Forest", "Forest"])
    assert not _offered(s.start("main1"), edge)
    s = Scenario()
    edge = s.battlefield(0, EDGE)
    s.battlefield(0, "Mountain")
    s.many(1, "battlefield", ["Forest", "Forest", "Forest", "Forest"])
    assert _offered(s.start("main1"), edge)


def test_401_activate_only_if_an_opponent_has_n_or_fewer_cards_in_their_library() -> None:
    assert rules_text(SEER)[-1] == "{T}: You gain 1 life. Activate only if an opponent has two or fewer cards in " \
                                   "their library."
    s = Scenario()
    seer = s.battlefield(0, SEER)
    s.many(1, "library", ["Forest"] * 3)
    assert not _offered(s.start("main1"), seer)
    s = Scenario()
    seer = s.battlefield(0, SEER)
    s.many(1, "library", ["Forest"] * 2)
    s.many(0, "library", ["Forest"] * 9)  # the controller's own library doesn't count
    assert _offered(s.start("main1"), seer)


def test_611_3a_as_long_as_you_have_more_cards_in_hand_than_each_opponent() -> None:
    assert rules_text(WATCH)[-1] == "As long as you have more cards in hand than each opponent, this gets +3/+3."
    s = Scenario()
    watch = s.battlefield(0, WATCH)
    s.many(0, "hand", ["Forest"] * 3)
    s.many(1, "hand", ["Forest"] * 3)
    game = s.start("main1")
    assert chars(game.state, watch).power == 3  # equal hands: not more
    s = Scenario()
    watch = s.battlefield(0, WATCH)
    s.many(0, "hand", ["Forest"] * 4)
    s.many(1, "hand", ["Forest"] * 3)
    game = s.start("main1")
    assert (chars(game.state, watch).power, chars(game.state, watch).toughness) == (6, 6)


def test_602_5b_lands_of_two_opponents_are_not_added_together() -> None:
    s = Scenario(players=3)
    edge = s.battlefield(0, EDGE)
    s.battlefield(0, "Mountain")
    s.many(1, "battlefield", ["Forest", "Forest"])
    s.many(2, "battlefield", ["Forest", "Forest", "Forest"])
    assert not _offered(s.start("main1"), edge)  # two and three: neither opponent controls four
