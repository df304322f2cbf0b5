// Card notation: card ids, names and parsing (10H, lower case, bad names), card lists and masks.
#include <catch2/catch.hpp>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;

TEST_CASE("card ids are suit * 13 + rank index, with the joker at 52", "[card]") {
  CHECK(make_card(1, 1) == 0);    // AC
  CHECK(make_card(13, 1) == 12);  // KC
  CHECK(make_card(1, 2) == 13);   // AD
  CHECK(make_card(7, 3) == 32);   // 7H
  CHECK(make_card(13, 4) == 51);  // KS
  CHECK(kJoker == 52);
  CHECK(rank_of(32) == 7);
  CHECK(suit_of(32) == 3);
  CHECK(rank_of(51) == 13);
  CHECK(suit_of(51) == 4);
  CHECK(is_joker(52));
  CHECK_FALSE(is_joker(51));
  for (int suit = 1; suit <= 4; ++suit)
    for (int rank = 1; rank <= 13; ++rank) {
      Card c = make_card(rank, suit);
      CHECK(rank_of(c) == rank);
      CHECK(suit_of(c) == suit);
    }
}

TEST_CASE("card names are rank then suit, and every name parses back to its card", "[card]") {
  CHECK(card_name(0) == "AC");
  CHECK(card_name(make_card(10, 2)) == "TD");
  CHECK(card_name(make_card(7, 3)) == "7H");
  CHECK(card_name(make_card(12, 4)) == "QS");
  CHECK(card_name(kJoker) == "JK");
  int names = 0;
  for (int id = 0; id < kCardKinds; ++id) {
    Card c = Card(id);
    std::string name = card_name(c);
    INFO("card id " << id << " named " << name);
    REQUIRE(name.size() == 2);
    auto back = parse_card(name);
    REQUIRE(back.has_value());
    CHECK(*back == c);
    char chars[3];
    card_chars(c, chars);
    CHECK(std::string(chars) == name);
    ++names;
  }
  CHECK(names == 53);
}

TEST_CASE("card input accepts 10 for T and lower case", "[card]") {
  CHECK(parse_card("10H") == make_card(10, 3));
  CHECK(card_name(*parse_card("10H")) == "TH");
  CHECK(parse_card("10c") == make_card(10, 1));
  CHECK(parse_card("th") == make_card(10, 3));
  CHECK(parse_card("7h") == make_card(7, 3));
  CHECK(parse_card("qS") == make_card(12, 4));
  CHECK(parse_card("aD") == make_card(1, 2));
  CHECK(parse_card("jk") == kJoker);
  CHECK(parse_card("Jk") == kJoker);
  CHECK(parse_rank("10") == 10);
  CHECK(parse_rank("a") == 1);
  CHECK(parse_rank("T") == 10);
  CHECK(parse_rank("k") == 13);
  CHECK(parse_suit("d") == 2);
  CHECK(parse_suit("S") == 4);
  CHECK(rank_char(10) == 'T');
  CHECK(suit_char(3) == 'H');
}

TEST_CASE("malformed card names give no card", "[card]") {
  for (const char* bad : {"1H", "7X", "", "JKK", "H7", "11H", "0H", "7", "T", "10", "7HH", "J K", "JKs", "1OH"}) {
    INFO("name '" << bad << "'");
    CHECK_FALSE(parse_card(bad).has_value());
  }
  CHECK_FALSE(parse_rank("1").has_value());
  CHECK_FALSE(parse_rank("").has_value());
  CHECK_FALSE(parse_rank("11").has_value());
  CHECK_FALSE(parse_suit("X").has_value());
  CHECK_FALSE(parse_suit("CD").has_value());
}

TEST_CASE("parse_cards reads a spaced list and names the bad word", "[card]") {
  CHECK(parse_cards("7H 10d  JK\tAS") == std::vector<Card>{make_card(7, 3), make_card(10, 2), kJoker, make_card(1, 4)});
  CHECK(parse_cards("").empty());
  CHECK(parse_cards("   ").empty());
  CHECK(parse_cards(" 2C ") == std::vector<Card>{make_card(2, 1)});
  CHECK(error_of([] { parse_cards("7H 1H KS"); }) ==
        "not a card: '1H' (write rank A 2..9 T J Q K + suit C D H S, or JK)");
  CHECK(error_of([] { parse_cards("JKK"); }) == "not a card: 'JKK' (write rank A 2..9 T J Q K + suit C D H S, or JK)");
  CHECK(cards_text({make_card(10, 3), kJoker, make_card(2, 1)}) == "TH JK 2C");
  CHECK(cards_text({}).empty());
}

TEST_CASE("card masks: one bit per card, per rank and per suit", "[card]") {
  CHECK(card_bit(0) == 1u);
  CHECK(card_bit(kJoker) == CardMask{1} << 52);
  CHECK(rank_mask(7) == (card_bit(6) | card_bit(19) | card_bit(32) | card_bit(45)));
  CHECK(rank_mask(1) == (card_bit(0) | card_bit(13) | card_bit(26) | card_bit(39)));
  CHECK(suit_mask(1) == 0x1FFFu);
  CHECK(suit_mask(2) == CardMask{0x1FFF} << 13);
  CHECK(suit_mask(4) == CardMask{0x1FFF} << 39);
  for (int s = 1; s <= 4; ++s) CHECK(mask_count(suit_mask(s)) == 13);
  for (int r = 1; r <= 13; ++r) CHECK(mask_count(rank_mask(r)) == 4);
  CHECK(mask_count(0) == 0);
  CHECK(mask_count(suit_mask(3) & rank_mask(7)) == 1);
  CHECK((suit_mask(3) & rank_mask(7)) == card_bit(make_card(7, 3)));
  CardMask all = 0;
  for (int s = 1; s <= 4; ++s) all |= suit_mask(s);
  CHECK(mask_count(all) == 52);
  CHECK(mask_count(all | card_bit(kJoker)) == 53);
}

TEST_CASE("a card may be written with its suit symbol, black or white", "[card]") {
  CHECK(parse_card("7\u2665") == parse_card("7H"));
  CHECK(parse_card("10\u2660") == parse_card("TS"));
  CHECK(parse_card("q\u2662") == parse_card("QD"));
  CHECK(parse_card("A\u2667") == parse_card("AC"));
  CHECK_FALSE(parse_card("7\u2665x").has_value());
  CHECK_FALSE(parse_card("\u2665").has_value());
  CHECK_FALSE(parse_card("7\u2606").has_value());  // a star is no suit
  CHECK(parse_cards("7\u2665 8H 9\u2665") == parse_cards("7H 8H 9H"));
  CHECK(std::string(suit_symbol(3)) == "\u2665");
}
