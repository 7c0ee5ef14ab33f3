"""Tests of `cards.language.phrases.total_power_conditions`: the formidable condition "if creatures you control have
total power 8 or greater" as a trigger's intervening "if" (603.4)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BIG, card

WARCRY = card("Test Warcry {2}{G}\nEnchantment\nAt the beginning of combat on your turn, if creatures you control have "
              "total power 8 or greater, you gain 5 life.")


def test_603_4_total_power_8_or_greater_at_the_beginning_of_combat() -> None:
    assert render(WARCRY).splitlines()[-1] == ("At the beginning of combat on your turn, if creatures you control have "
                                               "total power 8 or greater, you gain 5 life.")
    for oxen, life in ((1, 20), (2, 25)):  # 4 power, then 8
        s = Scenario()
        s.battlefield(0, WARCRY)
        for _ in range(oxen):
            s.battlefield(0, BIG)
        game = s.start("main1")
        while game.pending["kind"] != "declare_attackers" and game.state.step != "beginning_of_combat":
            game.apply(("pass",))
        answer_until_priority(game)
        resolve_stack(game)
        assert game.state.players[0].life == life


def test_603_4_if_there_are_no_zombies_on_the_battlefield_reads_as_printed() -> None:
    """Both wordings are one condition (none on the battlefield, whoever controls them); each reads as printed."""
    there = card("Test Sarcoma {B}\nEnchantment\nAt the beginning of your upkeep, if there are no Zombies on the "
                 "battlefield, Test Sarcoma deals 1 damage to you.")
    plain = card("Test Sarcomb {B}\nEnchantment\nAt the beginning of your upkeep, if no Zombies are on the "
                 "battlefield, Test Sarcomb deals 1 damage to you.")
    assert render(there).splitlines()[-1].startswith("At the beginning of your upkeep, if there are no Zombies on the "
                                                     "battlefield,")
    assert render(plain).splitlines()[-1].startswith("At the beginning of your upkeep, if no Zombies are on the "
                                                     "battlefield,")
    assert there.triggered[0].intervening_if.kind == plain.triggered[0].intervening_if.kind == "control_none"  # type: ignore[union-attr]
    s = Scenario()
    s.battlefield(0, there)
    game = s.start("upkeep")
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 19
