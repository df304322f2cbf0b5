// Turns a mechanic plays natively: once the rules hand them over, the mechanic lists the seat's
// legal moves and applies the common ones itself, and the rules run only when something they
// decide happens. Pure native; the match dispatches to it (engine/match/match.cpp).
#pragma once

#include <cstdint>
#include <optional>

#include "cardrt/melds.hpp"
#include "cardrt/moves.hpp"
#include "cardrt/sequence_rows.hpp"
#include "cardrt/shape.hpp"
#include "cardrt/state.hpp"
#include "cardrt/table.hpp"
#include "cardrt/tricks.hpp"

namespace cardrt {

// What a move applied under a mechanic's turns leaves to the rules.
enum class TurnEvent {
  None,      // done natively: the next seat is to move
  WentOut,   // the card laid was the seat's last: the rules settle and say who moves next
  TrickWon,  // the card completed a trick, now in the winner's won pile, and the winner leads:
             // the rules score it (the last trick always, the others when they ask to)
  Stuck,     // the stuck move passed the turn on natively: the rules settle what it costs
  Rules,     // a move the mechanic does not make (the stuck move): the rules apply it
};
struct TurnResult {
  TurnEvent event = TurnEvent::None;
  int seat = 0;       // who went out, or who won the trick
  bool last = false;  // TrickWon: the trick took the hands' last cards
};
// The turn events the rules settle (Rules::turn_hooks): an event they leave alone is played on
// natively where the mechanic can (a stuck seat's pass, a trick before the last).
struct TurnHooks {
  bool went_out = false;
  bool trick_won = false;
  bool last_trick = false;
  bool stuck = false;
};

class MechanicTurns {
 public:
  virtual ~MechanicTurns() = default;
  // Adds the legal moves of the seat to move; false, adding none, when the rules list them (and
  // apply whichever is played).
  virtual bool moves(const Shape& shape, const State& state, MoveList& out) const = 0;
  // Whether applying `move` of `list` ends in an event for rules settling `hooks` (which may
  // fail) rather than in the mechanic alone.
  virtual bool calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                           const TurnHooks& hooks) const = 0;
  // Applies a legal move; changes nothing when the result is TurnEvent::Rules.
  virtual TurnResult apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                           const TurnHooks& hooks) const = 0;
  // The hook these turns need of rules settling `hooks` and that they lack ("rules.went_out(g,
  // seat)"), or null when they have what the turns need.
  virtual const char* missing_hook(const TurnHooks& hooks) const = 0;
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

// Tricks taking turns (no trumps): the seat plays a card the trick allows, the suit in slot
// `no_lead_slot` (-1: none) not led while it holds another; the next seat plays, and a full
// trick goes to its winner's won pile, who leads the next. The rules hear of the last trick, and
// of every trick when they settle trick_won.
struct TrickTurns final : MechanicTurns {
  Tricks tricks;
  std::uint16_t play_verb = 0;
  int no_lead_slot = -1;  // slot instance
  TrickLimits limits;     // its no_lead set from no_lead_slot at each turn

  bool moves(const Shape& shape, const State& state, MoveList& out) const override;
  bool calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  TurnResult apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  const char* missing_hook(const TurnHooks& hooks) const override;
};

// The draw-meld-discard turn of the Canasta family (layout.hpp, MeldTurnsDef): in `draw` the
// seat draws or picks up the pile, in `meld` it melds and adds, and its discard begins the next
// seat's turn. Only plain moves are played natively: a seat the rules play (rules_seat_def), a
// phase other than draw and meld, a move that would bring a card of rules_cards into a hand or
// empty one, and a discard after which the next turn would not begin plainly all go to the
// rules. Verbs and zones instances as in the layout's defs; slots are instances unless named
// _def.
struct MeldTurns final : MechanicTurns {
  MeldTable table;
  std::uint16_t draw_verb = 0;
  int pickup_verb = -1;  // -1: no pickups
  std::uint16_t meld_verb = 0;
  std::uint16_t add_verb = 0;
  std::uint16_t discard_verb = 0;
  int stock = 0;  // zone instances
  int pile = 0;
  int draw_count = 2;
  int pickup_size = 0;  // 0: the whole pile
  bool match_wild = false;
  int phase_slot = 0;
  int draw_phase = 0;
  int meld_phase = 0;
  int player_slot = -1;
  int opened_def = 0;  // per team
  int minimum_slot = 0;
  int rules_seat_def = -1;  // per seat, -1 for none
  CardMask rules_cards = 0;
  // The verbs of each phase in the byte order of their names: the order of the list.
  std::array<std::uint16_t, 2> draw_order{};
  std::array<std::uint16_t, 3> meld_order{};

  // Fills draw_order and meld_order from the verbs' names.
  void order_verbs(const std::vector<std::string>& verb_names);
  bool moves(const Shape& shape, const State& state, MoveList& out) const override;
  bool calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  TurnResult apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  const char* missing_hook(const TurnHooks& hooks) const override;

 private:
  bool rules_seat(const Shape& shape, const State& state, int seat) const;
  // Whether the seat to move plays by the mechanic: in phase draw or meld, not a rules seat.
  bool lists(const Shape& shape, const State& state) const;
  // The meld-type move a verb makes, none for the draw and the discard.
  std::optional<MeldVerb> meld_verb_of(std::uint16_t verb) const;
  // Cards a pickup takes into the hand: the pile's top pickup_size (all with 0) but the top card.
  int pickup_take(const TableView& table) const;
  // Whether the mechanic plays `move` itself; for a meld-type move, `typed` is its typed form.
  bool plays(const Shape& shape, const State& state, const MoveList& list, const Move& move, TypedMeld& typed) const;
  void add_meld_verb(const Shape& shape, const State& state, MeldVerb verb, MoveList& out) const;
};

}  // namespace cardrt
