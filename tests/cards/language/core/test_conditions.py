"""Tests of `cards.language.core.conditions`: conditions (603.4, 608.2c, 611.2b). Each compiles a small card
text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.files.cardfile import parse_text
from kitchentable.cards.language.compile import compile_card
from kitchentable.rules.abilities import CardDef
from kitchentable.scenario import Scenario
from tests.cards.harness import drive


def _card(text: str) -> CardDef:
    (raw,) = parse_text(text)
    return compile_card(raw)


def _named(game: object, name: str, zone: str) -> list[int]:
    st = game.state  # type: ignore[attr-defined]
    return [o for (kind, _seat), ids in st.zones.items() if kind == zone for o in ids
            if st.objects[o].card.name == name]


_GALE = ("Gale {3}{U}\nLegendary Creature — Human Wizard 2/3\nWhen Gale enters, if you cast it, return target "
         "instant or sorcery card from your graveyard to your hand.")


def test_603_4_if_you_cast_it_triggers_for_a_cast_permanent_only() -> None:
    gale = _card(_GALE)
    s = Scenario(options={"idle_mana_abilities": True})
    s.graveyard(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Island"] * 4)
    card = s.hand(0, gale)
    game = s.start("main1")
    game.apply(("cast", card))
    drive(game, ["Lightning Bolt"])
    assert _named(game, "Lightning Bolt", "hand")
    s = Scenario()
    s.graveyard(0, "Lightning Bolt")
    game = s.start("main1")
    from kitchentable.rules import events

    oid = s.exile(0, gale)
    events.move(game.state, oid, "battlefield", to_seat=-1, mover=0)
    drive(game, [])
    assert _named(game, "Gale", "battlefield")  # put onto the battlefield, not cast: no trigger
    assert not game.state.pending_triggers and _named(game, "Lightning Bolt", "graveyard")


_DECREE = ("Test Decree {6}{U}{U}\nEnchantment\nWhenever an opponent casts a spell, counter that spell and put a "
           "depletion counter on Test Decree. If there are three or more depletion counters on Test Decree, "
           "sacrifice it.")


def test_608_2c_it_after_a_condition_on_this_is_this_not_the_triggering_spell() -> None:
    """"If there are three or more depletion counters on ~, sacrifice it": the condition names ~, so "it" is ~
    (the enchantment is sacrificed), not the spell the trigger is about."""
    s = Scenario()
    decree = s.battlefield(0, _card(_DECREE), counters={"depletion": 2})
    s.battlefield(1, "Mountain")
    bolt = s.hand(1, "Lightning Bolt")
    game = s.start("main1", active=1)
    game.apply(("cast", bolt))
    drive(game, ["me"])
    assert _named(game, "Lightning Bolt", "graveyard")
    assert _named(game, "Test Decree", "graveyard") and decree not in game.state.zones.get(("battlefield", -1), [])
    assert game.state.players[0].life == 20


_VERGE = ("Test Verge\nLand\n{T}: Add {B}.\n{T}: Add {R}. Activate only if you control a Swamp or a Mountain.")


def test_602_5b_verge_mana_only_while_you_control_either_land_type() -> None:
    verge = _card(_VERGE)
    for other, offered in ((None, False), ("Mountain", True), ("Swamp", True), ("Island", False)):
        s = Scenario(options={"idle_mana_abilities": True})
        land = s.battlefield(0, verge)
        if other is not None:
            s.battlefield(0, other)
        game = s.start("main1")
        actions = game.legal_actions()
        assert ("mana", land, 0) in actions
        assert (("mana", land, 1) in actions) is offered, other


def test_702_12b_indestructible_as_long_as_it_has_a_divinity_counter_on_it() -> None:
    from kitchentable.cards.render import render
    from kitchentable.rules.continuous.layers import chars
    from kitchentable.scenario import answer_until_priority, resolve_stack

    myojin = _card("Test Myojin {5}{W}{W}{W}\nLegendary Creature — Spirit 4/6\nThis creature has indestructible as "
                   "long as it has a divinity counter on it.\n")
    wrath = _card("Test Wrath {W}\nSorcery\nDestroy all creatures.\n")
    for counters in (1, 0):
        s = Scenario()
        spirit = s.battlefield(0, myojin, counters={"divinity": counters} if counters else None)
        spell = s.hand(0, wrath)
        s.battlefield(0, "Plains")
        game = s.start("main1")
        assert ("indestructible" in chars(game.state, spirit).keywords) == bool(counters)
        game.apply(("cast", spell))
        answer_until_priority(game)
        resolve_stack(game)
        assert (spirit in game.state.battlefield()) == bool(counters)
    assert "This has indestructible as long as it has a divinity counter on it." in render(myojin)
