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

// The parts of open_sandbox_lib, each in the sandbox_*.cpp file named for it. Each sets its
// functions into the table on top of the stack: the global table, or the library it replaces
// functions of.
void set_sandbox_pairs(lua_State* L);             // pairs, next
void set_sandbox_tostring(lua_State* L);          // tostring, and print where present
void set_sandbox_table_functions(lua_State* L);   // table.sort, concat, move, unpack, insert, remove
void set_sandbox_string_functions(lua_State* L);  // string.rep, format
void set_sandbox_patterns(lua_State* L);          // string.find, match, gmatch, gsub

// Pushes the text tostring gives the value at idx and returns it: __tostring when there is one,
// Lua's own text for numbers, strings, booleans and nil, and for the other types their name (or
// the metatable's __name) without the address Lua would add.
const char* push_text(lua_State* L, int idx, std::size_t* len);

// Counts `steps` units of work (about one Lua instruction each) against the running call's
// budget; raises the budget error when it is spent. Defined by the host (lua_host.cpp).
void charge_steps(lua_State* L, std::int64_t steps);

}  // namespace cardrt
