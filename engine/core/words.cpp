// Numbers, counts and lists in text (words.hpp).
#include "cardrt/words.hpp"

#include <cmath>
#include <sstream>

namespace cardrt {

std::string count_text(std::int64_t count, const std::string& noun, const std::string& plural) {
  return std::to_string(count) + " " + (count == 1 ? noun : plural.empty() ? noun + "s" : plural);
}

std::string fixed(double value, int decimals) {
  std::ostringstream out;
  out.setf(std::ios::fixed);
  out.precision(decimals);
  out << value;
  return out.str();
}

std::string statistic_text(double value) { return fixed(value, std::fabs(value) >= 100 ? 1 : 3); }

std::string percent_text(double rate) { return fixed(100 * rate, 1) + "%"; }

std::string p_value_text(double p) { return p < 0.001 ? "<0.001" : fixed(p, 3); }

std::string join(const std::vector<std::string>& items, const std::string& separator) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : separator) + item;
  return out;
}

std::string listed(const std::vector<std::string>& items, const std::string& separator) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i)
    out += (i == 0 ? "" : i + 1 == items.size() ? " and " : separator) + items[i];
  return out;
}

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  for (std::size_t from = 0;;) {
    const std::size_t at = text.find(separator, from);
    parts.push_back(text.substr(from, at == std::string::npos ? std::string::npos : at - from));
    if (at == std::string::npos) return parts;
    from = at + 1;
  }
}

}  // namespace cardrt
