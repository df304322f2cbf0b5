// Tableau as a declared mechanic: its turns at a table, and what a view shows of it.
#include "cardrt/tableau_mechanic.hpp"

namespace cardrt {

std::shared_ptr<const MechanicTurns> TableauMechanic::make_turns(const TurnsTable& table) const {
  auto made = std::make_shared<TableauTurns>();
  made->def = def;
  const auto instance = [&](int zone_def) { return zone_def < 0 ? -1 : table.shape.zone_base[std::size_t(zone_def)]; };
  for (int pile : def.piles) made->piles.push_back(instance(pile));
  for (int suit = 0; suit < kSuits; ++suit)
    made->foundations[std::size_t(suit)] = instance(def.foundations[std::size_t(suit)]);
  made->stock = instance(def.stock_zone);
  made->waste = instance(def.waste_zone);
  made->redeals = table.table_slot(def.redeals_slot);
  made->quiet = table.table_slot(def.quiet_slot);
  made->progress = table.table_slot(def.progress_slot);
  made->most_home = table.table_slot(def.most_home_slot);
  made->draw_count = int(def.draw->at(table.shape.players, table.options, 1));
  made->passes = int(def.passes->at(table.shape.players, table.options, 1));
  return made;
}

void TableauMechanic::add_view(const std::string& name, const Shape& shape, const State& state, Json& view) const {
  const TableView table(shape, state);
  view["tableau"][name] = {{"pass", table.get(shape.slot_base[std::size_t(def.redeals_slot)]) + 1},
                           {"moves_without_progress", table.get(shape.slot_base[std::size_t(def.quiet_slot)])}};
}

}  // namespace cardrt
