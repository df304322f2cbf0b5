// Reading `type: sequence_rows` from game.yaml into a RowsMechanic, with the layout's errors.
#include "cardrt/rows_mechanic.hpp"
#include "mechanic_reading.hpp"

namespace cardrt {

namespace {

RowTurnsDef read_row_turns(const Reader& r, const YAML::Node& n, const std::string& what, const Layout& out) {
  r.map(n, what);
  r.keys(n, what, {"play", "from", "start", "stuck", "lays", "passes", "again", "pass_fee"});
  for (const char* key : {"play", "from", "start", "stuck"})
    if (!n[key]) r.fail(n, what + " needs '" + key + ":'");
  RowTurnsDef t;
  t.play_verb = turns_verb(r, n["play"], what + ": play", ArgKind::Card, out);
  t.stuck_verb = turns_verb(r, n["stuck"], what + ": stuck", ArgKind::None, out);
  t.from_zone = mechanic_zone(r, n["from"], what + ": from", Owner::Seat, out);
  const std::string start = r.str(n["start"], what + ": start");
  const int slot = out.slot_index(start);
  if (const OptionDef* o = out.option(start)) {
    if (o->type != OptionType::Rank) r.fail(n["start"], what + ": start option '" + start + "' must be a rank option");
    t.start_option = start;
  } else if (slot >= 0) {
    check_slot(r, n["start"], what + ": start var", slot, table_var(SlotType::Int, "a rank 1-13, 0 for none"), out);
    t.start_slot = slot;
  } else if (auto rank = parse_rank(start)) {
    t.start_rank = *rank;
  } else {
    r.fail(n["start"],
           what + ": start must be a rank (A 2..9 T J Q K), a rank option or an int var, not '" + clip(start) + "'");
  }
  if (n["lays"]) t.rules_lay = r.pick<bool>(n["lays"], what + ": lays", {{"native", false}, {"rules", true}});
  if (n["passes"]) t.native_passes = r.pick<bool>(n["passes"], what + ": passes", {{"native", true}, {"rules", false}});
  if (t.native_passes && t.rules_lay)
    r.fail(n["passes"], what + ": passes: native needs the rows to lay the cards (lays: native)");
  if (const YAML::Node fee = n["pass_fee"]) {
    const std::string where = what + ": pass_fee";
    if (!t.native_passes) r.fail(fee, where + " needs the rows to play the passes (passes: native)");
    r.map(fee, where);
    r.keys(fee, where, {"amount", "from", "to"});
    for (const char* key : {"amount", "from", "to"})
      if (!fee[key]) r.fail(fee, where + " needs '" + key + ":'");
    t.pass_fee_slot = named_slot(r, fee["amount"], where + ": amount",
                                 table_var(SlotType::Int, "what a pass pays, 0 for nothing"), out);
    t.pass_fee_from =
        named_slot(r, fee["from"], where + ": from", {WantedSlot::Kind::Either, SlotType::Int, Owner::Seat}, out);
    t.pass_fee_to =
        named_slot(r, fee["to"], where + ": to", {WantedSlot::Kind::Either, SlotType::Int, Owner::Table}, out);
  }
  if (const YAML::Node again = n["again"]) {
    const std::string where = what + ": again";
    if (t.rules_lay) r.fail(again, where + " needs the rows to lay the cards (lays: native)");
    r.map(again, where);
    r.keys(again, where, {"rank", "flag"});
    for (const char* key : {"rank", "flag"})
      if (!again[key]) r.fail(again, where + " needs '" + key + ":'");
    t.again_rank_slot =
        named_slot(r, again["rank"], where + ": rank", table_var(SlotType::Int, "a rank 1-13, 0 for none"), out);
    t.again_flag_slot = named_slot(r, again["flag"], where + ": flag", table_var(SlotType::Bool), out);
  }
  return t;
}

}  // namespace

// Sequence rows: the four row zones, C D H S, the ace's place and the turns they may take.
std::shared_ptr<const Mechanic> read_rows(const Reader& r, const YAML::Node& key, const YAML::Node& d,
                                          const std::string& what, Layout& out) {
  r.keys(d, what, {"type", "zones", "ace", "turns", "doc"});
  auto m = std::make_shared<RowsMechanic>();
  const YAML::Node zones = d["zones"];
  if (!zones || !zones.IsSequence() || zones.size() != 4)
    r.fail(zones ? zones : key, what + ": zones must list the four row zones, C D H S");
  for (std::size_t suit = 0; suit < 4; ++suit) {
    m->rows.row_zone[suit] = mechanic_zone(r, zones[suit], what + ": row zone", Owner::Table, out);
    // A row is its suit's, whatever the zone is called.
    std::string& label = out.zones[std::size_t(m->rows.row_zone[suit])].label;
    if (label.empty()) label = suit_name(int(suit) + 1);
  }
  m->rows.ace_high = d["ace"] && r.pick<bool>(d["ace"], what + ": ace", {{"low", false}, {"high", true}});
  if (d["turns"]) m->turns = read_row_turns(r, d["turns"], what + ": turns", out);
  return m;
}

}  // namespace cardrt
