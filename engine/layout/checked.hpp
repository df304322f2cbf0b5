// Shared by the layout code against hostile input: checked integers, non-throwing file tests (and
// clip from cardrt/error.hpp).
#pragma once

#include <charconv>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "cardrt/error.hpp"

namespace cardrt {

// Decimal text (an optional sign, then digits) as a 64-bit integer. Integers beyond the 64-bit
// range are told apart from non-integers so that messages can give the range instead.
struct ParsedInt {
  enum class Status { Ok, NotInteger, OutOfRange };
  Status status = Status::NotInteger;
  std::int64_t value = 0;
};
inline ParsedInt parse_integer(std::string_view text) {
  // YAML writes "+3"; from_chars takes only a minus sign.
  if (text.size() > 1 && text[0] == '+' && text[1] != '-') text.remove_prefix(1);
  ParsedInt out;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out.value);
  if (text.empty() || end != text.data() + text.size()) return out;
  if (ec == std::errc::result_out_of_range)
    out.status = ParsedInt::Status::OutOfRange;
  else if (ec == std::errc())
    out.status = ParsedInt::Status::Ok;
  return out;
}

// "from 1 to 16", ">= 0", "<= 9": the range of an integer as messages say it.
inline std::string range_text(std::int64_t min, std::int64_t max) {
  if (max == INT64_MAX && min != INT64_MIN) return ">= " + std::to_string(min);
  if (min == INT64_MIN && max != INT64_MAX) return "<= " + std::to_string(max);
  return "from " + std::to_string(min) + " to " + std::to_string(max);
}

// A name the system refuses (too long, say) is simply no file, not a filesystem_error that
// would quote it whole.
inline bool regular_file(const std::filesystem::path& p) {
  std::error_code ec;
  return std::filesystem::is_regular_file(p, ec);
}

}  // namespace cardrt
