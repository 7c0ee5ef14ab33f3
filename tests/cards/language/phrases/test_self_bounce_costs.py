"""Tests of `cards.language.phrases.self_bounce_costs`: "Return ~ to its owner's hand" as a cost (118.3, 601.2h).
Each compiles a small card text of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card, in_zone

SHEPHERD = card("Test Flock Shepherd {2}{G}{G}\nCreature — Human Druid 1/1\n{T}, Return Test Flock Shepherd to its "
                "owner's hand: Destroy target creature.")
IMP = card("Test Grinning Imp {2}{R}\nCreature — Elemental 2/2\n{R}, Return Test Grinning Imp to its owner's hand: "
           "Add {C}{C}{R}. Activate only as a sorcery.")


def test_118_3_returning_the_source_is_paid_as_the_ability_is_activated() -> None:
    assert rules_text(SHEPHERD) == ["{T}, Return this to its owner's hand: Destroy target creature."]
    s = Scenario()
    shepherd = s.battlefield(0, SHEPHERD)
    bear = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", shepherd, 0))
    game.apply(("target", bear))
    assert in_zone(game, "hand", "Test Flock Shepherd")  # 601.2h: before the ability resolves
    resolve_stack(game)
    assert not game.state.stack_ids()
    assert any(game.state.objects[o].card.name == "Grizzly Bears" for o in game.state.zone("graveyard", 1))


def test_605_3a_mana_ability_that_returns_its_source() -> None:
    assert rules_text(IMP) == ["{R}, Return this to its owner's hand: Add {C}{C}{R}. Activate only as a sorcery."]
    s = Scenario(options={"idle_mana_abilities": True})
    imp = s.battlefield(0, IMP)
    mountain = s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("mana", mountain, 0))
    game.apply(("mana", imp, 0))
    assert game.state.players[0].pool.amounts == {"C": 2, "R": 1}
    assert in_zone(game, "hand", "Test Grinning Imp")


def test_118_3_remove_a_counter_and_return_it_as_one_cost() -> None:
    waterveil = card("Test Tidal Keep\nLand\n{T}: Add {U}.\n{U}, {T}: Put an eon counter on Test Tidal Keep. Skip your "
                     "next turn.\n{T}, Remove an eon counter from Test Tidal Keep and return it to its owner's hand: "
                     "Take an extra turn after this one.")
    ab = waterveil.activated[2]
    assert ab.cost.tap and ab.cost.return_self and ab.cost.remove_counters == ("eon", 1)
    assert rules_text(waterveil)[-1] == "{T}, Remove an eon counter from this and return it to its owner's hand: " \
                                        "Take an extra turn after this one."
