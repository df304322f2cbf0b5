#!/usr/bin/env bash
# How a rule test finds the game it names (docs/lua-api.md, "Rule tests"): a name resolves beside
# the test first (its own ruleset, by folder or id, and the ones next to it), then along the rules
# path; a folder of the working directory only when written as a path (./tiny); two games beside
# the test answering to one name is an error that names both.
# Usage: tests/cli/test_lookup.sh PATH_TO_CARDRT
set -uo pipefail
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# game DIR ID SUMMARY: a one-move game in DIR with that id, told apart by its summary's player
# count (players.min), which the test reads back.
game() {
  mkdir -p "$1/tests"
  cat >"$1/game.yaml" <<EOF
game: $2
players: { min: $3, max: 6 }
zones: { hand: { owner: seat } }
moves: { pass: { arg: none } }
EOF
  cat >"$1/rules.lua" <<'EOF'
function rules.deal(g) end
function rules.start_deal(g) g:set_to_move(1) end
function rules.moves(g, out) out:add("pass") end
function rules.play(g) g:end_match() end
EOF
}

# test_file PATH NAME PLAYERS: a test that makes NAME and checks it is the game for PLAYERS.
test_file() {
  cat >"$1" <<EOF
test("the game meant", function()
  local g = cardrt.new("$2")
  assert_eq(#g:view(0).scores, $3)
end)
EOF
}

# The original in ./tiny of the working directory, and a copy of it (another player count) with
# its test elsewhere: the copy is tested, whatever the working directory holds.
game "$work/cwd/tiny" tiny 2
game "$work/copy/tiny" tiny 3
test_file "$work/copy/tiny/tests/t.lua" tiny 3
expect_output "a copied test finds the game beside it, not the working directory's folder" 0 \
  "# $work/copy/tiny/tests/t.lua
ok     the game meant
1 passed, 0 failed" -- bash -c "cd '$work/cwd' && '$cardrt' test '$work/copy/tiny/tests/t.lua'"

# A copy in a folder of another name still answers to its id beside the test, ahead of a game of
# that name further along the path (./rulesets of the working directory).
mkdir -p "$work/cwd/rulesets"
game "$work/cwd/rulesets/tiny" tiny 2
game "$work/renamed/my-tiny" tiny 4
test_file "$work/renamed/my-tiny/tests/t.lua" tiny 4
expect_output "a renamed copy answers to its game id beside the test" 0 \
  "# $work/renamed/my-tiny/tests/t.lua
ok     the game meant
1 passed, 0 failed" -- bash -c "cd '$work/cwd' && '$cardrt' test '$work/renamed/my-tiny/tests/t.lua'"

# Nothing beside the test: the rules path, ./rulesets among it.
mkdir -p "$work/loose"
test_file "$work/loose/t.lua" tiny 2
expect_output "with nothing beside the test, the rules path (./rulesets) finds it" 0 \
  "# $work/loose/t.lua
ok     the game meant
1 passed, 0 failed" -- bash -c "cd '$work/cwd' && '$cardrt' test '$work/loose/t.lua'"

# A folder of the working directory is not looked in for a name; written as a path it is.
rm -rf "$work/cwd/rulesets"
expect_output "a name is not looked for in the working directory" 1 \
  "# $work/loose/t.lua
FAILED the game meant
       $work/loose/t.lua:2: cardrt.new: no game 'tiny' beside the test or on the rules path; a folder of the working directory is not looked in for a name: write './tiny' to mean it
0 passed, 1 failed" -- bash -c "cd '$work/cwd' && '$cardrt' test '$work/loose/t.lua'"
test_file "$work/loose/t.lua" ./tiny 2
expect_output "written as a path, the working directory's folder is taken" 0 \
  "# $work/loose/t.lua
ok     the game meant
1 passed, 0 failed" -- bash -c "cd '$work/cwd' && '$cardrt' test '$work/loose/t.lua'"

# Two games beside the test answer to the name: one by its folder, one by its id.
game "$work/two/tiny" tiny 2
game "$work/two/other" tiny 3
test_file "$work/two/tiny/tests/t.lua" tiny 2
expect_output "two games beside the test answering to one name is an error naming both" 1 \
  "# $work/two/tiny/tests/t.lua
FAILED the game meant
       two/tiny/tests/t.lua:2: cardrt.new: 'tiny' names 2 games beside the test ($work/two/other, $work/two/tiny); name the one meant by its path
0 passed, 1 failed" -- bash -c "cd '$work' && '$cardrt' test '$work/two/tiny/tests/t.lua'"

finish
