"""Tests of `cards.language.phrases.alternative_casts`: cleave (702.148), impending (702.176a), web-slinging and
mayhem (Spider-Man, 2025), each compiled, rendered as printed and played in a scenario. Mayhem's graveyard cast
is in tests/rules/keywords/test_mayhem.py, prototype's in tests/rules/keywords/test_prototype.py, the "cost was
paid" condition's in tests/rules/stack/test_conditions.py."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.rules.casting.casting import cost_option_problem
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import HAND
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

# --- cleave (702.148) ---


RETRIBUTION = card("Test Retribution {1}{W}\nInstant\nCleave {3}{W}\nDestroy target [tapped] creature.")
SEARCH = card("Test Dig {G}\nSorcery\nCleave {1}{G}{G}\nSearch your library for a [basic land] card, "
              "[reveal it,] put it into your hand, then shuffle.")


def test_702_148_cleave_renders_with_its_brackets() -> None:
    assert rules_text(RETRIBUTION) == ["Cleave {3}{W} (702.148)", "Destroy target [tapped] creature."]
    assert rules_text(SEARCH)[1] == ("Search your library for a [basic land] card, [reveal it,] put it into your "
                                     "hand, then shuffle.")


def test_702_148a_for_its_mana_cost_the_bracketed_words_stay() -> None:
    s = Scenario()
    spell = s.hand(0, RETRIBUTION)
    bear = s.battlefield(1, BEAR)  # untapped: not a legal target of "target tapped creature"
    s.many(0, "battlefield", ["Plains"] * 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("cost", "normal"))
    assert ("target", bear) not in game.legal_actions()


def test_702_148b_for_its_cleave_cost_the_bracketed_words_are_removed() -> None:
    s = Scenario()
    spell = s.hand(0, RETRIBUTION)
    bear = s.battlefield(1, BEAR)
    s.many(0, "battlefield", ["Plains"] * 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("cost", "alternative", 0))
    game.apply(("target", bear))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert bear not in game.state.battlefield()
    assert not [o for o in game.state.battlefield() if chars(game.state, o).name == "Plain Bear"]


def test_702_148_brackets_without_cleave_are_refused() -> None:
    with pytest.raises(CardError):
        card("Test Oddity {W}\nInstant\nDestroy target [tapped] creature.")


# --- impending (702.176a) ---


OVERLORD = card("Test Overlord {4}{G}{G}\nEnchantment Creature — Avatar Horror 6/6\nImpending 2—{1}{G}\n"
                "When this permanent enters, you gain 3 life.")


def _overlord(game: Any) -> int:
    return next(o for o in game.state.battlefield() if chars(game.state, o).name == "Test Overlord")


def _step(game: Any) -> None:
    options = game.legal_actions()
    game.apply(("pass",) if ("pass",) in options else ("attack_done",) if ("attack_done",) in options
               else options[0])


def _resolve(game: Any) -> None:
    for _ in range(20):
        if not game.state.stack_ids() and not game.state.pending_triggers:
            return
        game.apply(("pass",))


def test_702_176a_impending_renders_as_its_keyword_line() -> None:
    assert rules_text(OVERLORD) == ["Impending 2—{1}{G} (702.176)", "When this enters, you gain 3 life."]


def test_702_176a_cast_for_its_impending_cost_it_waits_with_time_counters() -> None:
    s = Scenario()
    overlord = s.hand(0, OVERLORD)
    s.many(0, "battlefield", ["Forest"] * 2)
    for seat in (0, 1):
        s.many(seat, "library", ["Forest"] * 5)  # nobody loses for drawing from an empty library
    game = s.start("main1")
    game.apply(("cast", overlord))
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    _resolve(game)
    oid = _overlord(game)
    assert game.state.objects[oid].counters.get("time") == 2
    c = chars(game.state, oid)
    assert "Creature" not in c.types and "Enchantment" in c.types  # not a creature while a time counter waits
    assert game.state.players[0].life == 23  # it entered all the same
    for expected in (1, 0):
        while not (game.state.step == "end" and game.state.active == 0):
            _step(game)
        _resolve(game)
        assert game.state.objects[oid].counters.get("time", 0) == expected
        while game.state.step == "end" or game.state.active != 0:
            _step(game)
    assert "Creature" in chars(game.state, oid).types  # the last counter is gone: a 6/6 creature


def test_702_176a_cast_for_its_mana_cost_it_is_a_creature_at_once() -> None:
    s = Scenario()
    overlord = s.hand(0, OVERLORD)
    s.many(0, "battlefield", ["Forest"] * 6)
    game = s.start("main1")
    game.apply(("cast", overlord))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    _resolve(game)
    oid = _overlord(game)
    assert not game.state.objects[oid].counters.get("time")
    assert "Creature" in chars(game.state, oid).types


# --- web-slinging and mayhem ---


SLINGER = card("Test Slinger {3}{W}\nCreature — Spider Human Hero 3/3\nWeb-slinging {W}")
MAYHEM = card("Test Rioter {3}{R}\nCreature — Human Villain 4/3\nMayhem {1}{R}")


def _names(game: Any, kind: str, seat: int) -> list[str]:
    return [game.state.objects[o].card.name for o in game.state.zone(kind, seat)]


def test_web_slinging_and_mayhem_render_as_printed() -> None:
    assert rules_text(SLINGER)[0].startswith("Web-slinging {W}")
    assert rules_text(MAYHEM)[0].startswith("Mayhem {1}{R}")


def test_web_slinging_is_paid_with_its_cost_and_a_tapped_creature_returned() -> None:
    s = Scenario()
    slinger = s.hand(0, SLINGER)
    bear = s.battlefield(0, BEAR, tapped=True)
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", slinger))
    costs = [a for a in game.legal_actions() if a[0] == "cost"]
    assert len(costs) == 2  # the mana cost, or web-slinging
    game.apply(next(a for a in costs if a != ("cost", "normal")))
    for _ in range(10):
        if game.pending["kind"] == "priority":
            break
        options = game.legal_actions()
        pick = next((a for a in options if bear in a), None)
        game.apply(pick if pick is not None else (("pay",) if ("pay",) in options else options[0]))
    game.apply(("pass",))
    game.apply(("pass",))
    assert "Plain Bear" in _names(game, HAND, 0)
    assert [game.state.objects[o].card.name for o in game.state.battlefield()
            if game.state.objects[o].card.name == "Test Slinger"] == ["Test Slinger"]


def test_web_slinging_needs_a_tapped_creature() -> None:
    s = Scenario()
    slinger = s.hand(0, SLINGER)
    s.battlefield(0, BEAR)  # untapped: can't be returned for web-slinging
    s.battlefield(0, "Plains")
    game = s.start("main1")
    game.apply(("cast", slinger))
    (cid,) = game.state.decision.data
    web = next(a for a in game.legal_actions() if a[:2] == ("cost", "alternative"))
    assert cost_option_problem(game.state, cid, web) == ("601.2h", "return", 1)  # no tapped creature to return
