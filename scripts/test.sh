#!/usr/bin/env bash
# Set up a virtualenv with every extra and run lint, types, the import layering and the test suite (the README's
# test command).
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${KT_VENV:-.venv}"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/pip" install -q --upgrade pip >/dev/null
"$VENV/bin/pip" install -q -e ".[all,test,ray]"
"$VENV/bin/ruff" check src tests benchmarks
"$VENV/bin/mypy" src/kitchentable/rules src/kitchentable/cli src/kitchentable/tournament
"$VENV/bin/lint-imports"
# The suite runs on every core (pytest-xdist; KT_TEST_WORKERS=0 runs it in this one process), each file on one
# worker so its module fixtures are built once.
"$VENV/bin/python" -m pytest -n "${KT_TEST_WORKERS:-auto}" --dist loadfile "$@"
