#!/usr/bin/env bash
# Check the compiled kernel against pure Python: build it (scripts/build_fast.sh, into .venv-fast), play the
# same-seed games of benchmarks/same_games.py with both builds and compare every decision and final state,
# then run the kernel's own tests (tests/rules) against the compiled build. Needs the pure-Python virtualenv
# of scripts/test.sh (.venv, or KT_VENV). `.ci/run` runs it after the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
PURE="${KT_VENV:-.venv}"
FAST="${KT_FAST_VENV:-.venv-fast}"
[ -x "$PURE/bin/python" ] || { echo "check_fast: no pure-Python virtualenv at $PURE (run scripts/test.sh)"; exit 2; }
# One extension per module (KT_COMPILE_SEPARATE=1): gcc compiles them on every core, several minutes sooner
# than the single C file `build_fast.sh` gives users by default (whose cross-module native calls make it about
# 15% faster at run time). Both compile the same modules with the same mypyc, so the games must be the same.
KT_COMPILE_SEPARATE="${KT_COMPILE_SEPARATE:-1}" bash scripts/build_fast.sh
"$FAST/bin/pip" install -q "pytest>=8" "hypothesis>=6.100" "pytest-xdist>=3.5"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$PURE/bin/python" benchmarks/same_games.py > "$out/pure.txt"
"$FAST/bin/python" benchmarks/same_games.py > "$out/compiled.txt"
if ! diff -q "$out/pure.txt" "$out/compiled.txt" >/dev/null; then
  diff "$out/pure.txt" "$out/compiled.txt" | head -20
  echo "check_fast: the compiled kernel plays different games"; exit 1
fi
echo "check_fast: same games with both kernels ($(wc -l < "$out/pure.txt") lines)"
"$FAST/bin/python" -m pytest -q -n "${KT_TEST_WORKERS:-auto}" --dist loadfile tests/rules
