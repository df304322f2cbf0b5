// cardrt.Game: one match, with the methods of the Lua test API's match handle (docs/lua-api.md)
// and what a Python loop over a match needs besides (apply, next_deal, history, result).
#include <pybind11/stl.h>

#include <optional>

#include "bindings.hpp"
#include "cardrt/card.hpp"

namespace cardrt::python {

namespace {
using namespace pybind11::literals;

// An optional seat argument: none means 0, the table's (or the only) instance.
int seat_or_table(std::optional<int> seat) { return seat.value_or(0); }

py::object seat_or_none(int seat) { return seat == 0 ? py::object(py::none()) : py::int_(seat); }
}  // namespace

void bind_game(py::module_& module) {
  py::class_<Game> game(module, "Game", "One match of a game (cardrt.new, cardrt.load)", py::is_final());
  refuse_new(game, "cardrt.new, cardrt.load and Game.clone");
  game
      // Like the Lua handle's, to_move, moves, play and apply deal a pending next hand first.
      .def(
          "to_move",
          [](Game& g) {
            return seat_or_none(with_match(g, [](Match& m) {
              m.next_deal();
              return m.to_move();
            }));
          },
          "The seat to move, or None when the match is over")
      .def(
          "moves",
          [](Game& g) {
            return texts(with_match(g, [](Match& m) {
              m.next_deal();
              return m.legal_texts();
            }));
          },
          "The legal moves as their texts, in the game's order (empty when the match is over)")
      .def(
          "play", [](Game& g, const std::string& move) { with_match(g, [&](Match& m) { m.play(move); }); }, "move"_a,
          "Makes a move typed as a person would; an unknown or illegal one raises cardrt.Error and changes nothing")
      .def(
          "apply",
          [](Game& g, std::size_t index) {
            with_match(g, [&](Match& m) {
              m.next_deal();
              m.apply(index);
            });
          },
          "index"_a, "Makes legal move number `index` (from 0) of moves()")
      .def(
          "next_deal", [](Game& g) { with_match(g, [](Match& m) { m.next_deal(); }); },
          "Deals the next hand once a deal has ended and the match goes on; nothing otherwise")
      .def("over", [](Game& g) { return with_match(g, [](Match& m) { return m.over(); }); })
      .def("deal_over", [](Game& g) { return with_match(g, [](Match& m) { return m.deal_over(); }); })
      .def("deal_number", [](Game& g) { return with_match(g, [](Match& m) { return m.deal_number(); }); })
      .def("dealer", [](Game& g) { return with_match(g, [](Match& m) { return m.dealer(); }); })
      .def("players", [](Game& g) { return with_match(g, [](Match& m) { return m.spec().players; }); })
      .def("seed", [](Game& g) { return with_match(g, [](Match& m) { return m.setup().seed; }); })
      .def(
          "score", [](Game& g, int seat) { return with_match(g, [&](Match& m) { return m.score(seat); }); }, "seat"_a)
      .def(
          "scores",
          [](Game& g) {
            return with_match(g, [](Match& m) {
              std::vector<std::int64_t> scores;
              for (int seat = 1; seat <= m.spec().players; ++seat) scores.push_back(m.score(seat));
              return scores;
            });
          },
          "Every seat's score, seat 1 first")
      .def(
          "deal_score",
          [](Game& g, int seat, int deal) { return with_match(g, [&](Match& m) { return m.deal_score(seat, deal); }); },
          "seat"_a, "deal"_a, "What the seat's score gained in finished deal `deal`")
      .def(
          "evaluate",
          [](Game& g, int seat) -> std::optional<double> {
            return with_match(g, [&](Match& m) -> std::optional<double> {
              double value = 0;
              if (!m.evaluate(seat, value)) return std::nullopt;
              return value;
            });
          },
          "seat"_a, "The rules' evaluate hook for the seat here, or None when the rules define none")
      .def("winners", [](Game& g) { return with_match(g, [](Match& m) { return m.winners(); }); })
      .def(
          "messages",
          [](Game& g) {
            return texts(with_match(g, [](Match& m) {
              std::vector<std::string> out;
              for (const LogEntry& entry : m.log()) out.push_back(entry.text);
              return out;
            }));
          },
          "The rules' messages so far (g:log), in order")
      .def(
          "history", [](Game& g) { return texts(with_match(g, [](Match& m) { return m.history(); })); },
          "The moves made so far, as their texts")
      .def(
          "result", [](Game& g) { return to_python(with_match(g, [](Match& m) { return m.result(); })); },
          "{scores, winners, deals, moves}, as records hold it")
      .def(
          "counter",
          [](Game& g, const std::string& name, std::optional<int> seat) {
            return with_match(g, [&](Match& m) { return m.counter(name, seat_or_table(seat)); });
          },
          "name"_a, "seat"_a = py::none(), "Any counter or variable as its raw integer")
      .def(
          "get",
          [](Game& g, const std::string& name, std::optional<int> seat) {
            return to_python(with_match(g, [&](Match& m) { return m.value(name, seat_or_table(seat)); }));
          },
          "name"_a, "seat"_a = py::none(), "Any counter or variable as the rules read it")
      .def(
          "zone",
          [](Game& g, const std::string& name, std::optional<int> seat) {
            return texts(with_match(g, [&](Match& m) {
              std::vector<std::string> cards;
              for (Card card : m.zone(name, seat_or_table(seat))) cards.push_back(card_name(card));
              return cards;
            }));
          },
          "name"_a, "seat"_a = py::none(), "The zone's cards, bottom first")
      .def(
          "view", [](Game& g, int seat) { return to_python(with_match(g, [&](Match& m) { return m.view(seat); })); },
          "seat"_a, "What the seat may see, as a dict (seat 0: what everyone sees)")
      .def(
          "fix_deal",
          [](Game& g, int number, const DealArg& zones) {
            with_match(g, [&](Match& m) { m.fix_deal(number, fixed_deal(zones)); });
          },
          "number"_a, "zones"_a, "Deals deal `number` (not dealt yet) with exactly these cards, bottom first")
      .def(
          "set_zone",
          [](Game& g, const std::string& zone, const std::string& cards, int seat) {
            with_match(g, [&](Match& m) { m.set_zone(zone, seat, cards); });
          },
          "zone"_a, "cards"_a, "seat"_a = 0,
          "Makes the zone (of `seat` for a seat's or team's zone) hold exactly these cards, bottom first, now")
      .def(
          "stack_shuffle",
          [](Game& g, const std::string& zone, const std::string& cards, int seat) {
            with_match(g, [&](Match& m) { m.stack_shuffle(zone, seat, cards); });
          },
          "zone"_a, "cards"_a, "seat"_a = 0, "The zone's next shuffle leaves exactly these cards in this order")
      .def(
          "clone", [](Game& g) { return Game(with_match(g, [](Match& m) { return m; })); }, "An independent copy")
      .def(
          "save", [](Game& g) { return to_python(with_match(g, [](Match& m) { return m.save(); })); },
          "The match as a dict, for cardrt.load")
      .def("__repr__", [](Game& g) {
        return text(with_match(g, [](Match& m) {
          return "<cardrt.Game " + json_text(selection_json(m.spec())) + ", seed " + std::to_string(m.setup().seed) +
                 ", deal " + std::to_string(m.deal_number()) + ", move " + std::to_string(m.moves_played()) + ">";
        }));
      });
}

}  // namespace cardrt::python
