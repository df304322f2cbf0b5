// Sequence rows as Elferraus uses them, on the rows the tricks4 fixture declares (ace high): a
// start rank that opens every row and only it, growth at both ends, the ace above the K and the 2
// at the bottom with no wrap-around, an ace start card, and a whole deal's playable cards. X12 and
// X13 number the row examples the cases were first written from.
#include <array>

#include <catch2/catch.hpp>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/sequence_rows.hpp"
#include "cardrt/state.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::canon;
using enginetest::error_of;
using enginetest::mask_text;

namespace {
// The tricks4 fixture's table (4 players) with the four rows it declares (`rows`, ace high).
struct Elferraus : enginetest::Board {
  SequenceRows rows;
  int start_rank = 10;

  explicit Elferraus(int start = 10)
      : Board(enginetest::fixture_spec("tricks4", 4)),
        rows(enginetest::mechanic<RowsMechanic>(*spec, "rows").rows),
        start_rank(start) {
    REQUIRE(rows.row_zone == std::array<int, kSuits>{def("row_C"), def("row_D"), def("row_H"), def("row_S")});
    REQUIRE(rows.ace_high);
  }
  CardMask playable(int seat) { return rows.playable(*spec, state, mask("hand", seat), start_rank); }
  void lay(int seat, const std::string& card) { rows.lay(*spec, state, *parse_card(card), zone("hand", seat)); }
  std::pair<int, int> ends(int suit) const { return rows.ends(*spec, state, suit); }
};
}  // namespace

TEST_CASE("Elferraus: the start rank opens each empty row, and only it", "[rows]") {
  Elferraus e(10);
  e.put("hand", "9C TC JC TD 9D TH AH 2S TS KS", 1);
  CHECK(mask_text(e.playable(1)) == canon("TC TD TH TS"));
  for (int suit = 1; suit <= 4; ++suit) CHECK(e.ends(suit) == std::pair<int, int>{0, 0});
  SECTION("another start rank opens with its own cards") {
    e.start_rank = 11;
    CHECK(mask_text(e.playable(1)) == canon("JC"));
    e.start_rank = 2;
    CHECK(mask_text(e.playable(1)) == canon("2S"));
  }
  SECTION("opening one row leaves the others waiting for a T") {
    e.lay(1, "TD");
    CHECK(e.text("row_D") == "TD");
    CHECK(e.ends(2) == std::pair<int, int>{10, 10});
    CHECK(mask_text(e.playable(1)) == canon("TC 9D TH TS"));
  }
}

TEST_CASE("Elferraus: a row T..T takes the 9 below and the J above", "[rows]") {
  Elferraus e(10);
  e.put("row_C", "TC");
  e.put("hand", "8C 9C JC QC TD 8D", 2);
  CHECK(mask_text(e.playable(2)) == canon("9C JC TD"));
  e.lay(2, "9C");
  CHECK(e.text("row_C") == "9C TC");
  CHECK(e.ends(1) == std::pair<int, int>{9, 10});
  CHECK(mask_text(e.playable(2)) == canon("8C JC TD"));
  e.lay(2, "JC");
  CHECK(e.text("row_C") == "9C TC JC");
  CHECK(e.ends(1) == std::pair<int, int>{9, 11});
  CHECK(mask_text(e.playable(2)) == canon("8C QC TD"));
  e.lay(2, "8C");
  CHECK(e.text("row_C") == "8C 9C TC JC");
  CHECK(e.text("hand", 2) == "QC TD 8D");
}

TEST_CASE("Elferraus: the ace tops a row and the 2 bottoms it, nothing wraps", "[rows]") {
  Elferraus e(10);
  SECTION("a row J..A takes the T below and nothing above the ace") {
    e.put("row_C", "JC QC KC AC");
    e.put("hand", "9C TC 2C", 1);
    CHECK(e.ends(1) == std::pair<int, int>{11, 1});
    CHECK(mask_text(e.playable(1)) == canon("TC"));
    const State before = e.state;
    CHECK(error_of([&] { e.lay(1, "2C"); }) == "card 2C does not fit its row");
    CHECK(error_of([&] { e.lay(1, "9C"); }) == "card 9C does not fit its row");
    CHECK(e.state == before);
    e.lay(1, "TC");
    CHECK(e.text("row_C") == "TC JC QC KC AC");
  }
  SECTION("a row 2..5 takes the 6 above and nothing below the 2") {
    e.put("row_D", "2D 3D 4D 5D");
    e.put("hand", "AD KD 6D 7D", 1);
    CHECK(e.ends(2) == std::pair<int, int>{2, 5});
    CHECK(mask_text(e.playable(1)) == canon("6D"));
    const State before = e.state;
    CHECK(error_of([&] { e.lay(1, "AD"); }) == "card AD does not fit its row");
    CHECK(e.state == before);
  }
  SECTION("a finished row 2..A takes nothing") {
    e.put("row_H", "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH");
    e.put("hand", "TS", 1);
    e.put("hand", "9S", 2);
    CHECK(e.ends(3) == std::pair<int, int>{2, 1});
    CHECK(mask_text(e.playable(1)) == canon("TS"));
    CHECK(e.playable(2) == 0);
  }
}

TEST_CASE("X13: with an ace start card the K goes below it and the other aces open rows", "[rows]") {
  Elferraus e(1);
  e.put("hand", "5D AH KS AS", 3);
  e.put("hand", "JS QS", 4);
  e.put("hand", "QH KH", 1);
  e.put("hand", "2C 3C", 2);
  CHECK(mask_text(e.playable(3)) == canon("AH AS"));
  e.lay(3, "AS");  // the start card
  CHECK(e.text("row_S") == "AS");
  CHECK(e.ends(4) == std::pair<int, int>{1, 1});
  CHECK(mask_text(e.playable(3)) == canon("AH KS"));
  e.lay(3, "KS");
  CHECK(e.text("row_S") == "KS AS");  // below the ace, at the low end
  CHECK(e.ends(4) == std::pair<int, int>{13, 1});
  CHECK(mask_text(e.playable(3)) == canon("AH"));
  e.lay(3, "AH");
  CHECK(e.text("row_H") == "AH");
  // 5D cannot open diamonds: the start rank is A
  CHECK(e.playable(3) == 0);
  CHECK(e.text("hand", 3) == "5D");
  CHECK(mask_text(e.playable(4)) == canon("QS"));
  e.lay(4, "QS");
  CHECK(mask_text(e.playable(1)) == canon("KH"));
  e.lay(1, "KH");
  CHECK(e.text("row_H") == "KH AH");
  CHECK(e.playable(2) == 0);
  CHECK(e.playable(3) == 0);
  CHECK(mask_text(e.playable(4)) == canon("JS"));
  e.lay(4, "JS");
  CHECK(mask_text(e.playable(1)) == canon("QH"));
  e.lay(1, "QH");
  CHECK(e.text("row_S") == "JS QS KS AS");
  CHECK(e.text("row_H") == "QH KH AH");
  CHECK(e.text("row_D") == "");
  CHECK(e.text("row_C") == "");
}

TEST_CASE("X12: every seat's playable cards through the whole deal", "[rows]") {
  Elferraus e(10);
  e.put("hand", "9C TC 4H 5H", 2);
  e.put("hand", "JC 9D TH", 3);
  e.put("hand", "8C QC KD", 4);
  e.put("hand", "KC AC TD JD QD 9H", 1);
  // 1: seat 2's start card TC (any card may start; the rules choose) makes the start rank T
  e.lay(2, "TC");
  CHECK(e.text("row_C") == "TC");
  // 2
  CHECK(mask_text(e.playable(3)) == canon("JC TH"));
  e.lay(3, "TH");
  // 3: seat 4 must pass
  CHECK(e.playable(4) == 0);
  // 4
  CHECK(mask_text(e.playable(1)) == canon("TD 9H"));
  e.lay(1, "TD");
  // 5
  CHECK(mask_text(e.playable(2)) == canon("9C"));
  e.lay(2, "9C");
  // 6
  CHECK(mask_text(e.playable(3)) == canon("JC 9D"));
  e.lay(3, "JC");
  // 7
  CHECK(mask_text(e.playable(4)) == canon("8C QC"));
  e.lay(4, "QC");
  // 8
  CHECK(mask_text(e.playable(1)) == canon("KC JD 9H"));
  e.lay(1, "KC");
  // 9: seat 2 must pass
  CHECK(e.playable(2) == 0);
  // 10
  CHECK(mask_text(e.playable(3)) == canon("9D"));
  e.lay(3, "9D");
  CHECK(e.text("hand", 3) == "");
  // 11
  CHECK(mask_text(e.playable(4)) == canon("8C"));
  e.lay(4, "8C");
  // after move 11: C 8..K, D 9..T, H T..T, spades unopened
  CHECK(e.text("row_C") == "8C 9C TC JC QC KC");
  CHECK(e.text("row_D") == "9D TD");
  CHECK(e.text("row_H") == "TH");
  CHECK(e.text("row_S") == "");
  CHECK(e.ends(1) == std::pair<int, int>{8, 13});
  CHECK(e.ends(2) == std::pair<int, int>{9, 10});
  CHECK(e.ends(3) == std::pair<int, int>{10, 10});
  CHECK(e.ends(4) == std::pair<int, int>{0, 0});
  CHECK(e.text("hand", 1) == "AC JD QD 9H");
  // 12: the ace above the K
  CHECK(mask_text(e.playable(1)) == canon("AC JD 9H"));
  e.lay(1, "AC");
  CHECK(e.text("row_C") == "8C 9C TC JC QC KC AC");
  CHECK(e.ends(1) == std::pair<int, int>{8, 1});
  // 13
  CHECK(mask_text(e.playable(1)) == canon("JD 9H"));
  e.lay(1, "JD");
  // 14: QD made playable by seat 1's own JD
  CHECK(mask_text(e.playable(1)) == canon("QD 9H"));
  e.lay(1, "QD");
  // 15
  CHECK(mask_text(e.playable(1)) == canon("9H"));
  e.lay(1, "9H");
  CHECK(e.text("hand", 1) == "");
  CHECK(e.text("row_D") == "9D TD JD QD");
  CHECK(e.text("row_H") == "9H TH");
  // the cards still held when the deal ends: KD now fits above seat 1's QD
  CHECK(e.text("hand", 2) == "4H 5H");
  CHECK(e.text("hand", 4) == "KD");
  CHECK(e.playable(2) == 0);
  CHECK(mask_text(e.playable(4)) == canon("KD"));
}
