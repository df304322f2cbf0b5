// Sequence rows (Fan Tan, Elferraus): one row per suit on the table, opened by a start card and
// grown one rank at a time at either end. Pure native; rules reach it through wrap_rows.cpp.
#pragma once

#include <array>

#include "cardrt/card.hpp"
#include "cardrt/shape.hpp"
#include "cardrt/state.hpp"

namespace cardrt {

struct SequenceRows {
  std::array<int, kSuits> row_zone{};  // zone def of each suit's row (table zones)
  bool ace_high = false;               // rank order 2..K,A instead of A..K; nothing wraps

  // The card a row ending in card c takes next below it, and above it, as a mask (0 when the
  // row order ends there: A..K, or 2..K,A when ace_high; nothing wraps).
  CardMask below(Card c) const;
  CardMask above(Card c) const;

  // Cards of `candidates` that may be laid now: a card of `start_rank` opens its suit's empty
  // row; an open row takes the card just below its low end or just above its high end.
  CardMask playable(const Shape& shape, const State& state, CardMask candidates, int start_rank) const;
  // Moves `c` from zone instance `from` to its row, at the low or high end. Any card opens an
  // empty row (what may open it is the rules' call, through playable's start rank); a card that
  // does not fit an open row throws Error.
  void lay(const Shape& shape, State& state, Card c, int from) const;
  // Low and high rank of a suit's row, 0 when unopened.
  std::pair<int, int> ends(const Shape& shape, const State& state, int suit) const;
};

}  // namespace cardrt
