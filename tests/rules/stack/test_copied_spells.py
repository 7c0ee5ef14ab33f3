"""Tests of `rules.stack.copied_spells`: "whenever you cast or copy an instant or sorcery spell" hears a spell
its controller casts (601.2i) and a copy its controller puts on the stack (707.10), and nothing else."""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card, resolve

PINGER = card("Spell Echo Imp {1}{R}\nCreature — Imp 1/1\nWhenever you cast or copy an instant or sorcery spell, "
              "~ deals 1 damage to each opponent.")
TWINCAST = card("Test Twincast {U}{U}\nInstant\nCopy target instant or sorcery spell. You may choose new targets "
                "for the copy.")


def _empty_stack(game) -> None:  # type: ignore[no-untyped-def]
    while game.state.stack_ids():
        if game.pending["kind"] == "new_target":
            game.apply(("keep",))
        else:
            resolve(game)


def _bolt_then(copier: CardDef | None, *, copier_seat: int = 0) -> int:
    """Player 1 (seat 0) has the Imp and bolts player 2; `copier` (if any) copies the Bolt. Player 2's life."""
    s = Scenario()
    s.battlefield(0, PINGER)
    bolt = s.hand(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Mountain", "Island", "Island"])
    twin = None
    if copier is not None:
        twin = s.hand(copier_seat, copier)
        if copier_seat == 1:
            s.many(1, "battlefield", ["Island", "Island"])
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    if twin is not None:
        if copier_seat == 1:
            game.apply(("pass",))  # player 2 gets priority with the Bolt and the trigger on the stack
        game.apply(("cast", twin))
        game.apply(("target", next(i for i in game.state.stack_ids() if game.state.objects[i].card.name ==
                                   "Lightning Bolt")))
        game.apply(("pay",))
    _empty_stack(game)
    return int(game.state.players[1].life)


def test_707_10_cast_or_copy_trigger_hears_a_cast_spell() -> None:
    assert _bolt_then(None) == 20 - 3 - 1


def test_707_10_cast_or_copy_trigger_hears_the_copy_and_the_copying_spell() -> None:
    """Bolt (3) and its trigger (1); Twincast cast (1) and the copy it puts on the stack (1), which deals 3."""
    assert _bolt_then(TWINCAST) == 20 - 3 - 1 - 1 - 1 - 3


def test_707_10_a_copy_an_opponent_makes_is_not_yours() -> None:
    """707.10a: the copy is controlled by the player who copied it, so "you copy" is false for an opponent's copy
    and the opponent's Twincast is not yours either. The copy keeps the Bolt's target, player 2."""
    assert _bolt_then(TWINCAST, copier_seat=1) == 20 - 3 - 1 - 3


def test_603_2_a_creature_spell_does_not_trigger_it() -> None:
    s = Scenario()
    s.battlefield(0, PINGER)
    bear = s.hand(0, BEAR)
    s.many(0, "battlefield", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", bear))
    game.apply(("pay",))
    _empty_stack(game)
    assert game.state.players[1].life == 20
