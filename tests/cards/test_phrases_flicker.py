"""Older trigger wordings the flicker branch reads: "when ~ deals combat damage to a player" is the same
triggered ability as "whenever ~ deals combat damage to a player" (603.2; the rules don't distinguish the
two words for an event that can happen more than once)."""

from __future__ import annotations

from kitchentable.cards.compiler import compile_card
from kitchentable.cards.files.cardfile import parse_text
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


def test_205_3_non_subtype_adjective_leaves_that_subtype_out() -> None:
    """Restoration Angel's "target non-Angel creature you control": an Angel is not a legal target."""
    from kitchentable.rules.state import BATTLEFIELD

    angel = _card("Sky Warden {3}{W}\nCreature — Angel 3/4\nFlash\nWhen Sky Warden enters the battlefield, you may "
                  "exile target non-Angel creature you control, then return that card to the battlefield under "
                  "your control.")
    (spec,) = angel.triggered[0].effect.modes[0].targets  # type: ignore[union-attr]
    assert spec.filter.not_subtypes == frozenset({"Angel"})
    s = Scenario(options={"idle_mana_abilities": True})
    other = s.battlefield(0, _card("Old Angel {2}{W}\nCreature — Angel 2/2"))
    bird = s.battlefield(0, _card(OLD))
    s.many(0, "battlefield", ["Plains"] * 4)
    warden = s.hand(0, angel)
    game = s.start("main1")
    game.apply(("cast", warden))
    seen: set[int] = set()
    for _ in range(60):
        pending = game.pending
        assert pending is not None
        if pending["kind"] == "choose_target":
            seen |= {o[1] for o in game.legal_actions() if len(o) > 1 and isinstance(o[1], int)}
        if pending["kind"] == "priority" and not game.state.stack_ids():
            break
        acts = [a for a in game.legal_actions() if a not in {("no",), ("cancel",)}]
        game.apply(("pass",) if pending["kind"] == "priority" else acts[0])
    assert bird in seen and other not in seen
    assert bird not in game.state.objects  # flickered: a new object (400.7)
    assert [o for o in game.state.objects.values() if o.card.name == "Raid Hawk" and o.zone[0] == BATTLEFIELD]


def test_122_1_target_creature_that_has_a_counter_on_it() -> None:
    """Triad of Fates: "exile target creature that has a fate counter on it, then return it ..." is the
    same target restriction as "with a fate counter on it"."""
    triad = _card("Fate Keeper {2}{W}{B}\nCreature — Human Wizard 3/3\n{W}, {T}: Exile target creature that has a "
                  "fate counter on it, then return it to the battlefield under its owner's control.")
    (spec,) = triad.activated[0].effect.modes[0].targets  # type: ignore[union-attr]
    assert spec.filter.with_counter == "fate"
    assert [e.kind for e in triad.activated[0].effect.modes[0].effects] == ["exile", "return_to_battlefield"]  # type: ignore[union-attr]
