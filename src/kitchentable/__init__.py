"""kitchentable: a rules engine for Magic: The Gathering's casual formats."""

import time as _time

__version__ = "0.1.0"

IMPORTED_AT_NS = _time.time_ns()
"""When this process began importing kitchentable: a source file modified later may differ from the code the
process runs, so nothing it compiles is cached under that file's contents (`cards.pool.sources_unchanged`)."""
