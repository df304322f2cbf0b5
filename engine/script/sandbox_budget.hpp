// What the sandbox's functions share to charge their work to the budget and cap what they build.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>

#include <lua.hpp>

#include "lua_host.hpp"
#include "sandbox_lib.hpp"

namespace cardrt {

// luaL_error for places that continue as if it returned: with Lua built as C++ it throws.
template <class... Args>
[[noreturn]] void fail(lua_State* L, const char* fmt, Args... args) {
  luaL_error(L, fmt, args...);
  __builtin_unreachable();
}

inline constexpr std::int64_t kBytesPerStep = 64;  // copying this many bytes costs about one instruction
// Steps a function counts itself before charging them: charge_steps also reads the clock.
inline constexpr std::int64_t kStepBatch = 4096;

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
inline std::size_t max_build_bytes(lua_State* L) { return LuaHost::of(L).limits().string_bytes; }

inline int refuse_bytes(lua_State* L, const char* fname, const char* qualifier, std::uint64_t bytes) {
  char count[24];
  std::snprintf(count, sizeof count, "%llu", static_cast<unsigned long long>(bytes));
  fail(L, "%s: result would be %s%s bytes (the sandbox allows %d MiB)", fname, qualifier, count,
       int(max_build_bytes(L) >> 20));
}

inline int refuse_range(lua_State* L, const char* fname, lua_Integer first, lua_Integer last) {
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

}  // namespace cardrt
