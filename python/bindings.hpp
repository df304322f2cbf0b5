// What the Python module's files share: the game handle, the lock its rules need while a bot
// searches without the GIL, and the conversions between Python objects and the engine's JSON.
#pragma once

#include <pybind11/pybind11.h>

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "cardrt/game.hpp"
#include "cardrt/json.hpp"
#include "cardrt/match.hpp"

namespace cardrt::python {

namespace py = pybind11;

// The lock of a rules object, made with the first Game that uses it: every Game whose match plays
// by those rules holds the same one (clones, and the new and loaded games of one game, which
// share their rules through shared_rules).
std::shared_ptr<std::mutex> lock_of(const std::shared_ptr<Rules>& rules);

// cardrt.Game. A match's rules (a Lua state) serve one thread at a time, and a bot searches a
// game with the GIL released, so every use of a match holds its rules' lock.
struct Game {
  explicit Game(Match played) : match(std::move(played)), rules_lock(lock_of(match.rules())) {}
  Match match;
  std::shared_ptr<std::mutex> rules_lock;
};

// Runs `use` on the game's match holding its rules' lock, and returns what it returns; the caller
// makes Python objects of that after the lock is gone. No Python code runs under the lock, and a
// thread waits for it without the GIL: a bot searching in another thread holds the lock and takes
// the GIL back once done.
template <class Use>
auto with_match(Game& game, Use&& use) {
  std::unique_lock lock(*game.rules_lock, std::try_to_lock);
  if (!lock.owns_lock()) {
    py::gil_scoped_release no_gil;
    lock.lock();
  }
  return use(game.match);
}

// A Python object (dict, list, str, int, float, bool, None) as JSON, and back, through Python's
// json module: the engine reads and checks the JSON itself.
Json to_json(const py::handle& value);
py::object to_python(const Json& value);
// Text the engine made (move texts, messages), whose bytes need not be UTF-8: bad ones become
// U+FFFD, as json_text writes them.
py::str text(const std::string& bytes);
py::list texts(const std::vector<std::string>& list);

// Cards for zones, as `deal=` of cardrt.new and Game.fix_deal take them: zone name → one card
// string, or one per owner. A Python dict's order is no order a deal should depend on: the zones
// go in name order, as the Lua test API gives them.
using DealArg = std::map<std::string, std::variant<std::string, std::vector<std::string>>>;
FixedDeal fixed_deal(const DealArg& deal);

// pybind11 lets Python make an instance with `Class.__new__(Class)` that no constructor ever ran
// on, and a method called on it would read raw memory. So a class that Python may construct is
// made whole by its __new__, from the constructor's arguments, and its __init__ does nothing;
// one that only the module makes refuses __new__. Both classes are final: a subclass's __new__
// would make the base class.
template <class T, class... Args, class... Extra>
void construct_in_new(py::class_<T>& cls, std::unique_ptr<T> (*make)(Args...), const Extra&... extra) {
  cls.def_static(
      "__new__", [make](const py::object&, Args... args) { return make(std::forward<Args>(args)...); }, py::arg("cls"),
      extra...);
  cls.def("__init__", [](T&, const py::args&, const py::kwargs&) {});
}
template <class T>
void refuse_new(py::class_<T>& cls, const std::string& made_by) {
  const std::string refusal =
      "cardrt." + py::str(cls.attr("__name__")).cast<std::string>() + " objects are made by " + made_by;
  cls.def_static("__new__",
                 [refusal](const py::args&, const py::kwargs&) -> py::object { throw py::type_error(refusal); });
}

// A path given as str or os.PathLike.
std::string path_text(const py::handle& path);
// `rules=`: the folders searched for games before the default path (the CLI's --rules DIR), one
// path or a list of them.
std::vector<std::string> rules_dirs(const py::object& rules);
// The game a call names (a name, a ruleset folder or a variant file) with its keyword arguments.
Selection selection(const py::object& game, std::optional<int> players, const std::optional<std::string>& variant,
                    const std::optional<py::dict>& options, const py::object& rules);
// max_moves and max_deals: the caps of the match (MatchLimits), as --max-moves and --max-deals.
MatchLimits limits(int max_moves, int max_deals);

// The bindings, each in its own file.
void bind_game(py::module_& module);
void bind_bots(py::module_& module);
void bind_simulation(py::module_& module);

}  // namespace cardrt::python
