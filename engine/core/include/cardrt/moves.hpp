// Moves in native form and the legal-move list the rules fill.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cardrt/card.hpp"
#include "cardrt/digest.hpp"

namespace cardrt {

// A move is its verb (index into the layout's moves) and its argument: a card, a word (index into
// the verb's words), canonical group text kept in the list's text buffer, or several cards. A
// card set (President's "play 7C 7H", or the cards a Scopa card takes) lies in the text buffer as
// one byte per card, its key in the game's rank order (RankOrder::key), in canonical order, so
// that byte order is list order; the move's `card` is the card played with it, or the set's
// first. A card with a destination keeps the zone instance in `word` and the destination's name
// as the move's text shows it ("7S", "pile3") in the buffer; onto a laid meld, the meld's index
// as its payload and its first card as its name ("layoff 9H 6H"). Comparing two moves needs no
// strings, so the per-move path builds none. A group move may carry a payload: bytes a mechanic
// derived from its text when it listed the move (kept after the text), so that playing it needs
// no parsing; moves compare by their text alone.
struct Move {
  std::uint16_t verb = 0;
  Card card = 0;
  std::uint16_t word = 0;
  std::uint16_t payload_size = 0;
  std::uint32_t text_begin = 0;
  std::uint32_t text_size = 0;
};

class MoveList {
 public:
  void clear() {
    moves_.clear();
    text_.clear();
  }
  // Empties the list and gives its memory back (clear keeps it, and so does assigning an empty
  // list to the text buffer).
  void release() {
    std::vector<Move>().swap(moves_);
    std::string().swap(text_);
  }
  std::size_t size() const { return moves_.size(); }
  bool empty() const { return moves_.empty(); }
  const Move& operator[](std::size_t i) const { return moves_[i]; }

  void add(std::uint16_t verb) { moves_.push_back(Move{verb, 0, 0, 0, 0, 0}); }
  void add_card(std::uint16_t verb, Card c) { moves_.push_back(Move{verb, c, 0, 0, 0, 0}); }
  void add_word(std::uint16_t verb, std::uint16_t word) { moves_.push_back(Move{verb, 0, word, 0, 0, 0}); }
  // A group move; `payload` (at most 65,535 bytes) travels with it.
  void add_text(std::uint16_t verb, std::string_view text, std::string_view payload = {});
  // One move per card of the mask, suits C D H S, each suit's ranks in `order`, lowest first.
  void add_cards(std::uint16_t verb, CardMask mask, const RankOrder& order);
  // A move of a card set, kept in `order`'s canonical order; `card` is the card played with it
  // (kNoCard: the set's first, the lowest).
  static constexpr int kNoCard = -1;
  void add_card_set(std::uint16_t verb, int card, std::span<const Card> set, const RankOrder& order);
  // A card and where it goes: zone instance `to`, which the move's text calls `label`; with
  // `meld` (0-based), onto that laid meld of the zone (a layoff) rather than the zone itself.
  void add_card_to(std::uint16_t verb, Card card, int to, std::string_view label, int meld = -1);
  // The laid meld a card-to move goes onto (0-based), -1 for its zone itself.
  int destination_meld(const Move& m) const {
    if (m.payload_size != 2) return -1;
    const std::string_view p = payload(m);
    return static_cast<unsigned char>(p[0]) | static_cast<unsigned char>(p[1]) << 8;
  }

  // What the list holds in native memory (the sandbox counts it against a script's cap).
  std::size_t memory_bytes() const { return moves_.capacity() * sizeof(Move) + text_.capacity(); }
  std::string_view text(const Move& m) const { return std::string_view(text_).substr(m.text_begin, m.text_size); }
  // A card-set move's set: its size, and its i-th card in canonical order.
  std::size_t set_size(const Move& m) const { return m.text_size; }
  Card set_card(const Move& m, std::size_t i, const RankOrder& order) const {
    return order.card_of_key(static_cast<unsigned char>(text_[m.text_begin + i]));
  }
  std::string_view payload(const Move& m) const {
    return std::string_view(text_).substr(m.text_begin + m.text_size, m.payload_size);
  }
  // Removes every move for which keep(move) is false, keeping the order of the rest.
  template <class Keep>
  void keep_if(Keep keep) {
    std::size_t out = 0;
    for (std::size_t i = 0; i < moves_.size(); ++i)
      if (keep(moves_[i])) moves_[out++] = moves_[i];
    moves_.resize(out);
  }
  // Sorts the moves by the byte order of the texts `append_text` writes for them (moves with
  // equal texts are equal, so their order among themselves does not show). notation.hpp's
  // sort_by_text gives it the canonical move text.
  void sort_by_text(const std::function<void(const Move&, std::string&)>& append_text);
  // Sorts moves [first, last), group moves of one verb, by the byte order of their texts.
  void sort_texts(std::size_t first, std::size_t last);
  bool same(const Move& a, const MoveList& other, const Move& b) const;
  // Feeds the list, in order, to `digest`: equal lists, equal digests.
  void digest(Fnv1a& digest) const;
  int find(const MoveList& probe, const Move& m) const;  // index of m (held by probe) here, -1 if absent

 private:
  std::vector<Move> moves_;
  std::string text_;
};

}  // namespace cardrt
