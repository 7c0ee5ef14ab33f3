"""Rooms (709.5): the triggers written on a Room's doors.

"When you unlock this door" triggers when that door of the Room becomes unlocked, by the special action or an
effect; a door that is unlocked because its half was cast and the Room entered with it unlocked was never
unlocked, so it doesn't trigger (`rules.additional.rooms`). "Whenever you fully unlock a Room" triggers when the
last locked door of a Room its controller controls becomes unlocked. The effects "unlock a locked door of
[target Room]" and "lock or unlock a door of [target Room]" are the kernel's `unlock_door` and
`lock_or_unlock_door`."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import YOU, Effect, Simple, TriggerSpec

UNLOCK_THIS_DOOR = "unlock_this_door"
FULLY_UNLOCK = "fully_unlock_room"


class RoomsPhrases(PhraseBase):
    """The door triggers of Rooms."""

    def t_unlock_this_door(self, ch: list[Any]) -> TriggerSpec:
        """"When you unlock this door" (709.5): the door's own unlocking, by the Room's controller."""
        return TriggerSpec(UNLOCK_THIS_DOOR, None, "you")

    def t_fully_unlock_a_room(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you fully unlock a Room" (709.5): the second door of a Room you control becomes unlocked."""
        return TriggerSpec(FULLY_UNLOCK, None, "you")

    def x_unlock_a_door(self, ch: list[Any]) -> list[Effect]:
        """"Unlock a locked door of up to one target Room you control" (709.5): the Room's controller chooses
        which locked door if both are."""
        refs = [c for c in ch if not isinstance(c, Token)]
        return [Simple("unlock_door", refs[0])]

    def x_unlock_a_door_of_a_room(self, ch: list[Any]) -> list[Effect]:
        """"Unlock a locked door of a Room you control" (709.5): no target; the door is chosen as it resolves
        among the locked doors of the Rooms its controller controls."""
        return [Simple("unlock_door_of_yours", YOU)]

    def x_lock_or_unlock_a_door(self, ch: list[Any]) -> list[Effect]:
        """"Lock or unlock a door of target Room you control" (709.5): one door chosen, locked if it is unlocked
        and unlocked if it is locked."""
        refs = [c for c in ch if not isinstance(c, Token)]
        return [Simple("lock_or_unlock_door", refs[0])]
