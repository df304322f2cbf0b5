// What a variant adds over its game (`add:` options, zones, counters, vars and moves), the clashes
// refused at the variant's line and column, and moves that take a number.
#include <catch2/catch.hpp>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/lua_rules.hpp"
#include "cardrt/match.hpp"
#include "cardrt/notation.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;
using enginetest::TempDir;

namespace {

const char* const kGame = R"(game: tiny
players: { min: 2, max: 4 }
zones:
  hand: { owner: seat }
counters:
  chips: { per: seat, initial: 10 }
moves:
  play: { arg: card }
  bid: { arg: number, min: 0, max: 13 }
options:
  ante: { type: int, min: 0, default: 1 }
)";

// A tiny game folder with the variant files given (name -> text).
struct Fixture {
  TempDir dir{"additions"};
  explicit Fixture(const std::vector<std::pair<std::string, std::string>>& variants) {
    dir.write("tiny/game.yaml", kGame);
    dir.write("tiny/rules.lua",
              "function rules.moves(g, out, seat) out:add('bid', 0) end\nfunction rules.play() end\n");
    for (const auto& [name, text] : variants) dir.write("tiny/variants/" + name + ".yaml", text);
  }
  std::shared_ptr<const GameSpec> spec(const std::string& variant) const {
    Selection sel;
    sel.game = dir.path("tiny");
    sel.variant = variant;
    return make_spec(sel);
  }
  std::string error(const std::string& variant) const {
    return error_of([&] { spec(variant); });
  }
  std::string game_yaml() const { return dir.path("tiny/game.yaml"); }
  std::string variant_file(const std::string& name) const { return dir.path("tiny/variants/" + name + ".yaml"); }
};

const char* const kKnock = R"(extends: tiny
add:
  options:
    fee: { type: int, min: 0, default: 2 }
  zones:
    kitty: { owner: table, visibility: public }
  counters:
    knocks: { per: seat, initial: { option: fee } }
  vars:
    knocked: { type: bool, per: seat, reset: deal }
  moves:
    knock: { doc: "skip a turn" }
options:
  fee: 3
)";

}  // namespace

TEST_CASE("a variant adds options, zones, counters, vars and moves after the game's own", "[layout][variants]") {
  Fixture f({{"knock", kKnock}, {"louder", "extends: knock\nadd:\n  moves:\n    shout: {}\noptions:\n  fee: 4\n"}});
  auto spec = f.spec("knock");
  const Layout& layout = *spec->layout;
  CHECK(layout.zone_names() == std::vector<std::string>{"hand", "kitty"});
  CHECK(layout.slot_names() == std::vector<std::string>{"chips", "knocks", "knocked"});
  CHECK(layout.verbs() == std::vector<std::string>{"play", "bid", "knock"});
  CHECK(layout.option_names() == std::vector<std::string>{"ante", "fee"});
  CHECK(spec->options == Json::parse(R"({"ante": 1, "fee": 3})"));
  // The state has room for them: one kitty, and knocks and knocked per seat.
  CHECK(spec->zone_instances == 2 + 1);
  CHECK(spec->slot_instances == 2 + 2 + 2);
  // The added counter starts at the added option's value, as the variant set it.
  REQUIRE(layout.slots[1].initial_formula);
  CHECK(layout.slots[1].initial_formula->options_read() == std::vector<std::string>{"fee"});
  CHECK(layout.moves[2].where.text() == f.variant_file("knock") + ":12:5");
  // A variant extending it adds more and sets what the one below added.
  auto louder = f.spec("louder");
  CHECK(louder->layout->verbs() == std::vector<std::string>{"play", "bid", "knock", "shout"});
  CHECK(louder->options == Json::parse(R"({"ante": 1, "fee": 4})"));
  // The game itself is untouched.
  CHECK(f.spec("")->layout->verbs() == std::vector<std::string>{"play", "bid"});
}

TEST_CASE("a name the game declares already is refused at the variant's line", "[layout][variants]") {
  Fixture f({{"option", "extends: tiny\nadd:\n  options:\n    ante: { type: int, default: 2 }\n"},
             {"zone", "extends: tiny\nadd:\n  zones:\n    hand: { owner: table }\n"},
             {"slot", "extends: tiny\nadd:\n  vars:\n    chips: { type: int }\n"},
             {"move", "extends: tiny\nadd:\n  moves:\n    play: {}\n"},
             {"early", "extends: tiny\noptions:\n  fee: 1\n"},
             {"late", "extends: early\nadd:\n  options:\n    fee: { type: int, default: 2 }\n"}});
  CHECK(f.error("option") ==
        f.variant_file("option") + ":4:5: option 'ante' is declared already, at " + f.game_yaml() + ":11:3");
  CHECK(f.error("zone") ==
        f.variant_file("zone") + ":4:5: zone 'hand' is declared already, at " + f.game_yaml() + ":4:3");
  CHECK(f.error("slot") == f.variant_file("slot") + ":4:5: 'chips' (as a counter or var) is declared already, at " +
                               f.game_yaml() + ":6:3");
  CHECK(f.error("move") ==
        f.variant_file("move") + ":4:5: move 'play' is declared already, at " + f.game_yaml() + ":8:3");
  // A misspelt section is found when the game's variants load, as any unknown key of a variant file.
  Fixture misspelt(
      std::vector<std::pair<std::string, std::string>>{{"key", "extends: tiny\nadd:\n  move:\n    knock: {}\n"}});
  CHECK(misspelt.error("key") == misspelt.variant_file("key") +
                                     ":3:3: unknown key 'move' in add; did you mean 'moves'? (allowed: options, zones, "
                                     "counters, vars, moves)");
  // A variant sets only what it or the variants below it declare.
  CHECK(f.error("late") == f.variant_file("early") + ":3:3: unknown option 'fee' for tiny (options: ante)");
}

TEST_CASE("a name declared twice in game.yaml is a key given twice", "[layout]") {
  TempDir dir("twice");
  dir.write("g/rules.lua", "");
  dir.write("g/game.yaml",
            "game: g\nplayers: { min: 2, max: 2 }\nzones:\n  hand: {}\n  hand: {}\nmoves:\n  pass: {}\n");
  CHECK(error_of([&] { load_layout(dir.path("g")); }) ==
        dir.path("g/game.yaml") +
            ":5:3: key 'hand' is given twice in this mapping (first at line 4:3): YAML keeps only one of them; "
            "remove one");
}

TEST_CASE("a move may take a number in a declared range", "[layout][moves]") {
  Fixture f({});
  auto spec = f.spec("");
  const Layout& layout = *spec->layout;
  const MoveDef& bid = layout.moves[1];
  CHECK(bid.arg == ArgKind::Number);
  CHECK(bid.min == 0);
  CHECK(bid.max == 13);
  MoveList list;
  parse_move(layout, "Bid 7", list);
  CHECK(move_text(layout, list, list[0]) == "bid 7");
  parse_move(layout, "bid +13", list);
  CHECK(move_text(layout, list, list[1]) == "bid 13");
  CHECK(error_of([&] { parse_move(layout, "bid 14", list); }) ==
        "'bid' takes a number from 0 to 13, like 'bid 0', got 'bid 14'");
  CHECK(error_of([&] { parse_move(layout, "bid seven", list); }) ==
        "'bid' takes a number from 0 to 13, like 'bid 0', got 'bid seven'");

  TempDir dir("numbers");
  dir.write("g/rules.lua", "");
  auto layout_error = [&](const std::string& moves) {
    dir.write("g/game.yaml", "game: g\nplayers: { min: 2, max: 2 }\nzones:\n  hand: {}\nmoves:\n" + moves);
    return error_of([&] { load_layout(dir.path("g")); });
  };
  const std::string yaml = dir.path("g/game.yaml");
  CHECK(layout_error("  bid: { arg: number }\n") ==
        yaml + ":6:8: move 'bid' takes a number: give its range with 'min:' (default 0) and 'max:'");
  CHECK(layout_error("  bid: { arg: number, min: 5, max: 2 }\n") ==
        yaml + ":6:36: move 'bid' max must be from 5 to 65540, got 2");
  CHECK(layout_error("  bid: { arg: card, max: 2 }\n") ==
        yaml + ":6:26: min and max belong to a move with 'arg: number'");
}

TEST_CASE("the rules list and play number moves as integers", "[moves]") {
  TempDir dir("bids");
  dir.write("g/game.yaml", R"(game: g
players: { min: 2, max: 2 }
zones:
  hand: { owner: seat }
vars:
  bid: { type: int, per: seat }
moves:
  bid: { arg: number, min: 0, max: 13 }
options:
  most: { type: int, default: 3 }
)");
  dir.write("g/rules.lua", R"(function rules.deal() end
function rules.start_deal(g) g:set_to_move(1) end
function rules.moves(g, out, seat)
  for n = 0, options.most do out:add("bid", n) end
end
function rules.play(g, verb, n, seat)
  g:set("bid", n, seat)
  g:set_to_move(g:seat(seat + 1))
end
)");
  Selection sel;
  sel.game = dir.path("g");
  Match m(load_lua_rules(make_spec(sel)), MatchSetup{});
  CHECK(m.legal_texts() == std::vector<std::string>{"bid 0", "bid 1", "bid 2", "bid 3"});
  m.play("bid 2");
  CHECK(m.counter("bid", 1) == 2);
  CHECK(m.to_move() == 2);
  sel.options["most"] = 14;
  Match over(load_lua_rules(make_spec(sel)), MatchSetup{});
  CHECK_THAT(error_of([&] { over.legal_moves(); }),
             Catch::Contains("rules.lua:4: move 'bid' takes a number from 0 to 13, not 14"));
}

TEST_CASE("a number move's max may follow the table: typed, listed and shown at its value there", "[moves]") {
  TempDir dir("bids-to-most");
  dir.write("g/game.yaml", R"(game: g
players: { min: 2, max: 4 }
zones:
  hand: { owner: seat }
vars:
  bid: { type: int, per: seat }
moves:
  bid: { arg: number, min: 0, max: most * players }
options:
  most: { type: int, default: 3 }
)");
  dir.write("g/rules.lua", R"(function rules.deal() end
function rules.start_deal(g) g:set_to_move(1) end
function rules.moves(g, out) out:add("bid", options.most * players + 1) end
function rules.play() end
)");
  Selection sel;
  sel.game = dir.path("g");
  const std::shared_ptr<const GameSpec> spec = make_spec(sel);
  CHECK(spec->layout->moves[0].max == 65535);  // the widest any table may have
  CHECK(spec->number_max == std::vector<std::int64_t>{6});
  sel.players = 3;
  sel.options["most"] = 5;
  CHECK(make_spec(sel)->number_max == std::vector<std::int64_t>{15});
  MoveList list;
  CHECK(error_of([&] { parse_move(*spec->layout, "bid 7", list, spec->number_max); }) ==
        "'bid' takes a number from 0 to 6, like 'bid 0', got 'bid 7'");
  Match m(load_lua_rules(spec), MatchSetup{});
  CHECK_THAT(error_of([&] { m.legal_moves(); }),
             Catch::Contains("rules.lua:3: move 'bid' takes a number from 0 to 6, not 7"));
  sel.options["most"] = -1;
  CHECK(error_of([&] { make_spec(sel); }) ==
        dir.path("g/game.yaml") +
            ":8:36: with 3 players and most=-1, move 'bid' max (most * players) must be from 0 to 65535, got -3");
}
