// Exact summaries of integer samples and the 95% intervals of rates and means (stats.hpp).
#include "cardrt/stats.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "cardrt/error.hpp"

namespace cardrt {

namespace {
constexpr double kZ95 = 1.959963984540054;  // the two-sided 95% quantile of the normal distribution

}  // namespace

std::int64_t checked_add(std::int64_t a, std::int64_t b) {
  std::int64_t out = 0;
  if (__builtin_add_overflow(a, b, &out)) throw Error("a statistic's sum is too large to keep exactly");
  return out;
}

Interval wilson_interval(std::int64_t hits, std::int64_t n) {
  if (n <= 0) return {};
  const double p = double(hits) / double(n), z2 = kZ95 * kZ95, m = double(n);
  const double scale = 1 + z2 / m;
  const double centre = (p + z2 / (2 * m)) / scale;
  const double half = kZ95 * std::sqrt(p * (1 - p) / m + z2 / (4 * m * m)) / scale;
  // At 0 or n hits the bound is exactly 0 or 1 (the formula leaves a rounding error there).
  return {hits == 0 ? 0.0 : std::max(0.0, centre - half), hits == n ? 1.0 : std::min(1.0, centre + half)};
}

double t_quantile_95(std::int64_t df) {
  // Tabulated values; between two, the one of fewer degrees of freedom (the wider interval).
  static const std::pair<std::int64_t, double> kTable[] = {
      {1, 12.706}, {2, 4.303},  {3, 3.182},   {4, 2.776},   {5, 2.571},   {6, 2.447},  {7, 2.365},  {8, 2.306},
      {9, 2.262},  {10, 2.228}, {11, 2.201},  {12, 2.179},  {13, 2.160},  {14, 2.145}, {15, 2.131}, {16, 2.120},
      {17, 2.110}, {18, 2.101}, {19, 2.093},  {20, 2.086},  {21, 2.080},  {22, 2.074}, {23, 2.069}, {24, 2.064},
      {25, 2.060}, {26, 2.056}, {27, 2.052},  {28, 2.048},  {29, 2.045},  {30, 2.042}, {40, 2.021}, {50, 2.009},
      {60, 2.000}, {80, 1.990}, {100, 1.984}, {120, 1.980}, {1000, 1.962}};
  if (df >= 1000) return kZ95;
  double value = kTable[0].second;
  for (const auto& [at, t] : kTable)
    if (at <= df) value = t;
  return value;
}

void Sample::add(std::int64_t value) {
  std::int64_t square = 0;
  if (__builtin_mul_overflow(value, value, &square)) throw Error("a statistic's sum is too large to keep exactly");
  min_ = n_ ? std::min(min_, value) : value;
  max_ = n_ ? std::max(max_, value) : value;
  ++n_;
  sum_ = checked_add(sum_, value);
  sum_squares_ = checked_add(sum_squares_, square);
  if (keep_counts_) count(value, 1);
}

void Sample::merge(const Sample& other) {
  if (other.n_ == 0) return;
  min_ = n_ ? std::min(min_, other.min_) : other.min_;
  max_ = n_ ? std::max(max_, other.max_) : other.max_;
  n_ = checked_add(n_, other.n_);
  sum_ = checked_add(sum_, other.sum_);
  sum_squares_ = checked_add(sum_squares_, other.sum_squares_);
  for (const auto& [value, count_of_value] : other.counts()) count(value, count_of_value);
}

Sample Sample::restored(std::int64_t n, std::int64_t sum, std::int64_t sum_of_squares, std::int64_t min,
                        std::int64_t max, std::map<std::int64_t, std::int64_t> counts, bool keep_counts) {
  Sample s(keep_counts);
  s.n_ = n;
  s.sum_ = sum;
  s.sum_squares_ = sum_of_squares;
  s.min_ = min;
  s.max_ = max;
  s.counts_ = std::move(counts);
  return s;
}

void Sample::count(std::int64_t value, std::int64_t times) {
  if (value >= 0 && value < kCountedInPlace) {
    if (std::size_t(value) >= small_counts_.size()) small_counts_.resize(std::size_t(value) + 1, 0);
    small_counts_[std::size_t(value)] += times;
  } else {
    counts_[value] += times;
  }
}

std::map<std::int64_t, std::int64_t> Sample::counts() const {
  std::map<std::int64_t, std::int64_t> all = counts_;
  for (std::size_t v = 0; v < small_counts_.size(); ++v)
    if (small_counts_[v]) all[std::int64_t(v)] += small_counts_[v];
  return all;
}

double Sample::sd() const {
  if (n_ < 2) return 0.0;
  // From the exact sums: n·Σx² − (Σx)², computed in long double to keep its digits.
  const long double n = n_, sum = sum_, squares = sum_squares_;
  const long double spread = n * squares - sum * sum;
  return spread <= 0 ? 0.0 : double(std::sqrt(spread / (n * (n - 1))));
}

Interval Sample::mean_interval() const {
  if (n_ > 0 && min_ >= 0 && max_ <= 1) return wilson_interval(sum_, n_);
  const double m = mean();
  if (n_ < 2) return {m, m};
  const double half = t_quantile_95(n_ - 1) * sd() / std::sqrt(double(n_));
  return {m - half, m + half};
}

std::int64_t Sample::quantile(double q) const {
  const std::map<std::int64_t, std::int64_t> counts_ = counts();
  if (n_ == 0 || counts_.empty()) return 0;
  const auto rank = std::int64_t(std::ceil(q * double(n_)));
  std::int64_t seen = 0;
  for (const auto& [value, count] : counts_) {
    seen += count;
    if (seen >= std::max<std::int64_t>(rank, 1)) return value;
  }
  return std::prev(counts_.end())->first;
}

}  // namespace cardrt
