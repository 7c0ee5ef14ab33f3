"""Choices a permanent's own text makes as it enters, when a spell or ability puts it onto the battlefield
(614.12, 614.1c): "As this land enters, you may pay 2 life. If you don't, it enters tapped." (the shock lands),
"As ~ enters, choose a color / a creature type / a card name / an opponent".

A permanent spell resolving and a land being played ask these before the permanent moves
(`rules.keywords.permanent_keywords.entering_choice`, `rules.casting.lands.play_land`). A permanent put onto the
battlefield by an effect (a land search that puts the land onto the battlefield, a reanimation, a flicker) is
moved by the effect's own code, which goes on at once with the new object; so its choices are asked right after
the move, before that spell or ability goes on with its next instruction and before any player receives priority
or a triggered ability is put on the stack. Until the answer the permanent's "chosen" descriptions match nothing,
and nothing can look at them: no player acts in between (116.3 comes only after the resolution, 117.3b).

- The pay-life land enters tapped by its own replacement (the choice not made yet); paying untaps it with no
  "becomes untapped" event, since it is the same entry (614.12: the choice decides how it enters). A land the
  effect puts onto the battlefield tapped is not asked: either way it enters tapped.
- A color, creature type, card name or player is written into the permanent's abilities as the spell path
  does (`fill_chosen`, `CHOSEN_NAME`, `CHOSEN_PLAYER`).

Partial: unleash, riot, devour, amplify and tribute are still asked only as the spell resolves.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.events import put_onto_battlefield_choices
from kitchentable.rules.state import BATTLEFIELD, Decision, GameState

FRAME = "choices_entering_by_effect"


def _chooser(card: Any) -> Any:
    from kitchentable.rules.stack.resolve import ENTERED_CHOICE

    return next((ab for ab in card.static if ab.kind == ENTERED_CHOICE), None)


def _reveals(card: Any) -> bool:
    return any(ab.kind == "enters_tapped" and ab.param("reveal") is not None for ab in card.static)


def _life_to_pay(card: Any) -> int | None:
    life = next((ab.param("pay_life") for ab in card.static if ab.kind == "enters_tapped" and ab.param("pay_life")),
                None)
    return int(life) if life is not None else None


@put_onto_battlefield_choices("614.12")
def _entered(state: GameState, oid: int, seat: int, tapped: bool) -> None:
    """Queue the questions for a permanent an effect just put onto the battlefield, if its text makes a choice
    as it enters (`tapped`: the effect itself put it onto the battlefield tapped)."""
    card = state.objects[oid].card
    asks_life = not tapped and (_life_to_pay(card) is not None or _reveals(card))
    if _chooser(card) is not None or asks_life:
        push(state, (FRAME, oid, seat, "choose", asks_life))


@handler(FRAME)
def choices_entering_by_effect(state: GameState, frame: tuple[Any, ...]) -> None:
    """One question at a time: the choice its text names, then whether to pay the life."""
    _name, oid, seat, step, asks_life = frame
    if oid not in state.objects or state.objects[oid].zone[0] != BATTLEFIELD:
        return
    card = state.objects[oid].card
    chooser = _chooser(card) if step == "choose" else None
    if chooser is not None:
        what = str(chooser.param("what", "color"))
        options: tuple[tuple[Any, ...], ...]
        if what == "name":
            from kitchentable.rules.concepts.card_names import names_in_game

            options = tuple(("name", n) for n in names_in_game(state, bool(chooser.param("nonland"))))
            prompt = "Choose a card name as it enters (614.12, 201.3)."
        elif what in ("opponent", "player"):
            seats = state.opponents(seat) if what == "opponent" else [p.seat for p in state.players if p.in_game]
            options = tuple((what, s) for s in seats)
            prompt = f"Choose {'an opponent' if what == 'opponent' else 'a player'} as it enters (614.12)."
        else:
            options = tuple((what, c) for c in chooser.param("choices", ()))
            prompt = f"Choose a {'color' if what == 'color' else 'creature type'} as it enters (614.12)."
        if options:
            ask(state, Decision(seat, f"choose_{what}", options, FRAME, (oid, seat, asks_life), prompt, "614.12"))
            return
    life = _life_to_pay(card)
    if asks_life and life is not None and state.objects[oid].tapped:
        options = (("pay",), ("no",)) if state.players[seat].life >= life else (("no",),)  # 119.4
        ask(state, Decision(seat, "pay_life_as_enters", options, FRAME, (oid, seat, False),
                            f"Pay {life} life so it enters untapped? (614.12)", "614.12"))
        return
    from kitchentable.rules.casting.lands import reveal_options

    shown = reveal_options(state, seat, oid) if asks_life and state.objects[oid].tapped else ()
    if shown:
        ask(state, Decision(seat, "reveal_as_enters", shown, FRAME, (oid, seat, False),
                            "Reveal a card from your hand so it enters untapped? (614.12)", "614.12"))


@resumer(FRAME)
def _answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    oid, seat, asks_life = decision.data
    if oid not in state.objects:
        return
    if decision.kind == "pay_life_as_enters":
        if action == ("pay",):
            _paid_life(state, oid, seat)
        return
    if decision.kind == "reveal_as_enters":
        from kitchentable.rules.casting.lands import revealed
        from kitchentable.rules.stack.resolve import REVEALED_TAG

        if revealed(state, seat, action):  # 614.12: it is untapped as it enters (no "becomes untapped" event)
            o = state.mut(oid, characteristics=False)
            o.tapped = False
            o.tags = o.tags | {REVEALED_TAG}
        return
    _chosen(state, oid, seat, decision.kind, action[1])
    if asks_life:
        push(state, (FRAME, oid, seat, "life", True))


def _chosen(state: GameState, oid: int, seat: int, kind: str, value: Any) -> None:
    """Write the choice into the permanent, as a permanent spell that resolves gets it (614.12)."""
    if kind == "choose_name":
        from kitchentable.rules.concepts.card_names import CHOSEN_NAME

        o = state.mut(oid)
        o.memory = (*o.memory, (CHOSEN_NAME, value))
        state.log_event("201.3", "named", seat, value)
    elif kind in ("choose_opponent", "choose_player"):
        from kitchentable.rules.continuous.chosen_player import CHOSEN_PLAYER

        o = state.mut(oid)
        o.memory = (*o.memory, (CHOSEN_PLAYER, value))
        state.log_event("614.12", "chosen_player", seat, value)
    else:
        from kitchentable.rules.keywords.permanent_keywords import ENTERED_COLOR
        from kitchentable.rules.stack.information import fill_chosen

        o = state.mut(oid)
        printed = o.card
        o.card = fill_chosen(printed, str(value))
        o.memory = (*o.memory, (ENTERED_COLOR, printed))
        state.mut(oid)  # what was remembered about its new abilities is forgotten too
        state.log_event("614.12", "chosen", seat, value)


def _paid_life(state: GameState, oid: int, seat: int) -> None:
    """119.4, 614.12: the life is paid and the land is untapped as it enters (no "becomes untapped" event)."""
    from kitchentable.rules.events import lose_life
    from kitchentable.rules.stack.resolve import PAID_LIFE_TAG

    life = _life_to_pay(state.objects[oid].card)
    if life is None:
        return
    lose_life(state, seat, life)
    state.log_event("119.4", "paid_life", seat, life)
    o = state.mut(oid, characteristics=False)
    o.tapped = False
    o.tags = o.tags | {PAID_LIFE_TAG}
