// Reading `type: capture` from game.yaml into a CaptureMechanic, with the layout's errors.
#include "cardrt/capture_mechanic.hpp"
#include "mechanic_reading.hpp"

namespace cardrt {

// Capture: the hands, the table, the won piles, the refill from the stock, the values a sum
// counts, whether a match comes first, the sweeps counter and the turns.
std::shared_ptr<const Mechanic> read_capture(const Reader& r, const YAML::Node& key, const YAML::Node& d,
                                             const std::string& what, Layout& out) {
  r.keys(d, what, {"type", "hand", "table", "won", "refill", "values", "match", "sweeps", "turns", "doc"});
  auto m = std::make_shared<CaptureMechanic>();
  CaptureDef& def = m->def;
  for (const char* part : {"hand", "table", "won"})
    if (!d[part]) r.fail(key, what + " needs '" + part + ":' (a zone)");
  def.hand_zone = mechanic_zone(r, d["hand"], what + ": hand", Owner::Seat, out);
  def.table_zone = mechanic_zone(r, d["table"], what + ": table", Owner::Table, out);
  const std::string won = r.str(d["won"], what + ": won");
  const int won_zone = out.zone_index(won);
  if (won_zone >= 0 && out.zones[std::size_t(won_zone)].owner == Owner::Team)
    def.won_zone = mechanic_zone(r, d["won"], what + ": won", Owner::Team, out);
  else
    def.won_zone = mechanic_zone(r, d["won"], what + ": won", Owner::Seat, out);
  if (const YAML::Node refill = d["refill"]) {
    r.map(refill, what + ": refill");
    r.keys(refill, what + ": refill", {"from", "each"});
    if (!refill["from"] || !refill["each"]) r.fail(refill, what + ": refill needs 'from:' (a zone) and 'each:'");
    def.stock_zone = mechanic_zone(r, refill["from"], what + ": refill: from", Owner::Table, out);
    def.refill = int(r.integer(refill["each"], what + ": refill: each", 1, 52));
  }
  for (int rank = 1; rank <= kRanks; ++rank) def.values[std::size_t(rank)] = rank;
  if (const YAML::Node values = d["values"]) {
    const std::string name = r.str(values, what + ": values");
    const Layout::CardValues* table = out.values_table(name);
    if (!table) r.fail(values, what + ": values names no table of deck.values: '" + clip(name) + "'");
    for (int rank = 1; rank <= kRanks; ++rank) {
      if (table->by_rank[std::size_t(rank)] < 1 && (out.ranks >> (rank - 1) & 1))
        r.fail(values, what + ": values: a card's value in a sum must be 1 or more; rank " + rank_char(rank) +
                           " is worth " + std::to_string(table->by_rank[std::size_t(rank)]));
      def.values[std::size_t(rank)] = table->by_rank[std::size_t(rank)];
    }
  }
  if (d["match"]) def.match_first = r.pick<bool>(d["match"], what + ": match", {{"first", true}, {"or_sum", false}});
  if (d["sweeps"]) {
    const std::string name = r.str(d["sweeps"], what + ": sweeps");
    const int slot = out.slot_index(name);
    const Owner owner = slot >= 0 && out.slots[std::size_t(slot)].per == Owner::Team ? Owner::Team : Owner::Seat;
    def.sweeps_slot =
        named_slot(r, d["sweeps"], what + ": sweeps", {WantedSlot::Kind::Counter, SlotType::Int, owner}, out);
  }
  if (const YAML::Node turns = d["turns"]) {
    r.map(turns, what + ": turns");
    r.keys(turns, what + ": turns", {"take", "lay"});
    for (const char* verb : {"take", "lay"})
      if (!turns[verb]) r.fail(turns, what + ": turns needs '" + verb + ":'");
    def.take_verb = turns_verb(r, turns["take"], what + ": turns: take", ArgKind::CardWith, out);
    def.lay_verb = turns_verb(r, turns["lay"], what + ": turns: lay", ArgKind::Card, out);
  }
  def.ranks = out.rank_order;
  def.taker_slot = mechanic_var(r, key, key.Scalar() + "_taker", "who took cards last this deal, none before",
                                out.max_players, out, SlotType::Seat);
  return m;
}

}  // namespace cardrt
