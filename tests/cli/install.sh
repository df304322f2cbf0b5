#!/usr/bin/env bash
# `cmake --install` into a fresh prefix: the program, the shipped games, the editor files and the
# Python module land where docs/cli.md says, and the installed program and module find the
# installed games from any folder (a game put only there is listed); `cardrt new` points editors
# at the installed annotations.
# Usage: tests/cli/install.sh CMAKE BUILD_DIR PYTHON_MODULE (ON when the build has the module)
set -uo pipefail
cmake=$1
build=$(realpath "$2")
python_module=$3
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"
prefix=$(mktemp -d /tmp/cardrt-install-test.XXXXXX)
trap 'rm -rf "$prefix"' EXIT

out=$("$cmake" --install "$build" --prefix "$prefix" 2>&1)
result "cmake --install succeeds" "$([ $? -eq 0 ] && echo yes || echo no)" "$out"
for path in bin/cardrt share/cardrt/rulesets/fantan/game.yaml share/cardrt/rulesets/fantan/tests/golden/standard.json \
  share/cardrt/editor/lua/cardrt.lua share/cardrt/editor/schema/game.schema.json; do
  result "installs $path" "$([ -e "$prefix/$path" ] && echo yes || echo no)" "$(cd "$prefix" && find . | sort)"
done
module=""
if [ "$python_module" = ON ]; then
  module=$(find "$prefix/lib" -name 'cardrt*.so' 2>/dev/null | head -n 1)
  result "installs the Python module under lib/" "$([ -n "$module" ] && echo yes || echo no)" "$(cd "$prefix" && find . | sort)"
fi

cp -r "$here/lookup/draft" "$prefix/share/cardrt/rulesets/installed_only"
cd "$prefix"  # no rulesets/ here, and not the source tree
out=$("$prefix/bin/cardrt" rules one_pass 2>&1)
result "the installed program finds the installed games by name" \
  "$(grep -qxF "folder: $prefix/share/cardrt/rulesets/installed_only" <<<"$out" && echo yes || echo no)" "$out"
expect_output "and plays them" 0 "ok: one_pass" -- "$prefix/bin/cardrt" check one_pass --playouts 0
"$prefix/bin/cardrt" new game parlour >/dev/null
result "a game the installed program makes points editors at the installed annotations" \
  "$(grep -qF "\"$prefix/share/cardrt/editor/lua\"" parlour/.luarc.json && echo yes || echo no)" "$(cat parlour/.luarc.json)"
if [ -n "$module" ]; then
  games=$(PYTHONPATH=$(dirname "$module") /usr/bin/python3 -c 'import cardrt; print(sorted(g["game"] for g in cardrt.games()))' 2>&1)
  expect_output "the installed Python module finds them too" 0 \
    "['crazy_eights', 'euchre', 'fantan', 'gin_rummy', 'hand_and_foot', 'klondike', 'oh_hell', 'one_pass', 'president', 'scopa', 'tafferand']" -- echo "$games"
fi
finish
