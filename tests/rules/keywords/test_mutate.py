"""Mutate (702.140) and merged permanents (723): cast for the mutate cost onto a non-Human creature you own, merged
over or under it, the merged permanent's characteristics and abilities, "whenever this creature mutates", and the
illegal target. Each played from small cards of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules import events
from kitchentable.rules.additional.merged_permanents import components
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import GRAVEYARD, HAND
from tests.rules.keyword_support import card, lands, named, scenario, settle

HERON = card("Dream Heron {4}{U}\nCreature — Elemental Bird 3/4\nMutate {3}{U}\nFlying\n"
             "Whenever this creature mutates, draw a card.")
BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2\nWhen this creature dies, you gain 3 life.")
MAN = card("Plain Soldier {1}{W}\nCreature — Human Soldier 2/2")
HEMOPHAGE = card("Thirsty Nightmare {3}{B}\nCreature — Nightmare 3/3\nMutate {2}{B}\n"
                 "Whenever this creature mutates, each opponent loses X life and you gain X life, where X is the "
                 "number of times this creature has mutated.")
BOLT = card("Quick Bolt {R}\nInstant\nQuick Bolt deals 3 damage to any target.")


def _mutate(game: Any, spell: int, target: int) -> None:
    game.apply(("cast", spell))
    game.apply(("cost", "alternative", 0))
    game.apply(("target", target))
    game.apply(("pay",))


def _board(*hand: Any) -> tuple[Any, int, list[int]]:
    s = scenario()
    bear = s.battlefield(0, BEAR)
    held = [s.hand(0, c) for c in hand]
    lands(s, 0, 8, "Island")
    return s, bear, held


def test_702_140c_mutating_on_top_merges_with_the_top_card_s_characteristics_and_every_ability() -> None:
    s, bear, (heron,) = _board(HERON)
    game = s.start("main1")
    hand_before = len(game.state.zone(HAND, 0))
    _mutate(game, heron, bear)
    settle(game, answers=(("top",),))
    assert named(game, "Dream Heron") == [bear]  # 723.2c: the same object, now showing the top card
    c = chars(game.state, bear)
    assert (c.power, c.toughness) == (3, 4) and "flying" in c.keywords and "Bird" in c.subtypes
    assert [p[0].name for p in components(game.state.objects[bear])] == ["Dream Heron", "Plain Bear"]
    assert len(game.state.zone(HAND, 0)) == hand_before  # the heron left the hand; 702.140d: its trigger drew one
    log = list(game.state.log)
    assert any(e.kind == "merged" for e in log)
    assert not any(e.kind == "zone" and e.data[0] == "Dream Heron" and e.data[2] == "battlefield" for e in log)


def test_702_140c_mutating_under_keeps_the_creature_s_characteristics_and_gains_the_abilities() -> None:
    s, bear, (heron,) = _board(HERON)
    game = s.start("main1")
    _mutate(game, heron, bear)
    settle(game, answers=(("bottom",),))
    c = chars(game.state, bear)
    assert c.name == "Plain Bear" and (c.power, c.toughness) == (2, 2)
    assert "flying" in c.keywords  # 702.140e: every component's abilities


def test_723_2b_a_merged_permanent_has_not_just_entered_and_keeps_its_counters_and_damage() -> None:
    s = scenario()
    bear = s.battlefield(0, BEAR, sick=False)
    heron = s.hand(0, HERON)
    lands(s, 0, 8, "Island")
    game = s.start("main1")
    events.add_counters(game.state, bear, "+1/+1", 1)
    entered = game.state.objects[bear].entered_turn
    _mutate(game, heron, bear)
    settle(game, answers=(("top",),))
    o = game.state.objects[bear]
    assert o.entered_turn == entered and o.counters == {"+1/+1": 1}
    assert (chars(game.state, bear).power, chars(game.state, bear).toughness) == (4, 5)


def test_702_140a_only_a_non_human_creature_you_own_is_a_legal_target_for_mutate() -> None:
    s = scenario()
    man = s.battlefield(0, MAN)
    bear = s.battlefield(0, BEAR)
    theirs = s.battlefield(1, BEAR)
    heron = s.hand(0, HERON)
    lands(s, 0, 8, "Island")
    game = s.start("main1")
    game.apply(("cast", heron))
    game.apply(("cost", "alternative", 0))
    options = game.legal_actions()
    assert ("target", bear) in options
    assert ("target", man) not in options and ("target", theirs) not in options


def test_702_140b_with_its_target_gone_a_mutating_spell_enters_as_a_creature() -> None:
    s, bear, (heron, bolt) = _board(HERON, BOLT)
    s.many(0, "battlefield", ["Mountain"])
    game = s.start("main1")
    _mutate(game, heron, bear)
    game.apply(("cast", bolt))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    (entered,) = named(game, "Dream Heron")
    assert entered != bear and components(game.state.objects[entered])[0][0].name == "Dream Heron"
    assert len(components(game.state.objects[entered])) == 1  # not merged with anything
    assert named(game, "Plain Bear", GRAVEYARD)


def test_723_3_a_merged_permanent_that_dies_puts_every_card_into_the_graveyard_and_dies_once() -> None:
    s, bear, (heron, bolt) = _board(HERON, BOLT)
    s.many(0, "battlefield", ["Mountain"])
    game = s.start("main1")
    _mutate(game, heron, bear)
    settle(game, answers=(("bottom",),))
    life = game.state.players[0].life
    game.apply(("cast", bolt))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    assert named(game, "Plain Bear", GRAVEYARD) and named(game, "Dream Heron", GRAVEYARD)
    assert bear not in game.state.battlefield() and not named(game, "Dream Heron")
    assert game.state.players[0].life == life + 3  # the bear's dies trigger, once (one permanent died)


def test_723_3_a_bounced_merged_permanent_returns_every_card_to_its_owner_s_hand() -> None:
    s, bear, (heron,) = _board(HERON)
    game = s.start("main1")
    _mutate(game, heron, bear)
    settle(game, answers=(("top",),))
    events.move(game.state, bear, HAND)
    assert named(game, "Plain Bear", HAND) and named(game, "Dream Heron", HAND)
    (bear_card,) = named(game, "Plain Bear", HAND)
    assert game.state.objects[bear_card].card is BEAR  # the bear is its own card again, not the merged one


def test_702_140_the_number_of_times_this_creature_has_mutated_counts_every_merge() -> None:
    s, bear, (heron, phage) = _board(HERON, HEMOPHAGE)
    s.many(0, "battlefield", ["Swamp"] * 3)
    game = s.start("main1")
    _mutate(game, heron, bear)
    settle(game, answers=(("top",),))
    opponent = game.state.players[1].life
    _mutate(game, phage, bear)
    settle(game, answers=(("bottom",),))
    assert len(components(game.state.objects[bear])) == 3
    assert game.state.players[1].life == opponent - 2  # mutated twice: X is 2
    assert chars(game.state, bear).name == "Dream Heron"  # the heron stays on top


def test_702_140_mutate_renders_as_printed() -> None:
    text = render(HERON)
    assert "Mutate {3}{U} (702.140)" in text and "Whenever this mutates, draw a card." in text
    assert "the number of times this creature has mutated" in render(HEMOPHAGE)


ADEPT = card("@layout transform\nCurious Adept {U}\nCreature — Elf Wizard 1/1\n{3}: Transform this creature.\n//\n"
             "@color blue\nWinged Adept\nCreature — Elf Wizard 3/2\nFlying")


def test_723_2i_transforming_a_merged_permanent_is_not_built_so_it_stays_as_it_is() -> None:
    from kitchentable.rules.additional.faces import transform

    s = scenario()
    adept = s.battlefield(0, ADEPT)
    heron = s.hand(0, HERON)
    lands(s, 0, 8, "Island")
    game = s.start("main1")
    _mutate(game, heron, adept)
    settle(game, answers=(("bottom",),))
    assert not transform(game.state, adept)
    c = chars(game.state, adept)
    assert c.name == "Curious Adept" and "flying" in c.keywords  # still merged, the adept's front face on top


def test_723_3_the_log_says_each_card_of_a_merged_permanent_that_moves() -> None:
    from kitchentable.rules.log_text import explain

    s, bear, (heron,) = _board(HERON)
    game = s.start("main1")
    _mutate(game, heron, bear)
    settle(game, answers=(("top",),))
    events.move(game.state, bear, GRAVEYARD)
    said = [explain(game.state, e) for e in game.state.log if e.kind in ("merged", "component_moved")]
    assert any("Dream Heron merges on top of it" in line for line in said)
    assert any("Plain Bear, a card of the merged permanent, is put into the graveyard" in line for line in said)


FLICKER = card("Quick Flicker {W}\nInstant\nExile target creature you control, then return that card to the "
               "battlefield under its owner's control.")


def test_723_3c_a_flickered_merged_permanent_returns_as_every_one_of_its_cards() -> None:
    s, bear, (heron, flicker) = _board(HERON, FLICKER)
    s.many(0, "battlefield", ["Plains"])
    game = s.start("main1")
    _mutate(game, heron, bear)
    settle(game, answers=(("top",),))
    life = game.state.players[0].life
    game.apply(("cast", flicker))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    (heron_now,) = named(game, "Dream Heron")
    (bear_now,) = named(game, "Plain Bear")
    assert heron_now != bear_now and bear not in game.state.battlefield()  # two permanents now (723.3c)
    assert len(components(game.state.objects[heron_now])) == 1 and len(components(game.state.objects[bear_now])) == 1
    assert game.state.players[0].life == life  # the bear didn't die: it was exiled and returned
