"""Tests of `rules.concepts.triggering_player`: the player a trigger event names, fixed on a target group
described as "that player controls" (603.2, 603.3d, 608.2b)."""

from __future__ import annotations

from kitchentable.rules.abilities import Filter, TargetSpec
from kitchentable.rules.concepts.target_links import read_event_spec
from kitchentable.rules.concepts.triggering_player import EVENT_PLAYER, triggering_seat

THAT_PLAYERS_CREATURE = TargetSpec(Filter(types=frozenset({"Creature"}), controller=EVENT_PLAYER))


def test_603_2_the_event_names_the_player_dealt_damage_or_whose_step_began() -> None:
    assert triggering_seat(("damage", 7, ("player", 2), 3, True)) == 2
    assert triggering_seat(("step", "upkeep", 1)) == 1
    assert triggering_seat(("draw", 2, 1)) == 2
    assert triggering_seat(("damage", 7, 9, 3, True)) is None  # damage to a creature names no player
    assert triggering_seat(None) is None


def test_603_3d_that_player_s_group_is_fixed_to_the_event_s_player() -> None:
    spec = read_event_spec(THAT_PLAYERS_CREATURE, ("damage", 7, ("player", 2), 3, True))
    assert spec.linked_seat == 2


def test_603_3d_an_event_without_a_player_leaves_nothing_legal() -> None:
    assert read_event_spec(THAT_PLAYERS_CREATURE, None).linked_seat == -1
    assert read_event_spec(THAT_PLAYERS_CREATURE, ("blocks", 3, 4)).linked_seat == -1


def test_603_3d_other_groups_are_unchanged() -> None:
    plain = TargetSpec(Filter(types=frozenset({"Creature"})))
    assert read_event_spec(plain, ("step", "upkeep", 1)) is plain
