// Card notation: parsing and printing of card names, and card-mask arithmetic.
#include "cardrt/card.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <iterator>

#include "cardrt/error.hpp"

namespace cardrt {

namespace {
constexpr std::string_view kRankChars = "A23456789TJQK";
constexpr std::string_view kSuitChars = "CDHS";
}  // namespace

int mask_count(CardMask m) { return std::popcount(m); }

RankOrder::RankOrder(const std::vector<int>& lowest_first) {
  std::array<bool, kRanks + 1> named{};
  for (int rank : lowest_first) named[std::size_t(rank)] = true;
  int next = 0;
  for (int rank = 1; rank <= kRanks; ++rank)
    if (!named[std::size_t(rank)]) rank_at_[std::size_t(next++)] = std::uint8_t(rank);
  for (int rank : lowest_first) rank_at_[std::size_t(next++)] = std::uint8_t(rank);
  for (int p = 0; p < kRanks; ++p) place_[rank_at_[std::size_t(p)]] = std::uint8_t(p + 1);
  const bool ace_on_top = rank_at_[kRanks - 1] == 1;
  bool in_line = true;
  for (int p = 0; p < kRanks - 1; ++p) in_line = in_line && rank_at_[std::size_t(p)] == p + (ace_on_top ? 2 : 1);
  kind_ = !in_line ? Kind::Other : ace_on_top ? Kind::AcesHigh : Kind::AcesLow;
}

const RankOrder& RankOrder::aces_low() {
  static const RankOrder order;
  return order;
}
const RankOrder& RankOrder::aces_high() {
  static const RankOrder order({2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1});
  return order;
}

std::string RankOrder::text() const {
  std::string out;
  for (int p = 1; p <= kRanks; ++p) {
    if (!out.empty()) out += ' ';
    out += rank_char(rank_at(p));
  }
  return out;
}

char rank_char(int rank) { return kRankChars[rank - 1]; }
char suit_char(int suit) { return kSuitChars[suit - 1]; }

std::optional<int> parse_rank(std::string_view text) {
  if (text == "10") return 10;
  if (text.size() != 1) return std::nullopt;
  auto pos = kRankChars.find(char(std::toupper(static_cast<unsigned char>(text[0]))));
  if (pos == std::string_view::npos) return std::nullopt;
  return int(pos) + 1;
}

namespace {
// The suit symbols (U+2660 to U+2667, black and white) in UTF-8, by suit 1..4 (C D H S).
constexpr std::string_view kSuitSymbols[2][4] = {{"\u2663", "\u2666", "\u2665", "\u2660"},
                                                 {"\u2667", "\u2662", "\u2661", "\u2664"}};
}  // namespace

std::string_view suit_symbol(int suit) { return kSuitSymbols[0][suit - 1]; }

std::string_view suit_name(int suit) {
  static constexpr std::string_view kNames[] = {"clubs", "diamonds", "hearts", "spades"};
  return kNames[suit - 1];
}

std::optional<int> parse_suit(std::string_view text) {
  for (int suit = 1; suit <= kSuits; ++suit)
    if (text == suit_name(suit)) return suit;
  for (const auto& symbols : kSuitSymbols)
    for (int suit = 1; suit <= kSuits; ++suit)
      if (text == symbols[suit - 1]) return suit;
  if (text.size() != 1) return std::nullopt;
  auto pos = kSuitChars.find(char(std::toupper(static_cast<unsigned char>(text[0]))));
  if (pos == std::string_view::npos) return std::nullopt;
  return int(pos) + 1;
}

std::string card_name(Card c) {
  if (is_joker(c)) return "JK";
  return {rank_char(rank_of(c)), suit_char(suit_of(c))};
}

void card_chars(Card c, char out[3]) {
  out[0] = is_joker(c) ? 'J' : rank_char(rank_of(c));
  out[1] = is_joker(c) ? 'K' : suit_char(suit_of(c));
  out[2] = '\0';
}

std::optional<Card> parse_card(std::string_view text) {
  if (text.size() == 2 && std::toupper(static_cast<unsigned char>(text[0])) == 'J' &&
      std::toupper(static_cast<unsigned char>(text[1])) == 'K')
    return kJoker;
  // The suit is the last letter, or a suit symbol (three bytes of UTF-8): 7H, 10h, 7♥.
  const std::size_t suit_bytes = text.size() >= 4 && static_cast<unsigned char>(text[text.size() - 3]) == 0xE2 ? 3 : 1;
  if (text.size() < suit_bytes + 1 || text.size() > suit_bytes + 2) return std::nullopt;
  auto rank = parse_rank(text.substr(0, text.size() - suit_bytes));
  auto suit = parse_suit(text.substr(text.size() - suit_bytes));
  if (!rank || !suit) return std::nullopt;
  return make_card(*rank, *suit);
}

CardMask parse_card_set(std::string_view text) {
  CardMask set = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    const std::size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (start == i) break;
    const auto word = text.substr(start, i - start);
    int suit = 1;
    while (suit <= kSuits && suit_name(suit) != word) ++suit;
    if (suit <= kSuits) {
      set |= suit_mask(suit);
    } else if (auto card = parse_card(word)) {
      set |= card_bit(*card);
    } else {
      throw Error("not a card or suit: '" + clip(word) + "' (a card like QS, or clubs, diamonds, hearts, spades)");
    }
  }
  return set;
}

std::vector<Card> parse_cards(std::string_view text) {
  std::vector<Card> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (start == i) break;
    auto word = text.substr(start, i - start);
    auto card = parse_card(word);
    if (!card) throw Error("not a card: '" + std::string(word) + "' (write rank A 2..9 T J Q K + suit C D H S, or JK)");
    out.push_back(*card);
  }
  return out;
}

std::string cards_text(const std::vector<Card>& cards) {
  std::string out;
  for (Card c : cards) {
    if (!out.empty()) out += ' ';
    out += card_name(c);
  }
  return out;
}

}  // namespace cardrt
