"""`rules.records.replace` makes the same copies as `dataclasses.replace`, faster (issue 23)."""

from __future__ import annotations

import dataclasses
from dataclasses import InitVar, dataclass, field

import pytest

from kitchentable.rules.abilities import DealDamage, Modal, fixed
from kitchentable.rules.casting.context import CastContext
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.records import replace


def _same(a: object, b: object) -> None:
    assert type(a) is type(b)
    assert a == b
    for f in dataclasses.fields(a):  # type: ignore[arg-type]
        assert getattr(a, f.name) == getattr(b, f.name)


def test_replace_changes_named_fields_and_keeps_the_rest() -> None:
    ctx = CastContext("spell", 0, 7, 7, Modal(), x=2)
    total = ManaCost(generic=3)
    changed = replace(ctx, total=total, kicked=True)
    _same(changed, dataclasses.replace(ctx, total=total, kicked=True))
    assert changed.total is total and changed.x == 2 and ctx.total is None


def test_replace_passes_keyword_only_fields_by_keyword() -> None:
    damage = DealDamage(fixed(2))
    _same(replace(damage, kind="other"), dataclasses.replace(damage, kind="other"))
    _same(replace(damage, amount=fixed(3)), dataclasses.replace(damage, amount=fixed(3)))


def test_replace_runs_post_init_and_leaves_non_init_fields_to_it() -> None:
    @dataclass(frozen=True)
    class Doubled:
        n: int
        twice: int = field(init=False, default=0)

        def __post_init__(self) -> None:
            object.__setattr__(self, "twice", 2 * self.n)

    assert replace(Doubled(1), n=4).twice == 8
    with pytest.raises(ValueError):
        replace(Doubled(1), twice=3)  # as dataclasses.replace: a field __init__ does not take


def test_replace_refuses_unknown_names_and_handles_initvars_as_dataclasses_does() -> None:
    with pytest.raises(TypeError):
        replace(ManaCost(), colour=())
    with pytest.raises(TypeError):
        replace(3, x=1)

    @dataclass
    class Scaled:
        n: int
        factor: InitVar[int] = 1

        def __post_init__(self, factor: int) -> None:
            self.n *= factor

    assert replace(Scaled(2), factor=3).n == dataclasses.replace(Scaled(2), factor=3).n == 6
    assert replace(Scaled(2)).n == dataclasses.replace(Scaled(2)).n == 2  # the InitVar's default again
