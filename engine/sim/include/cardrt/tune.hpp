// Tuning an option for an aim: every value of the option played on the same seeds by the same
// bots, each value's measure of the aim with its interval, the best value, and each other value's
// paired difference from it (Holm-corrected over the values): which setting makes the game what
// its designer wants, with the evidence.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cardrt/compare.hpp"
#include "cardrt/game.hpp"
#include "cardrt/simulate.hpp"

namespace cardrt {

// What the tuning looks for.
struct TuneAim {
  enum class Kind {
    EqualSeats,   // every seat (side) as likely to win: the smallest largest gap from an equal share
    DealLength,   // moves per deal closest to `target`
    LeadChanges,  // the most changes of the leader between deals, a match
    SeatWinRate,  // `seat` winning as often as `target` (a rate): its win rate closest to it
  };
  Kind kind = Kind::EqualSeats;
  double target = 0;
  int seat = 0;
};
// "equal-seats", "deal-length=60", "lead-changes", "win-rate=1:0.55" (or 55%); throws Error
// naming the aims for anything else.
TuneAim parse_aim(const std::string& text);

// NAME=LOW..HIGH[:STEP] (an int option) or NAME=A,B,C (any option): the option and its values in
// order; checked against the game's option (its type, range and values).
struct TuneRange {
  std::string option;
  std::vector<std::string> values;
};
TuneRange parse_range(const std::string& text, const GameSpec& game);

// One value's run: its measure per match (the quantity the aim compares: a match's moves per
// deal, its lead changes, or for equal seats the match's winner) summarised.
struct TunePoint {
  std::string value;
  SimReport report;
  double score = 0;   // the aim's measure: the gap, the distance to the target, the changes
  Interval interval;  // its 95% interval
  bool best = false;
  // Against the best value, match by match (paired): the mean difference of the per-match
  // measure, its interval, and the p-value plain and after Holm's correction over the values.
  double difference = 0;
  Interval difference_interval;
  double p = 1, p_holm = 1;
};

struct Tuning {
  TuneRange range;
  TuneAim aim;
  std::vector<TunePoint> points;  // in the order of range.values
  std::size_t best = 0;
};

// Plays opts.games matches for each value of the range (match i of every value from the same seed),
// `base` the selection every value is set in.
Tuning tune(const Selection& base, const TuneRange& range, const TuneAim& aim, const RulesLoader& loader,
            SimOptions opts);

// The aim in words ("equal chances for every seat"), and what the tuning found in a paragraph.
std::string aim_text(const TuneAim& aim);
std::string tuning_summary(const Tuning& t, const SimOptions& opts, int players);
Json tuning_json(const Tuning& t, const SimOptions& opts, int players);

}  // namespace cardrt
