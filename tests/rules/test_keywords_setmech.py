"""Named mechanics of the sets since 2017 (branch setmech), each compiled from a small card of our own and played
in a scenario: toxic, corrupted, For Mirrodin!, training, mentor, blitz, boast, amass, suspect, celebration,
coven, and ward with a discard or sacrifice cost."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import pass_until
from tests.rules.test_keywords_permanents import after_combat, attack, card, lands, named, scenario, settle

BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")
OGRE = card("Big Ogre {3}{R}\nCreature — Ogre 4/4")


# --- toxic (702.164) and corrupted --------------------------------------------------------------------------------


def test_702_164_toxic_gives_poison_with_combat_damage_to_a_player() -> None:
    rat = card("Toxic Rat {1}{B}\nCreature — Phyrexian Rat 1/1\nToxic 2")
    s = scenario()
    oid = s.battlefield(0, rat)
    game = s.start("main1")
    attack(game, oid)
    after_combat(game)
    p = game.state.players[1]
    assert (p.life, p.poison) == (19, 2)  # 702.164c: the damage's usual result, plus the poison
    assert "Toxic 2 (702.164)" in render(rat)


def test_702_164_toxic_values_add_up_and_noncombat_damage_gives_none() -> None:
    twice = card("Twice Toxic {1}{B}\nCreature — Phyrexian 1/1\nToxic 1\nToxic 2")
    s = scenario()
    oid = s.battlefield(0, twice)
    game = s.start("main1")
    attack(game, oid)
    after_combat(game)
    assert game.state.players[1].poison == 3  # 702.164c: the total toxic value


def test_corrupted_condition_reads_an_opponents_poison_counters() -> None:
    corrupt = card("Corrupt Brute {1}{B}\nCreature — Phyrexian 2/2\n"
                   "Corrupted — This creature gets +2/+2 as long as an opponent has three or more poison counters.")
    s = scenario()
    oid = s.battlefield(0, corrupt)
    game = s.start("main1")
    assert chars(game.state, oid).power == 2
    game.state.players[1].poison = 3
    game.state.cache.clear()
    assert chars(game.state, oid).power == 4


# --- For Mirrodin! (702.163) --------------------------------------------------------------------------------------


def test_702_163_for_mirrodin_creates_a_rebel_and_attaches_to_it() -> None:
    blade = card("Rebel Blade {1}{R}\nArtifact — Equipment\nFor Mirrodin!\nEquipped creature gets +1/+0.\nEquip {2}")
    s = scenario()
    oid = s.hand(0, blade)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    settle(game)
    (rebel,) = [o for o in game.state.battlefield() if "Rebel" in chars(game.state, o).subtypes]
    (equipment,) = named(game, "Rebel Blade")
    assert game.state.objects[equipment].attached_to == rebel
    c = chars(game.state, rebel)
    assert (c.power, c.toughness, c.colors) == (3, 2, frozenset({"R"}))


# --- training (702.149) and mentor (702.134) ----------------------------------------------------------------------

TRAINEE = card("Trainee {W}\nCreature — Human 1/1\nTraining")


def test_702_149_training_counts_only_with_a_stronger_attacker() -> None:
    s = scenario()
    trainee = s.battlefield(0, TRAINEE)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    attack(game, trainee, bear)
    settle(game)
    assert game.state.objects[trainee].counters.get("+1/+1") == 1


def test_702_149_training_alone_or_with_weaker_attackers_does_nothing() -> None:
    s = scenario()
    trainee = s.battlefield(0, TRAINEE, counters={"+1/+1": 1})  # 2/2
    bear = s.battlefield(0, BEAR)  # 2/2: not greater
    game = s.start("main1")
    attack(game, trainee, bear)
    assert not game.state.stack_ids() and not game.state.pending_triggers
    assert game.state.objects[trainee].counters == {"+1/+1": 1}


def test_702_134_mentor_targets_an_attacking_creature_with_lesser_power() -> None:
    knight = card("Mentor Knight {2}{W}\nCreature — Human Knight 3/2\nMentor")
    s = scenario()
    mentor = s.battlefield(0, knight)
    small = s.battlefield(0, TRAINEE)  # 1/1, attacking
    ogre = s.battlefield(0, OGRE)  # 4/4, attacking: not lesser
    idle = s.battlefield(0, card("Idle Squire {W}\nCreature — Human 1/1"))  # not attacking
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    for a in (mentor, small, ogre):
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.pending["kind"] == "choose_target")
    options = game.legal_actions()
    assert ("target", small) in options
    assert ("target", ogre) not in options and ("target", idle) not in options and ("target", mentor) not in options
    game.apply(("target", small))
    settle(game, answers=(("target", small),))
    assert game.state.objects[small].counters.get("+1/+1") == 2  # mentor's +1 and training's +1


# --- blitz (702.152) -----------------------------------------------------------------------------------------------


def test_702_152_blitz_gives_haste_and_a_card_then_is_sacrificed_at_end_step() -> None:
    devil = card("Blitz Devil {2}{R}\nCreature — Devil 3/1\nBlitz {R}{R}")
    s = scenario()
    oid = s.hand(0, devil)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    settle(game)
    (blitzed,) = named(game, "Blitz Devil")
    assert "haste" in chars(game.state, blitzed).keywords
    hand = len(game.state.zone("hand", 0))
    pass_until(game, lambda g: g.state.step == "end" and g.state.stack_ids())
    settle(game)
    assert not named(game, "Blitz Devil") and named(game, "Blitz Devil", "graveyard")
    assert len(game.state.zone("hand", 0)) == hand + 1  # "when this dies, draw a card"
    assert "Blitz {R}{R} (702.152)" in render(devil)


def test_702_152_cast_normally_no_haste_and_no_sacrifice() -> None:
    devil = card("Blitz Devil {2}{R}\nCreature — Devil 3/1\nBlitz {R}{R}")
    s = scenario()
    oid = s.hand(0, devil)
    lands(s, 0, 3)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    settle(game)
    (creature,) = named(game, "Blitz Devil")
    assert "haste" not in chars(game.state, creature).keywords
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep")
    assert named(game, "Blitz Devil")


# --- boast (702.142) ----------------------------------------------------------------------------------------------


def test_702_142_boast_only_after_attacking_and_once_each_turn() -> None:
    boaster = card("Boaster {1}{R}\nCreature — Dwarf Berserker 2/2\n"
                   "Boast — {1}: Boaster deals 1 damage to any target.")
    s = scenario()
    oid = s.battlefield(0, boaster)
    lands(s, 0, 3)
    game = s.start("main1")
    assert ("activate", oid, 0) not in game.legal_actions()  # 702.142a: it hasn't attacked this turn
    attack(game, oid)
    after_combat(game)
    assert ("activate", oid, 0) in game.legal_actions()
    game.apply(("activate", oid, 0))
    game.apply(("target", ("player", 1)))
    settle(game)
    assert game.state.players[1].life == 20 - 2 - 1
    assert ("activate", oid, 0) not in game.legal_actions()  # once each turn


# --- amass (701.47) -------------------------------------------------------------------------------------------------


def test_701_47_amass_creates_an_army_then_grows_it() -> None:
    rally = card("Orc Rally {1}{B}\nSorcery\nAmass Orcs 2.")
    s = scenario()
    first = s.hand(0, rally)
    second = s.hand(0, rally)
    lands(s, 0, 4, "Swamp")
    game = s.start("main1")
    for spell in (first, second):
        game.apply(("cast", spell))
        game.apply(("pay",))
        settle(game)
    (army,) = [o for o in game.state.battlefield() if "Army" in chars(game.state, o).subtypes]
    c = chars(game.state, army)
    assert (c.power, c.toughness, "Orc" in c.subtypes, c.colors) == (4, 4, True, frozenset({"B"}))


def test_701_47_amass_onto_another_kind_of_army_adds_the_subtype() -> None:
    rally = card("Orc Rally {1}{B}\nSorcery\nAmass Orcs 1.")
    old = card("Zombie Rally {1}{B}\nSorcery\nAmass 1.")
    s = scenario()
    s.hand(0, old)
    s.hand(0, rally)
    lands(s, 0, 4, "Swamp")
    game = s.start("main1")
    for name in ("Zombie Rally", "Orc Rally"):
        spell = next(o for o in game.state.zone("hand", 0) if game.state.objects[o].card.name == name)
        game.apply(("cast", spell))
        game.apply(("pay",))
        settle(game)
    (army,) = [o for o in game.state.battlefield() if "Army" in chars(game.state, o).subtypes]
    assert {"Zombie", "Orc"} <= chars(game.state, army).subtypes and chars(game.state, army).power == 2


# --- suspect (701.60) -----------------------------------------------------------------------------------------------


def test_701_60_suspected_creature_has_menace_and_cant_block_until_no_longer_suspected() -> None:
    accuse = card("Accuse {W}\nInstant\nSuspect target creature.")
    clear = card("Clear Names {W}\nInstant\nAll suspected creatures are no longer suspected.")
    s = scenario()
    bear = s.battlefield(1, BEAR)
    s.hand(0, accuse)
    s.hand(0, clear)
    lands(s, 0, 2, "Plains")
    game = s.start("main1")
    spell = named(game, "Accuse", "hand")[0]
    game.apply(("cast", spell))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    kws = chars(game.state, bear).keywords
    assert "menace" in kws and "can't block" in kws
    game.apply(("cast", named(game, "Clear Names", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    kws = chars(game.state, bear).keywords
    assert "menace" not in kws and "can't block" not in kws


# --- celebration and coven -------------------------------------------------------------------------------------------


def _end_step_draws(extra: str, setup: Any) -> int:
    """Cast every card in seat 0's hand, then count the cards it draws by the time its turn ends."""
    s = scenario()
    s.battlefield(0, card("Party Goer {1}{R}\nCreature — Faerie 1/1\n" + extra))
    setup(s)
    game = s.start("main1")
    for spell in list(game.state.zone("hand", 0)):
        game.apply(("cast", spell))
        game.apply(("pay",))
        settle(game)
    library = len(game.state.zone("library", 0))
    pass_until(game, lambda g: g.state.active == 1)
    return library - len(game.state.zone("library", 0))


CELEBRATION = ("Celebration — At the beginning of your end step, if two or more nonland permanents entered the "
               "battlefield under your control this turn, draw a card.")


def test_celebration_counts_nonland_permanents_that_entered_this_turn() -> None:
    def two_bears(s: Any) -> None:
        s.hand(0, BEAR)
        s.hand(0, BEAR)
        lands(s, 0, 4, "Forest")

    def one_bear(s: Any) -> None:
        s.hand(0, BEAR)
        lands(s, 0, 4, "Forest")

    assert _end_step_draws(CELEBRATION, two_bears) == 1
    assert _end_step_draws(CELEBRATION, one_bear) == 0  # only one entered


def test_coven_needs_three_different_powers() -> None:
    coven = ("Coven — At the beginning of your end step, if you control three or more creatures with different "
             "powers, draw a card.")

    def powers_1_2_4(s: Any) -> None:
        s.battlefield(0, BEAR)
        s.battlefield(0, OGRE)

    def powers_1_2_2(s: Any) -> None:
        s.battlefield(0, BEAR)
        s.battlefield(0, BEAR)

    assert _end_step_draws(coven, powers_1_2_4) == 1
    assert _end_step_draws(coven, powers_1_2_2) == 0


# --- ward with a cost that isn't mana (702.21a) --------------------------------------------------------------------

HORROR = card("Warded Horror {3}{B}\nCreature — Horror 4/4\nWard—Discard a card.")
SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def _target_warded(answer: tuple[Any, ...]) -> Any:
    s = scenario()
    horror = s.battlefield(1, HORROR)
    s.hand(0, SHOCK)
    s.hand(0, BEAR)
    lands(s, 0, 1)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Shock", "hand")[0]))
    game.apply(("target", horror))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "unless")
    game.apply(answer)
    if answer == ("yes",):
        assert game.pending["kind"] == "discard"
        game.apply(game.legal_actions()[0])
    settle(game)
    return game, horror


def test_702_21_ward_discard_counters_unless_a_card_is_discarded() -> None:
    game, horror = _target_warded(("no",))
    assert game.state.objects[horror].damage == 0 and named(game, "Test Shock", "graveyard")
    assert named(game, "Plain Bear", "hand")


def test_702_21_ward_discard_paid_lets_the_spell_resolve() -> None:
    game, horror = _target_warded(("yes",))
    assert game.state.objects[horror].damage == 2
    assert named(game, "Plain Bear", "graveyard") and not named(game, "Plain Bear", "hand")


def test_702_21_ward_sacrifice_cant_be_paid_without_permanents() -> None:
    eldrazi = card("Warded Eldrazi {5}\nCreature — Eldrazi 6/6\nWard—Sacrifice two permanents.")
    s = scenario()
    target = s.battlefield(1, eldrazi)
    s.hand(0, SHOCK)
    lands(s, 0, 1)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Shock", "hand")[0]))
    game.apply(("target", target))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "unless")
    assert game.legal_actions() == [("no",)]  # one Mountain: two permanents can't be sacrificed


# --- exert (701.43), raid, adapt (701.46), addendum, spectacle (702.137) -------------------------------------------

EXERT_BIRD = card("Exert Bird {3}{W}\nCreature — Bird 3/3\n"
                  "You may exert Exert Bird as it attacks. When you do, it gets +1/+3 until end of turn.")


def _attack_with_exert(answer: tuple[Any, ...]) -> Any:
    s = scenario()
    bird = s.battlefield(0, EXERT_BIRD)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", bird, ("player", 1)))
    game.apply(("attack_done",))
    assert game.pending["kind"] == "exert"
    game.apply(answer)
    settle(game)
    return game, bird


def test_701_43_exerted_creature_gets_its_bonus_and_skips_its_next_untap() -> None:
    game, bird = _attack_with_exert(("yes",))
    assert chars(game.state, bird).power == 4 and chars(game.state, bird).toughness == 6
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1" and g.state.turn > 5)
    assert game.state.objects[bird].tapped  # 701.43b: it didn't untap during its controller's next untap step


def test_701_43_not_exerted_untaps_normally_without_bonus() -> None:
    game, bird = _attack_with_exert(("no",))
    assert chars(game.state, bird).power == 3
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1" and g.state.turn > 5)
    assert not game.state.objects[bird].tapped


def test_raid_condition_needs_an_attack_this_turn() -> None:
    raider = card("Raider {1}{B}\nCreature — Human Pirate 2/2\n"
                  "Raid — When Raider enters, if you attacked this turn, target opponent loses 2 life.")
    s = scenario()
    s.hand(0, raider)
    s.hand(0, raider)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 4, "Swamp")
    game = s.start("main1")
    game.apply(("cast", named(game, "Raider", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 20  # no attack yet
    attack(game, bear)
    after_combat(game)
    game.apply(("cast", named(game, "Raider", "hand")[0]))
    game.apply(("pay",))
    settle(game, answers=(("target", ("player", 1)),))
    assert game.state.players[1].life == 20 - 2 - 2


def test_701_46_adapt_puts_counters_only_without_plus_counters() -> None:
    adapter = card("Adapter {1}{G}\nCreature — Beast 2/2\n{1}: Adapt 2.")
    s = scenario()
    oid = s.battlefield(0, adapter)
    lands(s, 0, 2, "Forest")
    game = s.start("main1")
    for _ in range(2):
        game.apply(("activate", oid, 0))
        game.apply(("pay",))
        settle(game)
    assert game.state.objects[oid].counters == {"+1/+1": 2}  # the second adapt found counters already


def test_addendum_applies_only_when_cast_in_your_main_phase() -> None:
    draw = card("Addendum Draw {U}\nInstant\nDraw a card.\n"
                "Addendum — If you cast this spell during your main phase, draw a card.")
    for step, drawn in (("main1", 2), ("upkeep", 1)):
        s = scenario()
        s.hand(0, draw)
        lands(s, 0, 1, "Island")
        game = s.start(step)
        library = len(game.state.zone("library", 0))
        game.apply(("cast", named(game, "Addendum Draw", "hand")[0]))
        game.apply(("pay",))
        settle(game)
        assert library - len(game.state.zone("library", 0)) == drawn


def test_702_137_spectacle_offered_only_after_an_opponent_lost_life() -> None:
    devil = card("Spectator {2}{R}\nCreature — Devil 3/2\nSpectacle {R}")
    s = scenario()
    oid = s.hand(0, devil)
    lands(s, 0, 1)
    game = s.start("main1")
    game.apply(("cast", oid))
    assert ("cost", "alternative", 0) not in game.legal_actions()  # 702.137a: no opponent lost life yet
    game.apply(("cancel",) if ("cancel",) in game.legal_actions() else game.legal_actions()[0])
    settle(game)
    assert not named(game, "Spectator")
    game.state.players[1].life_lost_this_turn = 1
    game.apply(("cast", oid))
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    settle(game)
    assert named(game, "Spectator")


# --- foretell (702.143) ----------------------------------------------------------------------------------------------

FORETOLD_BOLT = card("Foretold Bolt {3}{R}\nInstant\nForetold Bolt deals 3 damage to any target.\nForetell {R}")


def test_702_143_foretell_exiles_face_down_then_casts_for_the_foretell_cost_on_a_later_turn() -> None:
    s = scenario()
    bolt = s.hand(0, FORETOLD_BOLT)
    lands(s, 0, 3)
    game = s.start("main1")
    assert ("foretell", bolt) in game.legal_actions()
    game.apply(("foretell", bolt))
    game.apply(("pay",))
    (exiled,) = [o for o in game.state.zone("exile", -1) if game.state.objects[o].card.name == "Foretold Bolt"]
    assert game.state.objects[exiled].face_down and not game.state.zone("hand", 0)
    assert sum(game.state.objects[m].tapped for m in named(game, "Mountain")) == 2
    assert ("cast", exiled, "foretell") not in game.legal_actions()  # not the turn it was foretold
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep" and g.pending["player"] == 0)
    assert ("cast", exiled, "foretell") in game.legal_actions()  # an instant, on the opponent's turn
    game.apply(("cast", exiled, "foretell"))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game, seat=1)
    assert game.state.players[1].life == 17
    assert sum(game.state.objects[m].tapped for m in named(game, "Mountain")) == 3  # {R}: the one left


def test_702_143_foretell_is_not_offered_during_an_opponents_turn() -> None:
    s = scenario()
    bolt = s.hand(0, FORETOLD_BOLT)
    lands(s, 0, 2)
    game = s.start("upkeep", active=1)
    pass_until(game, lambda g: g.pending["player"] == 0 and g.pending["kind"] == "priority")
    assert ("foretell", bolt) not in game.legal_actions()
    assert "Foretell {R} (702.143)" in render(FORETOLD_BOLT)


# --- backup (702.165) and bargain (702.166) --------------------------------------------------------------------------

BACKUP_ANGEL = card("Backup Angel {2}{W}\nCreature — Angel 2/2\nBackup 1\nFlying\n"
                    "Whenever this creature attacks, you gain 1 life.")


def _cast_backup(target_self: bool) -> tuple[Any, int, int]:
    s = scenario()
    angel = s.hand(0, BACKUP_ANGEL)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 3, "Plains")
    game = s.start("main1")
    game.apply(("cast", angel))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "choose_target")
    (me,) = named(game, "Backup Angel")
    game.apply(("target", me if target_self else bear))
    settle(game)
    return game, me, bear


def test_702_165_backup_puts_counters_and_grants_the_following_abilities_to_another_creature() -> None:
    game, angel, bear = _cast_backup(target_self=False)
    c = chars(game.state, bear)
    assert game.state.objects[bear].counters == {"+1/+1": 1}
    assert "flying" in c.keywords and any(ab.trigger.event == "attacks" for ab in c.triggered)
    assert game.state.objects[angel].counters == {}
    pass_until(game, lambda g: g.state.active == 1)
    assert "flying" not in chars(game.state, bear).keywords  # until end of turn


def test_702_165_backup_on_itself_only_puts_counters() -> None:
    game, angel, bear = _cast_backup(target_self=True)
    assert game.state.objects[angel].counters == {"+1/+1": 1}
    assert "flying" not in chars(game.state, bear).keywords


BARGAIN_BOLT = card("Bargain Bolt {1}{R}\nInstant\nBargain\nBargain Bolt deals 2 damage to any target. "
                    "If this spell was bargained, Bargain Bolt deals 2 damage to each opponent.")


def test_702_166_bargain_sacrifices_a_token_and_the_spell_knows_it() -> None:
    s = scenario()
    bolt = s.hand(0, BARGAIN_BOLT)
    bear = s.battlefield(0, BEAR)  # a nontoken creature: not bargain fodder
    spirit = s.battlefield(0, card("Spirit Token\nCreature — Spirit 1/1"))
    lands(s, 0, 2)
    game = s.start("main1")
    game.state.objects[spirit].token = True
    game.apply(("cast", bolt))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    for _ in range(10):
        if game.pending["kind"] == "priority":
            break
        options = game.legal_actions()
        assert not any(bear in o for o in options)  # 702.166a: only an artifact, enchantment or token
        picks = [o for o in options if spirit in o] or [o for o in options if o[0] == "pay"] or options
        game.apply(picks[0])
    settle(game)
    assert spirit not in game.state.objects and bear in game.state.objects
    assert game.state.players[1].life == 20 - 2 - 2


def test_702_166_not_bargained_deals_only_the_first_damage() -> None:
    s = scenario()
    bolt = s.hand(0, BARGAIN_BOLT)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", bolt))
    if game.pending["kind"] == "cost_choice":
        game.apply(("cost", "normal"))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 18
    assert "Bargain (702.166)" in render(BARGAIN_BOLT)


# --- plot (702.170) -------------------------------------------------------------------------------------------------

PLOT_BOLT = card("Plotted Bolt {4}{R}\nInstant\nPlotted Bolt deals 3 damage to any target.\nPlot {1}{R}")


def test_702_170_plot_exiles_then_casts_free_as_a_sorcery_on_a_later_turn() -> None:
    s = scenario()
    bolt = s.hand(0, PLOT_BOLT)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("plot", bolt))
    game.apply(("pay",))
    (exiled,) = [o for o in game.state.zone("exile", -1) if game.state.objects[o].card.name == "Plotted Bolt"]
    assert not game.state.objects[exiled].face_down
    assert ("cast", exiled, "plot") not in game.legal_actions()  # not the turn it was plotted
    pass_until(game, lambda g: g.state.active == 1 and g.pending["player"] == 0)
    assert ("cast", exiled, "plot") not in game.legal_actions()  # 702.170d: only as a sorcery, even an instant
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1")
    game.apply(("cast", exiled, "plot"))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 17
    assert not any(game.state.objects[m].tapped for m in named(game, "Mountain"))  # without paying its mana cost
    assert "Plot {1}{R} (702.170)" in render(PLOT_BOLT)


def test_702_170_plot_only_when_a_sorcery_could_be_cast() -> None:
    s = scenario()
    bolt = s.hand(0, PLOT_BOLT)
    lands(s, 0, 2)
    game = s.start("upkeep")
    assert ("plot", bolt) not in game.legal_actions()


def test_702_177_exhaust_ability_activates_only_once() -> None:
    engine = card("Exhaust Engine {2}\nArtifact\nExhaust — {1}: You gain 3 life.")
    s = scenario()
    oid = s.battlefield(0, engine)
    lands(s, 0, 3)
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 23
    assert ("activate", oid, 0) not in game.legal_actions()
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1" and g.state.turn > 5)
    assert ("activate", oid, 0) not in game.legal_actions()  # not once each turn: once
    assert "Exhaust — {1}: You gain 3 life." in render(engine)


# --- discover (701.57) -------------------------------------------------------------------------------------------

DISCOVERER = card("Discoverer {2}{G}\nSorcery\nDiscover 3.")


def _discover(answer: tuple[Any, ...]) -> Any:
    s = scenario()
    s.library(0, BEAR)  # mana value 2: the first hit
    s.library(0, OGRE)  # mana value 4: too big, exiled and skipped
    s.library(0, "Wastes")  # the top card: a land, skipped
    spell = s.hand(0, DISCOVERER)
    lands(s, 0, 5, "Forest")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "may")
    game.apply(answer)
    if answer == ("yes",):
        game.apply(("pay",))
    settle(game)
    return game


def test_701_57_discover_casts_the_first_small_nonland_card_free() -> None:
    game = _discover(("yes",))
    assert named(game, "Plain Bear")
    bottom = {game.state.objects[o].card.name for o in game.state.zone("library", 0)[:2]}
    assert bottom == {"Wastes", "Big Ogre"}  # the skipped cards, on the bottom
    assert not game.state.zone("exile", -1)


def test_701_57_discover_declined_puts_the_card_into_hand() -> None:
    game = _discover(("no",))
    assert named(game, "Plain Bear", "hand") and not named(game, "Plain Bear")
    assert not game.state.zone("exile", -1)


# --- offspring (702.175) ---------------------------------------------------------------------------------------------

MOUSE = card("Offspring Mouse {1}{W}\nCreature — Mouse 3/3\nOffspring {2}")


def test_702_175_offspring_paid_creates_a_1_1_token_copy() -> None:
    s = scenario()
    mouse = s.hand(0, MOUSE)
    lands(s, 0, 4, "Plains")
    game = s.start("main1")
    game.apply(("cast", mouse))
    game.apply(("cost", "kicker", 0))
    game.apply(("pay",))
    settle(game)
    mice = named(game, "Offspring Mouse")
    assert len(mice) == 2
    token = next(o for o in mice if game.state.objects[o].token)
    c = chars(game.state, token)
    assert (c.power, c.toughness, "Mouse" in c.subtypes) == (1, 1, True)
    assert "Offspring {2} (702.175)" in render(MOUSE)


def test_702_175_offspring_not_paid_no_token() -> None:
    s = scenario()
    mouse = s.hand(0, MOUSE)
    lands(s, 0, 4, "Plains")
    game = s.start("main1")
    game.apply(("cast", mouse))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    settle(game)
    assert len(named(game, "Offspring Mouse")) == 1


# --- Role tokens (111.10, 303.7) --------------------------------------------------------------------------------------


def _role_game(*spells: str) -> tuple[Any, int]:
    s = scenario()
    bear = s.battlefield(0, BEAR)
    for text in spells:
        s.hand(0, card(text))
    lands(s, 0, 4, "Swamp")
    game = s.start("main1")
    for oid in list(game.state.zone("hand", 0)):
        game.apply(("cast", oid))
        game.apply(("target", bear))
        game.apply(("pay",))
        settle(game)
    return game, bear


def test_303_7_role_token_is_created_attached_and_gives_its_abilities() -> None:
    game, bear = _role_game("Monstrous Gift {B}\nInstant\nCreate a Monster Role token attached to target creature.")
    (role,) = [o for o in game.state.battlefield() if "Role" in chars(game.state, o).subtypes]
    assert game.state.objects[role].attached_to == bear and game.state.objects[role].token
    c = chars(game.state, bear)
    assert (c.power, c.toughness, "trample" in c.keywords) == (3, 3, True)


def test_303_7_a_newer_role_replaces_the_older_one_and_wicked_drains_on_leaving() -> None:
    game, bear = _role_game(
        "Wicked Gift {B}\nInstant\nCreate a Wicked Role token attached to target creature.",
        "Cursed Gift {B}\nInstant\nCreate a Cursed Role token attached to target creature.")
    roles = [o for o in game.state.battlefield() if "Role" in chars(game.state, o).subtypes]
    assert [game.state.objects[o].card.name for o in roles] == ["Cursed Role"]  # the Wicked Role went away
    assert game.state.players[1].life == 19  # "when this Aura is put into a graveyard ..., each opponent loses 1"
    c = chars(game.state, bear)
    assert (c.power, c.toughness) == (1, 1)  # the Cursed Role: base power and toughness 1/1


def test_role_tokens_all_compile() -> None:
    from kitchentable.cards.phrases_setmech import _ROLES, role_token

    for kind in _ROLES:
        assert "Role" in role_token(kind).subtypes and role_token(kind).enchant is not None


# --- gift (702.174) ------------------------------------------------------------------------------------------------

GIFT_BOLT = card("Gift Bolt {1}{R}\nInstant\nGift a card\nGift Bolt deals 2 damage to any target. "
                 "If the gift was promised, Gift Bolt deals 2 damage to each opponent.")


def test_702_174_gift_promised_opponent_draws_first_and_the_spell_knows() -> None:
    s = scenario()
    bolt = s.hand(0, GIFT_BOLT)
    lands(s, 0, 2)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 1))
    game.apply(("cast", bolt))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 1)) == hand + 1
    assert game.state.players[1].life == 16


def test_702_174_gift_not_promised_no_gift() -> None:
    s = scenario()
    bolt = s.hand(0, GIFT_BOLT)
    lands(s, 0, 2)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 1))
    game.apply(("cast", bolt))
    game.apply(("cost", "normal"))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 1)) == hand and game.state.players[1].life == 18


def test_702_174_gift_of_a_permanent_is_given_when_it_enters() -> None:
    otter = card("Gift Otter {2}{U}\nCreature — Otter 2/2\nGift a tapped Fish\n"
                 "When this creature enters, if the gift was promised, draw a card.")
    s = scenario()
    oid = s.hand(0, otter)
    lands(s, 0, 3, "Island")
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("cost", "kicker", 0))
    game.apply(("pay",))
    settle(game)
    (fish,) = [o for o in game.state.battlefield() if "Fish" in chars(game.state, o).subtypes]
    assert game.state.objects[fish].controller == 1 and game.state.objects[fish].tapped
    assert len(game.state.zone("hand", 0)) == 1  # the card drawn by "if the gift was promised"


# --- incubate (701.53) -------------------------------------------------------------------------------------------------


def test_701_53_incubator_token_keeps_its_counters_when_it_transforms_into_a_creature() -> None:
    lab = card("Incubation Lab {1}{B}\nSorcery\nIncubate 3.")
    s = scenario()
    s.hand(0, lab)
    lands(s, 0, 4, "Swamp")
    game = s.start("main1")
    game.apply(("cast", named(game, "Incubation Lab", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    (incubator,) = named(game, "Incubator Token")
    c = chars(game.state, incubator)
    assert "Creature" not in c.types and game.state.objects[incubator].counters == {"+1/+1": 3}
    game.apply(("activate", incubator, 0))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, incubator)
    assert c.name == "Phyrexian Token" and "Creature" in c.types and (c.power, c.toughness) == (3, 3)


# --- collect evidence (701.59) --------------------------------------------------------------------------------------

EVIDENCE_BOLT = card("Evidence Bolt {1}{R}\nInstant\nAs an additional cost to cast this spell, you may collect evidence 4.\n"
                     "Evidence Bolt deals 2 damage to any target. If evidence was collected, Evidence Bolt deals 2 "
                     "damage to each opponent.")


def test_701_59_collect_evidence_exiles_cards_until_total_mana_value_is_reached() -> None:
    s = scenario()
    bolt = s.hand(0, EVIDENCE_BOLT)
    ogre = s.graveyard(0, OGRE)  # mana value 4
    bear = s.graveyard(0, BEAR)  # mana value 2
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    game.apply(("pick", "evidence", bear))
    assert game.pending["kind"] == "cost_evidence"  # 2 of 4 so far
    game.apply(("pick", "evidence", ogre))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 16
    assert {game.state.objects[o].card.name for o in game.state.zone("exile", -1)} == {"Plain Bear", "Big Ogre"}


def test_701_59_collect_evidence_not_offered_without_enough_mana_value() -> None:
    s = scenario()
    bolt = s.hand(0, EVIDENCE_BOLT)
    s.graveyard(0, BEAR)  # 2 < 4
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    settle(game)
    assert named(game, "Evidence Bolt", "hand")  # 601.2h: the cost can't be paid, so the cast is rewound


def test_701_59_may_collect_evidence_in_a_trigger() -> None:
    drake = card("Evidence Drake {3}{U}\nCreature — Drake 2/2\n"
                 "When this creature enters, you may collect evidence 2. If you do, draw two cards.")
    s = scenario()
    oid = s.hand(0, drake)
    bear = s.graveyard(0, BEAR)
    lands(s, 0, 4, "Island")
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "may")
    game.apply(("yes",))
    game.apply(("evidence", bear))
    settle(game)
    assert len(game.state.zone("hand", 0)) == 2 and bear not in game.state.objects


# --- reconfigure (702.151) -----------------------------------------------------------------------------------------

RABBIT = card("Rabbit Battery {R}\nArtifact Creature — Equipment Rabbit 1/1\nHaste\n"
              "Equipped creature gets +1/+1 and has haste.\nReconfigure {R}")


def test_702_151_reconfigure_attaches_stops_being_a_creature_and_unattaches() -> None:
    s = scenario()
    rabbit = s.battlefield(0, RABBIT)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("activate", rabbit, 0))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[rabbit].attached_to == bear
    assert "Creature" not in chars(game.state, rabbit).types  # 702.151b
    assert chars(game.state, bear).power == 3 and "haste" in chars(game.state, bear).keywords
    game.apply(("activate", rabbit, 1))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[rabbit].attached_to is None and "Creature" in chars(game.state, rabbit).types
    assert chars(game.state, bear).power == 2
    assert "Reconfigure {R} (702.151)" in render(RABBIT)


def test_702_151_unattach_only_while_attached_and_only_as_a_sorcery() -> None:
    s = scenario()
    rabbit = s.battlefield(0, RABBIT)
    lands(s, 0, 2)
    game = s.start("main1")
    assert ("activate", rabbit, 1) not in game.legal_actions()
    s2 = scenario()
    r2 = s2.battlefield(0, RABBIT)
    s2.battlefield(0, BEAR)
    lands(s2, 0, 2)
    game2 = s2.start("upkeep")
    assert ("activate", r2, 0) not in game2.legal_actions()


# --- escape (702.138) --------------------------------------------------------------------------------------------

ESCAPER = card("Escaping Boar {1}{G}\nCreature — Boar 2/2\nThis creature escapes with two +1/+1 counters on it.\n"
               "Escape—{G}, Exile two other cards from your graveyard.")


def test_702_138_escape_casts_from_the_graveyard_exiling_other_cards() -> None:
    s = scenario()
    boar = s.graveyard(0, ESCAPER)
    s.graveyard(0, BEAR)
    s.graveyard(0, OGRE)
    lands(s, 0, 1, "Forest")
    game = s.start("main1")
    assert ("cast", boar, "escape") in game.legal_actions()
    game.apply(("cast", boar, "escape"))
    for _ in range(4):
        if game.pending["kind"] == "priority":
            break
        game.apply(game.legal_actions()[0] if game.pending["kind"] != "pay_mana" else ("pay",))
    settle(game)
    (escaped,) = named(game, "Escaping Boar")
    assert game.state.objects[escaped].counters == {"+1/+1": 2}  # 702.138c
    assert len(game.state.zone("exile", -1)) == 2 and not game.state.zones.get(("graveyard", 0))


def test_702_138_no_escape_without_enough_other_cards() -> None:
    s = scenario()
    boar = s.graveyard(0, ESCAPER)
    s.graveyard(0, BEAR)
    lands(s, 0, 1, "Forest")
    game = s.start("main1")
    if ("cast", boar, "escape") in game.legal_actions():
        game.apply(("cast", boar, "escape"))
        settle(game)
    assert named(game, "Escaping Boar", "graveyard")


def test_702_138_cast_from_hand_enters_without_the_escape_counters() -> None:
    s = scenario()
    boar = s.hand(0, ESCAPER)
    lands(s, 0, 2, "Forest")
    game = s.start("main1")
    game.apply(("cast", boar))
    game.apply(("pay",))
    settle(game)
    (entered,) = named(game, "Escaping Boar")
    assert game.state.objects[entered].counters == {}


# --- saddle (702.171) and jump-start (702.133) -----------------------------------------------------------------------

HORSE = card("Saddle Horse {2}{W}\nCreature — Horse Mount 3/3\n"
             "Whenever this creature attacks while saddled, you gain 2 life.\nSaddle 2")


def test_702_171_saddled_mount_gets_its_attack_trigger() -> None:
    s = scenario()
    horse = s.battlefield(0, HORSE)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    game.apply(("activate", horse, 0))
    game.apply(("pick", "crew", bear))
    if game.pending["kind"] != "priority":
        game.apply(("pay",))
    settle(game)
    assert game.state.objects[bear].tapped
    attack(game, horse)
    settle(game)
    after_combat(game)
    assert game.state.players[0].life == 22


def test_702_171_unsaddled_mount_attacks_without_it() -> None:
    s = scenario()
    horse = s.battlefield(0, HORSE)
    game = s.start("main1")
    attack(game, horse)
    after_combat(game)
    assert game.state.players[0].life == 20
    s2 = scenario()
    h2 = s2.battlefield(0, HORSE)
    s2.battlefield(0, BEAR)
    game2 = s2.start("upkeep")
    assert ("activate", h2, 0) not in game2.legal_actions()  # only as a sorcery


def test_702_133_jump_start_casts_from_graveyard_discarding_then_exiles() -> None:
    chart = card("Jump Chart {1}{U}\nInstant\nDraw two cards.\nJump-start")
    s = scenario()
    spell = s.graveyard(0, chart)
    fodder = s.hand(0, BEAR)
    lands(s, 0, 2, "Island")
    game = s.start("main1")
    game.apply(("cast", spell, "flashback"))
    for _ in range(4):
        if game.pending["kind"] == "priority":
            break
        options = game.legal_actions()
        game.apply(next((o for o in options if fodder in o), ("pay",) if ("pay",) in options else options[0]))
    settle(game)
    assert named(game, "Plain Bear", "graveyard") and named(game, "Jump Chart", "exile")
    assert len(game.state.zone("hand", 0)) == 2
    assert "Jump-start (702.133)" in render(chart)


# --- enlist (702.154) ------------------------------------------------------------------------------------------------


def test_702_154_enlist_taps_a_nonattacker_and_adds_its_power() -> None:
    soldier = card("Enlisting Soldier {1}{W}\nCreature — Human Soldier 2/2\nEnlist")
    s = scenario()
    oid = s.battlefield(0, soldier)
    ogre = s.battlefield(0, OGRE)
    sick = s.battlefield(0, BEAR, sick=True)  # summoning sick and without haste: can't be enlisted
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", oid, ("player", 1)))
    game.apply(("attack_done",))
    assert game.pending["kind"] == "enlist"
    assert ("enlist", sick) not in game.legal_actions()
    game.apply(("enlist", ogre))
    settle(game)
    assert game.state.objects[ogre].tapped and chars(game.state, oid).power == 6
    after_combat(game)
    assert game.state.players[1].life == 14


# --- descend, valiant, and abilities paid by exiling the card from the graveyard (renew) ---------------------------


def test_descend_counts_permanent_cards_in_your_graveyard() -> None:
    descender = card("Descender {1}{B}\nCreature — Vampire 2/2\n"
                     "Descend 4 — This creature gets +2/+0 as long as there are four or more permanent cards in "
                     "your graveyard.")
    s = scenario()
    oid = s.battlefield(0, descender)
    for _ in range(3):
        s.graveyard(0, BEAR)
    s.graveyard(0, SHOCK)  # an instant: not a permanent card
    game = s.start("main1")
    assert chars(game.state, oid).power == 2
    s2 = scenario()
    oid2 = s2.battlefield(0, descender)
    for _ in range(4):
        s2.graveyard(0, BEAR)
    game2 = s2.start("main1")
    assert chars(game2.state, oid2).power == 4


def test_valiant_triggers_only_the_first_time_each_turn_and_only_for_your_spells() -> None:
    mouse = card("Valiant Mouse {W}\nCreature — Mouse Soldier 1/1\nValiant — Whenever this creature becomes the "
                 "target of a spell or ability you control for the first time each turn, put a +1/+1 counter on it.")
    boost = card("Boost {W}\nInstant\nTarget creature gets +0/+1 until end of turn.")
    s = scenario()
    oid = s.battlefield(0, mouse)
    s.hand(0, boost)
    s.hand(0, boost)
    lands(s, 0, 2, "Plains")
    game = s.start("main1")
    for spell in list(game.state.zone("hand", 0)):
        game.apply(("cast", spell))
        game.apply(("target", oid))
        game.apply(("pay",))
        settle(game)
    assert game.state.objects[oid].counters == {"+1/+1": 1}


def test_exiling_the_card_from_the_graveyard_is_an_ability_of_the_graveyard() -> None:
    renewer = card("Renewer {1}{G}\nCreature — Elf 2/2\nRenew — {1}, Exile this card from your graveyard: Put a "
                   "+1/+1 counter on target creature. Activate only as a sorcery.")
    s = scenario()
    dead = s.graveyard(0, renewer)
    bear = s.battlefield(0, BEAR)
    lands(s, 0, 1)
    game = s.start("main1")
    assert renewer.activated[0].zone == "graveyard"
    game.apply(("activate", dead, 0))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[bear].counters == {"+1/+1": 1} and named(game, "Renewer", "exile")


# --- riot (702.136) -----------------------------------------------------------------------------------------------

RIOTER = card("Rioter {1}{R}\nCreature — Goblin 2/2\nRiot")


def _riot(answer: str) -> tuple[Any, int]:
    s = scenario()
    oid = s.hand(0, RIOTER)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "riot")
    game.apply((answer,))
    settle(game)
    (rioter,) = named(game, "Rioter")
    return game, rioter


def test_702_136_riot_counter_or_haste() -> None:
    game, rioter = _riot("counter")
    assert game.state.objects[rioter].counters == {"+1/+1": 1} and "haste" not in chars(game.state, rioter).keywords
    game, rioter = _riot("haste")
    assert not game.state.objects[rioter].counters and "haste" in chars(game.state, rioter).keywords


# --- start your engines! and max speed (702.178-179) ------------------------------------------------------------------

SPEEDSTER = card("Speedster {1}{R}\nCreature — Human 2/1\nStart your engines!\nMax speed — This creature gets +2/+0.")


def test_702_179_speed_starts_at_one_and_rises_once_each_turn_an_opponent_loses_life() -> None:
    from kitchentable.rules.additional.speed_and_city_blessing import speed

    s = scenario()
    oid = s.hand(0, SPEEDSTER)
    s.hand(0, SHOCK)
    s.hand(0, SHOCK)
    lands(s, 0, 4)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    settle(game)
    assert speed(game.state, 0) == 1
    for shock in named(game, "Test Shock", "hand"):
        game.apply(("cast", shock))
        game.apply(("target", ("player", 1)))
        game.apply(("pay",))
        settle(game)
    assert speed(game.state, 0) == 2  # only once each turn
    assert speed(game.state, 1) == 0


def test_702_178_max_speed_ability_works_only_at_speed_four() -> None:
    from kitchentable.rules.additional.speed_and_city_blessing import SPEED

    s = scenario()
    oid = s.battlefield(0, SPEEDSTER)
    game = s.start("main1")
    game.state.delayed = [(SPEED, 0, 3)]
    game.state.cache.clear()
    assert chars(game.state, oid).power == 2
    game.state.delayed = [(SPEED, 0, 4)]
    game.state.cache.clear()
    assert chars(game.state, oid).power == 4


# --- mobilize (702.181) and endure (701.63) ---------------------------------------------------------------------------


def test_702_181_mobilize_creates_attacking_warriors_sacrificed_at_end_step() -> None:
    mobilizer = card("Mobilizer {1}{R}\nCreature — Human Warrior 2/2\nMobilize 2")
    s = scenario()
    oid = s.battlefield(0, mobilizer)
    game = s.start("main1")
    attack(game, oid)
    settle(game)
    warriors = [o for o in game.state.battlefield() if game.state.objects[o].token]
    assert len(warriors) == 2 and all(game.state.objects[w].tapped and game.state.objects[w].attacking for w in warriors)
    after_combat(game)
    assert game.state.players[1].life == 20 - 2 - 1 - 1
    pass_until(game, lambda g: g.state.active == 1)
    assert not [o for o in game.state.battlefield() if game.state.objects[o].token]


def test_701_63_endure_counters_or_a_spirit() -> None:
    grower = card("Enduring Ox {2}{W}\nCreature — Ox 2/2\nWhen this creature enters, it endures 2.")
    for answer in ("counters", "spirit"):
        s = scenario()
        oid = s.hand(0, grower)
        lands(s, 0, 3, "Plains")
        game = s.start("main1")
        game.apply(("cast", oid))
        game.apply(("pay",))
        pass_until(game, lambda g: g.pending["kind"] == "endure")
        game.apply((answer,))
        settle(game)
        (ox,) = named(game, "Enduring Ox")
        spirits = [o for o in game.state.battlefield() if "Spirit" in chars(game.state, o).subtypes]
        if answer == "counters":
            assert game.state.objects[ox].counters == {"+1/+1": 2} and not spirits
        else:
            assert not game.state.objects[ox].counters and chars(game.state, spirits[0]).power == 2


# --- ascend (702.131) --------------------------------------------------------------------------------------------------

ASCENDER = card("Ascending Cat {1}{W}\nCreature — Cat 2/2\nAscend\n"
                "This creature gets +2/+2 as long as you have the city's blessing.")


def test_702_131_ascend_gives_the_blessing_at_ten_permanents_for_the_rest_of_the_game() -> None:
    s = scenario()
    cat = s.hand(0, ASCENDER)
    lands(s, 0, 8, "Plains")
    game = s.start("main1")
    game.apply(("cast", cat))
    game.apply(("pay",))
    settle(game)
    (oid,) = named(game, "Ascending Cat")
    assert chars(game.state, oid).power == 2  # nine permanents
    s2 = scenario()
    cat2 = s2.hand(0, ASCENDER)
    lands(s2, 0, 9, "Plains")
    game2 = s2.start("main1")
    game2.apply(("cast", cat2))
    game2.apply(("pay",))
    settle(game2)
    (oid2,) = named(game2, "Ascending Cat")
    assert chars(game2.state, oid2).power == 4  # ten permanents
    from kitchentable.rules import events

    for land in named(game2, "Plains")[:5]:
        events.sacrifice(game2.state, land)
    assert chars(game2.state, oid2).power == 4  # the blessing stays (702.131c)


# --- disguise (702.168) ------------------------------------------------------------------------------------------------

DISGUISED = card("Disguised Agent {3}{U}\nCreature — Human Detective 3/3\nDisguise {1}{U}")


def test_702_168_disguised_face_down_is_a_2_2_with_ward_2() -> None:
    s = scenario()
    agent = s.hand(0, DISGUISED)
    s.hand(1, SHOCK)
    lands(s, 0, 3, "Island")
    lands(s, 1, 1)
    game = s.start("main1")
    game.apply(("cast", agent, "face_down"))
    game.apply(("pay",))
    settle(game)
    (down,) = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    c = chars(game.state, down)
    assert (c.name, c.power, c.toughness) == ("", 2, 2) and any(ab.text == "Ward {2}" for ab in c.triggered)
    pass_until(game, lambda g: g.pending["player"] == 1 and g.pending["kind"] == "priority")
    game.apply(("cast", game.state.zone("hand", 1)[0]))
    game.apply(("target", down))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "unless")
    assert game.legal_actions() == [("no",)]  # seat 1 has no mana left for {2}
    game.apply(("no",))
    settle(game, seat=1)
    assert game.state.objects[down].damage == 0  # the Shock was countered
    assert "Disguise {1}{U} (702.168" in render(DISGUISED)


def test_702_164_toxic_can_be_granted() -> None:
    plague = card("Plague Banner {2}\nArtifact\nCreatures you control have toxic 1.")
    s = scenario()
    s.battlefield(0, plague)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    assert "toxic 1" in chars(game.state, bear).keywords
    attack(game, bear)
    after_combat(game)
    assert game.state.players[1].poison == 1


def test_701_58_cloaked_card_is_a_face_down_2_2_with_ward_2() -> None:
    cloaker = card("Cloaker {2}{W}\nSorcery\nCloak the top card of your library.")
    s = scenario()
    s.hand(0, cloaker)
    lands(s, 0, 3, "Plains")
    game = s.start("main1")
    game.apply(("cast", named(game, "Cloaker", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    (down,) = [o for o in game.state.battlefield() if game.state.objects[o].face_down]
    c = chars(game.state, down)
    assert (c.power, c.toughness) == (2, 2) and any(ab.text == "Ward {2}" for ab in c.triggered)
