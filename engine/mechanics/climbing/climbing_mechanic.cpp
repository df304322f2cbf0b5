// Climbing as a declared mechanic: its turns at a table, and what a view shows of the trick.
#include "cardrt/climbing_mechanic.hpp"

#include <algorithm>

#include "cardrt/table.hpp"

namespace cardrt {

std::span<const Card> ClimbingDef::last_play(const Shape& shape, const State& state) const {
  const TableView table(shape, state);
  const int pile = shape.zone_base[std::size_t(pile_zone)];
  // At most the pile: a save's size is checked only against its own range.
  const int size =
      int(std::clamp<std::int64_t>(table.get(shape.slot_base[std::size_t(size_slot)]), 0, table.count(pile)));
  return std::span<const Card>(table.cards(pile) + table.count(pile) - size, std::size_t(size));
}

int ClimbingDef::last_player(const Shape& shape, const State& state) const {
  return int(TableView(shape, state).get(shape.slot_base[std::size_t(last_slot)]));
}

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
  Json last = Json::array();
  for (Card c : def.last_play(shape, state)) last.push_back(card_name(c));
  Json passed = Json::array(), places = Json::array();
  const std::int64_t passes = table.get(shape.slot_base[std::size_t(def.passed_slot)]);
  for (int seat = 1; seat <= shape.players; ++seat) {
    if (passes >> seat & 1) passed.push_back(seat);
    const std::int64_t place = table.get(shape.slot_at(def.place_slot, seat));
    places.push_back(place ? Json(place) : Json(nullptr));
  }
  const int by = def.last_player(shape, state);
  view["climbing"][name] = {
      {"last", last}, {"by", by ? Json(by) : Json(nullptr)}, {"passed", passed}, {"places", places}};
}

}  // namespace cardrt
