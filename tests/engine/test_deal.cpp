// The deal game.yaml declares (deal: from, to, each) for rules without a deal hook: the cards it
// deals, where, in which order, and its mistakes located.
#include <catch2/catch.hpp>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using Catch::Matchers::StartsWith;
using enginetest::error_of;

namespace {
// A three-player game with a kitty and tricks; `deal` is its deal: line (line 8), `rules_deal` the
// body of a rules.deal hook (none when empty).
struct DealGame {
  enginetest::TempDir dir{"declared-deal"};

  std::string write(const std::string& deal, const std::string& rules_deal = "") {
    dir.write(
        "game.yaml",
        "game: d\n"
        "players: { min: 3, max: 3 }\n"
        "teams: { 3: [[1], [2, 3]] }\n"
        "zones: { hand: { owner: seat }, kitty: { owner: table }, deck: { owner: table },\n"
        "         side: { owner: team }, trick: { owner: table }, won: { owner: seat } }\n"
        "moves: { pass: { arg: none }, play: { arg: card } }\n"
        "options: { hand_size: { type: int, min: 1, default: 4 }, style: { type: bool, default: false } }\n" +
            deal +
            "vars: { trumps: { type: suit, reset: deal }, tricks_left: { type: int } }\n"
            "mechanics:\n"
            "  tricks: { type: tricks, hand: hand, trick: trick, won: won, trump: trumps, turns: { play: play } }\n"
            "  scores: { type: tricks, hand: hand, trick: trick, won: won }\n");
    dir.write("rules.lua", (rules_deal.empty() ? "" : "function rules.deal(g)\n" + rules_deal + "\nend\n") +
                               "function rules.start_deal(g) if not g:to_move() then g:set_to_move(1) end end\n"
                               "function rules.last_trick(g) g:end_deal() end\n"
                               "function rules.moves(g, out) out:add('pass') end\n"
                               "function rules.play(g) g:end_deal() end\n");
    return dir.path();
  }
  Match match(const std::string& deal, const std::string& rules_deal = "", int dealer = 2) {
    Selection sel;
    sel.game = write(deal, rules_deal);
    MatchSetup setup;
    setup.seed = 17;
    setup.dealer = dealer;
    return Match(load_rules(make_spec(sel)), setup);
  }
};

std::vector<std::vector<Card>> zones_of(const Match& m) {
  return {m.zone("hand", 1), m.zone("hand", 2), m.zone("hand", 3), m.zone("kitty", 0), m.zone("deck", 0)};
}
}  // namespace

TEST_CASE("a declared deal deals as fill, shuffle and deal_out would, from the dealer's left", "[deal]") {
  DealGame game;
  SECTION("the whole pack, the kitty taking a card after the seats each round") {
    Match declared = game.match("deal: { from: deck, to: [hand, kitty] }\n");
    CHECK(declared.zone("hand", 1).size() == 13);
    CHECK(declared.zone("kitty", 0).size() == 13);
    CHECK(declared.zone("deck", 0).empty());
    Match scripted = game.match("", "g:fill('deck') g:shuffle('deck') g:deal_out('deck', { 'hand', 'kitty' })");
    CHECK(zones_of(declared) == zones_of(scripted));
  }
  SECTION("each: a number or an int option, the rest staying where it was dealt from") {
    Match declared = game.match("deal: { from: deck, to: [hand], each: hand_size }\n");
    CHECK(declared.zone("hand", 3).size() == 4);
    CHECK(declared.zone("deck", 0).size() == 40);
    Match scripted = game.match("", "g:fill('deck') g:shuffle('deck') g:deal_out('deck', { 'hand' }, 4)");
    CHECK(zones_of(declared) == zones_of(scripted));
    CHECK(zones_of(game.match("deal: { from: deck, to: [hand], each: 4 }\n")) == zones_of(declared));
  }
  SECTION("the top card goes to the seat left of the dealer") {
    Match declared = game.match("deal: { from: deck, to: [hand], each: 1 }\n", "", 3);
    Match shuffled_only =
        game.match("deal: { from: deck, to: [hand], each: 1 }\n", "g:fill('deck') g:shuffle('deck')", 3);
    const std::vector<Card> pack = shuffled_only.zone("deck", 0);
    CHECK(declared.zone("hand", 1) == std::vector<Card>{pack[51]});
    CHECK(declared.zone("hand", 2) == std::vector<Card>{pack[50]});
    CHECK(declared.zone("hand", 3) == std::vector<Card>{pack[49]});
  }
  SECTION("turn_up: the next card is turned up, its suit to a var; then: a mechanic takes the turns") {
    const std::string deal =
        "deal: { from: deck, to: [hand], each: 4, turn_up: { to: kitty, suit: trumps }, then: tricks }\n";
    Match turned = game.match(deal, "", 3);
    Match shuffled_only = game.match(deal, "g:fill('deck') g:shuffle('deck')", 3);
    const Card up = shuffled_only.zone("deck", 0)[51 - 12];  // the card after the twelve dealt
    CHECK(turned.zone("kitty", 0) == std::vector<Card>{up});
    CHECK(turned.zone("deck", 0).size() == 39);
    const char* const suits[] = {"clubs", "diamonds", "hearts", "spades"};
    CHECK(turned.value("trumps", 0) == suits[suit_of(up) - 1]);
    CHECK(turned.state().to_move == 1);       // the dealer's left
    CHECK(turned.legal_moves().size() == 4);  // the tricks have the turns: seat 1 leads any card
    Match whole = game.match("deal: { from: deck, to: [hand], turn_up: { to: kitty, suit: trumps } }\n");
    CHECK(whole.zone("kitty", 0).empty());  // no card left to turn up: no trumps
    CHECK(whole.value("trumps", 0) == nullptr);
  }
  SECTION("a rules.deal hook deals instead") {
    Match m = game.match("deal: { from: deck, to: [hand] }\n", "g:fill('kitty')");
    CHECK(m.zone("kitty", 0).size() == 52);
    CHECK(m.zone("hand", 1).empty());
  }
  SECTION("without either, a deal is an error") {
    CHECK(error_of([&] { game.match(""); }) ==
          "d: the rules define no deal hook and game.yaml declares no deal:\n  while dealing deal 1");
  }
}

TEST_CASE("deal: is read with every mistake located", "[deal][layout]") {
  DealGame game;
  const auto error_for = [&](const std::string& deal) { return error_of([&] { load_layout(game.write(deal)); }); };
  const std::string at = game.dir.path("game.yaml") + ":8:";
  const Layout::Deal read = load_layout(game.write("deal: { from: deck, to: [hand, kitty], each: 3 }\n"))->deal;
  CHECK(read.from_zone == 2);
  CHECK(read.to_zones == std::vector<int>{0, 1});
  CHECK(read.each.constant == 3);
  CHECK(load_layout(game.write(""))->deal.from_zone == -1);
  CHECK(error_for("deal: deck\n") == at + "7: deal must be a mapping");
  CHECK(error_for("deal: { to: [hand] }\n") == at + "7: deal needs 'from:'");
  CHECK(error_for("deal: { from: deck, to: [hand], by: 1 }\n") ==
        at + "33: unknown key 'by' in deal (allowed: from, to, each, turn_up, then)");
  CHECK(error_for("deal: { from: deck, to: [hand], turn_up: kitty }\n") ==
        at + "42: deal: turn_up ({ to: ZONE, suit: VAR }) must be a mapping");
  CHECK(error_for("deal: { from: deck, to: [hand], turn_up: { suit: trumps } }\n") ==
        at + "42: deal: turn_up needs 'to:', the table zone the card is turned up to");
  CHECK(error_for("deal: { from: deck, to: [hand], turn_up: { to: hand } }\n") ==
        at + "48: deal: turn_up: to 'hand' must be a zone of the table");
  CHECK(error_for("deal: { from: deck, to: [hand], turn_up: { to: deck } }\n") ==
        at + "48: deal: turn_up: to cannot be the zone dealt from, 'deck'");
  CHECK(error_for("deal: { from: deck, to: [hand], turn_up: { to: kitty, suit: tricks_left } }\n") ==
        at + "61: deal: turn_up: suit 'tricks_left' must be a suit var of the table (the turned card's suit)");
  CHECK(error_for("deal: { from: deck, to: [hand], then: scores }\n") ==
        at + "39: deal: then must name a mechanic with turns: declared before it, got 'scores'");
  CHECK(error_for("deal: { from: hand, to: [kitty] }\n") == at + "15: deal: from 'hand' must be a zone of the table");
  CHECK(error_for("deal: { from: deck, to: hand }\n") == at + "25: deal: to must be a list of zones");
  CHECK(error_for("deal: { from: deck, to: [] }\n") == at + "25: deal: to must be a list of zones");
  CHECK(error_for("deal: { from: deck, to: [hands] }\n") == at + "26: deal: to names no zone: 'hands'");
  CHECK(error_for("deal: { from: deck, to: [deck] }\n") == at + "26: deal: to cannot name the zone dealt from, 'deck'");
  CHECK(error_for("deal: { from: deck, to: [side] }\n") ==
        at + "26: deal: to 'side' must be a zone of the table or of each seat");
  CHECK(error_for("deal: { from: deck, to: [hand], each: style }\n") ==
        at + "39: a number is wanted here, not true or false");
  CHECK(error_for("deal: { from: deck, to: [hand], each: 0 }\n") ==
        at + "39: deal: each must be from 1 to 2147483647, got 0");
}
