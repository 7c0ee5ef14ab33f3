"""Tests of `cards.language.phrases.attached_triggers` and `rules.turn.attached_triggers`: triggers of an Aura or
Equipment about the creature it is attached to (303.4, 301.5): "attacks or blocks" (508.1m, 509.1i), "becomes
blocked", "attacks and isn't blocked" (509.1h), "becomes the target of a spell or ability" (115.1)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

BANNER = card("Test Banner {1}{W}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature attacks or "
              "blocks, you gain 2 life.")
SPURS = card("Test Spurs {1}\nArtifact — Equipment\nWhenever equipped creature becomes blocked, it gets +2/+2 until "
             "end of turn.\nEquip {1}")
SATCHEL = card("Test Satchel {1}\nArtifact — Equipment\nWhenever equipped creature attacks and isn't blocked, you gain "
               "3 life.\nEquip {1}")
WARD = card("Test Ward {U}\nEnchantment — Aura\nEnchant creature\nWhenever enchanted creature becomes the target of a "
            "spell or ability an opponent controls, you gain 4 life.")
SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 1 damage to any target.")


def _declare(game, seat: int, attackers, blocks=()) -> None:  # type: ignore[no-untyped-def]
    """`seat` attacks with `attackers`; the other player blocks with (blocker, attacker) pairs; all resolves."""
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    for a in attackers:
        game.apply(("attack", a, ("player", 1 - seat)))
    game.apply(("attack_done",))
    answer_until_priority(game)
    resolve_stack(game)
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))
    for blocker, attacker in blocks:
        game.apply(("block", blocker, attacker))
    game.apply(("block_done",))
    answer_until_priority(game)
    resolve_stack(game)


def test_508_1m_enchanted_creature_attacking_triggers_attacks_or_blocks() -> None:
    assert render(BANNER).splitlines()[-1] == "Whenever enchanted creature attacks or blocks, you gain 2 life."
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    other = s.battlefield(0, BEAR)
    s.battlefield(0, BANNER, attached_to=bear)
    game = s.start("main1")
    _declare(game, 0, [other])  # another creature attacks: nothing
    assert game.state.players[0].life == 20
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    s.battlefield(0, BANNER, attached_to=bear)
    game = s.start("main1")
    _declare(game, 0, [bear])
    assert game.state.players[0].life == 22


def test_509_1i_enchanted_creature_blocking_triggers_attacks_or_blocks() -> None:
    s = Scenario()
    attacker = s.battlefield(0, BEAR)
    blocker = s.battlefield(1, BEAR)
    s.battlefield(1, BANNER, attached_to=blocker)
    game = s.start("main1")
    _declare(game, 0, [attacker], [(blocker, attacker)])
    assert game.state.players[1].life == 22


def test_509_1h_equipped_creature_becomes_blocked() -> None:
    assert render(SPURS).splitlines()[2] == "Whenever equipped creature becomes blocked, it gets +2/+2 until end of turn."
    s = Scenario()
    attacker = s.battlefield(0, BEAR)
    s.battlefield(0, SPURS, attached_to=attacker)
    blocker = s.battlefield(1, BEAR)
    game = s.start("main1")
    _declare(game, 0, [attacker], [(blocker, attacker)])
    from kitchentable.rules.continuous.layers import chars
    assert chars(game.state, attacker).power == 4


def test_509_1h_equipped_creature_attacks_and_isnt_blocked() -> None:
    assert render(SATCHEL).splitlines()[2] == "Whenever equipped creature attacks and isn't blocked, you gain 3 life."
    for blocked, life in ((True, 20), (False, 23)):
        s = Scenario()
        attacker = s.battlefield(0, BEAR)
        s.battlefield(0, SATCHEL, attached_to=attacker)
        blocker = s.battlefield(1, BEAR)
        game = s.start("main1")
        _declare(game, 0, [attacker], [(blocker, attacker)] if blocked else [])
        assert game.state.players[0].life == life


def test_115_1_enchanted_creature_targeted_by_an_opponent() -> None:
    assert render(WARD).splitlines()[-1] == ("Whenever enchanted creature becomes the target of a spell or ability an "
                                             "opponent controls, you gain 4 life.")
    s = Scenario()
    bear = s.battlefield(1, BEAR)
    s.battlefield(1, WARD, attached_to=bear)
    other = s.battlefield(1, BEAR)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    a, b = s.hand(0, SHOCK), s.hand(0, SHOCK)
    game = s.start("main1")
    for spell, target, life in ((a, other, 20), (b, bear, 24)):
        game.apply(("cast", spell))
        game.apply(("target", target))
        answer_until_priority(game)
        resolve_stack(game)
        assert game.state.players[1].life == life


MENTOR = card("Test Mentor {1}{W}\nEnchantment\nWhenever a creature you control becomes the target of a spell or ability "
              "you control, put a +1/+1 counter on that creature.")
GROWTH = card("Test Growth {G}\nInstant\nTarget creature gets +1/+1 until end of turn.")


def test_115_1_a_creature_you_control_targeted_by_your_own_spell() -> None:
    assert render(MENTOR).splitlines()[-1] == ("Whenever a creature you control becomes the target of a spell or "
                                               "ability you control, put a +1/+1 counter on that creature.")
    s = Scenario()
    s.battlefield(0, MENTOR)
    bear = s.battlefield(0, BEAR)
    s.battlefield(0, "Forest")
    s.battlefield(1, "Forest")
    mine = s.hand(0, GROWTH)
    theirs = s.hand(1, GROWTH)
    game = s.start("main1")
    game.apply(("cast", mine))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.objects[bear].counters.get("+1/+1") == 1
    game.apply(("pass",))  # the opponent's spell on the same creature: not a spell you control
    game.apply(("cast", theirs))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.objects[bear].counters.get("+1/+1") == 1
    assert theirs not in game.state.objects or game.state.objects[theirs].zone[0] != "hand"
