// Climbing as a declared mechanic: its turns at a table, and what a view shows of the trick.
#include "cardrt/climbing_mechanic.hpp"

#include <algorithm>

#include "cardrt/table.hpp"

namespace cardrt {

std::shared_ptr<const MechanicTurns> ClimbingMechanic::make_turns(const TurnsTable& table) const {
  auto made = std::make_shared<ClimbingTurns>();
  made->def = def;
  made->last = table.table_slot(def.last_slot);
  made->size = table.table_slot(def.size_slot);
  made->passed = table.table_slot(def.passed_slot);
  made->pile = table.shape.zone_base[std::size_t(def.pile_zone)];
  made->cleared = table.shape.zone_base[std::size_t(def.cleared_zone)];
  made->equal = def.equal_option.empty() ? def.equal : table.options.at(def.equal_option).get<bool>();
  made->pass_until_clear =
      def.pass_option.empty() ? def.pass_until_clear : table.options.at(def.pass_option) == "until_clear";
  return made;
}

void ClimbingMechanic::add_view(const std::string& name, const Shape& shape, const State& state, Json& view) const {
  const TableView table(shape, state);
  const int pile = shape.zone_base[std::size_t(def.pile_zone)];
  const std::int64_t size = table.get(shape.slot_base[std::size_t(def.size_slot)]);
  Json last = Json::array();
  for (int i = std::max(0, table.count(pile) - int(size)); size > 0 && i < table.count(pile); ++i)
    last.push_back(card_name(table.at(pile, i)));
  Json passed = Json::array(), places = Json::array();
  const std::int64_t passes = table.get(shape.slot_base[std::size_t(def.passed_slot)]);
  for (int seat = 1; seat <= shape.players; ++seat) {
    if (passes >> seat & 1) passed.push_back(seat);
    const std::int64_t place = table.get(shape.slot_at(def.place_slot, seat));
    places.push_back(place ? Json(place) : Json(nullptr));
  }
  const std::int64_t by = table.get(shape.slot_base[std::size_t(def.last_slot)]);
  view["climbing"][name] = {
      {"last", last}, {"by", by ? Json(by) : Json(nullptr)}, {"passed", passed}, {"places", places}};
}

}  // namespace cardrt
