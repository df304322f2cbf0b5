// tune: every value of an option on the same seeds, each value's measure of the aim with its
// bootstrap interval, the best value and the others' paired differences from it.
#include <catch2/catch.hpp>

#include "cardrt/runtime.hpp"
#include "cardrt/tune.hpp"
#include "support.hpp"

using namespace cardrt;
using enginetest::error_of;
using Values = std::vector<std::string>;

namespace {
Selection sevens() {
  Selection sel;
  sel.game = enginetest::kData + "/sevens";
  return sel;
}
}  // namespace

TEST_CASE("a range is an int option's LOW..HIGH[:STEP] or any option's list, checked against the game", "[tune]") {
  const auto game = make_spec(sevens());
  CHECK(parse_range("hands=1..4", *game).values == Values{"1", "2", "3", "4"});
  CHECK(parse_range("hands=2..10:4", *game).values == Values{"2", "6", "10"});
  CHECK(parse_range("scoring=chips,points", *game).values == Values{"chips", "points"});
  CHECK(parse_range("hands=1..4", *game).option == "hands");
  CHECK(error_of([&] { parse_range("hand=1..4", *game); }) == "unknown option 'hand' for sevens");
  CHECK(error_of([&] { parse_range("scoring=1..4", *game); }) ==
        "option 'scoring' is not an int: list its values A,B,C");
  CHECK(error_of([&] { parse_range("hands=4..1", *game); }) ==
        "-o hands=4..1: wants LOW <= HIGH and a STEP of 1 or more");
  CHECK(error_of([&] { parse_range("hands=1..x", *game); }) == "-o hands=1..x: 'x' is not an integer");
  CHECK(error_of([&] { parse_range("hands=1..100", *game); }) == "-o hands=1..100: more than 50 values; give a STEP");
  CHECK(error_of([&] { parse_range("hands=3", *game); }) == "-o hands=3: tuning needs two values or more");
}

TEST_CASE("the aims: equal seats, a deal length, lead changes, a seat's win rate", "[tune]") {
  CHECK(parse_aim("equal-seats").kind == TuneAim::Kind::EqualSeats);
  CHECK(parse_aim("lead-changes").kind == TuneAim::Kind::LeadChanges);
  const TuneAim length = parse_aim("deal-length=42.5");
  CHECK(length.kind == TuneAim::Kind::DealLength);
  CHECK(length.target == 42.5);
  CHECK(error_of([] { parse_aim("deal-length=0"); }) == "--aim deal-length=N needs a number of moves above 0, got '0'");
  const TuneAim rate = parse_aim("win-rate=2:0.4");
  CHECK(rate.kind == TuneAim::Kind::SeatWinRate);
  CHECK(rate.seat == 2);
  CHECK(rate.target == 0.4);
  CHECK(parse_aim("win-rate=1:55.5%").target == Approx(0.555));
  CHECK(error_of([] { parse_aim("win-rate=1:1.5"); }) ==
        "--aim win-rate=SEAT:RATE needs a seat and a rate from 0 to 1 (or 0% to 100%), got '1:1.5'");
  CHECK(error_of([] { parse_aim("win-rate=0.5"); }) ==
        "--aim win-rate=SEAT:RATE needs a seat and a rate from 0 to 1 (or 0% to 100%), got '0.5'");
  CHECK(error_of([] { parse_aim("fun"); }) ==
        "unknown aim 'fun' (aims: equal-seats, deal-length=N, lead-changes, win-rate=SEAT:RATE)");
}

TEST_CASE("tune plays every value on the same seeds and finds the best with its evidence", "[tune]") {
  SimOptions opts;
  opts.games = 60;
  SECTION("lead changes: one deal has none, more deals more") {
    const Tuning t =
        tune(sevens(), parse_range("hands=1..3", *make_spec(sevens())), parse_aim("lead-changes"), load_rules, opts);
    REQUIRE(t.points.size() == 3);
    CHECK(t.points[0].score == 0.0);
    CHECK(t.points[0].interval.low == 0.0);
    CHECK(t.points[0].interval.high == 0.0);
    CHECK(t.best == 2);
    CHECK(t.points[2].best);
    CHECK(t.points[0].difference == -t.points[2].score);
    CHECK(t.points[0].p_holm < 0.05);
    CHECK(t.points[0].report.games == 60);
    // The same matches at every value: match i from the same seed.
    CHECK(t.points[0].report.matches[5].seed == t.points[2].report.matches[5].seed);
  }
  SECTION("equal seats: the largest gap of a seat's win rate from their mean") {
    const Tuning t =
        tune(sevens(), parse_range("hands=1,3", *make_spec(sevens())), parse_aim("equal-seats"), load_rules, opts);
    for (const TunePoint& point : t.points) {
      double mean = 0, gap = 0;
      for (const SeatStats& seat : point.report.seats) mean += double(seat.wins) / 60;
      mean /= double(point.report.seats.size());
      for (const SeatStats& seat : point.report.seats) gap = std::max(gap, std::fabs(double(seat.wins) / 60 - mean));
      CHECK(point.score == Approx(gap));
      CHECK(point.interval.low <= point.score);
      CHECK(point.interval.high >= point.score);
    }
  }
  SECTION("a deal length: two equal values do equally well, told apart by nothing") {
    const Tuning t =
        tune(sevens(), parse_range("hands=2,2", *make_spec(sevens())), parse_aim("deal-length=30"), load_rules, opts);
    CHECK(t.best == 0);
    CHECK(t.points[1].score == t.points[0].score);
    CHECK(t.points[1].difference == 0.0);
    CHECK(t.points[1].p == 1.0);
    double per_deal = 0;  // the mean over matches of each match's moves per deal
    for (const MatchSummary& m : t.points[0].report.matches) per_deal += double(m.moves) / double(m.deals) / 60;
    CHECK(t.points[0].score == Approx(std::fabs(per_deal - 30)));
  }
  SECTION("a seat's win rate: its distance from the rate aimed at") {
    const Tuning t =
        tune(sevens(), parse_range("hands=1,3", *make_spec(sevens())), parse_aim("win-rate=2:0.5"), load_rules, opts);
    for (const TunePoint& point : t.points)
      CHECK(point.score == Approx(std::fabs(double(point.report.seats[1].wins) / 60 - 0.5)));
    CHECK(error_of([&] {
            tune(sevens(), parse_range("hands=1,3", *make_spec(sevens())), parse_aim("win-rate=5:0.5"), load_rules,
                 opts);
          }) == "--aim win-rate: seat 5 is not at the table of 4 players");
  }
  SECTION("the same on any number of threads") {
    const TuneRange range = parse_range("hands=1..3", *make_spec(sevens()));
    const Tuning one = tune(sevens(), range, parse_aim("lead-changes"), load_rules, opts);
    opts.threads = 2;
    const Tuning two = tune(sevens(), range, parse_aim("lead-changes"), load_rules, opts);
    CHECK(tuning_json(one, opts, 3).dump() == tuning_json(two, opts, 3).dump());
  }
}
