"""Tests of `cards.language.phrases.activation_windows`: activation restrictions (602.5b) by combat, by an
opponent's turn or step, and lists of restrictions in any order. Each compiles a small card text of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

COMBAT = card("Test Brawler {1}{R}\nCreature — Human Warrior 2/2\nPay 1 life: Test Brawler gets +1/+0 until end of "
              "turn. Activate only during combat.")
ONCE_SORCERY = card("Test Archivist {1}{U}\nCreature — Human Wizard 1/1\nPay 1 life: Draw a card. Activate only once "
                    "each turn and only as a sorcery.")
THEIR_UPKEEP = card("Test Sentry {1}{W}\nCreature — Human Soldier 1/3\nPay 1 life: You gain 2 life. Activate only "
                    "during an opponent's upkeep.")
THEIR_TURN = card("Test Lurker {1}{B}\nCreature — Human Rogue 1/1\nPay 1 life: Draw a card. Activate only during an "
                  "opponent's turn and only if you have no cards in hand.")


def _offered(game: object, oid: int) -> bool:
    return any(a[:2] == ("activate", oid) for a in game.legal_actions())  # type: ignore[attr-defined]


def test_506_1_activate_only_during_combat() -> None:
    assert rules_text(COMBAT)[-1] == "Pay 1 life: This gets +1/+0 until end of turn. Activate only during combat."
    s = Scenario()
    brawler = s.battlefield(0, COMBAT)
    assert not _offered(s.start("main1"), brawler)
    s = Scenario()
    brawler = s.battlefield(0, COMBAT)
    assert _offered(s.start("beginning_of_combat"), brawler)  # 506.1: the combat phase begins with this step
    s = Scenario()
    brawler = s.battlefield(0, COMBAT)
    assert not _offered(s.start("main2"), brawler)


def test_602_5b_a_list_of_restrictions_all_hold_in_any_order() -> None:
    assert rules_text(ONCE_SORCERY)[-1] == "Pay 1 life: Draw a card. Activate only as a sorcery and only once each " \
                                           "turn."
    ab = ONCE_SORCERY.activated[0]
    assert ab.sorcery_speed and ab.once_per_turn and ab.condition is None
    s = Scenario()
    archivist = s.battlefield(0, ONCE_SORCERY)
    s.many(0, "library", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("activate", archivist, 0))
    assert not _offered(game, archivist)  # not with a spell or ability on the stack (sorcery timing, 307.1)
    resolve_stack(game)
    assert not _offered(game, archivist)  # once each turn
    s = Scenario()
    archivist = s.battlefield(0, ONCE_SORCERY)
    assert not _offered(s.start("beginning_of_combat"), archivist)  # not a main phase


def test_503_activate_only_during_an_opponents_upkeep() -> None:
    s = Scenario()
    sentry = s.battlefield(0, THEIR_UPKEEP)
    game = s.start("upkeep", active=1)
    game.apply(("pass",))  # the active player passes; the other player has priority (117.3d)
    assert game.pending["player"] == 0 and _offered(game, sentry)
    s = Scenario()
    sentry = s.battlefield(0, THEIR_UPKEEP)
    assert not _offered(s.start("upkeep", active=0), sentry)  # its controller's own upkeep


def test_602_5b_window_and_condition_both_hold() -> None:
    assert rules_text(THEIR_TURN)[-1] == "Pay 1 life: Draw a card. Activate only during an opponent's turn and " \
                                         "only if you have no cards in hand."
    s = Scenario()
    lurker = s.battlefield(0, THEIR_TURN)
    game = s.start("main1", active=1)
    game.apply(("pass",))
    assert _offered(game, lurker)
    s = Scenario()
    lurker = s.battlefield(0, THEIR_TURN)
    s.hand(0, "Forest")
    game = s.start("main1", active=1)
    game.apply(("pass",))
    assert not _offered(game, lurker)  # a card in hand: the "if" part fails
    s = Scenario()
    lurker = s.battlefield(0, THEIR_TURN)
    assert not _offered(s.start("main1", active=0), lurker)  # its controller's turn
