// Rows and tricks taking turns: the legal cards, and a card played with the turn passed on.
#include "cardrt/turns.hpp"

#include "cardrt/table.hpp"

namespace cardrt {

void RowTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  const TableView table(shape, state);
  const CardMask hand = table.mask(shape.zone_at(from_zone_, state.to_move));
  const CardMask fits = rows_.playable(shape, state, hand, start_rank_);
  if (fits)
    out.add_cards(play_verb_, fits, rows_.ace_high);
  else
    out.add(stuck_verb_);
}

bool RowTurns::calls_rules(const Shape& shape, const State& state, const Move& move) const {
  return move.verb != play_verb_ || TableView(shape, state).count(shape.zone_at(from_zone_, state.to_move)) == 1;
}

TurnResult RowTurns::apply(const Shape& shape, State& state, const Move& move) const {
  if (move.verb != play_verb_) return {TurnEvent::Rules, 0};
  const int seat = state.to_move;
  const int from = shape.zone_at(from_zone_, seat);
  rows_.lay(shape, state, move.card, from);
  Table table(shape, state);
  if (table.count(from) == 0) return {TurnEvent::WentOut, seat};
  table.set_to_move(table.next_seat_holding(seat, from_zone_));
  return {TurnEvent::None, 0};
}

void TrickTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  const int no_lead = no_lead_slot_ < 0 ? 0 : int(TableView(shape, state).get(no_lead_slot_));
  out.add_cards(play_verb_, tricks_.legal(shape, state, state.to_move, no_lead), tricks_.ace_high);
}

bool TrickTurns::calls_rules(const Shape& shape, const State& state, const Move& move) const {
  return move.verb != play_verb_ ||
         TableView(shape, state).count(shape.zone_base[std::size_t(tricks_.trick_zone)]) == shape.players - 1;
}

TurnResult TrickTurns::apply(const Shape& shape, State& state, const Move& move) const {
  if (move.verb != play_verb_) return {TurnEvent::Rules, 0};
  const int seat = state.to_move;
  const int winner = tricks_.play(shape, state, seat, move.card, 0);
  if (winner) return {TurnEvent::TrickWon, winner};
  Table(shape, state).set_to_move(seat % shape.players + 1);
  return {TurnEvent::None, 0};
}

}  // namespace cardrt
