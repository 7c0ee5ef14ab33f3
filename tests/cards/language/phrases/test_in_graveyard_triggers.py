"""Tests of `cards.language.phrases.in_graveyard_triggers` and `rules.stack.in_graveyard_triggers`: "At the
beginning of your upkeep, if ~ is in your graveyard, you may pay {1}{B}{B}. If you do, return ~ from your graveyard
to your hand." (113.6m: the ability works in the graveyard; 603.4)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

ZOMBIE = card("Test Zombie {1}{B}\nCreature — Zombie 2/2\nAt the beginning of your upkeep, if Test Zombie is in your "
              "graveyard, you may pay {1}{B}{B}. If you do, return Test Zombie from your graveyard to your hand.")


def _upkeep(where: str):  # type: ignore[no-untyped-def]
    s = Scenario()
    zombie = s.graveyard(0, ZOMBIE) if where == "graveyard" else s.battlefield(0, ZOMBIE)
    s.many(0, "battlefield", ["Swamp"] * 3)
    game = s.start("upkeep")
    while game.state.pending_triggers or game.state.stack_ids() or game.pending["kind"] != "priority":
        kind = game.pending["kind"]
        legal = game.legal_actions()
        yes = next((a for a in legal if a[0] in ("yes", "pay")), None)
        game.apply(yes if kind != "priority" and yes is not None else legal[0] if kind != "priority" else ("pass",))
    resolve_stack(game)
    return game, zombie


def test_113_6m_an_upkeep_trigger_works_from_the_graveyard() -> None:
    assert render(ZOMBIE).splitlines()[2] == ("At the beginning of your upkeep, if this is in your graveyard, you may "
                                              "pay {1}{B}{B}. If you do, return this from your graveyard to your hand.")
    game, _zombie = _upkeep("graveyard")
    assert any(game.state.objects[o].card is ZOMBIE for o in game.state.zones.get(("hand", 0), ()))


def test_603_4_on_the_battlefield_it_does_not_trigger() -> None:
    game, zombie = _upkeep("battlefield")
    assert game.state.objects[zombie].zone[0] == "battlefield"
    assert not any(e.kind == "trigger" for e in game.state.log)
