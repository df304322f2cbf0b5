// Tuning an option for an aim (tune.hpp). Every value plays the same seeds, so the values are
// compared match by match; the aims' measures are not all means of per-match numbers (the gap
// between seats' win rates is a function of whole rates), so intervals and p-values come from one
// paired bootstrap over the matches, the same resamples for every value.
#include "cardrt/tune.hpp"

#include <algorithm>
#include <cmath>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/rng.hpp"
#include "cardrt/stats.hpp"
#include "cardrt/words.hpp"

namespace cardrt {

namespace {
constexpr int kResamples = 2000;
constexpr int kMostValues = 50;

bool lower_is_better(const TuneAim& aim) { return aim.kind != TuneAim::Kind::LeadChanges; }

// Changes of the leader (the one seat with the best running score) from one deal's end to the next.
double lead_changes(const MatchSummary& m, bool lowest_wins) {
  std::vector<std::int64_t> total;
  int leader = 0, changes = 0;
  for (const DealSummary& deal : m.deal_rows) {
    total.resize(deal.scores.size(), 0);
    for (std::size_t s = 0; s < deal.scores.size(); ++s) total[s] += deal.scores[s];
    int best = 0;
    bool alone = false;
    for (std::size_t s = 0; s < total.size(); ++s) {
      const bool better = best == 0 || (lowest_wins ? total[s] < total[std::size_t(best - 1)]
                                                    : total[s] > total[std::size_t(best - 1)]);
      if (better)
        best = int(s) + 1, alone = true;
      else if (total[s] == total[std::size_t(best - 1)])
        alone = false;
    }
    if (!alone) continue;  // a tie keeps the lead where it was
    if (leader != 0 && best != leader) ++changes;
    leader = best;
  }
  return changes;
}

// What the aim reads of each match of one value.
struct PerMatch {
  std::vector<double> x;                    // moves per deal, or lead changes
  std::vector<std::vector<bool>> side_won;  // by side: won alone (equal seats)
};

PerMatch per_match(const TuneAim& aim, const SimReport& report, const GameSpec& spec) {
  PerMatch out;
  for (const MatchSummary& m : report.matches) {
    if (aim.kind == TuneAim::Kind::DealLength) out.x.push_back(m.deals ? double(m.moves) / double(m.deals) : 0);
    if (aim.kind == TuneAim::Kind::LeadChanges) out.x.push_back(lead_changes(m, spec.lowest_score_wins));
    if (aim.kind == TuneAim::Kind::SeatWinRate) out.x.push_back(m.won[std::size_t(aim.seat - 1)] ? 1 : 0);
    if (aim.kind == TuneAim::Kind::EqualSeats) {
      std::vector<bool> won;
      for (const std::vector<int>& side : spec.teams) won.push_back(m.won[std::size_t(side.front() - 1)]);
      out.side_won.push_back(won);
    }
  }
  return out;
}

// The aim's measure over the matches `picked` (indices, repeats allowed).
double measure(const TuneAim& aim, const PerMatch& data, const std::vector<std::size_t>& picked) {
  if (picked.empty()) return 0;
  if (aim.kind == TuneAim::Kind::EqualSeats) {
    const std::size_t sides = data.side_won.front().size();
    std::vector<double> rate(sides, 0);
    for (std::size_t i : picked)
      for (std::size_t s = 0; s < sides; ++s) rate[s] += data.side_won[i][s] ? 1 : 0;
    double mean = 0;
    for (double& r : rate) mean += (r /= double(picked.size()));
    mean /= double(sides);
    double gap = 0;
    for (double r : rate) gap = std::max(gap, std::fabs(r - mean));
    return gap;
  }
  double sum = 0;
  for (std::size_t i : picked) sum += data.x[i];
  const double mean = sum / double(picked.size());
  return aim.kind == TuneAim::Kind::LeadChanges ? mean : std::fabs(mean - aim.target);
}

// The 2.5% and 97.5% points of sorted-on-the-way values.
Interval percentile_interval(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const auto at = [&](double q) { return values[std::size_t(std::llround(q * double(values.size() - 1)))]; };
  return {at(0.025), at(0.975)};
}
}  // namespace

TuneAim parse_aim(const std::string& text) {
  TuneAim aim;
  if (text == "equal-seats") return aim;
  if (text == "lead-changes") {
    aim.kind = TuneAim::Kind::LeadChanges;
    return aim;
  }
  const std::string prefix = "deal-length=";
  if (text.rfind(prefix, 0) == 0) {
    const std::string number = text.substr(prefix.size());
    char* end = nullptr;
    aim.target = std::strtod(number.c_str(), &end);
    if (number.empty() || *end != '\0' || !(aim.target > 0) || aim.target > 1e9)
      throw Error("--aim deal-length=N needs a number of moves above 0, got '" + number + "'");
    aim.kind = TuneAim::Kind::DealLength;
    return aim;
  }
  const std::string win_rate = "win-rate=";
  if (text.rfind(win_rate, 0) == 0) {
    const std::string spec = text.substr(win_rate.size());
    const std::size_t colon = spec.find(':');
    const std::string seat = spec.substr(0, colon);
    std::string rate = colon == std::string::npos ? "" : spec.substr(colon + 1);
    const bool percent = !rate.empty() && rate.back() == '%';
    if (percent) rate.pop_back();
    char* seat_end = nullptr;
    char* rate_end = nullptr;
    const long seat_number = std::strtol(seat.c_str(), &seat_end, 10);
    aim.target = std::strtod(rate.c_str(), &rate_end) / (percent ? 100 : 1);
    if (seat.empty() || *seat_end != '\0' || seat_number < 1 || seat_number > 1000 || rate.empty() ||
        *rate_end != '\0' || !(aim.target >= 0 && aim.target <= 1))
      throw Error("--aim win-rate=SEAT:RATE needs a seat and a rate from 0 to 1 (or 0% to 100%), got '" + spec + "'");
    aim.seat = int(seat_number);
    aim.kind = TuneAim::Kind::SeatWinRate;
    return aim;
  }
  throw Error("unknown aim '" + text + "' (aims: equal-seats, deal-length=N, lead-changes, win-rate=SEAT:RATE)");
}

TuneRange parse_range(const std::string& text, const GameSpec& game) {
  const std::size_t eq = text.find('=');
  if (eq == std::string::npos || eq == 0)
    throw Error("-o wants NAME=LOW..HIGH[:STEP] or NAME=A,B,C, got '" + text + "'");
  TuneRange range;
  range.option = text.substr(0, eq);
  const OptionDef* def = game.layout->option(range.option);
  if (!def) throw Error("unknown option '" + range.option + "' for " + game.layout->id);
  const std::string spec = text.substr(eq + 1);
  if (const std::size_t dots = spec.find(".."); dots != std::string::npos) {
    if (def->type != OptionType::Int) throw Error("option '" + range.option + "' is not an int: list its values A,B,C");
    const std::size_t colon = spec.find(':', dots);
    const auto integer = [&](const std::string& s) {
      std::size_t used = 0;
      long long v = 0;
      try {
        v = std::stoll(s, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (s.empty() || used != s.size()) throw Error("-o " + text + ": '" + s + "' is not an integer");
      return v;
    };
    const long long low = integer(spec.substr(0, dots));
    const long long high =
        integer(spec.substr(dots + 2, colon == std::string::npos ? std::string::npos : colon - dots - 2));
    const long long step = colon == std::string::npos ? 1 : integer(spec.substr(colon + 1));
    if (step < 1 || high < low) throw Error("-o " + text + ": wants LOW <= HIGH and a STEP of 1 or more");
    if ((high - low) / step + 1 > kMostValues)
      throw Error("-o " + text + ": more than " + std::to_string(kMostValues) + " values; give a STEP");
    for (long long v = low; v <= high; v += step) range.values.push_back(std::to_string(v));
  } else {
    range.values = split(spec, ',');
    if (range.values.size() > std::size_t(kMostValues))
      throw Error("-o " + text + ": more than " + std::to_string(kMostValues) + " values");
  }
  if (range.values.size() < 2) throw Error("-o " + text + ": tuning needs two values or more");
  return range;
}

Tuning tune(const Selection& base, const TuneRange& range, const TuneAim& aim, const RulesLoader& loader,
            SimOptions opts) {
  opts.match_summaries = true;
  opts.deal_summaries = aim.kind == TuneAim::Kind::LeadChanges;
  opts.records = false;
  Tuning t;
  t.range = range;
  t.aim = aim;
  std::vector<PerMatch> data;
  for (const std::string& value : range.values) {
    Selection sel = base;
    sel.option_text.emplace_back(range.option, value);  // the last word: after the base's own -o
    const std::shared_ptr<const GameSpec> spec = make_spec(sel);
    if (aim.kind == TuneAim::Kind::EqualSeats && spec->teams.size() < 2)
      throw Error("--aim equal-seats needs two sides or more");
    if (aim.seat > spec->players)
      throw Error("--aim win-rate: seat " + std::to_string(aim.seat) + " is not at the table of " +
                  std::to_string(spec->players) + " players");
    TunePoint point;
    point.value = value;
    point.report = simulate(spec, loader, opts);
    data.push_back(per_match(aim, point.report, *spec));
    t.points.push_back(std::move(point));
  }
  const std::size_t n = t.points.front().report.matches.size();
  std::vector<std::size_t> all(n);
  for (std::size_t i = 0; i < n; ++i) all[i] = i;
  for (std::size_t v = 0; v < t.points.size(); ++v) t.points[v].score = measure(aim, data[v], all);
  const bool lower = lower_is_better(aim);
  for (std::size_t v = 1; v < t.points.size(); ++v)
    if (lower ? t.points[v].score < t.points[t.best].score : t.points[v].score > t.points[t.best].score) t.best = v;
  t.points[t.best].best = true;
  // One paired bootstrap: resample i draws the same matches for every value.
  std::vector<std::vector<double>> scores(t.points.size()), differences(t.points.size());
  Rng rng(opts.seed ^ 0x7475'6e65'7475'6e65ULL);
  std::vector<std::size_t> picked(n);
  for (int r = 0; r < kResamples && n > 0; ++r) {
    for (std::size_t& i : picked) i = rng.uniform(std::uint32_t(n));
    std::vector<double> at(t.points.size());
    for (std::size_t v = 0; v < t.points.size(); ++v) scores[v].push_back(at[v] = measure(aim, data[v], picked));
    for (std::size_t v = 0; v < t.points.size(); ++v) differences[v].push_back(at[v] - at[t.best]);
  }
  std::vector<double> p;
  for (std::size_t v = 0; v < t.points.size() && n > 0; ++v) {
    TunePoint& point = t.points[v];
    point.interval = percentile_interval(scores[v]);
    if (v == t.best) continue;
    point.difference = point.score - t.points[t.best].score;
    point.difference_interval = percentile_interval(differences[v]);
    const auto at_most_0 = std::count_if(differences[v].begin(), differences[v].end(), [](double d) { return d <= 0; });
    const auto at_least_0 =
        std::count_if(differences[v].begin(), differences[v].end(), [](double d) { return d >= 0; });
    point.p = std::min(1.0, 2 * double(std::min(at_most_0, at_least_0)) / double(kResamples));
    p.push_back(point.p);
  }
  const std::vector<double> adjusted = holm_adjusted(p);
  std::size_t k = 0;
  for (std::size_t v = 0; v < t.points.size(); ++v)
    if (v != t.best && k < adjusted.size()) t.points[v].p_holm = adjusted[k++];
  return t;
}

std::string aim_text(const TuneAim& aim) {
  switch (aim.kind) {
    case TuneAim::Kind::EqualSeats:
      return "every seat as likely to win (the largest gap of a seat's win rate from their mean)";
    case TuneAim::Kind::DealLength:
      return "deals of " + statistic_text(aim.target) + " moves (the distance of the moves per deal from it)";
    case TuneAim::Kind::LeadChanges: return "the most changes of the leader between deals (per match)";
    case TuneAim::Kind::SeatWinRate:
      return "seat " + std::to_string(aim.seat) + " winning " + percent_text(aim.target) +
             " of the matches (the distance of its win rate from it)";
  }
  return "";
}

std::string tuning_summary(const Tuning& t, const SimOptions& opts, int players) {
  const TunePoint& best = t.points[t.best];
  std::string text = "Played by bots (" + lineup_text(opts.bots, players) + ") over " +
                     std::to_string(best.report.games) + " matches of each value on the same deals, aiming at " +
                     aim_text(t.aim) + ": " + t.range.option + "=" + best.value + " does best, " +
                     statistic_text(best.score) + " (" + statistic_text(best.interval.low) + " to " +
                     statistic_text(best.interval.high) + ").";
  std::vector<std::string> close;
  for (const TunePoint& point : t.points)
    if (!point.best && point.p_holm >= 0.05) close.push_back(point.value);
  if (close.empty())
    text += " Every other value does worse, after Holm's correction for the " + std::to_string(t.points.size() - 1) +
            " compared with it.";
  else
    text += " Not told apart from it after Holm's correction: " + t.range.option + "=" + join(close, ", ") +
            " — more matches may separate them.";
  return text;
}

Json tuning_json(const Tuning& t, const SimOptions& opts, int players) {
  Json j;
  j["option"] = t.range.option;
  j["aim"] = aim_text(t.aim);
  j["bots"] = lineup_text(opts.bots, players);
  j["seed"] = opts.seed;
  j["games"] = t.points.front().report.games;
  j["best"] = t.points[t.best].value;
  j["summary"] = tuning_summary(t, opts, players);
  j["correction"] = Json{{"method", "holm"}, {"values", int(t.points.size()) - 1}, {"level", 0.05}};
  Json points = Json::array();
  for (const TunePoint& point : t.points) {
    Json p{{"value", point.value},
           {"score", point.score},
           {"ci95", Json::array({point.interval.low, point.interval.high})},
           {"best", point.best}};
    if (!point.best) {
      p["difference"] = point.difference;
      p["difference_ci95"] = Json::array({point.difference_interval.low, point.difference_interval.high});
      p["p"] = point.p;
      p["p_holm"] = point.p_holm;
    }
    Json rates = Json::array();
    for (const SeatStats& seat : point.report.seats)
      rates.push_back(point.report.games ? double(seat.wins) / double(point.report.games) : 0.0);
    p["win_rates"] = rates;
    p["moves_per_deal"] = point.report.moves_per_deal.mean();
    p["deals_per_match"] = point.report.deals_per_match.mean();
    points.push_back(p);
  }
  j["values"] = points;
  return j;
}

}  // namespace cardrt
