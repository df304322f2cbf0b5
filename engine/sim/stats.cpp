// Exact summaries of integer samples and the 95% intervals of rates and means (stats.hpp).
#include "cardrt/stats.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "cardrt/error.hpp"

namespace cardrt {

namespace {
constexpr double kZ95 = 1.959963984540054;  // the two-sided 95% quantile of the normal distribution

// The continued fraction of the incomplete beta function (modified Lentz's method), which
// converges fast for x < (a + 1) / (a + b + 2).
double beta_fraction(double x, double a, double b) {
  constexpr double kTiny = 1e-300, kEpsilon = 1e-15;
  const auto guarded = [](double v) { return std::fabs(v) < kTiny ? kTiny : v; };
  double c = 1, d = 1 / guarded(1 - (a + b) * x / (a + 1));
  double fraction = d;
  for (int m = 1; m <= 500; ++m) {
    // The even then the odd term of the fraction.
    for (const double term : {m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                              -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))}) {
      d = 1 / guarded(1 + term * d);
      c = guarded(1 + term / c);
      fraction *= c * d;
    }
    if (std::fabs(c * d - 1) < kEpsilon) break;
  }
  return fraction;
}

// The regularized incomplete beta function I_x(a, b), for 0 <= x <= 1 and a, b > 0.
double regularized_beta(double x, double a, double b) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const double log_front = std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x);
  if (x < (a + 1) / (a + b + 2)) return std::exp(log_front) * beta_fraction(x, a, b) / a;
  // I_x(a, b) = 1 - I_{1-x}(b, a), where the fraction converges.
  return 1 - std::exp(log_front) * beta_fraction(1 - x, b, a) / b;
}

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

double t_two_sided_p(double t, std::int64_t df) {
  if (std::isnan(t)) return 1.0;
  const double nu = double(std::max<std::int64_t>(df, 1));
  // P(|T| >= t) = I_x(nu/2, 1/2) with x = nu / (nu + t²).
  return regularized_beta(nu / (nu + t * t), nu / 2, 0.5);
}

double t_quantile(double alpha, std::int64_t df) {
  df = std::max<std::int64_t>(df, 1);
  // The p-value falls as t rises: halve [0, high] until it is narrower than 1e-10, `high` doubled
  // first until its p-value is below alpha.
  double low = 0, high = 16;
  while (t_two_sided_p(high, df) > alpha) low = high, high *= 2;
  while (high - low > 1e-10) {
    const double mid = (low + high) / 2;
    (t_two_sided_p(mid, df) > alpha ? low : high) = mid;
  }
  return high;
}

double t_quantile_95(std::int64_t df) { return t_quantile(0.05, df); }

std::vector<double> holm_adjusted(const std::vector<double>& p) {
  const std::size_t m = p.size();
  std::vector<std::size_t> order(m);
  for (std::size_t i = 0; i < m; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
  std::vector<double> adjusted(m);
  double running = 0;
  for (std::size_t k = 0; k < m; ++k) {
    running = std::max(running, std::min(1.0, double(m - k) * p[order[k]]));
    adjusted[order[k]] = running;
  }
  return adjusted;
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
