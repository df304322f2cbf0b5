// The turns of the mechanics a game declares, made for one table: each mechanic's `turns:` with
// its slots, zones and options resolved at the spec's player count and option values.
#include "cardrt/game.hpp"

namespace cardrt {

namespace {

// The instance of a table slot def, -1 for none.
int table_slot(const GameSpec& spec, int def) { return def < 0 ? -1 : spec.slot_base[std::size_t(def)]; }

std::shared_ptr<const MechanicTurns> row_turns(const GameSpec& spec, const MechanicDef& m) {
  const TurnsDef& t = m.turns;
  auto rows = std::make_shared<RowTurns>();
  rows->rows = m.rows;
  rows->play_verb = std::uint16_t(t.play_verb);
  rows->stuck_verb = std::uint16_t(t.stuck_verb);
  rows->from_zone = t.from_zone;
  rows->start_rank = t.start_option.empty() ? t.start_rank : int(spec.options.at(t.start_option).get<std::int64_t>());
  rows->start_slot = table_slot(spec, t.start_slot);
  rows->rules_lay = t.rules_lay;
  rows->native_passes = t.native_passes;
  rows->again_rank_slot = table_slot(spec, t.again_rank_slot);
  rows->again_flag_slot = table_slot(spec, t.again_flag_slot);
  rows->pass_fee_slot = table_slot(spec, t.pass_fee_slot);
  rows->pass_fee_from = t.pass_fee_from;
  rows->pass_fee_to = table_slot(spec, t.pass_fee_to);
  return rows;
}

std::shared_ptr<const MechanicTurns> trick_turns(const GameSpec& spec, const MechanicDef& m) {
  const TurnsDef& t = m.turns;
  auto tricks = std::make_shared<TrickTurns>();
  tricks->tricks = m.tricks;
  tricks->play_verb = std::uint16_t(t.play_verb);
  tricks->no_lead_slot = table_slot(spec, t.no_lead_slot);
  tricks->limits = t.trick_limits;
  return tricks;
}

std::shared_ptr<const MechanicTurns> meld_turns(const GameSpec& spec, const MechanicDef& m) {
  const MeldTurnsDef& d = m.turns.melds;
  auto melds = std::make_shared<MeldTurns>();
  melds->table = m.melds;
  melds->draw_verb = std::uint16_t(d.draw_verb);
  melds->pickup_verb = d.pickup_verb;
  melds->meld_verb = std::uint16_t(d.meld_verb);
  melds->add_verb = std::uint16_t(d.add_verb);
  melds->discard_verb = std::uint16_t(m.turns.play_verb);
  melds->stock = spec.zone_at(d.stock_zone, 0);
  melds->pile = spec.zone_at(d.pile_zone, 0);
  melds->draw_count = d.draw_count;
  const Json& options = spec.options;
  melds->pickup_size =
      d.pickup_size_option.empty() ? d.pickup_size : int(options.at(d.pickup_size_option).get<std::int64_t>());
  melds->match_wild = d.match_wild_option.empty() ? d.match_wild : options.at(d.match_wild_option).get<bool>();
  melds->phase_slot = table_slot(spec, d.phase_slot);
  melds->draw_phase = d.draw_phase;
  melds->meld_phase = d.meld_phase;
  melds->player_slot = table_slot(spec, d.player_slot);
  melds->opened_def = d.opened_slot;
  melds->minimum_slot = table_slot(spec, d.minimum_slot);
  melds->rules_seat_def = d.rules_seat_slot;
  melds->rules_cards = d.rules_cards;
  melds->order_verbs(spec.layout->verbs());
  return melds;
}

}  // namespace

std::vector<std::shared_ptr<const MechanicTurns>> declared_turns(const GameSpec& spec) {
  std::vector<std::shared_ptr<const MechanicTurns>> out;
  for (const MechanicDef& m : spec.layout->mechanics) {
    if (m.turns.play_verb < 0)
      out.emplace_back();
    else if (m.kind == MechanicKind::SequenceRows)
      out.push_back(row_turns(spec, m));
    else if (m.kind == MechanicKind::Tricks)
      out.push_back(trick_turns(spec, m));
    else
      out.push_back(meld_turns(spec, m));
  }
  return out;
}

}  // namespace cardrt
