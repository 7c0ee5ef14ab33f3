"""Tests of `cards.language.phrases.counted_amounts` and `rules.concepts.counted_amounts`: today's counts
("the greatest power among ...", "the number of card types among cards in all graveyards", "the amount of life you
gained this turn", "for each experience counter you have", "for each opponent who controls fewer creatures than
you"). Each compiles a small card text of our own, checks the count in a scenario and that it renders as its text."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, named, scenario, settle

GRUB = card("Test Grub {3}{B}\nCreature — Insect 0/5\nTest Grub gets +X/+0, where X is the greatest power among "
            "creature cards in your graveyard.")
OGRE = card("Test Ogre {2}{R}\nCreature — Ogre 3/3")
GIANT = card("Test Giant {4}{R}\nCreature — Giant 5/5")
BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")
GOYF = card("Test Goyf {1}{G}\nCreature — Lhurgoyf */1+*\nTest Goyf's power is equal to the number of card types "
            "among cards in all graveyards and its toughness is equal to that number plus 1.")
HAWK = card("Test Hawk {1}{B}{B}\nCreature — Vampire 1+*/3\nTest Hawk's power is equal to 1 plus the number of card "
            "types among cards in your opponents' graveyards.")
THIRST = card("Test Thirst {B}\nInstant\nYou gain 1 life. Target creature gets -X/-X until end of turn, where X is "
              "the amount of life you gained this turn.")
VOICE = card("Test Voice {2}{G}\nCreature — Elf 3/3\nWhen Test Voice enters, draw a card for each opponent who "
             "controls fewer creatures than you.")
SAGE = card("Test Sage {1}{U}\nCreature — Human 1/1\nTest Sage gets +1/+1 for each experience counter you have.")
SURGE = card("Test Surge {2}{G}\nInstant\nTarget creature gets +X/+X until end of turn, where X is the greatest "
             "power among other creatures you control.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _cast(game: Any, name: str, answers: tuple[tuple[Any, ...], ...] = ()) -> None:
    game.apply(("cast", named(game, name, "hand")[0]))
    settle(game, answers)


def test_608_2h_greatest_power_among_creature_cards_in_your_graveyard() -> None:
    """Only creature cards in its controller's graveyard count; none is 0."""
    s = scenario()
    grub = s.battlefield(0, GRUB)
    game = s.start("main1")
    assert chars(game.state, grub).power == 0
    s = scenario()
    grub = s.battlefield(0, GRUB)
    s.graveyard(0, OGRE)
    s.graveyard(0, BOLT)
    s.graveyard(1, GIANT)  # an opponent's graveyard is not "your graveyard"
    game = s.start("main1")
    assert (chars(game.state, grub).power, chars(game.state, grub).toughness) == (3, 5)
    assert "This gets +X/+0, where X is the greatest power among creature cards in your graveyard." in render(GRUB)


def test_608_2h_greatest_power_among_other_creatures_you_control_counts_as_it_resolves() -> None:
    s = scenario()
    lands(s, 0, 3, "Forest")
    bear = s.battlefield(0, BEAR)
    s.battlefield(0, GIANT)
    s.battlefield(1, card("Test Titan {6}\nCreature — Giant 9/9"))  # not yours
    s.hand(0, SURGE)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Surge", "hand")[0]))
    settle(game, ((("target", bear)),))
    assert chars(game.state, bear).power == 2 + 5
    assert "where X is the greatest power among other creatures you control" in render(SURGE)


def test_205_2a_card_types_among_cards_in_all_graveyards() -> None:
    """Tarmogoyf: each card type once, in every graveyard; toughness that number plus 1 (604.3)."""
    s = scenario()
    goyf = s.battlefield(0, GOYF)
    s.graveyard(0, OGRE)
    s.graveyard(1, GIANT)  # a second creature adds no type
    s.graveyard(1, BOLT)
    s.graveyard(0, card("Test Rock {2}\nArtifact Creature — Golem 2/2"))
    game = s.start("main1")
    assert (chars(game.state, goyf).power, chars(game.state, goyf).toughness) == (3, 4)
    text = render(GOYF)
    assert "power is equal to the number of card types among cards in all graveyards and its toughness is equal " \
           "to that number plus 1" in text
    assert text.splitlines()[-1] == "*/1+*"


def test_604_3_one_plus_card_types_in_your_opponents_graveyards() -> None:
    s = scenario()
    hawk = s.battlefield(0, HAWK)
    s.graveyard(0, BOLT)  # yours doesn't count
    s.graveyard(1, OGRE)
    s.graveyard(1, card("Test Field\nLand"))
    game = s.start("main1")
    assert (chars(game.state, hawk).power, chars(game.state, hawk).toughness) == (3, 3)
    assert render(HAWK).splitlines()[-1] == "1+*/3"


def test_119_3_the_amount_of_life_you_gained_this_turn() -> None:
    """Life gained earlier this turn and by the spell itself counts."""
    s = scenario()
    lands(s, 0, 1, "Swamp")
    giant = s.battlefield(1, GIANT)
    s.hand(0, THIRST)
    game = s.start("main1")
    from kitchentable.rules.events import gain_life

    gain_life(game.state, 0, 3)
    game.apply(("cast", named(game, "Test Thirst", "hand")[0]))
    settle(game, ((("target", giant)),))
    assert (chars(game.state, giant).power, chars(game.state, giant).toughness) == (1, 1)  # 3 + 1 gained: -4/-4
    assert "where X is the amount of life you gained this turn" in render(THIRST)


def test_122_1_for_each_experience_counter_you_have() -> None:
    s = scenario()
    sage = s.battlefield(0, SAGE)
    game = s.start("main1")
    assert chars(game.state, sage).power == 1
    game.state.players[0].counters["experience"] = 2
    game.state.cache.clear()
    assert (chars(game.state, sage).power, chars(game.state, sage).toughness) == (3, 3)
    game.state.players[1].counters["experience"] = 5  # an opponent's counters are theirs
    game.state.cache.clear()
    assert chars(game.state, sage).power == 3
    assert "gets +1/+1 for each experience counter you have." in render(SAGE)


def test_608_2h_for_each_opponent_who_controls_fewer_creatures_than_you() -> None:
    for their_bears, drawn in ((0, 1), (1, 1), (2, 0), (3, 0)):
        s = scenario()
        lands(s, 0, 3, "Forest")
        s.battlefield(0, BEAR)
        for _ in range(their_bears):
            s.battlefield(1, BEAR)
        s.hand(0, VOICE)
        game = s.start("main1")
        library = len(game.state.zone("library", 0))
        _cast(game, "Test Voice")
        assert library - len(game.state.zone("library", 0)) == drawn, their_bears  # Voice itself counts (2 mine)
    assert "draw a card for each opponent who controls fewer creatures than you." in render(VOICE)


KALEMNE = card("Test Disciple {2}{R}{W}\nLegendary Creature — Giant 3/3\nWhenever you cast a creature spell with mana "
               "value 5 or greater, you get an experience counter.\nTest Disciple gets +1/+1 for each experience "
               "counter you have.")
SEER = card("Test Seer {1}{W}\nCreature — Human 1/1\nWhen Test Seer enters, you get an experience counter.\nAt the "
            "beginning of your end step, you gain X life, where X is the number of experience counters you have.")


def test_122_1_you_get_an_experience_counter_and_it_stays() -> None:
    """An experience counter is a counter on the player (122.1): given by the trigger, counted by the anthem."""
    s = scenario()
    lands(s, 0, 5, "Mountain")
    disciple = s.battlefield(0, KALEMNE)
    s.hand(0, GIANT)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Giant", "hand")[0]))
    settle(game)
    assert game.state.players[0].counters.get("experience") == 1
    assert (chars(game.state, disciple).power, chars(game.state, disciple).toughness) == (4, 4)
    text = render(KALEMNE)
    assert "you get an experience counter." in text
    assert "This gets +1/+1 for each experience counter you have." in text


def test_122_1_the_number_of_experience_counters_you_have() -> None:
    s = scenario()
    lands(s, 0, 2, "Plains")
    s.hand(0, SEER)
    game = s.start("main1")
    game.state.players[0].counters["experience"] = 2
    game.apply(("cast", named(game, "Test Seer", "hand")[0]))
    settle(game)
    assert game.state.players[0].counters["experience"] == 3
    from kitchentable.scenario import pass_until

    pass_until(game, lambda g: g.state.step == "end" and bool(g.state.stack_ids()))
    settle(game)
    assert game.state.players[0].life == 23
    assert "you gain life equal to the number of experience counters you have." in render(SEER)


PLAGUE = card("Test Plague {2}{B}{R}{G}\nLegendary Creature — Human Assassin 3/3\nVigilance, haste\nTest Plague gets "
              "+1/+1 for each experience counter you have.\n{T}: Test Plague deals 1 damage to target creature you "
              "don't control. When that creature dies this turn, you get an experience counter.")


def test_122_1_when_that_creature_dies_this_turn_you_get_an_experience_counter() -> None:
    """The delayed trigger gives its controller the counter only if the damaged creature dies (603.7)."""
    s = scenario()
    plague = s.battlefield(0, PLAGUE)
    ogre = s.battlefield(1, card("Test Ogre {2}{R}\nCreature — Ogre 3/3"))
    game = s.start("main1")
    ability = next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == plague)
    game.apply(ability)
    settle(game, ((("target", ogre)),))
    assert game.state.players[0].counters.get("experience", 0) == 0  # the Ogre survived
    s2 = scenario()
    plague = s2.battlefield(0, PLAGUE)
    elf = s2.battlefield(1, card("Test Elf {G}\nCreature — Elf 1/1"))
    game = s2.start("main1")
    ability = next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == plague)
    game.apply(ability)
    settle(game, ((("target", elf)),))
    assert game.state.players[0].counters.get("experience", 0) == 1
    assert (chars(game.state, plague).power, chars(game.state, plague).toughness) == (4, 4)
    assert "When that creature dies this turn, you get an experience counter." in render(PLAGUE)


COLOSSUS = card("Test Colossus {11}\nArtifact Creature — Construct 10/10\nThis spell costs {X} less to cast, where X "
                "is the total mana value of noncreature artifacts you control.")
MIGHT = card("Test Might {3}{G}\nSorcery\nYou gain life equal to the total power of creatures you control.")


def test_202_3_costs_x_less_where_x_is_the_total_mana_value_of_noncreature_artifacts() -> None:
    from kitchentable.scenario import Scenario

    s = Scenario()
    s.many(0, "battlefield", ["Wastes"] * 4)
    s.battlefield(0, card("Test Relic {4}\nArtifact"))
    s.battlefield(0, card("Test Idol {3}\nArtifact"))
    s.battlefield(0, card("Test Golem {5}\nArtifact Creature — Golem 3/3"))  # a creature: not counted
    oid = s.hand(0, COLOSSUS)
    game = s.start("main1")
    assert ("cast", oid) in game.legal_actions()  # 11 - (4 + 3) = 4
    s = Scenario()
    s.many(0, "battlefield", ["Wastes"] * 4)
    s.battlefield(0, card("Test Relic {4}\nArtifact"))
    s.battlefield(0, card("Test Golem {5}\nArtifact Creature — Golem 3/3"))
    assert ("cast", s.hand(0, COLOSSUS)) not in s.start("main1").legal_actions()  # 11 - 4 = 7
    assert "where X is the total mana value of noncreature artifacts you control." in render(COLOSSUS)


def test_608_2h_gain_life_equal_to_the_total_power_of_creatures_you_control() -> None:
    s = scenario()
    lands(s, 0, 4, "Forest")
    s.battlefield(0, OGRE)
    s.battlefield(0, GIANT)
    s.battlefield(1, GIANT)  # not yours
    s.hand(0, MIGHT)
    game = s.start("main1")
    _cast(game, "Test Might")
    assert game.state.players[0].life == 28
    assert "You gain life equal to the total power of creatures you control." in render(MIGHT)


def test_renders_the_other_counts_as_written() -> None:
    """Each count compiles to its own amount and is said back as printed."""
    for words in ("the number of creature cards in all graveyards", "the number of cards in your opponents' "
                  "graveyards", "the number of colors among permanents you control", "the number of +1/+1 counters "
                  "on creatures you control", "the number of differently named lands you control", "the greatest "
                  "toughness among creatures you control", "the number of cards in your library"):
        spell = card(f"Test Count {{2}}\nSorcery\nYou gain life equal to {words}.")
        assert f"You gain life equal to {words}." in render(spell)


KNOWLEDGE = card("Test Knowledge {1}{U}\nInstant\nDraw a card, then draw cards equal to the number of cards named Test "
                 "Knowledge in all graveyards.")


def test_201_4b_cards_named_this_card_in_all_graveyards() -> None:
    """"named ~" is the card's own name: the two in the graveyards count, the one resolving is on the stack."""
    s = scenario()
    lands(s, 0, 2, "Island")
    s.graveyard(0, KNOWLEDGE)
    s.graveyard(1, KNOWLEDGE)
    s.graveyard(1, BOLT)
    s.hand(0, KNOWLEDGE)
    game = s.start("main1")
    library = len(game.state.zone("library", 0))
    _cast(game, "Test Knowledge")
    assert library - len(game.state.zone("library", 0)) == 1 + 2
