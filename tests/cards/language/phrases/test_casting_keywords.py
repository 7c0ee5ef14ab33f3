"""Tests of `cards.language.phrases.casting_keywords`: keywords that change how a spell is cast (601.2b, 702).
Each compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

LANCER = card("Test Lancer {2}{W}\nCreature — Human Knight 2/2\nKicker {2}{W}\nIf Test Lancer was kicked, it "
              "enters with two +1/+1 counters on it and with first strike.")


def _cast_lancer(kick: bool) -> tuple[object, int]:
    s = Scenario()
    lancer = s.hand(0, LANCER)
    s.many(0, "battlefield", ["Plains"] * 6)
    game = s.start("main1")
    game.apply(("cast", lancer))
    if kick:
        game.apply(("cost", "kicker", 0))
    answer_until_priority(game)
    resolve_stack(game)
    new = next(o for o in game.state.battlefield() if game.state.objects[o].card is LANCER)
    return game, new


def test_702_33d_if_it_was_kicked_it_enters_with_counters_and_a_keyword() -> None:
    game, lancer = _cast_lancer(kick=True)
    c = chars(game.state, lancer)  # type: ignore[attr-defined]
    assert (c.power, c.toughness) == (4, 4) and "first strike" in c.keywords
    game, lancer = _cast_lancer(kick=False)
    c = chars(game.state, lancer)  # type: ignore[attr-defined]
    assert (c.power, c.toughness) == (2, 2) and "first strike" not in c.keywords


SURGE = card("Test Surge {1}{G}\nSorcery\nKicker {2}\nTest Surge deals 1 damage to each creature with flying and each "
             "player. If this spell was kicked, it deals 4 damage to each creature with flying and each player "
             "instead.")


def _cast_surge(kick: bool) -> tuple[object, int]:
    s = Scenario()
    surge = s.hand(0, SURGE)
    s.many(0, "battlefield", ["Forest"] * 4)
    drake = s.battlefield(1, card("Test Drake {3}{U}\nCreature — Drake 2/5\nFlying"))
    game = s.start("main1")
    game.apply(("cast", surge))
    if kick:
        game.apply(("cost", "kicker", 0))
    answer_until_priority(game)
    resolve_stack(game)
    return game, drake


def test_614_1a_kicked_damage_instead_replaces_the_damage_to_each_flyer_and_each_player() -> None:
    """Canopy Surge's template: kicked, 4 damage to each creature with flying *and* each player replaces both
    halves of the 1 damage (it dealt 1 to flyers and 4 to players when only the last half was replaced)."""
    game, drake = _cast_surge(kick=True)
    assert [p.life for p in game.state.players] == [16, 16]  # type: ignore[attr-defined]
    assert game.state.objects[drake].damage == 4  # type: ignore[attr-defined]
    game, drake = _cast_surge(kick=False)
    assert [p.life for p in game.state.players] == [19, 19]  # type: ignore[attr-defined]
    assert game.state.objects[drake].damage == 1  # type: ignore[attr-defined]


SLAUGHTER = card("Test Slaughter {2}{B}{B}\nSorcery\nIf an opponent controls a Plains and you control a Swamp, you may "
                 "cast Test Slaughter without paying its mana cost.\nAll creatures get -2/-2 until end of turn.")


def _slaughter(their_land: str) -> tuple[object, int]:
    s = Scenario()
    spell = s.hand(0, SLAUGHTER)
    s.battlefield(0, "Swamp")
    s.battlefield(1, their_land)
    s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    return game, spell


def test_118_9_if_condition_you_may_cast_it_without_paying_its_mana_cost() -> None:
    from kitchentable.cards.render import render

    assert render(SLAUGHTER).splitlines()[2] == ("If an opponent controls a Plains and you control a Swamp, you may "
                                                 "cast this spell without paying its mana cost.")
    game, spell = _slaughter("Plains")
    assert ("cast", spell) in game.legal_actions()  # one Swamp: only the free alternative cost is payable
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("cost", "alternative", 0) if ("cost", "alternative", 0) in options else options[0])
    resolve_stack(game)
    assert not any(game.state.objects[o].card.name == "Grizzly Bears" for o in game.state.battlefield())
    swamp = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Swamp")
    assert not game.state.objects[swamp].tapped  # nothing was paid


def test_118_9_free_cast_needs_both_halves_of_its_condition() -> None:
    game, spell = _slaughter("Island")  # the opponent controls no Plains: the mana cost is due (601.2b)
    game.apply(("cast", spell))
    assert game.pending["kind"] == "pay_mana" and ("cost", "alternative", 0) not in game.legal_actions()


EXPERTISE = card("Test Expertise {2}{B}{B}\nSorcery\nDraw a card.\nYou may cast a card with mana value 3 or less from "
                 "your hand without paying its mana cost.")


def test_608_2g_cast_a_card_from_your_hand_without_paying_its_mana_cost() -> None:
    from kitchentable.cards.render import render

    assert render(EXPERTISE).splitlines()[-1].endswith("You may cast a card with mana value 3 or less from your "
                                                       "hand without paying its mana cost.")
    s = Scenario()
    spell = s.hand(0, EXPERTISE)
    cheap = s.hand(0, card("Test Cub {2}{G}\nCreature — Bear 2/2"))
    dear = s.hand(0, card("Test Ox {3}{G}\nCreature — Ox 4/4"))
    s.hand(0, "Forest")
    s.many(0, "battlefield", ["Swamp"] * 4)
    s.many(0, "library", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    options = game.legal_actions()
    assert game.pending["kind"] == "choose_card" and ("pick", cheap) in options and ("no",) in options
    assert ("pick", dear) not in options  # mana value 4: not described
    assert not any(o[0] == "pick" and game.state.objects[o[1]].card.name == "Forest" for o in options)  # 305.9
    game.apply(("pick", cheap))
    answer_until_priority(game)
    resolve_stack(game)
    assert any(game.state.objects[o].card.name == "Test Cub" for o in game.state.battlefield())
    swamps = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Swamp"]
    assert all(game.state.objects[o].tapped for o in swamps)  # four for the Expertise, none for the Cub


def test_601_2c_creature_or_vehicle_is_refused_rather_than_read_as_both() -> None:
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="creature or Vehicle"):
        card("Test Grab {2}{R}\nSorcery\nGain control of target creature or Vehicle until end of turn.")


RAGE = card("Test Rage {2}{R}\nInstant\nKicker {8}{R}\nTest Rage deals 3 damage to any target. If this spell was "
            "kicked, it deals 10 damage to that permanent or player instead.")


def test_608_2c_that_permanent_or_player_is_the_target_named_before() -> None:
    """"that permanent or player" (2017: "that creature or player"): the spell's own target, here a player;
    before, the words were refused."""
    s = Scenario()
    rage = s.hand(0, RAGE)
    s.many(0, "battlefield", ["Mountain"] * 12)
    game = s.start("main1")
    game.apply(("cast", rage))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert [p.life for p in game.state.players] == [20, 10]  # type: ignore[attr-defined]


JILT = card("Test Jilt {1}{U}\nInstant\nKicker {1}{R}\nReturn target creature to its owner's hand. If Test Jilt was "
            "kicked, it deals 2 damage to another target creature.")


def test_608_2c_if_this_was_kicked_it_deals_damage_is_the_spell_not_the_first_target() -> None:
    """Jilt, Magma Burst, Orim's Thunder: the condition names the spell, so "it deals 2 damage" is the spell's
    damage (the first target, a lifelinked creature returned to its owner's hand, was the source: its controller
    gained the life)."""
    s = Scenario()
    jilt = s.hand(0, JILT)
    s.many(0, "battlefield", ["Island", "Island", "Mountain", "Mountain"])
    leech = s.battlefield(1, card("Test Leech {1}{B}\nCreature — Leech 1/1\nLifelink"))
    bear = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", jilt))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", leech))
    game.apply(("target", bear))
    answer_until_priority(game)
    resolve_stack(game)
    st = game.state
    assert bear not in st.battlefield() and leech not in st.battlefield()
    assert [p.life for p in st.players] == [20, 20]
    assert "If this spell was kicked, it deals 2 damage to another target creature." in " ".join(rules_text(JILT))


def test_702_74a_evoke_with_a_cost_in_words() -> None:
    """"Evoke—Exile a red card from your hand.": cast for that cost (a red card of the hand exiled, no mana), the
    creature enters and its sacrifice trigger and its own enters trigger both go on the stack (702.74a)."""
    from kitchentable.cards.render import rules_text
    from kitchentable.scenario import Scenario
    from tests.cards.card_text import card

    fury = card("Test Fury {3}{R}{R}\nCreature — Elemental Incarnation 3/3\nWhen Test Fury enters, you gain 4 "
                "life.\nEvoke—Exile a red card from your hand.")
    pyre = card("Test Pyre {R}\nInstant\nTest Pyre deals 1 damage to any target.")
    assert rules_text(fury)[-1] == "Evoke—Exile a red card from your hand. (702.74)"
    s = Scenario()
    spell = s.hand(0, fury)
    pitched = s.hand(0, pyre)
    game = s.start("main1")
    life = game.state.players[0].life
    game.apply(("cast", spell))
    game.apply(("cost", "alternative", 0))
    for _ in range(30):
        kind = game.pending["kind"]
        if kind == "priority" and not game.state.stack_ids() and not game.state.pending_triggers:
            break
        options = game.legal_actions()
        pick = next((o for o in options if pitched in o), None)
        game.apply(pick if pick is not None and kind != "priority" else ("pass",) if kind == "priority"
                   else ("pay",) if ("pay",) in options else options[0])
    assert [game.state.objects[o].card.name for o in game.state.zone("exile", -1)] == ["Test Pyre"]
    assert not any(game.state.objects[o].card.name == "Test Fury" for o in game.state.battlefield())
    assert any(game.state.objects[o].card.name == "Test Fury" for o in game.state.zone("graveyard", 0))
    assert game.state.players[0].life == life + 4
    assert not game.state.zone("hand", 0)
