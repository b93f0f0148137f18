#!/usr/bin/env bash
# Install what the game needs into .venv (created if missing) and start it. The packages
# are installed only when requirements.txt has changed since the last install: the hash of
# the installed requirements.txt is kept in .venv/requirements.sha256.
set -euo pipefail
cd "$(dirname "$0")"
PY="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$PY" -m venv .venv
STAMP=.venv/requirements.sha256
WANT="$(.venv/bin/python -c 'import hashlib; print(hashlib.sha256(open("requirements.txt", "rb").read()).hexdigest())')"
if [ "$(cat "$STAMP" 2>/dev/null || true)" != "$WANT" ]; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
    printf '%s\n' "$WANT" > "$STAMP"
fi
exec .venv/bin/python main.py "$@"
