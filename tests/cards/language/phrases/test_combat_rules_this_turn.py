"""Tests of `cards.language.phrases.combat_rules_this_turn`: one-shot combat rules that last for the turn (611.2a,
611.2c): "can't attack this turn" and "can't attack or block this turn" (508.1c, 509.1a), "attacks this turn if
able" (508.1d) and "blocks this turn if able" (509.1c), from spells and activated abilities. Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.errors import IllegalAction
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, BIG, card

HALT = card("Test Halt {W}\nInstant\nTarget creature can't attack or block this turn.")
BAR = card("Test Bar {W}\nInstant\nTarget creature can't attack this turn.")
TAUNT = card("Test Taunt {2}\nArtifact\n{T}: Target creature attacks this turn if able.")
BAIT = card("Test Bait {R}\nInstant\nTarget creature blocks this turn if able.")


def _game(*mine: Any, theirs: tuple[Any, ...] = (), spells: tuple[Any, ...] = ()) -> tuple[Any, list[int], list[int],
                                                                                            list[int]]:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Forest"] * 5)
    own = [s.battlefield(0, c) for c in mine]
    their = [s.battlefield(1, c) for c in theirs]
    cast = [s.hand(0, c) for c in spells]
    s.many(0, "battlefield", ["Plains", "Mountain"])
    return s.start("main1"), own, their, cast


def _use(game: Any, action: tuple[Any, ...], target: int) -> None:
    game.apply(action)
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", target) if ("target", target) in options else
                   ("pay",) if ("pay",) in options else options[0])
    resolve_stack(game)


def _to_attacks(game: Any) -> None:
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))


@pytest.mark.parametrize("spell", [HALT, BAR])
def test_508_1c_target_creature_cant_attack_this_turn(spell: Any) -> None:
    game, (bear, ox), _their, (halt,) = _game(BEAR, BIG, spells=(spell,))
    _use(game, ("cast", halt), bear)
    _to_attacks(game)
    options = game.legal_actions()
    assert not any(o[0] == "attack" and o[1] == bear for o in options)
    assert any(o[0] == "attack" and o[1] == ox for o in options)
    assert rules_text(spell)[0].endswith("this turn.")


def test_509_1a_cant_attack_or_block_this_turn_ends_with_the_turn() -> None:
    game, _own, (theirs,), (halt,) = _game(BIG, theirs=(BEAR,), spells=(HALT,))
    _use(game, ("cast", halt), theirs)
    assert {"can't attack", "can't block"} <= chars(game.state, theirs).keywords
    turn = game.state.turn
    while game.state.turn == turn:
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else ("attack_done",) if ("attack_done",) in options
                   else ("block_done",) if ("block_done",) in options else options[0])
    assert not {"can't attack", "can't block"} & chars(game.state, theirs).keywords  # 611.2a: "this turn"


def test_508_1d_an_activated_ability_makes_a_creature_attack_this_turn_if_able() -> None:
    game, (taunt, bear), _their, _cast = _game(TAUNT, BEAR)
    _use(game, ("activate", taunt, 0), bear)
    _to_attacks(game)
    with pytest.raises(IllegalAction):
        game.apply(("attack_done",))  # the requirement is obeyed: it must attack (508.1d)
    game.apply(next(o for o in game.legal_actions() if o[0] == "attack" and o[1] == bear))
    game.apply(("attack_done",))
    assert bear in game.state.combat.attackers
    assert rules_text(TAUNT) == ["{T}: Target creature attacks this turn if able."]


def test_509_1c_target_creature_blocks_this_turn_if_able() -> None:
    game, (ox,), (theirs,), (bait,) = _game(BIG, theirs=(BEAR,), spells=(BAIT,))
    _use(game, ("cast", bait), theirs)
    _to_attacks(game)
    game.apply(("attack", ox, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))
    with pytest.raises(IllegalAction):
        game.apply(("block_done",))  # it must block if able (509.1c)
    game.apply(("block", theirs, ox))
    game.apply(("block_done",))
    assert rules_text(BAIT) == ["Target creature blocks this turn if able."]
