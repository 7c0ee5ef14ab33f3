"""The scenario builder puts cards in every zone a format has, with the owner the format gives them."""

from __future__ import annotations

import pytest

from kitchentable.scenario import Scenario


def test_vortex_shoe_cards_are_unowned_r_vx_1() -> None:
    s = Scenario("vortex")
    top = s.library(0, "Island")
    shoe = s.shoe("Forest")
    state = s.state
    assert state.objects[top].zone == ("shoe", -1) and state.objects[top].owner == -1
    assert state.objects[shoe].zone == ("shoe", -1) and state.objects[shoe].owner == -1


def test_vortex_pack_and_passed_pack() -> None:
    s = Scenario("vortex", 3)
    mine = s.pack(2, "Grizzly Bears")
    passed = s.passed_pack("Lightning Bolt")
    state = s.state
    assert state.objects[mine].zone == ("pack", 2) and state.objects[mine].owner == 2
    assert state.objects[passed].zone == ("passed_pack", -1) and state.objects[passed].owner == -1


def test_castle_spots_by_card_name_face_down_and_face_up() -> None:
    from kitchentable.formats.castle import position

    s = Scenario("castle")
    down = s.castle(1, "Grizzly Bears", 2, 1)
    up = s.castle(1, "Hill Giant", 3, 2, face_up=True)
    state = s.state
    assert state.objects[down].zone == ("castle", 1) and state.objects[down].face_down
    assert state.objects[up].zone[0] == "battlefield" and not state.objects[up].face_down
    assert position(state.objects[down]) == (1, 2, 1) and position(state.objects[up]) == (1, 3, 2)


def test_judges_tower_library_and_graveyard_are_shared() -> None:
    s = Scenario("judges-tower")
    a = s.library(0, "Island")
    b = s.library(1, "Forest")
    g = s.graveyard(1, "Lightning Bolt")
    state = s.state
    assert state.objects[a].zone == state.objects[b].zone == ("library", -1)
    assert state.objects[g].zone == ("graveyard", -1)


def test_a_zone_the_format_lacks_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="no pack"):
        Scenario().pack(0, "Island")
    with pytest.raises(ValueError, match="no castles"):
        Scenario().castle(0, "Island", 1, 1)
