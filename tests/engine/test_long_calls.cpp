// Long calls of a watched Lua host: fast calls run with no hook on every instruction, a call that
// runs long or never ends is repeated under counting, and the budget's verdict stays the same.
#include <chrono>
#include <string>

#include <catch2/catch.hpp>

#include "cardrt/rules.hpp"
#include "lua_host.hpp"
#include "support.hpp"

using cardrt::LuaHost;
using cardrt::LuaLimits;
using cardrt::RepeatCall;
using Catch::Matchers::Contains;
using enginetest::error_of;

namespace {

const std::string kBudget = "test:1: instruction budget exceeded (20000000 instructions in one call; an endless loop?)";

// hook_mask() → the count hook's mask now (0 when no hook traps instructions)
int hook_mask(lua_State* L) {
  lua_pushinteger(L, lua_gethookmask(L));
  return 1;
}

// busy(ms): returns after `ms` milliseconds of wall time, spent in C where no hook runs.
int busy(lua_State* L) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(luaL_checkinteger(L, 1));
  while (std::chrono::steady_clock::now() < until) {
  }
  return 0;
}

// A host with the default budget and the two helpers above, watching long calls.
class WatchedHost {
 public:
  WatchedHost() : host_("", LuaLimits{}, true) {
    host_.protect([this] {
      lua_register(host_.L(), "hook_mask", hook_mask);
      lua_register(host_.L(), "busy", busy);
    });
    host_.watch_long_calls();
  }

  // Runs `code` as one call; its one result as an integer.
  lua_Integer run(const std::string& code) {
    lua_State* L = host_.L();
    REQUIRE(luaL_loadbufferx(L, code.data(), code.size(), "=test", "t") == LUA_OK);
    host_.call(0, 1);
    lua_Integer out = lua_tointeger(L, -1);
    lua_pop(L, 1);
    return out;
  }

  // Runs `code`; "repeat" when the host asks for the call again, else the error or "ok".
  std::string outcome(const std::string& code) {
    try {
      run(code);
      return "ok";
    } catch (const RepeatCall&) {
      return "repeat";
    } catch (const cardrt::Error& e) {
      return e.what();
    }
  }

  LuaHost& host() { return host_; }

 private:
  LuaHost host_;
};

}  // namespace

TEST_CASE("a host counts every instruction until it watches long calls, then runs fast calls with no hook",
          "[long_calls]") {
  LuaHost counting("", LuaLimits{}, true);
  counting.protect([&] { lua_register(counting.L(), "hook_mask", hook_mask); });
  REQUIRE(luaL_loadstring(counting.L(), "return hook_mask()") == LUA_OK);
  counting.call(0, 1);
  CHECK(lua_tointeger(counting.L(), -1) == LUA_MASKCOUNT);
  CHECK(counting.counting());

  WatchedHost watched;
  CHECK_FALSE(watched.host().counting());
  CHECK(watched.run("return hook_mask()") == 0);
  CHECK(watched.run("local n = 0 for i = 1, 1000 do n = n + i end return n") == 500500);
}

TEST_CASE("a watched call that runs long is repeated with every instruction counted", "[long_calls]") {
  WatchedHost watched;
  CHECK(watched.outcome("busy(30) return 1") == "repeat");
  REQUIRE(watched.host().counting());
  // the repeated call and the next ones count: the same code now runs to its end
  CHECK(watched.run("busy(30) return hook_mask()") == LUA_MASKCOUNT);
  for (int i = 1; i < LuaHost::kCountedCalls; ++i) CHECK(watched.run("return hook_mask()") == LUA_MASKCOUNT);
  // then the host watches again
  CHECK_FALSE(watched.host().counting());
  CHECK(watched.run("return hook_mask()") == 0);
}

TEST_CASE("an endless loop in a watched call is interrupted, and meets the budget when repeated", "[long_calls]") {
  // In a child process: if nothing interrupted the loop, the child is killed after 10 s and the
  // test fails instead of hanging.
  SECTION("a plain loop") {
    auto outcome = enginetest::run_with_deadline(
        [] {
          WatchedHost watched;
          std::string first = watched.outcome("while true do end");
          return first + " / " + watched.outcome("while true do end");
        },
        10.0);
    REQUIRE(outcome.has_value());
    CHECK(*outcome == "repeat / " + kBudget);
  }
  SECTION("a loop that catches every error it meets") {
    auto outcome = enginetest::run_with_deadline(
        [] {
          WatchedHost watched;
          const std::string code = "while true do pcall(function() while true do end end) end";
          std::string first = watched.outcome(code);
          return first + " / " + watched.outcome(code);
        },
        10.0);
    REQUIRE(outcome.has_value());
    CHECK(*outcome == "repeat / " + kBudget);
  }
}

TEST_CASE("a fast watched call that fails gives its own error, not a repeat", "[long_calls]") {
  // The call is timed by the clock: the process's first error (the unwinder setting itself up,
  // slower under the sanitizers) or a preemption on a busy machine can take it past a millisecond,
  // and then it is repeated, as it should be. A fresh host tries again, three times at most; a
  // host that repeated fast calls would fail every time.
  std::string outcome;
  bool counting = true;
  for (int attempt = 0; attempt < 3 && outcome.find("test:1: refused") == std::string::npos; ++attempt) {
    WatchedHost watched;
    outcome = watched.outcome("error('refused')");
    counting = watched.host().counting();
  }
  CHECK_THAT(outcome, Contains("test:1: refused"));
  CHECK_FALSE(counting);
}
