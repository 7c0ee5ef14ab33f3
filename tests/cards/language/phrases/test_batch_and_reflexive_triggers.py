"""Tests of `cards.language.phrases.batch_and_reflexive_triggers`: batch triggers (603.2c) and reflexive
triggers (603.12). Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, BIG, card

SPARK = card("Test Spark {R}\nSorcery\nTest Spark deals 1 damage to any target.")


def _names(game, zone: str, seat: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.objects[o].card.name for o in game.state.zone(zone, seat)]


def _answer(game, *prefer: tuple) -> None:  # type: ignore[no-untyped-def]
    """Answer decisions until priority, taking the first preferred action that is legal, else "pay"/the first."""
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        pick = next((p for p in prefer if p in options), None)
        if pick is None:
            pick = ("pay",) if ("pay",) in options else options[0]
        game.apply(pick)


SAC_BOLT = card("Test Offering {1}{R}\nSorcery\nYou may sacrifice a creature. When you do, Test Offering deals "
                "damage equal to that creature's power to any target.")


def test_603_12_reflexive_trigger_goes_on_the_stack_after_the_spell_and_targets_then() -> None:
    assert "When you do, this deals damage equal to its power to any target." in render(SAC_BOLT)
    s = Scenario()
    spell = s.hand(0, SAC_BOLT)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    ox = s.battlefield(0, BIG)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "may"
    game.apply(("yes",))
    # the spell finished resolving; the reflexive ability now asks for its target (603.12a, 603.3d)
    assert ox not in game.state.battlefield() and "Test Offering" in _names(game, "graveyard", 0)
    assert game.pending["kind"] == "choose_target"
    game.apply(("target", ("player", 1)))
    assert len(game.state.stack_ids()) == 1
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[1].life == 16  # the sacrificed Ox's power, as it last existed (608.2h)


def test_603_12_declining_the_action_creates_no_reflexive_trigger() -> None:
    s = Scenario()
    spell = s.hand(0, SAC_BOLT)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    ox = s.battlefield(0, BIG)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("no",))
    assert game.pending["kind"] == "priority" and not game.state.stack_ids() and ox in game.state.battlefield()
    assert game.state.players[1].life == 20


def test_603_12_nothing_sacrificed_means_no_reflexive_trigger() -> None:
    s = Scenario()
    spell = s.hand(0, SAC_BOLT)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    if game.pending["kind"] == "may":
        game.apply(("yes",))
    assert game.pending["kind"] == "priority" and not game.state.stack_ids()


def test_603_12_mandatory_sacrifice_it_when_you_do_search() -> None:
    court = card("Test Courtyard\nLand\nWhen Test Courtyard enters, sacrifice it. When you do, search your library "
                 "for a basic Mountain, Forest, or Plains card, put it onto the battlefield tapped, then shuffle and "
                 "you gain 1 life.")
    s = Scenario()
    land = s.hand(0, court)
    s.many(0, "library", ["Island", "Forest", "Island"])
    game = s.start("main1")
    game.apply(("play_land", land))
    _answer(game)
    game.apply(("pass",))
    game.apply(("pass",))
    _answer(game)
    while game.state.stack_ids():
        game.apply(("pass",))
        _answer(game)
    names = [game.state.objects[o].card.name for o in game.state.battlefield()]
    assert names == ["Forest"] and game.state.players[0].life == 21


def test_603_12_pay_mana_when_you_do_attack_trigger() -> None:
    raider = card("Test Raider {1}{R}\nCreature — Goblin 2/2\nWhenever Test Raider attacks, you may pay {1}{R}. "
                  "When you do, Test Raider deals 2 damage to target creature.")
    assert "you may pay {1}{R}. When you do, this deals 2 damage to target creature." in render(raider)
    s = Scenario()
    oid = s.battlefield(0, raider)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", oid, ("player", 1)))
    game.apply(("attack_done",))
    _answer(game)
    assert len(game.state.stack_ids()) == 1  # the attack trigger; no target was asked for it
    game.apply(("pass",))
    game.apply(("pass",))
    _answer(game, ("yes",), ("target", bear))
    game.apply(("pass",))
    game.apply(("pass",))
    assert bear not in game.state.battlefield()


FAERIE = card("Test Sprite {1}{U}\nCreature — Faerie 1/1\nFlying")


def _attack(game, *attackers) -> None:  # type: ignore[no-untyped-def]
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))


def _until_step(game, step: str) -> None:  # type: ignore[no-untyped-def]
    while game.state.step != step or game.state.stack_ids() or game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else ("block_done",) if ("block_done",) in options
                   else options[0])


def test_603_2c_one_or_more_faeries_deal_combat_damage_triggers_once_per_batch() -> None:
    blade = card("Test Blade {2}{B}\nCreature — Faerie Rogue 2/2\nFlying\nWhenever one or more Faeries you control "
                 "deal combat damage to a player, put a +1/+1 counter on Test Blade.")
    assert "Whenever one or more Faeries you control deal combat damage to a player" in render(blade)
    s = Scenario()
    oid = s.battlefield(0, blade)
    sprites = [s.battlefield(0, FAERIE), s.battlefield(0, FAERIE)]
    game = s.start("main1")
    _attack(game, oid, *sprites)
    _until_step(game, "end_of_combat")
    assert game.state.players[1].life == 16
    assert game.state.objects[oid].counters.get("+1/+1") == 1  # three faeries, one batch, one counter


def test_603_2c_one_or_more_goblins_attack_triggers_once_per_declaration() -> None:
    horde = card("Test Horde {2}{R}\nCreature — Goblin 2/2\nWhenever one or more Goblins you control attack, "
                 "Test Horde deals 1 damage to each opponent.")
    goblin = card("Test Goblin {R}\nCreature — Goblin 1/1")
    s = Scenario()
    oid = s.battlefield(0, horde)
    gob = s.battlefield(0, goblin)
    game = s.start("main1")
    _attack(game, oid, gob)
    _until_step(game, "declare_blockers")
    assert game.state.players[1].life == 19


def test_603_2c_two_or_more_creatures_attack_needs_two_attackers() -> None:
    pack = card("Test Pack {2}{G}\nCreature — Wolf 2/2\nWhenever two or more creatures you control attack, you gain "
                "3 life.")
    for attackers, life in ((1, 20), (2, 23)):
        s = Scenario()
        ids = [s.battlefield(0, pack)] + [s.battlefield(0, BEAR)]
        game = s.start("main1")
        _attack(game, *ids[:attackers])
        _until_step(game, "declare_blockers")
        assert game.state.players[0].life == life


def test_603_2c_one_or_more_creatures_die_at_once_trigger_once() -> None:
    mourner = card("Test Mourner {2}{B}\nCreature — Human 1/1\nWhenever one or more other creatures you control die, "
                   "you gain 2 life.")
    wrath = card("Test Wrath {2}{W}{W}\nSorcery\nDestroy all creatures with power 2 or greater.")
    s = Scenario()
    s.battlefield(0, mourner)
    s.battlefield(0, BEAR)
    s.battlefield(0, BIG)
    spell = s.hand(1, wrath)
    s.many(1, "battlefield", ["Plains"] * 4)
    game = s.start("main1", active=1)
    game.apply(("cast", spell))
    game.apply(("pay",))
    _until_step(game, "main1")
    assert len(game.state.battlefield()) == 5 and game.state.players[0].life == 22  # two died, one trigger


def _cast_and_resolve(game, spell: int, *prefer: tuple) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    _answer(game, *prefer)
    while game.state.stack_ids() or game.state.pending_triggers:
        game.apply(("pass",))
        _answer(game, *prefer)


def test_603_2c_one_or_more_counters_put_on_creatures_you_control_trigger_once() -> None:
    keeper = card("Test Keeper {1}{G}\nCreature — Elf 1/1\nWhenever one or more +1/+1 counters are put on a creature "
                  "you control, you gain 1 life.")
    assert "Whenever one or more +1/+1 counters are put on creature you control" in render(keeper)
    feast = card("Test Feast {G}\nSorcery\nPut a +1/+1 counter on each creature you control.")
    blight = card("Test Blight {B}\nSorcery\nPut a -1/-1 counter on each creature you control.")
    s = Scenario()
    s.battlefield(0, keeper)
    s.battlefield(0, BIG)
    one = s.hand(0, feast)
    two = s.hand(0, blight)
    s.many(0, "battlefield", ["Forest", "Swamp"])
    game = s.start("main1")
    _cast_and_resolve(game, one)
    assert game.state.players[0].life == 21
    _cast_and_resolve(game, two)
    assert game.state.players[0].life == 21


def test_603_2c_one_or_more_cards_leave_your_graveyard() -> None:
    watcher = card("Test Watcher {1}{B}\nCreature — Zombie 1/1\nWhenever one or more cards leave your graveyard, you "
                   "gain 1 life.")
    purge = card("Test Purge {B}\nInstant\nExile target card from a graveyard.")
    s = Scenario()
    s.battlefield(0, watcher)
    mine = s.graveyard(0, BEAR)
    theirs = s.graveyard(1, BIG)
    spells = [s.hand(0, purge), s.hand(0, purge)]
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    game = s.start("main1")
    _cast_and_resolve(game, spells[0], ("target", theirs))
    assert game.state.players[0].life == 20
    _cast_and_resolve(game, spells[1], ("target", mine))
    assert game.state.players[0].life == 21


def test_603_12_exile_a_card_from_your_graveyard_when_you_do_reads_that_card() -> None:
    exiler = card("Test Exiler {2}{B}\nCreature — Zombie 2/2\nWhen Test Exiler enters, you may exile a creature card "
                  "from your graveyard. When you do, you gain life equal to that card's mana value.")
    assert "you may exile a creature card from your graveyard. When you do" in render(exiler)
    s = Scenario()
    spell = s.hand(0, exiler)
    s.many(0, "battlefield", ["Swamp"] * 3)
    ox = s.graveyard(0, BIG)
    game = s.start("main1")
    _cast_and_resolve(game, spell, ("yes",), ("exile", ox))
    assert _names(game, "exile", -1) == ["Big Ox"] and game.state.players[0].life == 24


def test_603_12_tap_an_untapped_creature_when_you_do() -> None:
    tapper = card("Test Tapper {2}{U}\nCreature — Human 2/2\nWhen Test Tapper enters, you may tap an untapped "
                  "creature you control. When you do, you gain 3 life.")
    for answer, life in (("yes", 23), ("no", 20)):
        s = Scenario()
        spell = s.hand(0, tapper)
        s.many(0, "battlefield", ["Island"] * 3)
        bear = s.battlefield(0, BEAR)
        game = s.start("main1")
        _cast_and_resolve(game, spell, (answer,), ("tap", bear))
        assert game.state.players[0].life == life and game.state.objects[bear].tapped == (answer == "yes")


def test_608_2c_if_you_control_you_may_if_you_do() -> None:
    trash = card("Test Trash {1}{R}\nSorcery\nIf you control a Raccoon, you may discard a card. If you do, draw a "
                 "card.")
    raccoon = card("Test Raccoon {G}\nCreature — Raccoon 1/1")
    s = Scenario()
    spell = s.hand(0, trash)
    s.hand(0, BEAR)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    s.battlefield(0, raccoon)
    s.many(0, "library", ["Forest", "Island"])
    game = s.start("main1")
    _cast_and_resolve(game, spell, ("yes",))
    assert _names(game, "hand", 0) == ["Island"] and "Plain Bear" in _names(game, "graveyard", 0)


def test_608_2d_target_opponent_exiles_an_enchantment_they_control() -> None:
    winter = card("Test Winter {4}{B}\nInstant\nChoose one —\n• Exile target creature.\n• Target opponent exiles an "
                  "enchantment they control.")
    assert "Target opponent exiles an enchantment they control." in render(winter)
    aura = card("Test Charm Field {1}{W}\nEnchantment")
    s = Scenario()
    spell = s.hand(0, winter)
    s.many(0, "battlefield", ["Swamp"] * 5)
    s.battlefield(0, aura)
    theirs = [s.battlefield(1, aura), s.battlefield(1, aura)]
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("modes", (1,)))
    _answer(game, ("target", ("player", 1)))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["player"] == 1 and set(game.legal_actions()) == {("exile", o) for o in theirs}
    game.apply(("exile", theirs[1]))
    assert _names(game, "exile", -1) == ["Test Charm Field"] and theirs[0] in game.state.battlefield()


def test_603_2c_one_or_more_creatures_attack_you_and_a_creature_attacks_you() -> None:
    strategist = card("Test Strategist {2}{U}{U}\nCreature — Vedalken 2/2\nWhenever one or more creatures attack "
                      "you, you gain 1 life.")
    sentry = card("Test Sentry {2}{W}\nCreature — Human 1/1\nWhenever a creature attacks you, you gain 2 life.")
    assert "Whenever one or more creatures attack you" in render(strategist)
    assert "Whenever a creature attacks you, you gain 2 life." in render(sentry)
    s = Scenario()
    s.battlefield(1, strategist)
    s.battlefield(1, sentry)
    attackers = [s.battlefield(0, BEAR), s.battlefield(0, BIG)]
    game = s.start("main1")
    _attack(game, *attackers)
    _until_step(game, "declare_blockers")
    assert game.state.players[1].life == 25  # one batch trigger, two single ones


def test_119_3_if_you_gained_life_this_turn() -> None:
    cleric = card("Test Cleric {1}{W}\nCreature — Cleric 2/2\nAt the beginning of your end step, if you gained 2 or "
                  "more life this turn, draw a card.")
    for gain, drawn in ((True, 1), (False, 0)):
        s = Scenario()
        s.battlefield(0, cleric)
        spell = s.hand(0, card("Test Balm {W}\nInstant\nYou gain 2 life."))
        s.battlefield(0, "Plains")
        s.many(0, "library", ["Forest", "Forest"])
        game = s.start("main1")
        if gain:
            _cast_and_resolve(game, spell)
        _until_step(game, "end")
        while game.state.step == "end":
            game.apply(("pass",))
            _answer(game)
        assert len(game.state.zone("hand", 0)) == drawn + (0 if gain else 1)


def test_608_2d_impulse_choose_one_of_them() -> None:
    text = ("Test Impulse {1}{R}\nSorcery\nExile the top two cards of your library. Choose one of them. Until the end "
            "of your next turn, you may play that card.")
    assert "Choose one of them. You may play that card until the end of your next turn." in \
        render(card(text))
    s = Scenario()
    spell = s.hand(0, card(text))
    s.many(0, "battlefield", ["Mountain"] * 4)
    s.many(0, "library", ["Forest"] * 3)
    s.library(0, SPARK)
    s.library(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", spell))
    _answer(game)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "choose_card"
    exiled = {game.state.objects[o].card.name: o for o in game.state.zone("exile", -1)}
    game.apply(("choose", exiled["Test Spark"]))
    options = game.legal_actions()
    assert ("cast", exiled["Test Spark"], "exiled") in options and ("play_land", exiled["Mountain"]) not in options


def test_508_1_a_creature_attacks_you_that_creatures_controller_loses_life() -> None:
    warden = card("Test Warden {2}{B}\nCreature — Human 2/2\nWhenever a creature attacks you or a planeswalker you "
                  "control, that creature's controller loses 1 life.")
    assert "Whenever a creature attacks you or a planeswalker you control, its controller loses" in render(warden)
    s = Scenario()
    s.battlefield(1, warden)
    attackers = [s.battlefield(0, BEAR), s.battlefield(0, BIG)]
    game = s.start("main1")
    _attack(game, *attackers)
    _until_step(game, "declare_blockers")
    assert game.state.players[0].life == 18


def test_603_2c_one_or_more_tokens_you_control_enter() -> None:
    herald = card("Test Herald {2}{W}\nCreature — Human 2/2\nWhenever one or more tokens you control enter, you gain 1 "
                  "life.")
    assert "Whenever one or more tokens you control enter" in render(herald)
    muster = card("Test Muster {1}{W}\nSorcery\nCreate two 1/1 white Soldier creature tokens.")
    s = Scenario()
    s.battlefield(0, herald)
    spell = s.hand(0, muster)
    s.many(0, "battlefield", ["Plains", "Plains"])
    game = s.start("main1")
    _cast_and_resolve(game, spell)
    assert len(game.state.battlefield()) == 5 and game.state.players[0].life == 21
