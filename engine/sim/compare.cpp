// Two games played on the same seeds, compared statistic by statistic (compare.hpp).
#include "cardrt/compare.hpp"

#include <cmath>
#include <functional>

#include "cardrt/error.hpp"

namespace cardrt {

namespace {
// The row of a statistic given per match as x(match) for A and for B.
ComparedRow paired(const std::string& name, const std::vector<MatchSummary>& a, const std::vector<MatchSummary>& b,
                   const std::function<double(const MatchSummary&)>& x) {
  ComparedRow row;
  row.name = name;
  const std::size_t n = a.size();
  row.matches = std::int64_t(n);
  double sum_a = 0, sum_b = 0;
  std::vector<double> d(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double xa = x(a[i]), xb = x(b[i]);
    sum_a += xa;
    sum_b += xb;
    d[i] = xa - xb;
  }
  if (n == 0) return row;
  row.a = sum_a / double(n);
  row.b = sum_b / double(n);
  double mean = 0;
  for (double v : d) mean += v;
  mean /= double(n);
  double squares = 0;
  for (double v : d) squares += (v - mean) * (v - mean);
  row.difference = mean;
  const double half = n > 1 ? t_quantile_95(std::int64_t(n) - 1) * std::sqrt(squares / double(n - 1) / double(n)) : 0;
  row.interval = {mean - half, mean + half};
  return row;
}

double per_deal(std::int64_t total, const MatchSummary& m) { return m.deals ? double(total) / double(m.deals) : 0; }

std::int64_t value_of(const std::map<std::string, std::int64_t>& values, const std::string& name) {
  const auto it = values.find(name);
  return it == values.end() ? 0 : it->second;
}
}  // namespace

Comparison compare(std::shared_ptr<const GameSpec> a, std::shared_ptr<const GameSpec> b, const RulesLoader& loader,
                   SimOptions opts) {
  opts.match_summaries = true;
  opts.records = false;
  Comparison c;
  c.a = simulate(a, loader, opts);
  c.b = simulate(b, loader, opts);
  const auto& ma = c.a.matches;
  const auto& mb = c.b.matches;
  if (a->players == b->players) {
    for (int seat = 1; seat <= a->players; ++seat) {
      const std::size_t s = std::size_t(seat - 1);
      c.rows.push_back(paired("win rate, seat " + std::to_string(seat), ma, mb,
                              [s](const MatchSummary& m) { return m.won[s] ? 1.0 : 0.0; }));
    }
    for (int seat = 1; seat <= a->players; ++seat) {
      const std::size_t s = std::size_t(seat - 1);
      c.rows.push_back(paired("final score, seat " + std::to_string(seat), ma, mb,
                              [s](const MatchSummary& m) { return double(m.scores[s]); }));
    }
  }
  c.rows.push_back(paired("deals per match", ma, mb, [](const MatchSummary& m) { return double(m.deals); }));
  c.rows.push_back(paired("moves per deal", ma, mb, [](const MatchSummary& m) { return per_deal(m.moves, m); }));
  for (const auto& [verb, sample] : c.a.moves_by_verb) {
    if (!c.b.moves_by_verb.count(verb) || (sample.sum() == 0 && c.b.moves_by_verb.at(verb).sum() == 0)) continue;
    c.rows.push_back(paired(verb + " moves per deal", ma, mb, [name = verb](const MatchSummary& m) {
      return per_deal(value_of(m.verb_moves, name), m);
    }));
  }
  for (const auto& [metric, sample] : c.a.metrics) {
    if (!c.b.metrics.count(metric)) continue;
    c.rows.push_back(paired(metric + " per deal (metric)", ma, mb,
                            [name = metric](const MatchSummary& m) { return per_deal(value_of(m.metrics, name), m); }));
  }
  return c;
}

Json comparison_json(const GameSpec& a, const GameSpec& b, const SimOptions& opts, const Comparison& c) {
  Json j;
  j["a"] = report_json(a, opts, c.a);
  j["b"] = report_json(b, opts, c.b);
  Json rows = Json::array();
  for (const ComparedRow& r : c.rows)
    rows.push_back(Json{{"statistic", r.name},
                        {"a", r.a},
                        {"b", r.b},
                        {"difference", r.difference},
                        {"ci95", Json::array({r.interval.low, r.interval.high})},
                        {"matches", r.matches},
                        {"significant", r.significant()}});
  j["differences"] = rows;
  return j;
}

}  // namespace cardrt
