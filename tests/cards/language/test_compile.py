"""Tests of `cards.language.compile`: how a card's lines become its abilities; here, lines written wholly in
parentheses (reminder text, 207.2a, unless they read as rules text)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.rules.abilities import Ref, Simple
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card, to_blocks
from tests.rules.keyword_support import named, settle


def test_a_parenthesised_line_that_reads_as_rules_text_is_an_ability() -> None:
    wall = card("Test Shy {1}{G}\nCreature — Elf 1/1\n(This creature can't block.)")
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    bear = s.battlefield(0, BEAR)
    shy = s.battlefield(1, wall)
    game = s.start("main1")
    to_blocks(game, bear)
    assert ("block", shy, bear) not in game.legal_actions()  # it can't block: not a vanilla creature


def test_reminder_text_on_a_line_of_its_own_stays_reminder_text() -> None:
    grove = card("Test Grove\nLand — Forest Plains\n({T}: Add {G} or {W}.)")
    assert len(grove.activated) == 2  # 305.6: its land types' abilities, not a second copy of them
    mite = card("Test Mite {G/P}\nArtifact Creature — Phyrexian Mite 1/1\n({G/P} can be paid with either {G} or "
                "2 life.)")
    assert not (mite.static or mite.activated or mite.triggered)


def test_a_static_ability_on_two_groups_joined_by_and_is_unsupported_not_a_crash_in_play() -> None:
    """"White creatures and blue creatures can't block." names two groups; one ability can't hold both, so the
    card is refused by name (it once compiled with both groups in one field and failed when the game read it)."""
    with pytest.raises(CardError) as err:
        card("Test Veto {2}{R}\nEnchantment\nWhite creatures and blue creatures can't block.")
    assert "two groups" in str(err.value) and "Test Veto" in str(err.value)


def test_doubling_counters_renders_without_an_amount() -> None:
    """Kalonian Hydra's attack trigger has no number to say; `cards show` once failed on it."""
    hydra = card("Test Hydra {3}{G}{G}\nCreature — Hydra 0/0\nTrample\nThis creature enters with four +1/+1 "
                 "counters on it.\nWhenever this creature attacks, double the number of +1/+1 counters on each "
                 "creature you control.")
    assert "Whenever this attacks, double the number of +1/+1 counters on each creature you control." in render(hydra)


def test_107_3_with_mana_value_x_is_refused_where_nothing_reads_x() -> None:
    """"Destroy target creature with mana value X." once compiled with the "with mana value X" dropped, so the
    spell destroyed any creature whatever X was paid (Disembowel, Detonate, Gorilla Shaman, Crime // Punishment).
    A spell's or activated ability's target reads its own announced X (601.2b-c; `rules.concepts.targets.with_x`);
    a triggered ability has no X to read, so it is refused by that phrase. The other place X is read, a "you may
    pay {X}" on resolution (Relentless Dead), still compiles."""
    gut = card("Test Gut {X}{B}\nSorcery\nDestroy target creature with mana value X.")
    assert gut.spell is not None and gut.spell.modes[0].targets[0].filter.mana_value_is_x
    with pytest.raises(CardError) as err:
        card("Test Gut {1}{B}\nCreature — Zombie 2/2\nWhen this creature enters, destroy target creature with mana "
             "value X.")
    assert "with mana value x" in str(err.value)
    dead = card("Test Dead {B}{B}\nCreature — Zombie 2/2\nWhen this creature dies, you may pay {X}. If you do, "
                "return another target Zombie creature card with mana value X from your graveyard to the "
                "battlefield.")
    assert dead.triggered


def test_603_7c_a_delayed_it_names_the_token_just_created_and_after_a_put_is_refused() -> None:
    favor = card("Test Favor {3}{W}\nInstant\nCreate a 4/4 white Angel creature token with flying. Exile it at the "
                 "beginning of the next end step.")
    assert favor.spell is not None
    delayed = favor.spell.modes[0].effects[-1]
    assert isinstance(delayed, Simple) and delayed.kind == "delayed_trigger"
    assert [e.subject for e in delayed.param("effects")] == [Ref("created")]  # the Angel, not the card
    with pytest.raises(CardError) as err:
        card("Test Breach {4}{R}\nInstant\nYou may put a creature card from your hand onto the battlefield. That "
             "creature gains haste. Sacrifice that creature at the beginning of the next end step.")
    assert "603.7c" in str(err.value)
    maze = card("Test Maze {4}{U}\nCreature — Wall 4/2\nDefender\n{0}: Test Maze can attack this turn as though it "
                "didn't have defender. Exile it at the beginning of the next end step.")
    assert maze.activated


def test_607_2a_the_exiled_card_of_another_ability_is_refused_not_left_in_exile() -> None:
    with pytest.raises(CardError) as err:
        card("Test Hunter {1}{W}{W}\nCreature — Human Cleric 1/3\nWhen Test Hunter enters the battlefield, exile "
             "another target creature.\nWhen Test Hunter leaves the battlefield, return the exiled card to the "
             "battlefield under its owner's control.")
    assert "607.2a" in str(err.value)
    flicker = card("Test Flicker {1}{W}\nInstant\nExile target creature you control, then return the exiled card to "
                   "the battlefield under its owner's control.")
    assert flicker.spell is not None


def test_111_4_a_token_remembers_its_subtypes_in_printed_order() -> None:
    """A token's subtypes are a set (205.3); the order the text prints them in is kept for `cards show` only."""
    from kitchentable.rules.abilities import CreateToken
    from tests.cards.card_text import card

    allies = card("Test Allies {3}{W}\nSorcery\nCreate two 2/2 white Knight Ally creature tokens.")
    assert allies.spell is not None
    made = allies.spell.modes[0].effects[0]
    assert isinstance(made, CreateToken)
    assert made.token.subtype_order == ("Knight", "Ally") and made.token.subtypes == {"Ally", "Knight"}
GYL = card("Test Casting Director {1}{W}{G}\nLegendary Creature — Human Bard 2/3\nWhenever Test Casting Director or "
           "another nontoken creature you control enters, choose one —\n• Create a Royal Role token attached to that "
           "creature.\n• Create a Monster Role token attached to that creature.")


def test_603_2_a_modal_trigger_s_mode_names_the_creature_that_entered() -> None:
    """"That creature" in a mode of "Whenever ~ or another creature enters, choose one —" is the creature that
    entered (603.2), as it is in the same trigger without modes; it read as the card itself before."""
    assert "• Create a Monster Role token attached to that creature." in render(GYL)
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 2)
    director = s.battlefield(0, GYL)
    s.hand(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", named(game, BEAR.name, "hand")[0]))
    game.apply(("pay",))
    settle(game, (("modes", (1,)),))
    bear, role = named(game, BEAR.name)[0], named(game, "Monster Role")
    assert len(role) == 1 and game.state.objects[role[0]].attached_to == bear
    assert (chars(game.state, bear).power, chars(game.state, director).power) == (3, 2)
