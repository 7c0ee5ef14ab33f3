"""Older trigger wordings the flicker branch reads: "when ~ deals combat damage to a player" is the same
triggered ability as "whenever ~ deals combat damage to a player" (603.2; the rules don't distinguish the
two words for an event that can happen more than once)."""

from __future__ import annotations

from kitchentable.cards.cardfile import parse_text
from kitchentable.cards.compiler import compile_card
from kitchentable.rules.abilities import CardDef
from kitchentable.scenario import Scenario


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


OLD = "Raid Hawk {1}{B}\nCreature — Bird 2/2\nWhen Raid Hawk deals combat damage to a player, you gain 3 life."
NEW = "Raid Hawk {1}{B}\nCreature — Bird 2/2\nWhenever Raid Hawk deals combat damage to a player, you gain 3 life."


def test_603_2_when_deals_combat_damage_is_the_whenever_trigger() -> None:
    (old,), (new,) = _card(OLD).triggered, _card(NEW).triggered
    assert old.trigger == new.trigger and old.trigger.event == "deals_combat_damage_to_player"
    assert old.effect == new.effect and old.intervening_if == new.intervening_if


def test_510_2_when_deals_combat_damage_to_a_player_triggers_on_combat_damage() -> None:
    s = Scenario()
    hawk = s.battlefield(0, _card(OLD))
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", hawk, ("player", 1)))
    game.apply(("attack_done",))
    while game.state.step != "main2":
        game.apply(game.legal_actions()[-1] if game.pending["kind"] == "declare_blockers" else ("pass",))
    assert game.state.players[1].life == 18
    assert game.state.players[0].life == 23
