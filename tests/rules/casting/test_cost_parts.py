"""Costs that aren't mana, paid as an effect resolves: ward with a discard or sacrifice cost (702.21a, 118.12)."""

from __future__ import annotations

from typing import Any

from kitchentable.scenario import pass_until
from tests.rules.keyword_support import card, lands, named, scenario, settle

BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")


# --- ward with a cost that isn't mana (702.21a) --------------------------------------------------------------------

HORROR = card("Warded Horror {3}{B}\nCreature — Horror 4/4\nWard—Discard a card.")
SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def _target_warded(answer: tuple[Any, ...]) -> Any:
    s = scenario()
    horror = s.battlefield(1, HORROR)
    s.hand(0, SHOCK)
    s.hand(0, BEAR)
    lands(s, 0, 1)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Shock", "hand")[0]))
    game.apply(("target", horror))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "unless")
    game.apply(answer)
    if answer == ("yes",):
        assert game.pending["kind"] == "discard"
        game.apply(game.legal_actions()[0])
    settle(game)
    return game, horror


def test_702_21_ward_discard_counters_unless_a_card_is_discarded() -> None:
    game, horror = _target_warded(("no",))
    assert game.state.objects[horror].damage == 0 and named(game, "Test Shock", "graveyard")
    assert named(game, "Plain Bear", "hand")


def test_702_21_ward_discard_paid_lets_the_spell_resolve() -> None:
    game, horror = _target_warded(("yes",))
    assert game.state.objects[horror].damage == 2
    assert named(game, "Plain Bear", "graveyard") and not named(game, "Plain Bear", "hand")


def test_702_21_ward_sacrifice_cant_be_paid_without_permanents() -> None:
    eldrazi = card("Warded Eldrazi {5}\nCreature — Eldrazi 6/6\nWard—Sacrifice two permanents.")
    s = scenario()
    target = s.battlefield(1, eldrazi)
    s.hand(0, SHOCK)
    lands(s, 0, 1)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Shock", "hand")[0]))
    game.apply(("target", target))
    game.apply(("pay",))
    pass_until(game, lambda g: g.pending["kind"] == "unless")
    assert game.legal_actions() == [("no",)]  # one Mountain: two permanents can't be sacrificed


# --- "Remove X counters from ~" in an ability that doesn't add mana (107.3a, 601.2b) ------------------------------

BAKU = card("Test Baku {2}{B}\nCreature — Spirit 2/2\n{1}, Remove X ki counters from Test Baku: Target creature "
            "gets -X/-X until end of turn.")


def test_107_3a_remove_x_counters_x_announced_up_to_the_counters_there_are() -> None:
    """Skullmane Baku: X is announced as the ability is activated (no more than the ki counters on it, 118.3),
    that many are removed as the cost is paid, and the effect reads the same X."""
    from kitchentable.cards.render import render
    from kitchentable.scenario import answer_until_priority, resolve_stack

    s = scenario()
    baku = s.battlefield(0, BAKU, counters={"ki": 3})
    ox = s.battlefield(1, card("Test Ox {3}{G}\nCreature — Ox 2/3"))
    lands(s, 0, 1)
    game = s.start("main1")
    game.apply(("activate", baku, 0))
    assert game.pending["kind"] == "choose_x"
    assert [a[1] for a in game.legal_actions()] == [0, 1, 2, 3]
    game.apply(("x", 3))
    game.apply(("target", ox))
    answer_until_priority(game)
    assert game.state.objects[baku].counters.get("ki", 0) == 0
    resolve_stack(game)
    assert ox not in game.state.battlefield()  # -3/-3 on a 2/3
    assert "{1}, Remove X ki counters from this: Target creature gets -X/-X until end of turn." in render(BAKU)
