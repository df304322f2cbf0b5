#!/usr/bin/env bash
# `cardrt check` over options: -o, --players and --variant choose what is checked as in simulate;
# a combination the rules refuse is named as not played, with the rules' reason, and fails only
# when the rules play none of those asked for; --all checks the game and every variant at every
# player count.
# Usage: tests/cli/check_options.sh PATH_TO_CARDRT
set -uo pipefail
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"

expect_output "--variant, --players and -o check that one selection" 0 \
  "ok: fantan (parliament), 3 players, hands=2 (2 playouts, 4 deals, 202 moves checked)" \
  -- "$cardrt" check fantan --variant parliament --players 3 -o hands=2 --playouts 2
expect_output "a combination the rules refuse is not played, and only the others are checked" 0 \
  "not played: invalid options for fantan: Fan Tan is for 3 to 6 players (2 only with stock=true) (2 players)
not played: invalid options for fantan (variant french-chips): Fan Tan is for 3 to 6 players (2 only with stock=true) (2 players)
not played: invalid options for fantan (variant french-points): Fan Tan is for 3 to 6 players (2 only with stock=true) (2 players)
ok: fantan (french-two-player), 2 players
not played: invalid options for fantan (variant kartendomino-places): Fan Tan is for 3 to 6 players (2 only with stock=true) (2 players)
not played: invalid options for fantan (variant kartendomino): Fan Tan is for 3 to 6 players (2 only with stock=true) (2 players)
not played: invalid options for fantan (variant parliament): Fan Tan is for 3 to 6 players (2 only with stock=true) (2 players)
not played: invalid options for fantan (variant sixes): Fan Tan is for 3 to 6 players (2 only with stock=true) (2 players)
not played: invalid options for fantan (variant standard-penalized): Fan Tan is for 3 to 6 players (2 only with stock=true) (2 players)
not played: invalid options for fantan (variant standard): Fan Tan is for 3 to 6 players (2 only with stock=true) (2 players)" \
  -- "$cardrt" check fantan --players 2 --playouts 0
expect_output "a selection the rules refuse when nothing else is asked for fails" 1 \
  "not played: invalid options for fantan (variant standard): Fan Tan is for 3 to 6 players (2 only with stock=true) (2 players)
nothing checked: the rules play none of the 1 selection asked for" \
  -- "$cardrt" check fantan --variant standard --players 2 --playouts 0
expect_output "--all and --players exclude each other" 2 \
  "cardrt check: --players excludes --all
see cardrt check --help" -- "$cardrt" check fantan --all --players 3

all=$("$cardrt" check fantan --all --playouts 0 2>&1)
status=$?
summary=$(cut -d: -f1 <<<"$all" | sort | uniq -c | tr -s ' ')
want=" 13 not played
 37 ok"
if [ "$status" -eq 0 ] && [ "$summary" = "$want" ]; then
  result "--all checks 9 selections at 2 to 6 players: 37 played, 13 refused by the rules" yes
else
  result "--all checks 9 selections at 2 to 6 players: 37 played, 13 refused by the rules" no "exit $status" "$all"
fi
if grep -qxF "not played: invalid options for fantan (variant french-two-player): stock=true is the two-player game: it needs exactly 2 players (5 players)" <<<"$all" &&
  grep -qxF "ok: fantan (french-two-player), 2 players" <<<"$all"; then
  result "--all names each refused combination with the rules' reason" yes
else
  result "--all names each refused combination with the rules' reason" no "$all"
fi

# A variant whose rules break at one player count fails --all there, and says how to see it again.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/five.yaml" <<'YAML'
extends: fantan
summary: Breaks with five players.
rules: five.lua
YAML
cat >"$work/five.lua" <<'LUA'
local base_moves = rules.moves
function rules.moves(g, out, seat)
  if g:players() == 5 then error("five players break this") end
  return base_moves(g, out, seat)
end
LUA
out=$("$cardrt" check "$work/five.yaml" --all --playouts 1 2>&1)
status=$?
if [ "$status" -eq 1 ] && grep -qxF "failed: fantan (five), 5 players" <<<"$out" &&
  grep -qxF "ok: fantan (five), 6 players (1 playout, 9 deals, 454 moves checked)" <<<"$out"; then
  result "--all fails at the player count that breaks and goes on with the others" yes
else
  result "--all fails at the player count that breaks and goes on with the others" no "exit $status" "$out"
fi
finish
