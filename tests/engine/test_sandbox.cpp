// The Lua sandbox: instruction budget, rollback of a failing hook, no os/io/debug, text-only load,
// require inside the ruleset folder, the memory cap and syntax errors, all with file:line errors.
#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/test_runner.hpp"
#include "support.hpp"

using namespace cardrt;
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;
using enginetest::error_of;
using enginetest::first_line;
using enginetest::kData;
using enginetest::line_of;
using enginetest::LuaErrorAt;
using enginetest::TempDir;

namespace {
const std::string kRules = kData + "/sandbox/rules.lua";
const std::string kBudget = "instruction budget exceeded (20000000 instructions in one call; an endless loop?)";

// A match of the sandbox game whose rules misbehave the way `mode` says.
Match sandbox(const std::string& mode) {
  Selection sel;
  sel.game = kData + "/sandbox";
  sel.option_text = {{"mode", mode}};
  return Match(load_rules(make_spec(sel)), MatchSetup{});
}
int line(const std::string& marker) {
  int n = line_of(kRules, "@" + marker);
  REQUIRE(n > 0);
  return n;
}
}  // namespace

TEST_CASE("the sandbox fixture works when it behaves", "[sandbox]") {
  Match m = sandbox("none");
  CHECK(m.to_move() == 1);
  CHECK(m.zone("hand", 1).size() == 3);
  CHECK(m.legal_texts().back() == "pass");
  CHECK(m.legal_texts().size() == 4);
  m.apply(0);
  CHECK(m.counter("played", 0) == 1);
  CHECK(m.to_move() == 2);
}

TEST_CASE("an endless loop in a hook hits the instruction budget and changes nothing", "[sandbox]") {
  SECTION("the loop in the hook itself") {
    Match m = sandbox("loop");
    const std::string before = m.save().dump();
    std::string msg = error_of([&] { m.legal_moves(); });
    CHECK_THAT(msg, LuaErrorAt("sandbox/rules.lua", line("loop"), kBudget));
    CHECK_THAT(msg, EndsWith("(in rules.moves)\n  while listing the moves of seat 1 (deal 1, move 1 of the match)"));
    CHECK(m.save().dump() == before);
    // the host survives: the same call fails the same way again
    CHECK(error_of([&] { m.legal_moves(); }) == msg);
    CHECK(m.save().dump() == before);
  }
  SECTION("the loop in a function the hook calls: the error names the loop's line first") {
    Match m = sandbox("helper_loop");
    const std::string before = m.save().dump();
    std::string msg = error_of([&] { m.legal_moves(); });
    CHECK_THAT(msg, LuaErrorAt("sandbox/rules.lua", line("helper_loop"), kBudget));
    CHECK(m.save().dump() == before);
  }
}

TEST_CASE("the instruction budget also stops loops in coroutines and loops that catch its error", "[sandbox]") {
  SECTION("a coroutine inherits the budget") {
    Match m = sandbox("coroutine_loop");
    const std::string before = m.save().dump();
    // coroutine.wrap adds the caller's line in front, as Lua does for every error it passes on
    CHECK_THAT(error_of([&] { m.legal_moves(); }),
               Contains("sandbox/rules.lua:" + std::to_string(line("coroutine_loop")) + ": " + kBudget));
    CHECK(m.save().dump() == before);
  }
  SECTION("pcall cannot catch the budget error for good") {
    // Run in a child process: if the budget fails to end the hook, the child is killed after
    // 5 s (the budget itself is reached in about 0.1 s) and the test fails instead of hanging.
    auto outcome = enginetest::run_with_deadline(
        [] {
          Match m = sandbox("pcall_loop");
          const std::string before = m.save().dump();
          try {
            m.legal_moves();
            return std::string("no error");
          } catch (const Error& e) {
            return std::string(m.save().dump() == before ? "unchanged: " : "changed: ") + e.what();
          }
        },
        5.0);
    INFO("without a value the hook was still running after 5 s and its process was killed");
    REQUIRE(outcome.has_value());
    CHECK_THAT(*outcome, StartsWith("unchanged: "));
    CHECK_THAT(*outcome, Contains(kBudget));
  }
}

TEST_CASE("a play hook that runs long is repeated from the state before it and counts as one move", "[sandbox]") {
  Match m = sandbox("long_play");
  const std::string card = m.legal_texts()[0];
  m.play(card);
  // the repeat started from the state before the move: one card played, yet the hook began twice
  CHECK(m.counter("played", 0) == 1);
  CHECK(m.counter("plays_begun", 0) == 2);
  CHECK(m.zone("pile", 0).size() == 1);
  CHECK(m.history() == std::vector<std::string>{card});
  CHECK(m.to_move() == 2);
}

TEST_CASE("a hook failing while the next deal is dealt leaves the finished deal as it was", "[sandbox]") {
  Match m = sandbox("next_deal_fails");
  m.play(m.legal_texts()[0]);
  REQUIRE(m.deal_over());
  const std::string finished = m.save().dump();
  std::string msg = error_of([&] { m.next_deal(); });
  CHECK_THAT(msg, LuaErrorAt("sandbox/rules.lua", line("next_deal_fails"), "no next dealer"));
  CHECK_THAT(msg, EndsWith("(in rules.next_dealer)"));
  CHECK(m.save().dump() == finished);
  CHECK(m.deal_over());
  CHECK(m.deal_number() == 1);
  CHECK(m.zone("pile", 0).size() == 1);
}

TEST_CASE("a play hook that fails after changing the state leaves the match exactly as before", "[sandbox]") {
  Match m = sandbox("fail_after_change");
  const auto legal = m.legal_texts();
  const std::string before = m.save().dump();
  const auto hand = m.zone("hand", 1);
  std::string msg = error_of([&] { m.play(legal[0]); });
  CHECK_THAT(msg, LuaErrorAt("sandbox/rules.lua", line("fail_after_change"), "refused after changing the state"));
  CHECK_THAT(msg,
             EndsWith("(in rules.play)\n  while applying '" + legal[0] + "' by seat 1 (deal 1, move 1 of the match)"));
  CHECK(m.save().dump() == before);
  CHECK(m.zone("hand", 1) == hand);
  CHECK(m.zone("pile", 0).empty());
  CHECK(m.counter("played", 0) == 0);
  CHECK(m.to_move() == 1);
  CHECK(m.moves_played() == 0);
  CHECK(m.history().empty());
  CHECK(m.legal_texts() == legal);
  SECTION("apply by index takes the same path") {
    CHECK(error_of([&] { m.apply(1); }) != "");
    CHECK(m.save().dump() == before);
  }
}

TEST_CASE("rules see no os, io, debug, file loaders, collectgarbage or string.dump", "[sandbox]") {
  SECTION("calling os.exit is indexing a nil value") {
    Match m = sandbox("os_exit");
    const std::string before = m.save().dump();
    CHECK_THAT(error_of([&] { m.legal_moves(); }),
               LuaErrorAt("sandbox/rules.lua", line("os_exit"), "attempt to index a nil value (global 'os')"));
    CHECK(m.save().dump() == before);
  }
  SECTION("the globals are nil") {
    Match m = sandbox("globals");
    CHECK(first_line(error_of([&] { m.legal_moves(); })) ==
          "os=nil io=nil debug=nil dofile=nil loadfile=nil collectgarbage=nil dump=nil");
  }
}

TEST_CASE("load refuses binary chunks", "[sandbox]") {
  Match m = sandbox("binary_load");
  CHECK(first_line(error_of([&] { m.legal_moves(); })) ==
        "load gave nil: attempt to load a binary chunk (mode is 't')");
}

TEST_CASE("require loads only modules inside the ruleset folder", "[sandbox]") {
  SECTION("a module of the folder loads") {
    Match m = sandbox("require_inside");
    CHECK(first_line(error_of([&] { m.legal_moves(); })) == "helper.answer=42");
  }
  SECTION("a path out of the folder is refused") {
    Match m = sandbox("require_up");
    CHECK_THAT(error_of([&] { m.legal_moves(); }),
               LuaErrorAt("sandbox/rules.lua", line("require_up"),
                          "require '../x': only modules inside the ruleset folder can be loaded (names like "
                          "'lib.helpers')"));
  }
  SECTION("a standard library name is looked for in the folder only") {
    Match m = sandbox("require_os");
    CHECK_THAT(error_of([&] { m.legal_moves(); }), LuaErrorAt("sandbox/rules.lua", line("require_os"),
                                                              "require 'os': no file " + kData + "/sandbox/os.lua"));
  }
}

TEST_CASE("a hook that builds a huge table hits the memory cap and changes nothing", "[sandbox]") {
  Match m = sandbox("memory");
  const std::string before = m.save().dump();
  std::string msg = error_of([&] { m.legal_moves(); });
  CHECK_THAT(msg, StartsWith("rules exceeded the memory cap of 64 MiB"));
  CHECK_THAT(msg, EndsWith("(in rules.moves)\n  while listing the moves of seat 1 (deal 1, move 1 of the match)"));
  CHECK(m.save().dump() == before);
  // the host survives a memory error: the next call fails the same way
  CHECK(error_of([&] { m.legal_moves(); }) == msg);
}

TEST_CASE("a syntax error in rules.lua names the file and line when the rules load", "[sandbox]") {
  Selection sel;
  sel.game = kData + "/sandbox_syntax";
  auto spec = make_spec(sel);
  CHECK_THAT(error_of([&] { load_rules(spec); }),
             LuaErrorAt("sandbox_syntax/rules.lua", 4, "'then' expected near 'g'"));
}

TEST_CASE("every Lua error names a file on a long path once and whole", "[sandbox]") {
  // Lua cuts the name of a chunk to LUA_IDSIZE (60) bytes in its messages ("...tail"): in a deep
  // folder (a clone in /home/USER/src/cardrt) the messages named the file twice, once cut.
  TempDir tmp("long-path");
  const std::string deep = tmp.path("a-folder-name-long-enough/that-lua-cuts-the-name/of-every-file-in-it/sandbox");
  REQUIRE(deep.size() > 100);
  std::filesystem::create_directories(deep);
  std::filesystem::copy(kData + "/sandbox", deep, std::filesystem::copy_options::recursive);
  auto deep_match = [&](const std::string& mode) {
    Selection sel;
    sel.game = deep;
    sel.option_text = {{"mode", mode}};
    return Match(load_rules(make_spec(sel)), MatchSetup{});
  };
  // The message's first line, and how often the whole path occurs in the whole message.
  auto uses_of = [](const std::string& message, const std::string& path) {
    int uses = 0;
    for (auto at = message.find(path); at != std::string::npos; at = message.find(path, at + 1)) ++uses;
    return uses;
  };
  SECTION("an error raised in a hook, and the traceback") {
    Match m = deep_match("fail_after_change");
    m.legal_moves();
    const std::string msg = error_of([&] { m.apply(0); });
    CHECK(first_line(msg) ==
          deep + "/rules.lua:" + std::to_string(line("fail_after_change")) + ": refused after changing the state");
    CHECK_THAT(msg, !Contains("..."));
  }
  SECTION("the budget's stop, in a function the hook called") {
    Match m = deep_match("helper_loop");
    const std::string msg = error_of([&] { m.legal_moves(); });
    CHECK(first_line(msg) == deep + "/rules.lua:" + std::to_string(line("helper_loop")) + ": " + kBudget);
    CHECK_THAT(msg, !Contains("..."));
  }
  SECTION("a syntax error in a required module") {
    tmp.write(deep.substr(tmp.path().size() + 1) + "/helper.lua", "return { answer = }\n");
    Match m = deep_match("require_inside");
    const std::string msg = error_of([&] { m.legal_moves(); });
    CHECK_THAT(first_line(msg), StartsWith(deep + "/helper.lua:1: unexpected symbol near '}'"));
    CHECK(uses_of(msg, deep + "/helper.lua") == 1);
    CHECK_THAT(msg, !Contains("..."));
  }
  SECTION("a syntax error in rules.lua") {
    tmp.write(deep.substr(tmp.path().size() + 1) + "/rules.lua",
              "function rules.moves(g, out)\n  if x g:pass() end\nend\n");
    Selection sel;
    sel.game = deep;
    const std::string msg = error_of([&] { load_rules(make_spec(sel)); });
    CHECK(msg == deep + "/rules.lua:2: 'then' expected near 'g'");
  }
  SECTION("a failed assertion in a rule test") {
    const std::string file = tmp.write(deep.substr(tmp.path().size() + 1) + "/tests/cut.lua",
                                       "test('a failing test', function()\n  assert_eq(1, 2)\nend)\n");
    std::ostringstream out;
    run_test_files({file}, out);
    CHECK_THAT(out.str(), Contains("FAILED a failing test\n       " + file + ":2: expected 2, got 1\n"));
    CHECK_THAT(out.str(), !Contains("..."));
  }
}
