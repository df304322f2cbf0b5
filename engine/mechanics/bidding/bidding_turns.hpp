// An auction taking turns (BiddingMechanic made for a table): private to the bidding folder.
#pragma once

#include "cardrt/bidding_mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

// The seat to move bids or passes; a round is over when every seat in play has spoken once. An
// auction won by its first bid ends there; one where each bids once ends when all have. Won in a
// round that hands the kitty over, its taker takes it and discards as many cards. Passed out
// (every round passed) or won, the rules hear of it (rules.auction_over), unless the turns go on
// natively to the mechanic declared as `then`, the seat left of the dealer leading.
struct BiddingTurns final : MechanicTurns {
  struct Round {
    bool forced = false;
    bool hook = false;
  };
  const BiddingMechanic* def = nullptr;  // the layout's, which outlives the turns made from it
  Json options;
  std::vector<Round> rounds;  // the switches of each round at this table
  int round_slot = -1, count_slot = -1, high_slot = -1, bidder_slot = -1, discards_slot = -1;  // slot instances

  bool moves(const Shape& shape, const State& state, MoveList& out) const override;
  bool calls_rules(const Shape& shape, const State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  TurnResult apply(const Shape& shape, State& state, const MoveList& list, const Move& move,
                   const TurnHooks& hooks) const override;
  const char* missing_hook(const TurnHooks& hooks) const override;

 private:
  std::int64_t bound(const BidBound& b, const Shape& shape, const State& state, int seat) const;
  // The cards `seat` holds in the mechanic's hand zone: a `cards` bound, and the tricks the hook counts.
  std::int64_t cards_held(const Shape& shape, const State& state, int seat) const;
  std::int64_t bids_total(const Shape& shape, const State& state) const;
  // Whether `move` ends the auction, and how: won (a seat) or passed out (0).
  bool ends_auction(const Shape& shape, const State& state, const Move& move) const;
  // Won by `winner`: the kitty to its taker, who discards next, or the turns on.
  TurnResult won(const Shape& shape, Table& table, const BidRoundDef& round, int winner) const;
  // Over, the kitty settled: the turns to the `then` mechanic, else to the rules.
  TurnResult over(Table& table, int winner) const;
};

}  // namespace cardrt
