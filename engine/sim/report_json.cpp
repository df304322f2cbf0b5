// The JSON view of a simulation report (report_json, `simulate --json`): every statistic with
// its sample size and 95% interval, as the page and scripts read it.
#include "cardrt/simulate.hpp"

namespace cardrt {

namespace {
Json interval_json(Interval i) { return Json::array({i.low, i.high}); }

// n, mean, standard deviation and the 95% interval of the mean, each divided by `scale`.
Json sample_json(const Sample& sample, double scale = 1) {
  const Interval ci = sample.mean_interval();
  return Json{{"n", sample.n()},
              {"mean", sample.mean() / scale},
              {"sd", sample.sd() / scale},
              {"ci95", interval_json({ci.low / scale, ci.high / scale})}};
}

Json distribution_json(const Sample& sample) {
  Json j = sample_json(sample);
  j["median"] = sample.quantile(0.5);
  j["p90"] = sample.quantile(0.9);
  j["min"] = sample.min();
  j["max"] = sample.max();
  // How often each value came, [[value, count], ...] in value order: the report page's histograms.
  Json counts = Json::array();
  for (const auto& [value, count] : sample.counts()) counts.push_back(Json::array({value, count}));
  j["counts"] = counts;
  return j;
}

// A sample as the report shows it: as a distribution when it keeps the counts of its values.
Json shown_json(const Sample& sample) {
  return sample.keeps_counts() ? distribution_json(sample) : sample_json(sample);
}

Json rate_json(std::int64_t hits, std::int64_t n) {
  return Json{
      {"count", hits}, {"rate", n ? double(hits) / double(n) : 0.0}, {"ci95", interval_json(wilson_interval(hits, n))}};
}
}  // namespace

Json report_json(const GameSpec& spec, const SimOptions& opts, const SimReport& r) {
  Json j = selection_json(spec);
  j["games"] = r.games;
  j["partial"] = r.partial;
  j["seed"] = opts.seed;
  j["threads"] = r.threads;
  j["bots"] = opts.bots;
  j["seconds"] = r.seconds;
  j["games_per_second"] = r.games_per_second();
  j["deals"] = r.deals;
  j["moves"] = r.moves;
  j["mean_deals_per_game"] = r.games ? double(r.deals) / r.games : 0.0;
  j["mean_moves_per_deal"] = r.deals ? double(r.moves) / double(r.deals) : 0.0;
  j["deals_per_second"] = r.seconds > 0 ? double(r.deals) / r.seconds : 0.0;
  Json seats = Json::array();
  for (std::size_t s = 0; s < r.seats.size(); ++s) {
    const SeatStats& seat = r.seats[s];
    Json e;
    e["seat"] = s + 1;
    e["side"] = spec.team_of_seat[s + 1] + 1;
    e["wins"] = seat.wins;
    e["win_rate"] = r.games ? double(seat.wins) / r.games : 0.0;
    e["win_rate_ci95"] = interval_json(wilson_interval(seat.wins, r.games));
    e["shared_wins"] = seat.shared;
    e["mean_score"] = seat.final_score.mean();
    for (const auto& statistic : kSeatSamples) e[statistic.report_key] = shown_json(seat.*statistic.sample);
    seats.push_back(e);
  }
  j["seats"] = seats;
  Json sides = Json::array();
  for (std::size_t t = 0; t < r.sides.size(); ++t) {
    sides.push_back(Json{{"side", t + 1},
                         {"seats", spec.teams[t]},
                         {"wins", rate_json(r.sides[t].wins, r.games)},
                         {"shared_wins", r.sides[t].shared}});
  }
  j["sides"] = sides;
  j["ties"] = rate_json(r.tied, r.games);
  for (const auto& statistic : kLengthSamples) j[statistic.report_key] = shown_json(r.*statistic.sample);
  Json positions = Json::array();
  for (std::size_t p = 0; p < r.by_position.size(); ++p)
    positions.push_back(Json{{"from_dealer", p}, {"deal_score", sample_json(r.by_position[p])}});
  j["deal_score_by_position"] = positions;
  for (const auto& statistic : kEdgeSamples) j[statistic.report_key] = sample_json(r.*statistic.sample, edge_scale(r));
  Json verbs = Json::object();
  for (const auto& [verb, sample] : r.moves_by_verb) verbs[verb] = sample_json(sample);
  j["moves_by_verb_per_deal"] = verbs;
  Json metrics = Json::object();
  for (const auto& [name, sample] : r.metrics) metrics[name] = shown_json(sample);
  j["metrics_per_deal"] = metrics;
  if (!spec.layout->stats_by.empty()) {
    // Deals by the value the stats_by var had when the deal ended, with each seat's mean.
    const SlotDef& def = spec.layout->slots[std::size_t(spec.layout->slot_index(spec.layout->stats_by))];
    Json groups = Json::object();
    for (const auto& [value, g] : r.groups) {
      Json means = Json::array();
      for (auto sum : g.score_sums) means.push_back(double(sum) / double(g.deals));
      groups[stats_group_name(spec, value)] =
          Json{{"deals", g.deals},
               {"mean_deal_score", means},
               {"deals_per_second_per_thread", g.seconds > 0 ? double(g.deals) / g.seconds : 0.0}};
    }
    j["by_" + def.name] = groups;
  }
  Json checks;
  checks["deals_checked"] = r.deals_checked;
  checks["cards_conserved"] = r.card_violations == 0;
  checks["card_violations"] = r.card_violations;
  checks["conserved_counters"] = spec.layout->conserved;
  checks["counters_conserved"] = r.counter_violations == 0;
  checks["counter_violations"] = r.counter_violations;
  if (r.score_terms) {
    checks["score_terms_match"] = r.score_term_violations == 0;
    checks["score_term_violations"] = r.score_term_violations;
    // What each term contributed, per seat and deal on average.
    Json means = Json::object();
    for (const auto& [name, sums] : r.term_sums) {
      Json per_seat = Json::array();
      for (auto sum : sums) per_seat.push_back(r.deals_checked ? double(sum) / double(r.deals_checked) : 0.0);
      means[name] = per_seat;
    }
    j["mean_score_terms"] = means;
  }
  checks["first_violations"] = r.first_violations;
  j["checks"] = checks;
  return j;
}

Json match_rows_json(const GameSpec& spec, const SimReport& report) {
  Json rows = Json::array();
  for (const MatchSummary& m : report.matches) {
    Json row{{"match", m.match}, {"seed", m.seed}, {"deals", m.deals}, {"moves", m.moves}};
    for (std::size_t s = 0; s < m.scores.size(); ++s) {
      const std::string seat = std::to_string(s + 1);
      row["score_" + seat] = m.scores[s];
      row["won_" + seat] = bool(m.won[s]);
      row["shared_" + seat] = bool(m.shared[s]);
    }
    // Every verb and metric the game has, 0 where the match had none, so that rows line up.
    for (const auto& move : spec.layout->moves) {
      const auto it = m.verb_moves.find(move.verb);
      row["moves_" + move.verb] = it == m.verb_moves.end() ? 0 : it->second;
    }
    for (const auto& [name, sample] : report.metrics) {
      const auto it = m.metrics.find(name);
      row["metric_" + name] = it == m.metrics.end() ? 0 : it->second;
    }
    rows.push_back(row);
  }
  return rows;
}

}  // namespace cardrt
