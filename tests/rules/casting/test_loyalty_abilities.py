"""Loyalty abilities (606.3): one loyalty ability per permanent per turn, whoever activated it."""

from __future__ import annotations

from kitchentable.api.game import Game
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack


def _activations(game: Game, oid: int) -> list[tuple[object, ...]]:
    return [a for a in game.legal_actions() if a[0] == "activate" and a[1] == oid]


def _jace_game(*others: str) -> tuple[Game, list[int]]:
    s = Scenario()
    jaces = [s.battlefield(0, name) for name in ("Jace Beleren", *others)]
    for _ in range(6):
        s.library(0, "Island")
        s.library(1, "Island")
    return s.start("main1"), jaces


def test_606_3_one_loyalty_ability_per_permanent_per_turn() -> None:
    game, (jace,) = _jace_game()
    assert _activations(game, jace)
    game.apply(("activate", jace, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.pending["kind"] == "priority" and not game.state.stack_ids()
    assert _activations(game, jace) == []  # not the +2 again, nor the -1


def test_606_3_the_limit_is_per_permanent() -> None:
    game, (first, second) = _jace_game("Garruk Wildspeaker")
    game.apply(("activate", first, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert _activations(game, first) == []
    assert _activations(game, second)  # the other Jace has activated nothing this turn


def test_606_3_the_limit_lasts_only_the_turn() -> None:
    game, (jace,) = _jace_game()
    game.apply(("activate", jace, 0))
    answer_until_priority(game)
    resolve_stack(game)
    pass_until(game, lambda g: g.state.turn == 7 and g.pending["kind"] == "priority" and bool(_activations(g, jace)))
    assert game.state.active == 0


def test_606_4_loyalty_costs_written_in_brackets_as_todays_oracle_text_does() -> None:
    """Today's Oracle text writes "[+1]:", "[−2]:" (a minus sign, U+2212) and "[0]:"."""
    from tests.rules.keyword_support import card

    walker = card("Test Walker {2}{U}{U}\nLegendary Planeswalker — Jace loyalty 3\n[+1]: Draw a card.\n"
                  "[\u22122]: Target player mills two cards.\n[0]: You gain 1 life.")
    assert [(a.loyalty, a.cost.add_counters, a.cost.remove_counters) for a in walker.activated] == [
        (True, ("loyalty", 1), ("", 0)), (True, ("", 0), ("loyalty", 2)), (True, ("loyalty", 0), ("", 0))]
    s = Scenario()
    oid = s.battlefield(0, walker)
    for _ in range(6):
        s.library(0, "Island")
        s.library(1, "Island")
    game = s.start("main1")
    assert game.state.objects[oid].counters["loyalty"] == 3
    game.apply(("activate", oid, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.objects[oid].counters["loyalty"] == 4
    assert len(game.state.zone("hand", 0)) == 1
