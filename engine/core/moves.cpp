// Legal-move lists: adding, comparing and sorting native moves.
#include "cardrt/moves.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

namespace cardrt {

void MoveList::add_text(std::uint16_t verb, std::string_view text, std::string_view payload) {
  moves_.push_back(
      Move{verb, 0, 0, std::uint16_t(payload.size()), std::uint32_t(text_.size()), std::uint32_t(text.size())});
  text_.append(text);
  text_.append(payload);
}

void MoveList::add_cards(std::uint16_t verb, CardMask mask, const RankOrder& order) {
  // Card ids run suit by suit, aces low, the joker last: with aces low (or none in the mask)
  // the bits in order are the moves in order, written in one pass.
  constexpr CardMask kAces = rank_mask(1);
  // Room for a whole deck's moves at once, growing by powers of two as push_back does.
  if (const std::size_t room = moves_.size() + kCardKinds; room > moves_.capacity())
    moves_.reserve(std::bit_ceil(room));
  const auto add = [&](Card c) { moves_.push_back(Move{verb, c, 0, 0, 0, 0}); };
  const auto add_all = [&](CardMask m) {
    for (; m; m &= m - 1) add(Card(std::countr_zero(m)));
  };
  if (order.is_aces_low() || (order.is_aces_high() && !(mask & kAces))) return add_all(mask);
  if (!order.is_aces_high()) {
    for (int suit = 1; suit <= kSuits; ++suit)
      if (mask & suit_mask(suit))
        for (int place = 1; place <= kRanks; ++place)
          if (const Card c = make_card(order.rank_at(place), suit); mask & card_bit(c)) add(c);
    return add_all(mask & card_bit(kJoker));
  }
  // Aces high: each suit's bits turned so that its ace comes after its king, then one pass.
  constexpr CardMask kFaces = card_bit(kJoker) - 1;
  const CardMask faces = mask & kFaces;
  for (CardMask m = ((faces & ~kAces) >> 1) | ((faces & kAces) << (kRanks - 1)); m; m &= m - 1) {
    const int place = std::countr_zero(m);
    add(Card(place % kRanks == kRanks - 1 ? place - (kRanks - 1) : place + 1));
  }
  add_all(mask & card_bit(kJoker));
}

void MoveList::add_card_set(std::uint16_t verb, int card, std::span<const Card> set, const RankOrder& order) {
  const auto begin = std::uint32_t(text_.size());
  for (Card c : set) text_.push_back(char(order.key(c)));
  std::sort(text_.begin() + begin, text_.end(),
            [](char a, char b) { return static_cast<unsigned char>(a) < static_cast<unsigned char>(b); });
  const Card played = card != kNoCard ? Card(card) : set.empty() ? Card(0) : order.card_of_key(text_[begin]);
  moves_.push_back(Move{verb, played, 0, 0, begin, std::uint32_t(set.size())});
}

void MoveList::add_card_to(std::uint16_t verb, Card card, int to, std::string_view label, int meld) {
  const std::uint16_t payload = meld < 0 ? 0 : 2;
  moves_.push_back(
      Move{verb, card, std::uint16_t(to), payload, std::uint32_t(text_.size()), std::uint32_t(label.size())});
  text_.append(label);
  if (meld >= 0) {
    text_.push_back(char(meld & 0xff));
    text_.push_back(char(meld >> 8 & 0xff));
  }
}

namespace {
// Three-way radix quicksort (multikey quicksort) of texts by byte order, eight bytes at a time.
// Meld lists hold thousands of texts sharing long prefixes ("meld 4C 4D 4H + ..."): comparing
// whole strings would rescan those prefixes at every comparison, while this reads each 8-byte
// word of a text once, keeping it beside the text's index while the partitions at its depth
// go on. Texts are stored zero-padded to whole words with at least one zero byte, so a prefix
// sorts first and a word ending in zero is the end of its text.
class TextSorter {
 public:
  struct Item {
    std::uint64_t word;  // the text's word at the depth being sorted
    std::uint32_t index;
  };
  TextSorter(const std::string& all, const std::vector<std::uint32_t>& begin) : all_(all), begin_(begin) {}
  std::uint64_t word_at(std::uint32_t i, std::size_t word) const {
    std::uint64_t w;
    std::memcpy(&w, all_.data() + begin_[i] + 8 * word, 8);
    return __builtin_bswap64(w);
  }
  // Sorts items whose `word` holds their text's word number `word`.
  void sort(Item* first, Item* last, std::size_t word) {
    while (last - first > 1) {
      const std::uint64_t pivot = first[(last - first) / 2].word;
      Item* lt = first;  // [first, lt) < pivot, [lt, i) == pivot, [gt, last) > pivot
      Item* gt = last;
      for (Item* i = first; i < gt;) {
        if (i->word < pivot)
          std::swap(*lt++, *i++);
        else if (i->word > pivot)
          std::swap(*i, *--gt);
        else
          ++i;
      }
      sort(first, lt, word);
      sort(gt, last, word);
      if ((pivot & 0xFF) == 0) return;  // the equal texts ended here: they are identical
      first = lt;
      last = gt;
      ++word;
      for (Item* i = first; i < last; ++i) i->word = word_at(i->index, word);
    }
  }

 private:
  const std::string& all_;
  const std::vector<std::uint32_t>& begin_;
};
}  // namespace

void MoveList::sort_by_text(const std::function<void(const Move&, std::string&)>& append_text) {
  // Every text once, in one buffer (meld lists can hold tens of thousands of moves).
  std::string all;
  all.reserve(text_.size() + 24 * moves_.size());  // texts, verbs, cards and padding
  std::vector<std::uint32_t> begin(moves_.size() + 1);
  for (std::size_t i = 0; i < moves_.size(); ++i) {
    if (i > 0) all.append(8 - all.size() % 8, '\0');  // TextSorter's padding
    begin[i] = std::uint32_t(all.size());
    append_text(moves_[i], all);
  }
  all.append(8 - all.size() % 8, '\0');
  begin[moves_.size()] = std::uint32_t(all.size());
  TextSorter sorter(all, begin);
  std::vector<TextSorter::Item> order(moves_.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = {sorter.word_at(std::uint32_t(i), 0), std::uint32_t(i)};
  // Equal texts are equal moves, so the order among them (the sort is not stable) is invisible.
  sorter.sort(order.data(), order.data() + order.size(), 0);
  std::vector<Move> sorted;
  sorted.reserve(moves_.size());
  for (const auto& item : order) sorted.push_back(moves_[item.index]);
  moves_.swap(sorted);
}

void MoveList::sort_texts(std::size_t first, std::size_t last) {
  std::sort(moves_.begin() + std::ptrdiff_t(first), moves_.begin() + std::ptrdiff_t(last),
            [&](const Move& a, const Move& b) { return text(a) < text(b); });
}

bool MoveList::same(const Move& a, const MoveList& other, const Move& b) const {
  return a.verb == b.verb && a.card == b.card && a.word == b.word && text(a) == other.text(b);
}

int MoveList::find(const MoveList& probe, const Move& m) const {
  for (std::size_t i = 0; i < moves_.size(); ++i)
    if (same(moves_[i], probe, m)) return int(i);
  return -1;
}

void MoveList::digest(Fnv1a& digest) const {
  for (const Move& m : moves_) {
    for (unsigned v :
         {unsigned(m.verb), unsigned(m.verb >> 8), unsigned(m.card), unsigned(m.word), unsigned(m.word >> 8)})
      digest.byte(std::uint8_t(v));
    for (char c : text(m)) digest.byte(static_cast<std::uint8_t>(c));
    digest.byte(0);  // ends the move, so "ab" "c" and "a" "bc" differ
  }
}

}  // namespace cardrt
