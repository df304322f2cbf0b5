// The sequence-rows mechanic as game.yaml declares it (type: sequence_rows): its rows, the turns
// it may take, and the unit the engine asks (mechanic.hpp).
#pragma once

#include <cstdint>
#include <string>

#include "cardrt/mechanic.hpp"
#include "cardrt/sequence_rows.hpp"

namespace cardrt {

// `turns:` of sequence rows: the seat lays a card of its zone `from_zone` with `play_verb`, or
// makes `stuck_verb` when none fits; a row opens with `start_rank`, or with the value of the rank
// option `start_option` or of the table int var `start_slot` when one is named. With `rules_lay`
// (lays: rules) the rows only list the moves and the rules apply every one; with `native_passes`
// the stuck move passes the turn natively, paying the table int var `pass_fee_slot` from the
// seat's counter or var `pass_fee_from` into the table's `pass_fee_to`. A seat that laid a card of
// the rank in `again_rank_slot` lays again while one fits, `again_flag_slot` true meanwhile.
// Verbs and zones are defs, slots slot defs, -1 for none.
struct RowTurnsDef {
  int play_verb = -1;  // -1: no turns
  int from_zone = -1;
  int stuck_verb = -1;
  int start_rank = 0;
  std::string start_option;
  int start_slot = -1;
  bool rules_lay = false;
  bool native_passes = false;
  int again_rank_slot = -1;
  int again_flag_slot = -1;
  int pass_fee_slot = -1;
  int pass_fee_from = -1;
  int pass_fee_to = -1;
};

// Sequence rows taking turns (Fan Tan, Elferraus): the seat lays a card of its `from_zone` that
// fits a row, or makes the stuck move when none fits; after a lay the turn passes to the next
// seat still holding cards, except that a seat which laid a card of the rank in again_rank_slot
// lays again while a card of it fits (again_flag_slot true meanwhile). The stuck move goes to
// the rules, or with native_passes passes the turn on natively (reported when the rules settle
// stuck),
// paying the fee in pass_fee_slot, when there is one, from the seat's pass_fee_from into
// pass_fee_to. With rules_lay the rows only list the moves: the rules apply them all.
struct RowTurns final : MechanicTurns {
  SequenceRows rows;
  std::uint16_t play_verb = 0;
  std::uint16_t stuck_verb = 0;
  int from_zone = 0;    // zone def (seat zones)
  int start_rank = 0;   // the rank that opens a row, unless start_slot says
  int start_slot = -1;  // slot instance holding the start rank (0: no row opens), -1 for none
  bool rules_lay = false;
  bool native_passes = false;
  int again_rank_slot = -1;  // slot instances, -1 for none
  int again_flag_slot = -1;
  int pass_fee_slot = -1;  // slot instance of the fee, -1 for none
  int pass_fee_from = -1;  // slot def (per seat)
  int pass_fee_to = -1;    // slot instance

  bool moves(const Shape& shape, const State& state, MoveList& out) const override;
  bool calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  TurnResult apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  const char* missing_hook(const TurnHooks& hooks) const override;

 private:
  // The cards of `seat` that fit a row now.
  CardMask fits(const Shape& shape, const State& state, int seat) const;
};

struct RowsMechanic final : Mechanic {
  SequenceRows rows;
  RowTurnsDef turns;

  const char* type() const override { return "sequence_rows"; }
  bool has_turns() const override { return turns.play_verb >= 0; }
  std::shared_ptr<const MechanicTurns> make_turns(const TurnsTable& table) const override;
  void mark_rows(std::vector<bool>& zone_defs) const override;
};

}  // namespace cardrt
