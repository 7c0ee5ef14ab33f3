#!/usr/bin/env bash
# Set up a virtualenv and start a game (the README's play command): in the terminal, or with --web the table in
# the browser (`kitchentable serve`, which needs the `web` extra: FastAPI, uvicorn, websockets).
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${KT_VENV:-.venv}"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
if [ "${1:-}" = "--web" ]; then
  shift
  "$VENV/bin/pip" install -q -e ".[web]" >/dev/null
  exec "$VENV/bin/kitchentable" serve "$@"
fi
"$VENV/bin/pip" install -q -e . >/dev/null
exec "$VENV/bin/kitchentable" play "$@"
