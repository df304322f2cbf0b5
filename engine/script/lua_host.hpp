// A sandboxed Lua state: safe libraries only, require inside one folder, an instruction budget
// per call, a memory cap, and Lua errors turned into cardrt::Error (and C++ errors into Lua ones).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include <lua.hpp>

#include "cardrt/error.hpp"

namespace cardrt {

struct LuaLimits {
  std::size_t memory_bytes = 64u << 20;        // per Lua state
  std::int64_t instructions = 20'000'000;      // per hook call; 0 = unlimited
};

class LuaHost {
 public:
  // `root` is the folder `require` may load from ("" = no require).
  LuaHost(std::string root, LuaLimits limits, bool allow_print);
  ~LuaHost();
  LuaHost(const LuaHost&) = delete;
  LuaHost& operator=(const LuaHost&) = delete;

  lua_State* L() const { return L_; }
  // Loads a text chunk (never binary) and runs it. Throws Error("file:line: ...").
  void run_file(const std::string& path);
  // Calls the function below `nargs` arguments on the stack, with a fresh budget; the results
  // stay on the stack. Throws Error with the Lua message; the stack is then back to its base.
  void call(int nargs, int nresults);
  // Name under which a file shows in messages: relative to the working folder when inside it.
  static std::string display_name(const std::string& path);

 private:
  static void* alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize);
  static void count_hook(lua_State* L, lua_Debug* ar);
  static int require(lua_State* L);
  static int load_text(lua_State* L);
  void open_safe_libs(bool allow_print);

  lua_State* L_ = nullptr;
  std::string root_;
  LuaLimits limits_;
  std::size_t used_ = 0;
  std::int64_t ticks_left_ = 0;
  bool exhausted_ = false;  // the budget of the current call is spent
  bool out_of_memory_ = false;
};

// Runs `body` (which returns the number of Lua results); a C++ exception becomes a Lua error
// raised only after the try block is left, so no longjmp crosses a C++ destructor.
template <class F>
int lua_guard(lua_State* L, F&& body) {
  char message[1024];
  try {
    return body();
  } catch (const std::exception& e) {
    std::strncpy(message, e.what(), sizeof message - 1);
    message[sizeof message - 1] = '\0';
  }
  return luaL_error(L, "%s", message);
}

}  // namespace cardrt
