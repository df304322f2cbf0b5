// cardrt.Bot: one of the engine's bots playing one seat of a game, searching with the GIL released.
#include <pybind11/stl.h>

#include <memory>
#include <mutex>
#include <optional>

#include "bindings.hpp"
#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"

namespace cardrt::python {

namespace {
using namespace pybind11::literals;

struct SeatBot {
  std::shared_ptr<Rules> rules;  // of the game the bot was made for: they own its GameSpec
  BotSpec spec;
  int seat = 0;
  std::unique_ptr<Bot> bot;
  Rng rng;
  std::mutex busy;  // one search or observation at a time
};

// The bot can play the game's match: a game of the same selection, so of the same shape.
void check_same_game(const SeatBot& bot, const Match& match) {
  const GameSpec& own = bot.rules->spec();
  if (&own == &match.spec()) return;
  const Json own_game = selection_json(own), other = selection_json(match.spec());
  if (own_game != other) throw Error("this bot plays " + json_text(own_game) + ", not " + json_text(other));
}

std::unique_ptr<SeatBot> make_seat_bot(const std::string& name, Game& game, int seat, std::optional<std::uint64_t> seed,
                                       const py::kwargs& options) {
  auto bot = std::make_unique<SeatBot>();
  bot->spec.name = name;
  for (const auto& [key, value] : options)
    bot->spec.options.emplace_back(py::str(key).cast<std::string>(), py::str(value).cast<std::string>());
  bot->seat = seat;
  const auto [rules, match_seed] = with_match(game, [](Match& m) { return std::pair(m.rules(), m.setup().seed); });
  bot->rules = rules;
  const GameSpec& spec = rules->spec();
  if (seat < 1 || seat > spec.players)
    throw Error("no seat " + std::to_string(seat) + " (1 to " + std::to_string(spec.players) + ")");
  bot->bot = make_bot(bot->spec, spec, seat);
  bot->rng = bot_rng(seed.value_or(match_seed));
  return bot;
}

// The bot's move in the game, drawing from `rng` (or its own stream): dealt the pending next hand
// first, as Game.moves() is. Everything after the GIL is released touches only the engine.
std::size_t choose(SeatBot& bot, Game& game, Rng* rng) {
  py::gil_scoped_release no_gil;
  std::lock_guard searching(bot.busy);
  std::lock_guard lock(*game.rules_lock);
  Match& match = game.match;
  check_same_game(bot, match);
  match.next_deal();
  if (match.over()) throw Error("the match is over: no move to choose");
  if (match.to_move() != bot.seat)
    throw Error("the bot plays seat " + std::to_string(bot.seat) + ", and seat " + std::to_string(match.to_move()) +
                " is to move");
  return bot.bot->choose(match, rng ? *rng : bot.rng);
}

// What the bot's seat saw of the move that made `after` from `before` (a clone made just before).
void observe(SeatBot& bot, Game& before, Game& after) {
  const State seen = with_match(before, [&](Match& m) {
    check_same_game(bot, m);
    return m.state();
  });
  py::gil_scoped_release no_gil;
  std::lock_guard watching(bot.busy);
  std::lock_guard lock(*after.rules_lock);
  check_same_game(bot, after.match);
  bot.bot->observe(seen, after.match);
}
}  // namespace

void bind_bots(py::module_& module) {
  py::class_<SeatBot> bot(module, "Bot", "A bot playing one seat of a game (random, first, greedy, ismcts)",
                          py::is_final());
  construct_in_new(bot, &make_seat_bot, "name"_a, "game"_a, "seat"_a, "seed"_a = py::none(),
                   "Options as the bot takes them after colons in --bots (iterations=500); its random stream is "
                   "bot_rng(seed), by default of the game's seed");
  bot.def("choose", &choose, "game"_a, "rng"_a = py::none(),
          "The index in game.moves() of the bot's move for its seat, which must be to move; searches with the "
          "GIL released. rng: a cardrt.Rng to draw from instead of the bot's own stream")
      .def("observe", &observe, "before"_a, "after"_a,
           "Shows a searching bot a move: before is a clone of the game made just before it")
      .def(
          "start_match",
          [](SeatBot& bot) {
            py::gil_scoped_release no_gil;  // a search of another thread may hold the bot
            std::lock_guard forgetting(bot.busy);
            bot.bot->start_match();
          },
          "Forgets what the bot saw of its last match, for a new one")
      .def_property_readonly("observes", [](const SeatBot& bot) { return bot.bot->observes(); })
      .def_property_readonly("seat", [](const SeatBot& bot) { return bot.seat; })
      .def_property_readonly("name", [](const SeatBot& bot) { return bot.spec.name; });
}

}  // namespace cardrt::python
