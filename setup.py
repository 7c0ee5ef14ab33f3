"""Optional compiled kernel: `KT_COMPILE=1` builds `kitchentable.rules` with mypyc (see docs/simulation.md).

Without the variable this adds nothing and the package is pure Python, as declared in pyproject.toml.
With it, every module of `src/kitchentable/rules/` and its chapter packages (`rules/**/*.py`) but those
in `INTERPRETED` becomes a C extension next
to its source; Python imports the extension before the `.py` file, so the compiled build must be installed
non-editable (`scripts/build_fast.sh` does it, into its own virtualenv). mypyc type-checks the package
with the settings of pyproject.toml ([tool.mypy]), so the kernel must stay mypy --strict clean.
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup

# Modules left interpreted, and why:
# - compiled.py: its runtime stand-in for `mypyc_attr` is code mypyc would drop as unreachable.
INTERPRETED = {"compiled.py"}
# The compiled build keeps its files apart, so that a later pure-Python wheel cannot pick up its extensions.
BUILD_BASE = "build/compiled"


def compiled_extensions() -> list[object]:
    if os.environ.get("KT_COMPILE", "") not in ("1", "yes", "true"):
        return []
    from mypyc.build import mypycify

    rules = Path("src/kitchentable/rules")
    sources = sorted(str(path) for path in rules.rglob("*.py") if path.relative_to(rules).as_posix() not in INTERPRETED)
    return list(
        mypycify(
            sources,
            opt_level=os.environ.get("KT_COMPILE_OPT", "3"),
            # One C file for the whole kernel by default: calls between modules are native calls, which made
            # random self-play about 15% faster than one extension per module. KT_COMPILE_SEPARATE=1 builds
            # one per module instead, for working on the build: gcc compiles them in parallel and a rebuild
            # compiles only the changed modules.
            separate=os.environ.get("KT_COMPILE_SEPARATE", "0") == "1",
            target_dir=f"{BUILD_BASE}/mypyc",
        )
    )


extensions = compiled_extensions()
# build_ext compiles separate extensions in parallel (KT_COMPILE_JOBS, default: every core).
jobs = int(os.environ.get("KT_COMPILE_JOBS", "0")) or os.cpu_count() or 1
setup(
    ext_modules=extensions,
    options={"build": {"build_base": BUILD_BASE}, "build_ext": {"parallel": jobs}} if extensions else {},
)
