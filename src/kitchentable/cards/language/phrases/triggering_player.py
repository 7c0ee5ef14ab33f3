"""The player a trigger event names, in a target description of the same ability: "Whenever ~ deals damage to a
player, destroy target enchantment that player controls." (Soltari Visionary, Mana Skimmer), "Whenever enchanted
creature deals damage to a player, return target creature that player controls to its owner's hand." (Sigil of
Sleep), "Whenever equipped creature deals combat damage to a player, you may destroy target Equipment that player
controls." (Hammer of Ruin), "Whenever one or more Cats you control deal combat damage to a player, destroy up to
one target artifact or enchantment that player controls." (Feline Sovereign), "At the beginning of each
opponent's upkeep, ... tap target creature that player controls." (Topplegeist), and a mode of such a trigger
("Goad target creature that player controls.", Grenzo, Havoc Raiser).

The targets are chosen as the ability is put on the stack (603.3d), after the event, so "that player" is the
player the event names (603.2): the description's controller is `EVENT_PLAYER`, read from the event by the
kernel (`rules.concepts.triggering_player`) each time targets are chosen or checked (608.2b).

Where the words keep another meaning they still do: an earlier target player of the same ability
(`linked_targets`), and a creature's own combat damage trigger (`damaged_player`: its defending player). Only a
trigger whose event names a player reads it (damage dealt to a player, a player's step, a player's draw, discard,
cast or life change, when the trigger says "an opponent", "a player" or "each"); in any other ability, in a
paragraph with a second trigger (a delayed one would read its own event), or outside a target description and an
"each" group ("goad each creature that player controls", "tap all lands that player controls": an amount, a
static ability's group) the phrase is refused as before.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported
from kitchentable.rules.abilities import Filter, Ref, TargetSpec, TriggerSpec
from kitchentable.rules.concepts.triggering_player import EVENT_PLAYER

_DAMAGE_TO_A_PLAYER = frozenset({"deals_damage_to_player", "deals_combat_damage_to_player",
                                 "batch_combat_damage_player"})
_A_PLAYERS_EVENT = frozenset({"upkeep", "draw_step", "end_step", "draw", "discard", "gain_life", "lose_life",
                              "cast"})
"""Events of one player's step or action: they name a player only when the trigger says whose ("each opponent's
upkeep", "whenever an opponent draws a card"); "your upkeep" names you, and the card says "you" then."""


class TriggeringPlayerPhrases(PhraseBase):
    """"target ... that player controls" after a trigger that names a player."""

    trigger_spec: TriggerSpec | None = None
    trigger_specs_seen = 0
    event_player_read = False

    def _call_userfunc(self, tree: Any, new_children: Any = None) -> Any:
        """Every phrase goes through here: the first trigger event of the paragraph is its head (lark builds a
        paragraph's children in order, so the head is known before its instructions are read)."""
        result = super()._call_userfunc(tree, new_children)  # type: ignore[misc]
        if isinstance(result, TriggerSpec):
            self.trigger_specs_seen += 1
            if self.trigger_spec is None:
                self.trigger_spec = result
        return result

    def _trigger_names_player(self) -> bool:
        spec = self.trigger_spec
        if self.kind != "triggered" or spec is None:
            return False
        if spec.event in _DAMAGE_TO_A_PLAYER:
            return True
        return spec.event in _A_PLAYERS_EVENT and spec.whose in ("opponent", "each")

    def sf_damaged_player_controls(self, ch: list[Any]) -> Any:
        if getattr(self, "damaged_player_defends", False) or self._earlier_player_group() is not None \
                or not self._trigger_names_player():
            return super().sf_damaged_player_controls(ch)  # type: ignore[misc]
        self.event_player_read = True

        def event_player(d: Desc) -> None:
            d.fields["controller"] = EVENT_PLAYER
        return event_player

    def sf_event_player_gy(self, ch: list[Any]) -> Any:
        """"target card from that player's graveyard": a card that player owns, in their graveyard (404.2)."""
        if self._earlier_player_group() is not None or not (
                self._trigger_names_player() or getattr(self, "damaged_player_defends", False)):
            raise Unsupported("'that player's graveyard' with no player in the trigger event")
        self.event_player_read = True

        def event_players_graveyard(d: Desc) -> None:
            d.fields["zone"] = "graveyard"
            d.fields["owner"] = EVENT_PLAYER
        return event_players_graveyard

    def _earlier_player_group(self) -> int | None:
        """An earlier target player group of this ability (`linked_targets`), which "that player" names first."""
        finder = getattr(self, "_player_group", None)
        found: int | None = finder() if finder is not None else None
        return found

    def transform(self, tree: Any) -> Any:
        result = super().transform(tree)
        if self.event_player_read:
            if self.trigger_specs_seen > 1:
                raise Unsupported("'that player controls' in a paragraph with two triggers")
            if _outside_targets(result) or _outside_targets(self.targets):
                raise Unsupported("'that player controls' naming a trigger's player outside a target description")
        return result


def _outside_targets(obj: Any) -> bool:
    """Does `obj` hold a description controlled by the trigger's player that is not a target group's own
    description (an "each" group, an amount, a condition)?"""
    if isinstance(obj, TargetSpec):
        return False
    if isinstance(obj, Ref) and obj.kind == "all" and obj.filter is not None and obj.filter.controller == EVENT_PLAYER:
        return False  # "each creature that player controls": read from the event as it resolves
    if isinstance(obj, Filter):
        return EVENT_PLAYER in (obj.controller, obj.owner)
    if isinstance(obj, (tuple, list)):
        return any(_outside_targets(x) for x in obj)
    if is_dataclass(obj) and not isinstance(obj, type):
        return any(_outside_targets(getattr(obj, f.name)) for f in fields(obj))
    return False
