// Results databases (results_db.hpp): the schema, opening and checking a file, appending a run's
// rows, merging files.
#include "cardrt/results_db.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <sstream>

#include "cardrt/bots.hpp"
#include "cardrt/digest.hpp"
#include "cardrt/error.hpp"
#include "cardrt/json.hpp"
#include "sqlite.hpp"

namespace cardrt {

namespace {

// PRAGMA application_id of a cardrt results database: "cdrt" in ASCII.
constexpr std::int64_t kApplicationId = 0x63647274;
// How long a write waits for other processes' transactions on the same file before it fails.
constexpr int kBusyMilliseconds = 60000;

// docs/analysis.md describes every table and column; a change here is a new kResultsSchemaVersion.
const char* const kSchema = R"sql(
CREATE TABLE runs (
  run_id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  variant TEXT,
  options TEXT NOT NULL,
  players INTEGER NOT NULL,
  bots TEXT NOT NULL,
  seed TEXT NOT NULL,
  games INTEGER NOT NULL,
  stats_by TEXT,
  cardrt_version TEXT NOT NULL
);
CREATE INDEX runs_by_game ON runs (game, variant);
CREATE TABLE matches (
  run_id TEXT NOT NULL REFERENCES runs,
  match INTEGER NOT NULL,
  seed TEXT NOT NULL,
  deals INTEGER NOT NULL,
  moves INTEGER NOT NULL,
  scores TEXT NOT NULL,
  winners TEXT NOT NULL,
  tied INTEGER NOT NULL,
  metrics TEXT NOT NULL,
  moves_by_verb TEXT NOT NULL,
  PRIMARY KEY (run_id, match)
) WITHOUT ROWID;
CREATE TABLE match_seats (
  run_id TEXT NOT NULL,
  match INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  side INTEGER NOT NULL,
  bot TEXT NOT NULL,
  score INTEGER NOT NULL,
  won INTEGER NOT NULL,
  shared INTEGER NOT NULL,
  PRIMARY KEY (run_id, match, seat),
  FOREIGN KEY (run_id, match) REFERENCES matches
) WITHOUT ROWID;
CREATE INDEX match_seats_by_seat ON match_seats (run_id, seat);
CREATE TABLE deals (
  run_id TEXT NOT NULL,
  match INTEGER NOT NULL,
  deal INTEGER NOT NULL,
  dealer INTEGER,
  first_mover INTEGER,
  moves INTEGER NOT NULL,
  scores TEXT NOT NULL,
  metrics TEXT NOT NULL,
  stats_group TEXT,
  PRIMARY KEY (run_id, match, deal),
  FOREIGN KEY (run_id, match) REFERENCES matches
) WITHOUT ROWID;
CREATE INDEX deals_by_group ON deals (run_id, stats_group);
)sql";

// Every table, index, view and trigger of `db`'s main schema: "type name" → its SQL.
std::map<std::string, std::string> schema_objects(sqlite::Connection& db) {
  std::map<std::string, std::string> objects;
  sqlite::Statement rows = db.prepare("SELECT type || ' ' || name, coalesce(sql, '') FROM main.sqlite_schema");
  while (rows.step()) objects[rows.text(0)] = rows.text(1);
  return objects;
}

// A file that claims to be a results database holds exactly this cardrt's tables and indexes,
// and nothing else: no view in a table's place, no trigger, no table missing. Else it is refused
// before any work, naming the first difference.
void check_schema_objects(sqlite::Connection& db) {
  static const std::map<std::string, std::string> expected = [] {
    sqlite::Connection reference(":memory:", sqlite::Connection::Mode::ReadWriteCreate, 0);
    reference.exec(kSchema);
    return schema_objects(reference);
  }();
  const std::map<std::string, std::string> found = schema_objects(db);
  const auto refuse = [&](const std::string& what) {
    throw Error(db.path() + ": not a results database of this cardrt: " + what);
  };
  for (const auto& [object, sql] : found)
    if (!expected.count(object)) refuse("it also has " + clip(object, 80));
  for (const auto& [object, sql] : expected) {
    const auto it = found.find(object);
    if (it == found.end()) refuse("it has no " + object);
    if (it->second != sql) refuse("its " + object + " is not this cardrt's");
  }
}

// A file from elsewhere is read whole before any of its rows is merged: SQLite's check of every
// page and index (a damaged index gives another row each time it is read, so the rows a merge
// skipped would come in again), then the keys each merge joins on, which the schema leaves free
// (SQLite lets a TEXT primary key be NULL, and a NULL is never equal to a row already merged).
void check_rows(sqlite::Connection& db) {
  sqlite::Statement check = db.prepare("PRAGMA integrity_check(1)");
  const std::string verdict = check.step() ? check.text(0) : "no answer";
  if (verdict != "ok")
    throw Error(db.path() + ": not a results database of this cardrt: it is damaged (" + clip(verdict, 120) + ")");
  const std::int64_t bad = db.integer(
      "SELECT (SELECT count(*) FROM runs WHERE typeof(run_id) != 'text') + "
      "(SELECT count(*) FROM matches WHERE typeof(run_id) != 'text' OR typeof(match) != 'integer') + "
      "(SELECT count(*) FROM match_seats WHERE typeof(run_id) != 'text' OR typeof(match) != 'integer' "
      "OR typeof(seat) != 'integer') + "
      "(SELECT count(*) FROM deals WHERE typeof(run_id) != 'text' OR typeof(match) != 'integer' "
      "OR typeof(deal) != 'integer')");
  if (bad)
    throw Error(db.path() + ": not a results database of this cardrt: " + std::to_string(bad) + " row" +
                (bad == 1 ? "" : "s") + " with a key that is not of its column's type");
}

// The file's kind, from its header and its tables: Error unless it is a results database of this
// schema version or an empty file (`empty_ok`), which it returns as false.
bool check_schema(sqlite::Connection& db, bool empty_ok) {
  // One statement, so one snapshot: another process may be creating the schema meanwhile.
  sqlite::Statement header = db.prepare(
      "SELECT application_id, user_version, (SELECT count(*) FROM sqlite_schema) "
      "FROM pragma_application_id(), pragma_user_version()");
  if (!header.step()) throw Error(db.path() + ": cannot read the results database's header");
  const std::int64_t application = header.integer(0);
  const std::int64_t version = header.integer(1);
  const std::int64_t objects = header.integer(2);
  if (application == 0 && objects == 0) {
    if (empty_ok) return false;
    throw Error(db.path() + ": not a cardrt results database (an empty SQLite database)");
  }
  if (application != kApplicationId) throw Error(db.path() + ": not a cardrt results database (another SQLite file)");
  if (version != kResultsSchemaVersion)
    throw Error(db.path() + ": a results database of schema version " + std::to_string(version) +
                ", but this cardrt reads version " + std::to_string(kResultsSchemaVersion));
  check_schema_objects(db);
  return true;
}

Json seat_bots(const GameSpec& spec, const SimOptions& opts) {
  Json bots = Json::array();
  for (const BotSpec& bot : parse_lineup(opts.bots, spec.players)) bots.push_back(bot_text(bot));
  return bots;
}

// Summed by name first: finding a name in an ordered Json object is a scan.
Json json_of(const ScoreTerms& values) {
  std::map<std::string, std::int64_t> sums;
  for (const auto& [name, value] : values) sums[name] += value;
  return Json(sums);
}

// The run's row, unless it is there already (another shard's, or an earlier run's).
void insert_run(sqlite::Connection& db, const GameSpec& spec, const SimOptions& opts, const std::string& run_id,
                const Json& bots, ResultsAdded& added) {
  // No variant and no stats_by var are NULL.
  db.prepare("INSERT OR IGNORE INTO runs VALUES (?1, ?2, NULLIF(?3, ''), ?4, ?5, ?6, ?7, ?8, NULLIF(?9, ''), ?10)")
      .bind(1, run_id)
      .bind(2, spec.layout->id)
      .bind(3, spec.variant)
      .bind(4, json_text(spec.options))
      .bind(5, std::int64_t(spec.players))
      .bind(6, json_text(bots))
      .bind(7, std::to_string(opts.seed))
      .bind(8, std::int64_t(opts.games))
      .bind(9, spec.layout->stats_by)
      .bind(10, std::string(CARDRT_VERSION))
      .step();
  added.runs += db.changes();
}

// The prepared inserts of a run's matches; OR IGNORE keeps the matches already there.
struct RowInserts {
  sqlite::Statement match, seat, deal;

  explicit RowInserts(sqlite::Connection& db)
      : match(db.prepare("INSERT OR IGNORE INTO matches VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)")),
        seat(db.prepare("INSERT INTO match_seats VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")),
        // No dealer or first mover (seat 0) and no stats_by value ("") are NULL.
        deal(db.prepare("INSERT INTO deals VALUES (?1, ?2, ?3, NULLIF(?4, 0), NULLIF(?5, 0), ?6, ?7, ?8, "
                        "NULLIF(?9, ''))")) {}
};

// One match with its seats and deals, unless the match is there already (its seats and deals
// then are too: they were written in the same transaction).
void insert_match(sqlite::Connection& db, RowInserts& insert, const GameSpec& spec, const std::string& run_id,
                  const Json& bots, const MatchSummary& summary, ResultsAdded& added) {
  const std::int64_t number = summary.match + 1;
  Json winners = Json::array();
  for (std::size_t s = 0; s < summary.won.size(); ++s)
    if (summary.won[s] || summary.shared[s]) winners.push_back(s + 1);
  const bool tied = std::find(summary.shared.begin(), summary.shared.end(), true) != summary.shared.end();
  insert.match.bind(1, run_id)
      .bind(2, number)
      .bind(3, std::to_string(summary.seed))
      .bind(4, summary.deals)
      .bind(5, summary.moves)
      .bind(6, json_text(summary.scores))
      .bind(7, json_text(winners))
      .bind(8, std::int64_t(tied))
      .bind(9, json_text(Json(summary.metrics)))
      .bind(10, json_text(Json(summary.verb_moves)))
      .step();
  insert.match.reset();
  if (db.changes() == 0) {
    ++added.matches_present;
    return;
  }
  ++added.matches;
  for (std::size_t s = 0; s < summary.scores.size(); ++s) {
    insert.seat.bind(1, run_id)
        .bind(2, number)
        .bind(3, std::int64_t(s + 1))
        .bind(4, std::int64_t(spec.team_of_seat[s + 1] + 1))
        .bind(5, bots[s].get<std::string>())
        .bind(6, summary.scores[s])
        .bind(7, std::int64_t(summary.won[s]))
        .bind(8, std::int64_t(summary.shared[s]))
        .step();
    insert.seat.reset();
  }
  for (const DealSummary& deal : summary.deal_rows) {
    insert.deal.bind(1, run_id)
        .bind(2, number)
        .bind(3, std::int64_t(deal.deal))
        .bind(4, std::int64_t(deal.dealer))
        .bind(5, std::int64_t(deal.first_mover))
        .bind(6, deal.moves)
        .bind(7, json_text(deal.scores))
        .bind(8, json_text(json_of(deal.metrics)))
        .bind(9, deal.stats_group ? stats_group_name(spec, *deal.stats_group) : std::string())
        .step();
    insert.deal.reset();
    ++added.deals;
  }
}

}  // namespace

std::string results_run_id(const GameSpec& spec, const SimOptions& opts, std::uint64_t scripts_digest) {
  Fnv1a files;
  files.integer(std::int64_t(spec.source_digest));
  files.integer(std::int64_t(scripts_digest));
  const Json parameters{{"game", spec.layout->id},       {"variant", spec.variant},
                        {"options", spec.options},       {"players", spec.players},
                        {"bots", seat_bots(spec, opts)}, {"seed", opts.seed},
                        {"games", opts.games},           {"files", std::to_string(files.value())}};
  Fnv1a digest;
  for (char c : json_text(parameters)) digest.byte(std::uint8_t(c));
  std::ostringstream id;
  id << std::hex << std::setw(16) << std::setfill('0') << digest.value();
  return id.str();
}

ResultsDb::ResultsDb(const std::string& path)
    : db_(std::make_unique<sqlite::Connection>(path, sqlite::Connection::Mode::ReadWriteCreate, kBusyMilliseconds)) {
  // Another program's file is refused before anything is written to it.
  check_schema(*db_, true);
  // Then WAL, kept in the file: readers (a sqlite3 shell during a run, say) and the writer never
  // wait for each other, and writers of one file wait for each other's transactions.
  if (const std::string mode = db_->switch_to_wal(kBusyMilliseconds); mode != "wal")
    throw Error(path + ": cannot switch the results database to WAL journal mode (" + mode + ")");
  db_->exec("PRAGMA synchronous = NORMAL");
  // Checked again and created under the write lock, so that two processes creating the same file
  // at once write the schema once.
  sqlite::WriteTransaction transaction(*db_);
  if (!check_schema(*db_, true)) {
    db_->exec(kSchema);
    db_->exec("PRAGMA application_id = " + std::to_string(kApplicationId) +
              "; PRAGMA user_version = " + std::to_string(kResultsSchemaVersion));
  }
  transaction.commit();
}

ResultsDb::~ResultsDb() = default;

const std::string& ResultsDb::path() const { return db_->path(); }

ResultsAdded ResultsDb::append_run(const GameSpec& spec, const SimOptions& opts, const SimReport& report) {
  if (!opts.deal_summaries || report.matches.size() != std::size_t(report.games))
    throw Error("the results database needs the run's deal summaries (SimOptions::deal_summaries)");
  const std::string run_id = results_run_id(spec, opts, report.scripts_digest);
  const Json bots = seat_bots(spec, opts);
  ResultsAdded added;
  RowInserts insert(*db_);
  std::size_t begin = 0;
  do {  // the run's row goes with the first batch, also when no match was finished
    sqlite::WriteTransaction transaction(*db_);
    if (begin == 0) insert_run(*db_, spec, opts, run_id, bots, added);
    const std::size_t end = std::min(report.matches.size(), begin + kMatchesPerTransaction);
    for (std::size_t i = begin; i < end; ++i) insert_match(*db_, insert, spec, run_id, bots, report.matches[i], added);
    transaction.commit();
    begin = end;
  } while (begin < report.matches.size());
  return added;
}

ResultsAdded ResultsDb::merge_from(const std::string& file) {
  {
    // Checked on a connection of its own that cannot create it: ATTACH would make a missing file.
    sqlite::Connection source(file, sqlite::Connection::Mode::ReadOnly, kBusyMilliseconds);
    check_schema(source, false);
    check_rows(source);
  }
  std::error_code ec;
  if (std::filesystem::equivalent(file, path(), ec))
    throw Error(file + ": is the database merged into; give it once, as --db");
  db_->prepare("ATTACH DATABASE ?1 AS source").bind(1, file).step();
  // Detached when done, after the transaction has ended (declared first, it is destroyed last).
  struct Detach {
    sqlite::Connection& db;
    ~Detach() {
      try {
        db.exec("DETACH DATABASE source");
      } catch (const Error&) {
        // Only a statement still reading it stops a detach, and none is left by now.
      }
    }
  } detach{*db_};
  ResultsAdded added;
  sqlite::WriteTransaction transaction(*db_);
  const std::int64_t matches = db_->integer("SELECT count(*) FROM source.matches");
  db_->exec("INSERT OR IGNORE INTO runs SELECT * FROM source.runs");
  added.runs = db_->changes();
  // A match the file holds already keeps its rows as they are: only the source's other matches
  // come in, each with its own seats and deals and nothing else.
  db_->exec(
      "CREATE TEMP TABLE merged AS SELECT run_id, match FROM source.matches AS s WHERE NOT EXISTS "
      "(SELECT 1 FROM main.matches AS m WHERE m.run_id = s.run_id AND m.match = s.match)");
  db_->exec("INSERT INTO matches SELECT s.* FROM source.matches AS s JOIN temp.merged USING (run_id, match)");
  added.matches = db_->changes();
  added.matches_present = matches - added.matches;
  db_->exec("INSERT INTO match_seats SELECT s.* FROM source.match_seats AS s JOIN temp.merged USING (run_id, match)");
  db_->exec("INSERT INTO deals SELECT s.* FROM source.deals AS s JOIN temp.merged USING (run_id, match)");
  added.deals = db_->changes();
  db_->exec("DROP TABLE temp.merged");
  transaction.commit();
  return added;
}

ResultsTotals ResultsDb::totals() {
  return {db_->integer("SELECT count(*) FROM runs"), db_->integer("SELECT count(*) FROM matches"),
          db_->integer("SELECT count(*) FROM deals")};
}

bool is_sqlite_file(const std::string& path) {
  static constexpr char kHeader[] = "SQLite format 3";  // with its '\0', the first 16 bytes
  char start[sizeof kHeader] = {};
  std::ifstream in(path, std::ios::binary);
  return in.read(start, sizeof start) && std::equal(start, start + sizeof start, kHeader);
}

}  // namespace cardrt
