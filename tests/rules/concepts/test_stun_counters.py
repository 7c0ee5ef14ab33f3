"""Tests of `rules.concepts.stun_counters`: a stun counter replaces the permanent's untapping (122.1d), in the
untap step and when an effect untaps it."""

from __future__ import annotations

from kitchentable.scenario import Scenario, pass_until, resolve_stack
from tests.cards.card_text import card

SHAKE = card("Test Shake {U}\nInstant\nUntap target creature.")


def test_122_1d_the_untap_step_removes_a_stun_counter_instead_of_untapping() -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 8)
    bear = s.battlefield(0, "Grizzly Bears", tapped=True, counters={"stun": 1})
    game = s.start("end", active=1)
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "upkeep")
    assert game.state.objects[bear].tapped
    assert not game.state.objects[bear].counters.get("stun")
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep")
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "upkeep")
    assert not game.state.objects[bear].tapped  # no counter left: it untaps as usual


def test_122_1d_an_untap_effect_removes_a_stun_counter_instead() -> None:
    s = Scenario()
    bear = s.battlefield(0, "Grizzly Bears", tapped=True, counters={"stun": 2})
    s.battlefield(0, "Island")
    shake = s.hand(0, SHAKE)
    game = s.start("main1")
    game.apply(("cast", shake))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((a for a in options if bear in a), ("pay",) if ("pay",) in options else options[0]))
    resolve_stack(game)
    assert game.state.objects[bear].tapped
    assert game.state.objects[bear].counters.get("stun") == 1
