"""Starting the game (103): opening hands, the London mulligan, the starting player's skipped draw."""

from __future__ import annotations

from kitchentable.api.game import Game
from tests.rules.cards import BEARS, MOUNTAIN, POOL

DECK = [MOUNTAIN] * 20 + [BEARS] * 20


def test_103_5_opening_hands_of_seven_and_a_mulligan_decision() -> None:
    game = Game("duel", [DECK, DECK], seed=3, options={"auto_single": False}, pool=POOL)
    assert game.pending["kind"] == "mulligan"
    assert all(len(game.state.zone("hand", s)) == 7 for s in (0, 1))
    assert game.pending["player"] == game.state.starting_player


def test_103_5_london_mulligan_puts_cards_on_the_bottom() -> None:
    game = Game("duel", [DECK, DECK], seed=3, pool=POOL)
    seat = game.pending["player"]
    game.apply(("mulligan",))
    game.apply(("keep",))
    assert game.pending["kind"] == "mulligan_bottom" and game.pending["player"] == seat
    game.apply(game.legal_actions()[0])
    assert len(game.state.zone("hand", seat)) == 6
    assert len(game.state.zones[("library", seat)]) == 34


def test_103_8a_starting_player_skips_first_draw_in_two_player_game() -> None:
    game = Game("duel", [DECK, DECK], seed=4, pool=POOL)
    while game.pending["kind"] in ("mulligan", "mulligan_bottom"):
        game.apply(("keep",) if ("keep",) in game.legal_actions() else game.legal_actions()[0])
    assert any(e.kind == "skip_draw" for e in game.state.log)
    assert len(game.state.zone("hand", game.state.starting_player)) == 7
