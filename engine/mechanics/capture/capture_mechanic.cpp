// Capture as a declared mechanic: its turns at a table, and what a view shows of it.
#include "cardrt/capture_mechanic.hpp"

namespace cardrt {

std::shared_ptr<const MechanicTurns> CaptureMechanic::make_turns(const TurnsTable& table) const {
  auto made = std::make_shared<CaptureTurns>();
  made->def = def;
  made->table_zone = table.shape.zone_base[std::size_t(def.table_zone)];
  made->stock = def.stock_zone < 0 ? -1 : table.shape.zone_base[std::size_t(def.stock_zone)];
  made->taker = table.table_slot(def.taker_slot);
  return made;
}

void CaptureMechanic::add_view(const std::string& name, const Shape& shape, const State& state, Json& view) const {
  const std::int64_t taker = TableView(shape, state).get(shape.slot_base[std::size_t(def.taker_slot)]);
  view["capture"][name] = {{"last_taker", taker ? Json(taker) : Json(nullptr)}};
}

}  // namespace cardrt
