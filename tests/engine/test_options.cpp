// make_spec: option defaults, variant chains, -o key=value text, player counts and their errors.
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
using enginetest::fantan_spec;

namespace {
std::string option_names(const Layout& layout) {
  std::string out;
  for (const auto& o : layout.options) out += (out.empty() ? "" : ", ") + o.name;
  return out;
}
}  // namespace

TEST_CASE("Fan Tan's spec without a variant has every option at its default", "[options]") {
  auto spec = fantan_spec();
  CHECK(spec->game_ref == "fantan");
  CHECK(spec->variant.empty());
  CHECK(spec->players == 4);
  CHECK(spec->rules_files == std::vector<std::string>{enginetest::kFantan + "/rules.lua"});
  const Json& o = spec->options;
  CHECK(o.size() == spec->layout->options.size());
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
  for (const auto& def : spec->layout->options) CHECK((it++).key() == def.name);
}

TEST_CASE("a variant overrides the options of the variant it extends", "[options]") {
  SECTION("kartendomino") {
    auto spec = fantan_spec("kartendomino");
    CHECK(spec->variant == "kartendomino");
    CHECK(spec->options["scoring"] == "settle");
    CHECK(spec->options["passing"] == "penalized");
    CHECK(spec->options["first_player"] == "first_extra_card");
    CHECK(spec->options["play_on"] == false);
  }
  SECTION("kartendomino-places inherits kartendomino and adds play_on") {
    auto spec = fantan_spec("kartendomino-places");
    CHECK(spec->variant == "kartendomino-places");
    CHECK(spec->options["scoring"] == "settle");
    CHECK(spec->options["passing"] == "penalized");
    CHECK(spec->options["first_player"] == "first_extra_card");
    CHECK(spec->options["play_on"] == true);
    CHECK(spec->options["ante"] == 1);  // untouched by the chain
  }
  SECTION("sixes sets a rank option from text") { CHECK(fantan_spec("sixes")->options["start_rank"] == 6); }
  SECTION("a variant's players: sets the default player count") {
    CHECK(fantan_spec("french-two-player")->players == 2);
    CHECK(fantan_spec("french-two-player", 3)->players == 3);
  }
  SECTION("a variant named by its file") {
    Selection sel;
    sel.game = enginetest::kFantan + "/variants/kartendomino-places.yaml";
    auto spec = make_spec(sel);
    CHECK(spec->variant == "kartendomino-places");
    CHECK(spec->options == fantan_spec("kartendomino-places")->options);
    CHECK(spec->game_ref == sel.game);
  }
  SECTION("-o comes after the variant") {
    auto spec = fantan_spec("kartendomino", 0, {{"passing", "forced"}});
    CHECK(spec->options["passing"] == "forced");
    CHECK(spec->options["scoring"] == "settle");
  }
}

TEST_CASE("option text (-o key=value) is read by the option's type", "[options]") {
  SECTION("int") {
    CHECK(fantan_spec("", 0, {{"ante", "3"}})->options["ante"] == 3);
    CHECK(fantan_spec("", 0, {{"ante", "0"}})->options["ante"] == 0);
  }
  SECTION("bool") {
    for (const char* yes : {"true", "yes", "on", "1", "TRUE", "Yes"})
      CHECK(fantan_spec("", 0, {{"strip", yes}})->options["strip"] == true);
    for (const char* no : {"false", "no", "off", "0", "False"})
      CHECK(fantan_spec("", 0, {{"strip", no}})->options["strip"] == false);
  }
  SECTION("enum") { CHECK(fantan_spec("", 0, {{"passing", "penalized"}})->options["passing"] == "penalized"); }
  SECTION("rank") {
    CHECK(fantan_spec("", 0, {{"start_rank", "10"}})->options["start_rank"] == 10);
    CHECK(fantan_spec("", 0, {{"start_rank", "T"}})->options["start_rank"] == 10);
    CHECK(fantan_spec("", 0, {{"start_rank", "q"}})->options["start_rank"] == 12);
    CHECK(fantan_spec("", 0, {{"start_rank", "A"}})->options["start_rank"] == 1);
  }
  SECTION("later -o wins") { CHECK(fantan_spec("", 0, {{"ante", "3"}, {"ante", "5"}})->options["ante"] == 5); }
  SECTION("typed values (Selection::options, as Lua tests and records give them)") {
    Selection sel;
    sel.game = "fantan";
    sel.search_dirs = {enginetest::kRulesets};
    sel.options = Json::parse(R"({"ante": 2, "play_on": true, "scoring": "settle", "start_rank": "8"})");
    auto spec = make_spec(sel);
    CHECK(spec->options["ante"] == 2);
    CHECK(spec->options["play_on"] == true);
    CHECK(spec->options["start_rank"] == 8);
  }
  SECTION("list options") {
    auto layout = load_layout(enginetest::kData + "/layout/good");
    const OptionDef& payouts = *layout->option("payouts");
    CHECK(parse_option_text(payouts, "4,2") == Json::parse("[4, 2]"));
    CHECK(parse_option_text(payouts, "7") == Json::parse("[7]"));
    CHECK(error_of([&] { parse_option_text(payouts, "4,x"); }) ==
          "option 'payouts' must be integers separated by commas, got '4,x'");
    CHECK(error_of([&] { parse_option_text(payouts, "4,-1"); }) == "option 'payouts' must be >= 0, got -1");
    CHECK(error_of([&] { parse_option_text(*layout->option("target"), "501"); }) ==
          "option 'target' must be from 1 to 500, got 501");
  }
}

TEST_CASE("bad option values and unknown options are refused with exact messages", "[options]") {
  CHECK(error_of([] { fantan_spec("", 0, {{"ante", "-1"}}); }) == "option 'ante' must be >= 0, got -1");
  CHECK(error_of([] { fantan_spec("", 0, {{"hands", "0"}}); }) == "option 'hands' must be >= 1, got 0");
  CHECK(error_of([] { fantan_spec("", 0, {{"ante", "lots"}}); }) == "option 'ante' must be an integer, got 'lots'");
  CHECK(error_of([] { fantan_spec("", 0, {{"ante", "3x"}}); }) == "option 'ante' must be an integer, got '3x'");
  CHECK(error_of([] { fantan_spec("", 0, {{"ante", ""}}); }) == "option 'ante' must be an integer, got ''");
  CHECK(error_of([] {
          fantan_spec("", 0, {{"strip", "maybe"}});
        }) == "option 'strip' must be true or false, got 'maybe'");
  CHECK(error_of([] {
          fantan_spec("", 0, {{"passing", "free"}});
        }) == "option 'passing' must be one of forced, penalized, got \"free\"");
  CHECK(error_of([] {
          fantan_spec("", 0, {{"start_rank", "1"}});
        }) == "option 'start_rank' must be a rank (A 2..9 T J Q K), got \"1\"");
  CHECK(error_of([] {
          fantan_spec("", 0, {{"start_rank", "14"}});
        }) == "option 'start_rank' must be a rank (A 2..9 T J Q K), got \"14\"");
  // Found by fuzz_layout: bytes that are not UTF-8 made the message's JSON text throw, uncaught.
  CHECK(error_of([] {
          fantan_spec("", 0, {{"passing", "fr\xff\xfe"}});
        }) == "option 'passing' must be one of forced, penalized, got \"fr\xef\xbf\xbd\xef\xbf\xbd\"");

  auto layout = load_layout(enginetest::kFantan);
  CHECK(error_of([] {
          fantan_spec("", 0, {{"colour", "red"}});
        }) == "unknown option 'colour' for fantan (options: " + option_names(*layout) + ")");

  Selection sel;
  sel.game = "fantan";
  sel.search_dirs = {enginetest::kRulesets};
  SECTION("typed values are checked too") {
    sel.options = Json::parse(R"({"ante": "three"})");
    CHECK(error_of([&] { make_spec(sel); }) == "option 'ante' must be an integer, got \"three\"");
    sel.options = Json::parse(R"({"strip": 1})");
    CHECK(error_of([&] { make_spec(sel); }) == "option 'strip' must be true or false, got 1");
    sel.options = Json::parse(R"({"start_rank": 0})");
    CHECK(error_of([&] { make_spec(sel); }) == "option 'start_rank' must be a rank (A 2..9 T J Q K), got 0");
    sel.options = Json::parse(R"({"colour": 1})");
    CHECK(error_of([&] { make_spec(sel); }) ==
          "unknown option 'colour' for fantan (options: " + option_names(*layout) + ")");
  }
}

TEST_CASE("player counts outside the layout's range are refused", "[options]") {
  CHECK(error_of([] { fantan_spec("", 7); }) == "fantan is for 2 to 6 players, not 7");
  CHECK(error_of([] { fantan_spec("", 1); }) == "fantan is for 2 to 6 players, not 1");
  CHECK(error_of([] { fantan_spec("standard", 9); }) == "fantan is for 2 to 6 players, not 9");
  for (int n = 2; n <= 6; ++n) CHECK(fantan_spec("", n)->players == n);
  SECTION("the rules refuse what the layout allows but the game does not") {
    CHECK(error_of([] { load_rules(fantan_spec("standard", 2)); }) ==
          "invalid options for fantan (variant standard): "
          "Fan Tan is for 3 to 6 players (2 only with stock=true)");
    CHECK(error_of([] {
            load_rules(fantan_spec("", 4, {{"play_on", "true"}}));
          }) == "invalid options for fantan: play_on=true needs scoring=settle");
  }
}

TEST_CASE("an unknown variant or game lists what exists", "[options]") {
  // The variants are the files of fantan/variants/, in file-name order.
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(enginetest::kFantan + "/variants"))
    if (e.path().extension() == ".yaml") files.push_back(e.path().filename().string());
  std::sort(files.begin(), files.end());
  std::string names;
  for (const auto& f : files) names += (names.empty() ? "" : ", ") + f.substr(0, f.size() - 5);
  REQUIRE(names.find("kartendomino-places") != std::string::npos);
  CHECK(error_of([] { fantan_spec("nope"); }) == "unknown variant 'nope' of fantan (variants: " + names + ")");

  Selection sel;
  sel.search_dirs = {enginetest::kRulesets};
  sel.game = "nosuchgame";
  CHECK_THAT(error_of([&] { make_spec(sel); }), StartsWith("unknown game 'nosuchgame' (games found: "));
  sel.game = enginetest::kFantan + "/variants/sixes.yaml";
  sel.variant = "standard";
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
            fantan_spec("", 0, {{"ante", "99999999999999999999"}});
          }) == "option 'ante' must be >= 0, got 99999999999999999999");
  }
  SECTION("a plus sign is an integer's sign, as in YAML") {
    CHECK(parse_option_text(target, "+300") == Json(300));
    CHECK(error_of([&] { parse_option_text(target, "+-3"); }) == "option 'target' must be an integer, got '+-3'");
  }
  SECTION("typed values above the signed 64-bit range do not wrap to negative ones") {
    CHECK(error_of([&] { check_option_value(payouts, Json::parse("[18446744073709551615]"), ""); }) ==
          "option 'payouts' must be >= 0, got 18446744073709551615");
    CHECK(error_of([&] { check_option_value(target, Json::parse("9223372036854775808"), ""); }) ==
          "option 'target' must be from 1 to 500, got 9223372036854775808");
  }
  SECTION("quoted text is shortened, with control characters shown as '?'") {
    CHECK(error_of([&] { parse_option_text(target, std::string(500, 'x')); }) ==
          "option 'target' must be an integer, got '" + std::string(60, 'x') + "...'");
    CHECK(error_of([] {
            fantan_spec("", 0, {{"strip", "\x1b[2Jyes"}});
          }) == "option 'strip' must be true or false, got '?[2Jyes'");
    CHECK(error_of([&] { check_option_value(*layout->option("style"), Json(std::string(100, 'q')), ""); }) ==
          "option 'style' must be one of quick, long, got \"" + std::string(59, 'q') + "...");
  }
}
