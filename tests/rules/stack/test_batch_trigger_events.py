"""Tests of `rules.stack.batch_trigger_events` (603.2c): a group of events that happen together triggers a batch ability once."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, BIG, card, to_blocks
from tests.cards.language.phrases.test_batch_trigger_events import BLOCKED, ROCK, WRECKAGE, _cast


def test_603_2c_a_wrath_of_artifacts_is_one_batch() -> None:
    assert render(WRECKAGE).splitlines()[-1] == ("Whenever one or more artifacts you control are put into a "
                                                 "graveyard from the battlefield, you gain 1 life.")
    s = Scenario()
    s.battlefield(0, WRECKAGE)
    s.battlefield(0, ROCK)
    s.battlefield(0, ROCK)
    s.battlefield(1, ROCK)
    s.many(0, "battlefield", ["Plains", "Plains"])
    spell = s.hand(0, card("Test Shatterstorm {1}{W}\nSorcery\nDestroy all artifacts."))
    game = s.start("main1")
    _cast(game, spell)
    assert game.state.players[0].life == 21


def test_603_2c_an_opponents_artifact_is_not_yours() -> None:
    s = Scenario()
    s.battlefield(0, WRECKAGE)
    s.battlefield(1, ROCK)
    s.many(0, "battlefield", ["Plains", "Plains"])
    spell = s.hand(0, card("Test Shatterstorm {1}{W}\nSorcery\nDestroy all artifacts."))
    game = s.start("main1")
    _cast(game, spell)
    assert game.state.players[0].life == 20


def test_509_1h_two_creatures_blocked_trigger_once() -> None:
    s = Scenario()
    s.battlefield(0, BLOCKED)
    a, b = s.battlefield(0, BEAR), s.battlefield(0, BEAR)
    x, y = s.battlefield(1, BIG), s.battlefield(1, BIG)
    game = s.start("main1")
    to_blocks(game, a, b)
    game.apply(("block", x, a))
    game.apply(("block", y, b))
    game.apply(("block_done",))
    resolve_stack(game)
    assert game.state.players[0].life == 21


def test_404_2_land_cards_put_into_your_graveyard_from_anywhere_are_one_batch() -> None:
    frog = card("Test Frog {3}{B}{G}\nCreature — Frog 6/6\nWhenever one or more land cards are put into your "
                "graveyard from anywhere, you gain 1 life.")
    assert render(frog).splitlines()[-2] == ("Whenever one or more land cards are put into your graveyard from "
                                             "anywhere, you gain 1 life.")
    s = Scenario()
    s.battlefield(0, frog)
    s.battlefield(0, "Swamp")
    spell = s.hand(0, card("Test Purge {B}\nSorcery\nDiscard two cards."))
    s.hand(0, "Forest")
    s.hand(0, "Island")
    game = s.start("main1")
    _cast(game, spell)
    assert game.state.players[0].life == 21  # two lands discarded together: one trigger


def test_404_2_a_card_of_another_kind_or_another_graveyard_is_not_counted() -> None:
    frog = card("Test Frog {3}{B}{G}\nCreature — Frog 6/6\nWhenever one or more land cards are put into your "
                "graveyard from anywhere, you gain 1 life.")
    s = Scenario()
    s.battlefield(0, frog)
    s.battlefield(0, "Swamp")
    spell = s.hand(0, card("Test Purge {B}\nSorcery\nEach player discards a card."))
    s.hand(0, BEAR)
    s.hand(1, "Forest")
    game = s.start("main1")
    _cast(game, spell)
    assert game.state.players[0].life == 20


WATCH = card("Test Watch {2}\nEnchantment\nWhenever an opponent attacks you or a planeswalker you control with one "
             "or more creatures, you gain 1 life.")


def test_508_1_an_opponents_declaration_of_attackers_triggers_once() -> None:
    assert render(WATCH).splitlines()[-1] == ("Whenever an opponent attacks you or a planeswalker you control with "
                                              "one or more creatures, you gain 1 life.")
    s = Scenario()
    s.battlefield(0, WATCH)
    a, b = s.battlefield(1, BEAR), s.battlefield(1, BIG)
    game = s.start("main1", active=1)
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", a, ("player", 0)))
    game.apply(("attack", b, ("player", 0)))
    game.apply(("attack_done",))
    resolve_stack(game)
    assert game.state.players[0].life == 21


def test_508_1_an_attack_on_another_player_is_not_an_attack_on_you() -> None:
    s = Scenario(players=3)
    s.battlefield(0, WATCH)
    a = s.battlefield(1, BEAR)
    game = s.start("main1", active=1)
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", a, ("player", 2)))
    game.apply(("attack_done",))
    resolve_stack(game)
    assert game.state.players[0].life == 20


def test_508_1_your_own_attack_is_no_opponents() -> None:
    watch_any = card("Test Watch {2}\nEnchantment\nWhenever an opponent attacks with one or more creatures, you gain "
                     "1 life.")
    s = Scenario()
    s.battlefield(0, watch_any)
    a = s.battlefield(0, BEAR)
    game = s.start("main1")
    to_blocks(game, a)
    assert game.state.players[0].life == 20 and not game.state.pending_triggers and not game.state.stack_ids()
