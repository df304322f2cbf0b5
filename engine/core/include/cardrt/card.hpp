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

// The order of the ranks, lowest first: aces low (A..K), aces high (2..K, A), or any order a game
// declares (President's 3..K, A, 2). A rank the order leaves out (one the pack lacks) goes below
// those it names, aces low among themselves, so every card has a place.
class RankOrder {
 public:
  RankOrder() : RankOrder(std::vector<int>{}) {}  // aces low
  explicit RankOrder(const std::vector<int>& lowest_first);
  static const RankOrder& aces_low();   // A..K
  static const RankOrder& aces_high();  // 2..K, A

  int place(int rank) const { return place_[std::size_t(rank)]; }  // 1 (lowest) .. 13
  int rank_at(int place) const { return rank_at_[std::size_t(place - 1)]; }
  // Whether `a` outranks `b` (the joker outranks every card).
  bool beats(Card a, Card b) const { return key(a) / 4 > key(b) / 4; }
  // A card's place in a hand sorted by rank, then suit C D H S: 4 * (place - 1) + suit - 1, the
  // joker last (52).
  int key(Card c) const { return is_joker(c) ? 52 : 4 * (place(rank_of(c)) - 1) + suit_of(c) - 1; }
  Card card_of_key(int key) const { return key == 52 ? kJoker : make_card(rank_at(key / 4 + 1), key % 4 + 1); }
  bool is_aces_low() const { return kind_ == Kind::AcesLow; }
  bool is_aces_high() const { return kind_ == Kind::AcesHigh; }
  // The ranks lowest first ("3 4 5 6 7 8 9 T J Q K A 2").
  std::string text() const;
  bool operator==(const RankOrder& other) const { return place_ == other.place_; }

 private:
  enum class Kind { AcesLow, AcesHigh, Other };
  std::array<std::uint8_t, kRanks + 1> place_{};
  std::array<std::uint8_t, kRanks> rank_at_{};
  Kind kind_ = Kind::AcesLow;
};

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
