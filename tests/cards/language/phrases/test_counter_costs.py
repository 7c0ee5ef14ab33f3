"""Tests of `cards.language.phrases.counter_costs`: counters put on the source as a cost, and "sacrifice ~ and
another permanent" (118.3, 601.2h). Each compiles a small card text of our own."""

from __future__ import annotations

from kitchentable.api.view import View
from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card, in_zone

TOME = card("Test Ledger {2}\nArtifact\n{T}, Put a page counter on Test Ledger: Draw a card.")
DRUID = card("Test Sapling Keeper {1}{G}\nCreature — Elf Druid 0/2\n{T}: Add {G}.\nPut a -1/-1 counter on Test "
             "Sapling Keeper: Untap Test Sapling Keeper.")
ROOTS = card("Test Root Wall {1}{G}\nCreature — Plant Wall 2/5\nDefender\nPut a -1/-1 counter on Test Root Wall: Add "
             "{G}. Activate only once each turn.")
HALL = card("Test Great Hall\nLand\n{T}: Add {C}.\n{W}{W}{B}, {T}, Sacrifice Test Great Hall and a creature you "
            "control: Draw two cards.")


def test_118_3_a_counter_put_on_the_source_is_paid_as_the_ability_is_activated() -> None:
    assert rules_text(TOME) == ["{T}, Put a page counter on this: Draw a card."]
    s = Scenario()
    tome = s.battlefield(0, TOME)
    s.library(0, "Forest")
    game = s.start("main1")
    hand = len(game.state.zone("hand", 0))
    game.apply(("activate", tome, 0))
    assert game.state.objects[tome].counters == {"page": 1} and game.state.objects[tome].tapped  # 601.2h
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == hand + 1
    assert not game.state.stack_ids()


def test_704_5f_minus_counters_paid_as_a_cost_can_kill_the_source() -> None:
    assert rules_text(DRUID)[-1] == "Put a -1/-1 counter on this: Untap this."
    s = Scenario(options={"idle_mana_abilities": True})
    druid = s.battlefield(0, DRUID)
    game = s.start("main1")
    game.apply(("mana", druid, 0))
    game.apply(("activate", druid, 1))
    assert chars(game.state, druid).toughness == 1
    resolve_stack(game)
    assert not game.state.objects[druid].tapped  # untapped by the resolved ability
    game.apply(("activate", druid, 1))  # a second counter: 0 toughness (704.5f) before the ability resolves
    assert in_zone(game, "graveyard", "Test Sapling Keeper")


def test_605_1a_mana_ability_whose_cost_puts_a_counter_on_its_source() -> None:
    s = Scenario()
    wall = s.battlefield(0, ROOTS)
    elf = s.hand(0, "Llanowar Elves")
    game = s.start("main1")
    game.apply(("cast", elf))
    game.apply(("mana", wall, 0))
    assert game.state.players[0].pool.amounts == {"G": 1}
    assert game.state.objects[wall].counters == {"-1/-1": 1} and not game.state.objects[wall].tapped
    game.apply(("pay",))
    resolve_stack(game)
    assert not [a for a in game.legal_actions() if a[:2] == ("mana", wall)]  # only once each turn (602.5b)


def test_118_3_sacrifice_the_source_and_another_creature_as_one_cost() -> None:
    assert rules_text(HALL)[-1] == "{W}{W}{B}, {T}, Sacrifice this and a creature you control: Draw two cards."
    s = Scenario()
    hall = s.battlefield(0, HALL)
    s.many(0, "battlefield", ["Plains", "Plains", "Swamp"])
    s.many(0, "library", ["Forest", "Forest"])
    game = s.start("main1")
    assert not [a for a in game.legal_actions() if a[:3] == ("activate", hall, 1)]  # no creature to sacrifice
    s = Scenario()
    hall = s.battlefield(0, HALL)
    s.many(0, "battlefield", ["Plains", "Plains", "Swamp"])
    s.many(0, "library", ["Forest", "Forest"])
    bear = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", hall, 1))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        picked = [a for a in options if bear in a[1:]]
        game.apply(picked[0] if picked else options[0])
    assert in_zone(game, "graveyard", "Test Great Hall") and in_zone(game, "graveyard", "Grizzly Bears")
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == 2


SAGE = card("Test Fable Sage {3}{U}\nCreature — Human Wizard 2/2\n{2}, Remove a +1/+1 counter from a creature you "
            "control: Draw a card.")


def test_118_3_a_counter_removed_from_a_permanent_you_control_as_a_cost() -> None:
    assert rules_text(SAGE) == ["{2}, Remove a +1/+1 counter from a creature you control: Draw a card."]
    s = Scenario()
    sage = s.battlefield(0, SAGE)
    s.many(0, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    assert not [a for a in game.legal_actions() if a[:2] == ("activate", sage)]  # no creature with such a counter
    s = Scenario()
    sage = s.battlefield(0, SAGE)
    s.many(0, "battlefield", ["Island", "Island"])
    s.library(0, "Forest")
    bear = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    game = s.start("main1")
    game.apply(("activate", sage, 0))
    labels = []
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        picked = [a for a in options if a[:1] == ("pick",) and bear in a]
        labels += [View(game, 0).describe(a) for a in picked]
        game.apply(picked[0] if picked else ("pay",) if ("pay",) in options else options[0])
    assert labels and labels[0].startswith("Remove a counter from ")  # api/options: the pick says what it costs
    assert game.state.objects[bear].counters.get("+1/+1") == 1  # one counter, paid as it is activated (601.2h)
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == 1
