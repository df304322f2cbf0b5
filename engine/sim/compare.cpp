// Two games played on the same seeds, compared statistic by statistic (compare.hpp).
#include "cardrt/compare.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <tuple>
#include <utility>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/words.hpp"

namespace cardrt {

namespace {
using PerMatch = std::function<double(const MatchSummary&)>;

// Each match's value of a statistic.
std::vector<double> per_match_values(const std::vector<MatchSummary>& matches, const PerMatch& x) {
  std::vector<double> values;
  values.reserve(matches.size());
  for (const MatchSummary& m : matches) values.push_back(x(m));
  return values;
}

// The mean of values and their sample standard deviation (0 for fewer than two).
std::pair<double, double> mean_and_sd(const std::vector<double>& values) {
  const std::size_t n = values.size();
  if (n == 0) return {0, 0};
  double sum = 0;
  for (double v : values) sum += v;
  const double mean = sum / double(n);
  double squares = 0;
  for (double v : values) squares += (v - mean) * (v - mean);
  return {mean, n > 1 ? std::sqrt(squares / double(n - 1)) : 0};
}

// The mean of a side's per-match values with its 95% interval: Wilson's when every value is 0 or
// 1 (a rate), else Student's t.
SideValue side_value(const std::vector<double>& values) {
  SideValue side;
  const std::size_t n = values.size();
  if (n == 0) return side;
  std::tie(side.mean, side.sd) = mean_and_sd(values);
  if (std::all_of(values.begin(), values.end(), [](double v) { return v == 0 || v == 1; })) {
    side.interval = wilson_interval(std::int64_t(std::llround(side.mean * double(n))), std::int64_t(n));
    return side;
  }
  const double half = t_quantile_95(std::int64_t(n) - 1) * side.sd / std::sqrt(double(n));
  side.interval = {side.mean - half, side.mean + half};
  return side;
}

// A statistic both sides have: each side's value, and the paired difference A − B with its
// interval and p-value.
ComparedRow paired(const std::string& name, const std::vector<MatchSummary>& a, const std::vector<MatchSummary>& b,
                   const PerMatch& x) {
  ComparedRow row;
  row.name = name;
  const std::vector<double> va = per_match_values(a, x), vb = per_match_values(b, x);
  row.a = side_value(va);
  row.b = side_value(vb);
  const std::size_t n = va.size();
  row.matches = std::int64_t(n);
  if (n == 0) return row;
  std::vector<double> d(n);
  for (std::size_t i = 0; i < n; ++i) d[i] = va[i] - vb[i];
  const auto [mean, sd] = mean_and_sd(d);
  row.difference = mean;
  const double se = sd / std::sqrt(double(n));
  row.se = se;
  const double half = t_quantile_95(std::int64_t(n) - 1) * se;
  row.interval = {mean - half, mean + half};
  // Every match differing by the same amount: no spread, and no doubt unless that amount is 0.
  row.p = se > 0 ? t_two_sided_p(mean / se, std::int64_t(n) - 1) : (mean == 0 || n < 2 ? 1.0 : 0.0);
  return row;
}

// A statistic only one side has.
ComparedRow one_sided(const std::string& name, bool in_a, const std::vector<MatchSummary>& matches, const PerMatch& x) {
  ComparedRow row;
  row.name = name;
  (in_a ? row.a : row.b) = side_value(per_match_values(matches, x));
  row.matches = std::int64_t(matches.size());
  return row;
}

double per_deal(std::int64_t total, const MatchSummary& m) { return m.deals ? double(total) / double(m.deals) : 0; }

std::int64_t value_of(const std::map<std::string, std::int64_t>& values, const std::string& name) {
  const auto it = values.find(name);
  return it == values.end() ? 0 : it->second;
}

// Rows for the names of `a_names` and `b_names` (verbs or metrics): a paired row for a name both
// have, else a row of the side that has it. With `only_counted`, a name neither side counted any
// of is left out (a verb nobody played); metrics stay, since "the rule never fired" is news.
template <class Names>
void add_named_rows(Comparison& c, const Names& a_names, const Names& b_names, const std::string& suffix,
                    bool only_counted, const std::function<PerMatch(const std::string&)>& per_match) {
  std::vector<std::string> names;
  for (const auto& [name, sample] : a_names) names.push_back(name);
  for (const auto& [name, sample] : b_names)
    if (!a_names.count(name)) names.push_back(name);
  for (const std::string& name : names) {
    const bool in_a = a_names.count(name) > 0, in_b = b_names.count(name) > 0;
    const bool counted = (in_a && a_names.at(name).sum() != 0) || (in_b && b_names.at(name).sum() != 0);
    if (only_counted && !counted) continue;
    if (in_a && in_b)
      c.rows.push_back(paired(name + suffix, c.a.matches, c.b.matches, per_match(name)));
    else
      c.rows.push_back(one_sided(name + suffix, in_a, in_a ? c.a.matches : c.b.matches, per_match(name)));
  }
}

bool is_rate(const ComparedRow& row) { return row.name.rfind("win rate", 0) == 0; }

double relative_change(const ComparedRow& row) { return 100 * (row.b->mean - row.a->mean) / std::fabs(row.a->mean); }

std::string signed_percent(double relative) {
  return std::string(relative > 0 ? "+" : "") + fixed(relative, std::fabs(relative) < 10 ? 1 : 0) + "%";
}

// "moves per deal rises from 53.445 to 75.948 (+42%)", "win rate, seat 1 rises from 33.3% to 52.7%".
std::string change_text(const ComparedRow& row) {
  const double a = row.a->mean, b = row.b->mean;
  std::string text = row.name + (b > a ? " rises" : " falls") + " from ";
  if (is_rate(row)) return text + percent_text(a) + " to " + percent_text(b);
  text += statistic_text(a) + " to " + statistic_text(b);
  if (a != 0) text += " (" + signed_percent(relative_change(row)) + ")";
  return text;
}

// The final-score rows marked after the correction, as one change when every seat's moves the same
// way: "every seat's final score rises (+78% to +126%)".
std::optional<std::string> every_seat_score(const std::vector<const ComparedRow*>& scores, int players) {
  if (int(scores.size()) != players || players < 2) return std::nullopt;
  double low = 0, high = 0;
  bool up = false, down = false, zero = false;
  for (const ComparedRow* row : scores) {
    up = up || row->difference < 0;
    down = down || row->difference > 0;
    zero = zero || row->a->mean == 0;
    const double relative = zero ? 0 : relative_change(*row);
    low = row == scores.front() ? relative : std::min(low, relative);
    high = row == scores.front() ? relative : std::max(high, relative);
  }
  if (up == down) return std::nullopt;
  return std::string("every seat's final score ") + (up ? "rises" : "falls") +
         (zero ? "" : " (" + signed_percent(low) + " to " + signed_percent(high) + ")");
}

}  // namespace

namespace {
// Holm's correction over the statistics both sides have: each row's p_holm, and c.tested.
void adjust_for_many(Comparison& c) {
  std::vector<double> p;
  for (const ComparedRow& row : c.rows)
    if (row.compared()) p.push_back(row.p);
  const std::vector<double> adjusted = holm_adjusted(p);
  std::size_t k = 0;
  for (ComparedRow& row : c.rows)
    if (row.compared()) row.p_holm = adjusted[k++];
  c.tested = int(p.size());
}

// Each statistic's row, from the two reports' match summaries, and Holm's adjustment.
void compare_reports(const GameSpec& a, const GameSpec& b, Comparison& c) {
  c.rows.clear();
  const auto& ma = c.a.matches;
  const auto& mb = c.b.matches;
  if (a.players == b.players) {
    for (int seat = 1; seat <= a.players; ++seat) {
      const std::size_t s = std::size_t(seat - 1);
      c.rows.push_back(paired("win rate, seat " + std::to_string(seat), ma, mb,
                              [s](const MatchSummary& m) { return m.won[s] ? 1.0 : 0.0; }));
    }
    for (int seat = 1; seat <= a.players; ++seat) {
      const std::size_t s = std::size_t(seat - 1);
      c.rows.push_back(paired("final score, seat " + std::to_string(seat), ma, mb,
                              [s](const MatchSummary& m) { return double(m.scores[s]); }));
    }
  }
  c.rows.push_back(paired("deals per match", ma, mb, [](const MatchSummary& m) { return double(m.deals); }));
  c.rows.push_back(paired("moves per deal", ma, mb, [](const MatchSummary& m) { return per_deal(m.moves, m); }));
  add_named_rows(c, c.a.moves_by_verb, c.b.moves_by_verb, " moves per deal", true,
                 [](const std::string& verb) -> PerMatch {
                   return [verb](const MatchSummary& m) { return per_deal(value_of(m.verb_moves, verb), m); };
                 });
  add_named_rows(c, c.a.metrics, c.b.metrics, " per deal (metric)", false, [](const std::string& metric) -> PerMatch {
    return [metric](const MatchSummary& m) { return per_deal(value_of(m.metrics, metric), m); };
  });
  adjust_for_many(c);
}

// `part`, the matches after those of `whole` (from their own seeds), added to it.
void append_matches(SimReport& whole, SimReport&& part) {
  merge_report(whole, part);
  whole.games += part.games;
  whole.partial = whole.partial || part.partial;
  whole.seconds += part.seconds;
  for (MatchSummary& m : part.matches) whole.matches.push_back(std::move(m));
}

// The matches at each look of a sequential comparison: the whole run, and halved down to the
// first that still has `first` matches; each look plays the second half of the next.
std::vector<int> look_sizes(int games, int first) {
  std::vector<int> looks{games};
  while (looks.back() / 2 >= std::max(first, 2)) looks.push_back(looks.back() / 2);
  std::reverse(looks.begin(), looks.end());
  return looks;
}
}  // namespace

Comparison compare(std::shared_ptr<const GameSpec> a, std::shared_ptr<const GameSpec> b, const RulesLoader& loader,
                   SimOptions opts) {
  opts.match_summaries = true;
  opts.records = false;
  Comparison c;
  c.a = simulate(a, loader, opts);
  c.b = simulate(b, loader, opts);
  compare_reports(*a, *b, c);
  return c;
}

Comparison compare_until_clear(std::shared_ptr<const GameSpec> a, std::shared_ptr<const GameSpec> b,
                               const RulesLoader& loader, SimOptions opts, const ClearRule& rule) {
  if (opts.shards != 1) throw Error("--until-clear plays the whole run: it takes no --shard");
  opts.match_summaries = true;
  opts.records = false;
  SequentialStop stop;
  stop.statistic = rule.statistic;
  stop.looks = look_sizes(opts.games, rule.first);
  // Bonferroni over the looks the rule may make: each look's interval at 1 - 0.05/K, so that the
  // interval it stops on covers the true difference 95% of the time whichever look that is.
  const double alpha = 0.05 / double(stop.looks.size());
  stop.level = 1 - alpha;
  Comparison c;
  for (std::size_t k = 0; k < stop.looks.size(); ++k) {
    SimOptions part = opts;
    part.games = stop.looks[k];
    if (k > 0) part.shards = part.shard = 2;  // matches looks[k-1] .. looks[k]-1
    SimReport ra = simulate(a, loader, part), rb = simulate(b, loader, part);
    if (k == 0) {
      c.a = std::move(ra);
      c.b = std::move(rb);
    } else {
      append_matches(c.a, std::move(ra));
      append_matches(c.b, std::move(rb));
    }
    compare_reports(*a, *b, c);
    ComparedRow* row = nullptr;
    for (ComparedRow& r : c.rows)
      if (r.compared() && r.name == rule.statistic) row = &r;
    if (!row) {
      std::vector<std::string> names;
      for (const ComparedRow& r : c.rows)
        if (r.compared()) names.push_back(r.name);
      throw Error("--until-clear: no statistic '" + rule.statistic +
                  "' that both sides have (statistics: " + join(names, ", ") + ")");
    }
    ++stop.looks_made;
    const double half = t_quantile(alpha, row->matches - 1) * row->se;
    row->interval = {row->difference - half, row->difference + half};
    row->p = std::min(1.0, row->p * double(stop.looks.size()));
    stop.excludes_zero = row->interval.low > 0 || row->interval.high < 0;
    stop.narrow = rule.width > 0 && row->interval.high - row->interval.low < rule.width;
    if (stop.excludes_zero || stop.narrow) break;
  }
  adjust_for_many(c);  // again, with the stopping statistic's p-value as the looks make it
  c.sequential = stop;
  return c;
}

std::string comparison_summary(const GameSpec& a, const SimOptions& opts, const Comparison& c) {
  std::vector<std::string> changes, only, never;
  std::vector<const ComparedRow*> scores;
  int plain_only = 0;
  bool seats_compared = false, seat_changes = false;
  for (const ComparedRow& row : c.rows)
    if (row.compared() && row.significant_corrected() && row.name.rfind("final score, seat ", 0) == 0)
      scores.push_back(&row);
  const std::optional<std::string> all_scores = every_seat_score(scores, a.players);
  for (const ComparedRow& row : c.rows) {
    if (!row.compared()) {
      const SideValue& side = row.a ? *row.a : *row.b;
      only.push_back(std::string(row.a ? "A" : "B") + " alone has " + row.name + ": " + statistic_text(side.mean) +
                     " (" + statistic_text(side.interval.low) + " to " + statistic_text(side.interval.high) + ")");
      continue;
    }
    seats_compared = seats_compared || is_rate(row);
    if (row.a->mean == 0 && row.b->mean == 0 && row.a->sd == 0 && row.b->sd == 0) never.push_back(row.name);
    if (row.significant_corrected()) {
      if (all_scores && std::find(scores.begin(), scores.end(), &row) != scores.end()) {
        if (&row == scores.front()) changes.push_back(*all_scores);
        continue;
      }
      changes.push_back(change_text(row));
      seat_changes = seat_changes || is_rate(row);
    } else if (row.significant()) {
      ++plain_only;
    }
  }
  std::string text = "Played by bots (" + lineup_text(opts.bots, a.players) + ") over " +
                     count_text(c.a.games, "match", "matches") + " of A and of B on the same deals, ";
  if (changes.empty())
    text += "no statistic differs between A and B once the " + std::to_string(c.tested) +
            " compared are corrected for their number.";
  else
    text += "going from A to B, " + listed(changes, "; ") + ".";
  if (seats_compared)
    text += seat_changes ? " No other seat's chance of winning changes." : " No seat's chance of winning changes.";
  if (!never.empty()) text += " Zero in every match of both: " + listed(never) + ".";
  if (!only.empty()) text += " " + listed(only, "; ") + ".";
  if (plain_only > 0)
    text += " " + count_text(plain_only, "more difference") + (plain_only == 1 ? " is" : " are") +
            " marked at the plain 5% level only: with " + std::to_string(c.tested) +
            " statistics compared, about one in twenty of those that do not change is so marked by chance.";
  if (c.sequential) text += " " + sequential_text(*c.sequential, c.a.games);
  return text;
}

std::string sequential_text(const SequentialStop& stop, int matches) {
  const std::string level = fixed(100 * stop.level, 1) + "%";
  std::vector<std::string> looks;
  for (int n : stop.looks) looks.push_back(std::to_string(n));
  std::string text = "Played until " + stop.statistic + " was clear, in looks of " + join(looks, ", ") + " matches: ";
  text += stop.excludes_zero || stop.narrow
              ? "it was after look " + std::to_string(stop.looks_made) + " of " + std::to_string(stop.looks.size()) +
                    " (" + std::to_string(matches) + " matches), its interval " +
                    (stop.excludes_zero ? "leaving out 0" : "narrower than the width asked for")
              : "it was not, after all " + std::to_string(matches) + " matches";
  return text + ". So that stopping at the look that looks best cannot flatter it, that interval is at the " + level +
         " level, 95% over the " + std::to_string(stop.looks.size()) + " looks the rule could make (Bonferroni).";
}

Json comparison_json(const GameSpec& a, const GameSpec& b, const SimOptions& opts, const Comparison& c) {
  Json j;
  j["a"] = report_json(a, opts, c.a);
  j["b"] = report_json(b, opts, c.b);
  j["bots"] = lineup_text(opts.bots, a.players);
  j["summary"] = comparison_summary(a, opts, c);
  j["correction"] = Json{{"method", "holm"}, {"statistics", c.tested}, {"level", 0.05}};
  const auto side_json = [](const std::optional<SideValue>& side) {
    return side ? Json{{"mean", side->mean},
                       {"ci95", Json::array({side->interval.low, side->interval.high})},
                       {"sd", side->sd}}
                : Json(nullptr);
  };
  Json rows = Json::array();
  for (const ComparedRow& r : c.rows) {
    Json row{{"statistic", r.name}, {"a", side_json(r.a)}, {"b", side_json(r.b)}, {"matches", r.matches}};
    if (r.compared()) {
      row["difference"] = r.difference;
      row["ci95"] = Json::array({r.interval.low, r.interval.high});
      row["p"] = r.p;
      row["p_holm"] = r.p_holm;
      row["significant"] = r.significant();
      row["significant_corrected"] = r.significant_corrected();
    }
    rows.push_back(row);
  }
  j["differences"] = rows;
  if (c.sequential)
    j["sequential"] = Json{{"statistic", c.sequential->statistic},   {"looks", c.sequential->looks},
                           {"looks_made", c.sequential->looks_made}, {"matches", c.a.games},
                           {"level", c.sequential->level},           {"excludes_zero", c.sequential->excludes_zero},
                           {"narrow", c.sequential->narrow}};
  return j;
}

}  // namespace cardrt
