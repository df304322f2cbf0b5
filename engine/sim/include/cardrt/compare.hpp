// Two games or variants played on the same seeds by the same bots, every statistic set side by
// side with the paired difference: what a house rule does to the game.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cardrt/simulate.hpp"

namespace cardrt {

// One statistic of A and of B over the same matches: their means, and the mean of the
// difference A − B match by match with its 95% interval (significant when it leaves out 0).
struct ComparedRow {
  std::string name;  // "win rate, seat 1", "moves per deal", "pass per deal", "metric passes per deal"
  double a = 0, b = 0;
  double difference = 0;
  Interval interval;
  std::int64_t matches = 0;
  bool significant() const { return interval.low > 0 || interval.high < 0; }
};

struct Comparison {
  SimReport a, b;
  std::vector<ComparedRow> rows;
};

// Plays opts.games matches of each game (match i of both from the same seed and bot stream) and
// compares them. Per-seat rows need the same number of seats; per-deal rows (moves, each verb,
// each metric) compare each match's mean per deal, for the names both games have.
Comparison compare(std::shared_ptr<const GameSpec> a, std::shared_ptr<const GameSpec> b, const RulesLoader& loader,
                   SimOptions opts);
Json comparison_json(const GameSpec& a, const GameSpec& b, const SimOptions& opts, const Comparison& c);

}  // namespace cardrt
