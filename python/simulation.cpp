// cardrt.simulate, cardrt.compare and cardrt.tune: bot matches in bulk with the GIL released,
// returning the documents the CLI prints (`simulate --json`, `compare --json`, `tune --json`),
// per-match rows for data frames, and a run's rows written to a results database.
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <vector>

#include "bindings.hpp"
#include "cardrt/compare.hpp"
#include "cardrt/error.hpp"
#include "cardrt/results_db.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/simulate.hpp"
#include "cardrt/skill_ladder.hpp"
#include "cardrt/tune.hpp"

namespace cardrt::python {

namespace {

using namespace pybind11::literals;

SimOptions sim_options(int games, std::uint64_t seed, int threads, const std::string& bots, int max_moves,
                       int max_deals) {
  SimOptions opts;
  opts.limits = limits(max_moves, max_deals);
  opts.games = games;
  opts.seed = seed;
  opts.threads = threads;
  opts.bots = bots;
  return opts;
}

// The report `cardrt simulate --json` prints, but for the process's peak memory the CLI adds;
// with rows, "matches": a row per match (match_rows_json); with db, the run's rows added to that
// results database as `simulate --db` adds them, and "results_db" saying what was written.
py::object run_simulation(const py::object& game, int games, std::uint64_t seed, int threads, const std::string& bots,
                          const std::optional<std::string>& variant, const std::optional<py::dict>& options,
                          std::optional<int> players, const py::object& rules, int max_moves, int max_deals, bool rows,
                          const py::object& db) {
  const auto spec = make_spec(selection(game, players, variant, options, rules));
  SimOptions opts = sim_options(games, seed, threads, bots, max_moves, max_deals);
  opts.match_summaries = rows;
  opts.deal_summaries = !db.is_none();
  std::optional<ResultsDb> results;
  if (!db.is_none()) results.emplace(path_text(db));  // opened first: a file that cannot be written fails at once
  Json report;
  {
    py::gil_scoped_release no_gil;
    const SimReport sim = simulate(spec, load_rules, opts);
    report = report_json(*spec, opts, sim);
    if (rows) report["matches"] = match_rows_json(*spec, sim);
    if (results) {
      const ResultsAdded added = results->append_run(*spec, opts, sim);
      report["results_db"] = Json{{"file", results->path()},
                                  {"run_id", results_run_id(*spec, opts, sim.scripts_digest)},
                                  {"matches_added", added.matches},
                                  {"deals_added", added.deals},
                                  {"matches_present", added.matches_present}};
    }
  }
  return to_python(report);
}

// The document `cardrt compare --json` prints (with skill or ladder, `compare --skill --json`).
py::object run_comparison(const py::object& a, const py::object& b, int games, std::uint64_t seed, int threads,
                          const std::string& bots, const std::optional<std::string>& a_variant,
                          const std::optional<std::string>& b_variant, const std::optional<py::dict>& options,
                          const std::optional<py::dict>& a_options, const std::optional<py::dict>& b_options,
                          std::optional<int> players, const py::object& rules, int max_moves, int max_deals, bool skill,
                          const std::optional<std::vector<std::string>>& ladder) {
  // Options of both first, each side's own over them.
  const auto side_options = [&](const std::optional<py::dict>& own) -> std::optional<py::dict> {
    if (!options && !own) return std::nullopt;
    py::dict merged;
    if (options) merged.attr("update")(*options);
    if (own) merged.attr("update")(*own);
    return merged;
  };
  const auto spec_a = make_spec(selection(a, players, a_variant, side_options(a_options), rules));
  const auto spec_b = make_spec(selection(b, players, b_variant, side_options(b_options), rules));
  const SimOptions opts = sim_options(games, seed, threads, bots, max_moves, max_deals);
  Json document;
  {
    py::gil_scoped_release no_gil;
    if (skill || ladder) {
      const std::vector<std::string> strengths = ladder ? *ladder : default_skill_ladder();
      document = skill_json(*spec_a, *spec_b, opts, compare_skills(spec_a, spec_b, load_rules, opts, strengths));
    } else {
      document = comparison_json(*spec_a, *spec_b, opts, compare(spec_a, spec_b, load_rules, opts));
    }
  }
  return to_python(document);
}

// The document `cardrt tune --json` prints: `values` as the CLI's -o NAME=VALUES takes them
// ("0..3", "0..10:2", "a,b"), or a list of values.
py::object run_tuning(const py::object& game, const std::string& option, const py::object& values,
                      const std::string& aim, int games, std::uint64_t seed, int threads, const std::string& bots,
                      const std::optional<std::string>& variant, const std::optional<py::dict>& options,
                      std::optional<int> players, const py::object& rules, int max_moves, int max_deals) {
  std::string listed;
  if (py::isinstance<py::str>(values)) {
    listed = values.cast<std::string>();
  } else {
    for (const py::handle value : values) {
      const std::string text = py::isinstance<py::bool_>(value) ? (value.cast<bool>() ? "true" : "false")
                                                                : py::str(value).cast<std::string>();
      listed += (listed.empty() ? "" : ",") + text;
    }
  }
  const Selection base = selection(game, players, variant, options, rules);
  const auto spec = make_spec(base);
  const TuneRange range = parse_range(option + "=" + listed, *spec);
  const TuneAim target = parse_aim(aim);
  const SimOptions opts = sim_options(games, seed, threads, bots, max_moves, max_deals);
  Json document;
  {
    py::gil_scoped_release no_gil;
    document = tuning_json(tune(base, range, target, load_rules, opts), opts, spec->players);
  }
  return to_python(document);
}

}  // namespace

void bind_simulation(py::module_& module) {
  module.def("simulate", &run_simulation, "game"_a, py::kw_only(), "games"_a = SimOptions{}.games, "seed"_a = 1,
             "threads"_a = 1, "bots"_a = SimOptions{}.bots, "variant"_a = py::none(), "options"_a = py::none(),
             "players"_a = py::none(), "rules"_a = py::none(), "max_moves"_a = MatchLimits{}.moves_per_deal,
             "max_deals"_a = MatchLimits{}.deals_per_match, "rows"_a = false, "db"_a = py::none(),
             "Bot matches in bulk: the report `cardrt simulate --json` prints, as a dict; rows=True adds a row per "
             "match, db=FILE writes the run to a results database");
  module.def("compare", &run_comparison, "a"_a, "b"_a, py::kw_only(), "games"_a = SimOptions{}.games, "seed"_a = 1,
             "threads"_a = 1, "bots"_a = SimOptions{}.bots, "a_variant"_a = py::none(), "b_variant"_a = py::none(),
             "options"_a = py::none(), "a_options"_a = py::none(), "b_options"_a = py::none(), "players"_a = py::none(),
             "rules"_a = py::none(), "max_moves"_a = MatchLimits{}.moves_per_deal,
             "max_deals"_a = MatchLimits{}.deals_per_match, "skill"_a = false, "ladder"_a = py::none(),
             "Two games or variants on the same seeds and bots: the document `cardrt compare --json` prints, as a "
             "dict; skill=True (or a ladder of lineups) compares at several bot strengths");
  module.def("tune", &run_tuning, "game"_a, "option"_a, "values"_a, py::kw_only(), "aim"_a, "games"_a, "seed"_a = 1,
             "threads"_a = 1, "bots"_a = SimOptions{}.bots, "variant"_a = py::none(), "options"_a = py::none(),
             "players"_a = py::none(), "rules"_a = py::none(), "max_moves"_a = MatchLimits{}.moves_per_deal,
             "max_deals"_a = MatchLimits{}.deals_per_match,
             "Every value of an option on the same seeds and bots, for an aim: the document `cardrt tune --json` "
             "prints, as a dict");
}

}  // namespace cardrt::python
