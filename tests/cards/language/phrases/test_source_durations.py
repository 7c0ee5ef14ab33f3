"""Tests of `cards.language.phrases.source_durations` and `rules.continuous.source_durations`: control that lasts
"for as long as" its source stays (611.2b). Each compiles a small card text of our own and checks what it does in
a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules import events
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, card

FLAYER = card("Test Flayer {2}{U}\nCreature — Horror 3/3\nWhen Test Flayer enters, gain control of target creature "
              "for as long as you control Test Flayer.")
SOWER = card("Test Sower {2}{U}\nCreature — Faerie Wizard 2/2\nWhen Test Sower enters, gain control of target creature "
             "for as long as Test Sower remains on the battlefield.")
SINGER = card("Test Singer {U}\nCreature — Merfolk 0/1\n{T}: Gain control of target creature for as long as you "
              "control Test Singer and Test Singer remains tapped.")
BOUNCE = card("Test Bounce {U}\nInstant\nReturn target creature to its owner's hand.")
GIFT = card("Test Gift {U}\nInstant\nTarget opponent gains control of target permanent you control.")
WAKE = card("Test Wake {U}\nInstant\nUntap target permanent.")


def _cast(game, spell: int, *targets: object) -> None:  # type: ignore[no-untyped-def]
    """Cast `spell` choosing `targets` in order, paying with whatever is offered."""
    game.apply(("cast", spell))
    chosen = iter(targets)
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        if game.pending["kind"] == "choose_target":
            game.apply(("target", next(chosen)))
        else:
            game.apply(("pay",) if ("pay",) in options else next(o for o in options if o[0] != "cancel"))


def _resolve_trigger_choosing(game, target: int) -> None:  # type: ignore[no-untyped-def]
    """Pass until the pending trigger asks for its target, choose `target`, and resolve everything."""
    while game.state.stack_ids() or game.state.pending_triggers:
        if game.pending["kind"] == "choose_target":
            game.apply(("target", target))
        elif game.pending["kind"] == "priority":
            game.apply(("pass",))
        else:
            options = game.legal_actions()
            game.apply(("pay",) if ("pay",) in options else options[0])


def _table() -> tuple[Scenario, int]:
    s = Scenario()
    bear = s.battlefield(1, BEAR)
    s.many(0, "battlefield", ["Island"] * 6)
    return s, bear


def test_611_2b_control_ends_when_the_source_leaves_the_battlefield() -> None:
    s, bear = _table()
    sower = s.hand(0, SOWER)
    bounce = s.hand(0, BOUNCE)
    game = s.start("main1")
    _cast(game, sower)
    _resolve_trigger_choosing(game, bear)
    assert chars(game.state, bear).controller == 0
    on_battlefield = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Sower")
    _cast(game, bounce, on_battlefield)
    resolve_stack(game)
    assert chars(game.state, bear).controller == 1


def test_611_2b_control_ends_when_you_no_longer_control_the_source() -> None:
    """The opponent gets Test Flayer: the creature it took goes back as the next check finds the loss (611.2b)."""
    s, bear = _table()
    flayer = s.hand(0, FLAYER)
    gift = s.hand(0, GIFT)
    game = s.start("main1")
    _cast(game, flayer)
    _resolve_trigger_choosing(game, bear)
    assert chars(game.state, bear).controller == 0
    assert any(type(e) is tuple and e[:1] == (events.WATCH_CONTROL,) for e in game.state.delayed)
    on_battlefield = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Flayer")
    _cast(game, gift, ("player", 1), on_battlefield)
    resolve_stack(game)
    assert chars(game.state, on_battlefield).controller == 1
    assert chars(game.state, bear).controller == 1
    assert not any(type(e) is tuple and e[:1] == (events.WATCH_CONTROL,) for e in game.state.delayed)


def test_611_2b_a_duration_over_before_it_begins_does_nothing() -> None:
    """Test Flayer returned to its owner's hand with its trigger on the stack: the control never starts."""
    s, bear = _table()
    flayer = s.hand(0, FLAYER)
    bounce = s.hand(0, BOUNCE)
    game = s.start("main1")
    _cast(game, flayer)
    while game.state.stack_ids():  # the creature spell resolves; its trigger waits for a target
        if game.pending["kind"] == "choose_target":
            game.apply(("target", bear))
            break
        game.apply(("pass",))
    while game.pending["kind"] != "priority":
        game.apply(game.legal_actions()[0])
    on_battlefield = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Flayer")
    _cast(game, bounce, on_battlefield)
    resolve_stack(game)
    assert chars(game.state, bear).controller == 1
    assert not any(ce.duration in events.SOURCE_DURATIONS for ce in game.state.continuous)


def test_611_2b_control_ends_when_the_source_untaps() -> None:
    s, bear = _table()
    singer = s.battlefield(0, SINGER)
    wake = s.hand(0, WAKE)
    game = s.start("main1")
    game.apply(("activate", singer, 0))
    game.apply(("target", bear))
    resolve_stack(game)
    assert chars(game.state, bear).controller == 0
    _cast(game, wake, singer)
    resolve_stack(game)
    assert chars(game.state, bear).controller == 1


def test_611_2b_the_durations_read_as_printed() -> None:
    assert rules_text(FLAYER) == ["When this enters, gain control of target creature for as long as you control this."]
    assert rules_text(SOWER) == ["When this enters, gain control of target creature for as long as this remains on "
                                 "the battlefield."]
    assert rules_text(SINGER) == ["{T}: Gain control of target creature for as long as you control this and this "
                                  "remains tapped."]
