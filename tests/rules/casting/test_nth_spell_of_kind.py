"""Tests of `rules.casting.nth_spell_of_kind`: "whenever an opponent casts their first noncreature spell each turn"
and "whenever you cast your second creature spell each turn" (603.2 on the cast event; 601.2i counts the spell
cast, and only spells of the description count). Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, settle

SENTINEL = card("Test Sentinel {W}\nArtifact Creature — Human Soldier 1/1\nWhenever an opponent casts their first "
                "noncreature spell each turn, draw a card.")
DRILLER = card("Test Driller {1}{G}\nCreature — Elf 2/2\nWhenever you cast your second creature spell each turn, "
               "you gain 3 life.")
BEAR = card("Test Bear {G}\nCreature — Bear 2/2")
GROWTH = card("Test Growth {G}\nInstant\nTarget creature gets +1/+1 until end of turn.")


def _hand_size(game: Any, seat: int) -> int:
    return len(game.state.zones.get(("hand", seat), ()))


def _cast(game: Any, oid: int, seat: int, target: int | None = None) -> None:
    game.apply(("cast", oid))
    if target is not None:
        game.apply(("target", target))
    game.apply(("pay",))
    settle(game, seat=seat)


def test_603_2_first_noncreature_spell_each_turn_counts_only_noncreature_spells() -> None:
    """The opponent casts a creature spell (no trigger: it isn't noncreature), then two instants: only the first
    instant triggers the Sentinel, whose controller draws one card."""
    s = Scenario()
    for p in (0, 1):
        s.many(p, "library", ["Wastes"] * 5)
    s.battlefield(0, SENTINEL)
    for _ in range(3):
        s.battlefield(1, "Forest")
    bear, first, second = s.hand(1, BEAR), s.hand(1, GROWTH), s.hand(1, GROWTH)
    game = s.start("main1", active=1)
    before = len(named(game, "Wastes", "library"))
    _cast(game, bear, 1)
    assert len(named(game, "Wastes", "library")) == before
    target = named(game, "Test Bear")[0]
    _cast(game, first, 1, target)
    assert len(named(game, "Wastes", "library")) == before - 1
    _cast(game, second, 1, target)
    assert len(named(game, "Wastes", "library")) == before - 1


def test_603_2_a_spell_of_its_controller_does_not_count_for_an_opponent_trigger() -> None:
    s = Scenario()
    for p in (0, 1):
        s.many(p, "library", ["Wastes"] * 5)
    s.battlefield(0, SENTINEL)
    s.battlefield(0, BEAR)
    s.battlefield(0, "Forest")
    growth = s.hand(0, GROWTH)
    game = s.start("main1")
    before = len(named(game, "Wastes", "library"))
    _cast(game, growth, 0, named(game, "Test Bear")[0])
    assert len(named(game, "Wastes", "library")) == before


def test_601_2i_second_creature_spell_each_turn_skips_other_spells() -> None:
    """An instant between the two creature spells doesn't count: the second creature spell triggers, once."""
    s = Scenario()
    for p in (0, 1):
        s.many(p, "library", ["Wastes"] * 5)
    driller = s.battlefield(0, DRILLER)
    for _ in range(4):
        s.battlefield(0, "Forest")
    bears = [s.hand(0, BEAR) for _ in range(3)]
    growth = s.hand(0, GROWTH)
    game = s.start("main1")
    life = game.state.players[0].life
    _cast(game, bears[0], 0)
    _cast(game, growth, 0, driller)
    assert game.state.players[0].life == life
    _cast(game, bears[1], 0)
    assert game.state.players[0].life == life + 3
    _cast(game, bears[2], 0)
    assert game.state.players[0].life == life + 3


def test_603_2_unless_that_player_pays_asks_the_caster() -> None:
    """Esper Sentinel's "draw a card unless that player pays {X}": "that player" is the opponent who cast the spell
    (the trigger's event), so the decision to pay is theirs, not the Sentinel's controller's."""
    s = Scenario()
    for p in (0, 1):
        s.many(p, "library", ["Wastes"] * 5)
    s.battlefield(0, card("Test Sentinel {W}\nArtifact Creature — Human Soldier 1/1\nWhenever an opponent casts "
                          "their first noncreature spell each turn, draw a card unless that player pays {X}, where X "
                          "is Test Sentinel's power."))
    s.battlefield(0, "Plains")
    target = s.battlefield(1, BEAR)
    for _ in range(2):
        s.battlefield(1, "Forest")
    growth = s.hand(1, GROWTH)
    game = s.start("main1", active=1)
    game.apply(("cast", growth))
    game.apply(("target", target))
    game.apply(("pay",))
    asked = []
    for _ in range(20):
        d = game.pending
        if d["kind"] != "priority":
            asked.append((d["kind"], d["player"]))
            break
        game.apply(("pass",))
    assert asked and asked[0][1] == 1, asked
