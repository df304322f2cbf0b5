// The rule-test host: cardrt.new/load and the match handle tests script against (design.md's
// test API), running each test file in its own sandbox.
#include "cardrt/test_runner.hpp"

#include <algorithm>
#include <array>
#include <filesystem>

#include "binding.hpp"
#include "cardrt/error.hpp"
#include "cardrt/files.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/lua_rules.hpp"
#include "cardrt/match.hpp"

namespace fs = std::filesystem;

namespace cardrt {

namespace {
constexpr const char* kMatchType = "cardrt.match";
const char* const kPrelude =
#include "test_prelude.inc"
    ;

// Per test file: where results go, and a scratch area that outlives every wrapper frame, so a
// Lua error raised after a native call skips no C++ destructor.
struct TestRun {
  std::ostream* out = nullptr;
  int passed = 0;  // counted here, where no script can reach them
  int failed = 0;
  std::string file;
  std::vector<std::string> rules_dirs;   // --rules
  std::vector<std::string> search_dirs;  // --rules, then the folder of the test's ruleset
  std::string error;
  Json value;
  std::vector<std::string> texts;
  FixedDeal deal;
};

TestRun& run_of(lua_State* L) { return *static_cast<TestRun*>(lua_touserdata(L, lua_upvalueindex(1))); }

template <class F>
bool guarded(TestRun& run, F&& body) {
  try {
    body();
    return true;
  } catch (const std::exception& e) {
    run.error = e.what();
    return false;
  }
}

// A seat or deal number from a test: any integer a test passes is checked, none wraps when
// narrowed to int (seat 2^32 + 1 must not become seat 1).
int check_number_arg(lua_State* L, int idx, const char* what) {
  lua_Integer v = luaL_checkinteger(L, idx);
  if (v < -1000000 || v > 1000000) luaL_error(L, "%s %I is out of range", what, v);
  return int(v);
}

// An integer option of cardrt.new, checked the same way.
int small_int(const Json& value, const char* key) {
  if (!value.is_number_integer() || value.get<std::int64_t>() < -1000000 || value.get<std::int64_t>() > 1000000)
    throw Error(std::string("cardrt.new: ") + key + " must be a whole number of sensible size, got " +
                json_text(value));
  return value.get<int>();
}

Match& check_match(lua_State* L) {
  auto** m = static_cast<Match**>(luaL_checkudata(L, 1, kMatchType));
  if (!*m) luaL_error(L, "this game handle was never set up");
  return **m;
}

Match** new_match_slot(lua_State* L) {
  auto** slot = static_cast<Match**>(lua_newuserdatauv(L, sizeof(Match*), 0));
  *slot = nullptr;
  luaL_setmetatable(L, kMatchType);
  return slot;
}

int push_texts(lua_State* L, const std::vector<std::string>& texts) {
  lua_createtable(L, int(texts.size()), 0);
  for (std::size_t i = 0; i < texts.size(); ++i) {
    lua_pushstring(L, texts[i].c_str());
    lua_rawseti(L, -2, lua_Integer(i + 1));
  }
  return 1;
}

// The game a test names (docs/lua-api.md, "Rule tests"). A path (with a '/' in it, or a .yaml
// file) is looked for next to the test file, then in the working directory. A name is looked
// for beside the test first (its own ruleset and the ones next to it, by folder name or game
// id: two of them answering is an error naming both), then along the rules path (--rules,
// $CARDRT_PATH, ./rulesets, the source tree's rulesets, by name and then by id), and never as
// a folder of the working directory, which a copied test would otherwise silently take.
std::string test_game(const std::string& game, const TestRun& run) {
  const fs::path test_dir = fs::absolute(run.file).parent_path();
  const bool path = game.find('/') != std::string::npos || fs::path(game).extension() == ".yaml";
  if (path) {
    const fs::path beside = test_dir / game;
    return fs::path(game).is_relative() && fs::exists(beside) ? beside.string() : game;
  }
  std::vector<std::string> beside;
  for (const auto& folder : list_game_folders({test_dir.parent_path().parent_path().string()})) {
    bool named = fs::path(folder).filename() == game;
    if (!named) try {
        named = load_layout(folder)->id == game;
      } catch (const Error&) {
      }
    if (named) beside.push_back(folder);
  }
  if (beside.size() > 1)
    throw Error("cardrt.new: '" + game + "' names " + std::to_string(beside.size()) + " games beside the test (" +
                joined(beside) + "); name the one meant by its path");
  if (beside.size() == 1) return beside[0];
  const std::vector<std::string> dirs = search_path(run.rules_dirs);
  std::string folder = find_game(game, dirs);
  if (folder.empty()) folder = find_game_by_id(game, dirs);
  if (!folder.empty()) return folder;
  std::error_code ec;
  if (fs::is_regular_file(fs::path(game) / "game.yaml", ec))
    throw Error("cardrt.new: no game '" + game + "' beside the test or on the rules path; a folder of the working " +
                "directory is not looked in for a name: write './" + game + "' to mean it");
  return game;  // make_spec names the games there are
}

// Native half of cardrt.new(game, opts_json): returns the handle, or nil and the message.
int w_native_new(lua_State* L) {
  TestRun& run = run_of(L);
  const char* game = luaL_checkstring(L, 1);
  const char* opts_text = luaL_checkstring(L, 2);
  Match** slot = new_match_slot(L);
  bool ok = guarded(run, [&] {
    Json opts = parse_json(opts_text, "cardrt.new's options");
    Selection sel;
    sel.game = test_game(game, run);
    sel.search_dirs = run.search_dirs;
    MatchSetup setup;
    for (const auto& [key, value] : opts.items()) {
      if (key == "players")
        sel.players = small_int(value, "players");
      else if (key == "seed") {
        if (!value.is_number_unsigned() && !(value.is_number_integer() && value.get<std::int64_t>() >= 0))
          throw Error("cardrt.new: seed must be a whole number from 0, got " + json_text(value));
        setup.seed = value.get<std::uint64_t>();
      } else if (key == "dealer")
        setup.dealer = small_int(value, "dealer");
      else if (key == "variant")
        sel.variant = value.get<std::string>();
      else if (key == "options")
        sel.options = value;
      else if (key == "deal" || key == "shuffle") {
        FixedDeal& zones = key == "deal" ? setup.deal : setup.shuffle;
        for (const auto& [zone, cards] : value.items()) {
          if (cards.is_string())
            zones.emplace_back(zone, std::vector<std::string>{cards.get<std::string>()});
          else
            zones.emplace_back(zone, cards.get<std::vector<std::string>>());
        }
      } else
        throw Error("cardrt.new: " +
                    unknown_name("option", key, "",
                                 {"players", "seed", "dealer", "variant", "options", "deal", "shuffle"},
                                 "options of cardrt.new"));
    }
    *slot = new Match(shared_lua_rules(make_spec(sel)), setup);
  });
  if (ok) return 1;
  lua_pushnil(L);
  lua_pushstring(L, run.error.c_str());
  return 2;
}

int w_native_load(lua_State* L) {
  TestRun& run = run_of(L);
  const char* text = luaL_checkstring(L, 1);
  Match** slot = new_match_slot(L);
  bool ok = guarded(run, [&] {
    const Json saved = parse_json(text, "not a saved cardrt game");
    *slot = new Match(Match::load(saved, shared_lua_rules, run.search_dirs));
  });
  if (ok) return 1;
  lua_pushnil(L);
  lua_pushstring(L, run.error.c_str());
  return 2;
}

int w_native_report(lua_State* L) {
  TestRun& run = run_of(L);
  bool passed = lua_toboolean(L, 1);
  const char* name = luaL_checkstring(L, 2);
  const char* message = luaL_checkstring(L, 3);
  if (passed) {
    ++run.passed;
    *run.out << "ok     " << name << "\n";
  } else {
    ++run.failed;
    *run.out << "FAILED " << name << "\n       " << LuaHost::of(L).whole_names(message) << "\n";
  }
  return 0;
}

int w_match_gc(lua_State* L) {
  auto** m = static_cast<Match**>(luaL_checkudata(L, 1, kMatchType));
  delete *m;
  *m = nullptr;
  return 0;
}

// Each method: check arguments, run the native call guarded (results into the run's scratch),
// then push from the scratch or raise the error.
#define GUARDED(run, body) \
  if (!guarded(run, [&] { body; })) return luaL_error(L, "%s", run.error.c_str())

int w_match_to_move(lua_State* L) {
  Match& m = check_match(L);
  TestRun& run = run_of(L);
  int seat = 0;
  GUARDED(run, {
    m.next_deal();
    seat = m.to_move();
  });
  if (seat == 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, seat);
  return 1;
}
int w_match_moves(lua_State* L) {
  Match& m = check_match(L);
  TestRun& run = run_of(L);
  GUARDED(run, {
    m.next_deal();
    run.texts = m.legal_texts();
  });
  return push_texts(L, run.texts);
}
int w_match_play(lua_State* L) {
  Match& m = check_match(L);
  const char* move = luaL_checkstring(L, 2);
  TestRun& run = run_of(L);
  GUARDED(run, m.play(move));
  return 0;
}
int w_match_over(lua_State* L) {
  lua_pushboolean(L, check_match(L).over());
  return 1;
}
int w_match_deal_over(lua_State* L) {
  lua_pushboolean(L, check_match(L).deal_over());
  return 1;
}
int w_match_deal_number(lua_State* L) {
  lua_pushinteger(L, check_match(L).deal_number());
  return 1;
}
int w_match_dealer(lua_State* L) {
  lua_pushinteger(L, check_match(L).dealer());
  return 1;
}
int w_match_score(lua_State* L) {
  Match& m = check_match(L);
  int seat = check_number_arg(L, 2, "seat");
  TestRun& run = run_of(L);
  std::int64_t v = 0;
  GUARDED(run, v = m.score(seat));
  lua_pushinteger(L, v);
  return 1;
}
int w_match_deal_score(lua_State* L) {
  Match& m = check_match(L);
  int seat = check_number_arg(L, 2, "seat"), deal = check_number_arg(L, 3, "deal");
  TestRun& run = run_of(L);
  std::int64_t v = 0;
  GUARDED(run, v = m.deal_score(seat, deal));
  lua_pushinteger(L, v);
  return 1;
}
// evaluate(seat) → the rules' evaluate hook for the seat, as the greedy bot reads it; nil when
// the rules define none.
int w_match_evaluate(lua_State* L) {
  Match& m = check_match(L);
  int seat = check_number_arg(L, 2, "seat");
  TestRun& run = run_of(L);
  double v = 0;
  bool defined = false;
  GUARDED(run, defined = m.evaluate(seat, v));
  if (defined)
    lua_pushnumber(L, v);
  else
    lua_pushnil(L);
  return 1;
}
// winners() → the seats with the highest match score, several for a shared win.
int w_match_winners(lua_State* L) {
  Match& m = check_match(L);
  TestRun& run = run_of(L);
  std::array<int, 16> seats{};  // layouts allow at most 16 players
  int count = 0;
  GUARDED(run, for (int seat : m.winners()) seats[std::size_t(count++)] = seat);
  lua_createtable(L, count, 0);
  for (int i = 0; i < count; ++i) {
    lua_pushinteger(L, seats[std::size_t(i)]);
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}
int w_match_counter(lua_State* L) {
  Match& m = check_match(L);
  const char* name = luaL_checkstring(L, 2);
  int seat = lua_isnoneornil(L, 3) ? 0 : check_number_arg(L, 3, "seat");
  TestRun& run = run_of(L);
  std::int64_t v = 0;
  GUARDED(run, v = m.counter(name, seat));
  lua_pushinteger(L, v);
  return 1;
}
int w_match_zone(lua_State* L) {
  Match& m = check_match(L);
  const char* name = luaL_checkstring(L, 2);
  int seat = lua_isnoneornil(L, 3) ? 0 : check_number_arg(L, 3, "seat");
  TestRun& run = run_of(L);
  GUARDED(run, {
    run.texts.clear();
    for (Card c : m.zone(name, seat)) run.texts.push_back(card_name(c));
  });
  return push_texts(L, run.texts);
}
int w_match_view(lua_State* L) {
  Match& m = check_match(L);
  int seat = check_number_arg(L, 2, "seat");
  TestRun& run = run_of(L);
  GUARDED(run, run.value = m.view(seat));
  push_json(L, run.value);
  return 1;
}
int w_match_clone(lua_State* L) {
  Match& m = check_match(L);
  TestRun& run = run_of(L);
  Match** slot = new_match_slot(L);
  GUARDED(run, *slot = new Match(m));
  return 1;
}
int w_match_save(lua_State* L) {
  Match& m = check_match(L);
  TestRun& run = run_of(L);
  GUARDED(run, run.texts.assign(1, json_text(m.save())));
  lua_pushstring(L, run.texts[0].c_str());
  return 1;
}
// get(name [, seat]) → a counter or variable as views show it: a bool as a boolean, a seat or
// card (nil for none), an enum's value name (nil for none), a flags var as the list of the names set.
int w_match_get(lua_State* L) {
  Match& m = check_match(L);
  const char* name = luaL_checkstring(L, 2);
  int seat = lua_isnoneornil(L, 3) ? 0 : check_number_arg(L, 3, "seat");
  TestRun& run = run_of(L);
  GUARDED(run, run.value = m.value(name, seat));
  push_json(L, run.value);
  return 1;
}

// fix_deal(number, { zone = "cards" or { "cards", ... } }) → deals that later deal with exactly
// these cards (bottom first), as cardrt.new's `deal` does the first.
int w_match_fix_deal(lua_State* L) {
  Match& m = check_match(L);
  const int number = check_number_arg(L, 2, "deal");
  luaL_checktype(L, 3, LUA_TTABLE);
  TestRun& run = run_of(L);
  run.deal.clear();
  lua_pushnil(L);
  while (lua_next(L, 3) != 0) {
    if (lua_type(L, -2) != LUA_TSTRING) return luaL_error(L, "fix_deal: zone names must be strings");
    run.deal.emplace_back(lua_tostring(L, -2), std::vector<std::string>{});
    auto& strings = run.deal.back().second;
    if (lua_type(L, -1) == LUA_TSTRING) {
      strings.push_back(lua_tostring(L, -1));
    } else if (lua_type(L, -1) == LUA_TTABLE) {
      for (lua_Integer i = 1; lua_rawgeti(L, -1, i) == LUA_TSTRING; ++i) {
        strings.push_back(lua_tostring(L, -1));
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
    } else {
      return luaL_error(L, "fix_deal: zone '%s' needs a card string or a list of them", run.deal.back().first.c_str());
    }
    lua_pop(L, 1);
  }
  // Zones in name order: a table's own order is no order.
  std::sort(run.deal.begin(), run.deal.end());
  GUARDED(run, m.fix_deal(number, run.deal));
  return 0;
}

// set_zone(zone, [seat,] cards) and stack_shuffle(zone, [seat,] cards): a test's hand on chance
// (Match::set_zone, Match::stack_shuffle); the seat only for a seat's or team's zone.
template <void (Match::*intervene)(const std::string&, int, const std::string&)>
int w_match_intervene(lua_State* L) {
  Match& m = check_match(L);
  const char* zone = luaL_checkstring(L, 2);
  const bool seated = !lua_isnoneornil(L, 4);
  const int seat = seated ? check_number_arg(L, 3, "seat") : 0;
  const char* cards = luaL_checkstring(L, seated ? 4 : 3);
  TestRun& run = run_of(L);
  GUARDED(run, (m.*intervene)(zone, seat, cards));
  return 0;
}

// messages() → the rules' messages so far (g:log), in order.
int w_match_messages(lua_State* L) {
  Match& m = check_match(L);
  TestRun& run = run_of(L);
  run.texts.clear();
  for (const auto& entry : m.log()) run.texts.push_back(entry.text);
  return push_texts(L, run.texts);
}
#undef GUARDED

const luaL_Reg match_methods[] = {{"to_move", w_match_to_move},
                                  {"moves", w_match_moves},
                                  {"play", w_match_play},
                                  {"over", w_match_over},
                                  {"deal_over", w_match_deal_over},
                                  {"deal_number", w_match_deal_number},
                                  {"dealer", w_match_dealer},
                                  {"score", w_match_score},
                                  {"deal_score", w_match_deal_score},
                                  {"evaluate", w_match_evaluate},
                                  {"counter", w_match_counter},
                                  {"zone", w_match_zone},
                                  {"view", w_match_view},
                                  {"clone", w_match_clone},
                                  {"save", w_match_save},
                                  {"winners", w_match_winners},
                                  {"messages", w_match_messages},
                                  {"get", w_match_get},
                                  {"fix_deal", w_match_fix_deal},
                                  {"set_zone", w_match_intervene<&Match::set_zone>},
                                  {"stack_shuffle", w_match_intervene<&Match::stack_shuffle>},
                                  {nullptr, nullptr}};

void open_test_api(lua_State* L, TestRun* run) {
  luaL_newmetatable(L, kMatchType);
  lua_newtable(L);
  for (const luaL_Reg* r = match_methods; r->name; ++r) {
    lua_pushlightuserdata(L, run);
    lua_pushcclosure(L, r->func, 1);
    lua_setfield(L, -2, r->name);
  }
  lua_setfield(L, -2, "__index");
  lua_pushlightuserdata(L, run);
  lua_pushcclosure(L, w_match_gc, 1);
  lua_setfield(L, -2, "__gc");
  lua_pop(L, 1);

  lua_newtable(L);
  lua_pushstring(L, CARDRT_VERSION);
  lua_setfield(L, -2, "version");
  lua_newtable(L);
  const luaL_Reg natives[] = {{"new", w_native_new}, {"load", w_native_load}, {"report", w_native_report}};
  for (const auto& r : natives) {
    lua_pushlightuserdata(L, run);
    lua_pushcclosure(L, r.func, 1);
    lua_setfield(L, -2, r.name);
  }
  lua_setfield(L, -2, "_native");
  lua_setglobal(L, "cardrt");
  open_cards(L, nullptr);
}

}  // namespace

TestSummary run_test_files(const std::vector<std::string>& files, std::ostream& out,
                           const std::vector<std::string>& search_dirs) {
  TestSummary summary;
  for (const auto& file : files) {
    TestRun run;
    run.out = &out;
    run.file = file;
    run.rules_dirs = search_dirs;
    run.search_dirs = search_dirs;
    fs::path dir = fs::absolute(file).parent_path();
    // A test beside its ruleset (rulesets/GAME/tests/x.lua) finds the games next to that one.
    run.search_dirs.push_back(dir.parent_path().parent_path().string());
    out << "# " << file << "\n";
    try {
      LuaLimits limits;
      limits.memory_bytes = std::size_t(1) << 30;
      limits.string_bytes = std::size_t(64) << 20;
      limits.instructions = 0;  // a test file plays whole games: only the time limit applies
      limits.seconds = 300;
      LuaHost host(dir.string(), limits, true);
      lua_State* L = host.L();
      host.protect([&] {
        open_test_api(L, &run);
        if (luaL_loadbufferx(L, kPrelude, std::strlen(kPrelude), "=test_prelude", "t") != LUA_OK)
          throw Error(std::string("test prelude: ") + lua_tostring(L, -1));
        lua_call(L, 0, 0);
      });
      try {
        host.run_file(file);
      } catch (const Error& e) {
        out << "FAILED " << file << "\n       " << e.what() << "\n";
        ++run.failed;
      }
    } catch (const Error& e) {
      out << "FAILED " << file << "\n       " << e.what() << "\n";
      ++run.failed;
    }
    int passed = run.passed, failed = run.failed;
    summary.passed += passed;
    summary.failed += failed;
  }
  out << summary.passed << " passed, " << summary.failed << " failed\n";
  return summary;
}

}  // namespace cardrt
