// The native tricks mechanic on the tricks4 fixture's four-seat table, as it declares it: legal
// cards (the no-lead restriction, following suit), trick resolution (who takes a trick from any
// leader, the won pile, ace high or low, trumps, equal cards), tricks taken, and errors that leave
// the state unchanged. X2-X4 number the trick examples the cases were first written from.
#include <catch2/catch.hpp>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/state.hpp"
#include "cardrt/table.hpp"
#include "cardrt/tricks.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::canon;
using enginetest::error_of;
using enginetest::mask_text;

namespace {
// The tricks4 fixture's table (4 players) with hands placed by hand and the tricks it declares
// over its hand, trick and won zones: `tricks` (ace high) or `tricks_low` (ace low).
struct TrickTable : enginetest::Board {
  Tricks tricks;

  explicit TrickTable(bool ace_high = true)
      : Board(enginetest::fixture_spec("tricks4", 4)),
        tricks(enginetest::mechanic<TricksMechanic>(*spec, ace_high ? "tricks" : "tricks_low").tricks) {
    REQUIRE(tricks.hand_zone == def("hand"));
    REQUIRE(tricks.trick_zone == def("trick"));
    REQUIRE(tricks.won_zone == def("won"));
    REQUIRE(tricks.ranks == (ace_high ? RankOrder::aces_high() : RankOrder::aces_low()));
  }
  CardMask legal(int seat, int no_lead_suit = 0) const { return tricks.legal(*spec, state, seat, no_lead_suit); }
  int play(int seat, const std::string& card, int trump_suit = 0) {
    return tricks.play(*spec, state, seat, *parse_card(card), trump_suit);
  }
  int taken(int seat) const { return tricks.taken(*spec, state, seat); }
  int taken_cards(int seat, const std::string& cards) const {
    return tricks.taken_cards(*spec, state, seat, enginetest::mask_of(cards));
  }
  int led() const { return tricks.led_suit(*spec, state); }
};

constexpr int kHearts = 3;
constexpr int kSpades = 4;
}  // namespace

TEST_CASE("X2: a leader may not lead a heart while holding a non-heart, when restricted", "[tricks]") {
  TrickTable t;
  t.put("hand", "4C QC 8D 2H 9H KH", 1);
  t.put("hand", "5C 3H", 2);  // other seats' cards never count
  REQUIRE(t.led() == 0);
  CHECK(mask_text(t.legal(1, kHearts)) == canon("4C QC 8D"));
  CHECK(mask_text(t.legal(1, 0)) == canon("4C QC 8D 2H 9H KH"));
  SECTION("the restriction names a suit: clubs leaves diamonds and hearts") {
    CHECK(mask_text(t.legal(1, 1)) == canon("8D 2H 9H KH"));
  }
  SECTION("a suit number out of 1..4 restricts nothing") {
    CHECK(mask_text(t.legal(1, 5)) == canon("4C QC 8D 2H 9H KH"));
    CHECK(mask_text(t.legal(1, -1)) == canon("4C QC 8D 2H 9H KH"));
  }
  SECTION("a hand of only hearts may lead any heart") {
    TrickTable h;
    h.put("hand", "2H 9H KH", 1);
    CHECK(mask_text(h.legal(1, kHearts)) == canon("2H 9H KH"));
    CHECK(mask_text(h.legal(1, 0)) == canon("2H 9H KH"));
  }
  SECTION("an empty hand has no legal card") {
    CHECK(t.legal(3, kHearts) == 0);
    CHECK(t.legal(3, 0) == 0);
  }
}

TEST_CASE("X3: following, a seat must play the led suit when it holds one", "[tricks]") {
  TrickTable t;
  t.put("hand", "9S 4D", 2);
  t.put("hand", "3S JS 5H KD", 3);
  t.put("hand", "2C 7D KH AH", 4);
  REQUIRE(t.play(2, "9S") == 0);
  CHECK(t.text("trick") == "9S");
  CHECK(t.led() == kSpades);
  CHECK(mask_text(t.legal(3, 0)) == canon("3S JS"));
  CHECK(mask_text(t.legal(3, kHearts)) == canon("3S JS"));
  // void in spades: anything, hearts included (the lead restriction does not apply to following)
  CHECK(mask_text(t.legal(4, 0)) == canon("2C 7D KH AH"));
  CHECK(mask_text(t.legal(4, kHearts)) == canon("2C 7D KH AH"));
  SECTION("the led suit is the first card's, not the last one's") {
    REQUIRE(t.play(3, "JS") == 0);
    REQUIRE(t.play(4, "7D") == 0);
    CHECK(t.led() == kSpades);
    t.put("hand", "AD 2S", 1);
    CHECK(mask_text(t.legal(1, 0)) == canon("2S"));
  }
}

TEST_CASE("X4: the highest card of the led suit wins and the trick goes to the winner", "[tricks]") {
  TrickTable t;
  t.put("hand", "JC 9D", 1);
  t.put("hand", "7C 3D", 2);
  t.put("hand", "KC 4D", 3);
  t.put("hand", "5C AH", 4);
  CHECK(t.play(1, "JC") == 0);
  CHECK(t.play(2, "7C") == 0);
  CHECK(t.play(3, "KC") == 0);
  CHECK(t.text("trick") == "JC 7C KC");
  CHECK(t.led() == 1);
  CHECK(t.play(4, "5C") == 3);
  CHECK(t.text("won", 3) == "JC 7C KC 5C");
  CHECK(t.text("trick") == "");
  CHECK(t.led() == 0);
  CHECK(t.text("won", 1) == "");
  CHECK(t.text("won", 2) == "");
  CHECK(t.text("won", 4) == "");
  CHECK(t.text("hand", 1) == "9D");
  CHECK(t.text("hand", 2) == "3D");
  CHECK(t.text("hand", 3) == "4D");
  CHECK(t.text("hand", 4) == "AH");
  CHECK(t.taken(3) == 1);
  CHECK(t.taken(1) == 0);

  // second trick: seat 3 leads, seat 4 discards AH, which cannot win
  CHECK(t.play(3, "4D") == 0);
  CHECK(t.led() == 2);
  CHECK(t.play(4, "AH") == 0);
  CHECK(t.play(1, "9D") == 0);
  CHECK(t.play(2, "3D") == 1);
  CHECK(t.text("won", 1) == "4D AH 9D 3D");
  CHECK(t.text("won", 3) == "JC 7C KC 5C");
  CHECK(t.text("trick") == "");
  CHECK(t.taken(1) == 1);
  CHECK(t.taken(3) == 1);
  CHECK(t.taken(2) == 0);
  CHECK(t.taken(4) == 0);
  for (int seat = 1; seat <= 4; ++seat) CHECK(t.text("hand", seat) == "");
}

TEST_CASE("the winner is found from the leader, also when play wraps past seat 4", "[tricks]") {
  SECTION("seat 3 leads, seat 2 plays last and highest") {
    TrickTable t;
    t.put("hand", "5S", 3);
    t.put("hand", "8S", 4);
    t.put("hand", "2S", 1);
    t.put("hand", "QS", 2);
    CHECK(t.play(3, "5S") == 0);
    CHECK(t.play(4, "8S") == 0);
    CHECK(t.play(1, "2S") == 0);
    CHECK(t.play(2, "QS") == 2);
    CHECK(t.text("won", 2) == "5S 8S 2S QS");
    CHECK(t.text("won", 3) == "");
    CHECK(t.taken(2) == 1);
  }
  SECTION("every leader and every winning position") {
    // The winning card is the K of hearts, the others are low hearts; seat `leader` leads and
    // the others follow clockwise; the K is played at position `pos` (0 = led).
    for (int leader = 1; leader <= 4; ++leader) {
      for (int pos = 0; pos < 4; ++pos) {
        TrickTable t;
        const char* low[] = {"2H", "5H", "9H"};
        int next_low = 0;
        for (int i = 0; i < 4; ++i) {
          int seat = (leader - 1 + i) % 4 + 1;
          t.put("hand", i == pos ? "KH" : low[next_low++], seat);
        }
        int expected = (leader - 1 + pos) % 4 + 1;
        int result = -1;
        for (int i = 0; i < 4; ++i) {
          int seat = (leader - 1 + i) % 4 + 1;
          Card c = TableView(*t.spec, t.state).at(t.zone("hand", seat), 0);
          result = t.tricks.play(*t.spec, t.state, seat, c, 0);
          if (i < 3) CHECK(result == 0);
        }
        INFO("leader " << leader << ", KH at position " << pos);
        CHECK(result == expected);
        CHECK(t.taken(expected) == 1);
        CHECK(mask_text(TableView(*t.spec, t.state).mask(t.zone("won", expected))) == canon("2H 5H 9H KH"));
      }
    }
  }
}

TEST_CASE("ace high or ace low decides whether A beats K", "[tricks]") {
  auto trick = [](bool ace_high) {
    TrickTable t(ace_high);
    t.put("hand", "KC", 1);
    t.put("hand", "AC", 2);
    t.put("hand", "2C", 3);
    t.put("hand", "QC", 4);
    t.play(1, "KC");
    t.play(2, "AC");
    t.play(3, "2C");
    return t.play(4, "QC");
  };
  CHECK(trick(true) == 2);
  CHECK(trick(false) == 1);
  SECTION("ace low: an ace lead loses to a 2") {
    TrickTable t(false);
    t.put("hand", "AD", 1);
    t.put("hand", "2D", 2);
    t.put("hand", "KS", 3);
    t.put("hand", "AS", 4);
    t.play(1, "AD");
    t.play(2, "2D");
    t.play(3, "KS");
    CHECK(t.play(4, "AS") == 2);
  }
  SECTION("ace high: an ace lead beats the K") {
    TrickTable t(true);
    t.put("hand", "AD", 1);
    t.put("hand", "KD", 2);
    t.put("hand", "QD", 3);
    t.put("hand", "JD", 4);
    t.play(1, "AD");
    t.play(2, "KD");
    t.play(3, "QD");
    CHECK(t.play(4, "JD") == 1);
  }
}

TEST_CASE("trumps: any trump beats the led suit, the highest trump wins", "[tricks]") {
  TrickTable t;
  SECTION("a low trump beats the led suit's ace") {
    t.put("hand", "AC", 1);
    t.put("hand", "2S", 2);
    t.put("hand", "KC", 3);
    t.put("hand", "3D", 4);
    t.play(1, "AC", kSpades);
    t.play(2, "2S", kSpades);
    t.play(3, "KC", kSpades);
    CHECK(t.play(4, "3D", kSpades) == 2);
    CHECK(t.text("won", 2) == "AC 2S KC 3D");
  }
  SECTION("without trumps the same trick goes to the led suit's ace") {
    t.put("hand", "AC", 1);
    t.put("hand", "2S", 2);
    t.put("hand", "KC", 3);
    t.put("hand", "3D", 4);
    t.play(1, "AC");
    t.play(2, "2S");
    t.play(3, "KC");
    CHECK(t.play(4, "3D") == 1);
  }
  SECTION("of two trumps the higher wins, whichever comes first") {
    t.put("hand", "5H", 1);
    t.put("hand", "JS", 2);
    t.put("hand", "AH", 3);
    t.put("hand", "3S", 4);
    t.play(1, "5H", kSpades);
    t.play(2, "JS", kSpades);
    t.play(3, "AH", kSpades);
    CHECK(t.play(4, "3S", kSpades) == 2);
  }
  SECTION("of two trumps the higher wins, the low one played first") {
    t.put("hand", "5H", 1);
    t.put("hand", "3S", 2);
    t.put("hand", "AH", 3);
    t.put("hand", "JS", 4);
    t.play(1, "5H", kSpades);
    t.play(2, "3S", kSpades);
    t.play(3, "AH", kSpades);
    CHECK(t.play(4, "JS", kSpades) == 4);
  }
  SECTION("the trump ace is the highest trump when ace high") {
    t.put("hand", "7S", 1);
    t.put("hand", "AS", 2);
    t.put("hand", "KS", 3);
    t.put("hand", "2H", 4);
    t.play(1, "7S", kSpades);
    t.play(2, "AS", kSpades);
    t.play(3, "KS", kSpades);
    CHECK(t.play(4, "2H", kSpades) == 2);
  }
  SECTION("a trump led wins against off-suit aces") {
    t.put("hand", "4S", 1);
    t.put("hand", "AC", 2);
    t.put("hand", "2S", 3);
    t.put("hand", "AH", 4);
    t.play(1, "4S", kSpades);
    t.play(2, "AC", kSpades);
    t.play(3, "2S", kSpades);
    CHECK(t.play(4, "AH", kSpades) == 1);
  }
  SECTION("a trump suit nobody played leaves the led suit to win") {
    t.put("hand", "7D", 1);
    t.put("hand", "TD", 2);
    t.put("hand", "AC", 3);
    t.put("hand", "2D", 4);
    t.play(1, "7D", kSpades);
    t.play(2, "TD", kSpades);
    t.play(3, "AC", kSpades);
    CHECK(t.play(4, "2D", kSpades) == 2);
  }
}

TEST_CASE("bowers: under hearts, JH then JD rank above the ace of hearts, and JD follows hearts", "[tricks]") {
  TrickTable t;
  const Tricks bowers = enginetest::mechanic<TricksMechanic>(*t.spec, "bowers").tricks;
  const int trump = t.spec->slot_base[std::size_t(t.spec->layout->slot_index("trump"))];
  Table(*t.spec, t.state).set(trump, kHearts);
  REQUIRE(bowers.trump(*t.spec, t.state) == kHearts);
  CHECK(cards_text(bowers.trumps(*t.spec, kHearts)) == "JH JD AH KH QH TH 9H 8H 7H 6H 5H 4H 3H 2H");
  CHECK(cards_text(bowers.trumps(*t.spec, 1)) == "JC JS AC KC QC TC 9C 8C 7C 6C 5C 4C 3C 2C");
  CHECK(bowers.trumps(*t.spec, 0).empty());
  SECTION("the left bower led calls for hearts; a diamond does not follow it") {
    t.put("hand", "JD", 1);
    t.put("hand", "AD 2H", 2);
    t.put("hand", "KD QD", 3);
    t.put("hand", "JH 9C", 4);
    bowers.play(*t.spec, t.state, 1, make_card(11, 2), kHearts);
    CHECK(bowers.led_suit(*t.spec, t.state) == kHearts);
    CHECK(mask_text(bowers.legal(*t.spec, t.state, 2, 0)) == canon("2H"));
    CHECK(mask_text(bowers.legal(*t.spec, t.state, 3, 0)) == canon("KD QD"));  // void in trumps: any card
    CHECK(mask_text(bowers.legal(*t.spec, t.state, 4, 0)) == canon("JH"));
    bowers.play(*t.spec, t.state, 2, make_card(2, 3), kHearts);
    bowers.play(*t.spec, t.state, 3, make_card(13, 2), kHearts);
    CHECK(bowers.play(*t.spec, t.state, 4, make_card(11, 3), kHearts) == 4);  // the right bower
  }
  SECTION("diamonds led: the left bower may not follow, and a seat holding only it is void") {
    t.put("hand", "AD", 1);
    t.put("hand", "JD 9S", 2);
    t.put("hand", "JD TD", 3);  // a second JD placed by hand: two seats hold one
    t.put("hand", "AH", 4);
    bowers.play(*t.spec, t.state, 1, make_card(1, 2), kHearts);
    CHECK(mask_text(bowers.legal(*t.spec, t.state, 2, 0)) == canon("JD 9S"));
    CHECK(mask_text(bowers.legal(*t.spec, t.state, 3, 0)) == canon("TD"));
    bowers.play(*t.spec, t.state, 2, make_card(11, 2), kHearts);
    bowers.play(*t.spec, t.state, 3, make_card(10, 2), kHearts);
    CHECK(bowers.play(*t.spec, t.state, 4, make_card(1, 3), kHearts) == 2);  // JD, a trump, beats AH
  }
  SECTION("without a trump the jacks are plain cards of their suits") {
    Table(*t.spec, t.state).set(trump, 0);
    t.put("hand", "JD", 1);
    t.put("hand", "AD 2H", 2);
    bowers.play(*t.spec, t.state, 1, make_card(11, 2), 0);
    CHECK(bowers.led_suit(*t.spec, t.state) == 2);
    CHECK(mask_text(bowers.legal(*t.spec, t.state, 2, 0)) == canon("AD"));
  }
  SECTION("not following the left bower shows the seat holds no trump, the left bower among them") {
    t.put("hand", "JD", 1);
    t.put("hand", "AD 9S", 2);
    t.put("hand", "KD", 3);
    t.put("hand", "AH", 4);
    const TricksMechanic& mechanic = enginetest::mechanic<TricksMechanic>(*t.spec, "bowers");
    bowers.play(*t.spec, t.state, 1, make_card(11, 2), kHearts);
    Table(*t.spec, t.state).set_to_move(2);
    const State before = t.state;
    bowers.play(*t.spec, t.state, 2, make_card(1, 2), kHearts);
    const Revealed shown = mechanic.revealed(*t.spec, before, t.state, make_card(1, 2));
    CHECK(shown.zone == t.zone("hand", 2));
    CHECK(mask_text(shown.cards) == canon("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH JD"));
  }
}

TEST_CASE("bowers may be the joker and fixed cards, ranked in the order declared", "[tricks]") {
  Tricks plain;
  CHECK(plain.suit_of_card(make_card(11, 2), 3) == 2);
  Tricks joker_first;
  joker_first.bowers[0] = Bower{Bower::Of::Joker, 0, 0};
  joker_first.bowers[1] = Bower{Bower::Of::Trump, 11, 0};
  joker_first.bowers[2] = Bower{Bower::Of::Suit, 2, 1};
  joker_first.bower_count = 3;
  joker_first.rank_cards();
  CHECK(joker_first.suit_of_card(kJoker, 4) == 4);
  CHECK(joker_first.suit_of_card(kJoker, 0) == 0);
  CHECK(joker_first.suit_of_card(make_card(2, 1), 3) == 3);
  CHECK(joker_first.ranking.power[4][kJoker] > joker_first.ranking.power[4][make_card(11, 4)]);
  CHECK(joker_first.ranking.power[4][make_card(11, 4)] > joker_first.ranking.power[4][make_card(2, 1)]);
  CHECK(joker_first.ranking.power[4][make_card(2, 1)] > joker_first.ranking.power[4][make_card(1, 4)]);
}

TEST_CASE("a seat sitting the deal out is passed by: three cards make a trick", "[tricks]") {
  TrickTable t;
  Table table(*t.spec, t.state);
  table.sit_out(3);
  REQUIRE(table.seated() == 3);
  CHECK(table.seated_from(2, 1) == 4);
  CHECK(table.seated_from(4, -1) == 2);
  CHECK(table.seat_in_play(1, 3) == 1);
  t.put("hand", "5C 2D", 1);
  t.put("hand", "AC 3D", 2);
  t.put("hand", "QC KC", 3);
  t.put("hand", "KS 4D", 4);
  CHECK(t.play(4, "KS") == 0);
  CHECK(t.play(1, "5C") == 0);
  CHECK(t.play(2, "AC") == 4);  // the trick is complete without seat 3: the led spade wins
  CHECK(t.text("won", 4) == "KS 5C AC");
  t.play(4, "4D");
  t.play(1, "2D");
  CHECK(t.play(2, "3D") == 4);
  CHECK(t.taken(4) == 2);
  const std::vector<PlayedTrick> history = t.tricks.history(*t.spec, t.state);
  REQUIRE(history.size() == 2);
  CHECK(history[1].leader == 4);
  CHECK(history[1].seats == std::vector<int>{4, 1, 2});
  CHECK(error_of([&] {
          table.sit_out(1);
          table.sit_out(2);
        }) == "seat 2 cannot sit out: fewer than two seats would play the deal");
  CHECK(table.sits_out(1));
  table.start_deal();
  CHECK(table.seated() == 4);
}

TEST_CASE("of equal winning cards the first played wins", "[tricks]") {
  // Only reachable with several decks; the mechanic does not care how many copies the deck has,
  // so a second KC placed by hand stands in for one.
  TrickTable t;
  t.put("hand", "5C", 1);
  t.put("hand", "KC", 2);
  t.put("hand", "QC", 3);
  t.put("hand", "KC", 4);
  t.play(1, "5C");
  t.play(2, "KC");
  t.play(3, "QC");
  CHECK(t.play(4, "KC") == 2);
  CHECK(t.text("won", 2) == "5C KC QC KC");
}

TEST_CASE("taken counts whole tricks: won cards divided by the players", "[tricks]") {
  TrickTable t;
  t.put("hand", "2C 2D 2S 2H", 1);
  t.put("hand", "3C 3D 3S 3H", 2);
  t.put("hand", "AC AD AS 4H", 3);
  t.put("hand", "5C 5D 5S AH", 4);
  // seat 3 wins clubs, diamonds and spades, seat 4 hearts
  t.play(1, "2C");
  t.play(2, "3C");
  t.play(3, "AC");
  CHECK(t.play(4, "5C") == 3);
  CHECK(t.taken(3) == 1);
  t.play(3, "AD");
  t.play(4, "5D");
  t.play(1, "2D");
  CHECK(t.play(2, "3D") == 3);
  CHECK(t.taken(3) == 2);
  t.play(3, "AS");
  t.play(4, "5S");
  t.play(1, "2S");
  CHECK(t.play(2, "3S") == 3);
  CHECK(t.taken(3) == 3);
  t.play(3, "4H");
  t.play(4, "AH");
  t.play(1, "2H");
  CHECK(t.play(2, "3H") == 4);
  CHECK(t.taken(3) == 3);
  CHECK(t.taken(4) == 1);
  CHECK(t.taken(1) == 0);
  CHECK(t.taken(2) == 0);
  CHECK(t.text("won", 3) == "2C 3C AC 5C AD 5D 2D 3D AS 5S 2S 3S");
  CHECK(t.text("won", 4) == "4H AH 2H 3H");
  SECTION("it does not count the trick in progress") {
    t.put("hand", "6S", 3);
    t.play(3, "6S");
    CHECK(t.taken(3) == 3);
  }
  SECTION("taken_cards counts the won cards of a mask") {
    CHECK(t.taken_cards(3, "AC AD AS AH") == 3);
    CHECK(t.taken_cards(4, "AC AD AS AH") == 1);
    CHECK(t.taken_cards(4, "2H 3H 4H AH 5C") == 4);
    CHECK(t.taken_cards(1, "2C 3C") == 0);
    CHECK(t.taken_cards(3, "") == 0);
  }
  SECTION("taken_cards counts every copy") {
    t.put("won", "QS QS QH", 1);
    CHECK(t.taken_cards(1, "QS") == 2);
    CHECK(t.taken_cards(1, "QS QH KH") == 3);
  }
}

TEST_CASE("playing a card that is not in the seat's hand throws and moves nothing", "[tricks]") {
  TrickTable t;
  t.put("hand", "2C 9H", 1);
  t.put("hand", "AS", 2);
  const State before = t.state;
  CHECK(error_of([&] { t.play(1, "AS"); }) == "card AS is not in seat 1's hand");
  CHECK(error_of([&] { t.play(1, "KD"); }) == "card KD is not in seat 1's hand");
  CHECK(t.state == before);
  SECTION("also in the middle of a trick") {
    REQUIRE(t.play(1, "2C") == 0);
    const State mid = t.state;
    CHECK(error_of([&] { t.play(2, "2C"); }) == "card 2C is not in seat 2's hand");
    CHECK(t.state == mid);
    CHECK(t.text("trick") == "2C");
  }
}
