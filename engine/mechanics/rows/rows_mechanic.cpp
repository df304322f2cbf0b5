// Sequence rows as a declared mechanic: their turns at a table, and the zones they hold as rows.
#include "cardrt/rows_mechanic.hpp"

namespace cardrt {

std::shared_ptr<const MechanicTurns> RowsMechanic::make_turns(const TurnsTable& table) const {
  const RowTurnsDef& t = turns;
  auto made = std::make_shared<RowTurns>();
  made->rows = rows;
  made->play_verb = std::uint16_t(t.play_verb);
  made->stuck_verb = std::uint16_t(t.stuck_verb);
  made->from_zone = t.from_zone;
  made->start_rank = t.start_option.empty() ? t.start_rank : int(table.options.at(t.start_option).get<std::int64_t>());
  made->start_slot = table.table_slot(t.start_slot);
  made->rules_lay = t.rules_lay;
  made->native_passes = t.native_passes;
  made->again_rank_slot = table.table_slot(t.again_rank_slot);
  made->again_flag_slot = table.table_slot(t.again_flag_slot);
  made->pass_fee_slot = table.table_slot(t.pass_fee_slot);
  made->pass_fee_from = t.pass_fee_from;
  made->pass_fee_to = table.table_slot(t.pass_fee_to);
  return made;
}

void RowsMechanic::mark_rows(std::vector<bool>& zone_defs) const {
  for (int zone : rows.row_zone) zone_defs[std::size_t(zone)] = true;
}

}  // namespace cardrt
