// Bidding as a declared mechanic: what a view shows of the auction (the bids themselves are in
// the vars it declares, which views show as they show every var).
#include "cardrt/bidding_mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

void BiddingMechanic::add_view(const std::string& name, const Shape& shape, const State& state, Json& view) const {
  const TableView table(shape, state);
  view["bidding"][name] = {{"round", table.get(shape.slot_base[std::size_t(round_slot)]) + 1},
                           {"rounds", rounds.size()},
                           {"spoken", table.get(shape.slot_base[std::size_t(count_slot)])}};
  if (discards_slot >= 0) view["bidding"][name]["discards"] = table.get(shape.slot_base[std::size_t(discards_slot)]);
}

}  // namespace cardrt
