// Reading `type: climbing` from game.yaml into a ClimbingMechanic, with the layout's errors.
#include "cardrt/climbing_mechanic.hpp"
#include "mechanic_reading.hpp"

#include <algorithm>

namespace cardrt {

// Climbing: each seat's hand, the pile and where it is cleared to, the sizes a play may have,
// whether a play may equal the last, how long a pass holds, the seats' places and the turns.
std::shared_ptr<const Mechanic> read_climbing(const Reader& r, const YAML::Node& key, const YAML::Node& d,
                                              const std::string& what, Layout& out) {
  r.keys(d, what, {"type", "hand", "pile", "cleared", "sets", "equal", "pass", "place", "turns", "doc"});
  auto m = std::make_shared<ClimbingMechanic>();
  ClimbingDef& def = m->def;
  const std::tuple<const char*, Owner, int*> parts[] = {{"hand", Owner::Seat, &def.hand_zone},
                                                        {"pile", Owner::Table, &def.pile_zone},
                                                        {"cleared", Owner::Table, &def.cleared_zone}};
  for (const auto& [part, owner, zone] : parts) {
    if (!d[part]) r.fail(key, what + " needs '" + part + ":' (a zone)");
    *zone = mechanic_zone(r, d[part], what + ": " + part, owner, out);
  }
  if (const YAML::Node sets = d["sets"]) {
    if (!sets.IsSequence() || sets.size() == 0)
      r.fail(sets, what + ": sets must list the sizes a play may have, like [1, 2, 3, 4]");
    def.sizes = 0;
    for (const auto& n : sets) {
      const std::int64_t size = r.integer(n, what + ": sets item", 1, 30);
      if (def.sizes >> size & 1) r.fail(n, what + ": sets: size " + std::to_string(size) + " given twice");
      def.sizes |= std::uint32_t{1} << size;
    }
  }
  if (const YAML::Node equal = d["equal"]) {
    def.equal_option = named_option(r, equal, what + ": equal", OptionType::Bool, out);
    if (def.equal_option.empty()) def.equal = r.boolean(equal, what + ": equal");
  }
  if (const YAML::Node pass = d["pass"]) {
    const std::string text = r.str(pass, what + ": pass");
    if (text == "until_play" || text == "until_clear") {
      def.pass_until_clear = text == "until_clear";
    } else {
      // An enum option of those two values: a house rule a variant sets.
      def.pass_option = named_option(r, pass, what + ": pass", OptionType::Enum, out);
      const OptionDef* option = out.option(def.pass_option);
      std::vector<std::string> values = option ? option->values : std::vector<std::string>{};
      std::sort(values.begin(), values.end());
      if (def.pass_option.empty() || values != std::vector<std::string>{"until_clear", "until_play"})
        r.fail(pass, what + ": pass must be until_play, until_clear, or an enum option of those two values");
    }
  }
  if (!d["place"]) r.fail(key, what + " needs 'place:' (a per-seat int var for the order the seats go out in)");
  def.place_slot =
      named_slot(r, d["place"], what + ": place",
                 {WantedSlot::Kind::Var, SlotType::Int, Owner::Seat, "1 for the first out, 0 while in"}, out);
  if (!out.slots[std::size_t(def.place_slot)].reset_each_deal)
    r.fail(d["place"], what + ": place var '" + out.slots[std::size_t(def.place_slot)].name +
                           "' must be reset each deal (reset: deal)");
  if (const YAML::Node turns = d["turns"]) {
    r.map(turns, what + ": turns");
    r.keys(turns, what + ": turns", {"play", "pass"});
    for (const char* verb : {"play", "pass"})
      if (!turns[verb]) r.fail(turns, what + ": turns needs '" + verb + ":'");
    def.play_verb = turns_verb(r, turns["play"], what + ": turns: play", ArgKind::Cards, out);
    def.pass_verb = turns_verb(r, turns["pass"], what + ": turns: pass", ArgKind::None, out);
  }
  def.ranks = out.rank_order;
  const std::string name = key.Scalar();
  def.last_slot = mechanic_var(r, key, name + "_last", "who made the trick's last play, none while it is empty",
                               out.max_players, out, SlotType::Seat);
  def.size_slot =
      mechanic_var(r, key, name + "_size", "the cards of each play of the trick, 0 while it is empty", 30, out);
  def.passed_slot = mechanic_var(r, key, name + "_passed", "the seats whose pass holds",
                                 (std::int64_t{1} << (out.max_players + 1)) - 2, out, SlotType::Seats);
  return m;
}

}  // namespace cardrt
