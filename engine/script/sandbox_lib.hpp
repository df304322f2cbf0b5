// The sandbox's own versions of the standard functions that could run unbounded, show memory
// addresses or follow the process's hash seed; and the budget those versions charge their work to.
#pragma once

#include <cstddef>
#include <cstdint>

#include <lua.hpp>

namespace cardrt {

// The most elements a sandbox function moves, sorts or unpacks in one call (strings are capped
// by the host's LuaLimits::string_bytes).
constexpr std::int64_t kMaxBuildItems = std::int64_t(1) << 22;

// Replaces, in the open libraries of L: pairs and next (a defined order: integer keys ascending,
// then other numbers, then strings in byte order, then false, true; other kinds of key refused),
// tostring and print (no addresses), table.sort (a merge sort, the same result for any
// comparator), table.concat, table.move, table.unpack, string.rep and string.format (sizes capped,
// no %p), and string.find, match, gmatch and gsub (a matcher of Lua patterns whose steps are
// charged). Call it after print is removed where it is not wanted (print is replaced only where
// present) and before the library tables are sealed; it pushes nothing and may raise a memory error.
void open_sandbox_lib(lua_State* L);

// Counts `steps` units of work (about one Lua instruction each) against the running call's
// budget; raises the budget error when it is spent. Defined by the host (lua_host.cpp).
void charge_steps(lua_State* L, std::int64_t steps);

}  // namespace cardrt
