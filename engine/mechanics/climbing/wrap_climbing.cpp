// mechanics.NAME of `type: climbing`: the trick as a rules object with last(g) and take_turns(g).
#include <algorithm>

#include "binding.hpp"
#include "cardrt/climbing_mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {
// Where the trick lies: what the object's methods read.
struct ClimbingPlaces {
  int pile_zone = -1;
  int size_slot = -1;
  int last_slot = -1;
};

ClimbingPlaces& check_climbing(lua_State* L) {
  return *static_cast<ClimbingPlaces*>(check_object(L, "cardrt climbing"));
}

// last(g) → the cards of the trick's last play (empty while the trick is empty), and who made it
int w_climbing_last(lua_State* L) {
  const ClimbingPlaces& places = check_climbing(L);
  HookContext& ctx = check_game(L, 2);
  const TableView table(*ctx.spec, *ctx.state);
  const int pile = ctx.spec->zone_base[std::size_t(places.pile_zone)];
  const int size =
      int(std::min<std::int64_t>(table.get(ctx.spec->slot_base[std::size_t(places.size_slot)]), table.count(pile)));
  push_card_list(L, table.cards(pile) + table.count(pile) - size, size);
  return 1 + nil_or_int(L, table.get(ctx.spec->slot_base[std::size_t(places.last_slot)]));
}

int w_climbing_take_turns(lua_State* L) {
  check_climbing(L);
  return take_turns(L);
}

const luaL_Reg climbing_methods[] = {
    {"last", w_climbing_last}, {"take_turns", w_climbing_take_turns}, {nullptr, nullptr}};

void push_climbing(lua_State* L, const Layout&, const Mechanic& climbing, std::size_t index) {
  const ClimbingDef& def = static_cast<const ClimbingMechanic&>(climbing).def;
  push_declared(L, ClimbingPlaces{def.pile_zone, def.size_slot, def.last_slot}, kClimbingBinding, index);
}
}  // namespace

const MechanicBinding kClimbingBinding = {"climbing", "cardrt.climbing", climbing_methods, nullptr, push_climbing};

}  // namespace cardrt
