#!/usr/bin/env bash
# The ctest suite under AddressSanitizer and UndefinedBehaviorSanitizer, all of it but the docs'
# examples (a test of the docs' words, not of new code paths): installs what is missing, builds
# everything in build-fuzz/ (scripts/sanitized-build.sh, the same build the fuzz harnesses use)
# and runs ctest there. Any sanitizer report fails its test (UBSan does not recover, LeakSanitizer
# is on), so the exit status is ctest's.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/sanitized-build.sh
# Leaks are reported: Lua states are closed with lua_close and yaml-cpp frees its nodes, so a
# leak is cardrt's. detect_stack_use_after_return stays off here (it costs a fifth of the run;
# scripts/fuzz.sh has it on).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:check_initialization_order=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
cd build-fuzz
ctest --output-on-failure --schedule-random --timeout 900 -j "$(nproc)"
