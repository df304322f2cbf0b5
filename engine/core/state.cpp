// Zone storage operations, fresh states, per-deal resets and score reading.
#include "cardrt/state.hpp"

#include <cstring>
#include <string>

#include "cardrt/error.hpp"

namespace cardrt {

CardMask zone_mask(const Shape& shape, const State& state, int zone) {
  CardMask m = 0;
  const Card* p = &state.cards[std::size_t(zone) * shape.capacity];
  for (int i = 0, n = state.sizes[std::size_t(zone)]; i < n; ++i) m |= card_bit(p[i]);
  return m;
}

int Zones::find(int zone, Card c) const {
  const Card* p = begin(zone);
  for (int i = size(zone) - 1; i >= 0; --i)
    if (p[i] == c) return i;
  return -1;
}

namespace {
[[noreturn]] void zone_full(const Shape& shape, int zone) {
  throw Error("zone instance " + std::to_string(zone) + " is full: it holds the " + std::to_string(shape.capacity) +
              " cards of the whole deck");
}
}  // namespace

void Zones::push(int zone, Card c) {
  if (full(zone)) zone_full(shape_, zone);
  data(zone)[state_.sizes[zone]++] = c;
}

void Zones::insert_bottom(int zone, Card c) {
  if (full(zone)) zone_full(shape_, zone);
  auto& n = state_.sizes[zone];
  Card* p = data(zone);
  std::memmove(p + 1, p, n);
  p[0] = c;
  ++n;
}

void Zones::remove_at(int zone, int i) {
  auto& n = state_.sizes[zone];
  Card* p = data(zone);
  std::memmove(p + i, p + i + 1, std::size_t(n - i - 1));
  --n;
}

State new_state(const Shape& shape, std::uint64_t seed) {
  State s;
  s.rng.reseed(seed);
  s.cards.assign(std::size_t(shape.zone_instances) * shape.capacity, 0);
  s.sizes.assign(std::size_t(shape.zone_instances), 0);
  s.slots.assign(std::size_t(shape.slot_instances), 0);
  for (std::size_t d = 0; d < shape.slots.size(); ++d) {
    int n = shape.owner_count(shape.slots[d].owner);
    for (int i = 0; i < n; ++i) s.slots[std::size_t(shape.slot_base[d] + i)] = shape.slots[d].initial;
  }
  s.score_slot = shape.score_slot;
  s.deal_start_score.assign(std::size_t(shape.players), 0);
  return s;
}

void reset_deal_slots(const Shape& shape, State& state) {
  for (std::size_t d = 0; d < shape.slots.size(); ++d) {
    if (!shape.slots[d].reset_each_deal) continue;
    int n = shape.owner_count(shape.slots[d].owner);
    for (int i = 0; i < n; ++i) state.slots[std::size_t(shape.slot_base[d] + i)] = shape.slots[d].initial;
  }
}

std::int64_t seat_score(const Shape& shape, const State& state, int seat) {
  if (state.score_slot < 0) return 0;
  return state.slots[std::size_t(shape.slot_at(state.score_slot, seat))];
}

CardCounts card_counts(const Shape& shape, const State& state) {
  CardCounts counts{};
  for (int z = 0; z < shape.zone_instances; ++z) {
    const Card* p = &state.cards[std::size_t(z) * shape.capacity];
    for (int i = 0; i < state.sizes[std::size_t(z)]; ++i) ++counts[p[i]];
  }
  return counts;
}

}  // namespace cardrt
