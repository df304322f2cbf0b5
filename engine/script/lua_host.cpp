// The sandboxed Lua state behind rule scripts and test scripts.
#include "script/lua_host.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace cardrt {

namespace {
constexpr int kTicksPerHook = 1000;  // the count hook fires every this many instructions

// Message handler for pcall: keeps the message and adds where it passed, so a user sees the
// rule line and the hook chain.
int message_handler(lua_State* L) {
  const char* msg = lua_tostring(L, 1);
  if (!msg) msg = luaL_tolstring(L, 1, nullptr);
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
}  // namespace

LuaHost::LuaHost(std::string root, LuaLimits limits, bool allow_print) : root_(std::move(root)), limits_(limits) {
  L_ = lua_newstate(&LuaHost::alloc, this);
  if (!L_) throw Error("cannot create a Lua state");
  *static_cast<LuaHost**>(lua_getextraspace(L_)) = this;
  open_safe_libs(allow_print);
  if (limits_.instructions > 0) lua_sethook(L_, &LuaHost::count_hook, LUA_MASKCOUNT, kTicksPerHook);
}

LuaHost::~LuaHost() {
  if (L_) lua_close(L_);
}

void* LuaHost::alloc(void* ud, void* ptr, std::size_t osize, std::size_t nsize) {
  auto* self = static_cast<LuaHost*>(ud);
  if (nsize == 0) {
    std::free(ptr);
    if (ptr) self->used_ -= osize;
    return nullptr;
  }
  std::size_t old = ptr ? osize : 0;
  if (nsize > old && self->used_ - old + nsize > self->limits_.memory_bytes) {
    self->out_of_memory_ = true;
    return nullptr;
  }
  void* out = std::realloc(ptr, nsize);
  if (out) self->used_ = self->used_ - old + nsize;
  return out;
}

void LuaHost::count_hook(lua_State* L, lua_Debug* ar) {
  auto* self = *static_cast<LuaHost**>(lua_getextraspace(L));
  if (!self->exhausted_) {
    if ((self->ticks_left_ -= kTicksPerHook) > 0) return;
    // From now on every instruction raises, so a script's own pcall cannot swallow the error
    // and keep looping; call() re-arms the normal count.
    self->exhausted_ = true;
    lua_sethook(L, &LuaHost::count_hook, LUA_MASKCOUNT, 1);
  }
  lua_getinfo(L, "Sl", ar);
  // The message names the running line itself, not the caller luaL_error would prefix.
  lua_pushfstring(L, "%s:%d: instruction budget exceeded (%d instructions in one call; an endless loop?)",
                  ar->short_src, ar->currentline, int(self->limits_.instructions));
  lua_error(L);
}

void LuaHost::open_safe_libs(bool allow_print) {
  static const luaL_Reg libs[] = {{LUA_GNAME, luaopen_base},          {LUA_TABLIBNAME, luaopen_table},
                                  {LUA_STRLIBNAME, luaopen_string},   {LUA_MATHLIBNAME, luaopen_math},
                                  {LUA_UTF8LIBNAME, luaopen_utf8},    {LUA_COLIBNAME, luaopen_coroutine}};
  for (const auto& lib : libs) {
    luaL_requiref(L_, lib.name, lib.func, 1);
    lua_pop(L_, 1);
  }
  // Nothing that reaches files, the process or the collector, and no binary chunks.
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
  lua_pushcfunction(L_, &LuaHost::load_text);
  lua_setglobal(L_, "load");
  lua_pushcfunction(L_, &LuaHost::require);
  lua_setglobal(L_, "require");
  lua_newtable(L_);
  lua_setfield(L_, LUA_REGISTRYINDEX, "cardrt.loaded");
}

std::string LuaHost::display_name(const std::string& path) {
  std::error_code ec;
  fs::path rel = fs::relative(path, fs::current_path(), ec);
  if (!ec && !rel.empty() && rel.string().rfind("..", 0) != 0) return rel.string();
  return path;
}

namespace {
std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path + ": cannot read file");
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Loads text only: a chunk starting with the binary signature is refused.
int load_chunk(lua_State* L, const std::string& text, const std::string& chunkname) {
  return luaL_loadbufferx(L, text.data(), text.size(), chunkname.c_str(), "t");
}
}  // namespace

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

// require(name): name.lua (dots become folders) inside the ruleset folder, loaded once.
int LuaHost::require(lua_State* L) {
  auto* self = *static_cast<LuaHost**>(lua_getextraspace(L));
  const char* name = luaL_checkstring(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, "cardrt.loaded");
  lua_getfield(L, -1, name);
  if (!lua_isnil(L, -1)) return 1;
  lua_pop(L, 1);
  std::string module = name;
  bool ok = !module.empty() && !self->root_.empty();
  for (char& c : module) {
    if (c == '.') c = '/';
    else if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) ok = false;
  }
  if (!ok) return luaL_error(L, "require '%s': only modules inside the ruleset folder can be loaded", name);
  std::string path = (fs::path(self->root_) / (module + ".lua")).string();
  int status = LUA_OK;
  {
    std::string text;
    try {
      text = read_file(path);
    } catch (const std::exception&) {
      status = -1;
    }
    if (status == LUA_OK) status = load_chunk(L, text, "@" + display_name(path));
  }
  if (status == -1) return luaL_error(L, "require '%s': no file %s", name, path.c_str());
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

void LuaHost::run_file(const std::string& path) {
  std::string text = read_file(path);
  if (load_chunk(L_, text, "@" + display_name(path)) != LUA_OK) {
    std::string msg = lua_tostring(L_, -1);
    lua_pop(L_, 1);
    throw Error(msg);
  }
  call(0, 0);
}

void LuaHost::call(int nargs, int nresults) {
  int base = lua_gettop(L_) - nargs;  // the function's slot
  lua_pushcfunction(L_, message_handler);
  lua_insert(L_, base);
  ticks_left_ = limits_.instructions;
  if (exhausted_) {
    exhausted_ = false;
    lua_sethook(L_, &LuaHost::count_hook, LUA_MASKCOUNT, kTicksPerHook);
  }
  out_of_memory_ = false;
  int status = lua_pcall(L_, nargs, nresults, base);
  if (status != LUA_OK) {
    std::string msg = lua_tostring(L_, -1) ? lua_tostring(L_, -1) : "error object is not a string";
    lua_settop(L_, base - 1);
    if (status == LUA_ERRMEM || out_of_memory_)
      throw Error("rules exceeded the memory cap of " + std::to_string(limits_.memory_bytes >> 20) + " MiB" +
                  (status == LUA_ERRMEM ? "" : ": " + tidy(msg)));
    throw Error(tidy(msg));
  }
  lua_remove(L_, base);
}

}  // namespace cardrt
