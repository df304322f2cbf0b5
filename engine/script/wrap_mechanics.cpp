// The mechanics a layout declares under `mechanics:`, as the Lua objects cardrt.sequence_rows,
// cardrt.tricks and cardrt.melds make, in the global `mechanics` by their names; take_turns,
// which rows and tricks share.
#include "binding.hpp"
#include "cardrt/sequence_rows.hpp"
#include "cardrt/table.hpp"
#include "cardrt/tricks.hpp"

namespace cardrt {

int take_turns(lua_State* L) {
  HookContext& ctx = check_changeable(L, 2, "take_turns");
  // Declared mechanics carry their layout index as user value 1; objects the rules build do not.
  const int index = lua_getiuservalue(L, 1, 1) == LUA_TNUMBER ? int(lua_tointeger(L, -1)) : -1;
  if (index < 0) return luaL_error(L, "only mechanics declared in game.yaml can take the turns (mechanics.NAME)");
  const MechanicDef& def = ctx.spec->layout->mechanics[std::size_t(index)];
  if (!def.unit->has_turns()) return luaL_error(L, "mechanic '%s' declares no turns: in game.yaml", def.name.c_str());
  if (!ctx.rules_keep_turns) Table(*ctx.spec, *ctx.state).set_turns(index);
  return 0;
}

namespace {
// The Lua object of each kind of mechanic, by the kind's type name (Mechanic::type).
using DeclaredPusher = void (*)(lua_State*, const Layout&, const Mechanic&, std::size_t);
const std::pair<const char*, DeclaredPusher> kDeclaredPushers[] = {
    {"sequence_rows", push_declared_rows},
    {"tricks", push_declared_tricks},
    {"melds", push_declared_melds},
};
}  // namespace

void open_declared_mechanics(lua_State* L, const Layout& layout) {
  lua_createtable(L, 0, int(layout.mechanics.size()));
  for (std::size_t i = 0; i < layout.mechanics.size(); ++i) {
    const MechanicDef& m = layout.mechanics[i];
    const std::string_view type = m.unit->type();
    bool pushed = false;
    for (const auto& [name, push] : kDeclaredPushers)
      if (type == name) push(L, layout, *m.unit, i), pushed = true;
    if (!pushed) lua_pushnil(L);  // a kind without a Lua object
    lua_setfield(L, -2, m.name.c_str());
  }
  lua_setglobal(L, "mechanics");
}

}  // namespace cardrt
