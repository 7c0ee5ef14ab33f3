#!/usr/bin/env bash
# Set up a virtualenv with the core install and start a game in the terminal (the README's play command).
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${KT_VENV:-.venv}"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/pip" install -q -e . >/dev/null
exec "$VENV/bin/kitchentable" play "$@"
