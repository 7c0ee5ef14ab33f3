"""Tests of `cards.language.phrases.object_histories`: descriptions by counters (122.1) and by what a creature did
in combat this turn (508.1, 509.1). Each compiles a card of our own words and checks what it does."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, pass_until, resolve_stack
from tests.cards.card_text import BEAR, BIG, card, to_blocks

VERDICT = card("Test Verdict {3}{W}{W}\nSorcery\nDestroy all creatures with no counters on them.")
FALCONER = card("Test Falconer {1}{W}\nCreature — Bird 1/1\nEach creature you control with a counter on it has "
                "flying.")
TRIUMPH = card("Test Triumph {1}{W}\nInstant\nTarget opponent sacrifices a creature that attacked or blocked this "
               "turn.")
PUNISH = card("Test Punish {W}\nInstant\nDestroy target creature that attacked this turn.")


def test_122_1_creatures_with_no_counters_of_any_kind_are_destroyed() -> None:
    assert render(VERDICT).splitlines()[-1] == "Destroy all creatures with no counters on them."
    s = Scenario()
    spell = s.hand(0, VERDICT)
    s.many(0, "battlefield", ["Plains"] * 5)
    plain = s.battlefield(0, BEAR)
    grown = s.battlefield(0, BIG, counters={"+1/+1": 1})
    stunned = s.battlefield(1, BEAR, counters={"stun": 1})
    theirs = s.battlefield(1, BIG)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve_stack(game)
    field = game.state.battlefield()
    assert plain not in field and theirs not in field
    assert grown in field and stunned in field  # any kind of counter keeps a creature out (122.1)


def test_122_1_each_creature_with_a_counter_on_it_has_the_ability() -> None:
    assert render(FALCONER).splitlines()[2] == "Each creature you control with a counter on it has flying."
    s = Scenario()
    s.battlefield(0, FALCONER)
    bare = s.battlefield(0, BEAR)
    oiled = s.battlefield(0, BIG, counters={"oil": 2})
    game = s.start("main1")
    from kitchentable.rules.continuous.layers import chars

    assert "flying" in chars(game.state, oiled).keywords
    assert "flying" not in chars(game.state, bare).keywords


def test_508_1_only_a_creature_that_attacked_this_turn_can_be_targeted() -> None:
    assert render(PUNISH).splitlines()[-1] == "Destroy target creature that attacked this turn."
    s = Scenario()
    spell = s.hand(1, PUNISH)
    s.battlefield(1, "Plains")
    attacker, home = s.battlefield(0, BEAR), s.battlefield(0, BIG)
    game = s.start("main1")
    to_blocks(game, attacker)
    game.apply(("block_done",))
    pass_until(game, lambda g: g.state.step == "main2")
    assert attacker in game.state.battlefield()
    game.apply(("pass",))  # player 1 gets priority in the second main phase
    options = game.legal_actions()
    assert ("cast", spell) in options
    game.apply(("cast", spell))
    assert ("target", home) not in game.legal_actions()
    game.apply(("target", attacker))
    game.apply(("pay",))
    resolve_stack(game)
    assert attacker not in game.state.battlefield() and home in game.state.battlefield()


def test_509_1_a_blocker_is_a_creature_that_blocked_this_turn() -> None:
    s = Scenario()
    spell = s.hand(0, TRIUMPH)
    s.many(0, "battlefield", ["Plains", "Plains"])
    attacker = s.battlefield(0, BEAR)
    blocker, idle = s.battlefield(1, BIG), s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, attacker)
    game.apply(("block", blocker, attacker))
    game.apply(("block_done",))
    pass_until(game, lambda g: g.state.step == "main2")
    assert blocker in game.state.battlefield() and attacker not in game.state.battlefield()
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    resolve_stack(game)
    # the Ox blocked this turn, the idle Bear didn't: player 2 has one creature to choose (701.21a)
    assert blocker not in game.state.battlefield() and idle in game.state.battlefield()
