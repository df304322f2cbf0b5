// `cardrt compare A B`: two games or variants on the same seeds and bots, every statistic side by
// side with the paired difference and whether it is significant.
#include <cmath>
#include <iostream>
#include <memory>

#include "cardrt/bots.hpp"
#include "cardrt/compare.hpp"
#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/runtime.hpp"
#include "commands.hpp"
#include "report_page.hpp"

namespace cardrt::cli {

namespace {

struct CompareArgs {
  Selection a, b;
  std::vector<std::string> both_options, a_options, b_options, dirs;
  int players = 0;
  std::optional<std::uint64_t> seed;
  SimOptions sim;
  bool json = false;
  std::string report_file;  // the comparison as a web page
};

std::string number(double value) { return fixed(value, std::fabs(value) >= 100 ? 1 : 3); }

int run_compare(CompareArgs args) {
  for (Selection* side : {&args.a, &args.b}) {
    add_option_texts(args.both_options, *side);
    side->players = args.players;
    side->search_dirs = args.dirs;
  }
  add_option_texts(args.a_options, args.a);
  add_option_texts(args.b_options, args.b);
  auto a = make_spec(args.a), b = make_spec(args.b);
  SimOptions opts = args.sim;
  opts.seed = args.seed.value_or(1);
  const Comparison c = compare(a, b, load_rules, opts);
  const Json document = comparison_json(*a, *b, opts, c);
  if (!args.report_file.empty()) write_file_atomic(args.report_file, comparison_page(*a, *b, document));
  if (args.json) {
    std::cout << json_text(document, 2, JsonChars::ascii) << "\n";
    return 0;
  }
  std::cout << "A: " << spec_text(*a) << "\nB: " << spec_text(*b) << "\nbots " << opts.bots << ", seed " << opts.seed
            << ", " << count_text(opts.games, "match", "matches") << " each, match i of both from the same seed\n";
  std::cout << "difference A - B match by match, with its 95% interval; * where it leaves out 0\n";
  std::vector<std::vector<std::string>> rows = {{"statistic", "A", "B", "A - B (95% interval)", ""}};
  for (const ComparedRow& r : c.rows)
    rows.push_back({r.name, number(r.a), number(r.b),
                    number(r.difference) + " (" + number(r.interval.low) + " to " + number(r.interval.high) + ")",
                    r.significant() ? "*" : ""});
  print_columns(std::cout, rows, "  ");
  return 0;
}

}  // namespace

void add_compare_command(CLI::App& app, Command& chosen) {
  auto args = std::make_shared<CompareArgs>();
  CLI::App* cmd = app.add_subcommand(
      "compare", "Play two games or variants on the same seeds and bots and compare every statistic");
  cmd->add_option("A", args->a.game, "A game name, a ruleset folder or a variant file")->required();
  cmd->add_option("B", args->b.game, "The game to compare it with (often the same, with other options)")->required();
  cmd->add_option("--a-variant", args->a.variant, "A named variant of A")->type_name("V");
  cmd->add_option("--b-variant", args->b.variant, "A named variant of B")->type_name("V");
  cmd->add_option("-o,--option", args->both_options, "An option of both games (repeatable)")->type_name("KEY=VALUE");
  cmd->add_option("-a,--a-option", args->a_options, "An option of A only (repeatable)")->type_name("KEY=VALUE");
  cmd->add_option("-b,--b-option", args->b_options, "An option of B only (repeatable)")->type_name("KEY=VALUE");
  cmd->add_option("--players", args->players, "Number of players of both (default: each game's own)")->type_name("N");
  cmd->add_option_function<std::uint64_t>(
         "--seed", [args](const std::uint64_t& seed) { args->seed = seed; }, "Seed of match 1 (default: 1)")
      ->type_name("S");
  add_rules_dirs_option(*cmd, args->dirs);
  cmd->add_option("--games", args->sim.games, "Matches of each game")->type_name("N")->required();
  cmd->add_option("--threads", args->sim.threads, "Worker threads (the comparison does not depend on them)")
      ->type_name("T")
      ->capture_default_str();
  cmd->add_option("--bots", args->sim.bots, "Bots, as for simulate; bots: " + bot_names())
      ->type_name("B")
      ->capture_default_str();
  add_limit_options(*cmd, args->sim.limits);
  cmd->add_flag("--json", args->json, "Print both reports and the differences as JSON");
  cmd->add_option("--report", args->report_file,
                  "Also write the comparison as one self-contained web page: A and B side by side in charts and "
                  "tables, the significant differences marked")
      ->type_name("FILE.html");
  cmd->callback([&chosen, args] { chosen = [args] { return run_compare(*args); }; });
}

}  // namespace cardrt::cli
