"""Tests of `cards.language.phrases.defending_player_restrictions` and its kernel side in
`rules.turn.combat_restrictions`: "~ can't be blocked as long as defending player controls an artifact" (509.1b),
"~ can't attack if defending player controls an untapped land" (508.1c), "~ can't block if you control an
untapped land" and "as long as [condition], ~ can attack as though it didn't have defender" (702.3b). Card texts
of our own; each checks the attacks or blocks offered and the render."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, to_blocks
from tests.rules.keyword_support import card

SPY = card("Test Spy {3}{U}\nCreature — Human Rogue 2/2\nTest Spy can't be blocked as long as defending player "
           "controls an artifact.")
BRAWLER = card("Test Brawler {R}\nCreature — Human Soldier 2/2\nTest Brawler can't attack if defending player controls "
               "an untapped land.\nTest Brawler can't block if you control an untapped land.")
SLEEPER = card("Test Sleeper {1}{G}\nCreature — Dinosaur 3/3\nDefender\nAs long as you control a creature with power 4 "
               "or greater, Test Sleeper can attack as though it didn't have defender.")
RELIC = card("Test Relic {1}\nArtifact")
BRUTE = card("Test Brute {3}{G}\nCreature — Beast 4/4")


def _attacks(game: Any) -> set[int]:
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    return {o[1] for o in game.legal_actions() if o[0] == "attack"}


def test_509_1b_cant_be_blocked_as_long_as_defending_player_controls_an_artifact() -> None:
    for relic, blockable in ((False, True), (True, False)):
        s = Scenario()
        spy = s.battlefield(0, SPY)
        bear = s.battlefield(1, BEAR)
        if relic:
            s.battlefield(1, RELIC)
        s.battlefield(0, RELIC)  # the attacker's own artifact doesn't count
        game = s.start("main1")
        to_blocks(game, spy)
        assert (("block", bear, spy) in game.legal_actions()) is blockable


def test_508_1c_cant_attack_if_defending_player_controls_an_untapped_land() -> None:
    s = Scenario()
    brawler = s.battlefield(0, BRAWLER)
    land = s.battlefield(1, "Mountain")
    game = s.start("main1")
    assert brawler not in _attacks(game)
    s = Scenario()
    brawler = s.battlefield(0, BRAWLER)
    land = s.battlefield(1, "Mountain")
    game = s.start("main1")
    game.state.mut(land, characteristics=False).tapped = True
    assert brawler in _attacks(game)


def test_509_1a_cant_block_if_you_control_an_untapped_land() -> None:
    for untapped, can in ((True, False), (False, True)):
        s = Scenario()
        attacker = s.battlefield(0, BEAR)
        brawler = s.battlefield(1, BRAWLER)
        land = s.battlefield(1, "Mountain")
        game = s.start("main1")
        if not untapped:
            game.state.mut(land, characteristics=False).tapped = True
            game.state.cache.clear()
        to_blocks(game, attacker)
        assert (("block", brawler, attacker) in game.legal_actions()) is can


def test_702_3b_as_long_as_you_control_a_big_creature_it_attacks_despite_defender() -> None:
    for brute, can in ((False, False), (True, True)):
        s = Scenario()
        sleeper = s.battlefield(0, SLEEPER)
        if brute:
            s.battlefield(0, BRUTE)
        game = s.start("main1")
        assert (sleeper in _attacks(game)) is can


def test_renders_as_the_oracle_text() -> None:
    assert "This can't be blocked as long as defending player controls an artifact." in render(SPY)
    assert "This can't attack if defending player controls an untapped land." in render(BRAWLER)
    assert "This can't block if you control an untapped land." in render(BRAWLER)
    assert "As long as you control a creature with power 4 or greater, this can attack as though it didn't have " \
        "defender" in render(SLEEPER)


HORNED = card("Test Horned {1}{R}\nCreature — Minotaur 2/2\nTest Horned can't block unless you control another "
              "Minotaur.")
HULK = card("Test Hulk {1}{R}\nCreature — Giant 4/4\nTest Hulk can't attack or block unless you control another "
            "Giant.")
GIANT = card("Test Giant {1}{R}\nCreature — Giant 1/1")


def test_611_3a_cant_block_unless_you_control_another_minotaur() -> None:
    for friends, can in ((0, False), (1, True)):
        s = Scenario()
        attacker = s.battlefield(0, BEAR)
        horned = s.battlefield(1, HORNED)
        for _ in range(friends):
            s.battlefield(1, card("Test Calf {R}\nCreature — Minotaur 1/1"))
        game = s.start("main1")
        to_blocks(game, attacker)
        assert (("block", horned, attacker) in game.legal_actions()) is can


def test_611_3a_cant_attack_or_block_unless_you_control_another_giant() -> None:
    s = Scenario()
    hulk = s.battlefield(0, HULK)
    game = s.start("main1")
    assert hulk not in _attacks(game)
    s = Scenario()
    hulk = s.battlefield(0, HULK)
    s.battlefield(0, GIANT)
    game = s.start("main1")
    assert hulk in _attacks(game)


def test_renders_unless_as_printed() -> None:
    assert "This can't block unless you control another Minotaur." in render(HORNED)
    assert "This can't attack or block unless you control another Giant." in render(HULK)
