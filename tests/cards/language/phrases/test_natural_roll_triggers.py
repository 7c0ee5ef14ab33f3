"""Tests of `cards.language.phrases.natural_roll_triggers` and `rules.additional.natural_roll_triggers`: "When you
roll a natural 20, return this card from your graveyard to your hand" (706.2; the ability works in the graveyard,
113.6m)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

HIT = card("Test Hit {1}{R}\nInstant\nTarget creature gains double strike until end of turn.\nWhen you roll a natural "
           "20, return this card from your graveyard to your hand.")
DIE = card("Test Die {R}\nSorcery\nRoll a d20.\n1—19 | You gain 1 life.\n20 | You gain 10 life.")


def test_706_2_a_natural_20_returns_the_card_from_the_graveyard() -> None:
    assert "When you roll a natural 20, return this from your graveyard to your hand." in render(HIT).splitlines()
    seen = set()
    for seed in range(120):
        s = Scenario()
        s.state._rng.seed(seed)
        hit = s.graveyard(0, HIT)
        spell = s.hand(0, DIE)
        s.battlefield(0, "Mountain")
        game = s.start("main1")
        game.apply(("cast", spell))
        answer_until_priority(game)
        resolve_stack(game)
        natural_20 = game.state.players[0].life == 30
        in_hand = any(game.state.objects[o].card is HIT for o in game.state.zones.get(("hand", 0), ()))
        assert in_hand == natural_20 and (hit in game.state.zones[("graveyard", 0)]) == (not natural_20)
        seen.add(natural_20)
        if seen == {True, False}:
            break
    assert seen == {True, False}  # both outcomes happened over the seeds


def test_706_2_an_opponents_natural_20_does_not_trigger_you_roll() -> None:
    for seed in range(120):
        s = Scenario()
        s.state._rng.seed(seed)
        s.graveyard(0, HIT)
        spell = s.hand(1, DIE)
        s.battlefield(1, "Mountain")
        game = s.start("main1", active=1)
        game.apply(("cast", spell))
        answer_until_priority(game)
        resolve_stack(game)
        assert not any(game.state.objects[o].card is HIT for o in game.state.zones.get(("hand", 0), ()))
        if game.state.players[1].life == 30:
            return
    raise AssertionError("no natural 20 in 120 seeds")
