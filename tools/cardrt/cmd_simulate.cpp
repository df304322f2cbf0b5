// `cardrt simulate` (bot matches in bulk, with statistics and invariant checks) and `cardrt merge`.
#include <sys/resource.h>

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <iostream>
#include <memory>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/record.hpp"
#include "cardrt/results_db.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/shard_report.hpp"
#include "cardrt/simulate.hpp"
#include "commands.hpp"
#include "report_page.hpp"
#include "report_text.hpp"
#include "terminal.hpp"

namespace cardrt::cli {

namespace {

struct SimulateArgs {
  SelectionArgs select;
  SimOptions sim;  // its seed comes from select.seed
  bool json = false;
  bool native = false;       // the game's C++ rules instead of its Lua rules
  std::string records_file;  // empty: no records kept
  bool progress = false;     // progress on stderr even when it is no terminal
  std::string shard;         // "K/N", empty: the whole run
  std::string db_file;       // empty: no results database written
  std::string report_file;   // empty: no report page written
};

struct MergeArgs {
  std::vector<std::string> files;
  std::vector<std::string> dirs;
  bool json = false;
  std::string db_file;  // set: the files are results databases, merged into this one
};

// "K/N" into opts.shard and opts.shards.
void read_shard(const std::string& text, SimOptions& opts) {
  const std::size_t slash = text.find('/');
  try {
    std::size_t used = 0;
    if (slash == std::string::npos) throw std::invalid_argument(text);
    opts.shard = std::stoi(text.substr(0, slash), &used);
    if (used != slash) throw std::invalid_argument(text);
    opts.shards = std::stoi(text.substr(slash + 1), &used);
    if (used != text.size() - slash - 1) throw std::invalid_argument(text);
  } catch (const std::logic_error&) {
    throw Error("--shard must be K/N (shard K of N, from 1), not '" + text + "'");
  }
}

// The process's peak resident memory so far (Linux reports kibibytes).
long peak_memory_kib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

// Ctrl-C during a simulation: the first stops it after the matches under way (the report of those
// finished is printed, marked partial); the handler then steps aside, so a second one ends the
// process at once.
std::atomic<bool> interrupted{false};
void on_interrupt(int) {
  interrupted = true;
  std::signal(SIGINT, SIG_DFL);
}

// Rethrows the error being handled; a match that failed on a rules error gets the command that
// plays it again (the Lua rules, the same seed and bots) added.
[[noreturn]] void rethrow_with_replay(const SimulateArgs& args, const SimOptions& opts) {
  try {
    throw;
  } catch (const MatchFailed& e) {
    if (!e.replayable || args.native) throw;
    throw Error(std::string(e.what()) + "\n  to play it again: cardrt play " + selection_words(args.select.selection) +
                " --seed " + std::to_string(e.seed) + " --human none --bots " + shell_word(opts.bots));
  }
}

// "300 matches and 1494 deals added (0 matches there already)".
std::string added_text(const ResultsAdded& added) {
  return count_text(added.matches, "match", "matches") + " and " + count_text(added.deals, "deal") + " added (" +
         count_text(added.matches_present, "match", "matches") + " there already)";
}

int run_simulate(const SimulateArgs& args) {
  auto spec = make_spec(args.select.selection);
  SimOptions opts = args.sim;
  opts.seed = args.select.seed.value_or(1);
  opts.records = !args.records_file.empty();
  opts.records_file = args.records_file;
  opts.deal_summaries = !args.db_file.empty();
  if (!args.shard.empty()) read_shard(args.shard, opts);
  // Opened before the run, so that a file that cannot be written fails at once, not after it.
  std::unique_ptr<ResultsDb> db;
  if (opts.deal_summaries) db = std::make_unique<ResultsDb>(args.db_file);
  const RulesLoader loader = args.native ? RulesLoader(load_native_rules) : RulesLoader(load_rules);
  const bool terminal = isatty(STDERR_FILENO);
  if (terminal || args.progress) {
    // "1,234 of 10,000 matches, 2,345 a second, about 4 s left": on one line rewritten on a
    // terminal, else a line a second.
    auto last = std::make_shared<double>(-1.0);
    opts.progress = [&opts, terminal, last](int finished, double seconds) {
      if (!terminal && seconds - *last < 1.0) return;
      *last = seconds;
      const double rate = seconds > 0 ? finished / seconds : 0;
      if (terminal) write_control(std::cerr, "\r");
      std::cerr << finished << " of " << count_text(opts.games, "match", "matches") << ", " << fixed(rate, 0)
                << " a second"
                << (rate > 0 ? ", about " + fixed((opts.games - finished) / rate, 0) + " s left" : std::string())
                << (terminal ? "   " : "\n") << std::flush;
    };
  }
  interrupted = false;
  opts.stop = &interrupted;
  std::signal(SIGINT, on_interrupt);
  SimReport report;
  try {
    report = simulate(spec, loader, opts);
  } catch (...) {
    std::signal(SIGINT, SIG_DFL);
    if (terminal && opts.progress) std::cerr << "\n";
    rethrow_with_replay(args, opts);
  }
  std::signal(SIGINT, SIG_DFL);
  if (terminal && opts.progress) write_control(std::cerr, "\r\033[K");
  if (report.partial)
    std::cerr << "cardrt: interrupted: the report covers the " << count_text(report.games, "match", "matches")
              << " finished of " << opts.games << "\n";
  // One record per line, so line tools (diff, sed -n) find a match by its number.
  if (opts.records) write_file_atomic(args.records_file, "[\n" + join(report.records, ",\n") + "\n]\n");
  if (!args.report_file.empty())
    write_file_atomic(args.report_file, simulation_page(*spec, report_json(*spec, opts, report)));
  if (args.json) {
    Json j = report_json(*spec, opts, report);
    j["peak_memory_kib"] = peak_memory_kib();
    if (opts.shards > 1) j["shard"] = shard_json(opts, report);
    std::cout << json_text(j, 2, JsonChars::ascii) << "\n";
  } else {
    print_report(*spec, opts, report);
  }
  // Written after the report is printed: a database that cannot be written costs no report.
  if (db) {
    const ResultsAdded added = db->append_run(*spec, opts, report);
    std::cerr << "cardrt: " << db->path() << ": run " << results_run_id(*spec, opts, report.scripts_digest) << ", "
              << added_text(added) << "\n";
  }
  return report.card_violations == 0 && report.counter_violations == 0 && report.score_term_violations == 0 ? 0 : 1;
}

// Results databases (simulate --db) into one, which keeps what it held already.
int run_merge_db(const MergeArgs& args) {
  ResultsDb db(args.db_file);
  for (const auto& file : args.files) {
    const ResultsAdded added = db.merge_from(file);
    std::cout << file << ": " << added_text(added) << "\n";
  }
  const ResultsTotals totals = db.totals();
  std::cout << db.path() << ": " << count_text(totals.runs, "run") << ", "
            << count_text(totals.matches, "match", "matches") << ", " << count_text(totals.deals, "deal") << "\n";
  return 0;
}

// Shards' JSON reports (simulate --shard K/N --json) into the report of the whole run.
int run_merge(const MergeArgs& args) {
  std::vector<ShardReport> shards;
  for (const auto& file : args.files) {
    if (is_sqlite_file(file)) throw Error(file + ": a results database: merge those with --db OUT FILE...");
    shards.push_back(read_shard_report(read_json_file(file), file));
  }
  const JsonField first(shards.front().document, shards.front().file + ": not a shard's report");
  auto spec = make_spec(recorded_selection(first, shards.front().file, args.dirs));
  SimOptions opts;
  const SimReport report = merge_shards(*spec, shards, opts);
  if (args.json) {
    std::cout << json_text(report_json(*spec, opts, report), 2, JsonChars::ascii) << "\n";
  } else {
    print_report(*spec, opts, report);
  }
  return report.card_violations == 0 && report.counter_violations == 0 && report.score_term_violations == 0 ? 0 : 1;
}

}  // namespace

void add_simulate_commands(CLI::App& app, Command& chosen) {
  auto sim = std::make_shared<SimulateArgs>();
  CLI::App* simulate_cmd = app.add_subcommand("simulate", "Play many matches between bots and report statistics");
  add_selection_options(*simulate_cmd, sim->select, "1");
  simulate_cmd->add_option("--games", sim->sim.games, "Number of matches")->type_name("N")->required();
  simulate_cmd->add_option("--threads", sim->sim.threads, "Worker threads (the report does not depend on them)")
      ->type_name("T")
      ->capture_default_str();
  simulate_cmd
      ->add_option("--bots", sim->sim.bots,
                   "Bots: one for every seat or one per seat, comma-separated, options after colons "
                   "(ismcts:iterations=500,random,random,random); bots: " +
                       bot_names())
      ->type_name("B")
      ->capture_default_str();
  simulate_cmd->add_flag("--json", sim->json, "Print the report as JSON");
  simulate_cmd
      ->add_option("--report", sim->report_file,
                   "Also write the report as one self-contained web page (charts and tables, every rate and mean "
                   "with its 95% interval)")
      ->type_name("FILE.html");
  add_limit_options(*simulate_cmd, sim->sim.limits);
  simulate_cmd->add_flag("--progress", sim->progress,
                         "Show progress on stderr also when it is not a terminal (it is shown on a terminal)");
  simulate_cmd->add_flag(
      "--native", sim->native,
      "Play with the game's rules written in C++ (fantan only), which give the same records as its rules.lua");
  simulate_cmd
      ->add_option("--records", sim->records_file,
                   "Write every match's record to FILE, as a JSON list in match order (replay FILE replays them)")
      ->type_name("FILE");
  simulate_cmd
      ->add_option("--shard", sim->shard,
                   "Play only shard K of N (K/N): a block of the matches, each from its seed in the whole run; "
                   "cardrt merge combines the shards' --json reports")
      ->type_name("K/N");
  simulate_cmd
      ->add_option("--db", sim->db_file,
                   "Add a row per match, per seat and per deal to the SQLite results database FILE (created if "
                   "missing; docs/analysis.md); matches already there are kept")
      ->type_name("FILE");
  simulate_cmd->callback([&chosen, sim] { chosen = [sim] { return run_simulate(*sim); }; });

  auto merge = std::make_shared<MergeArgs>();
  CLI::App* merge_cmd = app.add_subcommand(
      "merge",
      "Combine the --json reports of simulate --shard K/N into the whole run's report, or with --db OUT the results "
      "databases of simulate --db into OUT");
  merge_cmd->add_option("FILE", merge->files, "Every shard's report, one file each; with --db, results databases")
      ->required();
  CLI::Option* json = merge_cmd->add_flag("--json", merge->json, "Print the merged report as JSON");
  add_rules_dirs_option(*merge_cmd, merge->dirs);
  merge_cmd
      ->add_option("--db", merge->db_file,
                   "Add every run, match and deal of the results databases FILE... to OUT (created if missing); "
                   "rows already there are kept")
      ->type_name("OUT")
      ->excludes(json)
      ->excludes(merge_cmd->get_option("--rules"));
  merge_cmd->callback([&chosen, merge] {
    chosen = [merge] { return merge->db_file.empty() ? run_merge(*merge) : run_merge_db(*merge); };
  });
}

}  // namespace cardrt::cli
