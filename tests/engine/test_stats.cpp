// The statistics simulate reports, against values worked out by hand: Wilson intervals of rates,
// means with Student-t intervals, quantiles by nearest rank, and merging in any order.
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

TEST_CASE("Student's t quantiles come from the table, the wider one between two rows", "[stats]") {
  CHECK(t_quantile_95(1) == 12.706);
  CHECK(t_quantile_95(7) == 2.365);
  CHECK(t_quantile_95(30) == 2.042);
  CHECK(t_quantile_95(35) == 2.042);
  CHECK(t_quantile_95(0) == 12.706);
  CHECK(t_quantile_95(5000) == Approx(1.959964).margin(1e-6));
}

TEST_CASE("a sample keeps its mean, deviation, interval and quantiles exactly", "[stats]") {
  Sample s(true);
  for (int v : {2, 4, 4, 4, 5, 5, 7, 9}) s.add(v);
  CHECK(s.n() == 8);
  CHECK(s.sum() == 40);
  CHECK(s.sum_of_squares() == 232);
  CHECK(s.mean() == 5.0);
  // Sample deviation: sqrt(32 / 7); the mean's interval 5 ± 2.365 · sd / sqrt(8).
  CHECK(s.sd() == Approx(2.138090).margin(1e-6));
  CHECK(s.mean_interval().low == Approx(3.212228).margin(1e-6));
  CHECK(s.mean_interval().high == Approx(6.787772).margin(1e-6));
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
