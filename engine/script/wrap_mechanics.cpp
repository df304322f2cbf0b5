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
  if (def.turns.play_verb < 0) return luaL_error(L, "mechanic '%s' declares no turns: in game.yaml", def.name.c_str());
  if (!ctx.rules_keep_turns) Table(*ctx.spec, *ctx.state).set_turns(index);
  return 0;
}

void open_declared_mechanics(lua_State* L, const Layout& layout) {
  lua_createtable(L, 0, int(layout.mechanics.size()));
  for (std::size_t i = 0; i < layout.mechanics.size(); ++i) {
    const MechanicDef& m = layout.mechanics[i];
    if (m.kind == MechanicKind::SequenceRows)
      push_declared(L, m.rows, kRowsType, i);
    else if (m.kind == MechanicKind::Tricks)
      push_declared(L, m.tricks, kTricksType, i);
    else
      push_declared_melds(L, layout, m.melds, i);
    lua_setfield(L, -2, m.name.c_str());
  }
  lua_setglobal(L, "mechanics");
}

}  // namespace cardrt
