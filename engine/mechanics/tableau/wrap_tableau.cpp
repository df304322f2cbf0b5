// mechanics.NAME of `type: tableau`: the patience layout as a rules object with pass(g) and
// take_turns(g).
#include "binding.hpp"
#include "cardrt/table.hpp"
#include "cardrt/tableau_mechanic.hpp"

namespace cardrt {

namespace {
// The object holds nothing of its own: its methods read the unit (declared_unit).
struct TableauObject {};

void check_tableau(lua_State* L) { check_object(L, "cardrt tableau"); }

// pass(g) → which pass through the stock this is: 1 until the waste is first turned over
int w_tableau_pass(lua_State* L) {
  check_tableau(L);
  HookContext& ctx = check_game(L, 2);
  const TableauDef& def = static_cast<const TableauMechanic&>(*declared_unit(L, ctx).unit).def;
  lua_pushinteger(L, TableView(*ctx.spec, *ctx.state).get(ctx.spec->slot_base[std::size_t(def.redeals_slot)]) + 1);
  return 1;
}

int w_tableau_take_turns(lua_State* L) {
  check_tableau(L);
  return take_turns(L);
}

const luaL_Reg tableau_methods[] = {{"pass", w_tableau_pass}, {"take_turns", w_tableau_take_turns}, {nullptr, nullptr}};

void push_tableau(lua_State* L, const Layout&, const Mechanic&, std::size_t index) {
  push_declared(L, TableauObject{}, kTableauBinding, index);
}
}  // namespace

const MechanicBinding kTableauBinding = {"tableau", "cardrt.tableau", tableau_methods, nullptr, push_tableau};

}  // namespace cardrt
