"""Casting keywords (702.40 storm, 702.41 affinity, 702.51 convoke, 702.61 split second, 702.74 evoke, 702.84
unearth, 702.109 dash, 702.126 improvise, splice, fuse, bestow, spree, harmonize, blitz, escape, ...): each
through the 601.2 procedure in a duel scenario.
"""

from __future__ import annotations

from kitchentable.api.game import Game
from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import EXILE, GRAVEYARD, HAND, LIBRARY
from kitchentable.scenario import pass_until
from tests.rules.keyword_support import card, lands, named
from tests.rules.keyword_support import scenario as duel_scenario
from tests.rules.keyword_support import settle as settle_duel
from tests.rules.keywords.casting_cards import names, on_battlefield, pass_to, scenario
from tests.support import settle

# --- convoke and improvise ----------------------------------------------------------------------------------------


def test_702_51_convoke_creatures_tapped_pay_colored_and_generic_mana() -> None:
    s = scenario()
    wurm = s.hand(0, "Siege Wurm")
    elves = [s.battlefield(0, "Llanowar Elves", sick=True) for _ in range(2)]
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    forests = [s.battlefield(0, "Forest") for _ in range(2)]
    game = s.start("main1")
    assert ("cast", wurm) in game.legal_actions()  # 7 mana from 2 lands + 5 creatures
    game.apply(("cast", wurm))
    assert game.pending["kind"] == "cost_tap_to_pay"
    # a summoning-sick green creature may pay a {G} (tapping for convoke isn't a {T} cost, 302.6)
    for oid in elves:
        game.apply(("pick", "tap_to_pay", oid, "G"))
    for oid in bears:
        game.apply(("pick", "tap_to_pay", oid, "1"))
    assert game.pending["kind"] == "pay_mana"
    game.apply(("pay",))
    settle(game)
    assert on_battlefield(game, "Siege Wurm")
    assert all(game.state.objects[o].tapped for o in elves + bears + forests)


def test_702_51_convoke_taps_are_rewound_when_the_cast_is_abandoned() -> None:
    s = scenario()
    wurm = s.hand(0, "Siege Wurm")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    for _ in range(5):
        s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", wurm))
    game.apply(("pick", "tap_to_pay", bears, "G"))
    assert game.state.objects[bears].tapped
    game.apply(("tap_pay_done",))
    game.apply(("cancel",))  # R-C-2: the player abandons the cast at payment; the whole cast is undone
    assert game.pending["kind"] == "priority"
    assert not game.state.objects[bears].tapped
    assert names(game, HAND, 0) == ["Siege Wurm"]


def test_702_126_improvise_artifacts_pay_generic_mana_only() -> None:
    s = scenario()
    engineer = s.hand(0, "Reverse Engineer")
    for _ in range(3):
        s.library(0, "Forest")
    artifacts = [s.battlefield(0, "Iron Bauble"), s.battlefield(0, "Ornithopter"), s.battlefield(0, "Iron Bauble")]
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("cast", engineer))
    assert game.pending["kind"] == "cost_tap_to_pay"
    assert all(a[3] == "1" for a in game.legal_actions() if a[0] == "pick")  # 702.126a: never a colored symbol
    for oid in artifacts:
        game.apply(("pick", "tap_to_pay", oid, "1"))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone(HAND, 0)) == 3


def test_702_41_affinity_for_artifacts_reduces_the_generic_cost() -> None:
    s = scenario()
    myr = s.hand(0, "Myr Enforcer")
    for _ in range(4):
        s.battlefield(0, "Ornithopter")
    s.battlefield(0, "Iron Bauble")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    game = s.start("main1")
    assert ("cast", myr) in game.legal_actions()
    game.apply(("cast", myr))
    assert game.state.contexts[max(game.state.contexts)].total.generic == 2
    game.apply(("pay",))
    settle(game)
    assert on_battlefield(game, "Myr Enforcer")


# --- storm and split second ---------------------------------------------------------------------------------------


def test_702_40_storm_copies_for_each_spell_cast_before_it_this_turn() -> None:
    s = scenario()
    bolt = s.hand(0, "Lightning Bolt")
    shot = s.hand(0, "Grapeshot")
    for _ in range(3):
        s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    game.apply(("cast", shot))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 20 - 3 - 1 - 1  # Grapeshot and one storm copy


def test_702_61_split_second_stops_spells_and_abilities_but_not_mana_abilities() -> None:
    s = scenario()
    shock = s.hand(0, "Sudden Shock")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    game.apply(("cast", shock))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    assert game.pending["player"] == 1
    assert ("cast", bolt) not in game.legal_actions()
    settle(game)
    assert game.state.players[1].life == 18
    game.apply(("pass",))  # empty stack, player 0 passes in main phase 1: player 1 may cast again
    assert ("cast", bolt) in game.legal_actions()


# --- evoke, dash, unearth -----------------------------------------------------------------------------------------


def test_702_74_evoke_sacrifices_the_creature_after_its_enter_trigger() -> None:
    s = scenario()
    drifter = s.hand(0, "Mulldrifter")
    for _ in range(3):
        s.battlefield(0, "Island")
    s.library(0, "Island")
    s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", drifter))
    assert game.pending["kind"] == "cost_choice"
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    settle(game)
    assert not on_battlefield(game, "Mulldrifter")
    assert "Mulldrifter" in names(game, GRAVEYARD, 0)
    assert len(game.state.zone(HAND, 0)) == 2


def test_702_74_evoke_not_paid_keeps_the_creature() -> None:
    s = scenario()
    drifter = s.hand(0, "Mulldrifter")
    for _ in range(5):
        s.battlefield(0, "Island")
    s.library(0, "Island")
    s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", drifter))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    settle(game)
    assert on_battlefield(game, "Mulldrifter")


def test_702_109_dash_gives_haste_and_returns_to_hand_at_the_next_end_step() -> None:
    s = scenario()
    cutter = s.hand(0, "Goblin Heelcutter")
    for _ in range(3):
        s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", cutter))
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    settle(game)
    (oid,) = on_battlefield(game, "Goblin Heelcutter")
    assert "haste" in chars(game.state, oid).keywords
    pass_to(game, "end")
    settle(game)
    assert not on_battlefield(game, "Goblin Heelcutter")
    assert "Goblin Heelcutter" in names(game, HAND, 0)


def test_702_109_cast_normally_a_dash_creature_has_no_haste_and_stays() -> None:
    s = scenario()
    cutter = s.hand(0, "Goblin Heelcutter")
    for _ in range(4):
        s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", cutter))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    settle(game)
    (oid,) = on_battlefield(game, "Goblin Heelcutter")
    assert "haste" not in chars(game.state, oid).keywords
    pass_to(game, "end")
    settle(game)
    assert on_battlefield(game, "Goblin Heelcutter")


def test_702_84_unearth_returns_with_haste_and_is_exiled_at_the_next_end_step() -> None:
    s = scenario()
    zombie = s.graveyard(0, "Dregscape Zombie")
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    assert ("activate", zombie, 0) in game.legal_actions()
    game.apply(("activate", zombie, 0))
    game.apply(("pay",))
    settle(game)
    (oid,) = on_battlefield(game, "Dregscape Zombie")
    assert "haste" in chars(game.state, oid).keywords
    pass_to(game, "end")
    settle(game)
    assert not on_battlefield(game, "Dregscape Zombie")
    assert names(game, EXILE) == ["Dregscape Zombie"]


def test_702_84_an_unearthed_creature_that_would_die_is_exiled_instead() -> None:
    s = scenario()
    zombie = s.graveyard(0, "Dregscape Zombie")
    s.battlefield(0, "Swamp")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    game.apply(("activate", zombie, 0))
    game.apply(("pay",))
    settle(game)
    (oid,) = on_battlefield(game, "Dregscape Zombie")
    game.apply(("pass",))
    game.apply(("cast", bolt))
    game.apply(("target", oid))
    game.apply(("pay",))
    settle(game)
    assert names(game, EXILE) == ["Dregscape Zombie"]
    assert "Dregscape Zombie" not in names(game, GRAVEYARD)


def test_702_84_unearth_only_as_a_sorcery() -> None:
    s = scenario()
    zombie = s.graveyard(0, "Dregscape Zombie")
    s.battlefield(0, "Swamp")
    game = s.start("upkeep")
    assert ("activate", zombie, 0) not in game.legal_actions()


# --- retrace and surge --------------------------------------------------------------------------------------------


def test_702_81_retrace_casts_from_the_graveyard_discarding_a_land_card() -> None:
    s = scenario()
    enlist = s.graveyard(0, "Cenn's Enlistment")
    for _ in range(4):
        s.battlefield(0, "Plains")
    s.hand(0, "Grizzly Bears")
    game = s.start("main1")
    assert ("cast", enlist, "retrace") not in game.legal_actions()  # no land card in hand
    s = scenario()
    enlist = s.graveyard(0, "Cenn's Enlistment")
    for _ in range(4):
        s.battlefield(0, "Plains")
    s.hand(0, "Grizzly Bears")
    land = s.hand(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", enlist, "retrace"))
    assert game.pending["kind"] == "cost_discard"
    assert [a for a in game.legal_actions() if a[0] == "pick"] == [("pick", "discard", land)]
    game.apply(("pick", "discard", land))
    game.apply(("pay",))
    settle(game)
    assert len([o for o in game.state.battlefield() if "Kithkin" in chars(game.state, o).subtypes]) == 2
    assert sorted(names(game, GRAVEYARD, 0)) == ["Cenn's Enlistment", "Forest"]


def test_702_117_surge_is_offered_only_after_another_spell_this_turn() -> None:
    s = scenario()
    goblin = s.hand(0, "Reckless Bushwhacker")
    s.many(0, "battlefield", ["Mountain", "Mountain", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", goblin))
    assert game.pending["kind"] == "pay_mana"  # no 601.2b cost choice: the surge cost isn't available
    s = scenario()
    bolt = s.hand(0, "Lightning Bolt")
    goblin = s.hand(0, "Reckless Bushwhacker")
    s.many(0, "battlefield", ["Mountain", "Mountain", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    game.apply(("cast", goblin))
    assert game.pending["kind"] == "cost_choice"
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    settle(game)
    assert on_battlefield(game, "Reckless Bushwhacker")


# --- entwine, overload, awaken, transmute ---------------------------------------------------------------------------


def test_702_42_entwine_paid_chooses_every_mode() -> None:
    s = scenario()
    roar = s.hand(0, "Roar of the Kha")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.many(0, "battlefield", ["Plains", "Plains", "Plains", "Plains"])
    game = s.start("main1")
    game.apply(("cast", roar))
    game.apply(("cost", "kicker", 0))
    assert game.legal_actions() == [("modes", (0, 1))]
    game.apply(("modes", (0, 1)))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (3, 3) and not game.state.objects[bears].tapped
    assert sum(game.state.objects[o].tapped for o in game.state.battlefield()) == 4


def test_702_96_overload_changes_target_to_each() -> None:
    s = scenario()
    squall = s.hand(0, "Blustersquall")
    theirs = [s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Ornithopter")]
    mine = s.battlefield(0, "Grizzly Bears")
    s.many(0, "battlefield", ["Island"] * 4)
    game = s.start("main1")
    game.apply(("cast", squall))
    game.apply(("cost", "alternative", 0))
    assert game.pending["kind"] == "pay_mana"  # no target is chosen (702.96b)
    game.apply(("pay",))
    settle(game)
    assert all(game.state.objects[o].tapped for o in theirs) and not game.state.objects[mine].tapped


def test_702_96_without_overload_the_spell_targets() -> None:
    s = scenario()
    squall = s.hand(0, "Blustersquall")
    first = s.battlefield(1, "Grizzly Bears")
    second = s.battlefield(1, "Ornithopter")
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("cast", squall))
    game.apply(("cost", "normal"))
    game.apply(("target", first))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[first].tapped and not game.state.objects[second].tapped


def test_702_113_awaken_animates_a_land_with_counters_and_haste() -> None:
    s = scenario()
    path = s.hand(0, "Ruinous Path")
    victim = s.battlefield(1, "Grizzly Bears")
    lands = s.many(0, "battlefield", ["Swamp"] * 7)
    game = s.start("main1")
    game.apply(("cast", path))
    game.apply(("cost", "alternative", 0))
    game.apply(("target", victim))
    game.apply(("target", lands[0]))
    game.apply(("pay",))
    settle(game)
    assert victim not in game.state.battlefield()
    c = chars(game.state, lands[0])
    assert {"Creature", "Land"} <= c.types and "Elemental" in c.subtypes
    assert (c.power, c.toughness) == (4, 4) and "haste" in c.keywords
    pass_to(game, "end")
    c = chars(game.state, lands[0])
    assert "Creature" in c.types  # 702.113a: the effect has no duration


def test_702_53_transmute_finds_a_card_with_the_same_mana_value() -> None:
    s = scenario()
    dizzy = s.hand(0, "Dizzy Spell")
    s.library(0, "Grizzly Bears")
    s.library(0, "Lightning Bolt")
    s.library(0, "Hellspark Elemental")
    s.many(0, "battlefield", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("activate", dizzy, 0))
    game.apply(("pay",))
    assert names(game, GRAVEYARD, 0) == ["Dizzy Spell"]  # discarded as the cost
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "search"
    finds = [a for a in game.legal_actions() if a[0] == "find"]
    assert [game.state.objects[a[1]].card.name for a in finds] == ["Lightning Bolt"]  # mana value 1
    game.apply(finds[0])
    assert names(game, HAND, 0) == ["Lightning Bolt"]
    assert names(game, GRAVEYARD, 0) == ["Dizzy Spell"]


# --- conspire, reinforce, replicate, escalate, ripple -----------------------------------------------------------------


def test_702_78_conspire_taps_two_creatures_sharing_a_color_and_copies_the_spell() -> None:
    s = scenario()
    discovery = s.hand(0, "Ghastly Discovery")
    blue = [s.battlefield(0, "Merfolk Looter", sick=True), s.battlefield(0, "Merfolk Looter")]
    green = s.battlefield(0, "Grizzly Bears")
    s.many(0, "battlefield", ["Island"] * 3)
    for _ in range(6):
        s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", discovery))
    game.apply(("cost", "kicker", 0))
    assert game.pending["kind"] == "cost_tap"
    assert ("pick", "tap", green) not in game.legal_actions()  # green doesn't share a color with it
    game.apply(("pick", "tap", blue[0]))
    game.apply(("pick", "tap", blue[1]))
    game.apply(("pay",))
    settle(game)
    assert all(game.state.objects[o].tapped for o in blue)
    assert len(game.state.zone(HAND, 0)) == 2  # drew four, discarded two
    assert sorted(names(game, GRAVEYARD, 0)).count("Island") == 2


def test_702_77_reinforce_discards_the_card_to_put_counters_on_a_creature() -> None:
    s = scenario()
    bomb = s.hand(0, "Burrenton Bombardier")
    bears = s.battlefield(0, "Grizzly Bears")
    s.many(0, "battlefield", ["Plains"] * 3)
    game = s.start("upkeep")  # any time: an activated ability without timing restriction
    game.apply(("activate", bomb, 0))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[bears].counters == {"+1/+1": 2}
    assert names(game, GRAVEYARD, 0) == ["Burrenton Bombardier"]


def test_702_56_replicate_copies_for_each_payment_of_its_own_cost() -> None:
    s = scenario()
    drowse = s.hand(0, "Gigadrowse")
    targets = [s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Ornithopter"), s.battlefield(1, "Forest")]
    s.many(0, "battlefield", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", drowse))
    assert game.pending["kind"] == "replicate"
    assert ("replicate", 2) in game.legal_actions() and ("replicate", 3) not in game.legal_actions()
    game.apply(("replicate", 2))
    game.apply(("target", targets[0]))
    game.apply(("pay",))
    unused = list(targets[1:])
    for _ in range(40):
        pending = game.pending
        if pending["kind"] == "priority" and not game.state.stack_ids() and not game.state.pending_triggers:
            break
        options = game.legal_actions()
        fresh = [a for a in options if len(a) > 1 and a[-1] in unused]
        if fresh:
            unused.remove(fresh[0][-1])
        game.apply(fresh[0] if fresh else ("pass",) if ("pass",) in options else options[0])
    assert all(game.state.objects[o].tapped for o in targets)


def test_702_120_escalate_adds_its_cost_for_each_extra_mode() -> None:
    s = scenario()
    alliance = s.hand(0, "Blessed Alliance")
    s.many(0, "battlefield", ["Plains"] * 4)
    game = s.start("main1")
    game.apply(("cast", alliance))
    game.apply(("modes", (0, 1)))
    game.apply(("target", ("player", 0)))
    game.apply(("count", 0))
    assert game.state.contexts[max(game.state.contexts)].total.least_mana == 4  # {1}{W} + {2}
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 24
    assert all(game.state.objects[o].tapped for o in game.state.battlefield())


def test_702_60_ripple_casts_revealed_cards_with_the_same_name_free() -> None:
    s = scenario()
    flame = s.hand(0, "Surging Flame")
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    for name in ("Surging Flame", "Forest", "Surging Flame", "Grizzly Bears", "Forest"):  # the last is the top
        s.library(0, name)
    game = s.start("main1")
    game.apply(("cast", flame))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    for _ in range(30):
        kind = game.pending["kind"]
        options = game.legal_actions()
        if kind == "may":
            game.apply(("yes",))
        elif kind == "choose_target":
            game.apply(("target", ("player", 1)))
        elif kind == "priority" and not game.state.stack_ids() and not game.state.pending_triggers:
            break
        else:
            game.apply(("pass",) if ("pass",) in options else options[0])
    # the Flame among the top four was cast, and being cast its own ripple found the fifth card
    assert game.state.players[1].life == 20 - 2 - 2 - 2
    assert names(game, GRAVEYARD, 0) == ["Surging Flame"] * 3
    assert sorted(names(game, LIBRARY, 0)) == ["Forest", "Forest", "Grizzly Bears"]


# --- bestow ---------------------------------------------------------------------------------------------------


def _bestow_on_bears() -> tuple[Game, int, int]:
    s = scenario()
    naiad = s.hand(0, "Nimbus Naiad")
    bears = s.battlefield(0, "Grizzly Bears")
    s.many(0, "battlefield", ["Island"] * 5)
    s.hand(1, "Murder")
    s.many(1, "battlefield", ["Swamp"] * 3)
    game = s.start("main1")
    game.apply(("cast", naiad))
    game.apply(("cost", "alternative", 0))
    spell = game.state.stack_ids()[-1]
    c = chars(game.state, spell)
    assert "Creature" not in c.types and "Aura" in c.subtypes  # 702.103b: an Aura spell
    game.apply(("target", bears))
    game.apply(("pay",))
    return game, naiad, bears


def test_702_103_bestow_resolves_as_an_aura_attached_to_the_target() -> None:
    game, _naiad, bears = _bestow_on_bears()
    settle(game)
    (aura,) = on_battlefield(game, "Nimbus Naiad")
    assert game.state.objects[aura].attached_to == bears
    assert "Creature" not in chars(game.state, aura).types
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (4, 4) and "flying" in c.keywords


def test_702_103_bestowed_aura_becomes_a_creature_when_unattached() -> None:
    game, _naiad, bears = _bestow_on_bears()
    settle(game)
    (aura,) = on_battlefield(game, "Nimbus Naiad")
    game.apply(("pass",))
    bolt = next(a for a in game.legal_actions() if a[0] == "cast")
    game.apply(bolt)
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    assert bears not in game.state.battlefield()
    assert aura in game.state.battlefield()  # 702.103f: not put into the graveyard
    c = chars(game.state, aura)
    assert "Creature" in c.types and "Aura" not in c.subtypes and (c.power, c.toughness) == (2, 2)
    assert game.state.objects[aura].attached_to is None


def test_702_103_bestow_target_gone_resolves_as_a_creature() -> None:
    game, _naiad, bears = _bestow_on_bears()
    game.apply(("pass",))
    bolt = next(a for a in game.legal_actions() if a[0] == "cast")
    game.apply(bolt)
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    (naiad,) = on_battlefield(game, "Nimbus Naiad")
    c = chars(game.state, naiad)
    assert "Creature" in c.types and (c.power, c.toughness) == (2, 2)  # 702.103e: it doesn't fizzle


def test_702_103_a_bestowed_card_is_whole_again_in_the_graveyard() -> None:
    game, _naiad, bears = _bestow_on_bears()
    settle(game)
    (aura,) = on_battlefield(game, "Nimbus Naiad")
    from kitchentable.rules import events

    events.destroy(game.state, aura)
    (card,) = [o for o in game.state.zone(GRAVEYARD, 0)]
    assert "Creature" in game.state.objects[card].card.types


# --- splice onto Arcane ---------------------------------------------------------------------------------------


def test_702_47_splice_adds_the_spliced_cards_effects_and_cost_and_keeps_it_in_hand() -> None:
    s = scenario()
    thought = s.hand(0, "Dampen Thought")
    ray = s.hand(0, "Glacial Ray")
    bears = s.battlefield(1, "Grizzly Bears")
    s.many(0, "battlefield", ["Island", "Island", "Mountain", "Mountain"])
    for _ in range(5):
        s.library(1, "Forest")
    game = s.start("main1")
    game.apply(("cast", thought))
    assert game.pending["kind"] == "splice"
    game.apply(("splice", ray))  # no other card to splice: the cast goes on to targets
    game.apply(("target", ("player", 1)))  # Dampen Thought's own target first
    game.apply(("target", bears))  # then the spliced Glacial Ray's (702.47b)
    assert game.state.contexts[max(game.state.contexts)].total.least_mana == 4
    game.apply(("pay",))
    settle(game)
    assert bears not in game.state.battlefield()
    assert len(game.state.zone(LIBRARY, 1)) == 1
    assert names(game, HAND, 0) == ["Glacial Ray"]  # 702.47c: the spliced card stays in hand
    assert names(game, GRAVEYARD, 0) == ["Dampen Thought"]
    spell = game.state.objects[game.state.zone(GRAVEYARD, 0)[0]].card.spell
    assert spell is not None and len(spell.modes[0].targets) == 1  # the card is whole again off the stack


def test_702_47_splice_abandoned_cast_rewinds() -> None:
    s = scenario()
    thought = s.hand(0, "Dampen Thought")
    ray = s.hand(0, "Glacial Ray")
    s.many(0, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    game.apply(("cast", thought))
    game.apply(("splice", ray))
    game.apply(("target", ("player", 1)))
    game.apply(("target", ("player", 1)))
    game.apply(("cancel",))
    assert sorted(names(game, HAND, 0)) == ["Dampen Thought", "Glacial Ray"]
    assert not game.state.stack_ids()


# --- fuse -----------------------------------------------------------------------------------------------------


def test_702_102_fuse_casts_both_halves_for_their_combined_cost() -> None:
    s = scenario()
    far = s.hand(0, "Far")
    bears = s.battlefield(1, "Grizzly Bears")
    thopter = s.battlefield(1, "Ornithopter")
    s.many(0, "battlefield", ["Island", "Island", "Swamp", "Swamp", "Swamp"])
    game = s.start("main1")
    assert ("cast", far, "fused") in game.legal_actions()
    game.apply(("cast", far, "fused"))
    game.apply(("target", bears))  # Far's target, then Away's (702.102d)
    game.apply(("target", ("player", 1)))
    assert game.state.contexts[max(game.state.contexts)].total.least_mana == 5
    game.apply(("pay",))
    settle(game)
    assert "Grizzly Bears" in names(game, HAND, 1)
    assert thopter not in game.state.battlefield()
    (card,) = game.state.zone(GRAVEYARD, 0)
    assert game.state.objects[card].card.layout == "split"  # the whole card again


def test_702_102_fuse_only_from_hand() -> None:
    s = scenario()
    s.graveyard(0, "Far")
    game = s.start("main1")
    assert not [a for a in game.legal_actions() if a[0] == "cast"]


# --- the 601.2 rewind point shared by copies ----------------------------------------------------------------------


def test_601_2_rewind_in_a_copy_leaves_the_original_rewind_point_intact() -> None:
    """R-C-2: a copy taken mid-cast (a search agent's) shares the saved rewind point; rewinding the copy and
    changing it afterwards must not change what the original rewinds to."""
    s = scenario()
    wurm = s.hand(0, "Siege Wurm")
    for _ in range(7):
        s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", wurm))
    twin = game.copy()
    twin.apply(("cancel",))  # the twin rewinds to its priority decision...
    twin.apply(("cast", wurm))  # ...and casts again, changing the objects it restored
    twin.apply(("pay",))
    game.apply(("cancel",))
    assert wurm in game.state.zone(HAND, 0)
    assert ("cast", wurm) in game.legal_actions()


# --- keyword costs that aren't only mana ------------------------------------------------------------------------


def test_702_34_flashback_with_a_life_payment_in_its_cost() -> None:
    s = scenario()
    bolt = s.graveyard(0, "Firebolt")
    s.many(0, "battlefield", ["Mountain"] * 5)
    game = s.start("main1")
    game.apply(("cast", bolt, "flashback"))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 17 and game.state.players[1].life == 18
    assert names(game, EXILE) == ["Firebolt"]


def test_702_27_buyback_paid_by_sacrificing_a_land() -> None:
    s = scenario()
    mists = s.hand(0, "Constant Mists")
    lands = s.many(0, "battlefield", ["Forest", "Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", mists))
    game.apply(("cost", "kicker", 0))
    assert game.pending["kind"] == "cost_sacrifice"
    game.apply(("pick", "sacrifice", lands[2]))
    game.apply(("pay",))
    settle(game)
    assert names(game, HAND, 0) == ["Constant Mists"]  # 702.27a: back to hand as it resolves
    assert lands[2] not in game.state.battlefield()


# --- emerge and "when you cast ~" --------------------------------------------------------------------------------


def test_702_119_emerge_sacrifices_a_creature_and_reduces_the_cost_by_its_mana_value() -> None:
    s = scenario()
    gryff = s.hand(0, "Wretched Gryff")
    wurm = s.battlefield(0, "Craw Wurm")  # mana value 6
    s.many(0, "battlefield", ["Island", "Island"])
    s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", gryff))
    game.apply(("cost", "alternative", 0))
    assert game.pending["kind"] == "cost_sacrifice"
    game.apply(("pick", "sacrifice", wurm))
    assert str(game.state.contexts[max(game.state.contexts)].total) == "{U}"  # {5}{U} less 6 generic
    game.apply(("pay",))
    settle(game)
    assert on_battlefield(game, "Wretched Gryff") and wurm not in game.state.battlefield()
    assert names(game, HAND, 0) == ["Island"]  # the cast trigger drew a card (601.2i)


def test_601_2i_when_you_cast_triggers_as_the_spell_becomes_cast() -> None:
    s = scenario()
    gryff = s.hand(0, "Wretched Gryff")
    s.many(0, "battlefield", ["Island"] * 8)
    s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", gryff))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    assert game.state.pending_triggers or len(game.state.stack_ids()) == 2
    settle(game)
    assert names(game, HAND, 0) == ["Island"]


BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")


# --- spree (702.172) ------------------------------------------------------------------------------------------------

SPREE = card("Spree Blast {R}\nInstant\nSpree (Choose one or more additional costs.)\n"
             "+ {1} — Spree Blast deals 2 damage to any target.\n+ {2} — Draw a card.")


def _cast_spree(modes: tuple[int, ...], n_lands: int) -> tuple[object, int]:
    s = duel_scenario()
    spell = s.hand(0, SPREE)
    lands(s, 0, n_lands)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("modes", modes))
    if 0 in modes:
        game.apply(("target", ("player", 1)))
    return game, spell


def test_702_172_spree_pays_the_cost_of_each_chosen_mode() -> None:
    game, _spell = _cast_spree((0, 1), 4)
    hand = len(game.state.zones[("hand", 0)])
    game.apply(("pay",))
    settle_duel(game)
    assert game.state.players[1].life == 18
    assert len(game.state.zones[("hand", 0)]) == hand + 1
    assert all(game.state.objects[o].tapped for o in named(game, "Mountain"))  # {R} + {1} + {2}


def test_702_172_spree_one_mode_costs_only_its_own_addition() -> None:
    game, _spell = _cast_spree((0,), 4)
    game.apply(("pay",))
    settle_duel(game)
    assert game.state.players[1].life == 18
    assert sum(game.state.objects[o].tapped for o in named(game, "Mountain")) == 2  # {R} + {1}


def test_702_172_spree_needs_at_least_one_mode() -> None:
    s = duel_scenario()
    spell = s.hand(0, SPREE)
    lands(s, 0, 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    options = game.legal_actions()
    assert ("modes", ()) not in options and ("modes", (0, 1)) in options
    assert "Spree (702.172)" in render(SPREE)


def test_702_172_spree_modes_without_the_keyword_are_refused() -> None:
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError):
        card("Odd Blast {R}\nInstant\n+ {1} — Odd Blast deals 2 damage to any target.")


# --- harmonize (702.180) --------------------------------------------------------------------------------------------

HARMONY = card("Wild Harmony {2}{G}\nSorcery\nDraw two cards.\nHarmonize {5}{G}{G}")
OGRE = card("Big Ogre {3}{R}\nCreature — Ogre 3/3")


def test_702_180_harmonize_casts_from_graveyard_tapping_a_creature_for_its_power_then_exiles() -> None:
    s = duel_scenario()
    spell = s.graveyard(0, HARMONY)
    ogre = s.battlefield(0, OGRE)
    lands(s, 0, 4, "Forest")
    game = s.start("main1")
    assert ("cast", spell, "flashback") in game.legal_actions()  # 7 less the ogre's 3: four Forests do
    game.apply(("cast", spell, "flashback"))
    assert ("pick", "harmonize", ogre) in game.legal_actions()
    game.apply(("pick", "harmonize", ogre))
    game.apply(("pay",))
    settle_duel(game)
    assert game.state.objects[ogre].tapped
    assert len(game.state.zones[("hand", 0)]) == 2
    assert named(game, "Wild Harmony", "exile") and not named(game, "Wild Harmony", "graveyard")
    assert "Harmonize {5}{G}{G} (702.180" in render(HARMONY)


def test_702_180_harmonize_without_a_creature_needs_the_whole_cost() -> None:
    s = duel_scenario()
    spell = s.graveyard(0, HARMONY)
    lands(s, 0, 4, "Forest")
    game = s.start("main1")
    assert ("cast", spell, "flashback") not in game.legal_actions()


# --- blitz (702.152) -----------------------------------------------------------------------------------------------


def test_702_152_blitz_gives_haste_and_a_card_then_is_sacrificed_at_end_step() -> None:
    devil = card("Blitz Devil {2}{R}\nCreature — Devil 3/1\nBlitz {R}{R}")
    s = duel_scenario()
    oid = s.hand(0, devil)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    settle_duel(game)
    (blitzed,) = named(game, "Blitz Devil")
    assert "haste" in chars(game.state, blitzed).keywords
    hand = len(game.state.zone("hand", 0))
    pass_until(game, lambda g: g.state.step == "end" and g.state.stack_ids())
    settle_duel(game)
    assert not named(game, "Blitz Devil") and named(game, "Blitz Devil", "graveyard")
    assert len(game.state.zone("hand", 0)) == hand + 1  # "when this dies, draw a card"
    assert "Blitz {R}{R} (702.152)" in render(devil)


def test_702_152_cast_normally_no_haste_and_no_sacrifice() -> None:
    devil = card("Blitz Devil {2}{R}\nCreature — Devil 3/1\nBlitz {R}{R}")
    s = duel_scenario()
    oid = s.hand(0, devil)
    lands(s, 0, 3)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    settle_duel(game)
    (creature,) = named(game, "Blitz Devil")
    assert "haste" not in chars(game.state, creature).keywords
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep")
    assert named(game, "Blitz Devil")


# --- escape (702.138) --------------------------------------------------------------------------------------------

BIG_OGRE = card("Big Ogre {3}{R}\nCreature — Ogre 4/4")

ESCAPER = card("Escaping Boar {1}{G}\nCreature — Boar 2/2\nThis creature escapes with two +1/+1 counters on it.\n"
               "Escape—{G}, Exile two other cards from your graveyard.")


def test_702_138_escape_casts_from_the_graveyard_exiling_other_cards() -> None:
    s = duel_scenario()
    boar = s.graveyard(0, ESCAPER)
    s.graveyard(0, BEAR)
    s.graveyard(0, BIG_OGRE)
    lands(s, 0, 1, "Forest")
    game = s.start("main1")
    assert ("cast", boar, "escape") in game.legal_actions()
    game.apply(("cast", boar, "escape"))
    for _ in range(4):
        if game.pending["kind"] == "priority":
            break
        game.apply(game.legal_actions()[0] if game.pending["kind"] != "pay_mana" else ("pay",))
    settle_duel(game)
    (escaped,) = named(game, "Escaping Boar")
    assert game.state.objects[escaped].counters == {"+1/+1": 2}  # 702.138c
    assert len(game.state.zone("exile", -1)) == 2 and not game.state.zones.get(("graveyard", 0))


def test_702_138_no_escape_without_enough_other_cards() -> None:
    s = duel_scenario()
    boar = s.graveyard(0, ESCAPER)
    s.graveyard(0, BEAR)
    lands(s, 0, 1, "Forest")
    game = s.start("main1")
    if ("cast", boar, "escape") in game.legal_actions():
        game.apply(("cast", boar, "escape"))
        settle_duel(game)
    assert named(game, "Escaping Boar", "graveyard")


def test_702_138_cast_from_hand_enters_without_the_escape_counters() -> None:
    s = duel_scenario()
    boar = s.hand(0, ESCAPER)
    lands(s, 0, 2, "Forest")
    game = s.start("main1")
    game.apply(("cast", boar))
    game.apply(("pay",))
    settle_duel(game)
    (entered,) = named(game, "Escaping Boar")
    assert game.state.objects[entered].counters == {}
