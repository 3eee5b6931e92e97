#!/usr/bin/env bash
# Builds the wheel with maturin and installs it into bits-py/.venv (created on first use).
# Idempotent; used by .ci/run and by hand while developing.
set -euo pipefail
cd "$(dirname "$0")"
if [[ ! -x .venv/bin/python ]]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check "maturin>=1.5,<2" pytest mypy
rm -rf "${CARGO_TARGET_DIR:-../target}/wheels-py"
.venv/bin/maturin build --release --quiet -o "${CARGO_TARGET_DIR:-../target}/wheels-py"
.venv/bin/python -m pip install -q --disable-pip-version-check --force-reinstall --no-deps \
  "${CARGO_TARGET_DIR:-../target}"/wheels-py/bits-*.whl
