"""Tests of `rules.stack.search_zones`: one search of several zones (701.23, 701.23b)."""

from __future__ import annotations

from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

SCION = card("Test Dark Scion {4}{B}\nCreature — Avatar 5/5")
SUMMON = card("Test Supplicant Call {B}\nSorcery\nSearch your graveyard, hand, and/or library for a card named Test "
              "Dark Scion and put it onto the battlefield. If you search your library this way, shuffle.")


def test_701_23b_the_hand_is_one_of_the_zones_searched_and_finding_nothing_shuffles_the_library() -> None:
    for pick_from_hand in (True, False):
        s = Scenario()
        spell = s.hand(0, SUMMON)
        s.battlefield(0, "Swamp")
        s.many(0, "library", ["Island"] * 3)
        scion = s.hand(0, SCION)
        game = s.start("main1")
        game.apply(("cast", spell))
        while game.pending["kind"] != "priority":
            game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
        game.apply(("pass",))
        game.apply(("pass",))
        assert ("find", scion) in game.legal_actions()
        shuffles = sum(1 for e in game.state.log if e.kind == "shuffle")
        game.apply(("find", scion) if pick_from_hand else ("find_none",))
        resolve_stack(game)
        on_battlefield = any(game.state.objects[o].card.name == "Test Dark Scion" for o in game.state.battlefield())
        assert on_battlefield is pick_from_hand
        assert sum(1 for e in game.state.log if e.kind == "shuffle") == shuffles + (0 if pick_from_hand else 1)
