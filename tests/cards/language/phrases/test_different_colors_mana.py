"""Tests of `cards.language.phrases.different_colors_mana`: "Add two mana of different colors." adds N mana of N
distinct colors, chosen as the mana ability resolves (106.1, 605.3b) or as a spell resolves (608.2d). Card texts
of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.rules.errors import IllegalAction
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

PRISM = card("Test Prism {3}\nArtifact\n{T}: Add two mana of different colors.")
BEACON = card("Test Beacon\nLand\n{1}, {T}: Add two mana of different colors. Spend this mana only to cast "
              "planeswalker spells.")
RITUAL = card("Test Ritual {G}\nInstant\nAdd three mana of different colors.")


def _idle() -> Scenario:
    return Scenario(options={"idle_mana_abilities": True})


def test_106_1_two_mana_of_different_colors_offers_each_pair_of_distinct_colors() -> None:
    s = _idle()
    prism = s.battlefield(0, PRISM)
    game = s.start("main1")
    offered = {a[3] for a in game.legal_actions() if a[:3] == ("mana", prism, 0) and len(a) > 3}
    assert "UB" in offered and "RG" in offered
    assert not any(len(set(m)) < 2 for m in offered)  # never one color twice
    assert len(offered) == 9  # the ten pairs of five colors, the first (WU) is the plain action
    game.apply(("mana", prism, 0, "UB"))
    assert game.state.players[0].pool.amounts == {"U": 1, "B": 1}


def test_106_1_two_mana_of_the_same_color_is_refused() -> None:
    s = _idle()
    prism = s.battlefield(0, PRISM)
    game = s.start("main1")
    with pytest.raises(IllegalAction):
        game.apply(("mana", prism, 0, "GG"))
    assert not game.state.objects[prism].tapped


def test_605_3a_beacon_pays_its_mana_cost_then_adds_two_different_colors() -> None:
    s = _idle()
    plains = s.battlefield(0, "Plains")
    beacon = s.battlefield(0, BEACON)
    game = s.start("main1")
    assert not [a for a in game.legal_actions() if a[:3] == ("mana", beacon, 0)]  # nothing in the pool for {1}
    game.apply(("mana", plains, 0))
    offered = {a[3] for a in game.legal_actions() if a[:3] == ("mana", beacon, 0) and len(a) > 3}
    assert "RG" in offered and "WW" not in offered
    game.apply(("mana", beacon, 0, "RG"))
    pool = game.state.players[0].pool
    assert not pool.amounts  # the {1} paid; the new mana is kept apart for planeswalker spells (106.6)
    assert sorted((kind, n) for kind, n, _spells in pool.restricted) == [("G", 1), ("R", 1)]


def test_608_2d_spell_adding_mana_of_different_colors_asks_its_controller() -> None:
    s = Scenario()
    ritual = s.hand(0, RITUAL)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", ritual))
    while game.state.decision is not None and game.state.decision.kind != "choose_mana":
        opts = game.legal_actions()
        game.apply(("pay",) if ("pay",) in opts else opts[0] if opts[0] != ("pass",) else ("pass",))
    offered = {a[1] for a in game.legal_actions()}
    assert len(offered) == 10 and all(len(set(m)) == 3 for m in offered)  # five colors choose three
    game.apply(("mana", "WBG"))
    assert game.state.players[0].pool.amounts == {"W": 1, "B": 1, "G": 1}


@pytest.mark.parametrize("text", [
    "{T}: Add two mana of different colors.",
    "{T}: Add three mana of different colors.",
])
def test_106_1_different_colors_reads_as_printed(text: str) -> None:
    assert rules_text(card(f"Test Prism {{3}}\nArtifact\n{text}")) == [text]


def test_106_1_more_mana_of_different_colors_than_colors_is_refused() -> None:
    with pytest.raises(CardError):
        card("Test Prism {3}\nArtifact\n{T}: Add six mana of different colors.")
