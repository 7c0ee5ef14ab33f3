"""Tests of `cards.language.phrases.activation_cost_changes` and `rules.casting.activation_cost_changes`: static
abilities that change what other objects' activated abilities cost (601.2f by way of 602.2b; 605.3a for mana
abilities). Card texts of our own; each test sets up a board, activates, and checks the mana paid, and the render
reads as the text."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, settle

FAMILIAR = card("Test Familiar {2}{U}\nCreature — Human Wizard 1/1\nActivated abilities of creatures you control "
                "cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.")
PUMPER = card("Test Pumper {1}{G}\nCreature — Elf 1/1\n{3}{G}: Put a +1/+1 counter on this creature.")
CHEAP = card("Test Cheap {1}{G}\nCreature — Elf 1/1\n{2}: Put a +1/+1 counter on this creature.")
FIGHTER = card("Test Fighter Hall {1}{W}\nEnchantment\nEquip abilities you activate cost {1} less to activate.")
SWORD = card("Test Sword {1}\nArtifact — Equipment\nEquipped creature gets +2/+0.\nEquip {3}")
FIELD = card("Test Field {1}{W}\nEnchantment\nActivated abilities cost {2} more to activate unless they're mana "
             "abilities.")
TORTOISE = card("Test Tortoise {2}{G}{G}\nCreature — Turtle 3/3\nActivated abilities of lands you control cost {1} "
                "less to activate.")
FILTER = card("Test Filter Land\nLand\n{1}, {T}: Add {G}{G}.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _untapped(game: Any, seat: int = 0) -> int:
    st = game.state
    return sum(1 for o in st.battlefield() if not st.objects[o].tapped and st.objects[o].controller == seat
               and "Land" in st.objects[o].card.types)


def _board(*permanents: Any, lands: int, seat_of: dict[int, int] | None = None,
           idle_mana: bool = False) -> tuple[Any, list[int]]:
    s = Scenario(options={"idle_mana_abilities": True}) if idle_mana else Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    ids = [s.battlefield((seat_of or {}).get(i, 0), p) for i, p in enumerate(permanents)]
    s.many(0, "battlefield", ["Forest"] * lands)
    return s.start("main1"), ids


def _activate(game: Any, oid: int, index: int = 0, *answers: tuple[Any, ...]) -> None:
    game.apply(("activate", oid, index))
    for a in answers:
        game.apply(a)
    game.apply(("pay",))
    settle(game)


def test_602_2b_activated_abilities_of_creatures_you_control_cost_2_less() -> None:
    """{3}{G} becomes {1}{G}: two lands pay for the counter."""
    game, (_fam, pumper) = _board(FAMILIAR, PUMPER, lands=4)
    _activate(game, pumper)
    assert game.state.objects[pumper].counters.get("+1/+1") == 1
    assert _untapped(game) == 2


def test_601_2f_the_reduction_leaves_at_least_one_mana() -> None:
    """"This effect can't reduce the mana in that cost to less than one mana": {2} costs {1}, not {0}."""
    game, (_fam, cheap) = _board(FAMILIAR, CHEAP, lands=3)
    _activate(game, cheap)
    assert game.state.objects[cheap].counters.get("+1/+1") == 1
    assert _untapped(game) == 2


def test_602_2b_an_opponents_reduction_doesnt_change_your_costs() -> None:
    """"creatures you control" is read for the reduction's controller: the opponent's Familiar leaves {3}{G}."""
    game, (_fam, pumper) = _board(FAMILIAR, PUMPER, lands=4, seat_of={0: 1})
    _activate(game, pumper)
    assert _untapped(game) == 0


def test_602_2b_with_the_reduction_an_ability_is_offered_with_fewer_lands() -> None:
    game, (_fam, pumper) = _board(FAMILIAR, PUMPER, lands=2)
    assert ("activate", pumper, 0) in game.legal_actions()
    game, (pumper,) = _board(PUMPER, lands=2)
    assert ("activate", pumper, 0) not in game.legal_actions()  # {3}{G} with two lands (601.2g)


def test_702_6_equip_abilities_you_activate_cost_1_less() -> None:
    game, (_hall, sword, bear) = _board(FIGHTER, SWORD, BEAR, lands=3)
    _activate(game, sword, 0, ("target", bear))
    assert game.state.objects[sword].attached_to == bear
    assert _untapped(game) == 1  # Equip {3} paid as {2}


def test_601_2f_activated_abilities_cost_2_more_unless_mana_abilities() -> None:
    """Suppression Field's increase: the counter costs {5}{G} (six lands); the lands' mana abilities are
    untouched (the payment taps them for {G} each)."""
    game, (_field, pumper) = _board(FIELD, PUMPER, lands=6)
    _activate(game, pumper)
    assert game.state.objects[pumper].counters.get("+1/+1") == 1
    assert _untapped(game) == 0
    game, (_field, pumper) = _board(FIELD, PUMPER, lands=5)
    assert ("activate", pumper, 0) not in game.legal_actions()


def test_605_3a_a_lands_mana_ability_costs_1_less() -> None:
    """"Activated abilities of lands you control cost {1} less": the filter land's "{1}, {T}" is just {T}, so
    with {G} floating it adds {G}{G} and keeps the {G} (three in all, not two)."""
    game, (_tortoise, land) = _board(TORTOISE, FILTER, lands=1, idle_mana=True)
    forest = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Forest")
    game.apply(("mana", forest, 0))
    game.apply(next(o for o in game.legal_actions() if o[:3] == ("mana", land, 0)))
    assert game.state.players[0].pool.amounts.get("G") == 3


@pytest.mark.parametrize("text", [
    "Activated abilities of creatures you control cost {2} less to activate. This effect can't reduce the mana in "
    "that cost to less than one mana.",
    "Equip abilities you activate cost {1} less to activate.",
    "Abilities you activate that aren't mana abilities cost {2} less to activate. This effect can't reduce the mana "
    "in that cost to less than one mana.",
    "Activated abilities cost {2} more to activate unless they're mana abilities.",
    "Activated abilities of lands you control cost {1} less to activate.",
    "Activated abilities of creatures cost {1} less to activate.",
])
def test_activation_cost_changes_render_as_printed(text: str) -> None:
    rendered = render(card(f"Test Static {{2}}\nEnchantment\n{text}"))
    assert text in rendered


POWER = card("Test Power {U}{U}\nEnchantment — Aura\nEnchant artifact\nEnchanted artifact's activated abilities cost "
             "{2} less to activate. This effect can't reduce the mana in that cost to less than one mana.")
ENGINE = card("Test Engine {2}\nArtifact\n{3}, {T}: You gain 2 life.")
FLUCT = card("Test Fluct {2}\nArtifact\nCycling abilities you activate cost up to {2} less to activate.")
CYCLER = card("Test Cycler {4}{U}\nSorcery\nDraw three cards.\nCycling {2}")


def test_602_2b_enchanted_artifacts_abilities_cost_2_less() -> None:
    """The Aura's reduction applies to the artifact it enchants only: {3} becomes {1}."""
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    engine = s.battlefield(0, ENGINE)
    other = s.battlefield(0, ENGINE)
    s.battlefield(0, POWER, attached_to=engine)
    s.many(0, "battlefield", ["Forest"] * 4)
    game = s.start("main1")
    _activate(game, engine)
    assert game.state.players[0].life == 22
    assert _untapped(game) == 3
    _activate(game, other)
    assert game.state.players[0].life == 24
    assert _untapped(game) == 0


def test_702_29_cycling_abilities_you_activate_cost_up_to_2_less() -> None:
    """Cycling {2} costs nothing: the card is cycled with no land tapped (the most the reduction may take off)."""
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    s.battlefield(0, FLUCT)
    cycler = s.hand(0, CYCLER)
    game = s.start("main1")
    game.apply(("activate", cycler, 0))
    if ("pay",) in game.legal_actions():
        game.apply(("pay",))  # a payment of nothing, if the engine asks for it at all
    settle(game)
    st = game.state
    assert cycler not in st.zones.get(("hand", 0), ())
    assert len(st.zones.get(("hand", 0), ())) == 1


def test_2017_wordings_of_the_one_mana_floor_read_in_todays_words() -> None:
    """Heartstone's and Training Grounds' printed words of 2017 are today's Oracle words after import."""
    from kitchentable.cards.wording import apply_updates

    old = ("Activated abilities of creatures you control cost up to {2} less to activate. This effect can't reduce "
           "the amount of mana an ability costs to activate to less than one mana.")
    assert apply_updates(old) == ("Activated abilities of creatures you control cost {2} less to activate. This "
                                  "effect can't reduce the mana in that cost to less than one mana.")
