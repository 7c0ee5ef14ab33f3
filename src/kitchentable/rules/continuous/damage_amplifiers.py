"""Replacement effects that change how much damage a source deals (614.1a): "If a source would deal damage to a
permanent or player, it deals double that damage to that permanent or player instead." (Furnace of Rath), "If a
red source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much
damage plus 2 instead." (Torbran), "If a source you control would deal noncombat damage ..., it deals double that
damage instead." (Solphim).

The static ability is kind "damage_amplifier": `affected` describes the source (None: any source; read from the
source's characteristics, or last known ones, 608.2h), param "source_controller" "you" when the source must be
controlled by the ability's controller, "spell" when the source must be a spell, "to" "any" or "opponents" (an opponent of the ability's controller, or a
permanent one controls), "damage" "combat"/"noncombat" when only that damage, and "times" or "plus" the change.
`rules.events` joins them to the prevention effects on the same damage, in the order the affected player or the
affected permanent's controller chooses (616.1)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import StaticAbility
from kitchentable.rules.concepts.targets import matches_characteristics
from kitchentable.rules.continuous.layers import chars, printed_static_kinds, static_sources
from kitchentable.rules.events import damage_amplifier, lki_chars
from kitchentable.rules.state import BATTLEFIELD, STACK, GameState

DAMAGE_AMPLIFIER = "damage_amplifier"


def _controller_of(state: GameState, source: int) -> int | None:
    o = state.objects.get(source)
    if o is None:
        info = state.lki.get(source)
        return int(info[1]) if info is not None else None
    if o.zone[0] == STACK and o.stack is not None:
        return int(o.stack.controller)
    if o.zone[0] == BATTLEFIELD:
        return chars(state, source).controller
    return int(o.owner)


def _recipient_ok(state: GameState, ab: StaticAbility, ctl: int, target: Any) -> bool:
    if ab.param("to", "any") != "opponents":
        return True
    if isinstance(target, tuple):
        return bool(target[1] != ctl)
    return target in state.objects and chars(state, target).controller != ctl


def _applies(state: GameState, src: int, ab: StaticAbility, ctl: int, source: int, target: Any, combat: bool) -> bool:
    if ab.param("damage") == "combat" and not combat or ab.param("damage") == "noncombat" and combat:
        return False
    if ab.param("source_controller") == "you" and _controller_of(state, source) != ctl:
        return False
    if ab.param("other") and source == src:
        return False
    if ab.param("spell") and (source not in state.objects or state.objects[source].zone[0] != STACK):
        return False  # "a red spell": a spell deals damage while it resolves, on the stack
    if ab.affected is not None:
        c = lki_chars(state, source)
        if c is None or not matches_characteristics(c, ab.affected):
            return False
    return _recipient_ok(state, ab, ctl, target)


def _change(ab: StaticAbility) -> Any:
    plus, times = int(ab.param("plus", 0)), int(ab.param("times", 1))
    return lambda amount: (amount + plus) * times


@damage_amplifier("614.1a")
def amplifiers(state: GameState, source: int, target: Any, combat: bool) -> list[tuple[int, Any]]:
    """The damage amplifiers in play that apply to this damage, each with the change it makes."""
    if DAMAGE_AMPLIFIER not in printed_static_kinds(state):
        return []
    return [(src, _change(ab)) for src, ab, ctl in static_sources(state)
            if ab.kind == DAMAGE_AMPLIFIER and _applies(state, src, ab, ctl, source, target, combat)]
