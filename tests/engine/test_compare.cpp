// compare: two games on the same seeds, each statistic's paired difference and its interval.
#include <catch2/catch.hpp>

#include "cardrt/compare.hpp"
#include "cardrt/runtime.hpp"
#include "support.hpp"

using namespace cardrt;

namespace {
const ComparedRow& row(const Comparison& c, const std::string& name) {
  for (const ComparedRow& r : c.rows)
    if (r.name == name) return r;
  FAIL("no row " << name);
  return c.rows.front();
}
}  // namespace

TEST_CASE("a game compared with itself differs in nothing, match by match", "[compare]") {
  SimOptions opts;
  opts.games = 40;
  const auto spec = enginetest::sevens_spec();
  const Comparison c = compare(spec, spec, load_rules, opts);
  REQUIRE_FALSE(c.rows.empty());
  for (const ComparedRow& r : c.rows) {
    INFO(r.name);
    REQUIRE(r.compared());
    CHECK(r.a->mean == r.b->mean);
    CHECK(r.a->interval.low == r.b->interval.low);
    CHECK(r.difference == 0.0);
    CHECK(r.interval.low == 0.0);
    CHECK(r.interval.high == 0.0);
    CHECK(r.p == 1.0);
    CHECK(r.p_holm == 1.0);
    CHECK_FALSE(r.significant());
    CHECK_FALSE(r.significant_corrected());
    CHECK(r.matches == 40);
  }
  CHECK(c.tested == int(c.rows.size()));
  CHECK(row(c, "deals per match").a->mean == Approx(c.a.deals_per_match.mean()));
  CHECK(comparison_summary(*spec, opts, c) ==
        "Played by bots (greedy at every seat) over 40 matches of A and of B on the same deals, no statistic differs "
        "between A and B once the " +
            std::to_string(c.tested) +
            " compared are corrected for their number. No seat's chance of winning changes.");
}

TEST_CASE("compare finds what an option changes and reports both games' own statistics", "[compare]") {
  SimOptions opts;
  opts.games = 60;
  opts.threads = 2;
  // Three hands a match against one: the deals per match differ by exactly two in every match
  // that is not ended early by a balance at zero.
  const Comparison c =
      compare(enginetest::sevens_spec(), enginetest::sevens_spec("", 0, {{"hands", "1"}}), load_rules, opts);
  const ComparedRow& deals = row(c, "deals per match");
  CHECK(deals.b->mean == 1.0);
  CHECK(deals.b->sd == 0.0);
  CHECK(deals.a->mean == Approx(c.a.deals_per_match.mean()));
  CHECK(deals.difference == Approx(deals.a->mean - 1.0));
  CHECK(deals.significant());
  CHECK(deals.p < 1e-9);
  CHECK(deals.significant_corrected());
  // Holm: the smallest p-value times the number of rows, and none adjusted below its own.
  for (const ComparedRow& r : c.rows) CHECK(r.p_holm >= r.p);
  CHECK(c.a.games == 60);
  CHECK(c.b.deals == 60);
  // The same comparison on one thread gives the same rows.
  opts.threads = 1;
  const Comparison one =
      compare(enginetest::sevens_spec(), enginetest::sevens_spec("", 0, {{"hands", "1"}}), load_rules, opts);
  REQUIRE(one.rows.size() == c.rows.size());
  for (std::size_t i = 0; i < c.rows.size(); ++i) {
    CHECK(one.rows[i].name == c.rows[i].name);
    CHECK(one.rows[i].difference == c.rows[i].difference);
    CHECK(one.rows[i].interval.low == c.rows[i].interval.low);
  }
}

TEST_CASE("Holm's correction marks fewer differences than the plain level, never more", "[compare]") {
  SimOptions opts;
  opts.games = 60;
  opts.bots = "random";
  const Comparison c =
      compare(enginetest::sevens_spec(), enginetest::sevens_spec("", 0, {{"hands", "1"}}), load_rules, opts);
  int plain = 0, corrected = 0;
  for (const ComparedRow& r : c.rows) {
    plain += r.significant();
    corrected += r.significant_corrected();
    if (r.significant_corrected()) CHECK(r.significant());
  }
  CHECK(corrected <= plain);
  CHECK(corrected >= 1);  // deals per match differ in every match
}

TEST_CASE("a metric only one side has is shown for that side, and takes no part in the test", "[compare]") {
  enginetest::TempDir dir("compare");
  dir.write("counted.yaml", "extends: sevens\nrules: counted.lua\n");
  dir.write("counted.lua", "function rules.metrics(g) return { cards_left = g:count('hand', 1) } end\n");
  Selection selection;
  selection.game = dir.path("counted.yaml");
  selection.search_dirs = {enginetest::kData};
  selection.option_text = {{"hands", "1"}};  // one deal a match: a match's mean is its deal's value
  SimOptions opts;
  opts.games = 30;
  const Comparison c =
      compare(enginetest::sevens_spec("", 0, {{"hands", "1"}}), make_spec(selection), load_rules, opts);
  const ComparedRow& only = row(c, "cards_left per deal (metric)");
  CHECK_FALSE(only.compared());
  CHECK_FALSE(only.a);
  REQUIRE(only.b);
  CHECK(only.b->mean == Approx(c.b.metrics.at("cards_left").mean()));
  CHECK(only.b->interval.low <= only.b->mean);
  CHECK(only.b->interval.high >= only.b->mean);
  CHECK_FALSE(only.significant());
  CHECK(c.tested == int(c.rows.size()) - 1);
  const std::string summary = comparison_summary(*enginetest::sevens_spec(), opts, c);
  CHECK(summary.find("B alone has cards_left per deal (metric): ") != std::string::npos);
}

TEST_CASE("compare --until-clear plays looks of doubling size and widens its statistic's interval for them",
          "[compare]") {
  SimOptions opts;
  opts.games = 160;
  opts.threads = 2;
  const auto a = enginetest::sevens_spec(), b = enginetest::sevens_spec("", 0, {{"hands", "1"}});
  ClearRule rule;
  rule.first = 40;
  SECTION("a clear difference stops at the first look") {
    rule.statistic = "deals per match";
    const Comparison c = compare_until_clear(a, b, load_rules, opts, rule);
    REQUIRE(c.sequential);
    CHECK(c.sequential->looks == std::vector<int>{40, 80, 160});
    CHECK(c.sequential->looks_made == 1);
    CHECK(c.sequential->excludes_zero);
    CHECK(c.sequential->level == Approx(1 - 0.05 / 3));
    CHECK(c.a.games == 40);
    CHECK(c.a.matches.size() == 40);
    // The watched row's interval is Student's at 1 - 0.05/3, the plain one's widened.
    opts.games = 40;
    const Comparison plain = compare(a, b, load_rules, opts);
    const ComparedRow &watched = row(c, "deals per match"), &unwatched = row(plain, "deals per match");
    CHECK(watched.difference == unwatched.difference);
    CHECK(watched.interval.high - watched.difference ==
          Approx((unwatched.interval.high - unwatched.difference) * t_quantile(0.05 / 3, 39) / t_quantile_95(39)));
    CHECK(watched.p == Approx(std::min(1.0, unwatched.p * 3)));
  }
  SECTION("a statistic that does not change is played to the last look, whose matches are the plain run's") {
    rule.statistic = "win rate, seat 1";
    const Comparison c = compare_until_clear(a, a, load_rules, opts, rule);
    CHECK(c.sequential->looks_made == 3);
    CHECK_FALSE(c.sequential->excludes_zero);
    const Comparison plain = compare(a, a, load_rules, opts);
    REQUIRE(c.a.matches.size() == plain.a.matches.size());
    for (std::size_t i = 0; i < plain.a.matches.size(); ++i) CHECK(c.a.matches[i].scores == plain.a.matches[i].scores);
    CHECK(row(c, "moves per deal").a->mean == row(plain, "moves per deal").a->mean);
    CHECK(c.a.deals == plain.a.deals);
    CHECK(c.a.games == 160);
  }
  SECTION("a width stops once the interval is narrower") {
    rule.statistic = "win rate, seat 1";
    rule.width = 10;
    const Comparison c = compare_until_clear(a, a, load_rules, opts, rule);
    CHECK(c.sequential->looks_made == 1);
    CHECK(c.sequential->narrow);
  }
  SECTION("an unknown statistic is refused with the names there are") {
    rule.statistic = "nope";
    CHECK_THAT(enginetest::error_of([&] { (void)compare_until_clear(a, b, load_rules, opts, rule); }),
               Catch::StartsWith("--until-clear: no statistic 'nope' that both sides have (statistics: win rate, "
                                 "seat 1, win rate, seat 2,"));
  }
}
