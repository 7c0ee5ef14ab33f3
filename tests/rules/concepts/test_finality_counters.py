"""Tests of `rules.concepts.finality_counters`: a permanent with a finality counter on it that would be put into a
graveyard from the battlefield is exiled instead (122.1h, 614.1a), and a card returned "with a finality counter
on it" enters with the counter (614.1c)."""

from __future__ import annotations

from typing import Any

from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

SMITE = card("Test Smite {1}{B}\nInstant\nDestroy target creature.")
RITES = card("Final Rites {2}{B}\nSorcery\n"
             "Return target creature card from your graveyard to the battlefield with a finality counter on it.")
MOURNER = card("Test Mourner {1}{B}\nCreature — Zombie 1/1\n"
               "Whenever another creature you control dies, you gain 2 life.")


def _cast(game: Any, oid: int, target: int) -> None:
    game.apply(("cast", oid))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((a for a in options if target in a), ("pay",) if ("pay",) in options else options[0]))
    resolve_stack(game)


def _zone(game: Any, name: str) -> str:
    (oid,) = [o for o, obj in game.state.objects.items() if obj.card.name == name]
    return str(game.state.objects[oid].zone[0])


def test_122_1h_a_destroyed_creature_with_a_finality_counter_is_exiled_and_does_not_die() -> None:
    s = Scenario()
    bear = s.battlefield(0, "Grizzly Bears", counters={"finality": 1})
    s.battlefield(0, MOURNER)
    s.many(1, "battlefield", ["Swamp"] * 2)
    smite = s.hand(1, SMITE)
    game = s.start("main1", active=1)
    _cast(game, smite, bear)
    assert _zone(game, "Grizzly Bears") == "exile"
    assert game.state.players[0].life == 20  # 700.4: it never died, so no "dies" trigger


def test_122_1h_without_the_counter_the_creature_dies_as_usual() -> None:
    s = Scenario()
    bear = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, MOURNER)
    s.many(1, "battlefield", ["Swamp"] * 2)
    smite = s.hand(1, SMITE)
    game = s.start("main1", active=1)
    _cast(game, smite, bear)
    assert _zone(game, "Grizzly Bears") == "graveyard"
    assert game.state.players[0].life == 22


def test_614_1c_returned_with_a_finality_counter_then_exiled_when_it_would_die() -> None:
    s = Scenario()
    bear = s.graveyard(0, "Grizzly Bears")
    s.many(0, "battlefield", ["Swamp"] * 3)
    rites = s.hand(0, RITES)
    s.many(1, "battlefield", ["Swamp"] * 2)
    smite = s.hand(1, SMITE)
    game = s.start("main1")
    _cast(game, rites, bear)
    (back,) = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Grizzly Bears"]
    assert game.state.objects[back].counters.get("finality") == 1  # on it as it entered
    game.apply(("pass",))  # the opponent gets priority (117.3d) and answers with an instant
    assert game.pending["player"] == 1
    _cast(game, smite, back)
    assert _zone(game, "Grizzly Bears") == "exile"


def test_616_1_the_controller_chooses_between_the_finality_counter_and_another_replacement() -> None:
    from kitchentable.rules.abilities import CardDef, Filter, StaticAbility

    homeward = CardDef(name="Hand Ward", types=frozenset({"Enchantment"}), static=(StaticAbility(
        "replacement", Filter(types=frozenset({"Creature"})), params=(("event", "dies"), ("to", "hand"),
                                                                      ("mode", "hand"))),))
    for first, zone in (("finality", "exile"), ("ward", "hand")):
        s = Scenario()
        ward = s.battlefield(1, homeward)
        bear = s.battlefield(0, "Grizzly Bears", counters={"finality": 1})
        s.many(1, "battlefield", ["Swamp"] * 2)
        smite = s.hand(1, SMITE)
        game = s.start("main1", active=1)
        game.apply(("cast", smite))
        while game.pending["kind"] not in ("priority", "replacement_order"):
            options = game.legal_actions()
            game.apply(next((a for a in options if bear in a), ("pay",) if ("pay",) in options else options[0]))
        while game.pending["kind"] == "priority":
            game.apply(("pass",))
        assert game.pending["kind"] == "replacement_order" and game.pending["player"] == 0  # the bear's controller
        game.apply(("apply_first", bear if first == "finality" else ward))
        assert _zone(game, "Grizzly Bears") == zone


def test_616_1_no_choice_when_both_exile() -> None:
    from kitchentable.rules.abilities import CardDef, Filter, StaticAbility

    exiler = CardDef(name="Exile Ward", types=frozenset({"Enchantment"}), static=(StaticAbility(
        "replacement", Filter(types=frozenset({"Creature"})), params=(("event", "dies"), ("to", "exile"),
                                                                      ("mode", "exile"))),))
    s = Scenario()
    s.battlefield(1, exiler)
    bear = s.battlefield(0, "Grizzly Bears", counters={"finality": 1})
    s.many(1, "battlefield", ["Swamp"] * 2)
    smite = s.hand(1, SMITE)
    game = s.start("main1", active=1)
    _cast(game, smite, bear)
    assert _zone(game, "Grizzly Bears") == "exile"
