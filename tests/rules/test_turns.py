"""Starting the game (103) and the turn structure (500-514)."""

from __future__ import annotations

from kitchentable.api.game import Game
from kitchentable.scenario import Scenario, pass_until

from .cards import BEARS, BOLT, FOREST, ISLAND, MOUNTAIN, POOL

DECK = [MOUNTAIN] * 20 + [BEARS] * 20


def test_103_5_opening_hands_of_seven_and_a_mulligan_decision() -> None:
    game = Game("duel", [DECK, DECK], seed=3, options={"auto_single": False}, pool=POOL)
    assert game.pending["kind"] == "mulligan"
    assert all(len(game.state.zone("hand", s)) == 7 for s in (0, 1))
    assert game.pending["player"] == game.state.starting_player


def test_103_5_london_mulligan_puts_cards_on_the_bottom() -> None:
    game = Game("duel", [DECK, DECK], seed=3, pool=POOL)
    seat = game.pending["player"]
    game.apply(("mulligan",))
    game.apply(("keep",))
    assert game.pending["kind"] == "mulligan_bottom" and game.pending["player"] == seat
    game.apply(game.legal_actions()[0])
    assert len(game.state.zone("hand", seat)) == 6
    assert len(game.state.zones[("library", seat)]) == 34


def test_103_8a_starting_player_skips_first_draw_in_two_player_game() -> None:
    game = Game("duel", [DECK, DECK], seed=4, pool=POOL)
    while game.pending["kind"] in ("mulligan", "mulligan_bottom"):
        game.apply(("keep",) if ("keep",) in game.legal_actions() else game.legal_actions()[0])
    assert any(e.kind == "skip_draw" for e in game.state.log)
    assert len(game.state.zone("hand", game.state.starting_player)) == 7


def test_514_1_cleanup_discards_to_maximum_hand_size() -> None:
    s = Scenario()
    for _ in range(9):
        s.hand(0, BEARS)
    s.library(1, MOUNTAIN)
    game = s.start("end")
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "cleanup_discard"
    game.apply(game.legal_actions()[0])
    game.apply(game.legal_actions()[0])
    assert len(game.state.zone("hand", 0)) == 7


def test_500_4_mana_empties_between_steps() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    land = s.battlefield(0, MOUNTAIN)
    game = s.start("main1")
    game.apply(("mana", land, 0))
    assert game.state.players[0].pool.total() == 1
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[0].pool.total() == 0


def test_305_2_one_land_per_turn() -> None:
    s = Scenario()
    first = s.hand(0, MOUNTAIN)
    second = s.hand(0, MOUNTAIN)
    game = s.start("main1")
    game.apply(("play_land", first))
    assert ("play_land", second) not in game.legal_actions()


def test_307_1_outside_sorcery_timing_only_instant_speed_cards_are_offered() -> None:
    """307.1 / 702.8a: in the opponent's turn the player may cast an instant or a card with flash, not a
    creature or a sorcery (the legal actions leave those out before looking at costs)."""
    from dataclasses import replace

    from .cards import DIVINATION

    flash_bears = replace(BEARS, name="Flash Bears", keywords=frozenset({"flash"}))
    s = Scenario(pool=POOL)
    for _ in range(3):
        s.battlefield(1, MOUNTAIN)
    s.battlefield(1, FOREST)
    s.battlefield(1, ISLAND)
    bolt = s.hand(1, BOLT)
    flash = s.hand(1, flash_bears)
    bears = s.hand(1, BEARS)
    sorcery = s.hand(1, DIVINATION)
    game = s.start("upkeep")
    game.apply(("pass",))
    assert game.pending["player"] == 1
    offered = {a[1] for a in game.legal_actions() if a[0] == "cast"}
    assert offered == {bolt, flash}
    assert bears not in offered and sorcery not in offered


def test_514_2_damage_wears_off_with_no_effect_in_play() -> None:
    """514.2: damage marked on a creature is removed in the cleanup step; with no continuous effect in play
    the remembered characteristics stay, and the next turn's state-based actions still see the board."""
    s = Scenario(pool=POOL)
    bears = s.battlefield(0, BEARS)
    s.library(0, MOUNTAIN)
    s.library(1, MOUNTAIN)
    game = s.start("end")
    game.state.mut(bears, characteristics=False).damage = 1
    pass_until(game, lambda g: g.state.turn == 6 and g.state.step == "upkeep")
    assert game.state.objects[bears].damage == 0 and bears in game.state.battlefield()


def test_605_3a_a_land_entering_is_a_mana_source_at_once() -> None:
    """605.3a: a land played after the player's mana sources were read is one of them at once (the remembered
    list of sources goes when a card with activated abilities enters)."""
    from kitchentable.rules.casting.payment import mana_sources

    s = Scenario(pool=POOL)
    first = s.battlefield(0, MOUNTAIN)
    second = s.hand(0, MOUNTAIN)
    s.hand(0, BOLT)
    game = s.start("main1")
    assert mana_sources(game.state, 0) == [(first, 0)]
    game.apply(("play_land", second))
    lands = [oid for oid in game.state.battlefield() if oid != first]
    assert mana_sources(game.state, 0) == [(first, 0), (lands[0], 0)]
    game.state.mut(first, characteristics=False).tapped = True
    assert mana_sources(game.state, 0) == [(lands[0], 0)]


def test_605_3a_idle_mana_ability_with_a_mana_cost_is_not_offered_unpaid() -> None:
    """With idle mana abilities offered at priority, only those whose whole cost the activation pays itself
    ({T}, life, sacrificing the source) are offered: a "{1}, {T}: Add {R}{R}" land would otherwise make two mana
    for nothing (602.2b: every part of the cost is paid)."""
    from tests.cards.test_templates import card

    shrine = card("Test Filter Land\nLand\n{1}, {T}: Add {R}{R}.")
    spring = card("Test Spring\nLand\n{T}: Add {R}.")
    s = Scenario(options={"idle_mana_abilities": True})
    filter_land = s.battlefield(0, shrine)
    plain = s.battlefield(0, spring)
    game = s.start("main1")
    actions = game.legal_actions()
    assert ("mana", plain, 0) in actions
    assert ("mana", filter_land, 0) not in actions
