"""Playing a land (305): a special action that uses a land drop and doesn't use the stack (116.2a, 305.1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.events import lose_life, move
from kitchentable.rules.stack.resolve import ENTERING_CHOICES, PAID_LIFE_TAG, REVEALED_TAG
from kitchentable.rules.stack.triggers import notify
from kitchentable.rules.state import BATTLEFIELD, Decision, GameState


def reveal_options(state: GameState, seat: int, oid: int) -> tuple[tuple[Any, ...], ...]:
    """What a reveal land (614.12: "you may reveal an Island or Mountain card from your hand. If you don't, it
    enters tapped.") offers its controller: each card of their hand it names, or not revealing; () when the land
    asks nothing or the hand holds no such card (it simply enters tapped)."""
    kinds = next((ab.param("reveal").subtypes for ab in state.objects[oid].card.static
                  if ab.kind == "enters_tapped" and ab.param("reveal") is not None), None)
    if not kinds:
        return ()
    shown = tuple(("reveal", c) for c in state.zones.get(("hand", seat), ())
                  if c != oid and state.objects[c].card.subtypes & kinds)
    return (*shown, ("no",)) if shown else ()


def revealed(state: GameState, seat: int, action: tuple[Any, ...]) -> bool:
    """The answer to `reveal_options`: the card is revealed (701.20a) and the land will enter untapped."""
    if action[0] != "reveal":
        return False
    state.log_event("701.20a", "revealed", seat, action[1])
    return True


LAND_FACES: list[Callable[[CardDef], dict[str, CardDef]]] = []
"""Rules that let a card be played as a land with another of its faces up (712.8: a modal double-faced card's
land back face): `fn(card) -> {face's label: face}`; the land enters with the tag "face:<label>", which the
mechanic's entering form reads. Filled by the mechanic."""


def land_faces(card: CardDef) -> dict[str, CardDef]:
    """The other faces this card may be played as a land with (712.8), by label."""
    return {label: face for found in LAND_FACES for label, face in found(card).items()}


def play_land(state: GameState, seat: int, oid: int, face: str = "") -> None:
    """305.1: playing a land is a special action: it moves to the battlefield; it doesn't use the stack. `face`:
    the label of another face it is played with (712.8): the land enters with that face up (the tag
    "face:<label>"), and that face's "you may pay N life; if you don't, it enters tapped" is asked (614.12)."""
    state.players[seat].lands_played += 1
    notify(state, ("played_land", seat, oid))  # "whenever you play a land" (rules.casting.land_play_triggers)
    if face:
        tags = frozenset({f"face:{face}"})
        played = land_faces(state.objects[oid].card)[face]
        life = next((ab.param("pay_life") for ab in played.static
                     if ab.kind == "enters_tapped" and ab.param("pay_life")), None)
        if life is not None:
            options = (("pay",), ("no",)) if state.players[seat].life >= int(life) else (("no",),)  # 119.4
            ask(state, Decision(seat, "pay_life_as_enters", options, "pay_life_as_enters", (oid, int(life), tags),
                                f"Pay {life} life so it enters untapped? (614.12)", "614.12"))
            return
        move(state, oid, BATTLEFIELD, controller=seat, mover=seat, cause="305.1", tags=tags)
        return

    for _rule, asked in ENTERING_CHOICES:
        if asked(state, oid, seat):  # "As this land enters, choose a creature type." (614.12)
            return
    life = next((ab.param("pay_life") for ab in state.objects[oid].card.static
                 if ab.kind == "enters_tapped" and ab.param("pay_life")), None)
    if life is not None:
        options = (("pay",), ("no",)) if state.players[seat].life >= int(life) else (("no",),)  # 119.4
        ask(state, Decision(seat, "pay_life_as_enters", options, "pay_life_as_enters", (oid, int(life)),
                            f"Pay {life} life so it enters untapped? (614.12)", "614.12"))
        return
    shown = reveal_options(state, seat, oid)
    if shown:
        ask(state, Decision(seat, "reveal_as_enters", shown, "reveal_as_enters", (oid,),
                            "Reveal a card from your hand so it enters untapped? (614.12)", "614.12"))
        return
    move(state, oid, BATTLEFIELD, controller=seat, mover=seat, cause="305.1")


@resumer("reveal_as_enters")
def reveal_as_enters(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """614.12: the land enters untapped only if its controller revealed a card it names."""
    (oid,) = decision.data
    seat = decision.player
    tags = frozenset({REVEALED_TAG}) if revealed(state, seat, action) else frozenset()
    move(state, oid, BATTLEFIELD, controller=seat, mover=seat, cause="305.1", tags=tags)


@resumer("pay_life_as_enters")
def pay_life_as_enters(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """614.12: the land's controller pays the life (119.4) or not as it enters; it enters untapped only if
    they paid."""
    oid, life = decision.data[:2]
    seat = decision.player
    tags: frozenset[str] = decision.data[2] if len(decision.data) > 2 else frozenset()  # the face played (712.8)
    if action == ("pay",):
        lose_life(state, seat, life)
        state.log_event("119.4", "paid_life", seat, life)
        tags = tags | {PAID_LIFE_TAG}
    move(state, oid, BATTLEFIELD, controller=seat, mover=seat, cause="305.1", tags=tags)
