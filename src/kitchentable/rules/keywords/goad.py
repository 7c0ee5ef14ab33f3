"""Goad (701.38): until the goading player's next turn the creature is goaded: it attacks each combat if able
(701.38b). The effect is the ordinary "attacks each combat if able" requirement with the duration "until your
next turn" (611.2, 508.1d); the effect keeps its own kind, "goad", so the card's text says the keyword action.

Partial: the second half of 701.38b, "attacks a player other than the goading player if able", is not enforced;
with two players it never applies (the goading player is the only player the creature can attack), so goad is
complete only in two-player games. 701.38d (goading again has no effect) holds because a second identical
requirement adds nothing."""

from __future__ import annotations

from kitchentable.rules.abilities import ModifyPT
from kitchentable.rules.stack.effects import executor, modify_pt
from kitchentable.rules.state import GameState


@executor("goad")
def goad(state: GameState, rid: int, eff: ModifyPT) -> None:
    """701.38a: each creature the subject names is goaded until its goader's next turn."""
    modify_pt(state, rid, eff)
