// Turns a mechanic plays natively: once the rules hand them over, the mechanic lists the seat's
// legal moves and applies the common ones itself, and the rules run only when something they
// decide happens. Pure native; the match dispatches to it (engine/match/match.cpp).
#pragma once

#include "cardrt/moves.hpp"
#include "cardrt/shape.hpp"
#include "cardrt/state.hpp"

namespace cardrt {

// What a move applied under a mechanic's turns leaves to the rules.
enum class TurnEvent {
  None,         // done natively: the next seat is to move
  WentOut,      // the card laid was the seat's last: the rules settle and say who moves next
  TrickWon,     // the card completed a trick, now in the winner's won pile, and the winner leads:
                // the rules score it (the last trick always, the others when they ask to)
  Stuck,        // the stuck move passed the turn on natively: the rules settle what it costs
  AuctionOver,  // the auction was won (seat: the winner) or passed out (seat 0): the rules go on
  Rules,        // a move the mechanic does not make (the stuck move): the rules apply it
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
  bool auction_over = false;
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

}  // namespace cardrt
