"""Goad (701.38): until the goading player's next turn the creature is goaded (701.38a): it attacks each combat if
able and attacks a player other than the goading player if able (701.38b). The effect is the ordinary "attacks
each combat if able" requirement with the duration "until your next turn" (611.2, 508.1d), plus a mark naming the
goading player (`goaded_by`), which the declaration of attackers reads (`other_than_goaders`); the effect keeps
its own kind, "goad", so the card's text says the keyword action.

701.38c: each player who goads the creature adds a requirement (a mark of their own); 701.38d: the same player
goading it again adds nothing (the same mark, the same "attacks each combat if able"). The marks end with the
effects that made them, at each goader's next turn (`rules.turn.steps`)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import ModifyPT
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.records import replace
from kitchentable.rules.stack.effects import executor, modify_pt
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import GameState
from kitchentable.rules.turn.combat import attack_target_requirement

GOADED_BY = "goaded by seat "
"""The mark a goaded creature has for each player who goaded it (701.38b, c): this prefix and the seat."""


GOADED_BY_ITS_CONTROLLER = GOADED_BY + "{controller}"
"""The mark a static ability gives ("Enchanted creature is goaded", 701.38a): the layers write the seat of the
ability's controller in place of "{controller}" (a static's keywords with the parameter `of_controller`), so the
creature is goaded by whoever controls the Aura or Equipment now."""


def goaded_by(seat: int) -> str:
    """The mark of a creature goaded by `seat` (a characteristic granted with the requirement, layer 6)."""
    return f"{GOADED_BY}{seat}"


@executor("goad")
def goad(state: GameState, rid: int, eff: ModifyPT) -> None:
    """701.38a: each creature the subject names is goaded until its goader's next turn."""
    modify_pt(state, rid, replace(eff, keywords=eff.keywords | {goaded_by(rctx(state, rid).controller)}))


@attack_target_requirement("701.38b")
def other_than_goaders(state: GameState, oid: int, allowed: list[Any]) -> list[Any]:
    """508.1d, 701.38b-c: a goaded creature has one requirement "attacks" and one "attacks a player other than X"
    for each goader X. Attacking a player obeys "attacks" and each goader's requirement but that player's own;
    attacking a planeswalker obeys only "attacks". So of the targets it may attack, it is offered only those that
    obey the most requirements: a player who didn't goad it when there is one (three or more players), else any."""
    goaders = [int(k[len(GOADED_BY):]) for k in chars(state, oid).keywords if k.startswith(GOADED_BY)]
    if not goaders or not allowed:
        return allowed

    def obeyed(target: Any) -> int:
        if not (isinstance(target, tuple) and target[0] == "player"):
            return 0
        return sum(1 for g in goaders if target[1] != g)

    best = max(obeyed(t) for t in allowed)
    return [t for t in allowed if obeyed(t) == best]
