"""Tests of `rules.continuous.timed_rules` and `cards.language.phrases.timed_rules` (611.2a, 611.2b): a rule for
players that a resolving spell or ability makes for a stated time applies after its source is gone, for the
players it names, and ends with its duration: "this turn" in the cleanup step (514.2), "until your next turn" as
its controller's next turn begins."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.static_abilities import cast_forbidden
from kitchentable.rules.continuous.timed_rules import TIMED_RULE
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import card, in_zone

HUSH = card("Test Hush {W}\nInstant\nYour opponents can't cast spells this turn. Draw a card.")
CRACK = card("Test Crack {1}{R}\nInstant\nPlayers can't gain life this turn. Damage can't be prevented this turn. "
             "Test Crack deals 3 damage to target player or planeswalker.")
RAVELER = card("Test Raveler {1}{W}{U}\nLegendary Planeswalker — Teferi loyalty 4\n"
               "+1: Until your next turn, you may cast sorcery spells as though they had flash.")
TAX = card("Test Tax {1}{W}\nSorcery\nNoncreature spells your opponents cast cost {2} more to cast until your next "
           "turn.")
STUDY = card("Test Study {U}\nSorcery\nDraw a card.")
SALVE = card("Test Salve {W}\nInstant\nYou gain 3 life.")
SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def _castable(game: Any, oid: int) -> bool:
    return any(a[:2] == ("cast", oid) for a in game.legal_actions())


def _timed(game: Any) -> list[Any]:
    return [e for e in game.state.delayed if type(e) is tuple and e[0] == TIMED_RULE]


def _cast_and_resolve(game: Any, oid: int) -> None:
    game.apply(("cast", oid))
    answer_until_priority(game)
    resolve_stack(game)


def test_611_2a_your_opponents_cant_cast_spells_this_turn() -> None:
    assert rules_text(HUSH)[-1] == "Your opponents can't cast spells this turn. Draw a card."
    s = Scenario()
    hush = s.hand(0, HUSH)
    shock = s.hand(1, SHOCK)
    mine = s.hand(0, SHOCK)
    s.many(0, "battlefield", ["Plains", "Mountain"])
    s.many(1, "battlefield", ["Mountain"])
    s.many(0, "library", ["Island"] * 5)
    s.many(1, "library", ["Island"] * 5)
    game = s.start("main1", active=0)
    _cast_and_resolve(game, hush)
    assert in_zone(game, "graveyard", "Test Hush")  # the rule outlives its source (611.2a)
    assert _castable(game, mine)  # "your opponents": not its controller
    assert cast_forbidden(game.state, 1, game.state.objects[shock].card, shock)  # 101.2
    assert not cast_forbidden(game.state, 0, game.state.objects[mine].card, mine)
    turn = game.state.turn
    pass_until(game, lambda g: g.state.turn != turn)
    assert not _timed(game)  # 514.2: it ended in the cleanup step
    assert not cast_forbidden(game.state, 1, game.state.objects[shock].card, shock)


def test_101_2_target_player_cant_cast_spells_this_turn() -> None:
    chant = card("Test Chant {W}\nInstant\nTarget player can't cast spells this turn.")
    s = Scenario()
    cast = s.hand(0, chant)
    shock = s.hand(1, SHOCK)
    mine = s.hand(0, SHOCK)
    s.many(0, "battlefield", ["Plains", "Mountain"])
    s.many(0, "library", ["Island"] * 5)
    s.many(1, "library", ["Island"] * 5)
    game = s.start("main1", active=0)
    game.apply(("cast", cast))
    while game.pending["kind"] != "priority" or not game.state.stack_ids():
        options = game.legal_actions()
        game.apply(next((a for a in options if a[:2] == ("target", ("player", 1))), options[0]))
    resolve_stack(game)
    assert cast_forbidden(game.state, 1, game.state.objects[shock].card, shock)  # the chosen player's rule
    assert not cast_forbidden(game.state, 0, game.state.objects[mine].card, mine)
    turn = game.state.turn
    pass_until(game, lambda g: g.state.turn != turn)
    assert not _timed(game) and not cast_forbidden(game.state, 1, game.state.objects[shock].card, shock)


def test_514_2_players_cant_gain_life_this_turn_then_can() -> None:
    assert rules_text(CRACK)[-1] == ("Players can't gain life this turn. Damage can't be prevented this turn. This "
                                     "deals 3 damage to target player or planeswalker.")
    s = Scenario()
    crack = s.hand(0, CRACK)
    salve = s.hand(0, SALVE)
    s.many(0, "battlefield", ["Mountain", "Mountain", "Plains", "Plains"])
    s.many(0, "library", ["Island"] * 5)
    s.many(1, "library", ["Island"] * 5)
    game = s.start("main1", active=0)
    game.apply(("cast", crack))
    while game.pending["kind"] != "priority" or not game.state.stack_ids():
        options = game.legal_actions()
        game.apply(next((a for a in options if a[:2] == ("target", ("player", 1))), options[0]))
    resolve_stack(game)
    assert game.state.players[1].life == 17
    _cast_and_resolve(game, salve)
    assert game.state.players[0].life == 20  # 119.7: no life gained this turn
    assert len(_timed(game)) == 2  # one rule object for each sentence
    turn = game.state.turn
    pass_until(game, lambda g: g.state.turn != turn)
    assert not _timed(game)
    assert not any(game.state.objects[o].emblem for o in game.state.zones.get(("command", -1), ()))


def test_611_2b_until_your_next_turn_a_flash_permission_lasts_through_the_opponents_turn() -> None:
    assert rules_text(RAVELER)[-1] == "+1: Until your next turn, you may cast sorcery spells as though they had flash."
    s = Scenario()
    walker = s.battlefield(0, RAVELER)
    study = s.hand(0, STUDY)
    later = s.hand(0, STUDY)
    theirs = s.hand(1, STUDY)
    s.many(0, "battlefield", ["Island", "Island"])
    s.many(1, "battlefield", ["Island"])
    s.many(0, "library", ["Island"] * 6)
    s.many(1, "library", ["Island"] * 6)
    game = s.start("main1", active=0)
    game.apply(("activate", walker, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(_timed(game)) == 1
    turn = game.state.turn
    pass_until(game, lambda g: g.state.turn != turn and g.state.step == "upkeep" and g.pending["kind"] == "priority"
               and g.pending.get("player") == 0)
    assert game.state.active == 1 and _castable(game, study)  # in the opponent's upkeep: a sorcery, with flash
    assert not _castable(game, theirs)  # only for the ability's controller
    _cast_and_resolve(game, study)
    assert in_zone(game, "graveyard", "Test Study")
    pass_until(game, lambda g: g.state.active == 0)
    assert not _timed(game)  # 611.2b: ended as its controller's next turn began
    pass_until(game, lambda g: g.state.step == "upkeep" and g.pending["kind"] == "priority")
    assert not _castable(game, later)  # a sorcery in the upkeep again (307.1)


def test_601_2f_a_cost_increase_until_your_next_turn() -> None:
    assert rules_text(TAX)[-1] == "Noncreature spells your opponents cast cost {2} more to cast until your next turn."
    s = Scenario()
    tax = s.hand(0, TAX)
    shock = s.hand(1, SHOCK)
    s.many(0, "battlefield", ["Plains", "Plains"])
    s.many(1, "battlefield", ["Mountain", "Mountain"])
    s.many(0, "library", ["Island"] * 6)
    s.many(1, "library", ["Island"] * 6)
    game = s.start("main1", active=0)
    _cast_and_resolve(game, tax)
    turn = game.state.turn
    pass_until(game, lambda g: g.state.turn != turn and g.state.step == "upkeep" and g.pending["kind"] == "priority"
               and g.pending.get("player") == 1)
    assert not _castable(game, shock)  # {R} plus {2}, with two lands: not payable (601.2f)
    pass_until(game, lambda g: g.state.active == 0)
    pass_until(game, lambda g: g.state.step == "upkeep" and g.pending.get("player") == 1)
    assert not _timed(game) and _castable(game, shock)  # 611.2b: {R} again once its controller's turn began
