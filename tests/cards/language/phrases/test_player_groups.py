"""Tests of `cards.language.phrases.player_groups` and `rules.concepts.player_groups`: "each player who controls
the most lands sacrifices two lands." (608.2h: the group is decided as the ability resolves; players tied for the
most are all in it). Cards of our own words; checked in a scenario and rendered as their text."""

from __future__ import annotations

from kitchentable.cards.render import render
from tests.rules.keyword_support import attack, card, lands, named, scenario, settle

HELLION = card("Test Hellion {4}{R}{R}\nCreature — Hellion 7/4\nHaste\nWhenever Test Hellion attacks, each player who "
               "controls the most lands sacrifices two lands.")
LEVELER = card("Test Leveler {2}{B}\nSorcery\nEach player who controls the most creatures sacrifices a creature.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _lands(game: object, seat: int) -> int:
    st = game.state  # type: ignore[attr-defined]
    return sum(1 for o in st.battlefield() if st.objects[o].controller == seat and "Land" in st.objects[o].card.types)


def test_608_2h_each_player_who_controls_the_most_lands_sacrifices() -> None:
    for mine, theirs, after in ((3, 5, (3, 3)), (5, 3, (3, 3)), (4, 4, (2, 2))):
        s = scenario()
        lands(s, 0, mine, "Mountain")
        lands(s, 1, theirs, "Forest")
        hellion = s.battlefield(0, HELLION)
        game = s.start("main1")
        attack(game, hellion)
        settle(game)
        assert (_lands(game, 0), _lands(game, 1)) == after, (mine, theirs)
    assert "Whenever this attacks, each player who controls the most lands sacrifices two lands." in render(HELLION)


def test_608_2h_each_player_who_controls_the_most_creatures_counted_as_it_resolves() -> None:
    s = scenario()
    lands(s, 0, 3, "Swamp")
    s.battlefield(0, BEAR)
    s.battlefield(1, BEAR)
    s.battlefield(1, BEAR)
    s.hand(0, LEVELER)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Leveler", "hand")[0]))
    settle(game)
    bears = [game.state.objects[o].controller for o in named(game, "Test Bear")]
    assert sorted(bears) == [0, 1]
    assert "Each player who controls the most creatures sacrifices a creature." in render(LEVELER)


def test_122_1f_each_opponent_with_enough_poison_counters_is_in_the_group() -> None:
    from kitchentable.cards.render import render
    from kitchentable.scenario import Scenario, resolve_stack
    from tests.cards.card_text import card

    blight = card("Test Blight {1}{B}\nSorcery\nEach opponent who has three or more poison counters loses 4 life.")
    assert render(blight).splitlines()[-1] == ("Each opponent who has three or more poison counters loses 4 "
                                               "life.")
    s = Scenario(players=3)
    spell = s.hand(0, blight)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    game = s.start("main1")
    game.state.players[0].poison = 5  # the caster is no opponent of theirs
    game.state.players[1].poison = 3
    game.state.players[2].poison = 2
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve_stack(game)
    assert [p.life for p in game.state.players] == [20, 16, 20]
