#!/usr/bin/env bash
# Install what the tests need into .venv (created if missing) and run the whole suite,
# headless. Usage: ./run-tests.sh [pytest args]
set -euo pipefail
cd "$(dirname "$0")"
PY="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
exec .venv/bin/python -m pytest -q "$@"
