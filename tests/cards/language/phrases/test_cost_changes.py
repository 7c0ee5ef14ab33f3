"""Tests of `cards.language.phrases.cost_changes` and the condition check of `rules.casting.total_cost`: cost
changes for spells of a mana value, cost changes while a condition holds, and a spell's own reduction by an X the
text defines (601.2f). Each compiles a small card text of our own, checks which spells can then be cast with the
lands in play, and that the card renders as its text."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, settle

STORM = card("Test Storm Giant {3}{U}{U}\nCreature — Giant 4/5\nSpells you cast with mana value 5 or greater cost "
             "{1} less to cast and can't be countered.")
DROVER = card("Test Drover {3}{G}\nCreature — Elf 2/2\nCreature spells you cast with mana value 6 or greater cost {2} "
              "less to cast.")
NAIAD = card("Test Naiad {3}{U}\nCreature — Merfolk 2/4\nAs long as it's not your turn, spells you cast cost {1} less "
             "to cast.")
WARMASTER = card("Test Warchief {1}{G}\nCreature — Elf 1/1\nDuring your turn, spells you cast cost {1} less to cast.")
CHIMERA = card("Test Chimera {3}{W}{W}\nCreature — Chimera 3/3\nThis spell costs {X} less to cast, where X is your "
               "devotion to white.\nFlying")
FIVE_DROP = card("Test Serpent {4}{U}\nCreature — Serpent 5/5")
FOUR_DROP = card("Test Drake {3}{U}\nCreature — Drake 3/3")
SIX_DROP = card("Test Wurm {5}{G}\nCreature — Wurm 6/6")
SIX_SORCERY = card("Test Flood {5}{G}\nSorcery\nDraw a card.")
FLASH_DRAW = card("Test Insight {2}{U}\nInstant\nDraw a card.")
KNIGHT = card("Test Knight {W}{W}\nCreature — Human Knight 2/2")


def _castable(game: Any, oid: int) -> bool:
    return ("cast", oid) in game.legal_actions()


def test_601_2f_spells_with_mana_value_5_or_greater_cost_1_less() -> None:
    s = Scenario()
    s.battlefield(0, STORM)
    s.many(0, "battlefield", ["Island"] * 4)
    big = s.hand(0, FIVE_DROP)
    small = s.hand(0, card("Test Drake Big {4}{U}{U}\nCreature — Drake 4/4"))
    game = s.start("main1")
    assert _castable(game, big)  # 5 - 1 = 4
    assert not _castable(game, small)  # 6 - 1 = 5 > 4
    s = Scenario()
    s.battlefield(1, STORM)  # an opponent's: "spells you cast" is its controller's
    s.many(0, "battlefield", ["Island"] * 4)
    big = s.hand(0, FIVE_DROP)
    assert not _castable(s.start("main1"), big)
    s = Scenario()
    s.battlefield(0, STORM)
    s.many(0, "battlefield", ["Island"] * 3)
    assert not _castable(s.start("main1"), s.hand(0, FOUR_DROP))  # mana value 4: no reduction
    assert "Spells you cast with mana value 5 or greater cost {1} less to cast and can't be countered." \
        in render(STORM)


def test_101_2_spells_you_cast_with_mana_value_5_or_greater_cant_be_countered() -> None:
    from kitchentable.rules.continuous.static_abilities import spell_uncounterable

    s = Scenario()
    s.battlefield(0, STORM)
    s.many(0, "battlefield", ["Island"] * 4)
    big = s.hand(0, FIVE_DROP)
    game = s.start("main1")
    game.apply(("cast", big))
    game.apply(("pay",))
    assert spell_uncounterable(game.state, game.state.stack_ids()[-1])
    s = Scenario()
    s.battlefield(0, STORM)
    s.many(0, "battlefield", ["Island"] * 4)
    draw = s.hand(0, FLASH_DRAW)
    game = s.start("main1")
    game.apply(("cast", draw))
    game.apply(("pay",))
    assert not spell_uncounterable(game.state, game.state.stack_ids()[-1])  # mana value 3


def test_601_2f_creature_spells_you_cast_with_mana_value_6_or_greater() -> None:
    s = Scenario()
    s.battlefield(0, DROVER)
    s.many(0, "battlefield", ["Forest"] * 4)
    wurm = s.hand(0, SIX_DROP)
    flood = s.hand(0, SIX_SORCERY)  # not a creature spell
    game = s.start("main1")
    assert _castable(game, wurm)
    assert not _castable(game, flood)
    game.apply(("cast", wurm))
    settle(game)
    assert named(game, "Test Wurm")
    assert "Creature spells you cast with mana value 6 or greater cost {2} less to cast." in render(DROVER)


def test_601_2f_as_long_as_its_not_your_turn_spells_you_cast_cost_1_less() -> None:
    """Naiad: the condition is checked as each spell's total cost is worked out."""
    for active, castable in ((0, False), (1, True)):
        s = Scenario()
        s.battlefield(0, NAIAD)
        s.many(0, "battlefield", ["Island"] * 2)
        draw = s.hand(0, FLASH_DRAW)
        game = s.start("main1", active=active)
        if active == 1:
            game.apply(("pass",))  # the active player passes; seat 0 gets priority
        assert game.pending["player"] == 0
        assert _castable(game, draw) is castable, active
    assert "As long as it's not your turn, spells you cast cost {1} less to cast." in render(NAIAD)


def test_601_2f_during_your_turn_spells_you_cast_cost_1_less() -> None:
    for active, castable in ((0, True), (1, False)):
        s = Scenario()
        s.battlefield(0, WARMASTER)
        s.many(0, "battlefield", ["Island"] * 2)
        draw = s.hand(0, FLASH_DRAW)
        game = s.start("main1", active=active)
        if active == 1:
            game.apply(("pass",))
        assert _castable(game, draw) is castable, active
    assert "During your turn, spells you cast cost {1} less to cast." in render(WARMASTER)


def test_107_3c_this_spell_costs_x_less_where_x_is_your_devotion_to_white() -> None:
    """Devotion counts the {W} in the mana costs of permanents you control (700.5); the colored part stays."""
    s = Scenario()
    s.battlefield(0, KNIGHT)  # devotion 2
    s.many(0, "battlefield", ["Plains"] * 3)
    chimera = s.hand(0, CHIMERA)
    game = s.start("main1")
    assert _castable(game, chimera)  # {3}{W}{W} - 2 = {1}{W}{W}
    game.apply(("cast", chimera))
    settle(game)
    assert named(game, "Test Chimera")
    s = Scenario()
    s.many(0, "battlefield", ["Plains"] * 3)
    assert not _castable(s.start("main1"), s.hand(0, CHIMERA))
    assert "This spell costs {X} less to cast, where X is your devotion to white." in render(CHIMERA)


def test_107_3c_an_x_reduction_with_no_definition_is_refused() -> None:
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="reduction by an undefined amount"):
        card("Test Bad {3}{W}\nCreature — Chimera 3/3\nThis spell costs {X} less to cast.")


TERROR = card("Test Terror {3}{R}{R}\nCreature — Dragon 5/4\nFlying\nSpells your opponents cast that target this "
              "creature cost an additional 3 life to cast.")
SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def test_601_2f_spells_your_opponents_cast_that_target_it_cost_an_additional_3_life() -> None:
    """The life is part of the total cost once the target is chosen (601.2c before 601.2f), paid with the mana
    (601.2h); a spell aimed elsewhere pays none, and 119.4: with less than 3 life it can't be cast at the Dragon."""
    s = Scenario()
    terror = s.battlefield(1, TERROR)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.hand(0, SHOCK)
    s.hand(0, SHOCK)
    game = s.start("main1")
    shocks = named(game, "Test Shock", "hand")
    game.apply(("cast", shocks[0]))
    game.apply(("target", terror))
    game.apply(("pay",))
    assert game.state.players[0].life == 17
    settle(game)
    game.apply(("cast", shocks[1]))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 17 and game.state.players[1].life == 18
    assert "Spells your opponents cast that target this creature cost an additional 3 life to cast." in render(TERROR)


def test_119_4_a_life_tax_the_caster_cant_pay_rewinds_the_cast() -> None:
    s = Scenario()
    terror = s.battlefield(1, TERROR)
    s.battlefield(0, "Mountain")
    shock = s.hand(0, SHOCK)
    game = s.start("main1")
    game.state.players[0].life = 2
    game.apply(("cast", shock))
    game.apply(("target", terror))
    while game.pending["kind"] != "priority":
        game.apply(game.legal_actions()[0])
    assert shock in game.state.zone("hand", 0)
    assert game.state.players[0].life == 2
    assert named(game, "Test Terror")


FAMILIAR = card("Test Familiar {1}{W}\nCreature — Bird 1/1\nGreen spells and blue spells you cast cost {1} less to "
                "cast.")
SCION = card("Test Scion {1}{G}{W}\nCreature — Elemental 2/3\nSpells you cast that target this creature cost {2} less "
             "to cast.")
AVATAR = card("Test Avatar {6}{W}{W}\nCreature — Avatar 4/9\nIf you have 3 or less life, this spell costs {6} less to "
              "cast.")
PROMISED = card("Test Promised {13}\nCreature — Eldrazi 13/13\nThis spell costs {1} less to cast for each card type "
                "among cards in your graveyard.")
GIFT = card("Test Gift {2}{G}\nSorcery\nTarget creature gets +4/+4 until end of turn.")


def test_601_2f_green_spells_and_blue_spells_you_cast_cost_1_less() -> None:
    """A spell of either color costs {1} less (once, even if it is both); another color pays full."""
    for spell, castable in ((FLASH_DRAW, True), (card("Test Ember {2}{R}\nInstant\nDraw a card."), False)):
        s = Scenario()
        s.battlefield(0, FAMILIAR)
        s.many(0, "battlefield", ["Island", "Mountain"])
        oid = s.hand(0, spell)
        assert _castable(s.start("main1"), oid) is castable
    assert "Green spells and blue spells you cast cost {1} less to cast." in render(FAMILIAR)


def test_601_2f_spells_you_cast_that_target_it_cost_2_less() -> None:
    """The reduction applies once the target is chosen (601.2c); aimed elsewhere, the spell can't be paid."""
    s = Scenario()
    scion = s.battlefield(0, SCION)
    s.battlefield(0, "Forest")
    gift = s.hand(0, GIFT)
    game = s.start("main1")
    assert _castable(game, gift)  # the pre-check counts the reduction as if it applied
    game.apply(("cast", gift))
    game.apply(("target", scion))
    game.apply(("pay",))
    settle(game)
    from kitchentable.rules.continuous.layers import chars

    assert chars(game.state, scion).power == 6
    assert "Spells you cast that target this creature cost {2} less to cast." in render(SCION)


def test_601_2f_if_you_have_3_or_less_life_this_spell_costs_6_less() -> None:
    for life, castable in ((20, False), (3, True)):
        s = Scenario(life=life)
        s.many(0, "battlefield", ["Plains"] * 2)
        oid = s.hand(0, AVATAR)
        assert _castable(s.start("main1"), oid) is castable
    assert "If you have 3 or less life, this spell costs {6} less to cast." in render(AVATAR)


def test_205_2a_costs_1_less_for_each_card_type_among_cards_in_your_graveyard() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Wastes"] * 10)
    s.graveyard(0, FIVE_DROP)  # creature
    s.graveyard(0, FLASH_DRAW)  # instant
    s.graveyard(0, card("Test Rock {2}\nArtifact Creature — Golem 2/2"))  # artifact (creature already counted)
    oid = s.hand(0, PROMISED)
    assert _castable(s.start("main1"), oid)  # 13 - 3 = 10
    s = Scenario()
    s.many(0, "battlefield", ["Wastes"] * 10)
    s.graveyard(0, FIVE_DROP)
    s.graveyard(0, FLASH_DRAW)
    assert not _castable(s.start("main1"), s.hand(0, PROMISED))
    assert "costs {1} less to cast for each card type among cards in your graveyard." in render(PROMISED)


ANIMIST = card("Test Animist {G}{U}{R}\nCreature — Elemental 1/1\nCreature spells you cast cost {1} less to cast for "
               "each +1/+1 counter on this creature.")
ARCHMAGE = card("Test Archmage {2}{U}\nCreature — Human Wizard 1/1\nInstant and sorcery spells you cast cost {1} less "
                "to cast for each Wizard you control.")


def test_601_2f_creature_spells_cost_1_less_for_each_counter_on_it() -> None:
    for counters, castable in ((1, False), (3, True)):
        s = Scenario()
        animist = s.battlefield(0, ANIMIST)
        s.many(0, "battlefield", ["Island"] * 2)
        oid = s.hand(0, FIVE_DROP)  # {4}{U}
        game = s.start("main1")
        game.state.objects[animist].counters["+1/+1"] = counters
        game.state.cache.clear()
        from kitchentable.rules.casting.total_cost import estimated_cost

        cost = estimated_cost(game.state, 0, oid, FIVE_DROP.mana_cost)
        assert (cost.generic <= 1) is castable, (counters, cost)
    assert "Creature spells you cast cost {1} less to cast for each +1/+1 counter on this." in render(ANIMIST)


def test_601_2f_instant_and_sorcery_spells_cost_1_less_for_each_wizard_you_control() -> None:
    s = Scenario()
    s.battlefield(0, ARCHMAGE)
    s.battlefield(0, card("Test Apprentice {U}\nCreature — Human Wizard 1/1"))
    s.battlefield(0, "Island")
    draw = s.hand(0, FLASH_DRAW)  # {2}{U} - 2
    big = s.hand(0, FIVE_DROP)  # a creature spell: full cost
    game = s.start("main1")
    assert ("cast", draw) in game.legal_actions()
    assert ("cast", big) not in game.legal_actions()
    assert "Instant and sorcery spells you cast cost {1} less to cast for each Wizard you control." in render(ARCHMAGE)
