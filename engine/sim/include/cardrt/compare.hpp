// Two games or variants played on the same seeds by the same bots, every statistic set side by
// side with the paired difference, marked plainly and after Holm's correction for the number of
// statistics compared, and told in a paragraph of plain words: what a house rule does to the game.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cardrt/simulate.hpp"

namespace cardrt {

// One side's statistic over its matches: the mean of the per-match values with its 95% interval
// (Wilson's for a rate, Student's t otherwise), and their standard deviation.
struct SideValue {
  double mean = 0;
  Interval interval;
  double sd = 0;
};

// One statistic of A and of B over the same matches. When both have it: the mean of the
// difference A − B match by match with its 95% interval, and the paired t test's p-value, plain
// and adjusted by Holm's method over every statistic compared. A statistic only one side has (a
// metric or a move a house rule adds) has that side's value alone, and takes no part in the test.
struct ComparedRow {
  std::string name;  // "win rate, seat 1", "moves per deal", "pass moves per deal", "passes per deal (metric)"
  std::optional<SideValue> a, b;
  double difference = 0;
  Interval interval;
  std::int64_t matches = 0;
  double se = 0;  // the difference's standard error
  double p = 1, p_holm = 1;

  bool compared() const { return a && b; }
  // The interval leaves out 0: p < 0.05, for this statistic taken alone.
  bool significant() const { return compared() && (interval.low > 0 || interval.high < 0); }
  // Still so after Holm's correction: the mark to read when many statistics are compared at once.
  bool significant_corrected() const { return compared() && p_holm < 0.05; }
};

// compare --until-clear: play in looks of doubling size and stop once one statistic's difference
// is clear: its interval leaves out 0, or is narrower than `width`.
struct ClearRule {
  std::string statistic;  // a row's name as the table shows it: "pass moves per deal"
  double width = 0;       // 0: stop only when the interval leaves out 0
  int first = 100;        // the fewest matches the first look plays
};
// How a sequential comparison went. Its statistic's interval and p-value are at the level that
// keeps the whole procedure's coverage at 95% (Bonferroni over the looks it could make).
struct SequentialStop {
  std::string statistic;
  std::vector<int> looks;  // the matches of each look the rule could make, the last the whole run
  int looks_made = 0;
  double level = 0.95;  // each look's confidence level: 1 - 0.05 / looks
  bool excludes_zero = false, narrow = false;
};

struct Comparison {
  SimReport a, b;
  std::vector<ComparedRow> rows;
  int tested = 0;  // the rows compared, which Holm's correction counts
  std::optional<SequentialStop> sequential;
};

// Plays opts.games matches of each game (match i of both from the same seed and bot stream) and
// compares them. Per-seat rows need the same number of seats; per-deal rows (moves, each verb,
// each metric) compare each match's mean per deal.
Comparison compare(std::shared_ptr<const GameSpec> a, std::shared_ptr<const GameSpec> b, const RulesLoader& loader,
                   SimOptions opts);

// The same, played in looks of matches 0 .. n-1 for the sizes SequentialStop::looks (halving
// opts.games down to rule.first), stopping after the first look whose interval for the rule's
// statistic, at the level that accounts for the looks, is clear.
Comparison compare_until_clear(std::shared_ptr<const GameSpec> a, std::shared_ptr<const GameSpec> b,
                               const RulesLoader& loader, SimOptions opts, const ClearRule& rule);

// The comparison in a paragraph of plain words, for the top of the text, the page and the JSON:
// who played, which statistics change from A to B after the correction (and by how much), whether
// any seat's chance of winning changes, what only one side has, and how many differences are
// marked at the plain level only.
std::string comparison_summary(const GameSpec& a, const SimOptions& opts, const Comparison& c);

// How a sequential comparison stopped, in words (the end of comparison_summary).
std::string sequential_text(const SequentialStop& stop, int matches);

Json comparison_json(const GameSpec& a, const GameSpec& b, const SimOptions& opts, const Comparison& c);

}  // namespace cardrt
