"""Tests of `cards.language.core.descriptions`: descriptions (109, 115.10). Each compiles a small card text of
our own and checks what it does in a scenario."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, BIG, card, in_zone, resolve, to_blocks


def _targets_of(spell_text: str, *permanents: CardDef | str) -> tuple[list[int], set[int]]:
    spell = card(spell_text)
    s = Scenario()
    ids = [s.battlefield(1, p) for p in permanents]
    sid = s.hand(0, spell)
    s.many(0, "battlefield", ["Mountain", "Plains"])
    game = s.start("main1")
    game.apply(("cast", sid))
    return ids, {o[1] for o in game.legal_actions() if o[0] == "target"}


def test_205_4_nonbasic_land_target() -> None:
    nonbasic = card("Test Grove\nLand\n{T}: Add {G}.")
    (forest, grove), targets = _targets_of("Test Quake {R}\nSorcery\nDestroy target nonbasic land.", "Forest",
                                           nonbasic)
    assert grove in targets and forest not in targets


def test_105_2c_multicolored_and_colorless_targets() -> None:
    gold = card("Gold Bear {G}{W}\nCreature — Bear 2/2")
    golem = card("Test Golem {3}\nArtifact Creature — Golem 3/3")
    (g, bear, m), targets = _targets_of("Test Ray {W}\nInstant\nExile target multicolored permanent.",
                                        gold, BEAR, golem)
    assert targets == {g}
    (g, bear, m), targets = _targets_of("Test Shatter {R}\nInstant\nDestroy target colorless creature.",
                                        gold, BEAR, golem)
    assert targets == {m}


def test_105_2_white_and_or_blue_is_either_color_or_both() -> None:
    from kitchentable.cards.render import render

    azorius = card("Test Knight {W}{U}\nCreature — Knight 2/2")
    blue = card("Test Drake {U}\nCreature — Drake 2/2")
    text = "Test Purge {R}\nSorcery\nDestroy target white and/or blue creature."
    (k, d, b), targets = _targets_of(text, azorius, blue, BEAR)
    assert targets == {k, d}  # the green Bear is neither
    assert "Destroy target white and/or blue creature." in render(card(text))


def test_508_1d_attacks_each_combat_if_able() -> None:
    brute = card("Test Berserker {1}{R}\nCreature — Human Berserker 3/1\nThis creature attacks each combat if able.")
    s = Scenario()
    b = s.battlefield(0, brute)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    assert ("attack_done",) not in game.legal_actions()
    game.apply(("attack", bear, ("player", 1)))
    assert ("attack_done",) not in game.legal_actions()
    game.apply(("attack", b, ("player", 1)))
    assert ("attack_done",) in game.legal_actions()


def test_701_16_reveal_hand_you_choose_a_nonland_card_to_discard() -> None:
    duress = card("Test Duress {B}\nSorcery\nTarget opponent reveals their hand. You choose a nonland card from it. "
                  "That player discards that card.")
    s = Scenario()
    spell = s.hand(0, duress)
    s.battlefield(0, "Swamp")
    s.hand(1, "Forest")
    s.hand(1, "Lightning Bolt")
    s.hand(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    resolve(game)
    d = game.pending
    assert d["kind"] == "discard" and d["player"] == 0
    names = {game.state.objects[o[1]].card.name: o for o in game.legal_actions()}
    assert set(names) == {"Lightning Bolt", "Grizzly Bears"}
    game.apply(names["Grizzly Bears"])
    assert [game.state.objects[o].card.name for o in game.state.zone("graveyard", 1)] == ["Grizzly Bears"]


def test_615_7_prevent_the_next_damage_to_any_target() -> None:
    healer = card("Test Healer {1}{W}\nCreature — Human Cleric 1/1\n"
                  "{T}: Prevent the next 1 damage that would be dealt to any target this turn.")
    s = Scenario()
    h = s.battlefield(0, healer)
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("activate", h, 0))
    game.apply(("target", ("player", 1)))
    while game.pending["kind"] != "priority":
        game.apply(game.legal_actions()[0])
    resolve(game)
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    resolve(game)
    assert game.state.players[1].life == 18


def test_615_1_fog_prevents_combat_damage_this_turn() -> None:
    fog = card("Test Fog {G}\nInstant\nPrevent all combat damage that would be dealt this turn.")
    s = Scenario()
    a = s.battlefield(0, BIG)
    f = s.hand(1, fog)
    s.battlefield(1, "Forest")
    game = s.start("main1")
    to_blocks(game, a)
    game.apply(("block_done",))
    while game.pending["player"] != 1 or game.pending["kind"] != "priority":
        game.apply(("pass",))
    game.apply(("cast", f))
    game.apply(("pay",))
    while game.state.step != "main2":
        game.apply(("pass",))
    assert game.state.players[1].life == 20


def test_702_27_buyback_returns_the_spell_to_hand() -> None:
    zap = card("Test Zap {R}\nInstant\nBuyback {2}\nTest Zap deals 1 damage to any target.")
    s = Scenario()
    spell = s.hand(0, zap)
    s.many(0, "battlefield", ["Mountain", "Mountain", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(next(o for o in game.legal_actions() if o[:2] == ("cost", "kicker")))
    game.apply(("target", ("player", 1)))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))
    resolve(game)
    assert game.state.players[1].life == 19
    assert in_zone(game, "hand", "Test Zap")
    assert sum(game.state.objects[o].tapped for o in game.state.battlefield()) == 3


def test_602_5b_activate_only_if_and_only_during_your_turn() -> None:
    sentry = card("Test Sentry {1}{W}\nCreature — Human Soldier 1/1\n"
                  "{T}: You gain 2 life. Activate only if you control two or more Plains.\n"
                  "{1}: This creature gets +1/+0 until end of turn. Activate only during your turn.")
    assert sentry.activated[0].condition is not None and not sentry.activated[0].sorcery_speed
    s = Scenario()
    oid = s.battlefield(0, sentry)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    assert ("activate", oid, 0) not in game.legal_actions()
    s2 = Scenario()
    oid = s2.battlefield(0, sentry)
    s2.many(0, "battlefield", ["Plains", "Plains"])
    game = s2.start("main1")
    assert ("activate", oid, 0) in game.legal_actions() and ("activate", oid, 1) in game.legal_actions()
    s3 = Scenario()
    oid = s3.battlefield(1, sentry)
    s3.many(1, "battlefield", ["Plains", "Plains"])
    game = s3.start("main1")
    game.apply(("pass",))  # the opponent (seat 1) gets priority on seat 0's turn
    assert game.pending["player"] == 1
    assert ("activate", oid, 0) in game.legal_actions() and ("activate", oid, 1) not in game.legal_actions()


def test_513_1_at_the_beginning_of_the_end_step_sacrifice_it() -> None:
    spark = card("Test Spark Elemental {R}\nCreature — Elemental 3/1\nHaste\n"
                 "At the beginning of the end step, sacrifice this creature.")
    s = Scenario()
    oid = s.battlefield(0, spark)
    game = s.start("main2")
    while game.state.step != "cleanup" and oid in game.state.battlefield():
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    assert oid not in game.state.battlefield()
    assert in_zone(game, "graveyard", "Test Spark Elemental")


def test_702_threshold_condition_n_or_more_cards_are_in_your_graveyard() -> None:
    hermit = card("Test Hermit {G}\nCreature — Human 1/1\n"
                  "{T}: You gain 1 life. Activate only if seven or more cards are in your graveyard.")
    assert hermit.activated[0].condition is not None
    assert hermit.activated[0].condition.kind == "cards_in_graveyard_at_least"
    assert hermit.activated[0].condition.n == 7
    for cards, legal in ((6, False), (7, True)):
        s = Scenario()
        oid = s.battlefield(0, hermit)
        s.many(0, "graveyard", ["Forest"] * cards)
        game = s.start("main1")
        assert (("activate", oid, 0) in game.legal_actions()) is legal


def test_701_22_look_at_the_top_card_you_may_put_it_on_the_bottom() -> None:
    glance = card("Test Glance {U}\nSorcery\nLook at the top card of your library. You may put that card on the "
                  "bottom of your library.\nDraw a card.")
    s = Scenario()
    spell = s.hand(0, glance)
    s.battlefield(0, "Island")
    s.library(0, "Forest")
    top = s.library(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve(game)
    assert game.pending["kind"] == "scry" and ("bottom", top) in game.legal_actions()
    game.apply(("bottom", top))
    assert in_zone(game, "hand", "Forest") and not in_zone(game, "hand", "Mountain")


def test_603_2_when_this_becomes_the_target_of_a_spell_or_ability_sacrifice_it() -> None:
    phantom = card("Test Phantasm {1}{U}\nCreature — Illusion 3/3\n"
                   "When this creature becomes the target of a spell or ability, sacrifice it.")
    pump = card("Test Pump {G}\nInstant\nTarget creature gets +1/+1 until end of turn.")
    s = Scenario()
    oid = s.battlefield(0, phantom)
    spell = s.hand(0, pump)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", oid))
    game.apply(("pay",))
    for _ in range(6):
        if oid not in game.state.battlefield():
            break
        game.apply(("pass",))
    assert oid not in game.state.battlefield() and in_zone(game, "graveyard", "Test Phantasm")


def test_122_spore_counters_and_removing_them() -> None:
    fungus = card("Test Thallid {G}\nCreature — Fungus 1/1\n"
                  "At the beginning of your upkeep, put a spore counter on this creature.\n"
                  "Remove three spore counters from this creature: Create a 1/1 green Saproling creature token.")
    s = Scenario()
    oid = s.battlefield(0, fungus)
    s.state.mut(oid).counters["spore"] = 2
    s.many(0, "library", ["Forest", "Forest"])
    game = s.start("upkeep")
    while game.state.stack_ids() or game.state.step == "upkeep":
        game.apply(("pass",))
    assert game.state.objects[oid].counters["spore"] == 3
    while game.state.step != "main1":
        game.apply(("pass",))
    game.apply(("activate", oid, 0))
    if ("pay",) in game.legal_actions():  # no mana, no payment step (601.2h)
        game.apply(("pay",))
    resolve(game)
    assert game.state.objects[oid].counters.get("spore", 0) == 0
    assert any("Saproling" in chars(game.state, o).subtypes for o in game.state.battlefield())


def test_305_enters_tapped_unless_you_control_two_or_fewer_other_lands() -> None:
    land = card("Test Fastland\nLand\nThis land enters tapped unless you control two or fewer other lands.\n"
                "{T}: Add {R}.")
    for others, tapped in ((2, False), (3, True)):
        s = Scenario()
        s.many(0, "battlefield", ["Mountain"] * others)
        oid = s.hand(0, land)
        game = s.start("main1")
        game.apply(("play_land", oid))
        new = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Fastland"][0]
        assert game.state.objects[new].tapped is tapped


def test_602_5b_activate_only_during_your_upkeep() -> None:
    idol = card("Test Idol {2}\nArtifact\n{T}: You gain 1 life. Activate only during your upkeep.")
    s = Scenario()
    oid = s.battlefield(0, idol)
    s.many(0, "library", ["Forest", "Forest"])
    game = s.start("upkeep")
    assert ("activate", oid, 0) in game.legal_actions()
    while game.state.step != "main1":
        game.apply(("pass",))
    assert ("activate", oid, 0) not in game.legal_actions()


def test_122_1_creature_with_a_counter_on_it() -> None:
    doom = card("Test Doom {B}\nInstant\nDestroy target creature with a +1/+1 counter on it.")
    s = Scenario()
    grown = s.battlefield(1, BEAR)
    plain = s.battlefield(1, BIG)
    s.state.mut(grown).counters["+1/+1"] = 1
    spell = s.hand(0, doom)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", spell))
    assert {o[1] for o in game.legal_actions() if o[0] == "target"} == {grown}
    game.apply(("target", grown))
    game.apply(("pay",))
    resolve(game)
    assert grown not in game.state.battlefield() and plain in game.state.battlefield()


def test_502_3_you_may_choose_not_to_untap() -> None:
    """The active player decides whether a permanent they "may choose not to untap" untaps (502.3)."""
    tower = card("Test Keeper {3}\nArtifact\nYou may choose not to untap Test Keeper during your untap step.\n"
                 "{T}: You gain 1 life.")
    for answer, tapped in (("untap", False), ("keep_tapped", True)):
        s = Scenario()
        keeper = s.battlefield(0, tower, tapped=True)
        s.library(0, "Plains")
        s.library(1, "Plains")
        game = s.start("end", active=1)
        while game.pending["kind"] != "untap_choice":
            game.apply(("pass",) if ("pass",) in game.legal_actions() else game.legal_actions()[0])
        assert game.pending["player"] == 0
        game.apply((answer, keeper))
        assert game.state.objects[keeper].tapped is tapped


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


def test_115_1_a_spell_or_permanent_target_is_refused_not_read_as_a_spell_only() -> None:
    """A filter is of one zone: "target spell or permanent" compiled to a spell only, so Venser's bounce could
    never return a permanent (and Eight-and-a-Half-Tails never whitened one). Refused with the phrase until a
    target can span the stack and the battlefield."""
    with pytest.raises(CardError, match="a spell or permanent"):
        card("Test Savant {2}{U}{U}\nCreature — Human Wizard 2/2\nWhen Test Savant enters the battlefield, return "
             "target spell or permanent to its owner's hand.")
    spell_only = card("Test Recall {U}\nInstant\nReturn target spell to its owner's hand.")
    assert spell_only.spell is not None


def test_110_4b_a_subtype_permanent_card_is_not_a_kindred_instant() -> None:
    raise_dead = card("Test Rising {2}{B}\nSorcery\nReturn target Dragon permanent card from your graveyard to your "
                      "hand.")
    dragon = card("Test Drake {3}{R}\nCreature — Dragon 4/4\nFlying")
    swap = card("Test Breath {1}{R}\nKindred Instant — Dragon\nTest Breath deals 2 damage to any target.")
    s = Scenario()
    drake, kindred = s.graveyard(0, dragon), s.graveyard(0, swap)
    sid = s.hand(0, raise_dead)
    s.many(0, "battlefield", ["Swamp", "Swamp", "Swamp"])
    game = s.start("main1")
    game.apply(("cast", sid))
    targets = {o[1] for o in game.legal_actions() if o[0] == "target"}
    assert drake in targets and kindred not in targets


def test_115_10_either_of_two_typed_nouns_is_refused_not_read_as_both() -> None:
    """"Dragon creature or Ugin planeswalker" asks for either; read as one description it would need an object
    that is a creature and a planeswalker at once (the types of a description are all required), so no Dragon
    creature could be chosen. Refused, with the words named."""
    for text in ("Return target Dragon creature card or Ugin planeswalker card from your graveyard to your hand.",
                 "Destroy target artifact creature or enchantment."):
        with pytest.raises(CardError, match="either of two nouns of different types"):
            card(f"Test Either {{2}}\nSorcery\n{text}")


def test_115_10_a_type_said_once_for_two_subtypes_targets_either() -> None:
    """"Elf or Soldier creature" and "Elf creature or Soldier creature": a creature that is an Elf or a Soldier."""
    elf = card("Test Elf {G}\nCreature — Elf 1/1")
    soldier = card("Test Soldier {W}\nCreature — Soldier 1/1")
    goblin = card("Test Goblin {R}\nCreature — Goblin 1/1")
    for words in ("Elf or Soldier creature", "Elf creature or Soldier creature"):
        (e, s, g), targets = _targets_of(f"Test Smite {{R}}\nSorcery\nDestroy target {words}.", elf, soldier, goblin)
        assert e in targets and s in targets and g not in targets


def test_115_10_a_spell_or_a_creature_is_refused_not_read_as_a_creature_spell() -> None:
    """"Return target spell or creature" asks for a spell on the stack or a creature on the battlefield; a
    description is of one zone, and read as one it became "creature spell" (Unsubstantiate could target neither
    a noncreature spell nor a creature). Refused; "instant or sorcery spell" is one noun phrase and reads as before."""
    with pytest.raises(CardError, match="spell or creature"):
        card("Test Unmake {1}{U}\nInstant\nReturn target spell or creature to its owner's hand.")
    counter = card("Test Denial {1}{U}\nInstant\nCounter target instant or sorcery spell.")
    target = counter.spell.modes[0].targets[0].filter
    assert target.any_types == frozenset({"Instant", "Sorcery"}) and target.zone == "stack"


def test_111_1_a_list_of_types_or_token_is_either_not_a_token_of_those_types() -> None:
    """"Exile target artifact, enchantment, or token": an artifact, an enchantment or any token (a creature token
    too), not "an artifact or enchantment token" as the list was read before."""
    s = Scenario()
    token = s.battlefield(1, BEAR)
    s.state.objects[token].token = True
    bear = s.battlefield(1, BEAR)
    relic = s.battlefield(1, card("Test Relic {2}\nArtifact"))
    spell = s.hand(0, card("Test Shred {R}\nSorcery\nExile target artifact, enchantment, or token."))
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", spell))
    targets = {o[1] for o in game.legal_actions() if o[0] == "target"}
    assert token in targets and relic in targets and bear not in targets
