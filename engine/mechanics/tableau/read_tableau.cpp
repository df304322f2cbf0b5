// Reading `type: tableau` from game.yaml into a TableauMechanic, with the layout's errors.
#include "cardrt/tableau_mechanic.hpp"
#include "mechanic_reading.hpp"

namespace cardrt {

namespace {
// A draw or passes number: a constant in its range, an option or a formula of the table.
std::shared_ptr<const TableFormula> read_count(const Reader& r, const YAML::Node& n, const std::string& what,
                                               std::int64_t min, std::int64_t max, std::int64_t fallback,
                                               const Layout& out) {
  TableNumber number{what, min, max, fallback, nullptr, {}};
  if (n) read_number(r, n, number, out);
  return table_formula(number);
}
}  // namespace

// Tableau: the piles and how they build, what an empty pile takes, the foundations by suit, the
// stock and waste with the draw and the passes, the stall limit and the turns.
std::shared_ptr<const Mechanic> read_tableau(const Reader& r, const YAML::Node& key, const YAML::Node& d,
                                             const std::string& what, Layout& out) {
  r.keys(d, what,
         {"type", "piles", "build", "empty", "foundations", "from_foundation", "stock", "waste", "draw", "passes",
          "stall", "turns", "doc"});
  auto m = std::make_shared<TableauMechanic>();
  TableauDef& def = m->def;
  const YAML::Node piles = d["piles"];
  if (!piles || !piles.IsSequence() || piles.size() == 0)
    r.fail(piles ? piles : key, what + " needs 'piles:', the list of its pile zones");
  if (piles.size() > 32) r.fail(piles, what + ": piles: at most 32");
  for (const auto& n : piles) {
    const int zone = mechanic_zone(r, n, what + ": piles item", Owner::Table, out);
    if (out.zones[std::size_t(zone)].visibility != Visibility::Pile)
      r.fail(n, what + ": pile '" + n.Scalar() +
                    "' must be a zone of visibility: pile (face-down cards under face-up ones)");
    for (int earlier : def.piles)
      if (earlier == zone) r.fail(n, what + ": pile '" + n.Scalar() + "' is listed twice");
    def.piles.push_back(zone);
  }
  if (d["build"]) def.in_suit = r.pick<bool>(d["build"], what + ": build", {{"alternate", false}, {"suit", true}});
  if (const YAML::Node empty = d["empty"]) {
    const std::string text = r.str(empty, what + ": empty");
    if (text != "any") {
      const std::optional<int> rank = parse_rank(text);
      if (!rank || !(out.ranks >> (*rank - 1) & 1))
        r.fail(empty, what + ": empty must be a rank of the pack (K) or any, got '" + clip(text) + "'");
      def.empty_rank = *rank;
    }
  }
  if (const YAML::Node homes = d["foundations"]) {
    if (!homes.IsSequence() || homes.size() != kSuits)
      r.fail(homes, what + ": foundations must list four zones, for clubs, diamonds, hearts and spades in that order");
    for (int suit = 0; suit < kSuits; ++suit) {
      const int zone = mechanic_zone(r, homes[std::size_t(suit)], what + ": foundations item", Owner::Table, out);
      for (int pile : def.piles)
        if (pile == zone)
          r.fail(homes[std::size_t(suit)],
                 what + ": foundation '" + out.zones[std::size_t(zone)].name + "' is also a pile");
      def.foundations[std::size_t(suit)] = zone;
    }
  }
  if (d["from_foundation"]) def.from_foundation = r.boolean(d["from_foundation"], what + ": from_foundation");
  if (d["stock"].IsDefined() != d["waste"].IsDefined())
    r.fail(key, what + ": give both 'stock:' and 'waste:' (cards are turned from one onto the other), or neither");
  if (d["stock"]) {
    def.stock_zone = mechanic_zone(r, d["stock"], what + ": stock", Owner::Table, out);
    def.waste_zone = mechanic_zone(r, d["waste"], what + ": waste", Owner::Table, out);
    if (def.stock_zone == def.waste_zone) r.fail(d["waste"], what + ": waste must be another zone than the stock");
  } else if (d["draw"] || d["passes"]) {
    r.fail(d["draw"] ? d["draw"] : d["passes"], what + ": draw and passes need a stock and a waste");
  }
  def.draw = read_count(r, d["draw"], what + ": draw", 1, 52, 1, out);
  def.passes = read_count(r, d["passes"], what + ": passes", 0, 1000, 0, out);
  if (d["stall"]) def.stall = r.integer(d["stall"], what + ": stall", 0, 100000);
  if (const YAML::Node turns = d["turns"]) {
    r.map(turns, what + ": turns");
    r.keys(turns, what + ": turns", {"move", "draw"});
    if (!turns["move"]) r.fail(turns, what + ": turns needs 'move:'");
    if (turns["draw"].IsDefined() != (def.stock_zone >= 0))
      r.fail(turns, what + (def.stock_zone >= 0 ? ": turns needs 'draw:' (there is a stock)"
                                                : ": turns: draw needs a stock and a waste"));
    def.move_verb = turns_verb(r, turns["move"], what + ": turns: move", ArgKind::CardTo, out);
    if (turns["draw"]) def.draw_verb = turns_verb(r, turns["draw"], what + ": turns: draw", ArgKind::None, out);
  }
  def.ranks = out.rank_order;
  const std::string name = key.Scalar();
  def.redeals_slot =
      mechanic_var(r, key, name + "_redeals", "times the waste was turned over as the stock this deal", 1000, out);
  def.quiet_slot = mechanic_var(r, key, name + "_quiet", "card moves since the last progress", 100000, out);
  def.progress_slot = mechanic_var(r, key, name + "_progress", "whether this pass through the stock made progress", 1,
                                   out, SlotType::Bool);
  def.most_home_slot = mechanic_var(r, key, name + "_most_home", "the most cards home at once this deal", 52 * 12, out);
  return m;
}

}  // namespace cardrt
