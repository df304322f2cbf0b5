#!/usr/bin/env bash
# Results databases through the sqlite3 shell: `simulate --db` writes the report's numbers as rows,
# a re-run adds none, two shards in two files merged by `cardrt merge --db` hold the single run's
# rows, processes writing the same file at once leave it whole with every row, and bad files and
# bad combinations of options are refused.
# Usage: tests/cli/db.sh PATH_TO_CARDRT
set -uo pipefail
cardrt=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
source "$here/lib.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

expect_same() {  # expect_same NAME WANT GOT
  if [ "$2" = "$3" ]; then result "$1" yes; else result "$1" no "got:" "$3" "wanted:" "$2"; fi
}

# Every row of every table, in key order: what two databases of the same matches must share.
rows() {
  sqlite3 "$1" "SELECT * FROM runs ORDER BY run_id; SELECT * FROM matches ORDER BY run_id, match;
    SELECT * FROM match_seats ORDER BY run_id, match, seat; SELECT * FROM deals ORDER BY run_id, match, deal;"
}

# The report's seats as the query below gives them: seat|bot|wins|shared|win rate.
report_seats() {
  python3 - <<'PY'
import json
for s in json.load(open("report.json"))["seats"]:
    bot = "greedy" if s["seat"] == 1 else "random"
    print(f"{s['seat']}|{bot}|{s['wins']}|{s['shared_wins']}|{s['win_rate']:.3f}")
PY
}

run=(fantan --games 300 --seed 3 --bots greedy,random,random,random)
"$cardrt" simulate "${run[@]}" --threads 2 --json --db run.sqlite > report.json 2> note.txt
id=$(sqlite3 run.sqlite "SELECT run_id FROM runs")
deals=$(python3 -c 'import json; print(json.load(open("report.json"))["deals"])')
expect_same "simulate --db says what it wrote" \
  "cardrt: run.sqlite: run $id, 300 matches and $deals deals added (0 matches there already)" "$(cat note.txt)"
expect_same "one run, 300 matches, 4 seats each, the report's deals" "1|300|1200|$deals" \
  "$(sqlite3 run.sqlite "SELECT (SELECT count(*) FROM runs), (SELECT count(*) FROM matches),
     (SELECT count(*) FROM match_seats), (SELECT count(*) FROM deals)")"
expect_same "the run's row names the game, options and bots" \
  'fantan||4|["greedy","random","random","random"]|3|300|chips' \
  "$(sqlite3 run.sqlite "SELECT game, variant, players, bots, seed, games, json_extract(options, '$.scoring') FROM runs")"
expect_same "wins, shared wins and win rates by seat are the report's" "$(report_seats)" \
  "$(sqlite3 run.sqlite "SELECT seat, bot, sum(won), sum(shared), printf('%.3f', avg(won)) FROM match_seats
     GROUP BY seat ORDER BY seat")"
expect_same "each match's deal scores add up to its final scores (50 chips to start)" "0" \
  "$(sqlite3 run.sqlite "SELECT count(*) FROM matches m, json_each(m.scores) s WHERE s.value - 50 !=
     (SELECT sum(json_extract(d.scores, '\$[' || s.key || ']')) FROM deals d WHERE d.run_id = m.run_id AND d.match = m.match)")"

before=$(rows run.sqlite)
"$cardrt" simulate "${run[@]}" --db run.sqlite > /dev/null 2> note.txt
expect_same "a re-run adds no rows" \
  "cardrt: run.sqlite: run $id, 0 matches and 0 deals added (300 matches there already)|$before" \
  "$(cat note.txt)|$(rows run.sqlite)"

"$cardrt" simulate "${run[@]}" --shard 1/2 --db shard1.sqlite > /dev/null 2>&1
"$cardrt" simulate "${run[@]}" --shard 2/2 --threads 2 --db shard2.sqlite > /dev/null 2>&1
expect_same "each shard writes its own matches" "150|1|150 150|151|300" \
  "$(sqlite3 shard1.sqlite "SELECT count(*), min(match), max(match) FROM matches") $(sqlite3 shard2.sqlite \
    "SELECT count(*), min(match), max(match) FROM matches")"
shard_deals() { sqlite3 "$1" "SELECT count(*) FROM deals"; }
expect_output "merge --db combines the shards" 0 \
  "shard1.sqlite: 150 matches and $(shard_deals shard1.sqlite) deals added (0 matches there already)
shard2.sqlite: 150 matches and $(shard_deals shard2.sqlite) deals added (0 matches there already)
merged.sqlite: 1 run, 300 matches, $deals deals" -- "$cardrt" merge --db merged.sqlite shard1.sqlite shard2.sqlite
if diff <(rows run.sqlite) <(rows merged.sqlite) > diff.txt; then
  result "two shards merged hold exactly the single run's rows" yes
else
  result "two shards merged hold exactly the single run's rows" no "$(head -5 diff.txt)"
fi

# Four processes at once into one new file, two runs of 1,200 matches each written in batches of
# 500, and two shards of a third: every transaction waits for the others'.
for seed in 4 5; do
  "$cardrt" simulate fantan --games 1200 --seed "$seed" --native --bots random --db same.sqlite > /dev/null 2> "writer$seed.txt" &
done
for shard in 1 2; do
  "$cardrt" simulate fantan --games 1000 --seed 6 --native --bots random --shard "$shard/2" --db same.sqlite > /dev/null \
    2> "shard$shard.txt" &
done
failures=0
for job in $(jobs -p); do wait "$job" || failures=$((failures + 1)); done
expect_same "four processes writing the same file at once all succeed" "0" "$failures"
[ "$failures" -eq 0 ] || cat writer4.txt writer5.txt shard1.txt shard2.txt | sed 's/^/       /'

expect_same "the file they wrote is whole and holds every row" "ok|3|3400|13600" \
  "$(sqlite3 same.sqlite "PRAGMA integrity_check" | tr '\n' ' ' | sed 's/ $//')|$(sqlite3 same.sqlite \
    "SELECT (SELECT count(*) FROM runs), (SELECT count(*) FROM matches), (SELECT count(*) FROM match_seats)")"
expect_same "its deals are the matches' deals" "$(sqlite3 same.sqlite "SELECT sum(deals) FROM matches")" \
  "$(sqlite3 same.sqlite "SELECT count(*) FROM deals")"

# A transaction held open for two seconds by the sqlite3 shell: the writer waits for it to end.
(echo "BEGIN IMMEDIATE;"; echo ".shell touch locked"; sleep 2; echo "COMMIT;") | sqlite3 same.sqlite &
holder=$!
while [ ! -e locked ] && kill -0 "$holder" 2> /dev/null; do sleep 0.05; done
"$cardrt" simulate fantan --games 10 --seed 7 --native --bots random --db same.sqlite > /dev/null 2> waited.txt
status=$?
wait "$holder"
expect_same "a writer waits for another's transaction to end instead of failing" "0|3410" \
  "$status|$(sqlite3 same.sqlite "SELECT count(*) FROM matches")"

echo "not a database" > notes.txt
expect_output "simulate --db refuses a file that is no results database, before it plays" 1 \
  "cardrt: notes.txt: not a cardrt results database (not an SQLite file)" -- \
  "$cardrt" simulate fantan --games 1000000 --db notes.txt
expect_same "and leaves it as it was" "not a database" "$(cat notes.txt)"
sqlite3 other.sqlite "CREATE TABLE things (x)"
expect_output "merge --db refuses another program's database" 1 \
  "cardrt: other.sqlite: not a cardrt results database (another SQLite file)" -- \
  "$cardrt" merge --db merged.sqlite other.sqlite
sqlite3 old.sqlite "PRAGMA application_id = 1667527284; PRAGMA user_version = 7; CREATE TABLE runs (x)"
expect_output "a database of another schema version is refused" 1 \
  "cardrt: old.sqlite: a results database of schema version 7, but this cardrt reads version 1" -- \
  "$cardrt" simulate fantan --games 10 --db old.sqlite
expect_output "an unwritable place is refused" 1 \
  "cardrt: no/such/run.sqlite: cannot open the results database: unable to open database file" -- \
  "$cardrt" simulate fantan --games 10 --db no/such/run.sqlite
expect_output "merge without --db takes JSON reports, not databases" 1 \
  "cardrt: shard1.sqlite: a results database: merge those with --db OUT FILE..." -- \
  "$cardrt" merge shard1.sqlite shard2.sqlite
expect_output "merge --db does not print a report" 2 "cardrt merge: --json excludes --db
see cardrt merge --help" -- "$cardrt" merge --db merged.sqlite --json shard1.sqlite
expect_output "merge --db refuses the output among its inputs" 1 \
  "cardrt: merged.sqlite: is the database merged into; give it once, as --db" -- \
  "$cardrt" merge --db merged.sqlite merged.sqlite
finish
