"""The terminal board (cli/terminal.py)."""

from __future__ import annotations

import dataclasses

from rich.console import Console

from kitchentable.api.view import View
from kitchentable.cards.pool import get_pool
from kitchentable.cli.terminal import render
from kitchentable.rules.abilities import Cost
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.scenario import Scenario


def test_708_5_a_face_down_permanent_is_named_only_for_its_controller() -> None:
    bears = get_pool().get("Grizzly Bears")
    morph = dataclasses.replace(bears, name="Hidden Morph", morph=Cost(mana=ManaCost.parse("{G}")))
    s = Scenario()
    oid = s.battlefield(0, morph)
    s.state.objects[oid].face_down = True
    game = s.start("main1")
    shown = []
    for viewer in (0, 1):
        console = Console(record=True, width=160)
        render(View(game, viewer).board(), console)
        shown.append(console.export_text())
    assert "Hidden Morph (face down) 2/2" in shown[0]
    assert "Hidden Morph" not in shown[1] and "face-down creature 2/2" in shown[1]
