// fuzz_results_db: bytes as an SQLite file given to `cardrt merge --db` (ResultsDb::merge_from) and
// opened as a results database itself.
//
// Input: the bytes of a file, written to /tmp/cardrt-fuzz-fuzz_results_db-PID/shard.sqlite, then
// merged into a new results database there; merged a second time, it must add nothing. The file
// is also opened as a results database and its totals read. Errors (cardrt::Error) are expected;
// crashes, sanitizer reports, other exception types, hangs, negative totals and a second merge
// that adds rows are findings.
#include <filesystem>
#include <fstream>
#include <string>

#include "cardrt/error.hpp"
#include "cardrt/results_db.hpp"
#include "common.hpp"

using namespace cardrt;
namespace fs = std::filesystem;

namespace {

void write_file(const fs::path& path, const std::uint8_t* data, std::size_t size) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f.write(reinterpret_cast<const char*>(data), std::streamsize(size));
}

// A database and what SQLite keeps beside it.
void remove_database(const fs::path& path) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path.string() + suffix);
}

void check_totals(const ResultsTotals& totals) {
  FUZZ_CHECK(totals.runs >= 0 && totals.matches >= 0 && totals.deals >= 0);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const cardrt_fuzz::TempDir dir("fuzz_results_db");
  const fs::path shard = dir.path() / "shard.sqlite", output = dir.path() / "output.sqlite";
  remove_database(shard);
  remove_database(output);
  write_file(shard, data, size);
  try {
    ResultsDb db(output.string());
    const ResultsAdded added = db.merge_from(shard.string());
    FUZZ_CHECK(added.runs >= 0 && added.matches >= 0 && added.deals >= 0 && added.matches_present >= 0);
    const ResultsAdded again = db.merge_from(shard.string());
    FUZZ_CHECK(again.runs == 0 && again.matches == 0 && again.deals == 0);
    FUZZ_CHECK(again.matches_present == added.matches + added.matches_present);
    check_totals(db.totals());
  } catch (const Error&) {
  }
  // A file with no rows, or not a database at all, may be opened (and made one) or refused.
  remove_database(output);
  write_file(shard, data, size);
  try {
    ResultsDb db(shard.string());
    check_totals(db.totals());
  } catch (const Error&) {
  }
  return 0;
}
