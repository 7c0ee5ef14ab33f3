"""Tests of `rules.additional.adventures` (715): an adventurer card is cast as its Adventure from the hand, exiled
as that spell resolves, and then castable from exile as the creature; a countered Adventure goes to the
graveyard; the Adventure is never offered from exile."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import EXILE, GRAVEYARD
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

KNIGHT = card("""
@layout adventure
Test Knight {1}{W}
Creature — Human Knight 2/2
//
Test Quest {W}
Sorcery — Adventure
You gain 3 life.
""")
COUNTER = card("Test Denial {U}{U}\nInstant\nCounter target spell.")


def _names(game: Any, kind: str) -> list[str]:
    st = game.state
    return [st.objects[o].card.name for (k, _s), ids in st.zones.items() if k == kind for o in ids]


def _resolve(game: Any) -> None:
    for _ in range(20):
        if not game.state.stack_ids() and not game.state.pending_triggers:
            return
        game.apply(("pass",))


def test_715_3_cast_as_an_adventure_then_715_4_cast_the_creature_from_exile() -> None:
    s = Scenario()
    knight = s.hand(0, KNIGHT)
    s.many(0, "battlefield", ["Plains"] * 3)
    game = s.start("main1")
    assert ("cast", knight, "adventure") in game.legal_actions() and ("cast", knight) in game.legal_actions()
    game.apply(("cast", knight, "adventure"))
    (spell,) = game.state.stack_ids()
    assert chars(game.state, spell).name == "Test Quest" and "Sorcery" in chars(game.state, spell).types
    game.apply(("pay",))
    _resolve(game)
    assert game.state.players[0].life == 23
    assert _names(game, EXILE) == ["Test Knight // Test Quest"]  # 715.3d: exiled, not put into the graveyard
    (exiled,) = [o for (k, _s), ids in game.state.zones.items() if k == EXILE for o in ids]
    casts = [a for a in game.legal_actions() if a[:2] == ("cast", exiled)]
    assert casts == [("cast", exiled, "on_adventure")]  # the creature, never the Adventure again
    game.apply(("cast", exiled, "on_adventure"))
    game.apply(("pay",))
    _resolve(game)
    (knight_now,) = [o for o in game.state.battlefield() if chars(game.state, o).name == "Test Knight"]
    assert chars(game.state, knight_now).power == 2


def test_715_3d_a_countered_adventure_goes_to_the_graveyard() -> None:
    s = Scenario()
    knight = s.hand(0, KNIGHT)
    s.many(0, "battlefield", ["Plains"])
    denial = s.hand(1, COUNTER)
    s.many(1, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    game.apply(("cast", knight, "adventure"))
    game.apply(("pay",))
    (spell,) = game.state.stack_ids()
    game.apply(("pass",))
    game.apply(("cast", denial))
    game.apply(("target", spell))
    game.apply(("pay",))
    _resolve(game)
    assert "Test Knight // Test Quest" in _names(game, GRAVEYARD)
    assert not [a for a in game.legal_actions() if a[0] == "cast"]


def test_715_4_cast_normally_the_card_is_a_creature_spell() -> None:
    s = Scenario()
    knight = s.hand(0, KNIGHT)
    s.many(0, "battlefield", ["Plains"] * 2)
    game = s.start("main1")
    game.apply(("cast", knight))
    game.apply(("pay",))
    _resolve(game)
    assert [chars(game.state, o).name for o in game.state.battlefield() if "Creature" in chars(game.state, o).types] \
        == ["Test Knight"]
