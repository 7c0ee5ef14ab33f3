"""`kitchentable.rules.load()` (run by the first `GameState`) registers every mechanic: each chapter module is
imported, and the core's registries hold what the families put there, in the order of their rules."""

from __future__ import annotations

import pkgutil
import sys

import pytest

import kitchentable.rules as rules
from kitchentable.rules.engine import rule_order
from kitchentable.rules.stack.conditions import condition


def test_every_chapter_module_is_imported_by_the_package() -> None:
    rules.load()
    chapters = ("concepts", "turn", "casting", "stack", "continuous", "keywords", "additional")
    modules = [m.name for m in pkgutil.walk_packages(rules.__path__, f"{rules.__name__}.")
               if m.name.split(".")[2] in chapters]
    assert modules
    assert [m for m in modules if m not in sys.modules] == []


def test_rule_order_sorts_rule_numbers_by_their_parts() -> None:
    found = sorted(["725.2", "702.99c", "702.131b", "702.55c", "702.62a", "720.2", "601.2"], key=rule_order)
    assert found == ["601.2", "702.55c", "702.62a", "702.99c", "702.131b", "720.2", "725.2"]
    with pytest.raises(ValueError, match="not a rule number"):
        rule_order("R-JT-6")


def test_a_condition_kind_has_one_test() -> None:
    with pytest.raises(ValueError, match="'kicked' has two tests"):
        condition("kicked")(lambda state, cond, controller, source, ctx: True)


def test_a_game_state_loads_every_chapter_module_first() -> None:
    """A fresh process that imports one module and makes a game state has every chapter module (and so
    every registry entry) before anything is played; importing the package alone loads none of them."""
    import subprocess

    probe = ("import sys, kitchentable.rules; before = 'kitchentable.rules.turn.priority' in sys.modules; "
             "from kitchentable.rules.state import GameState; GameState(); "
             "print(before, all(m in sys.modules for m in kitchentable.rules.MODULES))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    from kitchentable.rules.compiled import kernel_build

    assert done.stdout.split() == [str(kernel_build() != "pure python"), "True"]

