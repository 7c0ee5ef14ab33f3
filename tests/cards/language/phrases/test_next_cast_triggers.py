"""Tests of `cards.language.phrases.next_cast_triggers` and `rules.casting.next_cast_triggers` (603.7a): "When you
next cast <spell> this turn, copy that spell [twice]. You may choose new targets for the copy." makes a delayed
triggered ability as the spell resolves; it triggers once, on the first matching spell its controller casts later
that turn, and copies that spell (707.10). Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef
from kitchentable.scenario import Scenario, pass_until
from tests.cards.card_text import card

ECHO = card("Test Echo {R}\nSorcery\nWhen you next cast an instant or sorcery spell this turn, copy that spell. "
            "You may choose new targets for the copy.")
SMALL_ECHO = card("Test Small Echo {R}\nInstant\nWhen you next cast an instant or sorcery spell with mana value 1 or "
                  "less this turn, copy that spell. You may choose new targets for the copy.")
GOBLIN = card("Test Goblin {1}{R}\nCreature — Goblin 2/2")
DOUBLE_ECHO = card("Test Double Echo {R}\nInstant\nWhen you next cast an instant or sorcery spell this turn, copy "
                   "that spell twice. You may choose new targets for the copies.")


def _game(first: CardDef, *hand: Any, lands: int = 6, seat1_hand: tuple[Any, ...] = ()) -> tuple[Any, list[int]]:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 6)
        s.many(seat, "battlefield", ["Mountain"] * lands)
    ids = [s.hand(0, first), *(s.hand(0, h) for h in hand), *(s.hand(1, h) for h in seat1_hand)]
    game = s.start("main1")
    return game, ids


def _empty(game: Any) -> None:
    """Pass (and keep the copies' targets) until the stack is empty."""
    for _ in range(40):
        if not game.state.stack_ids():
            return
        if game.pending["kind"] == "new_target":
            game.apply(("keep",))
        else:
            game.apply(("pass",))
    raise AssertionError("the stack did not empty")


def _cast(game: Any, oid: int, target: Any = None) -> None:
    game.apply(("cast", oid))
    if target is not None:
        game.apply(("target", target))
    game.apply(("pay",))
    _empty(game)


def _bolt(game: Any, oid: int) -> None:
    _cast(game, oid, ("player", 1))


def test_603_7a_next_cast_copies_the_next_instant_or_sorcery_spell() -> None:
    game, (echo, bolt) = _game(ECHO, "Lightning Bolt")
    _cast(game, echo)
    _bolt(game, bolt)
    assert game.state.players[1].life == 20 - 3 - 3


def test_603_7b_next_cast_triggers_only_once() -> None:
    game, (echo, bolt, bolt2) = _game(ECHO, "Lightning Bolt", "Lightning Bolt")
    _cast(game, echo)
    _bolt(game, bolt)
    _bolt(game, bolt2)
    assert game.state.players[1].life == 20 - 3 - 3 - 3
    assert not game.state.delayed


def test_603_7a_next_cast_copy_twice() -> None:
    game, (echo, bolt) = _game(DOUBLE_ECHO, "Lightning Bolt")
    _cast(game, echo)
    _bolt(game, bolt)
    assert game.state.players[1].life == 20 - 3 * 3


def test_603_7a_a_spell_the_description_does_not_match_leaves_it_waiting() -> None:
    """A creature spell is no instant or sorcery spell: it doesn't trigger the ability, which waits for the Bolt."""
    game, (echo, goblin, bolt) = _game(ECHO, GOBLIN, "Lightning Bolt")
    _cast(game, echo)
    _cast(game, goblin)
    assert game.state.players[1].life == 20
    _bolt(game, bolt)
    assert game.state.players[1].life == 20 - 3 - 3


def test_603_7a_next_cast_with_mana_value_reads_the_spell_cast() -> None:
    """"With mana value 1 or less": Lava Spike-sized Bolt (1) is copied; a two-mana instant is not, and it waits."""
    shock_plus = card("Test Blast {1}{R}\nInstant\nTest Blast deals 2 damage to any target.")
    game, (echo, blast, bolt) = _game(SMALL_ECHO, shock_plus, "Lightning Bolt")
    _cast(game, echo)
    _cast(game, blast, ("player", 1))
    assert game.state.players[1].life == 20 - 2
    _bolt(game, bolt)
    assert game.state.players[1].life == 20 - 2 - 3 - 3


def test_603_7a_an_opponents_spell_does_not_trigger_yours() -> None:
    """The ability waits for its controller's cast (601.2i): player 2's Bolt, cast in response to nothing after
    player 1 passes, is not copied."""
    game, (echo, bolt1, bolt2) = _game(ECHO, "Lightning Bolt", seat1_hand=("Lightning Bolt",))
    _cast(game, echo)
    game.apply(("pass",))  # player 1 passes priority with the stack empty: player 2 may act (117.3d)
    game.apply(("cast", bolt2))
    game.apply(("target", ("player", 0)))
    game.apply(("pay",))
    _empty(game)
    assert game.state.players[0].life == 20 - 3
    assert game.state.delayed  # still waiting for player 1's next instant or sorcery spell


def test_603_7a_next_cast_ends_with_the_turn() -> None:
    """"This turn": the ability is gone at the next turn, and a spell cast then is not copied."""
    game, (echo, bolt) = _game(ECHO, "Lightning Bolt")
    _cast(game, echo)
    made = game.state.turn
    pass_until(game, lambda g: g.state.turn > made and g.state.active == 0 and g.state.step == "main1")
    assert not game.state.delayed  # dropped as a step of a later turn began
    _bolt(game, bolt)
    assert game.state.players[1].life == 20 - 3


def test_603_7a_next_cast_renders_as_printed() -> None:
    assert ("When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new "
            "targets for the copy.") in render(ECHO)
    assert ("When you next cast an instant or sorcery spell with mana value 1 or less this turn, copy that spell. "
            "You may choose new targets for the copy.") in render(SMALL_ECHO)
    assert "copy that spell twice. You may choose new targets for the copies." in render(DOUBLE_ECHO)


def test_603_7a_the_2017_wording_is_the_same_ability() -> None:
    """"When you cast your next instant or sorcery spell this turn, ..." (the 2017 wording) compiles to the same
    delayed ability and reads back in today's words."""
    old = card("Test Old Echo {R}\nSorcery\nWhen you cast your next instant or sorcery spell this turn, copy that "
               "spell. You may choose new targets for the copy.")
    assert old.spell == ECHO.spell
    assert "When you next cast an instant or sorcery spell this turn, copy that spell." in render(old)
