// The mechanics a layout declares under `mechanics:`, as Lua objects in the global `mechanics` by
// their names: the one list of every kind's binding, and take_turns, which every kind shares.
#include "binding.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

namespace {
// The layout index push_declared gave the mechanic object at argument 1.
int declared_index(lua_State* L) {
  lua_getiuservalue(L, 1, 1);
  const int index = int(lua_tointeger(L, -1));
  lua_pop(L, 1);
  return index;
}
}  // namespace

const MechanicDef& declared_unit(lua_State* L, const HookContext& ctx) {
  return ctx.spec->layout->mechanics[std::size_t(declared_index(L))];
}

int take_turns(lua_State* L) {
  HookContext& ctx = check_changeable(L, 2, "take_turns");
  const int index = declared_index(L);
  const MechanicDef& def = ctx.spec->layout->mechanics[std::size_t(index)];
  if (!def.unit->has_turns()) return luaL_error(L, "mechanic '%s' declares no turns: in game.yaml", def.name.c_str());
  Table(*ctx.spec, *ctx.state).set_turns(index);
  return 0;
}

namespace {
// Every kind of mechanic the rules can reach, one line each.
const MechanicBinding* const kBindings[] = {&kRowsBinding,     &kTricksBinding,  &kMeldsBinding,  &kBiddingBinding,
                                            &kClimbingBinding, &kCaptureBinding, &kTableauBinding};

void open_type(lua_State* L, const MechanicBinding& binding) {
  luaL_newmetatable(L, binding.metatable);
  lua_newtable(L);
  set_bound_functions(L, binding.methods, true);
  if (binding.more_methods) set_bound_functions(L, binding.more_methods, true);
  lua_setfield(L, -2, "__index");
  lua_pushboolean(L, 0);  // the methods are shared by every match: out of scripts' reach
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 1);
}
}  // namespace

void open_declared_mechanics(lua_State* L, const Layout& layout) {
  for (const MechanicBinding* binding : kBindings) open_type(L, *binding);
  lua_createtable(L, 0, int(layout.mechanics.size()));
  for (std::size_t i = 0; i < layout.mechanics.size(); ++i) {
    const MechanicDef& m = layout.mechanics[i];
    const std::string_view type = m.unit->type();
    bool pushed = false;
    for (const MechanicBinding* binding : kBindings)
      if (type == binding->type) binding->push(L, layout, *m.unit, i), pushed = true;
    if (!pushed) lua_pushnil(L);  // a kind without a Lua object
    lua_setfield(L, -2, m.name.c_str());
  }
  lua_setglobal(L, "mechanics");
}

}  // namespace cardrt
