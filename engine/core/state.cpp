// Fresh states of a shape.
#include "cardrt/state.hpp"

#include "cardrt/table.hpp"

namespace cardrt {

State new_state(const Shape& shape, std::uint64_t seed) {
  State s;
  s.rng.reseed(seed);
  s.cards.assign(std::size_t(shape.zone_instances) * std::size_t(shape.capacity), 0);
  s.sizes.assign(std::size_t(shape.zone_instances), 0);
  s.slots.assign(std::size_t(shape.slot_instances), 0);
  Table(shape, s).reset_slots(false);
  s.score_slot = shape.score_slot;
  s.deal_start_score.assign(std::size_t(shape.players), 0);
  return s;
}

}  // namespace cardrt
