// Sequence rows taking turns: the legal lays, and the plain ones played with the turn passed on.
#include "cardrt/rows_mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

CardMask RowTurns::fits(const Shape& shape, const State& state, int seat) const {
  const TableView table(shape, state);
  const int start = start_slot < 0 ? start_rank : int(table.get(start_slot));
  return rows.playable(shape, state, table.mask(shape.zone_at(from_zone, seat)), start);
}

bool RowTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  if (const CardMask cards = fits(shape, state, state.to_move))
    out.add_cards(play_verb, cards, rows.ace_high ? RankOrder::aces_high() : RankOrder::aces_low());
  else
    out.add(stuck_verb);
  return true;
}

bool RowTurns::calls_rules(const Shape& shape, const State& state, const MoveList&, const Move& move,
                           const TurnHooks& hooks) const {
  if (rules_lay) return true;
  if (move.verb != play_verb) return !native_passes || hooks.stuck;
  return TableView(shape, state).count(shape.zone_at(from_zone, state.to_move)) == 1;
}

TurnResult RowTurns::apply(const Shape& shape, State& state, const MoveList&, const Move& move,
                           const TurnHooks& hooks) const {
  const int seat = state.to_move;
  if (!rules_lay && native_passes && move.verb == stuck_verb) {
    Table table(shape, state);
    if (pass_fee_slot >= 0) table.transfer(shape.slot_at(pass_fee_from, seat), pass_fee_to, table.get(pass_fee_slot));
    table.set_to_move(table.next_seat_holding(seat, from_zone));
    return hooks.stuck ? TurnResult{TurnEvent::Stuck, seat} : TurnResult{TurnEvent::None, 0};
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

const char* RowTurns::missing_hook(const TurnHooks& hooks) const {
  return rules_lay || hooks.went_out ? nullptr : "rules.went_out(g, seat)";
}

}  // namespace cardrt
