#!/usr/bin/env bash
# Same seed, same game: `check --determinism` catches rules that keep state between matches, and
# a variant that orders its moves with `pairs` simulates alike in separate processes.
# Usage: determinism.sh CARDRT_BINARY
set -u
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d /tmp/cardrt-determinism-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$work"  # so that messages name files by their absolute paths, as the expected lines do
. "$here/lib.sh"

expect_output "rules that count matches in an upvalue are not deterministic" 1 \
  "nondeterministic: not deterministic: match 2 (seed 15398788102373112401) parts at move 1: 'pass' with 1 thread, 'knock' with 2 threads" -- \
  "$cardrt" check --determinism --seeds 4 "$here/nondeterministic"

expect_output "a difference in the result alone is named too" 1 \
  "nondeterministic (score): not deterministic: match 2 (seed 15398788102373112401): its 1 move agrees, but result differs: {\"scores\":[2,0],\"winners\":[1],\"deals\":1,\"moves\":1} with 1 thread, {\"scores\":[1,0],\"winners\":[1],\"deals\":1,\"moves\":1} with 2 threads" -- \
  "$cardrt" check --determinism --seeds 4 "$here/nondeterministic/variants/score.yaml"

expect_output "a variant file with its own hooks is deterministic" 0 \
  "deterministic: fantan (sevens-stay) (5 matches, 742 moves compared)" -- \
  "$cardrt" check --determinism --seeds 5 "$here/../../rulesets/fantan/tests/house/sevens-stay.yaml"

# Both runs fail on the rules error; each passes its stderr through, then names its command. The
# Lua traceback lines (indented) are left out: their form is Lua's, not check's.
out=$("$cardrt" check --determinism --seeds 2 "$here/failing_hook" 2>&1)
status=$?
want="cardrt: match 1 (seed 10451216379200822465): $here/failing_hook/rules.lua:14: the rules refuse this pass
failing_hook: 'cardrt simulate $here/failing_hook --games 2 --seed 1 --threads 1 --bots random' failed (exit code 1)
cardrt: match 1 (seed 10451216379200822465): $here/failing_hook/rules.lua:14: the rules refuse this pass
failing_hook: 'cardrt simulate $here/failing_hook --games 2 --seed 1 --threads 2 --bots random' failed (exit code 1)"
if [ "$status" -eq 1 ] && [ "$(grep -v '^  ' <<<"$out")" = "$want" ]; then
  result "a failing run passes its errors through" yes
else
  result "a failing run passes its errors through" no "exit $status, wanted 1; output:" "$out" "wanted (indented lines left out):" "$want"
fi

expect_output "--seeds needs --determinism" 2 \
  "cardrt check: --seeds requires --determinism
see cardrt check --help" -- \
  "$cardrt" check --seeds 3 "$here/nondeterministic"

expect_output "--determinism replaces the check suite's --playouts" 2 \
  "cardrt check: --playouts excludes --determinism
see cardrt check --help" -- \
  "$cardrt" check --determinism --playouts 3 "$here/nondeterministic"

# The variant lists its moves in `pairs` order; with that order defined, three processes (each
# with its own hash seed) play the same 200 matches. The timing and memory fields differ from run to run.
variant="$here/pairs_variant/pairs-order.yaml"
same=yes
details=()
for run in 1 2 3; do
  if ! "$cardrt" simulate "$variant" --seed 1 --games 200 --json >"$work/report$run.json" 2>"$work/errors$run"; then
    same=no
    details+=("run $run failed:" "$(cat "$work/errors$run")")
  fi
  grep -vE '^  "(seconds|games_per_second|deals_per_second|peak_memory_kib)": ' "$work/report$run.json" >"$work/stable$run.json"
done
for run in 2 3; do
  if ! diff_out=$(diff "$work/stable1.json" "$work/stable$run.json"); then
    same=no
    details+=("run $run differs from run 1:" "$diff_out")
  fi
done
result "a variant ordering its moves with pairs simulates alike in 3 processes" "$same" "${details[@]}"

finish
