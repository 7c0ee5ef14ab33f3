"""Tests of `rules.events._entering_counters_modified` (122.6, 614.1c, 614.12): counters a permanent enters with
are put on it, so "that many plus one" / "twice that many" counter replacements see them: a token created with
counters, a creature entering with X counters, a planeswalker's loyalty; the entering permanent's own modifier
does not apply to itself."""

from __future__ import annotations

from typing import Any

from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

SCALES = card("Test Scales {G}\nEnchantment\nIf one or more +1/+1 counters would be put on a creature you control, "
              "that many plus one +1/+1 counters are put on it instead.")
SEASON = card("Test Season {4}{G}\nEnchantment\nIf an effect would put one or more counters on a permanent you "
              "control, it puts twice that many of those counters on that permanent instead.")
HYDRA_CALL = card("Test Hydra Call {1}{G}\nSorcery\nCreate a 0/0 green Hydra creature token with two +1/+1 counters "
                  "on it.")
SWELLER = card("Test Sweller {G}\nCreature — Beast 0/0\nThis creature enters with two +1/+1 counters on it.")
MENTOR = card("Test Mentor {G}{G}\nCreature — Beast 0/0\nThis creature enters with two +1/+1 counters on it.\n"
              "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 "
              "counters are put on it instead.")
WALKER = card("Test Walker {2}{G}\nLegendary Planeswalker — Test loyalty 3\n+1: You gain 1 life.")


def _cast(game: Any, oid: int) -> None:
    game.apply(("cast", oid))
    answer_until_priority(game)
    resolve_stack(game)


def _counters(game: Any, name: str, kind: str = "+1/+1") -> int:
    (oid,) = [o for o in game.state.battlefield() if game.state.objects[o].card.name == name
              or name in game.state.objects[o].card.subtypes]
    return int(game.state.objects[oid].counters.get(kind, 0))


def _game(spell: Any, *permanents: Any) -> tuple[Any, int]:
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 3)
    for p in permanents:
        s.battlefield(0, p)
    in_hand = s.hand(0, spell)
    return s.start("main1"), in_hand


def test_122_6_a_token_created_with_counters_gets_one_more_under_hardened_scales() -> None:
    game, call = _game(HYDRA_CALL, SCALES)
    _cast(game, call)
    assert _counters(game, "Hydra") == 3


def test_122_6_a_creature_entering_with_counters_gets_one_more() -> None:
    game, sweller = _game(SWELLER, SCALES)
    _cast(game, sweller)
    assert _counters(game, SWELLER.name) == 3
    game, sweller = _game(SWELLER)
    _cast(game, sweller)
    assert _counters(game, SWELLER.name) == 2  # without the modifier, as printed


def test_122_6_a_planeswalkers_loyalty_is_doubled_as_it_enters() -> None:
    game, walker = _game(WALKER, SEASON)
    _cast(game, walker)
    assert _counters(game, WALKER.name, "loyalty") == 6


def test_614_12_an_entering_permanents_own_modifier_does_not_apply_to_itself() -> None:
    game, mentor = _game(MENTOR)
    _cast(game, mentor)
    assert _counters(game, MENTOR.name) == 2
