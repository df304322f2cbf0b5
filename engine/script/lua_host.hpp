// A sandboxed Lua state: safe libraries only, require inside one folder, a budget and a deadline
// per call that no script can catch, a memory cap, and Lua errors turned into cardrt::Error.
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <lua.hpp>

#include "cardrt/digest.hpp"
#include "cardrt/error.hpp"
#include "cardrt/rules.hpp"
#include "long_calls.hpp"

namespace cardrt {

// Thrown by a watched host's call that ran long (watch_long_calls): its caller puts back what the
// call changed and makes it once more, counted, so that the instruction budget gives the same
// verdict on every machine. The host does not ask again for the call made once more.
class RepeatCall : public Error {
 public:
  using Error::Error;
};

struct LuaLimits {
  std::size_t memory_bytes = 64u << 20;    // per Lua state, native move lists included
  std::size_t string_bytes = 4u << 20;     // the longest string a script may build
  std::int64_t instructions = 20'000'000;  // steps per call (see charge_steps); 0 = unlimited
  double seconds = 5.0;                    // CPU-time backstop per call; 0 = none
};

class LuaHost {
 public:
  // `root` is the folder `require` may load from ("" = no require).
  LuaHost(std::string root, LuaLimits limits, bool allow_print);
  ~LuaHost();
  LuaHost(const LuaHost&) = delete;
  LuaHost& operator=(const LuaHost&) = delete;

  lua_State* L() const { return L_; }
  const LuaLimits& limits() const { return limits_; }
  // Loads a text chunk (never binary) and runs it. Throws Error("file:line: ...").
  void run_file(const std::string& path);
  // Calls the function below `nargs` arguments on the stack, with a fresh budget; the results
  // stay on the stack. Throws Error with the Lua message; the stack is then back to its base.
  // A watched host throws RepeatCall instead when the call ran long: see watch_long_calls.
  void call(int nargs, int nresults);
  // From now on calls run with no hook on every instruction, and only a call that runs long
  // (LongCalls) meets the budget: it ends with RepeatCall, and the host counts every instruction
  // of its next kCountedCalls calls, more than one step of a match makes, in which the caller
  // repeats it (restoring what it changed). A verdict of the budget is thus the same as when
  // every call counts. Needs an instruction budget.
  void watch_long_calls();
  // Whether the next call counts every instruction (false once watching, until a call ran long).
  bool counting() const { return !watched_ || counted_calls_left_ > 0; }
  static constexpr int kCountedCalls = 16;
  // Runs `body` as a protected call with a fresh budget: Lua errors inside it (metamethods,
  // memory) become an Error instead of a panic. `body` leaves the stack as it found it.
  template <class F>
  void protect(F&& body) {
    auto trampoline = [](lua_State* L) -> int {
      auto* fn = static_cast<F*>(lua_touserdata(L, 1));
      lua_pop(L, 1);
      return lua_guard(L, [&] {
        (*fn)();
        return 0;
      });
    };
    lua_pushcfunction(L_, trampoline);
    lua_pushlightuserdata(L_, &body);
    call(1, 0);
  }
  // Pushes a hook argument's text outside any protected call: throws Error, touching nothing,
  // when the string would not fit the caps (a failed allocation there would abort the process).
  void push_text(std::string_view text);
  // Before a hook argument is built outside any protected call: throws Error when `bytes` more
  // would not fit the memory cap.
  void reserve(std::size_t bytes, const char* what);
  // From now on scripts cannot assign globals, nor change the standard library tables: what a
  // hook could leave there would leak into later matches of this state.
  void seal_globals();
  // Seals the table on top of the stack the same way (inside a protected call).
  void seal_top();
  // Name under which a file shows in messages: relative to the working folder when inside it.
  static std::string display_name(const std::string& path);
  // Lua cuts the name of a chunk in every message it writes to LUA_IDSIZE bytes ("..." and the
  // tail of the path); the host gives back the whole name of each file it loaded, so a message
  // that leaves it names its file once, whole.
  std::string whole_names(std::string message) const;
  // The Lua files loaded so far (run_file and require), as their paths were given.
  const std::vector<std::string>& loaded_files() const { return loaded_files_; }
  // A digest of their bytes as read, in that order.
  std::uint64_t loaded_digest() const { return loaded_digest_.value(); }

  // The host of a state, for the sandbox functions written in C++.
  static LuaHost& of(lua_State* L) { return **static_cast<LuaHost**>(lua_getextraspace(L)); }
  // What the functions a user of the host binds into its state work on (the rules' hook
  // context): reached through the state itself, cheaper than an upvalue on every call.
  void bind_context(void* context) { context_ = context; }
  void* context() const { return context_; }
  // Counts `steps` against the running call's budget; raises the stop error once it is spent.
  void charge(lua_State* L, std::int64_t steps);
  // Gives a new coroutine the count hook (see hook_new_coroutine in lua_host.cpp).
  void hook_coroutine(lua_State* co);
  // Raises the memory-cap error ("WHAT has grown to N MiB") when `native_bytes` beside Lua's own
  // memory pass the cap.
  void check_native_memory(lua_State* L, std::size_t native_bytes, const char* what);
  // What the running call has left for a native search it starts: steps of its budget (counted
  // or not: charge settles which), and bytes under the memory cap.
  std::int64_t steps_left() const { return steps_left_; }
  std::size_t memory_left() const { return limits_.memory_bytes > used_ ? limits_.memory_bytes - used_ : 0; }
  // True once the running call must end: its budget or time is spent. Every catch point a
  // script has (pcall, xpcall, coroutine.resume/close) then raises again instead of returning.
  bool stopping() const { return stop_ != Stop::None; }
  // Raises the stop error (returns only to satisfy lua_CFunction signatures).
  int raise_stop(lua_State* L);

 private:
  enum class Stop { None, Budget, Deadline, Recount };
  static void* alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize);
  static void count_hook(lua_State* L, lua_Debug* ar);
  static int require(lua_State* L);
  static int load_text(lua_State* L);
  void open_safe_libs(bool allow_print);
  // Loads a Lua file's text (never binary) as a chunk named for the file, remembering the name
  // for whole_names.
  int load_file(lua_State* L, const std::string& path);
  void begin_call();
  // Enters the stop state (once) with a message naming where the script was.
  void stop(lua_State* L, Stop why);

  lua_State* L_ = nullptr;
  std::string root_;
  // (Lua's cut name, whole name) of each loaded file whose name Lua cuts.
  std::vector<std::pair<std::string, std::string>> cut_names_;
  std::vector<std::string> loaded_files_;
  Fnv1a loaded_digest_;
  LuaLimits limits_;
  std::size_t used_ = 0;
  // True when the call has used more CPU time than limits_.seconds; the clock is read only every
  // kStepsPerClock steps, since reading it costs a system call.
  bool past_deadline();
  std::int64_t steps_left_ = 0;
  std::int64_t next_clock_ = 0;  // steps_left_ at which the clock is read next
  double cpu_deadline_ = 0;      // thread CPU seconds; 0 until the clock is first read

  std::unique_ptr<LongCalls> watched_;  // set once watching long calls
  int counted_calls_left_ = 0;          // calls to count before watching again
  int depth_ = 0;                       // calls of this host running (a call inside a call: 2)
  void* context_ = nullptr;
  bool counting_now_ = true;  // the running call counts every instruction

  Stop stop_ = Stop::None;
  std::string stop_message_;
  bool out_of_memory_ = false;
  bool string_too_long_ = false;
};

// Runs `body` (which returns the number of Lua results); a C++ exception becomes a Lua error, so
// none crosses into Lua (whose protected calls would lose its message). With a `context` ("g:move")
// the message reads "context: what".
template <class F>
int lua_guard(lua_State* L, F&& body, const char* context = nullptr) {
  char message[1024];
  try {
    return body();
  } catch (const std::exception& e) {
    std::strncpy(message, e.what(), sizeof message - 1);
    message[sizeof message - 1] = '\0';
  }
  if (context) return luaL_error(L, "%s: %s", context, message);
  return luaL_error(L, "%s", message);
}

}  // namespace cardrt
