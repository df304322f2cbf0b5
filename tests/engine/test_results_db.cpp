// Results databases on real SQLite files: a run's rows are its report's numbers, per-deal rows add
// up to the matches, a re-run adds nothing, shards merge into the whole run, bad files are refused.
#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "cardrt/error.hpp"
#include "cardrt/json.hpp"
#include "cardrt/results_db.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/simulate.hpp"
#include "sqlite.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;
using enginetest::TempDir;

namespace {

// Tafferand: partnerships, scores from 0, a stats_by var (the contract) and declared metrics.
std::shared_ptr<const GameSpec> tafferand() {
  Selection selection;
  selection.game = "tafferand";
  return make_spec(selection);
}

SimOptions run_options(int games) {
  SimOptions opts;
  opts.games = games;
  opts.seed = 11;
  opts.bots = "greedy,random,random,greedy";
  opts.deal_summaries = true;
  return opts;
}

// A file's database, read directly.
sqlite::Connection reader(const std::string& path) {
  return sqlite::Connection(path, sqlite::Connection::Mode::ReadOnly, 1000);
}

Json json_column(const sqlite::Statement& query, int column) { return Json::parse(query.text(column)); }

// Every row of a table as a JSON array of its columns, in key order.
std::vector<std::string> table_rows(sqlite::Connection& db, const std::string& table) {
  sqlite::Statement columns = db.prepare("SELECT group_concat(name, ', ') FROM pragma_table_info(?1)");
  REQUIRE(columns.bind(1, table).step());
  sqlite::Statement rows = db.prepare("SELECT json_array(" + columns.text(0) + ") FROM " + table + " ORDER BY 1");
  std::vector<std::string> out;
  while (rows.step()) out.push_back(rows.text(0));
  return out;
}

std::vector<std::string> every_row(const std::string& path) {
  sqlite::Connection db = reader(path);
  std::vector<std::string> rows;
  for (const char* table : {"runs", "matches", "match_seats", "deals"}) {
    const std::vector<std::string> part = table_rows(db, table);
    rows.push_back(std::string(table) + ": " + std::to_string(part.size()) + " rows");
    rows.insert(rows.end(), part.begin(), part.end());
  }
  return rows;
}

}  // namespace

TEST_CASE("deal summaries for results databases are kept only when asked, the same on any thread count", "[results]") {
  const auto spec = tafferand();
  SimOptions opts = run_options(12);
  opts.deal_summaries = false;
  CHECK(simulate(spec, load_rules, opts).matches.empty());
  opts.match_summaries = true;
  const SimReport matches_only = simulate(spec, load_rules, opts);
  REQUIRE(matches_only.matches.size() == 12);
  for (const MatchSummary& m : matches_only.matches) CHECK(m.deal_rows.empty());

  opts = run_options(12);
  const SimReport one = simulate(spec, load_rules, opts);
  opts.threads = 3;
  const SimReport three = simulate(spec, load_rules, opts);
  REQUIRE(one.matches.size() == 12);
  REQUIRE(three.matches.size() == 12);
  for (std::size_t i = 0; i < one.matches.size(); ++i) {
    const MatchSummary &a = one.matches[i], &b = three.matches[i];
    INFO("match " << i);
    CHECK(a.match == int(i));
    CHECK(a.seed == match_seed(opts.seed, int(i)));
    CHECK(b.seed == a.seed);
    CHECK(b.scores == a.scores);
    REQUIRE(a.deal_rows.size() == std::size_t(a.deals));
    REQUIRE(b.deal_rows.size() == a.deal_rows.size());
    for (std::size_t d = 0; d < a.deal_rows.size(); ++d) {
      CHECK(a.deal_rows[d].deal == int(d + 1));
      CHECK(b.deal_rows[d].scores == a.deal_rows[d].scores);
      CHECK(b.deal_rows[d].metrics == a.deal_rows[d].metrics);
      CHECK(b.deal_rows[d].stats_group == a.deal_rows[d].stats_group);
    }
  }
}

TEST_CASE("a run's rows in a results database are its report's numbers", "[results]") {
  TempDir dir("results");
  const std::string file = dir.path("run.sqlite");
  const auto spec = tafferand();
  SimOptions opts = run_options(30);
  opts.threads = 2;
  const SimReport report = simulate(spec, load_rules, opts);
  const ResultsAdded added = ResultsDb(file).append_run(*spec, opts, report);
  CHECK(added.runs == 1);
  CHECK(added.matches == 30);
  CHECK(added.deals == report.deals);
  CHECK(added.matches_present == 0);

  sqlite::Connection db = reader(file);
  CHECK(db.integer("PRAGMA user_version") == kResultsSchemaVersion);
  sqlite::Statement journal = db.prepare("PRAGMA journal_mode");
  REQUIRE(journal.step());
  CHECK(journal.text(0) == "wal");
  CHECK(db.integer("SELECT count(*) FROM runs") == 1);
  CHECK(db.integer("SELECT count(*) FROM matches") == 30);
  CHECK(db.integer("SELECT count(*) FROM match_seats") == 30 * 4);
  CHECK(db.integer("SELECT count(*) FROM deals") == report.deals);
  CHECK(db.integer("SELECT sum(moves) FROM deals") == report.moves);
  CHECK(db.integer("SELECT sum(moves) FROM matches") == report.moves);

  sqlite::Statement run =
      db.prepare("SELECT run_id, game, variant, options, players, bots, seed, games, stats_by FROM runs");
  REQUIRE(run.step());
  CHECK(run.text(0) == results_run_id(*spec, opts, report.scripts_digest));
  CHECK(run.text(1) == "tafferand");
  CHECK(run.text(2) == "");
  CHECK(json_column(run, 3) == spec->options);
  CHECK(run.integer(4) == 4);
  CHECK(json_column(run, 5) == Json::array({"greedy", "random", "random", "greedy"}));
  CHECK(run.text(6) == "11");
  CHECK(run.integer(7) == 30);
  CHECK(run.text(8) == "contract");

  // Wins, shared wins and final scores by seat, as the report counts them.
  sqlite::Statement seats = db.prepare(
      "SELECT seat, sum(won), sum(shared), sum(score), count(*) FROM match_seats GROUP BY seat ORDER BY seat");
  for (std::size_t s = 0; s < 4; ++s) {
    INFO("seat " << s + 1);
    REQUIRE(seats.step());
    CHECK(seats.integer(0) == std::int64_t(s + 1));
    CHECK(seats.integer(1) == report.seats[s].wins);
    CHECK(seats.integer(2) == report.seats[s].shared);
    CHECK(seats.integer(3) == report.seats[s].final_score.sum());
    CHECK(seats.integer(4) == 30);
  }
  CHECK_FALSE(seats.step());
  CHECK(db.integer("SELECT count(*) FROM matches WHERE tied = 1") == report.tied);

  // Each match: its seed, scores and winners as simulated, its deals numbered 1.. and adding up to
  // its scores (Tafferand's scores start from 0).
  sqlite::Statement matches = db.prepare("SELECT match, seed, deals, scores, winners FROM matches ORDER BY match");
  sqlite::Statement deals = db.prepare("SELECT deal, scores FROM deals WHERE match = ?1 ORDER BY deal");
  for (const MatchSummary& summary : report.matches) {
    INFO("match " << summary.match + 1);
    REQUIRE(matches.step());
    CHECK(matches.integer(0) == summary.match + 1);
    CHECK(matches.text(1) == std::to_string(match_seed(opts.seed, summary.match)));
    CHECK(matches.integer(2) == summary.deals);
    CHECK(json_column(matches, 3) == Json(summary.scores));
    Json winners = Json::array();
    for (std::size_t s = 0; s < summary.won.size(); ++s)
      if (summary.won[s] || summary.shared[s]) winners.push_back(s + 1);
    CHECK(json_column(matches, 4) == winners);
    CHECK_FALSE(winners.empty());
    std::vector<std::int64_t> sums(4, 0);
    std::int64_t dealt = 0;
    deals.bind(1, summary.match + 1);
    while (deals.step()) {
      CHECK(deals.integer(0) == ++dealt);
      const Json scores = json_column(deals, 1);
      for (std::size_t s = 0; s < 4; ++s) sums[s] += scores.at(s).get<std::int64_t>();
    }
    deals.reset();
    CHECK(dealt == summary.deals);
    CHECK(sums == summary.scores);
  }

  // Deals by contract and the metrics summed over deals, as the report has them.
  for (const auto& [value, group] : report.groups) {
    sqlite::Statement count = db.prepare("SELECT count(*) FROM deals WHERE stats_group = ?1");
    REQUIRE(count.bind(1, stats_group_name(*spec, value)).step());
    CHECK(count.integer(0) == group.deals);
  }
  CHECK(db.integer("SELECT count(*) FROM deals WHERE stats_group IS NULL") == 0);
  for (const char* metric : {"durchmarsch", "general_durchmarsch"}) {
    sqlite::Statement sum = db.prepare("SELECT sum(json_extract(metrics, '$.' || ?1)) FROM deals");
    REQUIRE(sum.bind(1, std::string(metric)).step());
    CHECK(sum.integer(0) == report.metrics.at(metric).sum());
  }
}

TEST_CASE("writing a run to its results database again adds no rows", "[results]") {
  TempDir dir("results");
  const std::string file = dir.path("run.sqlite");
  const auto spec = tafferand();
  const SimOptions opts = run_options(8);
  const SimReport report = simulate(spec, load_rules, opts);
  const ResultsAdded first = ResultsDb(file).append_run(*spec, opts, report);
  const std::vector<std::string> rows = every_row(file);
  const ResultsAdded again = ResultsDb(file).append_run(*spec, opts, report);
  CHECK(again.runs == 0);
  CHECK(again.matches == 0);
  CHECK(again.deals == 0);
  CHECK(again.matches_present == 8);
  CHECK(every_row(file) == rows);
  // Another seed is another run, beside the first.
  SimOptions other = opts;
  other.seed = 12;
  CHECK(results_run_id(*spec, other, report.scripts_digest) != results_run_id(*spec, opts, report.scripts_digest));
  ResultsDb db(file);
  CHECK(db.append_run(*spec, other, simulate(spec, load_rules, other)).matches == 8);
  const ResultsTotals totals = db.totals();
  CHECK(totals.runs == 2);
  CHECK(totals.matches == 16);
  CHECK(totals.deals > first.deals);
}

TEST_CASE("an interrupted run writes the matches it finished, and the run again the others", "[results]") {
  TempDir dir("results");
  const std::string file = dir.path("run.sqlite");
  const auto spec = tafferand();
  SimOptions opts = run_options(12);
  std::atomic<bool> stop{true};
  opts.stop = &stop;
  const SimReport stopped = simulate(spec, load_rules, opts);
  REQUIRE(stopped.partial);
  const ResultsAdded nothing_played = ResultsDb(file).append_run(*spec, opts, stopped);
  CHECK(nothing_played.runs == 1);
  CHECK(nothing_played.matches == 0);
  // As a run stopped after its first five matches reports them.
  stop = false;
  const SimReport whole = simulate(spec, load_rules, opts);
  SimReport first_five = whole;
  first_five.partial = true;
  first_five.games = 5;
  first_five.matches.resize(5);
  const ResultsAdded five = ResultsDb(file).append_run(*spec, opts, first_five);
  CHECK(five.runs == 0);
  CHECK(five.matches == 5);
  const ResultsAdded rest = ResultsDb(file).append_run(*spec, opts, whole);
  CHECK(rest.matches == 7);
  CHECK(rest.matches_present == 5);
  CHECK(rest.deals == whole.deals - five.deals);
  sqlite::Connection db = reader(file);
  CHECK(db.integer("SELECT games FROM runs") == 12);
  CHECK(db.integer("SELECT count(*) FROM matches") == 12);
  CHECK(db.integer("SELECT count(*) FROM deals") == whole.deals);
}

TEST_CASE("the run id in results databases is the run's, whatever the shard, threads or spelling of the bots",
          "[results]") {
  const auto spec = tafferand();
  SimOptions opts = run_options(40);
  opts.bots = "random";
  const std::uint64_t scripts = load_rules(spec)->scripts_digest();
  CHECK(scripts != 0);
  const std::string id = results_run_id(*spec, opts, scripts);
  CHECK(id.size() == 16);
  opts.bots = "random,random,random,random";
  opts.shard = 2;
  opts.shards = 3;
  opts.threads = 4;
  CHECK(results_run_id(*spec, opts, scripts) == id);
  opts.games = 41;
  CHECK(results_run_id(*spec, opts, scripts) != id);
}

TEST_CASE("a run after a rule was edited is another run: the run id covers every file the rules read", "[results]") {
  TempDir dir("results");
  const std::string game = dir.path("fantan");
  std::filesystem::copy(std::string(CARDRT_SOURCE_DIR) + "/rulesets/fantan", game,
                        std::filesystem::copy_options::recursive);
  // A module the rules load, and a house rule of its own file with a hook.
  dir.write("fantan/lib/note.lua", "return { chips = 1 }\n");
  const auto append = [](const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::app) << text;
  };
  append(game + "/rules.lua", "local note = require 'lib.note'\n");
  dir.write("house.yaml", "extends: fantan\nrules: house.lua\n");
  dir.write("house.lua", "local base = base\nfunction rules.moves(g, out, seat) base.moves(g, out, seat) end\n");
  const std::string file = dir.path("runs.sqlite");
  SimOptions opts = run_options(3);
  opts.bots = "random";
  // The run id of a run of the house rule as the files are now, and the matches it added.
  const auto run = [&] {
    Selection selection;
    selection.game = dir.path("house.yaml");
    const auto spec = make_spec(selection);
    const SimReport report = simulate(spec, load_rules, opts);
    const ResultsAdded added = ResultsDb(file).append_run(*spec, opts, report);
    return std::pair(results_run_id(*spec, opts, report.scripts_digest), added.matches);
  };
  const auto [first, added] = run();
  CHECK(added == 3);
  CHECK(run() == std::pair(first, std::int64_t(0)));
  std::vector<std::string> ids = {first};
  for (const std::string& edited : {game + "/game.yaml", game + "/rules.lua", game + "/lib/note.lua",
                                    dir.path("house.yaml"), dir.path("house.lua")}) {
    INFO(edited);
    append(edited, edited.ends_with(".yaml") ? "# an edit\n" : "-- an edit\n");
    const auto [id, matches] = run();
    CHECK(std::find(ids.begin(), ids.end(), id) == ids.end());
    CHECK(matches == 3);
    ids.push_back(id);
  }
  CHECK(ResultsDb(file).totals().runs == 6);
}

TEST_CASE("the shards' results databases merged hold the whole run's rows", "[results]") {
  TempDir dir("results");
  const auto spec = tafferand();
  SimOptions opts = run_options(21);
  ResultsDb(dir.path("whole.sqlite")).append_run(*spec, opts, simulate(spec, load_rules, opts));
  opts.shards = 2;
  std::int64_t shard_matches = 0;
  for (opts.shard = 1; opts.shard <= 2; ++opts.shard) {
    const SimReport part = simulate(spec, load_rules, opts);
    shard_matches +=
        ResultsDb(dir.path("shard" + std::to_string(opts.shard) + ".sqlite")).append_run(*spec, opts, part).matches;
  }
  CHECK(shard_matches == 21);
  ResultsDb merged(dir.path("merged.sqlite"));
  const ResultsAdded first = merged.merge_from(dir.path("shard1.sqlite"));
  const ResultsAdded second = merged.merge_from(dir.path("shard2.sqlite"));
  CHECK(first.runs == 1);
  CHECK(second.runs == 0);  // the same run: its row is there already
  CHECK(first.matches + second.matches == 21);
  CHECK(every_row(dir.path("merged.sqlite")) == every_row(dir.path("whole.sqlite")));
  // A shard merged again, or the whole run over its shards, adds nothing.
  const ResultsAdded again = merged.merge_from(dir.path("shard2.sqlite"));
  CHECK(again.matches == 0);
  CHECK(again.deals == 0);
  CHECK(again.matches_present == second.matches);
  CHECK(merged.merge_from(dir.path("whole.sqlite")).matches_present == 21);
  CHECK(every_row(dir.path("merged.sqlite")) == every_row(dir.path("whole.sqlite")));
}

TEST_CASE("a file that is no results database of this version is refused, naming it", "[results]") {
  TempDir dir("results");
  SECTION("a text file, left as it was") {
    const std::string file = dir.write("notes.sqlite", "not a database at all, just some text\n");
    CHECK(error_of([&] { ResultsDb db(file); }) == file + ": not a cardrt results database (not an SQLite file)");
    CHECK(error_of([&] { ResultsDb(dir.path("out.sqlite")).merge_from(file); }) ==
          file + ": not a cardrt results database (not an SQLite file)");
    CHECK_FALSE(is_sqlite_file(file));
  }
  SECTION("another program's SQLite database") {
    const std::string file = dir.path("other.sqlite");
    sqlite::Connection(file, sqlite::Connection::Mode::ReadWriteCreate, 1000).exec("CREATE TABLE things (x)");
    CHECK(is_sqlite_file(file));
    CHECK(error_of([&] { ResultsDb db(file); }) == file + ": not a cardrt results database (another SQLite file)");
  }
  SECTION("a results database of another schema version") {
    const std::string file = dir.path("old.sqlite");
    ResultsDb{file};
    sqlite::Connection(file, sqlite::Connection::Mode::ReadWriteCreate, 1000).exec("PRAGMA user_version = 99");
    CHECK(error_of([&] { ResultsDb db(file); }) ==
          file + ": a results database of schema version 99, but this cardrt reads version 1");
  }
  SECTION("a place no file can be made") {
    const std::string file = dir.path("no/such/folder/run.sqlite");
    CHECK(error_of([&] { ResultsDb db(file); }) ==
          file + ": cannot open the results database: unable to open database file");
  }
  SECTION("a merge of a missing file, of an empty one, or of the database into itself") {
    ResultsDb out(dir.path("out.sqlite"));
    const std::string missing = dir.path("missing.sqlite");
    CHECK(error_of([&] { out.merge_from(missing); }) ==
          missing + ": cannot open the results database: unable to open database file");
    CHECK_FALSE(std::filesystem::exists(missing));
    const std::string empty = dir.write("empty.sqlite", "");
    CHECK(error_of([&] { out.merge_from(empty); }) ==
          empty + ": not a cardrt results database (an empty SQLite database)");
    CHECK(error_of([&] { out.merge_from(dir.path("out.sqlite")); }) ==
          dir.path("out.sqlite") + ": is the database merged into; give it once, as --db");
  }
  SECTION("a report without deal summaries") {
    const auto spec = tafferand();
    SimOptions opts = run_options(2);
    opts.deal_summaries = false;
    opts.match_summaries = true;
    const SimReport report = simulate(spec, load_rules, opts);
    CHECK(error_of([&] { ResultsDb(dir.path("out.sqlite")).append_run(*spec, opts, report); }) ==
          "the results database needs the run's deal summaries (SimOptions::deal_summaries)");
  }
}
