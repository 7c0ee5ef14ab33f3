"""Tests of `cards.language.phrases.curses`: auras on players, the Curses (303.4, 702.5d; kernel
`rules.player_auras`). Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card

PIERCE = card("Test Pierce {1}{R}\nEnchantment — Aura Curse\nEnchant player\nAt the beginning of enchanted "
              "player's upkeep, Test Pierce deals 1 damage to that player.")


HOLD = card("Test Hold {3}{B}{B}\nEnchantment — Aura Curse\nEnchant player\nCreatures enchanted player controls "
            "get -1/-1.")


OPULENCE = card("Test Opulence {R}\nEnchantment — Aura Curse\nEnchant player\nWhenever enchanted player is "
                "attacked, create a Gold token. Each opponent attacking that player does the same.")


FORSAKEN = card("Test Forsaken {2}{W}\nEnchantment — Aura Curse\nEnchant player\nWhenever a creature attacks "
                "enchanted player, its controller gains 1 life.")


PREY = card("Test Prey {1}{R}\nEnchantment — Aura Curse\nEnchant player\nWhenever a creature deals combat damage "
            "to enchanted player, put a +1/+1 counter on that creature.")


SPITE = card("Test Spite {B}\nEnchantment — Aura Curse\nEnchant opponent\nWhenever enchanted player casts a "
             "spell, Test Spite deals 1 damage to that player.")


def _curse(s: Scenario, seat: int, curse: object, on: int) -> int:
    """A Curse already on the battlefield attached to player `on` (303.4)."""
    oid = s.battlefield(seat, curse)  # type: ignore[arg-type]
    s.state.objects[oid].attached_to = ("player", on)
    return oid


def _attack(game, attackers: list[int], seat: int = 1) -> None:  # type: ignore[no-untyped-def]
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    for a in attackers:
        game.apply(("attack", a, ("player", seat)))
    game.apply(("attack_done",))


def test_303_4a_enchant_player_aura_targets_a_player_and_attaches_to_them() -> None:
    assert "At the beginning of enchanted player's upkeep" in render(PIERCE)
    s = Scenario()
    curse = s.hand(0, PIERCE)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", curse))
    options = game.legal_actions()
    assert ("target", ("player", 1)) in options and ("target", ("player", 0)) in options
    assert not any(o[0] == "target" and isinstance(o[1], int) for o in options)  # players only (303.4a)
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    on = next(o for o in game.state.battlefield() if game.state.objects[o].card is PIERCE)
    assert game.state.objects[on].attached_to == ("player", 1)  # 303.4f


def test_303_4_enchanted_players_upkeep_trigger_hits_that_player() -> None:
    s = Scenario()
    _curse(s, 0, PIERCE, 1)
    game = s.start("end")
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "draw")
    assert game.state.players[1].life == 19 and game.state.players[0].life == 20
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "draw")
    assert game.state.players[1].life == 19  # not on its controller's upkeep


def test_303_4_creatures_enchanted_player_controls_get_minus_one() -> None:
    assert "Creatures enchanted player controls get -1/-1" in render(HOLD)
    s = Scenario()
    _curse(s, 0, HOLD, 1)
    theirs = s.battlefield(1, BEAR)
    mine = s.battlefield(0, BEAR)
    game = s.start("main1")
    assert chars(game.state, theirs).power == 1 and chars(game.state, mine).power == 2


def test_704_5m_aura_on_a_player_who_is_no_longer_legal_goes_to_the_graveyard() -> None:
    s = Scenario()
    spite = _curse(s, 0, SPITE, 1)
    game = s.start("main1")
    assert spite in game.state.battlefield()
    game.state.mut(spite).attached_to = ("player", 0)  # "enchant opponent" on its own controller
    game.apply(("pass",))
    answer_until_priority(game)
    assert spite not in game.state.battlefield()
    assert any(e.rule == "704.5m" for e in game.state.log)


def test_704_5m_aura_on_a_player_who_left_the_game_goes_to_the_graveyard() -> None:
    s = Scenario(players=3)
    curse = _curse(s, 0, PIERCE, 1)
    game = s.start("main1")
    game.state.players[1].life = 0  # 704.5a: player 1 loses and leaves the game (800.4a)
    game.apply(("pass",))
    answer_until_priority(game)
    assert not game.state.players[1].in_game
    assert curse not in game.state.battlefield()


def test_303_4_whenever_enchanted_player_casts_a_spell() -> None:
    s = Scenario()
    _curse(s, 0, SPITE, 1)
    bear = s.hand(1, BEAR)
    s.many(1, "battlefield", ["Forest", "Forest"])
    game = s.start("main1", active=1)
    game.apply(("cast", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[1].life == 19


def test_508_3a_whenever_a_creature_attacks_enchanted_player_its_controller_gains_life() -> None:
    s = Scenario()
    _curse(s, 1, FORSAKEN, 1)
    a = s.battlefield(0, BEAR)
    b = s.battlefield(0, BEAR)
    game = s.start("beginning_of_combat")
    _attack(game, [a, b])
    resolve_stack(game)
    assert game.state.players[0].life == 22  # once for each attacker, to the attackers' controller


def test_508_3a_enchanted_player_is_attacked_once_and_attacking_opponents_do_the_same() -> None:
    assert "Each opponent attacking that player does the same." in render(OPULENCE)
    s = Scenario()
    _curse(s, 1, OPULENCE, 1)  # on its own controller: the attacking opponent still gets a Gold token
    a = s.battlefield(0, BEAR)
    b = s.battlefield(0, BEAR)
    game = s.start("beginning_of_combat")
    _attack(game, [a, b])
    resolve_stack(game)
    gold = [o for o in game.state.battlefield() if game.state.objects[o].card.name.startswith("Gold")]
    assert sorted(game.state.objects[o].controller for o in gold) == [0, 1]  # one trigger, one token each


def test_510_3a_combat_damage_to_enchanted_player_puts_a_counter_on_that_creature() -> None:
    s = Scenario()
    _curse(s, 1, PREY, 1)
    a = s.battlefield(0, BEAR)
    game = s.start("beginning_of_combat")
    _attack(game, [a])
    pass_until(game, lambda g: g.state.step == "main2")
    assert game.state.players[1].life == 18
    assert game.state.objects[a].counters.get("+1/+1") == 1
