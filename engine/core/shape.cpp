// Laying out zone and slot instances by owner, and finding a seat's instance.
#include "cardrt/shape.hpp"

#include <utility>

namespace cardrt {

void Shape::place(std::vector<Zone> zone_defs, std::vector<Slot> slot_defs) {
  capacity = deck_size();
  zones = std::move(zone_defs);
  zone_base.clear();
  zone_instances = 0;
  for (const Zone& zone : zones) {
    zone_base.push_back(zone_instances);
    zone_instances += owner_count(zone.owner);
  }
  slots = std::move(slot_defs);
  slot_base.clear();
  slot_instances = 0;
  for (const Slot& slot : slots) {
    slot_base.push_back(slot_instances);
    slot_instances += owner_count(slot.owner);
  }
}

CardMask Shape::pack_faces() const {
  CardMask faces = 0;
  for (int rank = 1; rank <= kRanks; ++rank)
    if (ranks >> (rank - 1) & 1) faces |= rank_mask(rank);
  return faces;
}

CardCounts Shape::deck_counts() const {
  CardCounts counts{};
  const CardMask faces = pack_faces();
  for (int c = 0; c < 52; ++c) counts[std::size_t(c)] = faces >> c & 1 ? decks : 0;
  counts[kJoker] = decks * jokers;
  return counts;
}

namespace {
// The def whose instances start at or before `instance`: bases are ascending.
int def_of(const std::vector<int>& base, int instance) {
  int def = 0;
  while (def + 1 < int(base.size()) && base[std::size_t(def + 1)] <= instance) ++def;
  return def;
}
}  // namespace

int Shape::zone_def_of(int zone) const { return def_of(zone_base, zone); }
int Shape::slot_def_of(int slot) const { return def_of(slot_base, slot); }

int Shape::owner_count(Owner owner) const {
  switch (owner) {
    case Owner::Table: return 1;
    case Owner::Seat: return players;
    case Owner::Team: return int(teams.size());
  }
  return 1;
}

}  // namespace cardrt
