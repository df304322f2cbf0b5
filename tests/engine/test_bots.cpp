// Bots: --bots read into a bot per seat, what a seat learns of the hidden cards and the worlds
// sampled from it, greedy's one move ahead, and ISMCTS's decisions (reproducible, and blind to
// the cards the seat cannot see), on the hidden_tricks fixture (tests/engine/data); and both
// searching bots going gin and knocking in Gin Rummy.
#include <catch2/catch.hpp>

#include <algorithm>

#include "cardrt/bots.hpp"
#include "cardrt/knowledge.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::Board;
using enginetest::error_of;

namespace {
std::shared_ptr<const GameSpec> hidden_spec(const std::string& variant = "") {
  return enginetest::fixture_spec("hidden_tricks", 0, variant);
}

// A hidden_tricks match, dealer 1 (seat 2 leads), dealt as given.
Match hidden_match(const FixedDeal& deal, std::uint64_t seed = 1, const std::string& variant = "") {
  MatchSetup setup;
  setup.seed = seed;
  setup.dealer = 1;
  setup.deal = deal;
  return Match(load_rules(hidden_spec(variant)), setup);
}

std::string zone_text(const Board& b, const State& s, const std::string& zone, int seat) {
  const TableView t(*b.spec, s);
  const int z = b.zone(zone, seat);
  std::string out;
  for (int i = 0; i < t.count(z); ++i) out += (out.empty() ? "" : " ") + card_name(t.at(z, i));
  return out;
}
}  // namespace

TEST_CASE("a lineup from --bots gives one bot to every seat, or one to each", "[bots]") {
  CHECK(parse_lineup("random", 3).size() == 3);
  const auto specs = parse_lineup("ismcts:iterations=50:c=1.5,random,greedy", 3);
  REQUIRE(specs.size() == 3);
  CHECK(specs[0].name == "ismcts");
  CHECK(specs[0].options == std::vector<std::pair<std::string, std::string>>{{"iterations", "50"}, {"c", "1.5"}});
  CHECK(specs[2].name == "greedy");
  CHECK(error_of([] { parse_lineup("random,random", 3); }) ==
        "--bots names 2 bots for 3 seats: give one bot for every seat, or one for all");
  CHECK(error_of([] { parse_lineup("random,,random", 3); }) ==
        "--bots: a bot without a name in '' (bots: random, first, greedy, ismcts)");
  CHECK(error_of([] { parse_lineup("ismcts:iterations", 3); }) ==
        "--bots: option 'iterations' of ismcts is not key=value");
  const auto spec = hidden_spec();
  CHECK(error_of([&] { Lineup("clever", *spec); }) == "unknown bot 'clever' (bots: random, first, greedy, ismcts)");
  CHECK(error_of([&] { Lineup("gredy", *spec); }) ==
        "unknown bot 'gredy'; did you mean 'greedy'? (bots: random, first, greedy, ismcts)");
  CHECK(error_of([&] { Lineup("ismcts:iterationz=5", *spec); }) ==
        "--bots: ismcts has no option 'iterationz'; did you mean 'iterations'? (options: iterations, ms, c, "
        "playout_moves, eval_scale)");
  CHECK(error_of([&] { Lineup("ismcts:iterations=0", *spec); }) ==
        "--bots: ismcts:iterations must be a whole number from 1 to 100000000, not '0'");
  CHECK(error_of([&] { Lineup("random:fast=1", *spec); }) == "--bots: random has no option 'fast' (it takes none)");
  Lineup lineup("greedy,random,random", *spec);
  CHECK(lineup.observes());
  CHECK_FALSE(Lineup("random", *spec).observes());
}

TEST_CASE("game.yaml's bots: gives a bot its options beneath the ones --bots gives", "[bots]") {
  // bot_defaults gives ismcts iterations: 0, out of range, on line 10.
  const auto spec = enginetest::fixture_spec("bot_defaults");
  const std::string bad =
      spec->layout->file + ":10:3: bots: ismcts:iterations must be a whole number from 1 to 100000000, not '0'";
  CHECK(error_of([&] { Lineup("ismcts", *spec); }) == bad);
  CHECK(error_of([&] { check_bot_defaults(*spec); }) == bad);
  CHECK_NOTHROW(Lineup("ismcts:iterations=5", *spec));
  CHECK_NOTHROW(Lineup("greedy", *spec));
  CHECK_NOTHROW(check_bot_defaults(*hidden_spec()));
}

TEST_CASE("a seat sees its own and the public zones, and a sample deals only what it cannot see", "[bots]") {
  Board b(hidden_spec());
  b.put("hand", "AS 2S", 1);
  b.put("hand", "KH QH", 2);
  b.put("hand", "3C", 3);
  b.put("pile", "5D 6D");
  b.put("stock", "7C 8C 9C");
  SeatKnowledge seat1(*b.spec, 1);
  CHECK(seat1.visible(b.zone("hand", 1)));
  CHECK_FALSE(seat1.visible(b.zone("hand", 2)));
  CHECK(seat1.visible(b.zone("pile")));
  CHECK_FALSE(seat1.visible(b.zone("stock")));
  Rng rng(5);
  State world;
  CardCounts hidden_seen{};
  for (int i = 0; i < 50; ++i) {
    seat1.sample(b.state, rng, world);
    CHECK(zone_text(b, world, "hand", 1) == "AS 2S");
    CHECK(zone_text(b, world, "pile", 1) == "5D 6D");
    const TableView t(*b.spec, world);
    CHECK(t.count(b.zone("hand", 2)) == 2);
    CHECK(t.count(b.zone("hand", 3)) == 1);
    CHECK(t.count(b.zone("stock")) == 3);
    for (int k = 0; k < t.count(b.zone("stock")); ++k) ++hidden_seen[t.at(b.zone("stock"), k)];
    CHECK(t.card_counts() == TableView(*b.spec, b.state).card_counts());
  }
  // Every hidden card reaches the stock in some sample: the hidden cards are dealt anew.
  for (const char* card : {"KH", "QH", "3C", "7C", "8C", "9C"}) CHECK(hidden_seen[*parse_card(card)] > 0);
}

TEST_CASE("a card seen going into a hidden hand stays there in every sample", "[bots]") {
  Board b(hidden_spec());
  b.put("hand", "AS", 1);
  b.put("hand", "2C 3C", 2);
  b.put("hand", "4C 5C 6C", 3);
  b.put("pile", "KH");
  b.put("stock", "7D 8D 9D");
  const State before = b.state;
  Table(*b.spec, b.state).move(*parse_card("KH"), b.zone("pile"), b.zone("hand", 2));
  SeatKnowledge seat1(*b.spec, 1);
  seat1.observe(before, b.state);
  CHECK(seat1.known_in(b.zone("hand", 2))[*parse_card("KH")] == 1);
  Rng rng(9);
  State world;
  for (int i = 0; i < 40; ++i) {
    seat1.sample(b.state, rng, world);
    CHECK_THAT(zone_text(b, world, "hand", 2), Catch::Contains("KH"));
  }
  SECTION("until the hand loses a card the seat does not see go") {
    const State again = b.state;
    Table(*b.spec, b.state).move(*parse_card("2C"), b.zone("hand", 2), b.zone("stock"));
    seat1.observe(again, b.state);
    CHECK(seat1.known_in(b.zone("hand", 2))[*parse_card("KH")] == 0);
  }
  SECTION("a card that leaves it in sight is crossed off, the others stay known") {
    const State again = b.state;
    Table(*b.spec, b.state).move(*parse_card("2C"), b.zone("hand", 2), b.zone("pile"));
    seat1.observe(again, b.state);
    CHECK(seat1.known_in(b.zone("hand", 2))[*parse_card("KH")] == 1);
  }
}

TEST_CASE("a player who does not follow suit is never dealt that suit again in a sample", "[bots]") {
  Match m = hidden_match({{"hand", {"AS 2S 3S 4S", "2H 5D 6D 7D", "3H 4H 5H 6H"}}});
  // Seat 2 leads 2H, seat 3 follows with 3H; seat 1 (no heart) plays a spade.
  SeatKnowledge seat3(m.spec(), 3);
  for (const char* move : {"play 2H", "play 3H", "play AS"}) {
    const State before = m.state();
    m.play(move);
    seat3.observe(before, m.state());
  }
  const int hand1 = m.spec().zone_at(0, 1);
  CHECK(seat3.excluded_from(hand1) == suit_mask(3));
  Rng rng(3);
  State world;
  for (int i = 0; i < 60; ++i) {
    seat3.sample(m.state(), rng, world);
    const TableView t(m.spec(), world);
    for (int k = 0; k < t.count(hand1); ++k) CHECK(suit_of(t.at(hand1, k)) != 3);
  }
}

TEST_CASE("greedy makes the move its rules rate best one move ahead", "[bots]") {
  // Seat 2 leads 2S, seat 3 plays KS; seat 1 takes the trick with AS, not with 4S.
  Match m = hidden_match({{"hand", {"4S AS 2D 3D", "2S 5C 6C 7C", "KS 8C 9C TC"}}});
  m.play("play 2S");
  m.play("play KS");
  Lineup bots("greedy", m.spec());
  bots.start_match();
  Rng rng(1);
  const std::size_t choice = bots.choose(m, rng);
  CHECK(m.legal_texts()[choice] == "play AS");
}

TEST_CASE("ismcts values a playout cut short by the rules' evaluate, played out by the deal's result", "[bots]") {
  // As above; the contrary variant's evaluate counts each trick against its taker.
  Match m = hidden_match({{"hand", {"4S AS 2D 3D", "2S 5C 6C 7C", "KS 8C 9C TC"}}}, 1, "contrary");
  m.play("play 2S");
  m.play("play KS");
  auto decide = [&m](const std::string& bot) {
    Lineup bots(bot, m.spec());
    bots.start_match();
    Rng rng(3);
    return m.legal_texts()[bots.choose(m, rng)];
  };
  CHECK(decide("ismcts:iterations=200:playout_moves=0:eval_scale=1") == "play 4S");
  CHECK(decide("ismcts:iterations=200") == "play AS");
}

TEST_CASE("ismcts decides the same from the same seed, whatever the cards it cannot see", "[bots]") {
  // Seat 3's hand alike; seats 1 and 2 hold the other cards differently. Seat 2 leads QS.
  const std::string mine = "TS 9S 6H 7H";
  Match a = hidden_match({{"hand", {"AS KS 2D 3D", "QS JS 4H 5H", mine}}}, 4);
  Match b = hidden_match({{"hand", {"AS JS 4H 3D", "QS KS 2D 5H", mine}}}, 4);
  for (Match* m : {&a, &b}) m->play("play QS");
  auto decide = [](Match& m, std::uint64_t seed) {
    Lineup bots("ismcts:iterations=300,random,ismcts:iterations=300", m.spec());
    bots.start_match();
    Rng rng(seed);
    return m.legal_texts()[bots.at(3).choose(m, rng)];
  };
  // Seat 3 sees QS led and its own hand: a and b differ only in cards it cannot see.
  CHECK(decide(a, 11) == decide(a, 11));
  CHECK(decide(a, 11) == decide(b, 11));
  CHECK(decide(a, 12) == decide(b, 12));
}

namespace {
// A Gin Rummy deal (rulesets/gin_rummy), dealer 2, whose non-dealer has taken the upcard: seat 1
// holds the sets and runs 5C 5D 5H, 9H TH JH, 2S 3S 4S and KD, and chooses what to discard.
Match gin_after_taking(const std::string& upcard) {
  Selection sel;
  sel.game = std::string(CARDRT_RULESETS_DIR) + "/gin_rummy";
  MatchSetup setup;
  setup.seed = 5;
  setup.dealer = 2;
  setup.deal = {{"hand", {"5C 5D 5H 9H TH JH 2S 3S 4S KD", "AC AD AH 7C 8C 9C QD QS 6H 7H"}}, {"discard", {upcard}}};
  Match m(load_rules(make_spec(sel)), setup);
  m.play("take");
  return m;
}
}  // namespace

TEST_CASE("in Gin Rummy both searching bots go gin when they can, and else knock", "[bots]") {
  auto decide = [](const Match& m, const std::string& bot) {
    Lineup bots(bot, m.spec());
    bots.start_match();
    Rng rng(7);
    return m.legal_texts()[bots.choose(m, rng)];
  };
  // The fourth five: discarding KD leaves every card in a meld; discarding 5C leaves KD (10).
  const Match gin = gin_after_taking("5S");
  const auto gin_moves = gin.legal_texts();
  CHECK(std::count(gin_moves.begin(), gin_moves.end(), "gin KD") == 1);
  CHECK(std::count(gin_moves.begin(), gin_moves.end(), "knock 5C") == 1);
  CHECK(decide(gin, "greedy") == "gin KD");
  CHECK(decide(gin, "ismcts:iterations=300") == "gin KD");
  // 2D melds with nothing: discarding KD leaves 2 of deadwood, a knock, and no gin.
  const Match knock = gin_after_taking("2D");
  const auto knock_moves = knock.legal_texts();
  CHECK(std::none_of(knock_moves.begin(), knock_moves.end(),
                     [](const std::string& move) { return move.rfind("gin", 0) == 0; }));
  CHECK(decide(knock, "greedy") == "knock KD");
  CHECK(decide(knock, "ismcts:iterations=300") == "knock KD");
}
