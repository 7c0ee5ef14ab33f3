"""Formats: each a RuleSet subclass that says what it changes in the Comprehensive Rules.

`FORMATS` maps a format's name to its class; `get_format` is what the Game API uses. Nothing is imported
until a format is asked for, so a pure module of a format (Turnabout's scoring) loads without the engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kitchentable.rules.ruleset import RuleSet

FORMATS: dict[str, str] = {
    "duel": "kitchentable.formats.duel:Duel",
    "ffa": "kitchentable.formats.duel:FreeForAll",
    "free-for-all": "kitchentable.formats.duel:FreeForAll",
    "castle": "kitchentable.formats.castle:Castle",
    "vortex": "kitchentable.formats.vortex:Vortex",
    "judges-tower": "kitchentable.formats.judges_tower:JudgesTower",
    "turnabout": "kitchentable.formats.turnabout:Turnabout",
}


def register_format(name: str, target: str) -> None:
    """Register a format by "module:Class" so it loads only when used."""
    FORMATS[name] = target


def get_format(name: str) -> type[RuleSet]:
    target = FORMATS.get(name)
    if target is None:
        raise ValueError(f"unknown format {name!r}; known formats: {', '.join(sorted(FORMATS))}")
    from kitchentable.rules.ruleset import RuleSet

    module, cls = target.split(":")
    found = getattr(importlib.import_module(module), cls)
    assert isinstance(found, type) and issubclass(found, RuleSet)
    return found
