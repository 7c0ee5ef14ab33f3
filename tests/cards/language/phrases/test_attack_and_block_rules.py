"""Tests of `cards.language.phrases.attack_and_block_rules`: rules of attacking and blocking printed on cards
(506-509). Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, BIG, card, resolve, to_blocks


def _pay_and_resolve(game) -> None:  # type: ignore[no-untyped-def]
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))
    resolve(game)


def _libraries(s: Scenario) -> Scenario:
    """Cards to draw, so that passing turns doesn't end the game (704.5b)."""
    for seat in (0, 1):
        s.many(seat, "library", ["Forest"] * 5)
    return s


def _to_upkeep(game, seat: int) -> None:  # type: ignore[no-untyped-def]
    turn = game.state.turn
    while game.state.turn == turn or game.state.active != seat or game.state.step != "upkeep":
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else ("attack_done",) if ("attack_done",) in options
                   else ("block_done",) if ("block_done",) in options else options[0])


def test_602_5b_activate_only_during_your_turn_before_attackers_are_declared() -> None:
    sorcerer = card("Test Sorcerer {2}{U}\nCreature — Human Wizard 1/1\n"
                    "{T}: Test Sorcerer deals 1 damage to any target. "
                    "Activate only during your turn, before attackers are declared.")
    assert "before attackers" in render(sorcerer).lower()
    s = Scenario()
    oid = s.battlefield(0, sorcerer)
    s.battlefield(0, BEAR)
    game = s.start("main1")
    assert ("activate", oid, 0) in game.legal_actions()
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack_done",))
    while game.state.step != "main2":
        game.apply(("pass",))
    assert ("activate", oid, 0) not in game.legal_actions()
    s2 = Scenario()
    oid = s2.battlefield(1, sorcerer)
    game = s2.start("main1")
    game.apply(("pass",))
    assert game.pending["player"] == 1 and ("activate", oid, 0) not in game.legal_actions()


def test_502_3_doesnt_untap_during_its_controllers_next_untap_step() -> None:
    frost = card("Test Frost {U}\nInstant\n"
                 "Tap target creature. That creature doesn't untap during its controller's next untap step.")
    assert "next untap step" in render(frost)
    s = _libraries(Scenario())
    bear = s.battlefield(1, BEAR)
    spell = s.hand(0, frost)
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bear))
    _pay_and_resolve(game)
    assert game.state.objects[bear].tapped
    _to_upkeep(game, 1)
    assert game.state.objects[bear].tapped  # its controller's next untap step: it stays tapped
    _to_upkeep(game, 1)
    assert not game.state.objects[bear].tapped  # the one after: it untaps


def test_502_3_self_doesnt_untap_during_your_next_untap_step() -> None:
    reveka = card("Test Savant {2}{U}{U}\nCreature — Dwarf Wizard 0/1\n"
                  "{T}: Test Savant deals 2 damage to any target and doesn't untap during your next untap step.")
    s = _libraries(Scenario())
    oid = s.battlefield(0, reveka)
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("target", ("player", 1)))
    _pay_and_resolve(game)
    assert game.state.players[1].life == 18
    _to_upkeep(game, 0)
    assert game.state.objects[oid].tapped


def test_502_3_doesnt_untap_if_it_has_a_depletion_counter_on_it() -> None:
    land = card("Test Depleted Land\nLand\n"
                "Test Depleted Land doesn't untap during your untap step if it has a depletion counter on it.")
    s = Scenario()
    with_counter = s.battlefield(0, land, tapped=True, counters={"depletion": 1})
    without = s.battlefield(0, land, tapped=True)
    game = s.start("end", active=1)
    while game.state.active != 0 or game.state.step != "upkeep":
        game.apply(("pass",))
    assert game.state.objects[with_counter].tapped and not game.state.objects[without].tapped


def test_611_2b_doesnt_untap_for_as_long_as_source_remains_tapped() -> None:
    trap = card("Test Trap {3}\nArtifact\n{3}, {T}: Tap target creature. It doesn't untap during its "
                "controller's untap step for as long as Test Trap remains tapped.")
    pump = card("Test Rack {1}\nArtifact\n{1}, {T}: Target creature gets +2/+2 for as long as Test Rack "
                "remains tapped.")
    s = _libraries(Scenario())
    t = s.battlefield(0, trap)
    r = s.battlefield(0, pump)
    bear = s.battlefield(1, BEAR)
    mine = s.battlefield(0, BEAR)
    s.many(0, "battlefield", ["Island"] * 4)
    game = s.start("main1")
    game.apply(("activate", t, 0))
    game.apply(("target", bear))
    _pay_and_resolve(game)
    game.apply(("activate", r, 0))
    game.apply(("target", mine))
    _pay_and_resolve(game)
    assert chars(game.state, mine).power == 4
    _to_upkeep(game, 1)
    assert game.state.objects[bear].tapped and chars(game.state, mine).power == 4  # sources still tapped
    _to_upkeep(game, 0)  # the artifacts untap: both effects end (611.2b)
    assert chars(game.state, mine).power == 2
    _to_upkeep(game, 1)
    assert not game.state.objects[bear].tapped


def test_613_1b_you_control_enchanted_creature() -> None:
    magic = card("Test Control {2}{U}{U}\nEnchantment — Aura\nEnchant creature\nYou control enchanted creature.")
    assert "You control enchanted creature" in render(magic)
    s = Scenario()
    bear = s.battlefield(1, BEAR)
    aura = s.hand(0, magic)
    s.many(0, "battlefield", ["Island"] * 4)
    game = s.start("main1")
    game.apply(("cast", aura))
    game.apply(("target", bear))
    _pay_and_resolve(game)
    assert chars(game.state, bear).controller == 0
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    assert not any(o[0] == "attack" and o[1] == bear for o in game.legal_actions())  # 302.6: just gained
    aura_now = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Control")
    from kitchentable.rules import events

    events.move(game.state, aura_now, "graveyard")
    game.state.cache.clear()
    assert chars(game.state, bear).controller == 1


def test_508_1c_cant_attack_unless_defending_player_controls_an_island() -> None:
    serpent = card("Test Serpent {5}{U}\nCreature — Serpent 5/5\n"
                   "Test Serpent can't attack unless defending player controls an Island.")
    s = Scenario()
    oid = s.battlefield(0, serpent)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    assert not any(o[0] == "attack" for o in game.legal_actions())
    s2 = Scenario()
    oid = s2.battlefield(0, serpent)
    s2.battlefield(1, "Island")
    game = s2.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    assert ("attack", oid, ("player", 1)) in game.legal_actions()


def test_509_1b_cant_be_blocked_by_more_than_one_creature() -> None:
    beast = card("Test Beast {3}{G}\nCreature — Beast 4/4\nTest Beast can't be blocked by more than one creature.")
    s = Scenario()
    a = s.battlefield(0, beast)
    b1 = s.battlefield(1, BEAR)
    b2 = s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, a)
    assert ("block", b1, a) in game.legal_actions()
    game.apply(("block", b1, a))
    assert ("block", b2, a) not in game.legal_actions()


def test_509_1b_target_creature_cant_block_this_turn_and_cant_be_blocked_this_turn() -> None:
    stun = card("Test Stun {R}\nInstant\nTarget creature can't block this turn.")
    veil = card("Test Veil {U}\nInstant\nTarget creature can't be blocked this turn.")
    s = _libraries(Scenario())
    a1 = s.battlefield(0, BIG)
    a2 = s.battlefield(0, BIG)
    blocker = s.battlefield(1, BEAR)
    blocker2 = s.battlefield(1, BEAR)
    x, y = s.hand(0, stun), s.hand(0, veil)
    s.many(0, "battlefield", ["Mountain", "Island"])
    game = s.start("main1")
    game.apply(("cast", x))
    game.apply(("target", blocker))
    _pay_and_resolve(game)
    game.apply(("cast", y))
    game.apply(("target", a2))
    _pay_and_resolve(game)
    to_blocks(game, a1, a2)
    options = game.legal_actions()
    assert not any(o[0] == "block" and o[1] == blocker for o in options)
    assert ("block", blocker2, a1) in options and ("block", blocker2, a2) not in options
    _to_upkeep(game, 1)
    assert "can't block" not in chars(game.state, blocker).keywords  # until end of turn only


def test_510_1c_assign_combat_damage_as_though_it_werent_blocked() -> None:
    wolf = card("Test Wolf {2}{G}\nCreature — Wolf 2/2\n"
                "You may have Test Wolf assign its combat damage as though it weren't blocked.")
    s = Scenario()
    a = s.battlefield(0, wolf)
    b = s.battlefield(1, BIG)
    game = s.start("main1")
    to_blocks(game, a)
    game.apply(("block", b, a))
    game.apply(("block_done",))
    while game.pending["kind"] != "assign_as_unblocked":
        game.apply(("pass",))
    game.apply(("as_unblocked", a))
    while game.state.step != "main2":
        game.apply(("pass",))
    assert game.state.players[1].life == 18
    assert game.state.objects[b].damage == 0


def test_613_4c_gets_bonus_as_long_as_and_for_each() -> None:
    horror = card("Test Horror {1}{B}\nCreature — Horror 1/1\n"
                  "Test Horror gets +2/+2 as long as seven or more cards are in your graveyard.")
    golem = card("Test Golem {2}\nArtifact Creature — Golem 1/1\nTest Golem gets +1/+1 for each artifact you control.")
    knight = card("Test Knight {W}\nCreature — Knight 2/2\nTest Knight gets +1/+1 for each Aura attached to it.\n"
                  "Test Knight has first strike as long as it's attacking.")
    s = Scenario()
    h = s.battlefield(0, horror)
    g = s.battlefield(0, golem)
    k = s.battlefield(0, knight)
    s.battlefield(0, "Sol Ring")
    s.many(0, "graveyard", ["Forest"] * 6)
    game = s.start("main1")
    assert chars(game.state, h).power == 1 and chars(game.state, g).power == 3
    assert chars(game.state, k).power == 2 and "first strike" not in chars(game.state, k).keywords
    s.graveyard(0, "Forest")
    game.state.cache.clear()
    assert chars(game.state, h).power == 3


def test_613_4d_switch_power_and_toughness() -> None:
    giant = card("Test Giant {R}\nCreature — Giant 1/4\n{1}: Switch Test Giant's power and toughness until end of turn.")
    s = Scenario()
    oid = s.battlefield(0, giant, counters={"+1/+1": 1})
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    _pay_and_resolve(game)
    assert (chars(game.state, oid).power, chars(game.state, oid).toughness) == (5, 2)  # after counters


def test_615_1_if_damage_would_be_dealt_to_it_prevent_that_damage() -> None:
    spirit = card("Test Wisp {W}\nCreature — Spirit 1/1\nIf damage would be dealt to Test Wisp, prevent that damage.")
    s = Scenario()
    oid = s.battlefield(1, spirit)
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", oid))
    _pay_and_resolve(game)
    assert oid in game.state.battlefield() and game.state.objects[oid].damage == 0


def test_603_2_whenever_you_cast_a_spell_that_targets_it() -> None:
    hero = card("Test Hero {W}\nCreature — Human Soldier 1/1\n"
                "Whenever you cast a spell that targets Test Hero, put a +1/+1 counter on Test Hero.")
    boost = card("Test Boost {G}\nInstant\nTarget creature gets +1/+1 until end of turn.")
    s = Scenario()
    oid = s.battlefield(0, hero)
    other = s.battlefield(0, BEAR)
    x, y = s.hand(0, boost), s.hand(0, boost)
    s.many(0, "battlefield", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", x))
    game.apply(("target", other))
    _pay_and_resolve(game)
    assert game.state.objects[oid].counters.get("+1/+1", 0) == 0
    game.apply(("cast", y))
    game.apply(("target", oid))
    _pay_and_resolve(game)
    while game.state.stack_ids():
        resolve(game)
    assert game.state.objects[oid].counters.get("+1/+1", 0) == 1


def test_122_enters_tapped_with_charge_counters() -> None:
    battery = card("Test Battery {3}\nArtifact\nTest Battery enters tapped with two charge counters on it.")
    s = Scenario()
    spell = s.hand(0, battery)
    s.many(0, "battlefield", ["Mountain"] * 3)
    game = s.start("main1")
    game.apply(("cast", spell))
    _pay_and_resolve(game)
    oid = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Battery")
    assert game.state.objects[oid].tapped and game.state.objects[oid].counters.get("charge") == 2


WALL = card("Test Wall {1}{W}\nCreature — Wall 0/4\nDefender")


FLIER = card("Test Bird {1}{U}\nCreature — Bird 1/1\nFlying")


def test_509_1b_cant_be_blocked_by_and_except_by_a_description() -> None:
    elf = card("Test Runner {G}\nCreature — Elf 1/1\nTest Runner can't be blocked by Walls.")
    sprite = card("Test Sprite {U}\nCreature — Faerie 1/1\nTest Sprite can't be blocked except by creatures with flying.")
    s = Scenario()
    a1, a2 = s.battlefield(0, elf), s.battlefield(0, sprite)
    wall, bird, bear = s.battlefield(1, WALL), s.battlefield(1, FLIER), s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, a1, a2)
    options = game.legal_actions()
    assert ("block", wall, a1) not in options and ("block", bear, a1) in options
    assert ("block", bird, a2) in options and ("block", bear, a2) not in options and ("block", wall, a2) not in options


def test_509_1a_cant_block_creatures_with_power_2_or_greater() -> None:
    coward = card("Test Coward {R}\nCreature — Goblin 1/1\nTest Coward can't block creatures with power 2 or greater.")
    s = Scenario()
    big, small = s.battlefield(0, BEAR), s.battlefield(0, card("Test Squire {W}\nCreature — Human 1/1"))
    oid = s.battlefield(1, coward)
    s.battlefield(1, FLIER)
    game = s.start("main1")
    to_blocks(game, big, small)
    options = game.legal_actions()
    assert ("block", oid, big) not in options and ("block", oid, small) in options


def test_509_1b_target_creature_cant_block_this_creature_this_turn() -> None:
    bully = card("Test Bully {1}{R}\nCreature — Ogre 3/3\n{R}: Target creature can't block Test Bully this turn.")
    s = _libraries(Scenario())
    a, other = s.battlefield(0, bully), s.battlefield(0, BEAR)
    bear = s.battlefield(1, BEAR)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("activate", a, 0))
    game.apply(("target", bear))
    _pay_and_resolve(game)
    to_blocks(game, a, other)
    options = game.legal_actions()
    assert ("block", bear, a) not in options and ("block", bear, other) in options


def test_615_7_next_time_a_source_of_your_choice_would_deal_damage_prevent_it() -> None:
    circle = card("Test Circle {1}{W}\nEnchantment\n{1}: The next time a red source of your choice would deal "
                  "damage to you this turn, prevent that damage.")
    s = Scenario()
    c = s.battlefield(1, circle)
    s.battlefield(1, "Plains")
    bolt1, bolt2 = s.hand(0, "Lightning Bolt"), s.hand(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", bolt1))
    game.apply(("target", ("player", 1)))
    while game.pending["kind"] != "priority" or game.pending["player"] != 1:
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else ("pass",))
    game.apply(("activate", c, 0))
    while game.pending["kind"] != "choose_source":
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else ("pass",) if ("pass",) in options else options[0])
    spell = next(o for o in game.state.stack_ids() if game.state.objects[o].card.name == "Lightning Bolt")
    assert all(game.state.objects[o[1]].card.name != "Test Circle" for o in game.legal_actions())  # not red
    game.apply(("source", spell))
    while game.state.stack_ids():
        game.apply(("pass",))
    assert game.state.players[1].life == 20
    game.apply(("cast", bolt2))
    game.apply(("target", ("player", 1)))
    _pay_and_resolve(game)
    assert game.state.players[1].life == 17  # the shield was used once


def test_603_10a_whenever_a_creature_dealt_damage_by_this_dies() -> None:
    vampire = card("Test Vampire {3}{B}{B}\nCreature — Vampire 4/4\nFlying\nWhenever a creature dealt damage by "
                   "Test Vampire this turn dies, put a +1/+1 counter on Test Vampire.")
    s = Scenario()
    a = s.battlefield(0, vampire)
    bird = s.battlefield(1, FLIER)
    game = s.start("main1")
    to_blocks(game, a)
    game.apply(("block", bird, a))
    game.apply(("block_done",))
    while game.state.step != "main2":
        game.apply(("pass",))
    assert bird not in game.state.battlefield()
    assert game.state.objects[a].counters.get("+1/+1") == 1


def test_510_2_whenever_this_deals_combat_damage_to_a_creature_that_creature() -> None:
    eel = card("Test Eel {2}{U}\nCreature — Fish 2/2\nWhenever Test Eel deals combat damage to a creature, tap "
               "that creature and it doesn't untap during its controller's next untap step.")
    s = _libraries(Scenario())
    a = s.battlefield(0, eel)
    wall = s.battlefield(1, WALL)
    game = s.start("main1")
    to_blocks(game, a)
    game.apply(("block", wall, a))
    game.apply(("block_done",))
    while game.state.step != "main2":
        game.apply(("pass",))
    assert game.state.objects[wall].tapped
    _to_upkeep(game, 1)
    assert game.state.objects[wall].tapped


def test_510_1d_can_block_an_additional_creature_and_divides_its_damage() -> None:
    guard = card("Test Guard {2}{W}\nCreature — Human Soldier 2/4\nTest Guard can block an additional creature "
                 "each combat.")
    squire = card("Test Squire {W}\nCreature — Human 1/1")
    s = Scenario()
    a1, a2, a3 = s.battlefield(0, squire), s.battlefield(0, squire), s.battlefield(0, squire)
    g = s.battlefield(1, guard)
    game = s.start("main1")
    to_blocks(game, a1, a2, a3)
    game.apply(("block", g, a1))
    options = game.legal_actions()
    assert ("block", g, a2) in options and ("block", g, a1) not in options
    game.apply(("block", g, a2))
    assert not any(o[0] == "block" and o[1] == g for o in game.legal_actions())  # two at most
    game.apply(("block_done",))
    while game.pending["kind"] != "assign_blocker_damage":
        game.apply(("pass",))
    assert game.pending["player"] == 1
    game.apply(("assign", a1))
    game.apply(("assign", a2))
    while game.state.step != "main2":
        game.apply(("pass",))
    assert a1 not in game.state.battlefield() and a2 not in game.state.battlefield()
    assert game.state.objects[g].damage == 2 and game.state.players[1].life == 19


def test_603_8_when_you_control_no_islands_sacrifice_it() -> None:
    serpent = card("Test Serpent {5}{U}\nCreature — Serpent 5/5\n"
                   "Test Serpent can't attack unless defending player controls an Island.\n"
                   "When you control no Islands, sacrifice Test Serpent.")
    assert "603.8" in render(serpent)
    s = Scenario()
    oid = s.battlefield(0, serpent)
    island = s.battlefield(0, "Island")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    assert oid in game.state.battlefield()
    from kitchentable.rules import events

    events.move(game.state, island, "graveyard")
    game.state.cache.clear()
    game.apply(("cast", bolt))  # the next time a player would receive priority, it triggers
    game.apply(("target", ("player", 1)))
    _pay_and_resolve(game)
    while game.state.stack_ids() or game.pending["kind"] != "priority":
        game.apply(("pass",) if ("pass",) in game.legal_actions() else game.legal_actions()[0])
    assert oid not in game.state.battlefield()


def test_509_1b_cant_be_blocked_except_by_two_or_more_and_blocks_a_creature_trigger() -> None:
    brute = card("Test Brute {3}{R}\nCreature — Ogre 4/4\nTest Brute can't be blocked except by two or more "
                 "creatures.")
    jelly = card("Test Jelly {1}{U}\nCreature — Ooze 0/5\nWhenever Test Jelly blocks a creature, that creature "
                 "doesn't untap during its controller's next untap step.")
    hexed = card("Test Hex {B}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets -1/-0 and can't block.")
    assert len(hexed.static) == 2
    s = _libraries(Scenario())
    a = s.battlefield(0, brute)
    a2 = s.battlefield(0, BEAR)
    j = s.battlefield(1, jelly)
    game = s.start("main1")
    to_blocks(game, a, a2)
    game.apply(("block", j, a))
    assert ("block_done",) not in game.legal_actions()  # one blocker alone is illegal
    game.apply(("unblock", j))
    game.apply(("block", j, a2))
    game.apply(("block_done",))
    while game.state.step != "main2":
        game.apply(("pass",))
    _to_upkeep(game, 0)
    assert game.state.objects[a2].tapped and not game.state.objects[a].tapped


def test_508_1c_cant_attack_or_block_alone() -> None:
    coward = card("Test Pack Rat {1}{B}\nCreature — Rat 2/2\nTest Pack Rat can't attack or block alone.")
    s = Scenario()
    rat, other = s.battlefield(0, coward), s.battlefield(0, BEAR)
    lone = Scenario()
    lone_rat = lone.battlefield(0, coward)
    lone_game = lone.start("main1")
    while lone_game.pending["kind"] != "declare_attackers":
        lone_game.apply(("pass",))
    assert ("attack", lone_rat, ("player", 1)) not in lone_game.legal_actions()  # it could never attack alone
    rat2 = s.battlefield(1, coward)
    bear2 = s.battlefield(1, BEAR)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", rat, ("player", 1)))
    assert ("attack_done",) not in game.legal_actions() and ("unattack", rat) in game.legal_actions()
    game.apply(("attack", other, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))
    game.apply(("block", rat2, other))
    assert ("block_done",) not in game.legal_actions() and ("unblock", rat2) in game.legal_actions()
    game.apply(("block", bear2, other))
    assert ("block_done",) in game.legal_actions()


def test_107_3_destroy_each_with_mana_value_x_or_less_and_toughness_description() -> None:
    from kitchentable.cards.errors import CardError

    quake = card("Test Quake {X}{B}{G}\nSorcery\nDestroy each nonland permanent with mana value X or less.")
    freeze = card("Test Freeze {2}{U}\nSorcery\nTap all creatures with toughness 2 or less.")
    assert "mana value X or less" in render(quake) and "toughness 2 or less" in render(freeze)
    try:
        card("Test Grab {3}{U}\nCreature — Human 1/1\nWhen Test Grab enters, gain control of target creature with "
             "mana value X or less.")  # a spell's or activated ability's X is read by targets (branch t2017)
        raise AssertionError("a target with X in its description must be refused when nothing defines X")
    except CardError:
        pass
    s = Scenario()
    bear = s.battlefield(1, BEAR)
    big = s.battlefield(1, BIG)  # toughness 4
    tap = s.hand(0, freeze)
    s.many(0, "battlefield", ["Island", "Island", "Island"])
    game = s.start("main1")
    game.apply(("cast", tap))
    _pay_and_resolve(game)
    assert game.state.objects[bear].tapped and not game.state.objects[big].tapped
    s = Scenario()
    bear = s.battlefield(1, BEAR)  # mana value 2
    big = s.battlefield(1, BIG)  # mana value 4
    spell = s.hand(0, quake)
    s.many(0, "battlefield", ["Swamp", "Forest", "Swamp", "Swamp"])
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] == "choose_x" or (game.pending["kind"] != "priority" and
                                                 any(o[0] == "x" for o in game.legal_actions())):
        game.apply(next(o for o in game.legal_actions() if o[0] == "x" and o[1] == 2))
    _pay_and_resolve(game)
    assert bear not in game.state.battlefield() and big in game.state.battlefield()


def test_509_1i_becomes_blocked_by_triggers_and_for_each_creature_blocking_it() -> None:
    beast = card("Test Rampager {4}{G}\nCreature — Beast 4/4\nWhenever Test Rampager becomes blocked, it gets "
                 "+1/+1 until end of turn for each creature blocking it.")
    thorn = card("Test Thorn {1}{G}\nCreature — Plant 1/3\nWhenever Test Thorn blocks or becomes blocked by a "
                 "creature, Test Thorn deals 1 damage to that creature.")
    s = Scenario()
    a, t = s.battlefield(0, beast), s.battlefield(0, thorn)
    b1, b2, b3 = s.battlefield(1, BEAR), s.battlefield(1, BEAR), s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, a, t)
    game.apply(("block", b1, a))
    game.apply(("block", b2, a))
    game.apply(("block", b3, t))
    game.apply(("block_done",))
    while game.state.step == "declare_blockers" and game.state.stack_ids() or \
            game.pending["kind"] not in ("priority",):
        game.apply(game.legal_actions()[0])
    while game.state.stack_ids():
        resolve(game)
    assert chars(game.state, a).power == 6
    assert game.state.objects[b3].damage == 1 and game.state.objects[b1].damage == 0


def test_602_5b_activate_only_once_and_no_more_than_twice_each_turn() -> None:
    once = card("Test Once {1}\nArtifact\n{1}: You gain 1 life. Activate only once each turn.")
    twice = card("Test Twice {1}\nArtifact\n{1}: You gain 1 life. Activate no more than twice each turn.")
    s = Scenario()
    o, t = s.battlefield(0, once), s.battlefield(0, twice)
    s.many(0, "battlefield", ["Plains"] * 5)
    game = s.start("main1")
    game.apply(("activate", o, 0))
    _pay_and_resolve(game)
    assert ("activate", o, 0) not in game.legal_actions()
    for _ in range(2):
        assert ("activate", t, 0) in game.legal_actions()
        game.apply(("activate", t, 0))
        _pay_and_resolve(game)
    assert ("activate", t, 0) not in game.legal_actions()
    assert game.state.players[0].life == 23


def test_602_5_enchanted_creature_cant_attack_or_block_and_its_activated_abilities_cant_be_activated() -> None:
    arrest = card("Test Arrest {2}{W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature can't attack or "
                  "block, and its activated abilities can't be activated.")
    elf = card("Test Elf {G}\nCreature — Elf Druid 1/1\n{T}: Add {G}.")
    pinger = card("Test Pinger {1}{R}\nCreature — Human 1/1\n{T}: Test Pinger deals 1 damage to any target.")
    s = Scenario()
    e, p = s.battlefield(0, elf), s.battlefield(0, pinger)
    for host in (e, p):
        s.battlefield(1, arrest, attached_to=host)
    sprout = card("Test Sprout {G}\nCreature — Plant 0/1")
    s.hand(0, sprout)
    free = Scenario()
    free.battlefield(0, elf)
    free.hand(0, sprout)
    assert any(o[0] == "cast" for o in free.start("main1").legal_actions())  # the elf pays when not arrested
    game = s.start("main1")
    actions = game.legal_actions()
    assert not any(o[0] in ("activate", "mana") and o[1] in (e, p) for o in actions)
    assert not any(o[0] == "cast" for o in actions)  # the elf's mana can't pay for the bear
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    assert not any(o[0] == "attack" for o in game.legal_actions())


def test_615_1_prevent_combat_damage_to_and_by_and_506_4_remove_from_combat() -> None:
    maze = card("Test Maze\nLand\n{T}: Untap target attacking creature. Prevent all combat damage that would be "
                "dealt to and dealt by that creature this turn.")
    fox = card("Test Fox {1}{W}\nCreature — Fox 2/2\nWhenever Test Fox becomes blocked, you may untap it and "
               "remove it from combat.")
    giant = card("Test Giant {4}{R}\nCreature — Giant 5/5\nCreatures with power less than Test Giant's power "
                 "can't block it.")
    s = Scenario()
    g, f = s.battlefield(0, giant), s.battlefield(0, fox)
    m = s.battlefield(1, maze)
    big, bear = s.battlefield(1, card("Test Titan {5}\nArtifact Creature — Golem 6/6")), s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, g, f)
    options = game.legal_actions()
    assert ("block", bear, g) not in options and ("block", big, g) in options
    game.apply(("block", bear, f))
    game.apply(("block_done",))
    while game.pending["kind"] != "priority" or game.state.stack_ids():
        options = game.legal_actions()
        game.apply(next((o for o in options if o[0] in ("yes", "may_yes", "accept")), None) or
                   ("pass",) if ("pass",) in options else options[0])
    assert f not in game.state.combat.attackers and not game.state.objects[f].tapped
    while game.pending["player"] != 1:
        game.apply(("pass",))
    game.apply(("activate", m, 0))
    game.apply(("target", g))
    _pay_and_resolve(game)
    while game.state.step != "main2":
        game.apply(("pass",))
    assert game.state.players[1].life == 20 and not game.state.objects[g].tapped


def test_509_1c_all_creatures_able_to_block_it_do_so_and_blocks_this_turn_if_able() -> None:
    lure = card("Test Lure Beast {3}{G}\nCreature — Beast 3/3\nAll creatures able to block Test Lure Beast do so.")
    taunt = card("Test Taunter {1}{R}\nCreature — Goblin 1/1\n{R}: Target creature blocks Test Taunter this turn "
                 "if able.")
    s = Scenario()
    a = s.battlefield(0, lure)
    b1, b2 = s.battlefield(1, BEAR), s.battlefield(1, BEAR)
    tapped = s.battlefield(1, BEAR, tapped=True)
    game = s.start("main1")
    to_blocks(game, a)
    assert ("block_done",) not in game.legal_actions()
    game.apply(("block", b1, a))
    assert ("block_done",) not in game.legal_actions()
    game.apply(("block", b2, a))
    assert ("block_done",) in game.legal_actions() and tapped not in game.state.combat.blocks[a]
    s2 = Scenario()
    t, other = s2.battlefield(0, taunt), s2.battlefield(0, BEAR)
    bear = s2.battlefield(1, BEAR)
    s2.battlefield(0, "Mountain")
    game = s2.start("main1")
    game.apply(("activate", t, 0))
    game.apply(("target", bear))
    _pay_and_resolve(game)
    to_blocks(game, t, other)
    assert ("block_done",) not in game.legal_actions()
    game.apply(("block", bear, t))
    assert ("block_done",) in game.legal_actions()


MOBILE = card("Test Fort {4}\nArtifact Creature — Wall 0/6\nDefender\n{3}: Test Fort gets +3/-1 until end of "
              "turn and can attack this turn as though it didn't have defender.")


def test_702_3b_can_attack_this_turn_as_though_it_didnt_have_defender() -> None:
    s = Scenario()
    fort = s.battlefield(0, MOBILE)
    s.many(0, "battlefield", ["Plains"] * 3)
    game = s.start("main1")
    from kitchentable.rules.turn.combat import can_attack

    assert not can_attack(game.state, fort)
    game.apply(("activate", fort, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert can_attack(game.state, fort) and chars(game.state, fort).power == 3
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    assert ("attack", fort, ("player", 1)) in game.legal_actions()


def test_603_2_becomes_blocked_by_a_creature_it_deals_damage_to_that_creature() -> None:
    """Acolyte of the Inferno's template: "it" is the creature that became blocked (the trigger's subject), "that
    creature" the blocker. The blocker has lifelink, so damage it dealt to itself would gain its controller life."""
    acolyte = card("Test Acolyte {2}{R}\nCreature — Human Monk 3/1\nWhenever Test Acolyte becomes blocked by a "
                   "creature, it deals 2 damage to that creature.")
    wall = card("Test Bright Wall {1}{W}\nCreature — Wall 0/4\nDefender, lifelink")
    (ability,) = acolyte.triggered
    (effect,) = ability.effect.modes[0].effects
    assert effect.source.kind == "self" and effect.to.kind == "triggering"
    assert "this deals 2 damage to that creature" in render(acolyte)
    s = Scenario()
    a = s.battlefield(0, acolyte)
    w = s.battlefield(1, wall)
    game = s.start("main1")
    to_blocks(game, a)
    game.apply(("block", w, a))
    game.apply(("block_done",))
    while game.state.step == "declare_blockers" and (game.state.stack_ids() or game.pending["kind"] != "priority"):
        game.apply(("pass",) if ("pass",) in game.legal_actions() else game.legal_actions()[0])
    assert game.state.objects[w].damage == 2
    assert game.state.players[1].life == 20 and game.state.objects[a].damage == 0


DECKHAND = card("Test Deckhand {1}{U}\nCreature — Spirit Pirate 2/2\n{3}{U}: Another target creature you control "
                "can't be blocked this turn except by Spirits.")
SPIRIT = card("Test Wisp {1}{W}\nCreature — Spirit 1/1")


def test_509_1b_blocked_this_turn_only_by_the_description() -> None:
    from kitchentable.cards.render import render
    from kitchentable.scenario import Scenario
    from tests.cards.card_text import BEAR, BIG, to_blocks

    assert render(DECKHAND).splitlines()[2] == ("{3}{U}: Another target creature you control can't be blocked this "
                                                "turn except by Spirits.")
    s = Scenario()
    hand = s.battlefield(0, DECKHAND)
    s.many(0, "battlefield", ["Island"] * 4)
    bear, other = s.battlefield(0, BEAR), s.battlefield(0, BEAR)
    ox, wisp = s.battlefield(1, BIG), s.battlefield(1, SPIRIT)
    game = s.start("main1")
    ability = next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == hand)
    game.apply(ability)
    assert ("target", hand) not in game.legal_actions()  # "another": not the Deckhand itself
    game.apply(("target", bear))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    to_blocks(game, bear, other)
    options = game.legal_actions()
    assert ("block", ox, bear) not in options and ("block", wisp, bear) in options
    assert ("block", ox, other) in options  # only the creature it named (611.2c)
