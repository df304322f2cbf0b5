// fuzz_cards: card text, card lists and move text through parse_card, parse_cards and parse_move for each shipped
// game's layout.
//
// The whole input is text. It and each of its lines go through parse_card, parse_rank,
// parse_suit and parse_cards; then each line goes through parse_move for every shipped layout.
// What parses must print back to text that parses to the same thing, and the parsed moves,
// sorted with sort_by_text, must come out in byte order. The first eight bytes also make a card mask for add_cards.
// Errors (cardrt::Error) are expected; crashes, sanitizer reports and broken properties are findings.
#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "cardrt/card.hpp"
#include "cardrt/error.hpp"
#include "cardrt/notation.hpp"
#include "common.hpp"

using namespace cardrt;

namespace {

void check_card_text(std::string_view text) {
  if (auto card = parse_card(text)) {
    FUZZ_CHECK(*card < kCardKinds);
    const std::string name = card_name(*card);
    FUZZ_CHECK(name.size() == 2);
    char chars[3];
    card_chars(*card, chars);
    FUZZ_CHECK(name == chars);
    FUZZ_CHECK(parse_card(name) == card);
  }
  if (auto rank = parse_rank(text)) {
    FUZZ_CHECK(*rank >= 1 && *rank <= kRanks);
    FUZZ_CHECK(parse_rank(std::string(1, rank_char(*rank))) == rank);
  }
  if (auto suit = parse_suit(text)) {
    FUZZ_CHECK(*suit >= 1 && *suit <= kSuits);
    FUZZ_CHECK(parse_suit(std::string(1, suit_char(*suit))) == suit);
  }
  try {
    const std::vector<Card> cards = parse_cards(text);
    for (Card c : cards) FUZZ_CHECK(c < kCardKinds);
    const std::string printed = cards_text(cards);
    FUZZ_CHECK(parse_cards(printed) == cards);
    FUZZ_CHECK(cards_text(parse_cards(printed)) == printed);
  } catch (const Error&) {
  }
}

// Texts of a list in its order, as move_text renders them.
std::vector<std::string> texts_of(const Layout& layout, const MoveList& list) {
  std::vector<std::string> out = move_texts(layout, list);
  FUZZ_CHECK(out.size() == list.size());
  return out;
}

// sort_by_text: a permutation of the list, in byte order of the texts. Texts holding a zero
// byte are left out: the sorter pads with zeros, and only rules put such texts in legal lists.
void check_sort(const Layout& layout, const MoveList& list) {
  std::vector<std::string> before = texts_of(layout, list);
  for (const auto& t : before)
    if (t.find('\0') != std::string::npos) return;
  MoveList sorted = list;
  sort_by_text(layout, sorted);
  std::vector<std::string> after = texts_of(layout, sorted);
  FUZZ_CHECK(std::is_sorted(after.begin(), after.end()));
  std::sort(before.begin(), before.end());
  FUZZ_CHECK(before == after);
}

void check_moves(const Layout& layout, std::string_view text, std::uint64_t mask_bits) {
  MoveList list;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    std::string_view line = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    const std::size_t n = list.size();
    bool parsed = false;
    try {
      parse_move(layout, line, list);
      parsed = true;
    } catch (const Error&) {
    }
    FUZZ_CHECK(list.size() == n + (parsed ? 1 : 0));
    if (parsed) {
      const Move& m = list[n];
      FUZZ_CHECK(m.verb < layout.moves.size());
      const MoveDef& def = layout.moves[m.verb];
      if (def.arg == ArgKind::Card) FUZZ_CHECK(m.card < kCardKinds);
      if (def.arg == ArgKind::Word) FUZZ_CHECK(m.word < def.words.size());
      if (def.arg == ArgKind::Number) FUZZ_CHECK(m.word <= def.max - def.min);
      // The canonical text reads back as the same move.
      const std::string canonical = move_text(layout, list, m);
      MoveList again;
      parse_move(layout, canonical, again);
      FUZZ_CHECK(again.size() == 1);
      FUZZ_CHECK(list.same(m, again, again[0]));
      FUZZ_CHECK(list.find(again, again[0]) >= 0);
      FUZZ_CHECK(move_text(layout, again, again[0]) == canonical);
    }
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  // Card moves of a mask: suits C D H S, ranks in a rank order (aces low, aces high, the layout's
  // own), the joker last.
  for (std::size_t v = 0; v < layout.moves.size(); ++v) {
    if (layout.moves[v].arg != ArgKind::Card) continue;
    const CardMask mask = mask_bits & ((CardMask{1} << kCardKinds) - 1);
    for (const RankOrder* order : {&RankOrder::aces_low(), &RankOrder::aces_high(), &layout.rank_order}) {
      MoveList cards;
      cards.add_cards(std::uint16_t(v), mask, *order);
      FUZZ_CHECK(int(cards.size()) == mask_count(mask));
      auto key = [&](Card c) { return is_joker(c) ? 1000 : suit_of(c) * 100 + order->place(rank_of(c)); };
      for (std::size_t i = 1; i < cards.size(); ++i) FUZZ_CHECK(key(cards[i - 1].card) < key(cards[i].card));
      if (order == &layout.rank_order)
        for (std::size_t i = 0; i < cards.size(); ++i) list.add_card(std::uint16_t(v), cards[i].card);
    }
    break;
  }
  check_sort(layout, list);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::uint64_t mask_bits = 0;
  std::memcpy(&mask_bits, data, std::min<std::size_t>(size, 8));
  check_card_text(text);
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = std::min(text.find('\n', start), text.size());
    check_card_text(text.substr(start, end - start));
    start = end + 1;
  }
  for (const auto& layout : cardrt_fuzz::game_layouts()) check_moves(*layout, text, mask_bits);
  return 0;
}
