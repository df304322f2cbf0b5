// Tricks taking turns: the cards a seat may play, and the plain plays with the turn passed on.
#include "cardrt/table.hpp"
#include "cardrt/tricks_mechanic.hpp"

namespace cardrt {

bool TrickTurns::moves(const Shape& shape, const State& state, MoveList& out) const {
  const int no_lead = no_lead_slot < 0 ? 0 : int(TableView(shape, state).get(no_lead_slot));
  // Without the Hearts family's limits (Tafferand), the plain follow-suit rule and its lead
  // restriction: a few instructions less on every trick game's hottest path.
  if (limits.opening_lead < 0 && limits.first_trick_avoid == 0 && !limits.until_broken) {
    out.add_cards(play_verb, tricks.legal(shape, state, state.to_move, no_lead), tricks.ranks);
    return true;
  }
  TrickLimits now = limits;
  now.no_lead = no_lead >= 1 && no_lead <= kSuits ? suit_mask(no_lead) : 0;
  out.add_cards(play_verb, tricks.legal(shape, state, state.to_move, now), tricks.ranks);
  return true;
}

bool TrickTurns::calls_rules(const Shape& shape, const State& state, const MoveList&, const Move& move,
                             const TurnHooks& hooks) const {
  if (move.verb != play_verb) return true;
  const TableView table(shape, state);
  const bool completes = table.count(shape.zone_base[std::size_t(tricks.trick_zone)]) == table.seated() - 1;
  // The seat's last card completing a trick makes it the last trick.
  return completes && (hooks.trick_won || table.count(shape.zone_at(tricks.hand_zone, state.to_move)) == 1);
}

TurnResult TrickTurns::apply(const Shape& shape, State& state, const MoveList&, const Move& move,
                             const TurnHooks& hooks) const {
  if (move.verb != play_verb) return {TurnEvent::Rules, 0};
  const int seat = state.to_move;
  const int winner = tricks.play(shape, state, seat, move.card, tricks.trump(shape, state));
  Table table(shape, state);
  if (!winner) {
    table.set_to_move(table.seated_from(seat, 1));
    return {TurnEvent::None, 0};
  }
  table.set_to_move(winner);
  const bool last = table.count(shape.zone_at(tricks.hand_zone, seat)) == 0;
  if (last || hooks.trick_won) return {TurnEvent::TrickWon, winner, last};
  return {TurnEvent::None, 0};
}

const char* TrickTurns::missing_hook(const TurnHooks& hooks) const {
  return hooks.last_trick || hooks.trick_won ? nullptr : "rules.last_trick(g, winner) or rules.trick_won(g, winner)";
}

}  // namespace cardrt
