#!/usr/bin/env bash
# `cardrt play`'s input, driven through a pipe: help and ? print the commands, moves lists the legal
# moves again, a bare card (or the cards of a set) plays the one move that plays it, and a card no
# move plays is refused without playing anything; hint names a bot's move, undo takes back a
# person's last move and the bots' after it, save and --resume go on where a match stopped; a pickup
# lists the pile cards taken and drawn cards are marked; a trick shows who played each card and who
# took the last; counters and vars show as the layout says (show:, label:); a person presses Enter
# between deals, and at one screen each player's hand waits for him; what the rules say as a deal
# starts shows under its header; --brief shows a match between bots a line per deal; rules shows the
# game at the prompt, rows show under their suits, a number off the list names the moves there are,
# and quit offers to save a match no record keeps.
# Usage: tests/cli/play_input.sh PATH_TO_CARDRT
set -uo pipefail
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# session INPUT ARGS...: the screen of `cardrt play ARGS` fed INPUT (one line per \n).
session() {
  local input=$1
  shift
  printf "$input" | "$cardrt" play "$@" 2>&1
}
# expect_lines NAME SCREEN LINE...: every LINE appears in SCREEN as a whole line, in that order.
expect_lines() {
  local name=$1 screen=$2
  shift 2
  local rest=$screen line
  for line in "$@"; do
    if ! grep -qxF -- "$line" <<<"$rest"; then
      result "$name" no "missing line: $line" "screen:" "$screen"
      return
    fi
    rest=$(sed -n "/^$(printf '%s' "$line" | sed 's/[][\.*^$/]/\\&/g')\$/,\$p" <<<"$rest" | tail -n +2)
  done
  result "$name" yes
}

screen=$(session 'help\n?\nquit\n' fantan --seed 4)
expect_lines "help and ? print the ways to type a move and the commands" "$screen" \
  "> help" \
  "Type a move as its number, as its text (play 7H), or as its cards alone when one move plays them (7h, 10h, 7h 7d)." \
  "Commands: moves (the numbered list again), hint (what a bot would play), undo (take back your" \
  "last move), rules (the game, its options and moves), save FILE (go on later with cardrt play" \
  "--resume FILE), help or ? (this), quit or q." \
  "> ?" \
  "--resume FILE), help or ? (this), quit or q." \
  "> quit" "bye"

screen=$(session 'rules\nquit\n' fantan --seed 4 --variant parliament)
expect_lines "rules shows the game, the options in play and the moves, and where the rules are" "$screen" \
  "> rules" \
  "Fan Tan: Sevens open the suit rows, rows grow up and down, the first player out wins the hand." \
  "variant parliament: House rule Parliament - the holder of the 7 of diamonds leads with it; the deal passes left." \
  "4 players" "options in play:" \
  "  next_dealer=rotate           winner: the first player out deals next; rotate: the deal passes left" \
  "  diamond_opens=true           the holder of the start diamond leads and must play it" \
  "moves:" "  play CARD  lay a card on its row (play 7H; play 10H is read as play TH)" \
  "the rules in full: $(realpath "$here/../../rulesets/fantan")/README.md" "> quit"
screen=$(session 'rules\nquit\n' tafferand --seed 2)
expect_lines "and the partners of a partnership game" "$screen" "4 players, partners 1+3 and 2+4"

screen=$(session 'quit\n' fantan --seed 4)
expect_lines "the rows show under their suits" "$screen" "table:" "  clubs: -" "  diamonds: 7D" "  hearts: 7H" \
  "  spades: -"
screen=$(session '5\n1\nquit\n' fantan --seed 3)
expect_lines "a number off the list names the only move there is" "$screen" \
  "> 5" "there is no move 5: the only move now is 1) pass" "> 1" "seat 1: pass"
screen=$(session '9\nquit\n' fantan --seed 4)
expect_lines "or the numbers there are" "$screen" "> 9" "there is no move 9: give 1 to 2 or a move"

screen=$(cd "$work" && session '1\nquit\nkept.json\n' fantan --seed 4)
expect_lines "quit without --record offers to save the match" "$screen" "> quit" \
  "Save the match to go on later? A file name, or Enter to leave it: kept.json" \
  "Saved; go on later with: cardrt play --resume kept.json" "bye"
screen=$(cd "$work" && printf 'quit\n' | "$cardrt" play --resume kept.json 2>&1)
expect_lines "and the match saved goes on" "$screen" "Going on after move 6, in deal 1." "> quit" "bye"
screen=$(session '1\nquit\n\n' fantan --seed 4)
expect_lines "Enter leaves it unsaved" "$screen" "Save the match to go on later? A file name, or Enter to leave it: " "bye"
screen=$(session 'quit\n' fantan --seed 4; session '1\n' fantan --seed 4)
if grep -q "Save the match" <<<"$screen"; then
  result "nothing is offered before the person moved, nor when the input has ended" no "$screen"
else
  result "nothing is offered before the person moved, nor when the input has ended" yes
fi

screen=$(session 'moves\nquit\n' fantan --seed 4)
expect_lines "moves lists the legal moves again" "$screen" \
  "1) play 6D  2) play 8H" "> moves" "1) play 6D  2) play 8H" "> quit"

screen=$(session '8h\nquit\n' fantan --seed 4)
expect_lines "a bare card plays the one move that plays it" "$screen" "> 8h" "seat 1: play 8H" "seat 2: play 6H"

screen=$(session '9h\nquit\n' fantan --seed 4)
expect_lines "a card no move plays is refused and nothing is played" "$screen" \
  "> 9h" "no move plays 9H now; type moves to see the moves" "> quit" "bye"
screen=$(session '2h\n9s 9c\n8h 8d 8s\nquit\n' president --seed 2 --human 1)
expect_lines "the cards of a set alone play it, in any order; a set no move plays is refused" "$screen" \
  "> 2h" "seat 1: play 2H" "> 9s 9c" "seat 1: play 9C 9S" "> 8h 8d 8s" \
  "no move plays 8H 8D 8S now; type moves to see the moves"
screen=$(session 'quit\n' fantan --seed 3)
expect_lines "the screen shows what the layout shows: the pot, not the rules' bookkeeping" "$screen" \
  "hand seat 4: 12 cards" "pot: 4" "scores (chips): seat 1 49, seat 2 49, seat 3 49, seat 4 49"
if grep -qE '^(also|points|active|pass_fee):' <<<"$screen"; then
  result "no internal variable or unused counter is shown" no "$screen"
else
  result "no internal variable or unused counter is shown" yes
fi
screen=$(session 'quit\n' hand_and_foot --players 2 --seed 3)
expect_lines "a label names what the layout labels" "$screen" "phase: draw" "opening minimum: 50"
expect_lines "two players of a partnership game are seats, not teams" "$screen" \
  "opened: seat 1 false, seat 2 false" "scores (score): seat 1 0, seat 2 0"

screen=$(session '\n' fantan --seed 3 --human 1,2)
expect_lines "at one screen, a player's hand waits until he presses Enter" "$screen" \
  "Seat 1's turn: the others look away; press Enter: " "Seat 1 to move (deal 1, dealer seat 3)" "> " "bye"

screen=$(session "$(printf '1\\n%.0s' $(seq 40))quit\\n" fantan --seed 3 -o hands=2)
expect_lines "a person reads the deal's result before the next deal" "$screen" \
  "Deal 1 over:" "  seat 4  +15  total 65" "Press Enter for the next deal (or quit): 1" "== Deal 2 — dealer seat 4 =="

screen=$(session 'choose king\n1\n1\nquit\n' tafferand --seed 2)
expect_lines "a trick shows who played each card, the last trick who took it" "$screen" \
  "seat 4: play JS" \
  "trick: QS (seat 2), 4S (seat 3), JS (seat 4)" \
  "last trick, taken by seat 2: 6C (seat 1), QC (seat 2), 9C (seat 3), 8C (seat 4)" \
  "tricks taken: seat 1 0, seat 2 1, seat 3 0, seat 4 0"
screen=$(session 'draw\n14\nquit\n' hand_and_foot --players 2 --seed 5)
expect_lines "moves are listed in the order of the hand, and numbered so" "$screen" \
  "your hand: 2C 2H 4S 5C 5D 5S 7H 8S 9S* TD JS* JS QD QH JK" \
  "11) discard JS  12) discard QD  13) discard QH  14) discard JK" "> 14" "seat 1: discard JK"

screen=$(session 'hint\nquit\n' fantan --seed 4)
expect_lines "hint names the move a bot would make, by its number" "$screen" "> hint" "hint: 2) play 8H" "> quit"

screen=$(session '1\nundo\n1\nquit\n' fantan --seed 4)
expect_lines "undo takes back a person's move and the bots' after it; the bots then play as before" "$screen" \
  "seat 1: play 6D" "seat 2: play 6H" "seat 3: play 7C" "seat 4: pass" "1) play 8C  2) play 8H" "> undo" \
  "Took back your move 'play 6D' and the 3 moves after it." \
  "your hand: 8C 4D 6D 2H 8H QH KH AS 3S 5S 8S TS JS" "1) play 6D  2) play 8H" "> 1" \
  "seat 1: play 6D" "seat 2: play 6H" "seat 3: play 7C" "seat 4: pass"
screen=$(session 'undo\nquit\n' fantan --seed 4)
expect_lines "undo before one's first move takes nothing back" "$screen" \
  "> undo" "nothing to undo: no move of yours to take back" "> quit"
screen=$(session '\n1\n\nundo\nquit\n' fantan --seed 4 --human 1,2)
expect_lines "undo takes back only one's own last move" "$screen" \
  "> undo" "undo takes back your own last move, and seat 1 has moved since" "> quit"

whole=$(session '1\n1\n1\nquit\n' fantan --seed 4 --bots greedy | grep '^seat ')
session "1\\nsave $work/match.json\\nquit\\n" fantan --seed 4 --bots greedy >"$work/first.txt"
resumed=$(session '1\n1\nquit\n' --resume "$work/match.json")
expect_lines "save tells how to go on" "$(cat "$work/first.txt")" \
  "Saved; go on later with: cardrt play --resume $work/match.json" "> quit" "bye"
expect_lines "--resume goes on where the save was made, with the same seats and bots" "$resumed" \
  "Fan Tan: fantan, 4 players" "seed 4" "Going on after move 6, in deal 1." \
  "your hand: 4D 6D 2H 8H QH KH AS 3S 5S 8S TS JS"
if [ "$( (grep '^seat ' "$work/first.txt"; grep '^seat ' <<<"$resumed") )" = "$whole" ]; then
  result "a saved and resumed match plays on as the same match played at once" yes
else
  result "a saved and resumed match plays on as the same match played at once" no "$whole" "--- saved, resumed:" \
    "$(grep '^seat ' "$work/first.txt")" "$(grep '^seat ' <<<"$resumed")"
fi
screen=$(session 'undo\nquit\n' --resume "$work/match.json")
expect_lines "a resumed match can take back the move made before the save" "$screen" \
  "> undo" "Took back your move 'play 8C' and the 3 moves after it." "1) play 8C  2) play 6D"
expect_output "--resume with a game is refused" 1 \
  "cardrt: --resume plays on the saved match: its game, variant, options, players and seed come from $work/match.json" \
  -- "$cardrt" play fantan --resume "$work/match.json"
echo '{"game": "fantan"}' >"$work/other.json"
expect_output "--resume of a file that no save wrote says so" 1 \
  "cardrt: $work/other.json: not a match saved by cardrt play: play: missing" \
  -- "$cardrt" play --resume "$work/other.json"

screen=$(session '' hand_and_foot --players 2 --seed 1 --human none --bots greedy)
expect_lines "a pickup lists the pile cards it took" "$screen" \
  "seat 2: pickup JC JD (took from discard: 8H KC 3C KH TH 8D JS)"
screen=$(session 'draw\nquit\n' hand_and_foot --players 2 --seed 5)
expect_lines "the cards drawn since one's last move are marked" "$screen" \
  "your hand: 2C 2H 4S 5C 5D 5S 7H 8S TD JS QD QH JK" "> draw" "seat 1: draw" \
  "your hand: 2C 2H 4S 5C 5D 5S 7H 8S 9S* TD JS* JS QD QH JK" "(* new since your last move)"

screen=$(session 'choose tricks\n1\n1\nquit\n' tafferand --seed 2)
expect_lines "a trick contract shows each seat's points so far" "$screen" \
  "tricks so far: seat 1 0, seat 2 0, seat 3 0, seat 4 0" "> 1" "tricks so far: seat 1 0, seat 2 -10, seat 3 0, seat 4 0"

# On a terminal (a pseudo-terminal that script(1) makes): suit symbols, diamonds and hearts red;
# plain letters with --plain or NO_COLOR, as in every piped session above.
on_terminal() {  # on_terminal ENV... -- ARGS...: the screen of `cardrt play ARGS` on a terminal, fed quit
  local envs=()
  while [ "$1" != "--" ]; do envs+=("$1"); shift; done
  shift
  printf 'quit\n' | env "${envs[@]}" script -qec "$(printf '%q ' "$cardrt" play "$@")" /dev/null | tr -d '\r'
}
red=$'\033[31m'
reset=$'\033[0m'
screen=$(on_terminal -u NO_COLOR -- fantan --seed 3)
expect_lines "on a terminal cards show their suit symbols, red for diamonds and hearts" "$screen" \
  "your hand: A♣ 4♣ T♣ J♣ Q♣ ${red}A♦${reset} ${red}9♦${reset} ${red}T♦${reset} ${red}6♥${reset} ${red}9♥${reset} A♠ 2♠ 6♠" \
  "  diamonds: ${red}7♦${reset}"
screen=$(on_terminal NO_COLOR=1 -- fantan --seed 3)
expect_lines "NO_COLOR keeps the letters" "$screen" "your hand: AC 4C TC JC QC AD 9D TD 6H 9H AS 2S 6S"
screen=$(on_terminal -u NO_COLOR -- fantan --seed 3 --plain)
expect_lines "--plain keeps the letters" "$screen" "your hand: AC 4C TC JC QC AD 9D TD 6H 9H AS 2S 6S"
screen=$(session '8♥\nquit\n' fantan --seed 4)
expect_lines "a card typed with its suit symbol is read" "$screen" "> 8♥" "seat 1: play 8H"
# Gin Rummy's golden match, taken up by seat 2 just before its knock in deal 19: the showdown's
# laid melds are listed, grouped, when the deal ends.
python3 - "$here/../../rulesets/gin_rummy/tests/golden/standard.json" "$work/gin.json" <<'PY'
import json, sys
record = json.load(open(sys.argv[1]))
knock = record["moves"].index("knock QC")
resume = {key: record[key] for key in ("engine", "game", "variant", "options", "players", "seed", "dealer", "deal")}
resume["moves"] = record["moves"][:knock]
resume["play"] = {"human": "2", "bots": "random", "bots_rng": "0" * 63 + "1", "decisions": []}
json.dump(resume, open(sys.argv[2], "w"))
PY
screen=$(session 'knock QC\nquit\n' --resume "$work/gin.json" --plain)
expect_lines "a deal's end lists the melds laid at its showdown" "$screen" "seat 2: knock QC" "Deal 19 over:" \
  "  seat 2 melds: 3C 3D 3H 3S | 4C 4D 4S | TD JD QD"
# Oklahoma's start_deal names each deal's upcard: under that deal's header, not the one before.
screen=$(session '' gin_rummy --variant oklahoma --human none --seed 3)
expect_lines "what the rules say as a deal starts follows that deal's header" "$screen" \
  "== Deal 1 — dealer seat 2 ==" "  > the upcard 4D: the knock limit is 4" \
  "== Deal 2 — dealer seat 2 ==" "  > the upcard TC: the knock limit is 10"
expect_output "--brief shows a match between bots deal by deal" 0 "Fan Tan: fantan, 4 players
seed 7
All seats are bots (random).
Deal 1 (dealer seat 3, 51 moves): seat 1 -3, seat 2 +12, seat 3 -2, seat 4 -7
Deal 2 (dealer seat 2, 52 moves): seat 1 -3, seat 2 +13, seat 3 -5, seat 4 -5
Deal 3 (dealer seat 2, 51 moves): seat 1 +12, seat 2 -4, seat 3 -5, seat 4 -3
Deal 4 (dealer seat 1, 51 moves): seat 1 -2, seat 2 -5, seat 3 -5, seat 4 +12
Deal 5 (dealer seat 4, 52 moves): seat 1 -5, seat 2 -5, seat 3 -3, seat 4 +13
Deal 6 (dealer seat 4, 58 moves): seat 1 -5, seat 2 +13, seat 3 -4, seat 4 -4
Deal 7 (dealer seat 2, 53 moves): seat 1 -3, seat 2 -3, seat 3 +11, seat 4 -5
Deal 8 (dealer seat 3, 49 moves): seat 1 -2, seat 2 -4, seat 3 -2, seat 4 +8
Deal 9 (dealer seat 4, 53 moves): seat 1 +15, seat 2 -7, seat 3 -3, seat 4 -5
Deal 10 (dealer seat 1, 51 moves): seat 1 -2, seat 2 -3, seat 3 -3, seat 4 +8

Match over after 10 deals and 521 moves. Final scores:
  seat 1  52
  seat 2  57
  seat 3  29
  seat 4  62
Winner: seat 4" -- "$cardrt" play fantan --human none --seed 7 --brief
expect_output "--brief with a person at the table is refused" 1 \
  "cardrt: --brief shows a match between bots: give --human none with it" -- "$cardrt" play fantan --brief
finish
