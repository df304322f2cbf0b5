// The text view of a simulation report (report_text.hpp): the run, the seats' wins and scores,
// lengths, edges, verbs, metrics and groups in aligned columns, and the checks.
#include "report_text.hpp"

#include <algorithm>
#include <iostream>

#include "texts.hpp"

namespace cardrt::cli {

namespace {

std::string check_text(std::int64_t violations, std::int64_t deals) {
  return violations == 0 ? "yes (all " + std::to_string(deals) + " deals)"
                         : "NO (" + std::to_string(violations) + " of " + std::to_string(deals) + " deals)";
}

// "12.3 (11.8 to 12.9)": a mean or a rate with its 95% interval.
std::string with_interval(double value, Interval ci, int decimals) {
  return fixed(value, decimals) + " (" + fixed(ci.low, decimals) + " to " + fixed(ci.high, decimals) + ")";
}
std::string mean_text(const Sample& sample, int decimals, double divide = 1) {
  const Interval ci = sample.mean_interval();
  return with_interval(sample.mean() / divide, {ci.low / divide, ci.high / divide}, decimals);
}
std::string rate_text(std::int64_t hits, std::int64_t n) {
  const Interval ci = wilson_interval(hits, n);
  return fixed(n ? 100.0 * double(hits) / double(n) : 0.0, 1) + "% (" + fixed(100 * ci.low, 1) + " to " +
         fixed(100 * ci.high, 1) + ")";
}
std::string spread_text(const Sample& sample) {
  return "median " + std::to_string(sample.quantile(0.5)) + ", 90% at most " + std::to_string(sample.quantile(0.9)) +
         ", max " + std::to_string(sample.max());
}
std::string signed_mean_text(const Sample& sample, double divide) {
  const std::string text = mean_text(sample, 2, divide);
  return sample.mean() >= 0 ? "+" + text : text;
}

}  // namespace

void print_report(const GameSpec& spec, const SimOptions& opts, const SimReport& r) {
  std::cout << spec_text(spec) << "\nbots " << opts.bots << ", seed " << opts.seed << "\n";
  std::cout << count_text(r.games, "game") << " on " << count_text(r.threads, "thread") << " in " << fixed(r.seconds, 2)
            << " s: " << fixed(r.games_per_second(), 1) << " games/s\n";
  std::cout << count_text(r.deals, "deal") << ": " << fixed(r.games ? double(r.deals) / r.games : 0.0, 2)
            << " per game (" << spread_text(r.deals_per_match) << "), " << fixed(r.moves_per_deal.mean(), 1)
            << " moves per deal (" << spread_text(r.moves_per_deal) << ")\n";
  if (r.partial) std::cout << "PARTIAL: interrupted, only the matches finished are counted\n";
  std::cout << "95% intervals in brackets; a win is "
            << (spec.won_slot >= 0 ? "a match the rules declared won ('" +
                                         spec.layout->slots[std::size_t(spec.slot_def_of(spec.won_slot))].name + "')"
                                   : std::string("a match the seat's side ended alone with the best score"))
            << "\n";
  std::vector<std::vector<std::string>> rows = {{"seat", "wins", "win %", "shared", "mean score", "mean deal score"}};
  for (std::size_t s = 0; s < r.seats.size(); ++s) {
    const SeatStats& seat = r.seats[s];
    rows.push_back({std::to_string(s + 1), std::to_string(seat.wins), rate_text(seat.wins, r.games),
                    std::to_string(seat.shared), mean_text(seat.final_score, 2), mean_text(seat.deal_score, 2)});
  }
  print_columns(std::cout, rows, "  ");
  bool partnerships = false;
  for (const auto& team : spec.teams) partnerships = partnerships || team.size() > 1;
  if (partnerships) {
    std::vector<std::vector<std::string>> sides = {{"side", "seats", "wins", "win %", "shared"}};
    for (std::size_t t = 0; t < r.sides.size(); ++t) {
      std::string seats;
      for (int seat : spec.teams[t]) seats += (seats.empty() ? "" : "+") + std::to_string(seat);
      sides.push_back({std::to_string(t + 1), seats, std::to_string(r.sides[t].wins),
                       rate_text(r.sides[t].wins, r.games), std::to_string(r.sides[t].shared)});
    }
    print_columns(std::cout, sides, "  ");
  }
  // A game a var decides has no ties; a player alone has no edge over others.
  if (spec.won_slot < 0)
    std::cout << "ties (sides sharing the best score): " << r.tied << " of " << count_text(r.games, "match", "matches")
              << ", " << rate_text(r.tied, r.games) << "\n";
  if (spec.players > 1) {
    std::cout << "edge in points a deal over the other seats:";
    for (const auto& statistic : kEdgeSamples)
      std::cout << (&statistic == &kEdgeSamples[0] ? " " : ", ") << statistic.label << " "
                << signed_mean_text(r.*statistic.sample, edge_scale(r));
    std::cout << "\n";
  }
  if (spec.players > 1) {
    std::cout << "mean deal score by seat from the dealer:";
    for (std::size_t p = 0; p < r.by_position.size(); ++p)
      std::cout << (p ? ", " : " ") << (p == 0 ? std::string("dealer") : "+" + std::to_string(p)) << " "
                << mean_text(r.by_position[p], 2);
    std::cout << "\n";
  }
  std::cout << "moves per deal by kind:";
  bool first = true;
  for (const auto& [verb, sample] : r.moves_by_verb) {
    if (sample.sum() == 0) continue;
    std::cout << (first ? " " : ", ") << verb << " " << mean_text(sample, 2);
    first = false;
  }
  std::cout << "\n";
  if (!r.metrics.empty()) {
    std::vector<std::vector<std::string>> metrics = {
        {"  metric", "mean per deal", "median", "90th pct", "min to max", "deals"}};
    for (const auto& [name, sample] : r.metrics)
      metrics.push_back({"  " + name, mean_text(sample, 3), std::to_string(sample.quantile(0.5)),
                         std::to_string(sample.quantile(0.9)),
                         std::to_string(sample.min()) + " to " + std::to_string(sample.max()),
                         std::to_string(sample.n())});
    print_columns(std::cout, metrics, "  ");
  }
  if (!spec.layout->stats_by.empty()) {
    // Mean deal score per value of the game's stats_by var (e.g. per contract).
    const SlotDef& def = spec.layout->slots[std::size_t(spec.layout->slot_index(spec.layout->stats_by))];
    std::vector<std::string> header = {def.name, "deals", "deals/s"};
    for (std::size_t s = 0; s < r.seats.size(); ++s) header.push_back("seat " + std::to_string(s + 1));
    std::vector<std::vector<std::string>> groups = {header};
    for (const auto& [value, g] : r.groups) {
      std::vector<std::string> row = {stats_group_name(spec, value), std::to_string(g.deals),
                                      fixed(g.seconds > 0 ? double(g.deals) / g.seconds : 0.0, 0)};
      for (auto sum : g.score_sums) row.push_back(fixed(double(sum) / double(g.deals), 2));
      groups.push_back(row);
    }
    std::cout << "by " << def.name << " (deals per second of one thread; mean points per deal):\n";
    print_columns(std::cout, groups, "  ");
  }
  std::cout << "checks at the end of every deal:\n";
  std::cout << "  cards conserved: " << check_text(r.card_violations, r.deals_checked) << "\n";
  if (spec.layout->conserved.empty())
    std::cout << "  conserved counters: none listed in game.yaml\n";
  else
    std::cout << "  counters conserved (" << join(spec.layout->conserved, ", ")
              << "): " << check_text(r.counter_violations, r.deals_checked) << "\n";
  if (r.score_terms) {
    std::cout << "  deal scores = sums of the rules' score terms: "
              << check_text(r.score_term_violations, r.deals_checked) << "\n  mean score terms per deal:\n";
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> head = {"    term"};
    for (int seat = 1; seat <= spec.players; ++seat) head.push_back("seat " + std::to_string(seat));
    rows.push_back(head);
    for (const auto& [name, sums] : r.term_sums) {
      std::vector<std::string> row = {"    " + name};
      for (auto sum : sums) row.push_back(fixed(r.deals_checked ? double(sum) / double(r.deals_checked) : 0.0, 2));
      rows.push_back(row);
    }
    print_columns(std::cout, rows, "  ");
  }
  for (const auto& message : r.first_violations) std::cout << "  " << message << "\n";
}

}  // namespace cardrt::cli
