// Game records: make_record then replay_record reproduces the result; tampering is caught.
#include <catch2/catch.hpp>

#include "cardrt/bots.hpp"
#include "cardrt/error.hpp"
#include "cardrt/record.hpp"
#include "support.hpp"

using namespace cardrt;
using Catch::Matchers::StartsWith;
using enginetest::error_of;
using enginetest::fantan_spec;

namespace {
// A whole match between random bots.
Match played_match(const std::string& variant, std::uint64_t seed) {
  MatchSetup setup;
  setup.seed = seed;
  Match m(load_rules(fantan_spec(variant)), setup);
  auto bot = make_bot("random");
  Rng rng(seed + 1);
  while (!m.over()) m.apply(bot->choose(m, rng));
  return m;
}
}  // namespace

TEST_CASE("a record replays to the same result", "[record]") {
  for (const char* variant : {"standard", "kartendomino-places", "french-points"}) {
    INFO("variant " << variant);
    Match m = played_match(variant, 31);
    Json record = make_record(m);
    CHECK(record["game"] == "fantan");
    CHECK(record["variant"] == variant);
    CHECK(record["players"] == 4);
    CHECK(record["seed"] == 31);
    CHECK(record["engine"] == CARDRT_VERSION);
    CHECK(record["moves"].size() == std::size_t(m.moves_played()));
    CHECK(record["result"] == m.result());
    ReplayOutcome out = replay_record(record, {enginetest::kRulesets});
    CHECK(out.same);
    CHECK(out.moves == m.moves_played());
    CHECK(out.result == m.result());
    CHECK(out.message == "same result: " + m.result().dump());
  }
}

TEST_CASE("a record with a fixed deal and dealer replays", "[record]") {
  Match m = enginetest::fantan_match({{"hand", {"7C", "AD", "AH", "AS"}}}, 4, 13, "french-points", 4, {{"target", "1"}});
  m.play("play 7C");
  Json record = make_record(m);
  CHECK(record["dealer"] == 4);
  CHECK(record["deal"] == Json::parse(R"({"hand": ["7C", "AD", "AH", "AS"]})"));
  CHECK(record["options"]["target"] == 1);
  ReplayOutcome out = replay_record(record, {enginetest::kRulesets});
  CHECK(out.same);
  CHECK(out.moves == 1);
}

TEST_CASE("a tampered record is caught", "[record]") {
  Match m = played_match("standard", 47);
  Json record = make_record(m);
  REQUIRE(record["moves"].size() > 10);
  SECTION("an illegal move names its number") {
    record["moves"][4] = "draw";  // never legal without a stock
    CHECK_THAT(error_of([&] { replay_record(record, {enginetest::kRulesets}); }),
               StartsWith("move 5 'draw': illegal move 'draw'; legal moves: "));
  }
  SECTION("a malformed move names its number") {
    record["moves"][0] = "play 1H";
    CHECK_THAT(error_of([&] { replay_record(record, {enginetest::kRulesets}); }),
               StartsWith("move 1 'play 1H': 'play' needs one card, like 'play 7H', got 'play 1H'; legal moves: "));
  }
  SECTION("a changed result is reported as different") {
    record["result"]["scores"][0] = record["result"]["scores"][0].get<std::int64_t>() + 1;
    ReplayOutcome out = replay_record(record, {enginetest::kRulesets});
    CHECK_FALSE(out.same);
    CHECK(out.result == m.result());
    CHECK(out.message == "result differs: recorded " + record["result"].dump() + ", replayed " + m.result().dump());
  }
  SECTION("a record without a result does not count as the same") {
    record.erase("result");
    ReplayOutcome out = replay_record(record, {enginetest::kRulesets});
    CHECK_FALSE(out.same);
    CHECK(out.message == "the record has no result to compare");
  }
  SECTION("a record missing its moves is not a record") {
    record.erase("moves");
    CHECK_THAT(error_of([&] { replay_record(record, {enginetest::kRulesets}); }), StartsWith("not a cardrt record: "));
  }
}
