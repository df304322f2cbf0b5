// Formulas of a layout (numbers that follow the table): parsing with exact errors and offsets,
// evaluation with checked arithmetic, and their places in game.yaml (deck, deal, option defaults,
// counter starts) resolved for a selected game, with errors at file:line:col.
#include <catch2/catch.hpp>

#include "cardrt/formula.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

namespace {

const Formula::Names kNames = {
    {"hand_size", {FormulaType::Int, {}}},
    {"stock", {FormulaType::Bool, {}}},
    {"scoring", {FormulaType::Enum, {"chips", "settle", "points"}}},
    {"payout", {FormulaType::Enum, {"chips", "settle", "points"}}},
    {"chips", {FormulaType::Int, {}}},
};

const Json kOptions = {{"hand_size", 7}, {"stock", false}, {"scoring", "settle"}, {"payout", "settle"}, {"chips", 3}};

std::int64_t value(const std::string& text, int players = 4, FormulaType want = FormulaType::Int) {
  return Formula::parse(text, want, kNames).evaluate(players, kOptions);
}

// "OFFSET: message" of a formula that does not parse.
std::string parse_error(const std::string& text, FormulaType want = FormulaType::Int) {
  try {
    Formula::parse(text, want, kNames);
  } catch (const FormulaError& e) {
    return std::to_string(e.offset) + ": " + e.what();
  }
  return "parsed";
}

}  // namespace

TEST_CASE("formulas compute numbers and truths from the player count and the options", "[formula]") {
  CHECK(value("players + 1") == 5);
  CHECK(value("if players > 5 then 2 else 1", 5) == 1);
  CHECK(value("if players > 5 then 2 else 1", 6) == 2);
  CHECK(value("if players == 2 then 7 else 5", 2) == 7);
  CHECK(value("if players == 2 then 7 else if players <= 4 then 6 else 5", 4) == 6);
  CHECK(value("min(7, 52 / players)", 8) == 6);
  CHECK(value("max(1, (players + 3) / 4, 2)", 9) == 3);
  CHECK(value("1 + 2 * 3 - 4") == 3);
  CHECK(value("(1 + 2) * 3") == 9);
  CHECK(value("- players * 2") == -8);
  // Division rounds down, and the remainder takes the divisor's sign.
  CHECK(value("-7 / 2") == -4);
  CHECK(value("-7 % 2") == 1);
  CHECK(value("7 % -2") == -1);
  CHECK(value("7 / -1") == -7);
  CHECK(value("hand_size * 2") == 14);
  CHECK(value("not true or true and false", 4, FormulaType::Bool) == 0);
  CHECK(value("not stock and players != 2", 4, FormulaType::Bool) == 1);
  CHECK(value("if scoring == settle then 1 else 0") == 1);
  CHECK(value("if points == scoring then 1 else 0") == 0);
  CHECK(value("scoring != chips", 4, FormulaType::Bool) == 1);
  CHECK(value("scoring == payout", 4, FormulaType::Bool) == 1);
  // A value name is read as the value even where an option has the same name (`chips`).
  CHECK(value("scoring == chips", 4, FormulaType::Bool) == 0);
  CHECK(value("chips + 1") == 4);
  CHECK(Formula::parse("if stock then hand_size else chips + hand_size", FormulaType::Int, kNames).options_read() ==
        std::vector<std::string>{"stock", "hand_size", "chips"});
  CHECK(Formula::parse("players", FormulaType::Int, kNames).options_read().empty());
}

TEST_CASE("a formula that does not read says where and why", "[formula]") {
  CHECK(parse_error("players +") == "9: expected a number, a name or '(', got the end of the formula");
  CHECK(parse_error("plyers + 1") ==
        "0: unknown name 'plyers'; did you mean 'players'? (names: players, hand_size, stock, scoring, payout, chips)");
  CHECK(parse_error("players > 5 > 3") == "12: one comparison at a time: join two with 'and'");
  CHECK(parse_error("if players > 5 then 2") ==
        "21: expected 'else' after 'then ...' (every 'if' needs an 'else'), got the end of the formula");
  CHECK(parse_error("if players then 2 else 1") == "3: the condition of 'if' takes true or false, not a number");
  CHECK(parse_error("if stock then 2 else false") == "21: 'then' gives a number but 'else' gives true or false");
  CHECK(parse_error("1 + true") == "4: '+' takes a number, not true or false");
  CHECK(parse_error("players == true") == "8: '==' compares a number with true or false");
  CHECK(parse_error("scoring == chipz", FormulaType::Bool) ==
        "11: 'chipz' is no value of option 'scoring' (chips, settle, points)");
  CHECK(parse_error("scoring == 2", FormulaType::Bool) ==
        "11: an enum option is compared with one of its value names or an option of the same values");
  CHECK(parse_error("scoring + 1") == "0: '+' takes a number, not the value of option 'scoring'");
  CHECK(parse_error("players $ 2") == "8: '$' has no meaning in a formula");
  CHECK(parse_error("min(1)") == "0: 'min' takes two numbers or more");
  CHECK(parse_error("(players + 1") == "12: expected ')' to close the '(' at byte 1, got the end of the formula");
  CHECK(parse_error("players 2") == "8: unexpected '2'");
  CHECK(parse_error("2x") == "0: '2x' is not a whole number");
  CHECK(parse_error("99999999999999999999") == "0: 99999999999999999999 is beyond the 64-bit integer range");
  CHECK(parse_error("players > 2") == "0: a number is wanted here, not true or false");
  CHECK(parse_error("players", FormulaType::Bool) == "0: true or false is wanted here, not a number");
  CHECK(parse_error("then") == "0: 'then' cannot stand here");
  CHECK(parse_error(std::string(100, '(') + "1" + std::string(100, ')')) == "32: nested more than 64 deep");
  CHECK(parse_error(std::string(1001, '1')) == "0: a formula may be at most 1000 bytes long");
}

TEST_CASE("a formula's arithmetic stays inside 64 bits and never divides by zero", "[formula]") {
  CHECK(error_of([] { value("players / (players - 4)"); }) == "division by zero");
  CHECK(error_of([] { value("players % 0"); }) == "division by zero");
  CHECK(error_of([] { value("9223372036854775807 + players"); }) == "the arithmetic leaves the 64-bit integer range");
  CHECK(error_of([] { value("(-9223372036854775807 - 1) / -1"); }) == "the arithmetic leaves the 64-bit integer range");
  CHECK(error_of([] { value("-(-9223372036854775807 - 1)"); }) == "the arithmetic leaves the 64-bit integer range");
  CHECK(value("(-9223372036854775807 - 1) % -1") == 0);
  CHECK(error_of([] { value("3037000500 * 3037000500"); }) == "the arithmetic leaves the 64-bit integer range");
}

namespace {

// A game folder written for one test, its game.yaml from `extra` on (line 6 onwards).
struct FormulaGame : enginetest::TempDir {
  FormulaGame() : TempDir("formula") {
    write("rules.lua",
          "function rules.start_deal(g) g:set_to_move(1) end\n"
          "function rules.moves(g, out) out:add(\"pass\") end\n"
          "function rules.play(g) g:end_match() end\n");
  }
  std::string yaml() const { return path("game.yaml"); }
  std::string layout(const std::string& extra) const {
    write("game.yaml",
          "game: g\n"
          "players: { min: 2, max: 8, default: 4 }\n"
          "zones: { hand: { owner: seat }, stock: { owner: table } }\n"
          "moves: { pass: { arg: none } }\n"
          "deal: { from: stock, to: [hand], each: hand_size }\n" +
              extra);
    return path();
  }
  std::shared_ptr<const GameSpec> spec(int players,
                                       std::vector<std::pair<std::string, std::string>> options = {}) const {
    Selection sel;
    sel.game = path();
    sel.players = players;
    sel.option_text = std::move(options);
    return make_spec(sel);
  }
};

}  // namespace

TEST_CASE("game.yaml's numbers follow the table", "[formula][layout]") {
  FormulaGame game;
  game.layout(
      "deck: { decks: if players > 5 then 2 else 1 }\n"
      "options:\n"
      "  hand_size: { type: int, min: 1, default: if players == 2 then 7 else 5 }\n"
      "  bonus: { type: int, default: base * 2 }\n"
      "  base: { type: int, default: hand_size + 1 }\n"
      "  stock: { type: bool, default: players == 2 }\n"
      "counters: { chips: { per: seat, initial: base * 10 } }\n");
  SECTION("each number for the player count") {
    CHECK(game.spec(2)->decks == 1);
    CHECK(game.spec(2)->deal_each == 7);
    CHECK(game.spec(5)->decks == 1);
    CHECK(game.spec(5)->deal_each == 5);
    CHECK(game.spec(6)->decks == 2);
    CHECK(game.spec(6)->deck_size() == 104);
  }
  SECTION("a default reads options declared before or after it, as they are set") {
    CHECK(game.spec(2)->options == Json::parse(R"({"hand_size": 7, "bonus": 16, "base": 8, "stock": true})"));
    CHECK(game.spec(4)->options == Json::parse(R"({"hand_size": 5, "bonus": 12, "base": 6, "stock": false})"));
    CHECK(game.spec(4, {{"hand_size", "9"}})->options ==
          Json::parse(R"({"hand_size": 9, "bonus": 20, "base": 10, "stock": false})"));
    CHECK(game.spec(4, {{"base", "1"}, {"stock", "true"}})->options ==
          Json::parse(R"({"hand_size": 5, "bonus": 2, "base": 1, "stock": true})"));
    CHECK(game.spec(4, {{"bonus", "0"}})->options["bonus"] == 0);
    CHECK(game.spec(4, {{"hand_size", "9"}})->deal_each == 9);
  }
  SECTION("a counter starts at a formula's value") {
    const auto spec = game.spec(4, {{"base", "3"}});
    CHECK(spec->slots[0].initial == 30);
  }
  SECTION("cardrt rules shows the formulas as written") {
    auto layout = load_layout(game.path());
    CHECK(option_default_text(*layout->option("hand_size")) == "if players == 2 then 7 else 5");
    CHECK(layout->decks.text() == "if players > 5 then 2 else 1");
    CHECK(layout->deal.each.text() == "hand_size");
  }
}

TEST_CASE("a formula of game.yaml is checked at load and at each table, at file:line:col", "[formula][layout]") {
  FormulaGame game;
  const std::string yaml = game.yaml();
  const auto load_error = [&](const std::string& extra) { return error_of([&] { load_layout(game.layout(extra)); }); };
  const std::string options = "options: { hand_size: { type: int, default: 5 } }\n";
  CHECK(load_error(options + "deck: { decks: if players > 5 then 2 els 1 }\n") ==
        yaml + ":7:38: expected 'else' after 'then ...' (every 'if' needs an 'else'), got 'els'");
  // Quoted, the column still points into the formula.
  CHECK(load_error(options + "deck: { decks: \"if players > 5 then 2 else x\" }\n") ==
        yaml + ":7:44: unknown name 'x' (names: players, hand_size)");
  CHECK(load_error(options + "deck: { jokers: players > 2 }\n") ==
        yaml + ":7:17: a number is wanted here, not true or false");
  CHECK(load_error("options:\n  a: { type: int, default: b + 1 }\n  b: { type: int, default: hand_size - a }\n"
                   "  hand_size: { type: int, default: 5 }\n") ==
        yaml + ":7:28: the default of option 'a' depends on itself: a -> b -> a");
  CHECK(load_error("options:\n  hand_size: { type: int, default: hand_size }\n") ==
        yaml + ":7:36: the default of option 'hand_size' depends on itself: hand_size -> hand_size");
  CHECK(load_error(options + "counters: { c: { initial: hand_size > 1 } }\n") ==
        yaml + ":7:27: a number is wanted here, not true or false");
  SECTION("a value out of its range at a table names the table") {
    game.layout(options + "deck: { decks: players * 2 }\n");
    CHECK(game.spec(6)->decks == 12);
    CHECK(error_of([&] { game.spec(7); }) ==
          yaml + ":7:16: with 7 players, deck.decks (players * 2) must be from 1 to 12, got 14");
    game.layout("options: { hand_size: { type: int, min: 1, max: 9, default: 20 - players * 2 } }\n");
    CHECK(error_of([&] { game.spec(5); }) ==
          yaml + ":6:61: with 5 players, the default of option 'hand_size' must be from 1 to 9, got 10");
    game.layout(
        "options: { hand_size: { type: int, default: 4 }, per: { type: int, default: 52 / (hand_size - 4) } }\n");
    CHECK(error_of([&] { game.spec(4); }) == yaml +
                                                 ":6:77: with 4 players and hand_size=4, the default of option 'per' "
                                                 "(52 / (hand_size - 4)): division by zero");
    CHECK(game.spec(4, {{"hand_size", "2"}})->options["per"] == -26);
    CHECK(error_of([&] {
            game.spec(4, {{"hand_size", "-1"}});
          }) ==
          yaml + ":5:40: with 4 players and hand_size=-1, deal: each (hand_size) must be from 1 to 2147483647, got -1");
  }
}

TEST_CASE("deal: each may follow the deal number, which no other number may read", "[formula][layout]") {
  enginetest::TempDir dir("formula_deal");
  dir.write("rules.lua",
            "function rules.start_deal(g) g:set_to_move(1) end\n"
            "function rules.moves(g, out) out:add('pass') end\n"
            "function rules.play(g) if g:deal_number() == 4 then g:end_match() else g:end_deal() end end\n");
  const std::string head =
      "game: g\n"
      "players: { min: 2, max: 4 }\n"
      "zones: { hand: { owner: seat }, stock: { owner: table } }\n"
      "moves: { pass: { arg: none } }\n";
  dir.write("game.yaml", head + "deal: { from: stock, to: [hand], each: if deal <= 3 then 4 - deal else deal - 2 }\n");
  Selection sel;
  sel.game = dir.path();
  Match m(load_rules(make_spec(sel)), MatchSetup{});
  CHECK(m.spec().deal_each == 3);
  std::vector<std::size_t> sizes;
  for (int deal = 1; deal <= 4; ++deal) {
    sizes.push_back(m.zone("hand", 1).size());
    m.play("pass");
    m.next_deal();
  }
  CHECK(sizes == std::vector<std::size_t>{3, 2, 1, 2});
  dir.write("game.yaml", head + "deal: { from: stock, to: [hand], each: 30 - deal * 10 }\n");
  Match bad(load_rules(make_spec(sel)), MatchSetup{});
  bad.play("pass");
  bad.next_deal();
  CHECK(bad.zone("hand", 2).size() == 10);
  bad.play("pass");
  CHECK(error_of([&] { bad.next_deal(); }) ==
        dir.path("game.yaml") +
            ":5:40: with 2 players at deal 3, deal: each (30 - deal * 10) must be from 1 to 2147483647, got 0\n"
            "  while dealing deal 3");
  dir.write("game.yaml", head + "deck: { decks: deal }\n");
  CHECK(error_of([&] { load_layout(dir.path()); }) ==
        dir.path("game.yaml") +
            ":5:16: 'deal' (the deal number) is known only in numbers computed at each deal: deal: each, and a bidding "
            "round's bounds");
}
