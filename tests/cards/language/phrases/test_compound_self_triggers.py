"""Tests of `cards.language.phrases.compound_self_triggers` and `rules.stack.compound_self_triggers`: one ability of
the card itself with two trigger events (603.2)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

MARE = card("Test Mare {1}{W}{W}\nCreature — Horse 2/3\nWhen Test Mare enters or becomes the target of a spell or "
            "ability an opponent controls, you gain 3 life.")
WELLSPRING = card("Test Wellspring {2}\nArtifact\nWhen Test Wellspring enters or is put into a graveyard from the "
                  "battlefield, you gain 2 life.")
BRIGADE = card("Test Brigade {3}{R}\nCreature — Goblin 2/2\nWhen Test Brigade enters or is turned face up, you gain 4 "
               "life.\nMorph {2}{R}")
SPARK = card("Test Spark {R}\nInstant\nTest Spark deals 1 damage to any target.")
SHATTER = card("Test Shatter {1}{R}\nInstant\nDestroy target artifact.")


def _cast(game, spell, *targets) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    for t in targets:
        game.apply(("target", t))
    answer_until_priority(game)
    resolve_stack(game)


def test_603_2_enters_or_becomes_the_target_of_an_opponents_spell() -> None:
    assert render(MARE).splitlines()[2] == ("When this enters or becomes the target of a spell or ability an opponent "
                                            "controls, you gain 3 life.")
    s = Scenario()
    s.many(0, "battlefield", ["Plains"] * 3)
    mare = s.hand(0, MARE)
    s.battlefield(1, "Mountain")
    spark = s.hand(1, SPARK)
    game = s.start("main1")
    _cast(game, mare)
    assert game.state.players[0].life == 23
    on_battlefield = next(o for o in game.state.battlefield() if game.state.objects[o].card is MARE)
    game.apply(("pass",))
    _cast(game, spark, on_battlefield)
    assert game.state.players[0].life == 26


def test_700_4_enters_or_is_put_into_a_graveyard_from_the_battlefield() -> None:
    assert render(WELLSPRING).splitlines()[2] == ("When this enters or is put into a graveyard from the battlefield, "
                                                  "you gain 2 life.")
    s = Scenario()
    s.many(0, "battlefield", ["Mountain"] * 4)
    well = s.hand(0, WELLSPRING)
    shatter = s.hand(0, SHATTER)
    game = s.start("main1")
    _cast(game, well)
    assert game.state.players[0].life == 22
    on_battlefield = next(o for o in game.state.battlefield() if game.state.objects[o].card is WELLSPRING)
    _cast(game, shatter, on_battlefield)
    assert game.state.players[0].life == 24  # 603.10a: it looks back at its own leaving


def test_702_37e_enters_or_is_turned_face_up() -> None:
    assert "When this enters or is turned face up, you gain 4 life." in render(BRIGADE).splitlines()
    s = Scenario()
    brigade = s.battlefield(0, BRIGADE)
    s.state.objects[brigade].face_down = True  # cast face down earlier: no abilities then (708.2)
    s.many(0, "battlefield", ["Mountain"] * 3)
    game = s.start("main1")
    game.apply(("turn_face_up", brigade))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 24
