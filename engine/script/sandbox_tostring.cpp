// tostring and print as the sandbox has them: no memory addresses in what they show.
#include <cstdio>

#include "sandbox_budget.hpp"
#include "sandbox_lib.hpp"

namespace cardrt {

const char* push_text(lua_State* L, int idx, std::size_t* len) {
  idx = lua_absindex(L, idx);
  if (luaL_callmeta(L, idx, "__tostring")) {
    if (!lua_isstring(L, -1)) fail(L, "'__tostring' must return a string");
  } else {
    switch (lua_type(L, idx)) {
      case LUA_TNUMBER:
      case LUA_TSTRING:
        lua_pushvalue(L, idx);  // lua_tolstring below turns a number into Lua's text for it
        break;
      case LUA_TBOOLEAN: lua_pushstring(L, lua_toboolean(L, idx) ? "true" : "false"); break;
      case LUA_TNIL: lua_pushliteral(L, "nil"); break;
      default: {
        int tt = luaL_getmetafield(L, idx, "__name");
        lua_pushstring(L, tt == LUA_TSTRING ? lua_tostring(L, -1) : luaL_typename(L, idx));
        if (tt != LUA_TNIL) lua_remove(L, -2);
      }
    }
  }
  return lua_tolstring(L, -1, len);
}

namespace {

int sandbox_tostring(lua_State* L) {
  luaL_checkany(L, 1);
  push_text(L, 1, nullptr);
  return 1;
}

int sandbox_print(lua_State* L) {
  int n = lua_gettop(L);
  for (int i = 1; i <= n; ++i) {
    std::size_t len = 0;
    const char* s = push_text(L, i, &len);
    if (i > 1) std::fputc('\t', stdout);
    std::fwrite(s, 1, len, stdout);
    lua_pop(L, 1);
  }
  std::fputc('\n', stdout);
  std::fflush(stdout);
  return 0;
}

}  // namespace

void set_sandbox_tostring(lua_State* L) {
  lua_pushcfunction(L, sandbox_tostring);
  lua_setfield(L, -2, "tostring");
  // print only where the host kept it (test scripts).
  if (lua_getfield(L, -1, "print") != LUA_TNIL) {
    lua_pushcfunction(L, sandbox_print);
    lua_setfield(L, -3, "print");
  }
  lua_pop(L, 1);
}

}  // namespace cardrt
