"""The 601.2 casting procedure, as document 001 and R-C-1..R-C-5 describe it: announcement, modes, targets,
division, the rewind, and the X option under an alternative cost.
"""

from __future__ import annotations

import pytest

from kitchentable.rules.abilities import (
    AlternativeCost,
    Amount,
    CardDef,
    Cost,
    Modal,
    Mode,
    Ref,
    Simple,
)
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.errors import IllegalAction
from kitchentable.scenario import Scenario
from tests.rules.cards import BEARS, BOLT, CHARM, COUNTERSPELL, FORKED, ISLAND, MOUNTAIN, PLAINS

SACRED_BEASTS = CardDef(
    name="Summon Test", mana_cost=ManaCost.parse("{X}{W}{W}{W}"), types=frozenset({"Sorcery"}),
    alternative_costs=(AlternativeCost(Cost(mana=ManaCost.parse("{2}")), "the Baptism's cost"),),
    spell=Modal((Mode((Simple("gain_life", Ref("you"), Amount("x")),)),)),
)


def test_601_2_rewind_restores_everything() -> None:
    """R-C-2: cancelling at payment puts the game back exactly: hash, log and priority."""
    s = Scenario()
    bolt = s.hand(0, BOLT)
    s.battlefield(0, MOUNTAIN)
    s.battlefield(1, BEARS)
    game = s.start("main1")
    before = game.state_hash()
    log_len = len(game.state.log)
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("cancel",))
    assert game.state_hash() == before
    assert len(game.state.log) == log_len
    assert game.pending["kind"] == "priority" and game.pending["player"] == 0


def test_601_2c_spell_without_legal_target_cannot_be_cast() -> None:
    s = Scenario()
    counter = s.hand(0, COUNTERSPELL)
    s.battlefield(0, ISLAND)
    s.battlefield(0, ISLAND)
    game = s.start("main1")
    assert ("cast", counter) not in game.legal_actions()
    with pytest.raises(IllegalAction) as err:
        game.apply(("cast", counter))
    assert err.value.rule == "117.3"


def test_601_2b_modes_then_targets_only_for_chosen_modes() -> None:
    s = Scenario()
    charm = s.hand(0, CHARM)
    s.battlefield(0, MOUNTAIN)
    s.library(0, BEARS)
    game = s.start("main1")
    game.apply(("cast", charm))
    assert game.pending["kind"] == "choose_modes"
    assert [0] not in [o[1] for o in game.pending["options"]]  # no creature: the damage mode can't be chosen
    game.apply(("modes", (1,)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert len(game.state.zone("hand", 0)) == 1


def test_601_2d_division_of_damage() -> None:
    s = Scenario()
    fork = s.hand(0, FORKED)
    s.battlefield(0, MOUNTAIN)
    a = s.battlefield(1, BEARS)
    game = s.start("main1")
    game.apply(("cast", fork))
    game.apply(("count", 2))
    game.apply(("target", a))
    game.apply(("target", ("player", 1)))
    game.apply(("divide", (1, 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[1].life == 19
    assert game.state.objects[a].damage == 1


def test_608_2b_spell_with_all_targets_illegal_does_not_resolve() -> None:
    """R-C-5: Bolt at a creature that is gone: it doesn't resolve and goes to the graveyard."""
    s = Scenario()
    bolt = s.hand(0, BOLT)
    bolt2 = s.hand(1, BOLT)
    s.battlefield(0, MOUNTAIN)
    s.battlefield(1, MOUNTAIN)
    bears = s.battlefield(1, BEARS)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", bears))
    game.apply(("pay",))
    game.apply(("pass",))  # player 1 passes; player 2 responds
    game.apply(("cast", bolt2))
    game.apply(("target", bears))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))  # player 2's bolt resolves: bears die
    game.apply(("pass",))
    game.apply(("pass",))  # player 1's bolt: target gone
    assert any(e.kind == "fizzle" for e in game.state.log)
    assert len(game.state.zone("graveyard", 0)) == 1


def test_r_c_3_option_x_zero_under_alternative_cost() -> None:
    s = Scenario(options={"x_under_alternative_cost": "zero"})
    spell = s.hand(0, SACRED_BEASTS)
    s.battlefield(0, PLAINS)
    s.battlefield(0, PLAINS)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("cost", "alternative", 0))
    assert game.pending["kind"] == "pay_mana"
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[0].life == 20


def _confluence() -> CardDef:
    from tests.cards.card_text import card

    return card("Test Confluence {3}{R}{R}\nSorcery\nChoose three. You may choose the same mode more than once.\n"
                "• Test Confluence deals 2 damage to each opponent.\n• Destroy target artifact.\n• You gain 1 life.")


def test_700_2d_the_same_mode_more_than_once_each_time_with_its_own_targets() -> None:
    """Fiery Confluence's template: every multiset of three modes is offered once; a mode chosen twice happens
    twice, in sequence, and a targeted mode chosen twice has its own target each time."""
    from kitchentable.cards.render import render

    confluence = _confluence()
    s = Scenario()
    spell = s.hand(0, confluence)
    s.many(0, "battlefield", ["Mountain"] * 5)
    relics = [s.battlefield(1, CardDef(name=f"Test Relic {i}", mana_cost=ManaCost.parse("{1}"),
                                        types=frozenset({"Artifact"}))) for i in range(2)]
    game = s.start("main1")
    game.apply(("cast", spell))
    assert game.pending["kind"] == "choose_modes"
    offered = [tuple(o[1]) for o in game.pending["options"]]
    assert len(offered) == 10  # multisets of three among three modes
    burn, destroy, _gain = (0, 1, 2), (3, 4, 5), (6, 7, 8)  # each printed mode compiled once per possible choice
    assert (burn[0], burn[1], burn[2]) in offered and (burn[1], burn[2], destroy[0]) not in offered
    game.apply(("modes", (burn[0], destroy[0], destroy[1])))
    game.apply(("target", relics[0]))
    game.apply(("target", relics[1]))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[1].life == 18
    assert not any(r in game.state.battlefield() for r in relics)
    text = render(confluence)
    assert "Choose three. You may choose the same mode more than once." in text and text.count("Destroy") == 1


def test_700_2d_a_mode_chosen_three_times_happens_three_times() -> None:
    s = Scenario()
    spell = s.hand(0, _confluence())
    s.many(0, "battlefield", ["Mountain"] * 5)
    game = s.start("main1")
    game.apply(("cast", spell))
    offered = [tuple(o[1]) for o in game.pending["options"]]
    assert len(offered) == 4  # no artifact to target: the burn and life modes, with repeats
    game.apply(("modes", (0, 1, 2)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[1].life == 14
