#!/usr/bin/env bash
# The whole ctest suite under AddressSanitizer and UndefinedBehaviorSanitizer: installs what is
# missing, builds everything with clang in build-asan/ (-O1, assertions on) and runs ctest there.
# Any sanitizer report fails its test (UBSan does not recover), so the exit status is ctest's.
# SANITIZE_CXX=g++ builds with GCC's sanitizers instead (for code clang 14 cannot compile yet).
set -euo pipefail
cd "$(dirname "$0")/.."
cxx=${SANITIZE_CXX:-clang++}
case $cxx in
  clang++) cc=clang; scripts/setup.sh sanitize ;;
  g++) cc=gcc; scripts/setup.sh ;;
  *) echo "sanitize.sh: SANITIZE_CXX must be clang++ or g++, not '$cxx'" >&2; exit 2 ;;
esac
build=build-asan
# A build folder configured with the other compiler is made afresh.
if [ -f "$build/CMakeCache.txt" ] &&
   [ "$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$build/CMakeCache.txt")" != "$(command -v "$cxx")" ]; then
  rm -rf "$build"
fi
flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
CC=$cc CXX=$cxx cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g" \
  -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" >/dev/null
cmake --build "$build" --parallel "$(nproc)"
# Leaks are reported: Lua states are closed with lua_close and yaml-cpp frees its nodes, so a
# leak is cardrt's. detect_stack_use_after_return stays off here (it costs a fifth of the run;
# scripts/fuzz.sh has it on).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:check_initialization_order=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
cd "$build"
ctest --output-on-failure --timeout 900 -j "$(nproc)"
