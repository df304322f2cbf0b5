// Sequence rows on the sevens fixture's row zones: which cards fit (the E2 position of the match
// tests, no wrap-around, ace high) and laying them at either end.
#include <catch2/catch.hpp>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/moves.hpp"
#include "cardrt/sequence_rows.hpp"
#include "cardrt/state.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;
using enginetest::mask_of;
using enginetest::mask_text;

namespace {
// A sevens table (4 players) with rows and hands placed by hand.
struct RowsTable : enginetest::Board {
  SequenceRows rows;

  explicit RowsTable(bool ace_high = false) : Board(enginetest::sevens_spec("", 4)) {
    rows.row_zone = {def("row_C"), def("row_D"), def("row_H"), def("row_S")};
    rows.ace_high = ace_high;
  }
  CardMask playable(int seat = 1, int start = 7) { return rows.playable(*spec, state, mask("hand", seat), start); }
};
}  // namespace

TEST_CASE("E2: an open row takes the card below its low end or above its high end", "[rows]") {
  RowsTable t;
  t.put("row_C", "5C 6C 7C 8C 9C");
  t.put("row_H", "7H");
  t.put("hand", "3C 4C TC 8D 6H 8H 7S JS", 2);
  CHECK(mask_text(t.playable(2)) == "4C TC 6H 8H 7S");
  CHECK(t.rows.ends(*t.spec, t.state, 1) == std::pair<int, int>{5, 9});
  CHECK(t.rows.ends(*t.spec, t.state, 3) == std::pair<int, int>{7, 7});
  CHECK(t.rows.ends(*t.spec, t.state, 2) == std::pair<int, int>{0, 0});
  SECTION("only the candidates count") {
    CHECK(t.rows.playable(*t.spec, t.state, mask_of("4C 3C JS"), 7) == mask_of("4C"));
    CHECK(t.rows.playable(*t.spec, t.state, 0, 7) == 0);
  }
  SECTION("another start rank opens the empty rows") { CHECK(mask_text(t.playable(2, 8)) == "4C TC 8D 6H 8H"); }
}

TEST_CASE("ace low: A and K are the row's ends, nothing wraps around", "[rows]") {
  RowsTable t;
  t.put("row_S", "7S 8S 9S TS JS QS KS");
  t.put("row_D", "AD 2D 3D 4D 5D 6D 7D");
  t.put("hand", "AS 6S KD 8D");
  CHECK(mask_text(t.playable()) == "8D 6S");
  CHECK(t.rows.below(*parse_card("AS")) == 0);
  CHECK(t.rows.above(*parse_card("AS")) == mask_of("2S"));
  CHECK(t.rows.below(*parse_card("KD")) == mask_of("QD"));
  CHECK(t.rows.above(*parse_card("KD")) == 0);
}

TEST_CASE("ace high: A is above K and 2 is the lowest card", "[rows]") {
  RowsTable t(true);
  CHECK(t.rows.below(*parse_card("AS")) == mask_of("KS"));
  CHECK(t.rows.above(*parse_card("AS")) == 0);
  CHECK(t.rows.below(*parse_card("2S")) == 0);
  CHECK(t.rows.above(*parse_card("KS")) == mask_of("AS"));
  t.put("row_S", "9S TS JS QS KS");
  t.put("row_D", "2D 3D 4D 5D 6D 7D");
  t.put("row_C", "3C 4C 5C");
  t.put("hand", "AS 8S AD 8D 2C 6C KC");
  // AS fits above KS; AD does not go below 2D; 2C goes below 3C
  CHECK(t.playable() == mask_of("2C 6C 8D 8S AS"));
  SECTION("as legal moves an ace comes last in its suit") {
    MoveList list;
    list.add_cards(0, t.playable(), RankOrder::aces_high());
    CHECK(move_texts(*t.spec->layout, list) ==
          std::vector<std::string>{"play 2C", "play 6C", "play 8D", "play 8S", "play AS"});
    list.clear();
    list.add_cards(0, t.playable(), RankOrder::aces_low());
    CHECK(move_texts(*t.spec->layout, list) ==
          std::vector<std::string>{"play 2C", "play 6C", "play 8D", "play AS", "play 8S"});
  }
  SECTION("a row ending in A takes nothing above it") {
    t.put("row_H", "TH JH QH KH AH");
    t.put("hand", "2H 9H", 2);
    CHECK(mask_text(t.playable(2)) == "9H");
    CHECK(t.rows.ends(*t.spec, t.state, 3) == std::pair<int, int>{10, 1});
  }
  SECTION("an ace opens a row when it is the start rank") {
    t.put("hand", "AH", 2);
    CHECK(mask_text(t.playable(2, 1)) == "AH");
  }
}

TEST_CASE("lay puts a card at the low or high end of its row", "[rows]") {
  RowsTable t;
  t.put("row_C", "5C 6C 7C 8C 9C");
  t.put("hand", "3C 4C TC 7S 2S");
  const int hand = t.zone("hand");
  t.rows.lay(*t.spec, t.state, *parse_card("4C"), hand);
  CHECK(t.text("row_C") == "4C 5C 6C 7C 8C 9C");
  t.rows.lay(*t.spec, t.state, *parse_card("TC"), hand);
  CHECK(t.text("row_C") == "4C 5C 6C 7C 8C 9C TC");
  t.rows.lay(*t.spec, t.state, *parse_card("3C"), hand);
  CHECK(t.text("row_C") == "3C 4C 5C 6C 7C 8C 9C TC");
  t.rows.lay(*t.spec, t.state, *parse_card("7S"), hand);  // opens the empty spades row
  CHECK(t.text("row_S") == "7S");
  CHECK(t.text("hand") == "2S");

  SECTION("a card that does not fit its row is refused and nothing moves") {
    const State before = t.state;
    CHECK(error_of([&] { t.rows.lay(*t.spec, t.state, *parse_card("2S"), hand); }) == "card 2S does not fit its row");
    CHECK(t.state == before);
  }
  SECTION("a card that is not in the zone is refused") {
    const State before = t.state;
    CHECK(error_of([&] { t.rows.lay(*t.spec, t.state, *parse_card("JC"), hand); }) ==
          "card JC is not in the zone it should be laid from");
    CHECK(error_of([&] { t.rows.lay(*t.spec, t.state, kJoker, hand); }) == "a joker has no row");
    CHECK(t.state == before);
  }
}

TEST_CASE("lay does not wrap around, and follows ace high order", "[rows]") {
  SECTION("ace low: no K below A") {
    RowsTable t;
    t.put("row_D", "AD 2D 3D");
    t.put("hand", "KD");
    CHECK(error_of([&] { t.rows.lay(*t.spec, t.state, *parse_card("KD"), t.zone("hand")); }) ==
          "card KD does not fit its row");
  }
  SECTION("ace high: A above K, no A below 2") {
    RowsTable t(true);
    t.put("row_S", "QS KS");
    t.put("row_D", "2D 3D");
    t.put("hand", "AS AD");
    t.rows.lay(*t.spec, t.state, *parse_card("AS"), t.zone("hand"));
    CHECK(t.text("row_S") == "QS KS AS");
    CHECK(error_of([&] { t.rows.lay(*t.spec, t.state, *parse_card("AD"), t.zone("hand")); }) ==
          "card AD does not fit its row");
    CHECK(t.text("hand") == "AD");
  }
}
