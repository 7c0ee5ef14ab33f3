"""Templates of branch cov (the 2017 database's most blocking phrases): each compiles a small card text of our
own in Oracle templating and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.test_templates import card

SCOUT = card("Test Scout {W}\nCreature — Human Soldier Ally 0/1\nWhenever Test Scout or another Ally enters "
             "under your control, you may put a +1/+1 counter on Test Scout.")
ALLY = card("Test Squire {1}{W}\nCreature — Kor Ally 1/1")
KNIGHT = card("Test Knight {1}{W}\nCreature — Human Knight 2/2")
RALLY = card("Test Herald {2}{R}\nCreature — Goblin Ally 1/1\nWhenever Test Herald or another Ally enters "
             "under your control, you may have Ally creatures you control gain haste until end of turn.")


def _cast_creature(game, oid: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", oid))
    answer_until_priority(game)


def test_603_6a_self_or_another_ally_enters() -> None:
    assert "Whenever this or another Ally permanent you control enters" in render(SCOUT)
    s = Scenario()
    scout = s.hand(0, SCOUT)
    squire = s.hand(0, ALLY)
    knight = s.hand(0, KNIGHT)
    s.many(0, "battlefield", ["Plains"] * 5)
    game = s.start("main1")
    _cast_creature(game, scout)
    resolve_stack(game)  # the Scout itself entering triggers it
    scout_now = next(o for o in game.state.battlefield() if game.state.objects[o].card is SCOUT)
    assert game.state.objects[scout_now].counters.get("+1/+1") == 1
    _cast_creature(game, squire)
    resolve_stack(game)
    assert game.state.objects[scout_now].counters.get("+1/+1") == 2
    _cast_creature(game, knight)  # not an Ally: no trigger
    resolve_stack(game)
    assert game.state.objects[scout_now].counters.get("+1/+1") == 2
    assert chars(game.state, scout_now).power == 2


def test_603_6a_an_opponents_ally_does_not_trigger_under_your_control() -> None:
    s = Scenario()
    scout = s.battlefield(0, SCOUT)
    squire = s.hand(1, ALLY)
    s.many(1, "battlefield", ["Plains"] * 2)
    game = s.start("main1", active=1)
    _cast_creature(game, squire)
    resolve_stack(game)
    assert not game.state.objects[scout].counters


def test_608_2d_you_may_have_allies_gain_haste() -> None:
    s = Scenario()
    herald = s.hand(0, RALLY)
    squire = s.battlefield(0, ALLY, sick=True)
    s.many(0, "battlefield", ["Mountain"] * 3)
    game = s.start("main1")
    _cast_creature(game, herald)
    resolve_stack(game)
    assert "haste" in chars(game.state, squire).keywords
