// Results databases: simulation runs as rows of an SQLite file (runs, matches, their seats and
// deals; docs/analysis.md documents the schema), appended by runs and shards, merged from files.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "cardrt/game.hpp"
#include "cardrt/simulate.hpp"

namespace cardrt {

namespace sqlite {
class Connection;
}

// The schema version this cardrt writes and reads (PRAGMA user_version of the file).
constexpr int kResultsSchemaVersion = 1;
// Matches written per transaction: other processes writing the same file get their turn between
// batches, and an interrupted write leaves whole matches only.
constexpr int kMatchesPerTransaction = 500;

// The id of a simulation run: 16 hex digits digested from its game, variant, options, players,
// bots per seat, seed and number of games, and the content of the files it was read from
// (GameSpec::source_digest, SimReport::scripts_digest). Every shard of a run has it, and so has a
// re-run; a run after a rule was edited has another.
std::string results_run_id(const GameSpec& spec, const SimOptions& opts, std::uint64_t scripts_digest);

// What an append or a merge wrote. A match already in the file (the same run id and number) is
// skipped with its seats and deals, and counted in matches_present.
struct ResultsAdded {
  std::int64_t runs = 0, matches = 0, deals = 0;
  std::int64_t matches_present = 0;
};

// What a results database holds in all.
struct ResultsTotals {
  std::int64_t runs = 0, matches = 0, deals = 0;
};

// An open results database. Any number of processes may write the same file at once: it is in WAL
// mode, each write is one transaction that waits for the others' (up to a minute) instead of
// failing.
class ResultsDb {
 public:
  // Opens FILE, creating it with the schema when it does not exist or is empty. Error naming the
  // file when it cannot be opened or created, is not a cardrt results database, or has another
  // schema version.
  explicit ResultsDb(const std::string& path);
  ~ResultsDb();
  ResultsDb(const ResultsDb&) = delete;
  ResultsDb& operator=(const ResultsDb&) = delete;

  // The run's row and its finished matches with their seats and deals, in transactions of
  // kMatchesPerTransaction matches. `report` must come from simulate with opts.deal_summaries; a
  // shard writes its own matches under the whole run's id.
  ResultsAdded append_run(const GameSpec& spec, const SimOptions& opts, const SimReport& report);
  // Every run, match, seat and deal of the results database FILE not here yet, in one transaction.
  ResultsAdded merge_from(const std::string& file);
  ResultsTotals totals();
  const std::string& path() const;

 private:
  std::unique_ptr<sqlite::Connection> db_;
};

// Whether FILE begins as an SQLite database does (a results database given where a JSON report
// is expected, say).
bool is_sqlite_file(const std::string& path);

}  // namespace cardrt
