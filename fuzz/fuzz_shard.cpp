// fuzz_shard: bytes through parse_json, then as shard reports through read_shard_report and
// merge_shards (`cardrt merge`), and the merged report through report_json.
//
// Input: JSON, one shard's report (an object) or the reports of several files (an array of
// objects, in the order merge is given them). Games are the shipped ones, named by plain name:
// a report naming a path, a game folder or a variant file is skipped, so the harness reads no
// other files. Errors (cardrt::Error) are expected; crashes, sanitizer reports, other exception
// types and a merged report out of range (wins past games, an interval that is no number) are
// findings.
#include <cmath>
#include <string>
#include <vector>

#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/game.hpp"
#include "cardrt/shard_report.hpp"
#include "common.hpp"

using namespace cardrt;

namespace {

bool reads_only_shipped_games(const Json& report) {
  if (!report.is_object() || report.contains("game_folder") || report.contains("variant_file")) return false;
  const auto game = report.find("game");
  return game == report.end() || !game->is_string() ||
         game->get_ref<const std::string&>().find_first_of("/\\.~") == std::string::npos;
}

void check_report(const SimOptions& opts, const SimReport& r) {
  FUZZ_CHECK(r.games >= 0 && r.games == opts.games);
  for (const SeatStats& seat : r.seats) {
    FUZZ_CHECK(seat.wins >= 0 && seat.shared >= 0 && seat.wins + seat.shared <= r.games);
    for (const Sample* s : {&seat.final_score, &seat.deal_score}) {
      const Interval ci = s->mean_interval();
      FUZZ_CHECK(std::isfinite(ci.low) && std::isfinite(ci.high) && ci.low <= ci.high);
    }
  }
  FUZZ_CHECK(r.tied >= 0 && r.tied <= r.games);
  FUZZ_CHECK(r.card_violations <= r.deals_checked && r.deals_checked <= r.deals);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Json input;
  try {
    input = parse_json(std::string_view(reinterpret_cast<const char*>(data), size), "input");
  } catch (const Error&) {
    return 0;
  }
  std::vector<Json> files = input.is_array() ? input.get<std::vector<Json>>() : std::vector<Json>{input};
  if (files.empty() || files.size() > 64) return 0;
  for (const Json& file : files)
    if (!reads_only_shipped_games(file)) return 0;
  try {
    std::vector<ShardReport> shards;
    for (std::size_t i = 0; i < files.size(); ++i)
      shards.push_back(read_shard_report(files[i], "shard" + std::to_string(i + 1) + ".json"));
    const JsonField first(shards.front().document, "not a shard's report");
    const auto spec = make_spec(recorded_selection(first, "", cardrt_fuzz::search_dirs()));
    SimOptions opts;
    const SimReport report = merge_shards(*spec, shards, opts);
    check_report(opts, report);
    (void)json_text(report_json(*spec, opts, report), 2, JsonChars::ascii);
  } catch (const Error&) {
  }
  return 0;
}
