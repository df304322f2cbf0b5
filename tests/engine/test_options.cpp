// make_spec on the options_game fixture: option defaults, variant chains, -o key=value text, player
// counts and their errors.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "cardrt/match.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;
using Catch::Matchers::StartsWith;
using enginetest::error_of;

namespace {
const std::string kGame = enginetest::kData + "/options_game";

// The options_game fixture's spec, found by name in tests/engine/data (players 0: the default).
std::shared_ptr<const GameSpec> spec(const std::string& variant = "", int players = 0,
                                     const enginetest::OptionText& options = {}) {
  return enginetest::fixture_spec("options_game", players, variant, options);
}

std::string option_names(const Layout& layout) {
  std::string out;
  for (const auto& o : layout.options) out += (out.empty() ? "" : ", ") + o.name;
  return out;
}
}  // namespace

TEST_CASE("a spec without a variant has every option at its default", "[options]") {
  auto base = spec();
  CHECK(base->layout->id == "options_game");
  CHECK(base->variant_file.empty());
  CHECK(base->variant.empty());
  CHECK(base->players == 4);
  CHECK(base->rules_files == std::vector<std::string>{kGame + "/rules.lua"});
  const Json& o = base->options;
  CHECK(o.size() == 9);
  CHECK(o.size() == base->layout->options.size());
  CHECK(o["scoring"] == "chips");
  CHECK(o["start_chips"] == 50);
  CHECK(o["ante"] == 1);
  CHECK(o["hands"] == 10);
  CHECK(o["passing"] == "forced");
  CHECK(o["play_on"] == false);
  CHECK(o["strip"] == false);
  CHECK(o["first_player"] == "left_of_dealer");
  CHECK(o["start_rank"] == 7);  // a rank option holds 1..13
  // in layout order
  auto it = o.begin();
  for (const auto& def : base->layout->options) CHECK((it++).key() == def.name);
}

TEST_CASE("a variant overrides the options of the variant it extends", "[options]") {
  SECTION("settle") {
    auto settle = spec("settle");
    CHECK(settle->variant == "settle");
    CHECK(settle->options["scoring"] == "settle");
    CHECK(settle->options["passing"] == "penalized");
    CHECK(settle->options["first_player"] == "first_extra_card");
    CHECK(settle->options["play_on"] == false);
  }
  SECTION("settle-places inherits settle and adds play_on") {
    auto places = spec("settle-places");
    CHECK(places->variant == "settle-places");
    CHECK(places->options["scoring"] == "settle");
    CHECK(places->options["passing"] == "penalized");
    CHECK(places->options["first_player"] == "first_extra_card");
    CHECK(places->options["play_on"] == true);
    CHECK(places->options["ante"] == 1);  // untouched by the chain
  }
  SECTION("sixes sets a rank option from text") { CHECK(spec("sixes")->options["start_rank"] == 6); }
  SECTION("a variant's players: sets the default player count") {
    CHECK(spec("duel")->players == 2);
    CHECK(spec("duel", 3)->players == 3);
    CHECK(spec("base")->players == 4);
  }
  SECTION("a variant named by its file") {
    Selection sel;
    sel.game = kGame + "/variants/settle-places.yaml";
    auto places = make_spec(sel);
    CHECK(places->variant == "settle-places");
    CHECK(places->options == spec("settle-places")->options);
    CHECK(places->variant_file.empty());  // the game's own variant: named by its id
  }
  SECTION("-o comes after the variant") {
    auto settle = spec("settle", 0, {{"passing", "forced"}});
    CHECK(settle->options["passing"] == "forced");
    CHECK(settle->options["scoring"] == "settle");
  }
}

TEST_CASE("option text (-o key=value) is read by the option's type", "[options]") {
  SECTION("int") {
    CHECK(spec("", 0, {{"ante", "3"}})->options["ante"] == 3);
    CHECK(spec("", 0, {{"ante", "0"}})->options["ante"] == 0);
  }
  SECTION("bool") {
    for (const char* yes : {"true", "yes", "on", "1", "TRUE", "Yes"})
      CHECK(spec("", 0, {{"strip", yes}})->options["strip"] == true);
    for (const char* no : {"false", "no", "off", "0", "False"})
      CHECK(spec("", 0, {{"strip", no}})->options["strip"] == false);
  }
  SECTION("enum") { CHECK(spec("", 0, {{"passing", "penalized"}})->options["passing"] == "penalized"); }
  SECTION("rank") {
    CHECK(spec("", 0, {{"start_rank", "10"}})->options["start_rank"] == 10);
    CHECK(spec("", 0, {{"start_rank", "T"}})->options["start_rank"] == 10);
    CHECK(spec("", 0, {{"start_rank", "q"}})->options["start_rank"] == 12);
    CHECK(spec("", 0, {{"start_rank", "A"}})->options["start_rank"] == 1);
  }
  SECTION("later -o wins") { CHECK(spec("", 0, {{"ante", "3"}, {"ante", "5"}})->options["ante"] == 5); }
  SECTION("typed values (Selection::options, as Lua tests and records give them)") {
    Selection sel;
    sel.game = "options_game";
    sel.search_dirs = {enginetest::kData};
    sel.options = Json::parse(R"({"ante": 2, "play_on": true, "scoring": "settle", "start_rank": "8"})");
    auto typed = make_spec(sel);
    CHECK(typed->options["ante"] == 2);
    CHECK(typed->options["play_on"] == true);
    CHECK(typed->options["scoring"] == "settle");
    CHECK(typed->options["start_rank"] == 8);
  }
  SECTION("list options") {
    auto layout = load_layout(enginetest::kData + "/layout/good");
    const OptionDef& payouts = *layout->option("payouts");
    CHECK(parse_option_text(payouts, "4,2") == Json::parse("[4, 2]"));
    CHECK(parse_option_text(payouts, "7") == Json::parse("[7]"));
    CHECK(error_of([&] { parse_option_text(payouts, "4,x"); }) ==
          "option 'payouts' must be integers separated by commas, got \"4,x\"");
    CHECK(error_of([&] { parse_option_text(payouts, "4,-1"); }) == "option 'payouts' must be >= 0, got -1");
    CHECK(error_of([&] { parse_option_text(*layout->option("target"), "501"); }) ==
          "option 'target' must be from 1 to 500, got 501");
  }
}

TEST_CASE("bad option values and unknown options are refused with exact messages", "[options]") {
  CHECK(error_of([] { spec("", 0, {{"ante", "-1"}}); }) == "option 'ante' must be >= 0, got -1");
  CHECK(error_of([] { spec("", 0, {{"hands", "0"}}); }) == "option 'hands' must be >= 1, got 0");
  // Typed on the command line (-o), quoted as a value written in a variant file is.
  CHECK(error_of([] { spec("", 0, {{"ante", "lots"}}); }) == "option 'ante' must be an integer, got \"lots\"");
  CHECK(error_of([] { spec("", 0, {{"ante", "3x"}}); }) == "option 'ante' must be an integer, got \"3x\"");
  CHECK(error_of([] { spec("", 0, {{"ante", ""}}); }) == "option 'ante' must be an integer, got \"\"");
  CHECK(error_of([] { spec("", 0, {{"strip", "maybe"}}); }) == "option 'strip' must be true or false, got \"maybe\"");
  {
    Selection sel;
    sel.game = kGame;
    sel.options = Json{{"strip", "maybe"}};
    CHECK(error_of([&] { make_spec(sel); }) == "option 'strip' must be true or false, got \"maybe\"");
  }
  CHECK(error_of([] {
          spec("", 0, {{"passing", "free"}});
        }) == "option 'passing' must be one of forced, penalized, got \"free\"");
  CHECK(error_of([] {
          spec("", 0, {{"start_rank", "1"}});
        }) == "option 'start_rank' must be a rank (A 2..9 T J Q K), got \"1\"");
  CHECK(error_of([] {
          spec("", 0, {{"start_rank", "14"}});
        }) == "option 'start_rank' must be a rank (A 2..9 T J Q K), got \"14\"");
  // Found by fuzz_layout: bytes that are not UTF-8 made the message's JSON text throw, uncaught.
  CHECK(error_of([] {
          spec("", 0, {{"passing", "fr\xff\xfe"}});
        }) == "option 'passing' must be one of forced, penalized, got \"fr\xef\xbf\xbd\xef\xbf\xbd\"");

  auto layout = load_layout(kGame);
  const std::string names = "scoring, start_chips, ante, hands, passing, play_on, strip, first_player, start_rank";
  REQUIRE(option_names(*layout) == names);
  CHECK(error_of([] {
          spec("", 0, {{"colour", "red"}});
        }) == "unknown option 'colour' for options_game (options: " + names + ")");

  Selection sel;
  sel.game = "options_game";
  sel.search_dirs = {enginetest::kData};
  SECTION("typed values are checked too") {
    sel.options = Json::parse(R"({"ante": "three"})");
    CHECK(error_of([&] { make_spec(sel); }) == "option 'ante' must be an integer, got \"three\"");
    sel.options = Json::parse(R"({"strip": 1})");
    CHECK(error_of([&] { make_spec(sel); }) == "option 'strip' must be true or false, got 1");
    sel.options = Json::parse(R"({"start_rank": 0})");
    CHECK(error_of([&] { make_spec(sel); }) == "option 'start_rank' must be a rank (A 2..9 T J Q K), got 0");
    sel.options = Json::parse(R"({"colour": 1})");
    CHECK(error_of([&] { make_spec(sel); }) == "unknown option 'colour' for options_game (options: " + names + ")");
  }
}

TEST_CASE("player counts outside the layout's range are refused", "[options]") {
  CHECK(error_of([] { spec("", 7); }) == "options_game is for 2 to 6 players, not 7");
  CHECK(error_of([] { spec("", 1); }) == "options_game is for 2 to 6 players, not 1");
  CHECK(error_of([] { spec("base", 9); }) == "options_game is for 2 to 6 players, not 9");
  for (int n = 2; n <= 6; ++n) CHECK(spec("", n)->players == n);
  SECTION("the rules refuse what the layout allows but the game does not") {
    CHECK(error_of([] { load_rules(spec("base", 2)); }) ==
          "invalid options for options_game (variant base): 2 players need strip=true");
    CHECK(error_of([] {
            load_rules(spec("", 4, {{"play_on", "true"}}));
          }) == "invalid options for options_game: play_on=true needs scoring=settle");
    CHECK_NOTHROW(load_rules(spec("duel")));
    CHECK_NOTHROW(load_rules(spec("settle-places")));
  }
}

TEST_CASE("an unknown variant or game lists what exists", "[options]") {
  // The variants are the files of options_game/variants/, in file-name order.
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(kGame + "/variants"))
    if (e.path().extension() == ".yaml") files.push_back(e.path().filename().string());
  std::sort(files.begin(), files.end());
  std::string names;
  for (const auto& f : files) names += (names.empty() ? "" : ", ") + f.substr(0, f.size() - 5);
  REQUIRE(names == "base, duel, settle-places, settle, sixes");
  CHECK(error_of([] { spec("nope"); }) == "unknown variant 'nope' of options_game (variants: " + names + ")");

  Selection sel;
  sel.search_dirs = {enginetest::kData};
  sel.game = "nosuchgame";
  CHECK_THAT(error_of([&] { make_spec(sel); }), StartsWith("unknown game 'nosuchgame' (games found: "));
  sel.game = kGame + "/variants/sixes.yaml";
  sel.variant = "base";
  CHECK(error_of([&] { make_spec(sel); }) == "give either a variant file or --variant, not both");
}

TEST_CASE("integers in option text and typed values are checked, never wrapped", "[options]") {
  auto layout = load_layout(enginetest::kData + "/layout/good");
  const OptionDef& target = *layout->option("target");
  const OptionDef& payouts = *layout->option("payouts");
  SECTION("text beyond 64 bits is out of range, not 'no integer' (and no std::stoll error)") {
    CHECK(error_of([&] { parse_option_text(target, "99999999999999999999"); }) ==
          "option 'target' must be from 1 to 500, got 99999999999999999999");
    CHECK(error_of([&] { parse_option_text(payouts, "1,-99999999999999999999"); }) ==
          "option 'payouts' must be >= 0, got -99999999999999999999");
    CHECK(error_of([] {
            spec("", 0, {{"ante", "99999999999999999999"}});
          }) == "option 'ante' must be >= 0, got 99999999999999999999");
  }
  SECTION("a plus sign is an integer's sign, as in YAML") {
    CHECK(parse_option_text(target, "+300") == Json(300));
    CHECK(error_of([&] { parse_option_text(target, "+-3"); }) == "option 'target' must be an integer, got \"+-3\"");
  }
  SECTION("typed values above the signed 64-bit range do not wrap to negative ones") {
    CHECK(error_of([&] { check_option_value(payouts, Json::parse("[18446744073709551615]"), ""); }) ==
          "option 'payouts' must be >= 0, got 18446744073709551615");
    CHECK(error_of([&] { check_option_value(target, Json::parse("9223372036854775808"), ""); }) ==
          "option 'target' must be from 1 to 500, got 9223372036854775808");
  }
  SECTION("quoted text is shortened, with control characters escaped") {
    CHECK(error_of([&] { parse_option_text(target, std::string(500, 'x')); }) ==
          "option 'target' must be an integer, got \"" + std::string(59, 'x') + "...");
    CHECK(error_of([] {
            spec("", 0, {{"strip", "\x1b[2Jyes"}});
          }) == "option 'strip' must be true or false, got \"\\u001b[2Jyes\"");
    CHECK(error_of([&] { check_option_value(*layout->option("style"), Json(std::string(100, 'q')), ""); }) ==
          "option 'style' must be one of quick, long, got \"" + std::string(59, 'q') + "...");
  }
}
