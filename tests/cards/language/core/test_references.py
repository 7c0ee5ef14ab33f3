"""Tests of `cards.language.core.references`: references to objects and players (115, 608.2c). Each compiles a
small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card
from tests.cards.harness import drive


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


KILL = card("Test Kill {B}\nInstant\nDestroy target creature.")


def _spike() -> CardDef:
    return _card("Modern Spike {R}\nSorcery\nModern Spike deals 3 damage to target opponent or planeswalker.")


def _walker() -> CardDef:
    return _card("Test Walker {2}{R}\nLegendary Planeswalker — Chandra loyalty 4\n+1: You gain 1 life.")


def _targets_offered(walker_seat: int) -> tuple[set[object], int, object]:
    s = Scenario(options={"idle_mana_abilities": True})
    walker = s.battlefield(walker_seat, _walker())
    s.battlefield(0, "Mountain")
    spike = s.hand(0, _spike())
    game = s.start("main1")
    game.apply(("cast", spike))
    offered = {o[1] for o in game.legal_actions() if o[0] == "target"}
    return offered, walker, game


def test_115_4_target_opponent_or_planeswalker_offers_opponents_and_every_planeswalker() -> None:
    """Lava Spike's 2018 wording: an opponent or a planeswalker (anyone's), never the caster."""
    offered, walker, _ = _targets_offered(0)
    assert ("player", 1) in offered and walker in offered and ("player", 0) not in offered


def test_120_3c_damage_to_target_opponent_or_planeswalker_removes_loyalty() -> None:
    offered, walker, game = _targets_offered(1)
    assert walker in offered
    game.apply(("target", walker))
    drive(game, [])
    assert game.state.objects[walker].counters["loyalty"] == 1
    assert game.state.players[1].life == 20


DOMINATE = card("Test Dominate {X}{1}{U}{U}\nInstant\nGain control of target creature with mana value X or less.")


FLUTE = card("Test Flute {5}\nArtifact\n{X}, {T}: Search your library for a creature card with mana value X or less, "
             "reveal it, and put it into your hand. Then shuffle your library.")


GLIMMER = card("Test Glimmer {X}{U}\nInstant\nTarget player reveals their hand. You choose a nonland card with mana "
               "value X or less from it. That player discards that card.")


BIG_OX = card("Test Ox {3}{G}\nCreature — Ox 4/4")


def test_601_2c_target_with_mana_value_x_or_less_reads_the_announced_x() -> None:
    s = Scenario()
    spell = s.hand(0, DOMINATE)
    s.many(0, "battlefield", ["Island"] * 5)
    bear = s.battlefield(1, BEAR)
    ox = s.battlefield(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("x", 2))
    options = game.legal_actions()
    assert ("target", bear) in options and ("target", ox) not in options  # 601.2b X before 601.2c targets
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert chars(game.state, bear).controller == 0


def test_608_2b_x_target_is_checked_again_on_resolution() -> None:
    s = Scenario()
    spell = s.hand(0, DOMINATE)
    s.many(0, "battlefield", ["Island"] * 5)
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("x", 2))
    game.apply(("target", bear))
    answer_until_priority(game)
    stack_id = game.state.stack_ids()[0]
    info = game.state.objects[stack_id].stack
    assert info is not None and info.x == 2
    from dataclasses import replace

    game.state.mut(stack_id).stack = replace(info, x=1)  # the same target against a smaller X: now illegal
    resolve_stack(game)
    assert chars(game.state, bear).controller == 1
    assert any(e.rule == "608.2b" for e in game.state.log)


REPEAL = card("Test Repeal {X}{U}\nInstant\nReturn target nonland permanent with mana value X to its owner's hand.")
SHAMAN = card("Test Shaman {R}\nCreature — Ape 1/1\n{X}{X}{1}: Destroy target noncreature artifact with mana value X.")
ROCK = card("Test Rock {2}\nArtifact")
PEBBLE = card("Test Pebble {1}\nArtifact")


def test_601_2c_target_with_mana_value_x_takes_exactly_the_announced_x() -> None:
    s = Scenario()
    spell = s.hand(0, REPEAL)
    s.many(0, "battlefield", ["Island"] * 4)
    bear = s.battlefield(1, BEAR)
    ox = s.battlefield(1, BIG_OX)
    pebble = s.battlefield(1, PEBBLE)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("x", 2))
    options = game.legal_actions()
    assert ("target", bear) in options and ("target", ox) not in options and ("target", pebble) not in options
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert [game.state.objects[o].card for o in game.state.zone("hand", 1)] == [BEAR]
    assert "Return target nonland permanent with mana value X to its owner's hand." in render(REPEAL)


def test_107_3_activated_ability_target_with_mana_value_x() -> None:
    s = Scenario()
    shaman = s.battlefield(0, SHAMAN)
    s.many(0, "battlefield", ["Mountain"] * 5)
    rock = s.battlefield(1, ROCK)
    pebble = s.battlefield(1, PEBBLE)
    game = s.start("main1")
    game.apply(("activate", shaman, 0))
    game.apply(("x", 2))
    options = game.legal_actions()
    assert ("target", rock) in options and ("target", pebble) not in options
    game.apply(("target", rock))
    answer_until_priority(game)
    resolve_stack(game)
    assert rock not in game.state.battlefield() and pebble in game.state.battlefield()


def test_107_3_with_mana_value_x_is_refused_where_no_x_is_announced() -> None:
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="with mana value x"):
        _card("Test Hunter {B}\nCreature — Zombie 2/2\nWhen this creature enters, destroy target creature with "
              "mana value X.\n")


def test_107_3_activated_search_with_mana_value_x_or_less() -> None:
    s = Scenario()
    flute = s.battlefield(0, FLUTE)
    s.many(0, "battlefield", ["Forest"] * 2)
    ox = s.library(0, BIG_OX)
    bear = s.library(0, BEAR)
    game = s.start("main1")
    game.apply(("activate", flute, 0))
    game.apply(("x", 2))
    answer_until_priority(game)
    seen = []
    while game.state.stack_ids():
        options = game.legal_actions()
        seen += [o for o in options if o[0] == "find"]
        game.apply(("find", bear) if ("find", bear) in options else options[0])
    assert ("find", bear) in seen and ("find", ox) not in seen
    assert [game.state.objects[o].card for o in game.state.zone("hand", 0)] == [BEAR]


def test_701_8_you_choose_a_card_with_mana_value_x_or_less() -> None:
    s = Scenario()
    spell = s.hand(0, GLIMMER)
    s.many(0, "battlefield", ["Island"] * 3)
    bear = s.hand(1, BEAR)
    ox = s.hand(1, BIG_OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("x", 2))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    options = game.legal_actions()
    assert ("discard", bear) in options and ("discard", ox) not in options
    game.apply(("discard", bear))
    assert ox in game.state.zone("hand", 1) and bear not in game.state.zone("hand", 1)


BEREAVE = card("Test Bereavement {1}{B}\nEnchantment\nWhenever a creature dies, its controller loses 2 life.")


def test_603_10a_its_controller_of_the_creature_that_died() -> None:
    s = Scenario()
    s.battlefield(0, BEREAVE)
    bear = s.battlefield(1, BEAR)
    kill = s.hand(0, KILL)
    s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", kill))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 20


ARC = card("Test Arc {1}{R}\nSorcery\nTest Arc deals 2 damage to any target and 1 damage to another target.")


def test_115_3_arc_trail_another_target_is_a_different_target() -> None:
    """Arc Trail: "another target" is a target other than the first (115.3), so one creature can't take both;
    the second target may be any other creature or player."""
    s = Scenario(options={"idle_mana_abilities": True})
    bear = s.battlefield(1, "Grizzly Bears")
    other = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    arc = s.hand(0, ARC)
    game = s.start("main1")
    game.apply(("cast", arc))
    assert bear in {o[1] for o in game.legal_actions() if o[0] == "target"}
    game.apply(("target", bear))
    second = {o[1] for o in game.legal_actions() if o[0] == "target"}
    assert bear not in second and other in second and ("player", 1) in second
    game.apply(("target", other))
    drive(game, [])
    assert bear not in game.state.zone("battlefield")
    assert game.state.objects[other].damage == 1


SWAPPER = card("Test Swapper {1}{G}\nCreature — Elf 2/2\n{T}: Target creature gets +1/+1 until end of turn. "
               "Another target creature gets -1/-1 until end of turn.")
HUNTER = card("Test Hunter {2}{W}\nCreature — Human 2/3\n{T}: Tap another target creature.")


def test_115_3_another_target_after_a_first_target_may_be_the_source() -> None:
    """"Target creature ... another target creature" in a creature's ability: the second target differs from
    the first (115.3), and the ability's own source may be either; with no earlier target, "another target
    creature" is one other than the source (Fiend Hunter)."""
    s = Scenario()
    swapper = s.battlefield(0, SWAPPER)
    hunter = s.battlefield(0, HUNTER)
    bear = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", swapper, 0))
    first = {o[1] for o in game.legal_actions() if o[0] == "target"}
    assert swapper in first
    game.apply(("target", bear))
    second = {o[1] for o in game.legal_actions() if o[0] == "target"}
    assert swapper in second and bear not in second
    game.apply(("target", swapper))
    answer_until_priority(game)
    resolve_stack(game)
    assert chars(game.state, swapper).power == 1 and chars(game.state, bear).power == 3
    game.apply(("activate", hunter, 0))
    assert hunter not in {o[1] for o in game.legal_actions() if o[0] == "target"}


FREEZE = card("Test Freeze {X}{U}\nInstant\nTap X target creatures.")
DREAMS = card("Test Dreams {2}{B}\nSorcery\nAs an additional cost to cast this spell, discard X cards.\nReturn X "
              "target creature cards from your graveyard to your hand.")


def test_601_2c_x_target_creatures_is_exactly_the_announced_x() -> None:
    assert render(FREEZE).splitlines()[-1] == "Tap X target creatures."
    s = Scenario()
    spell = s.hand(0, FREEZE)
    s.many(0, "battlefield", ["Island"] * 4)
    bears = [s.battlefield(1, BEAR) for _ in range(3)]
    game = s.start("main1")
    game.apply(("cast", spell))
    chosen: list[int] = []
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        if ("x", 2) in options:
            game.apply(("x", 2))
        elif game.pending["kind"] == "choose_target":
            pick = next(o for o in options if o[0] == "target" and o[1] not in chosen)
            chosen.append(pick[1])
            game.apply(pick)
        else:
            game.apply(("pay",) if ("pay",) in options else options[0])
    assert len(chosen) == 2  # 601.2c: two targets for X = 2, no more and no fewer
    resolve_stack(game)
    assert [game.state.objects[b].tapped for b in bears].count(True) == 2


def test_601_2c_x_targets_read_the_x_of_an_additional_cost() -> None:
    assert render(DREAMS).splitlines()[-1] == "Return X target creature cards from your graveyard to your hand."


def test_601_2b_x_targets_without_an_announced_x_are_refused() -> None:
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="X target"):
        card("Test Bad Freeze {1}{U}\nInstant\nTap X target creatures.")
    with pytest.raises(CardError, match="X target"):
        card("Test Bad Gust {1}{U}\nCreature — Bird 1/1\nWhen Test Bad Gust enters, tap X target creatures.")


def test_608_2c_those_creatures_with_no_group_kept_is_refused_not_read_as_the_card() -> None:
    """Break of Day: "those creatures" in its second paragraph refers to the creatures the first one pumped; the
    compiler keeps no group across paragraphs, and a plural never names the card itself, so the card is refused
    (it gave the spell indestructible). In one paragraph the group is kept."""
    first = "Creatures you control get +1/+1 until end of turn."
    second = "If you have 5 or less life, those creatures gain indestructible until end of turn."
    with pytest.raises(CardError, match="those creatures"):
        card(f"Test Daybreak {{1}}{{W}}\nInstant\n{first}\n{second}")
    kept = card(f"Test Daybreak {{1}}{{W}}\nInstant\n{first} {second}")
    assert "creatures you control gain indestructible until end of turn" in render(kept)


def test_608_2c_it_in_the_enchanted_permanents_controllers_upkeep_is_refused_not_read_as_the_aura() -> None:
    """Soul Tithe: "At the beginning of the upkeep of enchanted permanent's controller, that player sacrifices it
    unless they pay {X}" names the enchanted permanent; "it" compiled as the Aura (it sacrificed itself), so the
    card is refused."""
    with pytest.raises(CardError, match="enchanted permanent"):
        card("Test Tithe {1}{W}\nEnchantment — Aura\nEnchant nonland permanent\nAt the beginning of the upkeep of "
             "enchanted permanent's controller, that player sacrifices it unless they pay {2}.")


KROTIQ = card("Test Krotiq {G}\nCreature — Insect 5/5\nWhen Test Krotiq enters the battlefield, return another "
              "creature you control to its owner's hand.")


def test_608_2c_return_another_creature_you_control_returns_one_of_your_choice() -> None:
    """"Return another creature you control to its owner's hand" (Ambush Krotiq) is one creature, chosen as the
    ability resolves, never the one the ability comes from; it compiled as every other creature you control."""
    s = Scenario()
    krotiq = s.hand(0, KROTIQ)
    s.battlefield(0, "Forest")
    bear = s.battlefield(0, BEAR)
    ox = s.battlefield(0, BIG_OX)
    theirs = s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", krotiq))
    game.apply(("pay",))
    for _ in range(4):  # the Krotiq resolves, then its trigger
        if game.pending.get("kind") == "return":
            break
        game.apply(("pass",))
    assert game.pending["kind"] == "return"
    options = {o[1] for o in game.legal_actions() if o[0] == "return"}
    assert options == {bear, ox}  # not the Krotiq, not the opponent's creature
    game.apply(("return", bear))
    resolve_stack(game)
    battlefield = game.state.battlefield()
    assert bear not in battlefield and ox in battlefield and theirs in battlefield
    assert any(game.state.objects[o].card.name == "Test Krotiq" for o in battlefield)


RECOIL = card("Test Recoil {1}{U}{B}\nInstant\nReturn target permanent to its owner's hand. Then that player discards "
              "a card.")


def test_108_3_that_player_after_a_return_to_its_owners_hand_is_the_owner() -> None:
    """Recoil on a permanent its controller doesn't own: the card goes to its owner's hand and the owner discards
    (it was read as the permanent's controller, from last known information once the card had left: the thief
    discarded)."""
    s = Scenario()
    spell = s.hand(0, RECOIL)
    s.many(0, "battlefield", ["Island", "Swamp", "Swamp"])
    stolen = s.battlefield(0, BEAR)
    s.state.objects[stolen].owner = 1
    s.hand(0, "Forest")
    s.hand(1, "Mountain")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", stolen))
    answer_until_priority(game)
    resolve_stack(game)
    st = game.state
    assert [st.objects[o].card.name for o in st.zone("hand", 0)] == ["Forest"]
    assert [st.objects[o].card.name for o in st.zone("hand", 1)] == ["Plain Bear"]
    assert [st.objects[o].card.name for o in st.zone("graveyard", 1)] == ["Mountain"]
    assert "Return target permanent to its owner's hand. That player discards a card." in render(RECOIL)


GIANT = card("Test Boulder Giant {2}{R}\nCreature — Giant 4/3\nWhenever Test Boulder Giant becomes the target of a "
             "spell, Test Boulder Giant deals 2 damage to that spell's controller.")


def test_603_2_that_spells_controller_is_the_targeting_spells() -> None:
    from kitchentable.cards.render import rules_text

    assert rules_text(GIANT) == ["Whenever this becomes the target of a spell, this deals 2 damage to that spell's "
                                 "controller."]
    s = Scenario()
    giant = s.battlefield(0, GIANT)
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    game = s.start("main1", active=1)
    game.apply(("cast", shock))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", giant) if ("target", giant) in options else ("pay",) if ("pay",) in options
                   else options[0])
    resolve_stack(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 20  # the caster, not the giant's
    assert game.state.objects[giant].damage == 2
