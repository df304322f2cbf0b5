// A comparison played again at several bot strengths (compare --skill): whether a rule's effect
// keeps its direction with players who play sensibly, or flips with the players' skill.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cardrt/compare.hpp"

namespace cardrt {

// The strengths compare --skill plays unless told: random (for reference), greedy, and a short
// search at every seat.
const std::vector<std::string>& default_skill_ladder();

struct SkillRun {
  std::string bots;       // the lineup, as --bots takes it
  bool sensible = false;  // every seat's bot plays sensibly (bot_plays_sensibly)
  Comparison comparison;
};

// What one statistic does across the strengths, read from the marks after Holm's correction.
struct SkillAgreement {
  std::string statistic;
  // Per run: +1 when A's value is significantly higher, -1 when B's is, 0 when not marked (or the
  // run has no such statistic).
  std::vector<int> directions;
  // Over the sensible runs: "same" (marked the same way in every one), "reversed" (marked both
  // ways), "partly" (marked one way in some, unmarked in others), "none" (marked in none).
  std::string verdict;
};

struct SkillComparison {
  std::vector<SkillRun> runs;
  std::vector<SkillAgreement> statistics;  // every statistic both sides have in the first run
};

// compare() once per lineup of `ladder`, each on the same seeds; opts.bots is ignored.
SkillComparison compare_skills(std::shared_ptr<const GameSpec> a, std::shared_ptr<const GameSpec> b,
                               const RulesLoader& loader, const SimOptions& opts,
                               const std::vector<std::string>& ladder);

// The ladder in a paragraph of plain words: what changes the same way at every sensible strength,
// what only at some, what reverses, and what random players (shown for reference) make of it.
std::string skill_summary(const GameSpec& a, const SkillComparison& s);

// {"summary", "runs": [{"bots", "sensible", "comparison"}], "statistics": [{"statistic",
// "directions", "verdict"}]}; each comparison as comparison_json gives it.
Json skill_json(const GameSpec& a, const GameSpec& b, const SimOptions& opts, const SkillComparison& s);

}  // namespace cardrt
