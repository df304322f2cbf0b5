#!/usr/bin/env bash
# Bad input through the cardrt command: each case must exit 1 with a located message.
# Usage: cli_errors.sh CARDRT_BINARY
set -u
cardrt=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d /tmp/cardrt-cli-errors.XXXXXX)
trap 'rm -rf "$work"' EXIT
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
expect "a rules error names the move being applied, by whom and when" 1 "^  while applying 'pass' by seat 1 \(deal 1, move 1 of the match\)$" -- \
  "$cardrt" simulate "$here/failing_hook" --games 1
# The command simulate gives to play a failing match again must meet the same error.
again=$("$cardrt" simulate "$here/failing_hook" --games 1 2>&1 | sed -n 's/^  to play it again: cardrt //p')
expect "simulate says how to play the failing match again: $again" 1 "failing_hook/rules\.lua:14: the rules refuse this pass" -- \
  eval "\"\$cardrt\" $again"
# Deeper in a match, with options: the replay must fail on the same move at the same point.
late=$("$cardrt" simulate "$here/late_failure/late-failure.yaml" -o hands=1 --players 3 --games 5 2>&1)
late_again=$(sed -n 's/^  to play it again: cardrt //p' <<<"$late")
late_move=$(grep '^  while applying' <<<"$late")
late_replay=$(eval "\"\$cardrt\" $late_again" 2>&1)
if [[ "$late_move" == "  while applying 'play "*"' by seat 2 (deal 1, move "* ]] && grep -qxF -- "$late_move" <<<"$late_replay"; then
  passed=$((passed + 1))
  echo "ok     the replay of a match that failed deep in fails on the same move: $late_move"
else
  failed=$((failed + 1))
  echo "FAILED the replay of a match that failed deep in fails on the same move"
  printf '%s\n' "simulate:" "$late" "replay ($late_again):" "$late_replay" | sed 's/^/       /'
fi
expect "a failing check says how to see it again" 1 "^  to see it again: cardrt check .*/failing_hook --playouts 1$" -- \
  "$cardrt" check "$here/failing_hook" --playouts 2
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

# Records: refused with "cardrt: FILE: what is wrong" (the file named once), written whole.
golden="$here/../../rulesets/fantan/tests/golden/standard.json"
head -c 300 "$golden" >"$work/cut.json"
expect "replay of a truncated record says where the JSON ends" 1 \
  "^cardrt: $work/cut\.json: not JSON: parse error at line [0-9]+, column [0-9]+: syntax error" -- \
  "$cardrt" replay "$work/cut.json"
expect "replay of a missing record" 1 "^cardrt: $work/none\.json: cannot read: No such file or directory\$" -- \
  "$cardrt" replay "$work/none.json"
printf '{"game": "fantan", "players": 4, "seed": -1, "moves": []}\n' >"$work/seed.json"
expect "a record field of the wrong range is named" 1 \
  "^cardrt: $work/seed\.json: not a cardrt record: seed: must be a non-negative integer, got -1\$" -- \
  "$cardrt" replay "$work/seed.json"
printf '{"game": "fantan", "players": 4, "seed": 1, "moves": ["draw"]}\n' >"$work/illegal.json"
expect "an illegal move in a record names its number" 1 \
  "^cardrt: $work/illegal\.json: move 1 'draw': illegal move 'draw': there is no stock in this game; legal moves: play 7C, play 7H, play 7S\$" -- \
  "$cardrt" replay "$work/illegal.json"
mkdir "$work/folder"
expect "play --record onto a folder fails before the first move" 1 "^cardrt: $work/folder: cannot write: Is a directory\$" -- \
  "$cardrt" play fantan --human none --seed 3 --record "$work/folder"
expect "play --record writes a record that replays" 0 "^same result: " -- \
  sh -c '"$1" play fantan --human none --seed 3 --record "$2" >/dev/null && "$1" replay "$2"' sh "$cardrt" "$work/played.json"
expect "the record is all that play --record leaves in its folder" 0 "^cut\.json folder illegal\.json played\.json seed\.json\$" -- \
  sh -c 'ls -A "$1" | tr "\n" " " | sed "s/ \$//"' sh "$work"
# Bots and comparisons, as a designer runs them.
expect "per-seat bots need one bot a seat" 1 "cardrt: --bots names 2 bots for 4 seats: give one bot for every seat, or one for all" -- \
  "$cardrt" simulate fantan --games 1 --bots greedy,random
expect "compare marks voluntary passes as significantly more with penalized passing, also after Holm's correction" 0 \
  "voluntary_passes per deal \(metric\) +0\.000 +[0-9.]+ +-[0-9.]+ \(-[0-9.]+ to -[0-9.]+\) +<0\.001 +\* +\*\$" -- \
  "$cardrt" compare fantan fantan -b passing=penalized --games 100 --bots greedy,random,random,random
expect "compare marks Hand and Foot's quick-out as going out more often at the plain level, not after Holm's over 23" 0 \
  "deal_end=went_out per deal \(metric\) +0\.706 +0\.850 +-0\.144 \(-0\.244 to -0\.043\) +0\.006 +\*\$" -- \
  "$cardrt" compare hand_and_foot hand_and_foot --b-variant quick-out --games 40 --bots greedy --threads 2
expect "check tries the bots' evaluate hook and names a bad one" 1 "^fantan \(bad-evaluate\): rules\.evaluate must return a finite number \(deal 1, move 1 of the match\)$" -- \
  "$cardrt" check --playouts 1 "$here/bad_bot_hooks/bad-evaluate.yaml"
expect "greedy bots stop on a bad evaluate hook, naming the match" 1 "match 1 \(seed [0-9]+\): rules\.evaluate must return a finite number" -- \
  "$cardrt" simulate "$here/bad_bot_hooks/bad-evaluate.yaml" --games 1 --bots greedy
expect "simulate refuses a metric that is no integer" 1 "rules\.metrics: metric 'passes' is not a named integer" -- \
  "$cardrt" simulate "$here/bad_bot_hooks/bad-metrics.yaml" --games 1
expect "a runaway match stops simulate with its match and seed" 1 "match 1 \(seed [0-9]+\): deal 1 did not end within 10 moves; the rules may never end it \(the cap: --max-moves\)" -- \
  "$cardrt" simulate fantan --games 2 --max-moves 10
expect "a misspelt hook is refused where it is defined, with the hook it likely meant" 1 "misspelt-hook\.lua:3: unknown hook 'rules\.move'; did you mean 'moves'\? \(hooks: validate, start_match, first_dealer, deal, start_deal, moves, play, next_dealer, canonical, score_terms, display, went_out, trick_won, last_trick, stuck, evaluate, metrics, why_not, auction_over\)" -- \
  "$cardrt" check "$here/misspelt_hook/misspelt-hook.yaml"
expect "a misspelt option on the command line gets the nearest name" 1 "unknown option 'pasing' for fantan; did you mean 'passing'\?" -- \
  "$cardrt" simulate fantan -o pasing=forced --games 1
expect "so does a misspelt variant" 1 "unknown variant 'standrad' of fantan; did you mean 'standard'\?" -- \
  "$cardrt" simulate fantan --variant standrad --games 1
expect "list shows a game by its id" 0 "^one_pass +2 players +One pass ends the match\.$" -- \
  "$cardrt" list --rules "$here/lookup"
expect "and a lookup takes that id, though the folder is named otherwise" 0 "^one_pass \(one_pass\)$" -- \
  "$cardrt" rules one_pass --rules "$here/lookup"
expect "the folder's name still finds it" 0 "^one_pass \(one_pass\)$" -- \
  "$cardrt" rules draft --rules "$here/lookup"
expect "rules of a variant shows the variant's own summary" 0 "^  House rule - sixes open the rows instead of sevens\.$" -- \
  "$cardrt" rules fantan --variant sixes
defaults="$here/../engine/data/bot_defaults"
expect "check names a bad bot option game.yaml's bots: gives" 1 "bot_defaults/game\.yaml:10:3: bots: ismcts:iterations must be a whole number from 1 to 100000000, not '0'" -- \
  "$cardrt" check "$defaults"
expect "simulate names it too, when the bot is made" 1 "game\.yaml:10:3: bots: ismcts:iterations must be a whole number" -- \
  "$cardrt" simulate "$defaults" --games 1 --bots ismcts
expect "an option --bots gives overrides the layout's" 0 "^1 game on 1 thread" -- \
  "$cardrt" simulate "$defaults" --games 1 --bots ismcts:iterations=5
expect "saves of a game with a var of every type load in the check suite" 0 "^ok: every_var_type \(3 playouts" -- \
  "$cardrt" check --playouts 3 "$here/every_var_type"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
