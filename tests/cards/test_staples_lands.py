"""Land staples (data/cards/staples_lands.txt): each test plays the card's main ability in a scenario."""

from __future__ import annotations

from kitchentable.scenario import Scenario

from ..support import settle
from .staples_support import named, staples_pool

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


POOL = staples_pool("staples_lands.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL)


CYCLING_LANDS = [
    # name, mana it adds, basic lands that pay its cycling cost
    ("Drifting Meadow", "W", ["Plains", "Plains"]),
    ("Remote Isle", "U", ["Island", "Island"]),
    ("Polluted Mire", "B", ["Swamp", "Swamp"]),
    ("Smoldering Crater", "R", ["Mountain", "Mountain"]),
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
