// `cardrt tune GAME -o NAME=RANGE --aim AIM`: every value of an option played on the same seeds,
// each value's measure of the aim with its interval, the best value and the evidence against the
// others.
#include <iostream>
#include <memory>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/tune.hpp"
#include "commands.hpp"
#include "report_page.hpp"

namespace cardrt::cli {

namespace {

struct TuneArgs {
  SelectionArgs selection;
  SimOptions sim;
  std::string aim;
  bool json = false;
  std::string report_file;  // the tuning as a web page
};

// A value that names several: LOW..HIGH[:STEP] or A,B,C.
bool is_range(const std::string& value) {
  return value.find("..") != std::string::npos || value.find(',') != std::string::npos;
}

void print_points(const Tuning& t) {
  std::cout << "each value's measure with its 95% interval; against the best, the paired difference match by "
               "match (bootstrap),\nits p-value and * where it is significant after Holm's correction for the "
            << t.points.size() - 1 << " values compared with the best.\n";
  std::vector<std::vector<std::string>> rows = {{t.range.option, "measure (95% interval)",
                                                 "minus the best (95% interval)", "p", "Holm", "moves/deal",
                                                 "deals/match", "win rates by seat"}};
  for (const TunePoint& point : t.points) {
    std::string rates;
    for (const SeatStats& seat : point.report.seats)
      rates +=
          (rates.empty() ? "" : " ") + percent_text(point.report.games ? double(seat.wins) / point.report.games : 0);
    rows.push_back({point.value + (point.best ? " (best)" : ""),
                    statistic_text(point.score) + " (" + statistic_text(point.interval.low) + " to " +
                        statistic_text(point.interval.high) + ")",
                    point.best
                        ? ""
                        : statistic_text(point.difference) + " (" + statistic_text(point.difference_interval.low) +
                              " to " + statistic_text(point.difference_interval.high) + ")",
                    point.best ? "" : p_value_text(point.p), !point.best && point.p_holm < 0.05 ? "*" : "",
                    statistic_text(point.report.moves_per_deal.mean()),
                    statistic_text(point.report.deals_per_match.mean()), rates});
  }
  print_columns(std::cout, rows, "  ");
}

int run_tune(TuneArgs args) {
  Selection base = args.selection.selection;
  std::vector<std::string> ranged;
  std::vector<std::pair<std::string, std::string>> fixed;
  for (const auto& [key, value] : base.option_text)
    if (is_range(value))
      ranged.push_back(key + "=" + value);
    else
      fixed.emplace_back(key, value);
  if (ranged.size() != 1)
    throw Error("tune wants exactly one -o NAME=LOW..HIGH[:STEP] or NAME=A,B,C, got " + std::to_string(ranged.size()));
  base.option_text = fixed;
  const auto game = make_spec(base);
  const TuneRange range = parse_range(ranged.front(), *game);
  const TuneAim aim = parse_aim(args.aim);
  SimOptions opts = args.sim;
  opts.seed = args.selection.seed.value_or(1);
  const Tuning t = tune(base, range, aim, load_rules, opts);
  const Json document = tuning_json(t, opts, game->players);
  if (!args.report_file.empty()) write_file_atomic(args.report_file, tuning_page(*game, document));
  if (args.json) {
    std::cout << json_text(document, 2, JsonChars::ascii) << "\n";
    return 0;
  }
  std::cout << "game: " << spec_text(*game) << "\ntuning: " << range.option << " over " << join(range.values, ", ")
            << "\naim: " << aim_text(aim) << "\nbots: " << lineup_text(opts.bots, game->players) << "\nseed "
            << opts.seed << ", " << count_text(opts.games, "match", "matches")
            << " a value, match i of every value from the same seed\n\n"
            << wrapped(tuning_summary(t, opts, game->players), 100) << "\n";
  print_points(t);
  return 0;
}

}  // namespace

void add_tune_command(CLI::App& app, Command& chosen) {
  auto args = std::make_shared<TuneArgs>();
  CLI::App* cmd = app.add_subcommand(
      "tune", "Play every value of an option on the same seeds and find the one that best meets an aim");
  add_selection_options(*cmd, args->selection, "1");
  cmd->add_option("--aim", args->aim, "equal-seats, deal-length=N (moves), lead-changes or win-rate=SEAT:RATE")
      ->type_name("AIM")
      ->required();
  cmd->add_option("--games", args->sim.games, "Matches of each value")->type_name("N")->required();
  cmd->add_option("--threads", args->sim.threads, "Worker threads (the results do not depend on them)")
      ->type_name("T")
      ->capture_default_str();
  cmd->add_option("--bots", args->sim.bots, "Bots, as for simulate; bots: " + bot_names())
      ->type_name("B")
      ->capture_default_str();
  add_limit_options(*cmd, args->sim.limits);
  cmd->add_flag("--json", args->json, "Print every value's measure, interval and difference from the best as JSON");
  cmd->add_option("--report", args->report_file, "Also write the tuning as a web page (the curve) to FILE")
      ->type_name("FILE");
  cmd->callback([&chosen, args] { chosen = [args] { return run_tune(*args); }; });
}

}  // namespace cardrt::cli
