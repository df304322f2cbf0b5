#!/usr/bin/env bash
# Configures and builds cardrt in build/ (Release-with-debug-info, Ninja). CARDRT_WERROR=ON makes
# compiler warnings errors (scripts/test.sh sets it).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCARDRT_WERROR="${CARDRT_WERROR:-OFF}" >/dev/null
cmake --build build --parallel "$(nproc)"
