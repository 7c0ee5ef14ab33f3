"""Tests of `cards.language.phrases.batch_trigger_events` and `rules.stack.batch_trigger_events`: batch triggers
(603.2c) on taps, blocks, permanents put into a graveyard, sacrifices and discards, each triggering once for a
group of events that happen together."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, BIG, card, to_blocks

DISCARDS = card("Test Archive {2}\nArtifact\nWhenever you discard one or more cards, you gain 1 life.")
TAPS = card("Test Drum {2}\nArtifact\nWhenever one or more creatures you control become tapped, you gain 1 life.")
WRECKAGE = card("Test Salvage {2}\nEnchantment\nWhenever one or more artifacts you control are put into a graveyard "
                "from the battlefield, you gain 1 life.")
OFFERINGS = card("Test Altar {2}\nEnchantment\nWhenever you sacrifice one or more permanents, you gain 1 life.")
BLOCKED = card("Test Banner {2}\nEnchantment\nWhenever one or more creatures you control become blocked, you gain 1 "
               "life.")
ROCK = card("Test Rock {1}\nArtifact")


def _cast(game, spell) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    resolve_stack(game)


def test_603_2c_discarding_two_cards_at_once_triggers_once() -> None:
    assert render(DISCARDS).splitlines()[-1] == "Whenever you discard one or more cards, you gain 1 life."
    s = Scenario()
    s.battlefield(0, DISCARDS)
    s.battlefield(0, "Swamp")
    spell = s.hand(0, card("Test Purge {B}\nSorcery\nDiscard two cards."))
    s.hand(0, BEAR)
    s.hand(0, BIG)
    game = s.start("main1")
    _cast(game, spell)
    assert len(game.state.zone("hand", 0)) == 0 and game.state.players[0].life == 21


def test_603_2c_attacking_with_two_creatures_taps_them_as_one_batch() -> None:
    assert render(TAPS).splitlines()[-1] == ("Whenever one or more creatures you control become tapped, you gain 1 "
                                             "life.")
    s = Scenario()
    s.battlefield(0, TAPS)
    a, b = s.battlefield(0, BEAR), s.battlefield(0, BEAR)
    game = s.start("main1")
    to_blocks(game, a, b)
    game.apply(("block_done",))
    resolve_stack(game)
    assert game.state.players[0].life == 21




def test_603_2c_sacrificing_two_permanents_at_once_triggers_once() -> None:
    assert render(OFFERINGS).splitlines()[-1] == "Whenever you sacrifice one or more permanents, you gain 1 life."
    s = Scenario()
    s.battlefield(0, OFFERINGS)
    s.battlefield(0, BEAR)
    s.battlefield(0, BIG)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    spell = s.hand(0, card("Test Toll {1}{B}\nSorcery\nEach player sacrifices two creatures."))
    game = s.start("main1")
    _cast(game, spell)
    assert game.state.players[0].life == 21
