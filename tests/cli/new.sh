#!/usr/bin/env bash
# `cardrt new`: a new game and a new house rule pass `check` and `test` as written, play in
# `simulate`, and the command refuses to overwrite files or take a bad name.
# Usage: tests/cli/new.sh PATH_TO_CARDRT
set -uo pipefail
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

passes() {  # passes NAME COMMAND...: exit 0
  local name=$1 out
  shift
  if out=$("$@" 2>&1); then result "$name" yes; else result "$name" no "$out"; fi
}

expect_output "new game writes its four files" 0 "wrote games/parlour/game.yaml
wrote games/parlour/rules.lua
wrote games/parlour/README.md
wrote games/parlour/tests/basics.lua
next: cardrt check games/parlour && cardrt test games/parlour/tests" -- "$cardrt" new game parlour --dir games
passes "the new game passes check" "$cardrt" check games/parlour
expect_output "the new game's tests pass" 0 "# games/parlour/tests/basics.lua
ok     the player left of the dealer plays any card held
ok     the first player out scores a point
ok     a card not held is refused with the reason
3 passed, 0 failed" -- "$cardrt" test games/parlour/tests
passes "the new game plays with every bot" "$cardrt" simulate parlour --rules games --games 20 --bots ismcts:iterations=50,greedy,random,first
passes "the new game is listed by its id" sh -c "'$cardrt' list --rules games | grep -q '^parlour '"

expect_output "new variant writes the house rule, its hooks and its test" 0 "wrote ./house/quick.yaml
wrote ./house/quick.lua
wrote ./house/quick_test.lua
next: cardrt check ./house/quick.yaml && cardrt test ./house/quick_test.lua" -- "$cardrt" new variant fantan quick --dir ./house
passes "the new variant passes check" "$cardrt" check house/quick.yaml
passes "the new variant's test passes" "$cardrt" test house/quick_test.lua
passes "a named variant of the new game passes too" sh -c "'$cardrt' new variant games/parlour fast --dir games/parlour/variants >/dev/null && '$cardrt' check games/parlour && '$cardrt' test --rules games games/parlour/variants/fast_test.lua"
passes "a house rule of a game found with --rules passes too" sh -c "'$cardrt' new variant parlour slow --rules games >/dev/null && '$cardrt' check --rules games slow.yaml && '$cardrt' test --rules games slow_test.lua"
expect_output "a game not found by its id is refused" 1 "cardrt: 'games/parlour' is not found by its id 'parlour': write the variant into its variants/ folder, or name the folder that holds the game with --rules DIR" -- \
  "$cardrt" new variant games/parlour lost

expect_output "nothing is overwritten" 1 "cardrt: games/parlour/game.yaml exists already; nothing was written" -- \
  "$cardrt" new game parlour --dir games
expect_output "a name must be a plain name" 1 "cardrt: game name '../up' may use only letters, digits, _ and -" -- \
  "$cardrt" new game ../up
expect_output "the game of a variant must exist" 1 "cardrt: unknown game 'fantam'; did you mean 'fantan'? (games found: crazy_eights, fantan, gin_rummy, hand_and_foot, tafferand)" -- \
  "$cardrt" new variant fantam quick
finish
