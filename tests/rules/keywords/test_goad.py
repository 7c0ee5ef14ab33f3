"""Tests of `rules.keywords.goad` (701.38): a goaded creature attacks each combat if able until the goading
player's next turn, a player other than its goaders if able (three players and more), and the card says "goad"."""

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


def _three_players(goaders: tuple[int, ...], walker: bool = False):  # type: ignore[no-untyped-def]
    """A free-for-all of three: each seat in `goaders` goads seat 1's bear on its own turn; then seat 1's combat.
    With `walker`, seat 2 controls a planeswalker."""
    s = Scenario("ffa", players=3)
    for seat in range(3):
        s.many(seat, "library", ["Mountain"] * 8)
        s.battlefield(seat, "Mountain")
    bear = s.battlefield(1, BEAR)
    taunts = {seat: s.hand(seat, TAUNT) for seat in goaders}
    if walker:
        s.battlefield(2, card("Test Walker {2}\nLegendary Planeswalker — Jace loyalty 3\n[+1]: You gain 1 life."))
    game = s.start("main1", active=goaders[0])
    for seat in goaders:
        if seat != goaders[0]:
            _to_main(game, seat)
        game.apply(("cast", taunts[seat]))
        game.apply(("target", bear))
        game.apply(("pay",))
        _resolve_all(game)
    _to_attackers(game, 1)
    return game, bear


def _to_main(game, seat: int) -> None:  # type: ignore[no-untyped-def]
    while not (game.state.active == seat and game.state.step == "main1" and game.pending["kind"] == "priority"
               and not game.state.stack_ids()):
        legal = game.legal_actions()
        done = [a for a in legal if a[0] in ("attack_done", "block_done")]
        game.apply(("pass",) if ("pass",) in legal else done[0])


def _resolve_all(game) -> None:  # type: ignore[no-untyped-def]
    while game.state.stack_ids():
        game.apply(("pass",))


def _offered(game, bear: int) -> set[object]:  # type: ignore[no-untyped-def]
    return {a[2] for a in game.legal_actions() if a[0] == "attack" and a[1] == bear}


def test_701_38b_goaded_creature_attacks_a_player_other_than_its_goader_in_a_three_player_game() -> None:
    game, bear = _three_players((0,))
    assert _offered(game, bear) == {("player", 2)}  # not the goader, while another player can be attacked
    assert ("attack_done",) not in game.legal_actions()


def test_508_1d_goaded_creature_prefers_the_other_player_over_a_planeswalker() -> None:
    game, bear = _three_players((0,), walker=True)
    assert _offered(game, bear) == {("player", 2)}  # the walker obeys "attacks" only, player 2 obeys both


def test_701_38c_goaded_by_two_players_it_may_attack_either() -> None:
    game, bear = _three_players((2, 0))  # seat 2, then seat 0, then seat 1 attacks
    assert _offered(game, bear) == {("player", 0), ("player", 2)}  # each obeys two of its three requirements
