"""Tests of the mode choice's own conditions in `rules.casting.casting` (601.2b, 700.2): a head that allows more
modes on a condition (`Modal.more_if`: "If this spell was kicked, choose any number instead.", "If you control a
commander as you cast this spell, you may choose both."), and "Choose one at random —" (`Modal.at_random`), with
the heads compiled by `cards.language.compile`. Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import card

INSCRIPTION = card("Test Inscription {1}{G}\nSorcery\nKicker {2}{G}\nChoose one. If this spell was kicked, choose any "
                   "number instead.\n• You gain 2 life.\n• Draw a card.\n• Target player mills two cards.")
WILL = card("Test Will {2}{W}\nInstant\nChoose one. If you control a commander as you cast this spell, you may choose "
            "both.\n• You gain 3 life.\n• Draw a card.")
MARSHAL = card("Test Marshal {2}{W}\nCreature — Human Soldier 2/2\nAt the beginning of combat on your turn, choose "
               "one. If you control a commander, you may choose both instead.\n• Put a +1/+1 counter on target "
               "creature you control.\n• You gain 2 life.")
CHRONICLE = card("Test Chronicle {2}{B}\nEnchantment — Saga\nI, II — Choose one at random —\n• You gain 4 life.\n"
                 "• Each opponent loses 4 life.")


def _game(spell_card: Any, land: str = "Forest") -> tuple[Any, int]:
    s = Scenario()
    spell = s.hand(0, spell_card)
    s.many(0, "battlefield", [land] * 5)
    s.many(0, "library", ["Forest"] * 6)
    s.many(1, "library", ["Forest"] * 6)
    return s.start("main1"), spell


def _offered(game: Any) -> list[tuple[int, ...]]:
    return [tuple(o[1]) for o in game.legal_actions() if o[0] == "modes"]


def test_601_2b_a_kicked_spell_may_choose_any_number_of_modes() -> None:
    game, spell = _game(INSCRIPTION)
    game.apply(("cast", spell))
    game.apply(("cost", "kicker", 0))  # 601.2b: kicker is announced before the modes are chosen
    assert game.pending["kind"] == "choose_modes"
    offered = _offered(game)
    assert (0, 1, 2) in offered and (0, 2) in offered and (1,) in offered
    game.apply(("modes", (0, 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 22 and len(game.state.zone("hand", 0)) == 1


def test_601_2b_unkicked_the_spell_chooses_one_mode() -> None:
    game, spell = _game(INSCRIPTION)
    game.apply(("cast", spell))
    game.apply(("cost", "normal"))
    assert sorted(_offered(game)) == [(0,), (1,), (2,)]
    assert rules_text(INSCRIPTION)[1].startswith("Choose one. If this spell was kicked, choose any number instead.\n• ")


def test_903_3_without_a_commander_a_will_chooses_one_mode() -> None:
    """No game here designates commanders (`rules.concepts.commanders`): "you may choose both" never applies."""
    game, spell = _game(WILL, "Plains")
    game.apply(("cast", spell))
    assert sorted(_offered(game)) == [(0,), (1,)]
    assert rules_text(WILL)[0].startswith("Choose one. If you control a commander as you cast this spell, you may "
                                          "choose both.\n• You gain 3 life.")


def test_603_3c_a_triggered_ability_with_a_commander_head_chooses_one_mode() -> None:
    s = Scenario()
    marshal = s.battlefield(0, MARSHAL)
    s.many(0, "library", ["Forest"] * 6)
    s.many(1, "library", ["Forest"] * 6)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "choose_modes")
    assert sorted(_offered(game)) == [(0,), (1,)]
    game.apply(("modes", (0,)))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.objects[marshal].counters.get("+1/+1") == 1
    assert rules_text(MARSHAL)[0].startswith("At the beginning of combat on your turn, choose one. If you control a "
                                             "commander, you may choose both instead.\n• ")


def test_700_2_a_chapter_chooses_one_mode_at_random() -> None:
    """714.2a, 700.2: "I, II — Choose one at random —": each chapter ability's mode is picked at random as it is
    put on the stack; no player is asked."""
    assert rules_text(CHRONICLE)[0] == "I, II — Choose one at random —\n• You gain 4 life.\n• Each opponent loses 4 life."
    outcomes = set()
    for seed in range(8):
        s = Scenario(seed=seed)
        s.many(0, "library", ["Forest"] * 6)
        s.many(1, "library", ["Forest"] * 6)
        chronicle = s.hand(0, CHRONICLE)
        s.many(0, "battlefield", ["Swamp"] * 3)
        game = s.start("main1")
        game.apply(("cast", chronicle))
        answer_until_priority(game)
        resolve_stack(game)
        assert game.pending["kind"] == "priority" and not game.state.stack_ids()
        you, them = game.state.players[0].life, game.state.players[1].life
        assert (you, them) in ((24, 20), (20, 16))  # exactly one mode happened
        outcomes.add((you, them))
    assert len(outcomes) == 2  # both modes come up
