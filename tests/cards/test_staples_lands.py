"""Land staples (data/cards/staples_lands.txt): each test plays the card's main ability in a scenario."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kitchentable.cards.cardfile import parse_file, parse_text
from kitchentable.cards.compiler import compile_card
from kitchentable.cards.pool import CARD_DIR, CardPool
from kitchentable.scenario import Scenario

# Plain cards the scenarios need beside the staples (compiled here so a card file someone else is editing
# cannot break these tests).
SUPPORT = """
Grizzly Bears {1}{G}
Creature — Bear 2/2

Hill Giant {3}{R}
Creature — Giant 3/3

Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.
"""


def staples_pool(file: str) -> CardPool:
    pool = CardPool()
    for path in (CARD_DIR / "basic_lands.txt", CARD_DIR / file):
        for raw in parse_file(Path(path)):
            pool.add(compile_card(raw), raw.file, raw.line)
    for raw in parse_text(SUPPORT, "support"):
        pool.add(compile_card(raw))
    return pool


POOL = staples_pool("staples_lands.txt")


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def settle(game: Any, choose: Any = None) -> None:
    """Pass priority until the stack and pending triggers are empty; answer other decisions with `choose`."""
    for _ in range(50):
        pending = game.pending
        if pending["kind"] == "priority":
            if not game.state.stack_ids() and not game.state.pending_triggers:
                return
            game.apply(("pass",))
        else:
            options = game.legal_actions()
            game.apply(choose(pending, options) if choose else options[0])


def named(game: Any, name: str, seat: int | None = None) -> list[int]:
    return [o for o in game.state.battlefield() if game.state.objects[o].card.name == name
            and (seat is None or game.state.objects[o].controller == seat)]


CYCLING_LANDS = [
    # name, mana it adds, basic lands that pay its cycling cost
    ("Drifting Meadow", "W", ["Plains", "Plains"]),
    ("Remote Isle", "U", ["Island", "Island"]),
    ("Polluted Mire", "B", ["Swamp", "Swamp"]),
    ("Smoldering Crag", "R", ["Mountain", "Mountain"]),
    ("Slippery Karst", "G", ["Forest", "Forest"]),
    ("Secluded Steppe", "W", ["Plains"]),
    ("Lonely Sandbar", "U", ["Island"]),
    ("Barren Moor", "B", ["Swamp"]),
    ("Forgotten Cave", "R", ["Mountain"]),
    ("Tranquil Thicket", "G", ["Forest"]),
]


def test_cycling_lands_enter_tapped_and_tap_for_their_color() -> None:
    for name, color, _cost in CYCLING_LANDS:
        s = Scenario(pool=POOL, options={"idle_mana_abilities": True})
        land = s.hand(0, name)
        untapped = s.battlefield(0, name)
        game = s.start("main1")
        game.apply(("play_land", land))
        played = [o for o in named(game, name, 0) if o != untapped]
        assert len(played) == 1 and game.state.objects[played[0]].tapped, name
        game.apply(("mana", untapped, 0))
        assert game.state.players[0].pool.amounts == {color: 1}, name


def test_cycling_lands_cycle_for_their_cost() -> None:
    for name, _color, cost in CYCLING_LANDS:
        s = scenario()
        land = s.hand(0, name)
        s.many(0, "battlefield", cost[:-1])
        s.library(0, "Hill Giant")
        game = s.start("main1")
        assert ("activate", land, 1) not in game.legal_actions(), name
        s = scenario()
        land = s.hand(0, name)
        s.many(0, "battlefield", cost)
        s.library(0, "Hill Giant")
        game = s.start("main1")
        game.apply(("activate", land, 1))
        game.apply(("pay",))
        settle(game)
        assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Hill Giant"], name
        assert [game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)] == [name]
