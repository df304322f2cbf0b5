// The sandbox's own pairs, next, tostring, print, table.sort/concat/move/unpack and string functions.
#include "sandbox_lib.hpp"

#include "lua_host.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace cardrt {

namespace {

// ---------------------------------------------------------------------------------------------
// Errors, steps and size caps

// luaL_error for places that continue as if it returned: with Lua built as C++ it throws.
template <class... Args>
[[noreturn]] void fail(lua_State* L, const char* fmt, Args... args) {
  luaL_error(L, fmt, args...);
  __builtin_unreachable();
}

constexpr std::int64_t kBytesPerStep = 64;  // copying this many bytes costs about one instruction
// Steps a function counts itself before charging them: charge_steps also reads the clock.
constexpr std::int64_t kStepBatch = 4096;

// The work of one sandbox call, charged in batches.
class StepMeter {
 public:
  explicit StepMeter(lua_State* L) : L_(L) {}
  void add(std::int64_t steps) {
    pending_ += steps;
    if (pending_ >= kStepBatch) settle();
  }
  void add_bytes(std::size_t bytes) { add(std::int64_t(bytes) / kBytesPerStep); }
  // Charges what is pending; every call settles before it returns.
  void settle() {
    if (pending_ <= 0) return;
    std::int64_t steps = pending_;
    pending_ = 0;
    charge_steps(L_, steps);
  }

 private:
  lua_State* L_;
  std::int64_t pending_ = 0;
};

// The longest string a sandbox function builds: the host's string cap, so the function refuses
// before building what the allocator would refuse anyway.
std::size_t max_build_bytes(lua_State* L) { return LuaHost::of(L).limits().string_bytes; }

int refuse_bytes(lua_State* L, const char* fname, const char* qualifier, std::uint64_t bytes) {
  char count[24];
  std::snprintf(count, sizeof count, "%llu", static_cast<unsigned long long>(bytes));
  fail(L, "%s: result would be %s%s bytes (the sandbox allows %d MiB)", fname, qualifier, count,
       int(max_build_bytes(L) >> 20));
}

int refuse_range(lua_State* L, const char* fname, lua_Integer first, lua_Integer last) {
  fail(L, "%s: the range %I to %I has more than %I elements (the sandbox's limit)", fname, first, last,
       lua_Integer(kMaxBuildItems));
}

// A luaL_Buffer that refuses to grow past the host's string cap. Like any luaL_Buffer it owns the stack
// slot above what was pushed when it was made: push nothing else across its calls.
class CappedBuffer {
 public:
  CappedBuffer(lua_State* L, const char* fname) : L_(L), fname_(fname) { luaL_buffinit(L, &b_); }
  CappedBuffer(const CappedBuffer&) = delete;
  CappedBuffer& operator=(const CappedBuffer&) = delete;
  void add(const char* s, std::size_t n) {
    make_room(n);
    luaL_addlstring(&b_, s, n);
  }
  void add_char(char c) {
    make_room(1);
    luaL_addchar(&b_, c);
  }
  // Adds the string (or number) on top of the stack, and pops it.
  void add_value() {
    std::size_t n = 0;
    lua_tolstring(L_, -1, &n);
    make_room(n);
    luaL_addvalue(&b_);
  }
  std::size_t size() const { return luaL_bufflen(&b_); }
  void push_result() { luaL_pushresult(&b_); }

 private:
  void make_room(std::size_t n) {
    if (n > max_build_bytes(L_) - size()) refuse_bytes(L_, fname_, "at least ", size() + n);
  }
  lua_State* L_;
  const char* fname_;
  luaL_Buffer b_;
};

// ---------------------------------------------------------------------------------------------
// tostring and print

// Pushes the text tostring gives the value at idx and returns it: __tostring when there is one,
// Lua's own text for numbers, strings, booleans and nil, and for the other types their name (or
// the metatable's __name) without the address Lua would add.
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

// ---------------------------------------------------------------------------------------------
// pairs and next: integer keys ascending, other numbers ascending, strings in byte order, false,
// true. The process's string hash seed, which decides Lua's own traversal order, plays no part.

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

// ---------------------------------------------------------------------------------------------
// table.sort, concat, move, unpack

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

// ---------------------------------------------------------------------------------------------
// Character classes of the C locale, whatever locale the process runs in: %q's escapes and the
// pattern classes.

enum CharClass : std::uint16_t {
  kAlpha = 1 << 0,
  kControl = 1 << 1,
  kDigit = 1 << 2,
  kGraph = 1 << 3,
  kLower = 1 << 4,
  kPunct = 1 << 5,
  kSpace = 1 << 6,
  kUpper = 1 << 7,
  kHex = 1 << 8,
  kZero = 1 << 9,  // %z, which Lua 5.4 still accepts (deprecated) for "\0"
};

constexpr std::array<std::uint16_t, 256> make_char_classes() {
  std::array<std::uint16_t, 256> classes{};
  for (int c = 0; c < 256; ++c) {
    std::uint16_t m = 0;
    bool lower = c >= 'a' && c <= 'z', upper = c >= 'A' && c <= 'Z', digit = c >= '0' && c <= '9';
    if (lower) m |= kLower;
    if (upper) m |= kUpper;
    if (lower || upper) m |= kAlpha;
    if (digit) m |= kDigit;
    if (digit || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')) m |= kHex;
    if (c < 32 || c == 127) m |= kControl;
    if (c == ' ' || (c >= '\t' && c <= '\r')) m |= kSpace;
    if (c > 32 && c < 127) m |= kGraph;
    if (c > 32 && c < 127 && !lower && !upper && !digit) m |= kPunct;
    if (c == 0) m |= kZero;
    classes[std::size_t(c)] = m;
  }
  return classes;
}
constexpr std::array<std::uint16_t, 256> kCharClasses = make_char_classes();

bool has_class(unsigned char c, std::uint16_t mask) { return (kCharClasses[c] & mask) != 0; }
bool is_digit(char c) { return has_class(static_cast<unsigned char>(c), kDigit); }
bool is_letter(char c) { return has_class(static_cast<unsigned char>(c), kAlpha); }

// ---------------------------------------------------------------------------------------------
// string.rep and string.format

int sandbox_rep(lua_State* L) {
  std::size_t l = 0, lsep = 0;
  const char* s = luaL_checklstring(L, 1, &l);
  lua_Integer n = luaL_checkinteger(L, 2);
  const char* sep = luaL_optlstring(L, 3, "", &lsep);
  if (n <= 0 || l + lsep == 0) {
    lua_pushliteral(L, "");
    return 1;
  }
  std::uint64_t period = l + lsep, total = 0;
  if (__builtin_mul_overflow(std::uint64_t(n), period, &total))
    return refuse_bytes(L, "string.rep", "more than ", UINT64_MAX);
  total -= lsep;  // no separator after the last copy
  if (total > max_build_bytes(L)) return refuse_bytes(L, "string.rep", "", total);
  charge_steps(L, std::int64_t(total) / kBytesPerStep + 1);
  // The result is the start of s..sep..s..sep..: write one period, then copy what is written
  // after itself until it is long enough (a whole number of periods each time).
  luaL_Buffer b;
  char* out = luaL_buffinitsize(L, &b, total);
  std::size_t done = std::min<std::size_t>(l, total);
  std::memcpy(out, s, done);
  std::size_t sep_part = std::min<std::size_t>(lsep, total - done);
  std::memcpy(out + done, sep, sep_part);
  done += sep_part;
  while (done < total) {
    std::size_t k = std::min<std::size_t>(done, total - done);
    std::memcpy(out + done, out, k);
    done += k;
  }
  luaL_pushresultsize(&b, total);
  return 1;
}

// Flags each conversion accepts, as Lua 5.4 checks them.
constexpr const char* kFlagsFloat = "-+ #0";  // a A e E f g G
constexpr const char* kFlagsHex = "-#0";      // o x X
constexpr const char* kFlagsInt = "-+ 0";     // d i
constexpr const char* kFlagsUnsigned = "-0";  // u
constexpr const char* kFlagsText = "-";       // c s
// Lua refuses a conversion whose '%'-less text (flags, width, precision, letter) is this long.
constexpr std::size_t kMaxSpec = 21;
// Room for any one conversion: "%99.99f" of the largest double is 410 characters.
constexpr std::size_t kItemBytes = 512;

// Lua's rule for one conversion `form` ("%...x"): flags from `flags`, a width of at most two
// digits, then (if `precision`) '.' and at most two digits, then the letter.
void check_spec(lua_State* L, const char* form, const char* flags, bool precision) {
  const char* q = form + 1;
  while (*q != '\0' && std::strchr(flags, *q)) ++q;
  if (*q != '0') {
    for (int k = 0; k < 2 && is_digit(*q); ++k) ++q;
    if (*q == '.' && precision) {
      ++q;
      for (int k = 0; k < 2 && is_digit(*q); ++k) ++q;
    }
  }
  if (!is_letter(*q)) fail(L, "invalid conversion specification: '%s'", form);
}

// %d %i %u %o %x %X: `form` gets the length modifier of lua_Integer before its letter.
int format_integer(lua_State* L, int arg, char* form, const char* flags, char* item) {
  lua_Integer n = luaL_checkinteger(L, arg);
  check_spec(L, form, flags, true);
  std::size_t len = std::strlen(form);
  char letter = form[len - 1];
  std::memcpy(form + len - 1, "ll", 2);
  form[len + 1] = letter;
  form[len + 2] = '\0';
  if (letter == 'd' || letter == 'i') return std::snprintf(item, kItemBytes, form, static_cast<long long>(n));
  return std::snprintf(item, kItemBytes, form, static_cast<unsigned long long>(n));
}

// %q: the value as Lua source that reads back as the same value.
void add_literal(lua_State* L, CappedBuffer& out, int arg) {
  switch (lua_type(L, arg)) {
    case LUA_TSTRING: {
      std::size_t len = 0;
      const char* s = lua_tolstring(L, arg, &len);
      out.add_char('"');
      for (std::size_t i = 0; i < len; ++i) {
        auto c = static_cast<unsigned char>(s[i]);
        if (c == '"' || c == '\\' || c == '\n') {
          out.add_char('\\');
          out.add_char(char(c));
        } else if (has_class(c, kControl)) {
          // Three digits when a digit follows, which would otherwise extend the escape.
          char escape[8];
          bool digit_follows = i + 1 < len && is_digit(s[i + 1]);
          int nb = std::snprintf(escape, sizeof escape, digit_follows ? "\\%03d" : "\\%d", int(c));
          out.add(escape, std::size_t(nb));
        } else {
          out.add_char(char(c));
        }
      }
      out.add_char('"');
      break;
    }
    case LUA_TNUMBER: {
      char item[kItemBytes];
      int nb = 0;
      if (lua_isinteger(L, arg)) {
        lua_Integer n = lua_tointeger(L, arg);
        // The smallest integer has no decimal literal: -9223372036854775808 reads as a float.
        nb = n == LUA_MININTEGER ? std::snprintf(item, sizeof item, "0x%llx", static_cast<unsigned long long>(n))
                                 : std::snprintf(item, sizeof item, "%lld", static_cast<long long>(n));
      } else {
        lua_Number x = lua_tonumber(L, arg);
        if (x == HUGE_VAL)
          nb = std::snprintf(item, sizeof item, "1e9999");
        else if (x == -HUGE_VAL)
          nb = std::snprintf(item, sizeof item, "-1e9999");
        else if (std::isnan(x))
          nb = std::snprintf(item, sizeof item, "(0/0)");
        else
          nb = std::snprintf(item, sizeof item, "%a", x);
      }
      out.add(item, std::size_t(nb));
      break;
    }
    case LUA_TNIL: out.add("nil", 3); break;
    case LUA_TBOOLEAN:
      if (lua_toboolean(L, arg))
        out.add("true", 4);
      else
        out.add("false", 5);
      break;
    default: luaL_argerror(L, arg, "value has no literal form");
  }
}

// string.format(fmt, ...): Lua 5.4's conversions and checks, each formatted by snprintf as Lua
// does; %s shows values as the sandbox's tostring does, %p is refused, the result is capped.
int sandbox_format(lua_State* L) {
  std::size_t fmt_len = 0;
  const char* fmt = luaL_checklstring(L, 1, &fmt_len);
  const char* const fmt_end = fmt + fmt_len;
  int top = lua_gettop(L);
  int arg = 1;
  StepMeter steps(L);
  CappedBuffer out(L, "string.format");
  while (fmt < fmt_end) {
    const auto* percent = static_cast<const char*>(std::memchr(fmt, '%', std::size_t(fmt_end - fmt)));
    if (!percent) {
      out.add(fmt, std::size_t(fmt_end - fmt));
      break;
    }
    out.add(fmt, std::size_t(percent - fmt));
    fmt = percent + 1;
    if (fmt < fmt_end && *fmt == '%') {
      out.add_char('%');
      ++fmt;
      continue;
    }
    if (++arg > top) return luaL_argerror(L, arg, "no value");
    std::size_t span = 0;
    while (fmt + span < fmt_end && fmt[span] != '\0' && std::strchr("-+ #0123456789.", fmt[span])) ++span;
    if (span >= kMaxSpec) return luaL_error(L, "invalid format (too long)");
    // "%", the span, the letter (none at the end of fmt) and room for a length modifier.
    char form[kMaxSpec + 5];
    form[0] = '%';
    std::memcpy(form + 1, fmt, span);
    bool has_letter = fmt + span < fmt_end;
    char letter = has_letter ? fmt[span] : '\0';
    form[span + 1] = letter;
    form[span + 2] = '\0';
    fmt += span + (has_letter ? 1 : 0);
    steps.add(1);
    char item[kItemBytes];
    int nb = -1;  // the length of `item`, when the conversion formats into it
    switch (letter) {
      case 'c':
        check_spec(L, form, kFlagsText, false);
        nb = std::snprintf(item, kItemBytes, form, int(luaL_checkinteger(L, arg)));
        break;
      case 'd':
      case 'i': nb = format_integer(L, arg, form, kFlagsInt, item); break;
      case 'u': nb = format_integer(L, arg, form, kFlagsUnsigned, item); break;
      case 'o':
      case 'x':
      case 'X': nb = format_integer(L, arg, form, kFlagsHex, item); break;
      case 'a':
      case 'A':
        check_spec(L, form, kFlagsFloat, true);
        nb = std::snprintf(item, kItemBytes, form, luaL_checknumber(L, arg));
        break;
      case 'e':
      case 'E':
      case 'f':
      case 'g':
      case 'G': {
        lua_Number x = luaL_checknumber(L, arg);
        check_spec(L, form, kFlagsFloat, true);
        nb = std::snprintf(item, kItemBytes, form, x);
        break;
      }
      case 'p': return luaL_error(L, "string.format: %%p shows addresses and is not available in rules");
      case 'q':
        if (span > 0) return luaL_error(L, "specifier '%%q' cannot have modifiers");
        add_literal(L, out, arg);
        break;
      case 's': {
        std::size_t len = 0;
        const char* s = push_text(L, arg, &len);
        if (span == 0) {
          out.add_value();
          break;
        }
        luaL_argcheck(L, len == std::strlen(s), arg, "string contains zeros");
        check_spec(L, form, kFlagsText, true);
        if (!std::strchr(form, '.') && len >= 100) {
          out.add_value();  // snprintf could not widen it anyway
          break;
        }
        nb = std::snprintf(item, kItemBytes, form, s);
        lua_pop(L, 1);
        break;
      }
      default: return luaL_error(L, "invalid conversion '%s' to 'format'", form);
    }
    if (nb >= 0) out.add(item, std::size_t(nb));
  }
  steps.add_bytes(fmt_len + out.size());
  out.push_result();
  steps.settle();
  return 1;
}

// ---------------------------------------------------------------------------------------------
// Lua patterns (reference manual §6.4.1), matched by backtracking in the same order as Lua's own
// matcher, so matches, captures, errors and the depth limit agree with it.

constexpr int kMaxCaptures = 32;     // Lua's LUA_MAXCAPTURES: "too many captures" past it
constexpr int kMaxMatchDepth = 200;  // Lua's MAXCCALLS: "pattern too complex" past it
constexpr std::ptrdiff_t kCaptureOpen = -1;
constexpr std::ptrdiff_t kCapturePosition = -2;

// Whether c belongs to the class %cl. An upper-case class letter is its complement; any other
// character after '%' stands for itself.
bool in_class(unsigned char c, unsigned char cl) {
  std::uint16_t mask = 0;
  switch (cl | 0x20) {
    case 'a': mask = kAlpha; break;
    case 'c': mask = kControl; break;
    case 'd': mask = kDigit; break;
    case 'g': mask = kGraph; break;
    case 'l': mask = kLower; break;
    case 'p': mask = kPunct; break;
    case 's': mask = kSpace; break;
    case 'u': mask = kUpper; break;
    case 'w': mask = kAlpha | kDigit; break;
    case 'x': mask = kHex; break;
    case 'z': mask = kZero; break;
    default: return cl == c;  // only letters land on these cases
  }
  bool in = has_class(c, mask);
  return has_class(cl, kUpper) ? !in : in;
}

// One subject and one pattern (without gsub's or find's leading '^'), matched from given starts.
// Each step of the matching loop and each character a repetition takes is counted in `steps`.
class Matcher {
 public:
  Matcher(lua_State* L, StepMeter& steps, const char* s, std::size_t ls, const char* p, std::size_t lp)
      : L_(L), steps_(steps), s_begin_(s), s_end_(s + ls), p_end_(p + lp) {}

  // Before each attempt from a new start in the subject.
  void restart() {
    level_ = 0;
    depth_left_ = kMaxMatchDepth;
  }

  // Matches the pattern from p against the subject from s: the end of the match, or null.
  const char* match(const char* s, const char* p) {
    if (depth_left_ == 0) fail(L_, "pattern too complex");
    --depth_left_;
    const char* end = match_here(s, p);
    ++depth_left_;
    return end;
  }

  // Capture i of the last match s..e (capture 0 is the whole match when the pattern has none):
  // its length with *text set, or kCapturePosition with the position pushed.
  std::ptrdiff_t capture(int i, const char* s, const char* e, const char** text) {
    if (i >= level_) {
      if (i != 0) fail(L_, "invalid capture index %%%d", i + 1);
      *text = s;
      return e - s;
    }
    std::ptrdiff_t len = captures_[i].len;
    if (len == kCaptureOpen) fail(L_, "unfinished capture");
    if (len == kCapturePosition) lua_pushinteger(L_, captures_[i].start - s_begin_ + 1);
    *text = captures_[i].start;
    return len;
  }

  void push_capture(int i, const char* s, const char* e) {
    const char* text = nullptr;
    std::ptrdiff_t len = capture(i, s, e, &text);
    if (len != kCapturePosition) lua_pushlstring(L_, text, std::size_t(len));
  }

  // Pushes the captures of the last match s..e, or the whole match when there are none and
  // `whole` says so; returns how many.
  int push_captures(const char* s, const char* e, bool whole) {
    int n = (level_ == 0 && whole) ? 1 : level_;
    luaL_checkstack(L_, n, "too many captures");
    for (int i = 0; i < n; ++i) push_capture(i, s, e);
    return n;
  }

 private:
  struct Capture {
    const char* start;
    std::ptrdiff_t len;  // or kCaptureOpen, kCapturePosition
  };

  const char* match_here(const char* s, const char* p) {
    for (;;) {
      steps_.add(1);
      if (p == p_end_) return s;
      switch (*p) {
        case '(':
          if (p + 1 < p_end_ && p[1] == ')') return open_capture(s, p + 2, kCapturePosition);
          return open_capture(s, p + 1, kCaptureOpen);
        case ')': return close_capture(s, p + 1);
        case '$':
          if (p + 1 == p_end_) return s == s_end_ ? s : nullptr;
          break;  // elsewhere '$' is an ordinary character
        case '%':
          if (p + 1 == p_end_) break;  // class_end reports it
          if (p[1] == 'b') {
            s = match_balance(s, p + 2);
            if (!s) return nullptr;
            p += 4;
            continue;
          }
          if (p[1] == 'f') {
            p += 2;
            if (p == p_end_ || *p != '[') fail(L_, "missing '[' after '%%f' in pattern");
            const char* set_end = class_end(p);
            auto before = static_cast<unsigned char>(s == s_begin_ ? '\0' : s[-1]);
            auto here = static_cast<unsigned char>(s == s_end_ ? '\0' : *s);
            if (in_set(before, p, set_end - 1) || !in_set(here, p, set_end - 1)) return nullptr;
            p = set_end;
            continue;
          }
          if (is_digit(p[1])) {
            s = match_back_reference(s, p[1]);
            if (!s) return nullptr;
            p += 2;
            continue;
          }
          break;
      }
      // A single-character class, maybe followed by a quantifier.
      const char* ep = class_end(p);
      char quantifier = ep < p_end_ ? *ep : '\0';
      if (!single_match(s, p, ep)) {
        if (quantifier == '*' || quantifier == '?' || quantifier == '-') {
          p = ep + 1;  // zero repetitions
          continue;
        }
        return nullptr;
      }
      switch (quantifier) {
        case '?':
          if (const char* end = match(s + 1, ep + 1)) return end;
          p = ep + 1;
          continue;
        case '+': return match_longest(s + 1, p, ep);
        case '*': return match_longest(s, p, ep);
        case '-': return match_shortest(s, p, ep);
        default:
          ++s;
          p = ep;
          continue;
      }
    }
  }

  // The end of the single-character class starting at p.
  const char* class_end(const char* p) {
    char c = *p++;
    if (c == '%') {
      if (p == p_end_) fail(L_, "malformed pattern (ends with '%%')");
      return p + 1;
    }
    if (c == '[') {
      if (p < p_end_ && *p == '^') ++p;
      // The set's first character is a member even when it is ']'.
      for (bool first = true;; first = false) {
        if (p == p_end_) fail(L_, "malformed pattern (missing ']')");
        if (!first && *p == ']') return p + 1;
        if (*p++ == '%' && p < p_end_) ++p;
      }
    }
    return p;
  }

  // Whether c is in the set [ ... ] from p (at '[') to last (at its ']').
  static bool in_set(unsigned char c, const char* p, const char* last) {
    bool negated = p[1] == '^';
    p += negated ? 2 : 1;
    while (p < last) {
      if (*p == '%') {
        if (in_class(c, static_cast<unsigned char>(p[1]))) return !negated;
        p += 2;
      } else if (p[1] == '-' && p + 2 < last) {
        if (static_cast<unsigned char>(p[0]) <= c && c <= static_cast<unsigned char>(p[2])) return !negated;
        p += 3;
      } else {
        if (static_cast<unsigned char>(*p) == c) return !negated;
        ++p;
      }
    }
    return negated;
  }

  // Whether the subject character at s is in the class p..ep.
  bool single_match(const char* s, const char* p, const char* ep) const {
    if (s >= s_end_) return false;
    auto c = static_cast<unsigned char>(*s);
    switch (*p) {
      case '.': return true;
      case '%': return in_class(c, static_cast<unsigned char>(p[1]));
      case '[': return in_set(c, p, ep - 1);
      default: return static_cast<unsigned char>(*p) == c;
    }
  }

  // Class p..ep repeated as often as possible from s, then fewer until the rest matches.
  const char* match_longest(const char* s, const char* p, const char* ep) {
    std::ptrdiff_t count = 0;
    while (single_match(s + count, p, ep)) {
      ++count;
      steps_.add(1);
    }
    for (;; --count) {
      if (const char* end = match(s + count, ep + 1)) return end;
      if (count == 0) return nullptr;
    }
  }

  // Class p..ep repeated as rarely as possible from s: one more each time the rest fails.
  const char* match_shortest(const char* s, const char* p, const char* ep) {
    for (;;) {
      if (const char* end = match(s, ep + 1)) return end;
      if (!single_match(s, p, ep)) return nullptr;
      ++s;
    }
  }

  // %bxy at p (after "%b"): x, then text where x and y balance, then y.
  const char* match_balance(const char* s, const char* p) {
    if (p_end_ - p < 2) fail(L_, "malformed pattern (missing arguments to '%%b')");
    if (s >= s_end_ || *s != p[0]) return nullptr;
    const char open = p[0], close = p[1];
    int depth = 1;
    for (const char* q = s + 1; q < s_end_; ++q) {
      steps_.add(1);
      if (*q == close) {
        if (--depth == 0) return q + 1;
      } else if (*q == open) {
        ++depth;
      }
    }
    return nullptr;
  }

  // %1..%9 (and the invalid %0): the text of that finished capture again.
  const char* match_back_reference(const char* s, char digit) {
    int i = digit - '1';
    if (i < 0 || i >= level_ || captures_[i].len == kCaptureOpen) fail(L_, "invalid capture index %%%d", i + 1);
    std::ptrdiff_t len = captures_[i].len;
    if (len == kCapturePosition || s_end_ - s < len) return nullptr;  // a position has no text
    steps_.add_bytes(std::size_t(len));
    if (std::memcmp(captures_[i].start, s, std::size_t(len)) != 0) return nullptr;
    return s + len;
  }

  const char* open_capture(const char* s, const char* p, std::ptrdiff_t what) {
    if (level_ >= kMaxCaptures) fail(L_, "too many captures");
    captures_[level_] = Capture{s, what};
    ++level_;
    const char* end = match(s, p);
    if (!end) --level_;
    return end;
  }

  const char* close_capture(const char* s, const char* p) {
    int i = level_ - 1;
    while (i >= 0 && captures_[i].len != kCaptureOpen) --i;
    if (i < 0) fail(L_, "invalid pattern capture");
    captures_[i].len = s - captures_[i].start;
    const char* end = match(s, p);
    if (!end) captures_[i].len = kCaptureOpen;
    return end;
  }

  lua_State* L_;
  StepMeter& steps_;
  const char* s_begin_;
  const char* s_end_;
  const char* p_end_;
  int level_ = 0;  // captures opened
  int depth_left_ = kMaxMatchDepth;
  Capture captures_[kMaxCaptures];
};

// Where a search starts, 0-based, from Lua's 1-based init that may count from the end; past the
// end when init is.
std::size_t start_offset(lua_Integer init, std::size_t len) {
  if (init > 0) return std::size_t(init) - 1;
  if (init == 0 || init < -lua_Integer(len)) return 0;
  return len - std::size_t(-init);
}

bool has_specials(const char* p, std::size_t lp) {
  for (std::size_t i = 0; i < lp; ++i)
    if (p[i] != '\0' && std::strchr("^$*+?.([%-", p[i])) return true;
  return false;
}

// The first occurrence of needle in hay, as Lua's plain find searches, each candidate charged.
const char* find_plain(StepMeter& steps, const char* hay, std::size_t n, const char* needle, std::size_t m) {
  if (m == 0) return hay;
  if (m > n) return nullptr;
  const char* last = hay + (n - m);  // the last place a match can start
  for (const char* at = hay; at <= last;) {
    const auto* hit = static_cast<const char*>(std::memchr(at, needle[0], std::size_t(last - at) + 1));
    if (!hit) {
      steps.add_bytes(std::size_t(last - at));
      return nullptr;
    }
    steps.add_bytes(std::size_t(hit - at) + m);
    steps.add(1);
    if (std::memcmp(hit + 1, needle + 1, m - 1) == 0) return hit;
    at = hit + 1;
  }
  return nullptr;
}

// string.find and string.match.
int find_or_match(lua_State* L, bool find) {
  std::size_t ls = 0, lp = 0;
  const char* s = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  std::size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
  if (init > ls) {
    luaL_pushfail(L);
    return 1;
  }
  StepMeter steps(L);
  if (find && (lua_toboolean(L, 4) || !has_specials(p, lp))) {
    const char* at = find_plain(steps, s + init, ls - init, p, lp);
    steps.settle();
    if (at) {
      lua_pushinteger(L, at - s + 1);
      lua_pushinteger(L, lua_Integer(std::size_t(at - s) + lp));
      return 2;
    }
    luaL_pushfail(L);
    return 1;
  }
  bool anchored = lp > 0 && *p == '^';
  if (anchored) {
    ++p;
    --lp;
  }
  Matcher m(L, steps, s, ls, p, lp);
  for (std::size_t at = init; at <= ls; ++at) {
    m.restart();
    if (const char* end = m.match(s + at, p)) {
      int n = 0;
      if (find) {
        lua_pushinteger(L, lua_Integer(at) + 1);
        lua_pushinteger(L, end - s);
        n = 2 + m.push_captures(nullptr, nullptr, false);
      } else {
        n = m.push_captures(s + at, end, true);
      }
      steps.settle();
      return n;
    }
    if (anchored) break;
  }
  steps.settle();
  luaL_pushfail(L);
  return 1;
}

int sandbox_find(lua_State* L) { return find_or_match(L, true); }
int sandbox_match(lua_State* L) { return find_or_match(L, false); }

// Where a gmatch loop stands, as offsets into its subject.
struct GmatchState {
  std::size_t next;      // where the next search starts
  std::size_t last_end;  // where the last match ended; SIZE_MAX before the first
};

// The gmatch iterator. Upvalues: subject, pattern, GmatchState. As in Lua 5.4 a leading '^' is an
// ordinary character here, and an empty match right where the last match ended does not count.
int gmatch_step(lua_State* L) {
  std::size_t ls = 0, lp = 0;
  const char* s = lua_tolstring(L, lua_upvalueindex(1), &ls);
  const char* p = lua_tolstring(L, lua_upvalueindex(2), &lp);
  auto* state = static_cast<GmatchState*>(lua_touserdata(L, lua_upvalueindex(3)));
  StepMeter steps(L);
  Matcher m(L, steps, s, ls, p, lp);
  for (std::size_t at = state->next; at <= ls; ++at) {
    m.restart();
    const char* end = m.match(s + at, p);
    if (end && std::size_t(end - s) != state->last_end) {
      state->next = state->last_end = std::size_t(end - s);
      int n = m.push_captures(s + at, end, true);
      steps.settle();
      return n;
    }
  }
  state->next = ls + 1;
  steps.settle();
  return 0;
}

int sandbox_gmatch(lua_State* L) {
  std::size_t ls = 0;
  luaL_checklstring(L, 1, &ls);
  luaL_checkstring(L, 2);
  std::size_t init = start_offset(luaL_optinteger(L, 3, 1), ls);
  lua_settop(L, 2);
  auto* state = static_cast<GmatchState*>(lua_newuserdatauv(L, sizeof(GmatchState), 0));
  state->next = std::min(init, ls + 1);
  state->last_end = SIZE_MAX;
  lua_pushcclosure(L, gmatch_step, 3);
  return 1;
}

// gsub's replacement string (slot 3) for the match s..e: %0-%9 and %% expanded.
void add_replacement_text(lua_State* L, Matcher& m, CappedBuffer& out, const char* s, const char* e) {
  std::size_t len = 0;
  const char* r = lua_tolstring(L, 3, &len);
  const char* const end = r + len;
  while (const auto* percent = static_cast<const char*>(std::memchr(r, '%', std::size_t(end - r)))) {
    out.add(r, std::size_t(percent - r));
    char c = percent + 1 < end ? percent[1] : '\0';
    if (c == '%') {
      out.add_char('%');
    } else if (c == '0') {
      out.add(s, std::size_t(e - s));
    } else if (is_digit(c)) {
      const char* text = nullptr;
      std::ptrdiff_t n = m.capture(c - '1', s, e, &text);
      if (n == kCapturePosition)
        out.add_value();
      else
        out.add(text, std::size_t(n));
    } else {
      fail(L, "invalid use of '%c' in replacement string", '%');
    }
    r = percent + 2;
  }
  out.add(r, std::size_t(end - r));
}

// Adds gsub's replacement for the match s..e; false when the match is kept as it was.
bool add_replacement(lua_State* L, Matcher& m, CappedBuffer& out, const char* s, const char* e, int kind) {
  if (kind == LUA_TFUNCTION) {
    lua_pushvalue(L, 3);
    int n = m.push_captures(s, e, true);
    lua_call(L, n, 1);
  } else if (kind == LUA_TTABLE) {
    m.push_capture(0, s, e);
    lua_gettable(L, 3);
  } else {
    add_replacement_text(L, m, out, s, e);
    return true;
  }
  if (!lua_toboolean(L, -1)) {
    lua_pop(L, 1);
    out.add(s, std::size_t(e - s));
    return false;
  }
  if (!lua_isstring(L, -1)) fail(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  out.add_value();
  return true;
}

int sandbox_gsub(lua_State* L) {
  std::size_t ls = 0, lp = 0;
  const char* src = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  int kind = lua_type(L, 3);
  lua_Integer max_n = luaL_optinteger(L, 4, lua_Integer(ls) + 1);
  luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE, 3,
                   "string/function/table");
  bool anchored = lp > 0 && *p == '^';
  if (anchored) {
    ++p;
    --lp;
  }
  StepMeter steps(L);
  CappedBuffer out(L, "string.gsub");
  Matcher m(L, steps, src, ls, p, lp);
  const char* const src_end = src + ls;
  const char* s = src;
  const char* last_end = nullptr;
  lua_Integer n = 0;
  bool changed = false;
  while (n < max_n) {
    m.restart();
    const char* e = m.match(s, p);
    if (e && e != last_end) {
      ++n;
      changed = add_replacement(L, m, out, s, e, kind) || changed;
      s = last_end = e;
    } else if (s < src_end) {
      out.add_char(*s++);
    } else {
      break;
    }
    if (anchored) break;
  }
  if (changed) {
    out.add(s, std::size_t(src_end - s));
    steps.add_bytes(out.size());
    out.push_result();
  } else {
    lua_pushvalue(L, 1);
  }
  lua_pushinteger(L, n);
  steps.settle();
  return 2;
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

void open_sandbox_lib(lua_State* L) {
  static const luaL_Reg base_funcs[] = {
      {"pairs", sandbox_pairs}, {"next", sandbox_next}, {"tostring", sandbox_tostring}, {nullptr, nullptr}};
  static const luaL_Reg table_funcs[] = {{"sort", sandbox_sort},
                                         {"concat", sandbox_concat},
                                         {"move", sandbox_move},
                                         {"unpack", sandbox_unpack},
                                         {nullptr, nullptr}};
  static const luaL_Reg string_funcs[] = {{"rep", sandbox_rep},     {"format", sandbox_format}, {"find", sandbox_find},
                                          {"match", sandbox_match}, {"gmatch", sandbox_gmatch}, {"gsub", sandbox_gsub},
                                          {nullptr, nullptr}};
  lua_pushglobaltable(L);
  luaL_setfuncs(L, base_funcs, 0);
  // print only where the host kept it (test scripts).
  if (lua_getfield(L, -1, "print") != LUA_TNIL) {
    lua_pushcfunction(L, sandbox_print);
    lua_setfield(L, -3, "print");
  }
  lua_pop(L, 1);
  if (lua_getfield(L, -1, LUA_TABLIBNAME) == LUA_TTABLE) {
    luaL_setfuncs(L, table_funcs, 0);
    for (const char* name : {"insert", "remove"}) {
      lua_getfield(L, -1, name);
      lua_pushboolean(L, name[0] == 'i');
      lua_pushcclosure(L, charged_shift, 2);
      lua_setfield(L, -2, name);
    }
  }
  lua_pop(L, 1);
  if (lua_getfield(L, -1, LUA_STRLIBNAME) == LUA_TTABLE) luaL_setfuncs(L, string_funcs, 0);
  lua_pop(L, 2);
}

}  // namespace cardrt
