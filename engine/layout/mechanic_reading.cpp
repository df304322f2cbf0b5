// The checks a mechanic's reader makes of the zones, moves and slots its entry names.
#include "mechanic_reading.hpp"

namespace cardrt {

// A zone of a mechanic: declared, and owned as the mechanic needs.
int mechanic_zone(const Reader& r, const YAML::Node& n, const std::string& what, Owner owner, const Layout& out) {
  const std::string name = r.str(n, what);
  const int def = out.zone_index(name);
  if (def < 0) r.fail(n, what + " names no zone: '" + clip(name) + "'");
  if (out.zones[std::size_t(def)].owner != owner)
    r.fail(n, what + " '" + name + "' must be a zone of " +
                  (owner == Owner::Table ? std::string("the table") : std::string("each ") + owner_name(owner)));
  return def;
}

// A move of the mechanic's turns: declared, with the argument it needs.
int turns_verb(const Reader& r, const YAML::Node& n, const std::string& what, ArgKind arg, const Layout& out) {
  const std::string verb = r.str(n, what);
  const int index = out.move_index(verb);
  if (index < 0) r.fail(n, what + " names no move: '" + clip(verb) + "'");
  if (out.moves[std::size_t(index)].arg != arg)
    r.fail(n, what + " '" + verb + "' must be a move " +
                  (arg == ArgKind::Card       ? "with a card"
                   : arg == ArgKind::Groups   ? "with groups (arg: groups)"
                   : arg == ArgKind::Word     ? "with words (arg: word)"
                   : arg == ArgKind::Number   ? "with a number (arg: number)"
                   : arg == ArgKind::Cards    ? "with cards (arg: cards)"
                   : arg == ArgKind::CardWith ? "with a card and the cards it takes (arg: card_with)"
                   : arg == ArgKind::CardTo   ? "with a card and where it goes (arg: card_to)"
                                              : "without an argument"));
  return index;
}

namespace {
class NumberFormula final : public TableFormula {
 public:
  explicit NumberFormula(TableNumber number) : number_(std::move(number)) {}
  std::int64_t at(int players, const Json& options, int deal) const override {
    return number_.at(players, options, deal);
  }

 private:
  TableNumber number_;
};
}  // namespace

std::shared_ptr<const TableFormula> table_formula(TableNumber number) {
  return std::make_shared<NumberFormula>(std::move(number));
}

int mechanic_var(const Reader& r, const YAML::Node& key, const std::string& name, const char* doc, std::int64_t most,
                 Layout& out, SlotType type) {
  if (out.slot_index(name) >= 0)
    r.fail(key, "mechanic '" + key.Scalar() + "' keeps its state in var '" + name +
                    "': give the mechanic or that var another name");
  SlotDef s;
  s.name = name;
  s.is_var = true;
  s.type = type;
  s.visibility = Visibility::Hidden;
  s.reset_each_deal = true;
  s.show = false;
  s.kept_max = most;
  s.doc = doc;
  s.where = r.where(key);
  out.slots.push_back(s);
  return int(out.slots.size()) - 1;
}

int turns_mechanic(const Reader& r, const YAML::Node& n, const std::string& what, const Layout& out) {
  const std::string name = r.str(n, what);
  for (std::size_t i = 0; i < out.mechanics.size(); ++i)
    if (out.mechanics[i].name == name && out.mechanics[i].unit->has_turns()) return int(i);
  r.fail(n, what + " must name a mechanic with turns: declared before it, got '" + clip(name) + "'");
}

std::string named_option(const Reader& r, const YAML::Node& n, const std::string& what, OptionType type,
                         const Layout& out) {
  const std::string name = r.str(n, what);
  const OptionDef* o = out.option(name);
  if (!o) return "";
  if (o->type != type)
    r.fail(n, what + " option '" + name + "' must be " +
                  (type == OptionType::Int    ? "an int"
                   : type == OptionType::Enum ? "an enum"
                                              : "a bool") +
                  " option");
  return name;
}

// Checks that slot def `slot` is what `wanted` says; else fails at `n`.
void check_slot(const Reader& r, const YAML::Node& n, const std::string& what, int slot, const WantedSlot& wanted,
                const Layout& out) {
  const SlotDef& s = out.slots[std::size_t(slot)];
  const bool kind_ok = wanted.kind == WantedSlot::Kind::Either || s.is_var == (wanted.kind == WantedSlot::Kind::Var);
  if (kind_ok && s.type == wanted.type && s.per == wanted.owner) return;
  const std::string owner =
      wanted.owner == Owner::Table ? std::string(" of the table") : std::string(" per ") + owner_name(wanted.owner);
  static const char* const kTypes[] = {"an int ", "a bool ", "a seat ", "a card ", "an enum ", "a flags ", "a suit "};
  r.fail(n, what + " '" + s.name + "' must be " + kTypes[int(wanted.type)] + wanted.noun() + owner +
                (*wanted.meaning ? std::string(" (") + wanted.meaning + ")" : ""));
}

// The slot def that node `n` names, checked as check_slot does.
int named_slot(const Reader& r, const YAML::Node& n, const std::string& what, const WantedSlot& wanted,
               const Layout& out) {
  const std::string name = r.str(n, what);
  const int slot = out.slot_index(name);
  if (slot < 0) r.fail(n, what + " names no " + wanted.noun() + ": '" + clip(name) + "'");
  check_slot(r, n, what, slot, wanted, out);
  return slot;
}

}  // namespace cardrt
