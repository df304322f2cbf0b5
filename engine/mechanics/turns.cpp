// Rows and tricks taking turns: the legal cards, and a card played with the turn passed on.
#include "cardrt/turns.hpp"

#include "cardrt/table.hpp"

namespace cardrt {

CardMask RowTurns::fits(const Shape& shape, const State& state, int seat) const {
  const TableView table(shape, state);
  const int start = start_slot < 0 ? start_rank : int(table.get(start_slot));
  return rows.playable(shape, state, table.mask(shape.zone_at(from_zone, seat)), start);
}

void RowTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  if (const CardMask cards = fits(shape, state, state.to_move))
    out.add_cards(play_verb, cards, rows.ace_high);
  else
    out.add(stuck_verb);
}

bool RowTurns::calls_rules(const Shape& shape, const State& state, const Move& move) const {
  if (rules_lay) return true;
  if (move.verb != play_verb) return !native_passes || report_stuck;
  return TableView(shape, state).count(shape.zone_at(from_zone, state.to_move)) == 1;
}

TurnResult RowTurns::apply(const Shape& shape, State& state, const Move& move) const {
  const int seat = state.to_move;
  if (!rules_lay && native_passes && move.verb == stuck_verb) {
    Table table(shape, state);
    if (pass_fee_slot >= 0) table.transfer(shape.slot_at(pass_fee_from, seat), pass_fee_to, table.get(pass_fee_slot));
    table.set_to_move(table.next_seat_holding(seat, from_zone));
    return report_stuck ? TurnResult{TurnEvent::Stuck, seat} : TurnResult{TurnEvent::None, 0};
  }
  if (rules_lay || move.verb != play_verb) return {TurnEvent::Rules, 0};
  const int from = shape.zone_at(from_zone, seat);
  rows.lay(shape, state, move.card, from);
  Table table(shape, state);
  if (again_flag_slot >= 0) {
    const bool again = table.count(from) > 0 &&
                       (table.get(again_flag_slot) != 0 || rank_of(move.card) == table.get(again_rank_slot)) &&
                       fits(shape, state, seat) != 0;
    table.set(again_flag_slot, again);
    if (again) return {TurnEvent::None, 0};
  }
  if (table.count(from) == 0) return {TurnEvent::WentOut, seat};
  table.set_to_move(table.next_seat_holding(seat, from_zone));
  return {TurnEvent::None, 0};
}

void TrickTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  const int no_lead = no_lead_slot < 0 ? 0 : int(TableView(shape, state).get(no_lead_slot));
  out.add_cards(play_verb, tricks.legal(shape, state, state.to_move, no_lead), tricks.ace_high);
}

bool TrickTurns::calls_rules(const Shape& shape, const State& state, const Move& move) const {
  if (move.verb != play_verb) return true;
  const TableView table(shape, state);
  const bool completes = table.count(shape.zone_base[std::size_t(tricks.trick_zone)]) == shape.players - 1;
  // The seat's last card completing a trick makes it the last trick.
  return completes && (report_each_trick || table.count(shape.zone_at(tricks.hand_zone, state.to_move)) == 1);
}

TurnResult TrickTurns::apply(const Shape& shape, State& state, const Move& move) const {
  if (move.verb != play_verb) return {TurnEvent::Rules, 0};
  const int seat = state.to_move;
  const int winner = tricks.play(shape, state, seat, move.card, 0);
  Table table(shape, state);
  if (!winner) {
    table.set_to_move(seat % shape.players + 1);
    return {TurnEvent::None, 0};
  }
  table.set_to_move(winner);
  const bool last = table.count(shape.zone_at(tricks.hand_zone, seat)) == 0;
  if (last || report_each_trick) return {TurnEvent::TrickWon, winner, last};
  return {TurnEvent::None, 0};
}

}  // namespace cardrt
