"""The monarch (720): becoming it, its end-step draw and combat damage stealing it, and "if you're the
monarch" conditions. Scenarios on cards written in the card language, named after the rules they check."""

from __future__ import annotations

import pytest

from kitchentable.cards.files.cardfile import parse_file, parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.cards.pool import CARD_DIR, CardPool
from kitchentable.cards.render import render as render_card
from kitchentable.rules.additional.monarch import become_monarch, monarch_of
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack

CARDS = """
Regal Courtier {1}{W}
Creature — Human Noble 1/1
When Regal Courtier enters, you become the monarch.

Crown Hound {1}{G}
Creature — Dog 2/2

Crowned Lich {3}{B}{B}
Creature — Zombie Cleric 4/2
When Crowned Lich enters, you become the monarch.
Whenever you become the monarch, target player sacrifices a creature.

Throne Warden {2}{W}
Creature — Human Soldier 2/2
At the beginning of your end step, if you're the monarch, put a +1/+1 counter on Throne Warden.
"""


@pytest.fixture(scope="module")
def pool() -> CardPool:
    found = CardPool()
    for raw in parse_file(CARD_DIR / "basic_lands.txt"):
        found.add(compile_card(raw), raw.file, raw.line)
    for raw in parse_text(CARDS, "test_monarch"):
        found.add(compile_card(raw))
    return found


def test_720_1_an_enters_trigger_makes_its_controller_the_monarch(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    courtier = s.hand(0, "Regal Courtier")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Plains")
    game = s.start("main1")
    assert monarch_of(game.state) is None
    game.apply(("cast", courtier))
    answer_until_priority(game)
    resolve_stack(game)
    assert monarch_of(game.state) == 0


def test_720_2_the_monarch_draws_a_card_at_the_beginning_of_their_end_step(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    for _ in range(3):
        s.library(0, "Plains")
        s.library(1, "Plains")
    game = s.start("main2")
    become_monarch(game.state, 0)
    hand = len(game.state.zone("hand", 0))
    pass_until(game, lambda g: g.state.step == "end" and not g.state.stack_ids() and
               not g.state.pending_triggers and len(g.state.zone("hand", 0)) > hand)
    assert len(game.state.zone("hand", 0)) == hand + 1
    assert len(game.state.zone("hand", 1)) == 0
    assert monarch_of(game.state) == 0


def test_720_2_combat_damage_to_the_monarch_makes_the_creatures_controller_the_monarch(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    hound = s.battlefield(0, "Crown Hound")
    game = s.start("main1")
    become_monarch(game.state, 1)
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", hound, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step == "main2")
    assert game.state.players[1].life == 18
    assert monarch_of(game.state) == 0


def test_720_3_whenever_you_become_the_monarch_triggers_each_time_you_take_it(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    lich = s.hand(0, "Crowned Lich")
    hound = s.battlefield(1, "Crown Hound")
    for _ in range(5):
        s.battlefield(0, "Swamp")
    game = s.start("main1")
    game.apply(("cast", lich))
    for _ in range(50):
        if game.pending["kind"] == "priority" and not game.state.stack_ids() and not game.state.pending_triggers:
            break
        options = game.legal_actions()
        opponent = [a for a in options if ("player", 1) in a]
        game.apply(opponent[0] if opponent else ("pass",) if ("pass",) in options else options[0])
    assert monarch_of(game.state) == 0
    assert hound not in game.state.battlefield()


def test_720_3_only_one_player_is_the_monarch(pool: CardPool) -> None:
    s = Scenario(pool=pool)
    game = s.start("main1")
    become_monarch(game.state, 0)
    become_monarch(game.state, 1)
    assert monarch_of(game.state) == 1
    assert sum(1 for e in game.state.delayed if isinstance(e, tuple) and e[0] == "monarch") == 1


def test_603_4_if_youre_the_monarch_is_checked_as_the_trigger_resolves(pool: CardPool) -> None:
    for monarch, counters in ((0, 1), (1, 0)):
        s = Scenario(pool=pool)
        warden = s.battlefield(0, "Throne Warden")
        for _ in range(3):
            s.library(0, "Plains")
            s.library(1, "Plains")
        game = s.start("main2")
        become_monarch(game.state, monarch)
        pass_until(game, lambda g: g.state.step == "cleanup" or g.state.turn > 5)
        assert game.state.objects[warden].counters.get("+1/+1", 0) == counters


def test_monarch_renders_back_as_written(pool: CardPool) -> None:
    assert "you become the monarch" in render_card(pool.get("Regal Courtier")).lower()
    assert "Whenever you become the monarch" in render_card(pool.get("Crowned Lich"))
    assert "if you're the monarch" in render_card(pool.get("Throne Warden")).lower()
