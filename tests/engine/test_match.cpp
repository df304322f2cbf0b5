// The Match API on the sevens fixture: fixed deals, legal moves, move input, illegal moves, a
// finished match, clones, save and load, what each seat's view shows, and the rules' canonical
// and display hooks on their own fixtures.
#include <catch2/catch.hpp>

#include <algorithm>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/match.hpp"
#include "cardrt/rng.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using Catch::Matchers::StartsWith;
using enginetest::error_of;
using enginetest::sevens_match;

namespace {
using Texts = std::vector<std::string>;

// E1: the whole pack, 13 each; dealer 4, so seat 1 leads.
const std::vector<std::string> kE1Hands = {
    "AC 6C 7C 3D 9D JD 2H 8H QH 7S 8S TS KS",
    "2C 3C 4C 5C 8C 9C TC JC QC KC AD 2D 4D",
    "5D 6D 7D 8D TD QD KD AH 3H 4H 5H 6H 7H",
    "9H TH JH KH AS 2S 3S 4S 5S 6S 9S JS QS",
};

Match e1_match() { return sevens_match({{"hand", kE1Hands}}, 4); }

// E2: rows C 5-9 and H 7; dealer 1, so seat 2 acts; seats 3, 4, 1 can only pass.
Match e2_match() {
  return sevens_match(
      {{"hand", {"AD", "3C 4C TC 8D 6H 8H 7S JS", "QD", "KD"}}, {"row_C", {"5C 6C 7C 8C 9C"}}, {"row_H", {"7H"}}}, 1,
      2);
}

Texts names(const std::vector<Card>& cards) {
  Texts out;
  for (Card c : cards) out.push_back(card_name(c));
  return out;
}

// Plays `n` moves (all when n < 0) chosen by `rng` among the legal moves.
void play_random(Match& m, Rng& rng, int n) {
  for (int i = 0; (n < 0 || i < n) && !m.over(); ++i) {
    m.next_deal();
    m.apply(rng.uniform(std::uint32_t(m.legal_moves().size())));
  }
}
}  // namespace

TEST_CASE("a fixed deal puts exactly the given cards in the given zones", "[match]") {
  Match m = e1_match();
  CHECK(m.deal_number() == 1);
  CHECK(m.dealer() == 4);
  CHECK(m.to_move() == 1);
  for (int seat = 1; seat <= 4; ++seat) {
    Texts hand = names(m.zone("hand", seat));
    Texts want = names(parse_cards(kE1Hands[std::size_t(seat - 1)]));
    std::sort(hand.begin(), hand.end());
    std::sort(want.begin(), want.end());
    CHECK(hand == want);
  }
  CHECK(m.zone("row_C", 0).empty());
  CHECK(m.zone("deck", 0).empty());
  // chips: 50 each, minus the ante of 1; the pot holds 4
  for (int seat = 1; seat <= 4; ++seat) CHECK(m.counter("chips", seat) == 49);
  CHECK(m.counter("pot", 0) == 4);
  CHECK(m.score(1) == 49);
}

TEST_CASE("a fixed deal or dealer the game cannot have is refused", "[match]") {
  CHECK(error_of([] {
          sevens_match({{"hand", {"7C", "7C", "AH", "AS"}}}, 4);
        }) == "deal: 7C is given more often than the deck holds it");
  CHECK(error_of([] {
          sevens_match({{"hand", {"7C", "AD", "AH"}}}, 4);
        }) == "deal: zone 'hand' needs 4 card strings (one per owner), got 3");
  CHECK(error_of([] {
          sevens_match({{"row_C", {"7C", "8C"}}}, 4);
        }) == "deal: zone 'row_C' needs 1 card string (one per table), got 2");
  CHECK(error_of([] {
          sevens_match({{"hand", {"7C", "1H", "AH", "AS"}}}, 4);
        }) == "not a card: '1H' (write rank A 2..9 T J Q K + suit C D H S, or JK)");
  CHECK(error_of([] {
          sevens_match({{"hnd", {"7C"}}}, 4);
        }) ==
        "unknown zone 'hnd'; did you mean 'hand'? (zones: hand, row_C, row_D, row_H, row_S, stock, stripped, deck)");
  CHECK(error_of([] { sevens_match({}, 5); }) == "dealer 5 is not a seat of this 4-player game");
}

TEST_CASE("legal moves of fixed deals are exact", "[match]") {
  SECTION("E1: on an empty layout only the 7s are legal") {
    Match m = e1_match();
    CHECK(m.legal_texts() == Texts{"play 7C", "play 7S"});
    m.play("play 7C");
    CHECK(names(m.zone("row_C", 0)) == Texts{"7C"});
    CHECK(m.to_move() == 2);
    CHECK(m.legal_texts() == Texts{"play 8C"});
    m.play("play 8C");
    CHECK(m.to_move() == 3);
    CHECK(m.legal_texts() == Texts{"play 7D", "play 7H"});
    CHECK(m.history() == Texts{"play 7C", "play 8C"});
    CHECK(m.moves_played() == 2);
  }
  SECTION("E2: rows grow at both ends, in suit then rank order") {
    Match m = e2_match();
    CHECK(m.to_move() == 2);
    CHECK(m.legal_texts() == Texts{"play 4C", "play TC", "play 6H", "play 8H", "play 7S"});
    m.play("play 4C");
    CHECK(names(m.zone("row_C", 0)) == Texts{"4C", "5C", "6C", "7C", "8C", "9C"});
    for (int seat : {3, 4, 1}) {
      CHECK(m.to_move() == seat);
      CHECK(m.legal_texts() == Texts{"pass"});
      m.play("pass");
    }
    CHECK(m.legal_texts() == Texts{"play 3C", "play TC", "play 6H", "play 8H", "play 7S"});
  }
  SECTION("the legal moves match through the MoveList as well") {
    Match m = e2_match();
    const MoveList& list = m.legal_moves();
    REQUIRE(list.size() == 5);
    CHECK(m.spec().layout->moves[list[0].verb].verb == "play");
    CHECK(list[0].card == *parse_card("4C"));
    CHECK(move_text(*m.spec().layout, list, list[4]) == "play 7S");
  }
}

TEST_CASE("typed move input: 10H plays TH, case and spaces do not matter", "[match]") {
  Match m = sevens_match({{"hand", {"AD", "TH 2C", "QD", "KD"}}, {"row_H", {"7H 8H 9H"}}}, 1, 13);
  CHECK(m.legal_texts() == Texts{"play TH"});
  SECTION("10H") { CHECK_NOTHROW(m.play("play 10H")); }
  SECTION("lower case and extra spaces") { CHECK_NOTHROW(m.play("  PLAY   th ")); }
  CHECK(names(m.zone("row_H", 0)) == Texts{"7H", "8H", "9H", "TH"});
  CHECK(names(m.zone("hand", 2)) == Texts{"2C"});
  CHECK(m.history() == Texts{"play TH"});
  CHECK(m.to_move() == 3);
}

TEST_CASE("an illegal or malformed move lists the legal moves and changes nothing", "[match]") {
  Match m = e2_match();
  const std::string legal = "legal moves: play 4C, play TC, play 6H, play 8H, play 7S";
  const std::string before = m.save().dump();
  CHECK(error_of([&] { m.play("play 3C"); }) == "illegal move 'play 3C'; " + legal);
  CHECK(error_of([&] { m.play("play 8D"); }) == "illegal move 'play 8D'; " + legal);
  CHECK(error_of([&] { m.play("play QD"); }) == "illegal move 'play QD'; " + legal);  // seat 3's card
  CHECK(error_of([&] { m.play("pass"); }) == "illegal move 'pass'; " + legal);
  CHECK(error_of([&] { m.play("draw"); }) == "illegal move 'draw'; " + legal);
  CHECK(error_of([&] { m.play("play 1H"); }) == "'play' needs one card, like 'play 7H', got 'play 1H'; " + legal);
  CHECK(error_of([&] { m.play("play"); }) == "'play' needs one card, like 'play 7H', got 'play'; " + legal);
  CHECK(error_of([&] { m.play("pass now"); }) == "'pass' takes nothing after it, got 'pass now'; " + legal);
  CHECK(error_of([&] { m.play("fold"); }) == "unknown move 'fold' (moves of sevens: play, draw, pass); " + legal);
  CHECK(error_of([&] { m.play(""); }) == "unknown move '' (moves of sevens: play, draw, pass); " + legal);
  CHECK(error_of([&] { m.apply(5); }) == "move number 6 does not exist");
  CHECK(m.save().dump() == before);
  CHECK(m.to_move() == 2);
  CHECK(m.history().empty());
  m.play("play 4C");  // and the game goes on
  CHECK(m.to_move() == 3);
}

TEST_CASE("a finished match refuses every move", "[match]") {
  Match m = sevens_match({{"hand", {"7C", "AD", "AH", "AS"}}}, 4, 13, "points", 4, {{"target", "1"}});
  m.play("play 7C");
  CHECK(m.deal_over());
  CHECK(m.over());
  CHECK(m.to_move() == 0);
  CHECK(m.legal_texts().empty());
  CHECK(error_of([&] { m.play("pass"); }) == "illegal move 'pass'; legal moves: none: the match is over");
  CHECK(error_of([&] { m.apply(0); }) == "move number 1 does not exist");
  CHECK(m.score(1) == 3);  // points: the three cards left in the other hands
  CHECK(m.deal_score(1, 1) == 3);
  CHECK(m.winners() == std::vector<int>{1});
  CHECK(m.result() == Json::parse(R"({"scores": [3, 0, 0, 0], "winners": [1], "deals": 1, "moves": 1})"));
}

TEST_CASE("a copied Match continues exactly like the original", "[match]") {
  Match original = sevens_match({}, 0, 21);
  Rng pick(5);
  play_random(original, pick, 40);
  Match clone = original;
  CHECK(clone.save().dump() == original.save().dump());
  CHECK(clone.legal_texts() == original.legal_texts());

  SECTION("the same moves give the same future") {
    Rng a(77), b(77);
    play_random(original, a, -1);
    play_random(clone, b, -1);
    CHECK(original.over());
    CHECK(clone.save().dump() == original.save().dump());
    CHECK(clone.result() == original.result());
  }
  SECTION("moves on the clone do not touch the original") {
    const std::string before = original.save().dump();
    Rng a(3);
    play_random(clone, a, 25);
    CHECK(original.save().dump() == before);
    CHECK(clone.moves_played() == original.moves_played() + 25);
  }
}

TEST_CASE("save then load gives the same legal moves and the same future", "[match]") {
  SECTION("a fixed deal") {
    Match m = e2_match();
    m.play("play 8H");
    Json saved = m.save();
    Match loaded = Match::load(saved, load_rules, {enginetest::kData});
    CHECK(loaded.save().dump() == saved.dump());
    CHECK(loaded.legal_texts() == m.legal_texts());
    CHECK(loaded.history() == Texts{"play 8H"});
    for (const char* move : {"pass", "pass", "pass", "play 7S", "pass", "pass", "pass", "play 6H"}) {
      m.play(move);
      loaded.play(move);
      REQUIRE(loaded.save().dump() == m.save().dump());
    }
  }
  SECTION("a shuffled match, saved in the middle of a deal") {
    Match m = sevens_match({}, 0, 8);
    Rng pick(11);
    play_random(m, pick, 30);
    Match loaded = Match::load(m.save(), load_rules, {enginetest::kData});
    CHECK(loaded.legal_texts() == m.legal_texts());
    Rng a(12), b(12);
    play_random(m, a, -1);
    play_random(loaded, b, -1);
    CHECK(m.over());
    CHECK(loaded.save().dump() == m.save().dump());
    CHECK(loaded.result() == m.result());
  }
  SECTION("a match saved between deals deals the same next hand") {
    Match m = sevens_match({}, 0, 8);
    Rng pick(11);
    while (!m.deal_over()) m.apply(pick.uniform(std::uint32_t(m.legal_moves().size())));
    REQUIRE_FALSE(m.over());
    Json saved = m.save();
    CHECK(saved["state"]["deal_over"] == true);
    Match loaded = Match::load(saved, load_rules, {enginetest::kData});
    CHECK(loaded.legal_texts().empty());  // nobody moves between deals
    loaded.next_deal();
    m.next_deal();
    CHECK(loaded.legal_texts() == m.legal_texts());
    CHECK(loaded.deal_number() == 2);
    CHECK(loaded.save().dump() == m.save().dump());
  }
  SECTION("a saved game that is not one is refused") {
    CHECK_THAT(error_of([] { Match::load(Json::parse(R"({"game": "sevens"})"), load_rules, {enginetest::kData}); }),
               StartsWith("not a saved cardrt game: "));
  }
}

TEST_CASE("a seat's view shows its own hand and only the counts of the others", "[match]") {
  Match m = e1_match();
  for (int seat = 0; seat <= 4; ++seat) {
    INFO("view of seat " << seat);
    Json v = m.view(seat);
    CHECK(v["seat"] == seat);
    CHECK(v["to_move"] == 1);
    CHECK(v["dealer"] == 4);
    const Json& hands = v["zones"]["hand"];
    REQUIRE(hands.size() == 4);
    const std::string text = v.dump();
    for (int other = 1; other <= 4; ++other) {
      const Json& entry = hands[std::size_t(other - 1)];
      CHECK(entry["seat"] == other);
      CHECK(entry["count"] == 13);
      if (other == seat) {
        REQUIRE(entry.contains("cards"));
        CHECK(entry["cards"].size() == 13);
      } else {
        CHECK_FALSE(entry.contains("cards"));
        for (Card c : parse_cards(kE1Hands[std::size_t(other - 1)])) {
          INFO("card " << card_name(c) << " of seat " << other);
          CHECK(text.find("\"" + card_name(c) + "\"") == std::string::npos);
        }
      }
    }
    CHECK(v["zones"]["deck"]["count"] == 0);
    CHECK_FALSE(v["zones"]["deck"].contains("cards"));
    CHECK(v["zones"]["row_C"]["cards"] == Json::array());
    CHECK(v["counters"]["chips"] == Json::parse("[49, 49, 49, 49]"));
    CHECK(v["counters"]["pot"] == 4);
    CHECK(v["counters"]["opened"] == false);
    CHECK_FALSE(v["counters"].contains("passes"));  // hidden
    CHECK(v["scores"] == Json::parse("[49, 49, 49, 49]"));
  }
  SECTION("a laid card becomes public") {
    m.play("play 7C");
    CHECK(m.view(3)["zones"]["row_C"]["cards"] == Json::parse(R"(["7C"])"));
    CHECK(m.view(3)["zones"]["hand"][0]["count"] == 12);
  }
  SECTION("over a whole shuffled match no view shows another seat's hand") {
    Match g = sevens_match({}, 0, 17);
    Rng pick(4);
    int leaks = 0, views = 0;
    while (!g.over()) {
      for (int seat = 0; seat <= 4; ++seat) {
        const std::string text = g.view(seat).dump();
        ++views;
        for (int other = 1; other <= 4; ++other) {
          if (other == seat) continue;
          for (Card c : g.zone("hand", other))
            if (text.find("\"" + card_name(c) + "\"") != std::string::npos) {
              ++leaks;
              UNSCOPED_INFO("seat " << seat << " sees " << card_name(c) << " of seat " << other << " at move "
                                    << g.moves_played());
            }
        }
      }
      g.next_deal();
      g.apply(pick.uniform(std::uint32_t(g.legal_moves().size())));
    }
    CHECK(views > 100);
    CHECK(leaks == 0);
  }
  SECTION("a hidden stock shows its count only") {
    Match two = sevens_match({}, 0, 4, "duel", 2);
    Json v = two.view(1);
    CHECK(v["zones"]["stock"]["count"] == 17);
    CHECK_FALSE(v["zones"]["stock"].contains("cards"));
    CHECK_FALSE(v["zones"]["stock"].contains("top"));
    CHECK(v["zones"]["hand"][0]["cards"].size() == 17);
    CHECK_FALSE(v["zones"]["hand"][1].contains("cards"));
    CHECK(v["zones"]["stripped"]["cards"] == Json::parse(R"(["AC"])"));
  }
}

TEST_CASE("typed group moves go through the rules' canonical hook before matching", "[match]") {
  Selection sel;
  sel.game = enginetest::kData + "/canonical";
  Match m(load_rules(make_spec(sel)), MatchSetup{});
  CHECK(m.legal_texts() == Texts{"meld 2C AC", "pass"});
  const std::string before = m.save().dump();
  CHECK(error_of([&] { m.play("meld JK 2C"); }) ==
        "illegal move 'meld JK 2C': jokers never meld; legal moves: meld 2C AC, pass");
  CHECK(error_of([&] { m.play("meld AC 3C"); }) == "illegal move 'meld 3C AC'; legal moves: meld 2C AC, pass");
  CHECK(m.save().dump() == before);
  m.play("MELD ac   2c");
  CHECK(m.history() == Texts{"meld 2C AC"});
  CHECK(m.to_move() == 2);
}

TEST_CASE("the rules' display hook adds lines to a seat's screen", "[match]") {
  Selection sel;
  sel.game = enginetest::kData + "/score_terms";
  Match m(load_rules(make_spec(sel)), MatchSetup{});
  CHECK(m.display(2) == Texts{"seat 2 has 0"});
  m.play("pass");
  CHECK(m.display(1) == Texts{"seat 1 has 3"});
  CHECK(error_of([&] { m.display(3); }) == "no seat 3");
  Match sevens = Match(load_rules(enginetest::sevens_spec()), MatchSetup{});
  CHECK(sevens.display(1).empty());  // a game without the hook adds nothing
}
