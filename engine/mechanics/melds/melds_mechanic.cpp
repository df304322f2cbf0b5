// Melds as a declared mechanic: the Canasta family's turns at a table.
#include "cardrt/melds_mechanic.hpp"

namespace cardrt {

std::shared_ptr<const MechanicTurns> MeldsMechanic::make_turns(const TurnsTable& table) const {
  const MeldTurnsDef& d = turns;
  const Shape& shape = table.shape;
  auto made = std::make_shared<MeldTurns>();
  made->table = melds;
  made->draw_verb = std::uint16_t(d.draw_verb);
  made->pickup_verb = d.pickup_verb;
  made->meld_verb = std::uint16_t(d.meld_verb);
  made->add_verb = std::uint16_t(d.add_verb);
  made->discard_verb = std::uint16_t(d.discard_verb);
  made->stock = shape.zone_at(d.stock_zone, 0);
  made->pile = shape.zone_at(d.pile_zone, 0);
  made->draw_count = d.draw_count;
  made->pickup_size =
      d.pickup_size_option.empty() ? d.pickup_size : int(table.options.at(d.pickup_size_option).get<std::int64_t>());
  made->match_wild = d.match_wild_option.empty() ? d.match_wild : table.options.at(d.match_wild_option).get<bool>();
  made->phase_slot = table.table_slot(d.phase_slot);
  made->draw_phase = d.draw_phase;
  made->meld_phase = d.meld_phase;
  made->player_slot = table.table_slot(d.player_slot);
  made->opened_def = d.opened_slot;
  made->minimum_slot = table.table_slot(d.minimum_slot);
  made->rules_seat_def = d.rules_seat_slot;
  made->rules_cards = d.rules_cards;
  made->order_verbs(table.verbs);
  return made;
}

}  // namespace cardrt
