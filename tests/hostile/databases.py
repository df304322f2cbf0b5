#!/usr/bin/env python3
"""Hostile suite, results databases: SQLite files that claim to be cardrt's (the right header)
but hold a view over an endless query, a trigger, no tables, or rows that would add to a match
the user's study holds already. Each is refused before any work, or merged without touching the
user's rows; a rules file with thousands of metrics is refused instead of writing for hours.
Usage: databases.py CARDRT_BINARY"""
import pathlib
import sqlite3
import sys
import tempfile

from outcomes import result, run, summary


def rows(db, sql):
    with sqlite3.connect(db) as c:
        return c.execute(sql).fetchall()


def study(work, name, games, seed="1", shard=None):
    db = work / name
    args = ["simulate", "fantan", "--games", str(games), "--seed", seed, "--bots", "random", "--db", str(db)]
    if shard:
        args += ["--shard", shard]
    p = run(*args)
    assert p.returncode == 0, p.stderr
    return db


def disguised(work, name, ddl):
    """A file with a results database's header and the schema `ddl`."""
    real = study(work, "real-" + name, 1)
    header = rows(real, "SELECT * FROM pragma_application_id(), pragma_user_version()")[0]
    db = work / name
    with sqlite3.connect(db) as c:
        c.executescript(ddl)
        c.execute(f"PRAGMA application_id = {header[0]}")
        c.execute(f"PRAGMA user_version = {header[1]}")
    return db


def main():
    with tempfile.TemporaryDirectory() as tmp:
        work = pathlib.Path(tmp)
        real = study(work, "schema.sqlite", 1)
        with sqlite3.connect(real) as c:
            schema = [sql for (sql,) in c.execute("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL")]

        # A view in the place of `matches`, over a query that never ends.
        endless = ";\n".join(s for s in schema if "TABLE matches" not in s and "match_seats" not in s
                             and "TABLE deals" not in s and "deals_by_group" not in s) + """;
CREATE TABLE match_seats (run_id TEXT, match INTEGER, seat INTEGER, side INTEGER, bot TEXT, score INTEGER,
  won INTEGER, shared INTEGER);
CREATE TABLE deals (run_id TEXT, match INTEGER, deal INTEGER, dealer INTEGER, first_mover INTEGER,
  moves INTEGER, scores TEXT, metrics TEXT, stats_group TEXT);
CREATE VIEW matches AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)
  SELECT 'x', i, '1', 1, 1, '[]', '[]', 0, '{}', '{}' FROM n;"""
        view = disguised(work, "view.sqlite", endless)
        out = study(work, "out.sqlite", 2)
        p = run("merge", "--db", str(out), str(view))
        result("merge --db: a view over an endless query is refused at once", p.returncode == 1 and p.stderr ==
               f"cardrt: {view}: not a results database of this cardrt: it also has view matches\n", p.stderr)

        trigger = disguised(work, "trigger.sqlite", ";\n".join(schema) + """;
CREATE TRIGGER wipe AFTER INSERT ON runs BEGIN DELETE FROM matches; END;""")
        p = run("simulate", "fantan", "--games", "3", "--db", str(trigger))
        result("simulate --db: a file with a trigger is refused before any match",
               p.returncode == 1 and p.stdout == "" and p.stderr ==
               f"cardrt: {trigger}: not a results database of this cardrt: it also has trigger wipe\n",
               p.stdout, p.stderr)

        empty = disguised(work, "no-tables.sqlite", "")
        p = run("simulate", "fantan", "--games", "3", "--db", str(empty))
        result("simulate --db: the right header and no tables is refused before any match",
               p.returncode == 1 and p.stdout == "" and p.stderr.startswith(
                   f"cardrt: {empty}: not a results database of this cardrt: it has no "), p.stdout, p.stderr)

        # A shard whose match 1 is the study's match 1 with ten more deals.
        mine = study(work, "mine.sqlite", 10, shard="1/2")
        theirs = study(work, "theirs.sqlite", 10)
        with sqlite3.connect(theirs) as c:
            c.execute("UPDATE deals SET deal = deal + 100 WHERE match = 1")
            c.execute("INSERT INTO deals SELECT run_id, match, deal - 100, dealer, first_mover, moves, scores, "
                      "metrics, stats_group FROM deals WHERE match = 1")
            c.execute("UPDATE match_seats SET score = score + 1000 WHERE match = 1")
        before = rows(mine, "SELECT match, count(*) FROM deals GROUP BY match ORDER BY match")
        seats = rows(mine, "SELECT * FROM match_seats ORDER BY match, seat")
        p = run("merge", "--db", str(mine), str(theirs))
        after = rows(mine, "SELECT match, count(*) FROM deals WHERE match <= 5 GROUP BY match ORDER BY match")
        result("merge --db: the study's matches keep their deals and seats; only the others come in",
               p.returncode == 0 and after == before
               and rows(mine, "SELECT * FROM match_seats WHERE match <= 5 ORDER BY match, seat") == seats
               and rows(mine, "SELECT count(*) FROM matches") == [(10,)]
               and f"{theirs}: 5 matches and 50 deals added (5 matches there already)" in p.stdout,
               p.stdout, p.stderr, before, after)

        # A damaged index: the run's id changed in one of the two places the file keeps it, so
        # each read of the runs could give another row.
        damaged = study(work, "damaged.sqlite", 2)
        run_id = rows(damaged, "SELECT run_id FROM runs")[0][0].encode()
        data = damaged.read_bytes()
        at = data.find(run_id)
        damaged.write_bytes(data[:at] + (b"0" if run_id[:1] != b"0" else b"1") + data[at + 1:])
        out = study(work, "out-damaged.sqlite", 2, seed="7")
        p = run("merge", "--db", str(out), str(damaged))
        result("merge --db: a damaged file is refused before any row is merged", p.returncode == 1 and p.stderr.startswith(
            f"cardrt: {damaged}: not a results database of this cardrt: it is damaged (") and
            rows(out, "SELECT count(*) FROM runs") == [(1,)], p.stderr)

        # The schema lets a TEXT primary key be NULL, and NULL equals no row merged before: such a
        # run would come in again at every merge.
        null_key = study(work, "null-key.sqlite", 2)
        with sqlite3.connect(null_key) as c:
            c.execute("INSERT INTO runs SELECT NULL, game, variant, options, players, bots, seed, games, stats_by, "
                      "cardrt_version FROM runs")
        p = run("merge", "--db", str(out), str(null_key))
        result("merge --db: a row whose key is NULL is refused", p.returncode == 1 and p.stderr ==
               f"cardrt: {null_key}: not a results database of this cardrt: 1 row with a key that is not of its "
               "column's type\n" and rows(out, "SELECT count(*) FROM runs") == [(1,)], p.stderr)

        game = work / "metrics"
        game.mkdir()
        (game / "game.yaml").write_text("game: metrics\nplayers: { min: 2, max: 2 }\n"
                                        "zones: { deck: { owner: table }, hand: { owner: seat } }\n"
                                        "moves: { pass: {} }\ndeal: { from: deck, to: [hand], each: 1 }\n")
        (game / "rules.lua").write_text("""function rules.start_deal(g) g:set_to_move(1) end
function rules.moves(g, out) out:add("pass") end
function rules.play(g) g:end_match() end
function rules.metrics(g)
  local t = {}
  for i = 1, 20000 do t["m" .. i] = i end
  return t
end
""")
        p = run("simulate", str(game), "--games", "3", "--db", str(work / "metrics.sqlite"))
        result("simulate: 20,000 metrics a deal are refused, not written for hours", p.returncode == 1 and
               "rules.metrics returned more than 1000 metrics, the most it may\n" in p.stderr, p.stderr)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
