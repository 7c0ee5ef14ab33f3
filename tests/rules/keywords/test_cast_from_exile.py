"""Cards cast later from exile: foretell (702.143), plot (702.170) and warp (702.185), each compiled from a small
card of our own and played in a scenario.
"""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import pass_until
from tests.rules.keyword_support import card, lands, named, scenario, settle

BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")


# --- warp (702.185) and void ----------------------------------------------------------------------------------------

WARPER = card("Warp Drake {4}{U}\nCreature — Drake 3/3\nFlying\nWarp {1}{U}")


def _warp_then_end_turn() -> tuple[object, int]:
    s = scenario()
    drake = s.hand(0, WARPER)
    lands(s, 0, 5, "Island")
    game = s.start("main1")
    game.apply(("cast", drake))
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    settle(game)
    assert named(game, "Warp Drake")
    assert sum(game.state.objects[o].tapped for o in named(game, "Island")) == 2  # 702.185a: {1}{U}
    return game, drake


def test_702_185_warped_permanent_is_exiled_at_the_next_end_step_and_castable_on_a_later_turn() -> None:
    from kitchentable.scenario import pass_until

    game, _drake = _warp_then_end_turn()
    pass_until(game, lambda g: g.state.step == "cleanup" or g.state.active == 1)
    assert not named(game, "Warp Drake")
    (exiled,) = named(game, "Warp Drake", "exile")
    assert not any(a[:2] == ("cast", exiled) for a in game.legal_actions())  # not the same turn
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1")
    cast = [a for a in game.legal_actions() if a[:2] == ("cast", exiled)]
    assert cast == [("cast", exiled, "warped")]
    game.apply(cast[0])
    assert game.pending["kind"] != "cost_choice"  # 702.185a: warp only from the hand
    game.apply(("pay",))
    settle(game)
    (drake,) = named(game, "Warp Drake")
    assert "paid:warp" not in game.state.objects[drake].tags


def test_702_185_cast_normally_the_permanent_stays() -> None:
    from kitchentable.scenario import pass_until

    s = scenario()
    drake = s.hand(0, WARPER)
    lands(s, 0, 5, "Island")
    game = s.start("main1")
    game.apply(("cast", drake))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    settle(game)
    pass_until(game, lambda g: g.state.active == 1)
    assert named(game, "Warp Drake")
    assert "Warp {1}{U} (702.185)" in render(WARPER)


VOID = card("Void Seer {1}{B}\nCreature — Human 2/2\nVoid — At the beginning of your end step, if a nonland permanent "
            "left the battlefield this turn or a spell was warped this turn, draw a card.")


def test_void_counts_a_warped_spell() -> None:
    from kitchentable.rules.abilities import Condition
    from kitchentable.rules.stack.conditions import check_condition
    from kitchentable.scenario import pass_until

    s = scenario()
    s.battlefield(0, VOID)
    drake = s.hand(0, WARPER)
    lands(s, 0, 2, "Island")
    game = s.start("main1")
    assert not check_condition(game.state, Condition("void"), 0, None)
    game.apply(("cast", drake))
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    settle(game)
    assert check_condition(game.state, Condition("void"), 0, None)  # warped; nothing has left yet
    pass_until(game, lambda g: g.state.active == 1)
    assert len(game.state.zones[("hand", 0)]) == 1


def test_void_needs_a_nonland_permanent_to_leave_or_a_warp() -> None:
    from kitchentable.scenario import pass_until

    s = scenario()
    s.battlefield(0, VOID)
    game = s.start("main1")
    pass_until(game, lambda g: g.state.active == 1)
    assert len(game.state.zone("hand", 0)) == 0
    s = scenario()
    s.battlefield(0, VOID)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    from kitchentable.rules import events

    events.move(game.state, bear, "graveyard", cause="test")
    pass_until(game, lambda g: g.state.active == 1)
    assert len(game.state.zones[("hand", 0)]) == 1


# --- foretell (702.143) ----------------------------------------------------------------------------------------------

FORETOLD_BOLT = card("Foretold Bolt {3}{R}\nInstant\nForetold Bolt deals 3 damage to any target.\nForetell {R}")


def test_702_143_foretell_exiles_face_down_then_casts_for_the_foretell_cost_on_a_later_turn() -> None:
    s = scenario()
    bolt = s.hand(0, FORETOLD_BOLT)
    lands(s, 0, 3)
    game = s.start("main1")
    assert ("foretell", bolt) in game.legal_actions()
    game.apply(("foretell", bolt))
    game.apply(("pay",))
    (exiled,) = [o for o in game.state.zone("exile", -1) if game.state.objects[o].card.name == "Foretold Bolt"]
    assert game.state.objects[exiled].face_down and not game.state.zone("hand", 0)
    assert sum(game.state.objects[m].tapped for m in named(game, "Mountain")) == 2
    assert ("cast", exiled, "foretell") not in game.legal_actions()  # not the turn it was foretold
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep" and g.pending["player"] == 0)
    assert ("cast", exiled, "foretell") in game.legal_actions()  # an instant, on the opponent's turn
    game.apply(("cast", exiled, "foretell"))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game, seat=1)
    assert game.state.players[1].life == 17
    assert sum(game.state.objects[m].tapped for m in named(game, "Mountain")) == 3  # {R}: the one left


def test_702_143_foretell_is_not_offered_during_an_opponents_turn() -> None:
    s = scenario()
    bolt = s.hand(0, FORETOLD_BOLT)
    lands(s, 0, 2)
    game = s.start("upkeep", active=1)
    pass_until(game, lambda g: g.pending["player"] == 0 and g.pending["kind"] == "priority")
    assert ("foretell", bolt) not in game.legal_actions()
    assert "Foretell {R} (702.143)" in render(FORETOLD_BOLT)


# --- plot (702.170) -------------------------------------------------------------------------------------------------

PLOT_BOLT = card("Plotted Bolt {4}{R}\nInstant\nPlotted Bolt deals 3 damage to any target.\nPlot {1}{R}")


def test_702_170_plot_exiles_then_casts_free_as_a_sorcery_on_a_later_turn() -> None:
    s = scenario()
    bolt = s.hand(0, PLOT_BOLT)
    lands(s, 0, 2)
    game = s.start("main1")
    game.apply(("plot", bolt))
    game.apply(("pay",))
    (exiled,) = [o for o in game.state.zone("exile", -1) if game.state.objects[o].card.name == "Plotted Bolt"]
    assert not game.state.objects[exiled].face_down
    assert ("cast", exiled, "plot") not in game.legal_actions()  # not the turn it was plotted
    pass_until(game, lambda g: g.state.active == 1 and g.pending["player"] == 0)
    assert ("cast", exiled, "plot") not in game.legal_actions()  # 702.170d: only as a sorcery, even an instant
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1")
    game.apply(("cast", exiled, "plot"))
    game.apply(("target", ("player", 1)))
    if ("pay",) in game.legal_actions():  # a free cast asks no mana payment (601.2h)
        game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 17
    assert not any(game.state.objects[m].tapped for m in named(game, "Mountain"))  # without paying its mana cost
    assert "Plot {1}{R} (702.170)" in render(PLOT_BOLT)


def test_702_170_plot_only_when_a_sorcery_could_be_cast() -> None:
    s = scenario()
    bolt = s.hand(0, PLOT_BOLT)
    lands(s, 0, 2)
    game = s.start("upkeep")
    assert ("plot", bolt) not in game.legal_actions()


def test_702_177_exhaust_ability_activates_only_once() -> None:
    engine = card("Exhaust Engine {2}\nArtifact\nExhaust — {1}: You gain 3 life.")
    s = scenario()
    oid = s.battlefield(0, engine)
    lands(s, 0, 3)
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 23
    assert ("activate", oid, 0) not in game.legal_actions()
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1" and g.state.turn > 5)
    assert ("activate", oid, 0) not in game.legal_actions()  # not once each turn: once
    assert "Exhaust — {1}: You gain 3 life." in render(engine)
