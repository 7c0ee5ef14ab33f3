"""Whether the kernel runs compiled, and the one mypyc hint it needs, without a runtime dependency on mypy.

`KT_COMPILE=1` builds `kitchentable.rules` with mypyc (setup.py, scripts/build_fast.sh); this module stays
interpreted in that build (setup.py's `INTERPRETED`), so both builds import the same `mypyc_attr`.

`mypyc_attr` is `mypy_extensions.mypyc_attr` to the type checker, which is how mypyc recognises it. A
compiled class normally runs `__init__` inside `__new__` (so mypyc can trust every attribute is set);
`@mypyc_attr(allow_interpreted_subclasses=True)` restores Python's split, which the copy-on-write clones of
`state.py` rely on (`Cls.__new__(Cls)`, then every slot written), and lets interpreted code subclass the
class (the formats subclass `RuleSet`). (`serializable=True` would also skip `__init__` in `__new__`, but
mypyc 2.x then never runs `__init__` for a call from interpreted code: `GameState()` came out empty.)
At runtime it is a decorator that changes nothing: mypyc reads it at compile time and never calls it on a
compiled class, and an interpreted class needs no hint.
"""

from __future__ import annotations

import copyreg
import dataclasses
import importlib
import pkgutil
from typing import TYPE_CHECKING, Any, TypeVar

_Class = TypeVar("_Class")

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:

    def mypyc_attr(*flags: str, **options: Any) -> Any:
        def unchanged(cls: _Class) -> _Class:
            return cls

        return unchanged


def kernel_build() -> str:
    """How this process runs the kernel: "compiled (mypyc)" when `rules/state.py` is a C extension."""
    import kitchentable.rules.state as state

    return "pure python" if (state.__file__ or "").endswith((".py", ".pyc")) else "compiled (mypyc)"


def _rebuild(cls: type[Any], values: dict[str, Any]) -> Any:
    return cls(**values)


def _reduce_frozen(obj: Any) -> tuple[Any, ...]:
    return _rebuild, (type(obj), {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)})


def register_pickling(path: list[str], name: str) -> None:
    """Make the compiled kernel's frozen dataclasses picklable, as the interpreted ones are.

    The card pool cache (`cards/pool.py`) and the importer's worker processes pickle compiled cards. mypyc
    gives a compiled class a `__setstate__` that sets each attribute, which a frozen dataclass refuses;
    so, in the compiled build only, each frozen dataclass of `kitchentable.rules` is pickled as a call of
    the class with its fields (`copyreg`, looked up before the class's own reduction). Called once from
    `kitchentable/rules/__init__.py` with the package's `__path__` and `__name__`; every module of the
    package and its chapter packages is imported so none is missed.
    """
    if kernel_build() == "pure python":
        return
    for info in pkgutil.walk_packages(path, prefix=f"{name}."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            params = getattr(value, "__dataclass_params__", None)
            if isinstance(value, type) and value.__module__ == module.__name__ and params \
                    and (params.frozen or _compiled_init(value)):
                copyreg.pickle(value, _reduce_frozen)


def _compiled_init(cls: type[Any]) -> bool:
    """Does this dataclass have its `__init__` written out (compiled: no `__code__`), not generated? Then
    mypyc runs it inside `__new__`, and `copy`/`pickle`, which start from `cls.__new__(cls)`, need it rebuilt
    from its fields as the frozen ones are (`Characteristics`: `rules.records`)."""
    init = vars(cls).get("__init__")
    return init is not None and not hasattr(init, "__code__")


def fast_unpickling(namespace: dict[str, Any]) -> None:
    """Give the frozen slotted dataclasses defined in a module (its namespace, `vars(module)`) a quicker
    `__setstate__`; `cards/pool.py` does it for the ability vocabulary before it reads its cache.

    The compiled card pool (`cards/pool.py`) is some 5,400 such objects; Python's own `__setstate__` for them
    looks up `dataclasses.fields()` once per object, which made unpickling the pool most of `deck check`'s
    work. This one keeps each class's field names and sets the same values in the same order, so the pickle
    format is unchanged. Classes compiled by mypyc are left alone (`register_pickling` covers them)."""
    generic = getattr(dataclasses, "_dataclass_setstate", None)
    if generic is None:
        return
    for value in list(namespace.values()):
        if isinstance(value, type) and value.__module__ == namespace.get("__name__") \
                and value.__dict__.get("__setstate__") is generic:
            value.__setstate__ = _setstate_of(tuple(f.name for f in dataclasses.fields(value)))  # type: ignore[attr-defined]


def _setstate_of(names: tuple[str, ...]) -> Any:
    setter = object.__setattr__

    def __setstate__(self: Any, state: Any) -> None:
        for name, value in zip(names, state, strict=True):
            setter(self, name, value)

    return __setstate__

