// The JSON type of records, saves, views, options and reports, and its text form.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace cardrt {

// Ordered, so documents keep the order they were written in.
using Json = nlohmann::ordered_json;

// Json as text. Strings need not be valid UTF-8 (option values from YAML, move texts from rules):
// their bad bytes show as U+FFFD instead of making dump() throw. With `ascii`, every other
// character as a \u escape: what goes to a terminal then holds no control character that its
// filter would have to replace (C1 controls are no escapes in JSON), and reads back the same.
enum class JsonChars { utf8, ascii };
inline std::string json_text(const Json& value, int indent = -1, JsonChars chars = JsonChars::utf8) {
  return value.dump(indent, ' ', chars == JsonChars::ascii, Json::error_handler_t::replace);
}

}  // namespace cardrt
