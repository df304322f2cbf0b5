#!/usr/bin/env bash
# Configures and builds cardrt in build-fuzz/ with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer (CMake option CARDRT_FUZZ: the engine also carries libFuzzer's
# coverage instrumentation). scripts/sanitize.sh runs ctest in this build and scripts/fuzz.sh
# runs its harnesses, so one sanitized build serves both.
# Usage: scripts/sanitized-build.sh [TARGET...]   (default: everything: engine, CLI, tests, fuzzers)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh fuzz
build=build-fuzz
# A folder configured by an older script with another compiler is made afresh.
if [ -f "$build/CMakeCache.txt" ] &&
   [ "$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$build/CMakeCache.txt")" != "$(command -v clang++)" ]; then
  rm -rf "$build/CMakeCache.txt" "$build/CMakeFiles"
fi
CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCARDRT_FUZZ=ON \
  -DCARDRT_CHECK_PLAYOUTS=5 -DCARDRT_CHECK_ALL_PLAYOUTS=0 -DCARDRT_WERROR="${CARDRT_WERROR:-ON}" >/dev/null
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cmake --build "$build" "${targets[@]}" --parallel "$(nproc)"
