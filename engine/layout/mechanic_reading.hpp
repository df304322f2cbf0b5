// What a mechanic's reader needs of the layout it is read into: the zones, moves and slots its
// entry names, each checked to be of the owner, argument or type the mechanic needs; and the
// readers of each kind (engine/mechanics/<kind>/read_<kind>.cpp), found by their `type:` name.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cardrt/mechanic.hpp"
#include "yaml_reader.hpp"

namespace cardrt {

// A zone of a mechanic: declared, and owned as the mechanic needs.
int mechanic_zone(const Reader& r, const YAML::Node& n, const std::string& what, Owner owner, const Layout& out);
// A move of the mechanic's turns: declared, with the argument it needs.
int turns_verb(const Reader& r, const YAML::Node& n, const std::string& what, ArgKind arg, const Layout& out);

// A hidden table var a mechanic keeps its own state in (the auction's round), added to the layout
// as `name`, reset each deal: the rules may read it but not change it, and a save must hold it
// in 0..most (an int), or a set of the table's seats (type seats).
int mechanic_var(const Reader& r, const YAML::Node& key, const std::string& name, const char* doc, std::int64_t most,
                 Layout& out, SlotType type = SlotType::Int);

// A mechanic that takes the turns once something is over (the deal, an auction): one with turns:
// declared before `n` (mechanics: are read before the deal).
int turns_mechanic(const Reader& r, const YAML::Node& n, const std::string& what, const Layout& out);

// The counter or var a mechanic reads or changes: of `type`, kept per `owner`, a var, a counter
// or either; `meaning` (empty for none) says what an int var holds.
struct WantedSlot {
  enum class Kind { Var, Counter, Either } kind;
  SlotType type;
  Owner owner;
  const char* meaning = "";

  std::string noun() const { return kind == Kind::Var ? "var" : kind == Kind::Counter ? "counter" : "counter or var"; }
};

// Checks that slot def `slot` is what `wanted` says; else fails at `n`.
void check_slot(const Reader& r, const YAML::Node& n, const std::string& what, int slot, const WantedSlot& wanted,
                const Layout& out);
// The slot def that node `n` names, checked as check_slot does.
int named_slot(const Reader& r, const YAML::Node& n, const std::string& what, const WantedSlot& wanted,
               const Layout& out);
// An int or bool var of the table, holding `meaning` (for the turns' settings).
inline WantedSlot table_var(SlotType type, const char* meaning = "") {
  return {WantedSlot::Kind::Var, type, Owner::Table, meaning};
}

// The option a mechanic's setting names in place of a value (`forced: stick_the_dealer`): its
// name, checked to be of `type`; "" when `n` names no option (a value, read by the caller).
std::string named_option(const Reader& r, const YAML::Node& n, const std::string& what, OptionType type,
                         const Layout& out);

// Whether a scalar is a formula rather than a plain integer.
bool is_formula(const YAML::Node& n, const Layout& layout);
// The names a formula of the layout may read: its int, bool, enum and rank options.
Formula::Names formula_names(const Layout& layout);
// A formula written at `n`, its errors pointing into its text; `deal_known`: it may read `deal`.
std::shared_ptr<const Formula> read_formula(const Reader& r, const YAML::Node& n, FormulaType want,
                                            const Layout& layout, bool deal_known = false);
// A number that may follow the table (TableNumber): an integer in its range, `{option: NAME}`, or
// a formula (which, with `deal_known`, may read the deal number).
void read_number(const Reader& r, const YAML::Node& n, TableNumber& number, const Layout& layout,
                 bool deal_known = false);

// A number read as read_number reads it, as a mechanic keeps it: its value at each table and deal.
std::shared_ptr<const TableFormula> table_formula(TableNumber number);

// A kind's reader: the entry `d` under `key` (`what` names it in errors) read into its unit,
// every key checked.
using MechanicReader = std::shared_ptr<const Mechanic> (*)(const Reader& r, const YAML::Node& key, const YAML::Node& d,
                                                           const std::string& what, Layout& out);
// Every kind of mechanic, by its `type:` name, with its reader.
const std::vector<std::pair<const char*, MechanicReader>>& mechanic_kinds();

}  // namespace cardrt
