"""Ninjutsu (702.49): an activated ability from the hand, paid by returning an unblocked attacker; the Ninja enters
tapped and attacking what that creature attacked. Each played from a small card of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules import events
from kitchentable.rules.state import GRAVEYARD
from kitchentable.scenario import pass_until
from tests.rules.keyword_support import card, lands, named, scenario, settle

NINJA = card("Night Ninja {3}{U}\nCreature — Human Ninja 2/2\nNinjutsu {1}{U}\n"
             "Whenever this creature deals combat damage to a player, draw a card.")
BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")
WALL = card("Low Wall {1}{W}\nCreature — Wall 0/4\nDefender")


def _attack_with(game: Any, *attackers: int) -> None:
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))


def _ninjutsu(game: Any, ninja: int, returned: int) -> None:
    game.apply(("activate", ninja, 0))
    game.apply(("pick", "return", returned))
    game.apply(("pay",))


def test_702_49a_ninjutsu_returns_an_unblocked_attacker_and_the_ninja_attacks_in_its_place() -> None:
    s = scenario()
    bear = s.battlefield(0, BEAR)
    ninja = s.hand(0, NINJA)
    lands(s, 0, 2, "Island")
    game = s.start("main1")
    _attack_with(game, bear)
    assert ("activate", ninja, 0) not in game.legal_actions()  # 509.1h: not unblocked before blockers
    pass_until(game, lambda g: g.pending["kind"] == "declare_blockers")
    game.apply(("block_done",))
    assert game.state.step == "declare_blockers" and ("activate", ninja, 0) in game.legal_actions()
    _ninjutsu(game, ninja, bear)
    assert named(game, "Plain Bear", "hand")  # paid as the ability was activated (601.2h)
    settle(game)
    (entered,) = named(game, "Night Ninja")
    o = game.state.objects[entered]
    assert o.tapped and o.attacking == ("player", 1)  # 702.49c: what the bear attacked
    hand_before = len(game.state.zone("hand", 0))
    pass_until(game, lambda g: g.state.step == "main2")
    assert game.state.players[1].life == 18  # unblocked: its combat damage reaches the player (509.1h)
    assert len(game.state.zone("hand", 0)) == hand_before + 1  # its combat damage trigger drew a card


def test_702_49c_ninjutsu_needs_an_unblocked_attacker() -> None:
    s = scenario()
    bear = s.battlefield(0, BEAR)
    ninja = s.hand(0, NINJA)
    wall = s.battlefield(1, WALL)
    lands(s, 0, 2, "Island")
    game = s.start("main1")
    _attack_with(game, bear)
    pass_until(game, lambda g: g.pending["kind"] == "declare_blockers")
    game.apply(("block", wall, bear))
    game.apply(("block_done",))
    assert game.state.step == "declare_blockers" and game.pending["kind"] == "priority"
    assert ("activate", ninja, 0) not in game.legal_actions()  # the only attacker is blocked
    pass_until(game, lambda g: g.state.step == "main2")
    assert ("activate", ninja, 0) not in game.legal_actions()  # no combat, no attacker


def test_702_49a_ninjutsu_does_nothing_if_the_ninja_left_the_hand() -> None:
    s = scenario()
    bear = s.battlefield(0, BEAR)
    ninja = s.hand(0, NINJA)
    lands(s, 0, 2, "Island")
    game = s.start("main1")
    _attack_with(game, bear)
    pass_until(game, lambda g: g.pending["kind"] == "declare_blockers")
    game.apply(("block_done",))
    _ninjutsu(game, ninja, bear)
    events.move(game.state, ninja, GRAVEYARD)  # discarded in response: a new object (400.7)
    settle(game)
    assert not named(game, "Night Ninja") and named(game, "Plain Bear", "hand")


def test_702_49_ninjutsu_renders_as_printed() -> None:
    assert "Ninjutsu {1}{U} (702.49)" in render(NINJA)
