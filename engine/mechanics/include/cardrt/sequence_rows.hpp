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

  // Place of a rank in the row order: A=1..K=13, or 2=2..K=13, A=14 when ace_high.
  int order(int rank) const { return ace_high && rank == 1 ? 14 : rank; }
  int rank_at(int order) const { return order == 14 ? 1 : order; }
  bool valid_order(int o) const { return ace_high ? o >= 2 && o <= 14 : o >= 1 && o <= 13; }

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
