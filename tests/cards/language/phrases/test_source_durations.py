"""Tests of `cards.language.phrases.source_durations` and `rules.continuous.source_durations`: control that lasts
"for as long as" its source stays (611.2b). Each compiles a small card text of our own and checks what it does in
a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules import events
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card
from tests.cards.card_text import cast as _cast

FLAYER = card("Test Flayer {2}{U}\nCreature — Horror 3/3\nWhen Test Flayer enters, gain control of target creature "
              "for as long as you control Test Flayer.")
SOWER = card("Test Sower {2}{U}\nCreature — Faerie Wizard 2/2\nWhen Test Sower enters, gain control of target creature "
             "for as long as Test Sower remains on the battlefield.")
SINGER = card("Test Singer {U}\nCreature — Merfolk 0/1\n{T}: Gain control of target creature for as long as you "
              "control Test Singer and Test Singer remains tapped.")
BOUNCE = card("Test Bounce {U}\nInstant\nReturn target creature to its owner's hand.")
GIFT = card("Test Gift {U}\nInstant\nTarget opponent gains control of target permanent you control.")
WAKE = card("Test Wake {U}\nInstant\nUntap target permanent.")


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


GEISTS = card("Test Geists {2}{U}{U}\nCreature — Spirit 3/3\nFlying\nWhen Test Geists enters, tap target creature an "
              "opponent controls. That creature doesn't untap during its controller's untap step for as long as you "
              "control Test Geists.")
AEGIS = card("Test Aegis {3}\nCreature — Angel 5/5\nWhen Test Aegis enters, another target permanent gains "
             "indestructible for as long as you control Test Aegis.")
COURIER = card("Test Courier {1}{W}\nCreature — Human Soldier 1/1\n{2}{W}, {T}: Target Soldier creature gets +2/+2 and "
               "has vigilance for as long as Test Courier remains tapped.")
SOLDIER = card("Test Soldier {W}\nCreature — Human Soldier 2/2")


def test_611_2b_doesnt_untap_for_as_long_as_you_control_the_source() -> None:
    """The bear stays tapped through its controller's untap step while Test Geists is ours; once Test Geists has
    left, the bear untaps as usual (502.3)."""
    s, bear = _table()
    geists = s.hand(0, GEISTS)
    bounce = s.hand(0, BOUNCE)
    for seat in (0, 1):
        s.many(seat, "library", ["Island"] * 5)
    game = s.start("main1")
    _cast(game, geists)
    _resolve_trigger_choosing(game, bear)
    assert game.state.objects[bear].tapped
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "main1")
    assert game.state.objects[bear].tapped  # its untap step did not untap it
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "main1")
    on_battlefield = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Geists")
    _cast(game, bounce, on_battlefield)
    resolve_stack(game)
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "main1")
    assert not game.state.objects[bear].tapped


def test_611_2b_gains_indestructible_for_as_long_as_you_control_the_source() -> None:
    s, bear = _table()
    mine = s.battlefield(0, BEAR)
    aegis = s.hand(0, AEGIS)
    bounce = s.hand(0, BOUNCE)
    game = s.start("main1")
    _cast(game, aegis)
    _resolve_trigger_choosing(game, mine)
    assert "indestructible" in chars(game.state, mine).keywords
    on_battlefield = next(o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Aegis")
    _cast(game, bounce, on_battlefield)
    resolve_stack(game)
    assert "indestructible" not in chars(game.state, mine).keywords
    assert bear in game.state.battlefield()


def test_611_2b_has_vigilance_for_as_long_as_the_source_remains_tapped() -> None:
    s, _bear = _table()
    courier = s.battlefield(0, COURIER)
    soldier = s.battlefield(0, SOLDIER)
    s.many(0, "battlefield", ["Plains"] * 3)
    wake = s.hand(0, WAKE)
    game = s.start("main1")
    game.apply(("activate", courier, 0))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", soldier) if game.pending["kind"] == "choose_target" else
                   ("pay",) if ("pay",) in options else options[0])
    resolve_stack(game)
    c = chars(game.state, soldier)
    assert (c.power, c.toughness) == (4, 4) and "vigilance" in c.keywords
    _cast(game, wake, courier)
    resolve_stack(game)
    c = chars(game.state, soldier)
    assert (c.power, c.toughness) == (2, 2) and "vigilance" not in c.keywords


def test_611_2b_durations_on_other_effects_read_as_printed() -> None:
    assert rules_text(GEISTS)[-1] == ("When this enters, tap target creature an opponent controls. That creature "
                                      "doesn't untap during its controller's untap step for as long as you control "
                                      "this.")
    assert rules_text(AEGIS) == ["When this enters, another target permanent gains indestructible for as long as you "
                                 "control this."]
