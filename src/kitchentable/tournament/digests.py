"""SHA-256 and BLAKE2s from Python's built-in modules, for the seeds, draws and table codes.

`hashlib` loads OpenSSL when imported (about 15 ms of a tournament command's 0.25 s start-up budget); the
built-in implementations give the same digests. `hashlib` is the fallback for a Python without them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def _constructor(name: str, modules: tuple[str, ...]) -> Callable[..., Any]:
    """`name` from the first of `modules` that has it, else from `hashlib`."""
    for module in modules:
        try:
            found: Callable[..., Any] = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            continue
        return found
    found = getattr(importlib.import_module("hashlib"), name)
    return found


sha256 = _constructor("sha256", ("_sha2", "_sha256"))
"""SHA-256 (`_sha2` from Python 3.12, `_sha256` in 3.11)."""

blake2s = _constructor("blake2s", ("_blake2",))
