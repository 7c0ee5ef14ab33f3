"""Combat (506-511) scenarios."""

from __future__ import annotations

from kitchentable.scenario import Scenario
from tests.rules.cards import BEARS, COLOSSUS, KNIGHT, SERRA, SWAMP, TRAMPLER, creature

DEATHTOUCH = creature("Typhoid Rats", "{B}", 1, 1, "deathtouch", sub="Rat")
LIFELINK = creature("Child of Night", "{1}{B}", 2, 1, "lifelink", sub="Vampire")
MENACE = creature("Goblin Menace", "{1}{R}", 2, 2, "menace", sub="Goblin")
DOUBLE = creature("Fencing Ace", "{1}{W}", 1, 1, "double strike", sub="Human")
HASTE = creature("Raging Goblin", "{R}", 1, 1, "haste", sub="Goblin")
WALL = creature("Wall of Stone", "{1}{R}{R}", 0, 8, "defender", sub="Wall")
BLACK_BEAR = creature("Black Bear", "{1}{B}", 2, 2, sub="Bear")
DUMMY = creature("Practice Dummy", "{1}", 0, 2, sub="Construct")


def to_declare_attackers(game):  # type: ignore[no-untyped-def]
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))


def attack_until_blocks(game, attacker):  # type: ignore[no-untyped-def]
    """Attack player 2 with `attacker` alone and pass until player 2 declares blockers."""
    to_declare_attackers(game)
    game.apply(("attack", attacker, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))


def test_508_1_unblocked_attacker_damages_defending_player() -> None:
    s = Scenario()
    bears = s.battlefield(0, BEARS)
    game = s.start("main1")
    to_declare_attackers(game)
    game.apply(("attack", bears, ("player", 1)))
    game.apply(("attack_done",))
    assert game.state.objects[bears].tapped
    while game.state.step != "main2":
        game.apply(game.legal_actions()[-1] if game.pending["kind"] == "declare_blockers" else ("pass",))
    assert game.state.players[1].life == 18


def test_302_6_summoning_sick_creature_cannot_attack_but_haste_can() -> None:
    s = Scenario()
    sick = s.battlefield(0, BEARS, sick=True)
    fast = s.battlefield(0, HASTE, sick=True)
    game = s.start("main1")
    to_declare_attackers(game)
    attackers = {o[1] for o in game.legal_actions() if o[0] == "attack"}
    assert fast in attackers and sick not in attackers


def test_702_3_defender_cannot_attack_and_702_20_vigilance_does_not_tap() -> None:
    s = Scenario()
    wall = s.battlefield(0, WALL)
    angel = s.battlefield(0, SERRA)
    game = s.start("main1")
    to_declare_attackers(game)
    assert wall not in {o[1] for o in game.legal_actions() if o[0] == "attack"}
    game.apply(("attack", angel, ("player", 1)))
    game.apply(("attack_done",))
    assert not game.state.objects[angel].tapped


def test_702_9_flying_can_only_be_blocked_by_flying_or_reach() -> None:
    s = Scenario()
    angel = s.battlefield(0, SERRA)
    s.battlefield(1, BEARS)
    game = s.start("main1")
    attack_until_blocks(game, angel)
    assert not [o for o in game.legal_actions() if o[0] == "block"]


def test_702_110_menace_needs_two_blockers() -> None:
    s = Scenario()
    gob = s.battlefield(0, MENACE)
    b1 = s.battlefield(1, BEARS)
    b2 = s.battlefield(1, BEARS)
    game = s.start("main1")
    attack_until_blocks(game, gob)
    game.apply(("block", b1, gob))
    assert ("block_done",) not in game.legal_actions()
    game.apply(("block", b2, gob))
    assert ("block_done",) in game.legal_actions()


def test_702_16_protection_from_black_cannot_be_blocked_by_black() -> None:
    s = Scenario()
    knight = s.battlefield(0, KNIGHT)
    s.battlefield(1, BLACK_BEAR)
    game = s.start("main1")
    attack_until_blocks(game, knight)
    assert not [o for o in game.legal_actions() if o[0] == "block"]


def _fight(attacker_card, blocker_card, defender_extra=()):  # type: ignore[no-untyped-def]
    s = Scenario()
    s.library(0, SWAMP)
    s.library(1, SWAMP)
    attacker = s.battlefield(0, attacker_card)
    blocker = s.battlefield(1, blocker_card)
    game = s.start("main1")
    attack_until_blocks(game, attacker)
    game.apply(("block", blocker, attacker))
    game.apply(("block_done",))
    while game.state.step not in ("end_of_combat", "main2"):
        if game.pending["kind"] == "assign_damage":
            rest = [a for a in game.legal_actions() if a[0] == "assign_rest"]
            game.apply(next((a for a in rest if a[1] == ("player", 1)), rest[0]))
            continue
        game.apply(("pass",))
    return game, attacker, blocker


def test_702_7_first_strike_kills_before_regular_damage() -> None:
    game, knight, bears = _fight(KNIGHT, BEARS)
    assert knight in game.state.objects and game.state.objects[knight].damage == 0
    assert bears not in game.state.objects


def test_702_4_double_strike_deals_damage_twice() -> None:
    game, ace, dummy = _fight(DOUBLE, DUMMY)
    assert dummy not in game.state.objects  # 1 first-strike + 1 regular damage to a 0/2
    assert ace in game.state.objects


def test_702_2_deathtouch_any_damage_is_lethal() -> None:
    game, rats, wurm = _fight(DEATHTOUCH, COLOSSUS)
    assert wurm not in game.state.objects and rats not in game.state.objects


def test_702_19_trample_assigns_lethal_then_rest_to_player() -> None:
    game, armodon, bears = _fight(TRAMPLER, BEARS)
    assert game.state.players[1].life == 19
    assert bears not in game.state.objects


def test_702_15_lifelink_gains_life_for_damage_dealt() -> None:
    game, hawk, bears = _fight(LIFELINK, BEARS)
    assert game.state.players[0].life == 22


def test_509_2_damage_assignment_order_with_two_blockers() -> None:
    s = Scenario()
    s.library(0, SWAMP)
    wurm = s.battlefield(0, COLOSSUS)
    b1 = s.battlefield(1, BEARS)
    b2 = s.battlefield(1, WALL)
    game = s.start("main1")
    attack_until_blocks(game, wurm)
    game.apply(("block", b1, wurm))
    game.apply(("block", b2, wurm))
    game.apply(("block_done",))
    assert game.pending["kind"] == "damage_order"
    game.apply(("first", b2))
    while game.state.step not in ("end_of_combat", "main2"):
        game.apply(("pass",))
    assert b1 in game.state.objects, "all 6 damage went to the wall, first in order, which needed 8"
    assert game.state.objects[b2].damage == 6
    assert wurm in game.state.objects


def test_802_free_for_all_attack_any_opponent() -> None:
    s = Scenario("ffa", players=3)
    bears = s.battlefield(0, BEARS)
    game = s.start("main1")
    to_declare_attackers(game)
    targets = {o[2] for o in game.legal_actions() if o[0] == "attack" and o[1] == bears}
    assert targets == {("player", 1), ("player", 2)}


def test_510_1c_attacker_divides_damage_among_blockers_lethal_first() -> None:
    s = Scenario()
    s.library(0, SWAMP)
    wurm = s.battlefield(0, COLOSSUS)
    bears = s.battlefield(1, BEARS)
    wall = s.battlefield(1, WALL)
    game = s.start("main1")
    attack_until_blocks(game, wurm)
    game.apply(("block", bears, wurm))
    game.apply(("block", wall, wurm))
    game.apply(("block_done",))
    game.apply(("first", bears))
    while game.pending["kind"] != "assign_damage":
        game.apply(("pass",))
    # lethal (2) went to the bears first without asking; the other 4 may go to either blocker
    assert set(game.legal_actions()) == {("assign", bears), ("assign", wall), ("assign_rest", bears),
                                         ("assign_rest", wall)}
    game.apply(("assign_rest", wall))
    assert bears not in game.state.objects
    assert game.state.objects[wall].damage == 4


def test_702_19c_trample_needs_lethal_to_blockers_before_the_player() -> None:
    s = Scenario()
    s.library(0, SWAMP)
    armodon = s.battlefield(0, TRAMPLER)
    bears = s.battlefield(1, BEARS)
    game = s.start("main1")
    attack_until_blocks(game, armodon)
    game.apply(("block", bears, armodon))
    game.apply(("block_done",))
    while game.pending["kind"] != "assign_damage":
        game.apply(("pass",))
    assert ("assign_rest", ("player", 1)) in game.legal_actions()
    game.apply(("assign_rest", bears))  # a player may put more than lethal on a blocker
    assert game.state.players[1].life == 20
