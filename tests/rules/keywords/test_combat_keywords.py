"""Keywords of attacking creatures: toxic (702.164), training (702.149), mentor, boast, exert (701.43), raid,
reconfigure (702.151), saddle (702.171), enlist (702.154), mobilize (702.181); each compiled from a small card
of our own and played in a scenario.
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import pass_until
from tests.rules.keyword_support import after_combat, attack, card, lands, named, scenario, settle

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
