// Methods of the rules' handles read through a small game: g:flag, g:flags and g:set_flag on a
// flags var, g:counts of a seat and a team zone, g:transfer between counters, the teams global, g:deal_out's targets,
// and a declared melds mechanic's targets().
#include <catch2/catch.hpp>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

namespace {
// A game whose start_deal runs `body` (seat 1 then moves; `pass` is its only move).
Match handle_game(const enginetest::TempDir& dir, const std::string& body) {
  dir.write("game.yaml",
            "game: h\n"
            "players: { min: 2, max: 2 }\n"
            "teams: { 2: [[1], [2]] }\n"
            "zones: { hand: { owner: seat }, meld_4: { owner: team }, meld_wild: { owner: team },\n"
            "         books: { owner: team }, pile: { owner: table } }\n"
            "vars: { seen: { type: flags, values: [a, b, c], per: seat }, n: { type: int },\n"
            "        trump: { type: suit }, led: { type: suit, initial: H }, bid: { per: seat, initial: none },\n"
            "        passed: { type: seats }, first: { type: seats, initial: [2] } }\n"
            "counters: { chips: { per: seat, initial: 5 }, pot: { per: table } }\n"
            "moves: { pass: { arg: none } }\n"
            "mechanics:\n"
            "  melds: { type: melds, naturals: \"4\", wilds: JK, wild_melds: true, hand: hand,\n"
            "           melds: meld_, books: books }\n");
  dir.write("rules.lua",
            "function rules.deal(g) end\n"
            "function rules.start_deal(g)\n" +
                body +
                "\n  g:set_to_move(1)\n"
                "end\n"
                "function rules.moves(g, out) out:add('pass') end\n"
                "function rules.play(g) end\n");
  Selection sel;
  sel.game = dir.path();
  return Match(load_rules(make_spec(sel)), MatchSetup{});
}
}  // namespace

TEST_CASE("g:flag and g:set_flag read and change one flag of a flags var", "[binding]") {
  enginetest::TempDir dir("handle");
  Match m = handle_game(dir,
                        "  g:set_flag('seen', 'b', true, 1)\n"
                        "  g:set_flag('seen', 'c', true, 1)\n"
                        "  g:set_flag('seen', 'b', false, 1)\n"
                        "  g:set_flag('seen', 'a', true, 2)\n"
                        "  if g:flag('seen', 'c', 1) and not g:flag('seen', 'b', 1) then g:set('n', 1) end");
  CHECK(m.counter("seen", 1) == 8);  // bit 3: c
  CHECK(m.counter("seen", 2) == 2);  // bit 1: a
  CHECK(m.counter("n", 0) == 1);
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:flag('seen', 'z', 1)"); }),
             Catch::Contains("unknown flag 'z' of 'seen' (flags: a, b, c)"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:set_flag('n', 'a', true)"); }),
             Catch::Contains("'n' is not a flags or seats var"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:set_flag('seen', 'a', 1, 1)"); }),
             Catch::Contains("bad argument #3 to 'set_flag' (boolean expected, got number)"));
}

TEST_CASE("a suit var holds a suit or none, an int var declared initial: none may be none", "[binding]") {
  enginetest::TempDir dir("handle");
  Match m = handle_game(dir,
                        "  local before = (g:get('trump') == nil and g:get('led') == 3) and 1 or 0\n"
                        "  g:set('trump', 'spades')\n"
                        "  g:set('led', nil)\n"
                        "  local unset = g:get('bid', 1) == nil and 1 or 0\n"
                        "  g:set('bid', 4, 2)\n"
                        "  g:add('bid', 1, 2)\n"
                        "  g:set('n', before * 100 + unset * 10 + g:get('trump'))");
  CHECK(m.counter("n", 0) == 114);
  CHECK(m.counter("bid", 1) == kNoneValue);
  CHECK(m.counter("bid", 2) == 5);
  CHECK(m.view(0)["counters"]["trump"] == "spades");
  CHECK(m.view(0)["counters"]["led"] == nullptr);
  CHECK(m.view(0)["counters"]["bid"] == Json::array({nullptr, 5}));
  CHECK(Match::load(m.save(), load_rules).view(0) == m.view(0));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:add('bid', 1, 1)"); }),
             Catch::Contains("g:add: 'bid' is none; set it first"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:set('trump', 'stars')"); }),
             Catch::Contains("not a suit: 'stars' (C D H S, or clubs diamonds hearts spades)"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:set('trump', 5)"); }), Catch::Contains("suit 1 (C) to 4 (S)"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:set('n', nil)"); }), Catch::Contains("number expected, got nil"));
}

TEST_CASE("a seats var holds a set of seats, read as a list and changed a seat at a time", "[binding]") {
  enginetest::TempDir dir("handle");
  Match m = handle_game(
      dir,
      "  local first = g:get('first')\n"
      "  g:set_flag('passed', 2, true)\n"
      "  local one = g:flag('passed', 2) and not g:flag('passed', 1)\n"
      "  g:set('first', { 1, 2 })\n"
      "  g:set_flag('first', 2, false)\n"
      "  if #first == 1 and first[1] == 2 and one then g:set('n', #g:get('first') * 10 + g:get('first')[1]) end");
  CHECK(m.counter("n", 0) == 11);
  CHECK(m.view(0)["counters"]["passed"] == Json::array({2}));
  CHECK(m.view(0)["counters"]["first"] == Json::array({1}));
  CHECK(Match::load(m.save(), load_rules).view(0) == m.view(0));
  Json save = m.save();
  save["state"]["slots"]["passed"][0] = 8;
  CHECK_THAT(error_of([&] { Match::load(save, load_rules); }),
             Catch::Contains("8 is not a set of seats (bit s for seat s, 1 to 2)"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:set_flag('passed', 3, true)"); }),
             Catch::Contains("bad argument #2 to 'set_flag' (seat out of range)"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:set('passed', { 1, 5 })"); }),
             Catch::Contains("'passed' holds seats 1 to 2; item 2 is 5"));
}

TEST_CASE("g:count_moves counts the legal moves of the seat to move, as the match will list them", "[binding]") {
  enginetest::TempDir dir("handle");
  Match m = handle_game(dir,
                        "  local nobody = g:count_moves()\n"
                        "  g:set_to_move(2)\n"
                        "  g:set('n', nobody * 10 + g:count_moves())");
  CHECK(m.counter("n", 0) == 1);
}

TEST_CASE("g:flags reads the set flags of a flags var as a set of names", "[binding]") {
  enginetest::TempDir dir("handle");
  Match m =
      handle_game(dir,
                  "  g:set_flag('seen', 'a', true, 1)\n"
                  "  g:set_flag('seen', 'c', true, 1)\n"
                  "  local set, none = g:flags('seen', 1), g:flags('seen', 2)\n"
                  "  local names = {}\n"
                  "  for name, on in pairs(set) do names[#names + 1] = name .. '=' .. tostring(on) end\n"
                  "  if table.concat(names, ',') == 'a=true,c=true' and next(none) == nil then g:set('n', 1) end");
  CHECK(m.counter("n", 0) == 1);
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:flags('n')"); }), Catch::Contains("'n' is not a flags var"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:flags('passed')"); }),
             Catch::Contains("'passed' is not a flags var (g:get gives a seats var's seats)"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:flags('seen')"); }),
             Catch::Contains("'seen' is kept per seat: give the seat"));
}

TEST_CASE("g:counts gives the cards of each seat's or team's instance of a zone", "[binding]") {
  enginetest::TempDir dir("handle");
  Match m = handle_game(dir,
                        "  g:fill('hand', 2)\n"
                        "  g:move(cards.make(1, 1), 'hand', 2, 'books', 1)\n"
                        "  local hands, books = g:counts('hand'), g:counts('books')\n"
                        "  if #hands == 2 and #books == 2 then\n"
                        "    g:set('n', hands[1] * 1000000 + hands[2] * 1000 + books[1] * 10 + books[2])\n"
                        "  end");
  CHECK(m.counter("n", 0) == 51010);
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:counts('pile')"); }),
             Catch::Contains("g:counts: zone 'pile' belongs to the table (g:count gives its cards)"));
}

TEST_CASE("g:transfer moves an amount between int counters, both or neither", "[binding]") {
  enginetest::TempDir dir("handle");
  Match m = handle_game(dir,
                        "  g:set('n', g:transfer(2, 'chips', 1, 'pot', nil))\n"
                        "  g:transfer(1, 'pot', nil, 'chips', 2)");
  CHECK(m.counter("n", 0) == 3);
  CHECK(m.counter("chips", 1) == 3);
  CHECK(m.counter("pot", 0) == 1);
  CHECK(m.counter("chips", 2) == 6);
  SECTION("an overflow changes neither") {
    Match overflowing = handle_game(dir,
                                    "  g:add('pot', math.maxinteger)\n"
                                    "  local ok, why = pcall(g.transfer, g, 1, 'chips', 1, 'pot', nil)\n"
                                    "  if not ok and g:get('chips', 1) == 5 then g:set('n', 7) end\n"
                                    "  assert(why:find(\"g:transfer: 'pot' would overflow\", 1, true), why)");
    CHECK(overflowing.counter("n", 0) == 7);
    CHECK(overflowing.counter("chips", 1) == 5);
  }
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:transfer(1, 'seen', 1, 'pot', nil)"); }),
             Catch::Contains("g:transfer needs int counters or vars, 'seen' is not one"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:transfer(1, 'chips', nil, 'pot', nil)"); }),
             Catch::Contains("'chips' is kept per seat: give the seat"));
}

TEST_CASE("the teams global lists the sides as g:team_seats does, and is read-only", "[binding]") {
  enginetest::TempDir dir("handle");
  Match m = handle_game(dir,
                        "  local same = #teams == 2\n"
                        "  for t, side in ipairs(teams) do\n"
                        "    for i, seat in ipairs(side) do same = same and g:team_seats(t)[i] == seat end\n"
                        "  end\n"
                        "  if same then g:set('n', teams[2][1]) end");
  CHECK(m.counter("n", 0) == 2);
  CHECK_THAT(error_of([&] { handle_game(dir, "  teams[2] = { 1 }"); }),
             Catch::Contains("cannot change '2': library and engine tables are read-only while a game runs"));
}

namespace {
// The hands and stock of a three-player deal, dealer 2, whose deal hook fills the deck unshuffled
// and calls g:deal_out("deck", TARGETS, 2).
std::vector<std::vector<Card>> dealt(const std::string& targets) {
  enginetest::TempDir dir("deal-out");
  dir.write("game.yaml",
            "game: d\n"
            "players: { min: 3, max: 3 }\n"
            "zones: { hand: { owner: seat }, stock: { owner: table }, deck: { owner: table } }\n"
            "moves: { pass: { arg: none } }\n");
  dir.write("rules.lua", "function rules.deal(g) g:fill('deck') g:deal_out('deck', " + targets +
                             ", 2) end\n"
                             "function rules.start_deal(g) g:set_to_move(1) end\n"
                             "function rules.moves(g, out) out:add('pass') end\n"
                             "function rules.play(g) end\n");
  Selection sel;
  sel.game = dir.path();
  MatchSetup setup;
  setup.dealer = 2;
  Match m(load_rules(make_spec(sel)), setup);
  return {m.zone("hand", 1), m.zone("hand", 2), m.zone("hand", 3), m.zone("stock", 0)};
}
}  // namespace

TEST_CASE("g:deal_out deals to a seat's zone named alone for every seat from the dealer's left", "[binding]") {
  const auto shorthand = dealt("{ 'hand', 'stock' }");
  CHECK(shorthand == dealt("{ { 'hand', 3 }, { 'hand', 1 }, { 'hand', 2 }, 'stock' }"));
  // the deck's top card (the last of the 52 in id order) goes to seat 3, the dealer's left
  REQUIRE(shorthand[2].size() == 2);
  CHECK(shorthand[2][0] == Card(51));
  CHECK(shorthand[0][0] == Card(50));
  CHECK(shorthand[3] == std::vector<Card>{Card(48), Card(44)});
  CHECK_THAT(error_of([] {
               dealt(
                   "{ 'hand', 'hand', 'hand', 'hand', 'hand', 'hand', 'hand', 'hand', 'hand', 'hand', "
                   "'hand', 'hand', 'hand', 'hand', 'hand', 'hand', 'hand', 'hand', 'hand', 'hand', "
                   "'hand', 'hand' }");
             }),
             Catch::Matchers::Contains("1 to 64 targets"));
}

TEST_CASE("a declared melds mechanic names its targets in target order", "[binding]") {
  enginetest::TempDir dir("handle");
  CHECK_THAT(error_of([&] { handle_game(dir, "  error(table.concat(mechanics.melds:targets(), ' '), 0)"); }),
             Catch::StartsWith("4 wild"));
}

TEST_CASE("g:reverse turns play round: g:next_seat and g:direction follow, views and saves show it", "[binding]") {
  enginetest::TempDir dir("handle");
  Match left = handle_game(dir, "  g:set('n', g:next_seat(1) * 10 + g:next_seat(1, 2))");
  CHECK(left.counter("n", 0) == 21);
  CHECK(left.view(0)["direction"] == "left");
  CHECK_FALSE(left.save()["state"].contains("reversed"));

  Match right = handle_game(dir,
                            "  g:reverse()\n"
                            "  g:set('n', g:next_seat(1) * 100 + g:next_seat(2, -1) * 10 +\n"
                            "    (g:direction() == 'right' and 1 or 0))");
  CHECK(right.counter("n", 0) == 211);
  CHECK(right.view(1)["direction"] == "right");
  CHECK(right.save()["state"]["reversed"] == true);
  // A save keeps the direction (the handle game deals no cards, which a load would refuse).
  Json saved = Match(load_rules(enginetest::sevens_spec()), MatchSetup{}).save();
  saved["state"]["reversed"] = true;
  const Match loaded = Match::load(saved, load_rules, {enginetest::kData});
  CHECK(loaded.state().reversed);
  CHECK(loaded.view(0)["direction"] == "right");
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:next_seat(1, 5000)"); }),
             Catch::Contains("g:next_seat: 5000 steps is too many"));
}
