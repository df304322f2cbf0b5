#!/usr/bin/env bash
# The Rules seam proved: Fan Tan played by its C++ rules (simulate --native) writes byte for byte
# the records its rules.lua writes from the same seeds, for every variant and for option
# combinations no variant names; other games and variants with Lua hooks are refused.
# Usage: native.sh CARDRT_BINARY
set -u
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d /tmp/cardrt-native-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
. "$here/lib.sh"

same_records() {  # same_records NAME BOTS SIMULATE_ARGS...
  local name=$1 bots=$2
  shift 2
  local lua_out native_out
  lua_out=$("$cardrt" simulate "$@" --bots "$bots" --games 120 --seed 3 --threads 2 --records "$work/lua.json" 2>&1) || true
  native_out=$("$cardrt" simulate "$@" --bots "$bots" --games 120 --seed 3 --threads 2 --native \
    --records "$work/native.json" 2>&1) || true
  if [ -s "$work/lua.json" ] && cmp -s "$work/lua.json" "$work/native.json"; then
    result "$name" yes
  else
    result "$name" no "records differ or are missing (cmp $work/lua.json $work/native.json):" \
      "$(cmp "$work/lua.json" "$work/native.json" 2>&1)" "lua: $lua_out" "native: $native_out"
  fi
  rm -f "$work/lua.json" "$work/native.json"
}

# Random bots reach the most corners of the rules; greedy ones (the default) also ask the rules'
# evaluate hook at every move, which the C++ rules must answer alike.
same_records "fantan, default options" random fantan
same_records "fantan, default options, greedy bots" greedy fantan
same_records "penalized passing, greedy bots" greedy fantan -o passing=penalized
for variant in "$here"/../../rulesets/fantan/variants/*.yaml; do
  v=$(basename "$variant" .yaml)
  same_records "fantan variant $v" random fantan --variant "$v"
done
same_records "diamond opens, 3 players" random fantan --players 3 -o diamond_opens=true
same_records "settle, play on, 5 players" random fantan --players 5 -o scoring=settle -o play_on=true
same_records "strip hearts, first extra card, 6 players" random fantan --players 6 -o strip=true -o strip_suit=hearts -o first_player=first_extra_card
same_records "penalized settle with play on, rotating dealer" random fantan --players 3 -o next_dealer=rotate -o passing=penalized -o scoring=settle -o play_on=true
same_records "aces open, points to 20" random fantan -o start_rank=A -o scoring=points -o target=20

expect_output "a game without native rules is refused" 1 \
  "cardrt: no native rules for tafferand: only fantan has them (its rules.lua is the reference)" -- \
  "$cardrt" simulate tafferand --native --games 1
expect_output "the native rules refuse what rules.validate refuses, in its words" 1 \
  "cardrt: Fan Tan is for 3 to 6 players (2 only with stock=true)" -- \
  "$cardrt" simulate fantan --players 2 --native --games 1
house="$here/../../rulesets/fantan/tests/house/sevens-stay.yaml"
expect_output "a variant with its own Lua hooks is refused" 1 \
  "cardrt: native rules play fantan's own rules.lua only; variant sevens-stay adds Lua hooks ($(realpath "$here/../../rulesets/fantan/tests/house")/sevens-stay.lua)" -- \
  "$cardrt" simulate "$house" --native --games 1
finish
