#!/usr/bin/env bash
# Build the optional compiled kernel: `kitchentable.rules` compiled with mypyc, installed (not editable) into
# its own virtualenv, `.venv-fast` (KT_FAST_VENV), with the extras given as arguments (default: none).
#
#   bash scripts/build_fast.sh              # then .venv-fast/bin/kitchentable ..., .venv-fast/bin/python ...
#   bash scripts/build_fast.sh all,test     # with extras, e.g. to run the test suite against it
#
# The install is not editable because Python imports a module's C extension before its .py file only when
# both sit in the same directory: the build puts them together in site-packages. Rerun after every change to
# src/. Needs a C compiler and Python's headers; the gcc step takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${KT_FAST_VENV:-.venv-fast}"
EXTRAS="${1:-}"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/pip" install -q --upgrade pip >/dev/null
"$VENV/bin/pip" install -q ".${EXTRAS:+[$EXTRAS]}"    # dependencies and extras (and a pure build, replaced below)
# The build tools go into this virtualenv itself (--no-build-isolation): pure-Python installs never fetch them.
"$VENV/bin/pip" install -q "setuptools>=77" wheel "mypy>=1.10"
KT_COMPILE=1 "$VENV/bin/pip" install -q --no-build-isolation --force-reinstall --no-deps .
"$VENV/bin/python" -c "from kitchentable.rules.compiled import kernel_build; print('kernel:', kernel_build())"
