"""Pool cards whose card file was not the real card (issue 24), each checked against its Oracle text in a
scenario: what the correction changed, and for Blightning, the Oracle behaviour its kept wording compiles to."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.pool import get_pool
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, pass_until, resolve_stack


def cast(game: Any, spell: int, *targets: Any) -> None:
    game.apply(("cast", spell))
    for t in targets:
        game.apply(("target", t))
    game.apply(("pay",))
    resolve_stack(game)


def test_pegasus_courser_gives_another_attacking_creature_flying() -> None:
    s = Scenario()
    courser = s.battlefield(0, "Pegasus Courser")
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", courser, ("player", 1)))
    game.apply(("attack", bears, ("player", 1)))
    game.apply(("attack_done",))
    assert ("target", courser) not in game.legal_actions()  # "another": not itself (115.5 is the spell's)
    game.apply(("target", bears))
    resolve_stack(game)
    assert "flying" in chars(game.state, bears).keywords


def test_snapping_sailback_has_flash_and_enrage_but_no_trample() -> None:
    sailback = get_pool().get("Snapping Sailback")
    assert "flash" in sailback.keywords and "trample" not in sailback.keywords
    s = Scenario()
    on_field = s.battlefield(0, "Snapping Sailback")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1", active=1)
    cast(game, bolt, on_field)
    assert game.state.objects[on_field].counters.get("+1/+1") == 1
    assert "trample" not in chars(game.state, on_field).keywords


def test_three_visits_puts_the_forest_onto_the_battlefield_untapped() -> None:
    s = Scenario()
    spell = s.hand(0, "Three Visits")
    paid = [s.battlefield(0, "Forest"), s.battlefield(0, "Forest")]
    forest = s.library(0, "Forest")
    s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((a for a in options if forest in a), options[0]))
    found = [o for o in game.state.battlefield() if o not in paid]
    assert [game.state.objects[o].card.name for o in found] == ["Forest"]
    assert not game.state.objects[found[0]].tapped


def test_felidar_retreat_creates_a_cat_beast() -> None:
    s = Scenario()
    s.battlefield(0, "Felidar Retreat")
    land = s.hand(0, "Plains")
    game = s.start("main1")
    game.apply(("play_land", land))
    game.apply(("modes", (0,)))
    resolve_stack(game)
    tokens = [o for o in game.state.battlefield() if game.state.objects[o].token]
    assert len(tokens) == 1
    c = chars(game.state, tokens[0])
    assert {"Cat", "Beast"} <= set(c.subtypes) and (c.power, c.toughness) == (2, 2)


def test_garruk_wildspeaker_plus_one_untaps_two_target_lands_not_up_to_two() -> None:
    s = Scenario()
    garruk = s.battlefield(0, "Garruk Wildspeaker")
    forests = [s.battlefield(0, "Forest", tapped=True) for _ in range(2)]
    game = s.start("main1")
    game.apply(("activate", garruk, 0))
    game.apply(("target", forests[0]))
    assert ("target_done",) not in game.legal_actions()  # exactly two targets (601.2c)
    game.apply(("target", forests[1]))
    assert not [a for a in game.legal_actions() if a[0] == "pay"]  # a loyalty cost asks no mana (601.2h)
    resolve_stack(game)
    assert [game.state.objects[f].tapped for f in forests] == [False, False]


@pytest.mark.parametrize("name", ["Smoldering Crater"])
def test_smoldering_crater_is_the_real_cycling_land(name: str) -> None:
    card = get_pool().get(name)
    assert card.type_line == "Land" and "Smoldering Crag" not in get_pool()


def test_kindred_cards_keep_their_creature_type() -> None:
    tarfire = get_pool().get("Tarfire")
    assert "Kindred" in tarfire.types and "Goblin" in tarfire.subtypes
    assert "Kindred" in get_pool().get("Bitterblossom").types


def test_blightning_at_a_planeswalker_makes_its_controller_discard() -> None:
    """Oracle: "That player or that planeswalker's controller discards two cards." The card file keeps "That
    player discards two cards." (the Oracle wording does not compile yet), which compiles to the same."""
    s = Scenario()
    spell = s.hand(0, "Blightning")
    for land in ("Swamp", "Mountain", "Mountain"):
        s.battlefield(0, land)
    jace = s.battlefield(1, "Jace Beleren", counters={"loyalty": 5})
    for _ in range(3):
        s.hand(1, "Island")
    game = s.start("main1")
    cast(game, spell, jace)
    assert game.state.objects[jace].counters["loyalty"] == 2
    assert len(game.state.zone("hand", 1)) == 1
