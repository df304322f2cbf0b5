// The JSON type of records, saves, views, options and reports, and its text form.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace cardrt {

// Ordered, so documents keep the order they were written in.
using Json = nlohmann::ordered_json;

// Json as text. Strings need not be valid UTF-8 (option values from YAML, move texts from rules):
// their bad bytes show as U+FFFD instead of making dump() throw.
inline std::string json_text(const Json& value, int indent = -1) {
  return value.dump(indent, ' ', false, Json::error_handler_t::replace);
}

}  // namespace cardrt
