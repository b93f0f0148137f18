#!/usr/bin/env bash
# Build the double-clickable Tabletop Five for this machine (Linux, macOS) with
# PyInstaller: installs the pinned requirements-build.txt into .venv (made if missing),
# then builds tabletop-five.spec into dist/Tabletop Five/ (on macOS also
# dist/Tabletop Five.app). build/ holds PyInstaller's work files; neither is in git.
# Check the result with: .venv/bin/python -m tests.build_check
set -euo pipefail
cd "$(dirname "$0")"
PY="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-build.txt
.venv/bin/python -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build tabletop-five.spec
if [ "$(uname)" = "Darwin" ]; then
    echo "Built dist/Tabletop Five.app (and the folder dist/Tabletop Five/)"
else
    echo "Built dist/Tabletop Five/ (start it with: dist/Tabletop Five/Tabletop Five)"
fi
