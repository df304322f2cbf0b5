#!/usr/bin/env bash
# Formats every C++ file of the repository with clang-format and the repository's .clang-format;
# with --check it changes nothing and exits 1 when a file is not formatted, naming it.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=fix
case ${1:-} in
  '') ;;
  --check) mode=check ;;
  *) echo "usage: scripts/format.sh [--check]" >&2; exit 2 ;;
esac
command -v clang-format >/dev/null || scripts/setup.sh format
mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
if [ "$mode" = fix ]; then
  clang-format -i "${files[@]}"
else
  clang-format --dry-run --Werror "${files[@]}"
fi
