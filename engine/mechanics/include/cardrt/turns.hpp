// Turns a mechanic plays natively: once the rules hand them over, the mechanic lists the seat's
// legal moves and applies the common ones itself, and the rules run only when something they
// decide happens. Pure native; the Lua rules dispatch to it (engine/script/rules.cpp).
#pragma once

#include <cstdint>

#include "cardrt/moves.hpp"
#include "cardrt/sequence_rows.hpp"
#include "cardrt/shape.hpp"
#include "cardrt/state.hpp"

namespace cardrt {

// What a move applied under the mechanic's turns leaves to the rules.
enum class TurnEvent {
  None,     // done natively: the next seat is to move
  WentOut,  // the card laid was the seat's last: the rules settle and say who moves next
  Rules,    // a move the mechanic does not make (the stuck move): the rules apply it
};

// Sequence rows taking turns (Fan Tan): the seat lays a card of its `from` zone that fits a row,
// or makes the `stuck` move when none fits; after a lay the turn passes to the next seat still
// holding cards.
struct RowTurns {
  SequenceRows rows;
  std::uint16_t play_verb = 0;
  std::uint16_t stuck_verb = 0;
  int from_zone = 0;  // zone def (seat zones)
  int start_rank = 0;

  void moves(const Shape& shape, const State& state, MoveList& out) const;
  // Whether applying `move` runs the rules (which may fail) rather than the mechanic alone.
  bool calls_rules(const Shape& shape, const State& state, const Move& move) const;
  TurnEvent apply(const Shape& shape, State& state, const Move& move) const;
};

}  // namespace cardrt
