"""Templates of branch cov (the 2017 database's most blocking phrases): each compiles a small card text of our
own in Oracle templating and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.test_templates import card

SCOUT = card("Test Scout {W}\nCreature — Human Soldier Ally 0/1\nWhenever Test Scout or another Ally enters "
             "under your control, you may put a +1/+1 counter on Test Scout.")
ALLY = card("Test Squire {1}{W}\nCreature — Kor Ally 1/1")
KNIGHT = card("Test Knight {1}{W}\nCreature — Human Knight 2/2")
RALLY = card("Test Herald {2}{R}\nCreature — Goblin Ally 1/1\nWhenever Test Herald or another Ally enters "
             "under your control, you may have Ally creatures you control gain haste until end of turn.")


def _cast_creature(game, oid: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", oid))
    answer_until_priority(game)


def test_603_6a_self_or_another_ally_enters() -> None:
    assert "Whenever this or another Ally permanent you control enters" in render(SCOUT)
    s = Scenario()
    scout = s.hand(0, SCOUT)
    squire = s.hand(0, ALLY)
    knight = s.hand(0, KNIGHT)
    s.many(0, "battlefield", ["Plains"] * 5)
    game = s.start("main1")
    _cast_creature(game, scout)
    resolve_stack(game)  # the Scout itself entering triggers it
    scout_now = next(o for o in game.state.battlefield() if game.state.objects[o].card is SCOUT)
    assert game.state.objects[scout_now].counters.get("+1/+1") == 1
    _cast_creature(game, squire)
    resolve_stack(game)
    assert game.state.objects[scout_now].counters.get("+1/+1") == 2
    _cast_creature(game, knight)  # not an Ally: no trigger
    resolve_stack(game)
    assert game.state.objects[scout_now].counters.get("+1/+1") == 2
    assert chars(game.state, scout_now).power == 2


def test_603_6a_an_opponents_ally_does_not_trigger_under_your_control() -> None:
    s = Scenario()
    scout = s.battlefield(0, SCOUT)
    squire = s.hand(1, ALLY)
    s.many(1, "battlefield", ["Plains"] * 2)
    game = s.start("main1", active=1)
    _cast_creature(game, squire)
    resolve_stack(game)
    assert not game.state.objects[scout].counters


def test_608_2d_you_may_have_allies_gain_haste() -> None:
    s = Scenario()
    herald = s.hand(0, RALLY)
    squire = s.battlefield(0, ALLY, sick=True)
    s.many(0, "battlefield", ["Mountain"] * 3)
    game = s.start("main1")
    _cast_creature(game, herald)
    resolve_stack(game)
    assert "haste" in chars(game.state, squire).keywords


STUDENT = card("Test Student {W}\nCreature — Human Knight 1/1\nLevel up {W}\nLEVEL 2-6\n3/3\nFirst strike\n"
               "LEVEL 7+\n4/4\nDouble strike")
ASSASSIN = card("Test Assassin {B}\nCreature — Vampire Assassin 1/1\nLevel up {1}{B}\nLEVEL 2-3\n2/2\n"
                "{B}, {T}: Target creature gets -2/-2 until end of turn.\nLEVEL 4+\n4/4\n"
                "{B}, {T}: Target creature gets -4/-4 until end of turn.")
CAPTAIN = card("Test Captain {1}{W}\nCreature — Human Warrior 1/1\nLevel up {2}{W}\nLEVEL 2-4\n2/2\n"
               "Other creatures you control get +1/+1.\nLEVEL 5+\n4/4\nOther creatures you control get +2/+2.")


def _level(game, oid: int, times: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(times):
        game.apply(("activate", oid, 0))
        answer_until_priority(game)
        resolve_stack(game)


def test_702_87_level_up_puts_a_level_counter_at_sorcery_speed() -> None:
    assert "Level up {W} (702.87)" in render(STUDENT) and "LEVEL 2-6" in render(STUDENT)
    s = Scenario()
    student = s.battlefield(0, STUDENT)
    s.many(0, "battlefield", ["Plains"] * 8)
    game = s.start("main1")
    assert ("activate", student, 0) in game.legal_actions()
    game.apply(("activate", student, 0))
    answer_until_priority(game)
    assert ("activate", student, 0) not in game.legal_actions()  # the stack isn't empty: sorcery speed
    resolve_stack(game)
    assert game.state.objects[student].counters.get("level") == 1


def test_711_2a_striations_set_base_pt_and_grant_keywords_by_level() -> None:
    s = Scenario()
    student = s.battlefield(0, STUDENT)
    s.many(0, "battlefield", ["Plains"] * 8)
    game = s.start("main1")
    c = chars(game.state, student)
    assert (c.power, c.toughness) == (1, 1) and "first strike" not in c.keywords
    _level(game, student, 1)
    assert chars(game.state, student).power == 1  # LEVEL 2-6 needs two counters
    _level(game, student, 1)
    c = chars(game.state, student)
    assert (c.power, c.toughness) == (3, 3) and "first strike" in c.keywords
    game.state.mut(student).counters["level"] = 7
    c = chars(game.state, student)
    assert (c.power, c.toughness) == (4, 4) and "double strike" in c.keywords and "first strike" not in c.keywords
    game.state.mut(student).counters["+1/+1"] = 1  # 613.4c: counters apply after the striation's base P/T
    assert chars(game.state, student).power == 5


def test_711_2b_a_striations_activated_ability_exists_only_at_its_level() -> None:
    s = Scenario()
    assassin = s.battlefield(0, ASSASSIN)
    assert len(chars(s.state, assassin).activated) == 1  # only level up
    s.state.mut(assassin).counters["level"] = 2
    target = s.battlefield(1, card("Test Ox {3}{G}\nCreature — Ox 3/5"))
    s.many(0, "battlefield", ["Swamp"] * 6)
    game = s.start("main1")
    abilities = chars(game.state, assassin).activated
    assert len(abilities) == 2 and abilities[1].cost.tap
    game.apply(("activate", assassin, 1))
    game.apply(("target", target))
    answer_until_priority(game)
    resolve_stack(game)
    assert (chars(game.state, target).power, chars(game.state, target).toughness) == (1, 3)
    game.state.mut(assassin).counters["level"] = 4
    assert len(chars(game.state, assassin).activated) == 2  # the LEVEL 4+ ability replaces the LEVEL 2-3 one


def test_711_2a_a_static_ability_in_a_striation_applies_only_at_its_level() -> None:
    s = Scenario()
    captain = s.battlefield(0, CAPTAIN)
    squire = s.battlefield(0, ALLY)
    game = s.start("main1")
    assert chars(game.state, squire).power == 1
    game.state.mut(captain).counters["level"] = 3
    assert chars(game.state, squire).power == 2 and chars(game.state, captain).power == 2
    game.state.mut(captain).counters["level"] = 5
    assert chars(game.state, squire).power == 3 and chars(game.state, captain).power == 4


PINGER_AURA = card("Test Spark {R}\nEnchantment — Aura\nEnchant creature\nEnchanted creature has \"{T}: This "
                   "creature deals 1 damage to any target.\"")
SLIVER_LORD = card("Test Hivemind {1}{W}\nCreature — Sliver 1/1\nAll Slivers have \"At the beginning of your "
                   "upkeep, you gain 1 life.\"")
SLIVER = card("Test Drone {G}\nCreature — Sliver 1/1")
SPAWNER = card("Test Brood {2}{G}\nSorcery\nCreate two 0/1 colorless Eldrazi Spawn creature tokens. They have "
               "\"Sacrifice this creature: Add {C}.\"")


def test_613_1f_enchanted_creature_has_a_quoted_activated_ability() -> None:
    assert 'Enchanted creature has "{T}: This deals 1 damage to any target." (613.1f)' in render(PINGER_AURA)
    s = Scenario()
    bear = s.battlefield(0, ALLY)
    aura = s.battlefield(0, PINGER_AURA, attached_to=bear)
    game = s.start("main1")
    abilities = chars(game.state, bear).activated
    assert len(abilities) == 1 and abilities[0].cost.tap
    assert not chars(game.state, aura).activated  # the Aura gives the ability; it doesn't have it
    game.apply(("activate", bear, 0))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[1].life == 19 and game.state.objects[bear].tapped


def test_613_1f_all_slivers_have_a_quoted_triggered_ability() -> None:
    s = Scenario()
    s.battlefield(0, SLIVER_LORD)
    s.battlefield(0, SLIVER)
    s.battlefield(1, SLIVER)  # "all Slivers": the opponent's too, on the opponent's upkeep
    s.many(0, "library", ["Forest"] * 3)
    game = s.start("upkeep")
    answer_until_priority(game)  # the Hivemind and the Drone each have it: two triggers to order
    resolve_stack(game)
    assert game.state.players[0].life == 22 and game.state.players[1].life == 20


def test_111_4_tokens_created_with_a_quoted_ability() -> None:
    assert 'Spawn creature tokens. It has "Sacrifice this: Add {C}.' in render(SPAWNER)
    s = Scenario()
    spell = s.hand(0, SPAWNER)
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    resolve_stack(game)
    spawn = [o for o in game.state.battlefield() if game.state.objects[o].token]
    assert len(spawn) == 2
    c = chars(game.state, spawn[0])
    assert c.colors == frozenset() and "Spawn" in c.subtypes and (c.power, c.toughness) == (0, 1)
    assert c.activated[0].is_mana and c.activated[0].cost.sacrifice_self


PALADIN = card("Test Wingmate {2}{W}\nCreature — Human Knight 2/2\nSoulbond\nAs long as Test Wingmate is paired "
               "with another creature, both creatures have flying.")
FAMILIAR = card("Test Familiar {3}{G}\nCreature — Bear 2/2\nSoulbond\nAs long as Test Familiar is paired with "
                "another creature, each of those creatures gets +2/+2.")
BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")


def test_702_95a_soulbond_pairs_as_it_enters_and_both_get_the_bonus() -> None:
    assert "Soulbond (702.95)" in render(PALADIN)
    s = Scenario()
    paladin = s.hand(0, PALADIN)
    squire = s.battlefield(0, ALLY)
    s.many(0, "battlefield", ["Plains"] * 3)
    game = s.start("main1")
    game.apply(("cast", paladin))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))  # the creature spell resolves; its soulbond trigger goes on the stack
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "soulbond" and ("pair", squire) in game.legal_actions()
    game.apply(("pair", squire))
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card is PALADIN)
    assert "flying" in chars(game.state, new).keywords and "flying" in chars(game.state, squire).keywords


def test_702_95a_soulbond_pairs_with_another_creature_entering() -> None:
    s = Scenario()
    familiar = s.battlefield(0, FAMILIAR)
    squire = s.hand(0, ALLY)
    s.many(0, "battlefield", ["Plains"] * 2)
    game = s.start("main1")
    game.apply(("cast", squire))
    answer_until_priority(game)
    resolve_stack(game)  # the pairing is offered once; the first answer pairs them
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card is ALLY)
    assert chars(game.state, new).power == 3 and chars(game.state, familiar).power == 4


def test_702_95e_a_pair_ends_when_one_leaves_the_battlefield() -> None:
    s = Scenario()
    familiar = s.battlefield(0, FAMILIAR)
    squire = s.battlefield(0, ALLY)
    bolt = s.hand(1, BOLT)
    s.battlefield(1, "Mountain")
    s.state.delayed = [("soulbond", familiar, squire, 0)]
    game = s.start("main1", active=1)
    assert chars(game.state, familiar).power == 4
    game.apply(("cast", bolt))
    game.apply(("target", squire))
    answer_until_priority(game)
    resolve_stack(game)
    assert squire not in game.state.battlefield()
    assert chars(game.state, familiar).power == 2
    assert not any(type(e) is tuple and e[0] == "soulbond" for e in game.state.delayed)


BLAST = card("Test Blast {1}{R}\nSorcery\nTest Blast deals X damage to any target, where X is the number of "
             "Mountains you control.")
HULK = card("Test Hulk {2}{G}\nCreature — Beast 1/1\nTest Hulk gets +X/+0, where X is the number of Forests you "
            "control.")
DIARY = card("Test Diary {2}\nArtifact\nAt the beginning of your upkeep, you gain X life, where X is twice the "
             "number of cards in your hand minus 1.")


def test_107_3c_x_defined_by_the_text_counts_as_the_spell_resolves() -> None:
    s = Scenario()
    blast = s.hand(0, BLAST)
    s.many(0, "battlefield", ["Mountain"] * 4)
    game = s.start("main1")
    game.apply(("cast", blast))
    assert game.pending["kind"] != "choose_x"  # X is defined by the text, not chosen (107.3c)
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[1].life == 16


def test_107_3c_an_anthem_of_x_follows_the_count() -> None:
    s = Scenario()
    hulk = s.battlefield(0, HULK)
    s.many(0, "battlefield", ["Forest"] * 2)
    game = s.start("main1")
    assert (chars(game.state, hulk).power, chars(game.state, hulk).toughness) == (3, 1)
    s2 = Scenario()
    hulk2 = s2.battlefield(0, HULK)
    assert chars(s2.state, hulk2).power == 1


def test_107_3c_twice_and_minus_in_the_definition() -> None:
    s = Scenario()
    s.battlefield(0, DIARY)
    s.many(0, "hand", ["Forest"] * 3)
    s.many(0, "library", ["Forest"] * 3)
    game = s.start("upkeep")
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 25  # 2 * 3 - 1


def test_107_3c_an_undefined_x_in_an_anthem_stays_unsupported() -> None:
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError):
        card("Test Blob {2}\nCreature — Ooze 1/1\nTest Blob gets +X/+X.")
    with pytest.raises(CardError):  # "its" in a static ability's definition: not read, refused
        card("Test Mirror {2}\nCreature — Golem 1/1\nTest Mirror gets +X/+X, where X is its power.")


def test_107_3c_x_defined_by_its_power_reads_the_target() -> None:
    growth = card("Test Growth {G}\nInstant\nTarget creature gets +X/+0 until end of turn, where X is its power.")
    s = Scenario()
    spell = s.hand(0, growth)
    ox = s.battlefield(0, card("Test Ox {3}{G}\nCreature — Ox 3/5"))
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ox))
    answer_until_priority(game)
    resolve_stack(game)
    assert (chars(game.state, ox).power, chars(game.state, ox).toughness) == (6, 5)


GROVE = card("Test Grove\nLand\n{T}: Add {G}.\n{T}: Add {U} or {B}. Activate only if you control a Swamp.")
SPRITE = card("Test Sprite {U}\nCreature — Faerie 1/1")


def test_605_3a_a_mana_ability_with_an_activation_condition() -> None:
    s = Scenario()
    s.battlefield(0, GROVE)
    sprite = s.hand(0, SPRITE)
    game = s.start("main1")
    assert ("cast", sprite) not in game.legal_actions()  # no Swamp: the blue ability can't be activated
    s = Scenario()
    s.battlefield(0, GROVE)
    s.battlefield(0, "Swamp", tapped=True)
    sprite = s.hand(0, SPRITE)
    game = s.start("main1")
    game.apply(("cast", sprite))
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is SPRITE for o in game.state.battlefield())


LANCER = card("Test Lancer {2}{W}\nCreature — Human Knight 2/2\nKicker {2}{W}\nIf Test Lancer was kicked, it "
              "enters with two +1/+1 counters on it and with first strike.")


def _cast_lancer(kick: bool) -> tuple[object, int]:
    s = Scenario()
    lancer = s.hand(0, LANCER)
    s.many(0, "battlefield", ["Plains"] * 6)
    game = s.start("main1")
    game.apply(("cast", lancer))
    if kick:
        game.apply(("cost", "kicker", 0))
    answer_until_priority(game)
    resolve_stack(game)
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card is LANCER)
    return game, new


def test_702_33d_if_it_was_kicked_it_enters_with_counters_and_a_keyword() -> None:
    game, lancer = _cast_lancer(kick=True)
    c = chars(game.state, lancer)  # type: ignore[attr-defined]
    assert (c.power, c.toughness) == (4, 4) and "first strike" in c.keywords
    game, lancer = _cast_lancer(kick=False)
    c = chars(game.state, lancer)  # type: ignore[attr-defined]
    assert (c.power, c.toughness) == (2, 2) and "first strike" not in c.keywords


PHOENIX = card("Test Phoenix {1}{R}\nCreature — Phoenix 2/2\nFlying\n{R}{R}: Return Test Phoenix from your "
               "graveyard to your hand. Activate only during your upkeep.")
COLLAR = card("Test Collar {1}\nArtifact — Equipment\nEquipped creature has first strike.\n{R}{R}: Attach Test "
              "Collar to target creature you control.\nEquip {1}")


def test_113_6b_an_activated_ability_that_works_in_the_graveyard() -> None:
    s = Scenario()
    phoenix = s.graveyard(0, PHOENIX)
    s.many(0, "battlefield", ["Mountain"] * 2)
    s.many(0, "library", ["Mountain"] * 2)
    game = s.start("upkeep")
    assert ("activate", phoenix, 0) in game.legal_actions()
    game.apply(("activate", phoenix, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is PHOENIX for o in game.state.zone("hand", 0))
    s = Scenario()
    phoenix = s.graveyard(0, PHOENIX)
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    assert ("activate", phoenix, 0) not in game.legal_actions()  # only during your upkeep (602.5b)


def test_701_3a_attach_it_to_target_creature_at_instant_speed() -> None:
    s = Scenario()
    collar = s.battlefield(0, COLLAR)
    squire = s.battlefield(0, ALLY)
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1", active=1)
    while game.pending["player"] != 0:
        game.apply(("pass",))
    game.apply(("activate", collar, 0))  # on the opponent's turn: no sorcery-speed limit, unlike equip
    game.apply(("target", squire))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.objects[collar].attached_to == squire
    assert "first strike" in chars(game.state, squire).keywords


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


FLAME = card("Test Flame {1}{R}\nSorcery\nTest Flame deals 3 damage to any target. If a creature dealt damage "
             "this way would die this turn, exile it instead.")
SPRAY = card("Test Spray {R}\nInstant\nTest Spray deals 1 damage to target creature. If that creature would die "
             "this turn, exile it instead.")


def test_614_1a_a_creature_dealt_damage_this_way_is_exiled_instead_of_dying() -> None:
    s = Scenario()
    flame = s.hand(0, FLAME)
    bear = s.battlefield(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    game.apply(("cast", flame))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert bear not in game.state.battlefield()
    assert not game.state.zone("graveyard", 1) and len(game.state.zone("exile", -1)) == 1


def test_614_1a_that_creature_is_exiled_if_it_dies_later_this_turn() -> None:
    s = Scenario()
    spray = s.hand(0, SPRAY)
    bolt = s.hand(0, BOLT)
    ox = s.battlefield(1, card("Test Ox {3}{G}\nCreature — Ox 2/3"))
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    game.apply(("cast", spray))
    game.apply(("target", ox))
    answer_until_priority(game)
    resolve_stack(game)
    assert ox in game.state.battlefield()  # 1 damage: it survives, and the replacement waits all turn
    game.apply(("cast", bolt))
    game.apply(("target", ox))
    answer_until_priority(game)
    resolve_stack(game)
    assert ox not in game.state.battlefield() and not game.state.zone("graveyard", 1)


GHAST = card("Test Ghast {1}{B}\nCreature — Spirit 2/1\nWhenever a land enters under your control, you may "
             "return Test Ghast from your graveyard to the battlefield.")
SPIRIT = card("Test Wisp {1}{U}\nCreature — Spirit 1/1\nAt the beginning of your upkeep, you may return Test Wisp "
              "from your graveyard to your hand.")


def test_113_6m_a_triggered_ability_that_works_in_the_graveyard() -> None:
    from kitchentable.rules import events

    s = Scenario()
    ghast = s.battlefield(0, GHAST)
    land = s.hand(0, "Swamp")
    game = s.start("main1")
    game.apply(("play_land", land))
    answer_until_priority(game)
    assert not game.state.stack_ids()  # on the battlefield its ability doesn't work (113.6m)
    new = events.move(game.state, ghast, "graveyard")  # it dies: now the ability works
    assert ("graveyard_trigger", new) in game.state.delayed
    s2 = Scenario()
    in_gy = s2.graveyard(0, GHAST)
    s2.state.delayed = [("graveyard_trigger", in_gy)]
    land = s2.hand(0, "Swamp")
    game = s2.start("main1")
    game.apply(("play_land", land))
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is GHAST for o in game.state.battlefield())
    assert not any(type(e) is tuple and e[0] == "graveyard_trigger" for e in game.state.delayed)


def test_113_6m_a_card_put_into_a_graveyard_starts_listening_there() -> None:
    s = Scenario()
    wisp = s.hand(0, SPIRIT)
    s.many(0, "library", ["Island"] * 3)
    s.many(1, "library", ["Island"] * 3)
    discard = card("Test Purge {B}\nSorcery\nDiscard a card.")
    purge = s.hand(0, discard)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", purge))
    answer_until_priority(game)
    resolve_stack(game)  # the Wisp is discarded into the graveyard
    assert any(game.state.objects[o].card is SPIRIT for o in game.state.zone("graveyard", 0))
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.step == "upkeep" and g.state.active == 0 and g.state.turn > 5)
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card is SPIRIT for o in game.state.zone("hand", 0))
    assert wisp not in game.state.objects


SKELETON = card("Test Bones {1}{B}\nCreature — Skeleton 2/1\n{1}{B}, Discard two cards: Return Test Bones from "
                "your graveyard to the battlefield tapped.")


def test_113_6m_return_it_from_the_graveyard_to_the_battlefield_tapped() -> None:
    s = Scenario()
    bones = s.graveyard(0, SKELETON)
    s.many(0, "hand", ["Swamp", "Swamp"])
    s.many(0, "battlefield", ["Swamp"] * 2)
    game = s.start("main1")
    game.apply(("activate", bones, 0))
    answer_until_priority(game)
    resolve_stack(game)
    back = [o for o in game.state.battlefield() if game.state.objects[o].card is SKELETON]
    assert back and game.state.objects[back[0]].tapped and not game.state.zone("hand", 0)


HOUND = card("Test Hellhound {2}{B}\nCreature — Hound 2/2\n{T}: Test Hellhound deals 1 damage to any target.\n"
             "Whenever Test Hellhound deals damage to an opponent, that player discards a card.")
BLADE = card("Test Blade {1}\nArtifact — Equipment\nWhenever equipped creature deals damage to a creature, "
             "destroy that creature.\nEquip {1}")


def test_120_3_whenever_it_deals_damage_to_an_opponent_noncombat_too() -> None:
    s = Scenario()
    hound = s.battlefield(0, HOUND)
    s.many(1, "hand", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("activate", hound, 0))
    game.apply(("target", ("player", 0)))  # damage to its own controller: not an opponent, no trigger
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 1)) == 2 and game.state.players[0].life == 19
    s = Scenario()
    hound = s.battlefield(0, HOUND)
    s.many(1, "hand", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("activate", hound, 0))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 1)) == 1 and game.state.players[1].life == 19


def test_120_3_whenever_equipped_creature_deals_damage_to_a_creature() -> None:
    s = Scenario()
    hound = s.battlefield(0, HOUND)
    blade = s.battlefield(0, BLADE, attached_to=hound)
    ox = s.battlefield(1, card("Test Ox {3}{G}\nCreature — Ox 2/4"))
    game = s.start("main1")
    assert game.state.objects[blade].attached_to == hound
    game.apply(("activate", hound, 0))
    game.apply(("target", ox))
    answer_until_priority(game)
    resolve_stack(game)
    assert ox not in game.state.battlefield()  # 1 damage, then "destroy that creature"


RAIDER = card("Test Raider {2}{R}\nCreature — Goblin 2/2\nWhenever Test Raider attacks, tap target creature "
              "defending player controls.")


def test_506_2_target_creature_defending_player_controls() -> None:
    s = Scenario()
    raider = s.battlefield(0, RAIDER)
    mine = s.battlefield(0, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    theirs = s.battlefield(1, card("Test Ox {3}{G}\nCreature — Ox 2/4"))
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", raider, ("player", 1)))
    game.apply(("attack_done",))
    options = game.legal_actions()  # the attack trigger asks for its target
    assert ("target", theirs) in options and ("target", mine) not in options and ("target", raider) not in options
    game.apply(("target", theirs))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.objects[theirs].tapped


BOUNCER = card("Test Surge {2}{U}\nSorcery\nReturn two target creatures to their owners' hands.")
LEECH = card("Test Leech {B}\nEnchantment — Aura\nEnchant creature\nAt the beginning of the upkeep of enchanted "
             "creature's controller, Test Leech deals 1 damage to that player.")
BERSERKER = card("Test Berserker {1}{R}\nCreature — Human Berserker 3/3\nWhen Test Berserker attacks or blocks, "
                 "sacrifice it at end of combat.")


def test_400_7_return_two_target_creatures_to_their_owners_hands() -> None:
    s = Scenario()
    surge = s.hand(0, BOUNCER)
    a = s.battlefield(0, ALLY)
    b = s.battlefield(1, ALLY)
    s.many(0, "battlefield", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", surge))
    game.apply(("target", a))
    game.apply(("target", b))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == 1 and len(game.state.zone("hand", 1)) == 1


def test_503_1_the_upkeep_of_enchanted_creatures_controller() -> None:
    s = Scenario()
    bear = s.battlefield(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.battlefield(0, LEECH, attached_to=bear)
    s.many(0, "library", ["Swamp"] * 3)
    s.many(1, "library", ["Swamp"] * 3)
    game = s.start("upkeep", active=0)
    answer_until_priority(game)
    assert not game.state.stack_ids()  # its controller's upkeep, not the Aura's controller's
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep" and bool(g.state.stack_ids()))
    resolve_stack(game)
    assert game.state.players[1].life == 19 and game.state.players[0].life == 20


def test_603_7_sacrifice_it_at_end_of_combat() -> None:
    s = Scenario()
    berserker = s.battlefield(0, BERSERKER)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", berserker, ("player", 1)))
    game.apply(("attack_done",))
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.step == "combat_damage")
    assert berserker in game.state.battlefield() and game.state.players[1].life == 17
    pass_until(game, lambda g: g.state.step == "main2")
    assert berserker not in game.state.battlefield()


ZEALOT = card("Test Zealot {2}{W}\nCreature — Human 2/2\nWhenever Test Zealot attacks and isn't blocked, you may "
              "have it deal 3 damage to target creature. If you do, Test Zealot assigns no combat damage this turn.")


def _zealot_attacks(blocked: bool) -> tuple[object, int, int]:
    s = Scenario()
    zealot = s.battlefield(0, ZEALOT)
    ox = s.battlefield(1, card("Test Ox {3}{G}\nCreature — Ox 0/3"))
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", zealot, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))
    if blocked:
        game.apply(("block", ox, zealot))
    game.apply(("block_done",))
    return game, zealot, ox


def test_509_5g_attacks_and_isnt_blocked_and_assigns_no_combat_damage() -> None:
    game, zealot, ox = _zealot_attacks(blocked=False)
    options = game.legal_actions()  # the trigger goes on the stack in the declare blockers step (508.3f)
    assert ("target", ox) in options
    game.apply(("target", ox))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    if game.pending["kind"] == "may":
        game.apply(("yes",))
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.step == "main2")
    assert ox not in game.state.battlefield()
    assert game.state.players[1].life == 20  # 510.1a: it assigned no combat damage
    game, zealot, ox = _zealot_attacks(blocked=True)
    assert not game.state.stack_ids() and game.pending["kind"] == "priority"  # blocked: no trigger


GROUNDED = card("Test Snare {U}\nInstant\nTarget creature loses flying until end of turn.")
CLIPPED = card("Test Clip {U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature loses flying.")
BIRD = card("Test Bird {1}{U}\nCreature — Bird 1/1\nFlying")
FINAL = card("Test Final Blow {1}{B}\nInstant\nTarget creature can't be regenerated this turn. Destroy it.")


def test_613_1f_loses_flying_until_end_of_turn_and_while_enchanted() -> None:
    s = Scenario()
    snare = s.hand(0, GROUNDED)
    bird = s.battlefield(1, BIRD)
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("cast", snare))
    game.apply(("target", bird))
    answer_until_priority(game)
    resolve_stack(game)
    assert "flying" not in chars(game.state, bird).keywords
    s = Scenario()
    bird = s.battlefield(1, BIRD)
    clip = s.battlefield(0, CLIPPED, attached_to=bird)
    other = s.battlefield(1, BIRD)
    game = s.start("main1")
    assert "flying" not in chars(game.state, bird).keywords and "flying" in chars(game.state, other).keywords
    assert clip in game.state.battlefield()


def test_701_15_cant_be_regenerated_this_turn() -> None:
    s = Scenario()
    final = s.hand(0, FINAL)
    troll = s.battlefield(1, card("Test Troll {1}{G}\nCreature — Troll 2/2"))
    s.state.objects[troll].regen_shields = 1
    s.many(0, "battlefield", ["Swamp"] * 2)
    game = s.start("main1")
    game.apply(("cast", final))
    game.apply(("target", troll))
    answer_until_priority(game)
    resolve_stack(game)
    assert troll not in game.state.battlefield()


PAINT = card("Test Paint {R}\nInstant\nAny number of target creatures become red until end of turn.")


def test_105_3_any_number_of_target_creatures_become_red() -> None:
    s = Scenario()
    paint = s.hand(0, PAINT)
    a = s.battlefield(0, BIRD)
    b = s.battlefield(1, BIRD)
    c = s.battlefield(1, BIRD)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", paint))
    assert ("count", 3) in game.legal_actions() and ("count", 0) in game.legal_actions()
    game.apply(("count", 2))
    game.apply(("target", a))
    game.apply(("target", b))
    answer_until_priority(game)
    resolve_stack(game)
    assert chars(game.state, a).colors == frozenset({"R"}) and chars(game.state, b).colors == frozenset({"R"})
    assert chars(game.state, c).colors == frozenset({"U"})


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


WALL = card("Test Archer Wall {1}{G}\nCreature — Wall 0/4\nDefender, reach\nWhenever Test Archer Wall blocks a creature "
            "with flying, Test Archer Wall gets +2/+0 until end of turn.")


def test_509_1i_whenever_it_blocks_a_creature_with_flying() -> None:
    for attacker_card, bonus in ((BIRD, 2), (card("Test Bear {1}{G}\nCreature — Bear 2/2"), 0)):
        s = Scenario()
        wall = s.battlefield(1, WALL)
        bird = s.battlefield(0, attacker_card)
        game = s.start("main1")
        while game.pending["kind"] != "declare_attackers":
            game.apply(("pass",))
        game.apply(("attack", bird, ("player", 1)))
        game.apply(("attack_done",))
        while game.pending["kind"] != "declare_blockers":
            game.apply(("pass",))
        game.apply(("block", wall, bird))
        game.apply(("block_done",))
        answer_until_priority(game)
        resolve_stack(game)
        assert chars(game.state, wall).power == bonus


VEIL = card("Test Veil {W}\nInstant\nPrevent all combat damage that would be dealt by target creature this turn.")
SHIELD = card("Test Shield {W}\nInstant\nPrevent all damage that would be dealt to target creature this turn.")


def test_615_1_prevent_all_combat_damage_dealt_by_target_creature_this_turn() -> None:
    s = Scenario()
    ox = s.battlefield(0, card("Test Ox {3}{G}\nCreature — Ox 3/3"))
    veil = s.hand(1, VEIL)
    s.battlefield(1, "Plains")
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", ox, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["player"] != 1:
        game.apply(("pass",))
    game.apply(("cast", veil))
    game.apply(("target", ox))
    answer_until_priority(game)
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.step == "main2")
    assert game.state.players[1].life == 20


def test_615_1_prevent_all_damage_dealt_to_target_creature_this_turn() -> None:
    s = Scenario()
    shield = s.hand(0, SHIELD)
    bolt = s.hand(0, BOLT)
    bear = s.battlefield(0, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.many(0, "battlefield", ["Plains", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", shield))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    game.apply(("cast", bolt))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert bear in game.state.battlefield() and game.state.objects[bear].damage == 0


FEAST = card("Test Feast {1}{G}\nSorcery\nYou gain 2 life for each creature on the battlefield. Each opponent loses "
             "1 life for each Bird you control.")


def test_608_2h_life_for_each_counted_as_it_resolves() -> None:
    s = Scenario()
    feast = s.hand(0, FEAST)
    s.battlefield(0, BIRD)
    s.battlefield(0, BIRD)
    s.battlefield(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.many(0, "battlefield", ["Forest"] * 2)
    game = s.start("main1")
    game.apply(("cast", feast))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 26 and game.state.players[1].life == 18


RUNES = card("Test Runes {2}{G}\nEnchantment — Aura\nEnchant creature\nAt the beginning of your upkeep, put a "
             "growth counter on Test Runes.\nEnchanted creature gets +1/+1 for each growth counter on Test Runes.")


def test_613_4c_gets_plus_one_for_each_counter_on_it() -> None:
    s = Scenario()
    bear = s.battlefield(0, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.battlefield(0, RUNES, attached_to=bear, counters={"growth": 2})
    game = s.start("main1")
    assert (chars(game.state, bear).power, chars(game.state, bear).toughness) == (4, 4)


TOME = card("Test Tome {2}\nArtifact\n{T}, Sacrifice Test Tome: Draw a card for each page counter on Test Tome.")


def test_608_2h_draw_for_each_counter_on_a_source_that_left() -> None:
    s = Scenario()
    tome = s.battlefield(0, TOME, counters={"page": 2})
    s.many(0, "library", ["Island"] * 4)
    game = s.start("main1")
    game.apply(("activate", tome, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == 2  # sacrificed as a cost: its counters as it last existed


FLOOD = card("Test Flood {U}\nInstant\nTarget land becomes an Island until end of turn.")


def test_305_7_target_land_becomes_an_island_until_end_of_turn() -> None:
    s = Scenario()
    flood = s.hand(0, FLOOD)
    mountain = s.battlefield(1, "Mountain")
    s.battlefield(0, "Island")
    game = s.start("main1")
    game.apply(("cast", flood))
    game.apply(("target", mountain))
    answer_until_priority(game)
    resolve_stack(game)
    c = chars(game.state, mountain)
    assert c.subtypes == frozenset({"Island"}) and len(c.activated) == 1 and c.activated[0].is_mana


TWIDDLE = card("Test Twiddle {U}\nInstant\nYou may tap or untap target artifact, creature, or land.")


def test_608_2d_tap_or_untap_target_permanent() -> None:
    for choice, tapped_before, tapped_after in ((("untap",), True, False), (("tap",), False, True)):
        s = Scenario()
        twiddle = s.hand(0, TWIDDLE)
        land = s.battlefield(1, "Forest", tapped=tapped_before)
        s.battlefield(0, "Island")
        game = s.start("main1")
        game.apply(("cast", twiddle))
        game.apply(("target", land))
        answer_until_priority(game)
        game.apply(("pass",))
        game.apply(("pass",))
        game.apply(("yes",))
        assert game.pending["kind"] == "tap_or_untap"
        game.apply(choice)
        assert game.state.objects[land].tapped is tapped_after


PEEKER = card("Test Peeker {1}{U}{U}\nCreature — Wizard 1/1\nWhen Test Peeker enters, untap up to two lands.")


def test_608_2d_untap_up_to_two_lands_chosen_as_it_resolves() -> None:
    s = Scenario()
    peeker = s.hand(0, PEEKER)
    lands = s.many(0, "battlefield", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", peeker))
    answer_until_priority(game)
    assert all(game.state.objects[o].tapped for o in lands)
    game.apply(("pass",))
    game.apply(("pass",))  # the creature resolves; its trigger goes on the stack
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "untap_up_to"
    game.apply(("untap", lands[0]))
    game.apply(("untap", lands[1]))
    assert sum(not game.state.objects[o].tapped for o in lands) == 2


LONELY = card("Test Vigil {1}{W}\nEnchantment\nWhen there are no creatures on the battlefield, sacrifice Test Vigil.")


def test_603_8_when_there_are_no_creatures_on_the_battlefield() -> None:
    s = Scenario()
    vigil = s.battlefield(0, LONELY)
    bear = s.battlefield(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    bolt = s.hand(0, BOLT)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    assert vigil in game.state.battlefield()  # the opponent's creature counts too
    game.apply(("cast", bolt))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert vigil not in game.state.battlefield()


STRIVE = card("Test Strive {G}\nInstant\nThis spell costs {1}{G} more to cast for each target beyond the first.\n"
              "Any number of target creatures become green until end of turn.")


def test_601_2f_strive_costs_colored_mana_more_for_each_target_beyond_the_first() -> None:
    s = Scenario()
    spell = s.hand(0, STRIVE)
    a = s.battlefield(0, BIRD)
    b = s.battlefield(1, BIRD)
    forests = s.many(0, "battlefield", ["Forest"] * 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("count", 2))
    game.apply(("target", a))
    game.apply(("target", b))
    answer_until_priority(game)
    resolve_stack(game)
    assert sum(game.state.objects[f].tapped for f in forests) == 3  # {G} + {1}{G}
    assert chars(game.state, a).colors == frozenset({"G"}) and chars(game.state, b).colors == frozenset({"G"})
