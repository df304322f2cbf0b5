// The mechanics a layout declares under `mechanics:`, as the Lua objects cardrt.sequence_rows and
// cardrt.tricks make, in the global `mechanics` by their names.
#include "binding.hpp"
#include "cardrt/sequence_rows.hpp"
#include "cardrt/tricks.hpp"

namespace cardrt {

namespace {
// A mechanic object as its constructor would make it: a copy of `value` with its type's methods.
template <class T>
void push_declared(lua_State* L, const T& value, const char* type) {
  *static_cast<T*>(lua_newuserdatauv(L, sizeof(T), 0)) = value;
  luaL_setmetatable(L, type);
}
}  // namespace

void open_declared_mechanics(lua_State* L, const Layout& layout) {
  lua_createtable(L, 0, int(layout.mechanics.size()));
  for (const MechanicDef& m : layout.mechanics) {
    if (m.kind == MechanicKind::SequenceRows)
      push_declared(L, SequenceRows{{m.zones[0], m.zones[1], m.zones[2], m.zones[3]}, m.ace_high}, kRowsType);
    else
      push_declared(L, Tricks{m.zones[0], m.zones[1], m.zones[2], m.ace_high}, kTricksType);
    lua_setfield(L, -2, m.name.c_str());
  }
  lua_setglobal(L, "mechanics");
}

}  // namespace cardrt
