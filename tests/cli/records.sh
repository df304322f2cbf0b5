#!/usr/bin/env bash
# Records across processes: for every shipped game, the records `play --record` and
# `simulate --records` write replay in another process, and simulate writes the same records
# whatever its thread count. Records name their game by id and their folders and variant files
# relative to themselves: they replay when moved with their game, or to where the game is found by
# its id, and say what is missing elsewhere.
# Usage: records.sh CARDRT_BINARY
set -u
cardrt=$(realpath "$1")
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

# A game played from the folder that holds it, and a house rule of it kept in a file of its own.
mkdir -p "$work/mine/sub" "$work/elsewhere"
cp -r "$here/lookup/draft" "$work/mine/parlour"
printf 'extends: parlour\nsummary: The same, as a house rule.\n' >"$work/mine/quiet.yaml"
(cd "$work/mine" && "$cardrt" play parlour --human none --seed 3 --record game.json >/dev/null &&
  "$cardrt" play quiet.yaml --human none --seed 3 --record sub/house.json >/dev/null)
fields() { python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); print(" ".join(f"{k}={r.get(k)}" for k in sys.argv[2:]))' "$@"; }
expect_output "a record names its game by id and its folder relative to itself" 0 \
  "game=one_pass game_folder=parlour variant=None variant_file=None" -- fields "$work/mine/game.json" game game_folder variant variant_file
expect_output "and a variant file of its own relative to itself" 0 \
  "game=one_pass game_folder=../parlour variant=quiet variant_file=../quiet.yaml" -- fields "$work/mine/sub/house.json" game game_folder variant variant_file
mv "$work/mine" "$work/moved"
expect_output "a record moved with its game replays" 0 "same result: {\"scores\":[0,0],\"winners\":[1,2],\"deals\":1,\"moves\":1}
1 move replayed" -- "$cardrt" replay "$work/moved/game.json"
expect_output "so does one of a house rule" 0 "same result: {\"scores\":[0,0],\"winners\":[1,2],\"deals\":1,\"moves\":1}
1 move replayed" -- "$cardrt" replay "$work/moved/sub/house.json"
cp "$work/moved/game.json" "$work/elsewhere/"
expect_output "without its game beside it, the record names what is missing" 1 \
  "cardrt: $work/elsewhere/game.json: it plays the game 'one_pass', which is not here: not in $work/elsewhere/parlour (beside game.json), where it was played; not on the rules path (--rules DIR, \$CARDRT_PATH, ./rulesets, the installed and built-in games) by that name; give --rules DIR with the folder that holds it" \
  -- "$cardrt" replay "$work/elsewhere/game.json"
expect_output "and replays where the game is found by its id" 0 "same result: {\"scores\":[0,0],\"winners\":[1,2],\"deals\":1,\"moves\":1}
1 move replayed" -- "$cardrt" replay "$work/elsewhere/game.json" --rules "$work/moved"
cp "$work/moved/sub/house.json" "$work/elsewhere/"
expect_output "a house rule's record without its variant file names the file" 1 \
  "cardrt: $work/elsewhere/house.json: it plays one_pass (quiet) from the variant file ../quiet.yaml (beside house.json), which is not here (no $work/quiet.yaml); put the file there" \
  -- "$cardrt" replay "$work/elsewhere/house.json"
finish
