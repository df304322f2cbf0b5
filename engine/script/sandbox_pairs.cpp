// pairs and next in a defined order, which the process's string hash seed plays no part in.
#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <cstring>

#include "sandbox_budget.hpp"
#include "sandbox_lib.hpp"

namespace cardrt {

namespace {

// The order: integer keys ascending, other numbers ascending, strings in byte order, false, true.
enum class KeyKind : std::uint8_t { Integer, Float, String, False, True };

struct OrderedKey {
  KeyKind kind;
  std::uint32_t slot;    // pairs: its place in the key table (no table in memory has 2^32 keys)
  std::size_t len;       // of a string
  std::uint64_t prefix;  // string_prefix: most comparisons of strings end there
  union {
    lua_Integer i;
    lua_Number f;
    const char* s;  // kept alive by the table (or the stack slot) it was read from
  };
};

bool key_less(const OrderedKey& a, const OrderedKey& b) {
  if (a.kind != b.kind) return a.kind < b.kind;
  switch (a.kind) {
    case KeyKind::Integer: return a.i < b.i;
    case KeyKind::Float: return a.f < b.f;
    case KeyKind::String: {
      if (a.prefix != b.prefix) return a.prefix < b.prefix;
      int c = std::memcmp(a.s, b.s, std::min(a.len, b.len));
      return c < 0 || (c == 0 && a.len < b.len);
    }
    default: return false;  // false and true are one key each
  }
}

OrderedKey integer_key(lua_Integer i) {
  OrderedKey k{};
  k.kind = KeyKind::Integer;
  k.i = i;
  return k;
}

// The first 8 bytes of a string (zeros past its end) as a number that orders like the bytes.
std::uint64_t string_prefix(const char* s, std::size_t len) {
  unsigned char bytes[8] = {};
  std::memcpy(bytes, s, std::min<std::size_t>(len, 8));
  std::uint64_t word = 0;
  std::memcpy(&word, bytes, 8);
  return std::endian::native == std::endian::little ? __builtin_bswap64(word) : word;
}

// Reads the value at idx as a key; false when it has no place in the order (a table, function,
// userdata or thread; or NaN, which no table holds). A float with an integer value is that integer,
// as it is for a table.
bool read_key(lua_State* L, int idx, OrderedKey* out) {
  switch (lua_type(L, idx)) {
    case LUA_TNUMBER: {
      int exact = 0;
      lua_Integer i = lua_tointegerx(L, idx, &exact);
      if (exact) {
        *out = integer_key(i);
        return true;
      }
      lua_Number f = lua_tonumber(L, idx);
      if (std::isnan(f)) return false;
      out->kind = KeyKind::Float;
      out->f = f;
      return true;
    }
    case LUA_TSTRING:
      out->kind = KeyKind::String;
      out->s = lua_tolstring(L, idx, &out->len);
      out->prefix = string_prefix(out->s, out->len);
      return true;
    case LUA_TBOOLEAN: out->kind = lua_toboolean(L, idx) ? KeyKind::True : KeyKind::False; return true;
    default: return false;
  }
}

int refuse_unordered(lua_State* L, const char* fname, int key) {
  fail(L, "%s: a table with %s keys has no defined order (keep such keys in an array)", fname, luaL_typename(L, key));
}

// The keys of one table being sorted: on the C stack while few, then in a userdata kept at stack
// slot `slot`, so that a large table's keys count against the state's memory cap.
class KeyList {
 public:
  KeyList(lua_State* L, int slot) : L_(L), slot_(slot) {}
  KeyList(const KeyList&) = delete;
  KeyList& operator=(const KeyList&) = delete;
  void add(const OrderedKey& k) {
    if (size_ == capacity_) grow();
    data_[size_++] = k;
  }
  OrderedKey* begin() { return data_; }
  OrderedKey* end() { return data_ + size_; }
  std::size_t size() const { return size_; }

 private:
  void grow() {
    std::size_t capacity = 2 * capacity_;
    auto* data = static_cast<OrderedKey*>(lua_newuserdatauv(L_, capacity * sizeof(OrderedKey), 0));
    std::memcpy(static_cast<void*>(data), data_, size_ * sizeof(OrderedKey));
    lua_replace(L_, slot_);
    data_ = data;
    capacity_ = capacity;
  }
  static constexpr std::size_t kOnStack = 32;
  lua_State* L_;
  int slot_;
  OrderedKey small_[kOnStack];
  OrderedKey* data_ = small_;
  std::size_t size_ = 0;
  std::size_t capacity_ = kOnStack;
};

// The iterator over a table whose keys were exactly 1..n. Upvalues: the table, n. The loop's
// control variable (argument 2) is the last index returned. Elements set to nil during the loop
// are skipped, and skipping is charged: pairs paid for one pass, not for every call.
int next_index(lua_State* L) {
  lua_Integer n = lua_tointeger(L, lua_upvalueindex(2));
  lua_Integer i = std::max<lua_Integer>(lua_tointeger(L, 2), 0);
  lua_Integer skipped = 0;
  while (i < n) {
    lua_pushinteger(L, ++i);
    if (lua_rawgeti(L, lua_upvalueindex(1), i) != LUA_TNIL) {
      if (skipped > 0) charge_steps(L, skipped);
      return 2;
    }
    lua_pop(L, 2);
    ++skipped;
  }
  if (skipped > 0) charge_steps(L, skipped);
  return 0;
}

// The iterator over any other table. Upvalues: the table, its keys in order (taken when pairs was
// called), the last position returned. A key whose value became nil is skipped.
int next_key(lua_State* L) {
  lua_Integer pos = lua_tointeger(L, lua_upvalueindex(3));
  for (lua_Integer skipped = 0;; ++skipped) {
    if (lua_rawgeti(L, lua_upvalueindex(2), ++pos) == LUA_TNIL) {
      if (skipped > 0) charge_steps(L, skipped);
      return 0;
    }
    lua_pushvalue(L, -1);
    if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) {
      if (skipped > 0) charge_steps(L, skipped);
      lua_pushinteger(L, pos);
      lua_replace(L, lua_upvalueindex(3));
      return 2;
    }
    lua_pop(L, 2);
  }
}

int pairs_from_metamethod(lua_State*, int, lua_KContext) { return 3; }

// pairs(t): __pairs as in Lua; otherwise the keys are read and sorted once, and the loop sees
// each with its value at that moment. Arrays (keys 1..n, the common case) need no key list.
int sandbox_pairs(lua_State* L) {
  luaL_checkany(L, 1);
  if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
    lua_pushvalue(L, 1);
    lua_callk(L, 1, 3, 0, pairs_from_metamethod);
    return 3;
  }
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 3);  // slot 2: the key list's userdata once it leaves the C stack; 3: the key table
  KeyList keys(L, 2);
  bool array = true;  // the keys so far are 1..run, in that order
  lua_Integer run = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pop(L, 1);
    if (array) {
      if (lua_isinteger(L, -1) && lua_tointeger(L, -1) == run + 1) {
        ++run;
        continue;
      }
      array = false;
      lua_createtable(L, int(std::clamp<lua_Integer>(2 * run, 16, INT_MAX)), 0);
      lua_replace(L, 3);
      for (lua_Integer i = 1; i <= run; ++i) {
        OrderedKey k = integer_key(i);
        k.slot = std::uint32_t(i);
        keys.add(k);
        lua_pushinteger(L, i);
        lua_rawseti(L, 3, i);
      }
    }
    OrderedKey k;
    if (!read_key(L, -1, &k)) return refuse_unordered(L, "pairs", -1);
    k.slot = std::uint32_t(keys.size() + 1);
    keys.add(k);
    lua_pushvalue(L, -1);
    lua_rawseti(L, 3, k.slot);
  }
  lua_pushvalue(L, 1);
  if (array) {
    charge_steps(L, run);
    lua_pushinteger(L, run);
    lua_pushcclosure(L, next_index, 2);
  } else {
    std::size_t n = keys.size();
    charge_steps(L, std::int64_t(n) * std::bit_width(n));
    std::sort(keys.begin(), keys.end(), key_less);
    // Put the key table in that order: position i takes the key from slot keys[i - 1].slot,
    // following each cycle of the permutation once; a finished position points at itself.
    OrderedKey* sorted = keys.begin();
    for (std::uint32_t start = 1; start <= n; ++start) {
      if (sorted[start - 1].slot == start) continue;
      lua_rawgeti(L, 3, start);
      std::uint32_t at = start;
      for (std::uint32_t from = sorted[at - 1].slot; from != start; from = sorted[at - 1].slot) {
        lua_rawgeti(L, 3, from);
        lua_rawseti(L, 3, at);
        sorted[at - 1].slot = at;
        at = from;
      }
      lua_rawseti(L, 3, at);
      sorted[at - 1].slot = at;
    }
    lua_pushvalue(L, 3);
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, next_key, 3);
  }
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

// next(t [, k]): the first key in the order, or the one after k, found by one pass over the table.
// k need not be in the table any more: clearing fields while walking them is allowed in Lua, and
// a cleared key cannot be told from one never there.
int sandbox_next(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  lua_pushnil(L);  // slot 3: the best key so far
  bool from_start = lua_isnil(L, 2);
  OrderedKey after{};
  if (!from_start && !read_key(L, 2, &after)) return luaL_error(L, "invalid key to 'next'");
  OrderedKey best{};
  bool found = false;
  std::int64_t n = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pop(L, 1);
    ++n;
    OrderedKey k;
    if (!read_key(L, -1, &k)) return refuse_unordered(L, "next", -1);
    if ((from_start || key_less(after, k)) && (!found || key_less(k, best))) {
      best = k;
      found = true;
      lua_copy(L, -1, 3);
    }
  }
  charge_steps(L, n);
  if (!found) {
    lua_pushnil(L);
    return 1;
  }
  lua_pushvalue(L, 3);
  lua_pushvalue(L, 3);
  lua_rawget(L, 1);
  return 2;
}

}  // namespace

void set_sandbox_pairs(lua_State* L) {
  static const luaL_Reg pairs_funcs[] = {{"pairs", sandbox_pairs}, {"next", sandbox_next}, {nullptr, nullptr}};
  luaL_setfuncs(L, pairs_funcs, 0);
}

}  // namespace cardrt
