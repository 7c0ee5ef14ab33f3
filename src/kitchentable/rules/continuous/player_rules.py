"""Static abilities that change a player's rules or a card's timing (604.1, 613.10).

- "no_max_hand_size": "You have no maximum hand size." (402.2): the cleanup step's discard (514.1) doesn't
  happen for that player. Param "players": "you" (the controller) or "all" ("Players have ...").
- "max_hand_size_change": "Your maximum hand size is increased by one." / "Each opponent's maximum hand size is
  reduced by seven." (402.2): param "change" (+N or -N) added to the limit of the cleanup discard (514.1), never
  below zero; param "players": "you" (the controller) or "opponents".
- "skip_step": "Skip your draw step." (614.10 / 504): the controller's step named by param "step" is skipped
  as a whole: no turn-based draw, no "at the beginning of your draw step" triggers, no priority (614.10b).
- "flash_permission": "You may cast ~ as though it had flash." (601.3, 702.8): a static ability of the card
  itself, working from wherever it could be cast; `power` is the extra generic mana for "if you pay {N} more
  to cast it", paid only when the permission is what allows the cast (outside sorcery timing, 307.1).
- "flash_for_spells": "You may cast creature spells as though they had flash." (601.3, 702.8): its
  controller may cast the spells its `affected` description fits any time they have priority (Leyline of
  Anticipation, Vedalken Orrery, Yeva); nothing else changes (no extra cost, no sacrifice). Param "players"
  "all": "Any player may cast spells as though they had flash." (Tidal Barracuda).
- "additional_land_plays": "You may play an additional land on each of your turns." (305.2a): on each of
  the player's own turns they may play `power` more lands; param "players" "all" for "Each player may ...".
  An effect's "You may play an additional land this turn." adds to the player's `land_drops` for the turn
  instead (reset to one as each turn begins).
- "flash_sacrifice": the Mirage/Visions rider "If you cast it any time a sorcery couldn't have been cast, the
  controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.": a spell
  cast by the permission becomes a permanent with a delayed trigger (603.7) for the next cleanup step, which
  then gives priority (514.3a) so the sacrifice happens there.

The battlefield checks run only at the moment they matter (a cleanup discard, the start of a draw step), on
the printed statics first so a game without such cards pays one scan per such moment.
"""

from __future__ import annotations

from kitchentable.rules.abilities import (
    CardDef,
    Filter,
    Modal,
    Mode,
    Ref,
    Simple,
    StaticAbility,
    TriggeredAbility,
    TriggerSpec,
)
from kitchentable.rules.continuous.layers import printed_static_kinds, printed_static_sources, static_sources
from kitchentable.rules.state import GameState

# Tag on a spell cast outside sorcery timing only because of its flash permission (its extra cost applies).
FLASH_PERMISSION_USED = "flash_permission_used"


def _applies(ab: StaticAbility, controller: int, seat: int) -> bool:
    return ab.param("players", "you") == "all" or controller == seat


def player_has_static(state: GameState, seat: int, kind: str, **params: object) -> bool:
    """Does a static ability of `kind` in play (with these params) apply to player `seat`?"""
    if kind not in printed_static_kinds(state):
        return False

    def fits(ab: StaticAbility) -> bool:
        return ab.kind == kind and all(ab.param(k) == v for k, v in params.items())

    if not any(fits(ab) for _s, ab, _c in printed_static_sources(state)):
        return False
    return any(fits(ab) and _applies(ab, ctl, seat) for _s, ab, ctl in static_sources(state))


def has_no_max_hand_size(state: GameState, seat: int) -> bool:
    """402.2: an effect says the player has no maximum hand size, so 514.1's discard doesn't happen."""
    return player_has_static(state, seat, "no_max_hand_size")


def skips_step(state: GameState, seat: int, step: str) -> bool:
    """614.10: "skip your [step]": the active player's step doesn't happen at all."""
    return player_has_static(state, seat, "skip_step", step=step)


def land_plays(state: GameState, seat: int) -> int:
    """305.2, 305.2a: how many lands `seat` may play this turn: one, more for each effect of this turn that
    allows additional land plays, and more for each static ability that does on each of their turns."""
    base = state.players[seat].land_drops
    if "additional_land_plays" not in printed_static_kinds(state):
        return base
    return base + sum(ab.power for _s, ab, ctl in static_sources(state)
                      if ab.kind == "additional_land_plays" and _applies(ab, ctl, seat))


FLASH_THIS_TURN = "flash_this_turn"
"""The turn fact (with the player's seat) of "you may cast spells this turn as though they had flash": the spell
descriptions granted, None for every spell (`rules.continuous.flash_this_turn`)."""


def flash_granted_in_play(state: GameState, seat: int) -> bool:
    """Has player `seat` a "you may cast ... spells as though they had flash" in play (601.3), or one for this
    turn? One look at the printed statics first, as the other player rules."""
    return (FLASH_THIS_TURN, seat) in state.turn_facts or player_has_static(state, seat, "flash_for_spells")


def flash_granted(state: GameState, seat: int, card: CardDef) -> bool:
    """May `seat` cast `card` as though it had flash thanks to a static ability they control (601.3, 702.8)?"""
    if any(_fits(card, flt) for flt in state.turn_facts.get((FLASH_THIS_TURN, seat), ())):
        return True  # "You may cast sorcery spells this turn as though they had flash." (resolved)
    for _s, ab, ctl in static_sources(state):
        if ab.kind == "flash_for_spells" and _applies(ab, ctl, seat) and _fits(card, ab.affected):
            return True
    return False


def _fits(card: CardDef, flt: Filter | None) -> bool:
    """The spell description of a flash grant read from the card's printed characteristics ("creature spells",
    "green creature spells", "sorcery spells"; none: every spell)."""
    if flt is None:
        return True
    if flt.types and not flt.types <= card.types or flt.any_types and not flt.any_types & card.types:
        return False
    if flt.colors and not flt.colors & card.colors:
        return False
    return not flt.subtypes or bool(flt.subtypes & card.subtypes)


def flash_permission(card: CardDef) -> StaticAbility | None:
    """The card's own "you may cast ~ as though it had flash" (601.3), None if it has none."""
    for ab in card.static:
        if ab.kind == "flash_permission":
            return ab
    return None


def flash_sacrifice_on_entry(state: GameState, oid: int) -> None:
    """A permanent that was a spell cast only thanks to its flash permission (601.3), whose card says its
    controller sacrifices it "at the beginning of the next cleanup step": create that delayed trigger (603.7a),
    bound to this permanent (603.7c)."""
    from kitchentable.rules.stack.information import DelayedTrigger

    o = state.objects[oid]
    if not any(ab.kind == "flash_sacrifice" for ab in o.card.static):
        return
    ability = TriggeredAbility(TriggerSpec("delayed", None, "each"),
                               Modal((Mode(effects=(Simple("sacrifice", Ref("bound", 0)),)),)),
                               text="at the beginning of the next cleanup step, sacrifice it")
    state.delayed = [*state.delayed, DelayedTrigger("cleanup", o.controller, oid, o.card.name, ability,
                                                    ((oid,),), state.turn)]
    state.log_event("603.7", "delayed_created", o.card.name, "cleanup")


def cleanup_delayed(state: GameState) -> bool:
    """Is a delayed trigger waiting for the next cleanup step? (So that step announces its beginning.)"""
    from kitchentable.rules.stack.information import DelayedTrigger

    return any(isinstance(d, DelayedTrigger) and d.when == "cleanup" for d in state.delayed)


MAX_HAND_SIZE_CHANGE = "max_hand_size_change"


def max_hand_size_change(state: GameState, seat: int) -> int:
    """402.2: the sum of the "maximum hand size is increased / reduced by N" abilities that apply to `seat`."""
    if MAX_HAND_SIZE_CHANGE not in printed_static_kinds(state):
        return 0
    total = 0
    for _src, ab, ctl in static_sources(state):
        if ab.kind != MAX_HAND_SIZE_CHANGE:
            continue
        whose = ab.param("players", "you")
        if (whose == "you" and ctl == seat) or (whose == "opponents" and seat in state.opponents(ctl)):
            total += int(ab.param("change", 0))
    return total
