""""As ~ enters, choose a color." (614.12) and the abilities that read the chosen color, each compiled from a
small card of our own and played in a scenario."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.compiler import compile_card
from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario

GRAIL = """Color Grail {2}
Artifact
As Color Grail enters the battlefield, choose a color.
{T}: Add one mana of the chosen color.
Creatures you control of the chosen color get +1/+1."""

PALADIN = """Chosen Paladin {2}{W}
Creature — Human Knight 2/2
As Chosen Paladin enters, choose a color.
Chosen Paladin has protection from the chosen color."""


def card(text: str) -> CardDef:
    return compile_card(parse_text(text.strip() + "\n", "template")[0])


def cast_choosing(text: str, color: str, what: str = "color") -> tuple[Any, int]:
    """Cast the card from seat 0's hand and choose `color` (or a creature type) as it enters; the game and
    the permanent."""
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    oid = s.hand(0, card(text))
    s.many(0, "battlefield", ["Plains"] * 3)
    s.battlefield(0, card("Red Bear {1}{R}\nCreature — Bear 2/2"))
    s.battlefield(0, card("Green Bear {1}{G}\nCreature — Bear 2/2"))
    s.hand(0, card("Red Cub {1}{R}\nCreature — Bear 1/1"))
    game = s.start("main1")
    game.apply(("cast", oid))
    game.apply(("pay",))
    for _ in range(10):
        if game.pending["kind"] == f"choose_{what}":
            game.apply((what, color))
            break
        game.apply(("pass",))
    else:
        raise AssertionError("no color asked")
    name = card(text).name
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == name)
    return game, new


def _by_name(game: Any, name: str) -> int:
    return next(o for o in game.state.battlefield() if game.state.objects[o].card.name == name)


def test_614_12_color_chosen_as_it_enters_is_read_by_mana_and_anthem() -> None:
    game, grail = cast_choosing(GRAIL, "R")
    st = game.state
    assert chars(st, _by_name(game, "Red Bear")).power == 3
    assert chars(st, _by_name(game, "Green Bear")).power == 2
    assert grail in st.battlefield()
    cub = next(o for o in st.zone("hand", 0) if st.objects[o].card.name == "Red Cub")
    game.apply(("cast", cub))  # the last Plains and the Grail's red mana pay {1}{R}
    game.apply(("pay",))
    assert st.objects[grail].tapped and cub not in st.zone("hand", 0)
    assert "Add one mana of the chosen color." in render(card(GRAIL))


def test_614_12_protection_from_the_chosen_color() -> None:
    game, paladin = cast_choosing(PALADIN, "B")
    assert "protection from black" in chars(game.state, paladin).keywords


def test_400_7_chosen_color_is_forgotten_when_the_permanent_leaves() -> None:
    from kitchentable.rules import events

    game, paladin = cast_choosing(PALADIN, "B")
    new = events.move(game.state, paladin, "hand")
    assert game.state.objects[new].card == card(PALADIN)
    assert not any(k.startswith("protection from black") for k in game.state.objects[new].card.keywords)


HERALD = """Type Herald {3}
Artifact
As Type Herald enters the battlefield, choose a creature type.
Creatures of the chosen type get +1/+1."""


def test_614_12_creature_type_chosen_as_it_enters() -> None:
    game, _herald = cast_choosing(HERALD, "Bear", what="type")
    st = game.state
    assert chars(st, _by_name(game, "Red Bear")).power == 3
    assert "As this enters, choose a creature type. (614.12)" in render(card(HERALD))


def test_614_12_its_enters_trigger_reads_the_choice() -> None:
    """The choice is made before the permanent enters, so its own "when ~ enters" ability sees it (614.12)."""
    scout = "Type Scout {3}\nArtifact\nAs Type Scout enters, choose a creature type.\n" \
            "When Type Scout enters, destroy all creatures of the chosen type."
    game, _scout = cast_choosing(scout, "Bear", what="type")
    for _ in range(10):
        if not game.state.stack_ids():
            break
        game.apply(("pass",))
    assert not [o for o in game.state.battlefield() if "Bear" in chars(game.state, o).subtypes]


SHOCK = """Shock Grove
Land — Swamp Forest
As Shock Grove enters the battlefield, you may pay 2 life. If you don't, Shock Grove enters the battlefield tapped."""


def test_614_12_pay_life_as_the_land_enters_or_it_enters_tapped() -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    paid = s.hand(0, card(SHOCK))
    game = s.start("main1")
    game.apply(("play_land", paid))
    assert game.pending["kind"] == "pay_life_as_enters"
    game.apply(("pay",))
    st = game.state
    land = next(o for o in st.battlefield() if st.objects[o].card.name == "Shock Grove")
    assert not st.objects[land].tapped and st.players[0].life == 18
    assert "As this enters, you may pay 2 life. If you don't, it enters tapped. (614.12)" in render(card(SHOCK))


def test_614_12_declining_to_pay_life_the_land_enters_tapped() -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    declined = s.hand(0, card(SHOCK))
    game = s.start("main1")
    game.apply(("play_land", declined))
    game.apply(("no",))
    st = game.state
    land = next(o for o in st.battlefield() if st.objects[o].card.name == "Shock Grove")
    assert st.objects[land].tapped and st.players[0].life == 20


def test_613_1d_it_is_the_chosen_type_in_addition_to_its_other_types() -> None:
    automaton = "Auto Test {3}\nArtifact Creature — Construct 2/2\nAs Auto Test enters, choose a creature type.\n" \
                "Auto Test is the chosen type in addition to its other types.\n" \
                "Other creatures you control of the chosen type get +1/+1."
    game, auto = cast_choosing(automaton, "Bear", what="type")
    st = game.state
    assert {"Construct", "Bear"} <= chars(st, auto).subtypes
    assert chars(st, auto).power == 2 and chars(st, _by_name(game, "Red Bear")).power == 3
