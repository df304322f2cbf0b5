// The statistics a simulation reports: exact summaries of integer samples that merge in any order
// (so a report is the same for any thread count or split into shards), and the 95% intervals
// every rate and mean is shown with.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

namespace cardrt {

struct Interval {
  double low = 0;
  double high = 0;
};

// The 95% Wilson score interval of a rate of `hits` in `n` trials ([0, 0] for n = 0): unlike
// p ± 1.96·se it stays inside [0, 1] and is honest for rates near 0 or 1 and for small n.
Interval wilson_interval(std::int64_t hits, std::int64_t n);

// Two-sided 95% quantile of Student's t distribution with `df` degrees of freedom (df < 1 is taken
// as 1): 12.706 for df = 1, 1.984 for 100, 1.960 in the limit. Exact to 1e-9, so that an interval
// leaves out 0 exactly when the test's p-value is below 0.05.
double t_quantile_95(std::int64_t df);
// The same for any two-sided level: the t with P(|T| >= t) = alpha (alpha in (0, 1)).
double t_quantile(double alpha, std::int64_t df);

// The two-sided p-value of Student's t statistic `t` with `df` degrees of freedom: the chance of a
// |t| at least as large when the true mean is 0.
double t_two_sided_p(double t, std::int64_t df);

// Holm's step-down adjustment of p-values tested together: the k-th smallest is multiplied by the
// number of values not smaller than it (m - k + 1), kept at least as large as every smaller one's
// adjusted value, and capped at 1. A value whose adjusted p is below 0.05 is significant with a
// chance of 5% at most that any of the family's true-zero differences is marked. Same order as
// given.
std::vector<double> holm_adjusted(const std::vector<double>& p);

// a + b, or Error when the sum is past 64 bits: counts and sums a report keeps exactly.
std::int64_t checked_add(std::int64_t a, std::int64_t b);

// Integer samples (scores, counts): their number, sum and sum of squares, exactly; and with
// `keep_counts`, how often each value came, for medians and percentiles.
class Sample {
 public:
  Sample() = default;
  explicit Sample(bool keep_counts) : keep_counts_(keep_counts) {}
  void add(std::int64_t value);
  void merge(const Sample& other);

  std::int64_t n() const { return n_; }
  std::int64_t sum() const { return sum_; }
  std::int64_t sum_of_squares() const { return sum_squares_; }
  std::int64_t min() const { return min_; }
  std::int64_t max() const { return max_; }
  double mean() const { return n_ ? double(sum_) / double(n_) : 0.0; }
  // The sample standard deviation (n - 1 in the denominator); 0 for fewer than two samples.
  double sd() const;
  // The 95% interval of the mean, mean ± t·sd/√n ([mean, mean] for fewer than two samples); of a
  // sample of 0s and 1s (a share: the deals that ended in gin) Wilson's, which stays in [0, 1].
  Interval mean_interval() const;
  // The smallest value with at least fraction `q` of the samples at or below it (nearest rank);
  // needs keep_counts, 0 without samples.
  std::int64_t quantile(double q) const;
  // How often each value came (with keep_counts), by value.
  std::map<std::int64_t, std::int64_t> counts() const;
  bool keeps_counts() const { return keep_counts_; }
  // A sample as another process summed it (a shard's report): its parts as they were kept.
  static Sample restored(std::int64_t n, std::int64_t sum, std::int64_t sum_of_squares, std::int64_t min,
                         std::int64_t max, std::map<std::int64_t, std::int64_t> counts, bool keep_counts);

 private:
  void count(std::int64_t value, std::int64_t times);

  bool keep_counts_ = false;
  std::int64_t n_ = 0, sum_ = 0, sum_squares_ = 0;
  std::int64_t min_ = 0, max_ = 0;
  // Small non-negative values (moves per deal, deals per match) counted in place, others by value:
  // a simulation adds to them at every deal.
  static constexpr std::int64_t kCountedInPlace = 4096;
  std::vector<std::int64_t> small_counts_;
  std::map<std::int64_t, std::int64_t> counts_;
};

}  // namespace cardrt
