"""Tests of `cards.language.phrases.static_abilities`: static abilities beyond the core anthems and grants
(604, 613; kernel `rules.statics`). Each compiles a small card text of our own and checks what it does in a
scenario."""

from __future__ import annotations

import pytest

from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.errors import IllegalAction
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card, resolve, to_blocks

BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")


DARK_BOLT = card("Test Night Bolt {B}\nInstant\nTest Night Bolt deals 3 damage to any target.")


GOBLIN = card("Test Goblin {R}\nCreature — Goblin 2/1")


SQUIRE = card("Test Squire {W}\nCreature — Human 1/1")


SALVE = card("Test Salve {W}\nInstant\nYou gain 3 life.")


def _cast(game, spell: int, *targets) -> None:  # type: ignore[no-untyped-def]
    """Cast a spell, choose its targets, pay with the automatic payment and let it resolve."""
    game.apply(("cast", spell))
    for t in targets:
        game.apply(("target", t))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))
    resolve(game)


def test_702_16_protection_from_a_creature_type_stops_its_blocks() -> None:
    knight = card("Test Knight {1}{W}\nCreature — Human Knight 2/2\nProtection from Goblins")
    assert "protection from Goblin" in knight.keywords
    s = Scenario()
    k = s.battlefield(0, knight)
    g, b = s.battlefield(1, GOBLIN), s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, k)
    options = game.legal_actions()
    assert ("block", g, k) not in options and ("block", b, k) in options


def test_702_16g_protection_from_two_qualities_and_from_each_color() -> None:
    angel = card("Test Angel {3}{W}{W}\nCreature — Angel 5/5\nProtection from Demons and from Dragons")
    assert "protection from Demon and from Dragon" in angel.keywords
    warden = card("Test Warden {5}\nArtifact Creature — Golem 3/3\nProtection from each color")
    s = Scenario()
    w = s.battlefield(1, warden)
    bolt = s.hand(0, BOLT)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    assert ("target", w) not in game.legal_actions()


def test_702_11d_hexproof_from_black_stops_only_black_spells_of_opponents() -> None:
    paladin = card("Test Paladin {1}{W}\nCreature — Human Knight 2/2\nHexproof from black")
    for spell, land, allowed in ((DARK_BOLT, "Swamp", False), (BOLT, "Mountain", True)):
        s = Scenario()
        p = s.battlefield(1, paladin)
        oid = s.hand(0, spell)
        s.battlefield(0, land)
        game = s.start("main1")
        game.apply(("cast", oid))
        assert (("target", p) in game.legal_actions()) == allowed


def test_702_11d_hexproof_from_a_list_of_card_types() -> None:
    sage = card("Test Sage {2}{G}\nCreature — Elf Druid 2/3\nHexproof from artifacts, creatures, and enchantments")
    assert "hexproof from artifacts, creatures, and enchantments" in sage.keywords
    pinger = card("Test Pinger {1}{R}\nCreature — Human Wizard 1/1\n{T}: Test Pinger deals 1 damage to any target.")
    s = Scenario()
    target = s.battlefield(1, sage)
    p = s.battlefield(0, pinger)
    game = s.start("main1")
    game.apply(("activate", p, 0))
    assert ("target", target) not in game.legal_actions()


def test_702_11b_you_have_hexproof_only_opponents_cant_target_you() -> None:
    ward = card("Test Ward {1}{W}\nEnchantment\nYou have hexproof.")
    s = Scenario()
    s.battlefield(1, ward)
    bolt = s.hand(0, BOLT)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    options = game.legal_actions()
    assert ("target", ("player", 1)) not in options and ("target", ("player", 0)) in options


def test_702_18b_you_and_permanents_you_control_have_shroud() -> None:
    veil = card("Test Veil {2}{U}\nEnchantment\nYou and permanents you control have shroud.")
    s = Scenario()
    s.battlefield(0, veil)
    mine = s.battlefield(0, BEAR)
    bolt = s.hand(0, BOLT)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    options = game.legal_actions()
    assert ("target", ("player", 0)) not in options and ("target", mine) not in options
    assert ("target", ("player", 1)) in options


def test_509_1a_can_block_any_number_of_creatures() -> None:
    wall = card("Test Hydra Wall {3}{G}\nCreature — Wall 0/8\nDefender\nThis creature can block any number of "
                "creatures.")
    s = Scenario()
    attackers = [s.battlefield(0, SQUIRE) for _ in range(3)]
    w = s.battlefield(1, wall)
    game = s.start("main1")
    to_blocks(game, *attackers)
    for a in attackers:
        assert ("block", w, a) in game.legal_actions()
        game.apply(("block", w, a))
    assert sorted(b for bs in game.state.combat.blocks.values() for b in bs) == [w, w, w]


def test_509_1c_must_be_blocked_if_able() -> None:
    bait = card("Test Bait {1}{R}\nCreature — Goblin 1/1\nThis creature must be blocked if able.")
    s = Scenario()
    a = s.battlefield(0, bait)
    b = s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, a)
    assert ("block_done",) not in game.legal_actions()
    game.apply(("block", b, a))
    assert ("block_done",) in game.legal_actions()


def test_509_1c_attacks_or_blocks_each_combat_if_able() -> None:
    brute = card("Test Brute {1}{R}\nCreature — Ogre 3/3\nThis creature attacks or blocks each combat if able.")
    s = Scenario()
    a = s.battlefield(0, SQUIRE)
    brute_id = s.battlefield(1, brute)
    game = s.start("main1")
    to_blocks(game, a)
    assert ("block_done",) not in game.legal_actions()
    game.apply(("block", brute_id, a))
    assert ("block_done",) in game.legal_actions()
    s2 = Scenario()
    mine = s2.battlefield(0, brute)
    game = s2.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    assert ("attack_done",) not in game.legal_actions() and ("attack", mine, ("player", 1)) in game.legal_actions()


def test_509_1b_cant_be_blocked_as_long_as_its_attacking_alone() -> None:
    rogue = card("Test Lone Rogue {1}{U}\nCreature — Human Rogue 2/1\nThis creature can't be blocked as long as "
                 "it's attacking alone.")
    s = Scenario()
    r, other = s.battlefield(0, rogue), s.battlefield(0, SQUIRE)
    b = s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, r)
    assert ("block", b, r) not in game.legal_actions()
    s2 = Scenario()
    r, other = s2.battlefield(0, rogue), s2.battlefield(0, SQUIRE)
    b = s2.battlefield(1, BEAR)
    game = s2.start("main1")
    to_blocks(game, r, other)
    assert ("block", b, r) in game.legal_actions()


def test_508_1d_enchanted_creature_gets_pt_and_attacks_each_combat_if_able() -> None:
    frenzy = card("Test Frenzy {R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+0 and attacks "
                  "each combat if able.")
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    aura = s.battlefield(0, frenzy)
    s.state.mut(aura).attached_to = bear
    game = s.start("main1")
    assert chars(game.state, bear).power == 4
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    assert ("attack_done",) not in game.legal_actions()


def test_613_during_your_turn_has_first_strike_and_gets_a_bonus() -> None:
    duelist = card("Test Duelist {1}{W}\nCreature — Human Soldier 2/2\nDuring your turn, this creature gets +1/+0 "
                   "and has first strike.")
    s = Scenario()
    mine = s.battlefield(0, duelist)
    theirs = s.battlefield(1, duelist)
    game = s.start("main1")
    assert "first strike" in chars(game.state, mine).keywords and chars(game.state, mine).power == 3
    assert "first strike" not in chars(game.state, theirs).keywords and chars(game.state, theirs).power == 2


def test_613_as_long_as_you_have_cards_in_hand_and_power_is_odd() -> None:
    sage = card("Test Hoarder {2}{U}\nCreature — Human Wizard 1/1\nAs long as you have three or more cards in hand, "
                "this creature gets +2/+2.")
    odd = card("Test Oddity {1}{G}\nCreature — Beast 3/3\nThis creature has trample as long as its power is odd.")
    s = Scenario()
    h = s.battlefield(0, sage)
    o = s.battlefield(0, odd)
    s.many(0, "hand", ["Forest"] * 2)
    game = s.start("main1")
    assert chars(game.state, h).power == 1 and "trample" in chars(game.state, o).keywords
    s2 = Scenario()
    h = s2.battlefield(0, sage)
    s2.many(0, "hand", ["Forest"] * 3)
    assert chars(s2.start("main1").state, h).power == 3


def test_601_2f_costs_less_to_cast_if_you_control_a_wizard() -> None:
    bolt = card("Test Study {3}{U}\nSorcery\nThis spell costs {2} less to cast if you control a Wizard.\n"
                "Draw two cards.")
    wizard = card("Test Apprentice {U}\nCreature — Human Wizard 1/1")
    for with_wizard in (False, True):
        s = Scenario()
        spell = s.hand(0, bolt)
        s.many(0, "battlefield", ["Island"] * 2)
        s.many(0, "library", ["Island"] * 3)
        if with_wizard:
            s.battlefield(0, wizard)
        game = s.start("main1")
        assert (("cast", spell) in game.legal_actions()) == with_wizard
    _cast(game, spell)
    assert len(game.state.zone("hand", 0)) == 2


def test_601_2f_costs_less_if_an_opponent_has_cards_in_their_graveyard() -> None:
    ghoul = card("Test Ghoul {4}{B}\nCreature — Zombie 4/4\nThis spell costs {3} less to cast if an opponent has "
                 "three or more cards in their graveyard.")
    s = Scenario()
    spell = s.hand(0, ghoul)
    s.many(0, "battlefield", ["Swamp"] * 2)
    s.many(1, "graveyard", ["Forest"] * 3)
    game = s.start("main1")
    assert ("cast", spell) in game.legal_actions()


def test_601_2f_spells_your_opponents_cast_that_target_it_cost_more() -> None:
    titan = card("Test Warded Titan {4}{G}\nCreature — Giant 5/5\nSpells your opponents cast that target this "
                 "creature cost {2} more to cast.")
    s = Scenario()
    t = s.battlefield(1, titan)
    b = s.battlefield(1, BEAR)
    bolt = s.hand(0, BOLT)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", t))
    while game.pending["kind"] != "priority":  # {R}{2} can't be paid with one Mountain: the cast is rewound
        game.apply(game.legal_actions()[0])
    assert bolt in game.state.zone("hand", 0)
    _cast(game, bolt, b)
    assert b not in game.state.battlefield()


def test_601_2f_the_first_creature_spell_you_cast_each_turn_costs_less() -> None:
    hall = card("Test Hall {2}\nArtifact\nThe first creature spell you cast each turn costs {1} less to cast.")
    s = Scenario()
    s.battlefield(0, hall)
    first, second = s.hand(0, BEAR), s.hand(0, BEAR)
    s.many(0, "battlefield", ["Forest"] * 2)
    game = s.start("main1")
    _cast(game, first)  # {G}: one Forest is left
    assert sum(game.state.objects[o].card is BEAR for o in game.state.battlefield()) == 1
    assert ("cast", second) not in game.legal_actions()  # {1}{G} now: the first creature spell was cast


def test_205_1b_is_also_every_listed_type_and_every_creature_type() -> None:
    party = card("Test Adventurer {2}\nCreature — Human 2/2\nThis creature is also a Cleric, Rogue, Warrior, and "
                 "Wizard.")
    shifter = card("Test Mimic {3}\nCreature — Shapeshifter 2/2\nThis creature is every creature type.")
    s = Scenario()
    p, m = s.battlefield(0, party), s.battlefield(0, shifter)
    game = s.start("main1")
    assert {"Human", "Cleric", "Rogue", "Warrior", "Wizard"} <= chars(game.state, p).subtypes
    assert {"Goblin", "Elf", "Zombie"} <= chars(game.state, m).subtypes


def test_613_1de_creatures_you_control_are_black_zombies_in_addition() -> None:
    plague = card("Test Plague Lord {3}{B}\nEnchantment\nCreatures you control are black in addition to their other "
                  "colors.\nCreatures you control are Zombies in addition to their other creature types.")
    s = Scenario()
    s.battlefield(0, plague)
    mine, theirs = s.battlefield(0, BEAR), s.battlefield(1, BEAR)
    game = s.start("main1")
    c = chars(game.state, mine)
    assert c.colors == frozenset({"B", "G"}) and {"Bear", "Zombie"} <= c.subtypes
    assert "Zombie" not in chars(game.state, theirs).subtypes


def test_205_1b_target_creature_becomes_an_artifact_in_addition_until_end_of_turn() -> None:
    spell = card("Test Gilding {U}\nInstant\nTarget creature becomes an artifact in addition to its other types until "
                 "end of turn.")
    raise_dead = card("Test Raising {2}{B}\nSorcery\nReturn target creature card from a graveyard to the battlefield "
                      "under your control. That creature is a black Zombie in addition to its other colors and types.")
    s = Scenario()
    b = s.battlefield(1, BEAR)
    gild = s.hand(0, spell)
    rise = s.hand(0, raise_dead)
    dead = s.graveyard(1, BEAR)
    s.many(0, "battlefield", ["Island", "Swamp", "Swamp", "Swamp"])
    game = s.start("main1")
    _cast(game, gild, b)
    assert {"Artifact", "Creature"} <= chars(game.state, b).types
    _cast(game, rise, dead)
    back = next(o for o in game.state.battlefield() if game.state.objects[o].controller == 0
                and game.state.objects[o].card is BEAR)
    c = chars(game.state, back)
    assert "Zombie" in c.subtypes and "B" in c.colors and "G" in c.colors


def test_702_73a_changeling_token() -> None:
    spell = card("Test Mirror Kin {1}{U}\nSorcery\nCreate a 1/1 colorless Shapeshifter creature token with "
                 "changeling.")
    s = Scenario()
    oid = s.hand(0, spell)
    s.many(0, "battlefield", ["Island"] * 2)
    game = s.start("main1")
    _cast(game, oid)
    token = next(o for o in game.state.battlefield() if game.state.objects[o].token)
    c = chars(game.state, token)
    assert {"Shapeshifter", "Goblin", "Merfolk"} <= c.subtypes and not c.colors


def test_101_2_your_opponents_cant_cast_spells_during_your_turn() -> None:
    silence = card("Test Hush {1}{W}\nCreature — Human Cleric 2/2\nYour opponents can't cast spells during your turn.")
    s = Scenario()
    s.battlefield(0, silence)
    bolt = s.hand(1, BOLT)
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    game.apply(("pass",))
    assert game.pending["player"] == 1 and ("cast", bolt) not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(("cast", bolt))


def test_101_2_each_opponent_cant_cast_more_than_one_spell_each_turn() -> None:
    rule = card("Test Rule of One {2}{W}\nEnchantment\nEach opponent can't cast more than one spell each turn.")
    s = Scenario()
    s.battlefield(1, rule)
    a, b = s.hand(0, BOLT), s.hand(0, BOLT)
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    _cast(game, a, ("player", 1))
    assert ("cast", b) not in game.legal_actions()


def test_119_7_players_cant_gain_life() -> None:
    ban = card("Test Sulfur Rite {2}{R}\nEnchantment\nPlayers can't gain life.")
    s = Scenario()
    s.battlefield(1, ban)
    salve = s.hand(0, SALVE)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    _cast(game, salve)
    assert game.state.players[0].life == 20


def test_101_2_creature_spells_you_control_cant_be_countered() -> None:
    shield = card("Test Grove {G}\nEnchantment\nCreature spells you control can't be countered.")
    negate = card("Test Denial {U}{U}\nInstant\nCounter target spell.")
    s = Scenario()
    s.battlefield(0, shield)
    bear = s.hand(0, BEAR)
    deny = s.hand(1, negate)
    s.many(0, "battlefield", ["Forest"] * 2)
    s.many(1, "battlefield", ["Island"] * 2)
    game = s.start("main1")
    game.apply(("cast", bear))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    game.apply(("pass",))
    game.apply(("cast", deny))
    stack_bear = next(o for o in game.state.stack_ids() if game.state.objects[o].card is BEAR)
    game.apply(("target", stack_bear))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    for _ in range(4):
        if game.state.stack_ids():
            game.apply(("pass",))
    assert any(game.state.objects[o].card is BEAR for o in game.state.battlefield())


def test_702_11d_creatures_you_control_have_hexproof_from_a_color() -> None:
    banner = card("Test Banner {2}{W}\nEnchantment\nCreatures you control have hexproof from black.")
    s = Scenario()
    s.battlefield(1, banner)
    b = s.battlefield(1, BEAR)
    black = s.hand(0, DARK_BOLT)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    assert "hexproof from black" in chars(game.state, b).keywords
    game.apply(("cast", black))
    assert ("target", b) not in game.legal_actions()


def test_301_5_as_long_as_its_equipped_it_gets_a_bonus_and_has_flying() -> None:
    squire = card("Test Page {1}{W}\nCreature — Human Soldier 1/1\nAs long as this creature is equipped, it gets "
                  "+1/+1 and has flying.")
    sword = card("Test Blade {1}\nArtifact — Equipment\nEquip {1}")
    s = Scenario()
    p = s.battlefield(0, squire)
    game = s.start("main1")
    assert chars(game.state, p).power == 1
    s2 = Scenario()
    p = s2.battlefield(0, squire)
    e = s2.battlefield(0, sword)
    s2.state.mut(e).attached_to = p
    c = chars(s2.start("main1").state, p)
    assert c.power == 2 and "flying" in c.keywords


def test_508_1c_creatures_cant_attack_you() -> None:
    archon = card("Test Archon {6}{W}\nCreature — Archon 4/6\nCreatures can't attack you.")
    s = Scenario()
    b = s.battlefield(0, BEAR)
    s.battlefield(1, archon)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    assert ("attack", b, ("player", 1)) not in game.legal_actions()


def test_601_2f_spells_that_target_a_creature_you_control_cost_more() -> None:
    aura = card("Test Aegis {1}{U}\nEnchantment\nSpells your opponents cast that target a creature you control cost "
                "{1} more to cast.")
    s = Scenario()
    s.battlefield(1, aura)
    b = s.battlefield(1, BEAR)
    bolt = s.hand(0, BOLT)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", b))
    while game.pending["kind"] != "priority":  # {1}{R} with one Mountain: rewound (R-C-2)
        game.apply(game.legal_actions()[0])
    assert bolt in game.state.zone("hand", 0)
    _cast(game, bolt, ("player", 1))  # a player isn't a creature: no tax
    assert game.state.players[1].life == 17


def test_510_1a_creatures_assign_combat_damage_equal_to_their_toughness() -> None:
    doran = card("Test Siege Tower {B}{G}{W}\nCreature — Treefolk Shaman 0/5\nEach creature you control assigns "
                 "combat damage equal to its toughness rather than its power.")
    wall = card("Test Wall {1}\nCreature — Wall 0/4")
    s = Scenario()
    s.battlefield(0, doran)
    w = s.battlefield(0, wall)
    s.state.objects[w].tags = frozenset()
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", w, ("player", 1)))
    game.apply(("attack_done",))
    while game.state.step not in ("end_of_combat", "main2"):
        game.apply(("pass",) if ("pass",) in game.legal_actions() else ("block_done",))
    assert game.state.players[1].life == 16


def test_305_7_each_land_is_a_swamp_in_addition_to_its_other_land_types() -> None:
    tomb = card("Test Tomb\nLegendary Land\nEach land is a Swamp in addition to its other land types.")
    s = Scenario()
    s.battlefield(0, tomb)
    f = s.battlefield(1, "Forest")
    game = s.start("main1")
    c = chars(game.state, f)
    assert {"Forest", "Swamp"} <= c.subtypes
    assert len([a for a in c.activated if a.is_mana]) == 2 and any("{B}" in a.text for a in c.activated)


def test_105_2_is_all_colors_and_all_creatures_are_black() -> None:
    courier = card("Test Courier {4}\nArtifact Creature — Golem 3/3\nThis creature is all colors.")
    dusk = card("Test Dusk {2}{B}\nEnchantment\nAll creatures are black.")
    s = Scenario()
    c = s.battlefield(0, courier)
    s.battlefield(0, dusk)
    b = s.battlefield(1, BEAR)
    game = s.start("main1")
    assert chars(game.state, b).colors == frozenset({"B"})
    assert chars(game.state, c).colors == frozenset({"B"})  # layer 5 in timestamp order: the later wins


def test_101_2_your_opponents_cant_cast_spells_during_combat() -> None:
    silence = card("Test Quiet {W}\nEnchantment\nYour opponents can't cast spells during combat.")
    s = Scenario()
    s.battlefield(0, silence)
    bolt = s.hand(1, BOLT)
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    game.apply(("pass",))
    assert ("cast", bolt) in game.legal_actions()  # main phase: allowed
    while not (game.state.step == "beginning_of_combat" and game.pending["player"] == 1):
        game.apply(("pass",))
    assert ("cast", bolt) not in game.legal_actions()


WARD = card("Test Ward {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has protection from white. "
            "This effect doesn't remove Test Ward.")


BLESSING = card("Test Blessing {W}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +1/+1.")


def test_702_16n_this_effect_doesnt_remove_the_aura_but_others_fall_off() -> None:
    s = Scenario()
    bear = s.battlefield(0, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    ward = s.battlefield(0, WARD, attached_to=bear)
    blessing = s.battlefield(0, BLESSING, attached_to=bear)
    game = s.start("main1")
    assert "protection from white" in chars(game.state, bear).keywords
    assert ward in game.state.battlefield() and game.state.objects[ward].attached_to == bear
    assert blessing not in game.state.battlefield()  # 704.5m: a white Aura on a creature with protection from white
    assert any(game.state.objects[o].card is BLESSING for o in game.state.zone("graveyard", 0))


RAISE_ZOMBIE = card("Test Grave Rising {4}{B}\nSorcery\nPut target creature card from a graveyard onto the battlefield "
                    "under your control. That creature is a black Zombie in addition to its other colors and types.")


def test_205_1b_it_is_a_black_zombie_in_addition_to_its_other_colors_and_types() -> None:
    from kitchentable.cards.render import rules_text
    from kitchentable.scenario import resolve_stack

    assert rules_text(RAISE_ZOMBIE) == ["Put target creature card from a graveyard onto the battlefield under your "
                                        "control. That card is a black Zombie in addition to its other colors and "
                                        "types."]  # "that card" / "that creature": the same object (compare)
    s = Scenario()
    spell = s.hand(0, RAISE_ZOMBIE)
    bear = s.graveyard(1, "Grizzly Bears")
    s.many(0, "battlefield", ["Swamp"] * 5)
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", bear) if ("target", bear) in options else ("pay",) if ("pay",) in options
                   else options[0])
    resolve_stack(game)
    raised = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Grizzly Bears"]
    c = chars(game.state, raised[0])
    assert {"Zombie", "Bear"} <= c.subtypes and {"B", "G"} <= c.colors and c.controller == 0
