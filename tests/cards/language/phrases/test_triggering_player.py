"""Tests of `cards.language.phrases.triggering_player`: "target ... that player controls" after a trigger whose
event names a player (603.2, 603.3d: the targets are chosen after the event, so that player is known)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, pass_until, resolve_stack
from tests.cards.card_text import card

VISIONARY = card("Test Visionary {1}{W}{W}\nCreature — Soltari 2/2\nWhenever Test Visionary deals damage to a player, "
                 "destroy target enchantment that player controls.")
SLEEPER = card("Test Sleeper {U}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature deals damage to "
               "a player, return target creature that player controls to its owner's hand.")
TOPPLER = card("Test Toppler {W}\nCreature — Spirit 1/1\nAt the beginning of each opponent's upkeep, tap target "
               "creature that player controls.")
CHARM = card("Test Charm {W}\nEnchantment")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _attack(game, attacker: int, seat: int) -> None:  # type: ignore[no-untyped-def]
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", attacker, ("player", seat)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.pending["kind"] in ("choose_target", "target"))


def test_603_3d_damage_trigger_targets_only_the_damaged_players_permanents() -> None:
    s = Scenario(players=3)
    visionary = s.battlefield(0, VISIONARY)
    mine = s.battlefield(0, CHARM)
    damaged = s.battlefield(1, CHARM)
    other = s.battlefield(2, CHARM)
    game = s.start("main1")
    _attack(game, visionary, 1)
    offered = {a[1] for a in game.legal_actions() if a[0] == "target"}
    assert offered == {damaged}  # not the attacker's own, nor the opponent it did not damage
    game.apply(("target", damaged))
    resolve_stack(game)
    battlefield = game.state.battlefield()
    assert damaged not in battlefield and mine in battlefield and other in battlefield
    assert "destroy target enchantment that player controls" in render(VISIONARY)


def test_603_3d_enchanted_creature_s_trigger_reads_the_player_it_damaged() -> None:
    s = Scenario(players=3)
    bear = s.battlefield(0, BEAR)
    s.battlefield(0, SLEEPER, attached_to=bear)
    theirs = s.battlefield(2, BEAR)
    s.battlefield(1, BEAR)
    game = s.start("main1")
    _attack(game, bear, 2)
    offered = {a[1] for a in game.legal_actions() if a[0] == "target"}
    assert offered == {theirs}
    game.apply(("target", theirs))
    resolve_stack(game)
    assert theirs not in game.state.battlefield()
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 2)] == ["Test Bear"]


def test_603_3d_each_opponent_s_upkeep_reads_the_active_player() -> None:
    s = Scenario(players=3)
    s.battlefield(0, TOPPLER)
    s.battlefield(0, BEAR)
    active = s.battlefield(2, BEAR)
    s.battlefield(1, BEAR)
    game = s.start("upkeep", active=2)
    pass_until(game, lambda g: g.pending["kind"] in ("choose_target", "target"))
    offered = {a[1] for a in game.legal_actions() if a[0] == "target"}
    assert offered == {active}
    game.apply(("target", active))
    resolve_stack(game)
    assert game.state.objects[active].tapped


def test_603_3d_with_nothing_that_player_controls_the_trigger_is_removed() -> None:
    s = Scenario()
    visionary = s.battlefield(0, VISIONARY)
    mine = s.battlefield(0, CHARM)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", visionary, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step == "end")
    assert mine in game.state.battlefield()  # its own controller's enchantment was never a legal target
    assert game.state.players[1].life == 18


@pytest.mark.parametrize("text", [
    "Whenever Test Card attacks, destroy target enchantment that player controls.",
    "Whenever Test Card deals damage to a player, you gain 1 life for each land that player controls.",
    "At the beginning of your upkeep, destroy target enchantment that player controls.",
])
def test_603_2_that_player_with_no_player_in_the_event_is_refused(text: str) -> None:
    with pytest.raises(CardError, match="that player"):
        card(f"Test Card {{1}}{{W}}\nCreature — Spirit 1/1\n{text}")


CANNIBAL = card("Test Cannibal {B}\nCreature — Zombie 1/1\nWhenever Test Cannibal deals combat damage to a player, "
                "you may exile target card from that player's graveyard.")


def test_603_3d_that_player_s_graveyard_is_the_damaged_player_s() -> None:
    s = Scenario(players=3)
    cannibal = s.battlefield(0, CANNIBAL)
    s.graveyard(0, BEAR)
    damaged = s.graveyard(1, BEAR)
    s.graveyard(2, BEAR)
    game = s.start("main1")
    _attack(game, cannibal, 1)
    offered = {a[1] for a in game.legal_actions() if a[0] == "target"}
    assert offered == {damaged}  # a card the damaged player owns, in their graveyard (404.2)
    game.apply(("target", damaged))
    pass_until(game, lambda g: ("yes",) in g.legal_actions())
    game.apply(("yes",))
    resolve_stack(game)
    exiled = [o for o in game.state.objects.values() if o.zone[0] == "exile"]
    assert [(o.card.name, o.owner) for o in exiled] == [("Test Bear", 1)]
    assert "exile target card from that player's graveyard" in render(CANNIBAL)


FLOODGATE = card("Test Floodgate {2}{G}{G}\nEnchantment\nWhenever one or more creatures you control deal combat damage "
                 "to a player, tap all lands that player controls.")
LAND = card("Test Land\nLand")


def test_608_2h_each_land_that_player_controls_is_the_damaged_player_s() -> None:
    s = Scenario(players=3)
    s.battlefield(0, FLOODGATE)
    bear = s.battlefield(0, BEAR)
    mine = s.battlefield(0, LAND)
    damaged = [s.battlefield(1, LAND) for _ in range(2)]
    other = s.battlefield(2, LAND)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", bear, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step == "end_of_combat")
    tapped = {o for o in (mine, *damaged, other) if game.state.objects[o].tapped}
    assert tapped == set(damaged)  # the damaged player's lands only (603.2: the event names that player)
    assert "tap all lands that player controls." in render(FLOODGATE)
