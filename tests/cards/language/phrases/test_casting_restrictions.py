"""Tests of `cards.language.phrases.casting_restrictions`: casting restrictions printed on a card (601.3).
Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import render
from kitchentable.rules.errors import IllegalAction
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

BLADE = ("Test Blade {B}\nInstant\nCast Test Blade only during the declare attackers step and only if you've been "
         "attacked this step.\nDestroy target attacking creature.")


def _to_declare_attackers(game, attackers: list[int]) -> None:  # type: ignore[no-untyped-def]
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))


def test_601_3_cast_only_during_declare_attackers_step_if_you_were_attacked() -> None:
    blade = card(BLADE)
    assert "only during" in render(blade) and "attacked" in render(blade)
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    spell = s.hand(1, blade)
    s.battlefield(1, "Swamp")
    game = s.start("main1")
    game.apply(("pass",))
    assert game.pending["player"] == 1 and ("cast", spell) not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(("cast", spell))
    game.apply(("pass",))
    _to_declare_attackers(game, [bear])
    assert game.state.step == "declare_attackers"
    game.apply(("pass",))
    assert game.pending["player"] == 1 and ("cast", spell) in game.legal_actions()
    game.apply(("cast", spell))
    game.apply(("target", bear))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))
    game.apply(("pass",))
    game.apply(("pass",))
    assert [game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)] == ["Plain Bear"]


def test_601_3_not_offered_in_declare_attackers_step_when_not_attacked() -> None:
    s = Scenario()
    s.battlefield(0, BEAR)
    spell = s.hand(1, card(BLADE))
    s.battlefield(1, "Swamp")
    s.battlefield(1, BEAR)
    game = s.start("main1")
    _to_declare_attackers(game, [])
    while game.pending["kind"] == "priority" and game.pending["player"] != 1:
        game.apply(("pass",))
    assert ("cast", spell) not in game.legal_actions()


def test_601_3_cast_only_during_an_opponents_turn_and_if_youve_cast_another_spell() -> None:
    trick = card("Test Trick {U}\nInstant\nCast Test Trick only during an opponent's turn.\nDraw a card.")
    echo = card("Test Echo {U}\nInstant\nCast Test Echo only if you've cast another spell this turn.\nDraw a card.")
    assert "opponent's turn" in render(trick) and "if you've cast another spell this turn" in render(echo)
    s = Scenario()
    s.many(0, "library", ["Island"] * 3)
    t0 = s.hand(0, trick)
    e0 = s.hand(0, echo)
    t1 = s.hand(1, card("Test Trick {U}\nInstant\nCast Test Trick only during an opponent's turn.\nDraw a card."))
    s.many(0, "battlefield", ["Island"] * 2)
    s.battlefield(1, "Island")
    game = s.start("main1")
    options = game.legal_actions()
    assert ("cast", t0) not in options and ("cast", e0) not in options
    game.apply(("pass",))
    assert game.pending["player"] == 1 and ("cast", t1) in game.legal_actions()


def test_601_3_cast_only_during_combat_windows() -> None:
    fog = card("Test Fog {G}\nInstant\nCast Test Fog only during combat after blockers are declared.\nDraw a card.")
    s = Scenario()
    s.many(0, "library", ["Forest"] * 3)
    bear = s.battlefield(0, BEAR)
    spell = s.hand(0, fog)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    assert ("cast", spell) not in game.legal_actions()
    _to_declare_attackers(game, [bear])
    assert ("cast", spell) not in game.legal_actions()
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))
    game.apply(("block_done",))
    assert game.state.step == "declare_blockers" and ("cast", spell) in game.legal_actions()


def test_118_9_conditional_alternative_cost_offered_only_while_condition_holds() -> None:
    snuff = card("Test Snuff {3}{B}\nInstant\nIf you control a Swamp, you may pay 4 life rather than pay Test Snuff's "
                 "mana cost.\nDestroy target creature.")
    assert "If you control a Swamp, you may pay 4 life" in render(snuff)
    for with_swamp in (True, False):
        s = Scenario()
        bear = s.battlefield(1, BEAR)
        spell = s.hand(0, snuff)
        s.battlefield(0, "Swamp" if with_swamp else "Island")
        game = s.start("main1")
        game.apply(("cast", spell))
        options = game.legal_actions()
        assert (("cost", "alternative", 0) in options) == with_swamp
        if not with_swamp:
            continue
        game.apply(("cost", "alternative", 0))
        game.apply(("target", bear))
        while game.pending["kind"] != "priority":
            options = game.legal_actions()
            game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))
        game.apply(("pass",))
        game.apply(("pass",))
        assert game.state.players[0].life == 16
        assert [game.state.objects[o].card.name for o in game.state.zone("graveyard", 1)] == ["Plain Bear"]


def test_601_2f_costs_less_to_cast_for_each() -> None:
    tree = card("Test Tree {5}{G}\nCreature — Zombie Treefolk 4/4\n"
                "Test Tree costs {1} less to cast for each creature card in your graveyard.")
    assert "less to cast for each" in render(tree)
    s = Scenario()
    s.many(0, "graveyard", ["Grizzly Bears"] * 3)
    spell = s.hand(0, tree)
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    assert ("cast", spell) in game.legal_actions()  # {5}{G} minus {3}: three Forests pay it
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))
    game.apply(("pass",))
    game.apply(("pass",))
    assert any(o.card.name == "Test Tree" and o.zone[0] == "battlefield" for o in game.state.objects.values())
    assert all(o.tapped for o in game.state.objects.values() if o.card.name == "Forest")


def test_601_2f_costs_less_for_each_not_offered_when_too_few() -> None:
    s = Scenario()
    s.many(0, "graveyard", ["Grizzly Bears"] * 2)
    spell = s.hand(0, card("Test Tree {5}{G}\nCreature — Zombie Treefolk 4/4\n"
                           "Test Tree costs {1} less to cast for each creature card in your graveyard."))
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    assert ("cast", spell) not in game.legal_actions()


def test_601_2f_colored_cost_increase() -> None:
    tax = card("Test Tax {1}{W}\nEnchantment\nBlack spells you cast cost {B} more to cast.")
    assert "cost {B} more" in render(tax)
    for swamps, offered in ((1, False), (2, True)):
        s = Scenario()
        s.battlefield(0, tax)
        spell = s.hand(0, card("Test Rite {B}\nSorcery\nYou gain 1 life."))
        s.many(0, "battlefield", ["Swamp"] * swamps)
        game = s.start("main1")
        assert (("cast", spell) in game.legal_actions()) == offered
        if not offered:
            continue
        game.apply(("cast", spell))
        while game.pending["kind"] != "priority":
            options = game.legal_actions()
            game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))
        assert all(o.tapped for o in game.state.objects.values() if o.card.name == "Swamp")


def test_601_2f_colored_cost_increase_per_target_beyond_the_first() -> None:
    strive = card("Test Strive {R}\nInstant\nTest Strive costs {R} more to cast for each target beyond the first.\n"
                  "Test Strive deals 3 damage divided as you choose among one, two, or three targets.")
    assert "costs {R} more to cast for each target" in render(strive)
    s = Scenario()
    bears = [s.battlefield(1, BEAR), s.battlefield(1, BEAR)]
    spell = s.hand(0, strive)
    s.many(0, "battlefield", ["Mountain"] * 3)
    game = s.start("main1")
    game.apply(("cast", spell))
    options = game.legal_actions()
    if ("count", 3) in options:
        game.apply(("count", 3))
    for t in (*bears, ("player", 1)):
        game.apply(("target", t))
    while not any(e.kind == "total_cost" for e in game.state.log):
        game.apply(game.legal_actions()[0])  # 601.2d: divide the damage
    total = [e for e in game.state.log if e.kind == "total_cost"][-1]
    assert total.data == ("{R}{R}{R}",)
