"""Shared cases for the environment's tests: every format and player count the kernel plays."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

CASES: list[tuple[str, str, int, dict[str, Any]]] = [
    ("duel", "duel", 2, {}),
    ("ffa-3", "ffa", 3, {}),
    ("ffa-4", "ffa", 4, {}),
    ("vortex-2", "vortex", 2, {}),
    ("vortex-3", "vortex", 3, {}),
    ("vortex-5", "vortex", 5, {}),
    ("castle", "castle", 2, {}),
    ("tower", "judges-tower", 3, {}),
    ("tower-shame", "judges-tower", 2, {"shame": True}),
    ("turnabout", "turnabout", 2, {"clock_turn": 6}),
]
IDS = [c[0] for c in CASES]


def make_case(case: tuple[str, str, int, dict[str, Any]], **kwargs: Any) -> Any:
    from kitchentable.env import make

    _, fmt, players, extra = case
    return make(fmt, players, **{**extra, **kwargs})


@pytest.fixture(params=CASES, ids=IDS)
def case(request: Any) -> tuple[str, str, int, dict[str, Any]]:
    return request.param  # type: ignore[no-any-return]
