"""`replace`: a copy of one of the kernel's dataclass records with some fields changed, as
`dataclasses.replace` makes it, for the copies made during play.

The kernel keeps what a spell being cast, an ability resolving or a combat knows in frozen records
(`CastContext`, `ResolveContext`, `Combat`, ...) and changes them by replacing them: a target chosen, a cost
totalled, a value remembered. `dataclasses.replace` reads the class's field table and each `Field`'s flags
on every call, in interpreted code even in the compiled kernel (mypyc compiles the callers, not the
standard library), which made it about 6% of a compiled game on python-mtg's decks (issue 23). This one
reads the table once per class: which fields `__init__` takes positionally and which by keyword; a copy is
then one call of the class with the fields' values.

The result is the same object `dataclasses.replace` makes (same class, same `__init__` and
`__post_init__` run with the same values). A name that is not an `__init__` field, or a class with
`InitVar` pseudo-fields, is handed to `dataclasses.replace` itself, so its errors stay the same.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

_Record = TypeVar("_Record")

_Layout = tuple[tuple[str, ...], tuple[str, ...], frozenset[str]]
"""A class's `__init__` fields: positional names in order, keyword-only names, and both as a set."""

_LAYOUTS: dict[type, _Layout | None] = {}


def _layout(cls: type) -> _Layout | None:
    table: dict[str, Any] = getattr(cls, "__dataclass_fields__", {})
    if any(f._field_type is dataclasses._FIELD_INITVAR for f in table.values()):  # type: ignore[attr-defined]
        return None  # an InitVar has no attribute to copy from: dataclasses.replace asks for it
    fields = [f for f in dataclasses.fields(cls) if f.init]
    positional = tuple(f.name for f in fields if not f.kw_only)
    keywords = tuple(f.name for f in fields if f.kw_only)
    return positional, keywords, frozenset(positional + keywords)


def replace(obj: _Record, /, **changes: Any) -> _Record:
    """`obj` with the fields named in `changes` set to their values (as `dataclasses.replace(obj, ...)`)."""
    cls = type(obj)
    if cls in _LAYOUTS:
        layout = _LAYOUTS[cls]
    else:
        layout = _LAYOUTS[cls] = _layout(cls)
    if layout is None or not layout[2].issuperset(changes):
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    positional, keywords, _names = layout
    args = [changes[name] if name in changes else getattr(obj, name) for name in positional]
    if keywords:
        named = {name: changes[name] if name in changes else getattr(obj, name) for name in keywords}
        return cls(*args, **named)
    return cls(*args)
