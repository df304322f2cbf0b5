// Games loaded once per process: layouts and rules kept while their files are unchanged, and made
// again when game.yaml, a variant file, a rules file or a module it loaded changes.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>

#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/lua_rules.hpp"
#include "cardrt/match.hpp"
#include "cardrt/rules_cache.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::TempDir;

namespace {

// A game whose first message tells which version of its rules and module runs.
struct VersionedGame {
  TempDir dir{"loaded-once"};
  std::string folder = dir.path("versioned");

  VersionedGame() {
    write("game.yaml",
          "game: versioned\nplayers: { min: 2, max: 2 }\nzones:\n  hand: { owner: seat }\n"
          "moves: { pass: { arg: none } }\noptions:\n  extra: { type: bool, default: false }\n");
    write("variants/quiet.yaml", "extends: versioned\nsummary: v1\noptions: { extra: true }\n");
    write("lib/version.lua", "return 'module 1'\n");
    write("rules.lua",
          "local module = require('lib.version')\n"
          "function rules.deal(g) end\n"
          "function rules.start_deal(g) g:log('rules 1, ' .. module) g:set_to_move(1) end\n"
          "function rules.moves(g, out) out:add('pass') end\n"
          "function rules.play(g) g:end_match() end\n");
  }
  // Writes a file of the game as an editor would, dated an hour back with its folder: a file
  // changed within the last two seconds is never taken as unchanged, which a test would meet on
  // every file.
  void write(const std::string& rel, const std::string& text) const {
    const std::filesystem::path path = dir.write("versioned/" + rel, text);
    const auto past = std::filesystem::file_time_type::clock::now() - std::chrono::hours(1);
    std::filesystem::last_write_time(path, past);
    std::filesystem::last_write_time(path.parent_path(), past);
  }
  std::shared_ptr<const GameSpec> spec(const std::string& variant = "") const {
    Selection sel;
    sel.game = folder;
    sel.variant = variant;
    return make_spec(sel);
  }
};

std::string first_message(const std::shared_ptr<Rules>& rules) {
  Match match(rules, MatchSetup{});
  match.legal_moves();
  return match.log().at(0).text;
}

}  // namespace

TEST_CASE("a game's layout is read once, and again when one of its files changes", "[loaded_once]") {
  VersionedGame game;
  const auto first = load_layout(game.folder);
  CHECK(load_layout(game.folder) == first);
  SECTION("game.yaml") {
    game.write("game.yaml",
               "game: versioned\nname: Renamed\nplayers: { min: 2, max: 2 }\nzones:\n  hand: { owner: seat }\n"
               "moves: { pass: { arg: none } }\noptions:\n  extra: { type: bool, default: false }\n");
    const auto again = load_layout(game.folder);
    CHECK(again != first);
    CHECK(again->name == "Renamed");
  }
  SECTION("a variant file, of the same size") {
    game.write("variants/quiet.yaml", "extends: versioned\nsummary: v2\noptions: { extra: true }\n");
    const auto again = load_layout(game.folder);
    CHECK(again != first);
    CHECK(again->variant("quiet")->summary == "v2");
  }
  SECTION("a variant file added") {
    game.write("variants/loud.yaml", "extends: versioned\nsummary: loud\n");
    CHECK(load_layout(game.folder)->variant_ids() == std::vector<std::string>{"loud", "quiet"});
  }
}

TEST_CASE("a game's rules are made once, and again when a file they were read from changes", "[loaded_once]") {
  VersionedGame game;
  int made = 0;
  RulesCache cache([&](std::shared_ptr<const GameSpec> spec) {
    ++made;
    return load_lua_rules(std::move(spec));
  });
  const auto first = cache(game.spec());
  CHECK(first_message(first) == "rules 1, module 1");
  CHECK(cache(game.spec()) == first);
  CHECK(made == 1);
  SECTION("other options or a variant are other rules") {
    const auto quiet = cache(game.spec("quiet"));
    CHECK(quiet != first);
    CHECK(cache(game.spec("quiet")) == quiet);
    CHECK(made == 2);
  }
  SECTION("the rules file, rewritten at the same size") {
    game.write("rules.lua",
               "local module = require('lib.version')\n"
               "function rules.deal(g) end\n"
               "function rules.start_deal(g) g:log('rules 2, ' .. module) g:set_to_move(1) end\n"
               "function rules.moves(g, out) out:add('pass') end\n"
               "function rules.play(g) g:end_match() end\n");
    const auto again = cache(game.spec());
    CHECK(again != first);
    CHECK(first_message(again) == "rules 2, module 1");
  }
  SECTION("a module the rules required") {
    game.write("lib/version.lua", "return 'module 2'\n");
    CHECK(first_message(cache(game.spec())) == "rules 1, module 2");
  }
  SECTION("the variant file the selection plays") {
    const auto quiet = cache(game.spec("quiet"));
    game.write("variants/quiet.yaml", "extends: versioned\nsummary: v2\noptions: { extra: true }\n");
    CHECK(cache(game.spec("quiet")) != quiet);
  }
  SECTION("a file just written is read again each time: its time cannot tell a rewrite in the same tick") {
    game.dir.write("versioned/lib/version.lua", "return 'module 3'\n");
    CHECK(first_message(cache(game.spec())) == "rules 1, module 3");
    CHECK(cache(game.spec()) != cache(game.spec()));
  }
}
