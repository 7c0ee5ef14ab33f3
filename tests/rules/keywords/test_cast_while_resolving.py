"""Keywords that cast a card while something resolves or as a trigger: madness (702.35), suspend (702.62),
rebound (702.88), cascade (702.85), miracle (702.94), cipher (702.99), recover (702.59); each in a duel scenario.
"""

from __future__ import annotations

from kitchentable.api.game import Game
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import EXILE, GRAVEYARD, HAND, LIBRARY, STACK
from tests.rules.keywords.casting_cards import names, on_battlefield, pass_to, scenario
from tests.support import settle

# --- madness --------------------------------------------------------------------------------------------------


def _discard_to_mongrel(card: str, lands: list[str]) -> tuple[Game, int, int]:
    s = scenario()
    mongrel = s.battlefield(0, "Wild Mongrel")
    madness = s.hand(0, card)
    s.many(0, "battlefield", lands)
    game = s.start("main1")
    game.apply(("activate", mongrel, 0))
    assert game.pending["kind"] == "cost_discard"
    game.apply(("pick", "discard", madness))
    if game.pending["kind"] == "pay_mana":
        game.apply(("pay",))
    return game, mongrel, madness


def test_702_35_madness_discarded_card_is_exiled_and_cast_for_its_madness_cost() -> None:
    game, _mongrel, _wurm = _discard_to_mongrel("Arrogant Wurm", ["Forest", "Forest", "Forest"])
    assert names(game, EXILE) == ["Arrogant Wurm"]  # 702.35a: discarded into exile, not the graveyard
    assert "Arrogant Wurm" not in names(game, GRAVEYARD)
    for _ in range(10):
        if game.pending["kind"] == "may":
            break
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    assert game.pending["kind"] == "may"
    game.apply(("yes",))
    assert game.pending["kind"] == "pay_mana"
    assert "Arrogant Wurm" in names(game, STACK)
    game.apply(("pay",))
    settle(game)
    assert on_battlefield(game, "Arrogant Wurm")
    assert all(game.state.objects[o].tapped for o in game.state.battlefield()
               if game.state.objects[o].card.name == "Forest")


def test_702_35_madness_declined_puts_the_card_into_the_graveyard() -> None:
    game, _mongrel, _wurm = _discard_to_mongrel("Arrogant Wurm", ["Forest", "Forest", "Forest"])
    for _ in range(10):
        if game.pending["kind"] == "may":
            break
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    game.apply(("no",))
    settle(game)
    assert names(game, GRAVEYARD, 0) == ["Arrogant Wurm"]


def test_702_35_madness_abandoned_cast_rewinds_to_the_question() -> None:
    game, _mongrel, _temper = _discard_to_mongrel("Fiery Temper", ["Mountain"])
    for _ in range(10):
        if game.pending["kind"] == "may":
            break
        game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    game.apply(("yes",))
    game.apply(("target", ("player", 1)))
    game.apply(("cancel",))  # R-C-2: back to the madness question, the card in exile again
    assert game.pending["kind"] == "may"
    assert names(game, EXILE) == ["Fiery Temper"]
    game.apply(("yes",))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 17  # an instant cast for {R} during the trigger's resolution


def test_702_35_madness_cost_is_not_offered_from_hand() -> None:
    s = scenario()
    wurm = s.hand(0, "Arrogant Wurm")
    s.many(0, "battlefield", ["Forest", "Forest", "Forest"])
    game = s.start("main1")
    assert ("cast", wurm) not in game.legal_actions()  # {3}{G}{G} with three lands


# --- suspend --------------------------------------------------------------------------------------------------


def test_702_62_suspend_exiles_with_time_counters_without_using_the_stack() -> None:
    s = scenario()
    bolt = s.hand(0, "Rift Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    assert ("suspend", bolt) in game.legal_actions()
    game.apply(("suspend", bolt))
    game.apply(("pay",))
    assert not game.state.stack_ids()
    (exiled,) = [o for (k, _s), ids in game.state.zones.items() if k == EXILE for o in ids]
    assert game.state.objects[exiled].counters == {"time": 1}
    assert game.pending["kind"] == "priority" and game.pending["player"] == 0


def test_702_62_suspend_casts_without_paying_when_last_counter_goes() -> None:
    s = scenario()
    bolt = s.hand(0, "Rift Bolt")
    s.battlefield(0, "Mountain")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    s.library(0, "Mountain")
    game = s.start("main1")
    game.apply(("suspend", bolt))
    game.apply(("pay",))
    for _ in range(200):
        if game.pending["kind"] == "may":
            break
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    assert game.state.active == 0 and game.state.step == "upkeep"
    game.apply(("yes",))
    game.apply(("target", ("player", 1)))
    settle(game)
    assert game.state.players[1].life == 17
    assert names(game, GRAVEYARD, 0) == ["Rift Bolt"]


def test_702_62_suspend_a_creature_cast_this_way_has_haste() -> None:
    s = scenario()
    s.exile(0, "Keldon Halberdier")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    game = s.start("main1")
    (oid,) = [o for (k, _s), ids in game.state.zones.items() if k == EXILE for o in ids]
    game.state.objects[oid].counters["time"] = 1
    game.state.delayed.append(("suspend", 0, oid))
    for _ in range(200):
        if game.pending["kind"] == "may":
            break
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    game.apply(("yes",))
    settle(game)
    (creature,) = on_battlefield(game, "Keldon Halberdier")
    assert "haste" in chars(game.state, creature).keywords


def test_702_62_a_card_without_mana_cost_can_only_be_suspended() -> None:
    s = scenario()
    bloom = s.hand(0, "Lotus Bloom")
    game = s.start("main1")
    assert ("suspend", bloom) in game.legal_actions()
    assert ("cast", bloom) not in game.legal_actions()


def test_702_62_suspend_abandoned_payment_rewinds() -> None:
    s = scenario()
    bolt = s.hand(0, "Rift Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("suspend", bolt))
    game.apply(("cancel",))
    assert names(game, HAND, 0) == ["Rift Bolt"] and not names(game, EXILE)


# --- rebound and cascade ----------------------------------------------------------------------------------------


def test_702_88_rebound_exiles_a_spell_cast_from_hand_and_recasts_it_next_upkeep() -> None:
    s = scenario()
    shock = s.hand(0, "Staggershock")
    for _ in range(4):
        s.battlefield(0, "Mountain")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    s.library(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", shock))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 18
    assert names(game, EXILE) == ["Staggershock"]
    for _ in range(200):
        if game.pending["kind"] == "may":
            break
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    assert game.state.active == 0 and game.state.step == "upkeep"
    game.apply(("yes",))
    game.apply(("target", ("player", 1)))
    settle(game)
    assert game.state.players[1].life == 16
    assert names(game, GRAVEYARD, 0) == ["Staggershock"]  # not cast from hand this time: no second rebound


def test_702_85_cascade_casts_the_first_cheaper_nonland_card_and_bottoms_the_rest() -> None:
    s = scenario()
    elf = s.hand(0, "Bloodbraid Elf")
    s.many(0, "battlefield", ["Forest", "Forest", "Mountain", "Mountain"])
    for name in ("Grizzly Bears", "Hellspark Elemental", "Forest", "Craw Wurm"):  # the last is the top
        s.library(0, name)
    game = s.start("main1")
    game.apply(("cast", elf))
    game.apply(("pay",))
    for _ in range(20):
        if game.pending["kind"] == "may":
            break
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    assert "Hellspark Elemental" in names(game, EXILE)
    game.apply(("yes",))
    settle(game)
    assert on_battlefield(game, "Hellspark Elemental") and on_battlefield(game, "Bloodbraid Elf")
    lib = [game.state.objects[o].card.name for o in game.state.zone(LIBRARY, 0)]  # bottom first
    assert sorted(lib[:2]) == ["Craw Wurm", "Forest"] and lib[2:] == ["Grizzly Bears"]


# --- miracle --------------------------------------------------------------------------------------------------


def test_702_94_miracle_casts_the_first_card_drawn_this_turn_for_its_miracle_cost() -> None:
    s = scenario()
    s.battlefield(0, "Mountain")
    s.library(0, "Thunderous Wrath")
    game = s.start("upkeep")
    pass_to(game, "draw")
    for _ in range(10):
        if game.pending["kind"] == "may":
            break
        game.apply(("pass",))
    assert game.pending["kind"] == "may"
    game.apply(("yes",))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 15


def test_702_94_miracle_not_for_the_second_card_drawn() -> None:
    s = scenario()
    s.battlefield(0, "Mountain")
    s.library(0, "Thunderous Wrath")
    s.library(0, "Forest")
    game = s.start("upkeep")
    game.state.turn_facts[("drawn", 0)] = 0
    from kitchentable.rules import events

    events.draw_one(game.state, 0)
    events.draw_one(game.state, 0)
    assert not game.state.pending_triggers


# --- cipher ---------------------------------------------------------------------------------------------------


def test_702_99_cipher_encodes_the_card_and_casts_a_copy_on_combat_damage() -> None:
    s = scenario()
    thoughts = s.hand(0, "Last Thoughts")
    bears = s.battlefield(0, "Grizzly Bears")
    s.many(0, "battlefield", ["Island"] * 4)
    for _ in range(4):
        s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", thoughts))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "cipher"
    game.apply(("encode", bears))
    assert names(game, EXILE) == ["Last Thoughts"]
    assert len(game.state.zone(HAND, 0)) == 1
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", bears, ("player", 1)))
    game.apply(("attack_done",))
    for _ in range(30):
        kind = game.pending["kind"]
        if kind == "may":
            break
        game.apply(game.legal_actions()[-1] if kind == "declare_blockers" else ("pass",))
    assert game.pending["kind"] == "may"
    game.apply(("yes",))
    if game.pending["kind"] == "pay_mana":
        game.apply(("pay",))  # without paying its mana cost: nothing to pay
    settle(game)
    assert len(game.state.zone(HAND, 0)) == 2  # the copy drew a card
    assert names(game, EXILE) == ["Last Thoughts"]  # still encoded
    assert names(game, GRAVEYARD, 0) == []  # the copy ceased to exist (704.5e)


# --- recover --------------------------------------------------------------------------------------------------


def _recover(pay: bool) -> Game:
    s = scenario()
    s.graveyard(0, "Grim Harvest")
    bears = s.battlefield(0, "Grizzly Bears")
    s.many(0, "battlefield", ["Swamp"] * 3)
    murder = s.hand(1, "Murder")
    s.many(1, "battlefield", ["Swamp"] * 3)
    game = s.start("main1")
    game.apply(("pass",))
    game.apply(("cast", murder))
    game.apply(("target", bears))
    game.apply(("pay",))
    for _ in range(20):
        if game.pending["kind"] == "may":
            break
        game.apply(("pass",))
    assert game.pending["kind"] == "may"
    game.apply(("yes",) if pay else ("no",))
    if game.pending["kind"] == "pay_mana":
        game.apply(("pay",))
    settle(game)
    return game


def test_702_59_recover_paid_returns_the_card_to_hand() -> None:
    game = _recover(True)
    assert names(game, HAND, 0) == ["Grim Harvest"]


def test_702_59_recover_not_paid_exiles_the_card() -> None:
    game = _recover(False)
    assert names(game, EXILE) == ["Grim Harvest"]


def test_702_62_a_spell_exiling_itself_with_time_counters_is_suspended_again() -> None:
    s = scenario()
    blade = s.hand(0, "Arc Blade")
    s.many(0, "battlefield", ["Mountain"] * 5)
    for _ in range(3):
        s.library(0, "Mountain")
        s.library(1, "Mountain")
    game = s.start("main1")
    game.apply(("cast", blade))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 18
    (exiled,) = [o for (k, _s), ids in game.state.zones.items() if k == EXILE for o in ids]
    assert game.state.objects[exiled].counters == {"time": 3}
    pass_to(game, "upkeep")  # player 1's upkeep: nothing happens to player 0's card
    for _ in range(200):
        if game.state.active == 0 and game.state.step == "draw":
            break
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    (exiled,) = [o for (k, _s), ids in game.state.zones.items() if k == EXILE for o in ids]
    assert game.state.objects[exiled].counters == {"time": 2}  # 702.62b: suspended, a counter removed
