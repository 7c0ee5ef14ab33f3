"""Tests of `cards.language.phrases.granted_ward`: ward granted to a group (702.21a; 613.1f, layer 6). The ward
trigger of a creature that only has ward through another permanent counters an opponent's spell that targets it
unless that player pays; the render says the ward as a keyword. Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named

WARDEN = card("Test Warden {1}{U}\nCreature — Human Wizard 1/3\nOther creatures you control have ward {2}.")
CLOAK = card("Test Cloak {1}\nArtifact — Equipment\nEquipped creature gets +1/+1 and has vigilance and ward {1}.\n"
             "Equip {2}")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
ZAP = card("Test Zap {R}\nInstant\nTest Zap deals 3 damage to target creature.")


def _game(*theirs: Any, mountains: int) -> tuple[Any, int, int]:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    ids = [s.battlefield(1, c) for c in theirs]
    s.many(0, "battlefield", ["Mountain"] * mountains)
    zap = s.hand(0, ZAP)
    return s.start("main1"), zap, ids[-1]


def _zap(game: Any, zap: int, target: int, pay: bool) -> None:
    game.apply(("cast", zap))
    game.apply(("target", target))
    game.apply(("pay",))
    for _ in range(40):
        d = game.pending
        if d["kind"] == "priority" and not game.state.stack_ids():
            return
        options = game.legal_actions()
        yes = [o for o in options if o[0] in ("pay", "yes", "choose") and o[-1] not in (False, "no")]
        no = [o for o in options if o[0] in ("decline", "no") or (o[0] in ("choose", "yes") and o[-1] in (False,
                                                                                                         "no"))]
        if ("pass",) in options:
            game.apply(("pass",))
        elif pay and yes:
            game.apply(yes[0])
        elif not pay and no:
            game.apply(no[0])
        else:
            game.apply(options[0])


def test_702_21a_other_creatures_you_control_have_ward_2() -> None:
    """The opponent can't pay {2} with its last land gone: the ward trigger counters the spell; the Bear lives."""
    game, zap, bear = _game(WARDEN, BEAR, mountains=1)
    _zap(game, zap, bear, pay=True)
    assert bear in game.state.battlefield()
    assert named(game, "Test Zap", "graveyard")


def test_702_21a_without_the_grant_the_spell_resolves() -> None:
    game, zap, bear = _game(BEAR, mountains=1)
    _zap(game, zap, bear, pay=True)
    assert named(game, "Test Bear", "graveyard")


def test_702_21a_the_ward_cost_paid_the_spell_resolves() -> None:
    game, zap, bear = _game(WARDEN, BEAR, mountains=3)
    _zap(game, zap, bear, pay=True)
    assert named(game, "Test Bear", "graveyard")


def test_702_21a_the_warden_itself_has_no_ward() -> None:
    """"Other creatures": the Warden's own toughness 3 takes the 3 damage with no ward trigger."""
    game, zap, warden = _game(BEAR, WARDEN, mountains=1)
    _zap(game, zap, warden, pay=True)
    assert named(game, "Test Warden", "graveyard")


@pytest.mark.parametrize(("card_", "sentence"), [
    (WARDEN, "Other creatures you control have ward {2}."),
    (CLOAK, "Equipped creature gets +1/+1 and has vigilance and ward {1}."),
])
def test_granted_ward_renders_as_printed(card_: Any, sentence: str) -> None:
    assert sentence in render(card_)
