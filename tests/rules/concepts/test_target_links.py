"""Tests of `rules.concepts.target_links`, the core's registry of target groups that read another group (601.2c,
608.2h): the casting procedure and resolution reach "target creature that player controls" only through it, and
the linked-targets mechanic fills it when the kernel is loaded."""

from __future__ import annotations

from kitchentable import rules
from kitchentable.rules.abilities import Filter, TargetSpec
from kitchentable.rules.concepts import target_links
from kitchentable.scenario import Scenario


def test_601_2c_a_group_linked_to_a_chosen_player_reads_that_player_through_the_registry() -> None:
    rules.load()
    linked = TargetSpec(Filter(types=frozenset({"Creature"})), controlled_by_group=0)
    assert target_links.read_spec(linked, ((("player", 1),),)).linked_seat == 1
    assert target_links.read_spec(linked, ((),)).linked_seat == -1  # no player chosen yet: nothing is legal
    plain = TargetSpec(Filter(types=frozenset({"Creature"})))
    assert target_links.read_spec(plain, ((("player", 1),),)) is plain


def test_608_2h_an_each_group_keeps_the_chosen_player_s_objects_and_others_are_untouched() -> None:
    s = Scenario()
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    chosen = ((("player", 1),),)
    found = [mine, theirs]
    assert target_links.read_group(game.state, chosen, "target_player", 0, found) == [theirs]
    assert target_links.read_group(game.state, chosen, "you", 0, found) == found  # no mechanic reads "you"
    assert target_links.read_group(game.state, chosen, None, 0, found) == found
