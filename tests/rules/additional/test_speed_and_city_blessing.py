"""Speed (702.178-179: "Start your engines!", max speed) and the city's blessing (702.131, ascend), each
compiled from a small card of our own and played in a scenario.
"""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, named, scenario, settle

# --- start your engines! and max speed (702.178-179) ------------------------------------------------------------------

SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")

SPEEDSTER = card("Speedster {1}{R}\nCreature — Human 2/1\nStart your engines!\nMax speed — This creature gets +2/+0.")


def test_702_179_speed_starts_at_one_and_rises_once_each_turn_an_opponent_loses_life() -> None:
    from kitchentable.rules.additional.speed_and_city_blessing import speed

    s = scenario()
    oid = s.hand(0, SPEEDSTER)
    s.hand(0, SHOCK)
    s.hand(0, SHOCK)
    lands(s, 0, 4)
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    settle(game)
    assert speed(game.state, 0) == 1
    for shock in named(game, "Test Shock", "hand"):
        game.apply(("cast", shock))
        game.apply(("target", ("player", 1)))
        game.apply(("pay",))
        settle(game)
    assert speed(game.state, 0) == 2  # only once each turn
    assert speed(game.state, 1) == 0


def test_702_178_max_speed_ability_works_only_at_speed_four() -> None:
    from kitchentable.rules.additional.speed_and_city_blessing import SPEED

    s = scenario()
    oid = s.battlefield(0, SPEEDSTER)
    game = s.start("main1")
    game.state.delayed = [(SPEED, 0, 3)]
    game.state.cache.clear()
    assert chars(game.state, oid).power == 2
    game.state.delayed = [(SPEED, 0, 4)]
    game.state.cache.clear()
    assert chars(game.state, oid).power == 4


# --- ascend (702.131) --------------------------------------------------------------------------------------------------

ASCENDER = card("Ascending Cat {1}{W}\nCreature — Cat 2/2\nAscend\n"
                "This creature gets +2/+2 as long as you have the city's blessing.")


def test_702_131_ascend_gives_the_blessing_at_ten_permanents_for_the_rest_of_the_game() -> None:
    s = scenario()
    cat = s.hand(0, ASCENDER)
    lands(s, 0, 8, "Plains")
    game = s.start("main1")
    game.apply(("cast", cat))
    game.apply(("pay",))
    settle(game)
    (oid,) = named(game, "Ascending Cat")
    assert chars(game.state, oid).power == 2  # nine permanents
    s2 = scenario()
    cat2 = s2.hand(0, ASCENDER)
    lands(s2, 0, 9, "Plains")
    game2 = s2.start("main1")
    game2.apply(("cast", cat2))
    game2.apply(("pay",))
    settle(game2)
    (oid2,) = named(game2, "Ascending Cat")
    assert chars(game2.state, oid2).power == 4  # ten permanents
    from kitchentable.rules import events

    for land in named(game2, "Plains")[:5]:
        events.sacrifice(game2.state, land)
    assert chars(game2.state, oid2).power == 4  # the blessing stays (702.131c)
