"""Tests of `cards.language.core.amounts`: amounts and counts (107.1, 107.3, 608.2h). Each compiles a small
card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

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


RIOTERS = card("Test Rioters {2}{G}\nCreature — Human Warrior */*\nTest Rioters's power and toughness are each equal to "
               "the number of basic land types among lands you control.")


def test_205_3i_domain_counts_the_basic_land_types_among_your_lands() -> None:
    s = Scenario()
    rioters = s.battlefield(0, RIOTERS)
    s.many(0, "battlefield", ["Forest", "Forest", "Island"])
    s.battlefield(0, card("Test Bayou\nLand — Swamp Forest"))  # a land of two basic land types counts both
    s.battlefield(1, "Mountain")  # the opponent's lands don't count
    game = s.start("main1")
    assert (chars(game.state, rioters).power, chars(game.state, rioters).toughness) == (3, 3)


GIANT = card("Test Giant {5}{W}\nCreature — Giant 1/3\nDomain — Test Giant gets +1/+1 for each basic land type among "
             "lands you control.")
STREAM = card("Test Stream {2}{G}\nSorcery\nDomain — You gain 2 life for each basic land type among lands you "
              "control.")
MIGHT = card("Test Might {G}\nInstant\nDomain — Target creature gets +1/+1 until end of turn for each basic land "
             "type among lands you control.")


def test_205_3i_domain_for_each_anthem_counts_each_type_once() -> None:
    s = Scenario()
    giant = s.battlefield(0, GIANT)
    s.many(0, "battlefield", ["Plains", "Plains", "Island"])
    s.battlefield(1, "Swamp")  # the opponent's lands don't count
    game = s.start("main1")
    assert (chars(game.state, giant).power, chars(game.state, giant).toughness) == (3, 5)


def test_205_3i_domain_for_each_life_is_counted_as_the_spell_resolves() -> None:
    s = Scenario()
    stream = s.hand(0, STREAM)
    s.many(0, "battlefield", ["Forest", "Forest", "Forest"])
    s.battlefield(0, card("Test Bayou\nLand — Swamp Forest"))
    game = s.start("main1")
    game.apply(("cast", stream))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 24  # Forest and Swamp: 2 life each


def test_205_3i_domain_for_each_pump_until_end_of_turn() -> None:
    s = Scenario()
    might = s.hand(0, MIGHT)
    bear = s.battlefield(0, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.many(0, "battlefield", ["Forest", "Island", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", might))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert (chars(game.state, bear).power, chars(game.state, bear).toughness) == (5, 5)


STRATADON = card("Test Stratadon {4}\nArtifact Creature — Brushwagg 3/3\nDomain — This spell costs {1} less to cast "
                 "for each basic land type among lands you control.")


def test_601_2f_domain_reduces_a_spells_own_cost_per_basic_land_type() -> None:
    for lands, castable in ((["Plains", "Island"], True), (["Plains", "Plains"], False)):
        s = Scenario()
        stratadon = s.hand(0, STRATADON)
        s.many(0, "battlefield", lands)
        game = s.start("main1")
        assert (("cast", stratadon) in game.legal_actions()) is castable  # {4} less 2 types / less 1 type
