"""Tests of `rules.additional.rooms` (709.5): a Room enters with the door that was cast unlocked and has only
its unlocked doors' characteristics; unlocking a locked door is a special action at sorcery speed that pays the
door's mana cost; "when you unlock this door" and "whenever you fully unlock a Room" trigger on unlocking only."""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.additional.rooms import unlocked_doors
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

ROOM = card("""
@layout split
Kindling Hall {1}{R}
Enchantment — Room
When you unlock this door, this Room deals 3 damage to any target.
//
Smoulder Vault {3}{R}
Enchantment — Room
Creatures you control get +1/+0.
""")
KEYRING = card("Test Keyring {2}\nArtifact\nWhenever you fully unlock a Room, you gain 2 life.")


def _room(game: Any) -> int:
    (oid,) = [o for o in game.state.battlefield() if game.state.objects[o].controller == 0
              and "Room" in chars(game.state, o).subtypes]
    return oid


def _settle(game: Any) -> None:
    for _ in range(40):
        if not game.state.stack_ids() and not game.state.pending_triggers:
            return
        pending = game.pending
        if pending["kind"] == "priority":
            game.apply(("pass",))
        else:
            game.apply(game.legal_actions()[0])


def test_709_5_a_cast_door_enters_unlocked_and_the_room_has_only_its_characteristics() -> None:
    s = Scenario()
    room = s.hand(0, ROOM)
    s.battlefield(0, BEAR)
    s.many(0, "battlefield", ["Mountain"] * 4)
    game = s.start("main1")
    game.apply(("cast", room, "half:1"))
    game.apply(("pay",))
    _settle(game)
    oid = _room(game)
    c = chars(game.state, oid)
    assert c.name == "Smoulder Vault" and c.mana_value == 4 and c.colors == frozenset({"R"})
    assert unlocked_doors(game.state.objects[oid]) == frozenset({1})
    bear = next(o for o in game.state.battlefield() if chars(game.state, o).name == "Plain Bear")
    assert chars(game.state, bear).power == 3  # the unlocked door's static ability applies
    assert not c.triggered  # the locked door's abilities don't exist
    assert game.state.players[1].life == 20  # entering with a door unlocked is not unlocking it


def test_709_5_unlocking_a_door_pays_its_cost_and_triggers_when_you_unlock_this_door() -> None:
    s = Scenario()
    room = s.hand(0, ROOM)
    s.battlefield(0, KEYRING)
    s.many(0, "battlefield", ["Mountain"] * 6)
    game = s.start("main1")
    game.apply(("cast", room, "half:1"))
    game.apply(("pay",))
    _settle(game)
    oid = _room(game)
    assert ("unlock", oid, 0) in game.legal_actions()
    assert ("unlock", oid, 1) not in game.legal_actions()  # already unlocked
    game.apply(("unlock", oid, 0))
    game.apply(("pay",))
    assert chars(game.state, oid).name == "Kindling Hall // Smoulder Vault"
    assert chars(game.state, oid).mana_value == 6
    assert unlocked_doors(game.state.objects[oid]) == frozenset({0, 1})
    for _ in range(20):  # the door's trigger targets: any target, chosen here as player 2
        if ("target", ("player", 1)) in game.legal_actions():
            game.apply(("target", ("player", 1)))
            break
        game.apply(game.legal_actions()[0] if game.pending["kind"] != "priority" else ("pass",))
    _settle(game)
    assert game.state.players[1].life == 17  # "when you unlock this door"
    assert game.state.players[0].life == 22  # "whenever you fully unlock a Room"
    assert not [a for a in game.legal_actions() if a[0] == "unlock"]


def test_709_5_unlocking_is_a_sorcery_speed_special_action() -> None:
    s = Scenario()
    room = s.hand(0, ROOM)
    s.many(0, "battlefield", ["Mountain"] * 6)
    game = s.start("main1")
    game.apply(("cast", room))  # the left door, cast as the card itself
    game.apply(("pay",))
    _settle(game)
    oid = _room(game)
    assert chars(game.state, oid).name == "Kindling Hall"
    assert ("unlock", oid, 1) in game.legal_actions()
    later = game.copy()
    while later.state.step == "main1":
        later.apply(("pass",))  # to combat: no longer sorcery timing
    assert not [a for a in later.legal_actions() if a[0] == "unlock"]


def test_709_5_when_you_unlock_this_door_hears_only_its_own_door() -> None:
    s = Scenario()
    room = s.hand(0, ROOM)
    s.many(0, "battlefield", ["Mountain"] * 6)
    game = s.start("main1")
    game.apply(("cast", room))  # Kindling Hall unlocked as the Room enters: no trigger
    game.apply(("pay",))
    _settle(game)
    oid = _room(game)
    game.apply(("unlock", oid, 1))
    game.apply(("pay",))
    assert not game.state.pending_triggers and not game.state.stack_ids()
    assert game.state.players[1].life == 20
    assert chars(game.state, oid).name == "Kindling Hall // Smoulder Vault"


def test_709_5_a_room_put_onto_the_battlefield_uncast_has_both_doors_locked() -> None:
    s = Scenario()
    room = s.graveyard(0, ROOM)
    s.many(0, "battlefield", ["Mountain"] * 2)
    new = events.move(s.state, room, BATTLEFIELD, controller=0)
    game = s.start("main1")
    c = chars(game.state, new)
    assert c.name == "" and c.mana_value == 0 and not c.colors and not c.triggered and not c.static
    assert "Enchantment" in c.types and "Room" in c.subtypes
    assert ("unlock", new, 0) in game.legal_actions()
    assert ("unlock", new, 1) not in game.legal_actions()  # {3}{R} can't be paid with two lands


def test_709_5_a_room_is_the_whole_card_again_once_it_leaves_the_battlefield() -> None:
    s = Scenario()
    room = s.hand(0, ROOM)
    s.many(0, "battlefield", ["Mountain"] * 4)
    game = s.start("main1")
    game.apply(("cast", room, "half:1"))
    game.apply(("pay",))
    _settle(game)
    oid = _room(game)
    new = events.move(game.state, oid, GRAVEYARD)
    o = game.state.objects[new]
    assert o.card.name == "Kindling Hall // Smoulder Vault" and not unlocked_doors(o)


EERIE = card("Test Lurker {2}{B}\nCreature — Spirit 2/2\n"
             "Eerie — Whenever an enchantment you control enters and whenever you fully unlock a Room, "
             "you gain 1 life.")


def test_207_2c_eerie_hears_a_room_fully_unlocked() -> None:
    s = Scenario()
    room = s.hand(0, ROOM)
    s.battlefield(0, EERIE)
    s.many(0, "battlefield", ["Mountain"] * 6)
    game = s.start("main1")
    game.apply(("cast", room, "half:1"))
    game.apply(("pay",))
    _settle(game)
    assert game.state.players[0].life == 21  # an enchantment entered
    oid = _room(game)
    game.apply(("unlock", oid, 0))
    game.apply(("pay",))
    for _ in range(20):
        if ("target", ("player", 1)) in game.legal_actions():
            game.apply(("target", ("player", 1)))
        elif game.pending["kind"] != "priority":
            game.apply(game.legal_actions()[0])
        elif game.state.stack_ids():
            game.apply(("pass",))
        else:
            break
    assert game.state.players[0].life == 22  # the Room was fully unlocked


def test_709_5_unlocked_doors_are_public_and_the_log_says_so() -> None:
    s = Scenario()
    room = s.hand(0, ROOM)
    s.hand(0, ROOM)
    s.many(0, "battlefield", ["Mountain"] * 6)
    game = s.start("main1")
    game.apply(("cast", room, "half:1"))
    game.apply(("pay",))
    _settle(game)
    oid = _room(game)
    seen = [p["name"] for p in game.observation(1)["zones"]["battlefield"] if p["id"] == oid]
    assert seen == ["Smoulder Vault"]  # the opponent sees which door is unlocked (a public designation)
    game.apply(("unlock", oid, 0))
    game.apply(("pay",))
    assert any("unlocks Kindling Hall" in line for line in game.log_text(viewer=1))
    assert game.observation(1)["zones"]["hand:0"] == {"count": 1}  # the Room in hand stays hidden (402.3)


KEY = card("Test Key {U}\nSorcery\nUnlock a locked door of up to one target Room you control.")
LOCKSMITH = card("Test Locksmith {1}\nArtifact\n{T}: Lock or unlock a door of target Room you control. "
                 "Activate only as a sorcery.")


def test_709_5_an_effect_unlocks_a_locked_door_and_its_trigger_fires() -> None:
    s = Scenario()
    room = s.hand(0, ROOM)
    key = s.hand(0, KEY)
    s.many(0, "battlefield", ["Mountain"] * 4 + ["Island"])
    game = s.start("main1")
    game.apply(("cast", room, "half:1"))
    game.apply(("pay",))
    _settle(game)
    oid = _room(game)
    game.apply(("cast", key))
    game.apply(("count", 1))  # "up to one target"
    game.apply(("target", oid))
    game.apply(("pay",))
    for _ in range(20):
        if ("target", ("player", 1)) in game.legal_actions():
            game.apply(("target", ("player", 1)))
        elif game.pending["kind"] != "priority":
            game.apply(game.legal_actions()[0])
        elif game.state.stack_ids():
            game.apply(("pass",))
        else:
            break
    assert unlocked_doors(game.state.objects[oid]) == frozenset({0, 1})
    assert game.state.players[1].life == 17  # the unlocked door's "when you unlock this door"


def test_709_5_lock_or_unlock_chooses_a_door_and_locking_removes_its_abilities() -> None:
    s = Scenario()
    room = s.hand(0, ROOM)
    s.battlefield(0, LOCKSMITH)
    s.battlefield(0, BEAR)
    s.many(0, "battlefield", ["Mountain"] * 4)
    game = s.start("main1")
    game.apply(("cast", room, "half:1"))
    game.apply(("pay",))
    _settle(game)
    oid = _room(game)
    smith = next(o for o in game.state.battlefield() if chars(game.state, o).name == "Test Locksmith")
    game.apply(("activate", smith, 0))
    game.apply(("target", oid))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "choose_door"
    assert sorted(game.legal_actions()) == [("door", oid, 0), ("door", oid, 1)]
    game.apply(("door", oid, 1))
    c = chars(game.state, oid)
    assert c.name == "" and not c.static  # both doors locked now
    bear = next(o for o in game.state.battlefield() if chars(game.state, o).name == "Plain Bear")
    assert chars(game.state, bear).power == 2


GHOST = card("Test Doorman {2}{W}\nCreature — Spirit 2/2\n"
             "When this creature enters, unlock a locked door of a Room you control.")


def test_709_5_unlock_a_locked_door_of_a_room_you_control_chooses_among_your_locked_doors() -> None:
    s = Scenario()
    room = s.graveyard(0, ROOM)
    s.many(0, "battlefield", ["Mountain", "Mountain", "Plains"])
    new = events.move(s.state, room, BATTLEFIELD, controller=0)  # both doors locked
    ghost = s.hand(0, GHOST)
    game = s.start("main1")
    game.apply(("cast", ghost))
    game.apply(("pay",))
    for _ in range(10):
        if game.pending["kind"] == "choose_door":
            break
        game.apply(("pass",))
    assert sorted(game.legal_actions()) == [("door", new, 0), ("door", new, 1)]
    game.apply(("door", new, 1))
    assert unlocked_doors(game.state.objects[new]) == frozenset({1})
    assert chars(game.state, new).name == "Smoulder Vault"
