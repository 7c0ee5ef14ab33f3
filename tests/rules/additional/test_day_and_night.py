"""Day and night (724) with daybound and nightbound (702.145): `rules.additional.day_and_night`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.additional.day_and_night import become, day_night
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, pass_until

WOLF = """
@layout transform
Village Howler {2}{G}
Creature — Human Werewolf 2/2
Daybound (If a player casts no spells during their own turn, it becomes night next turn.)
//
@color green
Howling Beast
Creature — Werewolf 4/4
Trample
Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)
"""
SHOCK = "Little Shock {R}\nInstant\nLittle Shock deals 1 damage to any target."


def card(text: str) -> CardDef:
    return compile_card(parse_text(text.strip() + "\n", "template")[0])


def scenario() -> Scenario:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 8)
    return s


def face(game: Any, oid: int) -> str:
    return chars(game.state, oid).name


def test_702_145d_a_daybound_permanent_entering_makes_it_day() -> None:
    s = scenario()
    s.many(0, "battlefield", ["Forest"] * 3)
    wolf = s.hand(0, card(WOLF))
    game = s.start("main1")
    assert day_night(game.state) is None
    game.apply(("cast", wolf))
    game.apply(("pay",))
    pass_until(game, lambda g: not g.state.stack_ids())
    assert day_night(game.state) == "day" and face(game, game.state.battlefield()[-1]) == "Village Howler"


def test_724_2a_a_turn_without_spells_makes_it_night_and_daybound_transforms() -> None:
    s = scenario()
    wolf = s.battlefield(0, card(WOLF))
    game = s.start("main1")
    become(game.state, "day")
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep")
    assert day_night(game.state) == "night" and face(game, wolf) == "Howling Beast"
    assert (chars(game.state, wolf).power, chars(game.state, wolf).toughness) == (4, 4)


def test_724_2b_two_spells_in_a_turn_make_it_day_and_nightbound_transforms() -> None:
    s = scenario()
    wolf = s.battlefield(0, card(WOLF))
    shocks = [s.hand(0, card(SHOCK)) for _ in range(2)]
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    become(game.state, "night")
    assert face(game, wolf) == "Howling Beast"
    for shock in shocks:
        game.apply(("cast", shock))
        game.apply(("target", ("player", 1)))
        game.apply(("pay",))
        pass_until(game, lambda g: not g.state.stack_ids())
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep")
    assert day_night(game.state) == "day" and face(game, wolf) == "Village Howler"


def test_724_2_one_spell_keeps_it_night() -> None:
    s = scenario()
    wolf = s.battlefield(0, card(WOLF))
    shock = s.hand(0, card(SHOCK))
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    become(game.state, "night")
    game.apply(("cast", shock))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep")
    assert day_night(game.state) == "night" and face(game, wolf) == "Howling Beast"


def test_702_145b_a_daybound_permanent_enters_transformed_at_night() -> None:
    s = scenario()
    s.many(0, "battlefield", ["Forest"] * 3)
    wolf = s.hand(0, card(WOLF))
    game = s.start("main1")
    become(game.state, "night")
    game.apply(("cast", wolf))
    game.apply(("pay",))
    pass_until(game, lambda g: not g.state.stack_ids())
    assert face(game, game.state.battlefield()[-1]) == "Howling Beast"


def test_702_145b_daybound_permanents_transform_only_by_daybound() -> None:
    from kitchentable.rules.additional.faces import transform

    s = scenario()
    wolf = s.battlefield(0, card(WOLF))
    game = s.start("main1")
    become(game.state, "day")
    assert not transform(game.state, wolf) and face(game, wolf) == "Village Howler"


def test_724_1_it_becomes_night_and_as_long_as_its_night() -> None:
    moon = card("Moon Call {1}{G}\nSorcery\nIt becomes night.")
    prowler = card("Night Prowler {2}{G}\nCreature — Wolf 2/2\nAs long as it's night, Night Prowler gets +2/+2.")
    s = scenario()
    wolf = s.battlefield(0, card(WOLF))
    beast = s.battlefield(0, prowler)
    s.many(0, "battlefield", ["Forest"] * 2)
    spell = s.hand(0, moon)
    game = s.start("main1")
    assert chars(game.state, beast).power == 2
    game.apply(("cast", spell))
    game.apply(("pay",))
    pass_until(game, lambda g: not g.state.stack_ids())
    assert day_night(game.state) == "night" and face(game, wolf) == "Howling Beast"
    assert chars(game.state, beast).power == 4
