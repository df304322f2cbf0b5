// The Python module `cardrt`: its error class, the games and variants found, starting and loading
// games, simulations, and the seeds and random stream a simulation's matches are played from.
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "bindings.hpp"
#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/rng.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/simulate.hpp"

namespace cardrt::python {

Json to_json(const py::handle& value) {
  // NaN and infinities are no JSON: refused here (ValueError) rather than written as bare words.
  return parse_json(py::module_::import("json").attr("dumps")(value, py::arg("allow_nan") = false).cast<std::string>(),
                    "a Python value");
}

py::object to_python(const Json& value) { return py::module_::import("json").attr("loads")(json_text(value)); }

py::str text(const std::string& bytes) {
  PyObject* decoded = PyUnicode_DecodeUTF8(bytes.data(), Py_ssize_t(bytes.size()), "replace");
  if (!decoded) throw py::error_already_set();
  return py::reinterpret_steal<py::str>(decoded);
}

py::list texts(const std::vector<std::string>& list) {
  py::list out;
  for (const auto& item : list) out.append(text(item));
  return out;
}

FixedDeal fixed_deal(const DealArg& deal) {
  FixedDeal out;
  for (const auto& [zone, cards] : deal) {
    if (const auto* one = std::get_if<std::string>(&cards))
      out.emplace_back(zone, std::vector<std::string>{*one});
    else
      out.emplace_back(zone, std::get<std::vector<std::string>>(cards));
  }
  return out;
}

std::shared_ptr<std::mutex> lock_of(const std::shared_ptr<Rules>& rules) {
  // Entries of rules no longer alive are expired: a later rules object at the same address gets
  // a lock of its own.
  static std::mutex registry_lock;
  static std::map<const Rules*, std::weak_ptr<std::mutex>> locks;
  std::lock_guard hold(registry_lock);
  std::weak_ptr<std::mutex>& entry = locks[rules.get()];
  std::shared_ptr<std::mutex> lock = entry.lock();
  if (!lock) {
    std::erase_if(locks, [](const auto& item) { return item.second.expired(); });
    lock = std::make_shared<std::mutex>();
    locks[rules.get()] = lock;
  }
  return lock;
}

// A path given as str or os.PathLike.
std::string path_text(const py::handle& path) {
  return py::module_::import("os").attr("fspath")(path).cast<std::string>();
}

// `rules=`: the folders searched for games before the default path (the CLI's --rules DIR), one
// path or a list of them.
std::vector<std::string> rules_dirs(const py::object& rules) {
  std::vector<std::string> dirs;
  if (rules.is_none()) return dirs;
  if (py::isinstance<py::str>(rules) || py::hasattr(rules, "__fspath__")) return {path_text(rules)};
  for (const py::handle& dir : rules) dirs.push_back(path_text(dir));
  return dirs;
}

Selection selection(const py::object& game, std::optional<int> players, const std::optional<std::string>& variant,
                    const std::optional<py::dict>& options, const py::object& rules) {
  Selection sel;
  sel.game = path_text(game);
  sel.players = players.value_or(0);
  sel.variant = variant.value_or("");
  if (options) sel.options = to_json(*options);
  sel.search_dirs = rules_dirs(rules);
  return sel;
}

// max_moves and max_deals: the caps of the match (MatchLimits), as --max-moves and --max-deals.
MatchLimits limits(int max_moves, int max_deals) {
  if (max_moves < 1) throw Error("max_moves must be 1 or more");
  if (max_deals < 1) throw Error("max_deals must be 1 or more");
  return {max_moves, max_deals};
}

namespace {

Game new_game(const py::object& game, std::optional<int> players, std::uint64_t seed,
              const std::optional<std::string>& variant, const std::optional<py::dict>& options,
              const std::optional<DealArg>& deal, const std::optional<DealArg>& shuffle, std::optional<int> dealer,
              const py::object& rules, int max_moves, int max_deals) {
  MatchSetup setup;
  setup.limits = limits(max_moves, max_deals);
  setup.seed = seed;
  setup.dealer = dealer.value_or(0);
  if (deal) setup.deal = fixed_deal(*deal);
  if (shuffle) setup.shuffle = fixed_deal(*shuffle);
  return Game(Match(shared_rules(make_spec(selection(game, players, variant, options, rules))), setup));
}

py::list games(const py::object& rules) {
  py::list out;
  for (const auto& folder : list_game_folders(search_path(rules_dirs(rules)))) {
    std::shared_ptr<const Layout> layout;
    try {
      layout = load_layout(folder);
    } catch (const Error& e) {
      // One broken game does not hide the others, as with `cardrt list`: it is left out, and a
      // RuntimeWarning says why (an error where warnings are made errors).
      if (PyErr_WarnEx(PyExc_RuntimeWarning, e.what(), 1) != 0) throw py::error_already_set();
      continue;
    }
    py::dict entry;
    entry["game"] = text(layout->id);
    entry["name"] = text(layout->name);
    entry["min_players"] = layout->min_players;
    entry["max_players"] = layout->max_players;
    entry["default_players"] = layout->default_players;
    out.append(entry);
  }
  return out;
}

py::list variants(const py::object& game, const py::object& rules) {
  const auto spec = make_spec(selection(game, {}, {}, {}, rules));
  py::list out;
  for (const auto& variant : spec->layout->variants) {
    py::dict entry;
    entry["variant"] = text(variant.id);
    entry["summary"] = text(variant.summary);
    out.append(entry);
  }
  return out;
}

}  // namespace

}  // namespace cardrt::python

PYBIND11_MODULE(cardrt, module) {
  using namespace cardrt;
  using namespace cardrt::python;
  using namespace pybind11::literals;
  module.doc() = "cardrt, a rules runtime for card games: games, matches, bots and simulations (docs/python.md)";
  module.attr("__version__") = CARDRT_VERSION;
  py::register_exception<Error>(module, "Error");

  module.def("games", &games, "rules"_a = py::none(),
             "The games found (rules: more folders searched first), each as a dict with its player range");
  module.def("variants", &variants, "game"_a, "rules"_a = py::none(), "The named variants of a game");
  module.def("new", &new_game, "game"_a, py::kw_only(), "players"_a = py::none(), "seed"_a = 1,
             "variant"_a = py::none(), "options"_a = py::none(), "deal"_a = py::none(), "shuffle"_a = py::none(),
             "dealer"_a = py::none(), "rules"_a = py::none(), "max_moves"_a = MatchLimits{}.moves_per_deal,
             "max_deals"_a = MatchLimits{}.deals_per_match,
             "A new match of a game (a name, a ruleset folder or a variant file)");
  module.def(
      "load",
      [](const py::dict& saved, const py::object& rules) {
        return Game(Match::load(to_json(saved), shared_rules, rules_dirs(rules)));
      },
      "saved"_a, "rules"_a = py::none(), "The match a Game.save() dict holds");
  module.def("match_seed", &match_seed, "seed"_a, "index"_a,
             "The seed of match `index` (from 0) of a simulation run with `seed`");
  py::class_<Rng> rng(module, "Rng", "The engine's random stream (xoshiro256**)", py::is_final());
  construct_in_new(
      rng, +[](std::uint64_t seed) { return std::make_unique<Rng>(seed); }, "seed"_a);
  rng.def("next", &Rng::next, "The next 64-bit number")
      .def(
          "uniform",
          [](Rng& rng, std::uint32_t n) {
            if (n < 1) throw Error("uniform(n) needs n >= 1");
            return rng.uniform(n);
          },
          "n"_a, "A number from 0 to n - 1, as a bot draws its move from n legal ones");
  module.def("bot_rng", &bot_rng, "match_seed"_a,
             "The bots' random stream of the match with that seed, as simulate and cardrt play draw from it");

  bind_game(module);
  bind_bots(module);
  bind_simulation(module);
}
