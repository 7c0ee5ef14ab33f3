"""A table's own rules of play: who may act, priority control, the 601.2 rewind, concessions, the Turnabout
match and its chess clock, the Judge's Tower calls (driven without a browser)."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.scenario import Scenario
from kitchentable.web.newgame import SetupError, build_setup
from kitchentable.web.tables import Cursor, Refused, Table
from tests.web.policy import choose, decision_view

DUEL = {"format": "duel", "seed": 9, "seats": [
    {"kind": "you", "deck": {"bundled": "mono-red-aggro"}}, {"kind": "random", "deck": {"bundled": "green-blue-tempo"}}]}


def table(body: dict[str, Any]) -> Table:
    return Table("t", build_setup(body))


def scenario_table(game: Any) -> Table:
    t = table(DUEL)
    t.game = game
    t.views = {}
    t.logs = {}
    t._refresh_logs()
    return t


def test_117_1_only_the_deciding_player_acts_and_a_stale_click_is_refused() -> None:
    t = table(DUEL)
    t.run_computers()
    d = t.game.state.decision
    assert d.player == 0
    with pytest.raises(Refused) as refused:
        t.act(1, index=0)
    assert refused.value.payload["rule"] == "102.1"  # seat 1 is a computer: nobody may act for it
    with pytest.raises(Refused) as stale:
        t.act(0, index=0, version=t.version - 1)
    assert stale.value.payload.get("stale")
    with pytest.raises(Refused) as illegal:
        t.act(0, action=("cast", 999_999))
    assert illegal.value.payload["rule"] and illegal.value.payload["engine"]["rule"]
    before = len(t.game.actions)
    t.act(0, index=choose(decision_view(t, 0)), version=t.version)
    assert len(t.game.actions) > before


def test_117_3_the_table_passes_where_the_player_set_no_stop() -> None:
    """With an empty stack the table passes for a player in the steps they set no stop for, and "until my
    turn" passes every priority until the player's turn; a player always gets their stops."""
    t = table(DUEL)
    t.seats[0].settings.stops_mine = set()
    t.seats[0].settings.stops_theirs = set()
    seen = []
    for _ in range(40):
        t.run_computers()
        state = t.game.state
        d = state.decision
        if d is None:
            break
        if d.kind == "priority":
            seen.append((state.active, state.step, bool(state.stack_ids())))
        t.act(0, index=choose(decision_view(t, 0)))
    assert all(stack for _active, _step, stack in seen), seen
    t = table(DUEL)
    t.run_computers()
    t.act(0, index=choose(decision_view(t, 0)))  # keep
    t.seats[0].settings.until_my_turn = True
    t.settle()
    t.run_computers()
    state = t.game.state
    assert state.active == 0 and not t.seats[0].settings.until_my_turn
    if state.decision.kind == "priority":
        assert state.step in t.seats[0].settings.stops_mine or state.stack_ids()


def test_601_2_cancel_takes_the_announcement_back_and_leaves_no_trace() -> None:
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Grizzly Bears")
    t = scenario_table(s.start("main1"))
    cursor = Cursor()
    t.message(0, cursor)
    lines_before = len(t.logs[0].lines)
    t.act(0, action=("cast", bolt))
    d = t.game.state.decision
    assert d.kind != "priority" and ("cancel",) not in d.options
    assert t.message(0, Cursor())["decision"]["can_rewind"]
    t.cancel(0)
    state = t.game.state
    assert state.decision.kind == "priority" and bolt in state.zone("hand", 0)
    assert len(t.logs[0].lines) == lines_before
    message = t.message(0, cursor)
    assert message["log_reset"]
    with pytest.raises(Refused):
        t.cancel(0)


def test_104_3a_a_player_concedes_and_the_record_is_offered() -> None:
    t = table(DUEL)
    t.concede(0)
    assert t.game.is_over() and t.game.result()["winners"] == [1]
    assert t.info(0)["over"] and t.record()["actions"][-1] == ["concede", 0]
    with pytest.raises(Refused):
        t.concede(0)


TURNABOUT = {"format": "turnabout", "seed": 6, "seats": [
    {"kind": "you", "deck": {"bundled": "goblins"}, "scoring": "tolaria"},
    {"kind": "random", "deck": {"bundled": "merfolk"}, "scoring": "phyrexia"}]}


def _library_names(t: Table, seat: int) -> set[str]:
    state = t.game.state
    return {state.objects[o].card.name for o in state.zones[state.rules.library_of(state, seat)]}


def test_turnabout_match_swaps_decks_in_game_1_and_scores_by_the_losing_decks_option() -> None:
    """R-TA-1 (game 1 with the other's deck, its scoring option announced at the hand-over, the losing deck's
    option scoring), R-TA-3 (game 2 with your own deck, the other player starting), the VP split."""
    from kitchentable.formats.turnabout.scoring import vp_split

    t = table(TURNABOUT)
    t.run_computers()
    view = decision_view(t, 0)
    assert view["kind"] == "deck_handover" and view["handover"]["deck"] == "Merfolk"
    assert view["handover"]["scoring"] == "phyrexia"
    assert "Lord of Atlantis" in _library_names(t, 0) and "Goblin King" in _library_names(t, 1)
    first = t.game.state.starting_player
    t.concede(0)
    assert t.match.results[0].losing_deck == 1 and t.match.results[0].scoring_option == "phyrexia"
    with pytest.raises(Refused):
        t.next_game(1)
    t.next_game(0)
    assert t.match.number == 2 and t.game.state.starting_player == 1 - first
    assert "Goblin King" in _library_names(t, 0)
    t.run_computers()
    t.concede(0)
    view = t.info(0)["match"]
    assert view["over"] and view["games"][1]["scoring"] == "tolaria" and view["winner"] == 1
    assert tuple(view["victory_points"]) == vp_split(*view["match_points"])
    record = t.record()
    assert record["format"] == "turnabout-match" and len(record["games"]) == 2


def test_r_ta_5_a_human_out_of_time_on_the_chess_clock_loses() -> None:
    from kitchentable.formats.turnabout.clock import ChessClock, ClockSetting

    now = [0.0]
    t = table({**TURNABOUT, "options": {"chess_clock": "10+1"}})
    t.clock = ChessClock(ClockSetting(10, 1), [0], time_source=lambda: now[0])
    t.run_computers()
    t.act(0, index=choose(decision_view(t, 0)))
    t.run_computers()
    assert t.clock.running == 0
    now[0] += 5
    assert not t.check_flag()
    now[0] += 7
    assert t.check_flag()
    assert t.game.is_over() and t.game.result()["winners"] == [1]
    assert t.game.actions[-1] == ("concede", 0) and t.match.results[0].winner == 1


def test_r_jt_9_a_latent_violation_is_called_with_its_rule_and_consequence() -> None:
    """ICR 200.1: a human in judge mode passes while an action exists; the other human's call shows the rule,
    the explanation and ICR 400.2's consequence."""
    t = table({"format": "judges-tower", "seed": 1, "seats": [{"kind": "you", "level": 4},
                                                               {"kind": "friend", "level": 4}],
               "options": {"training": True}})
    for _ in range(60):
        d = t.game.state.decision
        view = decision_view(t, d.player)
        if d.player == 1:
            t.act(1, index=view["confirm"] if view["confirm"] is not None else 0)
            continue
        judge = t.info(0)["judge"]
        callable_now = [v for v in judge["latent"] if v["option"] is not None]
        if callable_now:
            violation = callable_now[0]
            assert violation["player"] == 1 and violation["action"]
            assert "rule" not in violation and "text" not in violation  # latent: not explained until called
            t.act(0, index=violation["option"])
            break
        t.act(0, index=choose(view))
    else:
        pytest.fail("no violation to call")
    call = t.info(0)["judge"]["calls"][-1]
    assert call["caller"] == 0 and call["violator"] == 1 and call["rule"] == "ICR 200.1"
    assert any("leaves the current subgame" in a["text"] for a in call["after"])
    assert "ICR 200.1" in call["rules"]


def test_a_new_game_form_reports_every_problem_with_its_field() -> None:
    with pytest.raises(SetupError) as err:
        build_setup({"format": "castle", "seed": "x", "seats": [{"kind": "you"}, {"kind": "robot"}]})
    fields = [f for f, _m in err.value.problems]
    assert fields == ["seed"]
    with pytest.raises(SetupError) as err:
        build_setup({"format": "castle", "seats": [
            {"kind": "you", "deck": {"bundled": "goblins"}, "stock": {"text": "14 Goblin Piker"}},
            {"kind": "robot", "deck": {"bundled": "nope"}}]})
    problems = dict(err.value.problems)
    assert "seat 2" in problems and "seat 2 deck" in problems
    with pytest.raises(SetupError) as err:
        build_setup({"format": "castle", "seats": [
            {"kind": "you", "deck": {"bundled": "goblins"}, "stock": {"text": "14 Goblin Piker"}},
            {"kind": "random", "deck": {"bundled": "merfolk"}}]})
    assert any("15 creatures" in m or "15" in m for _f, m in err.value.problems)
    vortex = build_setup({"format": "vortex", "seats": [{"kind": "you"}, {"kind": "random"}],
                          "cube": {"text": "20 Grizzly Bears\n20 Lightning Bolt"}, "options": {"basic_lands_per_player": 2}})
    assert vortex.game is not None and len(vortex.game["options"]["pool"]) == 40
    assert vortex.game["options"]["basic_lands_per_player"] == 2
