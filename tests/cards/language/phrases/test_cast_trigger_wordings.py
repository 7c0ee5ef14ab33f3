"""Tests of `cards.language.phrases.cast_trigger_wordings` and `rules.casting.cast_triggers_by_turn`: cast triggers
said with "when" (603.2) and "whenever you cast a spell during an opponent's turn" (601.2i)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

OPAL = card("Test Opal {W}\nEnchantment\nWhen an opponent casts a creature spell, if Test Opal is an enchantment, "
            "Test Opal becomes a 2/2 Soldier creature.")
SKIRGE = card("Test Skirge {B}{B}\nCreature — Imp 3/2\nFlying\nWhen you cast a creature spell, sacrifice Test "
              "Skirge.")
CUTTHROAT = card("Test Cutthroat {1}{U}\nCreature — Merfolk Pirate 2/1\nFlash\nWhenever you cast a spell during an "
                 "opponent's turn, put a +1/+1 counter on Test Cutthroat.")
SHOCK = card("Test Jolt {R}\nInstant\nYou gain 1 life.")


def _cast(game, spell) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    answer_until_priority(game)
    resolve_stack(game)


def test_603_2_when_an_opponent_casts_a_creature_spell_is_a_cast_trigger() -> None:
    assert render(OPAL).splitlines()[-1] == ("When an opponent casts a creature spell, if this is an enchantment, "
                                             "this becomes a 2/2 Soldier creature.")
    s = Scenario()
    opal = s.battlefield(0, OPAL)
    s.many(1, "battlefield", ["Forest", "Forest"])
    bear = s.hand(1, BEAR)
    game = s.start("main1", active=1)
    _cast(game, bear)
    c = chars(game.state, opal)
    assert "Creature" in c.types and c.power == 2


def test_603_2_when_you_cast_a_creature_spell_sacrifice_it() -> None:
    assert render(SKIRGE).splitlines()[-2] == "When you cast a creature spell, sacrifice this."
    s = Scenario()
    s.battlefield(0, SKIRGE)
    s.many(0, "battlefield", ["Forest", "Forest"])
    bear = s.hand(0, BEAR)
    game = s.start("main1")
    _cast(game, bear)
    names = [game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)]
    assert "Test Skirge" in names


def test_601_2i_a_spell_cast_during_an_opponents_turn_triggers_only_then() -> None:
    assert render(CUTTHROAT).splitlines()[-2] == ("Whenever you cast a spell during an opponent's turn, put a +1/+1 "
                                                  "counter on this.")
    s = Scenario()
    cutthroat = s.battlefield(0, CUTTHROAT)
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    first, second = s.hand(0, SHOCK), s.hand(0, SHOCK)
    game = s.start("main1")
    _cast(game, first)
    assert chars(game.state, cutthroat).power == 2  # its controller's own turn
    s = Scenario()
    cutthroat = s.battlefield(0, CUTTHROAT)
    s.many(0, "battlefield", ["Mountain"])
    second = s.hand(0, SHOCK)
    game = s.start("main1", active=1)
    game.apply(("pass",))  # the active player passes priority to player 0
    _cast(game, second)
    assert chars(game.state, cutthroat).power == 3
