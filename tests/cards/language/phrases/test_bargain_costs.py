"""Tests of `cards.language.phrases.bargain_costs`: "This spell costs {2} less to cast if it's bargained." (702.166b;
601.2f reads the bargain chosen at 601.2b). Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, settle

STOPGAP = card("Test Stopgap {3}{U}\nSorcery\nBargain\nThis spell costs {2} less to cast if it's bargained.\n"
               "Return target nonland permanent to its owner's hand. Draw a card.")
TRINKET = card("Test Trinket {1}\nArtifact")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _board(islands: int) -> tuple[Any, int, int, int]:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    trinket = s.battlefield(0, TRINKET)
    bear = s.battlefield(1, BEAR)
    s.many(0, "battlefield", ["Island"] * islands)
    stopgap = s.hand(0, STOPGAP)
    return s.start("main1"), stopgap, trinket, bear


def _untapped(game: Any) -> int:
    st = game.state
    return sum(1 for o in st.battlefield() if st.objects[o].controller == 0 and not st.objects[o].tapped
               and "Land" in st.objects[o].card.types)


def _cast(game: Any, stopgap: int, bear: int, trinket: int, bargain: bool) -> None:
    game.apply(("cast", stopgap))
    if bargain:
        game.apply(("cost", "kicker", 0))
    elif game.pending["kind"] == "cost_choice":
        game.apply(("cost", "normal"))
    game.apply(("target", bear))
    for _ in range(10):
        if game.pending["kind"] == "priority":
            break
        options = game.legal_actions()
        picks = [o for o in options if trinket in o] or [o for o in options if o[0] == "pay"] or options
        game.apply(picks[0])
    settle(game)


def test_702_166b_costs_2_less_if_its_bargained() -> None:
    """Bargained (the Trinket sacrificed), {3}{U} costs {1}{U}: two of four Islands stay untapped."""
    game, stopgap, trinket, bear = _board(4)
    _cast(game, stopgap, bear, trinket, bargain=True)
    assert trinket not in game.state.objects
    assert named(game, "Test Bear", "hand")
    assert _untapped(game) == 2


def test_702_166b_not_bargained_costs_its_whole_cost() -> None:
    game, stopgap, trinket, bear = _board(4)
    _cast(game, stopgap, bear, trinket, bargain=False)
    assert trinket in game.state.objects
    assert _untapped(game) == 0


def test_601_2f_with_two_islands_it_is_offered_for_its_bargained_cost() -> None:
    game, stopgap, _trinket, _bear = _board(2)
    assert ("cast", stopgap) in game.legal_actions()


def test_bargain_cost_renders_as_printed() -> None:
    assert "This spell costs {2} less to cast if it's bargained." in render(STOPGAP)
