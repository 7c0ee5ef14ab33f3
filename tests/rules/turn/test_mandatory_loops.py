"""Loops of mandatory actions (104.4b, 732.4-732.5; `rules.turn.mandatory_loops`): one watch for every format,
each format deciding what a loop leads to (a draw under 104.4b; the Judge's Tower's ICR 100.9 instead)."""

from __future__ import annotations

import pytest

from kitchentable.rules.compiled import kernel_build
from kitchentable.rules.state import Decision, GameState
from kitchentable.rules.turn import mandatory_loops
from kitchentable.scenario import Scenario, answer_until_priority
from tests.cards.card_text import card

GAIN_THEN_LOSE = card("Test Ebb {1}{B}\nEnchantment\nWhenever you gain life, you lose 1 life.")
LOSE_THEN_GAIN = card("Test Flow {1}{W}\nEnchantment\nWhenever you lose life, you gain 1 life.")
BALM = card("Test Balm {W}\nInstant\nYou gain 1 life.")
GROWING = card("Test Spring {1}{G}\nEnchantment\nWhenever you gain life, you gain 1 life.")


def _loop(fmt: str, players: int = 2, **options: object):  # type: ignore[no-untyped-def]
    """Seat 0 controls "whenever you gain life, you lose 1 life" and "whenever you lose life, you gain 1 life",
    then gains 1 life: each trigger's resolution triggers the other, and the game state comes back."""
    s = Scenario(fmt, players, options={"auto_single": True, **options})
    ebb = s.battlefield(0, GAIN_THEN_LOSE)
    flow = s.battlefield(0, LOSE_THEN_GAIN)
    balm = s.hand(0, BALM)
    s.battlefield(0, "Plains")
    for seat in range(players):
        for _ in range(3):
            s.library(seat, "Forest")
    game = s.start("main1")
    if balm in game.state.objects:
        game.apply(("cast", balm))
    for _ in range(400):
        if game.is_over() or any(e.kind in ("jt_loop", "mandatory_loop") for e in game.state.log):
            break
        game.apply(("pass",) if ("pass",) in game.legal_actions() else game.legal_actions()[0])
    return game, ebb, flow


def test_104_4b_a_mandatory_trigger_loop_in_a_duel_is_a_draw() -> None:
    """Two triggers that set each other off with nobody able to stop them: the game is a draw, found when the
    state repeats (well before any bound), not run to the decision budget."""
    game, _ebb, _flow = _loop("duel")
    assert game.is_over() and game.state.winners == ()
    assert any(e.kind == "mandatory_loop" and e.rule == "104.4b" for e in game.state.log)
    assert not any(e.kind == "loop_guard" for e in game.state.log)
    assert game.state.decisions_taken < 400


def test_104_4b_passing_with_a_castable_spell_does_not_stop_the_loop() -> None:
    """732.5: no player must act to end a loop; both players holding an instant and passing leave it mandatory."""
    s = Scenario("duel", 2, options={"auto_single": True})
    s.battlefield(0, GAIN_THEN_LOSE)
    s.battlefield(0, LOSE_THEN_GAIN)
    balm = s.hand(0, BALM)
    s.battlefield(0, "Plains")
    bolts = [s.hand(seat, "Lightning Bolt") for seat in (0, 1)]
    for seat in (0, 1):
        s.battlefield(seat, "Mountain")
        for _ in range(3):
            s.library(seat, "Forest")
    game = s.start("main1")
    game.apply(("cast", balm))
    answer_until_priority(game)
    for _ in range(400):
        if game.is_over():
            break
        game.apply(("pass",))
    assert game.is_over() and game.state.winners == ()
    assert all(game.state.objects[b].zone[0] == "hand" for b in bolts)


def test_104_4b_a_loop_that_never_repeats_is_a_draw_at_the_bound() -> None:
    """"Whenever you gain life, you gain 1 life": the life total grows, so no state repeats; the watch's bound
    (decisions in one turn without a real action) still ends the game as a draw."""
    s = Scenario("duel", 2, options={"auto_single": True})
    s.battlefield(0, GROWING)
    balm = s.hand(0, BALM)
    s.battlefield(0, "Plains")
    for seat in (0, 1):
        for _ in range(3):
            s.library(seat, "Forest")
    game = s.start("main1")
    game.state.rules.loop_limit = lambda state: 80  # type: ignore[method-assign]
    game.apply(("cast", balm))
    game.apply(("pay",))
    assert game.is_over() and game.state.winners == ()
    assert any(e.kind == "loop_guard" for e in game.state.log)


def test_104_4b_the_judges_tower_breaks_the_same_loop_under_icr_100_9() -> None:
    """The same loop in the Judge's Tower: the Tower's rule (ICR 100.9, R-JT-8) replaces 104.4b's draw; the
    loop's objects cease to exist and play goes on (here, with nothing left to do, to the shared library's end)."""
    game, ebb, flow = _loop("judges-tower")
    assert any(e.kind == "jt_loop" for e in game.state.log)
    assert not game.is_over() or game.state.winners != ()
    assert not any(e.kind == "mandatory_loop" for e in game.state.log)
    assert ebb not in game.state.objects or flow not in game.state.objects


def _at_priority() -> tuple[GameState, Decision]:
    s = Scenario("duel", 2)
    s.hand(0, BALM)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    state = game.state
    assert state.decision is not None
    return state, state.decision


def test_725_3_the_signature_is_kept_for_one_decision_only() -> None:
    """The state's signature is computed once per decision (the choice watch, the loop watch and the answer all
    read it), so the kept one must never outlive that decision: a change after an answer, another decision
    object, a copy and a narrowed decision each read the signature of the game as it is."""
    state, decision = _at_priority()
    kept = mandatory_loops._signature_once(state, decision)
    assert kept == mandatory_loops.signature(state, decision)
    state.players[0].life -= 3
    state.decisions_taken += 1  # an answer came in between
    assert mandatory_loops._signature_once(state, decision) == mandatory_loops.signature(state, decision) != kept
    again = Decision(decision.player, decision.kind, decision.options, decision.resume, decision.data)
    state.players[0].life -= 1
    assert mandatory_loops._signature_once(state, again) == mandatory_loops.signature(state, again)
    twin = state.copy()
    twin.players[1].life -= 2
    assert mandatory_loops._signature_once(twin, again) == mandatory_loops.signature(twin, again)
    fewer = Decision(decision.player, decision.kind, (("pass",),), decision.resume, decision.data)
    mandatory_loops._narrowed(state, mandatory_loops._signature_once(state, again), fewer)
    assert mandatory_loops._signature_once(state, fewer) == mandatory_loops.signature(state, fewer)


@pytest.mark.skipif(kernel_build() != "pure python", reason="watches a kernel function (pure Python only)")
def test_725_3_one_signature_serves_the_ask_and_the_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the turn's first `CHOICE_WATCH_AFTER` decisions, asking (725.3's watch) and answering (the record
    of the choice made) read one signature of the state."""
    state, decision = _at_priority()
    state.loop_guard[("asked", state.turn)] = mandatory_loops.CHOICE_WATCH_AFTER + 1
    computed: list[int] = []
    original = mandatory_loops.signature

    def counted(state: GameState, decision: Decision) -> tuple[object, ...]:
        computed.append(1)
        return original(state, decision)

    monkeypatch.setattr(mandatory_loops, "signature", counted)
    asked, ended = mandatory_loops.different_choice(state, decision)
    assert not ended and len(asked.options) > 1
    mandatory_loops.acted(state, asked, next(o for o in asked.options if o[0] != "pass"))
    assert len(computed) == 1
    assert any(k[0] == "chosen" for k in state.loop_guard if isinstance(k, tuple))
