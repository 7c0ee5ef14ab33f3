"""Life (119) and damage to players (120.3a): damage dealt to a player by a source without infect is a life
loss, so everything that reads life loss sees it; setting a life total is a gain or a loss (119.5)."""

from __future__ import annotations

from kitchentable.api.game import Game
from kitchentable.rules.abilities import (
    YOU,
    CardDef,
    Modal,
    Mode,
    Simple,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack

# "Whenever you lose life, draw a card." (a creature that counts its controller's losses)
LIFE_WATCHER = CardDef(
    name="Loss Watcher", mana_cost=ManaCost.parse("{1}{B}"), types=frozenset({"Creature"}),
    subtypes=frozenset({"Spirit"}), power=1, toughness=1,
    triggered=(TriggeredAbility(TriggerSpec("lose_life", whose="you"),
                                Modal((Mode(effects=(Simple("draw", YOU, fixed(1)),)),)),
                                text="whenever you lose life, draw a card."),),
)


def _hand(game: Game, seat: int) -> int:
    return len(game.state.zones.get(("hand", seat), []))


def _bolt_the_watcher_controller(fmt: str = "duel") -> Game:
    s = Scenario(fmt)
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.battlefield(1, LIFE_WATCHER)
    for _ in range(4):
        s.library(0, "Island")
        s.library(1, "Island")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    return game


def test_120_3a_damage_to_a_player_is_life_loss_and_triggers() -> None:
    game = _bolt_the_watcher_controller()
    assert game.state.players[1].life == 17
    assert game.state.players[1].life_lost_this_turn == 3
    assert _hand(game, 1) == 1  # "whenever you lose life" saw the Bolt's damage


def test_120_3a_combat_damage_to_a_player_is_life_loss_and_triggers() -> None:
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, LIFE_WATCHER, tapped=True)
    for _ in range(4):
        s.library(0, "Island")
        s.library(1, "Island")
    game = s.start("beginning_of_combat")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    attack = next(a for a in game.legal_actions() if a[0] == "attack" and a[1] == bears)
    game.apply(attack)
    pass_until(game, lambda g: g.state.players[1].life < 20)
    resolve_stack(game)
    assert game.state.players[1].life == 18 and _hand(game, 1) == 1


def test_119_3_a_loss_from_an_effect_triggers_too() -> None:
    s = Scenario()
    sign = s.hand(0, "Sign in Blood")  # its caster draws two cards and loses 2 life
    for _ in range(2):
        s.battlefield(0, "Swamp")
    s.battlefield(0, LIFE_WATCHER)
    for _ in range(4):
        s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", sign))
    if ("target", ("player", 0)) in game.legal_actions():
        game.apply(("target", ("player", 0)))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 18 and _hand(game, 0) == 3


def test_r_jt_4_infinite_life_still_loses_life_from_damage_and_triggers() -> None:
    """R-JT-4: under the Judge's Tower every life total is infinite, yet a loss (from damage too) happens and
    triggers."""
    game = _bolt_the_watcher_controller("judges-tower")
    assert any(e.kind == "jt_life" and e.data[0] == 1 and e.data[1] == -3 for e in game.state.log)
    assert _hand(game, 1) == 1


def test_119_5_setting_a_life_total_is_a_loss_that_triggers() -> None:
    s = Scenario()
    s.battlefield(1, LIFE_WATCHER)
    for _ in range(3):
        s.library(1, "Island")
    game = s.start("main1")
    game.state.rules.set_life(game.state, 1, 12)
    assert game.state.players[1].life == 12 and game.state.players[1].life_lost_this_turn == 8
    assert len(game.state.pending_triggers) == 1
