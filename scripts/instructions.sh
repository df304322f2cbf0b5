#!/usr/bin/env bash
# Instructions per move of each shipped game (valgrind's callgrind counting every instruction the
# process runs): a simulation of N matches and one of 2N, the difference in instructions divided
# by the difference in moves, so that start-up (reading the layout, loading the rules) cancels out.
# Fan Tan plays N one-hand matches, Tafferand and Hand and Foot N/20 whole matches.
# Usage: scripts/instructions.sh [CARDRT] [N]   (CARDRT: the cardrt binary, default build/tools/cardrt)
set -euo pipefail
cd "$(dirname "$0")/.."
cardrt=${1:-build/tools/cardrt}
n=${2:-200}
scripts/setup.sh valgrind
[ -x "$cardrt" ] || scripts/build.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Total instructions and moves of one simulation: callgrind's total, the report's moves.
measure() {
  local games=$1
  shift
  if ! valgrind --tool=callgrind --callgrind-out-file="$work/out" "$cardrt" simulate "$@" --games "$games" --json \
    >"$work/report.json" 2>"$work/valgrind.log"; then
    echo "instructions: cardrt simulate $* --games $games failed:" >&2
    grep -v '^==' "$work/valgrind.log" >&2
    return 1
  fi
  local ir moves
  ir=$(sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$work/out")
  moves=$(sed -n 's/^  "moves": *\([0-9]*\).*/\1/p' "$work/report.json" | head -n 1)
  echo "$ir $moves"
}

for game in "fantan --players 4 -o hands=1" "tafferand" "hand_and_foot"; do
  scale=$n
  [ "$game" = tafferand ] && scale=$((n / 20))
  [ "$game" = hand_and_foot ] && scale=$((n / 20))
  # shellcheck disable=SC2086
  first=$(measure "$scale" $game)
  # shellcheck disable=SC2086
  second=$(measure $((2 * scale)) $game)
  read -r ir1 moves1 <<<"$first"
  read -r ir2 moves2 <<<"$second"
  awk -v g="$game" -v i1="$ir1" -v i2="$ir2" -v m1="$moves1" -v m2="$moves2" \
    'BEGIN { printf "%-28s %8.0f instructions per move (%d more moves)\n", g, (i2 - i1) / (m2 - m1), m2 - m1 }'
done
