"""Tests of `rules.continuous.token_replacements` (614.1a, 616.1): replacements that add tokens to a creation
("those tokens plus an additional Treasure token", "plus that many 1/1 green Squirrel creature tokens") and
their order with the multipliers, chosen by the player creating the tokens."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

HOARDER = card("Test Hoarder {2}{R}\nCreature — Elemental 3/2\nIf you would create one or more Treasure tokens, "
               "instead create those tokens plus an additional Treasure token.")
SQUIRREL_LORD = card("Test Squirrel Lord {2}{G}\nCreature — Squirrel Warrior 3/3\nIf one or more tokens would be "
                     "created under your control, those tokens plus that many 1/1 green Squirrel creature tokens are "
                     "created instead.")
PROCESSION = card("Test Procession {3}{W}\nEnchantment\nIf an effect would create one or more tokens under your "
                  "control, it creates twice that many of those tokens instead.")
LOOT = card("Test Loot {R}\nSorcery\nCreate a Treasure token.")
MUSTER = card("Test Muster {1}{W}\nSorcery\nCreate two 1/1 white Soldier creature tokens.")


def _tokens(game: Any, seat: int) -> dict[str, int]:
    found: dict[str, int] = {}
    for o in game.state.battlefield():
        obj = game.state.objects[o]
        if obj.token and obj.controller == seat:
            key = next(iter(sorted(obj.card.subtypes)), obj.card.name)
            found[key] = found.get(key, 0) + 1
    return found


def _cast(game: Any, oid: int, order: list[int] | None = None) -> None:
    game.apply(("cast", oid))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    while game.pending["kind"] == "replacement_order":
        game.apply(("apply_first", order.pop(0)) if order else game.legal_actions()[0])
    resolve_stack(game)


def _game(spell: Any, *permanents: Any) -> tuple[Any, int, list[int]]:
    s = Scenario()
    s.many(0, "battlefield", ["Mountain", "Plains"])
    ids = [s.battlefield(0, p) for p in permanents]
    spell_id = s.hand(0, spell)
    s.battlefield(1, SQUIRREL_LORD)  # an opponent's replacement never applies to my tokens ("under your control")
    return s.start("main1"), spell_id, ids


def test_614_1a_an_additional_treasure_when_treasure_is_created() -> None:
    game, loot, _ = _game(LOOT, HOARDER)
    _cast(game, loot)
    assert _tokens(game, 0) == {"Treasure": 2}
    assert rules_text(HOARDER) == ["If you would create one or more Treasure tokens, instead create those tokens "
                                   "plus an additional Treasure token."]


def test_614_1a_the_additional_treasure_needs_treasure_being_created() -> None:
    game, muster, _ = _game(MUSTER, HOARDER)
    _cast(game, muster)
    assert _tokens(game, 0) == {"Soldier": 2}


def test_614_1a_that_many_squirrels_join_the_tokens_created() -> None:
    game, muster, _ = _game(MUSTER, SQUIRREL_LORD)
    _cast(game, muster)
    assert _tokens(game, 0) == {"Soldier": 2, "Squirrel": 2}
    assert rules_text(SQUIRREL_LORD) == ["If one or more tokens would be created under your control, those tokens "
                                         "plus that many 1/1 green Squirrel creature tokens are created instead."]


def test_616_1_the_creating_player_orders_an_additional_token_and_a_doubler() -> None:
    game, loot, (hoarder, procession) = _game(LOOT, HOARDER, PROCESSION)
    _cast(game, loot, [hoarder])  # the additional Treasure first, then doubled: 4
    assert _tokens(game, 0) == {"Treasure": 4}
    game, loot, (hoarder, procession) = _game(LOOT, HOARDER, PROCESSION)
    _cast(game, loot, [procession])  # doubled first, then one more: 3
    assert _tokens(game, 0) == {"Treasure": 3}


def test_616_1f_each_replacement_is_checked_again_after_another_applied() -> None:
    game, muster, (hoarder, lord) = _game(MUSTER, HOARDER, SQUIRREL_LORD)
    _cast(game, muster)  # Soldiers are no Treasure: only the Squirrels apply, no question asked
    assert _tokens(game, 0) == {"Soldier": 2, "Squirrel": 2}
