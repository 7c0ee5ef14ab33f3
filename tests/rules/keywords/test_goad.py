"""Tests of `rules.keywords.goad` (701.38): a goaded creature attacks each combat if able until the goading
player's next turn, and the card says "goad"."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card, resolve

TAUNT = card("Test Taunt {R}\nSorcery\nGoad target creature. Draw a card.")


def _to_attackers(game, seat: int) -> None:  # type: ignore[no-untyped-def]
    """Pass until `seat`'s declare-attackers step."""
    while not (game.pending["kind"] == "declare_attackers" and game.state.active == seat):
        legal = game.legal_actions()
        done = [a for a in legal if a[0] in ("attack_done", "block_done")]
        game.apply(("pass",) if ("pass",) in legal else done[0])


def test_701_38a_goad_renders_as_the_keyword_action() -> None:
    assert "Goad target creature. Draw a card." in render(TAUNT)


def test_701_38b_goaded_creature_attacks_each_combat_until_your_next_turn() -> None:
    s = Scenario()
    taunt = s.hand(0, TAUNT)
    s.battlefield(0, "Mountain")
    bear = s.battlefield(1, BEAR)
    s.many(0, "library", ["Mountain"] * 5)
    s.many(1, "library", ["Forest"] * 5)
    game = s.start("main1")
    game.apply(("cast", taunt))
    game.apply(("target", bear))
    game.apply(("pay",))
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 1  # and it drew the card
    _to_attackers(game, 1)
    assert ("attack_done",) not in game.legal_actions()  # 508.1d: the bear must attack
    assert ("attack", bear, ("player", 0)) in game.legal_actions()
    game.apply(("attack", bear, ("player", 0)))
    game.apply(("attack_done",))
    _to_attackers(game, 0)  # the goading player's next turn: goaded no longer
    game.apply(("attack_done",))
    _to_attackers(game, 1)
    assert ("attack_done",) in game.legal_actions()
