// Layouts from game.yaml and variant files of fixtures: a full good layout, the sevens game's
// variant chain, and broken ones with file:line:col errors.
#include <catch2/catch.hpp>

#include "cardrt/error.hpp"
#include "cardrt/game.hpp"
#include "cardrt/layout.hpp"
#include "support.hpp"

using namespace cardrt;
using Catch::Matchers::StartsWith;
using enginetest::error_of;
using enginetest::kData;

namespace {
std::string layout_dir(const std::string& name) { return kData + "/layout/" + name; }
std::string yaml_of(const std::string& name) { return layout_dir(name) + "/game.yaml"; }
std::string load_error(const std::string& name) {
  return error_of([&] { load_layout(layout_dir(name)); });
}
}  // namespace

TEST_CASE("a good layout loads with its seats, teams, deck, zones, slots, moves and options", "[layout]") {
  auto layout = load_layout(layout_dir("good"));
  CHECK(layout->id == "good");
  CHECK(layout->name == "Good Game");
  CHECK(layout->summary == "A fixture with teams, counters, vars, word moves and every option type.");
  CHECK(layout->folder == layout_dir("good"));
  CHECK(layout->file == yaml_of("good"));
  CHECK(layout->rules_file == layout_dir("good") + "/rules.lua");
  CHECK(layout->min_players == 2);
  CHECK(layout->max_players == 4);
  CHECK(layout->default_players == 4);
  REQUIRE(layout->teams.count(4) == 1);
  CHECK(layout->teams.at(4) == std::vector<std::vector<int>>{{1, 3}, {2, 4}});
  CHECK(layout->decks.constant == 2);
  CHECK(!layout->decks.formula);
  CHECK(layout->jokers.constant == 1);

  SECTION("zones in file order, with owner and visibility") {
    REQUIRE(layout->zones.size() == 4);
    CHECK(layout->zones[0].name == "hand");
    CHECK(layout->zones[0].owner == Owner::Seat);
    CHECK(layout->zones[0].visibility == Visibility::Owner);
    CHECK(layout->zones[0].doc == "cards in hand");
    CHECK(layout->zones[1].name == "tricks");
    CHECK(layout->zones[1].owner == Owner::Team);
    CHECK(layout->zones[1].visibility == Visibility::Hidden);
    CHECK(layout->zones[2].name == "discard");
    CHECK(layout->zones[2].visibility == Visibility::Top);
    CHECK(layout->zones[3].name == "table");
    CHECK(layout->zones[3].owner == Owner::Table);
    CHECK(layout->zones[3].visibility == Visibility::Public);
    CHECK(layout->zone_index("discard") == 2);
  }
  SECTION("counters, then vars") {
    REQUIRE(layout->slots.size() == 7);
    const SlotDef& score = layout->slots[0];
    CHECK(score.name == "score");
    CHECK(score.per == Owner::Team);
    CHECK_FALSE(score.is_var);
    CHECK(layout->slots[1].name == "bank");
    CHECK(layout->slots[1].initial == 100);
    CHECK(layout->slots[2].name == "chips");
    CHECK(layout->slots[2].per == Owner::Seat);
    CHECK(layout->slots[2].initial == 20);
    const SlotDef& trump = layout->slots[3];
    CHECK(trump.is_var);
    CHECK(trump.type == SlotType::Enum);
    CHECK(trump.values == std::vector<std::string>{"clubs", "diamonds", "hearts", "spades"});
    CHECK(trump.initial == 3);  // hearts: enum values count from 1
    const SlotDef& doubled = layout->slots[4];
    CHECK(doubled.type == SlotType::Bool);
    CHECK(doubled.initial == 1);
    CHECK(doubled.reset_each_deal);
    CHECK(layout->slots[5].type == SlotType::Seat);
    CHECK(layout->slots[6].name == "secret");
    CHECK(layout->slots[6].visibility == Visibility::Hidden);
    CHECK(layout->score_slot == "score");
    CHECK(layout->conserved == std::vector<std::string>{"bank", "chips"});
  }
  SECTION("moves with their argument kinds") {
    REQUIRE(layout->moves.size() == 4);
    CHECK(layout->moves[0].verb == "play");
    CHECK(layout->moves[0].arg == ArgKind::Card);
    CHECK(layout->moves[1].verb == "call");
    CHECK(layout->moves[1].arg == ArgKind::Word);
    CHECK(layout->moves[1].words == std::vector<std::string>{"hearts", "spades"});
    CHECK(layout->moves[2].arg == ArgKind::Groups);
    CHECK(layout->moves[3].verb == "pass");
    CHECK(layout->moves[3].arg == ArgKind::None);
    CHECK(layout->move_index("pass") == 3);
    CHECK(layout->move_index("fold") == -1);
  }
  SECTION("options with types, ranges, defaults and where they were written") {
    REQUIRE(layout->options.size() == 5);
    const OptionDef* target = layout->option("target");
    REQUIRE(target);
    CHECK(target->type == OptionType::Int);
    CHECK(target->min == 1);
    CHECK(target->max == 500);
    CHECK(target->default_value == Json(100));
    CHECK(target->doc == "points to win");
    CHECK(target->where.file == yaml_of("good"));
    CHECK(target->where.line == 34);
    CHECK(target->where.column == 3);
    CHECK(target->where.prefix() == yaml_of("good") + ":34:3: ");
    CHECK(layout->option("jokers")->default_value == Json(true));
    CHECK(layout->option("style")->default_value == Json("long"));
    CHECK(layout->option("style")->values == std::vector<std::string>{"quick", "long"});
    CHECK(layout->option("low")->type == OptionType::Rank);
    CHECK(layout->option("low")->default_value == Json(10));
    CHECK(layout->option("payouts")->type == OptionType::IntList);
    CHECK(layout->option("payouts")->default_value == Json::parse("[3, 2, 1]"));
    CHECK(layout->option("nope") == nullptr);
    CHECK(option_type_text(*layout->option("style")) == "enum (quick, long)");
    CHECK(option_type_text(*layout->option("low")) == "rank (A 2..9 T J Q K)");
    CHECK(option_value_text(*layout->option("low"), Json(10)) == "T");
    CHECK(option_value_text(*layout->option("payouts"), Json::parse("[3,2,1]")) == "3,2,1");
    CHECK(option_value_text(*layout->option("jokers"), Json(false)) == "false");
  }
  SECTION("the variants of variants/") {
    REQUIRE(layout->variants.size() == 1);
    const VariantDef& quick = layout->variants[0];
    CHECK(quick.id == "quick");
    CHECK(quick.extends == "good");
    CHECK(quick.summary == "A shorter game.");
    CHECK(quick.players == 2);
    CHECK(quick.options == Json::parse(R"({"target": 50, "style": "quick"})"));
    CHECK(quick.rules_file.empty());
    CHECK(quick.file == layout_dir("good") + "/variants/quick.yaml");
    CHECK(layout->variant("quick") == &layout->variants[0]);
    CHECK(layout->variant("slow") == nullptr);
  }
}

TEST_CASE("a playable layout loads with its zones, moves, options and a variant extending another", "[layout]") {
  auto layout = load_layout(kData + "/sevens");
  CHECK(layout->id == "sevens");
  CHECK(layout->min_players == 2);
  CHECK(layout->max_players == 6);
  CHECK(layout->default_players == 4);
  std::vector<std::string> zones;
  for (const auto& z : layout->zones) zones.push_back(z.name);
  CHECK(zones == std::vector<std::string>{"hand", "row_C", "row_D", "row_H", "row_S", "stock", "stripped", "deck"});
  std::vector<std::string> verbs;
  for (const auto& m : layout->moves) verbs.push_back(m.verb);
  CHECK(verbs == std::vector<std::string>{"play", "draw", "pass"});
  CHECK(layout->score_slot == "chips");
  CHECK(layout->conserved == std::vector<std::string>{"chips", "pot"});
  CHECK(layout->option("hands")->default_value == Json(3));
  CHECK(layout->option("scoring")->values == std::vector<std::string>{"chips", "points"});
  REQUIRE(layout->variants.size() == 2);
  CHECK(layout->variant("duel")->extends == "points");
  CHECK(layout->variant("duel")->players == 2);
  CHECK(layout->variant("points")->extends == "sevens");
}

TEST_CASE("layout errors name game.yaml:line:col and say what is wrong", "[layout]") {
  SECTION("an unknown key") {
    CHECK(
        load_error("unknown_key") ==
        yaml_of("unknown_key") +
            ":6:24: unknown key 'visible' in zone 'hand' (allowed: owner, visibility, out_of_play, sort, label, doc)");
  }
  SECTION("a zone out of play that would show its cards") {
    CHECK(load_error("out_of_play_shown") ==
          yaml_of("out_of_play_shown") +
              ":6:60: a zone out of play shows only its count: its visibility can only be hidden");
  }
  SECTION("a value of the wrong type") {
    CHECK(load_error("wrong_type") == yaml_of("wrong_type") + ":3:17: players.min must be an integer, got 'two'");
  }
  SECTION("a bad enum value") {
    CHECK(load_error("bad_enum") ==
          yaml_of("bad_enum") + ":5:36: visibility must be one of public, owner, top, hidden, pile, got 'secret'");
  }
  SECTION("an unknown zone owner") {
    CHECK(load_error("unknown_owner") ==
          yaml_of("unknown_owner") + ":6:19: owner must be one of table, seat, team, got 'player'");
  }
  SECTION("missing players") {
    CHECK(load_error("missing_players") ==
          yaml_of("missing_players") + ":2:1: game.yaml needs 'players:' with min and max");
  }
  SECTION("an option default outside its range") {
    CHECK(load_error("bad_option_default") ==
          yaml_of("bad_option_default") + ":9:39: option 'ante' must be >= 0, got -1");
  }
  SECTION("a YAML syntax error") {
    CHECK(load_error("yaml_syntax") == yaml_of("yaml_syntax") + ":4:6: end of map flow not found");
  }
  SECTION("a folder without game.yaml") {
    CHECK(error_of([] { load_layout(kData + "/layout"); }) == kData + "/layout/game.yaml: no game.yaml in this folder");
  }
}

TEST_CASE("variant errors name the variant file, line and column", "[layout]") {
  const std::string variants = layout_dir("variant_errors") + "/variants/";
  // The same error whether the variant is chosen by name or given as a file.
  auto spec_error = [&](const std::string& id) {
    Selection by_name;
    by_name.game = layout_dir("variant_errors");
    by_name.variant = id;
    Selection by_file;
    by_file.game = variants + id + ".yaml";
    std::string named = error_of([&] { make_spec(by_name); });
    CHECK(error_of([&] { make_spec(by_file); }) == named);
    return named;
  };
  SECTION("an option its game does not have: the error points at the key") {
    CHECK(spec_error("typo") ==
          variants +
              "typo.yaml:5:3: unknown option 'antee' for variant_errors; did you mean 'ante'? (options: ante, fast)");
  }
  SECTION("a value outside the option's range: the error points at the value") {
    CHECK(spec_error("bad_value") == variants + "bad_value.yaml:4:9: option 'ante' must be >= 0, got -5");
  }
  SECTION("extending a game that does not exist: the error points at the name") {
    CHECK_THAT(
        spec_error("orphan"),
        StartsWith(variants + "orphan.yaml:1:10: extends 'nosuchgame': unknown game 'nosuchgame' (games found: "));
  }
  SECTION("the folder still loads: variant options are checked when the variant is chosen") {
    auto layout = load_layout(layout_dir("variant_errors"));
    REQUIRE(layout->variants.size() == 3);
    CHECK(layout->variants[0].id == "bad_value");
    CHECK(layout->variants[1].id == "orphan");
    CHECK(layout->variants[2].id == "typo");
    Selection plain;
    plain.game = layout_dir("variant_errors");
    CHECK(make_spec(plain)->options == Json::parse(R"({"ante": 1, "fast": false})"));
  }
}

TEST_CASE("an int option may default to the player count plus an offset", "[layout]") {
  auto layout = load_layout(layout_dir("per_players"));
  const OptionDef* decks = layout->option("decks");
  REQUIRE(decks);
  REQUIRE(decks->default_formula);
  CHECK(decks->default_formula->options_read().empty());
  CHECK(option_default(*decks, 4, Json::object()) == Json(5));
  CHECK(option_default_text(*decks) == "players + 1");
  CHECK_THROWS_WITH(option_default(*decks, 8, Json::object()),
                    Catch::Contains("with 8 players, the default of option 'decks' must be from 1 to 8, got 9"));
  REQUIRE(layout->decks.formula);
  CHECK(layout->decks.formula->text() == "decks");
  CHECK(layout->teams_option == "partnerships");
}

TEST_CASE("a counter or var says whether a play screen shows it, and under which label", "[layout]") {
  enginetest::TempDir dir("show");
  dir.write("g/rules.lua", "");
  auto layout_with = [&](const std::string& counters) {
    dir.write("g/game.yaml",
              "game: g\nplayers: { min: 2, max: 2 }\nzones:\n  hand: {}\nmoves:\n  pass: {}\n"
              "options:\n  scoring: { type: enum, values: [chips, points], default: chips }\n"
              "counters:\n" +
                  counters);
    return load_layout(dir.path("g"));
  };
  auto layout = layout_with(
      "  pot: { show: scoring=chips }\n  points: { show: \"scoring!=chips\", label: \"match points\" }\n"
      "  passes: { show: false }\n  chips: {}\n");
  const Json chips = Json::parse(R"({"scoring": "chips"})"), points = Json::parse(R"({"scoring": "points"})");
  CHECK(layout->slots[0].shown(chips));
  CHECK_FALSE(layout->slots[0].shown(points));
  CHECK_FALSE(layout->slots[1].shown(chips));
  CHECK(layout->slots[1].shown(points));
  CHECK(layout->slots[1].label == "match points");
  CHECK_FALSE(layout->slots[2].shown(chips));
  CHECK(layout->slots[3].shown(chips));
  const std::string yaml = dir.path("g/game.yaml");
  CHECK(error_of([&] { layout_with("  pot: { show: mode=chips }\n"); }) ==
        yaml +
            ":10:16: show must be true, false, OPTION=VALUE or OPTION!=VALUE naming one of the game's options, got "
            "'mode=chips'");
  CHECK(error_of([&] { layout_with("  pot: { show: scoring=gold }\n"); }) ==
        yaml + ":10:16: show: option 'scoring' must be one of chips, points, got \"gold\"");
}
