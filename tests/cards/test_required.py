"""The issue's required-card list (cards/required.txt): every name is in the pool or listed as deferred."""

from __future__ import annotations

from pathlib import Path

import kitchentable.cards
from kitchentable.cards.pool import get_pool

REQUIRED = Path(kitchentable.cards.__file__).with_name("required.txt")


def _entries() -> tuple[list[str], list[str]]:
    present: list[str] = []
    deferred: list[str] = []
    for line in REQUIRED.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("deferred:"):
            deferred.append(line[len("deferred:"):].split(" — ")[0].strip())
        else:
            present.append(line)
    return present, deferred


def test_required_cards_are_in_the_pool_with_exact_names() -> None:
    pool = get_pool()
    present, _deferred = _entries()
    missing = [n for n in present if n not in pool or pool.get(n).name != n]
    assert missing == []


def test_deferred_cards_are_not_faked_in_the_pool() -> None:
    pool = get_pool()
    _present, deferred = _entries()
    assert [n for n in deferred if n in pool] == []  # none are deferred now; a new one must not be faked


def test_ante_cards_are_flagged() -> None:
    pool = get_pool()
    for name in ("Contract from Below", "Demonic Attorney", "Jeweled Bird"):
        assert "ante" in pool.get(name).flags
