#!/usr/bin/env bash
# Hand and Foot's plain turns played by its declared melds (game.yaml turns:) give the games its
# rules.lua gives alone: for every variant and for option combinations no variant names, the
# records of simulate hold the same moves and results as with a house rule that wraps rules.play,
# which keeps the turns with the rules.
# Usage: meld_turns.sh CARDRT_BINARY
set -u
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
game_dir=$(realpath "$here/../../rulesets/hand_and_foot")
work=$(mktemp -d /tmp/cardrt-meld-turns-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
. "$here/lib.sh"

cat >"$work/wrap.lua" <<'LUA'
local play = rules.play
function rules.play(g, verb, arg, seat) return play(g, verb, arg, seat) end
LUA

same_games() {  # same_games NAME GAME SIMULATE_ARGS...: GAME the game folder or a variant file of it
  local name=$1 game=$2
  shift 2
  # The wrapping house rule over the same selection: the variant file's lines (every shipped one
  # extends hand_and_foot and has no hooks), or the game itself.
  if [ -f "$game" ]; then cp "$game" "$work/rules_only.yaml"; else echo "extends: hand_and_foot" >"$work/rules_only.yaml"; fi
  echo "rules: wrap.lua" >>"$work/rules_only.yaml"
  local melds_out rules_out
  melds_out=$("$cardrt" simulate "$game" "$@" --bots random --games 40 --seed 4 --records "$work/melds.json" 2>&1) || true
  rules_out=$("$cardrt" simulate "$work/rules_only.yaml" "$@" --bots random --games 40 --seed 4 --records "$work/rules.json" 2>&1) || true
  local compared
  compared=$(python3 - "$work/melds.json" "$work/rules.json" <<'PY'
import json, sys
melds, rules = (json.load(open(f)) for f in sys.argv[1:3])
if len(melds) != 40 or len(rules) != 40:
    sys.exit(f"{len(melds)} and {len(rules)} records, wanted 40 each")
for i, (a, b) in enumerate(zip(melds, rules)):
    if a["moves"] != b["moves"] or a["result"] != b["result"]:
        at = next((k for k, (x, y) in enumerate(zip(a["moves"], b["moves"])) if x != y), None)
        sys.exit(f"match {i + 1} differs at move {at}")
print(sum(len(r["moves"]) for r in melds), "moves alike")
PY
  2>&1) && result "$name: $compared" yes || result "$name" no "$compared" "melds: $melds_out" "rules: $rules_out"
  rm -f "$work/melds.json" "$work/rules.json"
}

same_games "hand_and_foot, default options" "$game_dir"
for variant in "$game_dir"/variants/*.yaml; do
  same_games "variant $(basename "$variant" .yaml)" "$variant"
done
same_games "2 players, whole-pile pickups, wild pair" "$game_dir" --players 2 -o pickup_size=0 -o pickup_match_wild=true
same_games "6 players, out without a discard, both on foot" "$game_dir" --players 6 -o go_out_without_discard=true -o foot_condition=both
same_games "5 players alone, wild discard penalty" "$game_dir" --players 5 -o wild_discard_foot_penalty=100
same_games "single meld kind (the rules keep the turns)" "$game_dir" -o single_meld_kind=true
finish
