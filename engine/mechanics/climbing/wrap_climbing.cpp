// mechanics.NAME of `type: climbing`: the trick as a rules object with last(g) and take_turns(g).
#include "binding.hpp"
#include "cardrt/climbing_mechanic.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {
// The object holds nothing of its own: its methods read the unit (declared_unit).
struct ClimbingObject {};

void check_climbing(lua_State* L) { check_object(L, "cardrt climbing"); }

// last(g) → the cards of the trick's last play (empty while the trick is empty), and who made it
int w_climbing_last(lua_State* L) {
  check_climbing(L);
  HookContext& ctx = check_game(L, 2);
  const ClimbingDef& def = static_cast<const ClimbingMechanic&>(*declared_unit(L, ctx).unit).def;
  const std::span<const Card> last = def.last_play(*ctx.spec, *ctx.state);
  push_card_list(L, last.data(), int(last.size()));
  return 1 + nil_or_int(L, def.last_player(*ctx.spec, *ctx.state));
}

int w_climbing_take_turns(lua_State* L) {
  check_climbing(L);
  return take_turns(L);
}

const luaL_Reg climbing_methods[] = {
    {"last", w_climbing_last}, {"take_turns", w_climbing_take_turns}, {nullptr, nullptr}};

void push_climbing(lua_State* L, const Layout&, const Mechanic&, std::size_t index) {
  push_declared(L, ClimbingObject{}, kClimbingBinding, index);
}
}  // namespace

const MechanicBinding kClimbingBinding = {"climbing", "cardrt.climbing", climbing_methods, nullptr, push_climbing};

}  // namespace cardrt
