"""Tests of `rules.keywords.multikicker` (702.33c-e): the multikicker cost paid any number of times as the spell is
cast, and the linked abilities that count the payments. Cards written in the card language for the test."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

PACK = card("Test Pack {1}{G}\nCreature — Wolf 2/2\nMultikicker {1}{G}\nTest Pack enters the battlefield with a "
            "+1/+1 counter on it for each time it was kicked.")
KEEPER = card("Test Keeper {3}{W}\nCreature — Angel 2/4\nMultikicker {W}\nFlying\nWhen Test Keeper enters the "
              "battlefield, you gain 2 life for each time it was kicked.")
CONTORTION = card("Test Contortion {2}{U}\nInstant\nMultikicker {1}{U}\nCounter target spell unless its controller "
                  "pays {2}. Draw a card for each time Test Contortion was kicked.")
SHAMAN = card("Test Shaman {4}{R}\nCreature — Shaman 4/3\nMultikicker {R}\nWhen Test Shaman enters, if it was "
              "kicked, it deals damage to target player equal to twice the number of times it was kicked.")


def _cast(s: Scenario, spell: int, times: int) -> object:
    game = s.start("main1")
    game.apply(("cast", spell))
    assert game.pending["kind"] == "replicate"
    offered = [a[1] for a in game.legal_actions()]
    assert offered[0] == 0 and times in offered  # 601.2b: any number of times, as far as the caster can pay
    game.apply(("replicate", times))
    answer_until_priority(game)
    return game


def test_702_33c_multikicker_paid_twice_enters_with_two_counters_and_costs_twice_more() -> None:
    s = Scenario()
    spell = s.hand(0, PACK)
    s.many(0, "battlefield", ["Forest"] * 6)
    game = _cast(s, spell, 2)
    untapped = [o for o in game.state.battlefield() if not game.state.objects[o].tapped
                and game.state.objects[o].card.name == "Forest"]
    assert untapped == []  # {1}{G} + 2 x {1}{G} = six mana (601.2f)
    resolve_stack(game)
    (pack,) = [o for o in game.state.battlefield() if game.state.objects[o].card.name == PACK.name]
    assert game.state.objects[pack].counters.get("+1/+1") == 2
    assert chars(game.state, pack).power == 4
    assert "Multikicker {1}{G}" in render(PACK)
    assert "enters with a +1/+1 counter on it for each time it was kicked" in render(PACK)


def test_702_33c_multikicker_not_paid_enters_with_no_counters() -> None:
    s = Scenario()
    spell = s.hand(0, PACK)
    s.many(0, "battlefield", ["Forest"] * 6)
    game = _cast(s, spell, 0)
    resolve_stack(game)
    (pack,) = [o for o in game.state.battlefield() if game.state.objects[o].card.name == PACK.name]
    assert not game.state.objects[pack].counters.get("+1/+1")


def test_702_33e_enters_trigger_counts_the_times_kicked() -> None:
    s = Scenario()
    spell = s.hand(0, KEEPER)
    s.many(0, "battlefield", ["Plains"] * 7)
    game = _cast(s, spell, 3)
    resolve_stack(game)
    assert game.state.players[0].life == 26
    assert "you gain 2 life for each time it was kicked" in render(KEEPER)


def test_702_33d_multikicked_once_is_kicked_and_twice_counts_double() -> None:
    """"if it was kicked" (702.33d: kicked once or more) and "twice the number of times it was kicked"."""
    s = Scenario()
    spell = s.hand(0, SHAMAN)
    s.many(0, "battlefield", ["Mountain"] * 7)
    game = _cast(s, spell, 2)
    game.apply(("pass",))
    game.apply(("pass",))  # the creature resolves; its enters trigger asks for its target
    assert game.pending["kind"] == "choose_target"
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[1].life == 16 and game.state.players[0].life == 20


def test_702_33c_a_spell_counts_its_own_payments_as_it_resolves() -> None:
    s = Scenario()
    target = s.hand(1, card("Test Bear {1}{G}\nCreature — Bear 2/2"))
    s.many(1, "battlefield", ["Forest"] * 2)
    contortion = s.hand(0, CONTORTION)
    s.many(0, "battlefield", ["Island"] * 7)
    s.library(0, "Island")
    s.library(0, "Island")
    s.library(0, "Island")
    game = s.start("main1", active=1)
    game.apply(("cast", target))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("cast", contortion))
    game.apply(("replicate", 2))
    answer_until_priority(game)
    resolve_stack(game)
    assert len(game.state.zone("hand", 0)) == 2


STORM = card("Test Storm {X}{R}{R}\nInstant\nMultikicker {1}\nChoose any target, then choose another target for each "
             "time this spell was kicked. Test Storm deals X damage to each of them.")


def _storm(kicks: int) -> tuple[object, list[int], list[str]]:
    s = Scenario()
    spell = s.hand(0, STORM)
    s.many(0, "battlefield", ["Mountain"] * 6)
    bears = [s.battlefield(1, "Grizzly Bears") for _ in range(3)]
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("replicate", kicks))
    asked = []
    while game.pending["kind"] != "priority":
        kind = game.pending["kind"]
        asked.append(kind)
        options = game.legal_actions()
        if kind == "choose_x":
            game.apply(next(a for a in options if a[-1] == 2))
        elif kind == "choose_target":
            game.apply(next(a for a in options if a[-1] in bears and a[-1] not in game.state.stack_ids()))
        else:
            game.apply(options[0])
    resolve_stack(game)
    return game, bears, asked


def test_702_33c_one_target_and_another_for_each_time_it_was_kicked() -> None:
    game, bears, asked = _storm(1)
    assert asked.count("choose_target") == 2  # 601.2c: 1 + one kick
    alive = [b for b in bears if b in game.state.battlefield()]  # type: ignore[attr-defined]
    assert len(alive) == 1  # X = 2 damage to each of the two targets
    assert render(STORM).count("Choose any target, then choose another target for each time this spell was "
                               "kicked. This deals X damage to each of them.") == 1


def test_702_33c_not_kicked_one_target() -> None:
    game, bears, asked = _storm(0)
    assert asked.count("choose_target") == 1
    assert len([b for b in bears if b in game.state.battlefield()]) == 2  # type: ignore[attr-defined]


def test_702_33c_each_of_them_is_refused_without_the_targets_chosen_per_kick() -> None:
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError):
        card("Test Odd {R}\nInstant\nTest Odd deals 2 damage to each of them.")
