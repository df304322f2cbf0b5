// Numbers, counts and lists as cardrt writes them in its text, pages and summaries.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cardrt {

// "1 playout", "3 playouts": a count and its noun, singular for one (the plural is the noun and
// an s unless given).
std::string count_text(std::int64_t count, const std::string& noun, const std::string& plural = "");
// A number with `decimals` digits after the point: "12.30".
std::string fixed(double value, int decimals);
// A statistic's value as reports print it: three decimals below 100, one from 100 on ("0.123",
// "107.1").
std::string statistic_text(double value);
// A rate as a percentage with one decimal: "33.3%".
std::string percent_text(double rate);
// A p-value: three decimals, "<0.001" below that.
std::string p_value_text(double p);
// The items with `separator` between them.
std::string join(const std::vector<std::string>& items, const std::string& separator);
// The items as a sentence lists them: "a", "a and b", "a, b and c" (`separator` before all but the
// last).
std::string listed(const std::vector<std::string>& items, const std::string& separator = ", ");
// The parts of `text` between separators: "a,,b" gives "a", "" and "b"; "" gives one empty part.
std::vector<std::string> split(const std::string& text, char separator);

}  // namespace cardrt
