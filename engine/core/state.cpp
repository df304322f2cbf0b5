// Fresh states of a shape, and the digest of a position.
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

void digest_position(const Shape& shape, const State& state, Fnv1a& digest) {
  for (std::int64_t v : {std::int64_t(state.deal_number), std::int64_t(state.dealer), std::int64_t(state.to_move),
                         std::int64_t(state.deal_over), std::int64_t(state.match_over),
                         std::int64_t(state.moves_played), std::int64_t(state.score_slot)})
    digest.integer(v);
  for (char c : state.rng.to_hex()) digest.integer(c);
  const TableView table(shape, state);
  for (int z = 0; z < shape.zone_instances; ++z) {
    digest.integer(table.count(z));
    for (int i = 0; i < table.count(z); ++i) digest.integer(table.at(z, i));
  }
  for (std::int64_t v : state.slots) digest.integer(v);
  for (std::int64_t v : state.deal_start_score) digest.integer(v);
  for (std::int64_t v : state.deal_scores) digest.integer(v);
}

}  // namespace cardrt
