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

std::uint64_t position_digest(const Shape& shape, const State& state) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  auto mix = [&](std::int64_t v) {
    for (int byte = 0; byte < 8; ++byte) {
      h ^= std::uint64_t(v >> (8 * byte)) & 0xff;
      h *= 0x100000001b3ULL;
    }
  };
  for (std::int64_t v : {std::int64_t(state.deal_number), std::int64_t(state.dealer), std::int64_t(state.to_move),
                         std::int64_t(state.deal_over), std::int64_t(state.match_over),
                         std::int64_t(state.moves_played), std::int64_t(state.score_slot)})
    mix(v);
  for (char c : state.rng.to_hex()) mix(c);
  const TableView table(shape, state);
  for (int z = 0; z < shape.zone_instances; ++z) {
    mix(table.count(z));
    for (int i = 0; i < table.count(z); ++i) mix(table.at(z, i));
  }
  for (std::int64_t v : state.slots) mix(v);
  for (std::int64_t v : state.deal_start_score) mix(v);
  for (std::int64_t v : state.deal_scores) mix(v);
  return h;
}

}  // namespace cardrt
