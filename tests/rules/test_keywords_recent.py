"""Mechanics of the sets since 2016 (branch recent), each compiled from a small card of our own and played in a
scenario: partner and partner with (702.124), spree (702.172), the Lander, Junk and Shard tokens (111.10)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from tests.rules.test_keywords_permanents import card, lands, named, scenario, settle

BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")


# --- partner (702.124) ----------------------------------------------------------------------------------------------

PIR = card("Pir, Kind Rascal {2}{G}\nLegendary Creature — Human 1/1\n"
           "Partner with Toothy, Odd Friend (When this creature enters, target player may put Toothy into their "
           "hand from their library, then shuffle.)")
TOOTHY = card("Toothy, Odd Friend {3}{U}\nLegendary Creature — Illusion 1/1\nPartner with Pir, Kind Rascal")


def test_702_124a_partner_and_its_variants_are_deck_construction_keywords_only() -> None:
    for line in ("Partner", "Friends forever", "Choose a Background", "Doctor's companion", "Partner—Survivors"):
        lone = card(f"Lone Hero {{2}}{{W}}\nLegendary Creature — Human 2/2\n{line}")
        assert lone.keywords == {line.lower()} and not lone.triggered and not lone.activated and not lone.static


def test_702_124f_partner_with_lets_the_target_player_search_for_the_named_card() -> None:
    s = scenario()
    pir = s.hand(0, PIR)
    toothy = s.library(0, TOOTHY)
    lands(s, 0, 3, "Forest")
    game = s.start("main1")
    game.apply(("cast", pir))
    game.apply(("pay",))
    settle(game, (("target", ("player", 0)), ("yes",), ("find", toothy)))
    assert len(named(game, "Toothy, Odd Friend", "hand")) == 1  # 400.7: a new object in the hand
    assert "Partner with Toothy, Odd Friend" in render(PIR)


def test_702_124f_the_targeted_opponent_searches_their_own_library() -> None:
    s = scenario()
    pir = s.hand(0, PIR)
    mine = s.library(0, TOOTHY)
    theirs = s.library(1, TOOTHY)
    lands(s, 0, 3, "Forest")
    game = s.start("main1")
    game.apply(("cast", pir))
    game.apply(("pay",))
    seen: list[tuple[int, tuple[object, ...]]] = []
    for _ in range(40):
        d = game.pending
        if d["kind"] == "priority" and not game.state.stack_ids() and d["player"] == 0:
            break
        options = game.legal_actions()
        if d["kind"] == "search":
            seen.append((d["player"], tuple(options)))
        pick = [o for o in options if o in (("target", ("player", 1)), ("yes",), ("find", theirs))]
        game.apply(pick[0] if pick else ("pass",) if ("pass",) in options else options[0])
    assert seen and all(p == 1 and ("find", mine) not in opts for p, opts in seen)
    (found,) = named(game, "Toothy, Odd Friend", "hand")
    assert game.state.objects[found].owner == 1 and game.state.objects[mine].zone[0] == "library"


# --- spree (702.172) ------------------------------------------------------------------------------------------------

SPREE = card("Spree Blast {R}\nInstant\nSpree (Choose one or more additional costs.)\n"
             "+ {1} — Spree Blast deals 2 damage to any target.\n+ {2} — Draw a card.")


def _cast_spree(modes: tuple[int, ...], n_lands: int) -> tuple[object, int]:
    s = scenario()
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
    settle(game)
    assert game.state.players[1].life == 18
    assert len(game.state.zones[("hand", 0)]) == hand + 1
    assert all(game.state.objects[o].tapped for o in named(game, "Mountain"))  # {R} + {1} + {2}


def test_702_172_spree_one_mode_costs_only_its_own_addition() -> None:
    game, _spell = _cast_spree((0,), 4)
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 18
    assert sum(game.state.objects[o].tapped for o in named(game, "Mountain")) == 2  # {R} + {1}


def test_702_172_spree_needs_at_least_one_mode() -> None:
    s = scenario()
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


# --- predefined tokens (111.10) -------------------------------------------------------------------------------------


def test_111_10_lander_token_fetches_a_basic_land_tapped() -> None:
    maker = card("Lander Maker {1}\nSorcery\nEach player creates a Lander token. Create a tapped Shard token.")
    s = scenario()
    spell = s.hand(0, maker)
    forest = s.library(0, card("Forest\nBasic Land — Forest"))
    lands(s, 0, 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    landers = named(game, "Lander")
    assert sorted(game.state.objects[o].controller for o in landers) == [0, 1]
    (shard,) = named(game, "Shard")
    assert game.state.objects[shard].tapped and "Enchantment" in chars(game.state, shard).types
    (mine,) = [o for o in landers if game.state.objects[o].controller == 0]
    game.apply(("activate", mine, 0))
    game.apply(("pay",))
    settle(game, (("find", forest),))
    assert mine not in game.state.battlefield()
    (fetched,) = named(game, "Forest")
    assert game.state.objects[fetched].tapped and forest not in game.state.objects


# --- warp (702.185) and void ----------------------------------------------------------------------------------------

WARPER = card("Warp Drake {4}{U}\nCreature — Drake 3/3\nFlying\nWarp {1}{U}")


def _warp_then_end_turn() -> tuple[object, int]:
    s = scenario()
    drake = s.hand(0, WARPER)
    lands(s, 0, 5, "Island")
    game = s.start("main1")
    game.apply(("cast", drake))
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    settle(game)
    assert named(game, "Warp Drake")
    assert sum(game.state.objects[o].tapped for o in named(game, "Island")) == 2  # 702.185a: {1}{U}
    return game, drake


def test_702_185_warped_permanent_is_exiled_at_the_next_end_step_and_castable_on_a_later_turn() -> None:
    from kitchentable.scenario import pass_until

    game, _drake = _warp_then_end_turn()
    pass_until(game, lambda g: g.state.step == "cleanup" or g.state.active == 1)
    assert not named(game, "Warp Drake")
    (exiled,) = named(game, "Warp Drake", "exile")
    assert not any(a[:2] == ("cast", exiled) for a in game.legal_actions())  # not the same turn
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1")
    cast = [a for a in game.legal_actions() if a[:2] == ("cast", exiled)]
    assert cast == [("cast", exiled, "warped")]
    game.apply(cast[0])
    assert game.pending["kind"] != "cost_choice"  # 702.185a: warp only from the hand
    game.apply(("pay",))
    settle(game)
    (drake,) = named(game, "Warp Drake")
    assert "paid:warp" not in game.state.objects[drake].tags


def test_702_185_cast_normally_the_permanent_stays() -> None:
    from kitchentable.scenario import pass_until

    s = scenario()
    drake = s.hand(0, WARPER)
    lands(s, 0, 5, "Island")
    game = s.start("main1")
    game.apply(("cast", drake))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    settle(game)
    pass_until(game, lambda g: g.state.active == 1)
    assert named(game, "Warp Drake")
    assert "Warp {1}{U} (702.185)" in render(WARPER)


VOID = card("Void Seer {1}{B}\nCreature — Human 2/2\nVoid — At the beginning of your end step, if a nonland permanent "
            "left the battlefield this turn or a spell was warped this turn, draw a card.")


def test_void_counts_a_warped_spell() -> None:
    from kitchentable.rules.abilities import Condition
    from kitchentable.rules.stack.conditions import check_condition
    from kitchentable.scenario import pass_until

    s = scenario()
    s.battlefield(0, VOID)
    drake = s.hand(0, WARPER)
    lands(s, 0, 2, "Island")
    game = s.start("main1")
    assert not check_condition(game.state, Condition("void"), 0, None)
    game.apply(("cast", drake))
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    settle(game)
    assert check_condition(game.state, Condition("void"), 0, None)  # warped; nothing has left yet
    pass_until(game, lambda g: g.state.active == 1)
    assert len(game.state.zones[("hand", 0)]) == 1


def test_void_needs_a_nonland_permanent_to_leave_or_a_warp() -> None:
    from kitchentable.scenario import pass_until

    s = scenario()
    s.battlefield(0, VOID)
    game = s.start("main1")
    pass_until(game, lambda g: g.state.active == 1)
    assert len(game.state.zones[("hand", 0)]) == 0
    s = scenario()
    s.battlefield(0, VOID)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    from kitchentable.rules import events

    events.move(game.state, bear, "graveyard", cause="test")
    pass_until(game, lambda g: g.state.active == 1)
    assert len(game.state.zones[("hand", 0)]) == 1


# --- manifest dread (701.62) ----------------------------------------------------------------------------------------


def test_701_62_manifest_dread_manifests_one_of_two_and_mills_the_other() -> None:
    dread = card("Dread Call {1}{G}\nSorcery\nManifest dread.")
    s = scenario()
    spell = s.hand(0, dread)
    lands(s, 0, 2, "Forest")
    game = s.start("main1")
    top2 = list(reversed(game.state.zones[("library", 0)]))[:2]
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game, (("manifest", top2[1]),))
    down = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    assert len(down) == 1
    c = chars(game.state, down[0])
    assert (c.power, c.toughness) == (2, 2)
    graveyard = game.state.zones[("graveyard", 0)]
    assert len(graveyard) == 2  # the spell and the card not manifested


# --- survival: "at the beginning of your second main phase" (505.1) ---------------------------------------------

SURVIVOR = card("Lone Survivor {1}{G}\nCreature — Human Survivor 2/2\nSurvival — At the beginning of your second "
                "main phase, if this creature is tapped, put a +1/+1 counter on it.")


def test_505_1_survival_triggers_in_the_second_main_phase_only_if_tapped() -> None:
    from kitchentable.scenario import pass_until
    from tests.rules.test_keywords_permanents import attack

    s = scenario()
    survivor = s.battlefield(0, SURVIVOR)
    idle = s.battlefield(0, card("Idle Survivor {1}{G}\nCreature — Human Survivor 2/2\nSurvival — At the beginning "
                                 "of your second main phase, if this creature is tapped, put a +1/+1 counter on it."))
    game = s.start("main1")
    attack(game, survivor)
    pass_until(game, lambda g: g.state.step == "main2")
    settle(game)
    assert chars(game.state, survivor).power == 3
    assert chars(game.state, idle).power == 2


# --- voting (701.32) ------------------------------------------------------------------------------------------------

PLEA = card("Council Plea {3}{U}\nSorcery\nWill of the council — Starting with you, each player votes for time or "
            "knowledge. If time gets more votes, you gain 5 life. If knowledge gets more votes or the vote is tied, "
            "draw two cards.")
DILEMMA = card("Guard Captain {4}{W}\nCreature — Human Soldier 2/2\nCouncil's dilemma — When this creature enters, "
               "starting with you, each player votes for strength or numbers. Put a +1/+1 counter on this creature "
               "for each strength vote and create a 1/1 white Soldier creature token for each numbers vote.")


def _cast_and_vote(spell_card: object, votes: tuple[str, str], land: str = "Island") -> object:
    s = scenario()
    spell = s.hand(0, spell_card)
    lands(s, 0, 5, land)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    voters = []
    for _ in range(40):
        d = game.pending
        if d["kind"] == "priority" and not game.state.stack_ids() and d["player"] == 0:
            break
        if d["kind"] == "vote":
            voters.append(d["player"])
            game.apply(("vote", votes[len(voters) - 1]))
        else:
            game.apply(("pass",))
    assert voters == [0, 1]  # 701.32a: starting with the controller, in turn order
    return game


def test_701_32_will_of_the_council_more_votes_picks_the_branch() -> None:
    game = _cast_and_vote(PLEA, ("time", "time"))
    assert game.state.players[0].life == 25 and len(game.state.zones[("hand", 0)]) == 0


def test_701_32_will_of_the_council_tie_goes_to_the_tied_branch() -> None:
    game = _cast_and_vote(PLEA, ("time", "knowledge"))
    assert game.state.players[0].life == 20 and len(game.state.zones[("hand", 0)]) == 2
    assert "If knowledge gets more votes or the vote is tied, draw two cards." in render(PLEA)


def test_701_32_councils_dilemma_repeats_each_instruction_per_vote() -> None:
    game = _cast_and_vote(DILEMMA, ("strength", "numbers"), "Plains")
    (captain,) = named(game, "Guard Captain")
    assert chars(game.state, captain).power == 3
    assert len(named(game, "Soldier Token")) == 1


def test_eerie_triggers_when_an_enchantment_you_control_enters() -> None:
    watcher = card("Eerie Watcher {1}{U}\nCreature — Spirit 1/1\nEerie — Whenever an enchantment you control enters "
                   "and whenever you fully unlock a Room, draw a card.")
    charm = card("Plain Charm {W}\nEnchantment")
    s = scenario()
    s.battlefield(0, watcher)
    spell = s.hand(0, charm)
    lands(s, 0, 1, "Plains")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zones[("hand", 0)]) == 1


# --- Cases (719) ----------------------------------------------------------------------------------------------------

CASE = card("Case of the Odd Relics {1}{U}\nEnchantment — Case\nWhen this Case enters, draw a card.\n"
            "To solve — You control three or more artifacts. (If unsolved, solve at the beginning of your end step.)\n"
            "Solved — {1}, Sacrifice this Case: Draw two cards.\n"
            "Solved — Creatures you control get +1/+0.")
RELIC = card("Odd Relic {1}\nArtifact")


def _case_game(n_relics: int) -> tuple[object, int, int]:
    s = scenario()
    case = s.battlefield(0, CASE)
    for _ in range(n_relics):
        s.battlefield(0, RELIC)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 2, "Island")
    return s.start("main1"), case, bear


def test_719_3_case_is_solved_at_your_end_step_when_its_condition_holds() -> None:
    from kitchentable.scenario import pass_until

    game, case, bear = _case_game(3)
    assert not any(a[:2] == ("activate", case) for a in game.legal_actions())  # 719.3b: not solved yet
    assert chars(game.state, bear).power == 2
    pass_until(game, lambda g: g.state.active == 1)
    assert "solved" in game.state.objects[case].tags
    assert chars(game.state, bear).power == 3
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1")
    assert ("activate", case, 0) in game.legal_actions()


def test_719_3_case_stays_unsolved_without_its_condition_and_no_trigger_waits() -> None:
    from kitchentable.scenario import pass_until

    game, case, bear = _case_game(2)
    pass_until(game, lambda g: g.state.step == "end")
    assert not game.state.stack_ids()  # the intervening "if" (603.4): nothing triggers
    pass_until(game, lambda g: g.state.active == 1)
    assert "solved" not in game.state.objects[case].tags and chars(game.state, bear).power == 2
    assert "To solve — You control three or more artifacts." in render(CASE)


# --- harmonize (702.180) --------------------------------------------------------------------------------------------

HARMONY = card("Wild Harmony {2}{G}\nSorcery\nDraw two cards.\nHarmonize {5}{G}{G}")
OGRE = card("Big Ogre {3}{R}\nCreature — Ogre 3/3")


def test_702_180_harmonize_casts_from_graveyard_tapping_a_creature_for_its_power_then_exiles() -> None:
    s = scenario()
    spell = s.graveyard(0, HARMONY)
    ogre = s.battlefield(0, OGRE)
    lands(s, 0, 4, "Forest")
    game = s.start("main1")
    assert ("cast", spell, "flashback") in game.legal_actions()  # 7 less the ogre's 3: four Forests do
    game.apply(("cast", spell, "flashback"))
    assert ("pick", "harmonize", ogre) in game.legal_actions()
    game.apply(("pick", "harmonize", ogre))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[ogre].tapped
    assert len(game.state.zones[("hand", 0)]) == 2
    assert named(game, "Wild Harmony", "exile") and not named(game, "Wild Harmony", "graveyard")
    assert "Harmonize {5}{G}{G} (702.180" in render(HARMONY)


def test_702_180_harmonize_without_a_creature_needs_the_whole_cost() -> None:
    s = scenario()
    spell = s.graveyard(0, HARMONY)
    lands(s, 0, 4, "Forest")
    game = s.start("main1")
    assert ("cast", spell, "flashback") not in game.legal_actions()
