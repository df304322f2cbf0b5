// Batch simulation: N matches between bots on T threads, with statistics and invariant checks.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/sim_report.hpp"

namespace cardrt {

struct SimOptions {
  int games = 1000;
  std::uint64_t seed = 1;
  int threads = 1;
  // Greedy at every seat unless told: players who look at what their moves do, so that the
  // statistics describe the game as people play it, not as random moves do.
  std::string bots = "greedy";
  bool records = false;          // keep every match's record (costs time: the move texts are kept)
  std::string records_file;      // the file the records go to: make_record's `beside`
  bool match_summaries = false;  // keep each match's numbers (SimReport::matches), for compare
  // Keep each deal's numbers in its match's summary too (MatchSummary::deal_rows), for a results
  // database; implies match_summaries.
  bool deal_summaries = false;
  // Shard `shard` of `shards` (1-based) plays only its block of the matches 0 .. games-1, each
  // from the seed of its number in the whole run: merged, the shards' reports are the whole run's.
  int shard = 1, shards = 1;
  // A deal or match past these caps stops the run with an error naming the match.
  MatchLimits limits;
  // Set (from a signal handler, say) to stop: matches under way are finished, no other begins,
  // and the report covers the matches finished (SimReport::partial).
  const std::atomic<bool>* stop = nullptr;
  // Called every fifth of a second or so from the calling thread with the matches finished and
  // the seconds since the start, while the matches are played.
  std::function<void(int finished, double seconds)> progress;
};

// Plays opts.games matches, each thread with its own rules from `loader`. Match i uses a seed
// derived from (opts.seed, i) alone, so the report is the same for any thread count.
SimReport simulate(std::shared_ptr<const GameSpec> spec, const RulesLoader& loader, const SimOptions& opts);

// Why a run stopped at one of its matches; the message names the match and its seed. `replayable`:
// a rules error, which `cardrt play` with that seed and the run's bots meets again (not a match
// past --max-moves, which would play on).
class MatchFailed : public Error {
 public:
  MatchFailed(const std::string& what, std::uint64_t match_seed, bool can_replay)
      : Error(what), seed(match_seed), replayable(can_replay) {}
  std::uint64_t seed;
  bool replayable;
};

// The report as `simulate --json` prints it (report_json.cpp).
Json report_json(const GameSpec& spec, const SimOptions& opts, const SimReport& report);
// Each match of a report made with match_summaries as one flat object, ready for a data frame:
// match (from 0), seed, deals, moves; per seat score_S, won_S, shared_S; per verb moves_VERB; per
// metric metric_NAME (summed over the match's deals).
Json match_rows_json(const GameSpec& spec, const SimReport& report);

std::uint64_t match_seed(std::uint64_t seed, int index);
// The matches [shard_begin, shard_end) a shard plays.
int shard_begin(const SimOptions& opts);
int shard_end(const SimOptions& opts);
// After a deal has ended: each seat's deal score against the sum of its side's score terms
// (rules.score_terms). `checked` is false when the rules have no such hook; each disagreement is
// one problem ("seat 2 scored 0, its terms sum to 1 (base 1)"). Adds the terms to *sums if given.
struct ScoreTermCheck {
  bool checked = false;
  std::vector<std::string> problems;
};
ScoreTermCheck check_score_terms(const Match& m, TermSums* sums = nullptr);

}  // namespace cardrt
