"""Optional compiled kernel: `KT_COMPILE=1` builds `kitchentable.rules` with mypyc (see docs/simulation.md).

Without the variable this adds nothing and the package is pure Python, as declared in pyproject.toml.
With it, every module of `src/kitchentable/rules/` but those in `INTERPRETED` becomes a C extension next
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


def compiled_extensions() -> list[object]:
    if os.environ.get("KT_COMPILE", "") not in ("1", "yes", "true"):
        return []
    from mypyc.build import mypycify

    rules = Path("src/kitchentable/rules")
    sources = sorted(str(path) for path in rules.glob("*.py") if path.name not in INTERPRETED)
    return list(
        mypycify(
            sources,
            opt_level=os.environ.get("KT_COMPILE_OPT", "3"),
            # One extension per module: gcc can build them in parallel (`build_ext -j`) and a rebuild after
            # a change compiles only the changed modules.
            separate=os.environ.get("KT_COMPILE_SEPARATE", "1") == "1",
        )
    )


extensions = compiled_extensions()
# build_ext compiles the extensions in parallel (KT_COMPILE_JOBS, default: every core).
jobs = int(os.environ.get("KT_COMPILE_JOBS", "0")) or os.cpu_count() or 1
setup(ext_modules=extensions, options={"build_ext": {"parallel": jobs}} if extensions else {})
