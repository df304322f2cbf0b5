// The bidding mechanic playing an auction natively: Euchre's two rounds (order up the turned
// suit, then name another; the dealer stuck in the last; a bid alone sitting the partner out) and
// Oh Hell's one round of numbers up to the cards held, with the dealer's hook, handing the turns
// to the tricks; and its declaration's mistakes.
#include <catch2/catch.hpp>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

namespace {

// Four seats in partnerships, 24 cards, five each; the kitty's top card is turned.
const std::string kEuchreYaml =
    "game: auction\n"
    "players: { min: 4, max: 4 }\n"
    "teams: { 4: [[1, 3], [2, 4]] }\n"
    "deck: { ranks: 9 T J Q K A }\n"
    "zones: { hand: { owner: seat, visibility: owner }, kitty: {}, trick: {}, won: { owner: seat } }\n"
    "vars:\n"
    "  turned: { type: suit, reset: deal }\n"
    "  trump: { type: suit, reset: deal }\n"
    "  maker: { type: seat, reset: deal }\n"
    "moves:\n"
    "  pass:\n"
    "  order:\n"
    "  name: { arg: words, words: [clubs, diamonds, hearts, spades] }\n"
    "  alone: { arg: words, words: [clubs, diamonds, hearts, spades] }\n"
    "  play: { arg: card }\n"
    "options:\n"
    "  stick: { type: bool, default: true }\n"
    "deal: { from: kitty, to: [hand], each: 5 }\n"
    "mechanics:\n"
    "  tricks: { type: tricks, hand: hand, trick: trick, won: won, trump: trump, bowers: same_colour_jacks,\n"
    "            turns: { play: play } }\n"
    "  bidding:\n"
    "    type: bidding\n"
    "    rounds:\n"
    "      - { bid: order, pass: pass, value: turned }\n"
    "      - { bid: [name, alone], pass: pass, except: turned, forced: stick }\n"
    "    alone: [alone]\n"
    "    high: trump\n"
    "    bidder: maker\n";

const std::string kEuchreRules =
    "function rules.first_dealer(g) g:set_dealer(1) end\n"
    "function rules.start_deal(g)\n"
    "  g:set('turned', cards.suit(g:top('kitty')))\n"
    "  g:set_to_move(g:next_seat(g:dealer()))\n"
    "  mechanics.bidding:take_turns(g)\n"
    "end\n"
    "local function lead(g)\n"
    "  g:set_to_move(g:next_seat(g:dealer()))\n"
    "  mechanics.tricks:take_turns(g)\n"
    "end\n"
    "function rules.auction_over(g, maker)\n"
    "  if not maker then g:end_deal() return end\n"
    "  if mechanics.bidding:round(g) == 1 then g:set_to_move(g:dealer()) return end\n"  // the rules' own step
    "  lead(g)\n"
    "end\n"
    "function rules.last_trick(g) g:end_match() end\n"
    "function rules.moves(g, out) out:add('pass') end\n"
    "function rules.play(g) lead(g) end\n";

struct AuctionGame : enginetest::TempDir {
  AuctionGame(const std::string& yaml, const std::string& lua) : TempDir("bidding") {
    write("game.yaml", yaml);
    write("rules.lua", lua);
  }
  Match match(const std::string& options = "", std::uint64_t seed = 3) const {
    Selection sel;
    sel.game = path();
    if (!options.empty()) sel.option_text = {{"stick", options}};
    MatchSetup setup;
    setup.seed = seed;
    return Match(load_rules(make_spec(sel)), setup);
  }
};

std::vector<std::string> names_but(const std::string& verb, const std::string& left_out) {
  std::vector<std::string> out;
  for (const char* suit : {"clubs", "diamonds", "hearts", "spades"})
    if (suit != left_out) out.push_back(verb + " " + suit);
  return out;
}

}  // namespace

TEST_CASE("Euchre's auction: order up the turned suit, or name another in the second round", "[bidding]") {
  AuctionGame game(kEuchreYaml, kEuchreRules);
  Match m = game.match();
  const std::string turned = m.value("turned", 0).get<std::string>();
  REQUIRE(m.state().to_move == 2);
  CHECK(m.legal_texts() == std::vector<std::string>{"pass", "order"});
  SECTION("ordering up makes the turned suit trumps; the turns go back to the rules, then to the tricks") {
    m.play("pass");
    m.play("order");
    CHECK(m.value("trump", 0) == turned);
    CHECK(m.value("maker", 0) == 3);
    REQUIRE(m.state().to_move == 1);
    CHECK(m.legal_texts() == std::vector<std::string>{"pass"});  // rules.moves, the auction over
    m.play("pass");
    CHECK(m.state().to_move == 2);
    CHECK(m.view(0)["tricks"]["tricks"]["trump"] == turned);
    CHECK(m.legal_moves().size() == 5);  // any of seat 2's five cards, leading
  }
  SECTION("four passes bring the second round: any suit but the turned one, the dealer stuck") {
    for (int i = 0; i < 4; ++i) m.play("pass");
    CHECK(m.view(0)["bidding"]["bidding"] == Json{{"round", 2}, {"rounds", 2}, {"spoken", 0}});
    std::vector<std::string> second{"pass"};
    for (const auto& name : names_but("name", turned)) second.push_back(name);
    for (const auto& name : names_but("alone", turned)) second.push_back(name);
    CHECK(m.legal_texts() == second);
    for (int i = 0; i < 3; ++i) m.play("pass");
    REQUIRE(m.state().to_move == 1);
    second.erase(second.begin());
    CHECK(m.legal_texts() == second);  // stick the dealer: no pass
    const std::string named = names_but("alone", turned)[0];
    m.play(named);
    CHECK(m.value("trump", 0) == named.substr(6));
    CHECK(m.value("maker", 0) == 1);
    CHECK(m.view(0)["sitting_out"] == Json::array({3}));  // the dealer's partner
    CHECK(m.state().to_move == 2);
  }
  SECTION("without stick the dealer, eight passes pass the deal out") {
    Match free = game.match("false");
    for (int i = 0; i < 7; ++i) free.play("pass");
    CHECK(free.legal_texts().front() == "pass");
    free.play("pass");
    CHECK(free.state().deal_over);
    CHECK(free.value("maker", 0) == nullptr);
  }
}

TEST_CASE("Oh Hell's auction: each bids once up to the cards held, the dealer hooked", "[bidding]") {
  const std::string yaml =
      "game: hell\n"
      "players: { min: 4, max: 4 }\n"
      "zones: { hand: { owner: seat, visibility: owner }, stock: {}, trick: {}, won: { owner: seat } }\n"
      "vars: { bid: { per: seat, initial: none, reset: deal } }\n"
      "moves:\n"
      "  bid: { arg: number, min: 0, max: 13 }\n"
      "  play: { arg: card }\n"
      "deal: { from: stock, to: [hand], each: 3, then: bidding }\n"
      "mechanics:\n"
      "  tricks: { type: tricks, hand: hand, trick: trick, won: won, turns: { play: play } }\n"
      "  bidding:\n"
      "    type: bidding\n"
      "    hand: hand\n"
      "    rounds: [{ bid: bid, max: cards, hook: true }]\n"
      "    ends: each_once\n"
      "    bids: bid\n"
      "    then: tricks\n";
  // The deal hands the turns to the auction, the auction to the tricks: no rules.moves or play.
  const std::string lua =
      "function rules.first_dealer(g) g:set_dealer(1) end\n"
      "function rules.last_trick(g) g:end_match() end\n";
  AuctionGame game(yaml, lua);
  Match m = game.match();
  CHECK(m.legal_texts() == std::vector<std::string>{"bid 0", "bid 1", "bid 2", "bid 3"});
  m.play("bid 1");
  m.play("bid 0");
  m.play("bid 1");
  CHECK(m.view(0)["counters"]["bid"] == Json::array({nullptr, 1, 0, 1}));
  CHECK(m.legal_texts() == std::vector<std::string>{"bid 0", "bid 2", "bid 3"});  // 1 would make 3
  m.play("bid 3");
  CHECK(m.view(0)["counters"]["bid"] == Json::array({3, 1, 0, 1}));
  CHECK(m.state().to_move == 2);
  CHECK(m.legal_moves().size() == 3);  // the tricks have the turns: seat 2's cards
}

TEST_CASE("the auction's own counts are the mechanic's: the rules read them, a save keeps them in range", "[bidding]") {
  AuctionGame game(kEuchreYaml, kEuchreRules);
  Match m = game.match();
  m.play("pass");
  Json saved = m.save();
  CHECK(saved["state"]["slots"]["bidding_spoken"] == Json::array({1}));
  saved["state"]["slots"]["bidding_round"] = Json::array({2});
  CHECK(error_of([&] { (void)Match::load(saved, load_rules); }) ==
        "not a saved cardrt game: state.slots.bidding_round[0]: 2 is not a count of bidding_round (0 to 1)");
  saved["state"]["slots"]["bidding_round"] = Json::array({1});
  saved["state"]["slots"]["bidding_spoken"] = Json::array({-1});
  CHECK(error_of([&] { (void)Match::load(saved, load_rules); }) ==
        "not a saved cardrt game: state.slots.bidding_spoken[0]: -1 is not a count of bidding_spoken (0 to 3)");
  AuctionGame meddling(kEuchreYaml, kEuchreRules + "function rules.first_dealer(g) g:add('bidding_round', 1) end\n");
  CHECK_THAT(
      error_of([&] { (void)meddling.match(); }),
      Catch::Contains("rules.lua:19: 'bidding_round' is kept by its mechanic: the rules may read it, not change it"));
}

TEST_CASE("a bidding declaration's mistakes are located", "[bidding][layout]") {
  AuctionGame game(kEuchreYaml, kEuchreRules);
  const std::string at = game.path("game.yaml");
  const auto error = [&](const std::string& from, const std::string& to) {
    std::string yaml = kEuchreYaml;
    yaml.replace(yaml.find(from), from.size(), to);
    game.write("game.yaml", yaml);
    return error_of([&] { load_layout(game.path()); });
  };
  CHECK(error("{ bid: order, pass: pass, value: turned }", "{ bid: ordr, pass: pass }") ==
        at + ":25:16: mechanic 'bidding': round 1: bid names no move: 'ordr'");
  CHECK(error("{ bid: order, pass: pass, value: turned }", "{ bid: play }") ==
        at + ":25:16: mechanic 'bidding': round 1: bid move 'play' must take no argument, a word or a number");
  CHECK(error("high: trump", "high: maker") ==
        at + ":28:11: mechanic 'bidding': high 'maker' must be an int, suit or enum var of the table");
  CHECK(error("alone: [alone]", "alone: [order2]") ==
        at + ":27:12: mechanic 'bidding': alone names 'order2', which no round bids");
  CHECK(error("name: { arg: words, words: [clubs, diamonds, hearts, spades] }",
              "name: { arg: words, words: [clubs, diamonds, hearts, stars] }") ==
        at + ":26:17: mechanic 'bidding': round 2: the word 'stars' of move 'name' is no value of 'trump'");
  CHECK(error("value: turned }", "value: turned, kitty: dealer }") ==
        at + ":25:7: mechanic 'bidding': a round hands the kitty over (kitty:), so the mechanic needs 'kitty:'");
  CHECK(error("bidder: maker\n", "bidder: maker\n    kitty: { zone: kitty, discard: play, to: kitty }\n") ==
        at + ":30:12: mechanic 'bidding': kitty needs the mechanic's hand: and bidder:");
  CHECK(error("bidder: maker\n",
              "bidder: maker\n    hand: hand\n    kitty: { zone: kitty, discard: play, to: kitty }\n") ==
        at + ":31:12: mechanic 'bidding': kitty: no round says who takes it (kitty: dealer or kitty: bidder)");
  CHECK(error("value: turned }", "value: turned, kitty: taker }") ==
        at + ":25:57: mechanic 'bidding': round 1: kitty must be one of dealer, bidder, got 'taker'");
  const std::string kitty = "bidder: maker\n    hand: hand\n    kitty: { zone: kitty, discard: pass, to: kitty }\n";
  CHECK(error("{ bid: order, pass: pass, value: turned }\n      - { bid: [name, alone], pass: pass, except: turned, "
              "forced: stick }\n    alone: [alone]\n    high: trump\n    bidder: maker\n",
              "{ bid: order, pass: pass, value: turned, kitty: dealer }\n      - { bid: [name, alone], pass: pass, "
              "except: turned, forced: stick }\n    alone: [alone]\n    high: trump\n    " +
                  kitty) == at + ":31:36: mechanic 'bidding': kitty: discard 'pass' must be a move with a card");
}

TEST_CASE("a saved Euchre deal without a dealer: the turned card goes to nobody, the rules refuse", "[bidding]") {
  Selection sel;
  sel.game = "euchre";
  MatchSetup setup;
  setup.seed = 3;
  Match m(load_rules(make_spec(sel)), setup);
  Json saved = m.save();
  saved["state"]["dealer"] = 0;  // a save may name none (rules may deal without one)
  Match loaded = Match::load(saved, load_rules);
  const std::string before = loaded.save().dump();
  // The auction hands nobody the turned card; Euchre's rules then need the dealer, and the move
  // is refused with the game as it was.
  CHECK_THAT(error_of([&] { loaded.play("order up"); }),
             Catch::Contains("rules.lua:11: bad argument #1 to 'next_seat' (number expected, got nil)"));
  CHECK(loaded.save().dump() == before);
}
