"""Tests of `cards.language.phrases.quoted_grants`: quoted abilities a resolving spell or ability grants for a time
(611.2a, 611.2b, 611.2c, 613.1f). Each compiles a small card text of our own and checks what it does in a
scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card
from tests.cards.card_text import cast as _cast

FEINT = card("Test Feint {B}\nInstant\nUntil end of turn, target creature gets +2/+0 and gains \"When this creature "
             "dies, return it to the battlefield tapped under its owner's control.\"")
KILL = card("Test Kill {B}\nInstant\nDestroy target creature.")
SPY = card("Test Spy {2}\nCreature — Human Artificer 2/3\nWhen Test Spy enters, target artifact you control gains "
           "\"{T}: Draw a card\" for as long as you control Test Spy.")
BAUBLE = card("Test Bauble {1}\nArtifact")
BOUNCE = card("Test Bounce {U}\nInstant\nReturn target creature to its owner's hand.")
VITALITY = card("Test Vitality {B}{G}\nInstant\nUntil end of turn, target creature gains deathtouch and \"When this "
                "creature dies, return it to the battlefield tapped under its owner's control.\" You gain 2 life.")


def _named(game, name: str) -> int:  # type: ignore[no-untyped-def]
    return next(o for o in game.state.battlefield() if game.state.objects[o].card.name == name)


def test_611_2c_a_quoted_ability_granted_until_end_of_turn_works_and_ends() -> None:
    """The creature dies with the granted trigger and comes back tapped (603.10a: the ability it had as it left)."""
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    feint, kill = s.hand(0, FEINT), s.hand(0, KILL)
    s.many(0, "battlefield", ["Swamp"] * 2)
    game = s.start("main1")
    _cast(game, feint, bear)
    resolve_stack(game)
    assert chars(game.state, bear).power == 4 and len(chars(game.state, bear).triggered) == 1
    _cast(game, kill, bear)
    resolve_stack(game)
    back = [o for o in game.state.battlefield() if game.state.objects[o].card.name == BEAR.name]
    assert len(back) == 1 and game.state.objects[back[0]].tapped
    assert chars(game.state, back[0]).power == 2 and not chars(game.state, back[0]).triggered  # 400.7: a new object


def test_611_2a_the_granted_ability_ends_with_the_turn() -> None:
    s = Scenario()
    bear = s.battlefield(0, BEAR)
    feint = s.hand(0, FEINT)
    s.battlefield(0, "Swamp")
    for seat in (0, 1):
        s.many(seat, "library", ["Swamp"] * 3)
    game = s.start("main1")
    _cast(game, feint, bear)
    resolve_stack(game)
    assert chars(game.state, bear).triggered
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "main1")
    assert not chars(game.state, bear).triggered and chars(game.state, bear).power == 2


def test_611_2b_a_quoted_ability_for_as_long_as_you_control_the_source() -> None:
    s = Scenario()
    bauble = s.battlefield(0, BAUBLE)
    spy, bounce = s.hand(0, SPY), s.hand(0, BOUNCE)
    s.many(0, "battlefield", ["Island"] * 3)
    s.many(0, "library", ["Island"] * 3)
    game = s.start("main1")
    _cast(game, spy)
    while game.state.stack_ids() or game.state.pending_triggers:
        if game.pending["kind"] == "choose_target":
            game.apply(("target", bauble))
        else:
            game.apply(("pass",) if game.pending["kind"] == "priority" else game.legal_actions()[0])
    assert any(a[:2] == ("activate", bauble) for a in game.legal_actions())
    hand = len(game.state.zone("hand", 0))
    game.apply(next(a for a in game.legal_actions() if a[:2] == ("activate", bauble)))
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == hand + 1
    _cast(game, bounce, _named(game, "Test Spy"))
    resolve_stack(game)
    assert not chars(game.state, bauble).activated


def test_613_1f_quoted_grants_read_as_printed() -> None:
    assert rules_text(FEINT) == ["Target creature gets +2/+0 and gains \"When this dies, return it to the "
                                 "battlefield tapped under its owner's control\" until end of turn."]
    assert rules_text(SPY) == ["When this enters, target artifact you control gains \"{T}: Draw a card\" for as long "
                               "as you control this."]
    assert rules_text(VITALITY)[0].startswith("Target creature gains deathtouch and \"When this dies, ")
