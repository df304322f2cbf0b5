// Cards, ranks, suits and their notation (7H, TD, JK; 10H accepted on input), and card masks.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cardrt {

// A card is identified by its face: suit * 13 + rank index (A=0 .. K=12), the joker is 52.
// Several decks hold identical cards, so zones are multisets of these ids.
using Card = std::uint8_t;
inline constexpr Card kJoker = 52;
inline constexpr int kCardKinds = 53;
inline constexpr int kSuits = 4;
inline constexpr int kRanks = 13;

// Suit and rank as 1-based numbers, the way rules see them: suits C=1 D=2 H=3 S=4, ranks A=1 .. K=13.
inline constexpr int suit_of(Card c) { return c / kRanks + 1; }
inline constexpr int rank_of(Card c) { return c % kRanks + 1; }
inline constexpr Card make_card(int rank, int suit) { return Card((suit - 1) * kRanks + (rank - 1)); }
inline constexpr bool is_joker(Card c) { return c == kJoker; }

// How many of each card (by id): a multiset of cards, as several decks make one.
using CardCounts = std::array<int, kCardKinds>;

// One bit per card id: a set of distinct faces. Single-deck queries run on these.
using CardMask = std::uint64_t;
inline constexpr CardMask card_bit(Card c) { return CardMask{1} << c; }
inline constexpr CardMask kSuitMask = (CardMask{1} << kRanks) - 1;
inline constexpr CardMask suit_mask(int suit) { return kSuitMask << ((suit - 1) * kRanks); }
// Every suit's card of a rank (1..13).
inline constexpr CardMask rank_mask(int rank) {
  constexpr CardMask kAces = card_bit(0) | card_bit(kRanks) | card_bit(2 * kRanks) | card_bit(3 * kRanks);
  return kAces << (rank - 1);
}
int mask_count(CardMask m);

char rank_char(int rank);
char suit_char(int suit);
std::optional<int> parse_rank(std::string_view text);  // "7", "T", "10", "a" → 1..13
std::optional<int> parse_suit(std::string_view text);  // "C", "d", "♥", "hearts" → 1..4
std::string_view suit_symbol(int suit);                // 1..4 → "♣" "♦" "♥" "♠" (UTF-8)
std::string_view suit_name(int suit);                  // 1..4 → "clubs" "diamonds" "hearts" "spades"

std::string card_name(Card c);                          // canonical: 7H, TD, JK
void card_chars(Card c, char out[3]);                   // the same, as a C string (for Lua errors)
std::optional<Card> parse_card(std::string_view text);  // case-insensitive, 10H → TH
std::vector<Card> parse_cards(std::string_view text);   // space separated; throws Error on a bad card
// A set of cards named by words: suits (clubs, diamonds, hearts, spades) and cards ("hearts QS");
// throws Error on a word that is neither.
CardMask parse_card_set(std::string_view text);
std::string cards_text(const std::vector<Card>& cards);  // space separated canonical names

}  // namespace cardrt
