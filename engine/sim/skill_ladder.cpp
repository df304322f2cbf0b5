// A comparison at several bot strengths and what each statistic does across them (skill_ladder.hpp).
#include "cardrt/skill_ladder.hpp"

#include <algorithm>
#include <functional>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/words.hpp"

namespace cardrt {

namespace {
int direction_of(const ComparedRow& row) {
  if (!row.significant_corrected()) return 0;
  return row.difference > 0 ? 1 : -1;
}

std::string verdict_of(const std::vector<SkillRun>& runs, const std::vector<int>& directions) {
  bool up = false, down = false, unmarked = false;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    if (!runs[i].sensible) continue;
    up = up || directions[i] > 0;
    down = down || directions[i] < 0;
    unmarked = unmarked || directions[i] == 0;
  }
  if (up && down) return "reversed";
  if (!up && !down) return "none";
  return unmarked ? "partly" : "same";
}

// "rises" or "falls" going from A to B, for a direction of A − B.
std::string motion(int direction) { return direction > 0 ? "falls" : "rises"; }

}  // namespace

const std::vector<std::string>& default_skill_ladder() {
  static const std::vector<std::string> ladder = {"random", "greedy", "ismcts:iterations=200"};
  return ladder;
}

SkillComparison compare_skills(std::shared_ptr<const GameSpec> a, std::shared_ptr<const GameSpec> b,
                               const RulesLoader& loader, const SimOptions& opts,
                               const std::vector<std::string>& ladder) {
  if (ladder.empty()) throw Error("--skill needs at least one lineup of bots");
  SkillComparison s;
  for (const std::string& bots : ladder) {
    const std::vector<BotSpec> seats = parse_lineup(bots, a->players);
    SkillRun run;
    run.bots = bots;
    run.sensible = std::all_of(seats.begin(), seats.end(), bot_plays_sensibly);
    SimOptions at = opts;
    at.bots = bots;
    run.comparison = compare(a, b, loader, at);
    s.runs.push_back(std::move(run));
  }
  for (const ComparedRow& first : s.runs.front().comparison.rows) {
    if (!first.compared()) continue;
    SkillAgreement agreement;
    agreement.statistic = first.name;
    for (const SkillRun& run : s.runs) {
      const auto& rows = run.comparison.rows;
      const auto row =
          std::find_if(rows.begin(), rows.end(), [&](const ComparedRow& r) { return r.name == first.name; });
      agreement.directions.push_back(row == rows.end() ? 0 : direction_of(*row));
    }
    agreement.verdict = verdict_of(s.runs, agreement.directions);
    s.statistics.push_back(std::move(agreement));
  }
  return s;
}

std::string skill_summary(const GameSpec& a, const SkillComparison& s) {
  std::vector<std::string> sensible, reference;
  for (const SkillRun& run : s.runs) (run.sensible ? sensible : reference).push_back(lineup_text(run.bots, a.players));
  std::vector<std::string> same, partly, reversed, random_differs;
  // Every seat's final score moving the same way at every sensible strength is one change.
  std::vector<int> score_directions;
  for (const SkillAgreement& stat : s.statistics)
    if (stat.statistic.rfind("final score, seat ", 0) == 0 && stat.verdict == "same")
      for (std::size_t i = 0; i < s.runs.size(); ++i)
        if (s.runs[i].sensible) {
          score_directions.push_back(stat.directions[i]);
          break;
        }
  const bool all_scores = int(score_directions.size()) == a.players && a.players > 1 &&
                          std::adjacent_find(score_directions.begin(), score_directions.end(), std::not_equal_to<>()) ==
                              score_directions.end();
  if (all_scores) same.push_back("every seat's final score " + motion(score_directions.front()));
  for (const SkillAgreement& stat : s.statistics) {
    int sensible_direction = 0;
    std::vector<std::string> marked_at;
    for (std::size_t i = 0; i < s.runs.size(); ++i)
      if (s.runs[i].sensible && stat.directions[i] != 0) {
        sensible_direction = stat.directions[i];
        marked_at.push_back(s.runs[i].bots);
      }
    if (stat.verdict == "same" && !(all_scores && stat.statistic.rfind("final score, seat ", 0) == 0))
      same.push_back(stat.statistic + " " + motion(sensible_direction));
    if (stat.verdict == "partly")
      partly.push_back(stat.statistic + " " + motion(sensible_direction) + " (with " + listed(marked_at) + ")");
    if (stat.verdict == "reversed") {
      std::vector<std::string> ways;
      for (std::size_t i = 0; i < s.runs.size(); ++i)
        if (s.runs[i].sensible && stat.directions[i] != 0)
          ways.push_back(motion(stat.directions[i]) + " with " + s.runs[i].bots);
      reversed.push_back(stat.statistic + " (" + listed(ways) + ")");
    }
    for (std::size_t i = 0; i < s.runs.size(); ++i)
      if (!s.runs[i].sensible && stat.directions[i] != 0 && stat.directions[i] != sensible_direction)
        random_differs.push_back(stat.statistic + ", which " + motion(stat.directions[i]) + " with " + s.runs[i].bots);
  }
  std::string text;
  if (sensible.empty()) {
    text = "None of the lineups plays sensibly, so none says what the rule does for people.";
  } else {
    text = "At each strength that plays sensibly (" + join(sensible, "; ") + "), on the same deals: ";
    text += same.empty() ? "no statistic changes the same way at every one of them."
                         : "going from A to B, " + listed(same) + " at every one of them.";
    if (!partly.empty()) text += " Marked at some strengths only: " + listed(partly) + ".";
    if (!reversed.empty())
      text += " The direction depends on the players' skill for " + listed(reversed) + ": read these with care.";
    if (reversed.empty() && !same.empty()) text += " No effect changes its direction with the players' skill.";
  }
  if (!reference.empty())
    text += " " + listed(reference) + (reference.size() == 1 ? " does" : " do") + " not play sensibly and " +
            (reference.size() == 1 ? "is" : "are") + " shown for reference only" +
            (random_differs.empty() ? "."
                                    : std::string(reference.size() == 1 ? "; it disagrees" : "; they disagree") +
                                          " with the players above on " + listed(random_differs) + ".");
  return text;
}

Json skill_json(const GameSpec& a, const GameSpec& b, const SimOptions& opts, const SkillComparison& s) {
  Json runs = Json::array();
  for (const SkillRun& run : s.runs) {
    SimOptions at = opts;
    at.bots = run.bots;
    runs.push_back(Json{
        {"bots", run.bots}, {"sensible", run.sensible}, {"comparison", comparison_json(a, b, at, run.comparison)}});
  }
  Json statistics = Json::array();
  for (const SkillAgreement& stat : s.statistics)
    statistics.push_back(
        Json{{"statistic", stat.statistic}, {"directions", stat.directions}, {"verdict", stat.verdict}});
  return Json{{"summary", skill_summary(a, s)}, {"runs", runs}, {"statistics", statistics}};
}

}  // namespace cardrt
