#!/usr/bin/env bash
# `cardrt new`: a new game and a new house rule pass `check` and `test` as written, play in
# `simulate`, lint clean with the luacheck configuration written beside them (which catches a
# misspelt hook), point lua-language-server at cardrt's annotations, and the command refuses to
# overwrite files or take a bad name.
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

expect_output "new game writes its four files and two for editors" 0 "wrote games/parlour/game.yaml
wrote games/parlour/rules.lua
wrote games/parlour/README.md
wrote games/parlour/tests/basics.lua
wrote games/parlour/.luacheckrc
wrote games/parlour/.luarc.json
next: cardrt check games/parlour && cardrt test games/parlour/tests" -- "$cardrt" new game parlour --dir games
passes "the new game passes check" "$cardrt" check games/parlour
expect_output "the new game's tests pass" 0 "# games/parlour/tests/basics.lua
ok     the player left of the dealer plays any card held
ok     the first player out scores a point
ok     a card not held is refused with the reason
3 passed, 0 failed" -- "$cardrt" test games/parlour/tests
passes "the new game plays with every bot" "$cardrt" simulate parlour --rules games --games 20 --bots ismcts:iterations=50,greedy,random,first
passes "the new game is listed by its id" sh -c "'$cardrt' list --rules games | grep -q '^parlour '"

expect_output "new variant writes the house rule, its hooks, its test and the editor files" 0 "wrote ./house/quick.yaml
wrote ./house/quick.lua
wrote ./house/quick_test.lua
wrote ./house/.luacheckrc
wrote ./house/.luarc.json
next: cardrt check ./house/quick.yaml && cardrt test ./house/quick_test.lua" -- "$cardrt" new variant fantan quick --dir ./house
passes "the new variant passes check" "$cardrt" check house/quick.yaml
passes "the new variant's test passes" "$cardrt" test house/quick_test.lua
passes "a named variant of the new game passes too" sh -c "'$cardrt' new variant games/parlour fast --dir games/parlour/variants >/dev/null && '$cardrt' check games/parlour && '$cardrt' test --rules games games/parlour/variants/fast_test.lua"
passes "a house rule of a game found with --rules passes too" sh -c "'$cardrt' new variant parlour slow --rules games >/dev/null && '$cardrt' check --rules games slow.yaml && '$cardrt' test --rules games slow_test.lua"
expect_output "a game not found by its id is refused" 1 "cardrt: 'games/parlour' is not found by its id 'parlour': write the variant into its variants/ folder, or name the folder that holds the game with --rules DIR" -- \
  "$cardrt" new variant games/parlour lost

# The editor files: luacheck passes the new files and refuses mistakes, in this folder and above it.
passes "luacheck passes the new game in its folder" sh -c "cd games/parlour && luacheck --no-color ."
passes "and the house rule with its test" sh -c "cd house && luacheck --no-color ."
printf 'function rules.move(g, out) out:add("pass") end\nlocal r = math.random()\n' >house/broken.lua
out=$(cd house && luacheck --no-color --codes . 2>&1)
if grep -qF "broken.lua:1:10: (W142) setting undefined field 'move' of global 'rules'" <<<"$out" &&
  grep -qF "broken.lua:2:11: (W143) accessing undefined field 'random' of global 'math'" <<<"$out"; then
  result "luacheck names a misspelt hook and math.random in a rules file" yes
else
  result "luacheck names a misspelt hook and math.random in a rules file" no "$out"
fi
rm house/broken.lua
library=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["workspace.library"][0])' games/parlour/.luarc.json)
result ".luarc.json gives lua-language-server cardrt's annotations" \
  "$([ -f "$library/cardrt.lua" ] && echo yes || echo no)" "workspace.library: $library"
echo "-- mine" >own.luacheckrc
mkdir mine && cp own.luacheckrc mine/.luacheckrc
expect_output "a house rule keeps the editor files a folder has" 0 "wrote mine/slow2.yaml
wrote mine/slow2.lua
wrote mine/slow2_test.lua
kept mine/.luacheckrc
wrote mine/.luarc.json
next: cardrt check mine/slow2.yaml && cardrt test mine/slow2_test.lua" -- "$cardrt" new variant fantan slow2 --dir mine
result "and leaves them as they were" "$(cmp -s own.luacheckrc mine/.luacheckrc && echo yes || echo no)"

expect_output "nothing is overwritten" 1 "cardrt: games/parlour/game.yaml exists already; nothing was written" -- \
  "$cardrt" new game parlour --dir games
expect_output "a name must be a plain name" 1 "cardrt: game name '../up' may use only letters, digits, _ and -" -- \
  "$cardrt" new game ../up
expect_output "the game of a variant must exist" 1 "cardrt: unknown game 'fantam'; did you mean 'fantan'? (games found: crazy_eights, euchre, fantan, gin_rummy, hand_and_foot, klondike, oh_hell, president, scopa, tafferand)" -- \
  "$cardrt" new variant fantam quick
finish
