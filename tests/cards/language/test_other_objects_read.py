"""Compiled cards whose effect reads another object than the card (608.2c, 608.2h, 603.10a): the creature that
died, the creature sacrificed, the creatures an earlier instruction named. Each was compiled as the card itself
(or as a group read again later) and did something else; these scenarios pin the fix."""

from __future__ import annotations

from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

PINGER = "{T}: This creature deals 1 damage to target creature."
GHOUL = card("Test Ghoul {3}{B}\nCreature — Zombie 3/2\nWhenever a creature dealt damage by Test Ghoul this "
             "turn dies, you gain life equal to that creature's toughness.\n" + PINGER)
COLLECTOR = card("Test Collector {3}{B}{B}\nCreature — Vampire 3/4\nWhenever a creature dealt damage by Test "
                 "Collector this turn dies, return that card to the battlefield under your control.\n" + PINGER)
SLAVER = card("Test Slaver {3}{B}{B}\nCreature — Zombie Horror 3/5\nWhenever a creature dealt damage by Test "
              "Slaver this turn dies, return it to the battlefield under your control. That creature is a black "
              "Zombie in addition to its other colors and types.\n" + PINGER)
ELF = card("Test Elf {G}\nCreature — Elf 1/1")
WALL = card("Test Wall {1}{W}\nCreature — Wall 0/6")


def _ping_to_death(collector_card: object) -> tuple[object, int, int]:
    s = scenario()
    source = s.battlefield(0, collector_card)
    elf = s.battlefield(1, ELF)
    game = s.start("main1")
    game.apply(("activate", source, 0))
    game.apply(("target", elf))
    settle(game)
    return game, source, elf


def test_603_10a_life_equal_to_the_toughness_of_the_creature_that_died() -> None:
    game, _source, _elf = _ping_to_death(GHOUL)
    assert game.state.players[0].life == 21  # the Elf's toughness, 1 (not this 3/2's 2)


def test_603_10a_that_card_is_the_creature_that_died_not_this_one() -> None:
    game, source, _elf = _ping_to_death(COLLECTOR)
    assert named(game, "Test Elf")  # returned under seat 0's control
    assert game.state.objects[named(game, "Test Elf")[0]].controller == 0
    assert source in game.state.battlefield()


def test_603_10a_it_is_the_creature_that_died_not_this_one() -> None:
    from kitchentable.rules.continuous.layers import chars

    game, source, _elf = _ping_to_death(SLAVER)
    assert named(game, "Test Elf") and game.state.objects[named(game, "Test Elf")[0]].controller == 0
    assert source in game.state.battlefield()
    returned = chars(game.state, named(game, "Test Elf")[0])
    assert "Zombie" in returned.subtypes and "B" in returned.colors  # the returned creature, not this one


def test_the_creature_that_died_renders_as_it_not_as_this_card() -> None:
    assert "life equal to its toughness" in render(GHOUL)
    assert "return that creature to the battlefield" in render(COLLECTOR)


DOOMGAPE = card("Test Gape {4}{B}{G}\nCreature — Elemental 10/10\nAt the beginning of your upkeep, sacrifice a "
                "creature. You gain life equal to that creature's toughness.")
FALL = card("Test Fall {2}{G}{G}\nInstant\nAs an additional cost to cast this spell, sacrifice a creature.\nYou "
            "draw cards equal to the sacrificed creature's power, then you gain life equal to its toughness.")
OX = card("Test Ox {3}{G}\nCreature — Ox 2/5")
TEARS = card("Test Tears {2}{R}{R}\nInstant\nAttacking creatures you control get +X/+0 until end of turn, where X "
             "is the number of attacking creatures. Sacrifice those creatures at the beginning of the next end step.")


def test_608_2h_life_equal_to_the_sacrificed_creatures_toughness_not_this_ones() -> None:
    from tests.rules.keyword_support import to_upkeep

    s = scenario()
    s.battlefield(0, DOOMGAPE)
    ox = s.battlefield(0, OX)
    game = s.start("end", active=1, turn=4)
    to_upkeep(game, 0)
    settle(game, answers=(("sacrifice", ox),))
    assert named(game, "Test Ox", "graveyard")
    assert game.state.players[0].life == 25  # the Ox's toughness, 5 (not the Gape's 10)


def test_608_2h_its_toughness_after_the_sacrificed_creatures_power() -> None:
    s = scenario()
    lands(s, 0, 4, "Forest")
    ox = s.battlefield(0, OX)
    spell = s.hand(0, FALL)
    game = s.start("main1")
    hand_before = len(game.state.zones[("hand", 0)])
    game.apply(("cast", spell))
    settle(game, answers=(("sacrifice", ox),))
    assert game.state.players[0].life == 25  # the Ox's toughness, 5 (the spell has none: it was 0)
    assert len(game.state.zones[("hand", 0)]) == hand_before - 1 + 2  # the Ox's power, 2


def test_603_7c_those_creatures_are_the_ones_attacking_as_the_spell_resolved() -> None:
    from tests.rules.keyword_support import attack

    s = scenario()
    lands(s, 0, 4)
    elf = s.battlefield(0, ELF)
    spell = s.hand(0, TEARS)
    game = s.start("main1")
    attack(game, elf)
    game.apply(("block_done",))
    game.apply(("cast", spell))
    settle(game, seat=1)
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.step == "cleanup" or g.state.turn > 5)
    assert named(game, "Test Elf", "graveyard")  # sacrificed at the end step, though no longer attacking
    assert "sacrifice those creatures" in render(TEARS)


ZEALOT = card("Test Zealot {1}{B}{B}\nCreature — Human Cleric 2/2\nWhenever this creature deals combat damage to a "
              "player, you may sacrifice it. If you do, destroy target creature that player controls.")
ALTAR = card("Test Altar {2}\nArtifact\nSacrifice a creature: You gain 1 life.")


def _zealot_trigger_on_the_stack() -> tuple[object, int, int, int]:
    from kitchentable.scenario import pass_until
    from tests.rules.keyword_support import attack

    s = scenario()
    zealot = s.battlefield(0, ZEALOT)
    altar = s.battlefield(0, ALTAR)
    ox = s.battlefield(1, OX)
    game = s.start("main1")
    attack(game, zealot)
    game.apply(("block_done",))
    pass_until(game, lambda g: bool(g.state.stack_ids()) or g.pending["kind"] == "target")
    if game.pending["kind"] == "target":
        game.apply(("target", ox))
    pass_until(game, lambda g: g.pending["kind"] == "priority" and g.pending["player"] == 0)
    return game, zealot, altar, ox


def test_609_3_if_you_do_after_a_sacrifice_that_could_not_happen() -> None:
    game, zealot, altar, ox = _zealot_trigger_on_the_stack()
    game.apply(("activate", altar, 0))  # the Zealot leaves before its trigger resolves
    options = game.legal_actions()
    pick = [o for o in options if zealot in o]
    if pick:
        game.apply(pick[0])
    settle(game, answers=(("yes",),))
    assert zealot not in game.state.battlefield()
    assert ox in game.state.battlefield()  # "you may sacrifice it" did nothing, so no "if you do" (609.3)


def test_609_3_if_you_do_after_the_sacrifice() -> None:
    game, zealot, _altar, ox = _zealot_trigger_on_the_stack()
    settle(game, answers=(("yes",),))
    assert zealot not in game.state.battlefield() and ox not in game.state.battlefield()


def test_603_7c_those_cards_after_the_group_was_exiled_is_refused() -> None:
    """Ghostway: the group left the battlefield, and "those cards" read again at the end step found nothing;
    refused until the delayed instruction can follow the exiled cards."""
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="those cards' after an instruction moved the group"):
        card("Test Ghostway {2}{W}\nInstant\nExile each creature you control. Return those cards to the "
             "battlefield under their owner's control at the beginning of the next end step.")


TRIBUTE = card("Test Tribute {2}{B}\nInstant\nTarget opponent sacrifices a creature. You gain life equal to that "
               "creature's toughness.")


def test_608_2h_life_equal_to_the_toughness_of_the_creature_an_opponent_sacrificed() -> None:
    s = scenario()
    lands(s, 0, 3, "Swamp")
    s.battlefield(1, OX)
    spell = s.hand(0, TRIBUTE)
    game = s.start("main1")
    game.apply(("cast", spell))
    settle(game, answers=(("target", ("player", 1)),))
    assert named(game, "Test Ox", "graveyard")
    assert game.state.players[0].life == 25  # the Ox's toughness, 5 (the spell has none)


RAIDER = card("Test Raider {2}{R}{R}\nCreature — Human Warrior 4/3\nWhen this creature enters, you may discard a "
              "card. If you do, draw a card.")


def test_609_3_may_discard_with_an_empty_hand_draws_nothing() -> None:
    s = scenario()
    lands(s, 0, 4)
    raider = s.hand(0, RAIDER)
    game = s.start("main1")
    game.apply(("cast", raider))
    settle(game, answers=(("yes",),))
    assert named(game, "Test Raider")
    assert not game.state.zones[("hand", 0)]  # nothing discarded, so no card drawn (Keldon Raider)
