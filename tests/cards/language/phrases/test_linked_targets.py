"""Tests of `cards.language.phrases.linked_targets` and `rules.concepts.linked_targets`: "~ deals 1 damage to
target player and 1 damage to target creature that player controls." (601.2c: targets are chosen in order, so the
later group reads the earlier one; 608.2b: both are checked again on resolution)."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.agents.random import RandomAgent
from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, resolve_stack
from tests.rules.keyword_support import card, lands, named, scenario, settle

BLAZE = card("Test Blaze {R}\nInstant\nTest Blaze deals 1 damage to target player and 1 damage to target creature "
             "that player controls.")
SOUL = card("Test Soul {R}\nCreature — Avatar 6/6\n{R}: Test Soul deals 3 damage to target player and 3 damage to up "
            "to one target creature that player controls.")
THEFT = card("Test Theft {R}\nInstant\nGain control of target creature until end of turn.")
OX = card("Test Ox {1}\nCreature — Ox 2/2")
ELK = card("Test Elk {1}\nCreature — Elk 3/3")


def _offered(game: Any) -> set[Any]:
    return {a[1] for a in game.legal_actions() if a[0] == "target"}


def test_601_2c_linked_target_offers_only_the_chosen_player_s_creatures() -> None:
    s = scenario()
    lands(s, 0, 1)
    mine = s.battlefield(0, OX)
    theirs = s.battlefield(1, ELK)
    s.hand(0, BLAZE)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Blaze", "hand")[0]))
    assert _offered(game) == {("player", 0), ("player", 1)}
    game.apply(("target", ("player", 1)))
    assert _offered(game) == {theirs}  # not the caster's own creature
    game.apply(("target", theirs))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 19
    assert game.state.objects[theirs].damage == 1 and game.state.objects[mine].damage == 0


def test_601_2c_player_who_controls_no_creature_is_not_offered() -> None:
    s = scenario()
    lands(s, 0, 1)
    mine = s.battlefield(0, OX)
    s.hand(0, BLAZE)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Blaze", "hand")[0]))
    assert _offered(game) == {("player", 0)}  # the opponent has no creature to be the second target
    game.apply(("target", ("player", 0)))
    assert _offered(game) == {mine}


def test_601_2c_no_legal_combination_means_the_spell_is_not_offered() -> None:
    s = scenario()
    lands(s, 0, 1)
    s.hand(0, BLAZE)
    game = s.start("main1")
    blaze = named(game, "Test Blaze", "hand")[0]
    assert not any(a[0] == "cast" and a[1] == blaze for a in game.legal_actions())


def test_601_2c_up_to_one_linked_target_may_be_left_empty() -> None:
    s = scenario()
    lands(s, 0, 1)
    soul = s.battlefield(0, SOUL)
    game = s.start("main1")
    game.apply(("activate", soul, 0))
    assert ("player", 1) in _offered(game)  # no creature is needed: "up to one"
    game.apply(("target", ("player", 1)))
    options = game.legal_actions()
    game.apply(next(o for o in options if o[0] == "count" and o[1] == 0) if any(o[0] == "count" for o in options)
               else ("pay",))
    settle(game)
    assert game.state.players[1].life == 17


def test_608_2b_linked_target_whose_controller_changed_is_illegal_on_resolution() -> None:
    s = scenario()
    lands(s, 0, 2)
    theirs = s.battlefield(1, ELK)
    s.hand(0, BLAZE)
    s.hand(0, THEFT)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Blaze", "hand")[0]))
    game.apply(("target", ("player", 1)))
    game.apply(("target", theirs))
    game.apply(("pay",))
    game.apply(("cast", named(game, "Test Theft", "hand")[0]))  # in response: the creature changes control
    game.apply(("target", theirs))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 19  # the player is still a legal target
    assert chars(game.state, theirs).controller == 0
    assert game.state.objects[theirs].damage == 0  # no longer controlled by that player: not dealt damage


def test_601_2c_random_players_never_begin_an_impossible_linked_choice() -> None:
    """Every player offered for the first group controls a creature, so no random cast is begun and rewound."""
    cast = 0
    for seed in range(10):
        s = scenario()
        lands(s, 0, 1)
        if seed % 2:
            s.battlefield(0, OX)
        s.hand(0, BLAZE)
        game = s.start("main1")
        agent = RandomAgent(seed)
        for _ in range(40):
            if named(game, "Test Blaze", "graveyard"):
                cast += 1
                break
            for option in game.legal_actions():
                if option[0] == "target" and isinstance(option[1], tuple):
                    seat = option[1][1]
                    assert any(chars(game.state, o).controller == seat for o in named(game, "Test Ox"))
            game.apply(agent.choose(game))
        else:
            assert named(game, "Test Blaze", "hand")  # not cast: only when no creature could be its target
            assert not named(game, "Test Ox")
    assert cast == 5  # each seed with a creature on the battlefield cast and resolved it


FURY = card("Test Fury {R}\nInstant\nTest Fury deals 4 damage to target player and 1 damage to each creature that "
            "player controls.")


def test_608_2h_each_creature_that_player_controls_is_read_on_resolution() -> None:
    s = scenario()
    lands(s, 0, 2)
    mine = s.battlefield(0, OX)
    stolen = s.battlefield(1, ELK)
    kept = s.battlefield(1, OX)
    s.hand(0, FURY)
    s.hand(0, THEFT)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Fury", "hand")[0]))
    assert _offered(game) == {("player", 0), ("player", 1)}
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("cast", named(game, "Test Theft", "hand")[0]))  # in response: one of that player's creatures
    game.apply(("target", stolen))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 16
    assert game.state.objects[kept].damage == 1  # still that player's as the spell resolves
    assert game.state.objects[stolen].damage == 0 and game.state.objects[mine].damage == 0
    assert "1 damage to each creature that player controls" in render(FURY)


def test_render_reads_target_creature_that_player_controls() -> None:
    assert "1 damage to target creature that player controls" in render(BLAZE)
    assert "up to one target creature that player controls" in render(SOUL)


@pytest.mark.parametrize("text", [
    "Test Fury {R}\nInstant\nTest Fury deals 1 damage to each creature that player controls.",  # no player before
    "Test Raid {R}\nSorcery\nDestroy target artifact that player controls.",  # no target player before it
])
def test_601_2c_that_player_controls_outside_a_linked_target_is_refused(text: str) -> None:
    with pytest.raises(CardError):
        card(text)


TWO_PARAGRAPHS = card("Test Feud {R}\nSorcery\nTarget player loses 1 life.\nTarget player gains 1 life. Tap target "
                      "creature that player controls.")


def test_601_2c_a_later_paragraph_links_to_its_own_target_player() -> None:
    s = scenario()
    lands(s, 0, 1)
    mine = s.battlefield(0, OX)
    s.battlefield(1, ELK)
    s.hand(0, TWO_PARAGRAPHS)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Feud", "hand")[0]))
    game.apply(("target", ("player", 1)))  # the first paragraph's player
    game.apply(("target", ("player", 0)))  # the second paragraph's player: "that player"
    assert _offered(game) == {mine}
    game.apply(("target", mine))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 19 and game.state.players[0].life == 21
    assert game.state.objects[mine].tapped


# "Creatures target player controls": the player is a target group of its own, made where the words are.

DAY = card("Test Day {R}\nInstant\nCreatures target player controls get +1/+1 until end of turn.")
WRATH = card("Test Wrath {R}\nSorcery\nDestroy all creatures target opponent controls.")
SQUID = card("Test Squid {R}\nCreature — Squid 2/2\nWhen Test Squid enters the battlefield, tap all lands target "
             "player controls.")
ENGINE = card("Test Engine {1}\nArtifact\nWhen Test Engine enters the battlefield, put a -1/-1 counter on each "
              "creature target player controls.")


def test_601_2c_creatures_target_player_controls_are_the_chosen_player_s() -> None:
    s = scenario()
    lands(s, 0, 1)
    mine = s.battlefield(0, OX)
    theirs = s.battlefield(1, ELK)
    s.hand(0, DAY)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Day", "hand")[0]))
    assert _offered(game) == {("player", 0), ("player", 1)}
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert chars(game.state, theirs).power == 4 and chars(game.state, mine).power == 2


def test_601_2c_target_opponent_controls_offers_only_opponents_and_reads_the_group_on_resolution() -> None:
    s = scenario()
    lands(s, 0, 2)
    mine = s.battlefield(0, OX)
    stolen = s.battlefield(1, ELK)
    kept = s.battlefield(1, OX)
    s.hand(0, WRATH)
    s.hand(0, THEFT)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Wrath", "hand")[0]))
    assert _offered(game) == {("player", 1)}  # "target opponent"
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("cast", named(game, "Test Theft", "hand")[0]))  # in response: one of the opponent's creatures
    game.apply(("target", stolen))
    game.apply(("pay",))
    settle(game)
    assert kept not in game.state.objects or game.state.objects[kept].zone[0] != "battlefield"
    assert game.state.objects[stolen].zone[0] == "battlefield"  # the caster's as the spell resolves (608.2h)
    assert game.state.objects[mine].zone[0] == "battlefield"


def test_603_3d_a_trigger_s_target_player_group_taps_that_player_s_lands() -> None:
    s = scenario()
    lands(s, 0, 2)
    lands(s, 1, 2)
    s.hand(0, SQUID)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Squid", "hand")[0]))
    game.apply(("pay",))
    settle(game, answers=(("target", ("player", 1)),))
    theirs = [o for o, obj in game.state.objects.items()
              if obj.zone[0] == "battlefield" and chars(game.state, o).controller == 1]
    assert theirs and all(game.state.objects[o].tapped for o in theirs)


def test_render_reads_creatures_target_player_controls() -> None:
    assert "Creatures target player controls get +1/+1 until end of turn." in render(DAY)
    assert "Destroy all creatures target opponent controls." in render(WRATH)
    assert "tap all lands target player controls." in render(SQUID)
    assert "put a -1/-1 counter on each creature target player controls." in render(ENGINE)


@pytest.mark.parametrize("text", [
    "Test Raid {R}\nSorcery\nDestroy target creature target player controls.",  # a target's description
])
def test_601_2c_target_player_controls_outside_a_group_is_refused(text: str) -> None:
    with pytest.raises(CardError):
        card(text)


GUARDIAN = card("Test Guardian {R}\nCreature — Treefolk 2/5\nWhen Test Guardian enters the battlefield, creatures "
                "target player controls get +2/+2 until end of turn. Untap them.")


def test_608_2c_them_names_the_target_player_s_group_again() -> None:
    s = scenario()
    lands(s, 0, 1)
    mine = s.battlefield(0, OX)
    theirs = s.battlefield(1, ELK)
    s.hand(0, GUARDIAN)
    game = s.start("main1")
    game.state.objects[mine].tapped = True
    game.state.objects[theirs].tapped = True
    game.apply(("cast", named(game, "Test Guardian", "hand")[0]))
    game.apply(("pay",))
    settle(game, answers=(("target", ("player", 1)),))
    assert chars(game.state, theirs).power == 5 and not game.state.objects[theirs].tapped
    assert chars(game.state, mine).power == 2 and game.state.objects[mine].tapped  # not that player's
    assert "get +2/+2 until end of turn. Untap them." in render(GUARDIAN)  # as printed (`printed_equivalents`)


NAP = card("Test Nap {R}\nSorcery\nTap all creatures target player controls. At the beginning of the next end "
           "step, untap those creatures.")


def test_603_7c_a_delayed_instruction_fixes_the_target_player_s_group_as_it_is_created() -> None:
    s = scenario()
    lands(s, 0, 1)
    mine = s.battlefield(0, OX)
    theirs = s.battlefield(1, ELK)
    s.hand(0, NAP)
    game = s.start("main1")
    game.state.objects[mine].tapped = True
    game.apply(("cast", named(game, "Test Nap", "hand")[0]))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[theirs].tapped
    assert game.state.delayed[0].bound == ((theirs,),)  # fixed as the delayed ability is created (603.7c)
    turn = game.state.turn
    for _ in range(60):  # to the end step: the delayed ability untaps that player's creatures only
        if game.state.step == "cleanup" or game.state.turn > turn:
            break
        game.apply(("pass",) if ("pass",) in game.legal_actions() else game.legal_actions()[0])
    assert not game.state.objects[theirs].tapped
    assert game.state.objects[mine].tapped


LEGION = card("Test Legion {R}\nSorcery\nFor each creature target player controls, create a token that's a copy of "
              "that creature.")


def test_608_2c_for_each_creature_target_player_controls_copies_each_of_them() -> None:
    s = scenario()
    lands(s, 0, 1)
    s.battlefield(0, OX)
    s.battlefield(1, ELK)
    s.battlefield(1, OX)
    s.hand(0, LEGION)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Legion", "hand")[0]))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    mine = sorted(game.state.objects[o].card.name for o in game.state.battlefield()
                  if chars(game.state, o).controller == 0 and game.state.objects[o].card.name.startswith("Test"))
    assert mine == ["Test Elk", "Test Ox", "Test Ox"]  # a copy of each of that player's creatures, not of the card
    assert render(LEGION).splitlines()[-1].startswith("For each creature target player controls, create a token")


SLEEP = card("Test Sleep {R}\nSorcery\nTap all creatures target player controls. Those creatures don't untap during "
             "that player's next untap step.")
VAPORS = card("Test Vapors {R}\nSorcery\nLands target player controls don't untap during their next untap step.")


def test_502_3_those_creatures_don_t_untap_during_that_player_s_next_untap_step() -> None:
    s = scenario()
    lands(s, 0, 1)
    mine = s.battlefield(0, OX)
    theirs = s.battlefield(1, ELK)
    s.hand(0, SLEEP)
    game = s.start("main1")
    game.state.objects[mine].tapped = True
    game.apply(("cast", named(game, "Test Sleep", "hand")[0]))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    turn = game.state.turn
    for _ in range(80):  # to that player's turn, past its untap step
        if game.state.turn > turn and game.state.step not in ("untap", "upkeep"):
            break
        game.apply(("pass",) if ("pass",) in game.legal_actions() else game.legal_actions()[0])
    assert game.state.active == 1
    assert game.state.objects[theirs].tapped  # that player's next untap step left it tapped
    assert "Those creatures don't untap during that player's next untap step." in render(SLEEP)
    assert "Lands target player controls don't untap during their next untap step." in render(VAPORS)


def test_502_3_their_next_untap_step_needs_a_target_player_s_group() -> None:
    with pytest.raises(CardError):
        card("Test Nap {R}\nSorcery\nCreatures you control don't untap during their next untap step.")


# --- counts of what a target player controls (`LinkedTargetsPhrases._linked_counts`, 608.2h) ---

DAWN = card("Test Dawn {1}{W}\nSorcery\nYou gain 2 life for each Mountain target opponent controls.")
ZEALOT = card("Test Zealot {1}{W}\nCreature — Kithkin 1/2\nWhen Test Zealot enters, you gain 1 life for each "
              "black and/or red permanent target opponent controls.")
SCORCHER = card("Test Scorcher {1}{B}{R}\nSorcery\nTest Scorcher deals damage to target player equal to the number "
                "of nonbasic lands that player controls.")
COUNT_MOUNTAIN = card("Test Mountain\nBasic Land — Mountain")
COUNT_PLAINS = card("Test Plains\nBasic Land — Plains")
COUNT_SWAMP = card("Test Swamp\nBasic Land — Swamp")
COUNT_SPIRE = card("Test Spire\nLand")
COUNT_IMP = card("Test Imp {B}\nCreature — Imp 1/1")


def _count_cast(game, oid: int, target: tuple[str, int]) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", oid))
    if ("target", target) in game.legal_actions():
        game.apply(("target", target))
    game.apply(("pay",))


def test_608_2h_for_each_mountain_target_opponent_controls_counts_that_player_s_only() -> None:
    s = Scenario(players=3)
    dawn = s.hand(0, DAWN)
    s.many(0, "battlefield", [COUNT_PLAINS, COUNT_PLAINS, COUNT_MOUNTAIN])
    s.many(1, "battlefield", [COUNT_MOUNTAIN] * 2)
    s.many(2, "battlefield", [COUNT_MOUNTAIN] * 4)
    game = s.start("main1")
    _count_cast(game, dawn, ("player", 2))
    resolve_stack(game)
    assert game.state.players[0].life == 20 + 2 * 4  # seat 2's four Mountains, not seat 1's nor the caster's
    assert "You gain 2 life for each Mountain target opponent controls." in render(DAWN)


def test_608_2h_an_enters_trigger_counts_the_target_opponent_s_permanents() -> None:
    s = Scenario()
    zealot = s.hand(0, ZEALOT)
    s.many(0, "battlefield", [COUNT_PLAINS, COUNT_PLAINS])
    s.battlefield(0, COUNT_IMP)
    s.many(1, "battlefield", [COUNT_IMP, COUNT_IMP])
    game = s.start("main1")
    _count_cast(game, zealot, ("player", 1))
    resolve_stack(game)  # the creature spell resolves; its enters trigger waits for its target
    if ("target", ("player", 1)) in game.legal_actions():
        game.apply(("target", ("player", 1)))
    resolve_stack(game)
    assert game.state.players[0].life == 22  # the opponent's two black permanents; the caster's own Imp is not counted


def test_608_2h_the_number_of_nonbasic_lands_that_player_controls() -> None:
    s = Scenario()
    scorcher = s.hand(0, SCORCHER)
    s.many(0, "battlefield", [COUNT_MOUNTAIN, COUNT_SWAMP, COUNT_SWAMP, COUNT_SPIRE])
    s.many(1, "battlefield", [COUNT_SPIRE, COUNT_SPIRE, COUNT_MOUNTAIN])
    game = s.start("main1")
    _count_cast(game, scorcher, ("player", 1))
    resolve_stack(game)
    assert game.state.players[1].life == 18
    assert "equal to the number of nonbasic lands that player controls" in render(SCORCHER)


def test_601_2c_a_count_with_two_target_players_is_refused() -> None:
    with pytest.raises(CardError, match="target player"):
        card("Test Muddle {1}{U}\nSorcery\nTarget player draws a card for each creature target opponent controls.")


CURSE = card("Test Curse {R}\nSorcery\nTarget player loses X life, where X is the number of lands that player controls.")


def test_608_2h_where_x_is_the_number_of_lands_that_player_controls() -> None:
    s = Scenario()
    curse = s.hand(0, CURSE)
    s.many(0, "battlefield", [COUNT_MOUNTAIN, COUNT_MOUNTAIN])
    s.many(1, "battlefield", [COUNT_SPIRE] * 3)
    game = s.start("main1")
    _count_cast(game, curse, ("player", 1))
    resolve_stack(game)
    assert game.state.players[1].life == 17 and game.state.players[0].life == 20
