// The statistics simulate reports, against values worked out by hand: Wilson intervals of rates,
// means with Student-t intervals, quantiles by nearest rank, and merging in any order.
#include <cmath>
#include <vector>

#include <catch2/catch.hpp>

#include "cardrt/error.hpp"
#include "cardrt/stats.hpp"
#include "support.hpp"

using namespace cardrt;

TEST_CASE("the Wilson interval of a rate stays in [0, 1] and matches the formula", "[stats]") {
  // p = k/n, z = 1.96: (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n).
  const Interval none = wilson_interval(0, 10);
  CHECK(none.low == 0.0);
  CHECK(none.high == Approx(0.277533).margin(1e-6));
  const Interval half = wilson_interval(5, 10);
  CHECK(half.low == Approx(0.236593).margin(1e-6));
  CHECK(half.high == Approx(0.763407).margin(1e-6));
  const Interval seat = wilson_interval(343, 1000);
  CHECK(seat.low == Approx(0.314229).margin(1e-6));
  CHECK(seat.high == Approx(0.372973).margin(1e-6));
  const Interval all = wilson_interval(10, 10);
  CHECK(all.low == Approx(0.722467).margin(1e-6));
  CHECK(all.high == Approx(1.0).margin(1e-12));
  const Interval empty = wilson_interval(0, 0);
  CHECK(empty.low == 0.0);
  CHECK(empty.high == 0.0);
}

TEST_CASE("Student's t quantiles and p-values are the distribution's own", "[stats]") {
  // Published quantiles (qt(0.975, df)).
  CHECK(t_quantile_95(1) == Approx(12.706205).margin(1e-6));
  CHECK(t_quantile_95(0) == Approx(12.706205).margin(1e-6));
  CHECK(t_quantile_95(7) == Approx(2.364624).margin(1e-6));
  CHECK(t_quantile_95(30) == Approx(2.042272).margin(1e-6));
  CHECK(t_quantile_95(35) == Approx(2.030108).margin(1e-6));
  CHECK(t_quantile_95(100) == Approx(1.983972).margin(1e-6));
  CHECK(t_quantile_95(1000) == Approx(1.962339).margin(1e-6));
  CHECK(t_quantile_95(5000) == Approx(1.960439).margin(1e-6));
  CHECK(t_quantile_95(10000000) == Approx(1.959964).margin(1e-6));
  // Closed forms: Cauchy's P(|T| >= 1) = 1/2 for df = 1; 1 - t / sqrt(2 + t²) for df = 2.
  CHECK(t_two_sided_p(1, 1) == Approx(0.5).margin(1e-12));
  CHECK(t_two_sided_p(1, 2) == Approx(1 - 1 / std::sqrt(3.0)).margin(1e-12));
  CHECK(t_two_sided_p(-1, 2) == t_two_sided_p(1, 2));
  CHECK(t_two_sided_p(2, 10) == Approx(0.0733880).margin(1e-7));
  CHECK(t_two_sided_p(0, 50) == 1.0);
  CHECK(t_two_sided_p(40, 1000) < 1e-200);
  // At the quantile the p-value is 0.05, on both sides of it the mark changes.
  for (std::int64_t df : {1, 3, 29, 399, 999, 100000}) {
    CHECK(t_two_sided_p(t_quantile_95(df), df) == Approx(0.05).margin(1e-9));
    CHECK(t_two_sided_p(t_quantile_95(df) * 0.999, df) > 0.05);
    CHECK(t_two_sided_p(t_quantile_95(df) * 1.001, df) < 0.05);
  }
}

TEST_CASE("Holm's adjustment multiplies the smallest p-values most and keeps their order", "[stats]") {
  // Sorted: 0.005 · 4 = 0.02, 0.01 · 3 = 0.03, 0.03 · 2 = 0.06, 0.04 · 1 = 0.04 raised to 0.06.
  const std::vector<double> adjusted = holm_adjusted({0.01, 0.04, 0.03, 0.005});
  REQUIRE(adjusted.size() == 4);
  CHECK(adjusted[0] == Approx(0.03));
  CHECK(adjusted[1] == Approx(0.06));
  CHECK(adjusted[2] == Approx(0.06));
  CHECK(adjusted[3] == Approx(0.02));
  CHECK(holm_adjusted({0.5, 0.6}) == std::vector<double>{1.0, 1.0});
  CHECK(holm_adjusted({0.02}) == std::vector<double>{0.02});
  CHECK(holm_adjusted({}).empty());
}

TEST_CASE("a sample keeps its mean, deviation, interval and quantiles exactly", "[stats]") {
  Sample s(true);
  for (int v : {2, 4, 4, 4, 5, 5, 7, 9}) s.add(v);
  CHECK(s.n() == 8);
  CHECK(s.sum() == 40);
  CHECK(s.sum_of_squares() == 232);
  CHECK(s.mean() == 5.0);
  // Sample deviation: sqrt(32 / 7); the mean's interval 5 ± 2.364624 · sd / sqrt(8).
  CHECK(s.sd() == Approx(2.138090).margin(1e-6));
  CHECK(s.mean_interval().low == Approx(3.212512).margin(1e-6));
  CHECK(s.mean_interval().high == Approx(6.787488).margin(1e-6));
  CHECK(s.quantile(0.5) == 4);  // the 4th of 8 values
  CHECK(s.quantile(0.9) == 9);  // the 8th (7.2 rounded up)
  CHECK(s.quantile(0.1) == 2);
  CHECK(s.min() == 2);
  CHECK(s.max() == 9);

  SECTION("merged halves give the same sample, in either order") {
    Sample a(true), b(true);
    for (int v : {2, 4, 4, 4}) a.add(v);
    for (int v : {5, 5, 7, 9}) b.add(v);
    Sample ab = a, ba = b;
    ab.merge(b);
    ba.merge(a);
    for (const Sample* m : {&ab, &ba}) {
      CHECK(m->n() == 8);
      CHECK(m->sum_of_squares() == 232);
      CHECK(m->counts() == s.counts());
      CHECK(m->min() == 2);
      CHECK(m->max() == 9);
    }
  }
  SECTION("one value has no spread and a point interval") {
    Sample one;
    one.add(-3);
    CHECK(one.sd() == 0.0);
    CHECK(one.mean_interval().low == -3.0);
    CHECK(one.mean_interval().high == -3.0);
  }
  SECTION("a sample of 0s and 1s is a share: Wilson's interval, inside [0, 1]") {
    // 3 gins in 400 deals: mean ± t·sd/√n would reach below 0 (-0.0010 to 0.0160).
    Sample gins;
    for (int deal = 0; deal < 400; ++deal) gins.add(deal < 3 ? 1 : 0);
    CHECK(gins.mean_interval().low == Approx(wilson_interval(3, 400).low).margin(1e-12));
    CHECK(gins.mean_interval().high == Approx(wilson_interval(3, 400).high).margin(1e-12));
    CHECK(gins.mean_interval().low == Approx(0.002554).margin(1e-6));
    CHECK(gins.mean_interval().high == Approx(0.021816).margin(1e-6));
    Sample none;  // no gin at all: the low end is 0 exactly, not a rounding error above it
    for (int deal = 0; deal < 400; ++deal) none.add(0);
    CHECK(none.mean_interval().low == 0.0);
    CHECK(none.mean_interval().high == Approx(0.009512).margin(1e-6));
  }
  SECTION("a sum too large to keep exactly is an error, not a wrong number") {
    Sample big;
    big.add(3'000'000'000);
    CHECK(enginetest::error_of([&] { big.add(3'000'000'000); }) == "a statistic's sum is too large to keep exactly");
  }
}
