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
    CHECK(r.a == r.b);
    CHECK(r.difference == 0.0);
    CHECK(r.interval.low == 0.0);
    CHECK(r.interval.high == 0.0);
    CHECK_FALSE(r.significant());
    CHECK(r.matches == 40);
  }
  CHECK(row(c, "deals per match").a == Approx(c.a.deals_per_match.mean()));
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
  CHECK(deals.b == 1.0);
  CHECK(deals.a == Approx(c.a.deals_per_match.mean()));
  CHECK(deals.difference == Approx(deals.a - 1.0));
  CHECK(deals.significant());
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
