// Broken and hostile layout and variant files: checked integers, bounded sizes, paths kept inside
// their folder, extends circles, yaml-cpp failures and mistaken mechanics, each as an exact located
// error; and rows and tricks that rules build themselves, checked against the declared ones on the
// sevens and trick_turns fixtures.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <filesystem>
#include <fstream>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/melds_mechanic.hpp"
#include "cardrt/rows_mechanic.hpp"
#include "cardrt/runtime.hpp"
#include "cardrt/tricks_mechanic.hpp"
#include "support.hpp"

using namespace cardrt;
using Catch::Matchers::StartsWith;
using enginetest::error_of;

namespace fs = std::filesystem;

namespace {

// A folder of files a test writes under the system's temp folder, removed afterwards: hostile
// cases need symlinks, FIFOs, huge files and names longer than a file system allows.
class Scratch : public enginetest::TempDir {
 public:
  Scratch() : TempDir("layout") {}

  // A game folder `rel` (the scratch folder itself for "") with game.yaml and a rules.lua that
  // ends every match at once.
  std::string game(const std::string& rel, const std::string& yaml) const {
    std::string dir = path(rel);
    write((rel.empty() ? "" : rel + "/") + "game.yaml", yaml);
    write((rel.empty() ? "" : rel + "/") + "rules.lua",
          "function rules.deal(g) end\n"
          "function rules.start_deal(g) g:end_match() end\n"
          "function rules.moves(g, out) out:add(\"pass\") end\n"
          "function rules.play(g) end\n");
    return dir;
  }
};

// The smallest valid game.yaml, with `extra` appended (line 6 onwards).
std::string game_yaml(const std::string& extra = "") {
  return "game: g\n"
         "players: { min: 2, max: 4 }\n"
         "zones:\n"
         "  hand: { owner: seat }\n"
         "moves: { pass: { arg: none } }\n" +
         extra;
}

std::string layout_error(const Scratch& s, const std::string& yaml) {
  std::string dir = s.game("", yaml);
  return error_of([&] { load_layout(dir); });
}

std::string spec_error(const std::string& game, const std::string& variant = "") {
  Selection sel;
  sel.game = game;
  sel.variant = variant;
  sel.search_dirs = {enginetest::kData};
  return error_of([&] { make_spec(sel); });
}

std::shared_ptr<const GameSpec> spec_of(const std::string& game, const std::string& variant = "") {
  Selection sel;
  sel.game = game;
  sel.variant = variant;
  sel.search_dirs = {enginetest::kData};
  return make_spec(sel);
}

const std::string kLong(4000, 'a');
const std::string kLongShown = std::string(60, 'a') + "...";

}  // namespace

TEST_CASE("teams are read for every player count they list", "[layout]") {
  // The seat lists of each count are walked through node copies: walking the member of the
  // iterator's temporary was a stack-use-after-scope.
  auto layout = load_layout(enginetest::kData + "/layout/per_players");
  REQUIRE(layout->teams.size() == 2);
  CHECK(layout->teams.at(4) == std::vector<std::vector<int>>{{1, 3}, {2, 4}});
  CHECK(layout->teams.at(6) == std::vector<std::vector<int>>{{1, 4}, {2, 5}, {3, 6}});
}

TEST_CASE("every integer of a layout is read whole and within its range", "[layout]") {
  Scratch s;
  const std::string yaml = s.path("game.yaml");
  SECTION("a player count beyond 64 bits, or one that int would cut to a small one") {
    CHECK(layout_error(s, "game: g\nplayers: { min: 2, max: 99999999999999999999 }\n") ==
          yaml + ":2:25: players.max must be from 1 to 16, got 99999999999999999999");
    CHECK(layout_error(s, "game: g\nplayers: { min: 2, max: 4294967298 }\n") ==
          yaml + ":2:25: players.max must be from 1 to 16, got 4294967298");
    CHECK(layout_error(s, "game: g\nplayers: { min: 0, max: 4 }\n") ==
          yaml + ":2:17: players.min must be from 1 to 16, got 0");
  }
  SECTION("a teams key is a player count of the game") {
    CHECK(layout_error(s, game_yaml("teams: { -2: [[1]] }\n")) ==
          yaml + ":6:10: teams key (a player count or 'when') must be from 2 to 4, got -2");
    CHECK(layout_error(s, game_yaml("teams: { 18446744073709551615: [[1]] }\n")) ==
          yaml + ":6:10: teams key (a player count or 'when') must be from 2 to 4, got 18446744073709551615");
    CHECK(layout_error(s, game_yaml("teams: { 2: [[1], [9223372036854775807]] }\n")) ==
          yaml + ":6:20: seat 9223372036854775807 does not exist with 2 players");
  }
  SECTION("decks and jokers") {
    CHECK(layout_error(s, game_yaml("deck: { decks: 9223372036854775807 }\n")) ==
          yaml + ":6:16: deck.decks must be from 1 to 12, got 9223372036854775807");
    CHECK(layout_error(s, game_yaml("deck: { jokers: 4294967296 }\n")) ==
          yaml + ":6:17: deck.jokers must be from 0 to 4, got 4294967296");
  }
  SECTION("the ranks of a pack") {
    CHECK(layout_error(s, game_yaml("deck: { ranks: [9, 10, J, X] }\n")) ==
          yaml + ":6:27: deck.ranks: 'X' is not a rank (A 2 .. 10 J Q K)");
    CHECK(layout_error(s, game_yaml("deck: { ranks: 9 T J t }\n")) == yaml + ":6:16: deck.ranks: rank t given twice");
    CHECK(layout_error(s, game_yaml("deck: { ranks: [] }\n")) ==
          yaml + ":6:16: deck.ranks must name at least one rank");
    CHECK(layout_error(s, game_yaml("deck: { ranks: { a: 1 } }\n")) ==
          yaml + ":6:16: deck.ranks (a list of ranks) must be a text value");
  }
  SECTION("counters, option bounds and option values") {
    CHECK(layout_error(s, game_yaml("counters: { c: { initial: 99999999999999999999 } }\n")) ==
          yaml + ":6:27: initial must be from -9223372036854775808 to 9223372036854775807, got 99999999999999999999");
    CHECK(layout_error(s, game_yaml("options: { x: { type: int, min: 99999999999999999999, default: 1 } }\n")) ==
          yaml + ":6:33: min must be from -9223372036854775808 to 9223372036854775807, got 99999999999999999999");
    CHECK(layout_error(s, game_yaml("options: { x: { type: int, min: 5, max: 1, default: 1 } }\n")) ==
          yaml + ":6:15: option 'x' has min above max");
    CHECK(layout_error(s, game_yaml("options: { x: { type: list, default: [1, 99999999999999999999] } }\n")) ==
          yaml + ":6:42: integer 99999999999999999999 is outside the 64-bit range");
  }
  SECTION("a number in a formula beyond 64 bits, pointed at within the formula") {
    CHECK(layout_error(s, game_yaml("options: { x: { type: int, default: players + 99999999999999999999 } }\n")) ==
          yaml + ":6:47: 99999999999999999999 is beyond the 64-bit integer range");
  }
  SECTION("a variant's player count and option values") {
    std::string big_players = s.write("variants/big.yaml", "extends: g\nplayers: 4294967298\n");
    CHECK(error_of([&] { load_variant(big_players); }) ==
          big_players + ":2:10: players must be from 1 to 16, got 4294967298");
    std::string big_ante = s.write("variants/big.yaml", "extends: g\noptions:\n  ante: 99999999999999999999\n");
    CHECK(error_of([&] { load_variant(big_ante); }) ==
          big_ante + ":3:9: integer 99999999999999999999 is outside the 64-bit range");
  }
}

TEST_CASE("sections and lists of a layout are bounded", "[layout]") {
  Scratch s;
  std::string zones;
  for (int i = 0; i < 257; ++i) zones += "  z" + std::to_string(i) + ": {}\n";
  CHECK(layout_error(s, "game: g\nplayers: { min: 2, max: 4 }\nmoves: { pass: }\nzones:\n" + zones) ==
        s.path("game.yaml") + ":5:3: zones may have at most 256 entries");
  SECTION("an option value is a value or a flat list: aliases cannot nest lists") {
    // An alias is the node it names, so the error points at the anchored list.
    CHECK(layout_error(
              s, game_yaml(
                     "options:\n  a: { type: list, default: &a [1, 2] }\n  b: { type: list, default: [*a, *a] }\n")) ==
          s.path("game.yaml") + ":7:29: a list item must be a single value");
  }
}

TEST_CASE("a default that follows the player count never overflows", "[layout][options]") {
  Scratch s;
  std::string dir = s.game("", game_yaml("options:\n  big: { type: int, default: players + 9223372036854775807 }\n"
                                         "  low: { type: int, default: players - 9223372036854775807 }\n"));
  auto layout = load_layout(dir);
  const OptionDef& big = *layout->option("big");
  CHECK(option_default_text(big) == "players + 9223372036854775807");
  CHECK(option_default(*layout->option("low"), 2, Json::object()) == Json(2 - INT64_MAX));
  CHECK(error_of([&] { option_default(big, 2, Json::object()); }) ==
        s.path("game.yaml") +
            ":7:30: with 2 players, the default of option 'big' (players + 9223372036854775807): "
            "the arithmetic leaves the 64-bit integer range");
  CHECK(spec_error(dir) == error_of([&] { option_default(big, 2, Json::object()); }));
}

TEST_CASE("var initial values must fit the var's type", "[layout]") {
  Scratch s;
  const std::string yaml = s.path("game.yaml");
  SECTION("a card var holds a card of the deck") {
    CHECK(layout_error(s, game_yaml("vars: { c: { type: card, initial: 99 } }\n")) ==
          yaml + ":6:35: initial card must be a card like 7H or JK, got '99'");
    CHECK(layout_error(s, game_yaml("vars: { c: { type: card, initial: JK } }\n")) ==
          yaml + ":6:35: initial card JK needs jokers in the deck");
    std::string dir = s.game(
        "",
        game_yaml("deck: { jokers: 1 }\nvars: { c: { type: card, initial: 10h }, j: { type: card, initial: JK } }\n"));
    auto layout = load_layout(dir);
    CHECK(layout->slots[0].initial == make_card(10, 3) + 1);  // id + 1, 0 being none
    CHECK(layout->slots[1].initial == kJoker + 1);
    Match match(load_rules(spec_of(dir)), MatchSetup{});
    CHECK(match.view(0)["counters"]["c"] == "TH");
    CHECK(match.view(0)["counters"]["j"] == "JK");
  }
  SECTION("a suit var holds a suit or none; an int var may start as none, and is then no metric") {
    CHECK(layout_error(s, game_yaml("vars: { t: { type: suit, initial: stars } }\n")) ==
          yaml + ":6:35: initial suit must be C, D, H, S, a suit's name or none, got 'stars'");
    CHECK(layout_error(s, game_yaml("vars: { b: { initial: none } }\nmetrics: [b]\n")) ==
          yaml + ":7:11: metrics cannot sum 'b', an int that may be none");
    CHECK(layout_error(s, game_yaml("counters: { b: { initial: none } }\n")) ==
          yaml + ":6:27: initial must be an integer, got 'none'");
    auto layout = load_layout(s.game("", game_yaml("vars: { t: { type: suit, initial: ♥ }, b: { initial: none } }\n")));
    CHECK(layout->slots[0].initial == 3);
    CHECK(layout->slots[1].may_be_none);
    CHECK(layout->slots[1].initial == kNoneValue);
  }
  SECTION("a seat var holds a seat of the largest table, or 0") {
    CHECK(layout_error(s, game_yaml("vars: { s: { type: seat, initial: 5 } }\n")) ==
          yaml + ":6:35: initial seat (0 for none) must be from 0 to 4, got 5");
  }
  SECTION("a flags var sets only the bits of its values") {
    const std::string flags = "vars: { f: { type: flags, values: [a, b, c], initial: ";
    CHECK(layout_error(s, game_yaml(flags + "1 } }\n")) ==
          yaml + ":6:55: initial flags may set only bits 1 to 3 (one per value), got 1");
    CHECK(layout_error(s, game_yaml(flags + "16 } }\n")) ==
          yaml + ":6:55: initial flags may set only bits 1 to 3 (one per value), got 16");
    CHECK(layout_error(s, game_yaml(flags + "-2 } }\n")) ==
          yaml + ":6:55: initial flags may set only bits 1 to 3 (one per value), got -2");
    CHECK(load_layout(s.game("", game_yaml(flags + "14 } }\n")))->slots[0].initial == 14);
  }
}

TEST_CASE("an int counter or var may start at an int option's value", "[layout][options]") {
  Scratch s;
  const std::string yaml = s.path("game.yaml");
  const std::string options = "options: { start: { type: int, default: 7 }, on: { type: bool, default: true } }\n";
  std::string dir = s.game("", game_yaml(options + "counters: { chips: { per: seat, initial: { option: start } } }\n"));
  REQUIRE(load_layout(dir)->slots[0].initial_formula);
  CHECK(load_layout(dir)->slots[0].initial_formula->text() == "start");
  Selection sel;
  sel.game = dir;
  sel.option_text = {{"start", "9"}};
  Match nine(load_rules(make_spec(sel)), MatchSetup{});
  CHECK(nine.counter("chips", 1) == 9);
  CHECK(nine.counter("chips", 2) == 9);
  CHECK(Match(load_rules(spec_of(dir)), MatchSetup{}).counter("chips", 2) == 7);
  CHECK(layout_error(s, game_yaml(options + "counters: { c: { initial: { option: on } } }\n")) ==
        yaml + ":7:37: initial.option must name an int option, for an int counter or var");
  CHECK(layout_error(s, game_yaml(options + "counters: { c: { initial: { option: nope } } }\n")) ==
        yaml + ":7:37: initial.option must name an int option, for an int counter or var");
  CHECK(layout_error(s, game_yaml(options + "vars: { b: { type: bool, initial: { option: start } } }\n")) ==
        yaml + ":7:45: initial.option must name an int option, for an int counter or var");
  CHECK(layout_error(s, game_yaml(options + "counters: { c: { initial: {} } }\n")) ==
        yaml + ":7:27: initial is a value, a formula or {option: NAME}");
}

TEST_CASE("a rules file must be a .lua file inside the folder of the file that names it", "[layout]") {
  Scratch s;
  s.game("", game_yaml());
  auto variant_error = [&](const std::string& rules) {
    std::string file = s.write("variants/house.yaml", "extends: g\nrules: " + rules + "\n");
    return error_of([&] { load_variant(file); });
  };
  const std::string at = s.path("variants/house.yaml") + ":2:8: rules file '";
  const std::string refused = "' must be a .lua file inside the folder of this file";
  SECTION("absolute paths and system files are refused before anything is read") {
    CHECK(variant_error("/etc/passwd") == at + "/etc/passwd" + refused);
    CHECK(variant_error("/proc/self/maps") == at + "/proc/self/maps" + refused);
    CHECK(variant_error(s.path("rules.lua")) == at + s.path("rules.lua") + refused);
  }
  SECTION("paths leaving the folder, even to a .lua file that exists") {
    CHECK(variant_error("../rules.lua") == at + "../rules.lua" + refused);
    CHECK(variant_error("sub/../../rules.lua") == at + "sub/../../rules.lua" + refused);
  }
  SECTION("only .lua files") {
    s.write("variants/notes.txt", "text\n");
    CHECK(variant_error("notes.txt") == at + "notes.txt" + refused);
  }
  SECTION("a NUL would cut the name short where the system reads it") {
    CHECK(variant_error("\"in.lua\\0/../x.lua\"") == at + "in.lua?/../x.lua" + refused);
  }
  SECTION("a symlink is followed: out is refused, in is fine") {
    s.write("variants/real.lua", "-- hooks\n");
    fs::create_symlink("/etc/passwd", s.path("variants/out.lua"));
    fs::create_symlink(s.path("variants/real.lua"), s.path("variants/in.lua"));
    CHECK(variant_error("out.lua") == at + "out.lua" + refused);
    std::string file = s.write("variants/house.yaml", "extends: g\nrules: in.lua\n");
    CHECK(load_variant(file).rules_file == s.path("variants/in.lua"));
  }
  SECTION("a name too long for the system is shortened in the message") {
    CHECK(variant_error(kLong + ".lua") == at + kLongShown + refused);
  }
  SECTION("a good name that names no file") {
    CHECK(variant_error("gone.lua") == at + "gone.lua' not found next to house.yaml");
  }
  SECTION("game.yaml: its rules in a subfolder are fine, elsewhere not") {
    s.write("lib/main.lua", "-- hooks\n");
    CHECK(load_layout(s.game("", game_yaml("rules: lib/main.lua\n")))->rules_file == s.path("lib/main.lua"));
    CHECK(layout_error(s, game_yaml("rules: /etc/passwd\n")) ==
          s.path("game.yaml") + ":6:8: rules file '/etc/passwd' must be a .lua file inside the folder of this file");
  }
  SECTION("the default rules.lua may not lead out either") {
    std::string dir = s.game("game", game_yaml());
    fs::remove(s.path("game/rules.lua"));
    fs::create_symlink(s.path("variants/house.lua"), s.path("game/rules.lua"));
    s.write("variants/house.lua", "-- hooks\n");
    CHECK(error_of([&] { load_layout(dir); }) ==
          s.path("game/game.yaml") + ":1:1: rules file 'rules.lua' must be a .lua file inside the folder of this file");
  }
}

TEST_CASE("extends names a game or variant id, or a path inside the folder of its file or game", "[layout]") {
  Scratch s;
  s.game("g", game_yaml("options: { ante: { type: int, min: 0, default: 1 } }\n"));
  s.write("g/variants/base.yaml", "extends: g\noptions: { ante: 3 }\n");
  auto extends_error = [&](const std::string& file, const std::string& extends) {
    std::string path = s.write(file, "extends: " + extends + "\n");
    return error_of([&] { load_variant(path); });
  };
  const std::string refused =
      "' must be a game or variant id, or a .yaml file or game folder inside the folder of this file or of its game";
  SECTION("absolute paths, paths leaving the folder, and names that are neither id nor path") {
    CHECK(extends_error("house.yaml", "/etc/passwd") == s.path("house.yaml") + ":1:10: extends '/etc/passwd" + refused);
    CHECK(extends_error("house.yaml", "/proc/self/maps") ==
          s.path("house.yaml") + ":1:10: extends '/proc/self/maps" + refused);
    CHECK(extends_error("house/h.yaml", "../g/variants/base.yaml") ==
          s.path("house/h.yaml") + ":1:10: extends '../g/variants/base.yaml" + refused);
    CHECK(extends_error("g/tests/h.yaml", "../../house.yaml") ==
          s.path("g/tests/h.yaml") + ":1:10: extends '../../house.yaml" + refused);
    CHECK(extends_error("house.yaml", "g.v2") == s.path("house.yaml") + ":1:10: extends 'g.v2" + refused);
    CHECK(extends_error("house.yaml", "..") == s.path("house.yaml") + ":1:10: extends '.." + refused);
    CHECK(extends_error("house.yaml", kLong + ".yaml") ==
          s.path("house.yaml") + ":1:10: extends '" + kLongShown + refused);
  }
  SECTION("a symlink out of the folder is refused") {
    s.write("other/x.yaml", "extends: g\n");
    fs::create_directories(s.path("house"));
    fs::create_symlink(s.path("other/x.yaml"), s.path("house/x.yaml"));
    CHECK(extends_error("house/h.yaml", "x.yaml") == s.path("house/h.yaml") + ":1:10: extends 'x.yaml" + refused);
  }
  SECTION("a variant in a subfolder of its game may extend the game's variants") {
    std::string file = s.write("g/tests/house/h.yaml", "extends: ../../variants/base.yaml\n");
    auto spec = spec_of(file);
    CHECK(spec->variant == "h");
    CHECK(spec->options["ante"] == 3);
  }
  SECTION("a house rule there may extend a variant of its game and add hooks") {
    s.write("g/tests/house/hooks.lua", "-- hooks\n");
    std::string file = s.write("g/tests/house/hooks.yaml", "extends: ../../variants/base.yaml\nrules: hooks.lua\n");
    auto spec = spec_of(file);
    CHECK(spec->variant == "hooks");
    CHECK(spec->options["ante"] == 3);
    CHECK(spec->rules_files == std::vector<std::string>{s.path("g/rules.lua"), s.path("g/tests/house/hooks.lua")});
  }
  SECTION("a path that names nothing is reported at the extends") {
    std::string file = s.write("g/variants/lost.yaml", "extends: gone.yaml\n");
    CHECK(spec_error(file) == file + ":1:10: extends 'gone.yaml': no such variant file");
    file = s.write("g/variants/lost.yaml", "extends: ../variants\n");
    CHECK(spec_error(file) == file + ":1:10: extends '../variants': no game.yaml in that folder");
  }
  SECTION("an id too long for the system is an unknown game, shortened") {
    std::string file = s.write("house.yaml", "extends: " + kLong + "\n");
    CHECK_THAT(spec_error(file), StartsWith(file + ":1:10: extends '" + kLongShown + "': unknown game '" + kLongShown +
                                            "' (games found: "));
    CHECK_THAT(spec_error(kLong), StartsWith("unknown game '" + kLongShown + "' (games found: "));
  }
}

TEST_CASE("a circle or a long chain of variants is reported once, briefly", "[layout]") {
  Scratch s;
  std::string game = s.game("g", game_yaml());
  const std::string variants = s.path("g/variants/");
  SECTION("two variants extending each other") {
    s.write("g/variants/a.yaml", "extends: b\n");
    s.write("g/variants/b.yaml", "extends: a\n");
    CHECK(spec_error(game, "a") == variants + "b.yaml:1:10: variants extend each other in a circle: a -> b -> a");
    CHECK(spec_error(variants + "b.yaml") ==
          variants + "a.yaml:1:10: variants extend each other in a circle: b -> a -> b");
  }
  SECTION("a variant extending itself by its file name") {
    s.write("g/variants/a.yaml", "extends: a.yaml\n");
    CHECK(spec_error(game, "a") == variants + "a.yaml:1:10: variants extend each other in a circle: a -> a");
  }
  SECTION("16 variants deep is fine, 17 is not") {
    for (int i = 0; i < 20; ++i)
      s.write("g/variants/v" + std::to_string(i) + ".yaml",
              "extends: " + (i == 19 ? "g" : "v" + std::to_string(i + 1)) + "\n");
    CHECK(spec_of(game, "v4")->variant == "v4");
    CHECK(spec_error(game, "v0") ==
          variants + "v15.yaml:1:10: variants extend each other more than 16 deep: v0 -> v1 -> ... -> v15 -> v16");
  }
  SECTION("an error at the end of a chain is reported where it is, once") {
    s.write("g/variants/a.yaml", "extends: b\n");
    s.write("g/variants/b.yaml", "extends: c\n");
    s.write("g/variants/c.yaml", "extends: g\nplayers: many\n");
    CHECK(spec_error(variants + "a.yaml") == variants + "c.yaml:2:10: players must be an integer, got 'many'");
  }
}

TEST_CASE("unreadable files and yaml-cpp's own failures become located errors", "[layout]") {
  Scratch s;
  SECTION("a variant file that does not exist, or is a folder") {
    CHECK(error_of([&] { load_variant(s.path("none.yaml")); }) == s.path("none.yaml") + ": cannot read file");
    std::string dir = s.game("", game_yaml());
    fs::create_directories(s.path("variants/folder.yaml"));
    CHECK(error_of([&] { load_layout(dir); }) == s.path("variants/folder.yaml") + ": cannot read file");
  }
  SECTION("a FIFO among the variants is refused instead of read forever") {
    std::string dir = s.game("", game_yaml());
    fs::create_directories(s.path("variants"));
    REQUIRE(mkfifo(s.path("variants/pipe.yaml").c_str(), 0600) == 0);
    auto got = enginetest::run_with_deadline(
        [&] {
          load_layout(dir);
          return std::string("loaded");
        },
        20);
    CHECK(got == "exception: " + s.path("variants/pipe.yaml") + ": cannot read file");
  }
  SECTION("a file over 1 MiB") {
    CHECK(layout_error(s, game_yaml("summary: " + std::string(1 << 20, 'x') + "\n")) ==
          s.path("game.yaml") + ": larger than 1 MiB, too large for a layout file");
  }
  SECTION("nesting deep enough to exhaust yaml-cpp's guard, which calls it a bad file") {
    // yaml-cpp marks the place its scanner had reached: the end of the file.
    CHECK(layout_error(s, game_yaml("summary: " + std::string(3000, '[') + "\n")) ==
          s.path("game.yaml") + ":7:1: YAML nested too deeply");
  }
  SECTION("hostile names are shortened, with control characters shown as '?'") {
    // YAML keys stop at 1024 characters; values may be longer (see the rules and extends names).
    CHECK(layout_error(s, game_yaml(std::string(1000, 'a') + ": 1\n")) ==
          s.path("game.yaml") + ":6:1: unknown key '" + kLongShown +
              "' in game.yaml (allowed: game, name, summary, "
              "players, teams, deck, zones, counters, vars, moves, move_order, options, mechanics, deal, "
              "score, wins, conserve, stats_by, metrics, bots, rules, remember_positions)");
    CHECK(layout_error(s, game_yaml("move_order: \"\\e[31mred\"\n")) ==
          s.path("game.yaml") + ":6:13: move_order must be one of ace_low, ace_high, text, got '?[31mred'");
  }
}

TEST_CASE("a quote left open that takes in the keys below it is refused where it opens", "[layout]") {
  // yaml-cpp reads such text as one long value: the house rule would silently be the plain game.
  Scratch s;
  const std::string at = s.path("game.yaml") + ":6:10: the quoted text opened here runs on to line ";
  SECTION("double quotes, to the end of the file") {
    CHECK(layout_error(s, game_yaml("summary: \"unclosed\nvars:\n  x: { type: int }\n")) ==
          at + "7 and takes in its key 'vars:'; close the quote (\") on the line where it opens");
  }
  SECTION("single quotes, '' inside them") {
    CHECK(layout_error(s, game_yaml("summary: 'it''s open\n\ndeal: { from: x }\n")) ==
          at + "8 and takes in its key 'deal:'; close the quote (') on the line where it opens");
  }
  SECTION("where a later quote makes the file unreadable, the open quote is what is named") {
    CHECK(layout_error(s, game_yaml("summary: \"unclosed\nname: \"G\"\n")) ==
          at + "7 and takes in its key 'name:'; close the quote (\") on the line where it opens");
  }
  SECTION("quoted text going on over more deeply indented lines is YAML's own, and loads") {
    const std::string dir = s.game("", game_yaml("summary: \"two\n  lines: with a colon\"\nname: \"a \\\" quote\"\n"));
    const auto layout = load_layout(dir);
    CHECK(layout->summary == "two lines: with a colon");
    CHECK(layout->name == "a \" quote");
  }
  SECTION("text on which yaml-cpp's parser finds one document after another without end") {
    // The check reads the first document only, as the loader does (fuzz_layout found the hang).
    CHECK(enginetest::run_with_deadline([&] { return layout_error(s, ",\n"); }, 20) ==
          s.path("game.yaml") + ":1:1: game.yaml must be a mapping");
  }
  SECTION("a block scalar holding quotes and keys is no quoted text") {
    const std::string dir = s.game("", game_yaml("summary: |\n  \"open\n  key: here\nname: G\n"));
    CHECK(load_layout(dir)->summary == "\"open\nkey: here\n");
  }
}

TEST_CASE("a key given twice in one mapping is refused where it is given again", "[layout]") {
  // yaml-cpp keeps one of the two in silence: a mod could hide a rules: entry behind another.
  Scratch s;
  const std::string twice = ": YAML keeps only one of them; remove one";
  SECTION("at the top of game.yaml") {
    CHECK(layout_error(s, game_yaml("rules: rules.lua\nname: G\nrules: other.lua\n")) ==
          s.path("game.yaml") + ":8:1: key 'rules' is given twice in this mapping (first at line 6:1)" + twice);
  }
  SECTION("inside a flow mapping") {
    CHECK(layout_error(s, game_yaml("deck: { decks: 1, jokers: 2, decks: 3 }\n")) ==
          s.path("game.yaml") + ":6:30: key 'decks' is given twice in this mapping (first at line 6:9)" + twice);
  }
  SECTION("below a sequence and a nested mapping, after a complex key") {
    CHECK(layout_error(s, game_yaml("x:\n  - a: 1\n    ? [k]\n    : 2\n    a: 3\n")) ==
          s.path("game.yaml") + ":10:5: key 'a' is given twice in this mapping (first at line 7:5)" + twice);
  }
  SECTION("in a variant file") {
    const std::string variant =
        s.write("house.yaml", "extends: fantan\nrules: house.lua\noptions: { passing: penalized }\nrules: x.lua\n");
    CHECK(error_of([&] { load_variant(variant); }) ==
          variant + ":4:1: key 'rules' is given twice in this mapping (first at line 2:1)" + twice);
  }
  SECTION("the same key in different mappings is no repetition") {
    const std::string dir = s.game("", game_yaml("zones_doc: { a: 1 }\nother: { a: 1 }\n"));
    CHECK_THAT(error_of([&] { load_layout(dir); }), !Catch::Matchers::Contains("given twice"));
  }
}

TEST_CASE("mechanics: are declared by type with their zones, and every mistake is located", "[layout]") {
  Scratch s;
  auto yaml = [](const std::string& mechanics) {
    return "game: g\n"
           "players: { min: 2, max: 4 }\n"
           "zones:\n"
           "  hand: { owner: seat }\n"
           "  pile: { owner: table }\n"
           "  won: { owner: seat }\n"
           "  row_C: { owner: table }\n"
           "  row_D: { owner: table }\n"
           "  row_H: { owner: table }\n"
           "  row_S: { owner: table }\n"
           "moves: { pass: { arg: none } }\n"
           "mechanics:\n" +
           mechanics;
  };
  SECTION("a good declaration") {
    auto layout =
        load_layout(s.game("", yaml("  rows: { type: sequence_rows, zones: [row_C, row_D, row_H, row_S] }\n"
                                    "  tricks: { type: tricks, hand: hand, trick: pile, won: won, ace: low }\n")));
    REQUIRE(layout->mechanics.size() == 2);
    const MechanicDef& rows = layout->mechanics[0];
    CHECK(rows.name == "rows");
    REQUIRE(rows.as<RowsMechanic>());
    CHECK(rows.as<RowsMechanic>()->rows.row_zone == std::array<int, 4>{3, 4, 5, 6});
    CHECK_FALSE(rows.as<RowsMechanic>()->rows.ace_high);  // rows default to aces low
    CHECK(rows.where.line == 13);
    REQUIRE(layout->mechanics[1].as<TricksMechanic>());
    const Tricks& tricks = layout->mechanics[1].as<TricksMechanic>()->tricks;
    CHECK(tricks.hand_zone == 0);
    CHECK(tricks.trick_zone == 1);
    CHECK(tricks.won_zone == 2);
    CHECK(tricks.ranks == RankOrder::aces_low());  // tricks default to aces high; this one says low
  }
  const std::string at = s.path("game.yaml");
  // Every kind, in registration order (mechanic_kinds.cpp): a new kind is added here too.
  CHECK(layout_error(s, yaml("  rows: { type: rowz, zones: [row_C] }\n")) ==
        at + ":13:17: mechanic 'rows': type must be one of sequence_rows, tricks, melds, bidding, climbing, capture, "
             "tableau, "
             "got 'rowz'");
  CHECK(
      layout_error(s, yaml("  rows: { zones: [row_C] }\n")) ==
      at +
          ":13:3: mechanic 'rows' needs 'type:' (sequence_rows, tricks, melds, bidding, climbing, capture or tableau)");
  CHECK(layout_error(s, yaml("  rows: { type: sequence_rows, zones: [row_C, row_D] }\n")) ==
        at + ":13:39: mechanic 'rows': zones must list the four row zones, C D H S");
  CHECK(layout_error(s, yaml("  rows: { type: sequence_rows, zones: [row_C, row_D, row_H, hand] }\n")) ==
        at + ":13:61: mechanic 'rows': row zone 'hand' must be a zone of the table");
  CHECK(layout_error(s, yaml("  rows: { type: sequence_rows, zones: [row_C, row_D, row_H, row_X] }\n")) ==
        at + ":13:61: mechanic 'rows': row zone names no zone: 'row_X'");
  CHECK(layout_error(s, yaml("  t: { type: tricks, hand: hand, trick: pile }\n")) ==
        at + ":13:3: mechanic 't' needs 'won:' (a zone)");
  CHECK(layout_error(s, yaml("  t: { type: tricks, hand: hand, trick: hand, won: won }\n")) ==
        at + ":13:41: mechanic 't': trick 'hand' must be a zone of the table");
  CHECK(layout_error(s, yaml("  t: { type: tricks, hand: hand, trick: pile, won: won, trumps: hearts }\n")) ==
        at + ":13:57: unknown key 'trumps' in mechanic 't'; did you mean 'trump'? (allowed: type, hand, trick, won, "
             "ace, trump, bowers, turns, doc)");
  const std::string t = "  t: { type: tricks, hand: hand, trick: pile, won: won, ";
  CHECK(layout_error(s, yaml(t + "trump: hand }\n")) == at + ":13:64: mechanic 't': trump names no var: 'hand'");
  CHECK(layout_error(s, yaml(t + "bowers: same_colour_jacks }\n")) ==
        at + ":13:65: mechanic 't': bowers need trump: (the suit var they follow)");
  const std::string vars = "vars: { trump: { type: suit }, n: { type: int } }\n";
  CHECK(layout_error(s, vars + yaml(t + "trump: n }\n")) ==
        at + ":14:64: mechanic 't': trump 'n' must be a suit var of the table");
  CHECK(layout_error(s, vars + yaml(t + "trump: trump, bowers: jacks }\n")) ==
        at + ":14:79: mechanic 't': bowers must be same_colour_jacks or a list of cards promoted into trumps, highest "
             "first");
  CHECK(layout_error(s, vars + yaml(t + "trump: trump, bowers: [JK, J trumps] }\n")) ==
        at + ":14:84: mechanic 't': bowers item must be JK, a card like JC, or a rank with trump or same_colour (\"J "
             "trump\"), got 'J trumps'");
  CHECK(layout_error(s, vars + yaml(t + "trump: trump, bowers: [J trump, J trump] }\n")) ==
        at + ":14:89: mechanic 't': bowers: given twice");
  const Tricks& read =
      load_layout(s.game("", vars + yaml(t + "trump: trump, bowers: [JK, J trump, J same_colour, 2C] }\n")))
          ->mechanics[0]
          .as<TricksMechanic>()
          ->tricks;
  CHECK(read.trump_slot == 0);
  CHECK(read.bower_count == 4);
  CHECK(read.bowers[3].of == Bower::Of::Suit);
  CHECK(read.suit_of_card(make_card(2, 1), 3) == 3);
  CHECK(layout_error(s, yaml("  t: { type: tricks, hand: hand, trick: pile, won: won, ace: 14 }\n")) ==
        at + ":13:62: mechanic 't': ace must be one of low, high, got '14'");
}

TEST_CASE("melds: are declared with their rules, zones and counters, and every mistake is located", "[layout]") {
  Scratch s;
  auto yaml = [](const std::string& melds, const std::string& hand = "hand", const std::string& books = "books") {
    return "game: g\n"
           "players: { min: 2, max: 2 }\n"
           "teams: { 2: [[1], [2]] }\n"
           "zones: { hand: { owner: seat }, meld_4: { owner: team }, meld_5: { owner: team },\n"
           "         meld_wild: { owner: team }, books: { owner: team } }\n"
           "counters: { clean: { per: team }, dirty: { per: team }, wild: { per: team }, mine: { per: seat } }\n"
           "moves: { meld: { arg: groups }, pass: { arg: none } }\n"
           "mechanics:\n"
           "  m: { type: melds, hand: " +
           hand + ", melds: meld_, books: " + books + ", " + melds + " }\n";
  };
  SECTION("a good declaration") {
    auto layout = load_layout(s.game("", yaml("naturals: 4 5, wilds: 2 JK, size: [3, 5], wild_melds: true, "
                                              "values: { \"4\": 5, 5: 10, 3: 5, 3D: 0, JK: 50 }, naturals_per_wild: 1, "
                                              "book_counters: { clean: clean, dirty: dirty, wild: wild }")));
    REQUIRE(layout->mechanics[0].as<MeldsMechanic>());
    const MeldTable& melds = layout->mechanics[0].as<MeldsMechanic>()->melds;
    CHECK(melds.rules.targets() == 3);
    CHECK(melds.rules.target_name(2) == "wild");
    CHECK(melds.rules.kinds.wild_rank == 2);
    CHECK(melds.rules.kinds.joker_wild);
    CHECK(melds.rules.kinds.set.min == 3);
    CHECK(melds.rules.book_size() == 5);
    CHECK(melds.rules.kinds.naturals_per_wild == 1);
    CHECK(melds.rules.kinds.value[make_card(5, 1)] == 10);
    CHECK(melds.rules.kinds.value[make_card(3, 1)] == 5);
    CHECK(melds.rules.kinds.value[make_card(3, 2)] == 0);  // a card's value overrides its rank's
    CHECK(melds.rules.kinds.value[kJoker] == 50);
    CHECK(melds.meld_zone[0] == 1);
    CHECK(melds.meld_zone[2] == 3);
    CHECK(melds.book_counter == std::array<int, 3>{0, 1, 2});
  }
  const std::string at = s.path("game.yaml");
  CHECK(layout_error(s, yaml("naturals: 4 5 Z")) ==
        at + ":9:71: mechanic 'm': 'naturals' holds something that is no rank");
  CHECK(layout_error(s, yaml("naturals: 4 4")) == at + ":9:71: mechanic 'm': 'naturals' lists a rank twice");
  CHECK(layout_error(s, yaml("naturals: 4 5, wilds: 2 3")) ==
        at + ":9:83: mechanic 'm': 'wilds' may name one rank (and JK)");
  CHECK(layout_error(s, yaml("naturals: 4 5, wilds: 4")) == at + ":9:3: mechanic 'm': rank 4 is both natural and wild");
  CHECK(layout_error(s, yaml("naturals: 4 5, values: { XY: 3 }")) ==
        at + ":9:84: mechanic 'm': 'values': 'XY' is no rank or card");
  CHECK(layout_error(s, yaml("naturals: 4 5, size: [3]")) ==
        at + ":9:82: mechanic 'm': size must be [smallest meld, book size]");
  CHECK(layout_error(s, yaml("naturals: 4 5 6")) ==
        at + ":9:40: mechanic 'm': melds needs a zone of each team named 'meld_6'");
  CHECK(layout_error(s, yaml("naturals: 4 5, size: [3, 30]")) ==
        at + ":9:86: mechanic 'm': size must be from 1 to 20, got 30");
  CHECK(layout_error(s, yaml("naturals: 4 5, values: { 4: 5, 4H: 0 }")) ==
        at + ":9:3: mechanic 'm': 'values': the cards of rank 4 meld, so they need one value for every suit");
  CHECK(layout_error(s, yaml("naturals: 4 5", "books")) ==
        at + ":9:27: mechanic 'm': hand 'books' must be a zone of each seat");
  CHECK(layout_error(s, yaml("naturals: 4 5", "hand", "hand")) ==
        at + ":9:54: mechanic 'm': books 'hand' must be a zone of each team");
  CHECK(layout_error(s, yaml("naturals: 4 5, book_counters: { clean: clean, dirty: mine }")) ==
        at + ":9:114: mechanic 'm': book_counters: dirty 'mine' must be an int counter per team");
  CHECK(layout_error(
            s, yaml("naturals: 4 5, wilds: 2, wild_melds: true, book_counters: { clean: clean, dirty: dirty }")) ==
        at + ":9:119: mechanic 'm': book_counters needs 'wild'");
  CHECK(layout_error(s, yaml("naturals: 4 5, hands: 3")) ==
        at + ":9:76: unknown key 'hands' in mechanic 'm'; did you mean 'hand'? (allowed: type, sets, runs, wilds, "
             "wilds_per_meld, naturals_per_wild, values, hand, melds, books, book_counters, turns, naturals, size, "
             "wild_melds, doc)");
}

TEST_CASE("metrics name int, bool or enum counters and vars, or say where they do not", "[layout]") {
  Scratch s;
  const std::string vars = "vars: { n: { type: int }, seat: { type: seat }, end: { type: enum, values: [a, b] } }\n";
  CHECK(layout_error(s, game_yaml(vars + "metrics: [n, nope]\n")) ==
        s.path("game.yaml") + ":7:14: metrics names no int, bool or enum counter or var: 'nope'");
  CHECK(layout_error(s, game_yaml(vars + "metrics: [seat]\n")) ==
        s.path("game.yaml") + ":7:11: metrics names no int, bool or enum counter or var: 'seat'");
  CHECK(layout_error(s, game_yaml(vars + "metrics: n\n")) ==
        s.path("game.yaml") + ":7:10: metrics must be a list of int, bool or enum counters and vars");
  const auto layout = load_layout(s.game("", game_yaml(vars + "metrics: [n, end]\n")));
  CHECK(layout->metrics == std::vector<std::string>{"n", "end"});
}
