// Fresh states of a shape.
#include "cardrt/state.hpp"

namespace cardrt {

State new_state(const Shape& shape, std::uint64_t seed) {
  State s;
  s.rng.reseed(seed);
  s.cards.assign(std::size_t(shape.zone_instances) * std::size_t(shape.capacity), 0);
  s.sizes.assign(std::size_t(shape.zone_instances), 0);
  s.slots.assign(std::size_t(shape.slot_instances), 0);
  for (std::size_t d = 0; d < shape.slots.size(); ++d) {
    const int owners = shape.owner_count(shape.slots[d].owner);
    for (int i = 0; i < owners; ++i) s.slots[std::size_t(shape.slot_base[d] + i)] = shape.slots[d].initial;
  }
  s.score_slot = shape.score_slot;
  s.deal_start_score.assign(std::size_t(shape.players), 0);
  return s;
}

}  // namespace cardrt
