// Sequence rows taking turns: the legal lays, and a lay with the turn passed on.
#include "cardrt/turns.hpp"

#include "cardrt/table.hpp"

namespace cardrt {

void RowTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  const TableView table(shape, state);
  const CardMask hand = table.mask(shape.zone_at(from_zone, state.to_move));
  const CardMask fits = rows.playable(shape, state, hand, start_rank);
  if (fits)
    out.add_cards(play_verb, fits, rows.ace_high);
  else
    out.add(stuck_verb);
}

bool RowTurns::calls_rules(const Shape& shape, const State& state, const Move& move) const {
  return move.verb != play_verb || TableView(shape, state).count(shape.zone_at(from_zone, state.to_move)) == 1;
}

TurnEvent RowTurns::apply(const Shape& shape, State& state, const Move& move) const {
  if (move.verb != play_verb) return TurnEvent::Rules;
  const int seat = state.to_move;
  const int from = shape.zone_at(from_zone, seat);
  rows.lay(shape, state, move.card, from);
  Table table(shape, state);
  if (table.count(from) == 0) return TurnEvent::WentOut;
  table.set_to_move(table.next_seat_holding(seat, from_zone));
  return TurnEvent::None;
}

}  // namespace cardrt
