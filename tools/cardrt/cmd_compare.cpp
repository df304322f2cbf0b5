// `cardrt compare A B`: two games or variants on the same seeds and bots, every statistic side by
// side with the paired difference and whether it is significant, plainly and after Holm's
// correction; with --skill, the same at several bot strengths.
#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>

#include "cardrt/bots.hpp"
#include "cardrt/compare.hpp"
#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/skill_ladder.hpp"
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
  bool bots_given = false;
  bool skill = false;               // --skill: compare at several strengths
  std::vector<std::string> ladder;  // --ladder B...: those strengths
  ClearRule clear;                  // --until-clear STAT [--width W]: sequential sampling
};

// Each statistic's row: both means, the difference with its interval, the p-value and the marks.
void print_differences(const Comparison& c) {
  std::cout << "difference A - B match by match, with its 95% interval and p-value. plain: * where the\n"
               "interval leaves out 0. Holm: * where it still does after Holm's correction for the "
            << c.tested << "\nstatistics compared at once, the mark to trust.\n";
  std::vector<std::vector<std::string>> rows = {{"statistic", "A", "B", "A - B (95% interval)", "p", "plain", "Holm"}};
  const auto side = [](const std::optional<SideValue>& value) { return value ? statistic_text(value->mean) : "-"; };
  for (const ComparedRow& r : c.rows) {
    if (!r.compared()) {
      const SideValue& only = r.a ? *r.a : *r.b;
      rows.push_back({r.name, side(r.a), side(r.b),
                      std::string(r.a ? "A" : "B") + " only (" + statistic_text(only.interval.low) + " to " +
                          statistic_text(only.interval.high) + ")",
                      "", "", ""});
      continue;
    }
    const bool stopping = c.sequential && r.name == c.sequential->statistic;
    rows.push_back({r.name + (stopping ? " (+)" : ""), side(r.a), side(r.b),
                    statistic_text(r.difference) + " (" + statistic_text(r.interval.low) + " to " +
                        statistic_text(r.interval.high) + ")",
                    p_value_text(r.p), r.significant() ? "*" : "", r.significant_corrected() ? "*" : ""});
  }
  print_columns(std::cout, rows, "  ");
  if (c.sequential)
    std::cout << "(+) the statistic --until-clear watched: its interval is at the "
              << fixed(100 * c.sequential->level, 1) << "% level and its p-value multiplied by "
              << c.sequential->looks.size() << ", for the looks it could stop at.\n";
}

// The ladder: each statistic's difference at every strength, its mark after the correction, and
// what it does across the strengths that play sensibly.
void print_ladder(const SkillComparison& s) {
  std::vector<std::vector<std::string>> rows = {{"statistic"}};
  for (const SkillRun& run : s.runs) rows[0].push_back(run.bots + (run.sensible ? "" : " (reference)"));
  rows[0].push_back("across sensible players");
  for (const SkillAgreement& stat : s.statistics) {
    std::vector<std::string> row = {stat.statistic};
    for (const SkillRun& run : s.runs) {
      const auto& list = run.comparison.rows;
      const auto r =
          std::find_if(list.begin(), list.end(), [&](const ComparedRow& x) { return x.name == stat.statistic; });
      row.push_back(r == list.end() || !r->compared()
                        ? "-"
                        : statistic_text(r->difference) + (r->significant_corrected() ? " *" : ""));
    }
    row.push_back(stat.verdict);
    rows.push_back(row);
  }
  std::cout << "difference A - B at each strength; * where it is significant after Holm's correction\n";
  print_columns(std::cout, rows, "  ");
}

void print_header(const GameSpec& a, const GameSpec& b, const SimOptions& opts, const std::string& bots) {
  std::cout << "A: " << spec_text(a) << "\nB: " << spec_text(b) << "\nbots: " << bots << "\nseed " << opts.seed << ", "
            << count_text(opts.games, "match", "matches") << " each, match i of both from the same seed\n\n";
}

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
  if (args.skill && args.bots_given)
    throw Error("--bots and --skill exclude each other: --ladder gives --skill its bots");
  if (args.skill) {
    const std::vector<std::string> ladder = args.ladder.empty() ? default_skill_ladder() : args.ladder;
    const SkillComparison s = compare_skills(a, b, load_rules, opts, ladder);
    const Json document = skill_json(*a, *b, opts, s);
    if (!args.report_file.empty()) write_file_atomic(args.report_file, skill_page(*a, *b, document));
    if (args.json) {
      std::cout << json_text(document, 2, JsonChars::ascii) << "\n";
      return 0;
    }
    std::vector<std::string> strengths;
    for (const SkillRun& run : s.runs) strengths.push_back(lineup_text(run.bots, a->players));
    print_header(*a, *b, opts, join(strengths, "; "));
    std::cout << wrapped(document.at("summary").get<std::string>(), 100) << "\n";
    print_ladder(s);
    for (std::size_t i = 0; i < s.runs.size(); ++i)
      std::cout << "\n" << wrapped(document.at("runs")[i].at("comparison").at("summary").get<std::string>(), 100);
    return 0;
  }
  if (args.clear.width > 0 && args.clear.statistic.empty()) throw Error("--width needs --until-clear");
  const Comparison c = args.clear.statistic.empty() ? compare(a, b, load_rules, opts)
                                                    : compare_until_clear(a, b, load_rules, opts, args.clear);
  opts.games = c.a.games;
  const Json document = comparison_json(*a, *b, opts, c);
  if (!args.report_file.empty()) write_file_atomic(args.report_file, comparison_page(*a, *b, document));
  if (args.json) {
    std::cout << json_text(document, 2, JsonChars::ascii) << "\n";
    return 0;
  }
  print_header(*a, *b, opts,
               lineup_text(opts.bots, a->players) +
                   (args.bots_given ? "" : " (the default: bots that play sensibly; --bots to choose)"));
  std::cout << wrapped(document.at("summary").get<std::string>(), 100) << "\n";
  print_differences(c);
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
  CLI::Option* bots = cmd->add_option("--bots", args->sim.bots, "Bots, as for simulate; bots: " + bot_names())
                          ->type_name("B")
                          ->capture_default_str();
  add_limit_options(*cmd, args->sim.limits);
  cmd->add_flag("--json", args->json, "Print both reports and the differences as JSON");
  cmd->add_option("--report", args->report_file,
                  "Also write the comparison as one self-contained web page: A and B side by side in charts and "
                  "tables, the significant differences marked")
      ->type_name("FILE.html");
  cmd->add_option("--until-clear", args->clear.statistic,
                  "Play in looks of doubling size (--games the most) and stop once this statistic's difference "
                  "is clear, as its row is named (\"pass moves per deal\"); its interval accounts for the looks")
      ->type_name("STATISTIC");
  cmd->add_option("--width", args->clear.width, "With --until-clear: stop also once the interval is narrower than W")
      ->type_name("W")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--skill", args->skill,
                "Compare again at several bot strengths (random for reference, greedy, ismcts:iterations=200, each at "
                "every seat) and show whether each difference keeps its direction with players who play sensibly");
  cmd->add_option("--ladder", args->ladder,
                  "The strengths --skill plays, a lineup of bots each as --bots takes it (repeatable; implies --skill)")
      ->type_name("B");
  cmd->callback([&chosen, args, bots] {
    args->bots_given = bots->count() > 0;
    if (!args->ladder.empty()) args->skill = true;
    chosen = [args] { return run_compare(*args); };
  });
}

}  // namespace cardrt::cli
