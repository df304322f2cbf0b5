// The report pages: sections of tables and inline SVG charts (interval bars, histograms) drawn
// from the JSON documents `simulate --json` and `compare --json` print, so the page shows exactly
// the reported numbers. Every chart element carries its numbers as data- attributes.
#include "report_page.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>
#include <vector>

#include "cardrt/sim_report.hpp"
#include "html.hpp"
#include "texts.hpp"

namespace cardrt::cli {

namespace {

// A number for a data- attribute: enough digits to compare with the JSON report.
std::string exact(double value) {
  std::ostringstream out;
  out.precision(10);
  out << value;
  return out.str();
}

// "48.82 (45.36 to 52.28)" for a sample document {n, mean, sd, ci95}.
std::string mean_text(const Json& sample, int decimals = 2) {
  return fixed(sample.at("mean").get<double>(), decimals) + " (" + fixed(sample.at("ci95")[0].get<double>(), decimals) +
         " to " + fixed(sample.at("ci95")[1].get<double>(), decimals) + ")";
}
std::string rate_text(double rate, const Json& ci) {
  return percent_text(rate) + " (" + percent_text(ci[0].get<double>()) + " to " + percent_text(ci[1].get<double>()) +
         ")";
}

// A table: the first row is the header; `row_attributes` (if given) adds attributes per body row.
std::string table(const std::vector<std::vector<std::string>>& rows,
                  const std::vector<std::string>& row_attributes = {}) {
  std::string out = "<div class=\"scroll\"><table>\n<tr>";
  for (const auto& cell : rows[0]) out += "<th>" + html_escape(cell) + "</th>";
  out += "</tr>\n";
  for (std::size_t r = 1; r < rows.size(); ++r) {
    out += "<tr" + (r - 1 < row_attributes.size() ? row_attributes[r - 1] : std::string()) + ">";
    for (const auto& cell : rows[r]) out += "<td>" + html_escape(cell) + "</td>";
    out += "</tr>\n";
  }
  return out + "</table></div>\n";
}

std::string attr(const std::string& name, const std::string& value) {
  return " " + name + "=\"" + html_escape(value) + "\"";
}

// One bar of an interval chart: a value with its 95% interval and sample size.
struct IntervalBar {
  std::string label;  // under the bar
  std::string stat;   // data-stat: what the value is ("win_rate")
  std::string key;    // data-key: whose it is ("seat 1")
  double value = 0, low = 0, high = 0;
  std::int64_t n = 0;
  std::string series;  // "a" or "b" in a comparison (a bar colour); "" otherwise
};

// Vertical bars from 0 with interval whiskers; `as_percent` labels the values as percentages.
// Bars that share a label stand side by side (A and B of a comparison).
std::string interval_chart(const std::string& caption, const std::vector<IntervalBar>& bars, bool as_percent) {
  constexpr double kWidth = 520, kHeight = 230, kLeft = 44, kBottom = 40, kTop = 16;
  double top = 0;
  for (const auto& b : bars) top = std::max({top, b.high, b.value});
  if (top <= 0) top = 1;
  top *= 1.1;
  std::vector<std::string> groups;
  for (const auto& b : bars)
    if (groups.empty() || groups.back() != b.label) groups.push_back(b.label);
  const double group_width = (kWidth - kLeft - 8) / double(std::max<std::size_t>(1, groups.size()));
  const std::size_t per_group = (bars.size() + groups.size() - 1) / std::max<std::size_t>(1, groups.size());
  const double bar_width = std::min(60.0, group_width * 0.7 / double(per_group));
  auto y = [&](double v) { return kTop + (kHeight - kTop - kBottom) * (1 - v / top); };
  auto label = [&](double v) { return as_percent ? percent_text(v) : fixed(v, 2); };

  std::string svg = "<figure><figcaption>" + html_escape(caption) + "</figcaption>\n<svg viewBox=\"0 0 " +
                    fixed(kWidth, 0) + " " + fixed(kHeight, 0) + "\" role=\"img\"" + attr("aria-label", caption) +
                    ">\n";
  for (int tick = 0; tick <= 4; ++tick) {
    const double v = top / 1.1 * tick / 4;
    svg += "<line class=\"grid\" x1=\"" + fixed(kLeft, 0) + "\" x2=\"" + fixed(kWidth - 4, 0) + "\" y1=\"" +
           fixed(y(v), 1) + "\" y2=\"" + fixed(y(v), 1) + "\"/><text x=\"" + fixed(kLeft - 4, 0) + "\" y=\"" +
           fixed(y(v) + 4, 1) + "\" text-anchor=\"end\">" + label(v) + "</text>\n";
  }
  std::size_t in_group = 0;
  for (std::size_t i = 0; i < bars.size(); ++i) {
    const IntervalBar& b = bars[i];
    const std::size_t g = std::size_t(std::find(groups.begin(), groups.end(), b.label) - groups.begin());
    in_group = i > 0 && bars[i - 1].label == b.label ? in_group + 1 : 0;
    const double x =
        kLeft + group_width * (double(g) + 0.5) - bar_width * double(per_group) / 2 + bar_width * double(in_group);
    const double cx = x + bar_width / 2;
    svg += "<g class=\"stat\"" + attr("data-stat", b.stat) + attr("data-key", b.key) + attr("data-series", b.series) +
           attr("data-value", exact(b.value)) + attr("data-low", exact(b.low)) + attr("data-high", exact(b.high)) +
           attr("data-n", std::to_string(b.n)) + ">";
    svg += "<title>" +
           html_escape(b.key + (b.series.empty() ? "" : " (" + b.series + ")") + ": " + label(b.value) +
                       ", 95% interval " + label(b.low) + " to " + label(b.high) + ", n = " + std::to_string(b.n)) +
           "</title>";
    svg += "<rect class=\"bar " + b.series + "\" x=\"" + fixed(x + 2, 1) + "\" y=\"" + fixed(y(b.value), 1) +
           "\" width=\"" + fixed(bar_width - 4, 1) + "\" height=\"" + fixed(y(0) - y(b.value), 1) + "\"/>";
    svg += "<line class=\"whisker\" x1=\"" + fixed(cx, 1) + "\" x2=\"" + fixed(cx, 1) + "\" y1=\"" +
           fixed(y(b.low), 1) + "\" y2=\"" + fixed(y(b.high), 1) + "\"/>";
    for (double end : {b.low, b.high})
      svg += "<line class=\"whisker\" x1=\"" + fixed(cx - 5, 1) + "\" x2=\"" + fixed(cx + 5, 1) + "\" y1=\"" +
             fixed(y(end), 1) + "\" y2=\"" + fixed(y(end), 1) + "\"/>";
    svg += "<text class=\"value\" x=\"" + fixed(cx, 1) + "\" y=\"" + fixed(y(b.high) - 4, 1) +
           "\" text-anchor=\"middle\">" + label(b.value) + "</text></g>\n";
    if (in_group == 0)
      svg += "<text x=\"" + fixed(kLeft + group_width * (double(g) + 0.5), 1) + "\" y=\"" +
             fixed(kHeight - kBottom + 16, 1) + "\" text-anchor=\"middle\">" + html_escape(b.label) + "</text>\n";
  }
  svg += "<line class=\"axis\" x1=\"" + fixed(kLeft, 0) + "\" x2=\"" + fixed(kWidth - 4, 0) + "\" y1=\"" +
         fixed(y(0), 1) + "\" y2=\"" + fixed(y(0), 1) + "\"/>\n</svg></figure>\n";
  return svg;
}

// A histogram of a distribution document's counts ([[value, count], ...]): at most 24 bins of
// equal width, each bar labelled by its range in a tooltip and carrying it as data- attributes.
// With `other` (B of a comparison), both are drawn as shares of their own totals.
std::string histogram(const std::string& caption, const std::string& stat, const Json& counts,
                      const Json* other = nullptr) {
  constexpr double kWidth = 520, kHeight = 200, kLeft = 44, kBottom = 34, kTop = 10;
  std::int64_t low = INT64_MAX, high = INT64_MIN;
  for (const Json* c : {&counts, other})
    if (c)
      for (const auto& item : *c) {
        low = std::min(low, item[0].get<std::int64_t>());
        high = std::max(high, item[0].get<std::int64_t>());
      }
  if (low > high) return "";
  const std::int64_t span = high - low + 1;
  const std::int64_t width = std::max<std::int64_t>(1, (span + 23) / 24);
  const std::size_t bins = std::size_t((span + width - 1) / width);
  auto binned = [&](const Json& c) {
    std::vector<double> shares(bins, 0);
    double total = 0;
    for (const auto& item : c) {
      shares[std::size_t((item[0].get<std::int64_t>() - low) / width)] += item[1].get<double>();
      total += item[1].get<double>();
    }
    if (other)
      for (double& s : shares) s /= total;
    return shares;
  };
  std::vector<std::vector<double>> series{binned(counts)};
  if (other) series.push_back(binned(*other));
  double top = 0;
  for (const auto& s : series) top = std::max(top, *std::max_element(s.begin(), s.end()));
  if (top <= 0) top = 1;
  const double bin_width = (kWidth - kLeft - 8) / double(bins);
  auto y = [&](double v) { return kTop + (kHeight - kTop - kBottom) * (1 - v / top); };

  std::string svg = "<figure><figcaption>" + html_escape(caption) + "</figcaption>\n<svg viewBox=\"0 0 " +
                    fixed(kWidth, 0) + " " + fixed(kHeight, 0) + "\" role=\"img\"" + attr("aria-label", caption) +
                    ">\n";
  svg += "<text x=\"" + fixed(kLeft - 4, 0) + "\" y=\"" + fixed(kTop + 10, 0) + "\" text-anchor=\"end\">" +
         (other ? percent_text(top) : fixed(top, 0)) + "</text>\n";
  for (std::size_t s = 0; s < series.size(); ++s) {
    const std::string name = other ? (s == 0 ? "a" : "b") : "";
    const double w = bin_width / double(series.size());
    for (std::size_t i = 0; i < bins; ++i) {
      const std::int64_t from = low + std::int64_t(i) * width, to = from + width - 1;
      const std::string range = from == to ? std::to_string(from) : std::to_string(from) + " to " + std::to_string(to);
      const double v = series[s][i];
      svg += "<rect class=\"bar " + name + "\"" + attr("data-stat", stat) + attr("data-series", name) +
             attr("data-from", std::to_string(from)) + attr("data-to", std::to_string(to)) +
             attr("data-value", exact(v)) + " x=\"" + fixed(kLeft + bin_width * double(i) + w * double(s) + 0.5, 1) +
             "\" y=\"" + fixed(y(v), 1) + "\" width=\"" + fixed(std::max(0.5, w - 1), 1) + "\" height=\"" +
             fixed(y(0) - y(v), 1) + "\"><title>" +
             html_escape(range + ": " + (other ? percent_text(v) : fixed(v, 0)) +
                         (name.empty() ? "" : " (" + name + ")")) +
             "</title></rect>\n";
    }
  }
  svg += "<line class=\"axis\" x1=\"" + fixed(kLeft, 0) + "\" x2=\"" + fixed(kWidth - 4, 0) + "\" y1=\"" +
         fixed(y(0), 1) + "\" y2=\"" + fixed(y(0), 1) + "\"/>\n";
  svg += "<text x=\"" + fixed(kLeft, 0) + "\" y=\"" + fixed(kHeight - kBottom + 16, 0) + "\">" + std::to_string(low) +
         "</text><text x=\"" + fixed(kWidth - 4, 0) + "\" y=\"" + fixed(kHeight - kBottom + 16, 0) +
         "\" text-anchor=\"end\">" + std::to_string(high) + "</text>\n</svg></figure>\n";
  return svg;
}

// The differences of a comparison on one scale, a row each: A - B with its 95% interval in
// standard deviations of the statistic per match (pooled over A and B), so that a win rate and a
// count of moves can stand side by side; zero is the dashed line. Rows marked after Holm's
// correction are drawn strong, those marked at the plain level only light.
std::string forest_plot(const Json& differences) {
  struct Row {
    std::string name;
    double scale, difference, low, high;
    bool plain, corrected;
  };
  std::vector<Row> rows;
  double reach = 0;
  for (const auto& d : differences) {
    if (!d.contains("difference")) continue;
    const double sd_a = d.at("a").at("sd").get<double>(), sd_b = d.at("b").at("sd").get<double>();
    const double scale = std::sqrt((sd_a * sd_a + sd_b * sd_b) / 2);
    if (scale <= 0) continue;  // the same value in every match of both: nothing to draw
    Row r{d.at("statistic").get<std::string>(),     scale,
          d.at("difference").get<double>() / scale, d.at("ci95")[0].get<double>() / scale,
          d.at("ci95")[1].get<double>() / scale,    d.at("significant").get<bool>(),
          d.at("significant_corrected").get<bool>()};
    reach = std::max({reach, std::fabs(r.low), std::fabs(r.high)});
    rows.push_back(r);
  }
  if (rows.empty()) return "";
  reach = reach > 0 ? reach * 1.1 : 1;
  constexpr double kWidth = 720, kLabel = 250, kRight = 16, kRow = 22, kTop = 8, kAxis = 34;
  const double height = kTop + kRow * double(rows.size()) + kAxis;
  auto x = [&](double v) { return kLabel + (kWidth - kLabel - kRight) * (v + reach) / (2 * reach); };
  const std::string caption = "A - B with its 95% interval, in standard deviations of each statistic per match";
  std::string svg = "<figure class=\"forest\"><figcaption>" + html_escape(caption) +
                    "</figcaption>\n<svg viewBox=\"0 0 " + fixed(kWidth, 0) + " " + fixed(height, 0) +
                    "\" role=\"img\"" + attr("aria-label", caption) + ">\n";
  const double bottom = kTop + kRow * double(rows.size());
  svg += "<line class=\"zero\" x1=\"" + fixed(x(0), 1) + "\" x2=\"" + fixed(x(0), 1) + "\" y1=\"" + fixed(kTop, 0) +
         "\" y2=\"" + fixed(bottom, 1) + "\"/>\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& r = rows[i];
    const double y = kTop + kRow * (double(i) + 0.5);
    const std::string mark = r.corrected ? "corrected" : r.plain ? "plain" : "none";
    svg += "<g class=\"difference " + mark + "\"" + attr("data-statistic", r.name) +
           attr("data-difference", exact(r.difference * r.scale)) + attr("data-low", exact(r.low * r.scale)) +
           attr("data-high", exact(r.high * r.scale)) + attr("data-scale", exact(r.scale)) + attr("data-mark", mark) +
           "><title>" +
           html_escape(r.name + ": A - B " + fixed(r.difference * r.scale, 3) + " (" + fixed(r.low * r.scale, 3) +
                       " to " + fixed(r.high * r.scale, 3) + "), " + fixed(r.difference, 2) + " sd") +
           "</title>";
    svg += "<text x=\"" + fixed(kLabel - 8, 0) + "\" y=\"" + fixed(y + 4, 1) + "\" text-anchor=\"end\">" +
           html_escape(r.name) + "</text>";
    svg += "<line class=\"whisker\" x1=\"" + fixed(x(r.low), 1) + "\" x2=\"" + fixed(x(r.high), 1) + "\" y1=\"" +
           fixed(y, 1) + "\" y2=\"" + fixed(y, 1) + "\"/>";
    svg += "<rect class=\"dot\" x=\"" + fixed(x(r.difference) - 4, 1) + "\" y=\"" + fixed(y - 4, 1) +
           "\" width=\"8\" height=\"8\"/></g>\n";
  }
  svg += "<line class=\"axis\" x1=\"" + fixed(kLabel, 0) + "\" x2=\"" + fixed(kWidth - kRight, 0) + "\" y1=\"" +
         fixed(bottom, 1) + "\" y2=\"" + fixed(bottom, 1) + "\"/>\n";
  for (double v : {-reach / 1.1, 0.0, reach / 1.1})
    svg += "<text x=\"" + fixed(x(v), 1) + "\" y=\"" + fixed(bottom + 16, 1) + "\" text-anchor=\"middle\">" +
           (v > 0 ? "+" : "") + fixed(v, 2) + "</text>";
  svg += "<text x=\"" + fixed(kLabel, 0) + "\" y=\"" + fixed(bottom + 30, 1) + "\">B higher</text><text x=\"" +
         fixed(kWidth - kRight, 0) + "\" y=\"" + fixed(bottom + 30, 1) + "\" text-anchor=\"end\">A higher</text>\n";
  return svg + "</svg></figure>\n";
}

// The tuning curve: each value of the option (in its order, evenly spaced) with its measure of
// the aim and the 95% interval, joined by a line; the best value is drawn strong.
std::string tuning_curve(const Json& tuning) {
  const Json& values = tuning.at("values");
  double low = 0, high = 0;
  bool first = true;
  for (const auto& v : values) {
    const double a = v.at("ci95")[0].get<double>(), b = v.at("ci95")[1].get<double>();
    low = first ? a : std::min(low, a);
    high = first ? b : std::max(high, b);
    first = false;
  }
  if (high <= low) high = low + 1;
  const double pad = (high - low) * 0.1;
  low -= pad;
  high += pad;
  constexpr double kWidth = 640, kHeight = 260, kLeft = 56, kRight = 16, kTop = 14, kBottom = 40;
  const double step = (kWidth - kLeft - kRight) / double(std::max<std::size_t>(1, values.size()));
  auto x = [&](std::size_t i) { return kLeft + step * (double(i) + 0.5); };
  auto y = [&](double v) { return kTop + (kHeight - kTop - kBottom) * (high - v) / (high - low); };
  const std::string caption =
      tuning.at("aim").get<std::string>() + ": each value's measure with its 95% interval (the best drawn strong)";
  std::string svg = "<figure class=\"curve\"><figcaption>" + html_escape(caption) +
                    "</figcaption>\n<svg viewBox=\"0 0 " + fixed(kWidth, 0) + " " + fixed(kHeight, 0) +
                    "\" role=\"img\"" + attr("aria-label", caption) + ">\n";
  for (int tick = 0; tick <= 4; ++tick) {
    const double v = low + (high - low) * tick / 4;
    svg += "<line class=\"grid\" x1=\"" + fixed(kLeft, 0) + "\" x2=\"" + fixed(kWidth - kRight, 0) + "\" y1=\"" +
           fixed(y(v), 1) + "\" y2=\"" + fixed(y(v), 1) + "\"/><text x=\"" + fixed(kLeft - 4, 0) + "\" y=\"" +
           fixed(y(v) + 4, 1) + "\" text-anchor=\"end\">" + statistic_text(v) + "</text>\n";
  }
  std::string line;
  for (std::size_t i = 0; i < values.size(); ++i)
    line += (line.empty() ? "" : " ") + fixed(x(i), 1) + "," + fixed(y(values[i].at("score").get<double>()), 1);
  svg += "<polyline class=\"trend\" points=\"" + line + "\"/>\n";
  const std::string option = tuning.at("option").get<std::string>();
  for (std::size_t i = 0; i < values.size(); ++i) {
    const Json& v = values[i];
    const double score = v.at("score").get<double>(), a = v.at("ci95")[0].get<double>(),
                 b = v.at("ci95")[1].get<double>();
    const bool best = v.at("best").get<bool>();
    const std::string value = v.at("value").get<std::string>();
    svg += "<g class=\"point" + std::string(best ? " best" : "") + "\"" + attr("data-value", value) +
           attr("data-score", exact(score)) + attr("data-low", exact(a)) + attr("data-high", exact(b)) +
           attr("data-best", best ? "true" : "false") + "><title>" +
           html_escape(option + "=" + value + ": " + statistic_text(score) + ", 95% interval " + statistic_text(a) +
                       " to " + statistic_text(b) + (best ? " (best)" : "")) +
           "</title>";
    svg += "<line class=\"whisker\" x1=\"" + fixed(x(i), 1) + "\" x2=\"" + fixed(x(i), 1) + "\" y1=\"" +
           fixed(y(a), 1) + "\" y2=\"" + fixed(y(b), 1) + "\"/>";
    svg += "<circle class=\"dot\" cx=\"" + fixed(x(i), 1) + "\" cy=\"" + fixed(y(score), 1) + "\" r=\"" +
           (best ? "6" : "4") + "\"/>";
    svg += "<text x=\"" + fixed(x(i), 1) + "\" y=\"" + fixed(kHeight - kBottom + 16, 1) + "\" text-anchor=\"middle\">" +
           html_escape(value) + "</text></g>\n";
  }
  svg += "<line class=\"axis\" x1=\"" + fixed(kLeft, 0) + "\" x2=\"" + fixed(kWidth - kRight, 0) + "\" y1=\"" +
         fixed(kHeight - kBottom, 1) + "\" y2=\"" + fixed(kHeight - kBottom, 1) + "\"/>\n";
  svg += "<text x=\"" + fixed((kLeft + kWidth - kRight) / 2, 0) + "\" y=\"" + fixed(kHeight - 6, 0) +
         "\" text-anchor=\"middle\">" + html_escape(option) + "</text>\n";
  return svg + "</svg></figure>\n";
}

std::string seat_label(const Json& seats) {
  std::vector<int> list = seats.get<std::vector<int>>();
  return (list.size() == 1 ? "seat " : "seats ") + join(list, "+");
}

bool partnerships(const Json& report) {
  for (const auto& side : report.at("sides"))
    if (side.at("seats").size() > 1) return true;
  return false;
}

// Win rates per seat (and per side in a partnership game), as bars of one or two reports.
std::vector<IntervalBar> win_bars(const Json& report, const std::string& series, bool by_side) {
  std::vector<IntervalBar> bars;
  const std::int64_t games = report.at("games").get<std::int64_t>();
  if (by_side) {
    for (const auto& side : report.at("sides")) {
      const Json& wins = side.at("wins");
      bars.push_back({seat_label(side.at("seats")), "side_win_rate", seat_label(side.at("seats")),
                      wins.at("rate").get<double>(), wins.at("ci95")[0].get<double>(), wins.at("ci95")[1].get<double>(),
                      games, series});
    }
  } else {
    for (const auto& seat : report.at("seats")) {
      const std::string name = "seat " + std::to_string(seat.at("seat").get<int>());
      bars.push_back({name, "win_rate", name, seat.at("win_rate").get<double>(),
                      seat.at("win_rate_ci95")[0].get<double>(), seat.at("win_rate_ci95")[1].get<double>(), games,
                      series});
    }
  }
  return bars;
}

std::vector<IntervalBar> score_bars(const Json& report, const std::string& series) {
  std::vector<IntervalBar> bars;
  for (const auto& seat : report.at("seats")) {
    const std::string name = "seat " + std::to_string(seat.at("seat").get<int>());
    const Json& s = seat.at("score");
    bars.push_back({name, "mean_score", name, s.at("mean").get<double>(), s.at("ci95")[0].get<double>(),
                    s.at("ci95")[1].get<double>(), s.at("n").get<std::int64_t>(), series});
  }
  return bars;
}

// Interleaves two series' bars label by label: A and B side by side.
std::vector<IntervalBar> paired(const std::vector<IntervalBar>& a, const std::vector<IntervalBar>& b) {
  std::vector<IntervalBar> out;
  for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    if (i < a.size()) out.push_back(a[i]);
    if (i < b.size()) out.push_back(b[i]);
  }
  return out;
}

std::string heading(const std::string& text, const std::string& id) {
  return "<h2" + attr("id", id) + ">" + html_escape(text) + "</h2>\n";
}
std::string note(const std::string& text) { return "<p class=\"note\">" + html_escape(text) + "</p>\n"; }

// "4 players, options ...; bots random, seed 1; 200 matches, 1994 deals, 104125 moves".
std::string run_text(const GameSpec& spec, const Json& report) {
  std::string text = spec_text(spec) + "; bots " + report.at("bots").get<std::string>() + ", seed " +
                     std::to_string(report.at("seed").get<std::uint64_t>()) + "; " +
                     count_text(report.at("games").get<std::int64_t>(), "match", "matches") + ", " +
                     count_text(report.at("deals").get<std::int64_t>(), "deal") + ", " +
                     count_text(report.at("moves").get<std::int64_t>(), "move");
  if (report.at("partial").get<bool>()) text += " (PARTIAL: interrupted)";
  return text;
}

// A sample document as the row "label, mean (interval), n".
std::vector<std::string> mean_row(const std::string& label, const Json& sample) {
  return {label, mean_text(sample), std::to_string(sample.at("n").get<std::int64_t>())};
}

// Per-deal samples by name ({name: {n, mean, sd, ci95}}) as rows "name, mean (interval), n".
std::vector<std::vector<std::string>> sample_rows(const std::string& what, const Json& samples) {
  std::vector<std::vector<std::string>> rows{{what, "mean per deal (95% interval)", "deals"}};
  for (const auto& [name, s] : samples.items()) rows.push_back(mean_row(name, s));
  return rows;
}

// The sections of one simulation report (a column of a comparison, or the whole page).
std::string report_sections(const GameSpec& spec, const Json& r, const std::string& prefix) {
  std::string out;
  const std::int64_t games = r.at("games").get<std::int64_t>();
  out += heading("Who wins", prefix + "wins");
  out += note(
      "A win is a match the seat's side ended alone with the best score (shared: tied for it). Bars: the "
      "win rate of " +
      count_text(games, "match", "matches") + ", whiskers: its 95% interval (Wilson).");
  out += "<div class=\"charts\">" + interval_chart("Win rate by seat", win_bars(r, "", false), true);
  if (partnerships(r)) out += interval_chart("Win rate by side", win_bars(r, "", true), true);
  out += "</div>\n";
  std::vector<std::vector<std::string>> rows{{"seat", "wins", "win rate (95% interval)", "shared", "matches"}};
  for (const auto& seat : r.at("seats"))
    rows.push_back({std::to_string(seat.at("seat").get<int>()), std::to_string(seat.at("wins").get<std::int64_t>()),
                    rate_text(seat.at("win_rate").get<double>(), seat.at("win_rate_ci95")),
                    std::to_string(seat.at("shared_wins").get<std::int64_t>()), std::to_string(games)});
  out += table(rows);
  if (partnerships(r)) {
    std::vector<std::vector<std::string>> sides{{"side", "wins", "win rate (95% interval)", "shared", "matches"}};
    for (const auto& side : r.at("sides"))
      sides.push_back({seat_label(side.at("seats")), std::to_string(side.at("wins").at("count").get<std::int64_t>()),
                       rate_text(side.at("wins").at("rate").get<double>(), side.at("wins").at("ci95")),
                       std::to_string(side.at("shared_wins").get<std::int64_t>()), std::to_string(games)});
    out += table(sides);
  }

  out += heading("Scores", prefix + "scores");
  std::vector<std::vector<std::string>> scores{{"seat"}};
  for (const auto& statistic : kSeatSamples) {
    scores[0].push_back(statistic.label + std::string(" (95% interval)"));
    scores[0].push_back(sample_noun(statistic.of));
  }
  for (const auto& seat : r.at("seats")) {
    std::vector<std::string>& row = scores.emplace_back(1, std::to_string(seat.at("seat").get<int>()));
    for (const auto& statistic : kSeatSamples) {
      const Json& sample = seat.at(statistic.report_key);
      row.push_back(mean_text(sample));
      row.push_back(std::to_string(sample.at("n").get<std::int64_t>()));
    }
  }
  out += table(scores);
  out += "<div class=\"charts\">" +
         interval_chart("Mean final score by seat, with 95% intervals", score_bars(r, ""), false);
  for (const auto& seat : r.at("seats"))
    if (seat.at("score").contains("counts"))
      out += histogram("Final scores of seat " + std::to_string(seat.at("seat").get<int>()) + " (matches)",
                       "score_seat_" + std::to_string(seat.at("seat").get<int>()), seat.at("score").at("counts"));
  out += "</div>\n";

  out += heading("Match and deal length", prefix + "length");
  std::vector<std::vector<std::string>> lengths{{"", "mean (95% interval)", "median", "90% at most", "max", "n"}};
  for (const auto& statistic : kLengthSamples) {
    const Json& sample = r.at(statistic.report_key);
    lengths.push_back({statistic.label, mean_text(sample)});
    for (const char* key : {"median", "p90", "max", "n"})
      lengths.back().push_back(std::to_string(sample.at(key).get<std::int64_t>()));
  }
  out += table(lengths);
  out += "<div class=\"charts\">" +
         histogram("Moves per deal (deals)", "moves_per_deal", r.at("moves_per_deal").at("counts")) +
         histogram("Deals per match (matches)", "deals_per_match", r.at("deals_per_match").at("counts")) + "</div>\n";

  out += heading("Position at the table", prefix + "position");
  std::vector<std::vector<std::string>> position{{"seat from the dealer", "deal score (95% interval)", "deals"}};
  for (const auto& p : r.at("deal_score_by_position")) {
    const int from = p.at("from_dealer").get<int>();
    position.push_back(
        mean_row(from == 0 ? "dealer" : std::to_string(from) + " to the dealer's left", p.at("deal_score")));
  }
  out += table(position);
  std::vector<std::vector<std::string>> edges{
      {"edge per deal over the average other seat", "mean (95% interval)", "deals"}};
  for (const auto& statistic : kEdgeSamples) edges.push_back(mean_row(statistic.label, r.at(statistic.report_key)));
  out += table(edges);

  out += heading("What happens in a deal", prefix + "deal");
  out += table(sample_rows("moves of each kind", r.at("moves_by_verb_per_deal")));
  if (!r.at("metrics_per_deal").empty()) {
    std::vector<std::vector<std::string>> rows{
        {"the rules' metrics", "mean per deal (95% interval)", "median", "90th pct", "min to max", "deals"}};
    for (const auto& [name, s] : r.at("metrics_per_deal").items())
      rows.push_back(
          {name, mean_text(s), std::to_string(s.at("median").get<std::int64_t>()),
           std::to_string(s.at("p90").get<std::int64_t>()),
           std::to_string(s.at("min").get<std::int64_t>()) + " to " + std::to_string(s.at("max").get<std::int64_t>()),
           std::to_string(s.at("n").get<std::int64_t>())});
    out += table(rows);
    out += "<div class=\"charts\">";
    for (const auto& [name, s] : r.at("metrics_per_deal").items())
      out += histogram(name + " per deal (deals)", "metric:" + name, s.at("counts"));
    out += "</div>\n";
  }
  for (const auto& [key, groups] : r.items()) {
    if (key.rfind("by_", 0) != 0) continue;
    std::vector<std::string> header{key.substr(3), "deals"};
    for (std::size_t s = 1; s <= r.at("seats").size(); ++s) header.push_back("seat " + std::to_string(s) + " mean");
    std::vector<std::vector<std::string>> rows{header};
    for (const auto& [value, g] : groups.items()) {
      std::vector<std::string> row{value, std::to_string(g.at("deals").get<std::int64_t>())};
      for (const auto& mean : g.at("mean_deal_score")) row.push_back(fixed(mean.get<double>(), 2));
      rows.push_back(row);
    }
    out += note("Deals by the " + key.substr(3) + " they were played in: each seat's mean deal score (" +
                spec.layout->id + "'s stats_by).");
    out += table(rows);
  }

  const Json& checks = r.at("checks");
  out += heading("Checks", prefix + "checks");
  auto verdict = [](bool ok) { return std::string(ok ? "yes" : "NO"); };
  std::vector<std::vector<std::string>> check_rows{
      {"invariant, at the end of every deal", "holds", "violations", "deals checked"},
      {"cards conserved", verdict(checks.at("cards_conserved").get<bool>()),
       std::to_string(checks.at("card_violations").get<std::int64_t>()),
       std::to_string(checks.at("deals_checked").get<std::int64_t>())}};
  if (!checks.at("conserved_counters").empty())
    check_rows.push_back({"counters conserved", verdict(checks.at("counters_conserved").get<bool>()),
                          std::to_string(checks.at("counter_violations").get<std::int64_t>()),
                          std::to_string(checks.at("deals_checked").get<std::int64_t>())});
  if (checks.contains("score_terms_match"))
    check_rows.push_back({"scores equal the rules' score terms", verdict(checks.at("score_terms_match").get<bool>()),
                          std::to_string(checks.at("score_term_violations").get<std::int64_t>()),
                          std::to_string(checks.at("deals_checked").get<std::int64_t>())});
  out += table(check_rows);
  return out;
}

std::string page_end() {
  return "<footer class=\"note\">Written by cardrt " CARDRT_VERSION
         ". Intervals: Wilson for rates, Student's t for means; n is the number of matches or deals each "
         "statistic is over.</footer>\n</body>\n</html>\n";
}

// A comparison's summary, forest plot and table of differences; ids begin with `prefix`.
std::string differences_section(const Json& comparison, const std::string& prefix) {
  std::string out;
  out += "<p class=\"summary\">" + html_escape(comparison.at("summary").get<std::string>()) + "</p>\n";
  out += heading("Differences", prefix + "differences");
  const int tested = comparison.at("correction").at("statistics").get<int>();
  out += note(
      "Each statistic of A and of B over the same seeds and bots, and the mean of the difference A - B match "
      "by match with its 95% interval and p-value. Plain (*): the interval leaves out 0, which one "
      "statistic in twenty that does not change still does by chance. Holm (*): still so after Holm's "
      "correction for the " +
      std::to_string(tested) +
      " statistics compared at once, so that the chance of marking any that does not change stays "
      "under 5%: the mark to trust.");
  out += forest_plot(comparison.at("differences"));
  std::vector<std::vector<std::string>> rows{
      {"statistic", "A", "B", "A - B (95% interval)", "p", "plain", "Holm", "matches"}};
  std::vector<std::string> attributes;
  int plain = 0, corrected = 0;
  const auto side = [](const Json& value) { return value.is_null() ? std::string("-") : mean_text(value, 3); };
  for (const auto& d : comparison.at("differences")) {
    const std::string name = d.at("statistic").get<std::string>();
    const std::string matches = std::to_string(d.at("matches").get<std::int64_t>());
    if (!d.contains("difference")) {
      rows.push_back(
          {name, side(d.at("a")), side(d.at("b")), d.at("a").is_null() ? "B only" : "A only", "", "", "", matches});
      attributes.push_back(attr("data-statistic", name) + attr("data-only", d.at("a").is_null() ? "b" : "a"));
      continue;
    }
    const bool marked = d.at("significant").get<bool>(), trusted = d.at("significant_corrected").get<bool>();
    plain += marked;
    corrected += trusted;
    const double p = d.at("p").get<double>();
    rows.push_back({name, side(d.at("a")), side(d.at("b")),
                    fixed(d.at("difference").get<double>(), 3) + " (" + fixed(d.at("ci95")[0].get<double>(), 3) +
                        " to " + fixed(d.at("ci95")[1].get<double>(), 3) + ")",
                    p_value_text(p), marked ? "*" : "", trusted ? "*" : "", matches});
    attributes.push_back(std::string(trusted  ? " class=\"significant\""
                                     : marked ? " class=\"plain\""
                                              : "") +
                         attr("data-statistic", name) + attr("data-significant", marked ? "true" : "false") +
                         attr("data-significant-corrected", trusted ? "true" : "false"));
  }
  out +=
      note(std::to_string(corrected) + " of " + std::to_string(tested) +
           " differences are significant after Holm's correction, " + std::to_string(plain) + " at the plain level.");
  out += table(rows, attributes);
  return out;
}

}  // namespace

std::string simulation_page(const GameSpec& spec, const Json& report) {
  const std::string title = spec.layout->name + ": simulation report";
  std::string page = page_head(title);
  page += "<body class=\"report\">\n<header><h1>" + html_escape(title) + "</h1><p class=\"sub\">" +
          html_escape(run_text(spec, report)) + "</p></header>\n";
  page += report_sections(spec, report, "");
  return page + page_end();
}

std::string comparison_page(const GameSpec& a, const GameSpec& b, const Json& comparison) {
  const Json& ra = comparison.at("a");
  const Json& rb = comparison.at("b");
  const std::string title = "Comparison: " + spec_text(a) + " against " + spec_text(b);
  std::string page = page_head(title);
  page += "<body class=\"report compare\">\n<header><h1>" + html_escape(a.layout->name) + ": A against B</h1>\n";
  page += "<p class=\"sub\">A: " + html_escape(run_text(a, ra)) +
          "</p><p class=\"sub\">B: " + html_escape(run_text(b, rb)) + "</p></header>\n";
  page +=
      "<p class=\"legend\"><span class=\"bar\" style=\"background:var(--accent)\"></span>A"
      "<span style=\"background:#e0892f\"></span>B</p>\n";

  page += differences_section(comparison, "");

  page += heading("Side by side", "side-by-side");
  page += "<div class=\"charts\">";
  page += interval_chart("Win rate by seat, A and B", paired(win_bars(ra, "a", false), win_bars(rb, "b", false)), true);
  if (partnerships(ra) && partnerships(rb))
    page += interval_chart("Win rate by side, A and B", paired(win_bars(ra, "a", true), win_bars(rb, "b", true)), true);
  page += interval_chart("Mean final score by seat, A and B", paired(score_bars(ra, "a"), score_bars(rb, "b")), false);
  page += histogram("Moves per deal, A and B (share of deals)", "moves_per_deal", ra.at("moves_per_deal").at("counts"),
                    &rb.at("moves_per_deal").at("counts"));
  page += histogram("Deals per match, A and B (share of matches)", "deals_per_match",
                    ra.at("deals_per_match").at("counts"), &rb.at("deals_per_match").at("counts"));
  // Each metric's distribution per deal, of both sides, or of the one that has it.
  const Json& metrics_a = ra.at("metrics_per_deal");
  const Json& metrics_b = rb.at("metrics_per_deal");
  for (const auto& [name, s] : metrics_a.items())
    page += metrics_b.contains(name) ? histogram(name + " per deal, A and B (share of deals)", "metric:" + name,
                                                 s.at("counts"), &metrics_b.at(name).at("counts"))
                                     : histogram(name + " per deal, A only (deals)", "metric:" + name, s.at("counts"));
  for (const auto& [name, s] : metrics_b.items())
    if (!metrics_a.contains(name))
      page += histogram(name + " per deal, B only (deals)", "metric:" + name, s.at("counts"));
  page += "</div>\n";
  page += "<div class=\"charts\"><section>" + heading("A: " + spec_text(a), "a") + report_sections(a, ra, "a-") +
          "</section><section>" + heading("B: " + spec_text(b), "b") + report_sections(b, rb, "b-") +
          "</section></div>\n";
  return page + page_end();
}

std::string skill_page(const GameSpec& a, const GameSpec& b, const Json& ladder) {
  const std::string title = "Comparison at several strengths: " + spec_text(a) + " against " + spec_text(b);
  std::string page = page_head(title);
  page += "<body class=\"report compare\">\n<header><h1>" + html_escape(a.layout->name) +
          ": A against B, at several strengths</h1>\n";
  page += "<p class=\"sub\">A: " + html_escape(spec_text(a)) + "</p><p class=\"sub\">B: " + html_escape(spec_text(b)) +
          "</p></header>\n";
  page += "<p class=\"summary\">" + html_escape(ladder.at("summary").get<std::string>()) + "</p>\n";
  page += heading("Across the strengths", "ladder");
  page += note(
      "The difference A - B at each strength, marked (*) where it is significant after Holm's correction. "
      "Across sensible players: same (marked the same way with every lineup that plays sensibly), partly "
      "(with some only), reversed (both ways), none (with none).");
  const Json& runs = ladder.at("runs");
  std::vector<std::vector<std::string>> rows{{"statistic"}};
  for (const auto& run : runs)
    rows[0].push_back(run.at("bots").get<std::string>() + (run.at("sensible").get<bool>() ? "" : " (reference)"));
  rows[0].push_back("across sensible players");
  std::vector<std::string> attributes;
  for (const auto& stat : ladder.at("statistics")) {
    const std::string name = stat.at("statistic").get<std::string>();
    std::vector<std::string> row{name};
    for (const auto& run : runs) {
      std::string cell = "-";
      for (const auto& d : run.at("comparison").at("differences"))
        if (d.at("statistic") == name && d.contains("difference"))
          cell = fixed(d.at("difference").get<double>(), 3) + (d.at("significant_corrected").get<bool>() ? " *" : "");
      row.push_back(cell);
    }
    const std::string verdict = stat.at("verdict").get<std::string>();
    row.push_back(verdict);
    rows.push_back(row);
    attributes.push_back(std::string(verdict == "reversed" ? " class=\"significant\"" : "") +
                         attr("data-statistic", name) + attr("data-verdict", verdict));
  }
  page += table(rows, attributes);
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const Json& run = runs[i];
    page += "<section" + attr("data-bots", run.at("bots").get<std::string>()) + ">" +
            heading("With " + run.at("bots").get<std::string>() +
                        (run.at("sensible").get<bool>() ? "" : " (reference: these bots do not play sensibly)"),
                    "run-" + std::to_string(i + 1)) +
            differences_section(run.at("comparison"), "run-" + std::to_string(i + 1) + "-") + "</section>\n";
  }
  return page + page_end();
}

std::string tuning_page(const GameSpec& spec, const Json& tuning) {
  const std::string option = tuning.at("option").get<std::string>();
  const std::string title = "Tuning " + option + ": " + spec_text(spec);
  std::string page = page_head(title);
  page += "<body class=\"report tune\">\n<header><h1>" + html_escape(spec.layout->name) + ": tuning " +
          html_escape(option) + "</h1>\n<p class=\"sub\">" +
          html_escape("aim: " + tuning.at("aim").get<std::string>() + "; bots " + tuning.at("bots").get<std::string>() +
                      ", seed " + std::to_string(tuning.at("seed").get<std::uint64_t>()) + "; " +
                      count_text(tuning.at("games").get<std::int64_t>(), "match", "matches") +
                      " a value, match i of every value from the same seed") +
          "</p></header>\n";
  page += "<p class=\"summary\">" + html_escape(tuning.at("summary").get<std::string>()) + "</p>\n";
  page += heading("The curve", "curve") + tuning_curve(tuning);
  page += heading("Each value", "values");
  const int compared = tuning.at("correction").at("values").get<int>();
  page += note(
      "Against the best value, the paired difference of the per-match measure, match by match, with its "
      "95% bootstrap interval and p-value; * where it is significant after Holm's correction for the " +
      std::to_string(compared) + (compared == 1 ? " value" : " values") + " compared with the best.");
  std::vector<std::vector<std::string>> rows{{option, "measure (95% interval)", "minus the best (95% interval)", "p",
                                              "Holm", "moves/deal", "deals/match", "win rates by seat"}};
  std::vector<std::string> attributes;
  for (const auto& v : tuning.at("values")) {
    const bool best = v.at("best").get<bool>();
    const auto interval = [](const Json& ci) {
      return statistic_text(ci[0].get<double>()) + " to " + statistic_text(ci[1].get<double>());
    };
    std::string rates;
    for (const auto& rate : v.at("win_rates")) rates += (rates.empty() ? "" : " ") + percent_text(rate.get<double>());
    const bool significant = !best && v.at("p_holm").get<double>() < 0.05;
    rows.push_back(
        {v.at("value").get<std::string>() + (best ? " (best)" : ""),
         statistic_text(v.at("score").get<double>()) + " (" + interval(v.at("ci95")) + ")",
         best ? "" : statistic_text(v.at("difference").get<double>()) + " (" + interval(v.at("difference_ci95")) + ")",
         best ? "" : p_value_text(v.at("p").get<double>()), significant ? "*" : "",
         statistic_text(v.at("moves_per_deal").get<double>()), statistic_text(v.at("deals_per_match").get<double>()),
         rates});
    attributes.push_back(std::string(best ? " class=\"significant\"" : "") +
                         attr("data-value", v.at("value").get<std::string>()));
  }
  page += table(rows, attributes);
  return page + page_end();
}

}  // namespace cardrt::cli
