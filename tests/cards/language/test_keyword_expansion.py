"""Tests of `cards.language.keyword_expansion`: keyword lines (702). Each compiles a small card text of our
own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, BIG, card, in_zone, resolve, to_blocks


def test_502_3_doesnt_untap_during_your_untap_step() -> None:
    stone = card("Heavy Stone Golem {4}\nArtifact Creature — Golem 5/5\n"
                 "This creature doesn't untap during your untap step.")
    assert "doesn't untap" in stone.keywords
    s = Scenario()
    golem = s.battlefield(0, stone, tapped=True)
    bear = s.battlefield(0, BEAR, tapped=True)
    game = s.start("end", active=1)
    while game.state.active != 0 or game.state.step != "upkeep":
        game.apply(("pass",))
    assert game.state.objects[golem].tapped and not game.state.objects[bear].tapped


def test_502_3_enchanted_creature_doesnt_untap() -> None:
    chains = card("Frost Chains {1}{U}\nEnchantment — Aura\nEnchant creature\n"
                  "Enchanted creature doesn't untap during its controller's untap step.")
    s = Scenario()
    bear = s.battlefield(1, BEAR, tapped=True)
    aura = s.battlefield(0, chains)
    s.state.mut(aura).attached_to = bear
    game = s.start("end", active=0)
    while game.state.active != 1 or game.state.step != "upkeep":
        game.apply(("pass",))
    assert game.state.objects[bear].tapped
    assert "doesn't untap" in chars(game.state, bear).keywords


def test_101_2_this_spell_cant_be_countered() -> None:
    sure = card("Sure Strike {1}{R}\nInstant\nThis spell can't be countered.\n"
                "Sure Strike deals 3 damage to any target.")
    s = Scenario()
    spell = s.hand(0, sure)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    counter = s.hand(1, "Counterspell")
    s.many(1, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("cast", counter))
    game.apply(("target", game.state.stack_ids()[0]))
    game.apply(("pay",))
    resolve(game)  # Counterspell resolves; the strike stays
    assert any(e.kind == "not_countered" for e in game.state.log)
    resolve(game)
    assert game.state.players[1].life == 17


def test_506_4_attacking_or_blocking_creature_target() -> None:
    smite = card("Battle Smite {W}\nInstant\nDestroy target attacking or blocking creature.")
    s = Scenario()
    attacker = s.battlefield(0, BEAR)
    idle = s.battlefield(0, BIG)
    strike = s.hand(1, smite)
    s.battlefield(1, "Plains")
    game = s.start("main1")
    to_blocks(game, attacker)
    game.apply(("block_done",))
    while game.pending["player"] != 1 or game.pending["kind"] != "priority":
        game.apply(("pass",))
    game.apply(("cast", strike))
    targets = {o[1] for o in game.legal_actions() if o[0] == "target"}
    assert attacker in targets and idle not in targets


def test_702_114_devoid_is_colorless() -> None:
    drone = card("Void Drone {1}{B}\nCreature — Eldrazi Drone 2/1\nDevoid")
    assert drone.colors == frozenset()
    s = Scenario()
    oid = s.battlefield(0, drone)
    game = s.start("main1")
    assert chars(game.state, oid).colors == frozenset()


def test_702_45_bushido_pumps_when_blocking() -> None:
    samurai = card("Test Samurai {1}{W}\nCreature — Human Samurai 2/2\nBushido 1")
    s = Scenario()
    attacker = s.battlefield(0, BEAR)
    blocker = s.battlefield(1, samurai)
    game = s.start("main1")
    to_blocks(game, attacker)
    game.apply(("block", blocker, attacker))
    game.apply(("block_done",))
    while game.state.stack_ids():
        game.apply(("pass",))
    assert chars(game.state, blocker).power == 3 and chars(game.state, blocker).toughness == 3


def test_702_83_exalted_pumps_a_creature_attacking_alone() -> None:
    angel = card("Test Exalter {1}{W}\nCreature — Human Monk 1/1\nExalted")
    s = Scenario()
    s.battlefield(0, angel)
    attacker = s.battlefield(0, BEAR)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", attacker, ("player", 1)))
    game.apply(("attack_done",))
    while game.state.stack_ids():
        game.apply(("pass",))
    assert chars(game.state, attacker).power == 3


def test_702_25_flanking_shrinks_a_blocker_without_flanking() -> None:
    knight = card("Test Flanker {1}{W}\nCreature — Human Knight 2/2\nFlanking")
    s = Scenario()
    attacker = s.battlefield(0, knight)
    blocker = s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, attacker)
    game.apply(("block", blocker, attacker))
    game.apply(("block_done",))
    while game.state.stack_ids():
        game.apply(("pass",))
    assert chars(game.state, blocker).power == 1 and chars(game.state, blocker).toughness == 1


SLAY = card("Test Slay {B}\nInstant\nDestroy target creature.")


def settle(game, choose=()) -> None:  # type: ignore[no-untyped-def]
    """Pass and answer until the stack is empty and seat 0 has priority: targets from `choose` when offered,
    "yes" to a may, else the first option."""
    for _ in range(60):
        d = game.pending
        if d["kind"] == "priority" and not game.state.stack_ids() and d["player"] == 0:
            return
        options = game.legal_actions()
        wanted = [o for o in options if len(o) > 1 and o[1] in choose]
        if wanted:
            game.apply(wanted[0])
        elif ("yes",) in options:
            game.apply(("yes",))
        elif ("pass",) in options:
            game.apply(("pass",))
        else:
            game.apply(next(o for o in options if o[0] not in ("cancel", "no")))
    raise AssertionError("did not settle")


def slay(game, victim) -> None:  # type: ignore[no-untyped-def]
    spell = next(o for o in game.state.zone("hand", 0) if game.state.objects[o].card.name == "Test Slay")
    game.apply(("cast", spell))
    game.apply(("target", victim))
    game.apply(("pay",))


def test_702_46_soulshift_returns_a_spirit_card() -> None:
    shifter = card("Test Shifter {3}\nCreature — Spirit 2/2\nSoulshift 3")
    small = card("Small Spirit {1}\nCreature — Spirit 1/1")
    s = Scenario()
    oid = s.battlefield(0, shifter)
    back = s.graveyard(0, small)
    s.hand(0, SLAY)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    slay(game, oid)
    settle(game, choose=(back,))
    assert in_zone(game, "hand", "Small Spirit")


def test_702_86_annihilator_makes_defending_player_sacrifice() -> None:
    titan = card("Test Annihilator {5}\nCreature — Eldrazi 4/4\nAnnihilator 1")
    s = Scenario()
    a = s.battlefield(0, titan)
    victim = s.battlefield(1, BEAR)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))
    while game.state.stack_ids() or game.pending["kind"] == "sacrifice":
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    assert victim not in game.state.battlefield()


def test_702_91_battle_cry_pumps_other_attackers() -> None:
    crier = card("Test Crier {2}{R}\nCreature — Goblin 1/1\nBattle cry")
    s = Scenario()
    c = s.battlefield(0, crier)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", c, ("player", 1)))
    game.apply(("attack", bear, ("player", 1)))
    game.apply(("attack_done",))
    while game.state.stack_ids():
        game.apply(("pass",))
    assert chars(game.state, bear).power == 3 and chars(game.state, c).power == 1


def test_702_130_afflict_and_702_70_poisonous() -> None:
    brute = card("Test Brute {2}{B}\nCreature — Zombie 3/3\nAfflict 2\nPoisonous 1")
    s = Scenario()
    a = s.battlefield(0, brute)
    blocker = s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, a)
    game.apply(("block", blocker, a))
    game.apply(("block_done",))
    while game.state.stack_ids():
        game.apply(("pass",))
    assert game.state.players[1].life == 18


def test_702_70_poisonous_on_combat_damage() -> None:
    snake = card("Test Snake {1}{G}\nCreature — Snake 1/1\nPoisonous 2")
    s = Scenario()
    a = s.battlefield(0, snake)
    game = s.start("main1")
    to_blocks(game, a)
    game.apply(("block_done",))
    while game.state.step != "main2":
        game.apply(("pass",))
    assert game.state.players[1].poison == 2


def test_702_135_afterlife_makes_spirits() -> None:
    cleric = card("Test Cleric {1}{W}\nCreature — Human Cleric 1/1\nAfterlife 2")
    s = Scenario()
    oid = s.battlefield(0, cleric)
    s.hand(0, SLAY)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    slay(game, oid)
    settle(game)
    spirits = [o for o in game.state.battlefield() if "Spirit" in chars(game.state, o).subtypes]
    assert len(spirits) == 2 and all("flying" in chars(game.state, o).keywords for o in spirits)


def test_702_29e_typecycling_searches_for_the_type() -> None:
    beast = card("Test Cycler {4}{G}\nCreature — Beast 5/5\nForestcycling {1}")
    s = Scenario()
    cyc = s.hand(0, beast)
    forest = s.library(0, "Forest")
    s.library(0, "Island")
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("activate", cyc, 0))
    settle(game, choose=(forest,))
    assert in_zone(game, "hand", "Forest") and in_zone(game, "graveyard", "Test Cycler")


def test_702_85c_a_second_cascade_is_refused_not_lost() -> None:
    """Each instance of cascade triggers (702.85c), but the kernel reads a named keyword once: "Cascade, cascade"
    would cascade once, so the card is refused and says why. A repeated redundant keyword is fine (702.10d)."""
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="a second instance of cascade"):
        card("Test Wanderer {5}{G}{U}{R}\nLegendary Creature — Elemental 7/5\nCascade, cascade")
    runner = card("Test Runner {1}{R}\nCreature — Goblin 2/2\nHaste, haste")
    assert "haste" in runner.keywords
