#!/usr/bin/env bash
# Records across processes: for every shipped game, the records `play --record` and
# `simulate --records` write replay in another process, and simulate writes the same records
# whatever its thread count.
# Usage: records.sh CARDRT_BINARY
set -u
cardrt=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d /tmp/cardrt-records-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
. "$here/lib.sh"

for folder in "$here"/../../rulesets/*/; do
  [ -f "$folder/game.yaml" ] || continue
  game=$(basename "$folder")
  record="$work/$game.json" records="$work/$game-1.json" records2="$work/$game-2.json"

  # play: the record's result names the moves played, which the replay must count alike.
  if out=$("$cardrt" play "$game" --human none --seed 7 --record "$record" 2>&1 >/dev/null) &&
    out=$("$cardrt" replay "$record" 2>&1); then
    moves=$(sed -n 's/^    "moves": \([0-9]*\),\{0,1\}$/\1/p' "$record")
    if [ "$(sed -n 2p <<<"$out")" = "$moves moves replayed" ] && [[ "$(sed -n 1p <<<"$out")" == "same result: {"* ]] &&
      [ "$(wc -l <<<"$out")" -eq 2 ]; then
      result "$game: play --record replays in another process" yes
    else
      result "$game: play --record replays in another process" no "wanted 'same result: {...}' and '$moves moves replayed', got:" "$out"
    fi
  else
    result "$game: play --record replays in another process" no "$out"
  fi

  # simulate: five records, each replayed with the same result, the same file with 2 threads.
  if out=$("$cardrt" simulate "$game" --games 5 --threads 1 --records "$records" 2>&1 >/dev/null) &&
    out=$("$cardrt" replay "$records" 2>&1); then
    ok=yes
    for match in 1 2 3 4 5; do
      [[ "$(sed -n "${match}p" <<<"$out")" == "match $match: same result: {"*"}; "[0-9]*" moves replayed" ]] || ok=no
    done
    [ "$(sed -n '6,$p' <<<"$out")" = "5 records replayed: 5 same, 0 differ, 0 failed" ] || ok=no
    result "$game: simulate --records replays in another process" "$ok" "$out"
  else
    result "$game: simulate --records replays in another process" no "$out"
  fi
  if out=$("$cardrt" simulate "$game" --games 5 --threads 2 --records "$records2" 2>&1 >/dev/null) &&
    cmp -s "$records" "$records2"; then
    result "$game: simulate --records writes the same file with 1 and 2 threads" yes
  else
    result "$game: simulate --records writes the same file with 1 and 2 threads" no "$out" \
      "$(diff "$records" "$records2" | head -c 2000)"
  fi
done

finish
