// Methods of the rules' handles read through a small game: g:flag and g:set_flag on a flags var,
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
            "         books: { owner: team } }\n"
            "vars: { seen: { type: flags, values: [a, b, c], per: seat }, n: { type: int } }\n"
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
             Catch::Contains("'seen' has no flag 'z' (flags: a, b, c)"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:set_flag('n', 'a', true)"); }),
             Catch::Contains("'n' is not a flags var"));
  CHECK_THAT(error_of([&] { handle_game(dir, "  g:set_flag('seen', 'a', 1, 1)"); }),
             Catch::Contains("bad argument #3 to 'set_flag' (boolean expected, got number)"));
}

TEST_CASE("a declared melds mechanic names its targets in target order", "[binding]") {
  enginetest::TempDir dir("handle");
  CHECK_THAT(error_of([&] { handle_game(dir, "  error(table.concat(mechanics.melds:targets(), ' '), 0)"); }),
             Catch::StartsWith("4 wild"));
}
