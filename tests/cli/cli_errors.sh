#!/usr/bin/env bash
# Bad input through the cardrt command: each case must exit 1 with a located message.
# Usage: cli_errors.sh CARDRT_BINARY
set -u
cardrt=$1
here=$(cd "$(dirname "$0")" && pwd)
passed=0
failed=0

expect() {  # expect NAME EXIT_CODE PATTERN -- COMMAND...
  local name=$1 code=$2 pattern=$3
  shift 4
  local out status
  out=$("$@" 2>&1)
  status=$?
  if [ "$status" -eq "$code" ] && grep -qE -- "$pattern" <<<"$out"; then
    passed=$((passed + 1))
    echo "ok     $name"
  else
    failed=$((failed + 1))
    echo "FAILED $name (exit $status, wanted $code and /$pattern/)"
    echo "$out" | sed 's/^/       /'
  fi
}

expect "check names the bad YAML value" 1 "broken_yaml/game\.yaml:9:32: option 'speed' must be an integer" -- \
  "$cardrt" check "$here/broken_yaml"
expect "check names the Lua syntax error" 1 "broken_lua/rules\.lua:6: 'then' expected" -- \
  "$cardrt" check "$here/broken_lua"
expect "an endless hook ends with a budget error" 1 "endless_loop/rules\.lua:8: instruction budget exceeded" -- \
  timeout 60 "$cardrt" check "$here/endless_loop"
expect "a failing hook names its line" 1 "failing_hook/rules\.lua:14: the rules refuse this pass" -- \
  "$cardrt" simulate "$here/failing_hook" --games 1
expect "math.random is not in the rules sandbox" 1 "math_random/rules\.lua:5: attempt to call a nil value \(field 'random'\)" -- \
  "$cardrt" check "$here/math_random"
expect "an unknown game lists the games" 1 "unknown game 'nosuchgame'" -- \
  "$cardrt" simulate nosuchgame --games 1
expect "an unknown option lists the options" 1 "unknown option 'speed' for fantan \(options: scoring, " -- \
  "$cardrt" simulate fantan -o speed=3 --games 1
expect "a refused option combination says why" 1 "invalid options for fantan: play_on=true needs scoring=settle" -- \
  "$cardrt" simulate fantan -o play_on=true --games 1
expect "a good ruleset checks out" 0 "ok" -- \
  "$cardrt" check --playouts 1 "$here/../../rulesets/fantan"
expect "a variant file with its own hooks passes the check suite (saves name the file)" 0 "ok: fantan \(sevens-stay\) \(3 playouts" -- \
  "$cardrt" check --playouts 3 "$here/../../rulesets/fantan/tests/house/sevens-stay.yaml"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
