"""Tests of `cards.language.phrases.each_player_instructions` and `rules.concepts.players_in_turn_order` (101.4):
each player carries out the instruction for themselves, in turn order, as if they controlled the ability."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, pass_until
from tests.cards.card_text import BEAR, BIG, card

ANT = card("Test Ant {2}{R}\nCreature — Insect 2/2\nAt the beginning of your end step, each player may put two "
           "+1/+1 counters on a creature they control.")
GROWTH = card("Test Growth {1}{G}\nSorcery\nEach player may put a land card from their hand onto the battlefield.")
RAISE = card("Test Raise {3}{B}\nSorcery\nEach player returns a creature card from their graveyard to the "
             "battlefield.")


def _answer(game, seat_choices: dict[int, list[tuple]]) -> list[int]:  # type: ignore[no-untyped-def]
    """Answer decisions until priority: each seat takes its listed answers in order; the order the seats were
    asked in is returned."""
    asked: list[int] = []
    while game.pending["kind"] != "priority":
        seat = game.state.decision.player
        asked.append(seat)
        wanted = seat_choices.get(seat, [])
        options = game.legal_actions()
        pick = next((w for w in wanted if w in options), None)
        if pick is not None:
            wanted.remove(pick)
        game.apply(pick if pick is not None else ("pay",) if ("pay",) in options else options[0])
    return asked


def _resolve_end_trigger(game) -> None:  # type: ignore[no-untyped-def]
    """Pass to the end step's trigger on the stack and let it start resolving."""
    pass_until(game, lambda g: g.state.step == "end" and bool(g.state.stack_ids()))
    game.apply(("pass",))
    game.apply(("pass",))



def test_101_4_a_player_may_decline() -> None:
    s = Scenario()
    s.battlefield(0, ANT)
    mine = s.battlefield(0, BEAR)
    theirs = s.battlefield(1, BEAR)
    game = s.start("main2")
    _resolve_end_trigger(game)
    _answer(game, {0: [("no",)], 1: [("yes",), ("choose", theirs)]})
    assert game.state.objects[mine].counters.get("+1/+1", 0) == 0
    assert game.state.objects[theirs].counters.get("+1/+1", 0) == 2


def test_101_4_each_player_puts_a_land_from_their_own_hand() -> None:
    assert render(GROWTH).splitlines()[-1] == "Each player may put a land card from their hand onto the battlefield."
    s = Scenario()
    spell = s.hand(0, GROWTH)
    s.many(0, "battlefield", ["Forest", "Forest"])
    my_land, their_land = s.hand(0, "Mountain"), s.hand(1, "Swamp")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    _answer(game, {0: [("yes",)], 1: [("yes",)]})
    field = game.state.battlefield()
    lands = [o for o in field if game.state.objects[o].card.name in ("Mountain", "Swamp")]
    assert len(lands) == 2
    from kitchentable.rules.continuous.layers import chars

    assert {game.state.objects[o].card.name: chars(game.state, o).controller for o in lands} == \
        {"Mountain": 0, "Swamp": 1}
    assert my_land not in game.state.zone("hand", 0) and their_land not in game.state.zone("hand", 1)


def test_101_4_each_player_returns_their_own_creature_card_under_their_control() -> None:
    assert render(RAISE).splitlines()[-1] == ("Each player returns a creature card from their graveyard to the "
                                              "battlefield.")
    s = Scenario()
    spell = s.hand(0, RAISE)
    s.many(0, "battlefield", ["Swamp"] * 4)
    s.graveyard(0, BEAR)
    s.graveyard(1, BIG)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    _answer(game, {})
    from kitchentable.rules.continuous.layers import chars

    owners = {game.state.objects[o].card.name: chars(game.state, o).controller for o in game.state.battlefield()
              if game.state.objects[o].card.name in ("Plain Bear", "Big Ox")}
    assert owners == {"Plain Bear": 0, "Big Ox": 1}


COUNT_DRAW = card("Test Census {3}{U}\nSorcery\nEach player draws a card for each creature they control.")
RENDEZVOUS = card("Test Meeting {1}{W}{W}\nSorcery\nYou and target opponent each draw three cards.")
SCRY_ALL = card("Test Lens {2}\nArtifact Creature — Construct 2/2\nWhen this creature enters, each player may "
                "scry 1.")


def _fill_libraries(s: Scenario, n: int) -> None:
    for seat in (0, 1):
        for _ in range(n):
            s.library(seat, BEAR)



def test_101_4_you_and_target_opponent_each_draw() -> None:
    assert render(RENDEZVOUS).splitlines()[-1] == "You and target opponent each draw three cards."
    s = Scenario()
    spell = s.hand(0, RENDEZVOUS)
    s.many(0, "battlefield", ["Plains"] * 3)
    _fill_libraries(s, 4)
    game = s.start("main1")
    game.apply(("cast", spell))
    _answer(game, {0: [("target", ("player", 1))]})
    game.apply(("pass",))
    game.apply(("pass",))
    _answer(game, {})
    assert len(game.state.zone("hand", 0)) == 3 and len(game.state.zone("hand", 1)) == 3



def test_101_4_an_instruction_naming_another_player_is_refused() -> None:
    import pytest

    from kitchentable.cards.files.cardfile import CardError

    with pytest.raises(CardError):
        card("Test Offer {2}\nSorcery\nEach opponent may have you draw a card.")
