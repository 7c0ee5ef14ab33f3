"""Tests of `cards.language.phrases.damage_by_your_sources` and `rules.concepts.damage_by_your_sources` (120.3, 603.2):
"Whenever a source you control deals noncombat damage to an opponent" hears a spell of yours damaging an opponent,
not damage to a creature, not combat damage, and not an opponent's source. Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import card

PYRE = card("Test Pyre Lizard {1}{R}\nCreature — Lizard 1/3\nWhenever a source you control deals noncombat damage "
            "to an opponent, this creature gets +1/+0 and gains double strike until end of turn.")


def _bolt(target: Any, caster: int = 0) -> tuple[Any, int]:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 6)
        s.many(seat, "battlefield", ["Mountain"] * 2)
    pyre = s.battlefield(0, PYRE)
    bear = s.battlefield(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    bolt = s.hand(caster, "Lightning Bolt")
    game = s.start("main1")
    if caster == 1:
        game.apply(("pass",))
    game.apply(("cast", bolt))
    game.apply(("target", bear if target == "bear" else target))
    game.apply(("pay",))
    answer_until_priority(game)
    resolve_stack(game)
    return game, pyre


def test_120_3_noncombat_damage_to_an_opponent_from_your_spell() -> None:
    game, pyre = _bolt(("player", 1))
    c = chars(game.state, pyre)
    assert c.power == 2 and "double strike" in c.keywords


def test_120_3_damage_to_a_creature_does_not_trigger_it() -> None:
    game, pyre = _bolt("bear")
    assert chars(game.state, pyre).power == 1


def test_120_3_an_opponents_source_does_not_trigger_it() -> None:
    game, pyre = _bolt(("player", 0), caster=1)
    assert chars(game.state, pyre).power == 1


def test_510_2_combat_damage_does_not_trigger_the_noncombat_head() -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 6)
    pyre = s.battlefield(0, PYRE)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", pyre, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step == "end_of_combat" or g.state.step == "main2")
    assert game.state.players[1].life == 19
    assert chars(game.state, pyre).power == 1


def test_120_3_renders_as_printed() -> None:
    assert "Whenever a source you control deals noncombat damage to an opponent, this gets +1/+0 and gains double " \
           "strike until end of turn." in render(PYRE)
