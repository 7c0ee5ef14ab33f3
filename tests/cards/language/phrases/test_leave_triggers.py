"""Tests of `cards.language.phrases.leave_triggers` and `rules.stack.leave_triggers`: "Whenever <description>
leaves the battlefield" (603.6c) and "if it had counters on it" read from last known information (603.4,
603.10a)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

KEEPER = card("Test Keeper {2}{B}\nEnchantment\nWhenever another creature you control leaves the battlefield, you gain "
              "2 life.")
SCAVENGER = card("Test Scavenger {2}{B}\nCreature — Cat 1/2\nWhenever another creature you control leaves the "
                 "battlefield, if it had one or more counters on it, you draw a card and you lose 1 life.")
MOURNER = card("Test Mourner {1}{B}\nEnchantment\nWhenever a creature you control dies, if it had a +1/+1 counter on "
               "it, you gain 3 life.")
SPROUT = card("Test Sprout {1}{G}\nCreature — Plant 1/1\nWhen Test Sprout dies, if it had a +1/+1 counter on it, you "
              "gain 4 life.")
BOUNCE = card("Test Bounce {U}\nInstant\nReturn target creature to its owner's hand.")
KILL = card("Test Kill {B}\nInstant\nDestroy target creature.")
WRATH = card("Test Wrath {2}{W}{W}\nSorcery\nDestroy all creatures.")


def _cast(game, spell, *targets) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    for t in targets:
        game.apply(("target", t))
    answer_until_priority(game)
    resolve_stack(game)


def test_603_6c_a_creature_returned_to_hand_leaves_the_battlefield() -> None:
    assert render(KEEPER).splitlines()[-1] == ("Whenever another creature you control leaves the battlefield, you "
                                               "gain 2 life.")
    s = Scenario()
    s.battlefield(0, KEEPER)
    bear = s.battlefield(0, BEAR)
    s.many(0, "battlefield", ["Island"])
    bounce = s.hand(0, BOUNCE)
    game = s.start("main1")
    _cast(game, bounce, bear)
    assert game.state.players[0].life == 22


def test_603_6c_an_opponents_creature_leaving_does_not_trigger_you_control() -> None:
    s = Scenario()
    s.battlefield(0, KEEPER)
    theirs = s.battlefield(1, BEAR)
    s.many(0, "battlefield", ["Island"])
    bounce = s.hand(0, BOUNCE)
    game = s.start("main1")
    _cast(game, bounce, theirs)
    assert game.state.players[0].life == 20


def test_603_10a_if_it_had_counters_reads_the_creature_as_it_left() -> None:
    assert render(SCAVENGER).splitlines()[2] == (
        "Whenever another creature you control leaves the battlefield, if it had one or more counters on it, draw a "
        "card. You lose 1 life.")
    s = Scenario()
    s.battlefield(0, SCAVENGER)
    plain = s.battlefield(0, BEAR)
    grown = s.battlefield(0, BEAR, counters={"+1/+1": 1})
    s.many(0, "battlefield", ["Island", "Island"])
    a, b = s.hand(0, BOUNCE), s.hand(0, BOUNCE)
    for _ in range(3):
        s.library(0, "Island")
    game = s.start("main1")
    hand = len(game.state.zones[("hand", 0)])
    _cast(game, a, plain)  # no counters: no trigger
    assert game.state.players[0].life == 20
    _cast(game, b, grown)  # the counters are gone as it leaves; its last known information had one
    assert game.state.players[0].life == 19
    assert len(game.state.zones[("hand", 0)]) == hand - 2 + 2 + 1  # the two bears back, one card drawn


def test_603_10a_a_creature_without_the_counter_dying_does_not_trigger() -> None:
    assert render(MOURNER).splitlines()[-1] == ("Whenever a creature you control dies, if it had a +1/+1 counter on "
                                                "it, you gain 3 life.")
    s = Scenario()
    s.battlefield(0, MOURNER)
    s.battlefield(0, BEAR)
    s.battlefield(0, BEAR, counters={"+1/+1": 2})
    s.many(0, "battlefield", ["Plains"] * 4)
    wrath = s.hand(0, WRATH)
    game = s.start("main1")
    _cast(game, wrath)
    assert game.state.players[0].life == 23  # one of the two had a counter


def test_603_10a_description_with_a_counter_dies_reads_last_known_counters() -> None:
    """"Whenever a creature you control with a +1/+1 counter on it dies": the counters of the creature as it last
    existed (before this fix the description's counters were not read from last known information at all)."""
    watcher = card("Test Watcher {2}{B}\nEnchantment\nWhenever a creature you control with a +1/+1 counter on it "
                   "dies, you gain 5 life.")
    s = Scenario()
    s.battlefield(0, watcher)
    plain = s.battlefield(0, BEAR)
    grown = s.battlefield(0, BEAR, counters={"+1/+1": 1})
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    a, b = s.hand(0, KILL), s.hand(0, KILL)
    game = s.start("main1")
    _cast(game, a, plain)
    assert game.state.players[0].life == 20
    _cast(game, b, grown)
    assert game.state.players[0].life == 25


def test_603_4_when_this_dies_if_it_had_a_counter_on_it() -> None:
    assert render(SPROUT).splitlines()[2] == "When this dies, if it had a +1/+1 counter on it, you gain 4 life."
    for counters, life in (({}, 20), ({"+1/+1": 1}, 24)):
        s = Scenario()
        sprout = s.battlefield(0, SPROUT, counters=counters)
        s.many(0, "battlefield", ["Swamp"])
        kill = s.hand(0, KILL)
        game = s.start("main1")
        _cast(game, kill, sprout)
        assert game.state.players[0].life == life


def test_603_4_it_had_counters_is_refused_where_it_is_not_the_card_that_left() -> None:
    with pytest.raises(CardError):
        card("Test Odd {1}{G}\nCreature — Elf 1/1\nWhenever Test Odd attacks, if it had a +1/+1 counter on it, draw a "
             "card.")


COLONY = card("Test Colony {3}{B}\nCreature — Insect 2/2\nWhenever another creature you control dies, if it had "
              "counters on it, put its counters on Test Colony.")
WARDEN = card("Test Warden {2}{W}\nCreature — Human 1/1\nWhen Test Warden dies, put its counters on target creature "
              "you control.")


def test_122_5_put_its_counters_moves_every_kind_it_had_as_it_last_existed() -> None:
    assert render(COLONY).splitlines()[2] == ("Whenever another creature you control dies, if it had counters on it, "
                                              "put its counters on this.")
    s = Scenario()
    colony = s.battlefield(0, COLONY)
    grown = s.battlefield(0, BEAR, counters={"+1/+1": 2, "flying": 1})
    s.many(0, "battlefield", ["Swamp"])
    kill = s.hand(0, KILL)
    game = s.start("main1")
    _cast(game, kill, grown)
    assert game.state.objects[colony].counters == {"+1/+1": 2, "flying": 1}


def test_608_2h_when_this_dies_put_its_counters_on_a_target() -> None:
    assert render(WARDEN).splitlines()[2] == "When this dies, put its counters on target creature you control."
    s = Scenario()
    warden = s.battlefield(0, WARDEN, counters={"+1/+1": 3})
    bear = s.battlefield(0, BEAR)
    s.many(0, "battlefield", ["Swamp"])
    kill = s.hand(0, KILL)
    game = s.start("main1")
    game.apply(("cast", kill))
    game.apply(("target", warden))
    answer_until_priority(game)
    resolve_stack(game)  # the kill resolves; the trigger asks for its target
    while game.pending["kind"] != "priority" or game.state.stack_ids():
        if game.pending["kind"] == "choose_targets" or "target" in game.pending["kind"]:
            game.apply(("target", bear))
        else:
            game.apply(("pass",))
    assert game.state.objects[bear].counters.get("+1/+1") == 3


def test_122_5_its_counters_after_a_trigger_that_is_not_a_leaving_is_refused() -> None:
    with pytest.raises(CardError):
        card("Test Odd {1}{G}\nCreature — Elf 1/1\nWhenever Test Odd attacks, put its counters on target creature.")


RIFTWATCHER = card("Test Riftwatcher {2}{W}\nCreature — Bird 2/3\nWhen Test Riftwatcher enters or leaves the "
                   "battlefield, you gain 2 life.")
CATACOMB = card("Test Catacomb {2}{B}\nEnchantment\nWhenever a nontoken creature is put into your graveyard from the "
                "battlefield, you gain 3 life.")


def test_603_2_enters_or_leaves_the_battlefield_triggers_both_ways() -> None:
    assert render(RIFTWATCHER).splitlines()[2] == "When this enters or leaves the battlefield, you gain 2 life."
    s = Scenario()
    s.many(0, "battlefield", ["Plains"] * 3 + ["Island"])
    bird = s.hand(0, RIFTWATCHER)
    bounce = s.hand(0, BOUNCE)
    game = s.start("main1")
    _cast(game, bird)
    assert game.state.players[0].life == 22
    on_battlefield = next(o for o in game.state.battlefield() if game.state.objects[o].card is RIFTWATCHER)
    _cast(game, bounce, on_battlefield)
    assert game.state.players[0].life == 24  # 603.10a: it looks back at its own leaving


def test_404_2_put_into_your_graveyard_is_a_permanent_you_own() -> None:
    assert render(CATACOMB).splitlines()[-1] == ("Whenever a nontoken creature is put into your graveyard from the "
                                                 "battlefield, you gain 3 life.")
    s = Scenario()
    s.battlefield(0, CATACOMB)
    mine = s.battlefield(0, BEAR)
    theirs = s.battlefield(1, BEAR)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    a, b = s.hand(0, KILL), s.hand(0, KILL)
    game = s.start("main1")
    _cast(game, a, theirs)  # their creature goes to their graveyard
    assert game.state.players[0].life == 20
    _cast(game, b, mine)
    assert game.state.players[0].life == 23
