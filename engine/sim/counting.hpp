// What one finished deal and one finished match add to a simulation report, for the simulation
// loop: the deal's scores, edges, length, verbs and metrics; the match's scores and wins.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cardrt/match.hpp"
#include "cardrt/sim_report.hpp"

namespace cardrt {

// A metric game.yaml declares (Layout::metrics), read natively at a deal's end: a name and how to
// read it from a state.
struct DeclaredMetric {
  std::string name;
  int base = 0, owners = 1;
  std::int64_t equals = 0;  // for an enum's value: the value counted (1-based), 0 = the value itself
};

// What one worker counts per deal by index rather than by name, folded into its report's maps
// when it is done: the samples of each verb's moves and of each declared metric.
struct DealCounts {
  std::vector<DeclaredMetric> declared;
  std::vector<Sample> verbs, metrics;

  explicit DealCounts(const GameSpec& spec);
  void fold_into(const GameSpec& spec, SimReport& part) const;
};

// What one finished deal adds to the report: each seat's deal score, by seat, by position from
// the dealer and for the first to move; the moves of each verb; the metrics. Into the match's
// `summary` and the deal's `row` too, if given.
void count_deal(const Match& m, int first_mover, const std::vector<std::int64_t>& verb_moves, DealCounts& counts,
                SimReport& part, MatchSummary* summary, DealSummary* row);

// What one finished match adds: final scores, and the win of the one side with the best score or
// the tie of the sides sharing it; into `summary` too, if given.
void count_match(const Match& m, SimReport& part, MatchSummary* summary);

}  // namespace cardrt
