#!/usr/bin/env bash
# One command on a fresh Debian 12 machine: install what is missing, build, run every test through
# ctest; then the same tests under ASan+UBSan (scripts/sanitize.sh) and every fuzz harness for
# 40 s (scripts/fuzz.sh 40), both in the one sanitized build of build-fuzz/.
# `scripts/test.sh --quick` (or CARDRT_SANITIZE=0) stops after the plain tests. The plain build is
# the one scripts/demo.sh made (scripts/build.sh), which this completes; both builds treat warnings
# as errors, ctest runs the tests in random order, and the full run checks that every C++ file is
# formatted (scripts/format.sh --check).
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0
for arg in "$@"; do
  case $arg in
    --quick) quick=1 ;;
    *) echo "usage: scripts/test.sh [--quick]" >&2; exit 2 ;;
  esac
done
[ "${CARDRT_SANITIZE:-1}" = 0 ] && quick=1
scripts/setup.sh
scripts/build.sh
(cd build && ctest --output-on-failure --schedule-random --timeout 600 -j "$(nproc)")
[ "$quick" = 1 ] && exit 0
status=0
echo "== C++ formatting (scripts/format.sh --check)"
scripts/setup.sh format
scripts/format.sh --check || status=1
echo "== ctest under ASan+UBSan (scripts/sanitize.sh)"
scripts/sanitize.sh || status=1
echo "== every fuzz harness for 40 s (scripts/fuzz.sh 40)"
scripts/fuzz.sh 40 || status=1
exit "$status"
