#!/usr/bin/env bash
# The command's own words: an unknown command, option or argument is named with the nearest one it
# likely meant, as games, options and hooks are; a file or folder that is not there is said so;
# `check` prints an error once however many playouts meet it; a quote left open in a variant file
# is refused where it opens.
# Usage: tests/cli/usage.sh PATH_TO_CARDRT
set -uo pipefail
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"
work=$(mktemp -d /tmp/cardrt-usage-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$work"
commands="list, rules, check, play, simulate, merge, replay, compare, tune, serve, test, new"

expect_output "a misspelt command gets the nearest one" 2 \
  "cardrt: unknown command 'simulat'; did you mean 'simulate'? (commands: $commands)
see cardrt --help" -- "$cardrt" simulat fantan
expect_output "an unknown command with --help is an error, not the top help" 2 \
  "cardrt: unknown command 'frobnicate' (commands: $commands)
see cardrt --help" -- "$cardrt" frobnicate --help
expect_output "so is a misspelt command below another" 2 \
  "cardrt new: unknown command 'gmae'; did you mean 'game'? (commands: game, variant)
see cardrt new --help" -- "$cardrt" new gmae parlour
expect_output "a misspelt option gets the nearest one, before what else is missing" 2 \
  "cardrt simulate: unknown option '--gmaes'; did you mean '--games'?
see cardrt simulate --help" -- "$cardrt" simulate fantan --gmaes 10
expect_output "an option written with = too" 2 \
  "cardrt simulate: unknown option '--thread'; did you mean '--threads'?
see cardrt simulate --help" -- "$cardrt" simulate fantan --games 1 --thread=2
expect_output "an argument the command does not take" 2 \
  "cardrt replay: unexpected argument 'b.json'
see cardrt replay --help" -- "$cardrt" replay a.json b.json
expect_output "no command at all shows the help and fails" 2 "$("$cardrt" --help)" -- "$cardrt"
expect_output "a command's --help succeeds" 0 "$("$cardrt" simulate --help)" -- "$cardrt" simulate --help

expect_output "a variant file that is not there is not taken for a misspelt game" 1 \
  "nothere.yaml: no such file" -- "$cardrt" check nothere.yaml
expect_output "nor a folder given by its path" 1 "cardrt: ./nothere: no such folder" -- "$cardrt" rules ./nothere
mkdir empty
expect_output "a folder without game.yaml says so" 1 "cardrt: ./empty: no game.yaml in this folder" -- \
  "$cardrt" rules ./empty
expect_output "a game's own game.yaml stands for its folder" 0 "ok: fantan (parliament), 3 players" -- \
  "$cardrt" check "$here/../../rulesets/fantan/game.yaml" --variant parliament --players 3 --playouts 0

# One error of the rules in every playout: printed once, with one move number and the count.
out=$("$cardrt" check "$here/failing_hook" --playouts 10 2>&1)
status=$?
want="failing_hook: $here/failing_hook/rules.lua:14: the rules refuse this pass
  $here/failing_hook/rules.lua:14: in function <$here/failing_hook/rules.lua:12>
  (in rules.play)
  while applying 'pass' by seat 1 (deal 1, move 1 of the match)
  met in 10 of 10 playouts, first in playout 1
  to see it again: cardrt check $here/failing_hook --playouts 1"
if [ "$status" -eq 1 ] && [ "$out" = "$want" ]; then
  result "check prints an error once, with the playouts that met it" yes
else
  result "check prints an error once, with the playouts that met it" no "exit $status; output:" "$out" "wanted:" "$want"
fi

printf 'extends: fantan\nsummary: "unclosed\noptions:\n  passing: penalized\n' >open-quote.yaml
expect_output "a quote left open that takes in the keys below is refused where it opens" 1 \
  "open-quote.yaml:2:10: the quoted text opened here runs on to line 3 and takes in its key 'options:'; close the quote (\") on the line where it opens" \
  -- "$cardrt" check open-quote.yaml
printf 'extends: fantan\nsummary: "unclosed\noptions:\n  start_rank: "6"\n' >open-quote-2.yaml
expect_output "also when a later quote makes the file unreadable" 1 \
  "open-quote-2.yaml:2:10: the quoted text opened here runs on to line 3 and takes in its key 'options:'; close the quote (\") on the line where it opens" \
  -- "$cardrt" check open-quote-2.yaml
printf 'extends: fantan\nsummary: "Sixes open the rows,\n  and passing costs."\noptions:\n  start_rank: "6"\n' >two-lines.yaml
expect_output "quoted text going on over an indented line is YAML's own and stays" 0 \
  "ok: fantan (two-lines)" -- "$cardrt" check two-lines.yaml --playouts 0
# rules_shows NAME GAME LINE...: each LINE is a whole line of `cardrt rules GAME`.
rules_shows() {
  local name=$1 game=$2 out line
  shift 2
  out=$("$cardrt" rules "$game" 2>&1)
  for line in "$@"; do
    grep -qxF -- "$line" <<<"$out" || { result "$name" no "missing line: $line" "output:" "$out"; return; }
  done
  result "$name" yes
}
rules_shows "rules shows a game's rank order and its value tables" scopa \
  "  deck: 1 pack of 40 cards (ranks A 2 3 4 5 6 7 J Q K, low to high)" \
  "  values capture: J 8, Q 9, K 10 (the others their number)" \
  "  values primiera: A 16, 2 12, 3 13, 4 14, 5 15, 6 18, 7 21, J 10, Q 10, K 10"
rules_shows "rules shows a rank order of the game's own" president \
  "  deck: 1 pack of 52 cards (ranks 3 4 5 6 7 8 9 T J Q K A 2, low to high)"
finish
