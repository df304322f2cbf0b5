// table.sort, concat, move, unpack, insert and remove as the sandbox has them: sizes capped, work charged.
#include <algorithm>
#include <cstdint>
#include <utility>

#include "sandbox_budget.hpp"
#include "sandbox_lib.hpp"

namespace cardrt {

namespace {

// What a value that is not a table must offer through its metatable to stand for one (Lua's rule).
enum TableUse { kRead = 1, kWrite = 2, kLength = 4 };

bool metatable_has(lua_State* L, const char* field) {
  lua_pushstring(L, field);
  bool has = lua_rawget(L, -2) != LUA_TNIL;
  lua_pop(L, 1);
  return has;
}

void check_table_like(lua_State* L, int arg, int uses) {
  if (lua_type(L, arg) == LUA_TTABLE) return;
  if (lua_getmetatable(L, arg)) {
    bool ok = (!(uses & kRead) || metatable_has(L, "__index")) &&
              (!(uses & kWrite) || metatable_has(L, "__newindex")) && (!(uses & kLength) || metatable_has(L, "__len"));
    lua_pop(L, 1);
    if (ok) return;
  }
  luaL_checktype(L, arg, LUA_TTABLE);
}

// Whether copy[a] must come before copy[b]: the comparator at slot 2, or '<'. The elements'
// copy is at slot 3.
bool sort_less(lua_State* L, bool by_function, lua_Integer a, lua_Integer b) {
  if (by_function) lua_pushvalue(L, 2);
  lua_rawgeti(L, 3, a);
  lua_rawgeti(L, 3, b);
  if (by_function) {
    lua_call(L, 2, 1);
    bool less = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return less;
  }
  bool less = lua_compare(L, -2, -1, LUA_OPLT);
  lua_pop(L, 2);
  return less;
}

// table.sort(t [, comp]): a stable bottom-up merge sort of a copy of the elements, written back at
// the end. Whatever the comparator answers, every merge step takes one element from one of two
// runs, so the result is always a permutation; a comparator that raises leaves t unchanged.
int sandbox_sort(lua_State* L) {
  check_table_like(L, 1, kRead | kWrite | kLength);
  lua_Integer n = luaL_len(L, 1);
  if (n <= 1) return 0;
  if (n > kMaxBuildItems) return refuse_range(L, "table.sort", 1, n);
  if (!lua_isnoneornil(L, 2)) luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_settop(L, 2);
  bool by_function = !lua_isnil(L, 2);
  StepMeter steps(L);
  steps.add(n);
  lua_createtable(L, int(n), 0);  // slot 3: the elements
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_geti(L, 1, i);
    lua_rawseti(L, 3, i);
  }
  // Two orders of element numbers; each merge pass reads one and writes the other.
  auto size = std::size_t(n);
  auto* from = static_cast<std::uint32_t*>(lua_newuserdatauv(L, 2 * size * sizeof(std::uint32_t), 0));
  std::uint32_t* to = from + size;
  for (std::size_t i = 0; i < size; ++i) from[i] = std::uint32_t(i + 1);
  for (std::size_t width = 1; width < size; width *= 2) {
    steps.add(n);
    for (std::size_t lo = 0; lo < size; lo += 2 * width) {
      std::size_t mid = std::min(lo + width, size), hi = std::min(lo + 2 * width, size);
      std::size_t a = lo, b = mid, out = lo;
      while (a < mid && b < hi) to[out++] = sort_less(L, by_function, from[b], from[a]) ? from[b++] : from[a++];
      while (a < mid) to[out++] = from[a++];
      while (b < hi) to[out++] = from[b++];
    }
    std::swap(from, to);
  }
  steps.add(n);
  for (std::size_t i = 0; i < size; ++i) {
    lua_rawgeti(L, 3, from[i]);
    lua_seti(L, 1, lua_Integer(i + 1));
  }
  steps.settle();
  return 0;
}

void concat_piece(lua_State* L, CappedBuffer& out, lua_Integer i) {
  lua_geti(L, 1, i);
  if (!lua_isstring(L, -1)) fail(L, "invalid value (%s) at index %I in table for 'concat'", luaL_typename(L, -1), i);
  out.add_value();
}

int sandbox_concat(lua_State* L) {
  check_table_like(L, 1, kRead | kLength);
  lua_Integer last = luaL_len(L, 1);
  std::size_t lsep = 0;
  const char* sep = luaL_optlstring(L, 2, "", &lsep);
  lua_Integer i = luaL_optinteger(L, 3, 1);
  last = luaL_optinteger(L, 4, last);
  StepMeter steps(L);
  CappedBuffer out(L, "table.concat");
  // i < last before each step up, so that i never passes LUA_MAXINTEGER.
  for (; i < last; ++i) {
    steps.add(1);
    concat_piece(L, out, i);
    out.add(sep, lsep);
  }
  if (i == last) concat_piece(L, out, i);
  steps.add_bytes(out.size());
  out.push_result();
  steps.settle();
  return 1;
}

int sandbox_move(lua_State* L) {
  lua_Integer f = luaL_checkinteger(L, 2);
  lua_Integer e = luaL_checkinteger(L, 3);
  lua_Integer t = luaL_checkinteger(L, 4);
  int dest = lua_isnoneornil(L, 5) ? 1 : 5;
  check_table_like(L, 1, kRead);
  check_table_like(L, dest, kWrite);
  if (e >= f) {
    luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
    lua_Integer n = e - f + 1;
    luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4, "destination wrap around");
    if (n > kMaxBuildItems) return refuse_range(L, "table.move", f, e);
    charge_steps(L, n);
    // Front to back unless the destination starts inside the source range of the same table.
    if (t > e || t <= f || (dest != 1 && !lua_compare(L, 1, dest, LUA_OPEQ))) {
      for (lua_Integer i = 0; i < n; ++i) {
        lua_geti(L, 1, f + i);
        lua_seti(L, dest, t + i);
      }
    } else {
      for (lua_Integer i = n - 1; i >= 0; --i) {
        lua_geti(L, 1, f + i);
        lua_seti(L, dest, t + i);
      }
    }
  }
  lua_pushvalue(L, dest);
  return 1;
}

int sandbox_unpack(lua_State* L) {
  lua_Integer i = luaL_optinteger(L, 2, 1);
  lua_Integer e = lua_isnoneornil(L, 3) ? luaL_len(L, 1) : luaL_checkinteger(L, 3);
  if (i > e) return 0;
  lua_Unsigned span = lua_Unsigned(e) - lua_Unsigned(i);  // elements minus one, without overflow
  if (span >= lua_Unsigned(kMaxBuildItems)) return refuse_range(L, "table.unpack", i, e);
  int n = int(span) + 1;
  if (!lua_checkstack(L, n)) return luaL_error(L, "too many results to unpack");
  charge_steps(L, n);
  for (; i < e; ++i) lua_geti(L, 1, i);
  lua_geti(L, 1, e);
  return n;
}

// table.insert(t, pos, v) and table.remove(t, pos) shift the elements after pos: charged by how
// many, so a loop of them meets the budget (appending and removing the last cost nothing more).
int charged_shift(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  bool insert = lua_toboolean(L, lua_upvalueindex(2));
  if (lua_gettop(L) >= (insert ? 3 : 2) && lua_isinteger(L, 2)) {
    lua_Integer n = lua_Integer(lua_rawlen(L, 1)), pos = lua_tointeger(L, 2);
    if (pos >= 1 && pos <= n) charge_steps(L, std::int64_t(n - pos + 1));
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

}  // namespace

void set_sandbox_table_functions(lua_State* L) {
  static const luaL_Reg table_funcs[] = {{"sort", sandbox_sort},
                                         {"concat", sandbox_concat},
                                         {"move", sandbox_move},
                                         {"unpack", sandbox_unpack},
                                         {nullptr, nullptr}};
  luaL_setfuncs(L, table_funcs, 0);
  for (const char* name : {"insert", "remove"}) {
    lua_getfield(L, -1, name);
    lua_pushboolean(L, name[0] == 'i');
    lua_pushcclosure(L, charged_shift, 2);
    lua_setfield(L, -2, name);
  }
}

}  // namespace cardrt
