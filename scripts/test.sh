#!/usr/bin/env bash
# One command on a fresh Debian 12 machine: install what is missing, build, run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
cd build
ctest --output-on-failure --timeout 600 -j "$(nproc)"
