// What the files of the `g` handle's methods (wrap_game*.cpp) share.
#pragma once

#include <cstdint>

#include "binding.hpp"
#include "cardrt/table.hpp"

namespace cardrt {

// The table a hook works on: to read (any hook) or to change (hooks that may change the game).
// Every method of `g` checks its arguments, calls the native Table and pushes the results.
inline TableView view_of(const HookContext& ctx) { return TableView(*ctx.spec, *ctx.state); }
inline Table table_of(HookContext& ctx) { return Table(*ctx.spec, *ctx.state); }

// Add the methods of `g` on zones and cards (wrap_game_zones.cpp) and on counters and vars
// (wrap_game_counters.cpp) to the table on top of the stack.
void add_game_zone_methods(lua_State* L);
void add_game_counter_methods(lua_State* L);

}  // namespace cardrt
