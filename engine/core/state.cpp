// Zone storage operations, fresh states, per-deal resets and score reading.
#include "cardrt/state.hpp"

#include <cstring>
#include <string>

#include "cardrt/error.hpp"

namespace cardrt {

CardMask zone_mask(const GameSpec& spec, const State& state, int zone) {
  CardMask m = 0;
  const Card* p = &state.cards[std::size_t(zone) * spec.capacity];
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
[[noreturn]] void zone_full(const GameSpec& spec, int zone) {
  throw Error("zone instance " + std::to_string(zone) + " is full: it holds the " + std::to_string(spec.capacity) +
              " cards of the whole deck");
}
}  // namespace

void Zones::push(int zone, Card c) {
  if (full(zone)) zone_full(spec_, zone);
  data(zone)[state_.sizes[zone]++] = c;
}

void Zones::insert_bottom(int zone, Card c) {
  if (full(zone)) zone_full(spec_, zone);
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

State new_state(const GameSpec& spec, std::uint64_t seed) {
  State s;
  s.rng.reseed(seed);
  s.cards.assign(std::size_t(spec.zone_instances) * spec.capacity, 0);
  s.sizes.assign(std::size_t(spec.zone_instances), 0);
  s.slots.assign(std::size_t(spec.slot_instances), 0);
  const auto& defs = spec.layout->slots;
  for (std::size_t d = 0; d < defs.size(); ++d) {
    int n = spec.owner_count(defs[d].per);
    for (int i = 0; i < n; ++i) s.slots[std::size_t(spec.slot_base[d] + i)] = defs[d].initial;
  }
  s.score_slot = spec.layout->slot_index(spec.layout->score_slot);
  s.deal_start_score.assign(std::size_t(spec.players), 0);
  return s;
}

void reset_deal_slots(const GameSpec& spec, State& state) {
  const auto& defs = spec.layout->slots;
  for (std::size_t d = 0; d < defs.size(); ++d) {
    if (!defs[d].reset_each_deal) continue;
    int n = spec.owner_count(defs[d].per);
    for (int i = 0; i < n; ++i) state.slots[std::size_t(spec.slot_base[d] + i)] = defs[d].initial;
  }
}

std::int64_t seat_score(const GameSpec& spec, const State& state, int seat) {
  if (state.score_slot < 0) return 0;
  return state.slots[std::size_t(spec.slot_at(state.score_slot, seat))];
}

CardCounts card_counts(const GameSpec& spec, const State& state) {
  CardCounts counts{};
  for (int z = 0; z < spec.zone_instances; ++z) {
    const Card* p = &state.cards[std::size_t(z) * spec.capacity];
    for (int i = 0; i < state.sizes[std::size_t(z)]; ++i) ++counts[p[i]];
  }
  return counts;
}

}  // namespace cardrt
