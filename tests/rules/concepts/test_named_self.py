""""Cards named ~" (201.2: the same name; 201.5: "~" alone is this object, "named ~" compares names): a
description's name "~" reads the source's name wherever it is matched (`rules.concepts.targets.source_name`), a
count on the battlefield, a library search, a graveyard return, a graveyard count; and a token's ability that names
the card that made it names that card (`cards.language.named_self`)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.named_self import NAMED_SELF
from kitchentable.rules.abilities import CreateToken
from kitchentable.rules.concepts.targets import source_name
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import attack, card, lands, named, scenario, settle

PACK = card("Test Packwolf {1}{G}\nCreature — Wolf 2/2\nTest Packwolf gets +1/+1 for each other creature you "
            "control named Test Packwolf.")
FINCH = card("Test Finch {1}{W}\nCreature — Bird 1/1\nFlying\nWhen Test Finch enters, you may search your library "
             "for up to two cards named Test Finch, reveal them, put them into your hand, then shuffle.")
SAGE = card("Test Sage {1}{U}\nInstant\nDraw a card, then draw cards equal to the number of cards named Test Sage in "
            "all graveyards.")
ANGEL = card("Test Pact Angel {5}\nCreature — Angel 5/5\nWhen Test Pact Angel dies, create a 1/1 white Cleric "
             "creature token. It has \"{1}, Sacrifice this creature: Return a card named Test Pact Angel from "
             "your graveyard to the battlefield.\"")
OX = card("Test Ox {1}\nCreature — Ox 2/2")


def test_201_2_creatures_named_the_source_count_only_that_name() -> None:
    s = scenario()
    first = s.battlefield(0, PACK)
    s.battlefield(0, PACK)
    s.battlefield(0, PACK)
    s.battlefield(0, OX)
    s.battlefield(1, PACK)  # not "you control"
    game = s.start("main1")
    assert chars(game.state, first).power == 4 and chars(game.state, first).toughness == 4
    assert source_name(game.state, first) == "Test Packwolf"


def test_201_2_a_search_for_cards_named_the_source_finds_only_them() -> None:
    s = scenario()
    lands(s, 0, 2, "Plains")
    finch = s.hand(0, FINCH)
    s.library(0, FINCH)
    s.library(0, FINCH)
    s.library(0, OX)
    game = s.start("main1")
    game.apply(("cast", finch))
    game.apply(("pay",))
    offered: set[str] = set()
    for _ in range(40):
        d = game.pending
        if d["kind"] == "priority" and not game.state.stack_ids() and d["player"] == 0:
            break
        options = game.legal_actions()
        finds = [o for o in options if o[0] == "find"]
        offered |= {game.state.objects[o[1]].card.name for o in finds}
        pick = finds or [o for o in options if o in (("yes",),)]
        game.apply(pick[0] if pick else ("pass",) if ("pass",) in options else options[0])
    assert offered == {"Test Finch"}
    assert len(named(game, "Test Finch", "hand")) == 2 and not named(game, "Test Ox", "hand")


def test_201_2_a_graveyard_count_of_cards_named_the_source_reads_its_name() -> None:
    s = scenario()
    lands(s, 0, 2, "Island")
    sage = s.hand(0, SAGE)
    s.graveyard(0, SAGE)
    s.graveyard(1, SAGE)
    s.graveyard(1, OX)
    game = s.start("main1")
    hand = len(game.state.zone("hand", 0))
    game.apply(("cast", sage))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 0)) == hand - 1 + 1 + 2  # the Sage cast, then one card and two more


def _token_card(source: Any) -> Any:
    (trigger,) = source.triggered
    (make,) = [e for e in trigger.effect.modes[0].effects if isinstance(e, CreateToken)]
    return make.token


def test_201_2_a_token_s_ability_naming_its_maker_names_the_card_not_the_token() -> None:
    token = _token_card(ANGEL)
    names = {repr(token).count(f"name='{NAMED_SELF}'"), repr(token).count("name='Test Pact Angel'")}
    assert names == {0, 1}
    s = scenario()
    lands(s, 0, 1, "Plains")
    cleric = s.battlefield(0, token)
    s.graveyard(0, OX)
    s.graveyard(0, ANGEL)
    game = s.start("main1")
    game.apply(("activate", cleric, 0))
    settle(game, (("pay",),))
    assert named(game, "Test Pact Angel") and not named(game, "Test Ox")


GUARD = card("Test Guard {1}\nCreature — Giant 3/3\nCreatures named Test Guard get +1/+1.")
PETITIONER = card("Test Petitioner {1}\nArtifact Creature — Advisor 1/1\nTap four untapped creatures you control "
                  "named Test Petitioner: Target player mills twelve cards.")
DIGGER = card("Test Digger {2}{G}\nCreature — Beast 3/3\nWhenever Test Digger becomes blocked, you may return target "
              "card named Test Digger from your graveyard to your hand.")


def test_201_2_creatures_named_the_source_get_its_bonus_from_each_of_them() -> None:
    s = scenario()
    guard = s.battlefield(0, GUARD)
    s.battlefield(1, GUARD)
    ox = s.battlefield(0, OX)
    game = s.start("main1")
    assert chars(game.state, guard).power == 5  # +1/+1 from each Guard, whoever controls it
    assert chars(game.state, ox).power == 2


def test_201_2_a_cost_tapping_creatures_named_the_source_taps_only_them() -> None:
    s = scenario()
    for _ in range(3):
        s.battlefield(0, PETITIONER)
    s.battlefield(0, OX)
    game = s.start("main1")
    assert not [a for a in game.legal_actions() if a[0] == "activate"]  # three of them and an Ox are not four
    s = scenario()
    for _ in range(4):
        s.battlefield(0, PETITIONER)
    game = s.start("main1")
    assert [a for a in game.legal_actions() if a[0] == "activate"]


def test_201_2_a_target_card_named_the_source_is_only_that_name() -> None:
    s = scenario()
    digger = s.battlefield(0, DIGGER)
    buried = s.graveyard(0, DIGGER)
    s.graveyard(0, OX)
    s.battlefield(1, OX)
    game = s.start("main1")
    attack(game, digger)
    game.apply(("block", named(game, "Test Ox")[0], digger))
    game.apply(("block_done",))
    offered = {a[1] for a in game.legal_actions() if a[0] == "target"}
    assert offered == {buried}


SPRITE = card("Test Sprite {U}\nCreature — Faerie 1/1\nFlying\nWhen Test Sprite enters, if you control another "
              "creature named Test Sprite, draw a card.")


def test_201_2_an_intervening_if_about_another_creature_named_the_source() -> None:
    for already, drawn in ((0, 0), (1, 1)):
        s = scenario()
        lands(s, 0, 1, "Island")
        for _ in range(already):
            s.battlefield(0, SPRITE)
        sprite = s.hand(0, SPRITE)
        game = s.start("main1")
        hand = len(game.state.zone("hand", 0))
        game.apply(("cast", sprite))
        settle(game, (("pay",),))
        assert len(game.state.zone("hand", 0)) == hand - 1 + drawn  # "another": the entering one doesn't count


SWARM = card("Test Swarm Rats {2}{B}\nCreature — Rat */*\nTest Swarm Rats's power and toughness are each equal to "
             "the number of creatures named Test Swarm Rats on the battlefield.")


def test_201_2_a_characteristic_defining_count_of_creatures_named_the_source() -> None:
    s = scenario()
    mine = s.battlefield(0, SWARM)
    s.battlefield(1, SWARM)
    s.battlefield(0, OX)
    game = s.start("main1")
    assert mine in game.state.objects  # not a 0/0 put into the graveyard (704.5f)
    assert (chars(game.state, mine).power, chars(game.state, mine).toughness) == (2, 2)


FIGHT = card("Test Food Fight {1}{R}\nEnchantment\nArtifacts you control have \"{2}, Sacrifice this artifact: It "
             "deals damage to any target equal to 1 plus the number of permanents named Test Food Fight you "
             "control.\"")
ROCK = card("Test Rock {1}\nArtifact")
BEAR = card("Test Bear {2}{G}\nCreature — Bear 3/3")


def test_201_2_an_ability_granted_to_other_objects_names_the_card_that_grants_it() -> None:
    """The granted ability's source is the artifact, so "named ~" there is the enchantment's name (113.3)."""
    s = scenario()
    lands(s, 0, 2, "Mountain")
    s.battlefield(0, FIGHT)
    s.battlefield(0, FIGHT)
    rock = s.battlefield(0, ROCK)
    s.battlefield(0, ROCK)  # another artifact named like the source: not counted
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("activate", rock, 0))
    settle(game, (("target", bear), ("pay",)))
    assert not named(game, "Test Bear")  # 1 + two Test Food Fights = 3 damage (1 + one Test Rock left would be 2)
