#!/usr/bin/env bash
# Configures and builds cardrt in build/ (Release-with-debug-info, Ninja), warnings as errors:
# the demo's build and the tests' are one configuration, so scripts/test.sh after scripts/demo.sh
# builds only what the demo did not. CARDRT_WERROR=OFF (a compiler newer than Debian 12's, whose
# new warnings would stop the build) configures otherwise, and rebuilds everything once.
# Usage: scripts/build.sh [TARGET...]; without a target, everything (the CLI, the tests, the
# benchmarks, the Python module).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCARDRT_WERROR="${CARDRT_WERROR:-ON}" >/dev/null
cmake --build build --parallel "$(nproc)" ${1:+--target "$@"}
