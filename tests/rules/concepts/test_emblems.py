"""Tests of `rules.concepts.emblems` and `cards.language.phrases.emblems` (114): "You get an emblem with
"..."" puts an emblem into its controller's command zone, whose static abilities apply and whose triggered
abilities trigger from there (114.4), and which stays after its source is gone (114.2)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

ANTHEM_WALKER = card("Test Banner Walker {2}{W}{W}\nLegendary Planeswalker — Gideon loyalty 1\n"
                     "-1: You get an emblem with \"Creatures you control get +1/+1.\"")
EXILE_WALKER = card("Test Drift Walker {3}{W}{U}\nLegendary Planeswalker — Venser loyalty 8\n"
                    "-8: You get an emblem with \"Whenever you cast a spell, exile target permanent.\"")
SPARK = card("Test Spark {G}\nSorcery\nYou gain 1 life.")


def _activate(game: Any, oid: int) -> None:
    game.apply(("activate", oid, 0))
    answer_until_priority(game)
    resolve_stack(game)


def _emblems(game: Any, seat: int) -> list[int]:
    return [o for o in game.state.zones.get(("command", -1), ()) if game.state.objects[o].emblem
            and game.state.objects[o].controller == seat]


def test_114_4_an_emblems_static_ability_applies_from_the_command_zone_after_its_source_is_gone() -> None:
    s = Scenario()
    walker = s.battlefield(0, ANTHEM_WALKER)
    bear = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Lightning Bolt")
    game = s.start("main1")
    _activate(game, walker)
    assert len(_emblems(game, 0)) == 1 and not _emblems(game, 1)
    assert (chars(game.state, bear).power, chars(game.state, bear).toughness) == (3, 3)
    assert (chars(game.state, theirs).power, chars(game.state, theirs).toughness) == (2, 2)  # "you control"
    assert walker not in game.state.battlefield()  # 704.5i: no loyalty left; the emblem stays (114.2)
    assert (chars(game.state, bear).power, chars(game.state, bear).toughness) == (3, 3)
    assert rules_text(ANTHEM_WALKER) == ['-1: You get an emblem with "Creatures you control get +1/+1."']


def test_114_4_an_emblems_triggered_ability_triggers_from_the_command_zone() -> None:
    s = Scenario()
    walker = s.battlefield(0, EXILE_WALKER)
    theirs = s.battlefield(1, "Grizzly Bears")
    spark = s.hand(0, SPARK)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    _activate(game, walker)
    assert walker not in game.state.battlefield()  # 8 loyalty spent: it is gone, its emblem is not
    game.apply(("cast", spark))
    answer_until_priority(game)
    while game.pending["kind"] != "priority" or game.state.stack_ids() or game.state.pending_triggers:
        options = game.legal_actions()
        game.apply(next((a for a in options if theirs in a), options[0]))
    assert theirs not in game.state.battlefield()
    assert game.state.players[0].life == 21
    assert rules_text(EXILE_WALKER) == ['-8: You get an emblem with "Whenever you cast a spell, exile target '
                                        'permanent."']
