"""Tests of `cards.language.ability_mana` and the abilities part of `rules.concepts.restricted_mana`
(106.6): mana that may be spent only to activate abilities (of some kind of source), or to cast some spells or
activate abilities of that kind, pays for those and for nothing else. Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.rules.abilities import SpendRestriction
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

HAWKER = card("Test Hawker {3}\nArtifact Creature — Construct 2/4\n{T}: Add {C}{C}. Spend this mana only to "
              "activate abilities.")
ENGINEER = card("Test Engineer {1}{U}\nCreature — Vedalken Artificer 1/1\n{T}: Add {C}{C}. Spend this mana only to "
                "cast artifact spells or activate abilities of artifacts.")
BEYOND = card("Test Beyond\nLand\n{T}: Add one mana of any color. Spend this mana only to cast an Elemental spell or "
              "activate an ability of an Elemental.")
LAMP = card("Test Lamp {1}\nArtifact\n{2}, {T}: Draw a card.")
SAGE = card("Test Sage {1}{U}\nCreature — Human Wizard 1/1\n{2}, {T}: Draw a card.")
STUDY = card("Test Study {2}\nSorcery\nDraw a card.")
GEAR = card("Test Gear {2}\nArtifact\nWhen Test Gear enters, draw a card.")


def _board(source: Any, *others: Any) -> tuple[Any, int, list[int], list[int]]:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 6)
    mana = s.battlefield(0, source)
    permanents = [s.battlefield(0, c) for c in others if "Sorcery" not in c.types and c is not GEAR]
    hand = [s.hand(0, c) for c in others if "Sorcery" in c.types or c is GEAR]
    return s.start("main1"), mana, permanents, hand


def _payable(game: Any, action: tuple[Any, ...]) -> bool:
    if action not in game.legal_actions():
        return False
    game.apply(action)
    while game.pending["kind"] != "priority" and ("pay",) not in game.legal_actions():
        game.apply(game.legal_actions()[0])
    return ("pay",) in game.legal_actions()


def test_106_6_mana_only_for_abilities_pays_an_activated_ability() -> None:
    game, _hawker, (lamp,), _hand = _board(HAWKER, LAMP)
    assert _payable(game, ("activate", lamp, 0))
    game.apply(("pay",))
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == 1
    assert rules_text(HAWKER) == ["{T}: Add {C}{C}. Spend this mana only to activate abilities."]


def test_106_6_mana_only_for_abilities_doesnt_pay_for_a_spell() -> None:
    game, _hawker, _perms, (study,) = _board(HAWKER, STUDY)
    assert not _payable(game, ("cast", study))


def test_106_6_artifact_mana_pays_artifact_spells_and_artifact_abilities_only() -> None:
    game, _engineer, (lamp, sage), (gear,) = _board(ENGINEER, LAMP, SAGE, GEAR)
    assert not _payable(game, ("activate", sage, 0))  # a Human Wizard's ability: not an artifact's
    game, _engineer, (lamp, sage), (gear,) = _board(ENGINEER, LAMP, SAGE, GEAR)
    assert _payable(game, ("activate", lamp, 0))
    game, _engineer, (lamp, sage), (gear,) = _board(ENGINEER, LAMP, SAGE, GEAR)
    assert _payable(game, ("cast", gear))
    assert rules_text(ENGINEER) == ["{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate "
                                    "abilities of artifacts."]


def test_106_6_the_singular_wording_is_kept() -> None:
    only = BEYOND.activated[0].effect.modes[0].effects[0].only_for
    assert isinstance(only, SpendRestriction) and only.abilities is not None and "Elemental" in only.abilities.subtypes
    assert rules_text(BEYOND) == ["{T}: Add one mana of any color. Spend this mana only to cast an Elemental spell or "
                                  "activate an ability of an Elemental."]
