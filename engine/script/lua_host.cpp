// The sandboxed Lua state behind rule scripts and test scripts.
#include "lua_host.hpp"

#include <time.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "sandbox_lib.hpp"

namespace fs = std::filesystem;

namespace cardrt {

namespace {
constexpr int kTicksPerHook = 1000;              // the count hook fires every this many instructions
constexpr int kBytesPerStep = 64;                // allocating this much costs one step of the budget
constexpr std::int64_t kStepsPerClock = 16'000;  // about 50 us of Lua between two reads of the clock

// CPU time of the calling thread: unlike wall time, a busy machine does not make it run out.
double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

// Message handler of every call: keeps the message and adds where it passed, so a user sees the
// rule line and the hook chain. It runs no script code: an error object that is not a string is
// described, never converted through its metamethods.
int message_handler(lua_State* L) {
  const char* msg = lua_type(L, 1) == LUA_TSTRING || lua_type(L, 1) == LUA_TNUMBER ? lua_tostring(L, 1) : nullptr;
  if (!msg) {
    if (lua_isnil(L, 1))
      msg = "error raised without a message (error(nil))";
    else
      msg = lua_pushfstring(L, "error raised with a %s value instead of a message", luaL_typename(L, 1));
  }
  luaL_traceback(L, L, msg, 1);
  return 1;
}

// Keeps the first line (file:line: message) and the traceback lines that name Lua files,
// dropping the C frames and the noise Lua adds.
std::string tidy(const std::string& full) {
  std::istringstream in(full);
  std::string line, out;
  bool first = true;
  while (std::getline(in, line)) {
    if (first) {
      out = line;
      first = false;
      continue;
    }
    if (line.find("stack traceback:") != std::string::npos || line.find("[C]") != std::string::npos) continue;
    auto pos = line.find_first_not_of(" \t");
    if (pos == std::string::npos) continue;
    out += "\n  " + line.substr(pos);
  }
  return out;
}

// A file's text is a string of the script's: it may be as long as the longest string the script
// may build (4 MiB for rules, 64 MiB for tests, which often load recorded data).
std::string read_file(const std::string& path, std::size_t max_bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(LuaHost::display_name(path) + ": cannot read file");
  std::string text;
  char buffer[1 << 16];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    text.append(buffer, std::size_t(in.gcount()));
    if (text.size() > max_bytes)
      throw Error(LuaHost::display_name(path) + ": larger than " + std::to_string(max_bytes >> 20) +
                  " MiB, the longest file a script of this kind may load (its longest string)");
  }
  return text;
}

// The catch points a script has. Each behaves as Lua's own, except that once the running call
// must stop, it raises the stop error again instead of handing the script a result.
// `skip` is how many stack slots below the results are not results (xpcall's handler).
int finish_pcall(lua_State* L, int status, lua_KContext skip) {
  LuaHost& host = LuaHost::of(L);
  if (host.stopping()) return host.raise_stop(L);
  if (status != LUA_OK && status != LUA_YIELD) {
    lua_pushboolean(L, 0);
    lua_pushvalue(L, -2);
    return 2;
  }
  return lua_gettop(L) - int(skip);
}

int sandbox_pcall(lua_State* L) {
  luaL_checkany(L, 1);
  if (LuaHost::of(L).stopping()) return LuaHost::of(L).raise_stop(L);
  lua_pushboolean(L, 1);
  lua_insert(L, 1);
  return finish_pcall(L, lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall), 0);
}

// xpcall's handler runs the script's handler only while the call may go on: a handler that
// loops, or errors, cannot keep a stopped call alive.
int guarded_handler(lua_State* L) {
  if (LuaHost::of(L).stopping()) return 1;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

int sandbox_xpcall(lua_State* L) {
  int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  if (LuaHost::of(L).stopping()) return LuaHost::of(L).raise_stop(L);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, guarded_handler, 1);  // xpcall(f, h, ...) → guarded h, true, f, ...
  lua_replace(L, 2);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  lua_rotate(L, 3, 2);
  lua_remove(L, 1);
  // stack: handler, true, f, args...
  return finish_pcall(L, lua_pcallk(L, n - 2, LUA_MULTRET, 1, 1, finish_pcall), 1);
}

// coroutine.resume and coroutine.close report a coroutine's error as a result: the original
// function (upvalue 1) runs, and a stopped call raises again.
int rethrow_when_stopping(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  if (LuaHost::of(L).stopping()) return LuaHost::of(L).raise_stop(L);
  return lua_gettop(L);
}

// coroutine.create and coroutine.wrap (upvalue 1): the new coroutine gets the count hook, which
// the thread that creates it may lack (a watched call runs without one), so that a stop or an
// interrupt reaches the code that runs inside it.
int hook_new_coroutine(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  lua_State* co = lua_tothread(L, -1);
  if (!co && lua_getupvalue(L, -1, 1)) {  // wrap's function holds its coroutine as upvalue 1
    co = lua_tothread(L, -1);
    lua_pop(L, 1);
  }
  if (co) LuaHost::of(L).hook_coroutine(co);
  return 1;
}

// setmetatable without __gc and __mode: finalizers and weak tables act when memory is collected,
// which no rule may depend on.
int sandbox_setmetatable(lua_State* L) {
  if (lua_istable(L, 2)) {
    for (const char* field : {"__gc", "__mode"}) {
      if (lua_getfield(L, 2, field) != LUA_TNIL)
        return luaL_error(L, "setmetatable: %s is not available in rules (it depends on when memory is collected)",
                          field);
      lua_pop(L, 1);
    }
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

int refuse_global_write(lua_State* L) {
  const char* name = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2);
  return luaL_error(L,
                    "cannot set global '%s' while a game runs: keep game state in the counters and vars of game.yaml, "
                    "and helpers in locals",
                    name);
}

int refuse_library_write(lua_State* L) {
  // A string or number key is shown (options.sizes[1] names '1'); lua_tostring turns a number
  // into text in place, which is harmless here: the write is refused anyway.
  const int key = lua_type(L, 2);
  const char* name = key == LUA_TSTRING || key == LUA_TNUMBER ? lua_tostring(L, 2) : luaL_typename(L, 2);
  return luaL_error(L, "cannot change '%s': library and engine tables are read-only while a game runs", name);
}

// Iterates a sealed table's fields (upvalue 2) with the sandbox's pairs (upvalue 1).
int sealed_pairs(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_call(L, 1, 3);
  return 3;
}

// The length of a sealed table's fields (upvalue 1): # sees through the proxy.
int sealed_len(lua_State* L) {
  lua_pushinteger(L, lua_Integer(lua_rawlen(L, lua_upvalueindex(1))));
  return 1;
}

// Turns the table on top into an empty proxy that reads through to a table holding its former
// fields and refuses writes with `refuse`; pushes that table. The proxy is recorded as sealed,
// so rawset refuses it too.
void make_read_only(lua_State* L, lua_CFunction refuse) {
  int t = lua_gettop(L);
  lua_newtable(L);  // the fields' new home
  int home = t + 1;
  if (lua_getmetatable(L, t)) lua_setmetatable(L, home);
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, home);
  }
  // Emptied only after the copy: clearing fields while walking them is allowed, adding is not.
  lua_pushnil(L);
  while (lua_next(L, home)) {
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_pushnil(L);
    lua_rawset(L, t);
  }
  lua_createtable(L, 0, 5);
  lua_pushvalue(L, home);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, refuse);
  lua_setfield(L, -2, "__newindex");
  lua_getfield(L, LUA_REGISTRYINDEX, "cardrt.pairs");
  lua_pushvalue(L, home);
  lua_pushcclosure(L, sealed_pairs, 2);
  lua_setfield(L, -2, "__pairs");
  lua_pushvalue(L, home);
  lua_pushcclosure(L, sealed_len, 1);
  lua_setfield(L, -2, "__len");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, t);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardrt.sealed");
  lua_pushvalue(L, t);
  lua_pushboolean(L, 1);
  lua_rawset(L, -3);
  lua_settop(L, home);
}

// rawset, except on sealed tables, which it would change behind their proxies.
int sandbox_rawset(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardrt.sealed");
  lua_pushvalue(L, 1);
  if (lua_rawget(L, -2) != LUA_TNIL) return luaL_error(L, "rawset: this table is read-only while a game runs");
  lua_pop(L, 2);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}
}  // namespace

LuaHost::LuaHost(std::string root, LuaLimits limits, bool allow_print) : root_(std::move(root)), limits_(limits) {
  L_ = lua_newstate(&LuaHost::alloc, this);
  if (!L_) throw Error("cannot create a Lua state");
  *static_cast<LuaHost**>(lua_getextraspace(L_)) = this;
  // An error outside every protected call would abort the process; none is expected, and if
  // one happens it becomes an Error (the C++ build of Lua unwinds through its frames).
  lua_atpanic(L_, [](lua_State* L) -> int {
    const char* msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "no message";
    throw Error(std::string("Lua error outside a protected call: ") + msg);
  });
  protect([&] { open_safe_libs(allow_print); });
  if (limits_.instructions > 0 || limits_.seconds > 0)
    lua_sethook(L_, &LuaHost::count_hook, LUA_MASKCOUNT, kTicksPerHook);
}

LuaHost::~LuaHost() {
  watched_.reset();
  if (L_) lua_close(L_);
}

void LuaHost::watch_long_calls() {
  if (limits_.instructions <= 0) throw Error("only a host with an instruction budget watches for long calls");
  watched_ = std::make_unique<LongCalls>(L_, &LuaHost::count_hook);
  counted_calls_left_ = 0;
  lua_sethook(L_, nullptr, 0, 0);
}

void* LuaHost::alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
  auto* self = static_cast<LuaHost*>(ud);
  if (nsize == 0) {
    std::free(ptr);
    if (ptr) self->used_ -= osize;
    return nullptr;
  }
  // A new object's osize is its type; a string's size is its length plus a small header.
  if (!ptr && osize == LUA_TSTRING && nsize > self->limits_.string_bytes + 64) {
    self->string_too_long_ = true;
    return nullptr;
  }
  std::size_t old = ptr ? osize : 0;
  if (nsize > old && self->used_ - old + nsize > self->limits_.memory_bytes) {
    self->out_of_memory_ = true;
    return nullptr;
  }
  void* out = std::realloc(ptr, nsize);
  if (!out) return nullptr;
  self->used_ = self->used_ - old + nsize;
  // Building large values costs time that no instruction count shows.
  if (nsize > old) self->steps_left_ -= std::int64_t((nsize - old) / kBytesPerStep);
  return out;
}

void LuaHost::stop(lua_State* L, Stop why) {
  if (stop_ != Stop::None) return;
  stop_ = why;
  // Where the script was: the running Lua function, or the one that called a C function.
  lua_Debug ar;
  std::string where;
  for (int level = 0; lua_getstack(L, level, &ar); ++level) {
    lua_getinfo(L, "Sl", &ar);
    if (ar.currentline > 0) {
      where = std::string(ar.short_src) + ":" + std::to_string(ar.currentline) + ": ";
      break;
    }
  }
  if (why == Stop::Recount)
    stop_message_ = where + "the call ran long and is repeated under the instruction budget";
  else if (why == Stop::Budget)
    stop_message_ = where + "instruction budget exceeded (" + std::to_string(limits_.instructions) +
                    " instructions in one call; an endless loop?)";
  else
    stop_message_ = where + "time limit exceeded (" + std::to_string(int(limits_.seconds)) +
                    " s of CPU time in one call; an endless loop?)";
}

int LuaHost::raise_stop(lua_State* L) {
  lua_pushstring(L, stop_message_.c_str());
  return lua_error(L);
}

bool LuaHost::past_deadline() {
  if (limits_.seconds <= 0 || steps_left_ > next_clock_) return false;
  next_clock_ = steps_left_ - kStepsPerClock;
  // The first read starts the clock: most calls end before it, and never pay for a read.
  double now = thread_cpu_seconds();
  if (cpu_deadline_ == 0) cpu_deadline_ = now + limits_.seconds;
  return now > cpu_deadline_;
}

void LuaHost::charge(lua_State* L, std::int64_t steps) {
  steps_left_ -= steps;
  if (stop_ == Stop::None) {
    if (!counting_now_) {
      // Without the instructions the steps are not the budget's count: only a count can say
      // where it runs out.
      if (steps_left_ > 0) return;
      stop(L, Stop::Recount);
    } else {
      if (steps_left_ > 0 && !past_deadline()) return;
      stop(L, steps_left_ <= 0 ? Stop::Budget : Stop::Deadline);
    }
  }
  raise_stop(L);
}

void charge_steps(lua_State* L, std::int64_t steps) { LuaHost::of(L).charge(L, steps); }

void LuaHost::hook_coroutine(lua_State* co) {
  if (limits_.instructions > 0 || limits_.seconds > 0)
    lua_sethook(co, &LuaHost::count_hook, LUA_MASKCOUNT, kTicksPerHook);
}

void LuaHost::check_native_memory(lua_State* L, std::size_t native_bytes, const char* what) {
  if (used_ + native_bytes <= limits_.memory_bytes) return;
  out_of_memory_ = true;
  luaL_error(L, "%s has grown to %d MiB", what, int(native_bytes >> 20));
}

void LuaHost::count_hook(lua_State* L, lua_Debug*) {
  LuaHost& self = of(L);
  if (self.stop_ == Stop::None) {
    if (!self.counting_now_) {
      // Watching, the hook runs only in coroutines and once the watchdog armed it: then this
      // call runs long.
      if (!self.watched_->interrupted()) return;
      self.stop(L, Stop::Recount);
    } else {
      self.steps_left_ -= kTicksPerHook;
      if (self.steps_left_ > 0 && !self.past_deadline()) return;
      self.stop(L, self.steps_left_ <= 0 ? Stop::Budget : Stop::Deadline);
    }
  }
  // From now on this thread raises on every instruction; begin_call re-arms the normal count.
  lua_sethook(L, &LuaHost::count_hook, LUA_MASKCOUNT, 1);
  self.raise_stop(L);
}

void LuaHost::open_safe_libs(bool allow_print) {
  static const luaL_Reg libs[] = {{LUA_GNAME, luaopen_base},        {LUA_TABLIBNAME, luaopen_table},
                                  {LUA_STRLIBNAME, luaopen_string}, {LUA_MATHLIBNAME, luaopen_math},
                                  {LUA_UTF8LIBNAME, luaopen_utf8},  {LUA_COLIBNAME, luaopen_coroutine}};
  for (const auto& lib : libs) {
    luaL_requiref(L_, lib.name, lib.func, 1);
    lua_pop(L_, 1);
  }
  // Nothing that reaches files, the process, the collector, the clock or an unseeded generator,
  // and no binary chunks.
  for (const char* name : {"dofile", "loadfile", "collectgarbage", "load"}) {
    lua_pushnil(L_);
    lua_setglobal(L_, name);
  }
  if (!allow_print) {
    lua_pushnil(L_);
    lua_setglobal(L_, "print");
  }
  lua_getglobal(L_, "string");
  lua_pushnil(L_);
  lua_setfield(L_, -2, "dump");
  lua_pop(L_, 1);
  lua_getglobal(L_, "math");
  for (const char* name : {"random", "randomseed"}) {
    lua_pushnil(L_);
    lua_setfield(L_, -2, name);
  }
  lua_pop(L_, 1);
  lua_pushcfunction(L_, &LuaHost::load_text);
  lua_setglobal(L_, "load");
  lua_pushcfunction(L_, &LuaHost::require);
  lua_setglobal(L_, "require");
  lua_pushcfunction(L_, sandbox_pcall);
  lua_setglobal(L_, "pcall");
  lua_pushcfunction(L_, sandbox_xpcall);
  lua_setglobal(L_, "xpcall");
  lua_getglobal(L_, "setmetatable");
  lua_pushcclosure(L_, sandbox_setmetatable, 1);
  lua_setglobal(L_, "setmetatable");
  lua_getglobal(L_, "rawset");
  lua_pushcclosure(L_, sandbox_rawset, 1);
  lua_setglobal(L_, "rawset");
  lua_newtable(L_);
  lua_setfield(L_, LUA_REGISTRYINDEX, "cardrt.sealed");
  lua_getglobal(L_, "coroutine");
  for (const char* name : {"resume", "close"}) {
    lua_getfield(L_, -1, name);
    lua_pushcclosure(L_, rethrow_when_stopping, 1);
    lua_setfield(L_, -2, name);
  }
  for (const char* name : {"create", "wrap"}) {
    lua_getfield(L_, -1, name);
    lua_pushcclosure(L_, hook_new_coroutine, 1);
    lua_setfield(L_, -2, name);
  }
  lua_pop(L_, 1);
  open_sandbox_lib(L_);
  lua_getglobal(L_, "pairs");
  lua_setfield(L_, LUA_REGISTRYINDEX, "cardrt.pairs");
  // The string metatable is shared by every string: scripts may not reach it.
  lua_pushliteral(L_, "");
  lua_getmetatable(L_, -1);
  lua_pushboolean(L_, 0);
  lua_setfield(L_, -2, "__metatable");
  lua_pop(L_, 2);
  lua_newtable(L_);
  lua_setfield(L_, LUA_REGISTRYINDEX, "cardrt.loaded");
}

void LuaHost::push_text(std::string_view text) {
  constexpr std::size_t kHeader = 256;  // more than a string object's header, with room to spare
  if (text.size() > limits_.string_bytes || used_ + text.size() + kHeader > limits_.memory_bytes)
    throw Error("rules exceeded the memory cap of " + std::to_string(limits_.memory_bytes >> 20) +
                " MiB: no room for a move's text of " + std::to_string(text.size()) + " bytes");
  lua_pushlstring(L_, text.data(), text.size());
}

void LuaHost::reserve(std::size_t bytes, const char* what) {
  constexpr std::size_t kHeader = 256;
  if (used_ + bytes + kHeader > limits_.memory_bytes)
    throw Error("rules exceeded the memory cap of " + std::to_string(limits_.memory_bytes >> 20) +
                " MiB: no room for " + what);
}

void LuaHost::seal_top() {
  make_read_only(L_, refuse_library_write);
  lua_pop(L_, 1);
}

void LuaHost::seal_globals() {
  protect([&] {
    lua_State* L = L_;
    for (const char* lib :
         {"string", "table", "math", "utf8", "coroutine", "cards", "cardrt", "options", "mechanics", "teams", "deck"}) {
      if (lua_getglobal(L, lib) == LUA_TTABLE) {
        // Lists inside (an option's list value, a side's seats) are sealed too.
        if (std::strcmp(lib, "options") == 0 || std::strcmp(lib, "teams") == 0) {
          lua_pushnil(L);
          while (lua_next(L, -2)) {
            if (lua_istable(L, -1)) {
              make_read_only(L, refuse_library_write);
              lua_pop(L, 1);
            }
            lua_pop(L, 1);
          }
        }
        make_read_only(L, refuse_library_write);
        // String methods read the fields' table directly, as fast as before.
        if (std::strcmp(lib, "string") == 0) {
          lua_pushliteral(L, "");
          lua_getmetatable(L, -1);
          lua_pushvalue(L, -3);
          lua_setfield(L, -2, "__index");
          lua_pop(L, 3);
        } else {
          lua_pop(L, 1);
        }
      }
      lua_pop(L, 1);
    }
    lua_pushglobaltable(L);
    make_read_only(L, refuse_global_write);
    lua_pop(L, 2);
  });
}

std::string LuaHost::display_name(const std::string& path) {
  std::error_code ec;
  fs::path rel = fs::relative(path, fs::current_path(), ec);
  if (!ec && !rel.empty() && rel.string().rfind("..", 0) != 0) return rel.string();
  return path;
}

// load(text [, name]): text chunks only, run in the global environment.
int LuaHost::load_text(lua_State* L) {
  std::size_t len = 0;
  const char* text = luaL_checklstring(L, 1, &len);
  const char* name = luaL_optstring(L, 2, "=(load)");
  if (luaL_loadbufferx(L, text, len, name, "t") != LUA_OK) {
    lua_pushnil(L);
    lua_insert(L, -2);
    return 2;
  }
  return 1;
}

// require(name): name.lua inside the ruleset folder (dots separate folders), loaded once. The
// name is checked before any file is opened, and the file must resolve inside the folder, so
// neither an absolute path nor a link leads out of it.
int LuaHost::require(lua_State* L) {
  LuaHost& self = of(L);
  std::size_t len = 0;
  const char* name = luaL_checklstring(L, 1, &len);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardrt.loaded");
  if (lua_getfield(L, -1, name) != LUA_TNIL) return 1;
  lua_pop(L, 1);
  std::string module(name, len);
  bool ok = !module.empty() && module.size() <= 200 && !self.root_.empty() && module.front() != '.' &&
            module.back() != '.' && module.find("..") == std::string::npos;
  for (char& c : module) {
    if (c == '.')
      c = '/';
    else if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'))
      ok = false;
  }
  if (!ok)
    return luaL_error(L,
                      "require '%s': only modules inside the ruleset folder can be loaded (names like 'lib.helpers')",
                      lua_tostring(L, 1));
  int status = lua_guard(L, [&] {
    std::error_code ec;
    fs::path root = fs::weakly_canonical(self.root_, ec);
    fs::path path = fs::weakly_canonical(fs::path(self.root_) / (module + ".lua"), ec);
    auto [end, _] = std::mismatch(root.begin(), root.end(), path.begin(), path.end());
    if (ec || end != root.end() || !fs::is_regular_file(path))
      throw Error("require '" + std::string(name) + "': no file " +
                  (fs::path(self.root_) / (module + ".lua")).string());
    return self.load_file(L, path.string());
  });
  if (status != LUA_OK) return lua_error(L);
  lua_call(L, 0, 1);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, name);
  return 1;
}

int LuaHost::load_file(lua_State* L, const std::string& path) {
  const std::string text = read_file(path, limits_.string_bytes);
  loaded_files_.push_back(path);
  loaded_digest_.text(text);
  const std::string name = display_name(path);
  // luaO_chunkid keeps a name of up to LUA_IDSIZE - 1 bytes; a longer one loses its head.
  constexpr std::size_t kKept = LUA_IDSIZE - 4;  // "..." and a terminating zero take the rest
  if (name.size() + 1 > LUA_IDSIZE) {
    std::string cut = "..." + name.substr(name.size() - kKept);
    if (std::find(cut_names_.begin(), cut_names_.end(), std::pair(cut, name)) == cut_names_.end())
      cut_names_.emplace_back(std::move(cut), name);
  }
  // Text only: a chunk starting with the binary signature is refused.
  return luaL_loadbufferx(L, text.data(), text.size(), ("@" + name).c_str(), "t");
}

std::string LuaHost::whole_names(std::string message) const {
  for (const auto& [cut, whole] : cut_names_)
    for (std::size_t at = message.find(cut); at != std::string::npos; at = message.find(cut, at + whole.size()))
      message.replace(at, cut.size(), whole);
  return message;
}

void LuaHost::run_file(const std::string& path) {
  if (load_file(L_, path) != LUA_OK) {
    std::string msg = whole_names(lua_tostring(L_, -1));
    lua_pop(L_, 1);
    // Syntax errors start with the file's name; a refused binary chunk does not.
    if (msg.rfind(display_name(path), 0) != 0) msg = display_name(path) + ": " + msg;
    throw Error(msg);
  }
  call(0, 0);
}

void LuaHost::begin_call() {
  steps_left_ = limits_.instructions > 0 ? limits_.instructions : INT64_MAX;
  next_clock_ = steps_left_ - kStepsPerClock;
  cpu_deadline_ = 0;
  counting_now_ = counting();
  if (!counting_now_) {
    // A count hook left from a stopped call, or armed just as a call ended, goes.
    if (lua_gethookmask(L_) != 0) lua_sethook(L_, nullptr, 0, 0);
  } else if ((limits_.instructions > 0 || limits_.seconds > 0) &&
             (lua_gethookmask(L_) == 0 || lua_gethookcount(L_) != kTicksPerHook)) {
    lua_sethook(L_, &LuaHost::count_hook, LUA_MASKCOUNT, kTicksPerHook);
  }
  if (counted_calls_left_ > 0) --counted_calls_left_;
  stop_ = Stop::None;
  out_of_memory_ = false;
  string_too_long_ = false;
}

void LuaHost::call(int nargs, int nresults) {
  int base = lua_gettop(L_) - nargs;  // the function's slot
  lua_pushcfunction(L_, message_handler);
  lua_insert(L_, base);
  begin_call();
  // Only the outermost call of the host is timed; one inside it is part of its time.
  const bool timed = !counting_now_ && depth_ == 0;
  if (timed) watched_->begin();
  ++depth_;
  int status = lua_pcall(L_, nargs, nresults, base);
  --depth_;
  const bool ran_long = timed && watched_->end();
  if (stop_ == Stop::Recount || ran_long) {
    lua_settop(L_, base - 1);
    counted_calls_left_ = kCountedCalls;
    throw RepeatCall("a rule call ran long and must be repeated under the instruction budget");
  }
  if (status != LUA_OK) {
    std::string msg = lua_type(L_, -1) == LUA_TSTRING ? lua_tostring(L_, -1) : "error without a message";
    lua_settop(L_, base - 1);
    if (stop_ != Stop::None) throw Error(whole_names(stop_message_));
    if (status == LUA_ERRMEM && string_too_long_)
      throw Error("rules built a string longer than " + std::to_string(limits_.string_bytes >> 20) +
                  " MiB, the sandbox's limit");
    if (status == LUA_ERRMEM || out_of_memory_)
      throw Error("rules exceeded the memory cap of " + std::to_string(limits_.memory_bytes >> 20) + " MiB" +
                  (status == LUA_ERRMEM ? "" : ": " + whole_names(tidy(msg))));
    throw Error(whole_names(tidy(msg)));
  }
  lua_remove(L_, base);
}

}  // namespace cardrt
