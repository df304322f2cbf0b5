#!/usr/bin/env bash
# The all-Lua copies scripts/bench.sh times the native mechanics against (bench/GAME_lua) play the
# shipped games move for move: `cardrt simulate` of each gives the same deals, moves and results
# as the shipped game over the same random matches, for each player count. bench.sh checks the
# same over its long runs; this keeps the copies honest at every test run.
# Usage: tests/cli/bench_copies.sh PATH_TO_CARDRT
set -uo pipefail
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
source "$here/lib.sh"

# The report without what names the game or times the run.
numbers() {
  "$cardrt" simulate "$@" --bots random --json | grep -v -E '"(game|game_folder|seconds|games_per_second|deals_per_second|peak_memory_kib)"'
}
for game in oh_hell president scopa klondike; do
  for players in $(case $game in scopa) echo 2 3 4 ;; klondike) echo 1 ;; *) echo 3 4 5 ;; esac); do
    native=$(numbers "$game" --players "$players" --games 40 --seed 11)
    lua=$(numbers "$root/bench/${game}_lua" --players "$players" --games 40 --seed 11)
    if [ -n "$native" ] && [ "$native" = "$lua" ]; then
      result "bench/${game}_lua plays $game move for move ($players players)" yes
    else
      result "bench/${game}_lua plays $game move for move ($players players)" no "$(diff <(echo "$native") <(echo "$lua") | head -20)"
    fi
  done
done
finish
