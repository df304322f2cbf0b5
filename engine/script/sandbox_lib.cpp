// Where the sandbox's own standard functions (sandbox_*.cpp) take the place of Lua's.
#include "sandbox_lib.hpp"

namespace cardrt {

void open_sandbox_lib(lua_State* L) {
  lua_pushglobaltable(L);
  set_sandbox_pairs(L);
  set_sandbox_tostring(L);
  if (lua_getfield(L, -1, LUA_TABLIBNAME) == LUA_TTABLE) set_sandbox_table_functions(L);
  lua_pop(L, 1);
  if (lua_getfield(L, -1, LUA_STRLIBNAME) == LUA_TTABLE) {
    set_sandbox_string_functions(L);
    set_sandbox_patterns(L);
  }
  lua_pop(L, 2);
}

}  // namespace cardrt
