#!/usr/bin/env bash
# Shards: a run split with `simulate --shard K/N` over 4 local processes by GNU parallel, then
# `cardrt merge`, gives exactly the report of the whole run (the timing fields aside); a merge
# refuses a missing, repeated or foreign shard.
# Usage: tests/cli/shards.sh PATH_TO_CARDRT
set -uo pipefail
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

# The report without what depends on the machine and the split: times, rates, threads, memory.
untimed() {
  python3 - "$1" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for k in ("seconds", "games_per_second", "deals_per_second", "threads", "peak_memory_kib"):
    d.pop(k, None)
for k, v in d.items():
    if k.startswith("by_"):
        for group in v.values():
            group.pop("deals_per_second_per_thread", None)
print(json.dumps(d, indent=1))
PY
}

run=(tafferand --games 43 --seed 7 --bots greedy,random,greedy,random)
parallel --will-cite --halt now,fail=1 "'$cardrt' simulate ${run[*]} --shard {}/4 --json > shard{}.json" ::: 1 2 3 4
"$cardrt" simulate "${run[@]}" --threads 2 --json > whole.json
"$cardrt" merge shard1.json shard2.json shard3.json shard4.json --json > merged.json
if diff <(untimed whole.json) <(untimed merged.json) > diff.txt; then
  result "4 shards run by GNU parallel merge into the whole run's report" yes
else
  result "4 shards run by GNU parallel merge into the whole run's report" no "$(head -20 diff.txt)"
fi
expect_output "a merge needs every shard" 1 "cardrt: the run has 4 shards, 3 given" -- \
  "$cardrt" merge shard1.json shard2.json shard3.json
expect_output "a merge refuses a shard given twice" 1 "cardrt: shard2.json: shard 2 of 4 given twice" -- \
  "$cardrt" merge shard1.json shard2.json shard2.json shard4.json
"$cardrt" simulate tafferand --games 43 --seed 8 --bots greedy,random,greedy,random --shard 4/4 --json > other.json
expect_output "a merge refuses a shard of another run" 1 "cardrt: other.json: another run than shard1.json ('seed' differs)" -- \
  "$cardrt" merge shard1.json shard2.json shard3.json other.json
expect_output "a whole report is no shard" 1 "cardrt: whole.json: not a shard's report (simulate --shard K/N --json writes them)" -- \
  "$cardrt" merge whole.json
expect_output "a bad shard is refused" 1 "cardrt: --shard must be K/N (shard K of N, from 1), not '2of4'" -- \
  "$cardrt" simulate fantan --games 4 --shard 2of4
expect_output "a shard beyond the split is refused" 1 "cardrt: --shard K/N needs 1 <= K <= N <= the number of games" -- \
  "$cardrt" simulate fantan --games 4 --shard 5/4
finish
