"""Tests of `cards.language.phrases.rooms` (709.5): a Room's door triggers and the effects that lock and unlock
doors compile to the kernel's events and effects, and render as printed."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.abilities import Simple
from tests.cards.card_text import card

ROOM = card("""
@layout split
Test Parlor {1}{U}
Enchantment — Room
When you unlock this door, draw a card.
//
Test Attic {2}{U}
Enchantment — Room
Whenever you fully unlock a Room, scry 1.
""")


def test_709_5_a_room_compiles_as_a_split_card_of_two_enchantment_doors() -> None:
    assert ROOM.layout == "split" and [f.name for f in ROOM.faces] == ["Test Parlor", "Test Attic"]
    assert all(f.type_line == "Enchantment — Room" for f in ROOM.faces)
    assert ROOM.faces[0].triggered[0].trigger.event == "unlock_this_door"
    assert ROOM.faces[1].triggered[0].trigger.event == "fully_unlock_room"


def test_709_5_door_triggers_render_as_printed() -> None:
    assert rules_text(ROOM.faces[0]) == ["When you unlock this door, draw a card."]
    assert rules_text(ROOM.faces[1]) == ["Whenever you fully unlock a Room, scry 1."]


def test_709_5_unlock_and_lock_effects_render_as_printed() -> None:
    key = card("Test Ghost {3}{U}\nCreature — Spirit 3/3\nWhenever this creature deals combat damage to a player, "
               "unlock a locked door of up to one target Room you control.")
    smith = card("Test Smith {1}\nArtifact\n{T}: Lock or unlock a door of target Room you control. Activate only "
                 "as a sorcery.")
    assert rules_text(key) == ["Whenever this deals combat damage to a player, unlock a locked door of up to one "
                               "target Room you control."]
    assert rules_text(smith) == ["{T}: Lock or unlock a door of target Room you control. Activate only as a sorcery."]
    effect = smith.activated[0].effect.modes[0].effects[0]
    assert isinstance(effect, Simple) and effect.kind == "lock_or_unlock_door"


def test_701_62a_that_creature_after_manifest_dread_is_the_manifested_permanent() -> None:
    gym = card("Test Gym {2}{G}\nEnchantment\nWhen this enchantment enters, manifest dread, then put three +1/+1 "
               "counters on that creature.")
    counters = gym.triggered[0].effect.modes[0].effects[1]
    assert isinstance(counters, Simple) and counters.subject.kind == "it"  # not this enchantment
