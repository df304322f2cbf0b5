#!/usr/bin/env bash
# Hostile suite, command-line half: test files attacking the test runner (runner/), attacks run by
# simulate on two threads, the hooks only play, check and simulate call, load-time attacks, and
# determinism. Every case must exit with its code (never a crash) and print its exact line.
# Usage: run_hostile.sh CARDRT_BINARY
set -u
cardrt=$1
here=$(cd "$(dirname "$0")" && pwd)
passed=0
failed=0

# expect NAME EXIT_CODE -x|-E LINE -- COMMAND...: the command (stdin empty, stdout and stderr
# together) exits with EXIT_CODE and prints LINE as a whole line: exactly (-x) or as a regular
# expression (-E, for lines naming a thread's match and seed).
expect() {
  local name=$1 code=$2 how=$3 line=$4
  shift 5
  local out status
  out=$("$@" 2>&1 </dev/null)
  status=$?
  local found=1
  if [ "$how" = -x ]; then grep -qxF -- "$line" <<<"$out" && found=0; else grep -qxE -- "$line" <<<"$out" && found=0; fi
  if [ "$status" -eq "$code" ] && [ "$found" -eq 0 ]; then
    passed=$((passed + 1))
    echo "ok     $name"
    return
  fi
  failed=$((failed + 1))
  local why="exit $status, wanted $code and the line: $line"
  [ "$status" -gt 128 ] && why="killed by signal $((status - 128)); wanted exit $code and the line: $line"
  echo "FAILED $name ($why)"
  head -c 4000 <<<"$out" | sed 's/^/       /'
}

# forbid NAME PATTERN -- COMMAND...: no line of the command's output matches PATTERN, and the
# command was not killed by a signal.
forbid() {
  local name=$1 pattern=$2
  shift 3
  local out status
  out=$("$@" 2>&1 </dev/null)
  status=$?
  if [ "$status" -le 128 ] && ! grep -qE -- "$pattern" <<<"$out"; then
    passed=$((passed + 1))
    echo "ok     $name"
    return
  fi
  failed=$((failed + 1))
  echo "FAILED $name (exit $status; no line may match /$pattern/)"
  head -c 4000 <<<"$out" | sed 's/^/       /'
}

runner=$here/runner
expect "cardrt._results is gone: inflating it is one more failure" 1 -x "1 passed, 2 failed" -- \
  "$cardrt" test "$runner/results_inflate.lua"
expect "dropping cardrt._results changes no count" 1 -x "1 passed, 1 failed" -- \
  "$cardrt" test "$runner/results_nil.lua"
expect "cardrt._native is gone after the prelude" 1 -x "0 passed, 1 failed" -- \
  "$cardrt" test "$runner/native_report.lua"
expect "tables, nil and a raising __tostring as errors are failures" 1 -x "0 passed, 4 failed" -- \
  "$cardrt" test "$runner/error_values.lua"
forbid "errors raised as values show no address" "0x[0-9a-f]{6}" -- "$cardrt" test "$runner/error_values.lua"
expect "error({}) in a test is described as the rules sandbox does" 1 -x "       error raised with a table value instead of a message" -- \
  "$cardrt" test "$runner/error_values.lua"
expect "error(nil) in a test is described as the rules sandbox does" 1 -x "       error raised without a message (error(nil))" -- \
  "$cardrt" test "$runner/error_values.lua"
expect "error(false) at a file's top level is described" 1 -x "       error raised with a boolean value instead of a message" -- \
  "$cardrt" test "$runner/error_values.lua"
expect "a test() that runs nothing leaves no test run" 1 -x "0 passed, 0 failed" -- \
  "$cardrt" test "$runner/redefine_test.lua"
expect "a replaced xpcall cannot turn a failing test into a pass" 1 -x "0 passed, 1 failed" -- \
  "$cardrt" test "$runner/shadow_xpcall.lua"
expect "a replaced string.find cannot make assert_error pass" 1 -x "1 passed, 1 failed" -- \
  "$cardrt" test "$runner/string_metatable.lua"
expect "one file's attack does not reach the next file's counts" 1 -x "3 passed, 10 failed" -- \
  "$cardrt" test "$runner"

# Simulation threads each hold their own Lua state, reused match after match.
sim=("$cardrt" simulate "$here" --variant mod --games 20 --threads 2)
match='cardrt: match [0-9]+ \(seed [0-9]+\): '
sealed="cannot set global 'leaked' while a game runs: keep game state in the counters and vars of game\\.yaml, and helpers in locals"
expect "simulate, 2 threads: a global write is refused" 1 -E "$match(.*/)?variants/attacks\\.lua:68: $sealed" -- \
  "${sim[@]}" -o attack=set_global
expect "simulate, 2 threads: rawset on the global table is refused" 1 \
  -E "$match(.*/)?variants/attacks\\.lua:73: rawset: this table is read-only while a game runs" -- \
  "${sim[@]}" -o attack=rawset_global
expect "simulate, 2 threads: an endless loop ends at the budget" 1 \
  -E "$match(.*/)?variants/attacks\\.lua:163: instruction budget exceeded \\(20000000 instructions in one call; an endless loop\\?\\)" -- \
  "${sim[@]}" -o attack=loop
expect "simulate, 2 threads: both states at the memory cap" 1 -E "${match}rules exceeded the memory cap of 64 MiB" -- \
  "${sim[@]}" -o attack=memory
expect "simulate: score_terms returning a string" 1 -E "${match}rules\\.score_terms must return a table of named integers" -- \
  "${sim[@]}" -o attack=score_terms_string
expect "simulate: score_terms returning a fraction" 1 -E "${match}rules\\.score_terms: term 'points' is not a named integer" -- \
  "${sim[@]}" -o attack=score_terms_fraction
expect "play: display returning a string" 1 -x "cardrt: rules.display must return an array of lines" -- \
  "$cardrt" play "$here" --variant mod -o attack=display_string --seed 1

load=$here/load
expect "check: a rules file that loops while loading" 1 \
  -E "(.*/)?load/load_loop\\.lua:2: instruction budget exceeded \\(20000000 instructions in one call; an endless loop\\?\\)" -- \
  "$cardrt" check "$load/load_loop.yaml"
expect "check: a rules file outside the variant's folder" 1 \
  -E "(.*/)?load/rules_proc\\.yaml:4:8: rules file '/proc/self/maps' must be a \\.lua file inside the folder of this file" -- \
  "$cardrt" check "$load/rules_proc.yaml"
expect "check: a second rules entry hidden below the first is refused where it is" 1 \
  -E "(.*/)?load/hidden_rules\\.yaml:8:1: key 'rules' is given twice in this mapping \\(first at line 5:1\\): YAML keeps only one of them; remove one" -- \
  "$cardrt" check "$load/hidden_rules.yaml"
expect "check: the fixture and the mod play soundly" 0 -E "ok: hostile \\(mod\\) \\(3 playouts, 3 deals, [0-9]+ moves checked\\)" -- \
  "$cardrt" check --playouts 3 "$here"

# Each run of check --determinism is two processes, so Lua's hash seed and addresses differ.
for attack in pairs_choice address_choice; do
  expect "check --determinism: scoring by $attack" 0 -E "deterministic: hostile \\($attack\\) \\(20 matches, [0-9]+ moves compared\\)" -- \
    "$cardrt" check --determinism "$here/determinism/$attack.yaml"
done

# One set of caps bounds every match, whoever plays it: a rule that never ends a deal, and one
# that ends every deal as it is dealt, so that no match ends.
endless=$here/endless
never="deal 1 did not end within 10000 moves; the rules may never end it (the cap: --max-moves)"
at_once="the match did not end within 1000 deals; the rules may never end it (the cap: --max-deals)"
expect "play: a deal that never ends stops at the moves cap" 1 -x "cardrt: $never" -- \
  "$cardrt" play "$endless" --human none --brief --seed 1
expect "play: deals that end at once stop at the deals cap" 1 -x "cardrt: $at_once" -- \
  "$cardrt" play "$endless/at_once.yaml" --human none --brief --seed 1
expect "play --max-moves 50" 1 -x "cardrt: deal 1 did not end within 50 moves; the rules may never end it (the cap: --max-moves)" -- \
  "$cardrt" play "$endless" --human none --seed 1 --max-moves 50
expect "check: a deal that never ends is a failure" 1 -x "endless: $never (deal 1, move 10001 of the match)" -- \
  "$cardrt" check "$endless"
expect "check: deals that end at once are a failure, not a crash" 1 -x "endless (at_once): $at_once (deal 1000, move 1 of the match)" -- \
  "$cardrt" check "$endless/at_once.yaml"
expect "simulate --max-deals 5: deals that end at once" 1 -E "cardrt: match 1 \\(seed [0-9]+\\): the match did not end within 5 deals; the rules may never end it \\(the cap: --max-deals\\)" -- \
  "$cardrt" simulate "$endless/at_once.yaml" --games 3 --max-deals 5
expect "compare: a deal that never ends" 1 -E "cardrt: .*deal 1 did not end within 10000 moves.*" -- \
  "$cardrt" compare "$endless" "$endless" --games 2

# Cards out of play: cleared cards stay in saves (check reloads a save at every move), a zone
# declared out of play is never dealt into a bot's sampled world, and an error the rules meet in
# such a world is the searching bot's, named with its seat, not a move of the match.
stripped=$here/stripped
for strip in out_of_play set_aside cleared; do
  expect "check: stripped pack, $strip" 0 -E "ok: stripped(, strip=$strip)? \\(5 playouts, 10 deals, [0-9]+ moves checked\\)" -- \
    "$cardrt" check "$stripped" -o "strip=$strip" --playouts 5
done
for bot in greedy ismcts:iterations=100; do
  expect "play: $bot never deals cards out of play" 0 -E "Winners?: seats? .*" -- \
    "$cardrt" play "$stripped" --human none --brief --bots "$bot" --seed 2
  expect "play: $bot meeting a rules error in a world it sampled says so" 1 \
    -E "  in the search of the ${bot%%:*} bot of seat 2 for its move at deal 1, move 1 of the match" -- \
    "$cardrt" play "$stripped" -o strip=set_aside --human none --brief --bots "$bot" --seed 2
done
expect "the sampled world's error is placed in that world" 1 \
  -E "  while (listing the moves|applying '.*') of seat [0-9] \\(deal 1, move [0-9]+ in a world a bot sampled\\)" -- \
  "$cardrt" play "$stripped" -o strip=set_aside --human none --brief --bots ismcts:iterations=100 --seed 2
forbid "no error of a sampled world names a move of the match" "while .* of the match\\)" -- \
  "$cardrt" play "$stripped" -o strip=set_aside --human none --brief --bots ismcts:iterations=100 --seed 2

# Outputs go where the user pointed: into a device or a pipe (renaming a file over it would
# replace the node), through a link to its file; every write, flush and close is checked.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
expect "play --record /dev/full fails, naming the file and why" 1 \
  -x "cardrt: /dev/full: cannot write: No space left on device" -- \
  "$cardrt" play fantan --human none --brief --record /dev/full
expect "simulate --report /dev/full fails the same way" 1 \
  -x "cardrt: /dev/full: cannot write: No space left on device" -- \
  "$cardrt" simulate fantan --games 2 --report /dev/full
check_that() {  # check_that NAME CONDITION...: a test of the files left behind
  local name=$1
  shift
  if "$@"; then passed=$((passed + 1)); echo "ok     $name"; else failed=$((failed + 1)); echo "FAILED $name"; fi
}
check_that "/dev/full is still a device" test -c /dev/full
mkfifo "$out/pipe"
cat "$out/pipe" >"$out/from-pipe" &
reader=$!
expect "play --record into a named pipe" 0 -x "Winner: seat 1" -- \
  "$cardrt" play fantan --human none --brief --seed 1 --record "$out/pipe"
wait "$reader"
check_that "the pipe stays a pipe, and its reader got the whole record" \
  bash -c '[ -p "$1/pipe" ] && python3 -c "import json,sys; json.load(open(sys.argv[1]))[\"moves\"][0]" "$1/from-pipe"' _ "$out"
echo "not a record" >"$out/kept.json"
ln -s kept.json "$out/link.json"
expect "simulate --records through a link" 0 -E "(.*)" -- "$cardrt" simulate fantan --games 1 --records "$out/link.json"
check_that "the link stays a link, and the file it names holds the records" \
  bash -c '[ -L "$1/link.json" ] && grep -q "\"moves\"" "$1/kept.json"' _ "$out"
expect "a folder as the output is refused" 1 -x "cardrt: $out: cannot write: Is a directory" -- \
  "$cardrt" play fantan --human none --brief --record "$out"

# Native searches a script starts spend its call's budget and memory: extreme but legal meld
# kinds over 104 cards, or 80 copies of one card, end at the line that asked.
for ask in arrange_104:16 arrange_copies:17 melds_104:18; do
  expect "melds: ${ask%%:*} ends at the budget" 1 \
    -E "cardrt: (.*/)?hostile/melds/rules\\.lua:${ask##*:}: instruction budget exceeded \\(20000000 instructions in one call; an endless loop\\?\\)" -- \
    "$cardrt" play "$here/melds" -o "ask=${ask%%:*}" --human none --brief --seed 1
done

# Every JSON reader is the one reader, with one depth cap: a document nested 300,000 deep would
# overflow the stack of whatever compares, copies or writes it.
python3 - "$out" <<'PY'
import sys
deep = "[" * 300000 + "]" * 300000
for name, text in (("shard", '{"game": "fantan", "options": %s}' % deep), ("record", '{"moves": %s}' % deep),
                   ("save", '{"play": %s}' % deep)):
    open(f"{sys.argv[1]}/deep-{name}.json", "w").write(text)
PY
"$cardrt" simulate fantan --games 2 --shard 1/2 --json >"$out/shard1.json"
expect "merge: a shard nested 300,000 deep" 1 -x "cardrt: $out/deep-shard.json: nested deeper than 100 levels" -- \
  "$cardrt" merge "$out/shard1.json" "$out/deep-shard.json"
expect "replay: a record nested 300,000 deep" 1 -x "cardrt: $out/deep-record.json: nested deeper than 100 levels" -- \
  "$cardrt" replay "$out/deep-record.json"
printf '{"moves": [1e400]}' >"$out/big-number.json"
expect "replay: a number past a double is no JSON, said with the file" 1 \
  -x "cardrt: $out/big-number.json: not JSON: number overflow parsing '1e400'" -- "$cardrt" replay "$out/big-number.json"
expect "play --resume: a save nested 300,000 deep" 1 -x "cardrt: $out/deep-save.json: nested deeper than 100 levels" -- \
  "$cardrt" play --resume "$out/deep-save.json"

# A file a script loads may be as long as its longest string: 4 MiB for rules, 64 MiB for tests.
mkdir -p "$out/data/tests"
python3 - "$out/data" <<'PY'
import sys
folder = sys.argv[1]
open(f"{folder}/tests/recorded.lua", "w").write("return [[" + "x" * (5 << 20) + "]]\n")
open(f"{folder}/tests/test_data.lua", "w").write(
    'local recorded = require "recorded"\ntest("5 MiB of data", function() assert(#recorded == 5 << 20) end)\n')
open(f"{folder}/big.lua", "w").write("return [[" + "x" * (5 << 20) + "]]\n")
open(f"{folder}/game.yaml", "w").write("game: data\nplayers: { min: 2, max: 2 }\nzones: { deck: { owner: table } }\n"
                                     "moves: { pass: {} }\n")
open(f"{folder}/rules.lua", "w").write('local big = require "big"\n')
PY
expect "test: a test requires 5 MiB of recorded data" 0 -x "1 passed, 0 failed" -- "$cardrt" test "$out/data/tests"
expect "check: rules may not require a 5 MiB file" 1 \
  -x "$out/data/rules.lua:1: $out/data/big.lua: larger than 4 MiB, the longest file a script of this kind may load (its longest string)" -- \
  "$cardrt" check "$out/data"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
