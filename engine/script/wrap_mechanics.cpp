// The mechanics a layout declares under `mechanics:`, as the Lua objects cardrt.sequence_rows and
// cardrt.tricks make, in the global `mechanics` by their names.
#include "binding.hpp"
#include "cardrt/sequence_rows.hpp"
#include "cardrt/tricks.hpp"

namespace cardrt {

void open_declared_mechanics(lua_State* L, const Layout& layout) {
  lua_createtable(L, 0, int(layout.mechanics.size()));
  for (const MechanicDef& m : layout.mechanics) {
    if (m.kind == MechanicKind::SequenceRows) {
      SequenceRows rows;
      for (int s = 0; s < kSuits; ++s) rows.row_zone[std::size_t(s)] = m.zones[std::size_t(s)];
      rows.ace_high = m.ace_high;
      *static_cast<SequenceRows*>(lua_newuserdatauv(L, sizeof(SequenceRows), 0)) = rows;
      luaL_setmetatable(L, kRowsType);
    } else {
      Tricks tricks;
      tricks.hand_zone = m.zones[0];
      tricks.trick_zone = m.zones[1];
      tricks.won_zone = m.zones[2];
      tricks.ace_high = m.ace_high;
      *static_cast<Tricks*>(lua_newuserdatauv(L, sizeof(Tricks), 0)) = tricks;
      luaL_setmetatable(L, kTricksType);
    }
    lua_setfield(L, -2, m.name.c_str());
  }
  lua_setglobal(L, "mechanics");
}

}  // namespace cardrt
