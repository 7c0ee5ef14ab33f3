"""Tests of `rules.continuous.control_gifts` and `cards.language.phrases.control_gifts` (613.1b, layer 2):
"Target opponent gains control of target permanent you control." gives control to the named player."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

OFFERING = card("Test Offering {2}{R}\nSorcery\nTarget opponent gains control of target permanent you control.")
LOAN = card("Test Loan {U}\nInstant\nTarget player gains control of target creature you control until end of turn.")
IDOL = card("Test Idol {2}\nArtifact\nSacrifice a creature: Target opponent gains control of this artifact.")


def test_613_1b_the_named_player_gains_control() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Mountain"] * 3)
    bear = s.battlefield(0, "Grizzly Bears")
    offering = s.hand(0, OFFERING)
    game = s.start("main1")
    game.apply(("cast", offering))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((a for a in options if a == ("target", bear)), options[0]))
    resolve_stack(game)
    assert chars(game.state, bear).controller == 1
    assert rules_text(OFFERING) == ["Target opponent gains control of target permanent you control."]


def test_611_2a_control_given_until_end_of_turn_comes_back() -> None:
    s = Scenario()
    s.battlefield(0, "Island")
    bear = s.battlefield(0, "Grizzly Bears")
    loan = s.hand(0, LOAN)
    s.many(0, "library", ["Island"] * 3)
    s.many(1, "library", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", loan))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((a for a in options if a in (("target", ("player", 1)), ("target", bear))), options[0]))
    resolve_stack(game)
    assert chars(game.state, bear).controller == 1
    while game.state.turn == 5:
        kind = game.pending["kind"]
        game.apply(("pass",) if kind == "priority" else ("attack_done",) if kind == "declare_attackers"
                   else game.legal_actions()[0])
    assert chars(game.state, bear).controller == 0
    assert rules_text(LOAN) == ["Target player gains control of target creature you control until end of turn."]


def test_613_1b_an_ability_gives_its_own_source_away() -> None:
    s = Scenario()
    idol = s.battlefield(0, IDOL)
    s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", idol, 0))
    answer_until_priority(game)
    resolve_stack(game)
    assert chars(game.state, idol).controller == 1


AGENT = card("Test Agent {B}\nCreature — Minion 3/3\nWhen Test Agent enters, target opponent gains control of it.")


def test_613_1b_when_it_enters_the_opponent_gains_control_of_it() -> None:
    s = Scenario()
    s.battlefield(0, "Swamp")
    agent = s.hand(0, AGENT)
    game = s.start("main1")
    game.apply(("cast", agent))
    answer_until_priority(game)
    resolve_stack(game)
    (mine,) = [o for o in game.state.battlefield() if game.state.objects[o].card.name == AGENT.name]
    assert chars(game.state, mine).controller == 1  # "it" is the creature, not the opponent just named
    assert rules_text(AGENT) == ["When this enters, target opponent gains control of it."]
