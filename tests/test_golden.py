"""Golden playthroughs (DESIGN.md): stored games must replay to the same final state and the same story.

If one fails after a deliberate rules or card change, regenerate with `python scripts/golden.py` and say why
in the commit message.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from kitchentable.api.game import Game

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_game_replays_to_the_same_hash_and_log(path: Path) -> None:
    from golden import log_digest

    record = json.loads(path.read_text())
    game = Game.from_record(record)
    assert game.is_over()
    assert game.state_hash() == record["final_hash"]
    assert len(game.state.log) == record["log_events"]
    assert log_digest(game) == record["log_digest"]


def test_every_format_has_a_golden_game() -> None:
    assert {p.stem for p in GOLDEN} >= {"duel", "ffa", "vortex", "castle", "judges-tower", "turnabout"}
