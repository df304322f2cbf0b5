#!/usr/bin/env bash
# Checks one engine library's place in the layers: every header of the layers it builds on
# compiles with the library's include path, and every header of the others (a higher or a
# sideways layer, or lua.h outside engine/script) is not found on it.
# Usage: probe.sh LIBRARY COMPILER "INCLUDE_DIRS" "ALLOWED_HEADERS" "FORBIDDEN_HEADERS"
set -uo pipefail
lib=$1 cxx=$2
read -r -a dirs <<<"${3//;/ }"
read -r -a allowed <<<"$4"
read -r -a forbidden <<<"$5"
flags=(-std=c++20 -fsyntax-only -x c++ -DCARDRT_VERSION='"probe"' -DCARDRT_RULESETS_DIR='"probe"')
for d in "${dirs[@]}"; do flags+=("-I$d"); done
status=0
# The reachable headers together, in one translation unit (each alone would parse JSON's header
# again and again).
if ! out=$(printf '#include "%s"\n' "${allowed[@]}" | "$cxx" "${flags[@]}" - 2>&1); then
  echo "$lib: its own and its lower layers' headers do not compile with its include path:"
  echo "$out" | head -n 8
  status=1
fi
for h in "${forbidden[@]}"; do
  out=$(printf '#include "%s"\n' "$h" | "$cxx" "${flags[@]}" - 2>&1)
  if ! grep -q -e "No such file or directory" -e "file not found" <<<"$out"; then
    echo "$lib: $h is on its include path, but $lib must not depend on it"
    status=1
  fi
done
[ "$status" = 0 ] && echo "$lib: ${#allowed[@]} headers reachable, ${#forbidden[@]} unreachable, as the layers say"
exit "$status"
