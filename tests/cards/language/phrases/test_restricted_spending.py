"""Tests of `cards.language.phrases.restricted_spending`: the Powerstone token and mana that "can't be spent to cast
a nonartifact spell" (106.6, 111.10). Each compiles a small card text of our own and plays it."""

from __future__ import annotations

from kitchentable.cards.language.tokens import named_token
from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

ELF = card("Test Sprout Elf {1}\nCreature — Elf 1/1")
TRINKET = card("Test Brass Trinket {1}\nArtifact")
IDOL = card("Test Life Idol {0}\nArtifact\n{1}: You gain 1 life.")
MINER = card("Test Stone Miner {1}\nArtifact\nWhen this artifact enters, create a tapped Powerstone token.")


def _start(*hand: object) -> tuple[object, list[int], list[int]]:
    s = Scenario()
    stone = s.battlefield(0, named_token("powerstone"))
    idol = s.battlefield(0, IDOL)
    cards = [s.hand(0, c) for c in hand]
    game = s.start("main1")
    return game, [stone, idol], cards


def _can_pay(game: object) -> bool:
    """Whether the pending payment can be made: the automatic payment is offered."""
    return ("pay",) in game.legal_actions()  # type: ignore[attr-defined]


def test_106_6_powerstone_mana_cannot_pay_for_a_nonartifact_spell() -> None:
    assert rules_text(named_token("powerstone")) == ["{T}: Add {C}. This mana can't be spent to cast a nonartifact "
                                                     "spell."]
    game, (stone, _idol), (elf,) = _start(ELF)
    game.apply(("cast", elf))  # type: ignore[attr-defined]
    assert not _can_pay(game)
    game.apply(("mana", stone, 0))  # type: ignore[attr-defined]  # its mana is made, but kept apart (106.6)
    assert not _can_pay(game) and ("cancel",) in game.legal_actions()  # type: ignore[attr-defined]
    assert game.state.players[0].pool.restricted  # type: ignore[attr-defined]


def test_106_6_powerstone_mana_pays_for_an_artifact_spell() -> None:
    game, (stone, _idol), (trinket,) = _start(TRINKET)
    game.apply(("cast", trinket))  # type: ignore[attr-defined]
    assert _can_pay(game)
    game.apply(("pay",))  # type: ignore[attr-defined]
    assert game.state.objects[stone].tapped  # type: ignore[attr-defined]


def test_106_6_powerstone_mana_pays_for_an_activated_ability() -> None:
    game, (stone, idol), _ = _start()
    game.apply(("activate", idol, 0))  # type: ignore[attr-defined]
    answer_until_priority(game)  # type: ignore[arg-type]
    resolve_stack(game)  # type: ignore[arg-type]
    assert game.state.objects[stone].tapped and game.state.players[0].life == 21  # type: ignore[attr-defined]


def test_111_10_create_a_tapped_powerstone_token() -> None:
    assert rules_text(MINER) == ["When this enters, create a tapped Powerstone token."]
    s = Scenario()
    miner = s.hand(0, MINER)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", miner))
    answer_until_priority(game)
    resolve_stack(game)
    stones = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Powerstone"]
    assert len(stones) == 1 and game.state.objects[stones[0]].tapped
